"""What the floor is offered to do next between hands (T-14 - T-18, T-20, T-23, TQ-29), and which
tables are halted (T-15). Pure look-ups: nothing changes until the floor takes an offer.

One offer at a time, the most pressing first: the final table when the players left fit one
table, then breaking the next table in the breaking order when its players fit the other
tables' open seats, then a redraw when the tables are down to a number the house redraws at,
then a balancing move when the fullest and the shortest table are further apart than the house
allows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .actions import BreakTable, FinalTable, MovePlayer, Redraw
from .deal import advanced
from .positions import layout
from .state import Event
from .table import EventTable, joiner


@dataclass(frozen=True)
class MoveOffer:
    """Balancing: the player due the big blind at the giving table moves to the worst
    position at the short table (T-16 - T-18)."""

    kind: ClassVar[str] = "move"
    from_table: int
    from_seat: int
    entrant: int
    name: str
    to_table: int
    to_seat: int
    single_big_blind: bool = False
    """He takes a single big blind on the seat last hand's big blind left (T-18)."""


@dataclass(frozen=True)
class BreakOffer:
    """The next table in the breaking order: its players fit the other tables (T-20)."""

    kind: ClassVar[str] = "break"
    table: int


@dataclass(frozen=True)
class FinalOffer:
    """The players left fit one table: the final table is drawn (T-23)."""

    kind: ClassVar[str] = "final"
    tables: tuple[int, ...]


@dataclass(frozen=True)
class RedrawOffer(FinalOffer):
    """The tables playing are down to a number the house redraws at: every seat at them and
    their buttons are drawn again, as for the final table (TQ-29). A kind of final-table offer
    for a screen that does not tell them apart yet."""

    kind: ClassVar[str] = "redraw"


Offer = MoveOffer | BreakOffer | FinalOffer


def taking(offered: Offer, seed: int) -> MovePlayer | BreakTable | Redraw | FinalTable:
    """The floor's action that makes the offered move (a broken table's or the final table's
    seats drawn by ``seed``, recorded with it)."""
    match offered:
        case MoveOffer():
            return MovePlayer()
        case BreakOffer():
            return BreakTable(seed)
        case RedrawOffer():  # before FinalOffer: a redraw is one kind of it
            return Redraw(seed)
        case FinalOffer():
            return FinalTable(seed)


def offer(event: Event) -> Offer | None:
    """The move the floor is offered now, or None when the tables are as they should be."""
    if len(event.tables) < 2:
        return None
    if event.players_left <= event.rules.seats:
        return FinalOffer(tuple(t.number for t in event.tables))
    return break_offer(event) or redraw_offer(event) or move_offer(event)


def redraw_offer(event: Event) -> RedrawOffer | None:
    """TQ-29: a redraw when as many tables play as the house redraws at, once at each number
    (a draw that seated that many tables, the start included, counts)."""
    playing = len(event.tables)
    drawn = event.drawn_tables
    if playing in event.rules.redraw_at and (drawn is None or playing < drawn):
        return RedrawOffer(tuple(t.number for t in event.tables))
    return None


def break_offer(event: Event) -> BreakOffer | None:
    """T-20: the first table in the breaking order, once its players fit the others' open
    seats."""
    first = event.breaking_next()[0]
    room = sum(len(t.open_seats()) for t in event.tables if t is not first)
    return BreakOffer(first.number) if first.players <= room else None


def out_of_balance(event: Event) -> bool:
    """T-14: the fullest and the shortest table are further apart than the house allows."""
    counts = [t.players for t in event.tables]
    return max(counts) - min(counts) > event.rules.limit(len(counts))


def giving_table(event: Event) -> EventTable:
    """T-16: among the tables with the most players, the first in the breaking order."""
    most = max(t.players for t in event.tables)
    return next(t for t in event.breaking_next() if t.players == most)


def receiving_table(event: Event) -> EventTable:
    """Among the tables with the fewest players, the one that closes last (a player moved to
    a table about to break would only move again)."""
    least = min(t.players for t in event.tables)
    return [t for t in event.breaking_next() if t.players == least][-1]


def move_offer(event: Event) -> MoveOffer | None:
    """T-14, T-16 - T-18: the balancing move, when the tables are out of balance."""
    if len(event.tables) < 2 or not out_of_balance(event):
        return None
    giving, receiving = giving_table(event), receiving_table(event)
    seat = due_big_blind(giving)
    player = giving.table.player(seat)
    assert player is not None
    to_seat, single = worst_position(receiving, event.rules.single_big_blind)
    return MoveOffer(giving.number, seat, player.id, player.name, receiving.number, to_seat,
                     single)


def due_big_blind(table: EventTable) -> int:
    """T-17: the seat of the player who would post the big blind on the table's next deal."""
    positions = layout(table)
    if positions is not None:
        return positions.big_blind
    return next(seat for seat, _ in table.occupied())


def worst_position(table: EventTable, single_big_blind: bool = True) -> tuple[int, bool]:
    """T-18: the open seat the big blind reaches soonest, never the next deal's small blind;
    True with it when he takes a single big blind on last hand's big-blind seat."""
    last = table.table.last
    best = _soonest_reached(table) if last is not None else _soonest_on_a_new_table(table)
    single_seat = None if last is None else last.largest
    if (single_big_blind and single_seat is not None and table.table.player(single_seat) is None
            and (best is None or best[0] > 1)):
        return single_seat, True
    assert best is not None, "a receiving table has an open seat"
    return best[1], False


def _soonest_reached(table: EventTable) -> tuple[int, int] | None:
    """(deals until the big blind, seat) of the open seat the big blind reaches first, the next
    small-blind seat left out. A stand-in sits in every such seat at once: the big blind stops
    at each in turn, and the first it reaches is reached as soon as it would be alone."""
    last = table.table.last
    assert last is not None
    small = last.largest  # the next deal's small-blind seat
    trial = table
    stand_ins = {}
    for number, seat in enumerate(table.open_seats(), start=1):
        if seat != small:
            trial = trial.seated(seat, joiner(-number, ""))
            stand_ins[seat] = number
    for hand in range(1, 2 * table.table.size + 2):
        positions = layout(trial)
        if positions is None:
            return None
        if positions.big_blind in stand_ins:
            return hand, positions.big_blind
        trial = advanced(trial, positions)
    return None


def _soonest_on_a_new_table(table: EventTable) -> tuple[int, int] | None:
    """As :func:`_soonest_reached` for a table that has dealt no hand yet (its first button
    drawn, T-06): each open seat tried alone, since a newcomer changes that first deal's
    blinds."""
    found = []
    for seat in table.open_seats():
        trial = table.seated(seat, joiner(0, ""))
        positions = layout(trial)
        if positions is not None and positions.small_blind == seat:
            continue  # the small blind: never the worst position
        hands = hands_to_big_blind(trial, seat)
        found.append((hands or 99, _distance(table, seat), seat))
    best = min(found, default=None)
    return None if best is None else (best[0], best[2])


def hands_to_big_blind(table: EventTable, seat: int, limit: int = 24) -> int | None:
    """On which coming deal (1 = the next) the player on ``seat`` posts the big blind, the
    table playing on as it is; None when it does not come within ``limit`` deals."""
    for hand in range(1, limit + 1):
        positions = layout(table)
        if positions is None:
            return None
        if positions.big_blind == seat:
            return hand
        table = advanced(table, positions)
    return None


def _distance(table: EventTable, seat: int) -> int:
    """How far clockwise ``seat`` lies after last hand's big blind (the draw's seat at first)."""
    last = table.table.last
    start = last.largest if last is not None else (table.table.draw or 1)
    return table.table.clockwise_after(start).index(seat)


def halted(event: Event) -> tuple[int, ...]:
    """T-15: the tables that wait for a player: short of the fullest table by the house's
    number or more, and their next big blind would pass an open seat."""
    if len(event.tables) < 2:
        return ()
    most = max(t.players for t in event.tables)
    found = []
    for table in event.tables:
        if most - table.players < event.rules.halt_short or table.table.last is None:
            continue
        positions = layout(table)
        big = table.table.last.largest
        if positions is None or any(table.table.player(seat) is None for seat in
                                    table.table.between(big, positions.big_blind)):
            found.append(table.number)
    return tuple(found)

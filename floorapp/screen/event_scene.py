"""An event (a tournament) as the floor screen and the board show it. No Qt.

- :func:`event_table_scene`: one of the event's tables as an ordinary table page paints it (the
  oval, the plates, the pucks), from the next deal the tournament core lays out: the button
  (dead or not), the blinds with the level's amounts (a big-blind ante on the big blind's
  puck, dead), absent players (dealt in, blinded off: T-07) and joiners waiting in the gap
  (T-10).
- :func:`event_readout`: what the dealer reads out for that deal, each line with its ``T-``
  rules.
- :func:`event_overview`: the whole event on one page: players left per table, the move the
  floor is offered now (who goes to which seat, which table breaks), the breaking order,
  halted tables and hand-for-hand.

Nothing here decides a rule: positions, posts, waits and offers are the tournament core's.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from floorapp.rules import Status
from floorapp.tournament import (
    AnteKind,
    Event,
    EventTable,
    Level,
    Offer,
    Placed,
    TDeal,
    TPostKind,
    TRule,
    halted,
    offer,
)
from floorapp.tournament.deal import deal

from .scene import Puck, PuckKind, SeatScene, SeatState, TableScene

Penalised = frozenset[int]
"""The entrants on penalty (T-09): :func:`penalised` of the event."""


def penalised(event: Event) -> Penalised:
    """The entrants the event has on penalty, with hands left to serve (T-09)."""
    return frozenset(entrant for entrant, left in event.penalties if left > 0)


def next_deal(table: EventTable, level: Level, on_penalty: Penalised = frozenset()
              ) -> TDeal | None:
    """The hand the table deals next at ``level`` (None: fewer than two players)."""
    dealt = deal(table, level, on_penalty)
    return dealt[0] if dealt is not None else None


def event_table_scene(table: EventTable, coming: TDeal | None, level: Level) -> TableScene:
    """The table as its page shows it before ``coming``, its next deal (:func:`next_deal`,
    worked out once for the scene and the read-out); a player on penalty, blinded off, shows
    as away."""
    seats = tuple(_seat(table, number, coming, level)
                  for number in range(1, len(table.table.seats) + 1))
    return TableScene(seats=seats, hand=table.hands, dealt=False,
                      heads_up=bool(coming and coming.heads_up))


def _seat(table: EventTable, number: int, coming: TDeal | None, level: Level) -> SeatScene:
    player = table.table.player(number)
    pucks = _pucks(number, coming, level)
    if player is None:
        return SeatScene(number, None, SeatState.EMPTY, pucks=pucks)
    waits = coming is not None and number in coming.waiting
    blinded_off = player.status is Status.AWAY or (coming is not None
                                                   and number in coming.penalty)
    state = (SeatState.AWAY if blinded_off
             else SeatState.WAITING if waits else SeatState.ACTIVE)
    return SeatScene(number, player.name, state, new=waits, pucks=pucks,
                     first_to_act=coming is not None and coming.first_to_act == number)


def blind_ante(level: Level, dead: int) -> int:
    """The dead part a blind's puck and line show: the big-blind ante (an ante from every
    seat has a read-out line of its own)."""
    return dead if level.ante_kind is AnteKind.BIG_BLIND else 0


def _pucks(number: int, coming: TDeal | None, level: Level) -> tuple[Puck, ...]:
    if coming is None:
        return ()
    pucks = []
    if coming.button == number:
        pucks.append(Puck(PuckKind.BUTTON, dead=coming.dead_button))
    if coming.small_blind == number and coming.dead_small_blind:
        pucks.append(Puck(PuckKind.SMALL_BLIND, dead=True))
    post = coming.post_at(number)
    if post is not None and post.kind is not TPostKind.ANTE:
        kind = PuckKind.SMALL_BLIND if post.kind is TPostKind.SMALL_BLIND else PuckKind.BIG_BLIND
        pucks.append(Puck(kind, amount=post.live, dead_amount=blind_ante(level, post.dead)))
    return tuple(pucks)


class EventLineKind(StrEnum):
    """One kind of line in an event table's read-out."""

    BUTTON = "button"
    DEAD_BUTTON = "dead-button"
    SMALL_BLIND = "small-blind"
    DEAD_SMALL_BLIND = "dead-small-blind"
    BIG_BLIND = "big-blind"
    ANTES = "antes"
    """Every seat dealt in puts in the ante (T-04, ``each``)."""
    ABSENT = "absent"
    """Dealt in while absent: his hand is killed unless he is back by the end of the deal."""
    PENALTY = "penalty"
    """Dealt in while on penalty: blinded off, his hand killed (T-09)."""
    WAITS = "waits"
    """A joiner in the gap: he waits for the button to pass."""
    FIRST_TO_ACT = "first-to-act"
    HEADS_UP = "heads-up"
    NO_DEAL = "no-deal"
    """Fewer than two players: the table cannot deal."""


@dataclass(frozen=True)
class EventLine:
    """One line of the read-out: what, at which seat and for whom, the chips, the rules."""

    kind: EventLineKind
    seat: int | None = None
    name: str = ""
    live: int = 0
    dead: int = 0
    rules: tuple[TRule, ...] = ()


def event_readout(table: EventTable, coming: TDeal | None, level: Level
                  ) -> tuple[EventLine, ...]:
    """What the dealer reads out before ``coming``, the table's next deal, in calling
    order."""
    if coming is None:
        return (EventLine(EventLineKind.NO_DEAL, rules=(TRule.T_02,)),)
    reasons = dict(coming.position_rules)
    lines = [_line(table, EventLineKind.DEAD_BUTTON if coming.dead_button
                   else EventLineKind.BUTTON, coming.button, reasons.get("button", ()))]
    if coming.small_blind is not None and coming.dead_small_blind:
        lines.append(_line(table, EventLineKind.DEAD_SMALL_BLIND, coming.small_blind,
                           reasons.get("small_blind", ())))
    blinds = [post for post in coming.posts if post.kind is not TPostKind.ANTE]
    for post in sorted(blinds, key=lambda post: post.kind is TPostKind.BIG_BLIND):
        kind = (EventLineKind.SMALL_BLIND if post.kind is TPostKind.SMALL_BLIND
                else EventLineKind.BIG_BLIND)
        lines.append(_line(table, kind, post.seat, post.rules, post.live,
                           blind_ante(level, post.dead)))
    if level.ante_kind is AnteKind.EACH and level.ante:
        lines.append(EventLine(EventLineKind.ANTES, dead=level.ante, rules=(TRule.T_04,)))
    lines += [_line(table, EventLineKind.ABSENT, seat, (TRule.T_07, TRule.T_08))
              for seat in coming.absent]
    lines += [_line(table, EventLineKind.PENALTY, seat, (TRule.T_09,))
              for seat in coming.penalty if seat not in coming.absent]
    lines += [_line(table, EventLineKind.WAITS, seat, (TRule.T_10,)) for seat in coming.waiting]
    if coming.heads_up:
        lines.append(EventLine(EventLineKind.HEADS_UP, rules=(TRule.T_03,)))
    lines.append(_line(table, EventLineKind.FIRST_TO_ACT, coming.first_to_act, ()))
    return tuple(lines)


def _line(table: EventTable, kind: EventLineKind, seat: int, rules: tuple[TRule, ...],
          live: int = 0, dead: int = 0) -> EventLine:
    player = table.table.player(seat)
    return EventLine(kind, seat, player.name if player else "", live, dead, tuple(rules))


@dataclass(frozen=True)
class TableRow:
    """One table of the event on the overview."""

    number: int
    players: int
    absent: int
    open_seats: int
    hands: int
    halted: bool
    """T-15: short by the house's number and its big blind would pass an open seat."""
    breaks: int
    """Its place in the breaking order (1: breaks next; 0: the only table left, which no
    break ends)."""
    playing_hand: bool | None = None
    """Hand-for-hand: still playing the hand (None: not hand-for-hand)."""


@dataclass(frozen=True)
class EventOverview:
    """The whole event as the floor's overview shows it."""

    players_left: int
    entrants: int
    tables: tuple[TableRow, ...]
    offer: Offer | None
    """The move the floor is offered now (the tournament core's :func:`offer`)."""
    registration_open: bool
    level: Level
    hand_for_hand: int | None = None
    """Hand-for-hand: the hand number (None: tables deal freely)."""
    last_places: tuple[str, ...] = ()
    """The latest finishes, newest first: "12 Kim L."."""
    moves: tuple[Placed, ...] = ()
    """The latest players moved between tables, newest first."""


def event_overview(event: Event) -> EventOverview:
    """The overview of ``event`` between two floor actions."""
    stopped = set(halted(event))
    order = {table.number: n for n, table in enumerate(event.breaking_next(), start=1)
             if len(event.tables) > 1}
    round_ = event.hand_for_hand
    rows = tuple(
        TableRow(number=table.number, players=table.players,
                 absent=sum(1 for _, p in table.occupied() if p.status is Status.AWAY),
                 open_seats=len(table.open_seats()), hands=table.hands,
                 halted=table.number in stopped, breaks=order.get(table.number, 0),
                 playing_hand=None if round_ is None else table.number not in round_.done)
        for table in event.tables)
    places = tuple(f"{finish.place} {finish.name}" for finish in reversed(event.finishes[-5:]))
    return EventOverview(
        players_left=event.players_left, entrants=len(event.entrants), tables=rows,
        offer=offer(event), registration_open=event.registration_open, level=event.level,
        hand_for_hand=None if round_ is None else round_.number, last_places=places,
        moves=tuple(reversed(event.moves)))

"""Applying the floor's actions to an event: check, then apply, returning a record of what
happened. A refused action raises :class:`EventRefused` and changes nothing (events are
immutable)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from floorapp.rules import Player, Status, player_name_problem
from floorapp.rules.model import evolve

from . import draws
from .actions import (
    Absent,
    Action,
    Back,
    BreakTable,
    Bust,
    CloseRegistration,
    DealHand,
    Draw,
    FinalTable,
    HandDone,
    HandForHand,
    MovePlayer,
    NewLevel,
    Register,
)
from .deal import TDeal, deal
from .errors import EventCode, EventRefused
from .offers import BreakOffer, FinalOffer, MoveOffer, halted, offer
from .places import Busted, Finish, finishes
from .settings import MAX_TABLES
from .state import MOVES_KEPT, Entrant, Event, HandForHandRound, Placed
from .table import EventTable, joiner


@dataclass(frozen=True)
class Applied:
    """The record of one action: the event before and after, and what the action produced."""

    action: Action
    before: Event
    after: Event
    deal: TDeal | None = None
    draw: draws.SeatDraw | None = None
    move: MoveOffer | None = None
    finishes: tuple[Finish, ...] = ()


def apply(event: Event, action: Action) -> Applied:
    """Apply one floor action. Raises :class:`EventRefused`, leaving ``event`` as it was."""
    match action:
        case Draw():
            return _draw(event, action)
        case Register():
            return Applied(action, event, _register(event, action))
        case CloseRegistration():
            return Applied(action, event, evolve(event, registration_open=False))
        case Absent() | Back():
            return Applied(action, event, _presence(event, action))
        case DealHand():
            return _deal(event, action)
        case Bust():
            return _bust(event, action)
        case NewLevel():
            if action.level.problem() is not None:
                raise EventRefused(EventCode.BAD_LEVEL, problem=action.level.problem())
            return Applied(action, event, evolve(event, level=action.level))
        case MovePlayer():
            return _move(event, action)
        case BreakTable() | FinalTable():
            return _redraw(event, action)
        case HandForHand():
            return _hand_for_hand(event, action)
        case HandDone():
            return _hand_done(event, action)
        case _:
            assert_never(action)


def _table(event: Event, number: int) -> EventTable:
    table = event.table(number)
    if table is None:
        raise EventRefused(EventCode.BAD_TABLE, table=number)
    return table


def _player(table: EventTable, seat: int) -> Player:
    if not 1 <= seat <= table.table.size:
        raise EventRefused(EventCode.BAD_SEAT, table=table.number, seat=seat)
    player = table.table.player(seat)
    if player is None:
        raise EventRefused(EventCode.SEAT_EMPTY, table=table.number, seat=seat)
    return player


def _draw(event: Event, action: Draw) -> Applied:
    if event.tables:
        raise EventRefused(EventCode.ALREADY_DRAWN)
    seats = action.tables * event.rules.seats
    if not 1 <= action.tables <= MAX_TABLES or len(action.names) > seats:
        raise EventRefused(EventCode.NO_OPEN_SEAT, players=len(action.names))
    if sorted(action.break_order) not in ([], list(range(1, action.tables + 1))):
        raise EventRefused(EventCode.BAD_TABLE, order=action.break_order)
    entrants = list(event.entrants)
    players = []
    for name in action.names:
        entrant = _new_entrant(event, entrants, name, reentry=False)
        players.append(Player(entrant.id, entrant.name))
    started = evolve(event, entrants=tuple(entrants))
    after, draw = draws.start(started, players, action.tables, action.seed, action.break_order)
    return Applied(action, event, after, draw=draw)


def _new_entrant(event: Event, entrants: list[Entrant], name: str, reentry: bool) -> Entrant:
    if player_name_problem(name) is not None:
        raise EventRefused(EventCode.BAD_NAME, name=name)
    name = name.strip()
    playing = event.where(name) is not None or any(
        e.name == name for e in entrants[len(event.entrants):])
    earlier = [e for e in entrants if e.name == name]
    if playing or (earlier and not reentry):
        raise EventRefused(EventCode.BAD_NAME, name=name)
    if reentry and not earlier:
        raise EventRefused(EventCode.NOT_ELIMINATED, name=name)
    entrant = Entrant(len(entrants) + 1, name, len(earlier) + 1)
    entrants.append(entrant)
    return entrant


def _register(event: Event, action: Register) -> Event:
    if not event.registration_open:
        raise EventRefused(EventCode.REGISTRATION_CLOSED)
    entrants = list(event.entrants)
    entrant = _new_entrant(event, entrants, action.name, action.reentry)
    if action.table is None:
        spot = draws.newcomer_seat(event, action.seed)
        if spot is None:
            raise EventRefused(EventCode.NO_OPEN_SEAT)
        number, seat = spot
    else:
        number, seat = action.table, action.seat or 0
    table = _table(event, number)
    if not 1 <= seat <= table.table.size:
        raise EventRefused(EventCode.BAD_SEAT, table=number, seat=seat)
    taken = table.table.player(seat)
    if taken is not None:
        raise EventRefused(EventCode.SEAT_TAKEN, table=number, seat=seat, name=taken.name)
    seated = table.seated(seat, joiner(entrant.id, entrant.name, action.absent))
    return evolve(event.with_table(seated), entrants=tuple(entrants))


def _presence(event: Event, action: Absent | Back) -> Event:
    table = _table(event, action.table)
    player = _player(table, action.seat)
    away = isinstance(action, Absent)
    if away == (player.status is Status.AWAY):
        code = EventCode.ALREADY_ABSENT if away else EventCode.NOT_ABSENT
        raise EventRefused(code, table=action.table, seat=action.seat, name=player.name)
    status = Status.AWAY if away else Status.ACTIVE
    changed = evolve(table, table=table.table.with_player(action.seat, evolve(player,
                                                                               status=status)))
    return event.with_table(changed)


def _deal(event: Event, action: DealHand) -> Applied:
    table = _table(event, action.table)
    round_ = event.hand_for_hand
    if round_ is not None and table.number in round_.dealt:
        raise EventRefused(EventCode.WAIT_FOR_TABLES, table=table.number)
    if not action.waive and table.number in halted(event):
        raise EventRefused(EventCode.HALTED, table=table.number)
    dealt = deal(table, event.level)
    if dealt is None:
        raise EventRefused(EventCode.NOT_ENOUGH_PLAYERS, table=table.number)
    record, after = dealt
    changed = event.with_table(after)
    if round_ is not None:
        changed = evolve(changed, hand_for_hand=evolve(round_, dealt=round_.dealt | {table.number}))
    return Applied(action, event, changed, deal=record)


def _bust(event: Event, action: Bust) -> Applied:
    table = _table(event, action.table)
    if not action.seats or len(set(action.seats)) != len(action.seats) or (
            action.stacks and len(action.stacks) != len(action.seats)):
        raise EventRefused(EventCode.BAD_SEAT, table=table.number, seats=action.seats)
    busted = []
    for index, seat in enumerate(action.seats):
        player = _player(table, seat)
        if player.new or table.table.last is None:
            raise EventRefused(EventCode.NOT_DEALT_IN, table=table.number, seat=seat,
                               name=player.name)
        stack = action.stacks[index] if action.stacks else None
        busted.append(Busted(player.id, player.name, stack))
        table = table.emptied(seat)
    after = event.with_table(table)
    if event.registration_open:
        out = tuple(b.entrant for b in busted)
        return Applied(action, event, evolve(after, out=event.out + out))
    round_ = event.hand_for_hand
    if round_ is not None:
        pending = evolve(round_, busted=round_.busted + tuple(busted))
        return Applied(action, event, evolve(after, hand_for_hand=pending))
    placed = tuple(finishes(busted, event.players_left))
    return Applied(action, event, evolve(after, finishes=event.finishes + placed),
                   finishes=placed)


def _hand_for_hand(event: Event, action: HandForHand) -> Applied:
    """T-24 starts, or ends; ended, the players eliminated in the hand under way are placed
    together (T-25). Asked for again while it runs, it changes nothing."""
    round_ = event.hand_for_hand
    if action.on:
        started = round_ if round_ is not None else HandForHandRound()
        return Applied(action, event, evolve(event, hand_for_hand=started))
    busted = list(round_.busted) if round_ is not None else []
    placed = tuple(finishes(busted, event.players_left + len(busted))) if busted else ()
    after = evolve(event, hand_for_hand=None, finishes=event.finishes + placed)
    return Applied(action, event, after, finishes=placed)


def _hand_done(event: Event, action: HandDone) -> Applied:
    table = _table(event, action.table)
    round_ = event.hand_for_hand
    if round_ is None or table.number not in round_.dealt:
        raise EventRefused(EventCode.NOT_HAND_FOR_HAND, table=table.number)
    done = round_.done | {table.number}
    if not {t.number for t in event.tables} <= done:
        return Applied(action, event, evolve(event, hand_for_hand=evolve(round_, done=done)))
    left_before = event.players_left + len(round_.busted)
    placed = tuple(finishes(list(round_.busted), left_before)) if round_.busted else ()
    after = evolve(event, finishes=event.finishes + placed,
                   hand_for_hand=HandForHandRound(round_.number + 1))
    return Applied(action, event, after, finishes=placed)


def _move(event: Event, action: MovePlayer) -> Applied:
    offered = offer(event)
    if not isinstance(offered, MoveOffer):
        raise EventRefused(EventCode.NOT_OFFERED, kind=action.kind)
    giving = _table(event, offered.from_table)
    player = _player(giving, offered.from_seat)
    receiving = _table(event, offered.to_table)
    moved = receiving.seated(offered.to_seat, evolve(player, new=True))
    if offered.single_big_blind:
        moved = evolve(moved, single_big_blind=offered.to_seat)
    after = event.with_table(giving.emptied(offered.from_seat)).with_table(moved)
    slip = Placed(offered.entrant, offered.name, giving.number, offered.from_seat,
                  receiving.number, offered.to_seat)
    return Applied(action, event, with_moves(after, (slip,)), move=offered)


def _redraw(event: Event, action: BreakTable | FinalTable) -> Applied:
    offered = offer(event)
    if isinstance(action, FinalTable):
        if not isinstance(offered, FinalOffer):
            raise EventRefused(EventCode.NOT_OFFERED, kind=action.kind)
        after, draw = draws.final_table(event, action.seed)
    else:
        if not isinstance(offered, BreakOffer):
            raise EventRefused(EventCode.NOT_OFFERED, kind=action.kind)
        after, draw = draws.break_table(event, offered.table, action.seed)
    return Applied(action, event, with_moves(after, draw.placed), draw=draw)


def with_moves(event: Event, placed: tuple[Placed, ...]) -> Event:
    """The event keeping ``placed`` as its latest moves (the board's)."""
    return evolve(event, moves=(*event.moves, *placed)[-MOVES_KEPT:])

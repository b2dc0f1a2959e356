"""Applying the floor's actions to an event: check, then apply, returning a record of what
happened. A refused action raises :class:`EventRefused` and changes nothing (events are
immutable)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import assert_never

from floorapp.rules import Player, Status, player_name_problem
from floorapp.rules.model import evolve

from . import clock, draws
from .actions import (
    Absent,
    Action,
    AdjustClock,
    Back,
    BreakTable,
    Bust,
    ClockAction,
    CloseRegistration,
    CorrectPositions,
    DealHand,
    Draw,
    EndPenalty,
    FinalTable,
    HandDone,
    HandForHand,
    Misdeal,
    MovePlayer,
    NewLevel,
    PauseClock,
    Penalty,
    Redraw,
    Register,
    Reseat,
    ResumeClock,
    SetStructure,
    StartClock,
)
from .corrections import on_penalty, penalised, put_right, served
from .deal import TDeal, deal
from .errors import EventCode, EventRefused
from .offers import BreakOffer, FinalOffer, MoveOffer, RedrawOffer, halted, offer
from .places import Busted, Finish, finishes
from .settings import MAX_TABLES, Level
from .state import MOVES_KEPT, Entrant, Event, HandForHandRound, Placed
from .table import EventTable, joiner


@dataclass(frozen=True)
class Applied:
    """The record of one action: the event before and after, and what the action produced.
    ``before`` is the event as the previous action left it; ``after`` also has what time did
    in between (late registration closed by the clock, T-12)."""

    action: Action
    before: Event
    after: Event
    deal: TDeal | None = None
    draw: draws.SeatDraw | None = None
    move: MoveOffer | None = None
    finishes: tuple[Finish, ...] = ()


def apply(event: Event, action: Action, at: float | None = None) -> Applied:
    """Apply one floor action recorded at ``at`` (seconds since the epoch, the caller's clock;
    None for an action that does not depend on the clock). Raises :class:`EventRefused`,
    leaving ``event`` as it was."""
    now = _caught_up(event, action, at)
    applied = _applied(now, action, at)
    return applied if now is event else replace(applied, before=event)


def _applied(event: Event, action: Action, at: float | None) -> Applied:
    match action:
        case Draw():
            return _draw(event, action)
        case Register():
            return Applied(action, event, _register(event, action))
        case CloseRegistration():
            return Applied(action, event, evolve(event, registration_open=False))
        case Absent() | Back():
            return Applied(action, event, _presence(event, action))
        case DealHand() | Misdeal():
            return _deal(event, action, at)
        case Bust():
            return _bust(event, action)
        case NewLevel():
            return Applied(action, event, _new_level(event, action))
        case MovePlayer():
            return _move(event, action)
        case Reseat():
            return _reseat(event, action)
        case BreakTable() | FinalTable() | Redraw():
            return _redraw(event, action)
        case CorrectPositions():
            return Applied(action, event, put_right(event, _table(event, action.table), action))
        case Penalty() | EndPenalty():
            table = _table(event, action.table)
            entrant = _player(table, action.seat).id
            return Applied(action, event, penalised(event, table, action, entrant))
        case HandForHand():
            return _hand_for_hand(event, action)
        case HandDone():
            return _hand_done(event, action)
        case SetStructure():
            return Applied(action, event, _structure(event, action))
        case StartClock() | PauseClock() | ResumeClock() | AdjustClock():
            assert at is not None  # refused without its time when caught up
            return Applied(action, event, evolve(event, clock=_clock(event, action, at)))
        case _:
            assert_never(action)


def _caught_up(event: Event, action: Action, at: float | None) -> Event:
    """The event as time has left it at ``at``: late registration closed if the clock has
    reached its end (T-12). Refuses an action that needs the time and has none."""
    if at is None:
        if _needs_time(event, action):
            raise EventRefused(EventCode.TIME_NEEDED, kind=action.kind)
        return event
    since = event.clock.since
    if not math.isfinite(at) or (since is not None and at < since):
        raise EventRefused(EventCode.BAD_TIME, at=at, since=since)
    if event.registration_open and event.structure.stages and not clock.reading(
            event, at).registration_open:
        return evolve(event, registration_open=False)
    return event


def _needs_time(event: Event, action: Action) -> bool:
    """Clock actions, and under a structure a deal or a misdeal's redeal (its level) and, while
    late registration may close by itself, a registration or an elimination (T-28)."""
    if isinstance(action, ClockAction):
        return True
    if not event.structure.stages:
        return False
    closing = event.registration_open and clock.registration_closes(event) is not None
    return isinstance(action, DealHand | Misdeal) or (
        closing and isinstance(action, Register | Bust))


def _structure(event: Event, action: SetStructure) -> Event:
    if event.clock.started:
        raise EventRefused(EventCode.CLOCK_STARTED)
    problem = action.structure.problem()
    if problem is not None:
        raise EventRefused(EventCode.BAD_STRUCTURE, problem=problem)
    return evolve(event, structure=action.structure)


def _clock(event: Event, action: ClockAction, at: float) -> clock.Clock:
    match action:
        case StartClock():
            return clock.started(event.structure, event.clock, at)
        case PauseClock() | ResumeClock():
            return clock.paused(event.structure, event.clock, at,
                                running=isinstance(action, ResumeClock))
        case AdjustClock():
            return clock.adjusted(event.structure, event.clock, at, action.stage, action.left)


def _new_level(event: Event, action: NewLevel) -> Event:
    """The floor's own level (T-05): refused under a clock; past the house's last level for
    late registration, registration closes (T-12)."""
    if event.structure.stages:
        raise EventRefused(EventCode.LEVEL_BY_CLOCK)
    if action.level.problem() is not None:
        raise EventRefused(EventCode.BAD_LEVEL, problem=action.level.problem())
    late = event.rules.late_until_level
    still_open = event.registration_open and (late is None or action.level.number <= late)
    return evolve(event, level=action.level, registration_open=still_open)


def _level(event: Event, at: float | None) -> Level:
    """The level a table deals at ``at``: the clock's under a structure (no deal during a
    break), else the floor's."""
    if not event.structure.stages:
        return event.level
    assert at is not None  # a deal under a structure without a time is refused when caught up
    shown = clock.reading(event, at)
    if shown.on_break:
        raise EventRefused(EventCode.ON_BREAK, stage=shown.stage)
    return shown.level


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


def _deal(event: Event, action: DealHand | Misdeal, at: float | None) -> Applied:
    """The table's next hand at the level in force when it is dealt (T-05); hand-for-hand, at
    the level of the hand's first deal (TQ-25). A misdeal deals the last hand again at once,
    with its positions (T-26): neither hand-for-hand nor a halt holds it."""
    table = _table(event, action.table)
    round_ = event.hand_for_hand
    redeal = isinstance(action, Misdeal)
    if isinstance(action, Misdeal):
        put_right(event, table, action)
    elif round_ is not None and table.number in round_.dealt:
        raise EventRefused(EventCode.WAIT_FOR_TABLES, table=table.number)
    elif not action.waive and table.number in halted(event):
        raise EventRefused(EventCode.HALTED, table=table.number)
    level = _level(event, at)
    if round_ is not None and round_.level is not None:
        level = round_.level
    dealt = deal(table, level, on_penalty(event, table, redeal), redeal)
    if dealt is None:
        raise EventRefused(EventCode.NOT_ENOUGH_PLAYERS, table=table.number)
    record, after = dealt
    changed = evolve(event.with_table(after), penalties=served(event, table, record))
    if round_ is not None:
        changed = evolve(changed, hand_for_hand=evolve(
            round_, dealt=round_.dealt | {table.number}, level=level))
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
    out_now = {b.entrant for b in busted}
    after = evolve(event.with_table(table),
                   penalties=tuple(e for e in event.penalties if e[0] not in out_now))
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


def _reseat(event: Event, action: Reseat) -> Applied:
    """T-13: the player goes to his assigned open seat as a joiner there (T-10), keeping his
    absence and penalty; his old seat is left open for the next deal (T-02, TQ-32)."""
    giving = _table(event, action.table)
    player = _player(giving, action.seat)
    receiving = _table(event, action.to_table)
    if (receiving.number, action.to_seat) == (giving.number, action.seat) or not (
            1 <= action.to_seat <= receiving.table.size):
        raise EventRefused(EventCode.BAD_SEAT, table=receiving.number, seat=action.to_seat)
    taken = receiving.table.player(action.to_seat)
    if taken is not None:
        raise EventRefused(EventCode.SEAT_TAKEN, table=receiving.number, seat=action.to_seat,
                           name=taken.name)
    after = event.with_table(giving.emptied(action.seat))
    receiving = _table(after, action.to_table)
    after = after.with_table(receiving.seated(action.to_seat, evolve(player, new=True)))
    slip = Placed(player.id, player.name, giving.number, action.seat, receiving.number,
                  action.to_seat)
    return Applied(action, event, with_moves(after, (slip,)))


def _redraw(event: Event, action: BreakTable | FinalTable | Redraw) -> Applied:
    offered = offer(event)
    if isinstance(action, FinalTable | Redraw):
        if not isinstance(offered, FinalOffer) or offered.kind != action.kind:
            raise EventRefused(EventCode.NOT_OFFERED, kind=action.kind)
        if isinstance(offered, RedrawOffer):
            after, draw = draws.redraw(event, offered.tables, action.seed)
        else:
            after, draw = draws.final_table(event, action.seed)
    else:
        if not isinstance(offered, BreakOffer):
            raise EventRefused(EventCode.NOT_OFFERED, kind=action.kind)
        after, draw = draws.break_table(event, offered.table, action.seed)
    return Applied(action, event, with_moves(after, draw.placed), draw=draw)


def with_moves(event: Event, placed: tuple[Placed, ...]) -> Event:
    """The event keeping ``placed`` as its latest moves (the board's)."""
    return evolve(event, moves=(*event.moves, *placed)[-MOVES_KEPT:])

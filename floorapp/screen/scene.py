"""What each seat shows: plate and pucks, read from the rules core's records. No Qt.

The scene is a plain description (codes, numbers, names); :mod:`floorapp.ui.wording` turns it
into words and :mod:`floorapp.ui.table.table_view` paints it. Nothing here decides a rule:
positions, posts and waits come from the :class:`~floorapp.rules.Deal`, debts and lock-ups from
the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import StrEnum

from floorapp.rules import (
    BlindPosition,
    Choice,
    Deal,
    Missed,
    PostKind,
    Status,
    Table,
    WaitReason,
    blinds_by_position,
    straddle_amount,
)

from .state import FloorState


class SeatState(StrEnum):
    """What a seat's plate says about it (besides the player's name)."""

    ACTIVE = "active"
    """A player who plays every hand."""
    AWAY = "away"
    """Stepped away, chips on the table."""
    BUSTED = "busted"
    """Lost his chips, seat kept for a rebuy."""
    WAITING = "waiting"
    """Present, not dealt in yet: see ``SeatScene.wait`` or ``SeatScene.choice`` for why."""
    EMPTY = "empty"
    """Nobody sits here."""
    LOCKED = "locked"
    """Empty, held for a player coming from the list (a lock-up button lies on it)."""


class PuckKind(StrEnum):
    """A physical button or chip stack a dealer puts in front of a seat."""

    BUTTON = "button"
    """The dealer button (``dead``: it lies on a seat that is not dealt in)."""
    SMALL_BLIND = "small-blind"
    BIG_BLIND = "big-blind"
    THIRD_BLIND = "third-blind"
    """With three blinds, the largest one."""
    POST = "post"
    """An entry post, a make-up or a seat-change post (live and dead amounts)."""
    STRADDLE = "straddle"
    """A straddle, announced or posted."""
    MISSED = "missed"
    """A missed-blind button: ``sb``, ``bb`` or ``both``."""
    LOCKUP = "lockup"
    """The lock-up button on a seat held for someone."""


PUCK_ORDER = tuple(PuckKind)
"""Nearest the plate first: button, blinds, posts, then the floor's buttons."""

BLIND_KINDS = frozenset({
    PostKind.SMALL_BLIND, PostKind.BIG_BLIND, PostKind.MIDDLE_BLIND,
    PostKind.BUTTON_SMALL_BLIND, PostKind.SECOND_BIG_BLIND, PostKind.EXTRA_SMALL_BLIND,
})


@dataclass(frozen=True)
class Puck:
    """One puck: its kind and what is written on it."""

    kind: PuckKind
    amount: int = 0
    """Chips it stands for (live part for a post)."""
    dead_amount: int = 0
    """Dead part of a post."""
    dead: bool = False
    """Dead button or dead small blind: drawn outlined, labelled DEAD."""
    missed: Missed | None = None
    post_kind: PostKind | None = None
    called: str = ""
    """A lock-up button held for a name called from the list: his name (F-38)."""
    minutes: int | None = None
    """The called name's call timer, in whole minutes (None: not known)."""
    limit: int = 0
    """The call timer's limit (the table's ``lockup_minutes``)."""


@dataclass(frozen=True)
class SeatCall:
    """A name of the list called to a seat (F-38): his name, and when he was called."""

    name: str
    at: datetime


@dataclass(frozen=True)
class SeatScene:
    """One seat as the screen shows it."""

    number: int
    name: str | None
    state: SeatState
    wait: WaitReason | None = None
    """Why a waiting player waits, as the last deal said (None: not known from a deal)."""
    choice: Choice | None = None
    """How a waiting player chose to come in."""
    new: bool = False
    missed: Missed | None = None
    pucks: tuple[Puck, ...] = ()
    dealt: bool = False
    """Dealt in on the hand in play."""
    first_to_act: bool = False
    hands_left: int = 0
    locked_minutes: int | None = None
    """A locked-up seat: how long it has been held, in whole minutes (None: not locked up,
    or the time is not known)."""
    lockup_limit: int = 0
    """The house's limit on holding a seat, in minutes (the ``lockup_minutes`` house rule)."""
    pick_up: bool = False
    """R-65: a new player the button passed, away, before he posted: the floor picks him up
    and gives his seat to the next on the list (with nobody waiting he stays, away)."""
    called: str | None = None
    """An empty seat held for a name called from the list: his name (F-38)."""
    called_minutes: int | None = None
    """A called seat: the minutes since the call (his call timer; None: not known)."""

    @property
    def overdue(self) -> bool:
        """A seat held up to the house's limit or longer: the floor should call the next
        player on the list, or release it; a called seat, once his call timer reaches the
        limit (then the floor marks him a no-show, or seats him)."""
        if self.called is not None:
            return self.called_minutes is not None and self.called_minutes >= self.lockup_limit
        return self.locked_minutes is not None and self.locked_minutes >= self.lockup_limit


@dataclass(frozen=True)
class TableScene:
    """The whole table as the screen shows it."""

    seats: tuple[SeatScene, ...]
    hand: int
    dealt: bool
    """A deal is in play (its posts and dealt-in seats are shown)."""
    heads_up: bool = False
    redeal: bool = False

    def seat(self, number: int) -> SeatScene:
        return self.seats[number - 1]


def build_scene(
    state: FloorState,
    locked_since: Mapping[int, datetime] | None = None,
    now: datetime | None = None,
    calls: Mapping[int, SeatCall] | None = None,
) -> TableScene:
    """The scene of a floor state; ``locked_since`` holds when each locked-up seat was locked
    up (from the journal), ``now`` the time to measure it to, ``calls`` the names of the list
    called to the table's empty seats (by seat; the list's, handed in)."""
    table, deal = state.table, state.deal
    pucks = _position_pucks(table, deal)
    for number, player in table.occupied():
        if player.missed is not None:
            pucks.setdefault(number, []).append(Puck(PuckKind.MISSED, missed=player.missed))
    for seat in table.seats:
        if seat.locked_up:
            pucks.setdefault(seat.number, []).append(Puck(PuckKind.LOCKUP))
    if table.straddle is not None and not _straddle_posted(deal, table.straddle):
        pucks.setdefault(table.straddle, []).append(
            Puck(PuckKind.STRADDLE, amount=straddle_amount(table.house))
        )
    limit = table.house.lockup_minutes
    seats = tuple(
        _with_call(_with_lockup_time(
            _seat_scene(state, seat.number, tuple(_ordered(pucks.get(seat.number, [])))),
            limit, locked_since or {}, now), (calls or {}).get(seat.number), now)
        for seat in table.seats
    )
    return TableScene(
        seats=seats,
        hand=state.hand,
        dealt=deal is not None,
        heads_up=bool(deal and deal.heads_up),
        redeal=bool(deal and deal.redeal),
    )


def seat_scene(state: FloorState, number: int) -> SeatScene:
    """One seat as the table shows it, without its pucks (what a log line says of the seat an
    action changed: its name and status)."""
    return _seat_scene(state, number, ())


def _with_lockup_time(
    seat: SeatScene, limit: int, locked_since: Mapping[int, datetime], now: datetime | None
) -> SeatScene:
    since = locked_since.get(seat.number)
    if seat.state is not SeatState.LOCKED or since is None or now is None:
        return replace(seat, lockup_limit=limit)
    return replace(seat, locked_minutes=minutes_since(since, now), lockup_limit=limit)


def minutes_since(since: datetime, now: datetime) -> int:
    """The whole minutes from ``since`` to ``now`` (a lock-up's time held, a call's timer),
    never below 0."""
    return max(0, (now - since) // timedelta(minutes=1))


def _with_call(seat: SeatScene, call: SeatCall | None, now: datetime | None) -> SeatScene:
    """An empty seat a name is called to: his name and his call timer, on the seat and on its
    lock-up button (a seated player's seat is never called: the call is his)."""
    if call is None or seat.name is not None:
        return seat
    minutes = None if now is None else minutes_since(call.at, now)
    pucks = tuple(
        replace(puck, called=call.name, minutes=minutes, limit=seat.lockup_limit)
        if puck.kind is PuckKind.LOCKUP else puck for puck in seat.pucks)
    return replace(seat, called=call.name, called_minutes=minutes, pucks=pucks)


def _ordered(pucks: list[Puck]) -> list[Puck]:
    return sorted(pucks, key=lambda puck: PUCK_ORDER.index(puck.kind))


def _straddle_posted(deal: Deal | None, seat: int) -> bool:
    if deal is None:
        return False
    post = deal.post_at(seat)
    return post is not None and post.kind in (PostKind.STRADDLE, PostKind.SLEEPER)


def _position_pucks(table: Table, deal: Deal | None) -> dict[int, list[Puck]]:
    """Button, blinds and posts of the hand in play (or of the last hand's positions)."""
    pucks: dict[int, list[Puck]] = {}
    if deal is None:
        if table.last is None:
            return pucks
        pucks.setdefault(table.last.button, []).append(Puck(PuckKind.BUTTON))
        for position, blind_seat in blinds_by_position(table.last.blinds).items():
            puck = Puck(_BLIND_PUCKS[position], amount=_house_amount(table, position))
            pucks.setdefault(blind_seat, []).append(puck)
        return pucks
    pucks.setdefault(deal.button, []).append(Puck(PuckKind.BUTTON, dead=deal.dead_button))
    blind_seats = [
        (BlindPosition.SMALL, deal.small_blind),
        (BlindPosition.BIG, deal.big_blind),
        (BlindPosition.THIRD, deal.third_blind),
        (BlindPosition.BIG, deal.second_big_blind),
    ]
    placed: set[int] = set()
    for position, seat in blind_seats:
        if seat is None:
            continue
        kind = _BLIND_PUCKS[position]
        post = deal.post_at(seat)
        if post is not None and post.kind in BLIND_KINDS:
            puck = Puck(kind, amount=post.live, post_kind=post.kind)
            placed.add(seat)
        else:
            dead = kind is PuckKind.SMALL_BLIND and deal.dead_small_blind
            puck = Puck(kind, amount=_house_amount(table, position), dead=dead)
        pucks.setdefault(seat, []).append(puck)
    for post in deal.posts:
        if post.seat in placed and post.kind in BLIND_KINDS:
            continue
        if post.kind in BLIND_KINDS:  # a blind away from the named positions (button blind)
            kind = (PuckKind.BIG_BLIND if post.kind is PostKind.BIG_BLIND else
                    PuckKind.SMALL_BLIND)
            pucks.setdefault(post.seat, []).append(
                Puck(kind, amount=post.live, post_kind=post.kind))
            continue
        kind = PuckKind.STRADDLE if post.kind in (PostKind.STRADDLE, PostKind.SLEEPER) else (
            PuckKind.POST)
        pucks.setdefault(post.seat, []).append(
            Puck(kind, amount=post.live, dead_amount=post.dead, post_kind=post.kind)
        )
    return pucks


_BLIND_PUCKS = {
    BlindPosition.SMALL: PuckKind.SMALL_BLIND,
    BlindPosition.BIG: PuckKind.BIG_BLIND,
    BlindPosition.THIRD: PuckKind.THIRD_BLIND,
}


def _house_amount(table: Table, position: BlindPosition) -> int:
    """What the blind of ``position`` stands for at the table's blinds. A deal made before the
    house changed its number of blinds may name a position the house no longer has: its
    smallest blind stands for a small blind then, its largest for a third."""
    house = table.house
    amounts = blinds_by_position(house.blinds)
    if position in amounts:
        return amounts[position]
    return house.small_blind if position is BlindPosition.SMALL else house.big_blind


def _seat_scene(state: FloorState, number: int, pucks: tuple[Puck, ...]) -> SeatScene:
    table, deal = state.table, state.deal
    seat = table.seat(number)
    player = seat.player
    if player is None:
        return SeatScene(
            number, None, SeatState.LOCKED if seat.locked else SeatState.EMPTY, pucks=pucks
        )
    dealt = deal is not None and number in deal.dealt
    return SeatScene(
        number=number,
        name=player.name,
        state=_STATE_OF_STATUS[player.status],
        wait=_wait_reason(state, number) if player.status is Status.WAITING else None,
        choice=player.choice,
        new=player.new,
        missed=player.missed,
        pucks=pucks,
        dealt=dealt,
        first_to_act=deal is not None and deal.first_to_act == number,
        hands_left=player.hands_left,
        pick_up=player.pick_up,
    )


_STATE_OF_STATUS = {
    Status.ACTIVE: SeatState.ACTIVE,
    Status.AWAY: SeatState.AWAY,
    Status.BUSTED: SeatState.BUSTED,
    Status.WAITING: SeatState.WAITING,
}


def _wait_reason(state: FloorState, number: int) -> WaitReason | None:
    """The deal's reason for a player who has not changed since that deal."""
    if state.deal is None or state.dealt_table is None:
        return None
    if state.dealt_table.player(number) != state.table.player(number):
        return None
    return dict(state.deal.waiting).get(number)

"""Which floor actions a seat offers, and whether the rules allow them now. No Qt.

The screen never decides a rule: for every action it asks the rules core (``can_apply``)
with the event the action would make, and shows a refused action disabled with the core's
refusal. Actions that need a choice (sit, back, rebuy, move) are checked with a placeholder
choice: a refusal never depends on which of the valid choices the floor picks.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from floorapp.rules import (
    Away,
    Back,
    Bust,
    Choice,
    DealHand,
    Event,
    Leave,
    Move,
    Rebuy,
    Refused,
    Release,
    Sit,
    Straddle,
    Table,
    can_apply,
)

PROBE_NAME = "?"
"""A stand-in name for asking whether a seat can take a new player at all."""


class ActionKind(StrEnum):
    """A floor action on one seat (docs/RULES.md section 3)."""

    SIT = "sit"
    AWAY = "away"
    BACK = "back"
    LEAVE = "leave"
    RELEASE = "release"
    MOVE = "move"
    BUST = "bust"
    REBUY = "rebuy"
    STRADDLE = "straddle"


EMPTY_SEAT_ACTIONS = (ActionKind.SIT, ActionKind.RELEASE)
PLAYER_ACTIONS = (
    ActionKind.AWAY,
    ActionKind.BACK,
    ActionKind.LEAVE,
    ActionKind.MOVE,
    ActionKind.BUST,
    ActionKind.REBUY,
    ActionKind.STRADDLE,
)


class CoreFailure(Refused):
    """The rules core failed on a question (a bug in it, not a refusal). The screen treats it
    as a refusal with a plain reason, so a live table never loses its screen to it."""

    def __init__(self, error: Exception) -> None:
        super().__init__(None, error=f"{type(error).__name__}: {error}")  # type: ignore[arg-type]


def checked(table: Table, event: Event) -> Refused | None:
    """``can_apply``, with a failure of the core turned into a :class:`CoreFailure`."""
    try:
        return can_apply(table, event)
    except Exception as error:  # noqa: BLE001 - any core bug must leave the screen working
        return CoreFailure(error)


class Unavailable(StrEnum):
    """Why an action cannot start, when the reason is not one event's refusal."""

    NO_FREE_SEAT = "no-free-seat"
    """A move needs an empty seat, and every seat is taken."""


@dataclass(frozen=True)
class SeatAction:
    """One action offered on a seat: allowed, or refused with the core's reason."""

    kind: ActionKind
    seat: int
    refusal: Refused | None = None
    unavailable: Unavailable | None = None

    @property
    def enabled(self) -> bool:
        return self.refusal is None and self.unavailable is None


def seat_actions(table: Table, seat: int) -> tuple[SeatAction, ...]:
    """The actions that make sense on ``seat``, each with the rules' answer."""
    player = table.player(seat)
    if player is None:
        kinds: tuple[ActionKind, ...] = (ActionKind.SIT,)
        if table.seat(seat).locked:
            kinds += (ActionKind.RELEASE,)
    else:
        kinds = PLAYER_ACTIONS
    return tuple(_checked(table, seat, kind) for kind in kinds)


def probe_event(kind: ActionKind, seat: int) -> Event:
    """The event an action makes, with a placeholder name or choice (not for a move)."""
    events: dict[ActionKind, Event] = {
        ActionKind.SIT: Sit(seat, PROBE_NAME, Choice.WAIT),
        ActionKind.AWAY: Away(seat),
        ActionKind.BACK: Back(seat, Choice.WAIT),
        ActionKind.LEAVE: Leave(seat),
        ActionKind.RELEASE: Release(seat),
        ActionKind.BUST: Bust(seat),
        ActionKind.REBUY: Rebuy(seat, Choice.WAIT),
        ActionKind.STRADDLE: Straddle(seat),
    }
    return events[kind]


def _checked(table: Table, seat: int, kind: ActionKind) -> SeatAction:
    if kind is ActionKind.MOVE:
        return _move_action(table, seat)
    return SeatAction(kind, seat, checked(table, probe_event(kind, seat)))


def _move_action(table: Table, seat: int) -> SeatAction:
    """A move is possible when at least one seat would take the player."""
    targets = move_targets(table, seat)
    if not targets:
        return SeatAction(ActionKind.MOVE, seat, unavailable=Unavailable.NO_FREE_SEAT)
    if any(refusal is None for refusal in targets.values()):
        return SeatAction(ActionKind.MOVE, seat)
    return SeatAction(ActionKind.MOVE, seat, next(iter(targets.values())))


def move_targets(table: Table, from_seat: int) -> dict[int, Refused | None]:
    """For every free seat (empty or locked up): the refusal a move there meets, or None."""
    return {
        seat.number: checked(table, Move(from_seat, seat.number, Choice.WAIT))
        for seat in table.seats
        if seat.player is None and seat.number != from_seat
    }


def deal_refusal(table: Table) -> Refused | None:
    """Why the next hand cannot be dealt, or None."""
    return checked(table, DealHand())

"""Why the rules core refuses an event: a stable code and the facts behind it, no sentence.

The core speaks in codes; the screen words a refusal from its code and facts (in the
screen's language), the scenario runner and the logs print the code and the facts.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType


class ErrorCode(StrEnum):
    """Every reason an event can be refused. The values are the codes of the scenario format."""

    BAD_SEAT = "bad-seat"
    """No such seat at this table."""
    SEAT_EMPTY = "seat-empty"
    """The event needs a player on a seat that has none."""
    SEAT_TAKEN = "seat-taken"
    """The event needs an empty seat, and someone sits there."""
    NOT_AWAY = "not-away"
    """``back`` for a player who is not away."""
    ALREADY_AWAY = "already-away"
    """``away`` (or ``bust``) for a player who is already away or busted."""
    NOT_BUSTED = "not-busted"
    """``rebuy`` for a player who did not bust."""
    NOT_LOCKED = "not-locked"
    """``release`` of a seat that has no lock-up button."""
    NOT_PICK_UP = "not-pick-up"
    """``pick-up`` of a player the button has not passed before he posted (R-65)."""
    ALREADY_LOCKED = "already-locked"
    """``lock`` of a seat that already has a lock-up button."""
    BAD_CHOICE = "bad-choice"
    """A choice that is not post / wait / behind (post / wait for a move)."""
    MOVE_FROM_BUTTON = "move-from-button"
    """A move off the seat due the button on the next hand (R-73)."""
    NOT_ENOUGH_PLAYERS = "not-enough-players"
    """A deal with fewer than two players who can be dealt in."""
    NO_HAND = "no-hand"
    """A misdeal or a correction when no hand has been dealt yet."""
    ALREADY_BUSTED = "already-busted"
    """``bust`` for a player who is already busted."""
    AWAY_CANNOT_MOVE = "away-cannot-move"
    """A seat change for a player who is away: he changes seats when he is back."""
    BAD_NAME = "bad-name"
    """A new player without a name."""
    BAD_POSITIONS = "bad-positions"
    """A correction whose positions cannot be a hand (same seat twice, empty seats)."""
    STRADDLE_NOT_ALLOWED = "straddle-not-allowed"
    """A straddle the house rules do not allow."""
    NOT_DEALT_IN = "not-dealt-in"
    """A straddle or a bust for a player who is not playing hands."""
    BAD_HOUSE_RULES = "bad-house-rules"
    """House rules that cannot be played (bad blinds, unknown values)."""


class Refused(Exception):
    """An event the rules do not allow. The table is unchanged.

    ``code`` says why (stable: for programs, translations and the scenario format); ``seat``
    names the seat concerned, when there is one; ``facts`` holds the figures and names the
    wording needs (``name`` of the player, ``count`` of blinds, ``to_seat`` of a move, ...).
    ``str(refused)`` is the code and the facts, for logs: ``seat-taken (seat=4, name=Di)``.
    """

    def __init__(self, code: ErrorCode, seat: int | None = None, **facts: int | str) -> None:
        super().__init__(code, seat)
        self.code = code
        self.seat = seat
        self.facts: Mapping[str, int | str] = MappingProxyType(facts)

    def __str__(self) -> str:
        details = ([] if self.seat is None else [f"seat={self.seat}"]) + [
            f"{key}={value}" for key, value in self.facts.items()]
        return f"{self.code} ({', '.join(details)})" if details else str(self.code)

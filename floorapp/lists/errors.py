"""Why a list action is refused: a stable code and the facts behind it, no sentence (the
screen words it, as it words the rules core's refusals)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType


class ListCode(StrEnum):
    """Every reason a list action can be refused."""

    BAD_NAME = "bad-name"
    """A name that cannot be a player's (empty, too long, more than one line)."""
    BAD_NOTE = "bad-note"
    """A note (a phone number, "back at 9") that is too long or more than one line."""
    NOT_ON_LIST = "not-on-list"
    """The name is no longer on the list (seated, taken off, maybe on another screen)."""
    ALREADY_CALLED = "already-called"
    """The name has been called to a seat already."""
    NOT_CALLED = "not-called"
    """A no-show or a cancelled call for a name nobody called."""
    CALLED_ELSEWHERE = "called-elsewhere"
    """Seating a name at another seat than the one he was called to."""
    SEAT_CALLED = "seat-called"
    """The seat is held for another name called to it."""
    SAME_PLACE = "same-place"
    """Moving a name to the place it already has."""
    BAD_PLACE = "bad-place"
    """A place outside the list, or a move across the table changes and the list."""
    AWAY_AT_TABLE = "away-at-table"
    """A table change or must-move player who is away (or busted) at the table he comes from:
    he moves when he is back."""
    TABLE_MOVED_ON = "table-moved-on"
    """An undo or redo of a list action whose table has moved on since (another action was
    taken there after it): undo at that table first."""
    CHANGED_SINCE = "changed-since"
    """An undo or redo of a step whose name has changed since."""


class ListRefused(Exception):
    """A list action the floor cannot take. The list is unchanged.

    ``code`` says why; ``facts`` holds what the wording needs (``name``, ``seat``, ``table``,
    ``limit``, ...). ``str()`` gives the code and the facts, for logs.
    """

    def __init__(self, code: ListCode, **facts: int | str) -> None:
        super().__init__(code)
        self.code = code
        self.facts: Mapping[str, int | str] = MappingProxyType(facts)

    def __str__(self) -> str:
        details = ", ".join(f"{key}={value}" for key, value in self.facts.items())
        return f"{self.code} ({details})" if details else str(self.code)

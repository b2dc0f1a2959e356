"""The names of the room's tables and games: the one place that says what a name may be.

A name is kept on one line with its spaces tidied (:func:`clean_name`); it may not be empty,
nor longer than its limit, nor the name of another table (or game) of the room, whatever the
case. The room refuses a bad name with a :class:`NameRefused` (a code and the facts, never a
sentence: the screen words it); the screen's dialogs ask the same :func:`name_problem` before
the floor presses OK.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

TABLE_NAME_LIMIT = 200
"""The longest name a table may have (a scenario's title may name it: its tab shows it cut
short)."""
GAME_NAME_LIMIT = 60
"""The longest name a game may have."""


class Named(StrEnum):
    """What a name names."""

    TABLE = "table"
    GAME = "game"
    EVENT = "event"


class NameCode(StrEnum):
    """Why a name is refused."""

    EMPTY = "empty"
    TOO_LONG = "too-long"
    TAKEN = "taken"
    """Another table (or game) of the room has it, open or closed."""


class NameRefused(ValueError):
    """A name the room does not take: ``code`` says why, ``named`` what it was to name,
    ``name`` the name as cleaned, ``limit`` the longest allowed."""

    def __init__(self, code: NameCode, named: Named, name: str) -> None:
        super().__init__(f"{named} name {name!r}: {code}")
        self.code = code
        self.named = named
        self.name = name
        self.limit = name_limit(named)


def name_limit(named: Named) -> int:
    """The longest name a table (or a game) may have."""
    return TABLE_NAME_LIMIT if named is Named.TABLE else GAME_NAME_LIMIT


def clean_name(text: str) -> str:
    """A name as the room keeps it: on one line, spaces trimmed and single."""
    return " ".join(str(text).split())


def name_problem(named: Named, text: str, taken: Iterable[str] = ()) -> NameRefused | None:
    """Why ``text`` cannot name a table (or a game) of the room whose other tables (games)
    are named ``taken``; None when it can."""
    name = clean_name(text)
    if not name:
        return NameRefused(NameCode.EMPTY, named, name)
    if len(name) > name_limit(named):
        return NameRefused(NameCode.TOO_LONG, named, name)
    if name.casefold() in {clean_name(other).casefold() for other in taken}:
        return NameRefused(NameCode.TAKEN, named, name)
    return None


def checked_name(named: Named, text: str, taken: Iterable[str] = ()) -> str:
    """``text`` cleaned, or :class:`NameRefused`."""
    problem = name_problem(named, text, taken)
    if problem is not None:
        raise problem
    return clean_name(text)


class FeedsRefused(ValueError):
    """A must-move table made to feed itself, or a table of another game."""

    code = "feeds-other-game"

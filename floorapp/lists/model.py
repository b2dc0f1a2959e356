"""A game's waiting list as the floor keeps it: the names in order, and who has been called.

Everything here is immutable: an action makes a new list (:mod:`.actions`). Times are
microseconds since 1970-01-01 UTC, as in the room's journal.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, replace
from enum import StrEnum

from floorapp.rules.model import LINE_BREAKING

NOTE_LIMIT = 60
"""The longest note beside a name (a phone number, "back at 9", "wants seat 1"), in
characters."""


class Source(StrEnum):
    """How a name came onto a game's list, which is also its priority for an open seat."""

    LIST = "list"
    """A player waiting for a seat (put on the list at the podium, by phone, ...)."""
    TABLE_CHANGE = "table-change"
    """A player seated at another table who asked for this game: he is offered an open seat
    before the names of the list."""
    MUST_MOVE = "must-move"
    """A player of a must-move table called to the main table it feeds: he goes first."""


class NoShowRule(StrEnum):
    """What happens to a called name who does not come before the call timer runs out."""

    BOTTOM = "bottom"
    """He goes to the bottom of the list (he may still be called again)."""
    OFF = "off"
    """He is taken off the list."""


class BoardNames(StrEnum):
    """How the room board writes the names of a list (the board is in public view)."""

    FULL = "full"
    """As the floor wrote them: "Ann Brown"."""
    SHORT = "short"
    """First word and initials: "Ann B."."""
    INITIALS = "initials"
    """Initials only: "A. B."."""


@dataclass(frozen=True)
class GameRules:
    """A game's house rules for its list (the call timer is each table's ``lockup_minutes``:
    how long a locked-up seat is held for the player called to it)."""

    no_show: NoShowRule = NoShowRule.BOTTOM
    board_names: BoardNames = BoardNames.SHORT


@dataclass(frozen=True, order=True)
class Spot:
    """A seat of the room: a table (its id) and a seat number."""

    table: int
    seat: int


@dataclass(frozen=True)
class Call:
    """A name called to a seat: the seat is locked up for him from ``at`` (the call timer)."""

    spot: Spot
    at: int


@dataclass(frozen=True)
class Waiting:
    """One name on a list.

    ``id`` is the name's number on its list (never given twice); ``added`` when he was put on
    it (a table change: when he asked); ``seated_at`` where a table change or a must-move
    player sits now; ``call`` the seat he has been called to, if any.
    """

    id: int
    name: str
    added: int
    note: str = ""
    source: Source = Source.LIST
    seated_at: Spot | None = None
    call: Call | None = None

    @property
    def called(self) -> bool:
        """Called to a seat and not seated yet."""
        return self.call is not None

    def with_call(self, call: Call | None) -> Waiting:
        """The same name, called to a seat (or no longer called)."""
        return replace(self, call=call)


@dataclass(frozen=True)
class GameList:
    """A game's list: the names in the floor's order, table changes and must-move players
    among them (:meth:`offer_order` says who comes first for a seat). ``next_id`` numbers
    the next name put on it."""

    names: tuple[Waiting, ...] = ()
    next_id: int = 1

    def __iter__(self) -> Iterator[Waiting]:
        return iter(self.names)

    def __len__(self) -> int:
        return len(self.names)

    def get(self, name_id: int) -> Waiting | None:
        """The name with this number, if it is on the list."""
        return next((name for name in self.names if name.id == name_id), None)

    def index(self, name_id: int) -> int | None:
        """Where the name stands (0: first), if it is on the list."""
        return next((i for i, name in enumerate(self.names) if name.id == name_id), None)

    def called_to(self, spot: Spot) -> Waiting | None:
        """The name called to this seat, if any."""
        return next((name for name in self.names
                     if name.call is not None and name.call.spot == spot), None)

    def calls(self) -> Iterator[Waiting]:
        """Every name called to a seat, in list order."""
        return (name for name in self.names if name.call is not None)

    def offer_order(self) -> list[Waiting]:
        """The names not called yet, in the order an open seat is offered to them: table
        changes first (in the order they asked), then the list in its order."""
        waiting = [name for name in self.names if name.call is None]
        changes = [name for name in waiting if name.source is Source.TABLE_CHANGE]
        return changes + [name for name in waiting if name.source is Source.LIST]

    def with_name_at(self, name: Waiting | None, name_id: int, index: int | None) -> GameList:
        """The list with the name numbered ``name_id`` replaced by ``name`` (None: taken
        off), standing at ``index`` (clipped to the list; None: where it stands now, or
        last)."""
        names = [waiting for waiting in self.names if waiting.id != name_id]
        if name is not None:
            current = self.index(name_id)
            place = index if index is not None else current if current is not None else len(names)
            names.insert(max(0, min(place, len(names))), name)
        return replace(self, names=tuple(names),
                       next_id=max(self.next_id, name_id + 1))


def note_problem(note: object) -> str | None:
    """Why ``note`` cannot be a note beside a name (None when it can): one line of at most
    :data:`NOTE_LIMIT` characters."""
    if not isinstance(note, str):
        return "a note is text"
    if len(note.strip()) > NOTE_LIMIT:
        return f"a note has at most {NOTE_LIMIT} characters"
    if any(unicodedata.category(character) in LINE_BREAKING for character in note):
        return "a note is one line of text"
    return None

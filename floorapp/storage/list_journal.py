"""The list journal: every change to a game's waiting list, append-only, and the list's state.

Each game's list has a journal of its own (table ``list_journal``), numbered like the tables'
journal; a list's *position* is the number of its latest entry. The kinds:

- ``create``: the game was added (or made by the upgrade to schema 4 for the tables it found);
- ``action``: a list action (:mod:`floorapp.lists`): its document holds the action and the
  *steps* it took (each name before and after), and for a broken table the move slips;
- ``undo``: takes back an entry in effect (the *target*: an action or a redo): its steps are
  turned around, and the table entries that went with it are undone with it;
- ``redo``: puts back an entry undone, with its table entries;
- ``rename``, ``rules``, ``close``, ``reopen``: about the game, not its list.

A list entry that went with entries at tables (a name called to an empty seat, seated, a
broken table) is *linked* to them (table ``links``: table entry -> list entry): undoing either
side undoes both. The list's *head* (table ``list_heads``), saved every
:data:`LIST_HEAD_EVERY` entries and on closing, holds the list, its next number and what undo
and redo can reach: opening a list reads its head and replays the few entries after it (each a
step or two on one name).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from floorapp.lists import GameList

from . import codec
from .journal import push
from .list_codec import decode_list, encode_list

LIST_HEAD_EVERY = 32
"""A list's head is saved again after this many of its entries (a long list packs in a few
milliseconds: not at every call or seating)."""


class ListEntryKind(StrEnum):
    """What one entry of the list journal records."""

    CREATE = "create"
    ACTION = "action"
    UNDO = "undo"
    REDO = "redo"
    RENAME = "rename"
    RULES = "rules"
    CLOSE = "close"
    REOPEN = "reopen"


LIST_KIND_CODES: dict[ListEntryKind, int] = {
    kind: number for number, kind in enumerate(ListEntryKind, start=1)
}
"""How the ``kind`` column of the list journal writes each kind."""
LIST_KINDS = {code: kind for kind, code in LIST_KIND_CODES.items()}


@dataclass(frozen=True)
class ListState:
    """A game's list as its journal leaves it: the names, the list's position (``entry``),
    the entries undo takes back (latest last) and those redo puts back (next last)."""

    game_id: int
    names: GameList
    entry: int
    undo: tuple[int, ...] = ()
    redo: tuple[int, ...] = ()
    since_head: int = field(default=0, compare=False)
    """Entries written after the list's saved head."""

    @property
    def can_undo(self) -> bool:
        """Something on the list can be taken back."""
        return bool(self.undo)

    @property
    def can_redo(self) -> bool:
        """Something taken back can be put back."""
        return bool(self.redo)


def without(stack: tuple[int, ...], entry: int) -> tuple[int, ...]:
    """``stack`` without ``entry`` (an entry taken back from under the top)."""
    return tuple(item for item in stack if item != entry)


def stacks_after(undo: tuple[int, ...], redo: tuple[int, ...], kind: str, entry: int,
                 target: int | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What undo and redo can reach after entry ``entry`` of ``kind`` (``action``, ``undo``,
    ``redo``: a list's or an event's journal; any other kind changes neither): an action goes
    on top of undo and empties redo; an undo moves its target to redo; a redo puts itself on
    undo and takes its target off redo."""
    if kind == "action":
        return push(undo, entry), ()
    if kind == "undo" and target is not None:
        return without(undo, target), push(redo, target)
    if kind == "redo" and target is not None:
        return push(undo, entry), without(redo, target)
    return undo, redo


def encode_head(state: ListState) -> dict[str, Any]:
    """A list's head document."""
    return {**encode_list(state.names), "undo": list(state.undo), "redo": list(state.redo)}


def decode_head(game_id: int, entry: int, data: Any) -> ListState:
    """The state a head document saved."""
    if not isinstance(data, dict):
        raise codec.CodecError(f"not a list's head: {data!r}")
    stacks = [data.get(key, []) for key in ("undo", "redo")]
    if not all(isinstance(stack, list) and all(isinstance(i, int) for i in stack)
               for stack in stacks):
        raise codec.CodecError(f"a list's head with bad undo or redo: {data!r}")
    return ListState(game_id, decode_list(data), entry, tuple(stacks[0]), tuple(stacks[1]))


def names_column(names: list[str]) -> str | None:
    """The ``names`` column: the names an entry concerns, case-folded, one per line (what
    History's player filter matches)."""
    keys = sorted({name.casefold() for name in names})
    return "\n".join(keys) if keys else None


def column_names(column: str | None) -> tuple[str, ...]:
    """The names a ``names`` column holds (:func:`names_column`), in its order."""
    return tuple((column or "").splitlines())

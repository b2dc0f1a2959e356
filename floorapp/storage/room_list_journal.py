"""A game's list journal as the room reads it: its entries (for the history, and to undo or
redo one), and the list replayed from its head or from the game's creation.

:func:`list_after` is the one place that says what an entry does to a list; the write path
(:mod:`floorapp.storage.room_lists`) and the replays here both use it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from floorapp.lists import GameList, Slip, Step
from floorapp.lists.moves import RoomAction

from . import codec
from .errors import Problem, StorageError
from .journal import micros, moment
from .list_codec import decode_action, decode_slips, decode_steps
from .list_journal import (
    LIST_KINDS,
    ListEntryKind,
    ListState,
    column_names,
    decode_head,
    stacks_after,
)
from .room_games import RoomGames


@dataclass(frozen=True)
class ListEntry:
    """One entry of a game's list journal, for the history."""

    id: int
    game_id: int
    at: datetime
    kind: ListEntryKind
    target: int | None
    action: RoomAction | None
    steps: tuple[Step, ...]
    slips: tuple[Slip, ...]
    document: Any
    names: tuple[str, ...]


class RoomListJournal(RoomGames):
    """The room's list journals, read."""

    def list_entries(self, game_id: int, after: int = 0, limit: int = 200) -> list[ListEntry]:
        """The game's list journal after entry ``after``, oldest first (at most ``limit``)."""
        rows = self.database.rows(
            "SELECT id, game_id, at, kind, target, document, names FROM list_journal "
            "WHERE game_id = ? AND id > ? ORDER BY id LIMIT ?", (game_id, after, limit))
        return [self._list_entry(row) for row in rows]

    def list_history(self, *, game_id: int | None = None, player: str | None = None,
                     since: datetime | None = None, until: datetime | None = None,
                     before: int | None = None, limit: int = 200) -> list[ListEntry]:
        """List journal entries, newest first, filtered by game, player (a name, case-blind)
        and time (``until`` excluded); ``before``: older than that entry (the next page)."""
        where: list[str] = []
        parameters: list[object] = []
        bounds = (("game_id = ?", game_id), ("at >= ?", micros(since) if since else None),
                  ("at < ?", micros(until) if until else None), ("id < ?", before))
        for clause, value in bounds:
            if value is not None:
                where.append(clause)
                parameters.append(value)
        if player:
            where.append("(? || names || ?) LIKE ? ESCAPE '!'")
            key = player.strip().casefold()
            for special in "!%_":
                key = key.replace(special, "!" + special)
            parameters.extend(["\n", "\n", f"%\n{key}\n%"])
        sql = ("SELECT id, game_id, at, kind, target, document, names FROM list_journal"
               + (" WHERE " + " AND ".join(where) if where else "")
               + " ORDER BY id DESC LIMIT ?")
        rows = self.database.rows(sql, (*parameters, limit))
        return [self._list_entry(row) for row in rows]

    def _load_list(self, game_id: int) -> ListState:
        """The list's head and the entries after it (a replay of its journal when it has no
        head yet)."""
        self.game_info(game_id)
        head = self.database.rows(
            "SELECT entry_id, state FROM list_heads WHERE game_id = ?", (game_id,))
        if not head:
            return self.replay_list(game_id)
        try:
            state = decode_head(game_id, int(head[0][0]),
                                self.database.packer.unpack(head[0][1]))
        except codec.CodecError as error:
            raise StorageError(Problem.DAMAGED, f"the list of game {game_id} cannot be "
                               f"read: {error}", self.where) from None
        return self._replay_after(state)

    def replay_list(self, game_id: int) -> ListState:
        """The list replayed from its game's creation (the audit of the list journal)."""
        return self._replay_after(ListState(game_id, GameList(), 0))

    def _replay_after(self, state: ListState) -> ListState:
        """``state`` with the game's list entries after it applied."""
        while batch := self.list_entries(state.game_id, after=state.entry, limit=2000):
            for entry in batch:
                state = _replayed(state, entry)
        return state

    def _list_entry_by_id(self, entry: int) -> ListEntry:
        rows = self.database.rows(
            "SELECT id, game_id, at, kind, target, document, names FROM list_journal "
            "WHERE id = ?", (entry,))
        if not rows:
            raise StorageError(Problem.DAMAGED, f"list entry {entry} is missing", self.where)
        return self._list_entry(rows[0])

    def _list_entry(self, row: Any) -> ListEntry:
        entry, game_id, at, kind, target, packed, names = row
        try:
            document = self.database.packer.unpack(packed)
            action = steps = slips = None
            if isinstance(document, dict) and "steps" in document:
                action = decode_action(document["action"])
                steps = decode_steps(document["steps"])
                slips = decode_slips(document.get("slips", []))
        except codec.CodecError as error:
            raise StorageError(Problem.DAMAGED, f"list entry {entry} cannot be read: {error}",
                               self.where) from None
        return ListEntry(int(entry), int(game_id), moment(int(at)), LIST_KINDS[int(kind)],
                         None if target is None else int(target), action, steps or (),
                         slips or (), document, column_names(names))


def _replayed(state: ListState, entry: ListEntry) -> ListState:
    """The list after one more entry of its journal."""
    return list_after(state, entry.kind, entry.id, entry.target, entry.steps)


def list_after(state: ListState, kind: ListEntryKind, entry: int, target: int | None,
               steps: tuple[Step, ...]) -> ListState:
    """The list after entry ``entry`` of ``kind`` (about ``target``) took ``steps``: the one
    place that says what an action, an undo and a redo do to the names and to what undo and
    redo can reach; the writes and the replays both use it."""
    names = state.names
    for step in steps:
        names = step.applied_to(names)
    undo, redo = stacks_after(state.undo, state.redo, kind, entry, target)
    return ListState(state.game_id, names, entry, undo, redo, state.since_head + 1)

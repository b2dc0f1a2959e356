"""Taking the screen's picture of the room (:class:`~floorapp.session.view.RoomView`), on the
room's worker thread: after each write, and when other screens changed the room.

A new picture reuses what has not changed (a table at the same journal position, a list at
the same position) and reads only the rest: the room keeps each table and list it has read,
so that most of a picture costs nothing but a look at the room's own copies.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType

from floorapp.rules import DealHand, can_apply
from floorapp.storage.errors import Problem, StorageError
from floorapp.storage.recent import changes_since, locked_since
from floorapp.storage.room import Entry, GameInfo, ListEntry, Room, TableInfo
from floorapp.storage.service import Change

from .view import ListShown, RoomView, TableShown

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class News:
    """What other screens did to the room since the screen's last picture: at each table the
    changes they made (as the table's log words them), on each list its new entries, and
    whether the room's list of tables changed (a table added, renamed, closed, reopened)."""

    tables: Mapping[int, tuple[Change | Entry, ...]] = field(default_factory=dict)
    lists: Mapping[int, tuple[ListEntry, ...]] = field(default_factory=dict)
    tables_listed: bool = False

    def __bool__(self) -> bool:
        return bool(self.tables or self.lists or self.tables_listed)


def entry_of(item: Change | Entry | ListEntry) -> int:
    """The journal entry a news item is."""
    return item.entry if isinstance(item, Change) else item.id


class Pictures:
    """Takes pictures of one room (on the thread that owns it)."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self._serial = 0
        self._games: tuple[GameInfo, ...] | None = None
        self._day_starts = 0
        self._set_aside: dict[int, str] = {}
        """Tables whose journal holds an entry this floorapp cannot read, and why: set aside
        (not shown, nothing done at them) until the room is read again."""

    def take(self, previous: RoomView | None = None, *, games: bool = False) -> RoomView:
        """The room now; ``previous``'s parts that have not changed are kept. ``games``: the
        games (or the house hour) may have changed: read them again."""
        room = self.room
        if games or self._games is None or previous is None:
            self._games = tuple(room.games())
            self._day_starts = room.day_starts
        infos = tuple(room.tables())
        old_tables = previous.shown if previous is not None else {}
        shown = {}
        for info in infos:
            if info.is_open and info.id not in self._set_aside:
                table = self._readable(info, old_tables.get(info.id))
                if table is not None:
                    shown[info.id] = table
        old_lists = previous.lists if previous is not None else {}
        lists = {game.id: self._list(game, old_lists.get(game.id))
                 for game in self._games if game.is_open}
        self._serial += 1
        return RoomView(
            where=room.where, all_tables=infos, shown=MappingProxyType(shown),
            all_games=self._games, lists=MappingProxyType(lists), serial=self._serial,
            read_only=room.database.read_only, day_starts=self._day_starts,
            set_aside=MappingProxyType(dict(self._set_aside)),
        )

    def follow(self, view: RoomView, changes: Mapping[int, int],
               lists: Mapping[int, int]) -> tuple[RoomView, News]:
        """The picture after the changes the watcher heard (tables and lists, each with its
        newest position), and what other screens did."""
        room = self.room
        news_tables: dict[int, tuple[Change | Entry, ...]] = {}
        for table_id, position in changes.items():
            if table_id in self._set_aside:
                continue
            try:
                caught_up = room.catch_up(table_id, position)
            except StorageError as error:
                self._put_aside(table_id, error)
                continue
            if caught_up and table_id in view.shown:
                news_tables[table_id] = tuple(
                    changes_since(room, table_id, view.shown[table_id].position))
        news_lists: dict[int, tuple[ListEntry, ...]] = {}
        for game_id, position in lists.items():
            if room.catch_up_list(game_id, position) and game_id in view.lists:
                after = view.lists[game_id].state.entry
                news_lists[game_id] = tuple(room.list_entries(game_id, after=after))
        new = self.take(view, games=bool(lists))
        news = News(news_tables, news_lists, new.all_tables != view.all_tables)
        return new, news

    def news_between(self, before: RoomView, after: RoomView) -> News:
        """What changed from one picture to a later one, read from the journals (the room
        read again after its server was away: what was done meanwhile)."""
        room = self.room
        tables = {
            table_id: tuple(changes_since(room, table_id, shown.position))
            for table_id, shown in before.shown.items()
            if table_id in after.shown and after.shown[table_id].position != shown.position
        }
        lists = {
            game_id: tuple(room.list_entries(game_id, after=shown.state.entry))
            for game_id, shown in before.lists.items()
            if game_id in after.lists and after.lists[game_id].state.entry != shown.state.entry
        }
        return News(tables, lists, after.all_tables != before.all_tables)

    def forget_set_aside(self) -> None:
        """The room is read again (its server back): try the tables set aside again."""
        self._set_aside.clear()

    def _readable(self, info: TableInfo, previous: TableShown | None) -> TableShown | None:
        """The table as shown, or None (set aside) when its journal holds an entry this
        floorapp cannot read: one damaged entry stops its table, not the room."""
        try:
            return self._table(info, previous)
        except StorageError as error:
            self._put_aside(info.id, error)
            return None

    def _put_aside(self, table_id: int, error: StorageError) -> None:
        """Set the table aside for a journal it cannot read (any other failure goes on up)."""
        if error.problem is not Problem.DAMAGED:
            raise error
        log.warning("table %d set aside: %s", table_id, error)
        self._set_aside[table_id] = str(error)

    def _table(self, info: TableInfo, previous: TableShown | None) -> TableShown:
        room = self.room
        state = room.state(info.id)
        if (previous is not None and previous.position == state.entry
                and previous.info is info):
            return previous
        locked = [seat.number for seat in state.table.seats if seat.locked_up]
        lockups: dict[int, datetime] = {}
        one_more_action = (previous is not None and state.entry == previous.position + 1
                           and bool(state.undo) and state.undo[-1] == state.entry)
        if one_more_action and previous is not None:  # an action keeps the older lock-ups
            lockups = {seat: previous.lockups[seat] for seat in locked
                       if seat in previous.lockups}
        missing = [seat for seat in locked if seat not in lockups]
        if missing:
            lockups.update(locked_since(room, info.id, missing))
        since = room.seated_since(info.id) if info.feeds is not None else {}
        screen = room.on_screen(info.id)
        return TableShown(info, screen, state.entry, state.can_undo, state.can_redo,
                          MappingProxyType(lockups), MappingProxyType(since),
                          can_apply(screen.table, DealHand()))

    def _list(self, game: GameInfo, previous: ListShown | None) -> ListShown:
        room = self.room
        state = room.list_state(game.id)
        if previous is not None and previous.state.entry == state.entry and (
                previous.game is game):
            return previous
        return ListShown(game, state, room.latest_list_entry(game.id))

"""Live: how a screen learns that another screen on the room changed a table. No Qt.

Every journal entry is *announced* with its table and its journal position (the entry's
number) when its transaction commits, never before: a screen never hears of what is not
saved (a list's and an event's entries likewise, with their game's or event's id:
:func:`list_payload`, :func:`event_payload`; a reader of table announcements passes them
by). A :class:`RoomWatcher` (:meth:`Room.watch <floorapp.storage.room.Room.watch>`) hears
the announcements; the screen asks it, without waiting, which tables changed
(:meth:`RoomWatcher.changes`), then drops its copy of each table that is behind
(:meth:`Room.catch_up <floorapp.storage.room.Room.catch_up>`) and reads it again.

- On PostgreSQL the write sends a ``NOTIFY`` on the channel :data:`CHANNEL` with its
  ``COMMIT``, in the same message (the server delivers it once the transaction commits); the
  watcher has its own connection that LISTENs, and a socket the screen can wait on
  (:meth:`RoomWatcher.fileno`).
- On SQLite (several windows on one file, on one PC) there is nothing to send: the watcher
  asks the file's ``PRAGMA data_version``, which moves when another connection committed, and
  then reads the newest entry of each table written since. The screen asks it on a timer.

The screen's own writes are announced too; a table whose copy is already at the announced
position is not read again (:meth:`Room.catch_up` answers False).

The same announcements keep a screen's list of the room's tables (:class:`TableList`) true: a
table added, renamed, closed or reopened on any screen is an entry of that table like any
other, and the list is read again when one of them is announced, not at every change.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .backend import RoomDatabase
    from .room_tables import RoomTables, TableInfo

CHANNEL = "floorapp_room"
"""The PostgreSQL channel a room's journal entries are announced on."""


def payload(table_id: int, entry: int) -> str:
    """An announcement: ``"<table id> <entry>"``."""
    return f"{table_id} {entry}"


def list_payload(game_id: int, entry: int) -> str:
    """An announcement of a game's list: ``"list <game id> <entry>"``."""
    return f"list {game_id} {entry}"


def event_payload(event_id: int, entry: int) -> str:
    """An announcement of an event: ``"event <event id> <entry>"``."""
    return f"event {event_id} {entry}"


def parse(text: str) -> tuple[int, int] | None:
    """The table and position of an announcement (None for one that is not floorapp's, or is
    a list's: :func:`parse_list`)."""
    parts = text.split()
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        return None
    return int(parts[0]), int(parts[1])


def parse_list(text: str) -> tuple[int, int] | None:
    """The game and position of a list's announcement (None for any other)."""
    return _parse_word("list", text)


def parse_event(text: str) -> tuple[int, int] | None:
    """The event and position of an event's announcement (None for any other)."""
    return _parse_word("event", text)


def _parse_word(word: str, text: str) -> tuple[int, int] | None:
    parts = text.split()
    if len(parts) != 3 or parts[0] != word or not all(p.isdigit() for p in parts[1:]):
        return None
    return int(parts[1]), int(parts[2])


def newest(found: dict[int, int], key: int, entry: int) -> None:
    """Keep the newest position announced for ``key``."""
    found[key] = max(entry, found.get(key, 0))


class RoomWatcher(ABC):
    """Hears which tables of the room changed (written by any screen, this one too)."""

    lost = False
    """Whether the watcher lost its connection to the room's server: it hears nothing more
    (watch the room again once it is reconnected)."""

    def __init__(self) -> None:
        self._lists: dict[int, int] = {}
        self._events: dict[int, int] = {}

    @abstractmethod
    def changes(self) -> dict[int, int]:
        """The tables changed since the last call, each with its newest journal position
        announced; returns at once (an empty dict when nothing changed). The lists changed
        meanwhile are kept for :meth:`list_changes`."""

    def list_changes(self) -> dict[int, int]:
        """The games whose lists changed, heard by the calls to :meth:`changes` since the last
        call, each with its list's newest position."""
        found, self._lists = self._lists, {}
        return found

    def _heard_list(self, game_id: int, entry: int) -> None:
        newest(self._lists, game_id, entry)

    def event_changes(self) -> dict[int, int]:
        """The events changed, heard by the calls to :meth:`changes` since the last call, each
        with its newest position (:meth:`Room.catch_up_event
        <floorapp.storage.room_events.RoomEvents.catch_up_event>`)."""
        found, self._events = self._events, {}
        return found

    def _heard_event(self, event_id: int, entry: int) -> None:
        newest(self._events, event_id, entry)

    def fileno(self) -> int | None:
        """A socket that turns readable when an announcement arrives (None: ask on a timer)."""
        return None

    def close(self) -> None:  # noqa: B027 (nothing to close by default)
        """Stop listening."""

    def abort(self) -> None:  # noqa: B027 (nothing to cut by default)
        """From another thread: cut the watcher's connection (see
        :meth:`RoomDatabase.abort <floorapp.storage.backend.RoomDatabase.abort>`)."""


class FileWatcher(RoomWatcher):
    """The changes to a SQLite room file, seen through the room's own connection."""

    def __init__(self, database: RoomDatabase) -> None:
        super().__init__()
        self.database = database
        self._version = self._data_version()
        self._seen = self._newest("journal")
        self._seen_lists = self._newest("list_journal")
        self._seen_events = self._newest("event_journal")

    def changes(self) -> dict[int, int]:
        version = self._data_version()
        if version == self._version:
            return {}
        self._version = version
        rows = self.database.rows(
            "SELECT table_id, max(id) FROM journal WHERE id > ? GROUP BY table_id", (self._seen,))
        found = {int(table_id): int(entry) for table_id, entry in rows}
        self._seen = max([self._seen, *found.values()])
        for game_id, entry in self.database.rows(
                "SELECT game_id, max(id) FROM list_journal WHERE id > ? GROUP BY game_id",
                (self._seen_lists,)):
            self._heard_list(int(game_id), int(entry))
            self._seen_lists = max(self._seen_lists, int(entry))
        for event_id, entry in self.database.rows(
                "SELECT event_id, max(id) FROM event_journal WHERE id > ? GROUP BY event_id",
                (self._seen_events,)):
            self._heard_event(int(event_id), int(entry))
            self._seen_events = max(self._seen_events, int(entry))
        return found

    def _data_version(self) -> int:
        version: int = self.database.rows("PRAGMA data_version")[0][0]
        return version

    def _newest(self, journal: str) -> int:
        latest = self.database.rows(f"SELECT max(id) FROM {journal}")[0][0]
        return int(latest or 0)


class TableList:
    """The room's tables (closed ones too) as a screen shows them, kept true by the
    announcements (:meth:`follow`).

    Beside the tables it keeps, for each one, the journal position up to which the list is
    known to be true of it. An announced entry of a table it does not hold (added since), or
    an entry renaming, closing or reopening one after that position, makes it read the list
    again; it reads only the entries announced, never the whole room. Read it after the
    watcher starts (:meth:`read`), so that nothing written in between is missed.
    """

    def __init__(self, room: RoomTables) -> None:
        self.room = room
        self.tables: list[TableInfo] = []
        """The room's tables, in the order they were added, as last read."""
        self._true_up_to: dict[int, int] = {}

    def read(self) -> list[TableInfo]:
        """Read the room's tables again (and how far into each one's journal they are true)."""
        self.tables, self._true_up_to = self.room.tables_and_positions()
        return self.tables

    def follow(self, changes: Mapping[int, int]) -> bool:
        """Announced changes (table id: newest entry, as :meth:`RoomWatcher.changes` gives
        them): whether they changed the list of tables, which is then read again."""
        known = self._true_up_to
        if any(table_id not in known for table_id in changes):
            self.read()
            return True
        for table_id, entry in changes.items():
            if entry > known[table_id]:
                if self.room.list_entry_between(table_id, known[table_id], entry):
                    self.read()
                    return True
                known[table_id] = entry
        return False

"""The room: every table the floor runs, with its house rules and its whole history.

Everything lives in one database, chosen by the *room address* given to :meth:`Room.open`
(:mod:`floorapp.storage.backend`): a folder holds the SQLite file ``room.sqlite3``
(:mod:`floorapp.storage.database`, the default: the data folder, nothing to start), a
``postgresql://`` URL or a libpq connection string a room on a PostgreSQL server shared by
several PCs (:mod:`floorapp.storage.postgresql`). Both behave the same. :class:`Room` is the
one class the other layers use; its parts live by what they do:

- :mod:`.room_states`: each table's state as its journal leaves it (the head, snapshots,
  replays, looking back at an earlier entry);
- :mod:`.room_tables`: the room's tables (:class:`TableInfo`; add, rename, close, reopen);
- :mod:`.room_journal`: reading the journal (the history, :class:`Entry`, the actions in
  effect, business days, what the screen shows);
- :mod:`.room_writes`: the write path (:meth:`Room.apply`: an event, an undo or a redo becomes
  a journal entry and a :class:`~floorapp.storage.service.Change`, once it is on disk);
- :mod:`.room_games`: the room's games (:class:`GameInfo`; add, rename, close, their list
  rules);
- :mod:`.room_lists`: each game's waiting list and its write path (:meth:`Room.apply_list`:
  a list action, with the events it needs at tables, becomes a list journal entry linked to
  their table entries, and a :class:`ListChange`);
- :mod:`.room_list_journal`: reading the list journals (:class:`ListEntry`, the history of a
  list, a list replayed);
- :mod:`.room_events`: the room's events (tournaments), their states and journals, and their
  write path (:meth:`Room.apply_event`: a floor action at an event becomes an event journal
  entry and an :class:`~floorapp.storage.event_journal.EventChange`).

Opening a table reads its head (its latest state, saved every :data:`HEAD_EVERY` entries and
on closing) and replays the few entries after it, however long the history.
"""

from __future__ import annotations

import errno
import logging
import os
from collections.abc import Iterator
from contextlib import contextmanager
from types import TracebackType

from . import paths
from .backend import is_postgresql
from .database import FILE_NAME, Database, KeptAside
from .errors import Problem, StorageError
from .journal import HEAD_EVERY, SNAPSHOT_EVERY, TableState
from .room_events import RoomEvents
from .room_games import GameInfo
from .room_journal import Entry, aware
from .room_lists import ListChange, ListEntry, RoomLists
from .room_states import Clock, TableClosed
from .room_tables import TableInfo, starting_table
from .room_writes import involved

log = logging.getLogger(__name__)

__all__ = [
    "HEAD_EVERY", "SNAPSHOT_EVERY", "Entry", "GameInfo", "ListChange", "ListEntry", "Room",
    "TableClosed", "TableInfo", "aware", "involved", "starting_table",
]


class Room(RoomEvents, RoomLists):
    """Every table of the room, their states and their journals.

    Open with :meth:`open`; one program at a time per data folder (the screen's lock sees to
    it). States are cached after the first :meth:`state`.
    """

    @classmethod
    def open(
        cls,
        address: str | os.PathLike[str] | None = None,
        *,
        read_only: bool = False,
        live: bool = False,
        clock: Clock | None = None,
    ) -> Room:
        """Open the room at ``address``: a data folder (default: ``--data-dir``'s rules, see
        :mod:`paths`) or a PostgreSQL address (:func:`~floorapp.storage.backend.is_postgresql`).

        ``read_only`` never writes to the room; with ``live``, a room file is read as other
        programs write it (the room board beside the floor screen; a PostgreSQL room always is).

        Raises :class:`StorageError` (the folder, file or server cannot be used) or
        :class:`NewerSchema`. A damaged or foreign file is kept aside: see :attr:`kept_aside`.
        """
        if is_postgresql(address):
            from .postgresql import PostgresDatabase

            return cls(PostgresDatabase.open(str(address), read_only=read_only), clock)
        data_dir = address
        folder = paths.data_dir(data_dir)
        try:
            if not read_only:
                paths.ensure(folder)
            if not folder.is_dir():
                raise NotADirectoryError(20, "not a folder")
        except OSError as error:
            refused = error.errno in (errno.EACCES, errno.EPERM, errno.EROFS)
            raise StorageError(
                Problem.READ_ONLY if refused else Problem.NO_FOLDER,
                f"Cannot use the data folder {folder}: {error.strerror or error}"
                f"{' (it may not be written)' if refused else ''}.",
                folder,
            ) from error
        return cls(Database.open(
            folder / FILE_NAME, read_only=read_only, live=live, now=clock), clock)

    def another(self) -> Room:
        """The same room, opened again on a connection of its own (long work, such as an
        import or an export, runs there on a thread of its own while the floor goes on)."""
        if self.path is None:
            return Room.open(self.database.address, read_only=self.database.read_only,
                             clock=self._clock)
        return Room.open(self.path.parent, read_only=self.database.read_only, live=True,
                         clock=self._clock)

    @property
    def kept_aside(self) -> KeptAside | None:
        """A damaged or foreign file found at opening and moved aside (tell the floor)."""
        return self.database.kept_aside

    closed = False
    """Whether :meth:`close` closed the room (nothing can be read from it any more)."""

    def close(self) -> None:
        """Save a snapshot of every table with entries after its latest one; close the file.

        The snapshots only speed up the next opening: if they cannot be saved (or the server
        is lost), the journal still holds everything.
        """
        try:
            if not self.database.read_only and not self.database.lost:
                self._snapshot_all()
                self._save_list_heads()
        except StorageError:
            log.exception("no snapshots saved on closing %s", self.where)
        finally:
            self.closed = True
            self.database.close()
            self.forget_tables()  # a closed room lists no tables (reading them raises)

    def __enter__(self) -> Room:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def reconnect(self) -> None:
        """After :class:`~floorapp.storage.errors.RoomUnreachable`: connect to the room's
        server again and forget every table read so far (a full resync: each is read again
        from the journal, as the server has it). Raises ``RoomUnreachable`` while the server
        cannot be reached. Watchers are not reconnected: watch the room again."""
        self.database.reconnect()
        self._forget_all()

    @contextmanager
    def batch(self, doing: str = "save the changes") -> Iterator[None]:
        """Several actions in one transaction: all are saved, or none (imports, tests)."""
        try:
            with self.database.transaction(doing):
                yield
        except BaseException:
            self._forget_all()
            raise

    @contextmanager
    def holding(self, table_id: int, doing: str = "decide at the table") -> Iterator[TableState]:
        """The table held for a writer that decides at once (a program, never a floor person:
        he decides on what his screen showed): one transaction that holds the table first
        (:meth:`~floorapp.storage.backend.RoomDatabase.hold_table`), then reads it as its
        journal now leaves it (yielded); the writer decides on it and calls :meth:`apply` with
        its position, inside. Other writers at the table wait for the transaction's end
        instead of deciding on a table about to move on. All is saved at the end, or
        nothing."""
        try:
            with self.database.transaction(doing) as db:
                self.database.hold_table(db, table_id)
                yield self._running(table_id)
        except BaseException:
            self.refresh(table_id)
            raise

    def _forget_all(self) -> None:
        """Forget everything read so far: each table, list and game, and the room's list of
        tables, are read again when next asked."""
        self._states.clear()
        self._lists.clear()
        self._games_of.clear()
        self._feeders = None
        self._game_infos.clear()
        self._events.clear()
        self.forget_tables()

"""The seam between the room and its database: one interface, two implementations.

A *room address* says where the room lives:

- a folder (a path; the default is the data folder, see :mod:`floorapp.storage.paths`): the
  room is the SQLite file ``room.sqlite3`` in it (:class:`floorapp.storage.database.Database`),
  with nothing to start or set up;
- a PostgreSQL address: a URL (``postgresql://user@host:5432/floor?sslmode=verify-full``, also
  ``postgres://``) or a libpq connection string (``host=floor-db dbname=floor``,
  ``service=floor``): the room is that database
  (:class:`floorapp.storage.postgresql.PostgresDatabase`), shared by every PC that opens it.
  Passwords stay out of floorapp's files and logs: libpq reads them from its password file
  (``~/.pgpass``), its service file or ``PGPASSWORD``; TLS is libpq's ``sslmode``.

The SQL the room runs is written once, in SQLite's parameter style (``?``, or ``?1``, ``?2``
for a parameter used twice) and in the SQL both databases speak (``INSERT ... RETURNING id``
for the number of a new row, ``ON CONFLICT``, ``lower(name)`` for a case-blind name). Where the
two must differ, each :class:`RoomDatabase` says so in one place: how a write transaction
begins, how the database's errors become :class:`StorageError`, the schema it creates
(:mod:`floorapp.storage.schema`), and how parameters reach the server.
"""

from __future__ import annotations

import logging
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from . import codec
from .errors import Problem, StorageError

if TYPE_CHECKING:
    from .database import KeptAside
    from .live import RoomWatcher

log = logging.getLogger(__name__)


class Cursor(Protocol):
    """The rows a statement returned."""

    def fetchone(self) -> Any: ...

    def fetchall(self) -> Any: ...

    def fetchmany(self, size: int = ...) -> Any: ...


class Connection(Protocol):
    """What the room's SQL runs on: ``execute`` and ``executemany`` in ``?`` style."""

    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Any: ...

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Any: ...


def new_id(cursor: Cursor) -> int:
    """The id the database gave the row just inserted (``INSERT ... RETURNING id``)."""
    number: int = cursor.fetchone()[0]
    return number


_CONNINFO_KEY = re.compile(r"^\s*[a-z_]+\s*=")
POSTGRESQL_SCHEMES = ("postgresql://", "postgres://")


def is_postgresql(address: object) -> bool:
    """Whether a room address names a PostgreSQL database (else it is a folder)."""
    if not isinstance(address, str):
        return False
    return address.startswith(POSTGRESQL_SCHEMES) or bool(_CONNINFO_KEY.match(address))


class RoomDatabase(ABC):
    """An open room: one connection, all-or-nothing writes, reads that raise
    :class:`StorageError`. Write only inside :meth:`transaction`."""

    errors: tuple[type[Exception], ...] = ()
    """The exceptions of the database's driver, turned into :class:`StorageError`."""
    begin = "BEGIN"
    """The statement that starts a write transaction."""
    begin_snapshot = "BEGIN"
    """The statement that starts a read in one snapshot (:meth:`snapshot`)."""

    def __init__(self, connection: Connection, where: str, read_only: bool) -> None:
        self.connection = connection
        self.where = where
        """The room's address as the floor is shown it (never with a password)."""
        self.read_only = read_only
        self.read_only_role = False
        """Opened to write, but this PC's role may not (a board's role on a server): the room
        was made :attr:`read_only` at opening."""
        self.kept_aside: KeptAside | None = None
        """A damaged or foreign file found at opening and moved aside (SQLite only)."""
        self.path: Path | None = None
        """The room file (SQLite); None for a room on a server."""
        self._depth = 0
        self.held: dict[int, int | None] = {}
        """The tables whose rows the transaction under way holds (:meth:`hold_table`, on a
        server; held until its end, not asked for again), each with its latest journal entry
        as read since its lock was taken, the table open (None: not read yet); nobody else
        can write the table or close it meanwhile."""
        self.packer = codec.Packer({}, 0)
        """Packs and unpacks the journal's documents (the room's dictionaries, read at opening)."""
        self.address = where
        """The address the room was opened at, to open it again (a server's may hold a
        password: it is never shown; :attr:`where` is)."""

    @abstractmethod
    def close(self) -> None:
        """Close the connection."""

    @property
    @abstractmethod
    def version(self) -> int:
        """The room's schema version."""

    @abstractmethod
    def error(self, error: Exception, doing: str) -> StorageError:
        """The :class:`StorageError` for a driver error met while ``doing``."""

    def commit_error(self, error: Exception, doing: str) -> StorageError:
        """The :class:`StorageError` for a driver error met at ``COMMIT`` (the transaction is
        not committed: a file's is rolled back)."""
        return self.error(error, doing)

    @abstractmethod
    def in_transaction(self) -> bool:
        """Whether a transaction is open on the connection."""

    @contextmanager
    def transaction(self, doing: str) -> Iterator[Connection]:
        """One all-or-nothing write. ``doing`` names the action for the error message.

        Nested uses join the outer transaction: everything commits, or nothing does.
        """
        if self._depth:
            self._depth += 1
            try:
                yield self.connection
            finally:
                self._depth -= 1
            return
        try:
            self.connection.execute(self.begin)
        except self.errors as error:
            raise self.error(error, doing) from error
        self._depth = 1
        self._begun()
        try:
            yield self.connection
        except self.errors as error:
            self._rollback()
            raise self.error(error, doing) from error
        except BaseException:
            self._rollback()
            raise
        else:
            try:
                self.connection.execute(self._commit_statement())
            except self.errors as error:
                self._rollback()
                raise self.commit_error(error, doing) from error
        finally:
            self._depth = 0

    @contextmanager
    def snapshot(self, doing: str = "read the room") -> Iterator[None]:
        """Reads in one consistent snapshot: every read inside sees the room as it stood when
        it began, whatever other programs write meanwhile (a room copied while it is in use).
        Nothing may be written inside; it may last as long as the reading does."""
        try:
            self.connection.execute(self.begin_snapshot)
            # The snapshot is taken at the first read, here: when the reading began.
            self.connection.execute("SELECT count(*) FROM dictionaries").fetchall()
        except self.errors as error:
            self._rollback()
            raise self.error(error, doing) from error
        try:
            yield
        finally:
            self._rollback()  # nothing was written: ending the read is all there is to do

    def _begun(self) -> None:
        """A write transaction began: it holds nothing yet."""
        self.held.clear()

    def _commit_statement(self) -> str:
        """What ends a write transaction (PostgreSQL sends its announcements with it)."""
        return "COMMIT"

    def hold_table(  # noqa: B027 (see below)
        self, db: Connection, table_id: int, wait_ms: int | None = None
    ) -> None:
        """Inside a write's transaction: keep other writers off the table until the commit
        (waiting for another to finish: at most ``wait_ms``, else as long as it takes; a
        wait that runs out is :attr:`Problem.BUSY`). Nothing to do by default: a SQLite write
        transaction (``BEGIN IMMEDIATE``) already holds the whole file."""

    def rows_after_writes(self, held: str, key: int, sql: str, parameters: Sequence[Any] = (),
                          doing: str = "read the room") -> list[Any]:
        """:meth:`rows`, read once a write under way at table (or game) ``key`` has ended
        (another PC's, holding its row of ``held``: ``tables`` or ``games``): a write's check
        of the position it was decided on, so that a write decided before another PC's commit
        is refused here, at once, instead of waiting in line for the row to be refused there.
        The same as :meth:`rows` on SQLite, whose writers wait for the file at
        ``BEGIN IMMEDIATE``."""
        return self.rows(sql, parameters, doing)

    def hold_names(self, db: Connection) -> None:  # noqa: B027 (see hold_table)
        """Inside a write's transaction: keep other writers from naming a table until the
        commit (a name checked free stays free; nothing to do on SQLite)."""

    def hold_game(  # noqa: B027 (see hold_table)
        self, db: Connection, game_id: int, wait_ms: int | None = None
    ) -> None:
        """Inside a write's transaction: keep other writers off the game's list until the
        commit (``wait_ms`` as for :meth:`hold_table`; nothing to do on SQLite)."""

    def announce_list(self, db: Connection, game_id: int, entry: int) -> None:  # noqa: B027 (see announce)
        """Inside a write's transaction: tell the other screens, at the commit, that the
        game's list is now at position ``entry``."""

    def announce_event(self, db: Connection, event_id: int, entry: int) -> None:  # noqa: B027 (see announce)
        """Inside a write's transaction: tell the other screens, at the commit, that the
        event is now at position ``entry``."""

    def hold_event(self, db: Connection, event_id: int) -> None:  # noqa: B027 (see hold_table)
        """Inside a write's transaction: keep other writers off the event until the commit
        (nothing to do on SQLite)."""

    def announce(self, db: Connection, table_id: int, entry: int) -> None:  # noqa: B027 (nothing to send by default)
        """Inside a write's transaction: tell the other screens on the room, at the commit,
        that the table is now at journal position ``entry`` (:mod:`floorapp.storage.live`).
        Nothing to send by default (a SQLite file is watched by asking it)."""

    @property
    def lost(self) -> bool:
        """Whether the connection to the room is lost (a server's; a file's never is)."""
        return False

    def waiting_since(self) -> float | None:
        """When the statement under way was sent to the room's server (:func:`time.monotonic`;
        None: none waits, or the room is a file, which is never given up on)."""
        return None

    def abort(self) -> None:  # noqa: B027 (a file has no connection to cut)
        """From another thread: cut the connection under a statement that waits on a server
        that says nothing (the room's worker gave up on it); the statement then fails as a lost
        connection would. Nothing to cut for a file."""

    def reconnect(self) -> None:  # noqa: B027 (a file has no connection to lose)
        """Connect again after a lost connection
        (:class:`~floorapp.storage.errors.RoomUnreachable`); raises it again while the room
        cannot be reached. Nothing to do for a file."""

    def watcher(self) -> RoomWatcher:
        """A new :class:`~floorapp.storage.live.RoomWatcher` of this room's changes."""
        raise NotImplementedError(f"{type(self).__name__} cannot be watched")

    def rows(
        self, sql: str, parameters: Sequence[Any] = (), doing: str = "read the room"
    ) -> list[Any]:
        """Every row of a query; the driver's errors become :class:`StorageError`."""
        try:
            return list(self.connection.execute(sql, parameters).fetchall())
        except self.errors as error:
            raise self.error(error, doing) from error

    def _rollback(self) -> None:
        if self.in_transaction():
            try:
                self.connection.execute("ROLLBACK")
            except self.errors:
                log.exception("rollback failed for %s", self.where)

    def read_packer(self, doing: str = "open the room") -> codec.Packer:
        """The room's packer: every dictionary it holds, the latest one for writing."""
        rows = self.rows("SELECT id, content FROM dictionaries ORDER BY id", (), doing)
        if not rows:
            raise StorageError(Problem.DAMAGED, f"{self.where}: the journal's dictionary is "
                               "missing.", self.path or self.where)
        return codec.Packer({number: bytes(content) for number, content in rows}, rows[-1][0])

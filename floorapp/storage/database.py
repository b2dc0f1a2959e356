"""The room's SQLite file: opening it safely, its migrations, one transaction per action.

- The file is ``room.sqlite3`` in the data folder, in WAL mode with ``synchronous=FULL``: once
  :meth:`Database.transaction` returns, the action survives a crash or a power cut.
- ``PRAGMA application_id`` marks the file as floorapp's; ``PRAGMA user_version`` is its schema
  version. :data:`MIGRATIONS` take a file from each version to the next, in one transaction
  (the CREATE statements of each version are in :mod:`floorapp.storage.schema`).
- A damaged file, or a database that is not floorapp's, is *kept aside*: renamed (with its
  ``-wal`` and ``-shm`` companions) to ``room.damaged-<UTC time>.sqlite3`` or
  ``room.foreign-<UTC time>.sqlite3``, untouched, and a fresh file is started. The screen tells
  the floor from :attr:`Database.kept_aside`.
- A file from a newer schema is refused (:class:`NewerSchema`) and never written to: it is only
  ever inspected through a read-only connection.
- Any failure to write (read-only folder, full disk) rolls the whole transaction back and raises
  :class:`StorageError`: nothing is half-written.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path

from . import schema
from .backend import RoomDatabase
from .errors import NewerSchema, Problem, StorageError, storage_error
from .live import FileWatcher

log = logging.getLogger(__name__)

FILE_NAME = "room.sqlite3"
APPLICATION_ID = 0x464C5231
"""``PRAGMA application_id`` of a floorapp room ("FLR1")."""
COMPANIONS = ("-wal", "-shm", "-journal")
"""Files SQLite keeps beside a database; they move with it when it is kept aside."""


Migration = Callable[[sqlite3.Connection], None]

MIGRATIONS: Sequence[Migration] = (
    schema.create_version_1, schema.create_version_2, schema.create_version_3,
    schema.create_version_4, schema.create_version_5, schema.create_version_6,
)
"""``MIGRATIONS[n]`` takes a file from schema ``n`` to ``n + 1`` (0 is a new, empty file)."""


def schema_version() -> int:
    """The schema this program writes: the number of migrations."""
    return len(MIGRATIONS)


class Verdict(StrEnum):
    """What an existing file turned out to be."""

    OURS = "ours"
    NEW = "new"
    """Empty (or a creation that never committed): start the schema in it."""
    DAMAGED = "damaged"
    FOREIGN = "foreign"
    """A healthy SQLite database that is not a floorapp room."""


@dataclass(frozen=True)
class KeptAside:
    """A file that could not be used and was moved out of the way, untouched."""

    original: Path
    moved_to: Path
    verdict: Verdict
    reason: str

    @property
    def message(self) -> str:
        """What the floor is told."""
        what = "is damaged" if self.verdict is Verdict.DAMAGED else "is not a floorapp room"
        return (
            f"The room file {self.original} {what} ({self.reason}). It was kept, unchanged, "
            f"as {self.moved_to.name}, and a new room was started."
        )


class Database(RoomDatabase):
    """An open room file. Use :meth:`open`; write only inside :meth:`transaction`."""

    errors = (sqlite3.Error,)
    begin = "BEGIN IMMEDIATE"
    """SQLite takes the file's write lock at once: one writer at a time, no deadlock."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        path: Path,
        read_only: bool,
        kept_aside: KeptAside | None,
    ) -> None:
        super().__init__(connection, str(path), read_only)
        self.sqlite = connection
        self.path: Path = path
        self.kept_aside = kept_aside
        self.identity = file_identity(path)
        """The file opened, as the file system knows it (see :meth:`file_gone`)."""

    def file_gone(self) -> bool:
        """Whether the room file this connection has open is no longer at its path (deleted,
        moved, or another file put in its place while floorapp had it open)."""
        return self.identity is None or file_identity(self.path) != self.identity

    def file_damaged(self) -> bool:
        """Whether the room file at its path no longer reads as a database (damaged under
        floorapp: what this connection holds in memory may still be whole)."""
        try:
            return inspect(self.path)[0] is Verdict.DAMAGED
        except StorageError:
            return True

    @classmethod
    def open(
        cls,
        path: Path,
        *,
        read_only: bool = False,
        live: bool = False,
        now: Callable[[], datetime] | None = None,
    ) -> Database:
        """Open (or create) the room file at ``path``.

        ``read_only`` opens it without ever writing (every transaction then fails with
        :attr:`Problem.READ_ONLY`); ``live`` with it reads a file other programs write
        meanwhile (the room board), never as a frozen copy. Raises :class:`NewerSchema` for
        a file from a newer floorapp and :class:`StorageError` when the file cannot be opened
        at all.
        """
        kept_aside = None
        verdict, version, reason = inspect(path, untouched=read_only)
        if verdict is Verdict.OURS and version > schema_version():
            raise NewerSchema(path, version, schema_version())
        if verdict in (Verdict.DAMAGED, Verdict.FOREIGN):
            if read_only:
                raise StorageError(Problem.DAMAGED, f"{path} cannot be read: {reason}.", path)
            kept_aside = keep_aside(path, verdict, reason, (now or _utc_now)())
            log.warning("%s", kept_aside.message)
            version = 0
        connection = _connect(path, read_only, live)
        database = cls(connection, path, read_only, kept_aside)
        try:
            database._prepare(version)
        except BaseException:
            connection.close()
            raise
        return database

    def close(self) -> None:
        """Close the file (a checkpoint folds the WAL back into it)."""
        self.sqlite.close()

    def watcher(self) -> FileWatcher:
        """The other connections' changes to the file, seen through this one."""
        return FileWatcher(self)

    @property
    def version(self) -> int:
        """The file's schema version."""
        version: int = self.sqlite.execute("PRAGMA user_version").fetchone()[0]
        return version

    def error(self, error: Exception, doing: str) -> StorageError:
        """What went wrong, from sqlite3's error code."""
        assert isinstance(error, sqlite3.Error)
        return storage_error(error, doing, self.path)

    def in_transaction(self) -> bool:
        """Whether a transaction is open on the file."""
        return self.sqlite.in_transaction

    # --- opening --------------------------------------------------------------------------

    def _prepare(self, version: int) -> None:
        try:
            self.sqlite.execute("PRAGMA foreign_keys = ON")
            if self.read_only:
                self._check_readable(version)
                self.packer = self.read_packer("open the room file")
                return
            mode = self.sqlite.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StorageError(
                    Problem.IO, f"{self.path}: WAL mode refused ({mode}).", self.path
                )
            self.sqlite.execute("PRAGMA synchronous = FULL")
        except sqlite3.Error as error:
            raise storage_error(error, "open the room file", self.path) from error
        if version < schema_version():
            self._migrate(version)
        self.packer = self.read_packer("open the room file")

    def _check_readable(self, version: int) -> None:
        if version != schema_version():
            raise StorageError(
                Problem.READ_ONLY,
                f"{self.path} needs an upgrade (schema {version} to {schema_version()}) and is "
                "opened read-only.",
                self.path,
            )

    def _migrate(self, version: int) -> None:
        """Run the migrations in one transaction. Foreign keys are checked once at the end
        (``foreign_key_check``) rather than row by row: dropping an old journal that refers to
        itself would otherwise look up every entry's referrers without an index."""
        self._set_foreign_keys(on=False)
        try:
            with self.transaction(f"upgrade the room file from schema {version}"):
                for step in range(version, schema_version()):
                    MIGRATIONS[step](self.sqlite)
                broken = self.sqlite.execute("PRAGMA foreign_key_check").fetchmany(3)
                if broken:
                    raise StorageError(Problem.DAMAGED, f"{self.path}: the upgrade found "
                                       f"entries referring to nothing: {broken}.", self.path)
                self.sqlite.execute(f"PRAGMA user_version = {schema_version()}")
                self.sqlite.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        finally:
            self._set_foreign_keys(on=True)
        if version:
            log.info("%s upgraded from schema %d to %d", self.path, version, schema_version())
        if 0 < version < 3:
            self._reclaim_space()

    def _set_foreign_keys(self, on: bool) -> None:
        try:
            self.sqlite.execute(f"PRAGMA foreign_keys = {'ON' if on else 'OFF'}")
        except sqlite3.Error as error:
            raise storage_error(error, "open the room file", self.path) from error

    def _reclaim_space(self) -> None:
        """Give the space the old journal took back to the disk (the file shrinks)."""
        try:
            self.sqlite.execute("VACUUM")
        except sqlite3.Error:
            log.exception("%s: VACUUM after the upgrade failed (the file keeps its size)",
                          self.path)


def read_only_uri(path: Path, live: bool = False) -> str:
    """The URI that opens ``path`` without writing anything, not even beside it.

    A read-only SQLite connection to a WAL file creates its ``-wal`` and ``-shm`` companions
    and leaves them there; a file closed cleanly has none, and the caller holds the data
    folder's lock (nobody writes it meanwhile), so it is opened *immutable*: no lock, no
    companion, nothing written. A file a crash left with its WAL is read through the WAL.
    ``live``: other programs may write the file meanwhile (no lock held), so it is never
    opened immutable; SQLite may then leave the WAL companions beside it.
    """
    uri = f"{path.resolve().as_uri()}?mode=ro"
    if not live and not path.with_name(path.name + COMPANIONS[0]).exists():
        uri += "&immutable=1"
    return uri


def _connect(path: Path, read_only: bool, live: bool = False) -> sqlite3.Connection:
    """The room file's connection. It is opened where the room is opened and then used by the
    room's worker thread alone (:mod:`floorapp.session.worker`), never by two threads at once:
    sqlite3's same-thread check is off for that hand-over."""
    try:
        if read_only:
            return sqlite3.connect(read_only_uri(path, live), uri=True, isolation_level=None,
                                   check_same_thread=False)
        return sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    except sqlite3.Error as error:
        raise storage_error(error, "open the room file", path) from error


def inspect(path: Path, untouched: bool = False) -> tuple[Verdict, int, str]:
    """What the file at ``path`` is, its schema version, and why (for a bad file).

    Looks through a read-only connection: it never changes the file. ``untouched`` (a
    read-only opening, the folder locked) also leaves nothing beside it (:func:`read_only_uri`).
    """
    if not path.exists():
        return Verdict.NEW, 0, ""
    if not path.is_file():
        raise StorageError(Problem.NO_FOLDER, f"{path} is not a file.", path)
    try:
        uri = read_only_uri(path) if untouched else f"{path.resolve().as_uri()}?mode=ro"
        connection = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as error:
        raise storage_error(error, "open the room file", path) from error
    try:
        application_id = connection.execute("PRAGMA application_id").fetchone()[0]
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        names = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    except sqlite3.DatabaseError as error:
        if error.sqlite_errorcode & 0xFF in (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT):
            return Verdict.DAMAGED, 0, str(error)
        raise storage_error(error, "open the room file", path) from error
    finally:
        connection.close()
    return _judge(application_id, version, names)


def _judge(application_id: int, version: int, names: set[str]) -> tuple[Verdict, int, str]:
    if application_id == 0 and version == 0 and not names:
        return Verdict.NEW, 0, ""
    if application_id != APPLICATION_ID:
        return Verdict.FOREIGN, 0, "another program's database"
    if version > schema_version():
        return Verdict.OURS, version, ""
    if version < 1:
        return Verdict.DAMAGED, 0, "no schema version"
    missing = schema.TABLES - names
    if version == schema_version() and missing:
        return Verdict.DAMAGED, 0, f"tables missing: {', '.join(sorted(missing))}"
    return Verdict.OURS, version, ""


def keep_aside(path: Path, verdict: Verdict, reason: str, when: datetime) -> KeptAside:
    """Rename ``path`` and its companions out of the way, with the time in the new name.

    The companions (``-wal``, ``-shm``) move first: a stale WAL left beside a fresh file
    would be replayed into it.
    """
    try:
        moved_to = move_aside(path, verdict.value, when)
    except OSError as error:
        raise StorageError(
            Problem.READ_ONLY,
            f"{path} {'is damaged' if verdict is Verdict.DAMAGED else 'is not a floorapp room'}"
            f" and could not be moved aside: {error.strerror}.",
            path,
        ) from error
    return KeptAside(path, moved_to, verdict, reason)


def move_aside(path: Path, label: str, when: datetime) -> Path:
    """Rename ``path`` and its companions (those first) to ``room.<label>-<UTC time>.sqlite3``
    beside it, untouched; returns the new path. Raises :class:`OSError`."""
    stamp = when.astimezone(UTC).strftime("%Y%m%d-%H%M%S")
    moved_to = _free_name(path, f"{label}-{stamp}")
    for suffix in COMPANIONS:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, moved_to.with_name(moved_to.name + suffix))
    os.replace(path, moved_to)
    return moved_to


def _free_name(path: Path, label: str) -> Path:
    candidate = path.with_name(f"{path.stem}.{label}{path.suffix}")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.stem}.{label}-{number}{path.suffix}")
        number += 1
    return candidate


def file_identity(path: Path) -> tuple[int, int] | None:
    """The file at ``path`` as the file system tells files apart (device, inode); None when
    there is none."""
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_dev, status.st_ino


def _utc_now() -> datetime:
    return datetime.now(UTC)

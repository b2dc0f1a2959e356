"""The room's SQLite file: opening it safely, its schema and migrations, one transaction per action.

- The file is ``room.sqlite3`` in the data folder, in WAL mode with ``synchronous=FULL``: once
  :meth:`Database.transaction` returns, the action survives a crash or a power cut.
- ``PRAGMA application_id`` marks the file as floorapp's; ``PRAGMA user_version`` is its schema
  version. :data:`MIGRATIONS` take a file from each version to the next, in one transaction.
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
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from . import codec
from .errors import NewerSchema, Problem, StorageError, storage_error

log = logging.getLogger(__name__)

FILE_NAME = "room.sqlite3"
APPLICATION_ID = 0x464C5231
"""``PRAGMA application_id`` of a floorapp room ("FLR1")."""
COMPANIONS = ("-wal", "-shm", "-journal")
"""Files SQLite keeps beside a database; they move with it when it is kept aside."""


def _create_version_1(connection: sqlite3.Connection) -> None:
    """The first schema: tables, the append-only journal, who each entry concerns, snapshots."""
    for statement in _VERSION_1:
        connection.execute(statement)
    connection.execute(
        "INSERT INTO meta (key, value) VALUES ('codec', ?)", (str(codec.CODEC_VERSION),)
    )


# One statement each: sqlite3's executescript() would commit the migration's transaction.
_VERSION_1 = (
    """CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )""",
    """CREATE TABLE tables (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        house TEXT NOT NULL,        -- JSON: the scenario format's [house]
        start TEXT NOT NULL,        -- JSON: the scenario format's [table] it started from
        created TEXT NOT NULL,      -- UTC, ISO 8601
        closed TEXT                 -- UTC, ISO 8601; NULL while the table runs
    )""",
    """CREATE TABLE journal (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        at TEXT NOT NULL,           -- UTC, ISO 8601 with microseconds
        kind TEXT NOT NULL,         -- create, event, undo, redo, rename, close, reopen
        target INTEGER REFERENCES journal (id),  -- undo / redo: the entry taken or put back
        event TEXT,                 -- JSON: the event (event, undo, redo)
        deal TEXT,                  -- JSON: the deal it made (a deal event, its redo)
        state TEXT,                 -- JSON: the starting table (create), the one put back (undo)
        note TEXT                   -- the table's name (create, rename)
    )""",
    "CREATE INDEX journal_by_table ON journal (table_id, id)",
    "CREATE INDEX journal_by_time ON journal (at)",
    """CREATE TRIGGER journal_is_append_only_update BEFORE UPDATE ON journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TRIGGER journal_is_append_only_delete BEFORE DELETE ON journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TABLE involved (
        entry_id INTEGER NOT NULL REFERENCES journal (id),
        seat INTEGER NOT NULL,
        player TEXT                 -- the player on that seat then, if any
    )""",
    "CREATE INDEX involved_by_entry ON involved (entry_id)",
    "CREATE INDEX involved_by_seat ON involved (seat, entry_id)",
    "CREATE INDEX involved_by_player ON involved (player COLLATE NOCASE, entry_id)",
    """CREATE TABLE snapshots (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        entry_id INTEGER NOT NULL REFERENCES journal (id),
        state TEXT NOT NULL,        -- JSON: table, undo and redo stacks after entry_id
        PRIMARY KEY (table_id, entry_id)
    ) WITHOUT ROWID""",
)


def _create_version_2(connection: sqlite3.Connection) -> None:
    """Training progress: trainees, their graded attempts, mistakes and rules (progress.py)."""
    for statement in _VERSION_2:
        connection.execute(statement)


_VERSION_2 = (
    """CREATE TABLE trainees (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created TEXT NOT NULL       -- UTC, ISO 8601
    )""",
    """CREATE TABLE attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        at TEXT NOT NULL,           -- UTC, ISO 8601 with microseconds
        kind TEXT NOT NULL,         -- lesson, quiz
        lesson TEXT,                -- the lesson id (lesson)
        button_rule TEXT,           -- quiz: dead, moving, simplified
        difficulty INTEGER,         -- quiz: 1..3
        seed INTEGER,               -- quiz
        deal INTEGER NOT NULL,      -- 1-based deal of the exercise
        points INTEGER NOT NULL,    -- checks answered right
        out_of INTEGER NOT NULL     -- checks made
    )""",
    "CREATE INDEX attempts_by_trainee ON attempts (trainee_id, id)",
    """CREATE TABLE attempt_mistakes (
        attempt_id INTEGER NOT NULL REFERENCES attempts (id),
        position INTEGER NOT NULL,  -- order within the attempt
        code TEXT NOT NULL,         -- a floorapp.training MistakeCode
        item TEXT NOT NULL,
        seat INTEGER,
        expected TEXT NOT NULL,
        given TEXT NOT NULL,
        rules TEXT NOT NULL,        -- rule ids, space-separated
        PRIMARY KEY (attempt_id, position)
    ) WITHOUT ROWID""",
    """CREATE TABLE attempt_rules (
        attempt_id INTEGER NOT NULL REFERENCES attempts (id),
        rule TEXT NOT NULL,
        checks INTEGER NOT NULL,    -- checks of the attempt citing the rule
        mistakes INTEGER NOT NULL,  -- of which answered wrong
        PRIMARY KEY (attempt_id, rule)
    ) WITHOUT ROWID""",
    "CREATE INDEX attempt_rules_by_rule ON attempt_rules (rule)",
)


def _create_version_3(connection: sqlite3.Connection) -> None:
    """The compact journal (a year of a busy room stays small): see :mod:`.upgrade`."""
    from .upgrade import compact_journal

    compact_journal(connection)


VERSION_3 = (
    """CREATE TABLE dictionaries (
        id INTEGER PRIMARY KEY,     -- the first byte of every packed value
        content BLOB NOT NULL       -- a DEFLATE preset dictionary (codec.Packer)
    )""",
    """CREATE TABLE journal (
        id INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        at BIGINT NOT NULL,         -- microseconds since 1970-01-01 UTC
        kind SMALLINT NOT NULL,     -- journal.KIND_CODES: 1 create, 2 event, 3 undo, 4 redo,
                                    -- 5 rename, 6 close, 7 reopen
        seats BIGINT NOT NULL,      -- the seats the entry concerns: bit n - 1 for seat n
        target BIGINT REFERENCES journal (id),  -- undo / redo: the entry taken or put back
        event BLOB,                 -- packed JSON: the event (event, undo, redo)
        deal BLOB,                  -- packed JSON: the deal it made (a deal event, its redo)
        state BLOB,                 -- packed JSON: the starting table (create), the one put
                                    -- back (undo)
        note TEXT                   -- the table's name (create, rename)
    )""",
    # History pages read ids from these two alone (they hold the table, time and seats), then
    # the 200 rows of the page: a page costs the same at any depth of a year's journal.
    "CREATE INDEX journal_by_table ON journal (table_id, id, seats)",
    "CREATE INDEX journal_by_time ON journal (at, table_id, seats)",
    """CREATE TRIGGER journal_is_append_only_update BEFORE UPDATE ON journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TRIGGER journal_is_append_only_delete BEFORE DELETE ON journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TABLE sittings (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        seat SMALLINT NOT NULL,
        player TEXT NOT NULL,       -- the name as the floor wrote it
        player_key TEXT NOT NULL,   -- the name case-folded: what a search matches
        first_entry BIGINT NOT NULL,  -- the entry that put the player on the seat
        last_entry BIGINT           -- the entry that took him off it; NULL while he sits
    )""",
    "CREATE INDEX sittings_by_player ON sittings (player_key)",
    "CREATE INDEX sittings_by_seat ON sittings (table_id, seat, first_entry)",
    """CREATE TABLE snapshots (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        entry_id BIGINT NOT NULL REFERENCES journal (id),
        state BLOB NOT NULL,        -- packed journal.snapshot_document after entry_id
        PRIMARY KEY (table_id, entry_id)
    )""",
    """CREATE TABLE heads (
        table_id INTEGER PRIMARY KEY REFERENCES tables (id),
        entry_id BIGINT NOT NULL REFERENCES journal (id),
        state BLOB NOT NULL         -- packed journal.snapshot_document: the latest saved state
    )""",
)
"""Schema 3. Plain SQL types (BIGINT, SMALLINT, BLOB, TEXT): on PostgreSQL the same tables
with BYTEA for BLOB, an identity column for ``journal.id`` and a trigger function (or revoked
UPDATE/DELETE rights) for the two append-only triggers."""


Migration = Callable[[sqlite3.Connection], None]

MIGRATIONS: Sequence[Migration] = (_create_version_1, _create_version_2, _create_version_3)
"""``MIGRATIONS[n]`` takes a file from schema ``n`` to ``n + 1`` (0 is a new, empty file)."""

TABLES = frozenset({"meta", "tables", "journal", "sittings", "snapshots", "heads",
                    "dictionaries"})
"""The tables every floorapp room file has (a file without them is not ours, or is damaged)."""


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


class Database:
    """An open room file. Use :meth:`open`; write only inside :meth:`transaction`."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        path: Path,
        read_only: bool,
        kept_aside: KeptAside | None,
    ) -> None:
        self.connection = connection
        self.path = path
        self.read_only = read_only
        self.kept_aside = kept_aside
        self._depth = 0
        self.packer = codec.Packer({}, 0)
        """Packs and unpacks the journal's documents (the room's dictionaries, read at opening)."""

    @classmethod
    def open(
        cls,
        path: Path,
        *,
        read_only: bool = False,
        now: Callable[[], datetime] | None = None,
    ) -> Database:
        """Open (or create) the room file at ``path``.

        ``read_only`` opens it without ever writing (every transaction then fails with
        :attr:`Problem.READ_ONLY`). Raises :class:`NewerSchema` for a file from a newer
        floorapp and :class:`StorageError` when the file cannot be opened at all.
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
        connection = _connect(path, read_only)
        database = cls(connection, path, read_only, kept_aside)
        try:
            database._prepare(version)
        except BaseException:
            connection.close()
            raise
        return database

    def close(self) -> None:
        """Close the file (a checkpoint folds the WAL back into it)."""
        self.connection.close()

    @property
    def version(self) -> int:
        """The file's schema version."""
        version: int = self.connection.execute("PRAGMA user_version").fetchone()[0]
        return version

    # --- transactions and reads -----------------------------------------------------------

    @contextmanager
    def transaction(self, doing: str) -> Iterator[sqlite3.Connection]:
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
            self.connection.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise storage_error(error, doing, self.path) from error
        self._depth = 1
        try:
            yield self.connection
            self.connection.execute("COMMIT")
        except sqlite3.Error as error:
            self._rollback()
            raise storage_error(error, doing, self.path) from error
        except BaseException:
            self._rollback()
            raise
        finally:
            self._depth = 0

    def rows(
        self, sql: str, parameters: Sequence[Any] = (), doing: str = "read the room"
    ) -> list[Any]:
        """Every row of a query; sqlite3 errors become :class:`StorageError`."""
        try:
            return self.connection.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise storage_error(error, doing, self.path) from error

    def _rollback(self) -> None:
        if self.connection.in_transaction:
            try:
                self.connection.execute("ROLLBACK")
            except sqlite3.Error:
                log.exception("rollback failed for %s", self.path)

    # --- opening --------------------------------------------------------------------------

    def _prepare(self, version: int) -> None:
        try:
            self.connection.execute("PRAGMA foreign_keys = ON")
            if self.read_only:
                self._check_readable(version)
                self.packer = _packer(self.connection, self.path)
                return
            mode = self.connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StorageError(
                    Problem.IO, f"{self.path}: WAL mode refused ({mode}).", self.path
                )
            self.connection.execute("PRAGMA synchronous = FULL")
        except sqlite3.Error as error:
            raise storage_error(error, "open the room file", self.path) from error
        if version < schema_version():
            self._migrate(version)
        self.packer = _packer(self.connection, self.path)

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
                    MIGRATIONS[step](self.connection)
                broken = self.connection.execute("PRAGMA foreign_key_check").fetchmany(3)
                if broken:
                    raise StorageError(Problem.DAMAGED, f"{self.path}: the upgrade found "
                                       f"entries referring to nothing: {broken}.", self.path)
                self.connection.execute(f"PRAGMA user_version = {schema_version()}")
                self.connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        finally:
            self._set_foreign_keys(on=True)
        if version:
            log.info("%s upgraded from schema %d to %d", self.path, version, schema_version())
        if 0 < version < 3:
            self._reclaim_space()

    def _set_foreign_keys(self, on: bool) -> None:
        try:
            self.connection.execute(f"PRAGMA foreign_keys = {'ON' if on else 'OFF'}")
        except sqlite3.Error as error:
            raise storage_error(error, "open the room file", self.path) from error

    def _reclaim_space(self) -> None:
        """Give the space the old journal took back to the disk (the file shrinks)."""
        try:
            self.connection.execute("VACUUM")
        except sqlite3.Error:
            log.exception("%s: VACUUM after the upgrade failed (the file keeps its size)",
                          self.path)


def _packer(connection: sqlite3.Connection, path: Path) -> codec.Packer:
    """The room's packer: every dictionary it holds, the latest one for writing."""
    try:
        rows = connection.execute("SELECT id, content FROM dictionaries ORDER BY id").fetchall()
    except sqlite3.Error as error:
        raise storage_error(error, "open the room file", path) from error
    if not rows:
        raise StorageError(Problem.DAMAGED, f"{path}: the journal's dictionary is missing.", path)
    return codec.Packer({number: bytes(content) for number, content in rows}, rows[-1][0])


def read_only_uri(path: Path) -> str:
    """The URI that opens ``path`` without writing anything, not even beside it.

    A read-only SQLite connection to a WAL file creates its ``-wal`` and ``-shm`` companions
    and leaves them there; a file closed cleanly has none, and the caller holds the data
    folder's lock (nobody writes it meanwhile), so it is opened *immutable*: no lock, no
    companion, nothing written. A file a crash left with its WAL is read through the WAL.
    """
    uri = f"{path.resolve().as_uri()}?mode=ro"
    if not path.with_name(path.name + COMPANIONS[0]).exists():
        uri += "&immutable=1"
    return uri


def _connect(path: Path, read_only: bool) -> sqlite3.Connection:
    try:
        if read_only:
            return sqlite3.connect(read_only_uri(path), uri=True, isolation_level=None)
        return sqlite3.connect(path, isolation_level=None)
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
    missing = TABLES - names
    if version == schema_version() and missing:
        return Verdict.DAMAGED, 0, f"tables missing: {', '.join(sorted(missing))}"
    return Verdict.OURS, version, ""


def keep_aside(path: Path, verdict: Verdict, reason: str, when: datetime) -> KeptAside:
    """Rename ``path`` and its companions out of the way, with the time in the new name.

    The companions (``-wal``, ``-shm``) move first: a stale WAL left beside a fresh file
    would be replayed into it.
    """
    stamp = when.astimezone(UTC).strftime("%Y%m%d-%H%M%S")
    moved_to = _free_name(path, f"{verdict.value}-{stamp}")
    try:
        for suffix in COMPANIONS:
            companion = path.with_name(path.name + suffix)
            if companion.exists():
                os.replace(companion, moved_to.with_name(moved_to.name + suffix))
        os.replace(path, moved_to)
    except OSError as error:
        raise StorageError(
            Problem.READ_ONLY,
            f"{path} {'is damaged' if verdict is Verdict.DAMAGED else 'is not a floorapp room'}"
            f" and could not be moved aside: {error.strerror}.",
            path,
        ) from error
    return KeptAside(path, moved_to, verdict, reason)


def _free_name(path: Path, label: str) -> Path:
    candidate = path.with_name(f"{path.stem}.{label}{path.suffix}")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.stem}.{label}-{number}{path.suffix}")
        number += 1
    return candidate


def _utc_now() -> datetime:
    return datetime.now(UTC)

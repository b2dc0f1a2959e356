"""A room on a PostgreSQL server: the same room as the SQLite file, shared by several PCs.

Chosen by a PostgreSQL room address (:func:`floorapp.storage.backend.is_postgresql`): a URL
``postgresql://user@host:port/dbname?sslmode=verify-full`` or a libpq connection string
(``host=... dbname=...``, ``service=floor``). What differs from the SQLite file, each in one
place:

- the schema (:data:`floorapp.storage.schema.POSTGRESQL_VERSION_3`) is created at the current
  version in one transaction when the database is empty, under a transaction-scoped advisory
  lock (two PCs starting at once create it once); its version, the codec and the mark
  ``application = floorapp`` are rows of ``meta``. A room of a newer schema is refused
  (:class:`NewerSchema`), a database holding other tables too (nothing is ever kept aside
  or created beside them);
- the journal is append-only at the server: a trigger function refuses UPDATE, DELETE and
  TRUNCATE; and the server checks every row it is given (:mod:`.server_checks`);
- parameters: the room's SQL is written with ``?`` and ``?N``;
  :func:`~floorapp.storage.postgresql_connection.translate` turns it into psycopg's ``%s`` once
  per statement (psycopg then binds them at the server);
- errors: :func:`~floorapp.storage.postgresql_connection.problem_of` reads PostgreSQL's
  SQLSTATE; a lost connection (the server restarted, the network went down) is
  :class:`RoomUnreachable`, and :meth:`reconnect` opens a new one;
- passwords: never in floorapp's files, messages or logs. libpq reads them from its password
  file, its service file or ``PGPASSWORD``; an address that carries one anyway is shown
  without it (:func:`~floorapp.storage.postgresql_connection.describe`). TLS is libpq's
  ``sslmode``.

The connection itself (making it, the SQL on it, cutting it, its errors) is
:mod:`floorapp.storage.postgresql_connection`.

Writes are transactions (``BEGIN`` ... ``COMMIT`` on an autocommit connection, so that a read
never leaves one open); the server's locks keep them apart: a write holds its table's row
(:meth:`PostgresDatabase.hold_table`) before it reads the table, at READ COMMITTED
(:attr:`PostgresDatabase.begin`), and a write decided while another is under way at the table
is checked once that one has ended (:meth:`PostgresDatabase.rows_after_writes`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg import ClientCursor, sql
from psycopg.pq import TransactionStatus

from . import codec, schema
from .backend import Connection, RoomDatabase
from .database import APPLICATION_ID, schema_version
from .digests import record_kept_digests
from .errors import CommitUnconfirmed, NewerSchema, Problem, RoomUnreachable, StorageError
from .live import (
    CHANNEL,
    RoomWatcher,
    event_payload,
    list_payload,
    newest,
    parse,
    parse_event,
    parse_list,
    payload,
)
from .postgresql_connection import (
    APPLICATION,
    PROBLEM_WORDS,
    PostgresConnection,
    connect,
    cut,
    describe,
    first_line,
    lost_connection,
    problem_of,
    translate,
)
from .server_checks import align_grants, create_checks, create_event_checks

log = logging.getLogger(__name__)

STATEMENT_TIMEOUT_MS = 15_000
"""The longest a statement of the floor may run at the server (``statement_timeout``): a
table's action takes milliseconds; a server stuck for longer is given up on, and the screen
says the room cannot be reached. An upgrade lifts it for its own transaction."""
NOT_A_TABLE_OF_KEYS = frozenset({"42703", "42809", "42804"})
"""What the server says of a ``meta`` that is not a table of keys and values (no such column,
not a table, another type): another program's."""
NAMES_LOCK = 1
"""The second key of the advisory lock that holds the room's table names
(:meth:`PostgresDatabase.hold_names`; the first is :data:`APPLICATION_ID`)."""
WRITES = {"tables": APPLICATION_ID + 1, "games": APPLICATION_ID + 2}
"""The first key of the advisory lock a write holds beside a table's (or a game's) row, the
second being the table's (game's) id: what a write's check waits on, in shared mode, for the
write under way there to end (:meth:`PostgresDatabase.rows_after_writes`). A shared advisory
lock costs the waiter no transaction number and writes nothing, where a lock on the row
would."""
IDLE_IN_TRANSACTION_MS = 30_000
"""How long the server lets a session of the room wait inside a transaction before it ends the
session and rolls its transaction back (``idle_in_transaction_session_timeout``). floorapp's
transactions never wait between their statements; a PC whose connection went mid-write
without the server seeing it go (the network dropped) thus holds the table's row no longer
than this, and its write is then known not to be saved."""


class PostgresDatabase(RoomDatabase):
    """An open room on a PostgreSQL server. Use :meth:`open`."""

    errors = (psycopg.Error,)
    begin = "BEGIN ISOLATION LEVEL READ COMMITTED"
    """A write holds its table's row before it reads the table (:meth:`hold_table`), and READ
    COMMITTED reads each statement in a snapshot of its own, taken once the row is held: the
    check of the table's latest entry sees every write committed before this one could hold
    it. Said here rather than left to the server's default: under REPEATABLE READ or
    SERIALIZABLE the snapshot would be taken at the first statement, before the wait, and a
    write decided on a table another PC had just moved on would pass the check."""
    begin_snapshot = ("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; "
                      "SET LOCAL idle_in_transaction_session_timeout = 0")
    """A read in one snapshot: REPEATABLE READ takes it at the first read and keeps it to the
    end; READ ONLY, since nothing is written; and no limit on waiting inside it (the reader
    may be writing elsewhere meanwhile, as a room copy writes its target)."""

    def __init__(self, connection: psycopg.Connection[Any], where: str, read_only: bool) -> None:
        super().__init__(PostgresConnection(connection), where, read_only)
        self.psycopg = connection
        self.rights_changed: list[str] = []
        """What the upgrade at opening changed in the room's roles' rights (``room init``
        reports it)."""
        self._announcements: list[str] = []
        """What the transaction under way announces (:meth:`announce`), sent with its
        commit."""
        self._address = ""
        """The address the room was opened at (kept for the watcher's connection; it may hold
        a password, so it is never shown: :attr:`where` is)."""

    @classmethod
    def open(cls, address: str, *, read_only: bool = False) -> PostgresDatabase:
        """Connect to the room at ``address``, creating its schema in an empty database.

        ``read_only`` never writes (every transaction then fails with
        :attr:`Problem.READ_ONLY`). Raises :class:`NewerSchema` for a room of a newer floorapp
        and :class:`StorageError` (without the password) when the server cannot be reached,
        refuses the connection, or holds something else.
        """
        where = describe(address)
        connection = connect(address, where)
        database = cls(connection, where, read_only)
        database._address = database.address = address
        try:
            database._prepare()
        except BaseException:
            connection.close()
            raise
        return database

    def close(self) -> None:
        """Close the connection."""
        self.psycopg.close()

    @property
    def version(self) -> int:
        """The room's schema version (``meta.schema``)."""
        found = self._found_version()
        return found or 0

    @property
    def lost(self) -> bool:
        """Whether the connection to the server is lost (see :meth:`reconnect`)."""
        return self.psycopg.closed or self.psycopg.broken

    def abort(self) -> None:
        """Cut the connection's socket (from another thread: see :func:`cut`)."""
        cut(self.psycopg)

    def waiting_since(self) -> float | None:
        """When the statement under way was sent (None: none is)."""
        connection = self.connection
        return connection.waiting_since if isinstance(connection, PostgresConnection) else None

    def reconnect(self) -> None:
        """Open a new connection in place of the lost one, and read the room's dictionaries
        again. Raises :class:`RoomUnreachable` while the server cannot be reached."""
        try:
            connection = connect(self._address, self.where)
        except StorageError as error:
            raise RoomUnreachable(error.message, self.where) from None
        self.psycopg.close()
        self.psycopg = connection
        self.connection = PostgresConnection(connection)
        self._depth = 0
        self._prepare()
        log.info("reconnected to the room at %s", self.where)

    def error(self, error: Exception, doing: str) -> StorageError:
        """What went wrong, from PostgreSQL's SQLSTATE; :class:`RoomUnreachable` when the
        connection is lost."""
        assert isinstance(error, psycopg.Error)
        if self.lost or lost_connection(error):
            return RoomUnreachable(f"Could not {doing}: the room's server cannot be reached "
                                   f"({first_line(error)}).", self.where)
        problem = problem_of(error)
        why = PROBLEM_WORDS.get(problem, "the server reported an error")
        return StorageError(problem, f"Could not {doing}: {why} ({first_line(error)}).",
                            self.where)

    def commit_error(self, error: Exception, doing: str) -> StorageError:
        """A connection lost at ``COMMIT`` is :class:`CommitUnconfirmed`: the server may have
        committed before the connection went, and its answer is lost with it. Any other error
        there is the server's refusal (nothing committed)."""
        assert isinstance(error, psycopg.Error)
        if self.lost or lost_connection(error):
            return CommitUnconfirmed(
                f"Could not {doing}: the connection to the room's server was lost while the "
                f"write was being committed ({first_line(error)}); the server may have saved "
                "it or not.", self.where)
        return self.error(error, doing)

    def in_transaction(self) -> bool:
        """Whether a transaction is open on the connection."""
        return self.psycopg.info.transaction_status not in (TransactionStatus.IDLE,
                                                            TransactionStatus.UNKNOWN)

    def hold_table(self, db: Connection, table_id: int, wait_ms: int | None = None) -> None:
        """The table's row, locked until the commit, with its :data:`WRITES` lock: another PC
        writing to the table waits (``wait_ms``: the transaction's ``lock_timeout``). The
        latest journal entry of the table, if it is open, is read in the same message, in a
        snapshot taken once the row is held (see :attr:`begin`), and kept in :attr:`held`: the
        lock and the check of the write's position are one round trip to the server, and a
        write refused there holds the row no longer than that."""
        if wait_ms is None and table_id in self.held:
            return  # held already, until the commit
        if wait_ms is not None:
            db.execute(f"SET LOCAL lock_timeout = {int(wait_ms)}")
        self.held[table_id] = _last_result(db.execute(
            f"{_hold_row('tables', table_id)}; SELECT CASE WHEN closed IS NULL THEN "
            f"(SELECT max(id) FROM journal WHERE table_id = {int(table_id)}) END FROM tables "
            f"WHERE id = {int(table_id)}"))

    def rows_after_writes(self, held: str, key: int, sql: str, parameters: Sequence[Any] = (),
                          doing: str = "read the room") -> list[Any]:
        """:meth:`rows`, once a write under way at the table (or game) has ended: the wait (its
        :data:`WRITES` lock, taken shared, which only a writer holds off, and let go at once)
        and the query go to the server together, as one round trip, and the query reads in a
        snapshot taken after the wait. Inside a transaction (a list action holding the
        table), or read-only, it is :meth:`rows`."""
        if self.read_only or self.in_transaction():
            return self.rows(sql, parameters, doing)
        text, order = translate(sql)
        query = ClientCursor(self.psycopg).mogrify(text, [parameters[i] for i in order])
        wait = f"SELECT pg_advisory_xact_lock_shared({WRITES[held]}, {int(key)})"
        try:
            cursor = self.connection.execute(f"{wait}; {query}")
            while cursor.nextset():
                pass
            return list(cursor.fetchall())
        except self.errors as error:
            raise self.error(error, doing) from error

    def hold_names(self, db: Connection) -> None:
        """The room's table names, held until the commit (a transaction-scoped advisory lock
        of its own: another PC adding or renaming a table meanwhile waits, then sees this
        one's name)."""
        db.execute(f"SELECT pg_advisory_xact_lock({APPLICATION_ID}, {NAMES_LOCK})")

    def hold_game(self, db: Connection, game_id: int, wait_ms: int | None = None) -> None:
        """The game's row, locked until the commit, with its :data:`WRITES` lock: another PC
        writing to its list waits (``wait_ms``: the transaction's ``lock_timeout``)."""
        if wait_ms is not None:
            db.execute(f"SET LOCAL lock_timeout = {int(wait_ms)}")
        db.execute(_hold_row("games", game_id))

    def announce_list(self, db: Connection, game_id: int, entry: int) -> None:
        """The list's new position, announced at the commit (see :meth:`announce`)."""
        self._announcements.append(list_payload(game_id, entry))

    def announce_event(self, db: Connection, event_id: int, entry: int) -> None:
        """The event's new position, announced at the commit (see :meth:`announce`)."""
        self._announcements.append(event_payload(event_id, entry))

    def hold_event(self, db: Connection, event_id: int) -> None:
        """The event's row, locked until the commit: another PC writing to the event waits."""
        db.execute(f"SELECT id FROM events WHERE id = {int(event_id)} FOR UPDATE")

    def announce(self, db: Connection, table_id: int, entry: int) -> None:
        """A ``NOTIFY`` on :data:`CHANNEL`, sent with the ``COMMIT`` in one message (one round
        trip for a write's announcements and its commit): the server sends it to the
        listeners when the transaction commits, and never if it does not."""
        self._announcements.append(payload(table_id, entry))

    def _begun(self) -> None:
        super()._begun()
        self._announcements.clear()

    def _commit_statement(self) -> str:
        """The transaction's announcements and its ``COMMIT``, in one simple query (no
        parameters: the payloads are quoted here). The server runs them in order and stops at
        the first that fails: nothing is then committed or announced."""
        notices = [sql.SQL("NOTIFY {}, {}").format(sql.Identifier(CHANNEL), sql.Literal(text))
                   .as_string(self.psycopg) for text in self._announcements]
        self._announcements.clear()
        return "; ".join((*notices, "COMMIT"))

    def watcher(self) -> ListeningWatcher:
        """A connection of its own that LISTENs to the room's announcements."""
        return ListeningWatcher(connect(self._address, self.where), self.where)


    # --- opening --------------------------------------------------------------------------

    def _prepare(self) -> None:
        settings = (f"SET idle_in_transaction_session_timeout = {IDLE_IN_TRANSACTION_MS}; "
                    f"SET statement_timeout = {STATEMENT_TIMEOUT_MS}")
        if self.read_only:
            settings += "; SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"
        self.connection.execute(settings)  # without parameters: one round trip for both
        version = self._found_version()
        if version is None and not self.read_only:
            self._create()
            version = self._found_version()
        if version is None:
            raise StorageError(Problem.READ_ONLY, f"{self.where} holds no floorapp room yet "
                               "and is opened read-only.", self.where)
        if version > schema_version():
            raise NewerSchema(self.where, version, schema_version())
        if version < schema_version():
            self._upgrade(version)
        if not self.read_only and not self._may_write():
            self.read_only = self.read_only_role = True
            self.connection.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
            log.warning("the room at %s is read-only for this PC's role: the screen shows it "
                        "and changes nothing", self.where)
        self.packer = self.read_packer()

    def _may_write(self) -> bool:
        """Whether this PC's role may write the room's journal (a board's role may not)."""
        return bool(self.rows("SELECT has_table_privilege('journal', 'INSERT')", (),
                              "open the room")[0][0])

    def _found_version(self) -> int | None:
        """The room's schema version; None in an empty database. A database holding other
        tables, or a ``meta`` that is not floorapp's, is refused."""
        if not self._has_meta():
            if self.rows("SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()",
                         (), "open the room")[0][0]:
                raise self._foreign("it holds other tables")
            return None
        try:
            meta = dict(self.connection.execute(
                "SELECT key, value FROM meta WHERE key IN ('application', 'schema')").fetchall())
        except psycopg.Error as error:
            if error.sqlstate in NOT_A_TABLE_OF_KEYS:
                raise self._foreign("its meta table is not floorapp's") from None
            raise self.error(error, "open the room") from error
        if meta.get("application") != APPLICATION or not str(meta.get("schema", "")).isdigit():
            raise self._foreign("its meta table is not floorapp's")
        return int(meta["schema"])

    def _has_meta(self, snapshot: bool = False) -> bool:
        """Whether the room's ``meta`` exists in the room's schema. Outside a transaction
        ``to_regclass`` looks the name up in the catalog caches, brought up to date as each
        statement starts, without reading ``pg_class`` through a view, which a fresh session
        would first have to load (the costliest query of an opening). Inside one (``snapshot``:
        after waiting for a lock) the caches may be older than the lock: ``pg_tables`` is then
        read with the statement's own snapshot, so that a room another PC just created is
        seen."""
        query = ("SELECT EXISTS (SELECT FROM pg_tables WHERE schemaname = current_schema() "
                 "AND tablename = 'meta')" if snapshot else
                 "SELECT to_regclass(quote_ident(current_schema()) || '.meta') IS NOT NULL")
        found: bool = self.rows(query, (), "open the room")[0][0]
        return found

    def _foreign(self, why: str) -> StorageError:
        return StorageError(Problem.DAMAGED, f"{self.where} is not a floorapp room ({why}); "
                            "nothing was changed. Give floorapp an empty database.", self.where)

    def _create(self) -> None:
        """The schema at the current version, in one transaction."""
        with self.transaction("create the room") as db:
            db.execute("SELECT pg_advisory_xact_lock(?)", (APPLICATION_ID,))
            if self._has_meta(snapshot=True):
                return  # another PC created it while this one waited
            for statement in (*schema.POSTGRESQL_VERSION_3, *schema.POSTGRESQL_VERSION_4):
                db.execute(statement)
            self.rights_changed += _upgrade_to_5(db)
            self.rights_changed += _upgrade_to_6(db)
            db.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", [
                ("application", APPLICATION), ("schema", str(schema_version())),
                ("codec", str(codec.CODEC_VERSION)),
            ])
            db.execute("INSERT INTO dictionaries (id, content) VALUES (1, ?)",
                       (codec.default_dictionary(),))
        log.info("a new room was created at %s (schema %d)", self.where, schema_version())


    def _upgrade(self, version: int) -> None:
        """Take a room of an older schema to this floorapp's, in one transaction, under the
        creation's advisory lock (another PC upgrading at once waits, then finds it done).
        Only the room's owner may: anyone else (or a read-only screen) is told to run
        ``floorapp room init`` as the owner, and nothing changes."""
        if version not in POSTGRESQL_UPGRADES or self.read_only:
            raise self._needs_init(version)
        try:
            with self.transaction("upgrade the room") as db:
                db.execute("SET LOCAL statement_timeout = 0")
                db.execute("SELECT pg_advisory_xact_lock(?)", (APPLICATION_ID,))
                found = self._found_version() or 0
                for step in range(found, schema_version()):
                    self.rights_changed += POSTGRESQL_UPGRADES[step](db)
                db.execute("UPDATE meta SET value = ? WHERE key = 'schema'",
                           (str(schema_version()),))
        except StorageError as error:
            if error.problem is Problem.READ_ONLY:
                raise self._needs_init(version) from None
            raise
        log.info("the room at %s was upgraded from schema %d to %d%s", self.where, version,
                 schema_version(), "".join(f"; {change}" for change in self.rights_changed))

    def _needs_init(self, version: int) -> StorageError:
        return StorageError(
            Problem.READ_ONLY, f"{self.where} holds a room of schema {version}; this floorapp "
            f"needs schema {schema_version()}. Run 'floorapp room init' on it as the room's "
            "owner to upgrade it (everything in it is kept).", self.where)


def _hold_row(held: str, key: int) -> str:
    """The statements that hold row ``key`` of ``held`` (``tables``, ``games``) and its
    :data:`WRITES` lock until the commit (the numbers written out: statements sent together
    in one message take no parameters)."""
    return (f"SELECT id FROM {held} WHERE id = {int(key)} FOR UPDATE; "
            f"SELECT pg_advisory_xact_lock({WRITES[held]}, {int(key)})")


def _last_result(cursor: Any) -> Any:
    """The first value of the last statement's result (of several sent in one message)."""
    while cursor.nextset():
        pass
    row = cursor.fetchone()
    return None if row is None else row[0]


def _upgrade_to_4(db: Connection) -> list[str]:
    for statement in schema.POSTGRESQL_VERSION_4:
        db.execute(statement)
    schema.games_for_tables(db)
    return []


def _upgrade_to_5(db: Connection) -> list[str]:
    """The digests (those of the kept states recorded as found), the open tables' names
    unique, then the server's checks and the roles' rights (:mod:`.server_checks`); the
    rights changed."""
    for statement in schema.POSTGRESQL_VERSION_5:
        db.execute(statement)
    record_kept_digests(db)
    create_checks(db)
    return align_grants(db)


def _upgrade_to_6(db: Connection) -> list[str]:
    """The events, their journals and heads, the server's checks of them, and the roles'
    rights on them; the rights changed."""
    for statement in schema.POSTGRESQL_VERSION_6:
        db.execute(statement)
    create_event_checks(db)
    return align_grants(db)


POSTGRESQL_UPGRADES = {3: _upgrade_to_4, 4: _upgrade_to_5, 5: _upgrade_to_6}
"""``POSTGRESQL_UPGRADES[n]`` takes a PostgreSQL room from schema ``n`` to ``n + 1`` (and
says what it changed in the roles' rights)."""


class ListeningWatcher(RoomWatcher):
    """The room's announcements, heard on a connection of its own (``LISTEN``)."""

    def __init__(self, connection: psycopg.Connection[Any], where: str) -> None:
        super().__init__()
        self.psycopg = connection
        self.where = where
        self.lost = False
        connection.execute(f"LISTEN {CHANNEL}")

    def fileno(self) -> int | None:
        return None if self.psycopg.closed else self.psycopg.fileno()

    def changes(self) -> dict[int, int]:
        """The announcements the server has sent, read without waiting. A lost connection is
        logged and closed, and :attr:`lost` says so: the screen then hears nothing more until
        it reconnects the room and watches it again (a stale write is refused meanwhile, see
        :class:`~floorapp.storage.errors.StaleTable`)."""
        if self.psycopg.closed:
            return {}
        found: dict[int, int] = {}
        pgconn = self.psycopg.pgconn
        try:
            pgconn.consume_input()
            while (notice := pgconn.notifies()) is not None:
                text = notice.extra.decode(errors="replace")
                if (announced := parse(text)) is not None:
                    newest(found, *announced)
                elif (listed := parse_list(text)) is not None:
                    self._heard_list(*listed)
                elif (evented := parse_event(text)) is not None:
                    self._heard_event(*evented)
        except psycopg.Error:
            log.warning("no longer hearing the changes of the room at %s", self.where)
            self.lost = True
            self.close()
        return found

    def abort(self) -> None:
        """Cut the watcher's socket (from another thread: see :func:`cut`)."""
        cut(self.psycopg)

    def close(self) -> None:
        self.psycopg.close()

"""Setting up a room on a PostgreSQL server: its schema and who may do what there.

Who may do what is PostgreSQL's own business (roles and grants), so that the server refuses
what a PC may not do, whatever that PC runs:

- **floor staff** (:data:`STAFF`): everything the floor screen does, and only that: read the
  room, add tables and journal entries, the heads and snapshots their entries vouch for, list
  entries, training progress; no UPDATE or DELETE of derived state, no change to the
  dictionaries or to ``meta`` but the house hour, and every row checked by the server
  (:mod:`floorapp.storage.server_checks`);
- **the board** (:data:`BOARD`): read only. A board's floorapp opens the room and shows the
  tables and their history; any write it tries is refused by the server
  (:attr:`~floorapp.storage.errors.Problem.READ_ONLY`).

Only those two groups (and the owner) may connect to the room's database: :func:`initialize`
revokes ``CONNECT`` from ``PUBLIC`` (any role that can log in to the server) and grants it to
them.

Both are group roles without a login; each person or PC logs in with a role of its own that is
a member of one of them (``CREATE ROLE pit1 LOGIN IN ROLE floorapp_staff``, or
:func:`initialize`'s ``staff`` and ``board``). No role can change or delete a journal entry:
the journal's trigger refuses it (:mod:`floorapp.storage.postgresql`).

:func:`initialize` creates what is missing (the schema at the current version, or the room's
older schema upgraded to it, the two roles, their grants, the memberships asked for) and
nothing else: running it again changes nothing and says so. It runs as the database's owner
with the right to create roles (``createuser --createrole``), or a superuser.

Only the owner creates tables in the room's database: PostgreSQL before 15 lets every role
create tables in the schema ``public`` (and so put a table of its own in the way of the room's,
or fill the disk), so :func:`initialize` revokes ``CREATE`` on the room's schema and on
``public`` from ``PUBLIC`` and from the two groups (15 and later already ship ``public`` so).
When it cannot (``public`` belongs to another role, as it does to ``postgres`` before 15), it
says how to hand the schema over and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import psycopg
from psycopg import sql

from .errors import Problem, StorageError
from .postgresql import PostgresDatabase
from .postgresql_connection import PostgresConnection, connect, describe
from .server_checks import BOARD, STAFF, align_grants


@dataclass
class Setup:
    """What :func:`initialize` did: one line per change (none: the room was ready)."""

    where: str
    changes: list[str] = field(default_factory=list)

    def report(self) -> str:
        """The changes as the floor reads them."""
        if not self.changes:
            return f"The room at {self.where} was already set up: nothing changed."
        return "\n".join([f"The room at {self.where}:", *(f"- {c}" for c in self.changes)])


def initialize(address: str, *, staff: tuple[str, ...] = (), board: tuple[str, ...] = ()
               ) -> Setup:
    """Create or complete the room at ``address``: schema, roles, grants; the login roles in
    ``staff`` and ``board`` (which must exist) made members of :data:`STAFF` / :data:`BOARD`.

    Raises :class:`StorageError` when the server refuses (not the owner, no such role...).
    """
    setup = Setup(describe(address))
    _check_schemas(address, setup.where)
    found = _schema_found(address, setup.where)
    database = PostgresDatabase.open(address)  # creates or upgrades the schema
    if found is None:
        setup.changes.append(f"schema {database.version} created")
    elif found < database.version:
        setup.changes.append(f"schema upgraded from {found} to {database.version} "
                             "(everything in the room kept)")
    setup.changes.extend(database.rights_changed)
    try:
        with database.transaction("set up the room's roles") as db:
            db.execute("SELECT pg_advisory_xact_lock(?)", (ROLES_LOCK,))
            for role in (STAFF, BOARD):
                if not database.rows("SELECT 1 FROM pg_roles WHERE rolname = ?", (role,)):
                    db.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(  # type: ignore[arg-type]
                        sql.Identifier(role)))
                    setup.changes.append(f"role {role} created")
            setup.changes.extend(align_grants(db))
            _connect_only_ours(database, setup)
            for group, members in ((STAFF, staff), (BOARD, board)):
                for member in members:
                    _join(database, setup, member, group)
            _close_schemas(database, setup)
    finally:
        database.close()
    return setup


ROLES_LOCK = 0x666C6F6F72726F6C
"""The advisory lock held while the roles are set up (two inits at once do it once)."""


def _schema_found(address: str, where: str) -> int | None:
    """The schema version of the room already in the database; None where there is none yet
    (a ``meta`` that is not floorapp's is left for the opening to refuse)."""
    connection = connect(address, where)
    try:
        db = PostgresConnection(connection)
        meta = db.execute("SELECT to_regclass(quote_ident(current_schema()) || '.meta')",
                          ()).fetchone()
        row = (db.execute("SELECT value FROM meta WHERE key = 'schema'", ()).fetchone()
               if meta and meta[0] is not None else None)
    except psycopg.Error:
        return None
    finally:
        connection.close()
    return int(row[0]) if row and str(row[0]).isdigit() else None


OPEN_SCHEMAS = (
    "SELECT n.nspname, pg_get_userbyid(n.nspowner), "
    "pg_has_role(n.nspowner, 'USAGE') OR me.rolsuper, current_user, current_database() "
    "FROM pg_namespace n JOIN pg_roles me ON me.rolname = current_user "
    "WHERE n.nspname IN (current_schema(), 'public') AND (has_schema_privilege('public', n.oid, "
    "'CREATE') OR EXISTS (SELECT FROM pg_roles g WHERE g.rolname IN (?, ?) "
    "AND has_schema_privilege(g.oid, n.oid, 'CREATE'))) ORDER BY n.nspname"
)
"""The room's schema and ``public`` where a role other than their owner's may create tables
(every role through ``PUBLIC``, or one of the groups): each with its owner, whether this role
may change that (it owns it, or is a superuser), this role and the database."""


def _check_schemas(address: str, where: str) -> None:
    """Refuse, before anything is changed, a database where any role may create tables in a
    schema this role cannot close (it belongs to another role)."""
    connection = connect(address, where)
    try:
        rows = PostgresConnection(connection).execute(OPEN_SCHEMAS, (STAFF, BOARD)).fetchall()
    finally:
        connection.close()
    for schema_name, owner, can_close, user, dbname in rows:
        if not can_close:
            raise StorageError(
                Problem.READ_ONLY,
                f"Every role may create tables in the schema {schema_name} of the database "
                f"{dbname}, and only its owner ({owner}) can change that. As {owner}, run "
                f"ALTER SCHEMA {schema_name} OWNER TO {user} in {dbname} (PostgreSQL 15 "
                f"and later do so for public), then floorapp room init again. Nothing was "
                "changed.", where)


def _close_schemas(database: PostgresDatabase, setup: Setup) -> None:
    """Only the owner may create tables in the room's schema and in ``public``: ``CREATE``
    revoked from ``PUBLIC`` and the two groups where one of them may."""
    for schema_name, *_ in database.rows(OPEN_SCHEMAS, (STAFF, BOARD)):
        database.connection.execute(sql.SQL(  # type: ignore[arg-type]
            "REVOKE CREATE ON SCHEMA {} FROM PUBLIC, {}, {}").format(
                sql.Identifier(schema_name), sql.Identifier(STAFF), sql.Identifier(BOARD)))
        setup.changes.append(f"only the owner may create tables in the schema {schema_name} "
                             "(CREATE revoked from PUBLIC)")
    still = database.rows(OPEN_SCHEMAS, (STAFF, BOARD))
    if still:
        raise StorageError(Problem.READ_ONLY, f"The schema {still[0][0]} still lets other "
                           "roles create tables (a grant another role made, which only it can "
                           "revoke): the roles and grants were left as they were.",
                           database.where)


CONNECT_OPEN = (
    "SELECT r.rolname FROM pg_database AS d, "
    "aclexplode(coalesce(d.datacl, acldefault('d', d.datdba))) AS a "
    "LEFT JOIN pg_roles AS r ON r.oid = a.grantee WHERE d.datname = current_database() "
    "AND a.privilege_type = 'CONNECT'"
)
"""The roles that may connect to the room's database (a NULL name: ``PUBLIC``, every role)."""


def _connect_only_ours(database: PostgresDatabase, setup: Setup) -> None:
    """Only floorapp's roles (and the owner) may connect to the room's database: ``CONNECT``
    revoked from ``PUBLIC``, granted to the two groups."""
    may = {row[0] for row in database.rows(CONNECT_OPEN)}
    dbname = sql.Identifier(database.rows("SELECT current_database()")[0][0])
    execute = database.connection.execute
    if None in may:
        execute(sql.SQL("REVOKE CONNECT ON DATABASE {} FROM PUBLIC").format(  # type: ignore[arg-type]
            dbname))
        setup.changes.append("only floorapp's roles may connect to the room's database "
                             "(CONNECT revoked from PUBLIC)")
    for role in (STAFF, BOARD):
        if role not in may:
            execute(sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(  # type: ignore[arg-type]
                dbname, sql.Identifier(role)))
            setup.changes.append(f"{role} may connect to the room's database")


def _join(database: PostgresDatabase, setup: Setup, member: str, group: str) -> None:
    if not database.rows("SELECT 1 FROM pg_roles WHERE rolname = ?", (member,)):
        raise StorageError(Problem.IO, f"There is no role {member} on the server: create it "
                           f"first (CREATE ROLE {member} LOGIN).", database.where)
    if database.rows("SELECT pg_has_role(?, ?, 'MEMBER')", (member, group))[0][0]:
        return
    database.connection.execute(sql.SQL("GRANT {} TO {}").format(  # type: ignore[arg-type]
        sql.Identifier(group), sql.Identifier(member)))
    setup.changes.append(f"{member} is a member of {group}")



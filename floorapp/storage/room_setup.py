"""Setting up a room on a PostgreSQL server: its schema and who may do what there.

Who may do what is PostgreSQL's own business (roles and grants), so that the server refuses
what a PC may not do, whatever that PC runs:

- **floor staff** (:data:`STAFF`): everything the floor screen does: read the room, add
  entries to the journal, tables, snapshots, heads, training progress;
- **the board** (:data:`BOARD`): read only. A board's floorapp opens the room and shows the
  tables and their history; any write it tries is refused by the server
  (:attr:`~floorapp.storage.errors.Problem.READ_ONLY`).

Both are group roles without a login; each person or PC logs in with a role of its own that is
a member of one of them (``CREATE ROLE pit1 LOGIN IN ROLE floorapp_staff``, or
:func:`initialize`'s ``staff`` and ``board``). No role can change or delete a journal entry:
the journal's trigger refuses it (:mod:`floorapp.storage.postgresql`).

:func:`initialize` creates what is missing (the schema at the current version, the two roles,
their grants, the memberships asked for) and nothing else: running it again changes nothing
and says so. It runs as the database's owner with the right to create roles (``createuser
--createrole``), or a superuser.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from psycopg import sql

from .errors import Problem, StorageError
from .postgresql import PostgresDatabase, describe

STAFF = "floorapp_staff"
"""The group role of the floor staff: reads and writes the room."""
BOARD = "floorapp_board"
"""The group role of a board (a display): reads the room, never writes."""
STAFF_RIGHTS = ("SELECT", "INSERT", "UPDATE", "DELETE")
BOARD_RIGHTS = ("SELECT",)


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
    existed = _has_room(address)
    database = PostgresDatabase.open(address)
    if not existed:
        setup.changes.append(f"schema {database.version} created")
    try:
        with database.transaction("set up the room's roles") as db:
            db.execute("SELECT pg_advisory_xact_lock(?)", (ROLES_LOCK,))
            for role in (STAFF, BOARD):
                if not database.rows("SELECT 1 FROM pg_roles WHERE rolname = ?", (role,)):
                    db.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(  # type: ignore[arg-type]
                        sql.Identifier(role)))
                    setup.changes.append(f"role {role} created")
            _grant(database, setup, STAFF, STAFF_RIGHTS)
            _grant(database, setup, BOARD, BOARD_RIGHTS)
            for group, members in ((STAFF, staff), (BOARD, board)):
                for member in members:
                    _join(database, setup, member, group)
    finally:
        database.close()
    return setup


ROLES_LOCK = 0x666C6F6F72726F6C
"""The advisory lock held while the roles are set up (two inits at once do it once)."""


def _has_room(address: str) -> bool:
    """Whether the database already holds the room's ``meta`` (opened read-only then)."""
    try:
        PostgresDatabase.open(address, read_only=True).close()
    except StorageError as error:
        if error.problem is Problem.READ_ONLY:
            return False
        raise
    return True


def _grant(database: PostgresDatabase, setup: Setup, role: str, rights: tuple[str, ...]) -> None:
    missing = [right for right in rights if database.rows(
        "SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE n.nspname = current_schema() AND c.relkind = 'r' "
        "AND NOT has_table_privilege(?, c.oid, ?)", (role, right))]
    schema_usage = database.rows(
        "SELECT has_schema_privilege(?, current_schema(), 'USAGE')", (role,))[0][0]
    if not missing and schema_usage:
        return
    identifier = sql.Identifier(role)
    execute = database.connection.execute
    execute(sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(  # type: ignore[arg-type]
        sql.Identifier(_schema(database)), identifier))
    execute(sql.SQL("GRANT {} ON ALL TABLES IN SCHEMA {} TO {}").format(  # type: ignore[arg-type]
        sql.SQL(", ").join(sql.SQL(right) for right in rights),
        sql.Identifier(_schema(database)), identifier))
    if "INSERT" in rights:
        execute(sql.SQL("GRANT USAGE ON ALL SEQUENCES IN SCHEMA {} TO {}").format(  # type: ignore[arg-type]
            sql.Identifier(_schema(database)), identifier))
    setup.changes.append(f"{role} may {', '.join(rights).lower()} the room's tables")


def _schema(database: PostgresDatabase) -> str:
    name: str = database.rows("SELECT current_schema()")[0][0]
    return name


def _join(database: PostgresDatabase, setup: Setup, member: str, group: str) -> None:
    if not database.rows("SELECT 1 FROM pg_roles WHERE rolname = ?", (member,)):
        raise StorageError(Problem.IO, f"There is no role {member} on the server: create it "
                           f"first (CREATE ROLE {member} LOGIN).", database.where)
    if database.rows("SELECT pg_has_role(?, ?, 'MEMBER')", (member, group))[0][0]:
        return
    database.connection.execute(sql.SQL("GRANT {} TO {}").format(  # type: ignore[arg-type]
        sql.Identifier(group), sql.Identifier(member)))
    setup.changes.append(f"{member} is a member of {group}")



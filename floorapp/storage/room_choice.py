"""Choosing the room in Settings → Room: which addresses may be kept, and trying one. No Qt.

A PC's room is the room file in its data folder, or a room on a PostgreSQL server given by its
address (:mod:`floorapp.storage.backend`): a ``postgresql://`` URL, a libpq connection string,
or ``service=NAME``. An address chosen in Settings is written to ``settings.json``, so it may
never carry a password: :func:`address_problem` refuses one (libpq reads passwords from its
password file ``~/.pgpass``, its service file or ``PGPASSWORD``). :func:`try_room` says what is
at an address without writing anything (Settings → Room's "Test connection").

Where the room of a start comes from (``--room``, ``FLOORAPP_ROOM``, Settings, the data
folder) is :func:`floorapp.storage.paths.chosen_room`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .backend import is_postgresql
from .errors import Problem, StorageError


class AddressProblem(StrEnum):
    """Why an address cannot be kept as the room (Settings → Room)."""

    EMPTY = "empty"
    """No address at all."""
    NOT_POSTGRESQL = "not-postgresql"
    """Neither a ``postgresql://`` URL nor a libpq ``key=value`` string."""
    UNREADABLE = "unreadable"
    """It looks like one but libpq cannot read it (a quote left open, a word without ``=``)."""
    PASSWORD = "password"
    """It carries a password (or an SSL key's password): never written to floorapp's files."""


def address_problem(address: str) -> AddressProblem | None:
    """Why ``address`` cannot be kept as a PC's room, or None when it can."""
    text = address.strip()
    if not text:
        return AddressProblem.EMPTY
    if not is_postgresql(text):
        return AddressProblem.NOT_POSTGRESQL
    import psycopg  # only when an address is asked about: a start on the room file needs none
    from psycopg.conninfo import conninfo_to_dict

    from .postgresql_connection import SECRET_KEYS

    try:
        parts = conninfo_to_dict(text)
    except psycopg.Error:
        return AddressProblem.UNREADABLE
    if any(parts.get(key) for key in SECRET_KEYS):
        return AddressProblem.PASSWORD
    return None


@dataclass(frozen=True)
class Tried:
    """What :func:`try_room` found at an address."""

    where: str
    """The address as the floor is shown it (without any password)."""
    open_tables: int | None
    """How many open tables the floorapp room there has; None: the database is empty (the
    room is created in it when the PC first opens it)."""


def try_room(address: str) -> Tried:
    """Connect to the room at ``address`` read-only, see what is there and close it: nothing
    is written, not even a new room's schema.

    Raises :class:`ValueError` for an address :func:`address_problem` refuses,
    :class:`~floorapp.storage.errors.NewerSchema` for a room of a newer floorapp and
    :class:`StorageError` (with the server's reason, never a password) when the server cannot
    be reached, refuses the connection or the role, or the database holds something else.
    """
    problem = address_problem(address)
    if problem is not None:
        raise ValueError(f"not a room address that may be kept: {problem}")
    from .room import Room

    try:
        with Room.open(address.strip(), read_only=True) as room:
            return Tried(room.where, len(room.tables(include_closed=False)))
    except StorageError as error:
        # An empty database is refused read-only ("holds no floorapp room yet"); a role
        # refused the room's tables is too, but its database is not empty.
        if error.problem is Problem.READ_ONLY and _empty(address.strip()):
            from .postgresql_connection import describe

            return Tried(describe(address.strip()), None)
        raise


def _empty(address: str) -> bool:
    """Whether the database at ``address`` holds no table at all (False if it cannot be
    asked)."""
    import psycopg

    from .postgresql_connection import connect, describe

    try:
        with connect(address, describe(address)) as connection:
            row = connection.execute(
                "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()"
            ).fetchone()
    except (StorageError, psycopg.Error):
        return False
    return row is not None and row[0] == 0

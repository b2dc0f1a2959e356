"""Moving a room between a SQLite file and a PostgreSQL server, either way.

:func:`copy_room` copies every row of the room (its tables, every journal entry, the
snapshots and heads, the sittings, the journal's dictionaries, the training progress) into an
empty room, in one transaction on the target, then reads every row back inside that same
transaction and compares it with the source, table by table and row by row. On any difference
the transaction is rolled back and :class:`CopyMismatch` says which table and which row: the
target is left an empty room, never half-copied. A target that already holds anything is
refused before anything is written.

The source is opened read-only and never changed. Both rooms must be at the current schema
(open an older room file with floorapp once first).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from . import paths
from .backend import RoomDatabase, is_postgresql
from .database import FILE_NAME, Database
from .errors import Problem, StorageError

COPIED = ("games", "tables", "dictionaries", "journal", "sittings", "snapshots", "heads",
          "list_journal", "list_heads", "links", "trainees", "attempts", "attempt_mistakes",
          "attempt_rules")
"""The room's tables in the order they are copied (a row's references copied before it; a
must-move table's ``feeds`` is set once every table is in)."""
CONTENT = ("games", "tables", "journal", "trainees")
"""A room holding a row in any of these is not empty."""
IDENTITIES = ("games", "tables", "journal", "list_journal", "trainees", "attempts")
"""Tables whose ids a PostgreSQL room draws from an identity column (moved past the copy)."""


class CopyMismatch(StorageError):
    """A row of the target differs from the source's: nothing was copied."""


@dataclass
class Copied:
    """What :func:`copy_room` copied: the rows of each table, all checked."""

    source: str
    target: str
    rows: dict[str, int] = field(default_factory=dict)

    def report(self) -> str:
        """The copy as the floor reads it."""
        counts = ", ".join(f"{table} {count}" for table, count in self.rows.items() if count)
        return (f"The room at {self.source} was copied to {self.target} and checked row by "
                f"row (rows per table: {counts})." if counts else
                f"The room at {self.source} was copied to {self.target}: nothing to copy.")


def open_database(address: str | os.PathLike[str], *, read_only: bool) -> RoomDatabase:
    """The room's database at ``address`` (a data folder or a PostgreSQL address)."""
    if is_postgresql(address):
        from .postgresql import PostgresDatabase

        return PostgresDatabase.open(str(address), read_only=read_only)
    folder = paths.data_dir(address)
    if not read_only:
        paths.ensure(folder)
    elif not (folder / FILE_NAME).is_file():
        raise StorageError(Problem.NO_FOLDER, f"There is no room in {folder}.", folder)
    return Database.open(folder / FILE_NAME, read_only=read_only)


def copy_room(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> Copied:
    """Copy the room at ``source`` into the empty room at ``target`` (created if need be).

    Raises :class:`StorageError` when either cannot be opened or the target is not empty,
    :class:`CopyMismatch` when a row read back differs (the target then holds nothing).
    """
    origin = open_database(source, read_only=True)
    try:
        destination = open_database(target, read_only=False)
        try:
            return _copy(origin, destination)
        finally:
            destination.close()
    finally:
        origin.close()


def _copy(origin: RoomDatabase, destination: RoomDatabase) -> Copied:
    copied = Copied(origin.where, destination.where)
    for database in (origin, destination):
        if database.version != origin.version or database.version != destination.version:
            raise StorageError(Problem.DAMAGED, f"The rooms are at schemas {origin.version} "
                               f"and {destination.version}: open both with this floorapp "
                               "first.", destination.where)
    with destination.transaction("copy the room") as db:
        _refuse_content(destination)
        db.execute("DELETE FROM dictionaries")
        for table in COPIED:
            columns = _columns(origin, table)
            rows = _rows(origin, table, columns)
            if rows:
                db.executemany(_insert(destination, table, columns), _later_references(
                    table, columns, rows))
            copied.rows[table] = len(rows)
        _set_feeds(db, origin)
        _move_identities(destination)
        for table in COPIED:
            _check(table, _rows(origin, table, _columns(origin, table)),
                   _rows(destination, table, _columns(origin, table)), destination.where)
    return copied


def _later_references(table: str, columns: Sequence[str], rows: list[tuple[Any, ...]]
                      ) -> list[tuple[Any, ...]]:
    """The rows as first inserted: a table's ``feeds`` (another table, maybe not in yet) is
    set afterwards (:func:`_set_feeds`)."""
    if table != "tables":
        return rows
    feeds = columns.index("feeds")
    return [(*row[:feeds], None, *row[feeds + 1:]) for row in rows]


def _set_feeds(db: Any, origin: RoomDatabase) -> None:
    """Each must-move table's ``feeds``, once every table is in."""
    for table_id, feeds in origin.rows("SELECT id, feeds FROM tables WHERE feeds IS NOT NULL"):
        db.execute("UPDATE tables SET feeds = ? WHERE id = ?", (feeds, table_id))


def _refuse_content(database: RoomDatabase) -> None:
    for table in CONTENT:
        if database.rows(f"SELECT count(*) FROM {table}", (), "read the target")[0][0]:
            raise StorageError(Problem.IO, f"The room at {database.where} is not empty (its "
                               f"{table} hold rows): a room is copied into an empty one only. "
                               "Nothing was changed.", database.where)


def _columns(database: RoomDatabase, table: str) -> list[str]:
    cursor = database.connection.execute(f"SELECT * FROM {table} WHERE 1 = 0")
    return sorted(column[0] for column in cursor.description)


def _rows(database: RoomDatabase, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]:
    rows = database.rows(f"SELECT {', '.join(columns)} FROM {table}", (), "read the room")
    return sorted((tuple(_plain(value) for value in row) for row in rows), key=repr)


def _plain(value: Any) -> Any:
    """A value as both databases give it back (BYTEA may come as a memoryview)."""
    return bytes(value) if isinstance(value, memoryview | bytearray) else value


def _insert(database: RoomDatabase, table: str, columns: Sequence[str]) -> str:
    override = " OVERRIDING SYSTEM VALUE" if _is_postgresql(database) else ""
    marks = ", ".join("?" for _ in columns)
    return f"INSERT INTO {table} ({', '.join(columns)}){override} VALUES ({marks})"


def _move_identities(database: RoomDatabase) -> None:
    """A PostgreSQL room's next ids come after the copied ones (SQLite sees to it itself)."""
    if not _is_postgresql(database):
        return
    for table in IDENTITIES:
        database.connection.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
            f"coalesce(max(id), 0) + 1, false) FROM {table}")


def _is_postgresql(database: RoomDatabase) -> bool:
    return database.path is None


def _check(table: str, expected: list[tuple[Any, ...]], found: list[tuple[Any, ...]],
           where: str) -> None:
    """Every row of ``table`` came across unchanged; else :class:`CopyMismatch`."""
    for number, (wanted, got) in enumerate(zip(expected, found, strict=False), start=1):
        if wanted != got:
            raise CopyMismatch(Problem.DAMAGED, f"The copy of {table} differs at row {number}: "
                               "nothing was copied.",
                               where)
    if len(expected) != len(found):
        raise CopyMismatch(Problem.DAMAGED, f"The copy of {table} holds {len(found)} rows, the "
                           f"source {len(expected)}: nothing was copied.", where)

"""Moving a room between a SQLite file and a PostgreSQL server, either way.

:func:`copy_room` copies every row of the room (its tables, every journal entry, the
snapshots and heads, the sittings, the journal's dictionaries, the events with their journals
and heads, the training progress) into an empty room, in one transaction on the target, then
reads every row back inside that same transaction and compares it with the source, table by
table and row by row. On any difference the transaction is rolled back and
:class:`CopyMismatch` says which table and which row: the target is left an empty room, never
half-copied. A target that already holds anything is
refused before anything is written.

The source is opened read-only and never changed, and read in one consistent snapshot
(:meth:`~floorapp.storage.backend.RoomDatabase.snapshot`: one REPEATABLE READ, READ ONLY
transaction on PostgreSQL, one read transaction of the file on SQLite), the copy and its check
alike: a room in use is copied as it stood when the copy began, while its PCs go on writing.
Rows are read and written a page at a time (:data:`PAGE` rows), so that a long room's copy
tells its :class:`~floorapp.storage.work.WorkProgress` how far it is and stops when the floor
cancels it (the target is then left as empty as it was). Both rooms must be at the current
schema (open an older room file with floorapp once first).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain, zip_longest
from typing import Any

from . import paths
from .backend import RoomDatabase, is_postgresql
from .database import FILE_NAME, Database
from .errors import Problem, StorageError
from .work import Pace, WorkProgress

COPIED = ("games", "tables", "dictionaries", "journal", "digests", "sittings", "snapshots",
          "heads", "list_journal", "list_heads", "links", "events", "event_journal",
          "event_heads", "trainees", "attempts", "attempt_mistakes", "attempt_rules")
"""The room's tables in the order they are copied (a row's references copied before it; a
must-move table's ``feeds`` is set once every table is in)."""
CONTENT = ("games", "tables", "journal", "events", "trainees")
"""A room holding a row in any of these is not empty."""
IDENTITIES = ("games", "tables", "journal", "list_journal", "events", "event_journal",
              "trainees", "attempts")
"""Tables whose ids a PostgreSQL room draws from an identity column (moved past the copy)."""
KEYS = {"games": ("id",), "tables": ("id",), "dictionaries": ("id",), "journal": ("id",),
        "digests": ("entry_id",),
        "snapshots": ("table_id", "entry_id"), "heads": ("table_id",), "list_journal": ("id",),
        "list_heads": ("game_id",), "links": ("table_entry",), "events": ("id",),
        "event_journal": ("id",), "event_heads": ("event_id",), "trainees": ("id",),
        "attempts": ("id",), "attempt_mistakes": ("attempt_id", "position")}
"""The whole-number primary key of each table read a page at a time, in its order (the same in
both databases). The others (the sittings, with no key; the attempts' rules, keyed by text,
which each database orders its own way) are small, and read whole, in one order of our own."""
PAGE = 2000
"""Rows read and written at a time."""


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


def open_database(
    address: str | os.PathLike[str], *, read_only: bool, live: bool = False
) -> RoomDatabase:
    """The room's database at ``address`` (a data folder or a PostgreSQL address); ``live``:
    read a room file as other programs write it (see :meth:`Database.open`)."""
    if is_postgresql(address):
        from .postgresql import PostgresDatabase

        return PostgresDatabase.open(str(address), read_only=read_only)
    folder = paths.data_dir(address)
    if not read_only:
        paths.ensure(folder)
    elif not (folder / FILE_NAME).is_file():
        raise StorageError(Problem.NO_FOLDER, f"There is no room in {folder}.", folder)
    return Database.open(folder / FILE_NAME, read_only=read_only, live=live)


def copy_room(
    source: str | os.PathLike[str], target: str | os.PathLike[str],
    progress: WorkProgress | None = None,
) -> Copied:
    """Copy the room at ``source`` (in use or not) into the empty room at ``target`` (created
    if need be), as the source stood when the copy began.

    ``progress`` is told how far it is (rows copied, then rows checked) and may cancel it:
    :class:`~floorapp.storage.work.Cancelled`, and the target holds nothing (an empty room).
    Raises :class:`StorageError` when either cannot be opened or the target is not empty,
    :class:`CopyMismatch` when a row read back differs (the target then holds nothing).
    """
    origin = open_database(source, read_only=True, live=True)
    try:
        destination = open_database(target, read_only=False)
        try:
            with origin.snapshot("read the room to copy"):
                return _copy(origin, destination, Pace(progress, 0))
        finally:
            destination.close()
    finally:
        origin.close()


def _copy(origin: RoomDatabase, destination: RoomDatabase, pace: Pace) -> Copied:
    copied = Copied(origin.where, destination.where)
    for database in (origin, destination):
        if database.version != origin.version or database.version != destination.version:
            raise StorageError(Problem.DAMAGED, f"The rooms are at schemas {origin.version} "
                               f"and {destination.version}: open both with this floorapp "
                               "first.", destination.where)
    columns = {table: _columns(origin, table) for table in COPIED}
    copied.rows = {table: _count(origin, table) for table in COPIED}
    pace.expect(2 * sum(copied.rows.values()))  # each row copied, then checked
    with destination.transaction("copy the room") as db:
        _refuse_content(destination)
        db.execute("DELETE FROM dictionaries")
        for table in COPIED:
            insert = _insert(destination, table, columns[table])
            for page in _pages(origin, table, columns[table]):
                db.executemany(insert, _later_references(table, columns[table], page))
                pace.advance(len(page))
        _set_feeds(db, origin)
        _move_identities(destination)
        for table in COPIED:
            _check(table, _rows(origin, table, columns[table]),
                   _rows(destination, table, columns[table]), destination.where, pace)
    pace.finish()
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
        if _count(database, table, "read the target"):
            raise StorageError(Problem.IO, f"The room at {database.where} is not empty (its "
                               f"{table} hold rows): a room is copied into an empty one only. "
                               "Nothing was changed.", database.where)


def _count(database: RoomDatabase, table: str, doing: str = "read the room") -> int:
    return int(database.rows(f"SELECT count(*) FROM {table}", (), doing)[0][0])


def _columns(database: RoomDatabase, table: str) -> list[str]:
    cursor = database.connection.execute(f"SELECT * FROM {table} WHERE 1 = 0")
    return sorted(column[0] for column in cursor.description)


def _rows(database: RoomDatabase, table: str, columns: Sequence[str]
          ) -> Iterator[tuple[Any, ...]]:
    """Every row of ``table``, in the same order in either database (:func:`_pages`)."""
    return chain.from_iterable(_pages(database, table, columns))


def _pages(database: RoomDatabase, table: str, columns: Sequence[str]
           ) -> Iterator[list[tuple[Any, ...]]]:
    """The rows of ``table``, :data:`PAGE` at a time in the order of its whole-number key
    (:data:`KEYS`: each page starts after the last one's key), or all at once, in the order of
    their text, for a small table without one."""
    selected = f"SELECT {', '.join(columns)} FROM {table}"
    key = KEYS.get(table)
    if key is None:
        rows = database.rows(selected, (), "read the room")
        yield sorted((_plain_row(row) for row in rows), key=repr)
        return
    order, at = ", ".join(key), [columns.index(name) for name in key]
    marks = ", ".join("?" for _ in key)
    after: tuple[Any, ...] | None = None
    while True:
        where = "" if after is None else f" WHERE ({order}) > ({marks})"
        page = [_plain_row(row) for row in database.rows(
            f"{selected}{where} ORDER BY {order} LIMIT {PAGE}", after or (), "read the room")]
        if page:
            yield page
        if len(page) < PAGE:
            return
        after = tuple(page[-1][index] for index in at)


def _plain_row(row: Sequence[Any]) -> tuple[Any, ...]:
    return tuple(_plain(value) for value in row)


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


_MISSING = object()


def _check(table: str, expected: Iterator[tuple[Any, ...]], found: Iterator[tuple[Any, ...]],
           where: str, pace: Pace) -> None:
    """Every row of ``table`` came across unchanged; else :class:`CopyMismatch`."""
    number = 0
    for number, (wanted, got) in enumerate(
            zip_longest(expected, found, fillvalue=_MISSING), start=1):
        if wanted is _MISSING or got is _MISSING:
            raise CopyMismatch(Problem.DAMAGED, f"The copy of {table} holds "
                               f"{'more' if wanted is _MISSING else 'fewer'} rows than the "
                               f"source ({number - 1} alike): nothing was copied.", where)
        if wanted != got:
            raise CopyMismatch(Problem.DAMAGED, f"The copy of {table} differs at row {number}: "
                               "nothing was copied.", where)
        pace.advance()

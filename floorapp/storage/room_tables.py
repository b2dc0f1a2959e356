"""The room's tables: adding one, renaming, closing and reopening it, and what a table is.

A *table* of the room has a name, its house rules, a size and the ``[table]`` section of the
scenario format it started from (players already seated, a draw or the last positions). A
*closed* table keeps its whole history and can be reopened; no action is taken at it until
then, and it is not renamed. No two open tables of a room have the same name, whatever the case:
adding, renaming or reopening a table is refused (:class:`~.names.NameRefused`) in the
transaction that would write it. Adding, renaming, closing and reopening are journal entries of the
table too (``create``, ``rename``, ``close``, ``reopen``): the history shows them, the play is
unchanged by them, and a screen that hears of one reads the room's list of tables again
(:class:`~floorapp.storage.live.TableList`).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from types import MappingProxyType
from typing import Any

from floorapp.rules import HouseRules, Table
from floorapp.scenario import parse_scenario

from . import codec
from .backend import new_id
from .digests import save_snapshot
from .errors import StaleTable, UnknownTable
from .journal import KIND_CODES, EntryKind, TableState, micros, record_sittings
from .names import FeedsRefused, Named, checked_name
from .room_games import RoomGames
from .room_states import TableClosed

LIST_KINDS = (EntryKind.RENAME, EntryKind.CLOSE, EntryKind.REOPEN, EntryKind.ASSIGN)
"""The entries that change a table already in the room's list of tables (its name, whether it
is open, its game and the table it feeds); a ``create`` entry adds one."""


@dataclass(frozen=True)
class TableInfo:
    """A table of the room: its name, house rules and size; ``closed`` is when it closed."""

    id: int
    name: str
    house: HouseRules
    seats: int
    start: Mapping[str, Any]
    """The ``[table]`` section (scenario format) the table started from."""
    created: datetime
    closed: datetime | None = None
    game_id: int | None = None
    """The game the table belongs to (:mod:`floorapp.storage.room_games`)."""
    feeds: int | None = None
    """A must-move table: the main table it feeds (its players move there as seats open)."""

    @property
    def is_open(self) -> bool:
        """Still running (not closed)."""
        return self.closed is None


class RoomTables(RoomGames):
    """The room's tables: listing, adding, renaming, closing and reopening them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._table_infos: dict[int, TableInfo] | None = None
        """Every table as last read (the screens ask at every change): read again after a
        table is added, renamed, assigned, closed or reopened here, and after another screen
        wrote to a table (:meth:`forget_tables`); never kept from inside a transaction."""

    def tables(self, include_closed: bool = True) -> list[TableInfo]:
        """The room's tables in the order they were added."""
        infos = self._all_tables().values()
        return list(infos) if include_closed else [info for info in infos if info.is_open]

    def _all_tables(self) -> dict[int, TableInfo]:
        infos = self._table_infos
        if infos is None:
            rows = self.database.rows(f"SELECT {_COLUMNS} FROM tables ORDER BY id")
            infos = {int(row[0]): _table_info(row) for row in rows}
            if not self.database.in_transaction():
                self._table_infos = infos
        return infos

    def forget_tables(self) -> None:
        """Read the tables again when next asked (one of them changed)."""
        self._table_infos = None

    def tables_and_positions(self) -> tuple[list[TableInfo], dict[int, int]]:
        """Every table (closed ones too, in the order they were added) and the number of its
        latest journal entry, read in one statement: a screen's list of tables, and how far
        into each table's journal it is true."""
        rows = self.database.rows(
            f"SELECT {_COLUMNS}, "
            "(SELECT max(journal.id) FROM journal WHERE journal.table_id = tables.id) "
            "FROM tables ORDER BY id"
        )
        return ([_table_info(row[:-1]) for row in rows],
                {int(row[0]): int(row[-1] or 0) for row in rows})

    def list_entry_between(self, table_id: int, after: int, up_to: int) -> bool:
        """Whether the table's journal entries after entry ``after``, up to ``up_to``, rename,
        close, reopen or assign it (:data:`LIST_KINDS`); only those entries are read."""
        codes = [KIND_CODES[kind] for kind in LIST_KINDS]
        marks = ", ".join("?" * len(codes))
        return bool(self.database.rows(
            "SELECT 1 FROM journal WHERE table_id = ? AND id > ? AND id <= ? "
            f"AND kind IN ({marks}) LIMIT 1",  # noqa: S608 (only placeholders)
            (table_id, after, up_to, *codes),
        ))

    def table_info(self, table_id: int) -> TableInfo:
        """One table (:class:`UnknownTable` if the room has none with this id)."""
        found = self._all_tables().get(table_id)
        if found is None:
            self.forget_tables()  # another screen's new table, perhaps: read them again
            found = self._all_tables().get(table_id)
        if found is None:
            raise UnknownTable(f"no table {table_id} in this room")
        return found

    def add_table(
        self,
        name: str,
        house: HouseRules | None = None,
        seats: int = 9,
        start: Mapping[str, Any] | None = None,
        game_id: int | None = None,
    ) -> TableInfo:
        """Open a new table and return it.

        ``start`` is a ``[table]`` section of the scenario format (players already seated, a
        ``draw`` or ``last`` positions); its own ``seats``, if given, wins over ``seats``.
        ``game_id`` is the game it belongs to (None: the game named after its stakes, added
        if the room has none). Raises :class:`floorapp.scenario.InvalidScenario` for a start
        that is not valid, :class:`UnknownGame` for a game the room does not have.
        """
        name = checked_name(Named.TABLE, name)
        house = house or HouseRules()
        section = {"seats": seats, **dict(start or {})}
        table = starting_table(house, section)
        if game_id is not None:
            self.game_info(game_id)
        at = self._clock()
        with self.database.transaction(f"add the table {name}") as connection:
            self._refuse_taken(connection, name)
            game = game_id if game_id is not None else self.game_for(connection, house)
            cursor = connection.execute(
                "INSERT INTO tables (name, house, start, created, game_id) "
                "VALUES (?, ?, ?, ?, ?) RETURNING id",
                (name, codec.to_json(codec.encode_house(house)), codec.to_json(section),
                 _stamp(at), game),
            )
            table_id = new_id(cursor)
            entry = self._insert(
                connection, table_id, EntryKind.CREATE, micros(at), note=name,
                state=self._pack(codec.encode_table(table)),
            )
            record_sittings(connection, table_id, entry, None, table)
            state = self._record(connection, TableState(table_id, table, entry, since_kept=1))
            save_snapshot(connection, self.database.packer, state, head_only=True)
        self._states[table_id] = state
        self.forget_tables()
        return self.table_info(table_id)

    def rename_table(self, table_id: int, name: str, expected: int | None = None) -> TableInfo:
        """Give an open table a new name (journaled); :class:`TableClosed` for a closed one
        (closed by another screen since this one showed it). ``expected``: the table's
        position the floor decided on (:class:`StaleTable` if it moved on since)."""
        name = checked_name(Named.TABLE, name)
        self.table_info(table_id)
        self._table_entry(table_id, EntryKind.RENAME, self._clock(),
                          "UPDATE tables SET name = ? WHERE id = ? AND closed IS NULL",
                          (name, table_id), note=name, expected=expected, named=name)
        return self.table_info(table_id)

    def assign_table(self, table_id: int, game_id: int, feeds: int | None = None,
                     expected: int | None = None) -> TableInfo:
        """Put a table in a game, and make it a must-move table feeding ``feeds`` (a table of
        the same game) or a table of its own (None). Journaled (``assign``); ``expected`` as
        for :meth:`rename_table`."""
        info = self.table_info(table_id)
        self.game_info(game_id)
        if feeds is not None:
            fed = self.table_info(feeds)
            if feeds == table_id or fed.game_id != game_id:
                raise FeedsRefused("a must-move table feeds another table of its own game")
        if (info.game_id, info.feeds) != (game_id, feeds):
            note = codec.to_json({"game": game_id, "feeds": feeds})
            self._table_entry(table_id, EntryKind.ASSIGN, self._clock(),
                              "UPDATE tables SET game_id = ?, feeds = ? WHERE id = ?",
                              (game_id, feeds, table_id), note=note, expected=expected)
        return self.table_info(table_id)

    def close_table(self, table_id: int, expected: int | None = None) -> TableInfo:
        """Close a table; its history stays and it can be reopened. ``expected`` as for
        :meth:`rename_table`."""
        info = self.table_info(table_id)
        if info.is_open:
            at = self._clock()
            self._table_entry(table_id, EntryKind.CLOSE, at,
                              "UPDATE tables SET closed = ? WHERE id = ?", (_stamp(at), table_id),
                              expected=expected)
        return self.table_info(table_id)

    def reopen_table(self, table_id: int) -> TableInfo:
        """Open a closed table again."""
        info = self.table_info(table_id)
        if not info.is_open:
            self._table_entry(table_id, EntryKind.REOPEN, self._clock(),
                              "UPDATE tables SET closed = NULL WHERE id = ?", (table_id,),
                              named=info.name)
        return self.table_info(table_id)

    def _table_entry(
        self, table_id: int, kind: EntryKind, at: datetime, sql: str,
        parameters: tuple[Any, ...], note: str | None = None, expected: int | None = None,
        named: str | None = None,
    ) -> None:
        """A change to the table itself (name, open or closed) and its journal entry, decided
        on the table at position ``expected`` (None: as this room last read it). ``named``:
        the name the table has once changed, refused (:class:`NameRefused`) in the same
        transaction if another open table has it."""
        state = self.state(table_id)
        if expected is not None and state.entry != expected:
            raise StaleTable(table_id, expected, state.entry)
        try:
            with self.database.transaction(f"{kind} table {table_id}") as db:
                if named is not None:
                    self._refuse_taken(db, named, table_id)
                self._claim(db, state)
                if db.execute(sql, parameters).rowcount != 1:  # a rename of a closed table
                    raise TableClosed(table_id)
                entry = self._insert(db, table_id, kind, micros(at), note=note)
                new = self._save_when_due(db, replace(
                    state, entry=entry, since_snapshot=state.since_snapshot + 1,
                    since_kept=state.since_kept + 1,
                ))
        finally:
            self.forget_tables()  # changed, or found changed by another screen
        self._states[table_id] = new

    def _refuse_taken(self, db: Any, name: str, table_id: int | None = None) -> None:
        """Inside a write's transaction: :class:`NameRefused` if an open table of the room
        other than ``table_id`` is called ``name``, whatever the case. The room's names are
        held until the commit first (:meth:`~floorapp.storage.backend.RoomDatabase.hold_names`):
        two screens naming a table alike at once cannot both pass. The database enforces it
        too, for names alike in ASCII case (:data:`~floorapp.storage.schema.OPEN_NAMES`)."""
        self.database.hold_names(db)
        rows = db.execute("SELECT name FROM tables WHERE closed IS NULL AND id <> ?",
                          (-1 if table_id is None else table_id,)).fetchall()
        checked_name(Named.TABLE, name, [str(row[0]) for row in rows])


def starting_table(house: HouseRules, section: Mapping[str, Any]) -> Table:
    """The table a ``[table]`` section of the scenario format starts from, under ``house``."""
    document = {"title": "start", "house": codec.encode_house(house), "table": dict(section)}
    return parse_scenario(document).table


_COLUMNS = "id, name, house, start, created, closed, game_id, feeds"


def _table_info(row: Any) -> TableInfo:
    return _decoded_table_info(tuple(row))


@functools.lru_cache(maxsize=1024)
def _decoded_table_info(row: tuple[Any, ...]) -> TableInfo:
    """A table's row decoded (once per row as stored: the screens read the room's tables at
    every change of a list)."""
    table_id, name, house, start, created, closed, game_id, feeds = row
    section = MappingProxyType(codec.from_json(start))
    return TableInfo(
        id=table_id,
        name=name,
        house=codec.decode_house(codec.from_json(house)),
        seats=int(section["seats"]),
        start=section,
        created=datetime.fromisoformat(created),
        closed=datetime.fromisoformat(closed) if closed else None,
        game_id=None if game_id is None else int(game_id),
        feeds=None if feeds is None else int(feeds),
    )


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")

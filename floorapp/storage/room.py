"""The room: every table the floor runs, with its house rules and its whole history.

Everything lives in one SQLite file (:mod:`floorapp.storage.database`). Every change to a
table's play (an event, an undo, a redo) goes through :meth:`Room.apply`, one transaction that
returns only once the journal entry is on disk, so the screen never shows an action that a
crash could lose. If the disk refuses the write, it raises :class:`StorageError` and the table
stays as it was.

Opening a table reads its head (its latest state, saved every :data:`HEAD_EVERY` entries and
on closing) and replays the few entries after it, however long the history. Long reads (an
export, a whole table's history) page through the journal :data:`READ_CHUNK` rows at a time.
"""

from __future__ import annotations

import errno
import functools
import logging
import os
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, time, timedelta
from functools import cached_property
from pathlib import Path
from types import TracebackType
from typing import Any

from floorapp.rules import Applied, Deal, Event, HouseRules, Refused, Table, apply
from floorapp.scenario import parse_scenario

from . import codec, paths
from .database import FILE_NAME, Database, KeptAside
from .errors import (
    NothingToUndo,
    Problem,
    StaleTable,
    StorageError,
    UnknownTable,
    storage_error,
)
from .journal import (
    HEAD_EVERY,
    KIND_CODES,
    KINDS,
    READ_CHUNK,
    SNAPSHOT_EVERY,
    UNDO_DEPTH,
    EntryKind,
    Replay,
    Row,
    Shown,
    TableState,
    damaged,
    micros,
    moment,
    player_key,
    push,
    read_rows,
    record_sittings,
    save_snapshot,
    seat_mask,
    seats_of,
    shown_after,
    shown_after_undo,
    state_from_snapshot,
)
from .service import Change, Command, FloorState, Redo, Undo, change_of, event_seats, screen_of

log = logging.getLogger(__name__)

DEFAULT_DAY_STARTS = 6
"""The house hour of a room that has not set one: its business day starts at 06:00."""

__all__ = ["HEAD_EVERY", "SNAPSHOT_EVERY", "Room", "Entry", "TableInfo", "TableClosed"]

Clock = Callable[[], datetime]


class TableClosed(ValueError):
    """An action on a closed table (reopen it first)."""


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

    @property
    def is_open(self) -> bool:
        """Still running (not closed)."""
        return self.closed is None


@dataclass(frozen=True)
class Entry:
    """One journal entry, for the history view.

    ``event`` is the floor event (for an event, an undo or a redo: the one taken back or put
    back); ``deal`` the deal it made (read from its document when first asked for: a long read
    does not decode deals nobody looks at); ``target`` the entry an undo or redo is about;
    ``note`` the table's name (create, rename); ``seats`` and ``players`` whom the entry
    concerns.
    """

    id: int
    table_id: int
    at: datetime
    kind: EntryKind
    event: Event | None = None
    packed_deal: bytes | None = field(default=None, repr=False)
    target: int | None = None
    note: str | None = None
    seats: tuple[int, ...] = ()
    players: tuple[str, ...] = ()
    packer: codec.Packer | None = field(default=None, repr=False, compare=False)

    @cached_property
    def deal(self) -> Deal | None:
        """The deal the entry made, if any."""
        if self.packed_deal is None or self.packer is None:
            return None
        return codec.decode_deal(self.packer.unpack(self.packed_deal))


class Room:
    """Every table of the room file, their states and their journals.

    Open with :meth:`open`; one program at a time per data folder (the screen's lock sees to
    it). States are cached after the first :meth:`state`.
    """

    def __init__(self, database: Database, clock: Clock | None = None) -> None:
        self.database = database
        self._clock = clock or _utc_now
        self._states: dict[int, TableState] = {}
        self._event_of_packed = functools.lru_cache(maxsize=4096)(self._unpacked_event)
        """Events read back, by their packed bytes (a room's events repeat a great deal: most
        are deals), so that a long read decodes each kind of event once."""

    def _unpacked_event(self, packed: bytes | None) -> Event | None:
        document = self.database.packer.unpack(packed)
        return None if document is None else codec.decode_event(document)

    @classmethod
    def open(
        cls,
        data_dir: str | os.PathLike[str] | None = None,
        *,
        read_only: bool = False,
        clock: Clock | None = None,
    ) -> Room:
        """Open the room in ``data_dir`` (default: ``--data-dir``'s rules, see :mod:`paths`).

        Raises :class:`StorageError` (the folder or file cannot be used) or
        :class:`NewerSchema`. A damaged or foreign file is kept aside: see :attr:`kept_aside`.
        """
        folder = paths.data_dir(data_dir)
        try:
            if not read_only:
                paths.ensure(folder)
            if not folder.is_dir():
                raise NotADirectoryError(20, "not a folder")
        except OSError as error:
            refused = error.errno in (errno.EACCES, errno.EPERM, errno.EROFS)
            raise StorageError(
                Problem.READ_ONLY if refused else Problem.NO_FOLDER,
                f"Cannot use the data folder {folder}: {error.strerror or error}"
                f"{' (it may not be written)' if refused else ''}.",
                folder,
            ) from error
        return cls(Database.open(folder / FILE_NAME, read_only=read_only, now=clock), clock)

    @property
    def path(self) -> Path:
        """The room file."""
        return self.database.path

    @property
    def kept_aside(self) -> KeptAside | None:
        """A damaged or foreign file found at opening and moved aside (tell the floor)."""
        return self.database.kept_aside

    def close(self) -> None:
        """Save a snapshot of every table with entries after its latest one; close the file.

        The snapshots only speed up the next opening: if they cannot be saved, the journal
        still holds everything.
        """
        try:
            if not self.database.read_only:
                self._snapshot_all()
        except StorageError:
            log.exception("no snapshots saved on closing %s", self.path)
        finally:
            self.database.close()

    def __enter__(self) -> Room:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    @contextmanager
    def batch(self, doing: str = "save the changes") -> Iterator[None]:
        """Several actions in one transaction: all are saved, or none (imports, tests)."""
        try:
            with self.database.transaction(doing):
                yield
        except BaseException:
            self._states.clear()
            raise

    # --- the room's business day -------------------------------------------------------------

    @property
    def day_starts(self) -> int:
        """The house hour: the hour (local time, 0-23) at which the room's business day starts.
        A night's play belongs to the day it started on."""
        rows = self.database.rows("SELECT value FROM meta WHERE key = 'day_starts'")
        return int(rows[0][0]) if rows else DEFAULT_DAY_STARTS

    def set_day_starts(self, hour: int) -> None:
        """Set the house hour (kept in the room file); :class:`ValueError` outside 0-23."""
        if isinstance(hour, bool) or not isinstance(hour, int) or not 0 <= hour <= 23:
            raise ValueError(f"the day starts at a whole hour from 0 to 23, not {hour!r}")
        with self.database.transaction("set the hour the room's day starts") as db:
            db.execute("INSERT INTO meta (key, value) VALUES ('day_starts', ?) "
                       "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (str(hour),))

    def business_day(self, day: date) -> tuple[datetime, datetime]:
        """The first and last moments (local time) of business day ``day``: from the house
        hour that day to just before it the next day."""
        start = datetime.combine(day, time(self.day_starts)).astimezone()
        end = datetime.combine(day + timedelta(days=1), time(self.day_starts)).astimezone()
        return start, end - timedelta(microseconds=1)

    def day_of(self, moment: datetime) -> date:
        """The business day a moment belongs to."""
        local = moment.astimezone()
        return (local - timedelta(hours=self.day_starts)).date()

    # --- tables ----------------------------------------------------------------------------

    def tables(self, include_closed: bool = True) -> list[TableInfo]:
        """The room's tables in the order they were added."""
        where = "" if include_closed else " WHERE closed IS NULL"
        rows = self.database.rows(
            f"SELECT id, name, house, start, created, closed FROM tables{where} ORDER BY id"
        )
        return [_table_info(row) for row in rows]

    def table_info(self, table_id: int) -> TableInfo:
        """One table (:class:`UnknownTable` if the room has none with this id)."""
        rows = self.database.rows(
            "SELECT id, name, house, start, created, closed FROM tables WHERE id = ?", (table_id,)
        )
        if not rows:
            raise UnknownTable(f"no table {table_id} in this room")
        return _table_info(rows[0])

    def add_table(
        self,
        name: str,
        house: HouseRules | None = None,
        seats: int = 9,
        start: Mapping[str, Any] | None = None,
    ) -> TableInfo:
        """Open a new table and return it.

        ``start`` is a ``[table]`` section of the scenario format (players already seated, a
        ``draw`` or ``last`` positions); its own ``seats``, if given, wins over ``seats``.
        Raises :class:`floorapp.scenario.InvalidScenario` for a start that is not valid.
        """
        name = _clean_name(name)
        house = house or HouseRules()
        section = {"seats": seats, **dict(start or {})}
        table = starting_table(house, section)
        at = self._clock()
        with self.database.transaction(f"add the table {name}") as connection:
            cursor = connection.execute(
                "INSERT INTO tables (name, house, start, created) VALUES (?, ?, ?, ?)",
                (name, codec.to_json(codec.encode_house(house)), codec.to_json(section),
                 _stamp(at)),
            )
            table_id = _row_id(cursor.lastrowid)
            entry = self._insert(
                connection, table_id, EntryKind.CREATE, micros(at), note=name,
                state=self._pack(codec.encode_table(table)),
            )
            record_sittings(connection, table_id, entry, None, table)
            state = TableState(table_id, table, entry, since_kept=1)
            save_snapshot(connection, self.database.packer, state, head_only=True)
        self._states[table_id] = state
        return self.table_info(table_id)

    def rename_table(self, table_id: int, name: str) -> TableInfo:
        """Give a table a new name (journaled)."""
        name = _clean_name(name)
        self.table_info(table_id)
        self._table_entry(table_id, EntryKind.RENAME, self._clock(),
                          "UPDATE tables SET name = ? WHERE id = ?", (name, table_id), note=name)
        return self.table_info(table_id)

    def close_table(self, table_id: int) -> TableInfo:
        """Close a table; its history stays and it can be reopened."""
        info = self.table_info(table_id)
        if info.is_open:
            at = self._clock()
            self._table_entry(table_id, EntryKind.CLOSE, at,
                              "UPDATE tables SET closed = ? WHERE id = ?", (_stamp(at), table_id))
        return self.table_info(table_id)

    def reopen_table(self, table_id: int) -> TableInfo:
        """Open a closed table again."""
        info = self.table_info(table_id)
        if not info.is_open:
            self._table_entry(table_id, EntryKind.REOPEN, self._clock(),
                              "UPDATE tables SET closed = NULL WHERE id = ?", (table_id,))
        return self.table_info(table_id)

    # --- play ------------------------------------------------------------------------------

    def state(self, table_id: int) -> TableState:
        """The table as its journal leaves it, with what undo and redo can do."""
        cached = self._states.get(table_id)
        if cached is None:
            cached = self._load(table_id)
            self._states[table_id] = cached
        return cached

    def load(self, table_id: int) -> tuple[Table, Deal | None]:
        """The current table and its last deal."""
        state = self.state(table_id)
        return state.table, state.last_deal

    def position(self, table_id: int) -> int:
        """The table's journal position: its latest entry number, which a caller passes back
        to :meth:`apply` as the position it decided on."""
        return self.state(table_id).entry

    def on_screen(self, table_id: int) -> FloorState:
        """What the floor screen shows of the table now (see :func:`screen_of`)."""
        return screen_of(self.state(table_id), self.shown(table_id))

    def apply(self, table_id: int, command: Command, expected_position: int) -> Change:
        """Do ``command`` at the table and record it; what changed, once it is on disk.

        The one way to change a table (see :mod:`floorapp.storage.service`). Nothing is
        written when it raises: :class:`StaleTable` (the table moved on since
        ``expected_position``), ``Refused`` (the rules refuse the event),
        :class:`NothingToUndo` (nothing to undo or redo), :class:`TableClosed`,
        :class:`UnknownTable` or :class:`StorageError`.
        """
        before = self._running(table_id)
        if before.entry != expected_position:
            raise StaleTable(table_id, expected_position, before.entry)
        at = micros(self._clock())
        match command:
            case Undo():
                kind, (after, event, dealt) = EntryKind.UNDO, self._undo(before, at)
            case Redo():
                kind, (after, event, dealt) = EntryKind.REDO, self._redo(before, at)
            case _:
                kind, (after, event, dealt) = EntryKind.EVENT, self._act(before, command, at)
        return change_of(kind, event, before, after, at=moment(at),
                         screen=self.on_screen(table_id), dealt=dealt)

    def _act(self, state: TableState, event: Event, at: int) -> tuple[TableState, Event, bool]:
        applied = apply(state.table, event)
        new = self._append(
            state, EntryKind.EVENT, applied.after, state.undo, (), at, push_self=True,
            event=self._pack(codec.encode_event(applied.event)), deal=self._deal(applied),
            seats=seat_mask(seat for seat, _ in involved(applied)), applied=applied,
        )
        return new, event, applied.deal is not None

    def _undo(self, state: TableState, at: int) -> tuple[TableState, Event, bool]:
        if not state.undo:
            raise NothingToUndo(f"nothing to undo at table {state.table_id}")
        target = state.undo[-1]
        restored = self.table_before(state.table_id, target)
        event, seats, dealt = self._target(target)
        new = self._append(
            state, EntryKind.UNDO, restored, state.undo[:-1], (*state.redo, target), at,
            target=target, event=event, packed_state=self._pack(codec.encode_table(restored)),
            seats=seats, undone_deal=dealt,
        )
        return new, self._decoded_event(state, target, event), dealt

    def _redo(self, state: TableState, at: int) -> tuple[TableState, Event, bool]:
        if not state.redo:
            raise NothingToUndo(f"nothing to redo at table {state.table_id}")
        target = state.redo[-1]
        event, seats, _ = self._target(target)
        applied = _reapply(state, target, self._decoded_event(state, target, event))
        new = self._append(
            state, EntryKind.REDO, applied.after, state.undo, state.redo[:-1], at,
            push_self=True, target=target, event=event, deal=self._deal(applied), seats=seats,
            applied=applied,
        )
        return new, applied.event, applied.deal is not None

    def _decoded_event(self, state: TableState, target: int, packed: bytes | None) -> Event:
        """The event of entry ``target``, as an undo or a redo finds it."""
        try:
            event = self._event_of_packed(packed)
        except codec.CodecError as error:
            raise damaged(state.table_id, target, f"unreadable event: {error}") from None
        if event is None:
            raise damaged(state.table_id, target, "an action without its event")
        return event

    # --- looking back ----------------------------------------------------------------------

    def state_after(self, table_id: int, entry: int) -> TableState:
        """The table as it stood right after journal entry ``entry`` (of this table)."""
        snapshot = self.database.rows(
            "SELECT entry_id, state FROM snapshots WHERE table_id = ?1 AND entry_id <= ?2 "
            "UNION ALL SELECT entry_id, state FROM heads WHERE table_id = ?1 AND entry_id <= ?2 "
            "ORDER BY entry_id DESC LIMIT 1",
            (table_id, entry),
        )
        start = 0
        replay = Replay.from_creation(table_id)
        if snapshot:
            start = snapshot[0][0]
            replay = Replay(self._snapshot_state(table_id, start, snapshot[0][1]))
        state = replay.run(self.rows(table_id, after=start, up_to=entry))
        if state.entry == 0:
            raise UnknownTable(f"no table {table_id} in this room")
        return state

    def table_before(self, table_id: int, entry: int) -> Table:
        """The table as it stood just before entry ``entry``."""
        return self.state_before(table_id, entry).table

    def state_before(self, table_id: int, entry: int) -> TableState:
        """The table's state just before entry ``entry`` (its ``create`` entry has none)."""
        previous = self.database.rows(
            "SELECT max(id) FROM journal WHERE table_id = ? AND id < ?", (table_id, entry)
        )[0][0]
        if previous is None:
            raise damaged(table_id, entry, "nothing before it")
        return self.state_after(table_id, previous)

    def replay(self, table_id: int, check: bool = True) -> TableState:
        """The table replayed from its creation, checking every undo and recorded deal.

        Uses no snapshot: this is the audit of the journal (and the crash test's reference).
        """
        state = Replay.from_creation(table_id, check).run(self.rows(table_id))
        if state.entry == 0:
            raise UnknownTable(f"no table {table_id} in this room")
        return state

    def history(
        self,
        table_id: int | None = None,
        *,
        seat: int | None = None,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        before: int | None = None,
        limit: int | None = None,
    ) -> list[Entry]:
        """Journal entries, oldest first, filtered by table, seat, player (name, any case) and
        time (``since`` and ``until`` included). ``limit`` keeps the latest ones; with
        ``before`` (an entry id) it pages back through a long history."""
        where, parameters = _history_filter(table_id, seat, since, until, before)
        by_time = since is not None or until is not None
        if player is None:
            ids = self._latest_ids(where, parameters, limit, by_time)
        else:
            ids = self._ids_of_player(player, table_id, seat, before, (where, parameters),
                                      limit, by_time)
        return self._entries(self._rows_by_id(sorted(ids)))

    def entries(
        self, table_id: int, *, since: datetime | None = None, until: datetime | None = None,
        with_players: bool = True,
    ) -> Iterator[Entry]:
        """A table's journal entries, oldest first, read a page at a time (a long history is
        never held whole); without the players they concern unless ``with_players``."""
        after = 0
        while True:
            where, parameters = _history_filter(table_id, None, since, until, None)
            rows = self.database.rows(
                f"{_ENTRY_COLUMNS}{where} AND id > ? ORDER BY id LIMIT ?",
                [*parameters, after, READ_CHUNK],
            )
            yield from self._entries(rows, with_players)
            if len(rows) < READ_CHUNK:
                return
            after = rows[-1][0]

    def effective(self, table_id: int, until: datetime | None = None) -> list[Entry]:
        """The actions in effect (undone ones left out), in order, as of ``until``.

        Applied to the table's start one after the other, they give its state.
        """
        in_effect: list[Entry] = []
        for entry in self.entries(table_id, until=until, with_players=False):
            if entry.kind in (EntryKind.EVENT, EntryKind.REDO):
                in_effect.append(entry)
            elif entry.kind is EntryKind.UNDO:
                in_effect.pop()
        return in_effect

    def _latest_ids(
        self, where: str, parameters: list[Any], limit: int | None, by_time: bool
    ) -> list[int]:
        """The ids of the latest entries that pass ``where``, read from an index alone (the
        journal's indexes hold the table, the time and the seats of every entry). With a time
        bound, the latest by time (the time index gives them in order)."""
        order = "at DESC, id DESC" if by_time else "id DESC"
        sql = f"SELECT id FROM journal{where} ORDER BY {order}"
        if limit is not None:
            sql += " LIMIT ?"
            parameters = [*parameters, limit]
        return [row[0] for row in self.database.rows(sql, parameters)]

    def _ids_of_player(
        self, player: str, table_id: int | None, seat: int | None, before: int | None,
        condition: tuple[str, list[Any]], limit: int | None, by_time: bool,
    ) -> list[int]:
        """The latest entries that concern a player: those of his sittings' seats while he sat
        there, newest sitting first (those that began after ``before`` left out), until
        ``limit`` are found and no older sitting can add a later one."""
        where, parameters = condition
        sql = ("SELECT table_id, seat, first_entry, last_entry FROM sittings "
               "WHERE player_key = ?")
        wanted: list[Any] = [player_key(player)]
        if table_id is not None:
            sql += " AND table_id = ?"
            wanted.append(table_id)
        if seat is not None:
            sql += " AND seat = ?"
            wanted.append(seat)
        if before is not None:
            sql += " AND first_entry < ?"
            wanted.append(before)
        sittings = sorted(self.database.rows(sql, wanted), key=lambda row: -(row[3] or 1 << 62))
        found: list[int] = []
        for sitting_table, sitting_seat, first, last in sittings:
            if limit is not None and len(found) >= limit and found[-limit] > (last or 1 << 62):
                break
            found = sorted({*found, *self._latest_ids(
                f"{where or ' WHERE 1 = 1'} AND table_id = ? AND id >= ? AND id <= ? "
                "AND (seats & ?) != 0",
                [*parameters, sitting_table, first, last or 1 << 62, seat_mask((sitting_seat,))],
                limit, by_time,
            )})
            if limit is not None:
                found = found[-limit:]
        return found

    def _rows_by_id(self, ids: Sequence[int]) -> list[Any]:
        """The journal rows (:data:`_ENTRY_COLUMNS`) of these entries, in the same order."""
        rows: dict[int, Any] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            for row in self.database.rows(f"{_ENTRY_COLUMNS} WHERE id IN ({marks})", chunk):
                rows[row[0]] = row
        return [rows[entry] for entry in ids]

    def _entries(self, rows: Sequence[Any], with_players: bool = True) -> list[Entry]:
        """Journal rows (:data:`_ENTRY_COLUMNS`) as entries, with the players they concern
        (left out when not wanted: the actions in effect need none)."""
        if not rows:
            return []
        seated = self._seated(rows) if with_players else {}
        entries = []
        packer = self.database.packer
        for entry, table_id, at, kind, target, seats, event, deal, note in rows:
            numbers = seats_of(seats)
            players: tuple[str, ...] = ()
            if with_players:
                on_seats = seated.get(table_id, {})
                players = tuple(dict.fromkeys(
                    name for number in numbers
                    for name in sorted(name for name, first, last in on_seats.get(number, ())
                                       if first <= entry <= last)
                ))
            entries.append(Entry(
                entry, table_id, moment(at), KINDS[kind], self._event_of_packed(event), deal,
                target, note, numbers, players, packer,
            ))
        return entries

    def _seated(self, rows: Sequence[Any]) -> dict[int, dict[int, list[tuple[str, int, int]]]]:
        """Who sat where during the entries of ``rows``: by table, by seat, (name, first entry,
        last entry). A seat's sittings follow one another, so the walk back from the last
        entry stops at the first sitting that began before the first entry."""
        seated: dict[int, dict[int, list[tuple[str, int, int]]]] = {}
        first, last = min(row[0] for row in rows), max(row[0] for row in rows)
        seats_by_table: dict[int, int] = {}
        entries_by_table: dict[int, int] = {}
        for row in rows:
            seats_by_table[row[1]] = seats_by_table.get(row[1], 0) | row[5]
            entries_by_table[row[1]] = entries_by_table.get(row[1], 0) + 1
        for table_id, mask in seats_by_table.items():
            by_seat = seated.setdefault(table_id, {})
            for seat in seats_of(mask):
                found = by_seat.setdefault(seat, [])
                for name, start, end in self.database.rows(
                    "SELECT player, first_entry, last_entry FROM sittings "
                    "WHERE table_id = ? AND seat = ? AND first_entry <= ? "
                    "ORDER BY first_entry DESC LIMIT ?",
                    (table_id, seat, last, entries_by_table[table_id] + 1),
                ):
                    if end is None or end >= first:
                        found.append((name, start, end or 1 << 62))
                    if start < first:
                        break
        return seated

    # --- inside ----------------------------------------------------------------------------

    def _pack(self, document: Any) -> bytes:
        return self.database.packer.pack(document)

    def _deal(self, applied: Applied) -> bytes | None:
        return self._pack(codec.encode_deal(applied.deal)) if applied.deal else None

    def _snapshot_state(self, table_id: int, entry: int, packed: bytes) -> TableState:
        try:
            document = self.database.packer.unpack(packed)
        except codec.CodecError as error:
            raise damaged(table_id, entry, f"bad snapshot: {error}") from None
        return state_from_snapshot(table_id, entry, document)

    def _load(self, table_id: int) -> TableState:
        """The table's head plus the entries after it."""
        head = self.database.rows(
            "SELECT entry_id, state FROM heads WHERE table_id = ?", (table_id,)
        )
        if not head:
            return self.replay(table_id, check=False)
        entry, packed = head[0]
        replay = Replay(self._snapshot_state(table_id, entry, packed))
        return replay.run(self.rows(table_id, after=entry))

    def _running(self, table_id: int) -> TableState:
        rows = self.database.rows("SELECT closed FROM tables WHERE id = ?", (table_id,))
        if not rows:
            raise UnknownTable(f"no table {table_id} in this room")
        if rows[0][0] is not None:
            raise TableClosed(f"table {table_id} is closed")
        return self.state(table_id)

    def rows(self, table_id: int, after: int = 0, up_to: int | None = None) -> Iterator[Row]:
        """The table's journal rows after entry ``after`` (up to ``up_to``), decoded, in order,
        for a :class:`Replay`."""
        try:
            yield from read_rows(self.database.connection, self.database.packer, table_id,
                                 after, up_to)
        except sqlite3.Error as error:
            raise storage_error(error, "read the room", self.path) from error
        except codec.CodecError as error:
            raise damaged(table_id, after, str(error)) from None

    def _append(
        self,
        state: TableState,
        kind: EntryKind,
        table: Table,
        undo: tuple[int, ...],
        redo: tuple[int, ...],
        at: int,
        *,
        push_self: bool = False,
        target: int | None = None,
        event: bytes | None = None,
        deal: bytes | None = None,
        packed_state: bytes | None = None,
        seats: int = 0,
        applied: Applied | None = None,
        undone_deal: bool = False,
    ) -> TableState:
        """Write one entry at ``at`` (and the head, or a kept snapshot, when due) in one
        transaction."""
        with self.database.transaction(f"record the {kind} at table {state.table_id}") as db:
            entry = self._insert(db, state.table_id, kind, at, target=target, event=event,
                                 deal=deal, state=packed_state, seats=seats)
            record_sittings(db, state.table_id, entry, state.table, table)
            if applied is not None:
                hands = state.hands + (applied.deal is not None)
                shown = shown_after(applied, entry, state.shown)
            else:
                hands = state.hands - undone_deal
                shown = shown_after_undo(state.shown, target or 0)
            new = TableState(
                state.table_id, table, entry, push(undo, entry) if push_self else undo, redo,
                state.since_snapshot + 1, hands, shown, state.since_kept + 1,
            )
            new = self._save_when_due(db, new)
        self._states[state.table_id] = new
        return new

    def _save_when_due(self, db: Any, state: TableState) -> TableState:
        """Save the head (every :data:`HEAD_EVERY` entries) and keep a snapshot (every
        :data:`SNAPSHOT_EVERY`); the state with its counters set back."""
        keep = state.since_kept >= SNAPSHOT_EVERY
        if keep or state.since_snapshot >= HEAD_EVERY:
            save_snapshot(db, self.database.packer, state, head_only=not keep)
            return replace(state, since_snapshot=0, since_kept=0 if keep else state.since_kept)
        return state

    def _insert(
        self,
        db: Any,
        table_id: int,
        kind: EntryKind,
        at: int,
        *,
        target: int | None = None,
        event: bytes | None = None,
        deal: bytes | None = None,
        state: bytes | None = None,
        note: str | None = None,
        seats: int = 0,
    ) -> int:
        cursor = db.execute(
            "INSERT INTO journal (table_id, at, kind, seats, target, event, deal, state, note) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (table_id, at, KIND_CODES[kind], seats, target, event, deal, state, note),
        )
        return _row_id(cursor.lastrowid)

    def _table_entry(
        self, table_id: int, kind: EntryKind, at: datetime, sql: str,
        parameters: tuple[Any, ...], note: str | None = None,
    ) -> None:
        """A change to the table itself (name, open or closed) and its journal entry."""
        state = self.state(table_id)
        with self.database.transaction(f"{kind} table {table_id}") as db:
            db.execute(sql, parameters)
            entry = self._insert(db, table_id, kind, micros(at), note=note)
            new = self._save_when_due(db, replace(
                state, entry=entry, since_snapshot=state.since_snapshot + 1,
                since_kept=state.since_kept + 1,
            ))
        self._states[table_id] = new

    def _snapshot_all(self) -> None:
        due = [state for state in self._states.values() if state.since_snapshot > 0]
        if not due:
            return
        with self.database.transaction("save the tables' heads") as db:
            for state in due:
                save_snapshot(db, self.database.packer, state, head_only=True)
        for state in due:
            self._states[state.table_id] = replace(state, since_snapshot=0)

    def _target(self, entry: int) -> tuple[bytes | None, int, bool]:
        """The packed event of a journal entry, its seats, and whether it made a deal."""
        rows = self.database.rows(
            "SELECT event, seats, deal IS NOT NULL FROM journal WHERE id = ?", (entry,)
        )
        if not rows:
            raise StorageError(Problem.DAMAGED, f"journal entry {entry} is missing")
        event, seats, dealt = rows[0]
        return event, seats, bool(dealt)

    def shown(self, table_id: int) -> Shown:
        """What the screen shows of the table's latest deal (or correction) in effect.

        Known from the state as entries are written; after an undo took that deal back, found
        among the actions undo can reach (latest first), the table after it replayed from the
        nearest snapshot.
        """
        state = self.state(table_id)
        if state.shown is not None:
            return state.shown
        shown = self.shown_in(state)
        self._states[table_id] = replace(self.state(table_id), shown=shown)
        return shown

    def shown_in(self, state: TableState) -> Shown:
        """What the screen shows of the table in ``state`` (a state of its journal, now or
        earlier): the state's own when it knows it, else looked back for."""
        if state.shown is not None:
            return state.shown
        if state.undo:
            marks = ", ".join("?" * len(state.undo))
            found = {
                row[0]: row for row in self.database.rows(
                    f"SELECT id, event, deal IS NOT NULL FROM journal WHERE id IN ({marks})",
                    list(state.undo),
                )
            }
            for entry in reversed(state.undo):
                _, event, dealt = found[entry]
                if dealt:
                    return Shown(entry, self.state_after(state.table_id, entry).table)
                if codec.decode_event(self.database.packer.unpack(event)).kind == "correct":
                    return Shown(entry, None, corrected=True)
        if len(state.undo) >= UNDO_DEPTH and state.last_deal is not None:
            # More actions without a deal than undo reaches back: the table still knows its
            # last deal; the table right after it is not kept, so the current one stands in.
            return Shown(0, state.table)
        return Shown()


# --- helpers --------------------------------------------------------------------------------


def starting_table(house: HouseRules, section: Mapping[str, Any]) -> Table:
    """The table a ``[table]`` section of the scenario format starts from, under ``house``."""
    document = {"title": "start", "house": codec.encode_house(house), "table": dict(section)}
    return parse_scenario(document).table


def involved(applied: Applied) -> list[tuple[int, str | None]]:
    """The seats an action concerns, with the player on each (before or after it)."""
    seats = set(event_seats(applied.event))
    deal = applied.deal
    if deal is not None:
        seats |= {deal.button, deal.big_blind, *deal.dealt, *(p.seat for p in deal.posts)}
        seats |= {seat for seat, _ in deal.waiting} | {seat for seat, _ in deal.missed}
        seats |= {m.seat for m in deal.markers} | set(deal.lockup)
        seats |= {s for s in (deal.small_blind, deal.third_blind) if s is not None}
    pairs: list[tuple[int, str | None]] = []
    for seat in sorted(s for s in seats if 1 <= s <= applied.before.size):
        names = {p.name for t in (applied.before, applied.after) if (p := t.player(seat))}
        if names:
            pairs.extend((seat, name) for name in sorted(names))
        else:
            pairs.append((seat, None))
    return pairs


_ENTRY_COLUMNS = "SELECT id, table_id, at, kind, target, seats, event, deal, note FROM journal"


def _history_filter(
    table_id: int | None, seat: int | None, since: datetime | None, until: datetime | None,
    before: int | None,
) -> tuple[str, list[Any]]:
    conditions: list[str] = []
    parameters: list[Any] = []
    if before is not None:
        conditions.append("id < ?")
        parameters.append(before)
    if table_id is not None:
        conditions.append("table_id = ?")
        parameters.append(table_id)
    if since is not None:
        conditions.append("at >= ?")
        parameters.append(micros(since))
    if until is not None:
        conditions.append("at <= ?")
        parameters.append(micros(until))
    if seat is not None:
        conditions.append("(seats & ?) != 0")
        parameters.append(seat_mask((seat,)))
    return (" WHERE " + " AND ".join(conditions)) if conditions else "", parameters


def _table_info(row: Any) -> TableInfo:
    table_id, name, house, start, created, closed = row
    section = codec.from_json(start)
    return TableInfo(
        id=table_id,
        name=name,
        house=codec.decode_house(codec.from_json(house)),
        seats=int(section["seats"]),
        start=section,
        created=datetime.fromisoformat(created),
        closed=datetime.fromisoformat(closed) if closed else None,
    )


def _reapply(state: TableState, target: int, event: Event) -> Applied:
    """Apply again the event of entry ``target`` (a redo)."""
    try:
        return apply(state.table, event)
    except Refused as error:
        raise damaged(state.table_id, target, f"cannot be redone: {error}") from None


def _clean_name(name: str) -> str:
    cleaned = " ".join(name.split())
    if not cleaned:
        raise ValueError("a table needs a name")
    return cleaned


def aware(moment: datetime | None) -> datetime | None:
    """``moment`` with a time zone (a naive time is taken as local time)."""
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.astimezone()


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _row_id(value: int | None) -> int:
    assert value is not None
    return value


def _utc_now() -> datetime:
    return datetime.now(UTC)

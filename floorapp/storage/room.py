"""The room: every table the floor runs, with its house rules and its whole history.

Everything lives in one SQLite file (:mod:`floorapp.storage.database`). Each action is one
transaction: :meth:`Room.act`, :meth:`Room.record`, :meth:`Room.undo` and :meth:`Room.redo`
return only once the journal entry is on disk, so the screen never shows an action that a
crash could lose. If the disk refuses the write, they raise :class:`StorageError` and the table
stays as it was.

Opening a table reads its latest snapshot (one every :data:`SNAPSHOT_EVERY` entries) and
replays the few entries after it, however long the history.
"""

from __future__ import annotations

import errno
import logging
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from floorapp.rules import Applied, Deal, Event, HouseRules, Refused, Table, apply
from floorapp.scenario import parse_scenario

from . import codec, paths
from .database import FILE_NAME, Database, KeptAside
from .errors import NothingToUndo, Problem, StaleTable, StorageError, UnknownTable
from .journal import (
    EntryKind,
    Replay,
    Row,
    TableState,
    damaged,
    push,
    snapshot_document,
    state_from_snapshot,
)

log = logging.getLogger(__name__)

SNAPSHOT_EVERY = 16
"""A snapshot of a table is saved after this many journal entries of that table."""

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
    back); ``deal`` the deal it made; ``target`` the entry an undo or redo is about; ``note`` the
    table's name (create, rename); ``seats`` and ``players`` whom the entry concerns.
    """

    id: int
    table_id: int
    at: datetime
    kind: EntryKind
    event: Event | None = None
    deal: Deal | None = None
    target: int | None = None
    note: str | None = None
    seats: tuple[int, ...] = ()
    players: tuple[str, ...] = ()


class Room:
    """Every table of the room file, their states and their journals.

    Open with :meth:`open`; one program at a time per data folder (the screen's lock sees to
    it). States are cached after the first :meth:`state`.
    """

    def __init__(self, database: Database, clock: Clock | None = None) -> None:
        self.database = database
        self._clock = clock or _utc_now
        self._states: dict[int, TableState] = {}

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
        at = self._now()
        with self.database.transaction(f"add the table {name}") as connection:
            cursor = connection.execute(
                "INSERT INTO tables (name, house, start, created) VALUES (?, ?, ?, ?)",
                (name, codec.to_json(codec.encode_house(house)), codec.to_json(section), at),
            )
            table_id = _row_id(cursor.lastrowid)
            entry = self._insert(
                connection, table_id, EntryKind.CREATE, at, note=name,
                state=codec.to_json(codec.encode_table(table)),
            )
        self._states[table_id] = TableState(table_id, table, entry, since_snapshot=1)
        return self.table_info(table_id)

    def rename_table(self, table_id: int, name: str) -> TableInfo:
        """Give a table a new name (journaled)."""
        name = _clean_name(name)
        self.table_info(table_id)
        self._table_entry(table_id, EntryKind.RENAME, self._now(),
                          "UPDATE tables SET name = ? WHERE id = ?", (name, table_id), note=name)
        return self.table_info(table_id)

    def close_table(self, table_id: int) -> TableInfo:
        """Close a table; its history stays and it can be reopened."""
        info = self.table_info(table_id)
        if info.is_open:
            at = self._now()
            self._table_entry(table_id, EntryKind.CLOSE, at,
                              "UPDATE tables SET closed = ? WHERE id = ?", (at, table_id))
        return self.table_info(table_id)

    def reopen_table(self, table_id: int) -> TableInfo:
        """Open a closed table again."""
        info = self.table_info(table_id)
        if not info.is_open:
            self._table_entry(table_id, EntryKind.REOPEN, self._now(),
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

    def act(self, table_id: int, event: Event) -> Applied:
        """Apply ``event`` to the table and record it; raises ``Refused`` (nothing recorded)."""
        applied = apply(self.state(table_id).table, event)
        self.record(table_id, applied)
        return applied

    def record(self, table_id: int, applied: Applied) -> TableState:
        """Record an event already applied to the table's current state; the new state.

        Raises :class:`StaleTable` if ``applied.before`` is not the current table.
        """
        state = self._running(table_id)
        if not _same_table(applied.before, state.table):
            raise StaleTable(f"table {table_id} has changed since this event was applied")
        deal = codec.to_json(codec.encode_deal(applied.deal)) if applied.deal else None
        return self._append(
            state, EntryKind.EVENT, applied.after, state.undo, (), push_self=True,
            event=codec.to_json(codec.encode_event(applied.event)), deal=deal,
            involved=involved(applied),
        )

    def undo(self, table_id: int) -> TableState:
        """Take back the latest action in effect (recorded as an ``undo`` entry)."""
        state = self._running(table_id)
        if not state.undo:
            raise NothingToUndo(f"nothing to undo at table {table_id}")
        target = state.undo[-1]
        restored = self.table_before(table_id, target)
        event = self._event_of(target)
        return self._append(
            state, EntryKind.UNDO, restored, state.undo[:-1], (*state.redo, target),
            target=target, event=event, state_json=codec.to_json(codec.encode_table(restored)),
            involved=self._involved_of(target),
        )

    def redo(self, table_id: int) -> TableState:
        """Put back the latest action undone (recorded as a ``redo`` entry)."""
        state = self._running(table_id)
        if not state.redo:
            raise NothingToUndo(f"nothing to redo at table {table_id}")
        target = state.redo[-1]
        event = self._event_of(target)
        applied = _reapply(state, target, event)
        deal = codec.to_json(codec.encode_deal(applied.deal)) if applied.deal else None
        return self._append(
            state, EntryKind.REDO, applied.after, state.undo, state.redo[:-1], push_self=True,
            target=target, event=event, deal=deal, involved=self._involved_of(target),
        )

    # --- looking back ----------------------------------------------------------------------

    def state_after(self, table_id: int, entry: int) -> TableState:
        """The table as it stood right after journal entry ``entry`` (of this table)."""
        snapshot = self.database.rows(
            "SELECT entry_id, state FROM snapshots WHERE table_id = ? AND entry_id <= ? "
            "ORDER BY entry_id DESC LIMIT 1",
            (table_id, entry),
        )
        start = 0
        replay = Replay.from_creation(table_id)
        if snapshot:
            start = snapshot[0][0]
            replay = Replay(state_from_snapshot(table_id, start, snapshot[0][1]))
        state = replay.run(self._rows(table_id, after=start, up_to=entry))
        if state.entry == 0:
            raise UnknownTable(f"no table {table_id} in this room")
        return state

    def table_before(self, table_id: int, entry: int) -> Table:
        """The table as it stood just before entry ``entry``."""
        previous = self.database.rows(
            "SELECT max(id) FROM journal WHERE table_id = ? AND id < ?", (table_id, entry)
        )[0][0]
        if previous is None:
            raise damaged(table_id, entry, "nothing before it")
        return self.state_after(table_id, previous).table

    def replay(self, table_id: int, check: bool = True) -> TableState:
        """The table replayed from its creation, checking every undo and recorded deal.

        Uses no snapshot: this is the audit of the journal (and the crash test's reference).
        """
        state = Replay.from_creation(table_id, check).run(self._rows(table_id))
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
        where, parameters = _history_filter(table_id, seat, player, since, until, before)
        sql = f"SELECT id, table_id, at, kind, target, event, deal, note FROM journal{where}"
        if limit is not None:
            sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT ?)"
            parameters.append(limit)
        rows = self.database.rows(f"{sql} ORDER BY id", parameters)
        concerned = self._concerned([row[0] for row in rows])
        return [_entry(row, concerned.get(row[0], [])) for row in rows]

    def effective(self, table_id: int, until: datetime | None = None) -> list[Entry]:
        """The actions in effect (undone ones left out), in order, as of ``until``.

        Applied to the table's start one after the other, they give its state.
        """
        in_effect: list[Entry] = []
        for entry in self.history(table_id, until=until):
            if entry.kind in (EntryKind.EVENT, EntryKind.REDO):
                in_effect.append(entry)
            elif entry.kind is EntryKind.UNDO:
                in_effect.pop()
        return in_effect

    # --- inside ----------------------------------------------------------------------------

    def _now(self) -> str:
        return self._clock().astimezone(UTC).isoformat(timespec="microseconds")

    def _load(self, table_id: int) -> TableState:
        """Latest snapshot plus the entries after it."""
        snapshot = self.database.rows(
            "SELECT entry_id, state FROM snapshots WHERE table_id = ? "
            "ORDER BY entry_id DESC LIMIT 1",
            (table_id,),
        )
        if not snapshot:
            return self.replay(table_id, check=False)
        entry, text = snapshot[0]
        replay = Replay(state_from_snapshot(table_id, entry, text))
        return replay.run(self._rows(table_id, after=entry))

    def _running(self, table_id: int) -> TableState:
        if not self.table_info(table_id).is_open:
            raise TableClosed(f"table {table_id} is closed")
        return self.state(table_id)

    def _rows(self, table_id: int, after: int = 0, up_to: int | None = None) -> Iterable[Row]:
        sql = (
            "SELECT id, kind, target, event, deal, state FROM journal "
            "WHERE table_id = ? AND id > ?"
        )
        parameters: list[Any] = [table_id, after]
        if up_to is not None:
            sql += " AND id <= ?"
            parameters.append(up_to)
        return [Row(*row) for row in self.database.rows(f"{sql} ORDER BY id", parameters)]

    def _append(
        self,
        state: TableState,
        kind: EntryKind,
        table: Table,
        undo: tuple[int, ...],
        redo: tuple[int, ...],
        *,
        push_self: bool = False,
        target: int | None = None,
        event: str | None = None,
        deal: str | None = None,
        state_json: str | None = None,
        involved: Iterable[tuple[int, str | None]] = (),
    ) -> TableState:
        """Write one entry (and a snapshot when one is due) in one transaction."""
        at = self._now()
        with self.database.transaction(f"record the {kind} at table {state.table_id}") as db:
            entry = self._insert(db, state.table_id, kind, at, target=target, event=event,
                                 deal=deal, state=state_json)
            db.executemany(
                "INSERT INTO involved (entry_id, seat, player) VALUES (?, ?, ?)",
                [(entry, seat, player) for seat, player in involved],
            )
            new = TableState(state.table_id, table, entry, push(undo, entry) if push_self else undo,
                             redo, state.since_snapshot + 1)
            if new.since_snapshot >= SNAPSHOT_EVERY:
                db.execute(
                    "INSERT INTO snapshots (table_id, entry_id, state) VALUES (?, ?, ?)",
                    (new.table_id, entry, codec.to_json(snapshot_document(new))),
                )
                new = TableState(new.table_id, table, entry, new.undo, new.redo, 0)
        self._states[state.table_id] = new
        return new

    def _insert(
        self,
        db: Any,
        table_id: int,
        kind: EntryKind,
        at: str,
        *,
        target: int | None = None,
        event: str | None = None,
        deal: str | None = None,
        state: str | None = None,
        note: str | None = None,
    ) -> int:
        cursor = db.execute(
            "INSERT INTO journal (table_id, at, kind, target, event, deal, state, note) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (table_id, at, kind.value, target, event, deal, state, note),
        )
        return _row_id(cursor.lastrowid)

    def _table_entry(
        self, table_id: int, kind: EntryKind, at: str, sql: str, parameters: tuple[Any, ...],
        note: str | None = None,
    ) -> None:
        """A change to the table itself (name, open or closed) and its journal entry."""
        state = self.state(table_id)
        with self.database.transaction(f"{kind} table {table_id}") as db:
            db.execute(sql, parameters)
            entry = self._insert(db, table_id, kind, at, note=note)
        self._states[table_id] = TableState(
            table_id, state.table, entry, state.undo, state.redo, state.since_snapshot + 1
        )

    def _snapshot_all(self) -> None:
        due = [state for state in self._states.values() if state.since_snapshot > 0]
        if not due:
            return
        with self.database.transaction("save snapshots") as db:
            db.executemany(
                "INSERT OR IGNORE INTO snapshots (table_id, entry_id, state) VALUES (?, ?, ?)",
                [(s.table_id, s.entry, codec.to_json(snapshot_document(s))) for s in due],
            )
        for state in due:
            self._states[state.table_id] = replace(state, since_snapshot=0)

    def _event_of(self, entry: int) -> str | None:
        """The event (JSON) of a journal entry."""
        rows = self.database.rows("SELECT event FROM journal WHERE id = ?", (entry,))
        if not rows:
            raise StorageError(Problem.DAMAGED, f"journal entry {entry} is missing")
        event: str | None = rows[0][0]
        return event

    def _involved_of(self, entry: int) -> list[tuple[int, str | None]]:
        rows = self.database.rows(
            "SELECT seat, player FROM involved WHERE entry_id = ? ORDER BY rowid", (entry,)
        )
        return [(seat, player) for seat, player in rows]

    def _concerned(self, entries: list[int]) -> dict[int, list[tuple[int, str | None]]]:
        found: dict[int, list[tuple[int, str | None]]] = {}
        for start in range(0, len(entries), 500):
            chunk = entries[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            for entry, seat, player in self.database.rows(
                f"SELECT entry_id, seat, player FROM involved WHERE entry_id IN ({marks}) "
                "ORDER BY rowid",
                chunk,
            ):
                found.setdefault(entry, []).append((seat, player))
        return found


# --- helpers --------------------------------------------------------------------------------


def starting_table(house: HouseRules, section: Mapping[str, Any]) -> Table:
    """The table a ``[table]`` section of the scenario format starts from, under ``house``."""
    document = {"title": "start", "house": codec.encode_house(house), "table": dict(section)}
    return parse_scenario(document).table


def involved(applied: Applied) -> list[tuple[int, str | None]]:
    """The seats an action concerns, with the player on each (before or after it)."""
    seats = set(_event_seats(applied.event))
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


def _event_seats(event: Event) -> list[int]:
    names = ("seat", "from_seat", "to_seat", "button", "small_blind", "big_blind", "third_blind")
    found = [getattr(event, name, None) for name in names]
    return [seat for seat in found if isinstance(seat, int) and not isinstance(seat, bool)]


def _history_filter(
    table_id: int | None, seat: int | None, player: str | None,
    since: datetime | None, until: datetime | None, before: int | None,
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
        parameters.append(_stamp(since))
    if until is not None:
        conditions.append("at <= ?")
        parameters.append(_stamp(until))
    who: list[str] = []
    if seat is not None:
        who.append("seat = ?")
        parameters.append(seat)
    if player is not None:
        who.append("player = ? COLLATE NOCASE")
        parameters.append(player.strip())
    if who:
        conditions.append(f"id IN (SELECT entry_id FROM involved WHERE {' AND '.join(who)})")
    return (" WHERE " + " AND ".join(conditions)) if conditions else "", parameters


def _entry(row: Any, concerned: list[tuple[int, str | None]]) -> Entry:
    entry_id, table_id, at, kind, target, event, deal, note = row
    return Entry(
        id=entry_id,
        table_id=table_id,
        at=datetime.fromisoformat(at),
        kind=EntryKind(kind),
        event=codec.decode_event(codec.from_json(event)) if event else None,
        deal=codec.decode_deal(codec.from_json(deal)) if deal else None,
        target=target,
        note=note,
        seats=tuple(sorted({seat for seat, _ in concerned})),
        players=tuple(dict.fromkeys(name for _, name in concerned if name)),
    )


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


def _same_table(one: Table, other: Table) -> bool:
    return one is other or (one == other and one.last_deal == other.last_deal)


def _reapply(state: TableState, target: int, event: str | None) -> Applied:
    """Apply again the event of entry ``target`` (a redo)."""
    try:
        return apply(state.table, codec.decode_event(codec.from_json(event or "null")))
    except (codec.CodecError, Refused) as error:
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

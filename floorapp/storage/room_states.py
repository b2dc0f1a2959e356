"""The tables' states: each table as its journal leaves it, now or at any earlier entry.

What the floor means by the terms used here:

- A *journal entry* is one action at a table (an event or deal, an undo, a redo, a rename...),
  numbered in the order it was written; a table's *position* is the number of its latest
  entry (see :mod:`floorapp.storage.journal` for the kinds).
- A table's *state* (:class:`~floorapp.storage.journal.TableState`) is the table after its
  latest entry, with what undo and redo can reach and what the screen shows of its last deal.
- The *head* is the latest state saved for a table (every :data:`HEAD_EVERY` entries and on
  closing); a kept *snapshot* is a state saved for good every :data:`SNAPSHOT_EVERY` entries.
  Opening a table reads its head and replays the few entries after it; looking back at an
  earlier entry replays from the nearest snapshot (or head) before it.
- A *replay* from the creation entry, using no snapshot, is the audit of the journal.

:class:`RoomStates` is the base of :class:`~floorapp.storage.room.Room`: it holds the database,
the clock and the states read so far, and the low-level writing of entries and heads that the
table changes (:mod:`room_tables`) and the play (:mod:`room_writes`) share.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from floorapp.rules import Deal, Event, Refused, Table

from . import codec
from .backend import Connection, RoomDatabase, new_id
from .digests import KEPT_WITH_DIGESTS, digest, save_snapshot, verified
from .errors import StaleTable, StorageError, UnknownTable
from .journal import (
    HEAD_EVERY,
    KIND_CODES,
    SNAPSHOT_EVERY,
    EntryKind,
    Replay,
    Row,
    TableState,
    damaged,
    read_head_and_rows,
    read_rows,
    snapshot_document,
    state_from_snapshot,
)
from .live import RoomWatcher

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
"""Where the room reads the time of each entry (tests pass a clock they move by hand)."""


class TableClosed(ValueError):
    """An action on a closed table (reopen it first); ``table_id`` says which (the screen
    words it with the table's name)."""

    code = "table-closed"

    def __init__(self, table_id: int) -> None:
        super().__init__(f"table {table_id} is closed")
        self.table_id = table_id


class RoomStates:
    """The room file's tables as states: read once, then kept up to date as entries are
    written (``_states``)."""

    def __init__(self, database: RoomDatabase, clock: Clock | None = None) -> None:
        self.database = database
        self._clock = clock or _utc_now
        self._states: dict[int, TableState] = {}
        self._event_of_packed = functools.lru_cache(maxsize=4096)(self._unpacked_event)
        """Events read back, by their packed bytes (a room's events repeat a great deal: most
        are deals), so that a long read decodes each kind of event once."""

    def _unpacked_event(self, packed: bytes | None) -> Event | None:
        document = self.database.packer.unpack(packed)
        return None if document is None else codec.decode_event(document)

    @property
    def path(self) -> Path | None:
        """The room file (None for a room on a PostgreSQL server: see :attr:`where`)."""
        return self.database.path

    @property
    def where(self) -> str:
        """Where the room lives, as the floor is shown it: its file, or its server's address
        without a password."""
        return self.database.where

    # --- the states now ------------------------------------------------------------------

    def _claim(self, db: Connection, state: TableState) -> None:
        """Inside a write's transaction: hold the table's row until the commit (another PC
        writing to this table waits) and refuse the write with :class:`StaleTable` if the
        journal holds an entry newer than ``state``, the one the write was decided on (another
        PC wrote it). This PC's copy of the table is then dropped, so that it reads the table
        again."""
        self.database.hold_table(db, state.table_id)
        latest = self.database.held.get(state.table_id)
        if latest is not None:  # read under the lock already (:meth:`_running`)
            self.database.held[state.table_id] = None  # the next write there reads it again
        else:
            latest = db.execute(
                "SELECT max(id) FROM journal WHERE table_id = ?", (state.table_id,)
            ).fetchone()[0]
        if latest is not None and latest != state.entry:
            self._states.pop(state.table_id, None)
            raise StaleTable(state.table_id, state.entry, latest)

    def catch_up(self, table_id: int, position: int) -> bool:
        """Another screen wrote the table up to journal entry ``position``: drop this room's
        copy of it if it is behind, so that the next read loads the table again. Whether it
        was behind (False for a table not read yet, or a change this room made itself)."""
        cached = self._states.get(table_id)
        if cached is None or cached.entry >= position:
            return False
        del self._states[table_id]
        return True

    def refresh(self, table_id: int) -> None:
        """Drop this room's copy of the table: the next read loads it from the journal."""
        self._states.pop(table_id, None)

    def watch(self) -> RoomWatcher:
        """A new watcher of the changes any screen makes to the room's tables
        (:mod:`floorapp.storage.live`); close it before the room."""
        return self.database.watcher()

    def state(self, table_id: int) -> TableState:
        """The table as its journal leaves it, with what undo and redo can do."""
        cached = self._states.get(table_id)
        if cached is None:
            cached = self._load(table_id)
            self._states[table_id] = cached
        return cached

    def table(self, table_id: int) -> Table:
        """The table as its journal leaves it."""
        return self.state(table_id).table

    def load(self, table_id: int) -> tuple[Table, Deal | None]:
        """The current table and its last deal."""
        state = self.state(table_id)
        return state.table, state.last_deal

    def position(self, table_id: int) -> int:
        """The table's journal position: its latest entry number, which a caller passes back
        to :meth:`apply` as the position it decided on."""
        return self.state(table_id).entry

    def _running(self, table_id: int, expected: int | None = None) -> TableState:
        """The state of a table that is open (:class:`TableClosed` if it is closed), as the
        journal now leaves it: this room's copy, if it is behind, is read again.

        For a write decided at position ``expected``, a journal that already holds a newer
        entry refuses it here (:class:`StaleTable`), in the same query, read once a write
        under way at the table has ended
        (:meth:`~floorapp.storage.backend.RoomDatabase.rows_after_writes`): a write decided
        while another PC's was under way is refused without asking for the table's row, and
        the writers at a table do not hold it in turn only to be refused. The check that counts
        is :meth:`_claim`'s, under the table's lock (which takes this one's when it was made
        under the lock: a list action's part at a table it holds). Under the lock, a latest
        entry read already is not read again: nobody else can write or close the table."""
        latest = self.database.held.get(table_id)  # read under the table's lock already
        if latest is None:
            latest = self._latest_open(table_id, after_writes=expected is not None)
            if table_id in self.database.held:  # under the table's lock: final until the commit
                self.database.held[table_id] = latest
        if latest is not None:
            self.catch_up(table_id, latest)
        state = self.state(table_id)
        if expected is not None and state.entry != expected:
            raise StaleTable(table_id, expected, state.entry)
        return state

    def _latest_open(self, table_id: int, after_writes: bool) -> int | None:
        """The table's latest journal entry (:class:`TableClosed`, :class:`UnknownTable`);
        ``after_writes``: read once a write under way at the table has ended."""
        query = ("SELECT closed, (SELECT max(id) FROM journal WHERE table_id = ?1) FROM tables "
                 "WHERE id = ?1")
        rows = (self.database.rows_after_writes("tables", table_id, query, (table_id,))
                if after_writes else self.database.rows(query, (table_id,)))
        if not rows:
            raise UnknownTable(f"no table {table_id} in this room")
        closed, latest = rows[0]
        if closed is not None:
            raise TableClosed(table_id)
        return None if latest is None else int(latest)

    def _load(self, table_id: int) -> TableState:
        """The table's head plus the entries after it (read together: one query). A head that
        is not the state its entry recorded is never shown: the table is rebuilt from its
        journal (:meth:`_rebuild`)."""
        try:
            head, rows = read_head_and_rows(self.database.connection, self.database.packer,
                                            table_id)
        except self.database.errors as error:
            raise self.database.error(error, "read the room") from error
        if head is None:
            state = Replay.from_creation(table_id).run(self._reading(table_id, 0, rows))
            if state.entry == 0:
                raise UnknownTable(f"no table {table_id} in this room")
            return state
        if not verified(table_id, head.packed, head.recorded, head.entry_table):
            return self._rebuild(table_id, head.entry)
        replay = Replay(self._snapshot_state(table_id, head.entry, head.packed))
        return replay.run(self._reading(table_id, head.entry, rows))

    def _rebuild(self, table_id: int, head: int) -> TableState:
        """The table replayed from its newest verified snapshot (or its creation), its head at
        entry ``head`` being found wrong; the log says so, and a writable room stores a head
        its journal vouches for in its place."""
        start = self.kept_state(table_id, None, heads=False)
        replay = Replay(start) if start is not None else Replay.from_creation(table_id)
        state = self._replayed(replay, None)
        if state.entry == 0:
            raise UnknownTable(f"no table {table_id} in this room")
        log.warning("table %d: its head (at entry %d) is not the state its journal recorded: "
                    "rebuilt from the journal, from entry %d to entry %d", table_id, head,
                    start.entry if start is not None else 0, state.entry)
        if not self.database.read_only and not self.database.in_transaction():
            state = self._store_rebuilt(state, start)
        return state

    def _store_rebuilt(self, state: TableState, start: TableState | None) -> TableState:
        """The rebuilt table's head saved in place of the wrong one: the rebuilt state where it
        is the one its entry recorded, else the verified snapshot it was rebuilt from."""
        packer = self.database.packer
        try:
            with self.database.transaction(f"store the rebuilt head of table {state.table_id}"
                                           ) as db:
                if save_snapshot(db, packer, state, head_only=True, over=True):
                    return replace(state, since_snapshot=0)
                if start is not None:
                    save_snapshot(db, packer, start, head_only=True, over=True)
        except StorageError as error:
            log.warning("table %d: the rebuilt head was not stored: %s", state.table_id, error)
        return state

    def kept_state(self, table_id: int, up_to: int | None, heads: bool = True
                   ) -> TableState | None:
        """The newest kept state of the table (a snapshot, or its head too with ``heads``) at
        or before entry ``up_to`` (None: any) that is the state its entry recorded; one that
        is not is passed over, and the log says so."""
        for limit in (4, None):
            passed_over: list[int] = []
            for entry, packed, recorded, entry_table in self._kept_rows(table_id, up_to, heads,
                                                                        limit):
                if verified(table_id, packed, recorded, entry_table):
                    if passed_over:
                        log.warning("table %d: kept states not recorded by their entries, "
                                    "passed over: %s", table_id, passed_over)
                    state = self._snapshot_state(table_id, entry, packed)
                    return replace(state, recorded=bytes(packed))
                passed_over.append(entry)
            if limit is not None and len(passed_over) < limit:
                break
        return None

    def _kept_rows(self, table_id: int, up_to: int | None, heads: bool, limit: int | None
                   ) -> list[Any]:
        """The table's kept states at or before ``up_to``, newest first, with what verifies
        each (:data:`~floorapp.storage.digests.KEPT_WITH_DIGESTS`)."""
        bound = " AND k.entry_id <= ?" if up_to is not None else ""
        kinds = ("snapshots", "heads") if heads else ("snapshots",)
        sql = " UNION ALL ".join(KEPT_WITH_DIGESTS.format(kept=kept) + bound for kept in kinds)
        parameters: list[Any] = []
        for _ in kinds:
            parameters += [table_id] + ([up_to] if up_to is not None else [])
        sql += " ORDER BY 1 DESC" + (f" LIMIT {int(limit)}" if limit is not None else "")
        return self.database.rows(sql, parameters)

    def _replayed(self, replay: Replay, up_to: int | None) -> TableState:
        """``replay`` run over the table's rows after its state, up to entry ``up_to``."""
        table_id = replay.state.table_id
        return replay.run(self.rows(table_id, after=replay.state.entry, up_to=up_to))

    def _snapshot_state(self, table_id: int, entry: int, packed: bytes) -> TableState:
        try:
            document = self.database.packer.unpack(packed)
        except codec.CodecError as error:
            raise damaged(table_id, entry, f"bad snapshot: {error}") from None
        return state_from_snapshot(table_id, entry, document)

    def rows(self, table_id: int, after: int = 0, up_to: int | None = None) -> Iterator[Row]:
        """The table's journal rows after entry ``after`` (up to ``up_to``), decoded, in order,
        for a :class:`Replay`."""
        return self._reading(table_id, after, read_rows(
            self.database.connection, self.database.packer, table_id, after, up_to))

    def _reading(self, table_id: int, after: int, rows: Iterator[Row]) -> Iterator[Row]:
        """``rows`` as they are read, the database's and the codec's errors worded."""
        try:
            yield from rows
        except self.database.errors as error:
            raise self.database.error(error, "read the room") from error
        except codec.CodecError as error:
            raise damaged(table_id, after, str(error)) from None

    # --- looking back ---------------------------------------------------------------------

    def state_after(self, table_id: int, entry: int) -> TableState:
        """The table as it stood right after journal entry ``entry`` (of this table)."""
        start = self.kept_state(table_id, entry)
        replay = Replay(start) if start is not None else Replay.from_creation(table_id)
        state = self._replayed(replay, entry)
        if state.entry == 0:
            raise UnknownTable(f"no table {table_id} in this room")
        return state

    def states_after(self, table_id: int, after: int, up_to: int) -> Iterator[TableState]:
        """The table's state after each of its entries from entry ``after`` (left out; 0: from
        its creation, its ``create`` entry included) to entry ``up_to``, in order: one replay
        from the state after ``after``, however many states are looked at. At each kept
        snapshot the replay goes on from the state recorded there: where an older floorapp's
        entries would be decided otherwise today, what was recorded stands."""
        replay = (Replay(self.state_after(table_id, after)) if after
                  else Replay.from_creation(table_id))
        return self._replaying(replay, up_to)

    def _replaying(self, replay: Replay, up_to: int) -> Iterator[TableState]:
        """Replay the table's rows after ``replay``'s state up to entry ``up_to``; the state
        after each. At each kept snapshot it goes on from the state recorded there."""
        table_id, after = replay.state.table_id, replay.state.entry
        kept = {entry: packed for entry, packed, recorded, entry_table in self.database.rows(
            KEPT_WITH_DIGESTS.format(kept="snapshots") + " AND k.entry_id > ? "
            "AND k.entry_id <= ?", (table_id, after, up_to))
            if verified(table_id, packed, recorded, entry_table)}
        for row in self.rows(table_id, after=after, up_to=up_to):
            replay.step(row)
            if row.id in kept:  # what was recorded there stands (an older floorapp's entries)
                replay.state = self._snapshot_state(table_id, row.id, kept[row.id])
            yield replay.state

    def decided_otherwise(self, table_id: int, entries: Iterable[int]) -> dict[int, Refused | None]:
        """Which of these entries of the table today's rules would decide otherwise (entries an
        older floorapp recorded, standing as recorded): by entry, today's refusal, or None for a
        deal they would make otherwise. One replay goes on from one entry to the next unless
        two kept snapshots or more lie between them (a long stretch: it starts again from the
        state before the next)."""
        ids = sorted(entries)
        if not ids:
            return {}
        kept = [row[0] for row in self.database.rows(
            "SELECT entry_id FROM snapshots WHERE table_id = ? AND entry_id >= ? "
            "AND entry_id < ? ORDER BY entry_id", (table_id, ids[0], ids[-1]))]
        groups: list[list[int]] = []
        for entry in ids:
            if groups and sum(groups[-1][-1] <= mark < entry for mark in kept) < 2:
                groups[-1].append(entry)
            else:
                groups.append([entry])
        found: dict[int, Refused | None] = {}
        for group in groups:
            replay = Replay(self.state_before(table_id, group[0]))
            for _ in self._replaying(replay, group[-1]):
                pass
            found.update((entry, replay.earlier[entry]) for entry in group
                         if entry in replay.earlier)
        return found

    def kept_before(self, table_id: int, entry: int) -> int:
        """The entry of the table's latest kept snapshot before entry ``entry`` (0: none, a
        replay starts at the table's creation)."""
        found = self.database.rows(
            "SELECT max(entry_id) FROM snapshots WHERE table_id = ? AND entry_id < ?",
            (table_id, entry))[0][0]
        return int(found or 0)

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

    # --- writing entries and heads ---------------------------------------------------------

    def _pack(self, document: Any) -> bytes:
        return self.database.packer.pack(document)

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
        """Append one journal entry (in the transaction ``db``); its number."""
        cursor = db.execute(
            "INSERT INTO journal (table_id, at, kind, seats, target, event, deal, state, note) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
            (table_id, at, KIND_CODES[kind], seats, target, event, deal, state, note),
        )
        entry = new_id(cursor)
        self.database.announce(db, table_id, entry)
        return entry

    def _record(self, db: Any, state: TableState) -> TableState:
        """Inside the transaction of the state's entry: record the digest of the state it left
        the table in (:mod:`floorapp.storage.digests`); the state with its packed bytes."""
        packed = self._pack(snapshot_document(state))
        db.execute("INSERT INTO digests (entry_id, digest) VALUES (?, ?)",
                   (state.entry, digest(packed)))
        return replace(state, recorded=packed)

    def _save_when_due(self, db: Any, state: TableState) -> TableState:
        """Inside the transaction of the state's entry: record its digest (:meth:`_record`),
        save the head (every :data:`HEAD_EVERY` entries) and keep a snapshot (every
        :data:`SNAPSHOT_EVERY`); the state with its counters set back. A kept snapshot counts
        no entry since itself: the state recorded there says so, as a replay from it does."""
        keep = state.since_kept >= SNAPSHOT_EVERY
        state = self._record(db, replace(state, since_kept=0) if keep else state)
        if keep or state.since_snapshot >= HEAD_EVERY:
            save_snapshot(db, self.database.packer, state, head_only=not keep)
            return replace(state, since_snapshot=0)
        return state

    def _snapshot_all(self) -> None:
        """Save the head of every table with entries after its latest one (on closing), in
        the order of the tables' ids: PCs closing at once wait for one another's heads rather
        than each hold a head the other needs (a deadlock the server would break by failing
        one)."""
        due = sorted((state for state in self._states.values() if state.since_snapshot > 0),
                     key=lambda state: state.table_id)
        if not due:
            return
        with self.database.transaction("save the tables' heads") as db:
            for state in due:  # not saved where it is not the state its entry recorded
                save_snapshot(db, self.database.packer, state, head_only=True)
        for state in due:
            self._states[state.table_id] = replace(state, since_snapshot=0)



def _utc_now() -> datetime:
    return datetime.now(UTC)

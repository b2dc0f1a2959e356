"""Schema 3: the compact journal, written in place over a room of schema 2.

What a year of a busy room needs (issue: some 18 million entries a year):

- the journal's documents (events, deals, tables) are packed (:class:`codec.Packer`: JSON,
  DEFLATE with a preset dictionary kept in the file), its kinds are small integers and its
  times integers (microseconds, UTC);
- who an entry concerns is a bit per seat in the entry (``seats``) and, for the players,
  their *sittings* (who sat where from which entry to which): a few rows per player and table
  instead of a few rows per entry;
- snapshots are kept one per :data:`~journal.SNAPSHOT_EVERY` entries of a table, and a *head*
  per table (its latest state, hand count and what the screen shows) is rewritten as the table
  goes, so that opening reads a bounded tail whatever the history.

The upgrade copies every entry, unchanged in meaning (the same events, deals, tables, times,
names and concerned seats), replays every table to write its sittings, snapshots and head,
and drops the old tables; it runs in the one transaction of the schema migration. Nothing is
lost: a failure rolls everything back and the room stays at schema 2.

It never re-decides history: the replay takes every entry as recorded (an entry today's rules
refuse or deal otherwise stands, :class:`~.journal.Replay`), and the tables the old floorapp
recorded in its snapshots are the tables after those entries, kept as snapshots of the new
journal wherever today's replay would not reach them.
"""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import replace
from datetime import datetime
from typing import Any

from . import codec
from .digests import save_snapshot
from .journal import (
    KIND_CODES,
    READ_CHUNK,
    SNAPSHOT_EVERY,
    EntryKind,
    Replay,
    Shown,
    TableState,
    micros,
    read_rows,
    record_sittings,
    seat_mask,
)
from .schema import VERSION_3

log = logging.getLogger(__name__)

_DROP_OLD_NAMES = (
    "DROP TRIGGER IF EXISTS journal_is_append_only_update",
    "DROP TRIGGER IF EXISTS journal_is_append_only_delete",
    "DROP INDEX IF EXISTS journal_by_table",
    "DROP INDEX IF EXISTS journal_by_time",
    "ALTER TABLE journal RENAME TO old_journal",
    "ALTER TABLE snapshots RENAME TO old_snapshots",
)


def compact_journal(connection: sqlite3.Connection) -> None:
    """Take the room from schema 2 to schema 3 (inside the migration's transaction)."""
    for statement in _DROP_OLD_NAMES:
        connection.execute(statement)
    for statement in VERSION_3:
        connection.execute(statement)
    dictionary = codec.default_dictionary()
    connection.execute("INSERT INTO dictionaries (id, content) VALUES (1, ?)", (dictionary,))
    connection.execute("UPDATE meta SET value = ? WHERE key = 'codec'",
                       (str(codec.CODEC_VERSION),))
    packer = codec.Packer({1: dictionary}, 1)
    copied = _copy_entries(connection, packer)
    tables = [row[0] for row in connection.execute("SELECT id FROM tables ORDER BY id")]
    for table_id in tables:
        _replay_into_place(connection, packer, table_id)
    for statement in ("DROP TABLE involved", "DROP TABLE old_snapshots",
                      "DROP TABLE old_journal"):
        connection.execute(statement)
    if copied:
        log.info("journal upgraded: %d entries of %d tables packed", copied, len(tables))


def _copy_entries(connection: sqlite3.Connection, packer: codec.Packer) -> int:
    """Every entry of the old journal into the new one, packed; how many."""
    last = copied = 0
    while True:
        rows = connection.execute(
            "SELECT id, table_id, at, kind, target, event, deal, state, note FROM old_journal "
            "WHERE id > ? ORDER BY id LIMIT ?", (last, READ_CHUNK),
        ).fetchall()
        if not rows:
            return copied
        seats = _concerned_seats(connection, rows[0][0], rows[-1][0])
        connection.executemany(
            "INSERT INTO journal (id, table_id, at, kind, seats, target, event, deal, state, "
            "note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [_packed_row(row, seats.get(row[0], 0), packer) for row in rows],
        )
        copied += len(rows)
        last = rows[-1][0]


def _concerned_seats(connection: sqlite3.Connection, first: int, last: int) -> dict[int, int]:
    masks: dict[int, int] = {}
    for entry, seat in connection.execute(
        "SELECT entry_id, seat FROM involved WHERE entry_id BETWEEN ? AND ?", (first, last)
    ):
        masks[entry] = masks.get(entry, 0) | seat_mask((seat,))
    return masks


def _packed_row(row: Any, seats: int, packer: codec.Packer) -> tuple[Any, ...]:
    entry, table_id, at, kind, target, event, deal, state, note = row

    def packed(text: str | None) -> bytes | None:
        return None if text is None else packer.pack(codec.from_json(text))

    return (entry, table_id, micros(datetime.fromisoformat(at)), KIND_CODES[EntryKind(kind)],
            seats, target, packed(event), packed(deal), packed(state), note)


def _replay_into_place(connection: sqlite3.Connection, packer: codec.Packer, table_id: int) -> None:
    """Replay one table from its creation: its sittings, kept snapshots and head.

    What was recorded stands: the replay takes every entry as recorded (:class:`Replay`), and
    wherever the old floorapp kept a snapshot (the table and its undo and redo stacks after an
    entry), the table is what that snapshot holds, whatever today's rules make of the entries
    before it. A recorded snapshot that today's replay does not reach is kept as it is, so that
    every later look back starts from it."""
    recorded = _old_snapshots(connection, table_id)
    replay = Replay.from_creation(table_id)
    before = None
    for row in read_rows(connection, packer, table_id):
        replay.step(row)
        state = replay.state
        kept = recorded.get(row.id)
        differs = False
        if kept is not None:
            as_recorded = _as_recorded(state, kept)
            differs = as_recorded != state or _deal_of(as_recorded) != _deal_of(state)
            state = replay.state = as_recorded
        record_sittings(connection, table_id, row.id, before, state.table)
        before = state.table
        if state.since_kept >= SNAPSHOT_EVERY or differs:
            save_snapshot(connection, packer, state, head_only=False, vouched=False)
            replay.state = replace(state, since_kept=0, since_snapshot=0)
    if replay.earlier:
        log.info("table %d: %d entries taken as recorded (today's rules decide them otherwise)",
                 table_id, len(replay.earlier))
    if replay.state.entry:
        save_snapshot(connection, packer, replay.state, head_only=True, vouched=False)


def _old_snapshots(connection: sqlite3.Connection, table_id: int) -> dict[int, Any]:
    """The snapshots the old floorapp kept of a table (its table, undo and redo stacks after
    an entry), by entry."""
    return {entry: codec.from_json(state) for entry, state in connection.execute(
        "SELECT entry_id, state FROM old_snapshots WHERE table_id = ?", (table_id,))}


def _as_recorded(state: TableState, kept: Any) -> TableState:
    """The replayed state with what the old snapshot recorded: its table and stacks (what the
    screen shows of the latest deal, if that deal is this entry's, is the recorded table)."""
    try:
        table = codec.decode_table(kept["table"])
        undo = tuple(int(number) for number in kept["undo"])
        redo = tuple(int(number) for number in kept["redo"])
    except (codec.CodecError, KeyError, TypeError, ValueError):
        log.warning("table %d: the old snapshot at entry %d is not readable; the entries "
                    "replayed stand instead", state.table_id, state.entry)
        return state
    shown = state.shown
    if shown is not None and shown.entry == state.entry and not shown.corrected:
        shown = Shown(state.entry, table)
    return replace(state, table=table, undo=undo, redo=redo, shown=shown)


def _deal_of(state: TableState) -> Any:
    deal = state.table.last_deal
    return None if deal is None else codec.encode_deal(deal)

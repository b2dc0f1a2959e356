"""Concurrency: several processes writing to the same tables of one room at once.

Eight worker processes (``spawn``), each with its own :class:`Room` on the same address (a
shared SQLite file, a PostgreSQL database), do random actions at three shared tables, deciding
again when another wrote first (:mod:`devtools.room_load`). Afterwards: every committed action
is in the journal exactly once and nothing else is; each table is the replay of its journal;
every worker's screen, following the room through its watcher, shows the same final position
and table. The full size (8 x 500) is ``benchmarks/bench_room_server.py``.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from devtools.room_load import run_workers, shared_room
from floorapp.rules import DealHand
from floorapp.storage.journal import HEAD_EVERY, EntryKind
from floorapp.storage.room import Room

WORKERS = 8
ACTIONS = 60


def test_eight_processes_at_three_shared_tables_lose_nothing_and_converge(
    room_address: str, tmp_path: Path
) -> None:
    table_ids = shared_room(room_address)
    tallies = run_workers(room_address, table_ids, WORKERS, ACTIONS, tmp_path, seed=9)

    committed = Counter(entry for tally in tallies for entry in tally.committed)
    assert all(count == 1 for count in committed.values())
    logged = Counter(
        int(line) for log in tmp_path.glob("worker*.log") for line in log.read_text().split())
    assert logged == committed
    assert sum(tally.stale for tally in tallies) > 0, "the workers never met at a table"
    with Room.open(room_address) as room:
        written = [entry.id for table_id in table_ids
                   for entry in room.entries(table_id, with_players=False)
                   if entry.kind is not EntryKind.CREATE]
        assert Counter(written) == committed
        for table_id in table_ids:
            replayed = room.replay(table_id)
            assert replayed.table == room.state(table_id).table
            for tally in tallies:
                assert tally.shown[table_id] == (replayed.entry, replayed.table)


def test_a_pc_closing_with_an_older_copy_of_a_table_never_sets_its_head_back(
    room_address: str,
) -> None:
    table_id = shared_room(room_address, 1)[0]
    late = Room.open(room_address)
    late.apply(table_id, DealHand(), late.position(table_id))  # its copy: one entry unsaved
    with Room.open(room_address) as busy:  # another PC plays on, then closes
        for _ in range(HEAD_EVERY + 3):
            busy.apply(table_id, DealHand(), busy.position(table_id))
        latest = busy.position(table_id)
    late.close()  # saves the head of its older copy, or tries to
    with Room.open(room_address) as room:
        assert room.database.rows("SELECT entry_id FROM heads WHERE table_id = ?",
                                  (table_id,)) == [(latest,)]
        assert room.state(table_id).entry == latest

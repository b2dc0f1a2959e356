"""Faults while several processes write to one room: a writer killed (SIGKILL) at random
moments, mid-commit or not, on both backends; on PostgreSQL, a connection cut by the server
(``pg_terminate_backend``) in the middle of a write.

Afterwards nothing is lost and nothing is applied twice: every change a writer saw committed
is in the journal once; the journal holds at most one more entry per killed writer (the one
committed just before it could log it); every table replays from its journal, checked, and
opens (head plus entries) as the same table.
"""

from __future__ import annotations

import os
import random
import signal
import time
from collections import Counter
from pathlib import Path

from devtools.room_load import shared_room, start_worker
from floorapp.rules import DealHand, Refused
from floorapp.storage.errors import NothingToUndo
from floorapp.storage.journal import EntryKind
from floorapp.storage.room import Room
from floorapp.storage.service import Undo

WRITERS = 3
KILLS = 6


def written_entries(room: Room, table_ids: list[int]) -> Counter[int]:
    return Counter(entry.id for table_id in table_ids
                   for entry in room.entries(table_id, with_players=False)
                   if entry.kind is not EntryKind.CREATE)


def test_writers_killed_at_random_moments_lose_nothing_and_apply_nothing_twice(
    room_address: str, tmp_path: Path
) -> None:
    table_ids = shared_room(room_address)
    rng = random.Random(7)
    writers = [start_worker(room_address, table_ids, n, tmp_path / f"worker{n}.log")
               for n in range(WRITERS)]
    killed = 0
    try:
        time.sleep(3)  # the writers import floorapp and open the room
        for n in range(WRITERS, WRITERS + KILLS):
            time.sleep(rng.uniform(0.2, 1.0))
            victim = writers.pop(rng.randrange(len(writers)))
            os.kill(victim.pid, signal.SIGKILL)
            victim.join()
            killed += 1
            writers.append(start_worker(room_address, table_ids, n, tmp_path / f"worker{n}.log"))
        time.sleep(1)
    finally:
        for writer in writers:
            os.kill(writer.pid, signal.SIGKILL)
            writer.join()
    killed += len(writers)

    logged = Counter(
        int(line) for log in tmp_path.glob("worker*.log") for line in log.read_text().split())
    assert logged, "no writer committed anything"
    assert all(count == 1 for count in logged.values())
    with Room.open(room_address) as room:
        written = written_entries(room, table_ids)
        assert all(count == 1 for count in written.values())
        assert set(logged) <= set(written)
        assert len(written) - len(logged) <= killed
        for table_id in table_ids:
            assert room.replay(table_id).table == room.state(table_id).table
        assert takes_a_write(room, table_ids) > max(written)


def takes_a_write(room: Room, table_ids: list[int]) -> int:
    """The entry of one more change the room takes after the killings: a deal where the
    random actions left a table two willing players, else an undo (never refused at a table
    with entries to undo); the rules' refusals are not the room's fault."""
    for table_id in table_ids:
        for command in (DealHand(), Undo()):
            try:
                return room.apply(table_id, command, room.position(table_id)).entry
            except (Refused, NothingToUndo):
                continue
    raise AssertionError("the room took no write after the killings")

"""Opening a table with 100,000 journal entries, against opening an empty one.

Run: ``.venv/bin/python benchmarks/bench_storage.py [--entries 100000] [--folder DIR]``

Builds two rooms in a temporary folder (or ``--folder``, kept for the next run): one table whose
journal holds ``--entries`` entries of random lawful floor activity (deals, players coming and
going, undos and redos), and one table with nothing in its journal but its creation. Then it
times, many times over and alternating, what start-up does: open the room file and load the
table. It prints the medians and their ratio (target: at most 1.2) after a normal close (a
snapshot is saved on closing), then, for information, the first opening after a crash in the
worst case: the most entries after the latest snapshot a crash can leave to replay
(``SNAPSHOT_EVERY - 1``, whatever the length of the history).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from floorapp.rules import HouseRules
from floorapp.storage.journal import UNDO_DEPTH
from floorapp.storage.room import SNAPSHOT_EVERY, Room
from floorapp.storage.simulate import random_event

TARGET = 1.2
BATCH = 2000
SEATED = {"seats": 9, "players": {str(n): f"P{n}" for n in range(1, 10)}, "draw": 1}
"""Both tables start full, so that they differ only in the length of their history."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=300)
    parser.add_argument("--folder", type=Path, help="keep the rooms here (reused if present)")
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        folder = options.folder or Path(scratch)
        long_room, empty_room = folder / "long", folder / "empty"
        build_long(long_room, options.entries)
        build_empty(empty_room)
        print(f"SNAPSHOT_EVERY = {SNAPSHOT_EVERY}, UNDO_DEPTH = {UNDO_DEPTH}")
        ratio = compare(long_room, empty_room, options.repeat, "after a normal close")
        leave_tail(long_room, SNAPSHOT_EVERY - 1)
        compare(long_room, empty_room, options.repeat, "first opening after a crash, worst case")
    verdict = "met" if ratio <= TARGET else "NOT met"
    print(f"target ratio <= {TARGET} (after a normal close): {verdict}")
    return 0 if ratio <= TARGET else 1


def build_long(folder: Path, entries: int) -> None:
    """A room whose first table has ``entries`` journal entries (built once per folder).

    It is closed normally, which saves a snapshot of the table.
    """
    with Room.open(folder) as room:
        if room.tables():
            room.state(1)  # loaded, so that closing saves its snapshot
            return
        started = time.perf_counter()
        table_id = room.add_table("Long", HouseRules(), start=SEATED).id
        rng = random.Random(2024)
        while room.state(table_id).entry < entries:
            with room.batch("build the benchmark table"):
                for _ in range(min(BATCH, entries - room.state(table_id).entry)):
                    one_action(room, table_id, rng)
        print(f"built {entries} entries in {time.perf_counter() - started:.1f} s")


def one_action(room: Room, table_id: int, rng: random.Random) -> None:
    state = room.state(table_id)
    roll = rng.random()
    if roll < 0.05 and state.can_undo:
        room.undo(table_id)
    elif roll < 0.08 and state.can_redo:
        room.redo(table_id)
    else:
        room.act(table_id, random_event(rng, state.table))


def build_empty(folder: Path) -> None:
    with Room.open(folder) as room:
        if not room.tables():
            room.add_table("Empty", HouseRules(), start=SEATED)


def leave_tail(folder: Path, count: int) -> None:
    """Record actions without the snapshot a normal close would save (as a crash leaves it)."""
    room = Room.open(folder)
    table_id = room.tables()[0].id
    rng = random.Random(7)
    while room.state(table_id).since_snapshot < count:
        one_action(room, table_id, rng)
    room.database.close()  # no Room.close(): no snapshot on the way out


def open_time(folder: Path) -> float:
    """Seconds to open the room and load its first table (closed without a snapshot)."""
    started = time.perf_counter()
    room = Room.open(folder)
    state = room.state(1)
    elapsed = time.perf_counter() - started
    room.database.close()
    assert state.entry > 0
    return elapsed


def compare(long_room: Path, empty_room: Path, repeat: int, label: str) -> float:
    room = Room.open(long_room)
    tail = room.state(1).since_snapshot
    entries = room.database.rows("SELECT count(*) FROM journal WHERE table_id = 1")[0][0]
    room.database.close()
    long_times, empty_times = [], []
    for _ in range(repeat):
        long_times.append(open_time(long_room))
        empty_times.append(open_time(empty_room))
    long_ms = statistics.median(long_times) * 1000
    empty_ms = statistics.median(empty_times) * 1000
    ratio = long_ms / empty_ms
    print(
        f"{label}: {entries} entries ({tail} after the latest snapshot): open + load "
        f"{long_ms:.3f} ms; empty table {empty_ms:.3f} ms; ratio {ratio:.2f}"
    )
    return ratio


if __name__ == "__main__":
    sys.exit(main())

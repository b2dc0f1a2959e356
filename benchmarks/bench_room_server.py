"""A room shared by several PCs: concurrent writers, and opening a long table, on SQLite and
PostgreSQL.

    .venv/bin/python benchmarks/bench_room_server.py [--workers 8] [--actions 500]
        [--writers 10] [--writes 100] [--entries 20000] [--postgresql ADDRESS]

Printed, for a SQLite room file and (with ``--postgresql`` or ``FLOORAPP_TEST_POSTGRESQL``: a
server where a database may be created and dropped) a PostgreSQL room:

- the concurrency check at full size: ``--workers`` processes x ``--actions`` random actions
  at 3 shared tables (:mod:`devtools.room_load`: each worker follows the room's announcements
  before deciding, as a screen does, and decides at once, as no pit boss does; refused once, it
  decides again on the table held, ``Room.holding``), with how often a writer had to decide
  again (another wrote first): how many of those were decided on a
  copy older than the room had announced, how many on a second or later try, and the time the
  refused tries took; and the check that every committed action is in the journal once, each
  table is its journal's replay and every screen converged;
- commands per second the room takes from ``--writers`` concurrent writer processes, at 3
  shared tables and at a table of their own each;
- opening a table of ``--entries`` journal entries (a fresh room, the table's state read),
  PostgreSQL as a ratio to SQLite. The table is played once through ``Room.apply`` on SQLite
  (in one transaction) and copied to PostgreSQL with ``floorapp room copy``.

Timings on a shared machine are noisy: compare the ratios.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_live import postgresql_room  # noqa: E402

from devtools.room_load import START, Tally, run_workers, shared_room  # noqa: E402
from floorapp.storage.journal import EntryKind  # noqa: E402
from floorapp.storage.room import Room  # noqa: E402
from floorapp.storage.room_copy import copy_room  # noqa: E402

OPENINGS = 5


def each_room(server: str | None, measure: Callable[[str, str], object]) -> list[object]:
    """``measure(label, address)`` on a fresh SQLite room, then a fresh PostgreSQL room."""
    results = []
    with tempfile.TemporaryDirectory() as folder:
        results.append(measure("SQLite", folder))
    if server:
        with postgresql_room(server) as address:
            results.append(measure("PostgreSQL", address))
    return results


def problems(address: str, table_ids: list[int], tallies: list[Tally]) -> list[str]:
    """What the concurrency check found wrong (nothing, when all is well)."""
    found: list[str] = []
    committed = Counter(entry for tally in tallies for entry in tally.committed)
    if any(count > 1 for count in committed.values()):
        found.append("an entry logged twice")
    with Room.open(address) as room:
        written = Counter(entry.id for table_id in table_ids
                          for entry in room.entries(table_id, with_players=False)
                          if entry.kind is not EntryKind.CREATE)
        if written != committed:
            found.append(f"journal {sum(written.values())} entries, logged {len(committed)}")
        for table_id in table_ids:
            replayed = room.replay(table_id)
            if replayed.table != room.state(table_id).table:
                found.append(f"table {table_id} differs from its replay")
            if any(tally.shown[table_id] != (replayed.entry, replayed.table)
                   for tally in tallies):
                found.append(f"a screen did not converge on table {table_id}")
    return found


def concurrency(label: str, address: str, workers: int, actions: int) -> bool:
    table_ids = shared_room(address)
    with tempfile.TemporaryDirectory() as logs:
        started = time.perf_counter()
        tallies = run_workers(address, table_ids, workers, actions, Path(logs), seed=1)
        elapsed = time.perf_counter() - started
    committed = sum(len(tally.committed) for tally in tallies)
    stale = sum(tally.stale for tally in tallies)
    refused = sum(tally.refused for tally in tallies)
    busy = sum(tally.busy for tally in tallies)
    behind = sum(tally.behind for tally in tallies)
    again = sum(tally.again for tally in tallies)
    waited = sum(tally.stale_seconds for tally in tallies)
    found = problems(address, table_ids, tallies)
    print(f"{label:<11} {workers} x {actions} actions at 3 shared tables: {committed} committed, "
          f"{stale} decided again (another wrote first), {refused} refused, {busy} busy; "
          f"{elapsed:.1f} s; {'OK' if not found else 'FAILED: ' + '; '.join(found)}")
    print(f"{'':<11} of the {stale} decided again: {behind} on a copy older than the room had "
          f"announced, {again} on a second or later try; the refused tries took "
          f"{waited:.1f} s of the writers' time")
    return not found


def throughput(label: str, address: str, writers: int, writes: int) -> None:
    for shape, tables, own in (("3 shared tables", 3, False), ("a table each", writers, True)):
        table_ids = shared_room(address, tables)
        with tempfile.TemporaryDirectory() as logs:
            tallies = run_workers(address, table_ids, writers, writes, Path(logs), seed=2,
                                  own_tables=own)
        committed = sum(len(tally.committed) for tally in tallies)
        span = (max(tally.started + tally.seconds for tally in tallies)
                - min(tally.started for tally in tallies))
        print(f"{label:<11} {writers} writers, {shape}: {committed / span:7.1f} commands/s "
              f"({committed} in {span:.1f} s; "
              f"{sum(t.stale for t in tallies)} decided again)")


def build_long_table(folder: Path, entries: int) -> tuple[int, float]:
    """A SQLite room with one table of ``entries`` journal entries, played through
    ``Room.apply``; its id and the seconds it took."""
    from bench_storage import one_action

    rng = random.Random(3)
    started = time.perf_counter()
    with Room.open(folder) as room:
        table_id = room.add_table("Long", start=START).id
        with room.batch("build the long table"):
            for _ in range(entries - 1):
                one_action(room, table_id, rng)
    return table_id, time.perf_counter() - started


def open_time(address: str, table_id: int) -> float:
    best = float("inf")
    for _ in range(OPENINGS):
        started = time.perf_counter()
        room = Room.open(address)
        room.state(table_id)
        best = min(best, time.perf_counter() - started)
        room.database.close()
    return best


def opening(server: str | None, entries: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        table_id, built = build_long_table(Path(folder), entries)
        print(f"long table: {entries} entries played through Room.apply on SQLite in "
              f"{built:.1f} s")
        sqlite = open_time(folder, table_id)
        print(f"SQLite      opening a {entries}-entry table: {sqlite * 1000:7.1f} ms "
              f"(best of {OPENINGS})")
        if not server:
            return
        with postgresql_room(server) as address:
            copy_room(folder, address)
            postgres = open_time(address, table_id)
            with Room.open(address) as room:
                replayed = room.replay(table_id).table == room.state(table_id).table
        print(f"PostgreSQL  opening a {entries}-entry table: {postgres * 1000:7.1f} ms "
              f"(best of {OPENINGS}), {postgres / sqlite:.1f} x SQLite"
              f"{'' if replayed else ' (the copy does not replay!)'}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--actions", type=int, default=500)
    parser.add_argument("--writers", type=int, default=10)
    parser.add_argument("--writes", type=int, default=100)
    parser.add_argument("--entries", type=int, default=20000)
    parser.add_argument("--postgresql", default=os.environ.get("FLOORAPP_TEST_POSTGRESQL"))
    arguments = parser.parse_args()
    server = arguments.postgresql
    if not server:
        print("PostgreSQL: no server given (--postgresql or FLOORAPP_TEST_POSTGRESQL)")
    checked = each_room(server, lambda label, address: concurrency(
        label, address, arguments.workers, arguments.actions))
    each_room(server, lambda label, address: throughput(
        label, address, arguments.writers, arguments.writes))
    opening(server, arguments.entries)
    return 0 if all(checked) else 1


if __name__ == "__main__":
    sys.exit(main())

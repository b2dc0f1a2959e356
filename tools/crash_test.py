"""Crash test of the room file: kill a busy floor with SIGKILL, over and over, and check.

Run the full test (200 kills, about two minutes on two cores):

    .venv/bin/python tools/crash_test.py --kills 200

A child process opens the room in a scratch folder and records random lawful actions at several
tables (floor events and deals, undos and redos, tables added, renamed, closed and reopened),
printing each journal entry once its transaction has committed. The parent kills it with
SIGKILL at a random moment (during start-up too), then, as a restart would, opens the room and
checks:

- every action the child reported as committed is in the journal (``lost`` counts those that
  are not);
- every table's state as opening loads it (its head plus the entries after it) equals the
  replay of the whole committed journal from the table's creation, made by the parent without
  any snapshot, checking every undo and every recorded deal (``mismatches``);
- the journal only grew: the entries seen before are unchanged;
- SQLite's integrity check passes.

Exit status 0 when nothing was lost and nothing differed. ``--seed`` makes a run repeatable.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from floorapp.rules import HouseRules
from floorapp.storage import codec
from floorapp.storage.errors import StorageError
from floorapp.storage.journal import KIND_CODES, EntryKind, Replay, TableState, read_rows
from floorapp.storage.room import Room
from floorapp.storage.service import Redo, Undo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout, for devtools/
from devtools.simulate import random_event  # noqa: E402

MAX_DELAY = 0.7
"""Longest time (seconds) a child runs before it is killed; it takes ~0.2 s to start."""
OPEN_TABLES = 3
"""Tables the child keeps running (it adds one when fewer are open)."""
MAX_TABLES = 6


# --- the child: a busy floor ------------------------------------------------------------------


def child(folder: Path, seed: int) -> None:
    """Record random actions forever; print ``entry table kind`` after each commit."""
    rng = random.Random(seed)
    room = Room.open(folder)
    out = sys.stdout
    while True:
        entry, table_id, kind = one_action(room, rng)
        out.write(f"{entry} {table_id} {kind}\n")
        out.flush()


def one_action(room: Room, rng: random.Random) -> tuple[int, int, str]:
    """One random action, committed; its journal entry, table and kind."""
    tables = room.tables()
    running = [info for info in tables if info.is_open]
    closed = [info for info in tables if not info.is_open]
    if len(running) < OPEN_TABLES and closed and len(tables) >= MAX_TABLES:
        table_id = rng.choice(closed).id
        room.reopen_table(table_id)
        return room.state(table_id).entry, table_id, "reopen"
    if len(running) < OPEN_TABLES or (len(tables) < MAX_TABLES and rng.random() < 0.005):
        start = {"seats": rng.randint(4, 10), "players": {"1": "Ann", "2": "Bob", "3": "Cy"}}
        info = room.add_table(f"Table {len(tables) + 1}", HouseRules(), start=start)
        return room.state(info.id).entry, info.id, "create"
    roll = rng.random()
    if closed and roll < 0.01:
        table_id = rng.choice(closed).id
        room.reopen_table(table_id)
        return room.state(table_id).entry, table_id, "reopen"
    table_id = rng.choice(running).id
    state = room.state(table_id)
    if roll < 0.015:
        room.close_table(table_id)
        return room.state(table_id).entry, table_id, "close"
    if roll < 0.02:
        room.rename_table(table_id, f"Renamed {rng.randint(1, 99)}")
        return room.state(table_id).entry, table_id, "rename"
    if roll < 0.10 and state.can_undo:
        return room.apply(table_id, Undo(), state.entry).entry, table_id, "undo"
    if roll < 0.15 and state.can_redo:
        return room.apply(table_id, Redo(), state.entry).entry, table_id, "redo"
    change = room.apply(table_id, random_event(rng, state.table), state.entry)
    return change.entry, table_id, "event"


# --- the parent: kill and check ---------------------------------------------------------------


@dataclass
class Report:
    """What the crash test found."""

    kills: int = 0
    actions: int = 0
    """Actions the children reported committed."""
    killed_before_acting: int = 0
    """Kills that came before the child's first action (while it started or opened the room)."""
    lost: int = 0
    mismatches: int = 0
    rewritten: int = 0
    """Times entries seen before were found changed."""
    integrity_failures: int = 0
    entries: int = 0
    tables: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Nothing lost, nothing different."""
        return not (self.lost or self.mismatches or self.rewritten or self.integrity_failures)

    def summary(self) -> str:
        return (
            f"kills: {self.kills}, actions: {self.actions}, lost: {self.lost}, "
            f"mismatches: {self.mismatches}, rewritten: {self.rewritten}, "
            f"integrity failures: {self.integrity_failures}; journal entries: {self.entries}, "
            f"tables: {self.tables}, kills before the first action: {self.killed_before_acting}"
        )


@dataclass
class Oracle:
    """The parent's own replay of the committed journal, fed only the new entries each time.

    It also keeps a fingerprint of every entry it has read, to see that none changes later.
    """

    replays: dict[int, Replay] = field(default_factory=dict)
    last_entry: int = 0
    count: int = 0
    fingerprint: hashlib._Hash = field(default_factory=hashlib.sha256)

    def follow(self, room: Room) -> None:
        """Replay the entries committed since the last time."""
        rows = room.database.rows(
            "SELECT * FROM journal WHERE id > ? ORDER BY id", (self.last_entry,)
        )
        for row in rows:
            self.fingerprint.update(repr(row).encode())
        for table_id in sorted({row[1] for row in rows}):
            replay = self.replays.setdefault(table_id, Replay.from_creation(table_id, check=True))
            for unpacked in read_rows(room.database.connection, room.database.packer, table_id,
                                      after=replay.state.entry, up_to=rows[-1][0]):
                replay.step(unpacked)
        if rows:
            self.last_entry = rows[-1][0]
            self.count += len(rows)

    def unchanged(self, room: Room, full: bool) -> bool:
        """The entries read before are still there (all of them compared when ``full``)."""
        count, last = room.database.rows(
            "SELECT count(*), coalesce(max(id), 0) FROM journal WHERE id <= ?",
            (self.last_entry,),
        )[0]
        if (count, last) != (self.count, self.last_entry):
            return False
        if not full:
            return True
        again = hashlib.sha256()
        for row in room.database.rows(
            "SELECT * FROM journal WHERE id <= ? ORDER BY id", (self.last_entry,)
        ):
            again.update(repr(row).encode())
        return again.hexdigest() == self.fingerprint.hexdigest()

    def state(self, table_id: int) -> TableState:
        return self.replays[table_id].state


def run(kills: int, seed: int, folder: Path, progress: bool = True) -> Report:
    """Kill ``kills`` children and check the room after each."""
    rng = random.Random(seed)
    report = Report()
    oracle = Oracle()
    for number in range(kills):
        reported = kill_a_child(folder, seed * 100_000 + number, rng.uniform(0, MAX_DELAY))
        report.kills += 1
        report.actions += len(reported)
        report.killed_before_acting += not reported
        check(folder, reported, oracle, report, full=number % 25 == 24 or number == kills - 1)
        if progress and (number + 1) % 20 == 0:
            print(f"  {report.summary()}", file=sys.stderr, flush=True)
    return report


def kill_a_child(folder: Path, seed: int, delay: float) -> list[tuple[int, int, str]]:
    """Start a child, kill it after ``delay`` seconds, and return what it reported."""
    process = subprocess.Popen(
        [sys.executable, __file__, "--child", str(folder), "--seed", str(seed)],
        stdout=subprocess.PIPE,
        text=True,
    )
    lines: list[str] = []
    assert process.stdout is not None
    reader = threading.Thread(target=read_lines, args=(process.stdout, lines))
    reader.start()
    time.sleep(delay)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    reader.join()
    reported = []
    for line in lines:
        if line.endswith("\n"):  # a line cut by the kill was never fully reported
            entry, table_id, kind = line.split()
            reported.append((int(entry), int(table_id), kind))
    return reported


def read_lines(stream: IO[str], lines: list[str]) -> None:
    lines.extend(stream)
    stream.close()


def check(
    folder: Path,
    reported: list[tuple[int, int, str]],
    oracle: Oracle,
    report: Report,
    full: bool,
) -> None:
    """Restart: open the room and compare it with the journal and with what was reported."""
    room = Room.open(folder)
    try:
        if not oracle.unchanged(room, full):
            report.rewritten += 1
            report.problems.append("entries seen before have changed")
        try:
            oracle.follow(room)
        except StorageError as error:
            report.mismatches += 1
            report.problems.append(f"the journal does not replay: {error}")
        for entry, table_id, kind in reported:
            found = room.database.rows(
                "SELECT table_id, kind FROM journal WHERE id = ?", (entry,)
            )
            if found != [(table_id, KIND_CODES[EntryKind(kind)])]:
                report.lost += 1
                report.problems.append(f"reported entry {entry} ({kind}) is not in the journal")
        tables = room.tables()
        for info in tables:
            try:
                loaded = same(room.state(info.id))
            except StorageError as error:
                loaded = (f"not loaded: {error}",)
            if loaded != same(oracle.state(info.id)):
                report.mismatches += 1
                report.problems.append(f"table {info.id} differs from its journal's replay")
        report.tables = len(tables)
        report.entries = oracle.last_entry
        if full:
            result = room.database.rows("PRAGMA integrity_check")
            if result != [("ok",)]:
                report.integrity_failures += 1
                report.problems.append(f"integrity check: {result[:3]}")
    finally:
        if len(reported) % 2:
            room.close()  # a normal close: the heads saved
        else:
            room.database.close()  # as if this check crashed too: no head saved


def same(state: TableState) -> tuple[object, ...]:
    return codec.encode_table(state.table), state.undo, state.redo, state.entry


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path, help="room folder (default: a scratch folder)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    options = parser.parse_args(argv)
    if options.child:
        child(options.child, options.seed)
        return 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as scratch:
        folder = options.folder or Path(scratch)
        report = run(options.kills, options.seed, folder, progress=not options.quiet)
    for problem in report.problems[:20]:
        print(f"PROBLEM: {problem}")
    print(f"crash test: {report.summary()}")
    print(f"{'PASSED' if report.ok else 'FAILED'} in {time.perf_counter() - started:.0f} s")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())

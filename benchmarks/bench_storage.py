"""A month of a busy room: the room file's size, start-up, exports and History pages.

Run: ``.venv/bin/python benchmarks/bench_storage.py [--tables 20] [--entries 50000]``

Builds once a room of ``--tables`` tables of ``--entries`` journal entries each, and keeps it
under ``build/`` keyed by the code that wrote it (a change of the rules or of the journal's
encoding builds it again; re-runs are quick). One table is played by the room itself (random
lawful floor activity from :mod:`devtools.simulate`: deals, players coming and going,
undos and redos, changes of house rules, about 70 entries an hour); the room then holds
``--tables`` copies of it, their entries interleaved as a busy room writes them, and one copy
is replayed with every deal checked. (Playing a million actions one by one takes over an hour
on a shared machine; every row is packed on its own, so copies take the same room on disk.)
Then it prints every figure of the issue with its target:

- bytes per journal entry on disk, everything included (the room file and its WAL);
- the window shown (main window built, shown and painted, in a fresh process) with that room,
  against the same tables with nothing in their journals;
- a whole table exported (50,000 entries, from its creation, across every change of house
  rules): the whole export to a file, checked as the program checks it (read back by the
  scenario loader and compared with the journal), against reading the journal alone and against
  the same export checked by a full replay; the file is then replayed to show it gives every
  recorded deal;
- History pages of 200 filtered by table and seat, by player, by time (a business day);
- opening one long table of the room against one with an empty journal.

Timings on a shared machine are noisy: the ratios are what to compare.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from floorapp.rules import DealHand, HouseRules
from floorapp.scenario import parse_scenario, run_scenario
from floorapp.storage import codec
from floorapp.storage.database import schema_version
from floorapp.storage.digests import digest
from floorapp.storage.export import Check, export_file
from floorapp.storage.journal import micros
from floorapp.storage.room import Room
from floorapp.storage.service import Command, Redo, Undo

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the checkout, for devtools/
from devtools.simulate import random_event  # noqa: E402

BATCH = 2000
SEATED = {"seats": 9, "players": {str(n): f"P{n}" for n in range(1, 10)}, "draw": 1}
"""Every table starts full, so that the busy and the empty rooms differ only in history."""
START = datetime(2026, 1, 5, 6, 0, tzinfo=UTC)
ENTRIES_PER_TABLE_HOUR = 70
PAGE = 200
TARGETS = {"bytes": 200.0, "window": 1.2, "export": 1.0, "page": 0.050, "open": 1.2}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--entries", type=int, default=50_000)
    parser.add_argument("--repeat", type=int, default=5, help="window starts per room")
    options = parser.parse_args(argv)
    busy = build_busy(options.tables, options.entries)
    empty = build_empty(options.tables)
    met = [
        size_per_entry(busy),
        window_ratio(busy, empty, options.repeat),
        export_time(busy),
        *history_pages(busy),
        open_ratio(busy, empty),
    ]
    print(f"targets met: {sum(met)} of {len(met)}")
    return 0 if all(met) else 1


# --- the rooms ---------------------------------------------------------------------------------


KEY_SOURCES = ("floorapp/rules/*.py", "devtools/simulate.py", "floorapp/storage/codec.py",
               "floorapp/storage/journal.py")
"""The code that decides what the cached room holds: the rules, the random floor and the
journal's encoding (with the schema version). A change to how this file builds the room needs
``rm -r build/bench-room-*``."""


def code_key(tables: int, entries: int) -> str:
    """The version of the cached room: a digest of :data:`KEY_SOURCES`, the schema version and
    the room's size."""
    digest = hashlib.sha256(f"{tables}x{entries} schema {schema_version()}".encode())
    for pattern in KEY_SOURCES:
        for source in sorted(ROOT.glob(pattern)):
            digest.update(source.read_bytes())
    return digest.hexdigest()[:12]


def build_busy(tables: int, entries: int) -> Path:
    """The busy room (built once per version of the code)."""
    folder = ROOT / "build" / f"bench-room-{tables}x{entries}-{code_key(tables, entries)}"
    done = folder / "built"
    if done.exists():
        print(f"busy room: {folder} (built before)")
        return folder
    started = time.perf_counter()
    source = build_source(entries)
    print(f"the busy room: {tables} copies of that table, interleaved, in {folder}", flush=True)
    if folder.exists():
        shutil.rmtree(folder)
    replicate(source, folder, tables)
    with Room.open(folder) as room:  # the copies replay like the table they copy
        checked = room.replay(tables, check=True)
        assert codec.encode_table(checked.table) == codec.encode_table(room.state(tables).table)
    done.write_text(f"{tables} x {entries} entries\n")
    print(f"built and checked in {time.perf_counter() - started:.0f} s", flush=True)
    return folder


def build_source(entries: int) -> Path:
    """One table of ``entries`` entries of random lawful floor activity, in a room of its own."""
    folder = ROOT / "build" / f"bench-table-{entries}-{code_key(1, entries)}"
    done = folder / "built"
    if done.exists():
        return folder
    if folder.exists():
        shutil.rmtree(folder)
    print(f"building one table of {entries} entries in {folder}...", flush=True)
    started = time.perf_counter()
    clock = SteadyClock(START, timedelta(hours=1) / ENTRIES_PER_TABLE_HOUR)
    with Room.open(folder, clock=clock) as room:
        table_id = room.add_table("Table 1", HouseRules(), start=SEATED).id
        rng = random.Random(2026)
        while room.state(table_id).entry < entries:
            with room.batch("build the benchmark table"):
                for _ in range(min(BATCH, entries - room.state(table_id).entry)):
                    one_action(room, table_id, rng)
            print(f"  {room.state(table_id).entry} entries, "
                  f"{time.perf_counter() - started:.0f} s", flush=True)
    done.write_text(f"{entries} entries\n")
    return folder


def replicate(source: Path, folder: Path, tables: int) -> None:
    """``tables`` copies of the source room's one table, their entries interleaved as a busy
    room writes them (entry ``k`` of table ``t`` is entry ``(k - 1) * tables + t`` of the room,
    at the room's pace), with their sittings, kept snapshots and heads (and the digests that
    vouch for these)."""
    step = micros(START + timedelta(hours=1) / (ENTRIES_PER_TABLE_HOUR * tables)) - micros(START)

    def new_id(entry: int, table_id: int) -> int:
        return (entry - 1) * tables + table_id

    with Room.open(source) as original, Room.open(folder) as room:
        assert original.database.packer.dictionaries == room.database.packer.dictionaries
        read, packer = original.database.rows, room.database.packer
        with room.database.transaction("copy the benchmark table") as db:
            db.executemany("INSERT INTO games (id, name, rules, created, closed) "
                           "VALUES (?, ?, ?, ?, ?)",
                           read("SELECT id, name, rules, created, closed FROM games"))
            house, start, created, closed, game_id = read(
                "SELECT house, start, created, closed, game_id FROM tables")[0]
            db.executemany("INSERT INTO tables (id, name, house, start, created, closed, "
                           "game_id) VALUES (?, ?, ?, ?, ?, ?, ?)", [
                (n, f"Table {n}", house, start, created, closed, game_id)
                for n in range(1, tables + 1)])
            last = 0
            while rows := read("SELECT id, kind, seats, target, event, deal, state, note "
                               "FROM journal WHERE id > ? ORDER BY id LIMIT 5000", (last,)):
                db.executemany("INSERT INTO journal VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
                    (new_id(entry, n), n, micros(START) + new_id(entry, n) * step, kind, seats,
                     None if target is None else new_id(target, n), event, deal, state,
                     f"Table {n}" if note is not None else None)
                    for entry, kind, seats, target, event, deal, state, note in rows
                    for n in range(1, tables + 1)
                ])
                last = rows[-1][0]
            db.executemany("INSERT INTO sittings VALUES (?, ?, ?, ?, ?, ?)", [
                (n, seat, player, key, new_id(first, n), last and new_id(last, n))
                for _, seat, player, key, first, last in read("SELECT * FROM sittings")
                for n in range(1, tables + 1)
            ])
            for kept in ("snapshots", "heads"):
                rows = [
                    (n, new_id(entry, n), packer.pack(_renumbered(
                        packer.unpack(state), lambda e, n=n: new_id(e, n))))
                    for _, entry, state in read(f"SELECT table_id, entry_id, state FROM {kept}")
                    for n in range(1, tables + 1)
                ]
                db.executemany(f"INSERT INTO {kept} VALUES (?, ?, ?)", rows)
                db.executemany("INSERT INTO digests (entry_id, digest) VALUES (?, ?) "
                               "ON CONFLICT DO NOTHING",
                               [(entry, digest(state)) for _, entry, state in rows])


def _renumbered(document: dict[str, Any], new_id: Callable[[int], int]) -> dict[str, Any]:
    """A snapshot document with its entry numbers (undo, redo, what is shown) renumbered."""
    shown = document["shown"]
    if shown is not None and shown["entry"]:
        shown = {**shown, "entry": new_id(shown["entry"])}
    return {**document, "undo": [new_id(e) for e in document["undo"]],
            "redo": [new_id(e) for e in document["redo"]], "shown": shown}


class SteadyClock:
    """Time moving on by a fixed step per reading (a busy room's pace)."""

    def __init__(self, start: datetime, step: timedelta) -> None:
        self.now = start
        self.step = step

    def __call__(self) -> datetime:
        self.now += self.step
        return self.now


def one_action(room: Room, table_id: int, rng: random.Random) -> None:
    """Mostly lawful floor events and deals, now and then an undo or a redo."""
    state = room.state(table_id)
    roll = rng.random()
    command: Command
    if roll < 0.05 and state.can_undo:
        command = Undo()
    elif roll < 0.08 and state.can_redo:
        command = Redo()
    else:
        command = random_event(rng, state.table)
    room.apply(table_id, command, state.entry)


def build_empty(tables: int) -> Path:
    """The same tables with nothing in their journals but their creation."""
    folder = ROOT / "build" / f"bench-room-empty-{tables}-{code_key(tables, 0)}"
    with Room.open(folder) as room:
        if not room.tables():
            for n in range(tables):
                room.add_table(f"Table {n + 1}", HouseRules(), start=SEATED)
    return folder


# --- the figures -------------------------------------------------------------------------------


def verdict(value: float, target: float) -> str:
    return "met" if value <= target else "NOT met"


def size_per_entry(folder: Path) -> bool:
    with Room.open(folder) as room:
        entries = room.database.rows("SELECT count(*) FROM journal")[0][0]
        pages = {
            name: count
            for name, count in room.database.rows(
                "SELECT name, count(*) FROM dbstat GROUP BY name ORDER BY 2 DESC"
            )
        } if _has_dbstat(room) else {}
        page_size = room.database.rows("PRAGMA page_size")[0][0]
    files = [folder / "room.sqlite3", folder / "room.sqlite3-wal"]
    size = sum(path.stat().st_size for path in files if path.exists())
    per_entry = size / entries
    print(f"room file: {size / 1e6:.1f} MB for {entries} entries: {per_entry:.0f} bytes per "
          f"entry (target <= {TARGETS['bytes']:.0f}: {verdict(per_entry, TARGETS['bytes'])})")
    if pages:
        parts = ", ".join(f"{name} {count * page_size / entries:.0f}" for name, count in
                          list(pages.items())[:8])
        print(f"  bytes per entry by table and index: {parts}")
    return per_entry <= TARGETS["bytes"]


def _has_dbstat(room: Room) -> bool:
    try:
        room.database.connection.execute("SELECT count(*) FROM dbstat LIMIT 1")
    except Exception:  # noqa: BLE001 - SQLite built without the dbstat table
        return False
    return True


WINDOW_PROBE = """
import sys, time
started = time.perf_counter()
from floorapp.app import create_main_window
from PySide6.QtWidgets import QApplication
window = create_main_window(sys.argv[1], persist=False)
window.show()
QApplication.instance().processEvents()
window.grab()
print(time.perf_counter() - started)
window.close()
"""


def window_time(folder: Path) -> float:
    """Seconds from import to the painted window, in a fresh process."""
    result = subprocess.run(
        [sys.executable, "-c", WINDOW_PROBE, str(folder)], capture_output=True, text=True,
        env={**_environment(), "QT_QPA_PLATFORM": "offscreen"}, check=True,
    )
    return float(result.stdout.strip().splitlines()[-1])


def _environment() -> dict[str, str]:
    import os

    return dict(os.environ)


def window_ratio(busy: Path, empty: Path, repeat: int) -> bool:
    busy_times, empty_times = [], []
    for _ in range(repeat):
        busy_times.append(window_time(busy))
        empty_times.append(window_time(empty))
    busy_s, empty_s = statistics.median(busy_times), statistics.median(empty_times)
    ratio = busy_s / empty_s
    print(f"window shown: busy room {busy_s:.2f} s, empty room {empty_s:.2f} s: ratio "
          f"{ratio:.2f} (target <= {TARGETS['window']}: {verdict(ratio, TARGETS['window'])})")
    return ratio <= TARGETS["window"]


def export_time(folder: Path) -> bool:
    """A whole table (50,000 entries) exported to a file, checked as the program checks it
    (read back by the scenario loader and compared with the journal), against reading its
    actions in effect alone; and the same file checked by a full replay, for comparison."""
    with Room.open(folder) as room, tempfile.TemporaryDirectory() as scratch:
        table_id = room.tables()[0].id
        entries = room.database.rows(
            "SELECT count(*) FROM journal WHERE table_id = ?", (table_id,))[0][0]
        read = best_of(3, lambda: sum(1 for _ in room.entries(table_id, with_players=False)))
        target = Path(scratch) / "table.toml"
        started = time.perf_counter()
        export_file(room, table_id, target)
        whole = time.perf_counter() - started
        started = time.perf_counter()
        export_file(room, table_id, target, check=Check.REPLAY)
        replayed = time.perf_counter() - started
        text = target.read_text(encoding="utf-8")
    report = run_scenario(parse_scenario(tomllib.loads(text)))
    deals = sum(1 for r in report.reports if r.deal is not None)
    changes = text.count('do = "house"')
    print(f"export of a whole table ({entries} entries, {text.count('[[step]]')} steps, "
          f"{changes} changes of house rules, {len(text) / 1e6:.1f} MB): "
          f"the whole export to a file, checked by reading it back, {whole:.2f} s (target <= "
          f"{TARGETS['export']} s: {verdict(whole, TARGETS['export'])}); reading the journal "
          f"alone {read:.2f} s; checked by a full replay instead {replayed:.2f} s; the file "
          f"replays: {deals} deals, {'all met' if report.passed else 'NOT met'}")
    return whole <= TARGETS["export"] and report.passed


def history_pages(folder: Path) -> list[bool]:
    """One page of 200 (the newest, and one from the middle of the month) per filter."""
    with Room.open(folder) as room:
        table_id = room.tables()[0].id
        last = room.database.rows("SELECT max(id), min(at), max(at) FROM journal")[0]
        middle = last[0] // 2
        player = room.database.rows(
            "SELECT player FROM sittings WHERE table_id = ? ORDER BY first_entry DESC LIMIT 1",
            (table_id,))[0][0]
        day = room_day(room, middle)
        cases: dict[str, Callable[[int | None], object]] = {
            "table and seat": lambda before: room.history(
                table_id, seat=4, before=before, limit=PAGE + 1),
            "player": lambda before: room.history(
                player=player, before=before, limit=PAGE + 1),
            "time (a business day)": lambda before: room.history(
                since=day[0], until=day[1], before=before, limit=PAGE + 1),
        }
        met = []
        for name, page in cases.items():
            newest = best_of(5, lambda page=page: page(None))
            older = best_of(5, lambda page=page: page(middle))
            worst = max(newest, older)
            print(f"History by {name}: a page of {PAGE}: newest {newest * 1000:.1f} ms, from the "
                  f"middle of the month {older * 1000:.1f} ms (target <= "
                  f"{TARGETS['page'] * 1000:.0f} ms: {verdict(worst, TARGETS['page'])})")
            met.append(worst <= TARGETS["page"])
    return met


def room_day(room: Room, entry: int) -> tuple[datetime, datetime]:
    """The business day (from the house hour, 06:00 UTC here) of journal entry ``entry``."""
    at = room.history(before=entry + 1, limit=1)[0].at
    start = at.replace(hour=6, minute=0, second=0, microsecond=0)
    if start > at:
        start -= timedelta(days=1)
    return start, start + timedelta(days=1) - timedelta(microseconds=1)


def open_time(folder: Path, table_id: int) -> float:
    started = time.perf_counter()
    room = Room.open(folder)
    room.state(table_id)
    elapsed = time.perf_counter() - started
    room.database.close()
    return elapsed


def open_ratio(busy: Path, empty: Path) -> bool:
    """Opening the room and loading one table of 50,000 entries, against one whose journal
    holds only its creation; and, for what the long table's state holds beyond an empty one's
    (a last deal, the table after it, a full undo stack), against a table of a single hand."""
    short = build_short()
    times: dict[Path, list[float]] = {busy: [], empty: [], short: []}
    for _ in range(100):
        for folder in times:
            times[folder].append(open_time(folder, 1))
    busy_ms, empty_ms, short_ms = (statistics.median(times[folder]) * 1000
                                   for folder in (busy, empty, short))
    ratio = busy_ms / empty_ms
    print(f"opening one long table: {busy_ms:.2f} ms, an empty one {empty_ms:.2f} ms: ratio "
          f"{ratio:.2f} (target <= {TARGETS['open']}: {verdict(ratio, TARGETS['open'])}); "
          f"a table of one hand {short_ms:.2f} ms: ratio {busy_ms / short_ms:.2f}")
    return ratio <= TARGETS["open"]


def build_short() -> Path:
    """A room whose one table has dealt a single hand."""
    folder = ROOT / "build" / f"bench-room-short-{code_key(1, 2)}"
    with Room.open(folder) as room:
        if not room.tables():
            table_id = room.add_table("Table 1", HouseRules(), start=SEATED).id
            room.apply(table_id, DealHand(), room.position(table_id))
    return folder


def best_of(times: int, work: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(times):
        started = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - started)
    return best


if __name__ == "__main__":
    sys.exit(main())

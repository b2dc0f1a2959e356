"""The room's long work: importing a long scenario, exporting a long table and a business day.

Run: ``.venv/bin/python benchmarks/bench_long_work.py [--days 6] [--postgresql ADDRESS]``

Uses the tables of ``bench_storage.py`` (built once under ``build/``: one table of about 11,500
journal entries and one of 50,000, random lawful floor activity at about 70 entries an hour, so
that a business day holds about 1,700 entries). Prints:

- a table of about 11,500 entries exported whole, and its first 10,000 steps imported as a new
  table (as Table → Import does it; then apart: reading the file (TOML), checking it as a
  scenario, and the room's part: every step applied and recorded, in one transaction), on a
  SQLite room and, with ``--postgresql`` or ``FLOORAPP_TEST_POSTGRESQL``, on a PostgreSQL room;
- the 50,000-entry table exported whole;
- pages of History over it, read as the History window read them before and in one go;
- ``--days`` business days of the 50,000-entry table exported, spread over its month (the
  target: at most 1 s each);

each with the longest stretch between two progress reports.

Timings on a shared machine are noisy: compare runs made side by side.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from datetime import timedelta
from itertools import pairwise
from pathlib import Path
from typing import TypeVar

import tomli_w

from floorapp.rules import DealHand, Move
from floorapp.scenario import parse_scenario, read_document
from floorapp.storage.export import export_file
from floorapp.storage.history_pages import PAGE, HistoryFilter, read_history_page
from floorapp.storage.journal import EntryKind, moment
from floorapp.storage.recent import hand_numbers
from floorapp.storage.room import Room
from floorapp.storage.table_import import import_document, import_file

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the checkout, for devtools/ (bench_storage uses it)
sys.path.insert(0, str(ROOT / "benchmarks"))
from bench_live import postgresql_room  # noqa: E402
from bench_storage import build_source  # noqa: E402

STEPS_TO_ENTRIES = 1.15
"""Journal entries of the random floor per step in effect (undos, redos and the table's own
entries are not steps), with a margin: the table exported for the scenario has a few more."""
DAY_TARGET = 1.0
"""Seconds a business day's export may take."""
T = TypeVar("T")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=10_000, help="the imported scenario's")
    parser.add_argument("--entries", type=int, default=50_000, help="the long table's")
    parser.add_argument("--days", type=int, default=6, help="business days exported")
    parser.add_argument("--postgresql", default=os.environ.get("FLOORAPP_TEST_POSTGRESQL"))
    options = parser.parse_args(argv)
    short = build_source(round(options.steps * STEPS_TO_ENTRIES))
    long = build_source(options.entries)
    with tempfile.TemporaryDirectory() as scratch:
        scenario = Path(scratch) / "scenario.toml"
        export_whole(short, scenario)
        first_steps(scenario, options.steps)
        import_scenario(scenario, Path(scratch) / "sqlite-room", "SQLite    ")
        if options.postgresql:
            with postgresql_room(options.postgresql) as address:
                import_scenario(scenario, address, "PostgreSQL")
        else:
            print("PostgreSQL: no server given (--postgresql or FLOORAPP_TEST_POSTGRESQL)")
        export_whole(long, Path(scratch) / "long.toml")
        history_pages(long)
        met = export_days(long, Path(scratch) / "day.toml", options.days)
    print(f"business days exported within {DAY_TARGET} s: {met} of {options.days}")
    return 0 if met >= options.days else 1


def first_steps(path: Path, steps: int) -> None:
    """Keep the scenario's first ``steps`` steps (a table's history cut short is still one)."""
    document = tomllib.loads(path.read_text(encoding="utf-8"))
    document["step"] = document["step"][:steps]
    path.write_text(tomli_w.dumps(document), encoding="utf-8")


def import_scenario(path: Path, room_address: Path | str, backend: str) -> None:
    """A long scenario imported as a new table: as Table → Import does it (reporting its
    progress), then again part by part: the file read and checked by the loader, and the
    room's part (into a second table)."""
    with Room.open(room_address) as room:
        reports = Reports()
        report, whole = timed(lambda: import_file(room, path, "Imported", reports))
        progress = reports.summary()
        document, reading = timed(lambda: read_document(path))
        scenario, checking = timed(lambda: parse_scenario(dict(document)))
        again, recording = timed(lambda: import_document(room, document, "Again"))
        assert again.applied == report.applied
    print(f"{backend} import of a {len(scenario.steps)}-step scenario: {whole:.2f} s "
          f"({progress}); apart: reading the file {reading:.2f} s, checking it "
          f"{checking:.2f} s, the room's part (every step applied and recorded, one "
          f"transaction) {recording:.2f} s ({report.applied} applied, {report.refused} "
          "refused)")


def export_whole(folder: Path, target: Path) -> None:
    with Room.open(folder, read_only=True) as room:
        table_id = room.tables()[0].id
        entries = count_entries(room, table_id)
        reports = Reports()
        _, seconds = timed(lambda: export_file(room, table_id, target, progress=reports))
    print(f"export of a whole table of {entries} entries ({target.read_text().count('[[step]]')}"
          f" steps, {target.stat().st_size / 1e6:.1f} MB): {seconds:.2f} s "
          f"({reports.summary()})")


def export_days(folder: Path, target: Path, days: int) -> int:
    """``days`` business days spread over the table's month, each exported; how many within
    :data:`DAY_TARGET`."""
    with Room.open(folder, read_only=True) as room:
        table_id = room.tables()[0].id
        first, last = (room.day_of(moment(at)) for at in room.database.rows(
            "SELECT min(at), max(at) FROM journal WHERE table_id = ?", (table_id,))[0])
        whole = [first + timedelta(days=n) for n in range(1, (last - first).days)]
        chosen = [whole[round(n * (len(whole) - 1) / max(days - 1, 1))]
                  for n in range(min(days, len(whole)))] or [first]  # a short table: its first
        times, processor = [], []
        for day in chosen:
            since, until = room.business_day(day)
            entries = count_entries(room, table_id, since, until)
            reports = Reports()
            _, seconds = timed(lambda since=since, until=until, reports=reports: export_file(
                room, table_id, target, since, until, progress=reports))
            steps = target.read_text().count("[[step]]")
            times.append(seconds)
            print(f"  business day {day}: {entries} entries, a file of {steps} steps: "
                  f"{seconds:.2f} s ({reports.summary()})")
            processor.append(reports.processor)
    print(f"export of a business day: median {statistics.median(times):.2f} s, the slowest "
          f"{max(times):.2f} s (target <= {DAY_TARGET} s); processor time: median "
          f"{statistics.median(processor):.2f} s, the slowest {max(processor):.2f} s")
    return sum(1 for seconds in times if seconds <= DAY_TARGET)


def history_pages(folder: Path) -> None:
    """Pages of History over the long table (the newest, one from the middle of the month, a
    player's), read as the History window read them before (the page, then each deal's hand
    number and, one by one, the table before each move) and in one go
    (:func:`read_history_page`)."""
    with Room.open(folder, read_only=True) as room:
        table_id = room.tables()[0].id
        middle = int(room.database.rows("SELECT max(id) FROM journal")[0][0]) // 2
        player = room.database.rows("SELECT player FROM sittings ORDER BY first_entry DESC "
                                    "LIMIT 1")[0][0]
        cases = {"newest": (HistoryFilter(table_id=table_id), None),
                 "middle of the month": (HistoryFilter(table_id=table_id), middle),
                 f"player {player}": (HistoryFilter(player=player), None)}
        for name, (chosen, before) in cases.items():
            _, one_by_one = timed(lambda chosen=chosen, before=before: page_one_by_one(
                room, chosen, before))
            reports = Reports()
            page, seconds = timed(lambda chosen=chosen, before=before, reports=reports:
                                  read_history_page(room, chosen, before_table=before,
                                                    progress=reports))
            print(f"History page ({name}; {len(page.entries)} entries, "
                  f"{len(page.tables_before)} moves): one by one {one_by_one * 1000:.0f} ms, "
                  f"in one go {seconds * 1000:.0f} ms ({reports.summary()})")


def page_one_by_one(room: Room, chosen: HistoryFilter, before: int | None) -> None:
    entries = room.history(chosen.table_id, player=chosen.player, before=before,
                           limit=PAGE + 1)[-PAGE:]
    deals: dict[int, list[int]] = {}
    for entry in entries:
        if isinstance(entry.event, DealHand):
            deals.setdefault(entry.table_id, []).append(entry.id)
    for table_id, ids in deals.items():
        hand_numbers(room, table_id, min(ids), max(ids))
    for entry in entries:
        if isinstance(entry.event, Move):
            if entry.kind is EntryKind.UNDO:
                room.state_after(entry.table_id, entry.id)
            else:
                room.table_before(entry.table_id, entry.id)


def count_entries(room: Room, table_id: int, since: object = None, until: object = None
                  ) -> int:
    if since is None:
        return int(room.database.rows(
            "SELECT count(*) FROM journal WHERE table_id = ?", (table_id,))[0][0])
    return len(list(room.entries(table_id, since=since, until=until,  # type: ignore[arg-type]
                                 with_players=False)))


def timed(work: Callable[[], T]) -> tuple[T, float]:
    started = time.perf_counter()
    result = work()
    return result, time.perf_counter() - started


class Reports:
    """A progress that records when it was told (and never cancels): the longest stretch of
    work without a report (from the start to the first, between two, from the last to the
    end), and the processor time of the work (wall time on a shared machine counts the other
    work too)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.started = time.perf_counter()
        self.cpu_started = time.process_time()
        self.processor = 0.0

    def report(self, done: int, total: int) -> None:
        self.times.append(time.perf_counter())

    def cancelled(self) -> bool:
        return False

    def summary(self) -> str:
        ended = time.perf_counter()
        self.processor = time.process_time() - self.cpu_started
        moments = [self.started, *self.times, ended]
        gap = max(later - earlier for earlier, later in pairwise(moments))
        return (f"processor {self.processor:.2f} s, {len(self.times)} reports, at most "
                f"{gap * 1000:.0f} ms apart")


if __name__ == "__main__":
    sys.exit(main())

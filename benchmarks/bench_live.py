"""Live benchmark: how soon a change made on one screen is painted on another screen.

    .venv/bin/python benchmarks/bench_live.py [--changes 200] [--postgresql ADDRESS]

Two main windows on one room, in one process (offscreen), each with its own connection; the
first screen records a change (seat 2 away, then back, ...) through its table's controller,
the way a seat click does; the time runs from the moment the change is committed to the first
paint of the second screen's table that follows (the second screen does nothing meanwhile: it
hears of the change, reads the table again, logs and repaints). Printed: the median and the
99th percentile, on a SQLite room file (asked every 100 ms) and, with ``--postgresql`` (or
``FLOORAPP_TEST_POSTGRESQL``: a server where a database may be created and dropped), on a
PostgreSQL room (LISTEN/NOTIFY). The target: a median of 250 ms or less.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET_MS = 250.0
TIMEOUT_S = 5.0


@contextmanager
def postgresql_room(server: str) -> Iterator[str]:
    """A fresh database on ``server`` for the run, dropped afterwards."""
    import psycopg
    from psycopg.conninfo import make_conninfo

    name = f"floorapp_bench_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")  # type: ignore[arg-type]
    try:
        yield make_conninfo(server, dbname=name)
    finally:
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")  # type: ignore[arg-type]


def measure(folder: Path, room: str | None, changes: int) -> list[float]:
    """Milliseconds from each change's commit on the first screen to the second's repaint."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from floorapp.app import create_main_window
    from floorapp.rules import Away, Back

    first = create_main_window(data_dir=folder / "one", room_address=room or str(folder))
    second = create_main_window(data_dir=folder / "two", room_address=room or str(folder))
    for window in (first, second):
        window.resize(1280, 800)
        window.show()
    application = QApplication.instance()
    assert isinstance(application, QApplication)
    application.processEvents()
    painted: list[float] = []

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                painted.append(time.perf_counter())
            return False

    view = second.page.table_view
    spy = Paints()
    view.installEventFilter(spy)
    times: list[float] = []
    try:
        for number in range(changes):
            application.processEvents()
            painted.clear()
            first.controller.apply(Away(2) if number % 2 == 0 else Back(2))
            committed = time.perf_counter()
            while not painted and time.perf_counter() - committed < TIMEOUT_S:
                application.processEvents()
                time.sleep(0.0005)
            if not painted:
                raise SystemExit(f"change {number}: the second screen never repainted")
            times.append((painted[0] - committed) * 1000)
    finally:
        view.removeEventFilter(spy)
        for window in (first, second):
            window.close()
    return times


def report(label: str, times: list[float]) -> bool:
    ordered = sorted(times)
    median = statistics.median(ordered)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    print(f"{label:<12} change to repaint on the other screen: median {median:6.1f} ms, "
          f"p99 {p99:6.1f} ms ({len(times)} changes; target median <= {TARGET_MS:.0f} ms)")
    return median <= TARGET_MS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--changes", type=int, default=200)
    parser.add_argument("--postgresql", default=os.environ.get("FLOORAPP_TEST_POSTGRESQL"))
    arguments = parser.parse_args()
    met = True
    with tempfile.TemporaryDirectory() as scratch:
        met &= report("SQLite", measure(Path(scratch), None, arguments.changes))
    if arguments.postgresql:
        with tempfile.TemporaryDirectory() as scratch, \
                postgresql_room(arguments.postgresql) as room:
            met &= report("PostgreSQL", measure(Path(scratch), room, arguments.changes))
    else:
        print("PostgreSQL: no server given (--postgresql or FLOORAPP_TEST_POSTGRESQL)")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())

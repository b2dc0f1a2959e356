"""The benchmarks still run against the code as it is (they are not tests of speed: they print
figures, and these runs are far too short to mean anything). A benchmark that breaks silently
when the code it drives is reshaped would only be found the day its figures are needed."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*arguments: str) -> str:
    """The benchmark's output; it exits 1 when a target is missed, which a run this short may
    well do, but it must not fail."""
    result = subprocess.run([sys.executable, *arguments], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode in (0, 1), result.stderr[-2000:]
    assert "Traceback" not in result.stderr, result.stderr[-2000:]
    return result.stdout


def test_the_rules_benchmark_prints_deals_per_second() -> None:
    output = _run("benchmarks/bench_rules.py", "--deals", "200", "--rounds", "1")
    for rule in ("dead", "moving", "simplified"):
        assert rule in output
    assert "deals" in output


@pytest.mark.gui
def test_the_screen_benchmark_prints_start_and_paint_times() -> None:
    output = _run("benchmarks/bench_ui.py", "--starts", "1", "--paints", "5")
    assert "floorapp, first start" in output
    assert "paint of a 12-seat table" in output


@pytest.mark.gui
def test_the_live_benchmark_prints_change_to_repaint_times() -> None:
    output = _run("benchmarks/bench_live.py", "--screens", "3", "--tables", "2",
                  "--changes", "3")
    assert "SQLite      3 screens, 2 tables: change to repaint on the other screens: median" \
        in output
    assert "the slowest screen of each change: median" in output


def test_the_room_server_benchmark_prints_writers_and_openings() -> None:
    output = _run("benchmarks/bench_room_server.py", "--workers", "2", "--actions", "5",
                  "--writers", "2", "--writes", "5", "--entries", "200")
    assert "at 3 shared tables" in output and "OK" in output
    assert "decided again: " in output and "on a copy older than the room had announced" \
        in output
    assert "commands/s" in output and "a table each" in output
    assert "opening a 200-entry table" in output


@pytest.mark.gui
def test_the_list_screen_benchmark_prints_add_call_and_seat_to_repaint_times() -> None:
    output = _run("benchmarks/bench_list_screen.py", "--games", "2", "--names", "4",
                  "--cycles", "2", "--postgresql", "")
    for action in ("add", "call", "seat"):
        assert f"SQLite      {action:<5} to repaint: median" in output
    assert "the felt repainted 4 of 4 times" in output  # the calls and the seatings


def test_the_long_work_benchmark_prints_imports_exports_pages_and_days() -> None:
    output = _run("benchmarks/bench_long_work.py", "--steps", "30", "--entries", "1800",
                  "--days", "1", "--postgresql", "")
    assert "SQLite     import of a " in output and "-step scenario" in output
    assert "export of a whole table of 1800 entries" in output
    assert "History page (newest;" in output and "in one go" in output
    assert "export of a business day: median" in output and "reports, at most" in output


def test_the_event_room_benchmark_prints_write_times() -> None:
    output = _run("benchmarks/bench_events_room.py", "--entrants", "40", "--tables", "5",
                  "--actions", "20")
    assert "an action recorded" in output and "journal replayed" in output


@pytest.mark.gui
def test_the_event_screen_benchmark_prints_the_time_to_show_each_decision() -> None:
    output = _run("benchmarks/bench_event_screen.py", "--entrants", "40", "--tables", "5")
    assert "a balancing move" in output and "a table broken" in output
    assert "slowest decision shown:" in output

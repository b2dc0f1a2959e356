"""The tournament benchmark still runs against the code as it is (it prints figures; a run this
short means nothing as a speed figure)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_tournament_benchmark_plays_to_the_final_table_and_prints_its_figures() -> None:
    result = subprocess.run(
        [sys.executable, "benchmarks/bench_tournament.py", "--entrants", "60", "--tables", "7"],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode in (0, 1), result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    assert "a table broken (offer+draw)" in result.stdout
    assert "the clock read (60 stages)     10000 readings" in result.stdout
    assert "at the end: 1 table, 9 players" in result.stdout

"""The crash test, small: a child killed with SIGKILL at random moments loses nothing.

The full run (200 kills, about two minutes) is ``.venv/bin/python tools/crash_test.py``; this
one kills 12 times so that the test suite stays quick.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
KILLS = 12


def test_a_floor_killed_at_random_moments_loses_no_committed_action(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(REPO / "tools" / "crash_test.py"), "--kills", str(KILLS),
         "--seed", "3", "--folder", str(tmp_path), "--quiet"],
        capture_output=True, text=True, cwd=REPO, timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    summary = result.stdout.split("crash test:")[1]
    figures = {name: int(value) for name, value in re.findall(r"([a-z][a-z ]*): (\d+)", summary)}
    assert figures["kills"] == KILLS
    assert figures["actions"] > 100  # the children did work before they were killed
    assert figures["lost"] == 0
    assert figures["mismatches"] == 0
    assert figures["integrity failures"] == 0
    assert figures["journal entries"] >= figures["actions"]

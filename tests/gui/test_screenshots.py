"""``floorapp --screenshot``, the render tool, and scenarios replayed on the screen."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from floor_driver import DATA
from PySide6.QtGui import QImage

from floorapp.app import create_main_window, load_scenario_into, main
from floorapp.scenario import load_scenario, run_scenario

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "resources" / "scenarios" / "examples").glob("*.toml"))
TWELVE = DATA / "twelve-seats-busy.toml"


def run_floorapp(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    environment = {"PATH": "/usr/bin:/bin", "HOME": str(cwd)}  # no display, no QT_QPA_PLATFORM
    return subprocess.run(
        [sys.executable, "-m", "floorapp", *args], cwd=REPO, env=environment,
        capture_output=True, text=True, timeout=120,
    )


def test_screenshot_renders_a_scenario_to_png_without_a_display(tmp_path: Path) -> None:
    target = tmp_path / "shot.png"
    result = run_floorapp("--data-dir", str(tmp_path / "data"), "--screenshot", str(target),
                          "--scenario", str(TWELVE), "--size", "800x600", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (800, 600)
    assert not (tmp_path / "data" / "settings.json").exists()  # a screenshot saves nothing


def test_screenshot_without_a_scenario_shows_the_demo_table(tmp_path: Path) -> None:
    target = tmp_path / "demo.png"
    result = run_floorapp("--data-dir", str(tmp_path), "--screenshot", str(target),
                          cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1280, 800)


def test_screenshot_of_a_broken_scenario_says_why_and_exits_2(tmp_path: Path) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text("title = 'x'\n[table]\nseats = 40\n")
    result = run_floorapp("--data-dir", str(tmp_path), "--screenshot",
                          str(tmp_path / "x.png"), "--scenario", str(broken), cwd=tmp_path)
    assert result.returncode == 2
    assert "not a valid scenario" in result.stderr
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize(
    "argv",
    [["--size", "big"], ["--size", "640x480"], ["--size", "800"], ["--scenario", "x.toml"]],
)
def test_bad_command_lines_are_refused(argv: list[str], capsys: Any) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2


def test_the_render_tool_renders_every_example_at_both_sizes_without_overlaps(
    tmp_path: Path,
) -> None:
    result = subprocess.run(
        [sys.executable, str(REPO / "tools" / "render_examples.py"), "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    pictures = sorted(tmp_path.glob("*.png"))
    expected = 2 * (len(EXAMPLES) + 2)  # the examples, the demo and the 12-seat table
    assert len(pictures) == expected
    assert result.stdout.count(" ok\n") == expected
    sizes = {(QImage(str(p)).width(), QImage(str(p)).height()) for p in pictures}
    assert sizes == {(1280, 800), (800, 600)}


@pytest.mark.parametrize("path", EXAMPLES[::3] + [TWELVE], ids=lambda p: p.stem)
def test_a_scenario_replayed_on_screen_ends_where_the_runner_ends(
    qtbot: Any, tmp_path: Path, path: Path
) -> None:
    window = create_main_window(data_dir=tmp_path, persist=False, demo=False)
    qtbot.addWidget(window)
    load_scenario_into(window, path)
    report = run_scenario(load_scenario(path))
    deals = [r.deal for r in report.reports if r.deal is not None]
    assert window.controller.table == report.final_table
    assert window.controller.state.deal == (deals[-1] if deals else None)
    assert window.controller.state.hand == len(deals)


def test_a_screenshot_reads_the_room_in_place_read_only_and_changes_nothing(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from floorapp import app
    from floorapp.rules import DealHand
    from floorapp.storage.room import Room

    with Room.open(tmp_path) as room:
        table_id = room.add_table("Main", start={"seats": 6, "players": {"1": "Ann", "2": "Bob",
                                                                          "3": "Cy"}}).id
        for _ in range(3):
            room.apply(table_id, DealHand(), room.position(table_id))
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}

    def no_copy(*_: object) -> None:
        raise AssertionError("the room was copied")

    monkeypatch.setattr(app, "_copy_room", no_copy)
    window = create_main_window(data_dir=tmp_path, persist=False)
    qtbot.addWidget(window)
    assert window.room.path == tmp_path / "room.sqlite3" and window.room.database.read_only
    assert window.tabs.tab_names[table_id] == "Main"
    assert window.tabs.controllers[table_id].state.hand == 3
    window.close()
    window.room.close()
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == before

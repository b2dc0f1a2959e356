"""Live: two screens on one room, each shows what the other does without any action of its
own (on the SQLite file, and on PostgreSQL when the tests have a server)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from floor_driver import NINE_FULL, Floor, in_room

from floorapp.app import create_main_window
from floorapp.ui.main_window import MainWindow


def screen(qtbot: Any, folder: Path, room: str | None,
           monkeypatch: pytest.MonkeyPatch) -> Floor:
    window = create_main_window(data_dir=folder, room_address=room)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return Floor(qtbot, window, monkeypatch)


def two_screens_follow_each_other(
    qtbot: Any, first: Floor, open_second: Callable[[], Floor]
) -> tuple[Floor, Floor]:
    first.load(NINE_FULL)
    table_id = first.window.controller.table_id
    second = open_second()  # another PC opens the room, with the table in it
    second.window.show_table(table_id)
    second.settle()
    logged = len(log_of(second))

    first.seat_action(7, "away")  # a seat click on the first screen...

    qtbot.waitUntil(lambda: second.name(7) == "Seat 7, Gus, away", timeout=3000)  # ...shows
    assert second.lines() == first.lines()  # the read-out too
    assert log_of(second)[logged:] == log_of(first)[-1:]  # logged there too, once
    assert log_of(second)[-1][1] == "Seat 7 Gus: away"
    assert second.message() == ""  # no warning: nothing was refused

    second.looked()
    second.seat_action(6, "away")  # and back: the second acts on what it shows
    qtbot.waitUntil(lambda: first.name(6) == "Seat 6, Flo, away", timeout=3000)
    assert second.message() == ""
    assert log_of(first) == log_of(second)  # no change logged twice
    assert window_entries(first.window, table_id) == window_entries(second.window, table_id)
    return first, second


def log_of(floor: Floor) -> list[tuple[str, str, str]]:
    """The table's log on screen, oldest first: time, event, result."""
    view = floor.window.page.log_view
    rows = [view.topLevelItem(index) for index in range(view.topLevelItemCount())]
    return [(row.text(0), row.text(1), row.text(2)) for row in reversed(rows)]


def window_entries(window: MainWindow, table_id: int) -> list[int]:
    return [entry.id for entry in in_room(None, window, lambda room: room.history(table_id))]


def test_two_screens_on_a_room_file_show_each_others_changes(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = screen(qtbot, tmp_path / "data", None, monkeypatch)
    two_screens_follow_each_other(
        qtbot, first, lambda: screen(qtbot, tmp_path / "data", None, monkeypatch))


def test_two_screens_on_a_postgresql_room_show_each_others_changes(
    qtbot: Any, tmp_path: Path, postgresql_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = screen(qtbot, tmp_path / "one", postgresql_database, monkeypatch)
    screens = two_screens_follow_each_other(
        qtbot, first, lambda: screen(qtbot, tmp_path / "two", postgresql_database, monkeypatch))
    for floor in screens:
        floor.window.close()  # the server's database is dropped after the test

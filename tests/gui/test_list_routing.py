"""A list action's table changes reach the tables on screen (here and on another screen on the
room), and a table's undo of a whole list action takes the list back on screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from floor_driver import NINE_FULL
from test_live_room import screen

from floorapp.lists import AddName, CallName, SeatName, Spot


def test_a_call_and_a_seating_show_at_the_table_and_on_the_other_screen(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = screen(qtbot, tmp_path / "data", None, monkeypatch)
    first.load(NINE_FULL)
    window = first.window
    table_id = window.controller.table_id
    window.seats.next_hand()
    first.settle()
    first.seat_action(8, "leave")
    second = screen(qtbot, tmp_path / "data", None, monkeypatch)
    second.window.show_table(table_id)
    second.settle()
    names = window.lists.for_table(table_id)
    assert names is not None

    for action in (AddName("Zoe"), CallName(1, Spot(table_id, 8)),  # 8 keeps its lock-up
                   SeatName(1, Spot(table_id, 8), "post")):
        names.apply(action)
        first.settle()
        assert names.last_outcome is not None and names.last_outcome.done
    assert first.name(8).startswith("Seat 8, Zoe")  # the table on this screen shows it
    assert window.controller.table.player(8).name == "Zoe"  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: second.name(8).startswith("Seat 8, Zoe"), timeout=3000)
    other = second.window.lists.for_table(table_id)
    assert other is not None
    qtbot.waitUntil(lambda: len(other.state.names) == 0, timeout=3000)

    window.seats.undo()  # the table's undo takes the seating back, list and all
    first.settle()
    assert names.state.names.get(1).called  # type: ignore[union-attr]
    assert first.name(8).startswith("Seat 8, locked")
    qtbot.waitUntil(lambda: other.state.names.get(1) is not None, timeout=3000)

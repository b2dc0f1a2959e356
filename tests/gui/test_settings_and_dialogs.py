"""House rules, corrected positions, palettes, and what the screen remembers between runs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from floor_driver import NINE_FULL, SEAT_8_FREE, Floor, close, dominant_colour, settle
from PySide6.QtCore import QPoint

from floorapp.app import create_main_window
from floorapp.rules import Correct, HouseRules, Makeup, StraddleRule
from floorapp.screen.palette import DARK, LIGHT
from floorapp.storage.settings import PaletteName, Settings, load_settings
from floorapp.ui.dialogs import CorrectDialog, HouseRulesDialog, TableDialog


def open_window(qtbot: Any, folder: Path):
    window = create_main_window(data_dir=folder)
    qtbot.addWidget(window)
    return window


def test_the_first_start_opens_the_demo_table_and_later_starts_restore_the_room(
    qtbot: Any, tmp_path: Path
) -> None:
    first = open_window(qtbot, tmp_path)
    table = first.controller.table
    assert table.size == 9
    assert [p.name for _, p in table.occupied()] == [
        "Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Joe"]
    assert first.page.panel.lines()[0] == "Button on seat 4 Di"
    assert [info.name for info in first.room.tables()] == ["Demo table"]
    assert (tmp_path / "settings.json").is_file()
    first.seats.next_hand()
    settle(qtbot, first)
    dealt = first.controller.state
    lines = first.page.panel.lines()
    first.close()

    second = open_window(qtbot, tmp_path)
    assert [info.name for info in second.room.tables()] == ["Demo table"]  # no second demo
    assert second.controller.table == dealt.table
    assert second.controller.state.hand == dealt.hand
    assert second.page.panel.lines() == lines


def test_house_rules_are_validated_in_the_dialog(qtbot: Any) -> None:
    dialog = HouseRulesDialog(None, Settings())
    qtbot.addWidget(dialog)
    dialog.blinds.setText("2/1")
    dialog.try_accept()
    assert dialog.result_settings is None
    assert dialog.problems.text() == "Blinds: list the amounts smallest first, e.g. 1/2."
    dialog.blinds.setText("1/2/5/10")
    dialog.try_accept()
    assert dialog.problems.text() == (
        "Blinds: give one, two or three amounts, e.g. 1/2 or 1/2/5.")
    dialog.blinds.setText("1/x")
    dialog.try_accept()
    assert "whole number above 0" in dialog.problems.text()

    dialog.blinds.setText("1, 2, 5")
    dialog.combos["makeup"].setCurrentIndex(dialog.combos["makeup"].findData("big-only"))
    dialog.seats.setValue(10)
    dialog.try_accept()
    chosen = dialog.result_settings
    assert chosen is not None
    assert chosen.house.blinds == (1, 2, 5)
    assert chosen.house.makeup is Makeup.BIG_ONLY
    assert chosen.seats == 10


def test_every_house_rule_key_has_a_control(qtbot: Any) -> None:
    dialog = HouseRulesDialog(None, Settings())
    qtbot.addWidget(dialog)
    values, seats = dialog.values()
    assert set(values) == set(HouseRules.__dataclass_fields__)
    assert seats == 9


def test_house_rules_apply_to_the_table_on_screen_and_to_new_tables(
    floor: Floor, qtbot: Any, tmp_path: Path
) -> None:
    floor.load(SEAT_8_FREE)
    chosen = Settings(HouseRules(blinds=(2, 5), straddle=StraddleRule.LIVE), 10)
    asked = floor.answer("HouseRulesDialog", chosen)

    floor.window.choices.edit_house_rules()
    floor.settle()

    [(offered,)] = asked.calls
    assert offered.house.blinds == (1, 2) and offered.seats == 9, "the table's own rules"
    assert floor.window.controller.table.house.blinds == (2, 5)
    assert floor.name(10) == "Seat 10, empty"
    assert floor.window.page.house_summary.text().startswith("Dead button · 2/5 ·")
    floor.undo()
    assert floor.window.controller.table.house.blinds == (1, 2)
    assert floor.window.controller.table.size == 9
    floor.redo()
    assert floor.window.controller.table.house.blinds == (2, 5)
    saved = json.loads((tmp_path / "data" / "settings.json").read_text())
    assert saved["house"]["blinds"] == [2, 5] and saved["seats"] == 10
    offered = floor.answer("TableDialog", ("High stakes", chosen, None))
    floor.window.tables.add_table()
    floor.settle()

    [(settings, suggested, taken, games)] = offered.calls
    assert games == [(1, "1/2 limit")]  # the games it may join: the demo's
    assert settings.house.blinds == (2, 5) and settings.seats == 10
    assert suggested == "Table 1" and "test table" in taken
    table = floor.window.controller.table
    assert table.house.blinds == (2, 5) and table.size == 10
    summary = floor.window.page.house_summary.text()
    assert summary == "Dead button · 2/5 · limit · make-up: all · 10 seats · live straddle"
    assert floor.name(10) == "Seat 10, empty"
    floor.window.show_table(floor.window.room.tables()[0].id)
    floor.settle()
    summary = floor.window.page.house_summary.text()
    assert summary.startswith("Dead button · 1/2 ·"), "the demo's own"

    again = open_window(qtbot, tmp_path / "data")
    houses = {info.name: again.room.state(info.id).table.house.blinds
              for info in again.room.tables()}
    assert houses == {"Demo table": (1, 2), "test table": (2, 5), "High stakes": (2, 5)}


def test_removing_a_seat_in_use_is_refused_with_the_reason(floor: Floor) -> None:
    floor.load(SEAT_8_FREE)
    floor.answer("HouseRulesDialog", Settings(HouseRules(), 6))

    floor.window.choices.edit_house_rules()
    floor.settle()

    assert floor.window.controller.table.size == 9
    assert floor.message() == "Not allowed: Seat 7 is in use: free it before removing it."


def test_the_table_dialog_wants_a_free_name_and_valid_rules(qtbot: Any) -> None:
    dialog = TableDialog(None, Settings(), "Table 2", ["Table 1", "Demo table"])
    qtbot.addWidget(dialog)
    dialog.name.setText("   ")
    dialog.try_accept()
    assert dialog.result_table is None
    assert dialog.problems.text() == "A table needs a name."
    dialog.name.setText(" demo   TABLE ")
    dialog.blinds.setText("2/1")
    dialog.try_accept()
    assert dialog.problems.text().splitlines() == [
        "A table called demo TABLE already exists (a closed one can be reopened from the "
        "Table menu).",
        "Blinds: list the amounts smallest first, e.g. 1/2."]
    dialog.name.setText("  Table   3 ")
    dialog.blinds.setText("5/10")
    dialog.try_accept()
    assert dialog.result_table is not None
    name, chosen, game = dialog.result_table
    assert name == "Table 3" and chosen.house.blinds == (5, 10)
    assert game is None  # the game named after its stakes


def test_correct_positions_moves_the_pucks_and_is_undoable(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.next_hand()  # button 4, small blind 5, big blind 6
    floor.answer("CorrectDialog", Correct(button=5, small_blind=6, big_blind=7))

    floor.window.seats.correct_positions()
    floor.settle()

    assert floor.lines() == [
        "Positions corrected: button on seat 5, blinds on seats 6, 7. "
        "The next hand moves on from here."]
    assert floor.name(5) == "Seat 5, Ed, active, dealer button"
    assert floor.name(7) == "Seat 7, Gus, active, big blind 2"
    floor.next_hand()
    assert floor.lines()[0] == "Button on seat 6 Flo"
    floor.undo()
    floor.undo()
    assert floor.lines()[0] == "Button on seat 4 Di"


def test_the_correct_dialog_refuses_impossible_positions_in_place(qtbot: Any) -> None:
    from floor_driver import table_from_toml

    dialog = CorrectDialog(None, table_from_toml(NINE_FULL))
    qtbot.addWidget(dialog)
    assert [dialog.spins[k].value() for k in ("button", "small_blind", "big_blind")] == [3, 4, 5]
    dialog.spins["big_blind"].setValue(4)
    dialog.try_accept()
    assert dialog.result_event is None
    assert dialog.problem.text().startswith("Each blind needs its own seat")
    dialog.spins["big_blind"].setValue(6)
    dialog.try_accept()
    assert dialog.result_event == Correct(button=3, small_blind=4, big_blind=6)


def test_light_palette_is_one_click_away_and_remembered(
    floor: Floor, qtbot: Any, tmp_path: Path
) -> None:
    corner = QPoint(3, 3)
    assert close(dominant_colour(floor.grab(), corner, 1), DARK.background)

    floor.window.menus.palette_action.trigger()
    floor.settle()

    assert floor.window.menus.palette_action.isChecked()
    assert close(dominant_colour(floor.grab(), corner, 1), LIGHT.background)
    bar = floor.window.menus.top_bar.grab().toImage()  # the top bar (with the tabs) follows too
    assert close(dominant_colour(bar, QPoint(bar.width() // 2, bar.height() // 2), 1),
                 LIGHT.background)
    assert load_settings(tmp_path / "data").settings.palette is PaletteName.LIGHT
    floor.window.menus.palette_action.trigger()
    floor.settle()
    assert close(dominant_colour(floor.grab(), corner, 1), DARK.background)


def test_a_broken_settings_file_is_kept_aside_and_the_floor_told(
    qtbot: Any, tmp_path: Path
) -> None:
    (tmp_path / "settings.json").write_text("{not json")
    window = open_window(qtbot, tmp_path)
    kept = list(tmp_path.glob("settings.json.broken-*"))
    assert len(kept) == 1
    assert window.page.notice.label.text().startswith(
        "The settings file could not be read: it was kept as")
    assert window.controller.table.house == HouseRules()


OWING_AT_TABLE = """
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 5 = "Ed", 6 = "Flo" }
last = { button = 1, small_blind = 2, big_blind = 3 }
away = [4]
missed = { 4 = "both" }
"""


def test_new_blinds_say_what_a_returning_player_now_owes(floor: Floor) -> None:
    """Issue 11: a change of blinds changes what Di owes; the log says it, at the new amounts."""
    floor.load(OWING_AT_TABLE)
    floor.answer("HouseRulesDialog", Settings(HouseRules(blinds=(2, 5)), 9))

    floor.window.choices.edit_house_rules()
    floor.settle()

    _, text, result = floor.window.page.log_view.rows()[0][:3]
    assert text.startswith("House rules: Dead button · 2/5")
    assert result == "At the new amounts: Seat 4 Di owes 7 (5 live, 2 dead)."


def test_a_file_to_save_gets_its_suffix_and_a_cancel_gives_nothing(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pathlib import Path

    from PySide6.QtWidgets import QFileDialog

    from floorapp.ui.dialogs.base import ask_save_path

    chosen = ["/tmp/slips", "/tmp/slips.PDF", ""]
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (chosen.pop(0), "")))
    asked = [ask_save_path(None, "Save", Path("slips.pdf"), "PDF files (*.pdf)", ".pdf")
             for _ in range(3)]
    assert asked == [Path("/tmp/slips.pdf"), Path("/tmp/slips.PDF"), None]

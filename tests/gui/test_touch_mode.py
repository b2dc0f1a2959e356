"""Touch mode: menus, list rows, radio buttons and tool buttons a finger can hit (48 px), on
when a touch screen is present, and a setting the floor can change; no information on hover
only."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from floor_driver import Floor, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QRadioButton, QToolButton

from floorapp.app import create_main_window
from floorapp.rules import Choice
from floorapp.screen.geometry import TOUCH
from floorapp.ui import dialogs, touch, wording
from floorapp.ui.main_window import MainWindow
from floorapp.ui.table.table_view import LONG_PRESS_MS


def open_main(qtbot: Any, folder: Path) -> MainWindow:
    window = create_main_window(data_dir=folder)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_touch_screen_switches_touch_mode_on_by_itself(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(touch, "touch_screen_present", lambda: True)
    window = open_main(qtbot, tmp_path / "data")
    assert touch.touch_mode_on()
    assert window.menus.touch_action.isChecked()


def test_without_a_touch_screen_touch_mode_is_off_until_chosen(
    qtbot: Any, tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    window = open_main(qtbot, folder)
    assert not touch.touch_mode_on()
    window.menus.touch_action.trigger()
    assert touch.touch_mode_on()
    assert json.loads((folder / "settings.json").read_text())["touch"] is True
    window.menus.touch_action.trigger()
    assert not touch.touch_mode_on()
    assert json.loads((folder / "settings.json").read_text())["touch"] is False


def test_in_touch_mode_every_row_a_finger_picks_is_48_pixels_high(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(touch, "touch_screen_present", lambda: True)
    window = open_main(qtbot, tmp_path / "data")
    menu = window.seats.open_seat_menu(1)
    qtbot.waitUntil(menu.isVisible)
    entries = [a for a in menu.actions() if not a.isSeparator() and a.text()]
    assert entries
    for action in entries:
        assert menu.actionGeometry(action).height() >= TOUCH, action.text()
    menu.close()
    window.seats.next_hand()
    settle(qtbot, window)
    QApplication.processEvents()
    log = window.page.log_view
    assert log.topLevelItemCount() > 0
    assert log.visualItemRect(log.topLevelItem(0)).height() >= TOUCH
    for button in window.menus.top_bar.findChildren(QToolButton):
        if button.isVisible():
            assert button.height() >= TOUCH, button.text()
    options = [(choice, wording.choice_label(choice), "") for choice in Choice]
    sit = dialogs.SitDialog(window, 8, options)
    qtbot.addWidget(sit)
    sit.show()
    QApplication.processEvents()
    radios = sit.findChildren(QRadioButton)
    assert radios and all(radio.height() >= TOUCH for radio in radios)
    house = dialogs.HouseRulesDialog(window, window.settings)
    qtbot.addWidget(house)
    house.show()
    combo = house.combos["button"]
    combo.showPopup()
    QApplication.processEvents()
    choices = combo.view()
    assert choices.visualRect(choices.model().index(0, 0)).height() >= TOUCH
    combo.hidePopup()


def test_a_long_press_on_a_seat_opens_its_menu_as_a_right_click_does(floor: Floor) -> None:
    view = floor.view
    centre = view.seat_center(3)
    floor.qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=centre)
    floor.qtbot.wait(LONG_PRESS_MS + 150)
    floor.qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=centre)
    menu = floor.window.seats.seat_menu
    assert menu is not None and menu.isVisible()
    assert "Seat 3" in menu.actions()[0].text()


def test_a_table_name_cut_in_its_tab_is_whole_on_the_room_overview(
    qtbot: Any, tmp_path: Path,
) -> None:
    window = open_main(qtbot, tmp_path / "data")
    long_name = "Thursday evening high-stakes game"
    window.tables.add_table_from_scenario(
        {"title": "t", "table": {"seats": 6, "players": {"1": "Ann", "2": "Bob"}}}, long_name)
    settle(qtbot, window)
    window.tabs.show_overview()
    QApplication.processEvents()
    tab_bar = window.tabs.tab_bar
    assert long_name not in [tab_bar.tabText(i) for i in range(tab_bar.count())]
    labels = window.tabs.overview.findChildren(type(window.page.message_bar))
    texts = [label.text() for label in labels]
    assert any(long_name in text for text in texts)


def test_a_refused_seat_action_says_why_in_its_own_words(floor: Floor) -> None:
    floor.load("""
[table]
seats = 3
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy" }
last = { button = 1, small_blind = 2, big_blind = 3 }
""")
    menu = floor.open_menu(1)
    move = floor.action(menu, "move")
    assert not move.isEnabled()
    assert move.toolTip() and move.toolTip() in move.text()  # the reason is in sight

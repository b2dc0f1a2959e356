"""Help → Manual: the manual for the floor (docs/MANUAL.md), opened from the Help menu in a
window that fits the screen, links to its own headings, and closes with Esc, Ctrl+W or Close."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import simulate_screen
from floor_driver import Floor
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication, QMenu

from floorapp.screen.manual_text import in_window
from floorapp.ui.dialogs.manual import ManualWindow

MANUAL = (Path(__file__).resolve().parents[2] / "docs" / "MANUAL.md").read_text(encoding="utf-8")
FIRST_HEADING = MANUAL.splitlines()[0].removeprefix("# ")


def open_from_the_help_menu(floor: Floor) -> ManualWindow:
    window = floor.window
    bar = window.menuBar()
    help_menu = window.menus.help_menu
    floor.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                           pos=bar.actionGeometry(help_menu.menuAction()).center())
    floor.qtbot.waitUntil(help_menu.isVisible)
    action = window.menus.manual_action
    assert action.text() == "Manual"
    assert isinstance(help_menu, QMenu) and action in help_menu.actions()
    floor.qtbot.mouseClick(help_menu, Qt.MouseButton.LeftButton,
                           pos=help_menu.actionGeometry(action).center())
    manual = window.findChild(ManualWindow)
    assert manual is not None
    floor.qtbot.waitExposed(manual)
    floor.qtbot.waitUntil(lambda: QApplication.activeWindow() is manual)  # its keys work
    return manual


def test_help_manual_opens_the_manual_and_esc_closes_it(
    floor: Floor, monkeypatch: pytest.MonkeyPatch,
) -> None:
    area = simulate_screen(monkeypatch, 800, 480)  # a small table-side screen
    manual = open_from_the_help_menu(floor)

    assert manual.isVisible() and manual.windowTitle() == "Manual"
    assert manual.first_heading() == FIRST_HEADING == "floorapp: the manual"
    assert manual.top_line() == FIRST_HEADING
    assert manual.close_button.isVisible() and manual.close_button.text() == "Close"
    floor.qtbot.waitUntil(lambda: area.contains(manual.frameGeometry()))
    assert manual.browser.height() > 100  # the text has room, Close is in the window
    assert manual.rect().contains(manual.close_button.geometry())

    floor.qtbot.keyClick(manual.browser, Qt.Key.Key_Escape)
    floor.qtbot.waitUntil(lambda: not manual.isVisible())


def test_a_second_open_reuses_the_window_and_close_and_ctrl_w_close_it(floor: Floor) -> None:
    first = open_from_the_help_menu(floor)
    floor.qtbot.mouseClick(first.close_button, Qt.MouseButton.LeftButton)
    floor.qtbot.waitUntil(lambda: not first.isVisible())

    floor.window.menus.manual_action.trigger()
    second = floor.window.findChild(ManualWindow)
    assert second is first and len(floor.window.findChildren(ManualWindow)) == 1
    floor.qtbot.waitExposed(second)
    floor.qtbot.waitUntil(lambda: QApplication.activeWindow() is second)
    floor.qtbot.keyClick(second.browser, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    floor.qtbot.waitUntil(lambda: not second.isVisible())


def test_the_manuals_links_go_to_its_headings_and_find_finds_words(floor: Floor) -> None:
    manual = open_from_the_help_menu(floor)

    manual.browser.anchorClicked.emit(QUrl("#a-room-on-postgresql"))
    assert manual.top_line() == "A room on PostgreSQL"
    assert not manual.go_to("no-such-heading")

    floor.qtbot.keyClicks(manual.find_field, "Break this table")
    floor.qtbot.keyClick(manual.find_field, Qt.Key.Key_Return)
    assert manual.browser.textCursor().selectedText() == "Break this table"
    assert not manual.status.isVisible()


def test_the_window_leaves_out_pictures_and_links_to_files() -> None:
    text = ("Intro\n![The demo table](floor-screen-demo.png)\nSee [The list](#the-list), "
            "[docs/RULES.md](RULES.md), [dark](screen-800x600-dark.png), "
            "[F-36](DECISIONS.md#f-36) and [Qt](https://doc.qt.io).\n")
    assert in_window(text) == (
        "Intro\nSee [The list](#the-list), docs/RULES.md, dark, F-36 and [Qt](https://doc.qt.io).\n")

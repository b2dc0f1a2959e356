"""Every window fits the screen it opens on, from an 800 × 480 panel to a 1920 × 1080 monitor.

The screen is simulated (:func:`conftest.simulate_screen`): the fit helper reads the available
area from there. A button "fits" when it lies wholly in the available area; a button inside a
scroll area fits when scrolling to it brings it there.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import simulate_screen
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QScrollArea, QWidget

from floorapp.app import create_main_window
from floorapp.rules import ButtonRule, Choice
from floorapp.storage.paths import ChosenRoom, RoomSource
from floorapp.ui import dialogs, fit, touch, wording
from floorapp.ui.main_window import MainWindow
from floorapp.ui.room.history import HistoryDialog
from floorapp.ui.table.page import NARROW_WIDTH, SHORT_HEIGHT
from floorapp.ui.training.dialogs import PostDialog
from floorapp.ui.training.window import TrainingWindow

SCREENS = [(800, 480), (800, 600), (1024, 600), (1280, 800), (1920, 1080)]


@pytest.fixture(params=SCREENS, ids=lambda size: f"{size[0]}x{size[1]}")
def screen(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> QRect:
    return simulate_screen(monkeypatch, *request.param)


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def _scroll_area_of(widget: QWidget, top: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def off_screen(window: QWidget, area: QRect) -> list[str]:
    """The window's frame if it is not wholly in ``area``, and every button the floor cannot
    bring into ``area`` (scrolling to it where it lies in a scroll area)."""
    QApplication.processEvents()
    problems = []
    if not area.contains(window.frameGeometry()):
        problems.append(f"window {window.objectName()} at {window.frameGeometry()}")
    for button in window.findChildren(QAbstractButton):
        if not button.isVisibleTo(window) or button.width() == 0:
            continue
        scroll = _scroll_area_of(button, window)
        if scroll is not None:
            scroll.ensureWidgetVisible(button, 0, 0)
            QApplication.processEvents()
            if not global_rect(scroll).contains(global_rect(button)):
                problems.append(f"{button.objectName()} cannot be scrolled into sight")
                continue
        if not area.contains(global_rect(button)):
            name = button.objectName() or button.text() or type(button).__name__
            problems.append(f"button {name!r} at {global_rect(button)}")
    return problems


def open_main(qtbot: Any, folder: Path) -> MainWindow:
    window = create_main_window(data_dir=folder)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def show(qtbot: Any, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


# --- the main window --------------------------------------------------------------------------


def test_the_main_window_opens_inside_the_screen(
    qtbot: Any, tmp_path: Path, screen: QRect,
) -> None:
    window = open_main(qtbot, tmp_path / "data")
    assert off_screen(window, screen) == []
    narrow, short = window.page.layout_mode()
    assert narrow == (window.width() < NARROW_WIDTH)
    assert short == (window.height() < SHORT_HEIGHT)
    assert window.page.next_hand_button.isVisible()
    assert window.page.right_column.isVisible() is not narrow
    assert window.page.log_view.isVisible() is not short
    view = window.page.table_view
    for seat in range(1, 10):
        plate = view.table_geometry().plate(seat)
        assert plate.x >= 0 and plate.right <= view.width()
        assert plate.y >= 0 and plate.bottom <= view.height()


@pytest.mark.parametrize("size", [(800, 480), (800, 600)], ids=["800x480", "800x600"])
def test_on_a_small_screen_the_read_out_and_the_log_open_on_a_tap(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
) -> None:
    area = simulate_screen(monkeypatch, *size)
    window = open_main(qtbot, tmp_path / "data")
    window.seats.next_hand()
    assert not window.page.right_column.isVisible()
    qtbot.mouseClick(window.page.readout_toggle, Qt.MouseButton.LeftButton)
    assert window.page.right_column.isVisible()
    assert window.page.panel.lines()  # the read-out of the hand just dealt
    assert area.contains(global_rect(window.page.right_column))
    assert not window.page.log_view.isVisible()
    window.page.log_toggle.click()
    assert not window.page.table_view.isVisible()  # too short for both: the log in its place
    assert window.page.log_view.isVisible()
    assert off_screen(window, area) == []
    window.page.readout_toggle.click()
    window.page.log_toggle.click()
    assert not window.page.right_column.isVisible()
    assert window.page.table_view.isVisible() and not window.page.log_view.isVisible()


def test_a_window_saved_on_a_larger_screen_is_shrunk_to_this_one(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = tmp_path / "data"
    first = open_main(qtbot, folder)
    first.setGeometry(40, 40, 1800, 1100)
    assert first.save_window_state is not None
    first.save_window_state()
    first.close()
    area = simulate_screen(monkeypatch, 800, 600)
    again = open_main(qtbot, folder)
    assert again.width() <= 800 and again.height() <= 600
    assert off_screen(again, area) == []


def test_the_house_rules_line_stays_on_one_line_and_shows_all_on_a_tap(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_main(qtbot, tmp_path / "data")
    summary = window.page.house_summary
    line = summary.fontMetrics().height()
    assert summary.height() < 2 * line  # one line, never wrapped
    assert summary.text() == wording.house_summary(window.controller.table.house, 9)
    asked = []
    monkeypatch.setattr(dialogs.HouseRulesDialog, "ask",
                        classmethod(lambda cls, *args: asked.append(args) or None))
    summary.clicked.emit()
    assert len(asked) == 1


# --- dialogs ------------------------------------------------------------------------------------


def _dialogs(window: MainWindow) -> list[QWidget]:
    """One of each of the floor's dialogs, about the demo table (Flo away in seat 6, seat 8
    locked up)."""
    settings = window.settings
    table = window.controller.table
    sit_options = [(choice, wording.choice_label(choice), wording.choice_explanation(choice, 2, 1))
                   for choice in Choice]
    message, back_options = window.seats.come_back_offer(6)
    move_message, move_options = window.seats.move_offer(1, 8)
    return [
        dialogs.HouseRulesDialog(window, settings),
        dialogs.TableDialog(window, settings, "Table 2", ["Demo table"]),
        dialogs.SitDialog(window, 8, sit_options),
        dialogs.ComeBackDialog(window, "Seat 6 Flo", message, back_options),
        dialogs.MoveDialog(window, "Move Ann to seat 8", move_message, move_options),
        dialogs.CorrectDialog(window, table),
        dialogs.RenameDialog(window, "Demo table", []),
        dialogs.RoomDialog(window, dialogs.RoomQuestion(
            str(window.room.path), ChosenRoom("service=floorroom", RoomSource.ENVIRONMENT),
            "postgresql://pit1@db.example/floorroom?sslmode=verify-full", window.room.path,
            lambda address: window.room)),
        PostDialog(window, "Seat 3: post", 2, 1),
    ]


def test_every_dialog_keeps_its_buttons_on_the_screen(
    qtbot: Any, tmp_path: Path, screen: QRect,
) -> None:
    window = open_main(qtbot, tmp_path / "data")
    for dialog in _dialogs(window):
        show(qtbot, dialog)
        assert off_screen(dialog, screen) == [], dialog.objectName()
        dialog.close()


def test_house_rules_scroll_while_ok_and_cancel_stay_in_sight(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    area = simulate_screen(monkeypatch, 800, 480)
    window = open_main(qtbot, tmp_path / "data")
    dialog = show(qtbot, dialogs.HouseRulesDialog(window, window.settings))
    scroll = dialog.findChild(QScrollArea, "dialogScroll")
    assert scroll is not None and scroll.verticalScrollBar().maximum() > 0  # it scrolls
    for button in dialog.findChildren(QAbstractButton):
        if button.text() in ("&OK", "OK", "&Cancel", "Cancel"):
            assert area.contains(global_rect(button))


def test_history_fits_the_screen(qtbot: Any, tmp_path: Path, screen: QRect) -> None:
    window = open_main(qtbot, tmp_path / "data")
    window.tables.show_history()
    history = window.tables.history_dialog
    assert isinstance(history, HistoryDialog)
    qtbot.waitExposed(history)
    assert off_screen(history, screen) == []


def test_the_training_window_fits_the_screen_at_every_step(
    qtbot: Any, tmp_path: Path, screen: QRect,
) -> None:
    window = open_main(qtbot, tmp_path / "data")
    window.menus.training_action.trigger()  # Training menu, Dealer training… (F7)
    training = window.findChild(TrainingWindow)
    assert isinstance(training, TrainingWindow)
    qtbot.waitExposed(training)
    assert off_screen(training, screen) == []
    training.start_quiz(ButtonRule.DEAD, 3, 4)
    assert off_screen(training, screen) == []
    training.drill_page.check()
    assert off_screen(training, screen) == []
    training.close()


@pytest.mark.parametrize("touch_mode", [False, True], ids=["mouse", "touch"])
def test_every_seat_menu_opens_inside_the_screen(
    qtbot: Any, tmp_path: Path, screen: QRect, touch_mode: bool,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(touch, "touch_screen_present", lambda: touch_mode)
    window = open_main(qtbot, tmp_path / "data")
    assert touch.touch_mode_on() is touch_mode
    for seat in range(1, 10):
        menu = window.seats.open_seat_menu(seat)
        assert isinstance(menu, QMenu)
        qtbot.waitUntil(menu.isVisible)
        assert screen.contains(menu.geometry()), (seat, menu.geometry())
        for action in menu.actions():
            rect = menu.actionGeometry(action).translated(menu.pos())
            assert screen.contains(rect), (seat, action.text())
        menu.close()


def test_a_window_filling_the_screen_comes_back_as_it_was(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A table-side panel often runs floorapp alone, with no window manager and so no title
    bar: the window fills the screen from its top-left corner. Qt's own restore leaves room
    for a title bar above it (the window came back lower and shorter); it must come back where
    and as large as it was."""
    folder = tmp_path / "data"
    screen = QApplication.primaryScreen().availableGeometry()
    simulate_screen(monkeypatch, screen.width(), screen.height())
    first = open_main(qtbot, folder)
    first.setGeometry(screen)
    fit.fit_window(first)
    QApplication.processEvents()
    saved = first.geometry()
    assert first.frameGeometry() == screen
    assert first.save_window_state is not None
    first.save_window_state()
    first.close()
    again = open_main(qtbot, folder)
    assert again.geometry() == saved

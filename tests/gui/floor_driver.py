"""A driver for the real main window offscreen, the way a pit boss would: clicks on seats, menus,
the Next hand button, Ctrl+Z. The dialogs' ``ask()`` is replaced by a recorder that answers
for the floor and keeps what the dialog was asked to show, so tests can check the words."""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtWidgets import QMenu

from floorapp.rules import Table
from floorapp.scenario import parse_scenario
from floorapp.ui import dialogs
from floorapp.ui.main_window import MainWindow
from floorapp.ui.table.table_view import TableView

DATA = Path(__file__).parent / "data"


def table_from_toml(text: str) -> Table:
    """The starting table of a scenario written inline (``[table]`` and optional ``[house]``)."""
    return parse_scenario(tomllib.loads('title = "test"\n' + text)).table


NINE_FULL = """
[table]
seats = 9
last = { button = 3, small_blind = 4, big_blind = 5 }
[table.players]
1 = "Ann"
2 = "Bob"
3 = "Cy"
4 = "Di"
5 = "Ed"
6 = "Flo"
7 = "Gus"
8 = "Hal"
9 = "Ike"
"""
"""Nine players, last hand: button 3, small blind 4, big blind 5."""

SEAT_8_FREE = """
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 5 = "Ed", 6 = "Flo", 7 = "Gus", 9 = "Ike" }
last = { button = 3, small_blind = 4, big_blind = 5 }
"""
"""Seat 8 empty; seat 4 is due the button on the next hand."""

SEAT_9_FREE = """
[house]
seat_change = "relative"
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 5 = "Ed", 6 = "Flo", 7 = "Gus", 8 = "Hal" }
last = { button = 2, small_blind = 3, big_blind = 4 }
"""
"""Seat 9 empty: a move from 7 to 9 puts Gus one hand further from the big blind."""


@dataclass
class Recorder:
    """Stands in for a dialog's ``ask``: answers, and keeps every call's arguments."""

    answer: Any
    calls: list[tuple[Any, ...]] = field(default_factory=list)

    def __call__(self, *args: Any) -> Any:
        self.calls.append(args[1:])  # without the parent widget
        return self.answer


class Floor:
    """A pit boss at the offscreen window."""

    def __init__(self, qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
        self.qtbot = qtbot
        self.window = window
        self.monkeypatch = monkeypatch
        self.view: TableView = window.findChild(TableView, "tableView")
        assert self.view is not None

    # --- setting up ---------------------------------------------------------------------

    def load(self, toml: str) -> None:
        """Open a new table of the room from a scenario's ``[table]`` (and ``[house]``) and
        show it: the test's starting point (nothing to undo)."""
        self.window.tables.add_table_from_scenario(tomllib.loads('title = "test"\n' + toml),
                                                   "test table")
        self.settle()

    def settle(self) -> None:
        """Wait until the room's worker has done what the floor asked and the screen shows
        it (an action is saved off the screen's thread)."""
        settle(self.qtbot, self.window)

    def looked(self) -> None:
        """The floor has looked at the screen for a while since its last change (another
        screen's change a moment ago no longer holds his next press back: the session's
        clock moves on)."""
        from floorapp.session import SETTLE_S

        session = self.window.session
        before = session.clock
        session.clock = lambda: before() + SETTLE_S + 0.1

    def in_room(self, work: Any) -> Any:
        """``work(room)`` done by the window's room worker (the room is its thread's alone),
        shown on the screen; what it returned."""
        return in_room(self.qtbot, self.window, work)

    def answer(self, dialog: str, answer: Any, method: str = "ask") -> Recorder:
        """Make ``<dialog>.<method>`` (``ask`` unless told) answer ``answer``; returns the
        recorder."""
        recorder = Recorder(answer)
        cls = getattr(dialogs, dialog)
        assert hasattr(cls, method), f"{dialog} has no {method}"
        self.monkeypatch.setattr(cls, method, classmethod(
            lambda klass, *args: recorder(*args)))
        return recorder

    # --- acting ---------------------------------------------------------------------------

    def click_seat(self, seat: int, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        self.qtbot.mouseClick(self.view, button, pos=self.view.seat_center(seat))
        self.settle()

    def open_menu(self, seat: int) -> QMenu:
        self.click_seat(seat)
        menu = self.window.seats.seat_menu
        assert menu is not None
        self.qtbot.waitUntil(menu.isVisible)
        return menu

    def action(self, menu: QMenu, name: str) -> QAction:
        found = [a for a in menu.actions() if a.objectName() == f"action_{name}"]
        assert found, f"no action {name} in {[a.objectName() for a in menu.actions()]}"
        return found[0]

    def choose(self, menu: QMenu, name: str) -> None:
        """Click a menu entry where it is drawn (and wait for what it asked to be saved)."""
        action = self.action(menu, name)
        self.qtbot.mouseClick(menu, Qt.MouseButton.LeftButton,
                              pos=menu.actionGeometry(action).center())
        self.settle()

    def seat_action(self, seat: int, name: str) -> None:
        self.choose(self.open_menu(seat), name)

    def next_hand(self) -> None:
        self.qtbot.mouseClick(self.window.page.next_hand_button, Qt.MouseButton.LeftButton)
        self.settle()

    def undo(self) -> None:
        self._key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    def redo(self) -> None:
        self._key(Qt.Key.Key_Z,
                  Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)

    def _key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
        from PySide6.QtWidgets import QApplication

        self.window.activateWindow()  # the floor turns to this screen: its keys are its own
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window)
        target = self.window.focusWidget() or self.window
        self.qtbot.keyClick(target, key, modifiers)
        self.settle()

    # --- reading the screen (once it shows what the room's worker answered) ---------------

    def name(self, seat: int) -> str:
        """The seat's accessible name, as a screen reader says it."""
        self.settle()
        return self.view.seat_handle(seat).accessibleName()

    def lines(self) -> list[str]:
        self.settle()
        return self.window.page.panel.lines()

    def reasons(self) -> list[str]:
        self.settle()
        return self.window.page.panel.reasons()

    def message(self) -> str:
        self.settle()
        return self.window.page.message_bar.text()

    def grab(self) -> QImage:
        return self.view.grab().toImage()

    def puck_colour(self, seat: int, index: int = 0) -> QColor:
        """The colour that fills most of a puck (sampled on a ring inside its edge)."""
        centre = self.view.puck_centers(seat)[index]
        return dominant_colour(self.grab(), centre, self.view.table_geometry().puck * 0.3)

    def plate_border_has(self, seat: int, expected: str, tolerance: int = 40) -> bool:
        """True when the plate's top border shows ``expected`` somewhere along its length."""
        plate = self.view.table_geometry().plate(seat)
        image = self.grab()
        y = round(plate.y)
        xs = [round(plate.x + plate.w * (0.2 + 0.6 * i / 40)) for i in range(41)]
        return any(close(QColor(image.pixel(x, y)), expected, tolerance) for x in xs)


def click_menu(qtbot: Any, window: Any, menu: QMenu, action: QAction) -> None:
    """The menu on the window's menu bar, then ``action`` in it, each clicked where it is
    drawn."""
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    assert action.isEnabled()
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def settle(qtbot: Any, window: Any, timeout: int = 10_000) -> None:
    """Wait until the window's room worker has done what was asked of it and the window shows
    it (the answers are posted to the screen's thread)."""
    idle = (lambda: window.idle) if hasattr(window, "idle") else (lambda: window.session.idle)
    qtbot.waitUntil(idle, timeout=timeout)


def in_room(qtbot: Any, window: Any, work: Any) -> Any:
    """``work(room)`` done by the window's room worker, as the test's own setting up or
    looking (never from the test's thread: the room is the worker's alone); what it returned
    (or raises what it raised), once the window shows the room after it. ``qtbot`` may be
    None."""
    import time

    from PySide6.QtWidgets import QApplication

    answer: list[tuple[Any, BaseException | None]] = []
    window.session.run(work, lambda result, failure: answer.append((result, failure)),
                       games=True)
    end = time.monotonic() + 10
    while not answer or not window.session.idle:
        QApplication.processEvents()
        assert time.monotonic() < end, "the room's worker did not answer"
        time.sleep(0.002)
    result, failure = answer[0]
    if failure is not None:
        raise failure
    return result


def read(dialog: Any, timeout_s: float = 10.0) -> Any:
    """The history dialog once what it asked the room's worker (a page, an export) is done;
    the dialog."""
    import time

    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + timeout_s
    while dialog.reading or not dialog.session.idle:
        QApplication.processEvents()
        assert time.monotonic() < end, "the history waited in vain"
        time.sleep(0.002)
    QApplication.processEvents()
    return dialog


def dominant_colour(image: QImage, centre: QPoint, radius: float) -> QColor:
    """The most common colour on a ring of 24 points around ``centre``."""
    import math

    samples = Counter()
    for i in range(24):
        angle = 2 * math.pi * i / 24
        x = round(centre.x() + radius * math.cos(angle))
        y = round(centre.y() + radius * math.sin(angle))
        samples[image.pixel(x, y)] += 1
    return QColor(samples.most_common(1)[0][0])


def close(colour: QColor, expected: str, tolerance: int = 24) -> bool:
    """True when two colours differ by at most ``tolerance`` in each channel."""
    wanted = QColor(expected)
    return all(abs(a - b) <= tolerance for a, b in zip(
        (colour.red(), colour.green(), colour.blue()),
        (wanted.red(), wanted.green(), wanted.blue()), strict=True))

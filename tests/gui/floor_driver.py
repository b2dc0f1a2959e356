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
        """Click a menu entry where it is drawn."""
        action = self.action(menu, name)
        self.qtbot.mouseClick(menu, Qt.MouseButton.LeftButton,
                              pos=menu.actionGeometry(action).center())

    def seat_action(self, seat: int, name: str) -> None:
        self.choose(self.open_menu(seat), name)

    def next_hand(self) -> None:
        self.qtbot.mouseClick(self.window.page.next_hand_button, Qt.MouseButton.LeftButton)

    def undo(self) -> None:
        self._key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    def redo(self) -> None:
        self._key(Qt.Key.Key_Z,
                  Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)

    def _key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
        self.window.activateWindow()
        target = self.window.focusWidget() or self.window
        self.qtbot.keyClick(target, key, modifiers)

    # --- reading the screen ---------------------------------------------------------------

    def name(self, seat: int) -> str:
        """The seat's accessible name, as a screen reader says it."""
        return self.view.seat_handle(seat).accessibleName()

    def lines(self) -> list[str]:
        return self.window.page.panel.lines()

    def reasons(self) -> list[str]:
        return self.window.page.panel.reasons()

    def message(self) -> str:
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

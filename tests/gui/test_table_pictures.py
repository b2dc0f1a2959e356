"""The table paints its felt, plates and pucks from pictures made once per size and colours
(the words are drawn on them at every paint): the pictures follow a resize, a change of
palette and a seat's new state."""

from __future__ import annotations

from typing import Any

from floor_driver import Floor, close, dominant_colour
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from floorapp.screen.palette import DARK, LIGHT


def felt_point(floor: Floor, side: float = -1) -> QPoint:
    """A point on the felt between its painted line and the rail, left of the middle (or,
    with ``side`` 1, right of it)."""
    felt = floor.view.table_geometry().felt
    return QPoint(round(felt.centre.x + side * felt.a * 0.85), round(felt.centre.y))


def test_the_felt_and_background_follow_a_resize(floor: Floor, qtbot: Any) -> None:
    floor.grab()  # painted once at the first size
    width, height = floor.view.width(), floor.view.height()
    floor.window.resize(floor.window.width() + 300, floor.window.height() + 150)
    qtbot.waitUntil(lambda: floor.view.width() > width and floor.view.height() > height)
    QApplication.processEvents()
    image = floor.grab()
    corner = QPoint(floor.view.width() - 3, floor.view.height() - 3)
    assert close(dominant_colour(image, corner, 1), DARK.background)
    assert close(dominant_colour(image, felt_point(floor, side=1), 2), DARK.felt)


def test_the_felt_and_plates_follow_the_palette(floor: Floor) -> None:
    assert close(dominant_colour(floor.grab(), felt_point(floor), 2), DARK.felt)
    floor.window.menus.palette_action.trigger()
    assert close(dominant_colour(floor.grab(), felt_point(floor), 2), LIGHT.felt)
    assert floor.plate_border_has(1, LIGHT.plate_border)

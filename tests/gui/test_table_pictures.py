"""The table paints its felt from a picture made once per size and colours, and each plate and
puck, words and all, from a picture made once per what it shows: the pictures follow a resize,
a change of palette or language and a seat's new state (the table then looks as a new view
paints it); a change repaints the seats it changed, and the screen shows what painting the
whole table afresh shows."""

from __future__ import annotations

from typing import Any

import pytest
from floor_driver import NINE_FULL, Floor, close, dominant_colour
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QApplication

from floorapp.rules import Choice
from floorapp.screen.palette import DARK, LIGHT
from floorapp.storage.settings import Language
from floorapp.ui.language import switch_language
from floorapp.ui.table.table_view import TableView


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
    floor.settle()
    assert close(dominant_colour(floor.grab(), felt_point(floor), 2), LIGHT.felt)
    assert floor.plate_border_has(1, LIGHT.plate_border)


def on_screen(floor: Floor) -> QImage:
    """The table as the screen shows it now (the window's picture, which only the paints
    asked for changed), not painted afresh as ``grab`` does. The window is made the active
    one first (a menu closed leaves none active offscreen), as it is for the floor."""
    window = floor.window
    window.activateWindow()
    for _ in range(3):  # the activation, the focus it gives back, the paints they ask for
        QApplication.processEvents()
    picture = window.windowHandle().screen().grabWindow(window.winId()).toImage()
    corner = floor.view.mapTo(window, QPoint(0, 0))
    return picture.copy(corner.x(), corner.y(), floor.view.width(), floor.view.height(),
                        ).convertToFormat(QImage.Format.Format_RGB32)


def no_focus(floor: Floor) -> None:
    """No focus ring on the table (the new view has none): the seat a menu was opened on
    has the focus back once the menu closed and the window is active again."""
    focused = QApplication.focusWidget()
    if focused is not None and (focused is floor.view or floor.view.isAncestorOf(focused)):
        focused.clearFocus()


def afresh(floor: Floor) -> QImage:
    """The table painted whole, now."""
    return floor.grab().convertToFormat(QImage.Format.Format_RGB32)


def test_a_change_at_a_seat_repaints_that_seat_alone_and_the_screen_shows_the_table(
        floor: Floor) -> None:
    """A seat changed is painted again with its pucks (a lock-up button comes and goes, a
    player with a long name sits, the blinds move, the focus ring follows the seat tapped),
    the rest of the table is left as it was on the screen: at every step the screen shows
    exactly what painting the whole table afresh shows."""
    floor.load(NINE_FULL)
    painted: list[QRegion] = []

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                painted.append(QRegion(event.region()))
            return False

    spy = Paints()
    floor.view.installEventFilter(spy)
    floor.answer("SitDialog", ("Hal Marchetti-Longname", Choice.POST))
    steps = {"leave": lambda: floor.seat_action(2, "leave"),
             "release": lambda: floor.seat_action(2, "release"),
             "sit": lambda: floor.seat_action(2, "sit"), "undo": floor.undo,
             "redo": floor.redo, "next hand": floor.next_hand,
             "away": lambda: floor.seat_action(5, "away")}
    try:
        for step, act in steps.items():
            on_screen(floor)
            painted.clear()
            act()
            QApplication.processEvents()
            assert painted, f"{step} was not painted"
            assert on_screen(floor) == afresh(floor), f"stale pixels after {step}"
        floor.view.focus_seat(6)  # the focus ring from seat 5 to seat 6 (an arrow key)
        on_screen(floor)
        painted.clear()
        floor.answer("ComeBackDialog", Choice.POST)
        plates: list[int] = []
        plate = TableView._paint_plate
        floor.monkeypatch.setattr(TableView, "_paint_plate", lambda view, painter, rect, seat: (
            plates.append(seat.number), plate(view, painter, rect, seat)))
        floor.seat_action(5, "back")  # seat 5 alone changes (and the focus ring goes back)
        QApplication.processEvents()
        whole = QRegion(floor.view.rect())
        assert painted and all(region != whole for region in painted)
        assert 5 in plates and 9 not in plates  # seat 5 painted again, not seat 9
        assert on_screen(floor) == afresh(floor)
    finally:
        floor.view.removeEventFilter(spy)


@pytest.mark.parametrize("language", [Language.RUSSIAN, Language.POLISH, Language.FRENCH])
def test_after_another_language_a_seat_is_repainted_whole(floor: Floor,
                                                          language: Language) -> None:
    """A puck's words in another language (wider, on a wider tab) are painted over again
    when the puck goes: the seat's area is measured anew in the new language."""
    floor.load(NINE_FULL)
    floor.seat_action(2, "leave")  # a lock-up button at seat 2
    on_screen(floor)
    try:
        switch_language(language)
        on_screen(floor)
        floor.seat_action(2, "release")  # the button goes
        assert on_screen(floor) == afresh(floor)
    finally:
        switch_language(Language.SYSTEM)


def painted_by_a_new_view(floor: Floor) -> QImage:
    """The table on screen painted by a view of its own that never painted before (no
    pictures kept), at the same size, scene and colours."""
    scene = floor.view.scene()
    assert scene is not None
    view = TableView()
    view.resize(floor.view.size())
    view.set_colours(floor.view.colours())
    view.set_scene(scene)
    try:
        return view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    finally:
        view.deleteLater()


def test_the_pictures_kept_are_those_of_what_the_table_shows_now(floor: Floor) -> None:
    """A seat back in a state it was painted in before is painted from its picture; a new
    palette or language makes every picture again: the table always looks as a view that
    never painted before paints it."""
    floor.load(NINE_FULL)
    floor.view.clearFocus()  # no focus ring (the new view has none)
    floor.answer("ComeBackDialog", Choice.POST)
    try:
        for change in (lambda: floor.seat_action(5, "away"), lambda: floor.seat_action(5, "back"),
                       floor.window.menus.palette_action.trigger,
                       lambda: switch_language(Language.FRENCH),
                       lambda: floor.seat_action(2, "leave"),
                       lambda: switch_language(Language.SYSTEM)):
            change()
            QApplication.processEvents()
            no_focus(floor)
            assert afresh(floor) == painted_by_a_new_view(floor)
    finally:
        switch_language(Language.SYSTEM)

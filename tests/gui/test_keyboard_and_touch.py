"""Every seat action by keyboard alone; right click and long press; accessible names."""

from __future__ import annotations

from typing import Any

from floor_driver import NINE_FULL, Floor
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

from floorapp.ui.table.table_view import LONG_PRESS_MS

TWELVE = """
[table]
seats = 12
last = { button = 3, small_blind = 4, big_blind = 5 }
[table.players]
1 = "Ann"
2 = "Bob"
4 = "Di"
5 = "Ed"
12 = "Lou"
"""


def key(floor: Floor, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    target = floor.window.focusWidget()
    assert target is not None
    floor.qtbot.keyClick(target, key, modifiers)


def test_number_keys_and_arrows_move_the_seat_focus(floor: Floor) -> None:
    floor.load(TWELVE)
    floor.view.setFocus()
    assert floor.view.focused_seat() == 1

    key(floor, Qt.Key.Key_4)
    assert floor.view.focused_seat() == 4
    key(floor, Qt.Key.Key_Right)
    assert floor.view.focused_seat() == 5
    key(floor, Qt.Key.Key_Left)
    key(floor, Qt.Key.Key_Left)
    assert floor.view.focused_seat() == 3
    key(floor, Qt.Key.Key_1)
    key(floor, Qt.Key.Key_2)  # typed quickly after 1: seat 12
    assert floor.view.focused_seat() == 12
    key(floor, Qt.Key.Key_Right)  # round the table
    assert floor.view.focused_seat() == 1
    key(floor, Qt.Key.Key_End)
    assert floor.view.focused_seat() == 12


def test_the_menu_key_opens_the_focused_seat_and_the_keyboard_picks_an_action(
    floor: Floor,
) -> None:
    floor.load(NINE_FULL)
    floor.view.setFocus()
    key(floor, Qt.Key.Key_6)

    key(floor, Qt.Key.Key_Menu)
    menu = floor.window.seats.seat_menu
    assert menu is not None
    floor.qtbot.waitUntil(menu.isVisible)
    assert menu.actions()[0].text() == "Seat 6 Flo — active"
    while menu.activeAction() is None or menu.activeAction().objectName() != "action_away":
        floor.qtbot.keyClick(menu, Qt.Key.Key_Down)
    floor.qtbot.keyClick(menu, Qt.Key.Key_Return)

    assert floor.name(6) == "Seat 6, Flo, away"


def test_enter_on_a_focused_seat_works_like_a_click_and_escape_cancels_a_move(
    floor: Floor,
) -> None:
    floor.load(NINE_FULL)
    floor.view.setFocus()
    key(floor, Qt.Key.Key_2)
    key(floor, Qt.Key.Key_Return)
    menu = floor.window.seats.seat_menu
    assert menu is not None and menu.actions()[0].text() == "Seat 2 Bob — active"
    menu.close()
    floor.window.seats.start_move(2)
    assert floor.message().startswith("Moving Bob from seat 2")

    floor.view.focus_seat(2)
    key(floor, Qt.Key.Key_Escape)

    assert floor.message() == ""
    assert not floor.window.seats.moving


def test_next_hand_undo_and_redo_have_keyboard_shortcuts(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.view.setFocus()
    key(floor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert floor.lines()[0] == "Button on seat 4 Di"
    floor.undo()
    assert floor.lines() == ["No hand dealt yet: press Next hand."]
    floor.redo()
    assert floor.lines()[0] == "Button on seat 4 Di"


def test_seats_have_accessible_names(floor: Floor) -> None:
    floor.load("""
[table]
seats = 9
last = { button = 3, small_blind = 5, big_blind = 6 }
away = [4]
missed = { 4 = "bb" }
lockup = [8]
[table.players]
3 = "Cy"
4 = "Di"
5 = "Ed"
6 = "Flo"
""")
    assert floor.name(4) == "Seat 4, Di, away, missed big blind"
    assert floor.name(6) == "Seat 6, Flo, active, big blind 2"
    assert floor.name(8) == (
        "Seat 8, locked up, held 0 minutes, the limit is 5 minutes, lock-up button")
    assert floor.name(1) == "Seat 1, empty"
    handle = floor.view.seat_handle(4)
    assert isinstance(handle, QAbstractButton)
    assert handle.focusPolicy() == Qt.FocusPolicy.StrongFocus
    plate = floor.view.table_geometry().plate(4)
    assert handle.width() >= 48 and handle.height() >= 48
    assert abs(handle.x() - plate.x) <= 1


def test_right_click_opens_the_seat_menu_even_while_moving(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.window.seats.start_move(2)
    floor.click_seat(5, Qt.MouseButton.RightButton)
    menu = floor.window.seats.seat_menu
    assert menu is not None
    floor.qtbot.waitUntil(menu.isVisible)
    assert menu.actions()[0].text() == "Seat 5 Ed — active"
    assert not floor.window.seats.moving


def test_a_long_press_is_a_right_click(floor: Floor, qtbot: Any) -> None:
    floor.load(NINE_FULL)
    floor.window.seats.start_move(2)  # a plain click would pick seat 5 as the target
    pos = floor.view.seat_center(5)
    qtbot.mousePress(floor.view, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.wait(LONG_PRESS_MS + 150)
    qtbot.mouseRelease(floor.view, Qt.MouseButton.LeftButton, pos=pos)

    menu = floor.window.seats.seat_menu
    assert menu is not None and menu.isVisible()
    assert menu.actions()[0].text() == "Seat 5 Ed — active"
    assert floor.name(2).startswith("Seat 2, Bob")  # nothing moved


def test_touch_targets_are_at_least_48_pixels(floor: Floor) -> None:
    floor.load(TWELVE)
    floor.window.resize(800, 600)
    floor.qtbot.wait(10)
    layout = floor.view.table_geometry()
    assert layout.plate_w >= 48 and layout.plate_h >= 48
    assert floor.window.page.next_hand_button.height() >= 48


def test_a_move_by_keyboard_alone(floor: Floor) -> None:
    from floor_driver import SEAT_9_FREE

    from floorapp.rules import Choice

    floor.load(SEAT_9_FREE)
    move = floor.answer("MoveDialog", Choice.POST)
    floor.view.setFocus()
    key(floor, Qt.Key.Key_7)
    key(floor, Qt.Key.Key_Menu)
    menu = floor.window.seats.seat_menu
    assert menu is not None
    floor.qtbot.waitUntil(menu.isVisible)
    while menu.activeAction() is None or menu.activeAction().objectName() != "action_move":
        floor.qtbot.keyClick(menu, Qt.Key.Key_Down)
    floor.qtbot.keyClick(menu, Qt.Key.Key_Return)
    floor.qtbot.waitUntil(lambda: not menu.isVisible())
    assert floor.message().startswith("Moving Gus from seat 7")

    floor.view.focus_seat(7)
    key(floor, Qt.Key.Key_9)
    key(floor, Qt.Key.Key_Return)

    assert len(move.calls) == 1
    assert floor.name(9).startswith("Seat 9, Gus, will post next hand")

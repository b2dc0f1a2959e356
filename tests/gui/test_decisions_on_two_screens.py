"""Every floor decision bound to what the floor saw, on two screens of one room (a room file,
and a PostgreSQL room when the tests have a server).

Screen B begins a decision (a seat menu, a dialog, a move, the offer line, a name of the
list); meanwhile the floor at screen A changes the table, and B's screen shows it; then B's
floor finishes what he began, on what he saw: nothing is written, B is told what changed and
shows the latest. Next hand pressed on both screens deals one hand; a press right after the
other screen's change is taken at the second press only.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from floor_driver import NINE_FULL, SEAT_8_FREE, Floor
from list_driver import panel, tap_row
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication
from test_live_room import screen

from floorapp.lists import AddName
from floorapp.rules import Away, Choice, Correct, DealHand, HouseRules
from floorapp.storage.settings import Settings
from floorapp.ui import dialogs
from floorapp.ui.table.table_view import list_name_data

HEARD_MS = 10_000
"""A screen hears another within a poll or two; the bound is for a loaded test machine."""


ROOMS = ["file", *(["postgresql"] if os.environ.get("FLOORAPP_TEST_POSTGRESQL") else [])]
"""A room file always; a PostgreSQL room when the tests have a server (never skipped)."""
Where = Callable[[str], tuple[Path, str | None]]


@pytest.fixture(params=ROOMS)
def room_of(request: pytest.FixtureRequest, tmp_path: Path) -> Where:
    """Where each screen keeps its data folder, and the room they share (None: the first
    screen's folder's room file)."""
    if request.param == "postgresql":
        database = request.getfixturevalue("postgresql_database")
        return lambda name: (tmp_path / name, database)
    return lambda name: (tmp_path / "data", None)


def with_the_demo_table(address: str) -> None:
    """The demo table added to a shared room (Table → Add the demo table: a shared room never
    gets one by itself)."""
    from floorapp.app import demo_document
    from floorapp.storage.room import Room
    from floorapp.storage.table_import import import_document

    with Room.open(address) as room:
        import_document(room, demo_document(), "Demo table")


@pytest.fixture
def screens(qtbot: Any, room_of: Where,
            monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Floor, Floor]]:
    a = screen(qtbot, *room_of("one"), monkeypatch)
    b = screen(qtbot, *room_of("two"), monkeypatch)
    try:
        yield a, b
    finally:
        for floor in (a, b):
            floor.window.close()


def at_one_table(qtbot: Any, a: Floor, b: Floor, toml: str = NINE_FULL) -> int:
    """Both screens show one table (A added it); each floor has looked at it a while."""
    a.load(toml)
    table_id = a.window.controller.table_id
    qtbot.waitUntil(lambda: b.window.tabs.tab_of(table_id) > 0, timeout=HEARD_MS)
    b.window.show_table(table_id)
    b.settle()
    a.looked()
    b.looked()
    return table_id


def journal(floor: Floor, table_id: int) -> list[int]:
    return [entry.id for entry in floor.in_room(lambda room: room.history(table_id))]


def a_deals_and_b_sees(qtbot: Any, a: Floor, b: Floor, table_id: int) -> None:
    """The floor at A deals; B's screen shows it."""
    dealt: list[Any] = []
    a.window.controller.apply(DealHand(), then=dealt.append)
    a.settle()
    assert [outcome.verdict.value for outcome in dealt] == ["done"]
    shown = a.window.session.view.position(table_id)
    qtbot.waitUntil(lambda: b.window.session.view.position(table_id) == shown,
                    timeout=HEARD_MS)
    b.settle()


def meanwhile(qtbot: Any, a: Floor, b: Floor, table_id: int, answer: Any) -> Any:
    """A dialog's ``ask`` on screen B: while it is open, A deals and B's screen shows it;
    then B's floor answers ``answer`` (decided on what the dialog showed)."""
    def ask(klass: type, *args: Any) -> Any:
        a_deals_and_b_sees(qtbot, a, b, table_id)
        return answer
    return classmethod(ask)


def refused_and_shown(b: Floor, table_id: int, written: list[int]) -> None:
    """Nothing was written for B; B says what A did, and shows the table as it now is."""
    assert journal(b, table_id) == written
    assert b.message() == ("test table changed on another screen: Hand 1. It now shows the "
                           "latest; nothing was done here.")
    assert b.window.controller.state.hand == 1


DIALOG_DECISIONS = {
    "sit": ("SitDialog", ("Zed", Choice.POST), SEAT_8_FREE,
            lambda b: b.seat_action(8, "sit")),
    "back": ("ComeBackDialog", Choice.POST, NINE_FULL,
             lambda b: b.seat_action(7, "back")),
    "move": ("MoveDialog", Choice.WAIT, SEAT_8_FREE,
             lambda b: (b.seat_action(7, "move"), b.click_seat(8))),
    "house rules": ("HouseRulesDialog", Settings(HouseRules(blinds=(5, 10)), 9), NINE_FULL,
                    lambda b: b.window.menus.house_rules_action.trigger()),
    "correct positions": ("CorrectDialog", Correct(button=5, small_blind=6, big_blind=7),
                          NINE_FULL, lambda b: b.window.menus.correct_action.trigger()),
}


@pytest.mark.parametrize("decision", list(DIALOG_DECISIONS))
def test_a_dialog_answered_after_another_screen_dealt_is_not_done(
    qtbot: Any, screens: tuple[Floor, Floor], monkeypatch: pytest.MonkeyPatch, decision: str,
) -> None:
    """The dialog said what the floor's choice would cost on the table as it stood; A dealt
    while it was open (Gus's come-back now costs more, the positions moved on): B's answer is
    not recorded."""
    a, b = screens
    dialog, answer, table, start = DIALOG_DECISIONS[decision]
    table_id = at_one_table(qtbot, a, b, table)
    if decision == "back":
        b.seat_action(7, "away")
        qtbot.waitUntil(lambda: a.name(7).startswith("Seat 7, Gus, away"), timeout=HEARD_MS)
        b.looked()
        a.looked()
    before = journal(b, table_id)
    monkeypatch.setattr(getattr(dialogs, dialog), "ask", meanwhile(qtbot, a, b, table_id, answer))

    start(b)
    b.settle()

    refused_and_shown(b, table_id, [*before, journal(a, table_id)[-1]])


def test_a_seat_menu_entry_chosen_after_another_screen_dealt_is_not_done(
    qtbot: Any, screens: tuple[Floor, Floor],
) -> None:
    """The seat menu opened on the table as it stood; A dealt before B chose Leave."""
    a, b = screens
    table_id = at_one_table(qtbot, a, b)
    menu = b.open_menu(7)
    a_deals_and_b_sees(qtbot, a, b, table_id)
    written = journal(a, table_id)

    b.choose(menu, "leave")

    refused_and_shown(b, table_id, written)
    assert b.name(7).startswith("Seat 7, Gus, active")


def test_an_undo_on_a_screen_that_has_not_heard_the_other_is_not_done(
    qtbot: Any, screens: tuple[Floor, Floor],
) -> None:
    a, b = screens
    table_id = at_one_table(qtbot, a, b)
    b.window.controller.apply(Away(7))
    b.settle()
    qtbot.waitUntil(lambda: a.window.session.view.position(table_id) == b.window.session.view
                    .position(table_id), timeout=HEARD_MS)
    b.window.session.worker.hearing = False  # B's screen has not heard what A does next
    a.looked()
    a.next_hand()
    written = journal(a, table_id)

    b.undo()  # B meant its own Away; the table has moved on since

    assert journal(b, table_id) == written
    assert b.message() == ("test table changed on another screen: Hand 1. It now shows the "
                           "latest; nothing was done here.")


def test_next_hand_pressed_on_both_screens_deals_one_hand(
    qtbot: Any, screens: tuple[Floor, Floor],
) -> None:
    a, b = screens
    table_id = at_one_table(qtbot, a, b)
    b.window.session.worker.hearing = False  # both press before either sees the other
    a.window.page.next_hand_button.click()
    b.window.page.next_hand_button.click()
    a.settle()
    b.settle()
    b.window.session.worker.hearing = True

    assert a.in_room(lambda room: room.state(table_id).hands) == 1
    qtbot.waitUntil(lambda: b.window.controller.state.hand == 1, timeout=HEARD_MS)
    assert a.window.controller.state.hand == 1
    assert "changed on another screen" in b.message() + a.message()


def test_a_press_right_after_the_other_screens_deal_is_taken_at_the_second(
    qtbot: Any, screens: tuple[Floor, Floor],
) -> None:
    """Nobody has seen a hand dealt a moment ago on another screen: the first press says so,
    the second deals."""
    a, b = screens
    table_id = at_one_table(qtbot, a, b)
    a_deals_and_b_sees(qtbot, a, b, table_id)

    b.next_hand()
    assert b.message() == ("Hand 1 was just dealt on another screen. Nothing was done here: "
                           "press again if you still mean it.")
    assert b.window.controller.state.hand == 1
    b.next_hand()
    assert b.window.controller.state.hand == 2
    assert b.message() == ""


def offered_names(qtbot: Any, a: Floor, b: Floor, table_id: int) -> None:
    """Zoe and Kim on the list (from A), seat 8 open; B's offer line offers the seat."""
    names = a.window.lists.for_table(table_id)
    assert names is not None
    for name in ("Zoe", "Kim"):
        names.apply(AddName(name))
        a.settle()
    game = b.window.session.view.game_of(table_id)
    qtbot.waitUntil(lambda: len(b.window.session.view.list_state(game).names) == 2,
                    timeout=HEARD_MS)
    qtbot.waitUntil(lambda: b.window.page.offer_line.button.isVisible(), timeout=HEARD_MS)
    b.settle()
    a.looked()
    b.looked()


def test_the_offer_taken_after_the_table_moved_on_is_not_done(
    qtbot: Any, screens: tuple[Floor, Floor],
) -> None:
    """B's offer line offered seat 8 to Zoe on the table as it showed; A dealt (B has not
    heard yet): the call is not made."""
    a, b = screens
    table_id = at_one_table(qtbot, a, b, SEAT_8_FREE)
    offered_names(qtbot, a, b, table_id)
    b.window.session.worker.hearing = False
    a.next_hand()
    written = journal(a, table_id)

    qtbot.mouseClick(b.window.page.offer_line.button, Qt.MouseButton.LeftButton)
    b.settle()

    assert journal(b, table_id) == written
    assert "changed on another screen" in b.message()
    game = b.window.session.view.game_of(table_id)
    assert all(name.call is None for name in b.window.session.view.list_state(game).names)


def test_a_name_seated_from_a_called_seat_after_the_table_moved_on_is_not_done(
    qtbot: Any, screens: tuple[Floor, Floor], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Zoe is called to seat 8; B's floor opens the seat's menu and seats her: the new
    player's dialog priced her entry on the table as it stood when the menu opened; A dealt
    meanwhile."""
    a, b = screens
    table_id = at_one_table(qtbot, a, b, SEAT_8_FREE)
    offered_names(qtbot, a, b, table_id)
    qtbot.mouseClick(a.window.page.offer_line.button, Qt.MouseButton.LeftButton)  # Zoe called
    a.settle()
    qtbot.waitUntil(lambda: "held for Zoe" in b.name(8), timeout=HEARD_MS)
    a.looked()
    b.looked()
    monkeypatch.setattr(dialogs.SitDialog, "ask",
                        meanwhile(qtbot, a, b, table_id, ("Zoe", Choice.POST)))
    before = journal(b, table_id)

    b.seat_action(8, "seat-called")

    assert journal(b, table_id) == [*before, journal(a, table_id)[-1]]
    assert "changed on another screen" in b.message()
    assert "held for Zoe" in b.name(8)


def test_a_name_dragged_onto_a_seat_after_the_table_moved_on_is_not_done(
    qtbot: Any, screens: tuple[Floor, Floor], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Kim dragged from B's List panel onto seat 8; while B's floor says whether to call or
    seat him, A deals: nothing is done."""
    a, b = screens
    table_id = at_one_table(qtbot, a, b, SEAT_8_FREE)
    offered_names(qtbot, a, b, table_id)
    game = b.window.session.view.game_of(table_id)
    kim = b.window.session.view.list_state(game).names.names[1].id
    monkeypatch.setattr(dialogs.PlaceNameDialog, "ask_placing",
                        meanwhile(qtbot, a, b, table_id, dialogs.Placing.CALL))
    before = journal(b, table_id)

    drop(b, list_name_data(game, kim), b.view.seat_center(8))

    assert journal(b, table_id) == [*before, journal(a, table_id)[-1]]
    assert "changed on another screen" in b.message()
    assert all(name.call is None for name in b.window.session.view.list_state(game).names)


def test_a_name_tapped_then_placed_after_the_list_moved_on_is_not_done(
    qtbot: Any, screens: tuple[Floor, Floor], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Kim tapped in B's List panel, then seat 8 tapped; meanwhile A took Zoe off: the list
    B decided on is not the list any more."""
    a, b = screens
    table_id = at_one_table(qtbot, a, b, SEAT_8_FREE)
    offered_names(qtbot, a, b, table_id)
    b.window.session.worker.hearing = False
    tap_row(b, "2. Kim")
    names = a.window.lists.for_table(table_id)
    assert names is not None
    from floorapp.lists import RemoveName

    names.apply(RemoveName(names.state.names.names[0].id))
    a.settle()
    monkeypatch.setattr(dialogs.PlaceNameDialog, "ask_placing",
                        classmethod(lambda klass, *args: dialogs.Placing.CALL))

    b.click_seat(8)

    assert b.message() == ("The list of 1/2 limit changed on another screen: it now shows "
                           "the latest; nothing was done here.")
    game = b.window.session.view.game_of(table_id)
    assert all(name.call is None for name in b.window.session.view.list_state(game).names)
    assert [row.split(" · ")[0] for row in panel(b).rows()[1:]] == ["1. Kim"]


def drop(floor: Floor, data: QMimeData, at: QPoint) -> None:
    """A drag from the List panel comes over the table and is let go at ``at``."""
    view = floor.view
    action, button, keys = (Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view, QDragEnterEvent(at, action, data, button, keys))
    QApplication.sendEvent(view, QDragMoveEvent(at, action, data, button, keys))
    QApplication.sendEvent(view, QDropEvent(QPointF(at), action, data, button, keys))
    floor.settle()


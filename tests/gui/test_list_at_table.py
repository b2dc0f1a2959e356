"""The list at the table, on the real window offscreen, driven as the floor drives it: a seat
opens and the offer line calls the next name, his call timer runs out (a test clock), the
no-show, the next name called and seated (the new player's dialog, clicked), his entry post on
the next hand; a new player the button passed before he posted is picked up for the list
(R-65); a name placed by a tap on it and then on a seat, or dropped on the seat; a stale screen
refused and told. Each asserts what the table, the list and the read-out show."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from conftest import simulate_screen
from floor_driver import NINE_FULL, SEAT_8_FREE, Floor, close
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QFontInfo
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QRadioButton
from test_fit_screens import global_rect, off_screen
from test_live_room import screen
from test_readable_table import drawn_words

from floorapp.app import create_main_window
from floorapp.lists import AddName, Candidate, GameRules, NoShowRule, Source, Spot, Waiting
from floorapp.rules import Choice, Sit
from floorapp.screen.calls import OfferKind, TableOffer
from floorapp.screen.geometry import TOUCH
from floorapp.screen.palette import DARK
from floorapp.storage.settings import Language
from floorapp.ui import dialogs, touch, wording
from floorapp.ui.dialogs import Placing
from floorapp.ui.language import switch_language
from floorapp.ui.lists.controller import ListController
from floorapp.ui.table.painting import MIN_WORD_PX
from floorapp.ui.table.table_view import LIST_NAME_MIME, list_name_data

# --- driving the list at the table -----------------------------------------------------------


def names_at(floor: Floor) -> ListController:
    """The list of the game of the table on screen."""
    found = floor.window.lists.for_table(floor.window.controller.table_id)
    assert found is not None
    return found


def put_on_list(floor: Floor, *players: str) -> None:
    """Names put on the game's list (the List panel's work: here through its controller)."""
    names = names_at(floor)
    for player in players:
        names.apply(AddName(player))
        floor.settle()
        assert names.last_outcome is not None and names.last_outcome.done


def listed(floor: Floor) -> list[str]:
    """The game's list as the screen holds it: each name, and the seat he is called to."""
    return [name.name if name.call is None else f"{name.name} (called to {name.call.spot.seat})"
            for name in names_at(floor).state.names]


def offer(floor: Floor) -> tuple[str, str] | None:
    """The offer line as shown: its sentence and its button (None: hidden)."""
    line = floor.window.page.offer_line
    if not line.isVisible():
        return None
    return line.sentence, line.button.text()


def take_offer(floor: Floor) -> None:
    """A tap on the offer's button."""
    button = floor.window.page.offer_line.button
    assert button.isVisible() and button.isEnabled()
    floor.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    floor.settle()


class Clock:
    """The room's and the table's clock, moved on by the test."""

    def __init__(self) -> None:
        self.now = datetime.now().astimezone()

    def __call__(self) -> datetime:
        return self.now


def shared_clock(floor: Floor) -> Clock:
    """The room writes its entries (a call's time) and the table measures its timers by one
    clock the test moves."""
    clock = Clock()
    floor.monkeypatch.setattr(floor.window.room, "_clock", clock)
    floor.window.controller.clock = clock
    return clock


def later(floor: Floor, clock: Clock, minutes: int) -> None:
    """``minutes`` pass, and the window's timer ticks."""
    clock.now += timedelta(minutes=minutes)
    floor.window.show_lockup_times()


def when_shown(qtbot: Any, object_name: str, act: Callable[[QDialog], None]) -> list[QDialog]:
    """Act on the dialog called ``object_name`` once it is shown (it is modal: the click that
    opens it returns once it closes); the dialogs seen."""
    seen: list[QDialog] = []
    tries = [0]

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or dialog.objectName() != object_name:
            tries[0] += 1
            assert tries[0] < 200, f"no {object_name} shown"
            QTimer.singleShot(20, look)
            return
        seen.append(dialog)
        act(dialog)

    QTimer.singleShot(0, look)
    return seen


def sit_as(choice: str, shown: dict[str, Any]) -> Callable[[QDialog], None]:
    """Answer the new player's dialog: note its name line, choose ``choice``, press OK."""
    def act(dialog: QDialog) -> None:
        shown["title"] = dialog.windowTitle()
        shown["name"] = dialog.name.text()  # type: ignore[attr-defined]
        shown["read_only"] = dialog.name.isReadOnly()  # type: ignore[attr-defined]
        radio = dialog.findChild(QRadioButton, f"choice_{choice}")
        assert radio is not None
        radio.click()
        dialog.ok.click()  # type: ignore[attr-defined]
    return act


def choose_button(name: str, shown: dict[str, Any]) -> Callable[[QDialog], None]:
    """Answer a dialog of big buttons: note their words, click the one called ``name``."""
    def act(dialog: QDialog) -> None:
        shown["buttons"] = [button.text() for button in dialog.findChildren(QPushButton)]
        button = dialog.findChild(QPushButton, name)
        assert button is not None, shown["buttons"]
        button.click()
    return act


def menu_texts(floor: Floor, seat: int) -> dict[str, tuple[str, bool]]:
    """The seat menu's entries: object name -> (words, enabled)."""
    menu = floor.open_menu(seat)
    texts = {action.objectName(): (action.text(), action.isEnabled())
             for action in menu.actions() if action.objectName()}
    menu.close()
    return texts


# --- a seat opens, the call, the no-show, the seating ------------------------------------------


def test_a_seat_opens_the_next_name_is_called_no_show_the_next_is_seated_and_posts(
    floor: Floor,
) -> None:
    floor.load(NINE_FULL)
    clock = shared_clock(floor)
    floor.next_hand()
    put_on_list(floor, "Zoe", "Kim")
    assert offer(floor) is None  # every seat taken: nothing to offer

    floor.seat_action(8, "leave")  # Hal leaves: seat 8 is locked up, open for the list

    assert offer(floor) == ("Seat 8 is open: call Zoe (next on 1/2 limit)", "Call Zoe (F6)")
    take_offer(floor)

    assert listed(floor) == ["Zoe (called to 8)", "Kim"]
    assert floor.name(8) == ("Seat 8, locked up, held for Zoe, called from the list 0 minutes "
                             "ago, the limit is 5 minutes, lock-up button for Zoe")
    assert offer(floor) is None  # the seat is held for Zoe: nobody else is offered it
    assert floor.view.scene().seat(8).called == "Zoe"

    later(floor, clock, 3)
    assert "called from the list 3 minutes ago" in floor.name(8)
    assert offer(floor) is None
    later(floor, clock, 2)  # the table's lockup_minutes: Zoe's time is up

    assert floor.name(8).endswith(
        "5 minutes ago, the limit is 5 minutes, time is up: mark Zoe a no-show, or seat Zoe, "
        "lock-up button for Zoe")
    assert floor.plate_border_has(8, DARK.busted)  # TIME UP: amber plate, red border
    assert offer(floor) == ("Seat 8: time is up for Zoe. Zoe did not come: no-show, to the "
                            "bottom of the list.", "No-show (F6)")
    floor._key(Qt.Key.Key_F6, Qt.KeyboardModifier.NoModifier)  # the offer's shortcut

    floor.qtbot.waitUntil(lambda: listed(floor) == ["Kim", "Zoe"])
    assert floor.name(8).startswith("Seat 8, locked up, held 5 minutes")  # still locked up
    assert offer(floor) == ("Seat 8 is open: call Kim (next on 1/2 limit)", "Call Kim (F6)")
    floor.window.page.offer_line.button.setFocus()
    floor.qtbot.keyClick(floor.window.page.offer_line.button, Qt.Key.Key_Return)  # Enter
    floor.settle()
    assert listed(floor) == ["Kim (called to 8)", "Zoe"]
    assert "held for Kim, called from the list 0 minutes ago" in floor.name(8)

    entries = menu_texts(floor, 8)
    assert entries["action_seat-called"] == ("Seat Kim (called)…", True)
    assert entries["action_sit"] == (
        "Seat a new player… — Seat 8 of test table is held for Kim, who was called to it: "
        "seat Kim there, or cancel the call first.", False)
    assert entries["action_cancel-call"] == ("Cancel the call of Kim", True)

    shown: dict[str, Any] = {}
    when_shown(floor.qtbot, "sitDialog", sit_as("post", shown))
    floor.seat_action(8, "seat-called")

    assert shown == {"title": "Seat 8: Kim from the list", "name": "Kim", "read_only": True}
    assert floor.name(8) == "Seat 8, Kim, will post next hand"
    assert listed(floor) == ["Zoe"]
    assert offer(floor) is None
    assert floor.window.page.log_view.rows()[0][1] == "Seat 8: Kim sits down (posts)"
    floor.next_hand()
    assert "Seat 8 Kim: 2 (live), entry post" in floor.lines()
    line = floor.lines().index("Seat 8 Kim: 2 (live), entry post")
    assert floor.reasons()[line].startswith("R-61 · ")


def test_seating_a_called_name_never_offers_his_seat_to_the_next_not_even_for_a_moment(
        floor: Floor) -> None:
    """A list action with a part at the table (the called name seated: off the list, sitting
    at the table) is shown at the table with the list as it now is: the offer line never
    works from the list changed and the table not yet (seat 8 open, Kim next)."""
    floor.load(NINE_FULL)
    put_on_list(floor, "Zoe", "Kim")
    floor.seat_action(8, "leave")
    take_offer(floor)  # Zoe called to seat 8
    offered: list[str] = []
    line = floor.window.page.offer_line
    floor.monkeypatch.setattr(line, "show_offer", lambda text, *_: offered.append(text))

    when_shown(floor.qtbot, "sitDialog", sit_as("post", {}))
    floor.seat_action(8, "seat-called")

    assert floor.name(8) == "Seat 8, Zoe, will post next hand"
    assert listed(floor) == ["Kim"]
    assert offered == []
    assert offer(floor) is None


def test_a_no_show_leaves_the_list_by_the_games_rule_and_a_call_can_be_cancelled(
    floor: Floor,
) -> None:
    floor.load(SEAT_8_FREE)
    clock = shared_clock(floor)
    game = floor.window.session.view.game_of(floor.window.controller.table_id)
    assert game is not None
    floor.in_room(lambda room: room.set_game_rules(game, GameRules(no_show=NoShowRule.OFF)))
    put_on_list(floor, "Zoe", "Kim")
    take_offer(floor)  # Zoe called to the empty seat 8: it is locked up for her
    assert floor.name(8).startswith("Seat 8, locked up, held for Zoe")
    assert close(floor.puck_colour(8), DARK.lockup)

    floor.seat_action(8, "cancel-call")
    assert listed(floor) == ["Zoe", "Kim"]
    assert offer(floor) == ("Seat 8 is open: call Zoe (next on 1/2 limit)", "Call Zoe (F6)")
    take_offer(floor)
    later(floor, clock, 6)
    assert offer(floor) == ("Seat 8: time is up for Zoe. Zoe did not come: no-show, off the "
                            "list.", "No-show (F6)")
    take_offer(floor)
    assert listed(floor) == ["Kim"]
    assert offer(floor) == ("Seat 8 is open: call Kim (next on 1/2 limit)", "Call Kim (F6)")


def test_the_tables_undo_takes_a_call_back_with_its_lock_up_and_redo_puts_it_back(
    floor: Floor,
) -> None:
    floor.load(SEAT_8_FREE)
    put_on_list(floor, "Zoe")
    take_offer(floor)  # the call put a lock-up button on the empty seat 8
    assert floor.name(8).startswith("Seat 8, locked up, held for Zoe")

    floor.undo()  # Ctrl+Z at the table: the whole call goes, list and all

    assert floor.name(8) == "Seat 8, empty"
    assert listed(floor) == ["Zoe"]
    assert offer(floor) == ("Seat 8 is open: call Zoe (next on 1/2 limit)", "Call Zoe (F6)")
    floor.redo()
    assert floor.name(8).startswith("Seat 8, locked up, held for Zoe")
    assert listed(floor) == ["Zoe (called to 8)"]
    assert offer(floor) is None


# --- a must-move table feeding the main table ---------------------------------------------------


MUST_MOVE = """
[table]
seats = 9
players = { 1 = "Max", 2 = "Ned", 3 = "Oz", 4 = "Pia" }
last = { button = 1, small_blind = 2, big_blind = 3 }
"""


def test_a_main_table_seat_goes_to_the_must_move_player_there_longest(floor: Floor) -> None:
    clock = Clock()
    floor.monkeypatch.setattr(floor.window.room, "_clock", clock)
    floor.load(MUST_MOVE)
    feeder = floor.window.controller.table_id
    clock.now += timedelta(minutes=5)
    floor.seat_action(2, "leave")  # Ned leaves, Lou sits down in his place: he came last
    floor.window.seats.apply(Sit(2, "Lou", Choice.WAIT))
    floor.settle()
    clock.now += timedelta(minutes=35)
    floor.load(NINE_FULL)
    main = floor.window.controller.table_id
    floor.window.controller.clock = clock
    game = floor.window.session.view.game_of(main)
    assert game is not None
    floor.in_room(lambda room: room.assign_table(feeder, game, feeds=main))
    assert offer(floor) is None  # the list is empty, every seat taken

    floor.seat_action(8, "leave")

    assert offer(floor) == ("Seat 8 is open: move Max from test table (there 40 min)",
                            "Call Max (F6)")
    take_offer(floor)
    assert listed(floor) == ["Max (called to 8)"]
    assert offer(floor) is None
    put_on_list(floor, "Zoe")
    floor.seat_action(5, "leave")  # the next open seat: Oz, Pia, then Lou, before the list
    assert offer(floor) == ("Seat 5 is open: move Oz from test table (there 40 min)",
                            "Call Oz (F6)")

    shown: dict[str, Any] = {}
    when_shown(floor.qtbot, "sitDialog", sit_as("wait", shown))
    floor.seat_action(8, "seat-called")

    assert shown == {"title": "Seat 8: Max from the list", "name": "Max", "read_only": True}
    assert floor.name(8) == "Seat 8, Max, waits for the big blind"
    assert floor.window.session.view.table(feeder).player(1) is None  # he left the must-move table
    assert listed(floor) == ["Zoe"]
    assert floor.window.page.log_view.rows()[0][1] == "Seat 8: Max sits down (waits)"


# --- a new player the button passed before he posted ------------------------------------


EIGHT = """
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 5 = "Ed", 6 = "Flo", 7 = "Gus", 8 = "Hal" }
last = { button = 1, small_blind = 2, big_blind = 3 }
"""
"""resources/scenarios/rules/065: Joe sits down in 9 and steps away before his first hand."""

PICK_UP_LINE = (
    "Seat 9 Joe: the button passed before any post: pick up and give the seat to the next "
    "player on the list; with nobody waiting, the missed-blind button stays and the player is "
    "marked away")


def test_a_new_player_who_never_posts_is_picked_up_and_his_seat_called(floor: Floor) -> None:
    floor.load(EIGHT)
    floor.answer("SitDialog", ("Joe", "wait"))
    floor.seat_action(9, "sit")
    floor.seat_action(9, "away")
    for _ in range(8):  # the big blind passes his seat, then the button does
        floor.next_hand()
    assert floor.name(9).startswith("Seat 9, Joe, away, to be picked up")
    assert PICK_UP_LINE in floor.lines()
    assert offer(floor) is None  # nobody waits: he keeps his buttons, nothing is offered

    put_on_list(floor, "Zoe")

    assert offer(floor) == ("Seat 9 Joe: the button passed before any post (R-65): pick up "
                            "Joe and call Zoe", "Pick up Joe (F6)")
    take_offer(floor)
    assert floor.name(9).startswith("Seat 9, locked up, held 0 minutes")
    assert floor.window.page.log_view.rows()[0][1] == (
        "Seat 9 Joe: picked up, seat locked up for the list")
    assert offer(floor) == ("Seat 9 is open: call Zoe (next on 1/2 limit)", "Call Zoe (F6)")
    take_offer(floor)
    assert listed(floor) == ["Zoe (called to 9)"]
    assert "held for Zoe" in floor.name(9)
    floor.next_hand()
    assert PICK_UP_LINE not in floor.lines()


# --- placing a name: a tap on it, then on the seat; a drop ----------------------------------


def test_a_name_tapped_then_a_seat_tapped_is_called_or_seated(floor: Floor) -> None:
    floor.load(SEAT_8_FREE)
    put_on_list(floor, "Zoe", "Kim")
    names = names_at(floor)
    kim = names.state.names.names[1].id

    floor.window.seats.place_name(names.game_id, kim)  # the List panel: a tap on Kim
    floor.settle()
    assert floor.message() == "Placing Kim from the list: tap an open seat (Esc cancels)."
    floor.click_seat(3)  # Cy's seat: refused, and nothing changes
    assert floor.message() == "Not allowed: Seat 3 is taken by Cy."
    assert listed(floor) == ["Zoe", "Kim"]

    floor.window.seats.place_name(names.game_id, kim)
    floor.settle()
    floor.qtbot.keyClick(floor.view.seat_handle(1), Qt.Key.Key_Escape)  # Esc cancels
    assert floor.message() == ""
    floor.click_seat(8)
    menu = floor.window.seats.seat_menu  # a plain tap again: the seat's menu
    assert menu is not None and menu.isVisible()
    menu.close()

    floor.window.seats.place_name(names.game_id, kim)
    floor.settle()
    shown: dict[str, Any] = {}
    when_shown(floor.qtbot, "choiceDialog", choose_button("choice_call", shown))
    floor.click_seat(8)

    assert "Call Kim to seat 8 (hold it, 5 min)" in shown["buttons"]
    assert "Kim is here: seat Kim…" in shown["buttons"]
    assert listed(floor) == ["Zoe", "Kim (called to 8)"]
    assert "held for Kim" in floor.name(8)

    floor.window.seats.place_name(names.game_id, kim)  # Kim is here: tapped again, seat 8
    floor.settle()
    seated: dict[str, Any] = {}
    when_shown(floor.qtbot, "sitDialog", sit_as("wait", seated))
    floor.click_seat(8)
    assert seated["name"] == "Kim" and seated["read_only"]
    assert floor.name(8) == "Seat 8, Kim, waits for the big blind"
    assert listed(floor) == ["Zoe"]


def drop(floor: Floor, data: QMimeData, at: QPoint) -> None:
    """A drag from the List panel comes over the table and is let go at ``at``."""
    view = floor.view
    action, button, keys = (Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view, QDragEnterEvent(at, action, data, button, keys))
    QApplication.sendEvent(view, QDragMoveEvent(at, action, data, button, keys))
    QApplication.sendEvent(view, QDropEvent(QPointF(at), action, data, button, keys))
    floor.settle()


def test_a_name_dropped_on_an_open_seat_is_seated_and_elsewhere_refused(floor: Floor) -> None:
    floor.load(SEAT_8_FREE)
    put_on_list(floor, "Zoe")
    names = names_at(floor)
    zoe = names.state.names.names[0].id

    drop(floor, list_name_data(names.game_id, zoe), floor.view.seat_center(2))
    assert floor.message() == "Not allowed: Seat 2 is taken by Bob."
    drop(floor, list_name_data(names.game_id, zoe), QPoint(2, 2))
    assert floor.message() == "Not allowed: Drop the name on a seat."
    other = QMimeData()
    other.setData(LIST_NAME_MIME, b"not a name")
    drop(floor, other, floor.view.seat_center(8))  # not a name of a list: nothing
    assert listed(floor) == ["Zoe"]

    shown: dict[str, Any] = {}
    seated: dict[str, Any] = {}
    when_shown(floor.qtbot, "choiceDialog", choose_button("choice_seat", shown))
    when_shown(floor.qtbot, "sitDialog", sit_as("post", seated))
    drop(floor, list_name_data(names.game_id, zoe), floor.view.seat_center(8))

    assert seated["name"] == "Zoe"
    assert floor.name(8) == "Seat 8, Zoe, will post next hand"
    assert listed(floor) == []
    assert floor.window.page.log_view.rows()[0][1] == "Seat 8: Zoe sits down (posts)"


def test_a_name_of_another_game_is_refused_at_the_table(floor: Floor) -> None:
    floor.load(SEAT_8_FREE)
    other = floor.in_room(lambda room: room.add_game("2/5 No-limit"))
    names = floor.window.lists.controller(other.id)
    names.apply(AddName("Zoe"))
    floor.settle()

    floor.window.seats.place_name(other.id, names.state.names.names[0].id)
    floor.settle()
    floor.click_seat(8)

    assert floor.message() == ("Not allowed: test table is a table of 1/2 limit; this name is "
                               "on the list of 2/5 No-limit.")
    assert [name.name for name in names.state.names] == ["Zoe"]
    assert floor.name(8) == "Seat 8, empty"


# --- live: another screen's list, a stale screen -------------------------------------------


def another_screen_and_a_stale_one(qtbot: Any, a: Floor, open_b: Callable[[], Floor]) -> None:
    a.load(SEAT_8_FREE)
    table_id = a.window.controller.table_id
    put_on_list(a, "Zoe", "Kim")
    b = open_b()
    b.window.show_table(table_id)
    b.settle()
    assert offer(b) == ("Seat 8 is open: call Zoe (next on 1/2 limit)", "Call Zoe (F6)")

    take_offer(a)  # screen A calls Zoe

    qtbot.waitUntil(lambda: "held for Zoe" in b.name(8), timeout=3000)  # B shows it, live
    assert listed(b) == ["Zoe (called to 8)", "Kim"]
    assert offer(b) is None

    b.window.session.worker.hearing = False  # B hears nothing more: its screen goes stale
    b.window.session.clock = lambda: time.monotonic() + 60  # and its floor has looked a while
    a.seat_action(8, "cancel-call")
    names_at(a).apply(AddName("Lou"))
    a.settle()
    game = names_at(b).game_id
    kim = names_at(b).state.names.names[1].id

    b.window.seats.place_name(game, kim)  # B, not knowing, places Kim on seat 8: held for Zoe
    b.settle()
    b.click_seat(8)
    assert b.message() == ("Not allowed: Seat 8 of test table is held for Zoe, who was called "
                           "to it: seat Zoe there, or cancel the call first.")
    b.seat_action(8, "cancel-call")  # and cancels Zoe's call, which A has cancelled already

    assert b.message() == ("The list of 1/2 limit changed on another screen: it now shows the "
                           "latest; nothing was done here.")
    assert listed(b) == ["Zoe", "Kim", "Lou"]  # B now shows the list as it is
    assert offer(b) == ("Seat 8 is open: call Zoe (next on 1/2 limit)", "Call Zoe (F6)")
    assert Spot(table_id, 8) not in {name.call.spot for name in names_at(a).state.names
                                     if name.call is not None}  # nothing was written

    take_offer(a)  # A calls Zoe again; B, still deaf to it, taps its own offer to call her
    written = a.window.session.view.list_position(game)
    take_offer(b)

    assert b.message() == ("The list of 1/2 limit changed on another screen: it now shows the "
                           "latest; nothing was done here.")
    assert b.window.session.view.list_position(game) == written
    assert listed(b) == ["Zoe (called to 8)", "Kim", "Lou"]
    assert "held for Zoe" in b.name(8)
    assert offer(b) is None


def test_another_screens_call_shows_here_and_a_stale_screen_is_refused_and_told(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    a = screen(qtbot, tmp_path / "data", None, monkeypatch)
    another_screen_and_a_stale_one(
        qtbot, a, lambda: screen(qtbot, tmp_path / "data", None, monkeypatch))


def test_the_same_on_a_postgresql_room(
    qtbot: Any, tmp_path: Path, postgresql_database: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    a = screen(qtbot, tmp_path / "one", postgresql_database, monkeypatch)
    opened: list[Floor] = [a]

    def open_b() -> Floor:
        opened.append(screen(qtbot, tmp_path / "two", postgresql_database, monkeypatch))
        return opened[-1]

    another_screen_and_a_stale_one(qtbot, a, open_b)
    for floor in opened:
        floor.window.close()  # the server's database is dropped after the test


# --- on every screen ---------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 480), (800, 600), (1024, 600), (1280, 800)],
                         ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_offer_fits_every_screen_its_button_a_finger_wide_and_the_table_keeps_its_size(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
) -> None:
    area = simulate_screen(monkeypatch, *size)
    window = create_main_window(data_dir=tmp_path / "data")  # the demo table: seat 8 held
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    touch.apply_touch_mode(True)
    QApplication.processEvents()
    floor = Floor(qtbot, window, monkeypatch)
    before = floor.view.size()
    assert offer(floor) is None

    put_on_list(floor, "Alexandra Petrovna Ivanova")
    QApplication.processEvents()

    shown = offer(floor)
    narrow, _ = window.page.layout_mode()
    assert shown == ("Seat 8 is open: call Alexandra Petrovna Ivanova (next on 1/2 limit)",
                     "Call (F6)" if narrow else "Call Alexandra P. I. (F6)")
    button = window.page.offer_line.button
    assert button.accessibleName() == "Call Alexandra P. I. (F6)"
    assert button.height() >= TOUCH
    assert area.contains(global_rect(button)), (global_rect(button), area)
    assert off_screen(window, area) == []
    text = window.page.offer_line.text
    assert text.text() == shown[0]  # the sentence whole, at a readable size
    assert QFontInfo(text.font()).pixelSize() >= MIN_WORD_PX
    assert text.heightForWidth(text.width()) <= text.height()
    assert floor.view.size() == before  # the offer took no room from the table
    take_offer(floor)
    QApplication.processEvents()
    assert offer(floor) is None and floor.view.size() == before


def test_the_list_dialogs_keep_their_buttons_on_the_smallest_screen(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    area = simulate_screen(monkeypatch, 800, 480)
    window = create_main_window(data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    touch.apply_touch_mode(True)
    options = [(choice, wording.choice_label(choice), wording.choice_explanation(choice, 2, 1))
               for choice in Choice]
    placing = [(Placing.CALL, wording.place_call_label("Alexandra", 8, 5),
                wording.place_call_explanation()),
               (Placing.SEAT, wording.place_seat_label("Alexandra"),
                wording.place_seat_explanation())]
    for dialog in (dialogs.SitDialog(window, 8, options, "Alexandra Petrovna Ivanova"),
                   dialogs.PlaceNameDialog(window, wording.seat_title(8, None),
                                           wording.place_question("Alexandra", 8), placing)):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert off_screen(dialog, area) == [], dialog.objectName()
        dialog.close()


def called_seats_window(qtbot: Any, folder: Path, monkeypatch: pytest.MonkeyPatch,
                        size: tuple[int, int]) -> Floor:
    """The demo table (seat 8 held) with two called seats: Zoe's time up at 8, Kim called to
    3 two minutes ago; the offer: Zoe's no-show."""
    simulate_screen(monkeypatch, *size)
    window = create_main_window(data_dir=folder)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    floor = Floor(qtbot, window, monkeypatch)
    clock = shared_clock(floor)
    put_on_list(floor, "Zoe", "Kim", "Alexandra Petrovna Ivanova")
    take_offer(floor)  # Zoe to seat 8
    later(floor, clock, 3)
    floor.seat_action(3, "leave")
    take_offer(floor)  # Kim to seat 3
    later(floor, clock, 2)
    QApplication.processEvents()
    return floor


@pytest.mark.parametrize("size", [(800, 480), (800, 600), (1280, 800)],
                         ids=lambda size: f"{size[0]}x{size[1]}")
def test_a_called_seat_is_readable_on_every_screen(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
) -> None:
    floor = called_seats_window(qtbot, tmp_path / "data", monkeypatch, size)
    assert offer(floor) == ("Seat 8: time is up for Zoe. Zoe did not come: no-show, to the "
                            "bottom of the list.", "No-show (F6)")

    words = drawn_words(floor.view, monkeypatch)

    texts = [text for text, _ in words]
    for shown in ("Zoe", "TIME UP 5/5 min", "5/5", "Kim", "CALLED 2/5 min", "2/5"):
        assert shown in texts, (shown, texts)
    assert [(text, pixels) for text, pixels in words if pixels < MIN_WORD_PX] == []


@pytest.mark.parametrize("language", [Language.ENGLISH, Language.FRENCH, Language.RUSSIAN,
                                      Language.POLISH], ids=lambda language: language.value)
def test_at_800_by_600_a_called_seat_and_the_offer_are_whole_in_every_language(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: Language,
) -> None:
    switch_language(language)
    try:
        floor = called_seats_window(qtbot, tmp_path / "data", monkeypatch, (800, 600))
        words = drawn_words(floor.view, monkeypatch)
        line = floor.window.page.offer_line
        shown = [(line.text.text(), line.sentence, QFontInfo(line.text.font()).pixelSize())]
        for other in every_kind_of_offer():  # the longest names a button writes whole
            line.show_offer(wording.offer_text(other, "10/20 No-limit", lambda _: "Table 12"),
                            wording.offer_button(other, "F6"),
                            wording.offer_button(other, "F6", named=False))
            QApplication.processEvents()
            shown.append((line.text.text(), line.sentence,
                          QFontInfo(line.text.font()).pixelSize()))
    finally:
        switch_language(Language.SYSTEM)
    assert [text for text, _ in words if "…" in text] == []
    assert all(pixels >= MIN_WORD_PX for _, pixels in words)
    for drawn, sentence, pixels in shown:  # each offer's sentence whole, at a readable size
        assert drawn == sentence and pixels >= MIN_WORD_PX, (drawn, pixels)


def every_kind_of_offer() -> list[TableOffer]:
    """An offer of each kind, with names of 14 letters."""
    name = "Christopher Ab"
    waiting = Waiting(1, name, 0)
    return [
        TableOffer(OfferKind.CALL, 8, Candidate(Source.LIST, name, waiting)),
        TableOffer(OfferKind.CALL, 8, Candidate(Source.TABLE_CHANGE, name, waiting,
                                                Spot(2, 12))),
        TableOffer(OfferKind.CALL, 8, Candidate(Source.MUST_MOVE, name,
                                                seated_at=Spot(2, 12)), waited=125),
        TableOffer(OfferKind.NO_SHOW, 8, called=waiting, off=True),
        TableOffer(OfferKind.PICK_UP, 8, Candidate(Source.LIST, name, waiting),
                   player="Bartholomew Kr"),
    ]


def test_closing_a_table_cancels_the_calls_to_its_seats_on_the_list_and_the_board(
    floor: Floor, qtbot: Any,
) -> None:
    from floorapp.storage.room import Room
    from floorapp.ui.board.window import BoardWindow

    floor.load(SEAT_8_FREE)
    table_id = floor.window.controller.table_id
    game = floor.window.session.view.game_of(table_id)
    put_on_list(floor, "Zoe", "Kim")
    take_offer(floor)  # Zoe called to seat 8
    assert listed(floor) == ["Zoe (called to 8)", "Kim"]
    room = Room.open(floor.window.room.path.parent, read_only=True, live=True)  # type: ignore[union-attr]
    board = BoardWindow(room)
    qtbot.addWidget(board)
    board.show()
    try:
        def board_lines() -> list[str]:
            return [line for card in board.game_cards.values() for line in card.text_lines()]

        qtbot.waitUntil(lambda: any(line.startswith("Called: Zoe") for line in board_lines()),
                        timeout=5000)

        floor.answer("ConfirmDialog", True)
        floor.window.menus.close_table_action.trigger()  # Table → Close the table
        floor.settle()

        assert not floor.window.session.view.table_info(table_id).is_open
        names = floor.window.lists.controller(game)  # type: ignore[arg-type]
        assert [(name.name, name.call) for name in names.state.names] == [
            ("Zoe", None), ("Kim", None)]
        qtbot.waitUntil(lambda: not any(line.startswith("Called")
                                        for line in board_lines()), timeout=5000)
        assert "List: 1. Zoe · 2. Kim" in board_lines()
    finally:
        board.stop()
        room.close()

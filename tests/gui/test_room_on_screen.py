"""The room on screen: every action recorded before it shows, restored after a restart; tabs to
add, rename, close and reopen tables; the overview of every table at a glance."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from floor_driver import NINE_FULL, SEAT_8_FREE, Floor, in_room
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from floorapp.app import create_main_window
from floorapp.rules import Choice, DealHand, HouseRules
from floorapp.storage.settings import Settings
from floorapp.ui.main_window import MainWindow


def reopen(qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> Floor:
    """Close the window (as quitting does) and start again on the same data folder."""
    folder = window.data_folder
    assert folder is not None
    window.close()
    again = create_main_window(data_dir=folder)
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    qtbot.waitExposed(again)
    again.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is again)  # for the shortcuts
    return Floor(qtbot, again, monkeypatch)


def kinds(window: MainWindow, table_id: int) -> list[str]:
    return [str(entry.kind) for entry in in_room(None, window, lambda room: room.history(
        table_id))]


def test_an_action_survives_a_restart(floor: Floor, qtbot: Any, monkeypatch) -> None:
    floor.load(NINE_FULL)
    table_id = floor.window.controller.table_id
    floor.seat_action(7, "away")
    floor.next_hand()
    floor.next_hand()  # the big blind skips Gus: a missed-blind button
    lines, names = floor.lines(), [floor.name(seat) for seat in range(1, 10)]
    log = floor.window.page.log_view.rows()

    again = reopen(qtbot, floor.window, monkeypatch)

    tab_bar = again.window.tabs.tab_bar
    assert tab_bar.tabText(tab_bar.currentIndex()) == "Demo table"
    again.window.show_table(table_id)
    again.settle()
    assert again.name(7) == "Seat 7, Gus, away, missed both blinds"
    assert [again.name(seat) for seat in range(1, 10)] == names
    assert again.lines() == lines
    assert again.window.controller.state.hand == 2
    # the log is worded as it was, at the journal's times (a line logged by the screen's own
    # clock could read a second earlier than the entry after a restart)
    assert again.window.page.log_view.rows()[:4] == log[:4]
    assert again.window.page.log_view.rows()[0][1] == "Hand 2"


def test_undo_and_redo_after_a_restart_are_journal_entries(
    floor: Floor, qtbot: Any, monkeypatch
) -> None:
    floor.load(SEAT_8_FREE)
    table_id = floor.window.controller.table_id
    floor.answer("SitDialog", ("Hal", Choice.POST))
    floor.seat_action(8, "sit")
    floor.next_hand()
    again = reopen(qtbot, floor.window, monkeypatch)
    again.window.show_table(table_id)
    again.settle()
    menus = again.window.menus
    assert menus.undo_action.isEnabled() and not menus.redo_action.isEnabled()

    again.undo()  # the deal, made before the restart
    assert again.lines() == ["No hand dealt yet: press Next hand."]
    assert again.name(8) == "Seat 8, Hal, will post next hand"
    again.undo()  # the sit
    assert again.name(8) == "Seat 8, empty"
    again.redo()
    assert again.name(8) == "Seat 8, Hal, will post next hand"
    assert again.window.page.log_view.rows()[0][1] == "Redone: Seat 8: Hal sits down (posts)"
    assert kinds(again.window, table_id) == [
        "create", "event", "event", "undo", "undo", "redo"]  # nothing deleted

    third = reopen(qtbot, again.window, monkeypatch)
    third.window.show_table(table_id)
    third.settle()
    assert third.name(8) == "Seat 8, Hal, will post next hand"
    third.redo()  # the deal again
    assert "Seat 8 Hal: 2 (live), entry post" in third.lines()


def test_the_screen_changes_only_once_the_journal_holds_the_action(floor: Floor) -> None:
    floor.load(NINE_FULL)
    room = floor.window.room
    seen_while_recording: list[str] = []
    record = room.apply

    def watching(table_id: int, command: Any, expected_position: int) -> Any:
        # on the room's worker: what the seat says meanwhile (the screen is not waited for)
        seen_while_recording.append(floor.view.seat_handle(2).accessibleName())
        return record(table_id, command, expected_position)

    floor.monkeypatch.setattr(room, "apply", watching)
    floor.seat_action(2, "away")

    assert seen_while_recording == ["Seat 2, Bob, active"]
    assert floor.name(2) == "Seat 2, Bob, away"
    assert kinds(floor.window, floor.window.controller.table_id)[-1] == "event"


def test_a_room_that_may_not_be_written_refuses_the_action_and_shows_nothing_new(
    floor: Floor,
) -> None:
    floor.load(NINE_FULL)
    floor.next_hand()
    table_id = floor.window.controller.table_id
    lines, journal = floor.lines(), kinds(floor.window, table_id)
    floor.in_room(lambda room: room.database.connection.execute("PRAGMA query_only = ON"))

    floor.seat_action(3, "away")

    assert floor.message().startswith(
        "Not saved: the data folder or the room file may not be written (")
    assert floor.message().endswith("). Nothing was changed.")
    assert floor.name(3) == "Seat 3, Cy, active"
    assert floor.window.page.log_view.rows()[0][1] == "Not saved: Seat 3 Cy: away"
    floor.next_hand()
    floor.undo()
    assert floor.lines() == lines
    assert floor.window.controller.state.hand == 1
    assert kinds(floor.window, table_id) == journal
    assert floor.in_room(lambda room: room.state(table_id).table) == (
        floor.window.controller.table)

    floor.in_room(lambda room: room.database.connection.execute("PRAGMA query_only = OFF"))
    floor.seat_action(3, "away")
    assert floor.name(3) == "Seat 3, Cy, away"


def test_a_full_disk_refuses_the_deal_and_keeps_the_table(floor: Floor) -> None:
    floor.load(NINE_FULL)
    def fill(room: Any) -> None:
        connection = room.database.connection
        pages = connection.execute("PRAGMA page_count").fetchone()[0]
        connection.execute(f"PRAGMA max_page_count = {pages}")

    floor.in_room(fill)
    for _ in range(300):
        before = (floor.window.controller.state, floor.lines())
        floor.next_hand()
        if floor.message():
            break
    assert floor.message().startswith("Not saved: the disk is full (")
    assert (floor.window.controller.state, floor.lines()) == before


def test_tables_are_added_renamed_closed_and_reopened_in_tabs(floor: Floor) -> None:
    window = floor.window
    floor.answer("TableDialog", ("Table 2", Settings(HouseRules(blinds=(5, 10)), 6), None))
    window.menus.add_table_action.trigger()
    floor.settle()
    assert [window.tabs.tab_bar.tabText(i) for i in range(window.tabs.tab_bar.count())] == [
        "Room", "Demo table", "Table 2"]
    assert window.tabs.tab_bar.currentIndex() == 2
    assert window.controller.table.size == 6
    assert window.page.house_summary.text().startswith("Dead button · 5/10 ·")
    assert window.windowTitle() == "floorapp — Table 2"

    rename = floor.answer("RenameDialog", "Table 2 (5/10)")
    window.menus.rename_table_action.trigger()
    floor.settle()
    [(current, taken)] = rename.calls
    assert current == "Table 2" and taken == ["Demo table"]
    assert window.tabs.tab_bar.tabText(2) == "Table 2 (5/10)"
    assert window.page.log_view.rows()[0][1] == "Table renamed: Table 2 (5/10)"

    floor.answer("SitDialog", ("Ann", Choice.WAIT))
    floor.seat_action(1, "sit")
    table_id = window.controller.table_id
    asked = floor.answer("ConfirmDialog", True)
    window.menus.close_table_action.trigger()
    floor.settle()
    assert asked.calls == [("Close the table", "Close the table Table 2 (5/10)? Its history "
                            "is kept, and it can be reopened from the Table menu.")]
    assert [window.tabs.tab_bar.tabText(i) for i in range(window.tabs.tab_bar.count())] == [
        "Room", "Demo table"]
    assert not window.session.view.table_info(table_id).is_open

    window.menus.reopen_menu.aboutToShow.emit()
    [reopen_action] = window.menus.reopen_menu.actions()
    assert reopen_action.text() == "Table 2 (5/10)"
    reopen_action.trigger()
    floor.settle()
    assert window.tabs.tab_bar.tabText(window.tabs.tab_bar.currentIndex()) == "Table 2 (5/10)"
    assert floor.name(1) == "Seat 1, Ann, waits for the big blind"
    assert kinds(window, table_id)[-3:] == ["event", "close", "reopen"]


def test_closing_the_table_is_asked_first(floor: Floor) -> None:
    floor.answer("ConfirmDialog", False)
    floor.window.menus.close_table_action.trigger()
    floor.settle()
    assert floor.window.tabs.tab_bar.count() == 2
    assert all(info.is_open for info in floor.window.session.view.tables())


def test_the_overview_shows_every_table_at_a_glance(floor: Floor, qtbot: Any) -> None:
    floor.load(NINE_FULL)
    floor.seat_action(7, "away")
    floor.next_hand()
    floor.next_hand()
    floor.seat_action(2, "leave")
    window = floor.window

    qtbot.keyClick(window, Qt.Key.Key_F9)

    assert window.table_on_screen() is None
    assert window.tabs.pages.currentWidget() is window.tabs.overview
    menus = window.menus
    assert not menus.next_hand_action.isEnabled() and not menus.undo_action.isEnabled()
    cards = window.tabs.overview.cards
    assert [card.title.text() for card in cards.values()] == ["Demo table", "test table"]
    test_card = cards[window.controller.table_id]
    assert test_card.hand.text() == "Hand 2"
    assert test_card.text_lines() == [
        "Button: Seat 5 Ed",
        "Blinds: SB Seat 6 Flo · BB Seat 8 Hal",
        "Missed blinds: Seat 7 Gus: missed both blinds",
        "Locked up: Seat 2",
        "Away: Seat 7 Gus",
        "Players: 8 of 9 seats",
    ]
    demo = next(card for card in cards.values() if card.title.text() == "Demo table")
    assert "Button: Seat 4 Di" in demo.text_lines()
    assert "Waiting: Seat 9 Joe" in demo.text_lines()

    qtbot.mouseClick(demo.open_button, Qt.MouseButton.LeftButton)
    assert window.tabs.tab_bar.tabText(window.tabs.tab_bar.currentIndex()) == "Demo table"
    assert floor.lines()[0] == "Button on seat 4 Di"
    assert window.menus.next_hand_action.isEnabled()


def test_the_overview_follows_changes_made_elsewhere(floor: Floor) -> None:
    floor.load(NINE_FULL)
    table_id = floor.window.controller.table_id
    floor.window.tabs.show_overview()
    floor.settle()
    card = floor.window.tabs.overview.cards[table_id]
    assert card.hand.text() == "No hand dealt yet"

    floor.window.tabs.controllers[table_id].apply(DealHand())  # not through the table's page
    floor.settle()

    card = floor.window.tabs.overview.cards[table_id]
    assert card.hand.text() == "Hand 1"
    assert card.text_lines()[0] == "Button: Seat 4 Di"


def test_an_empty_room_without_the_demo_says_how_to_start(qtbot: Any, tmp_path: Path) -> None:
    window = create_main_window(data_dir=tmp_path, demo=False)
    qtbot.addWidget(window)
    assert window.table_on_screen() is None
    assert window.tabs.overview.empty.text().startswith("No table is open.")
    assert not window.menus.next_hand_action.isEnabled()
    with pytest.raises(LookupError):
        _ = window.controller


def test_the_table_on_screen_when_the_floor_quit_is_shown_again(
    floor: Floor, qtbot: Any, monkeypatch
) -> None:
    floor.load(NINE_FULL)
    table_id = floor.window.controller.table_id
    assert floor.window.save_window_state is not None
    floor.window.save_window_state()  # as quitting does

    again = reopen(qtbot, floor.window, monkeypatch)

    assert again.window.table_on_screen() == table_id
    tab_bar = again.window.tabs.tab_bar
    assert tab_bar.tabText(tab_bar.currentIndex()) == "test table"


def test_a_logged_action_shows_the_time_its_journal_entry_holds(qtbot: Any, tmp_path) -> None:
    """Regression test: the log took the screen's clock after the entry was written, so the
    same line could read a second earlier before a restart than after it."""
    from datetime import UTC, datetime, timedelta

    from floorapp.rules import Away, DealHand
    from floorapp.storage.room import Room
    from floorapp.ui.room.live import LiveRoom
    from floorapp.ui.table.controller import TableController

    moments = iter(datetime(2025, 5, 1, 20, 0, tzinfo=UTC) + timedelta(minutes=n)
                   for n in range(100))
    room = Room.open(tmp_path, clock=lambda: next(moments))
    table_id = room.add_table("Main", start={
        "seats": 6, "players": {"1": "Ann", "2": "Bob", "3": "Cy", "4": "Di"}, "draw": 1,
    }).id
    live = LiveRoom(room)
    live.start()
    try:
        controller = TableController(live.session, table_id)
        for act in (lambda: controller.apply(DealHand()), lambda: controller.apply(Away(3)),
                    controller.undo, controller.redo):
            act()
            qtbot.waitUntil(lambda: live.session.idle)
            latest = in_room(qtbot, live, lambda room: room.history(table_id, limit=1))
            assert controller.log[-1].time == latest[0].at.astimezone()
    finally:
        live.close()


def second_screen(qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> Floor:
    """Another window on the same room (another PC at the same table), opened now."""
    other = create_main_window(data_dir=window.data_folder)
    qtbot.addWidget(other)
    other.resize(1280, 800)
    other.show()
    qtbot.waitExposed(other)
    return Floor(qtbot, other, monkeypatch)


def test_a_screen_behind_the_room_is_told_and_shows_the_table_as_it_now_is(
    floor: Floor, qtbot: Any, monkeypatch
) -> None:
    floor.load(NINE_FULL)
    table_id = floor.window.controller.table_id
    other = second_screen(qtbot, floor.window, monkeypatch)
    other.window.show_table(table_id)
    other.settle()
    assert other.name(7) == "Seat 7, Gus, active"
    other.window.session.worker.hearing = False  # the first screen's change is not heard

    floor.seat_action(7, "away")  # the first screen acts; the second has not looked since
    entries = kinds(floor.window, table_id)
    other.seat_action(6, "away")

    assert other.message() == ("test table changed on another screen: Seat 7 Gus: away. It "
                               "now shows the latest; nothing was done here.")
    newest = other.window.page.log_view.rows()[:2]
    assert [row[1] for row in newest] == ["Refused: Seat 6 Flo: away", "Seat 7 Gus: away"]
    assert other.name(7) == "Seat 7, Gus, away"
    assert other.name(6) == "Seat 6, Flo, active"
    assert kinds(floor.window, table_id) == entries  # nothing written for the second

    other.seat_action(6, "away")  # looked again: now it is done
    assert other.name(6) == "Seat 6, Flo, away"
    assert len(kinds(floor.window, table_id)) == len(entries) + 1

"""The tournament floor on screen: an event started from the Room menu, its tables drawn, a
table's pucks and read-out, a seat marked absent, the offered move made in one tap, and the
board's event card; on two screens of one room, another screen's change shows."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from floor_driver import click_menu, in_room
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QMenu
from test_live_room import screen

from floorapp.screen.event_scene import event_overview
from floorapp.screen.scene import PuckKind, SeatState
from floorapp.storage.room import Room
from floorapp.tournament import (
    BreakOffer,
    BreakTable,
    Bust,
    DealHand,
    Draw,
    Event,
    EventCode,
    EventRefused,
    EventRules,
    SetStructure,
    StartClock,
)
from floorapp.ui.board.window import BoardWindow
from floorapp.ui.dialogs.breaking import SlipsDialog
from floorapp.ui.event import words
from floorapp.ui.event.start import NewEventDialog
from floorapp.ui.event.structure_text import parse_structure
from floorapp.ui.event.window import EventWindow
from floorapp.ui.main_window import MainWindow

NAMES = "\n".join(f"Player {n}" for n in range(1, 17))


def start_event(qtbot: Any, window: MainWindow, tables: int = 2,
                entrants: int = 16) -> EventWindow:
    """Room → Tournament floor… on a room without events: the new event's dialog, filled in
    and accepted as the floor would; the event's window."""
    click_menu(qtbot, window, window.menus.room_menu, window.menus.events_action)
    qtbot.waitUntil(lambda: bool(window.findChildren(NewEventDialog)))
    dialog = window.findChildren(NewEventDialog)[0]
    qtbot.waitUntil(dialog.isVisible)
    qtbot.keyClicks(dialog.name, "Friday Deepstack")
    dialog.tables.setValue(tables)
    for name in NAMES.splitlines()[:entrants]:
        qtbot.keyClicks(dialog.names, name)
        qtbot.keyClick(dialog.names, Qt.Key.Key_Return)
    qtbot.mouseClick(_ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(w.isVisible() for w in window.findChildren(EventWindow)),
                    timeout=10_000)
    shown = window.findChildren(EventWindow)[0]
    qtbot.waitUntil(lambda: shown.shown_event is not None, timeout=10_000)
    return shown


def _ok_button(dialog: NewEventDialog) -> Any:
    from PySide6.QtWidgets import QDialogButtonBox

    box = dialog.findChild(QDialogButtonBox)
    return box.button(QDialogButtonBox.StandardButton.Ok)


def readout(shown: EventWindow) -> str:
    """The read-out's words as the floor reads them (its rule links as their ids)."""
    return re.sub(r"<[^>]+>", "", shown.readout.text().replace("<br>", "\n"))


def settled(qtbot: Any, shown: EventWindow) -> None:
    qtbot.waitUntil(lambda: not shown.busy, timeout=10_000)


def test_an_event_is_started_drawn_and_shown_with_its_tables(qtbot: Any,
                                                             window: MainWindow) -> None:
    shown = start_event(qtbot, window)
    event = shown.shown_event
    assert event is not None and len(event.tables) == 2
    assert shown.tables.count() == 2
    assert "16 of 16" in shown.players.text()
    assert shown.tables.item(0).text().startswith("Table 1 · 8 players")
    scene = shown.table_view.scene()
    assert scene is not None
    kinds = {puck.kind for seat in scene.seats for puck in seat.pucks}
    assert {PuckKind.BUTTON, PuckKind.SMALL_BLIND, PuckKind.BIG_BLIND} <= kinds
    assert "Big blind 200: seat" in readout(shown) and "(T-06)" in readout(shown)
    assert 'href="T-06"' in shown.readout.text()  # a click opens the rulebook there


def test_a_seat_marked_absent_is_dealt_in_and_read_out(qtbot: Any, window: MainWindow) -> None:
    shown = start_event(qtbot, window)
    table = shown.shown_event.tables[0]  # type: ignore[union-attr]
    seat = next(number for number, _ in table.occupied())
    qtbot.mouseClick(shown.table_view, Qt.MouseButton.LeftButton,
                     pos=shown.table_view.seat_center(seat))
    menu = next(m for m in shown.findChildren(QMenu) if m.objectName() == "eventSeatMenu")
    qtbot.waitUntil(menu.isVisible)
    absent = next(a for a in menu.actions() if "absent" in a.text())
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(absent).center())
    settled(qtbot, shown)
    scene = shown.table_view.scene()
    assert scene is not None and scene.seat(seat).state is SeatState.AWAY
    assert "Absent: seat" in readout(shown)


def test_the_offered_move_is_made_in_one_tap(qtbot: Any, window: MainWindow) -> None:
    shown = start_event(qtbot, window)
    event = shown.shown_event
    assert event is not None
    position = shown.position
    first = event.tables[0]

    def bust_three(room: Any) -> None:
        at = position
        for number in (1, 2):
            at = room.apply_event(shown.event_id, DealHand(number), at).position
        seats = tuple(seat for seat, _ in first.occupied())[:3]
        room.apply_event(shown.event_id, Bust(first.number, seats), at)

    in_room(qtbot, window, bust_three)
    qtbot.waitUntil(lambda: shown.position != position, timeout=5_000)
    assert shown.offer_button.isVisible()
    assert shown.offer_button.text().startswith("Move ")
    offered = shown.offer.text()
    qtbot.mouseClick(shown.offer_button, Qt.MouseButton.LeftButton)
    settled(qtbot, shown)
    assert shown.shown_event is not None and shown.shown_event.moves
    moved = shown.shown_event.moves[-1]
    assert moved.name in offered and moved.to_table == first.number
    assert shown.slips_button.isVisible()  # a balancing move's slip: ready, not pushed
    assert not any(d.isVisible() for d in shown.findChildren(SlipsDialog))
    qtbot.mouseClick(shown.slips_button, Qt.MouseButton.LeftButton)
    dialog = next(d for d in shown.findChildren(SlipsDialog) if d.isVisible())
    assert dialog.rows() == [(moved.name, f"Table {moved.from_table}, seat {moved.from_seat}",
                              f"Table {moved.to_table}, seat {moved.to_seat}")]
    QApplication.processEvents()


def test_a_broken_tables_slips_show_at_once_the_move_made_by_its_key(
        qtbot: Any, window: MainWindow) -> None:
    shown = start_event(qtbot, window, tables=3, entrants=12)
    assert shown.offer_button.text().startswith("Break table ")
    shown.activateWindow()
    qtbot.keyClick(shown, Qt.Key.Key_F6)  # the offered move by its key, as on a table's page
    settled(qtbot, shown)
    dialog = next(d for d in shown.findChildren(SlipsDialog) if d.isVisible())
    assert len(dialog.rows()) == 4 and dialog.page.title.startswith("Move slips: table ")
    event = shown.shown_event
    assert event is not None and len(event.tables) == 2
    for name, _came, goes in dialog.rows():
        where = event.where(name)
        assert where is not None and goes == f"Table {where[0]}, seat {where[1]}"


ROOMS = ["file", *(["postgresql"] if os.environ.get("FLOORAPP_TEST_POSTGRESQL") else [])]
"""A room file always; a PostgreSQL room when the tests have a server (never skipped)."""


@pytest.fixture(params=ROOMS)
def two_screens(request: pytest.FixtureRequest, qtbot: Any, tmp_path: Path,
                monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[MainWindow, MainWindow]]:
    database = (request.getfixturevalue("postgresql_database")
                if request.param == "postgresql" else None)
    first = screen(qtbot, tmp_path / "one", database, monkeypatch).window
    second = screen(qtbot, tmp_path / ("two" if database else "one"), database,
                    monkeypatch).window
    try:
        yield first, second
    finally:
        first.close()
        second.close()


def test_two_screens_follow_one_event_and_a_stale_decision_is_refused(
        qtbot: Any, two_screens: tuple[MainWindow, MainWindow]) -> None:
    a_window, b_window = two_screens
    a = start_event(qtbot, a_window)
    click_menu(qtbot, b_window, b_window.menus.room_menu, b_window.menus.events_action)
    qtbot.waitUntil(lambda: bool(b_window.findChildren(EventWindow)), timeout=10_000)
    b = b_window.findChildren(EventWindow)[0]
    qtbot.waitUntil(lambda: b.position == a.position, timeout=10_000)
    assert b.name == a.name == "Friday Deepstack"

    qtbot.mouseClick(a.deal_button, Qt.MouseButton.LeftButton)  # A deals at table 1
    settled(qtbot, a)
    qtbot.waitUntil(lambda: b.position == a.position, timeout=10_000)  # B shows it
    assert b.shown_event == a.shown_event
    assert "hand 2" in readout(b)

    b._follow.stop()  # B's floor decides before B hears of A's next deal
    seen = b.position
    qtbot.mouseClick(a.deal_button, Qt.MouseButton.LeftButton)
    settled(qtbot, a)
    written = a.position
    qtbot.mouseClick(b.undo_button, Qt.MouseButton.LeftButton)  # on what B saw: refused
    settled(qtbot, b)
    assert "Another screen changed the event first" in b.message.text()
    qtbot.waitUntil(lambda: b.position == written, timeout=10_000)
    assert b.position != seen
    entries = in_room(qtbot, a_window, lambda room: room.event_entries(a.event_id))
    assert entries[-1].id == written  # the undo was not written


def test_the_board_shows_the_event_its_clock_players_tables_and_latest_moves(
        qtbot: Any, tmp_path: Path) -> None:
    address = str(tmp_path / "data")
    with Room.open(address) as room:
        info = room.add_event("Sunday Bounty", EventRules(), Event(registration_open=True))
        position = room.event_state(info.id).position
        structure = parse_structure("100/200 20\nbreak 10\n200/400 20")
        names = tuple(f"Kim{n} Lee" for n in range(1, 13))
        for action in (SetStructure(structure), Draw(names, 3, seed=4), StartClock()):
            position = room.apply_event(info.id, action, position).position
        offered = event_overview(room.event_state(info.id).event).offer
        assert isinstance(offered, BreakOffer)
        room.apply_event(info.id, BreakTable(seed=9), position)
    board_room = Room.open(address, read_only=True, live=True)
    board = BoardWindow(board_room)
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    board.show()
    try:
        qtbot.waitUntil(lambda: bool(board.event_cards), timeout=10_000)
        card = board.event_cards[info.id]
        lines = card.text_lines()
        assert card.name == "Sunday Bounty"
        assert re.fullmatch(r"19:5\d left", card.hand)  # beside the name, said every second
        assert lines[0] == "Now: Level 1: 100/200"
        assert lines[1].startswith("Next: Level 2: 200/400 in ")
        assert lines[1].endswith("break in 20 min")  # whole minutes, rounded up
        assert lines[2] == "Players left: 12 of 12 · 1: 6 · 2: 6"
        moved = [line for line in lines if line.startswith("Moved: ")]
        assert len(moved) == 1  # the latest: a small wall screen holds the room's cards too
        assert all(re.fullmatch(rf"Moved: Kim\d+ L\.: table {offered.table} → table \d seat \d",
                                line) for line in moved), moved
    finally:
        board.stop()
        board_room.close()


def test_a_structure_the_clock_cannot_run_gets_its_reason_and_starts_nothing(
        qtbot: Any, window: MainWindow) -> None:
    click_menu(qtbot, window, window.menus.room_menu, window.menus.events_action)
    qtbot.waitUntil(lambda: bool(window.findChildren(NewEventDialog)))
    dialog = window.findChildren(NewEventDialog)[0]
    qtbot.keyClicks(dialog.name, "Bad clock")
    for name in ("Ann", "Bob", "Cy"):
        qtbot.keyClicks(dialog.names, name)
        qtbot.keyClick(dialog.names, Qt.Key.Key_Return)
    dialog.structure.selectAll()
    qtbot.keyClicks(dialog.structure, "100/200 twenty")
    qtbot.mouseClick(_ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.problem.isVisible()
    assert dialog.problem.text().startswith("Line 1 of the structure is not a level")
    assert in_room(qtbot, window, lambda room: room.events()) == []


def test_every_refusal_of_an_event_is_said_in_words() -> None:
    said = {code: words.refusal(EventRefused(code)) for code in EventCode}
    assert all(said.values())
    assert len(set(said.values())) == len(said)


def test_a_penalty_given_from_the_seat_is_read_out_and_ended_there(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    shown = start_event(qtbot, window)
    table = shown.shown_event.tables[0]  # type: ignore[union-attr]
    seat, player = next(table.occupied())
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args: (2, True))  # two hands

    def choose(words: str) -> None:
        qtbot.mouseClick(shown.table_view, Qt.MouseButton.LeftButton,
                         pos=shown.table_view.seat_center(seat))
        menu = next(m for m in shown.findChildren(QMenu)
                    if m.objectName() == "eventSeatMenu" and m.isVisible())
        action = next(a for a in menu.actions() if words in a.text())
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton,
                         pos=menu.actionGeometry(action).center())
        settled(qtbot, shown)

    choose("Penalty for")
    event = shown.shown_event
    assert event is not None and event.penalty_left(player.id) == 2
    assert f"On penalty: seat {seat} ({player.name})" in readout(shown)
    assert "(T-09)" in readout(shown)
    scene = shown.table_view.scene()
    assert scene is not None and scene.seat(seat).state is SeatState.AWAY
    choose("End ")
    assert shown.shown_event is not None and not shown.shown_event.penalty_left(player.id)
    assert "On penalty" not in readout(shown)

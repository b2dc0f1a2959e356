"""The games' lists on the room board (names shortened by the game's rule, never a note; seats
for the list; live) and in History (beside the tables' entries, by game and by player; a
game's list history exported as CSV; a break's move slips again)."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from floor_driver import SEAT_8_FREE, Floor, read
from list_driver import Dialogs, button, click, menu_action, name_dialog, panel, press
from test_room_board import address, board  # noqa: F401 (fixtures: a room, its board)

from floorapp.lists import (
    AddName,
    BoardNames,
    CallName,
    CancelCall,
    GameRules,
    NoShowRule,
    SeatName,
    Spot,
)
from floorapp.storage.room import Room
from floorapp.ui.board.window import BoardWindow
from floorapp.ui.room.history import HistoryDialog

START = datetime(2030, 5, 1, 20, 0, tzinfo=UTC)


def game_card(shown: BoardWindow, name: str) -> list[str]:
    return next(card.text_lines() for card in shown.game_cards.values() if card.name == name)


def test_the_board_shows_each_games_list_shortened_and_follows_it_live(
    qtbot: Any, board: BoardWindow, address: str,  # noqa: F811 (the fixtures)
) -> None:
    assert sorted(card.name for card in board.game_cards.values()) == ["1/2 limit",
                                                                        "2/5 limit"]
    assert game_card(board, "1/2 limit") == [
        "Seats for the list: 5", "List: nobody waiting"]  # seats 6-9, and 5 locked up
    with Room.open(address) as other:  # the podium's screen puts names on the list
        game = next(g.id for g in other.games() if g.name == "1/2 limit")
        for name, note in (("Ann Brown", "555-0101"), ("Bob van Dyke", ""), ("Cy", "")):
            other.apply_list(game, AddName(name, note), other.list_position(game))
        # three entries, three notices: the board may show the first two before the third
        qtbot.waitUntil(lambda: game_card(board, "1/2 limit")[1].endswith("3. Cy"),
                        timeout=3000)
        assert game_card(board, "1/2 limit") == [
            "Seats for the list: 5", "List: 1. Ann B. · 2. Bob v. D. · 3. Cy"]
        assert "555" not in " ".join(game_card(board, "1/2 limit"))  # never a note
        other.set_game_rules(game, GameRules(NoShowRule.BOTTOM, BoardNames.INITIALS))
        qtbot.waitUntil(lambda: "A. B." in game_card(board, "1/2 limit")[1], timeout=3000)
        assert game_card(board, "1/2 limit")[1] == "List: 1. A. B. · 2. B. v. D. · 3. C."
        other.set_game_rules(game, GameRules(NoShowRule.BOTTOM, BoardNames.FULL))
        main = next(info.id for info in other.tables() if info.name == "Main")
        other.apply_list(game, CallName(1, Spot(main, 6)), other.list_position(game))
        qtbot.waitUntil(lambda: game_card(board, "1/2 limit")[0] == "Seats for the list: 4",
                        timeout=3000)
        assert game_card(board, "1/2 limit")[1:] == [  # where to go, then the list
            "Called: Ann Brown → seat 6 of Main", "List: 1. Bob van Dyke · 2. Cy"]
        assert board.game_cards[game].hand == "2 waiting"
        other.apply_list(game, CancelCall(1), other.list_position(game))
        qtbot.waitUntil(lambda: game_card(board, "1/2 limit")[0] == "Seats for the list: 5",
                        timeout=3000)
        assert game_card(board, "1/2 limit")[1] == (
            "List: 1. Ann Brown · 2. Bob van Dyke · 3. Cy")  # back first on the list
        other.close_table(main)
        qtbot.waitUntil(lambda: game_card(board, "1/2 limit")[0].endswith("yet"),
                        timeout=3000)
        assert game_card(board, "1/2 limit") == [
            "Seats for the list: no table open yet",
            "Interest list: 1. Ann Brown · 2. Bob van Dyke · 3. Cy"]


@pytest.fixture
def clocked(floor: Floor) -> Iterator[Floor]:
    """The room writes its entries a minute apart, from 20:00 UTC."""
    moments = (START + timedelta(minutes=n) for n in range(1000))
    floor.monkeypatch.setattr(floor.window.room, "_clock", lambda: next(moments))
    yield floor


def history(floor: Floor) -> HistoryDialog:
    """Room → History…."""
    menu_action(floor, "historyAction").trigger()
    dialog = floor.window.tables.history_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def a_list_shift(floor: Floor) -> int:
    """Zoe and Yuri put on the list from the panel; Zoe called to seat 8 and seated there
    (waits for the big blind); the table's id."""
    floor.load(SEAT_8_FREE)
    table = floor.window.controller.table_id
    press(floor, "listAdd", name_dialog(floor.qtbot, "Zoe", "555-0101"))
    press(floor, "listAdd", name_dialog(floor.qtbot, "Yuri"))
    names = floor.window.lists.for_table(table)
    assert names is not None
    for action in (CallName(1, Spot(table, 8)), SeatName(1, Spot(table, 8), "wait")):
        names.apply(action)
        floor.settle()
        assert names.last_outcome is not None and names.last_outcome.done
    return table


def test_history_shows_the_list_beside_the_tables_and_by_player(clocked: Floor) -> None:
    a_list_shift(clocked)
    dialog = history(clocked)
    assert dialog.table_choice.currentText() == "test table"
    assert [row[2] for row in read(dialog).rows()][:2] == [
        "Seat 8: Zoe sits down (waits)", "Seat 8: locked up for the list"]

    choice = dialog.table_choice
    choice.setCurrentIndex(choice.findText("List: 1/2 limit"))
    assert dialog.game_id() is not None and dialog.table_id() is None
    rows = read(dialog).rows()
    assert [row[1:3] for row in rows] == [
        ("List: 1/2 limit", "Zoe seated at seat 8 of test table (waits)"),
        ("List: 1/2 limit", "Zoe called to seat 8 of test table"),
        ("List: 1/2 limit", "Yuri put on the list"),
        ("List: 1/2 limit", "Zoe put on the list"),
        ("List: 1/2 limit", "Game 1/2 limit added")]
    assert read(dialog).export_button.text() == "Export as CSV…"
    assert dialog.export_button.isEnabled()

    choice.setCurrentIndex(0)  # every table, and the lists
    dialog.player_choice.setText("zoe")
    found = [row[1:3] for row in read(dialog).rows()]
    assert found[:2] == [("test table", "Seat 8: Zoe sits down (waits)"),
                         ("List: 1/2 limit", "Zoe seated at seat 8 of test table (waits)")]
    assert ("List: 1/2 limit", "Zoe put on the list") in found
    assert all("Yuri" not in text for _, text in found)
    dialog.seat_choice.setValue(8)  # a seat: the tables' entries only
    assert {row[1] for row in read(dialog).rows()} == {"test table"}


def test_a_games_list_history_is_exported_as_csv(clocked: Floor, tmp_path: Path) -> None:
    table = a_list_shift(clocked)
    dialog = history(clocked)
    dialog.table_choice.setCurrentIndex(dialog.table_choice.findText("List: 1/2 limit"))
    target = tmp_path / "list.csv"
    asked = clocked.answer("CsvFileDialog", target, "ask_save")
    click(clocked.qtbot, dialog.export_button)
    assert asked.calls[0][0].name == "1-2-limit-list.csv"  # suggested
    assert read(dialog).status.text() == f"Exported to {target}."
    with target.open(newline="", encoding="utf-8") as file:
        written = list(csv.reader(file))
    assert written[0] == ["time", "entry", "kind", "action", "names", "table", "seat", "text"]
    body = [(row[2], row[3], row[4], row[5], row[6], row[7]) for row in written[1:]]
    assert body == [
        ("create", "", "", "", "", "Game 1/2 limit added"),
        ("action", "add", "Zoe", "", "", "Zoe put on the list"),
        ("action", "add", "Yuri", "", "", "Yuri put on the list"),
        ("action", "call", "Zoe", "test table", "8", "Zoe called to seat 8 of test table"),
        ("action", "seat", "Zoe", "test table", "8",
         "Zoe seated at seat 8 of test table (waits)")]
    assert all(datetime.fromisoformat(row[0]).tzinfo is not None for row in written[1:])
    assert "555" not in target.read_text()  # a phone number stays in the room
    assert clocked.window.room.game_of(table) is not None


def test_a_breaks_slips_are_shown_again_from_its_history_entry(clocked: Floor) -> None:
    qtbot = clocked.qtbot
    clocked.load(SEAT_8_FREE)
    clocked.load("""
[table]
seats = 6
players = { 1 = "Pat", 2 = "Quin" }
last = { button = 1, small_blind = 1, big_blind = 2 }
""")
    from list_driver import choose, ok

    choose(clocked, "breakTableAction",
           lambda dialog: (click(qtbot, button(dialog, "bySeats")), ok(qtbot, dialog)),
           lambda dialog: click(qtbot, button(dialog, "closeSlips")),
           lambda box: click(qtbot, box.button(box.StandardButton.No)))
    dialog = history(clocked)
    dialog.table_choice.setCurrentIndex(dialog.table_choice.findText("List: 1/2 limit"))
    assert read(dialog).rows()[0][2:] == ("test table 2 broken up",
                                          "to new seats: 2; to the top of the list: 0")
    top = dialog.list.topLevelItem(0)
    assert not dialog.slips_button.isEnabled()
    dialog.list.setCurrentItem(top)
    assert dialog.slips_button.isEnabled()
    seen: list[list[tuple[str, str, str]]] = []
    shown = Dialogs(lambda slips: (seen.append(slips.rows()),
                                   click(qtbot, button(slips, "closeSlips"))))
    click(qtbot, dialog.slips_button)
    assert shown.done()
    # in seat order from the seat after the button (1); the demo table's open seat (8) is
    # offered first: the tables in the order they were added
    assert seen == [[("Quin", "seat 2", "Demo table, seat 8"),
                     ("Pat", "seat 1", "test table, seat 8")]]
    assert panel(clocked).rows() == ["Waiting (0)", "Nobody waits for 1/2 limit."]

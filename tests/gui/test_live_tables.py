"""Live tables: two screens on one room (the SQLite file of a data folder, and a PostgreSQL
room when the tests have a server), and the room board. A table added, renamed, closed or
reopened through one screen's menus shows on the other at once (its tab, its card in the
Room overview, the Reopen menu, History's table filter) and on the board; a screen in the
middle of something at a table closed on the other acts on nothing and says why."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from floor_driver import SEAT_8_FREE, Floor
from PySide6.QtWidgets import QMenu

from floorapp.app import create_main_window, demo_document
from floorapp.rules import ActionKind, Away, Choice, Correct, HouseRules
from floorapp.storage.room import Room
from floorapp.storage.settings import Settings
from floorapp.storage.table_import import import_document
from floorapp.ui import dialogs
from floorapp.ui.board.window import BoardWindow

BACKENDS = ["file", "postgresql"] if os.environ.get("FLOORAPP_TEST_POSTGRESQL") else ["file"]
"""On PostgreSQL too when the tests have a server (nothing skipped without one)."""
HEARD_MS = 10_000
"""At once: a screen hears another within a poll or two, and the wait ends as soon as it has;
the bound is for a loaded test machine, still well under anything a timer of the screen would
take (the board's clock: 30 s)."""


@pytest.fixture(params=BACKENDS)
def address(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The room both screens open: a data folder's room file, or a database on the cluster;
    with the demo table in it (a new data folder's first start adds it; on a server, where
    no first start does, the floor adds it: Table → Add the demo table)."""
    if request.param == "postgresql":
        where = str(request.getfixturevalue("postgresql_database"))
        with Room.open(where) as room:
            import_document(room, demo_document(), "Demo table")
        return where
    return str(tmp_path / "data")


@pytest.fixture
def screens(qtbot: Any, tmp_path: Path, address: str,
            monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Floor, Floor]]:
    """Screen A and screen B on the room (two PCs on a server, two windows on one file)."""
    floors = []
    for name in ("a", "b"):
        on_server = not address.startswith(str(tmp_path))
        window = create_main_window(data_dir=tmp_path / name if on_server else Path(address),
                                    room_address=address if on_server else None)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        floors.append(Floor(qtbot, window, monkeypatch))
    yield floors[0], floors[1]
    for floor in floors:
        floor.window.close()


@pytest.fixture
def board(qtbot: Any, address: str) -> Iterator[BoardWindow]:
    room = Room.open(address, read_only=True, live=True)
    shown = BoardWindow(room)
    qtbot.addWidget(shown)
    shown.resize(1920, 1080)
    shown.show()
    yield shown
    shown.stop()
    room.close()


def tabs(floor: Floor) -> list[str]:
    bar = floor.window.tabs.tab_bar
    return [bar.tabText(index) for index in range(bar.count())]


def cards(floor: Floor) -> list[str]:
    """The cards of the Room overview, by their titles."""
    return [card.title.text() for card in floor.window.tabs.overview.cards.values()]


def reopen_menu(floor: Floor) -> list[str]:
    """Table → Reopen a closed table, as it opens."""
    menu = floor.window.menus.reopen_menu
    menu.aboutToShow.emit()
    return [action.text() for action in menu.actions()]


def history_tables(floor: Floor) -> list[str]:
    """The tables History's table filter offers (the games' lists it offers after them
    are left out)."""
    choice = floor.window.tables.history_dialog.table_choice  # type: ignore[union-attr]
    return [choice.itemText(index) for index in range(choice.count())
            if not str(choice.itemData(index)).startswith("game:")]


def board_tables(board: BoardWindow) -> list[str]:
    return [card.name for card in board.cards.values()]


def journal(floor: Floor, table_id: int) -> list[int]:
    return [entry.id for entry in floor.in_room(lambda room: room.history(table_id))]


def close_through_menu(floor: Floor, table_id: int) -> None:
    """The floor at this screen closes the table (Table → Close, confirmed), once the screen
    shows what the other screen did at it (else the room refuses: it changed meanwhile), and
    he has looked at it."""
    floor.qtbot.waitUntil(lambda: floor.window.session.view.position(table_id) == journal(
        floor, table_id)[-1], timeout=HEARD_MS)
    floor.window.show_table(table_id)
    floor.settle()
    floor.looked()
    floor.answer("ConfirmDialog", True)
    floor.window.menus.close_table_action.trigger()
    floor.settle()
    assert not floor.window.session.view.table_info(table_id).is_open


def test_tables_added_renamed_closed_and_reopened_on_one_screen_show_on_the_other(
    qtbot: Any, screens: tuple[Floor, Floor], board: BoardWindow
) -> None:
    a, b = screens
    b.window.tabs.show_overview()
    b.settle()
    b.window.menus.history_action.trigger()
    b.settle()
    assert tabs(b) == ["Room", "Demo table"] and cards(b) == ["Demo table"]
    assert history_tables(b) == ["Every table", "Demo table"]

    a.answer("TableDialog", ("Table 2", Settings(HouseRules(blinds=(5, 10)), 6), None))
    a.window.menus.add_table_action.trigger()  # Table → Add a table, on screen A
    a.settle()

    qtbot.waitUntil(lambda: tabs(b) == ["Room", "Demo table", "Table 2"], timeout=HEARD_MS)
    table_id = a.window.controller.table_id
    assert cards(b) == ["Demo table", "Table 2"]  # B's Room tab shows its card at once
    assert b.window.tabs.overview.cards[table_id].text_lines()[-1] == "Players: 0 of 6 seats"
    assert history_tables(b) == ["Every table", "Demo table", "Table 2"]
    qtbot.waitUntil(lambda: board_tables(board) == ["Demo table", "Table 2"], timeout=HEARD_MS)
    assert b.window.table_on_screen() is None  # B stays where it was

    a.answer("RenameDialog", "Table 2 (5/10)")
    a.window.menus.rename_table_action.trigger()
    a.settle()

    qtbot.waitUntil(lambda: tabs(b)[-1] == "Table 2 (5/10)", timeout=HEARD_MS)
    assert cards(b) == ["Demo table", "Table 2 (5/10)"]
    assert history_tables(b)[-1] == "Table 2 (5/10)"
    qtbot.waitUntil(lambda: board_tables(board)[-1] == "Table 2 (5/10)", timeout=HEARD_MS)
    b.window.show_table(table_id)
    b.settle()
    assert b.window.windowTitle() == "floorapp — Table 2 (5/10)"
    assert reopen_menu(b) == ["No closed table"]

    close_through_menu(a, table_id)  # while B has the table on screen

    qtbot.waitUntil(lambda: tabs(b) == ["Room", "Demo table"], timeout=HEARD_MS)
    assert b.window.table_on_screen() is None  # B turned to the Room tab, and says why
    assert b.window.tabs.pages.currentWidget() is b.window.tabs.overview
    assert b.message() == "Table 2 (5/10) was closed on another screen."
    assert b.window.windowTitle() == "floorapp — Room"
    assert cards(b) == ["Demo table"]
    assert reopen_menu(b) == ["Table 2 (5/10)"]
    assert history_tables(b)[-1] == "Table 2 (5/10) (closed)"
    qtbot.waitUntil(lambda: board_tables(board) == ["Demo table"], timeout=HEARD_MS)

    a.window.menus.reopen_menu.aboutToShow.emit()  # Table → Reopen a closed table, on A
    [reopen] = a.window.menus.reopen_menu.actions()
    reopen.trigger()
    a.settle()

    qtbot.waitUntil(lambda: tabs(b) == ["Room", "Demo table", "Table 2 (5/10)"],
                    timeout=HEARD_MS)
    assert cards(b) == ["Demo table", "Table 2 (5/10)"]
    assert reopen_menu(b) == ["No closed table"]
    assert history_tables(b)[-1] == "Table 2 (5/10)"
    qtbot.waitUntil(lambda: board_tables(board) == ["Demo table", "Table 2 (5/10)"],
                    timeout=HEARD_MS)
    b.window.show_table(table_id)  # and B plays at it again, A seeing it
    b.settle()
    b.looked()
    b.answer("SitDialog", ("Ann", Choice.WAIT))
    b.seat_action(1, "sit")
    qtbot.waitUntil(lambda: a.name(1) == "Seat 1, Ann, waits for the big blind",
                    timeout=HEARD_MS)
    assert [row[1] for row in b.window.page.log_view.rows()[:3]] == [
        "Seat 1: Ann sits down (waits)", "Table reopened", "Table closed"]


# --- a screen in the middle of something at a table closed on the other ----------------------


def meanwhile(qtbot: Any, a: Floor, b: Floor, table_id: int, answer: Any) -> Callable[..., Any]:
    """A dialog's ``ask`` on screen B: while it is open (its event loop running, as a modal
    dialog's does), the floor at screen A closes the table and B hears of it; then the floor
    at B answers ``answer``."""
    def ask(klass: type, *args: Any) -> Any:
        close_through_menu(a, table_id)
        qtbot.waitUntil(lambda: b.window.tabs.tab_of(table_id) < 0, timeout=HEARD_MS)
        return answer
    return classmethod(ask)  # type: ignore[return-value]


@pytest.fixture
def at_one_table(qtbot: Any, screens: tuple[Floor, Floor]) -> tuple[Floor, Floor, int]:
    """Screens A and B, both showing one table (seat 8 free)."""
    a, b = screens
    a.load(SEAT_8_FREE)
    table_id = a.window.controller.table_id
    qtbot.waitUntil(lambda: b.window.tabs.tab_of(table_id) > 0, timeout=HEARD_MS)
    b.window.show_table(table_id)
    b.settle()
    assert b.name(7) == "Seat 7, Gus, active"
    return a, b, table_id


def shows_the_room_without(b: Floor, table_id: int, closed_here: list[int]) -> None:
    """B shows the Room tab without the table, and nothing B tried was written."""
    assert b.window.table_on_screen() is None
    assert b.window.tabs.tab_of(table_id) < 0
    assert cards(b) == ["Demo table"]
    assert journal(b, table_id) == closed_here
    assert not b.window.session.view.table_info(table_id).is_open


REFUSED = ("test table was closed on another screen: nothing was done. Table → Reopen a "
           "closed table brings it back.")


@pytest.mark.parametrize("dialog, answer, start", [
    ("SitDialog", ("Zed", Choice.WAIT), lambda b: b.seat_action(8, "sit")),
    ("ComeBackDialog", Choice.POST, lambda b: (b.seat_action(7, "away"),
                                               b.seat_action(7, "back"))),
    ("MoveDialog", Choice.WAIT, lambda b: (b.seat_action(7, "move"), b.click_seat(8))),
    ("CorrectDialog", Correct(button=3, small_blind=4, big_blind=5),
     lambda b: b.window.menus.correct_action.trigger()),
    ("HouseRulesDialog", Settings(HouseRules(blinds=(5, 10)), 9),
     lambda b: b.window.menus.house_rules_action.trigger()),
], ids=["sit", "back", "move", "correct", "house rules"])
def test_an_answer_in_a_dialog_open_at_a_table_closed_elsewhere_is_refused(
    qtbot: Any, at_one_table: tuple[Floor, Floor, int], monkeypatch: pytest.MonkeyPatch,
    dialog: str, answer: Any, start: Callable[[Floor], Any],
) -> None:
    a, b, table_id = at_one_table
    house = b.window.settings.house
    monkeypatch.setattr(getattr(dialogs, dialog), "ask",
                        meanwhile(qtbot, a, b, table_id, answer))

    start(b)  # the dialog opens; the table is closed on A meanwhile; then B answers

    closed_here = journal(a, table_id)
    assert b.message() == REFUSED
    shows_the_room_without(b, table_id, closed_here)
    assert b.window.settings.house == house  # the house rules chosen were not kept either


def test_a_rename_asked_at_a_table_closed_elsewhere_is_refused(
    qtbot: Any, at_one_table: tuple[Floor, Floor, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b, table_id = at_one_table
    monkeypatch.setattr(dialogs.RenameDialog, "ask",
                        meanwhile(qtbot, a, b, table_id, "Table 9"))

    b.window.menus.rename_table_action.trigger()
    b.settle()

    assert b.message() == REFUSED
    shows_the_room_without(b, table_id, journal(a, table_id))
    assert b.window.session.view.table_info(table_id).name == "test table"


def test_a_seat_menu_open_at_a_table_closed_elsewhere_does_nothing(
    qtbot: Any, at_one_table: tuple[Floor, Floor, int]
) -> None:
    a, b, table_id = at_one_table
    menu: QMenu = b.open_menu(7)
    close_through_menu(a, table_id)
    qtbot.waitUntil(lambda: b.window.table_on_screen() is None, timeout=HEARD_MS)
    assert b.message() == "test table was closed on another screen."
    closed_here = journal(a, table_id)

    b.choose(menu, "away")

    assert b.message() == REFUSED
    shows_the_room_without(b, table_id, closed_here)


def test_a_move_under_way_at_a_table_closed_elsewhere_is_cancelled(
    qtbot: Any, at_one_table: tuple[Floor, Floor, int]
) -> None:
    a, b, table_id = at_one_table
    b.seat_action(7, "move")
    assert b.window.seats.moving

    close_through_menu(a, table_id)

    qtbot.waitUntil(lambda: b.window.table_on_screen() is None, timeout=HEARD_MS)
    assert not b.window.seats.moving
    assert b.message() == "test table was closed on another screen."
    shows_the_room_without(b, table_id, journal(a, table_id))


def test_an_action_at_a_table_closed_elsewhere_before_the_screen_heard_is_refused(
    qtbot: Any, at_one_table: tuple[Floor, Floor, int]
) -> None:
    a, b, table_id = at_one_table
    b.window.session.worker.hearing = False  # B's screen does not hear of it yet
    close_through_menu(a, table_id)
    closed_here = journal(a, table_id)

    b.window.seats.run_seat_action(ActionKind.AWAY, 7)  # before B's screen heard of it
    b.settle()

    assert b.message() == REFUSED  # the room refused it (TableClosed): nothing written
    assert journal(b, table_id) == closed_here
    b.window.session.worker.hearing = True
    qtbot.waitUntil(lambda: b.window.table_on_screen() is None, timeout=HEARD_MS)
    shows_the_room_without(b, table_id, closed_here)
    assert b.message() == "test table was closed on another screen."


def test_a_rename_decided_on_a_table_another_screen_just_changed_is_refused(
    qtbot: Any, at_one_table: tuple[Floor, Floor, int]
) -> None:
    a, b, table_id = at_one_table
    b.answer("RenameDialog", "Table 9")
    b.window.session.worker.hearing = False  # B does not hear A's change yet
    a.window.controller.apply(Away(7))  # on screen A; B has not heard of it yet
    a.settle()

    b.window.menus.rename_table_action.trigger()
    b.settle()

    assert b.message() == ("This table changed on another screen: it now shows the latest. "
                           "Nothing was done; look again.")
    assert b.name(7) == "Seat 7, Gus, away"  # B shows it now
    assert b.window.session.view.table_info(table_id).name == "test table"
    assert tabs(b)[-1] == "test table"

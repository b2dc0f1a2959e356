"""The room board (``floorapp --board``): every open table's button, blinds, open seats,
missed-blind and lock-up buttons, live, read only; on the room file and on PostgreSQL."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from floor_driver import in_room, settle
from PySide6.QtWidgets import QLabel

from floorapp.rules import Away, DealHand, HouseRules, Leave
from floorapp.storage.room import Room
from floorapp.ui.board.window import BoardWindow

NINE = {"seats": 9, "players": {"1": "Ann", "2": "Bob", "3": "Cy", "4": "Di", "5": "Ed"},
        "draw": 1}
ROOM_TABLES = ("tables", "journal", "sittings", "snapshots", "heads")


BACKENDS = ["file", "postgresql"] if os.environ.get("FLOORAPP_TEST_POSTGRESQL") else ["file"]
"""On PostgreSQL too when the tests have a server (nothing skipped without one)."""


@pytest.fixture(params=BACKENDS)
def address(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A room with two open tables and a closed one: the file of a data folder, or a database
    on the test cluster."""
    if request.param == "postgresql":
        where = request.getfixturevalue("postgresql_database")
    else:
        where = str(tmp_path / "data")
    with Room.open(where) as room:
        main = room.add_table("Main", HouseRules(), start=NINE).id
        for event in (DealHand(), Away(3), DealHand(), DealHand(), Leave(5)):
            room.apply(main, event, room.position(main))
        room.add_table("Second", HouseRules(blinds=(2, 5)), seats=6,
                       start={"seats": 6, "players": {"1": "Al", "2": "Bea", "3": "Cal"},
                              "draw": 2})
        room.close_table(room.add_table("Gone", HouseRules()).id)
    yield where


@pytest.fixture
def board(qtbot: Any, address: str) -> Iterator[BoardWindow]:
    room = Room.open(address, read_only=True, live=True)
    shown = BoardWindow(room, clock=lambda: datetime.now(UTC) + timedelta(minutes=3))
    qtbot.addWidget(shown)
    shown.resize(1920, 1080)
    shown.show()
    yield shown
    shown.stop()
    room.close()


def card_of(board: BoardWindow, name: str) -> list[str]:
    return next(card.text_lines() for card in board.cards.values() if card.name == name)


def test_the_board_shows_every_open_table_as_the_room_has_it(board: BoardWindow) -> None:
    assert sorted(card.name for card in board.cards.values()) == ["Main", "Second"]
    assert card_of(board, "Main") == [
        "Button: Seat 3 Cy (dead)",
        "Blinds: SB Seat 4 Di · BB Seat 5",
        "Open seats: 6, 7, 8, 9",
        "Missed blinds: Seat 3 Cy: missed small blind",
        "Locked up: Seat 5 3/5 min",
    ]
    assert card_of(board, "Second")[:3] == [
        "Button: none", "Blinds: none", "Open seats: 4, 5, 6"]


def test_a_change_made_elsewhere_shows_on_the_board(qtbot: Any, board: BoardWindow,
                                                    address: str) -> None:
    with Room.open(address) as other:  # the floor screen of another PC
        second = next(info.id for info in other.tables() if info.name == "Second")
        other.apply(second, DealHand(), other.position(second))
        qtbot.waitUntil(lambda: card_of(board, "Second")[0] != "Button: none", timeout=3000)
        assert card_of(board, "Second")[:2] == [
            "Button: Seat 2 Bea", "Blinds: SB Seat 3 Cal · BB Seat 1 Al"]
        other.close_table(second)
        qtbot.waitUntil(lambda: len(board.cards) == 1, timeout=3000)  # closed: not shown


def test_tables_added_renamed_closed_and_reopened_elsewhere_show_on_the_board_at_once(
    qtbot: Any, board: BoardWindow, address: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    names = lambda: sorted(card.name for card in board.cards.values())  # noqa: E731
    with Room.open(address) as other:  # the floor screen of another PC
        gone = next(info.id for info in other.tables() if info.name == "Gone")
        late = other.add_table("Late", HouseRules(), seats=6).id
        qtbot.waitUntil(lambda: names() == ["Late", "Main", "Second"], timeout=3000)
        assert card_of(board, "Late")[:3] == ["Button: none", "Blinds: none",
                                              "Open seats: 1, 2, 3, 4, 5, 6"]
        other.rename_table(late, "Late 2")
        qtbot.waitUntil(lambda: names() == ["Late 2", "Main", "Second"], timeout=3000)
        other.close_table(late)
        qtbot.waitUntil(lambda: names() == ["Main", "Second"], timeout=3000)
        other.reopen_table(gone)  # closed before the board started
        qtbot.waitUntil(lambda: names() == ["Gone", "Main", "Second"], timeout=3000)
    assert board.cards[gone].text_lines()[0] == "Button: none"


def test_the_board_writes_nothing(qtbot: Any, address: str) -> None:
    before = dump(address)
    room = Room.open(address, read_only=True, live=True)
    board = BoardWindow(room)
    qtbot.addWidget(board)
    board.show()
    qtbot.wait(300)  # its worker looks at the room a few times
    settle(qtbot, board)
    board.close()
    board.stop()
    room.close()
    assert dump(address) == before


def test_escape_closes_the_board(qtbot: Any, board: BoardWindow) -> None:
    from PySide6.QtCore import Qt

    qtbot.waitExposed(board)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert not board.isVisible()


def dump(address: str) -> dict[str, list[tuple[Any, ...]]]:
    with Room.open(address, read_only=True) as room:
        return {name: [tuple(row) for row in room.database.rows(
            f"SELECT * FROM {name} ORDER BY 1")] for name in ROOM_TABLES}  # noqa: S608


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080)])
def test_every_cards_words_fit_in_it_at_the_boards_sizes(
    qtbot: Any, address: str, size: tuple[int, int]
) -> None:
    """No line of a card is cut off: its labels, the title beside the hand number, take no
    more height than the card has (a table's name that wraps beside it included)."""
    with Room.open(address) as room:  # two cards: the big type, the title beside "Hand 3"
        tables = {info.name: info.id for info in room.tables()}
        room.rename_table(tables["Main"], "Demo table")
        room.close_table(tables["Second"])
    room = Room.open(address, read_only=True, live=True)
    shown = BoardWindow(room)
    try:
        qtbot.addWidget(shown)
        shown.resize(*size)
        shown.show()
        qtbot.waitExposed(shown)
        for _drawn in ("on showing", "drawn again, as on a change"):  # new cards, unpolished
            qtbot.wait(50)  # the layout takes the type's new size
            for card in shown.cards.values():
                labels = [label for label in card.findChildren(QLabel)
                          if label.objectName() != "boardHand"]
                bottom = max(label.geometry().bottom() for label in labels)
                assert bottom <= card.contentsRect().bottom(), (card.name, size)
                assert shown.rect().contains(card.geometry()), (card.name, size)
                for label in labels:
                    assert label.height() >= label.heightForWidth(label.width()), (
                        card.name, label.text(), size, _drawn)
            shown.show_tables()
    finally:
        shown.stop()
        room.close()


def test_a_board_that_loses_its_server_keeps_the_room_under_a_banner_and_comes_back(
    qtbot: Any, postgresql_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import psycopg

    from floorapp.session import worker

    with Room.open(postgresql_database) as room:
        main = room.add_table("Main", HouseRules(), start=NINE).id
        room.apply(main, DealHand(), room.position(main))
    monkeypatch.setattr(worker, "FIRST_TRY_S", 1.5)  # time to look at the banner
    watched = Room.open(postgresql_database, read_only=True, live=True)
    shown = BoardWindow(watched)
    try:
        qtbot.addWidget(shown)
        shown.resize(1280, 720)
        shown.show()
        before = card_of(shown, "Main")
        pid = in_room(None, shown, lambda room: room.database.psycopg.info.backend_pid)
        with psycopg.connect(postgresql_database, autocommit=True) as other:
            other.execute("SELECT pg_terminate_backend(%s)", [pid])
        with Room.open(postgresql_database) as other_pc:  # a change the board cannot read
            other_pc.apply(main, Leave(4), other_pc.position(main))

        qtbot.waitUntil(lambda: not shown.reconnection.banner.isHidden(), timeout=3000)
        assert "cannot be reached" in shown.reconnection.banner.text()
        assert card_of(shown, "Main") == before  # the room as last read, not an empty one
        assert shown.empty.isHidden()

        qtbot.waitUntil(lambda: shown.reconnection.banner.isHidden(), timeout=8000)
        assert card_of(shown, "Main") != before  # read again: seat 4 left, locked up
        assert "Locked up: Seat 4" in " ".join(card_of(shown, "Main"))
    finally:
        shown.stop()
        watched.close()


@pytest.mark.parametrize(("called_ago", "shown"), [
    (2, "Locked up: Seat 5 CALLED 2/5 min"), (6, "Locked up: Seat 5 TIME UP 6/5 min")])
def test_a_call_to_a_seat_held_long_before_shows_the_calls_timer_as_the_floor_screen_does(
    qtbot: Any, tmp_path: Path, called_ago: int, shown: str,
) -> None:
    """Seat 5 was locked up 20 minutes ago; a name of the list was called to it a moment
    ago: the board counts his call's minutes (it said TIME UP 20/5 min)."""
    from floorapp.lists import AddName, CallName, Spot
    from floorapp.screen.calls import call_minutes

    now = datetime.now(UTC)
    moment = [now - timedelta(minutes=20)]
    with Room.open(tmp_path, clock=lambda: moment[0]) as room:
        main = room.add_table("Main", HouseRules(), start=NINE).id
        room.apply(main, Leave(5), room.position(main))
        game = room.game_of(main)
        assert game is not None
        room.apply_list(game, AddName("Zoe"), room.list_position(game))
        moment[0] = now - timedelta(minutes=called_ago)
        room.apply_list(game, CallName(1, Spot(main, 5)), room.list_position(game))
        call = room.list_state(game).names.called_to(Spot(main, 5)).call  # type: ignore[union-attr]
        assert call is not None
        floor_minutes = call_minutes(call.at, now)  # the floor screen's timer for this call
    room = Room.open(tmp_path, read_only=True, live=True)
    board = BoardWindow(room, clock=lambda: now)
    qtbot.addWidget(board)
    board.show()
    try:
        settle(qtbot, board)
        assert card_of(board, "Main")[-1] == shown
        assert floor_minutes == called_ago
    finally:
        board.stop()
        room.close()

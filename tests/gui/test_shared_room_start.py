"""Starting on a shared room (PostgreSQL): an empty room opens empty, without the demo table;
a floor screen whose role may only read (a board's) says so at start, changes nothing and
quits cleanly; the board keeps a log file as the floor screen does. Needs the test cluster
for the shared rooms (deselected without it)."""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from floor_driver import SEAT_8_FREE, Floor, in_room, settle
from psycopg.conninfo import make_conninfo
from PySide6.QtWidgets import QApplication

from floorapp.app import create_main_window, run_board
from floorapp.storage.logs import BOARD_LOG_FILE
from floorapp.storage.room import Room
from floorapp.storage.room_setup import initialize
from floorapp.ui.board.window import BoardWindow
from floorapp.ui.main_window import MainWindow

ON_A_SERVER = bool(os.environ.get("FLOORAPP_TEST_POSTGRESQL"))
"""Whether the tests have a server (nothing skipped without one)."""


def shown(qtbot: Any, folder: Path, address: str | None) -> MainWindow:
    window = create_main_window(data_dir=folder, room_address=address)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window)
    return window


@pytest.fixture
def quiet_logging() -> Iterator[None]:
    """Take back the log file handlers the program adds to the root logger."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


def test_an_empty_shared_room_opens_empty_with_add_a_table_in_sight(
    qtbot: Any, tmp_path: Path, postgresql_database: str
) -> None:
    window = shown(qtbot, tmp_path / "one", postgresql_database)  # a new data folder too
    assert in_room(qtbot, window, lambda room: room.tables()) == []  # no demo table
    assert window.table_on_screen() is None
    overview = window.tabs.overview.empty
    assert overview.isVisibleTo(window)
    assert "Add one with Table → Add a table (Ctrl+T)" in overview.text()
    assert window.menus.add_table_action.isEnabled()
    window.close()

    other = shown(qtbot, tmp_path / "two", postgresql_database)  # another PC's first start
    assert in_room(qtbot, other, lambda room: room.tables()) == []
    other.close()


def test_the_first_start_on_a_new_data_folder_keeps_its_demo_table(
    qtbot: Any, tmp_path: Path
) -> None:
    window = shown(qtbot, tmp_path / "data", None)
    assert [info.name for info in in_room(qtbot, window, lambda room: room.tables())] == [
        "Demo table"]
    window.close()


@pytest.fixture
def board_login(postgresql_database: str, tmp_path: Path,
                monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The room's address as a board's login role (its password in a libpq password file),
    after a staff PC added a table."""
    role, password = f"floorapp_tv_{uuid.uuid4().hex[:8]}", uuid.uuid4().hex
    admin(postgresql_database, f"CREATE ROLE {role} LOGIN PASSWORD '{password}'")
    passfile = tmp_path / "pgpass"
    passfile.write_text(f"*:*:*:{role}:{password}\n", encoding="utf-8")
    passfile.chmod(0o600)
    monkeypatch.setenv("PGPASSFILE", str(passfile))
    initialize(postgresql_database, board=(role,))
    with Room.open(postgresql_database) as room:
        room.add_table("Main", start={"seats": 9, "players": {"1": "Ann", "2": "Bob"}})
    yield make_conninfo(postgresql_database, user=role)
    admin(postgresql_database, f"DROP OWNED BY {role}")
    admin(postgresql_database, f"DROP ROLE {role}")


def admin(address: str, statement: str) -> None:
    with psycopg.connect(address, autocommit=True) as connection:
        connection.execute(statement)  # type: ignore[arg-type]


def test_a_floor_screen_on_a_boards_role_says_it_is_read_only_and_changes_nothing(
    qtbot: Any, tmp_path: Path, board_login: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO):
        window = shown(qtbot, tmp_path / "data", board_login)
    assert window.page.notice.label.text().startswith(
        "This room address is read-only: the floor screen shows it and changes nothing.")
    assert window.page.notice.isVisibleTo(window)
    assert any("read-only for this PC's role" in record.getMessage()
               for record in caplog.records)
    assert [info.name for info in window.session.view.tables()] == ["Main"]  # shown
    menus = window.menus
    for action in (menus.add_table_action, menus.import_action, menus.demo_action,
                   menus.games_action, menus.next_hand_action, menus.close_table_action,
                   menus.rename_table_action, menus.undo_action):
        assert not action.isEnabled(), action.objectName()
    [main] = window.session.view.tables()
    window.show_table(main.id)  # the table can be looked at...
    settle(qtbot, window)
    assert window.table_on_screen() == main.id
    assert not window.tabs.pages.isEnabled()  # ...and not changed
    assert not menus.next_hand_action.isEnabled()

    caplog.clear()
    with caplog.at_level(logging.WARNING):
        window.close()  # quitting: no snapshot tried, nothing logged as an error
    assert [record for record in caplog.records if record.exc_info
            or record.levelno >= logging.ERROR] == []


def test_an_empty_room_on_a_boards_role_does_not_invite_to_add_a_table(
    qtbot: Any, tmp_path: Path, board_login: str, postgresql_database: str
) -> None:
    with Room.open(postgresql_database) as room:
        [main] = room.tables()
        room.close_table(main.id)
    window = shown(qtbot, tmp_path / "data", board_login)
    empty = window.tabs.overview.empty
    assert empty.isVisibleTo(window)
    assert empty.text().startswith("No table is open. This screen only shows the room")
    assert "Add a table" not in empty.text()
    window.close()


def test_a_floor_screen_on_a_staff_room_says_nothing_of_read_only(
    qtbot: Any, tmp_path: Path, postgresql_database: str
) -> None:
    window = shown(qtbot, tmp_path / "data", postgresql_database)
    assert window.page.notice.isHidden()
    assert window.tabs.pages.isEnabled() and window.menus.games_action.isEnabled()
    window.close()


def test_the_board_writes_its_log_file(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, quiet_logging: None
) -> None:
    with Room.open(tmp_path / "data") as room:
        room.add_table("Main")
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)  # closed at once

    try:
        assert run_board(str(tmp_path / "data")) == 0
    finally:  # exec returned at once: the board is still shown (a later test looks for one)
        for board in QApplication.topLevelWidgets():
            if isinstance(board, BoardWindow):
                board.close()

    for handler in logging.getLogger().handlers:
        handler.flush()
    log = (tmp_path / "data" / "logs" / BOARD_LOG_FILE).read_text(encoding="utf-8")
    assert f"the board shows the room at {tmp_path / 'data'}" in log
    assert not (tmp_path / "data" / "logs" / "floorapp.log").exists()


@pytest.mark.parametrize("on_server", [False, *([True] if ON_A_SERVER else [])],
                         ids=["file", *(["postgresql"] if ON_A_SERVER else [])])
def test_the_first_table_of_an_empty_room_shows_its_games_list(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest,
    on_server: bool,
) -> None:
    """In an empty room the first table added makes the game of its stakes: its list shows
    beside it at once (on an empty shared room, the start of every floor)."""
    if on_server:
        window = shown(qtbot, tmp_path / "data", request.getfixturevalue("postgresql_database"))
    else:
        window = create_main_window(data_dir=tmp_path / "data", demo=False)
        qtbot.addWidget(window)
        window.show()
    floor = Floor(qtbot, window, monkeypatch)
    floor.load(SEAT_8_FREE)
    table_id = window.controller.table_id
    names = window.lists.for_table(table_id)
    assert names is not None
    assert names.game_id == window.session.view.game_of(table_id)
    window.close()


# --- a password in the room address --------------------------------------------------------

SECRET = "secret-word-4711"


@pytest.mark.parametrize("given_in", ["--room", "FLOORAPP_ROOM"])
def test_a_password_in_the_room_address_is_warned_of_once_with_the_way_without(
    qtbot: Any, tmp_path: Path, postgresql_database: str, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str], given_in: str,
) -> None:
    address = make_conninfo(postgresql_database, password=SECRET)
    if given_in == "FLOORAPP_ROOM":
        monkeypatch.setenv("FLOORAPP_ROOM", address)
        address_given = None
    else:
        address_given = address
    with caplog.at_level(logging.INFO):
        window = create_main_window(data_dir=tmp_path / "data", room_address=address_given)
    qtbot.addWidget(window)

    notice = window.page.notice.label.text()
    assert notice.startswith(f"The room address given in {given_in} holds a password")
    assert "~/.pgpass" in notice and "service=NAME" in notice
    warned = [record.getMessage() for record in caplog.records
              if "holds a password" in record.getMessage()]
    assert warned == [f"the room address given in {given_in} holds a password, which every "
                      "user of this PC can read; put it in ~/.pgpass or use a PostgreSQL "
                      "service file instead"]  # once
    err = capsys.readouterr().err
    assert err.count("holds a password") == 1 and "~/.pgpass" in err
    everything = notice + err + caplog.text + window.windowTitle()
    assert SECRET not in everything
    window.close()


def test_an_address_without_a_password_is_not_warned_of(
    qtbot: Any, tmp_path: Path, postgresql_database: str, caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    window = create_main_window(data_dir=tmp_path / "data", room_address=postgresql_database)
    qtbot.addWidget(window)
    assert window.page.notice.isHidden()
    assert "password" not in capsys.readouterr().err + caplog.text
    window.close()


def test_a_write_a_boards_role_is_refused_says_the_role_not_a_folder(
    qtbot: Any, board_login: str,
) -> None:
    from floorapp.storage.errors import Problem, StorageError
    from floorapp.ui import wording

    with Room.open(board_login) as room:
        assert room.database.read_only_role
        with pytest.raises(StorageError) as refused:
            room.add_table("Side")
    assert refused.value.problem is Problem.READ_ONLY
    said = wording.storage_error_text(refused.value)
    assert said.startswith("Not saved: this PC's role on the room's server may only read the "
                           "room (")
    assert "data folder" not in said and "room file" not in said
    on_disk = StorageError(Problem.READ_ONLY, "cannot write", tmp := Path("/x/room.sqlite3"))
    assert "the data folder or the room file may not be written" in wording.storage_error_text(
        on_disk) and str(tmp) in wording.storage_error_text(on_disk)

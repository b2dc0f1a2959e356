"""Settings → Room, driven like a pit boss setting up a table-side PC: the dialog opened from the
Settings menu, a shared room on the test cluster typed in, tested, and the window on it at once;
a bad address or a password refused with the reason, the window kept on its room; back to the
data folder's room file; ``FLOORAPP_ROOM`` and ``--room`` before the setting (the board too).

The PostgreSQL tests use the real test cluster (a fresh database each) and are deselected
without one, like every test that needs it.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
import shiboken6
from conftest import simulate_screen
from floor_driver import click_menu
from psycopg import sql
from psycopg.conninfo import make_conninfo
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from shiboken6 import isValid

from floorapp import app
from floorapp.app import EXIT_REFUSED, FloorScreen, main, open_floor_screen
from floorapp.rules import HouseRules
from floorapp.storage import paths
from floorapp.storage.errors import StorageError
from floorapp.storage.room import Room
from floorapp.storage.settings import Language, Settings, load_settings, save_settings
from floorapp.ui import fit
from floorapp.ui.board.window import BoardWindow
from floorapp.ui.dialogs.room import RoomDialog
from floorapp.ui.faults import FaultDialog
from floorapp.ui.language import switch_language
from floorapp.ui.main_window import MainWindow

SHARED = {"seats": 6, "players": {"1": "Ann", "2": "Bob", "3": "Cy"}}


@pytest.fixture
def screens(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[FloorScreen]]:
    """The floor screens a test opens; the window each is on at the end is closed. Nothing in
    the environment chooses a room."""
    monkeypatch.delenv(paths.ROOM_VARIABLE, raising=False)
    opened: list[FloorScreen] = []
    yield opened
    for screen in opened:
        if shiboken6.isValid(screen.window):
            screen.window.close()


def start(qtbot: Any, screens: list[FloorScreen], folder: Path,
          room_address: str | None = None) -> FloorScreen:
    """floorapp started on a data folder (and ``--room``), its window shown."""
    screen = open_floor_screen(folder, room_address=room_address)
    screens.append(screen)
    screen.window.resize(1024, 700)
    screen.window.show()
    qtbot.waitExposed(screen.window)
    return screen


def shared_room(address: str, name: str = "Shared table") -> str:
    """A room with one open table on the server; its address."""
    with Room.open(address) as room:
        room.add_table(name, HouseRules(), start=SHARED)
    return address


def tab_names(window: MainWindow) -> list[str]:
    bar = window.tabs.tab_bar
    return [bar.tabText(index) for index in range(bar.count())]


def open_room_dialog(qtbot: Any, window: MainWindow) -> RoomDialog:
    """Settings (the menu bar) → Room…, clicked where they are drawn."""
    action = window.menus.room_action
    assert action.text() == "Room…"
    click_menu(qtbot, window, window.menus.settings_menu, action)
    dialog = window.findChild(RoomDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def click(qtbot: Any, widget: Any) -> None:
    """A click where a finger would land: on a radio button its indicator, else the middle."""
    where = (QPoint(12, widget.height() // 2) if widget.inherits("QRadioButton")
             else widget.rect().center())
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=where)


def type_address(qtbot: Any, dialog: RoomDialog, address: str) -> None:
    click(qtbot, dialog.server_choice)
    assert dialog.server_choice.isChecked() and dialog.address.isEnabled()
    qtbot.keyClick(dialog.address, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(dialog.address, Qt.Key.Key_Delete)
    qtbot.keyClicks(dialog.address, address)


def test_connection(qtbot: Any, dialog: RoomDialog) -> str:
    """Press Test connection; what it says once the server has answered."""
    click(qtbot, dialog.test_button)
    qtbot.waitUntil(lambda: dialog.test_button.isEnabled(), timeout=15000)
    return dialog.test_result.text()


test_connection.__test__ = False  # type: ignore[attr-defined] (a helper, not a test)


def press(qtbot: Any, dialog: RoomDialog, which: QDialogButtonBox.StandardButton) -> None:
    """Press a button of the dialog; OK opens the room chosen off the screen's thread: wait
    for it (the dialog then closes, or says why not)."""
    click(qtbot, dialog.buttons.button(which))
    qtbot.waitUntil(lambda: not isValid(dialog) or dialog.opening is None, timeout=10_000)


def saved_room(folder: Path) -> object:
    return json.loads((folder / "settings.json").read_text()).get("room", "absent")


def switched(qtbot: Any, screen: FloorScreen, old: MainWindow) -> MainWindow:
    """The window the floor screen is on once it has left ``old``."""
    qtbot.waitUntil(lambda: screen.window is not old)
    qtbot.waitUntil(lambda: not shiboken6.isValid(old))  # closed, and gone
    window: MainWindow = screen.window
    qtbot.waitExposed(window)
    return window


# --- on the data folder's room file --------------------------------------------------------


def test_the_dialog_says_which_room_the_window_is_on_and_why(
    qtbot: Any, tmp_path: Path, screens: list[FloorScreen]
) -> None:
    folder = tmp_path / "data"
    window = start(qtbot, screens, folder).window
    dialog = open_room_dialog(qtbot, window)

    assert dialog.windowTitle() == "Room"
    assert dialog.on_screen.text() == f"This window is on: {folder / 'room.sqlite3'}"
    assert dialog.source.text() == "The default: nothing else was chosen."
    assert not dialog.override.isVisible()
    assert dialog.file_choice.isChecked() and not dialog.address.isEnabled()
    assert dialog.file_choice.text() == "The room file in this PC's data folder"
    assert dialog.server_choice.text() == "A shared room on a PostgreSQL server"
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)  # the same room: nothing to do
    qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible())  # closed, or gone
    qtbot.wait(20)
    assert screens[0].window is window and tab_names(window) == ["Room", "Demo table"]


def test_an_address_with_a_password_is_refused_and_nothing_is_saved(
    qtbot: Any, tmp_path: Path, screens: list[FloorScreen]
) -> None:
    folder = tmp_path / "data"
    window = start(qtbot, screens, folder).window
    before = (folder / "settings.json").read_text()
    dialog = open_room_dialog(qtbot, window)
    type_address(qtbot, dialog, "postgresql://pit1:s3cret-word@127.0.0.1:1/floorroom")

    assert test_connection(qtbot, dialog).startswith(
        "Not kept: the address holds a password, and floorapp never writes one to its files.")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)

    assert dialog.isVisible()  # still asking
    assert dialog.problems.text() == (
        "Not kept: the address holds a password, and floorapp never writes one to its files. "
        "Take the password out of the address and put it in ~/.pgpass, the service file or "
        "PGPASSWORD. Nothing was saved.")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible())  # closed, or gone
    assert (folder / "settings.json").read_text() == before
    assert screens[0].window is window and tab_names(window) == ["Room", "Demo table"]


def test_cancel_changes_nothing(qtbot: Any, tmp_path: Path, screens: list[FloorScreen]) -> None:
    folder = tmp_path / "data"
    window = start(qtbot, screens, folder).window
    before = (folder / "settings.json").read_text()
    dialog = open_room_dialog(qtbot, window)
    type_address(qtbot, dialog, "service=floorroom")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible())  # closed, or gone
    qtbot.wait(20)
    assert (folder / "settings.json").read_text() == before
    assert screens[0].window is window and window.session.view.tables()  # still open, on its room


def test_the_dialog_fits_a_small_touch_screen(
    qtbot: Any, tmp_path: Path, screens: list[FloorScreen], monkeypatch: pytest.MonkeyPatch
) -> None:
    area = simulate_screen(monkeypatch, 800, 480)
    window = start(qtbot, screens, tmp_path / "data").window
    window.menus.touch_action.trigger()  # Settings → Touch screen mode
    dialog = open_room_dialog(qtbot, window)
    click(qtbot, dialog.server_choice)
    qtbot.wait(50)

    assert area.contains(dialog.frameGeometry()) and fit.fits(dialog)
    for widget in (dialog.file_choice, dialog.server_choice, dialog.address, dialog.test_button,
                   *dialog.buttons.buttons()):
        assert widget.height() >= 48, widget.objectName()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.rect().contains(ok.mapTo(dialog, ok.rect().bottomRight()))  # in sight
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)


# --- a shared room on the test cluster -----------------------------------------------------


def test_a_shared_room_is_chosen_tested_and_the_window_goes_onto_it(
    qtbot: Any, tmp_path: Path, postgresql_database: str, screens: list[FloorScreen]
) -> None:
    address = shared_room(postgresql_database)
    folder = tmp_path / "data"
    screen = start(qtbot, screens, folder)
    old = screen.window
    old_room = old.room
    assert tab_names(old) == ["Room", "Demo table"]

    dialog = open_room_dialog(qtbot, old)
    type_address(qtbot, dialog, address)
    result = test_connection(qtbot, dialog)
    assert result.startswith("Connected to ") and result.endswith(
        ": a floorapp room with 1 open table.")
    assert "dbname=floorapp_test_" in result
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)

    window = switched(qtbot, screen, old)
    assert tab_names(window) == ["Room", "Shared table"]
    assert window.room.path is None  # a room on the server
    assert window.page.message_bar.text().startswith("This window is now on the room ")
    with pytest.raises(StorageError):
        old_room.tables()  # the data folder's room was closed
    assert saved_room(folder) == address
    window.show_table(window.session.view.tables()[0].id)
    assert window.controller.table.seats[0].player is not None  # the shared table's players

    again = open_room_dialog(qtbot, window)  # and the dialog now says so
    assert again.source.text() == "Chosen here, in Settings."
    assert again.on_screen.text() == f"This window is on: {window.room.where}"
    assert again.server_choice.isChecked() and again.address.text() == address
    press(qtbot, again, QDialogButtonBox.StandardButton.Cancel)
    window.close()

    restarted = start(qtbot, screens, folder).window  # the next start opens it too
    assert tab_names(restarted) == ["Room", "Shared table"]
    assert restarted.context.room_choice.source is paths.RoomSource.SETTINGS


def test_an_empty_database_becomes_the_room(
    qtbot: Any, tmp_path: Path, postgresql_database: str, screens: list[FloorScreen]
) -> None:
    screen = start(qtbot, screens, tmp_path / "data")
    old = screen.window
    dialog = open_room_dialog(qtbot, old)
    type_address(qtbot, dialog, postgresql_database)
    assert test_connection(qtbot, dialog).endswith(
        "The database is empty: floorapp creates the room in it when you press OK.")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)

    window = switched(qtbot, screen, old)
    assert tab_names(window) == ["Room"]  # a new room: no demo table slipped into it
    with Room.open(postgresql_database) as room:
        assert room.tables() == []


def test_a_bad_address_shows_the_servers_reason_and_the_window_keeps_its_room(
    qtbot: Any, tmp_path: Path, postgresql_cluster: str, screens: list[FloorScreen]
) -> None:
    folder = tmp_path / "data"
    window = start(qtbot, screens, folder).window
    before = (folder / "settings.json").read_text()
    dialog = open_room_dialog(qtbot, window)
    type_address(qtbot, dialog, make_conninfo(postgresql_cluster, dbname="no_such_room"))

    result = test_connection(qtbot, dialog)
    assert result.startswith("floorapp cannot use this room: ")
    assert ": the server could not be reached, or refused the connection." in result
    assert 'database "no_such_room" does not exist' in result
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)

    assert dialog.isVisible()
    assert 'database "no_such_room" does not exist' in dialog.problems.text()
    assert dialog.problems.text().endswith(
        "This window stays on its room and nothing was saved.")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    qtbot.wait(20)
    assert screens[0].window is window and tab_names(window) == ["Room", "Demo table"]
    assert window.session.view.tables()  # still open
    assert (folder / "settings.json").read_text() == before


@pytest.fixture
def login(postgresql_cluster: str) -> Iterator[str]:
    """A login role whose password is ``right-word``."""
    role = f"pit_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD 'right-word'").format(
            sql.Identifier(role)))
    yield role
    with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
        admin.execute(sql.SQL("DROP ROLE IF EXISTS {}").format(sql.Identifier(role)))


def test_a_wrong_password_is_the_servers_reason_and_never_shows_the_password(
    qtbot: Any, tmp_path: Path, postgresql_database: str, login: str,
    screens: list[FloorScreen], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PGPASSWORD", "wrong-word")  # libpq's, as a PC would have it
    window = start(qtbot, screens, tmp_path / "data").window
    dialog = open_room_dialog(qtbot, window)
    type_address(qtbot, dialog, make_conninfo(postgresql_database, user=login))

    result = test_connection(qtbot, dialog)
    assert f'password authentication failed for user "{login}"' in result
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert f'password authentication failed for user "{login}"' in dialog.problems.text()
    assert "wrong-word" not in result + dialog.problems.text()
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    assert screens[0].window is window


def test_back_to_the_data_folders_room_file(
    qtbot: Any, tmp_path: Path, postgresql_database: str, screens: list[FloorScreen]
) -> None:
    folder = tmp_path / "data"
    start(qtbot, screens, folder).window.close()  # the first start: the demo table
    loaded = load_settings(folder).settings
    save_settings(folder, Settings(loaded.house, loaded.seats, room=shared_room(
        postgresql_database)))
    screen = start(qtbot, screens, folder)
    old = screen.window
    server_room = old.room
    assert tab_names(old) == ["Room", "Shared table"]

    dialog = open_room_dialog(qtbot, old)
    assert dialog.source.text() == "Chosen here, in Settings."
    click(qtbot, dialog.file_choice)
    assert not dialog.address.isEnabled()
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)

    window = switched(qtbot, screen, old)
    assert tab_names(window) == ["Room", "Demo table"]
    assert window.room.path == folder / "room.sqlite3"
    assert saved_room(folder) is None
    assert server_room.database.lost  # its connection closed
    assert window.context.room_choice.source is paths.RoomSource.DEFAULT


@pytest.fixture
def another_database(postgresql_cluster: str) -> Iterator[str]:
    """A second fresh database on the test cluster, for a second room."""
    name = f"floorapp_test_{uuid.uuid4().hex}"
    with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    yield make_conninfo(postgresql_cluster, dbname=name)
    with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
        admin.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))


def test_floorapp_room_comes_first_and_the_setting_is_kept_for_later(
    qtbot: Any, tmp_path: Path, postgresql_database: str, another_database: str,
    screens: list[FloorScreen], monkeypatch: pytest.MonkeyPatch
) -> None:
    given = shared_room(postgresql_database, "Given table")
    later = shared_room(another_database, "Later table")
    folder = tmp_path / "data"
    monkeypatch.setenv(paths.ROOM_VARIABLE, given)
    window = start(qtbot, screens, folder).window
    assert tab_names(window)[1:] == ["Given table"]
    dialog = open_room_dialog(qtbot, window)
    assert dialog.source.text() == "Chosen by the FLOORAPP_ROOM environment variable."
    assert dialog.override.isVisible() and dialog.override.text().startswith(
        "FLOORAPP_ROOM comes before this setting: this window stays on its room.")
    assert dialog.file_choice.isChecked()  # what Settings says: nothing yet
    type_address(qtbot, dialog, later)
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible())  # closed, or gone
    qtbot.wait(20)

    assert screens[0].window is window and tab_names(window)[1:] == ["Given table"]
    assert saved_room(folder) == later
    assert window.page.message_bar.text().startswith("Room kept in Settings for the "
                                                     "starts without --room")
    window.close()

    monkeypatch.delenv(paths.ROOM_VARIABLE)
    assert tab_names(start(qtbot, screens, folder).window)[1:] == ["Later table"]
    screens[-1].window.close()
    cli = start(qtbot, screens, folder, room_address=given).window  # --room comes first
    assert tab_names(cli)[1:] == ["Given table"]
    dialog = open_room_dialog(qtbot, cli)
    assert dialog.source.text() == "Chosen by --room when floorapp was started."
    assert dialog.override.text().startswith("--room comes before this setting")
    assert dialog.address.text() == later
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    cli.close()


def test_the_board_follows_the_same_precedence(
    qtbot: Any, tmp_path: Path, postgresql_database: str, another_database: str,
    screens: list[FloorScreen], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    with Room.open(folder) as room:
        room.add_table("Local table", HouseRules(), start=SHARED)
    save_settings(folder, Settings(room=shared_room(postgresql_database)))
    given = shared_room(another_database, "Given table")

    def board_tables(*arguments: str) -> list[str]:
        seen: list[str] = []

        def look() -> None:
            boards = [widget for widget in QApplication.topLevelWidgets()
                      if isinstance(widget, BoardWindow) and widget.isVisible()]
            if not boards:
                QTimer.singleShot(20, look)
                return
            seen.extend(card.name for card in boards[0].cards.values())
            boards[0].close()

        QTimer.singleShot(0, look)
        assert main(["--data-dir", str(folder), "--board", *arguments]) == 0
        return seen

    assert board_tables() == ["Shared table"]  # Settings → Room
    assert board_tables("--room", given) == ["Given table"]  # --room comes first
    monkeypatch.setenv(paths.ROOM_VARIABLE, given)
    assert board_tables() == ["Given table"]  # and FLOORAPP_ROOM
    save_settings(folder, Settings())
    monkeypatch.delenv(paths.ROOM_VARIABLE)
    assert board_tables() == ["Local table"]  # nothing chosen: the data folder's file


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every fault dialog's text; and ``main()``'s log handlers taken back afterwards."""
    texts: list[str] = []
    monkeypatch.setattr(FaultDialog, "show_error", classmethod(
        lambda cls, parent, text, details="": texts.append(text)))
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield texts
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


def test_a_start_on_a_saved_room_that_cannot_be_opened_says_why_and_where_it_was_chosen(
    tmp_path: Path, postgresql_cluster: str, screens: list[FloorScreen], shown: list[str]
) -> None:
    folder = tmp_path / "data"
    save_settings(folder, Settings(room=make_conninfo(postgresql_cluster, dbname="gone_room")))
    assert main(["--data-dir", str(folder)]) == EXIT_REFUSED
    [text] = shown
    assert text.startswith("floorapp cannot use this room: ")
    assert 'database "gone_room" does not exist' in text
    assert text.endswith("This room was chosen in Settings → Room, and is kept in "
                         f"{folder / 'settings.json'}.")
    assert not (folder / "room.sqlite3").exists()  # never a start on another room instead


@pytest.mark.parametrize(("language", "title", "server"), [
    (Language.FRENCH, "Salle", "Une salle partagée sur un serveur PostgreSQL"),
    (Language.RUSSIAN, "Зал", "Общий зал на сервере PostgreSQL"),
    (Language.POLISH, "Sala", "Wspólna sala na serwerze PostgreSQL"),
])
def test_the_dialog_speaks_the_screens_language(
    qtbot: Any, tmp_path: Path, screens: list[FloorScreen], language: Language, title: str,
    server: str,
) -> None:
    window = start(qtbot, screens, tmp_path / "data").window
    try:
        window.choices.choose_language(language)
        qtbot.waitUntil(lambda: window.menus.room_action.text() == f"{title}…")
        window.menus.room_action.trigger()
        dialog = window.findChild(RoomDialog)
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        assert (dialog.windowTitle(), dialog.server_choice.text()) == (title, server)
        dialog.reject()
    finally:
        switch_language(Language.SYSTEM)
        qtbot.waitUntil(lambda: window.menus.room_action.text() == "Room…")


def test_settings_that_cannot_be_saved_leave_the_window_on_its_room(
    qtbot: Any, tmp_path: Path, postgresql_database: str, screens: list[FloorScreen],
    monkeypatch: pytest.MonkeyPatch
) -> None:
    address = shared_room(postgresql_database)
    folder = tmp_path / "data"
    screen = start(qtbot, screens, folder)
    window = screen.window
    before = (folder / "settings.json").read_text()

    def full_disk(folder: Path, settings: Settings) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(app, "save_settings", full_disk)
    dialog = open_room_dialog(qtbot, window)
    type_address(qtbot, dialog, address)
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    qtbot.waitUntil(lambda: window.page.message_bar.text() != "")

    assert window.page.message_bar.text() == (
        "The room was not changed: the settings could not be saved (No space left on device).")
    assert screen.window is window and tab_names(window) == ["Room", "Demo table"]
    assert window.session.view.tables()  # still open
    assert (folder / "settings.json").read_text() == before
    with psycopg.connect(postgresql_database) as connection:  # the shared room was closed
        qtbot.waitUntil(lambda: connection.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid()").fetchone()[0] == 0)

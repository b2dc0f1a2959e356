"""The room file's backups on the floor screen, driven like a pit boss: a backup made as the
business day starts, the room file deleted or damaged under the running floorapp, then Room →
Restore from a backup… (the real menu and dialog): every action up to the backup is back, and
the floor is told what the backup does not hold. A backup folder that cannot be used (a USB
stick pulled out) is said on the notice and the room works on; Settings → Backups… chooses
another."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from conftest import simulate_screen
from floor_driver import NINE_FULL, Floor, click_menu, in_room, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from floorapp.app import FloorScreen, open_floor_screen
from floorapp.storage import backups, paths
from floorapp.storage.database import FILE_NAME
from floorapp.storage.room import Room
from floorapp.storage.settings import Settings, save_settings
from floorapp.ui import backups as screen_backups
from floorapp.ui.dialogs.backups import BackupSettingsDialog, RestoreDialog
from floorapp.ui.main_window import MainWindow


@pytest.fixture
def screens(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[FloorScreen]]:
    """The floor screens a test opens (each looks for a due backup only when told to); the
    window each is on at the end is closed."""
    monkeypatch.delenv(paths.ROOM_VARIABLE, raising=False)
    monkeypatch.setattr(screen_backups, "LOOK_MS", 3_600_000)
    opened: list[FloorScreen] = []
    yield opened
    for screen in opened:
        if shiboken6.isValid(screen.window):
            screen.window.close()


def start(qtbot: Any, screens: list[FloorScreen], folder: Path) -> FloorScreen:
    screen = open_floor_screen(folder)
    screens.append(screen)
    screen.window.resize(1024, 700)
    screen.window.show()
    qtbot.waitExposed(screen.window)
    return screen


def checked_backups(qtbot: Any, folder: Path, count: int) -> list[Path]:
    """The backups in ``folder`` once ``count`` of them are made and checked, newest first."""
    def ready() -> bool:
        paths_now = backups.backup_paths(folder)
        return len(paths_now) == count and all(
            path.with_name(path.name[:-len(".sqlite3")] + ".check.json").exists()
            for path in paths_now)

    qtbot.waitUntil(ready, timeout=10_000)
    return backups.backup_paths(folder)


def hands(qtbot: Any, window: MainWindow) -> int:
    """The hands dealt at the table on screen (else the room's first table)."""
    table_id = window.table_on_screen() or window.session.view.tables()[0].id
    return int(in_room(qtbot, window, lambda room: room.state(table_id).hands))


def a_days_play(qtbot: Any, screens: list[FloorScreen], data: Path,
                monkeypatch: pytest.MonkeyPatch, deals: int) -> tuple[FloorScreen, Floor, int]:
    """floorapp started on a new data folder (the demo table), its business day's backup
    made and checked, then ``deals`` hands dealt; the screen, the floor at it, and the hands
    the demo table had before."""
    screen = start(qtbot, screens, data)
    checked_backups(qtbot, data / "backups", 1)
    floor = Floor(qtbot, screen.window, monkeypatch)
    dealt = hands(qtbot, screen.window)
    for _ in range(deals):
        floor.next_hand()
    return screen, floor, dealt


def open_restore(qtbot: Any, window: MainWindow) -> RestoreDialog:
    """Room (the menu bar) → Restore from a backup…, clicked where they are drawn."""
    action = window.menus.restore_action
    assert action.text() == "Restore from a backup…"
    click_menu(qtbot, window, window.menus.room_menu, action)
    dialog = window.restore.dialog  # the one just opened
    assert isinstance(dialog, RestoreDialog)
    qtbot.waitUntil(lambda: dialog.isVisible() and dialog.loaded)
    return dialog


def restore_newest(qtbot: Any, screen: FloorScreen, floor: Floor) -> tuple[MainWindow, str]:
    """Restore the newest backup as the floor does, saying yes; the new window and the
    question he was asked."""
    old = screen.window
    dialog = open_restore(qtbot, old)
    assert dialog.table.currentRow() == 0  # the newest, chosen for him
    confirm = floor.answer("ConfirmDialog", True)
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.window is not old, timeout=10_000)
    new = screen.window
    qtbot.waitExposed(new)
    settle(qtbot, new)
    [(title, question)] = confirm.calls
    assert title == "Restore from a backup"
    return new, question


def test_a_room_file_deleted_under_floorapp_is_restored_and_the_floor_told_what_is_missing(
    qtbot: Any, tmp_path: Path, screens: list[FloorScreen], monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = tmp_path / "data"
    screen, floor, dealt = a_days_play(qtbot, screens, data, monkeypatch, 3)
    window = screen.window
    [day] = backups.backup_paths(data / "backups")  # the business day's
    assert hands(qtbot, window) == dealt + 3
    for name in (FILE_NAME, FILE_NAME + "-wal", FILE_NAME + "-shm"):
        (data / name).unlink(missing_ok=True)
    window.backups.look()  # as it does every minute
    rescue, _ = checked_backups(qtbot, data / "backups", 2)
    notice = window.page.notice.label.text()
    assert f"The room file {data / FILE_NAME} was deleted, replaced or damaged" in notice
    assert "Room → Restore from a backup…" in notice
    floor.next_hand()  # into the file nobody can open any more: not in the rescue

    dialog = open_restore(qtbot, window)
    assert dialog.table.rowCount() == 2
    assert [dialog.table.item(row, 3).text() for row in range(2)] == ["checked", "checked"]
    assert dialog.held.toPlainText().splitlines()[1].startswith(f"Demo table: {dealt + 3} hands, ")
    dialog.close()

    new, question = restore_newest(qtbot, screen, floor)
    assert "Actions recorded after " in question
    assert "Demo table: 1 action, of which 1 deal" in question
    assert hands(qtbot, new) == dealt + 3  # every action up to the backup
    told = new.page.notice.label.text()
    assert "The room was restored from the backup made " in told
    assert "There was no room file to keep aside." in told
    assert "Demo table: 1 action, of which 1 deal" in told
    assert (data / FILE_NAME).is_file()
    assert backups.backup_paths(data / "backups")[0] == rescue  # no backup of the restore
    assert day.is_file()


def test_a_room_file_damaged_under_floorapp_is_restored_from_the_days_backup(
    qtbot: Any, tmp_path: Path, screens: list[FloorScreen], monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = tmp_path / "data"
    screen, floor, dealt = a_days_play(qtbot, screens, data, monkeypatch, 2)
    window = screen.window
    damaged = b"not a room any more " * 400
    in_room(qtbot, window, lambda room: room.database.rows("PRAGMA wal_checkpoint(TRUNCATE)"))
    (data / FILE_NAME).write_bytes(damaged)

    def unreadable(room: Room, backup: backups.Backup) -> backups.Missing:
        raise backups.StorageError(backups.Problem.DAMAGED, "damaged", data / FILE_NAME)

    monkeypatch.setattr(backups, "missing_from", unreadable)  # as a room past its cache
    monkeypatch.setattr(backups, "backup_if_due", lambda *args: None)  # no rescue either
    new, question = restore_newest(qtbot, screen, floor)
    assert "The room file cannot be read: actions recorded after " in question
    seen = f"Demo table: the screen showed hand {dealt + 2}, the backup holds hand {dealt}"
    assert seen in question
    assert hands(qtbot, new) == dealt
    [kept] = list(data.glob("room.before-restore-*.sqlite3"))  # kept aside, never deleted
    assert kept.stat().st_size >= len(damaged)
    told = new.page.notice.label.text()
    assert f"The room file as it was is kept as {kept}." in told
    assert seen in told


def test_a_backup_folder_that_cannot_be_used_is_said_and_the_room_works_on(
    qtbot: Any, tmp_path: Path, screens: list[FloorScreen], monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = tmp_path / "data"
    stick = tmp_path / "stick" / "floor-backups"  # the stick is not plugged in
    save_settings(data, Settings(backup_folder=str(stick), backup_days=7))
    with Room.open(data) as room:
        room.add_table("Main", start={"seats": 6, "players": {"1": "Ann", "2": "Bob"}})
    screen = start(qtbot, screens, data)
    window = screen.window
    qtbot.waitUntil(lambda: "No backup of the room could be made" in
                    window.page.notice.label.text(), timeout=10_000)
    notice = window.page.notice.label.text()
    assert (f"No backup of the room could be made in {stick}: the folder is not there (a "
            "drive unplugged?). The room works on and nothing is lost") in notice
    assert not stick.parent.exists()  # nothing made up on the local disk
    floor = Floor(qtbot, window, monkeypatch)
    floor.load(NINE_FULL)  # the room works on: a table added, a hand dealt
    dealt = hands(qtbot, window)
    floor.next_hand()
    assert hands(qtbot, window) == dealt + 1
    window.backups.look()  # a minute later: the stick is still out
    settle(qtbot, window)
    assert window.page.notice.label.text() == notice  # said once

    usb = tmp_path / "usb"
    usb.mkdir()
    monkeypatch.setattr(BackupSettingsDialog, "ask_folder", classmethod(lambda cls, *a: usb))
    window.menus.backup_settings_action.trigger()  # Settings → Backups…
    dialog = window.findChild(BackupSettingsDialog)
    assert dialog is not None and dialog.folder.text() == str(stick)
    qtbot.mouseClick(dialog.choose_button, Qt.MouseButton.LeftButton)
    assert dialog.folder.text() == str(usb)
    assert dialog.days.value() == 7
    dialog.days.setValue(14)
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    [made] = checked_backups(qtbot, usb, 1)
    assert made.is_file()
    kept = json.loads((data / "settings.json").read_text())
    assert (kept["backup_folder"], kept["backup_days"]) == (str(usb), 14)
    assert os.access(made, os.R_OK)



def test_the_restore_dialog_shows_its_backups_columns_whole_at_800x480(
    qtbot: Any, tmp_path: Path, screens: list[FloorScreen], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 26: at 800 × 480 the dialog opened as narrow as its empty list (about 320 pixels)
    and cut the columns once the backups were read."""
    area = simulate_screen(monkeypatch, 800, 480)
    data = tmp_path / "data"
    screen = start(qtbot, screens, data)
    checked_backups(qtbot, data / "backups", 1)
    dialog = open_restore(qtbot, screen.window)
    table = dialog.table
    qtbot.waitUntil(lambda: table.viewport().width() >= table.horizontalHeader().length())
    assert table.horizontalHeader().length() > 320
    assert area.contains(dialog.frameGeometry())
    assert dialog.restore_button.isVisible() and dialog.restore_button.isEnabled()
    dialog.close()

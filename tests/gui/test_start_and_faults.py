"""Bad files and faults at start-up and during a shift: a damaged or foreign room file kept
aside, a newer one refused untouched, a data folder that cannot be used, a second floorapp on
the same folder, an exception nobody caught."""

from __future__ import annotations

import hashlib
import logging
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from floor_driver import settle
from PySide6.QtCore import QTimer, qCritical

from floorapp.app import EXIT_NEWER_SCHEMA, EXIT_REFUSED, create_main_window, main
from floorapp.storage import database
from floorapp.storage.database import FILE_NAME
from floorapp.storage.errors import NewerSchema
from floorapp.storage.logs import configure_logging
from floorapp.storage.room import Room
from floorapp.ui.faults import FaultDialog, install_fault_handlers
from floorapp.ui.instance import LOCK_FILE, AlreadyRunning, lock_data_folder
from floorapp.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]


def fingerprint(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, str, str]]:
    """Every fault dialog the program shows: (parent, text, details)."""
    dialogs: list[tuple[Any, str, str]] = []
    monkeypatch.setattr(FaultDialog, "show_error", classmethod(
        lambda cls, parent, text, details="": dialogs.append((parent, text, details))))
    return dialogs


@pytest.fixture
def quiet_logging() -> Iterator[None]:
    """Take back the log file handlers ``main()`` adds to the root logger."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


def a_room(folder: Path) -> None:
    with Room.open(folder) as room:
        room.add_table("Main", start={"seats": 6, "players": {"1": "Ann", "2": "Bob"}})


# --- the room file ------------------------------------------------------------------------------


def test_a_damaged_room_file_is_kept_aside_and_the_floor_told_once(
    qtbot: Any, tmp_path: Path
) -> None:
    damaged = b"this is no database " * 500
    (tmp_path / FILE_NAME).write_bytes(damaged)

    window = create_main_window(data_dir=tmp_path)
    qtbot.addWidget(window)

    [kept] = list(tmp_path.glob("room.damaged-*.sqlite3"))
    assert kept.read_bytes() == damaged
    message, hint = window.page.notice.label.text().split("\n")
    assert message.startswith(f"The room file {tmp_path / FILE_NAME} is damaged (")
    assert message.endswith(f"It was kept, unchanged, as {kept.name}, and a new room was "
                            "started.")
    assert hint.startswith("Room → Restore from a backup… puts back a backup of the room")
    assert window.room.kept_aside is not None
    assert window.room.kept_aside.moved_to == kept
    assert window.room.tables() == []  # a fresh room, without the demo's invented players
    window.close()

    again = create_main_window(data_dir=tmp_path)
    qtbot.addWidget(again)
    assert again.page.notice.isHidden() and again.page.message_bar.text() == ""  # said once
    assert len(list(tmp_path.glob("room.damaged-*.sqlite3"))) == 1


def test_another_programs_database_is_kept_aside_untouched(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE invoices (number INTEGER)")
    other.commit()
    other.close()
    before = fingerprint(path)

    window = create_main_window(data_dir=tmp_path)
    qtbot.addWidget(window)

    [kept] = list(tmp_path.glob("room.foreign-*.sqlite3"))
    assert fingerprint(kept) == before
    assert "is not a floorapp room" in window.page.notice.label.text()


def newer_room(folder: Path) -> Path:
    a_room(folder)
    path = folder / FILE_NAME
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {database.schema_version() + 1}")
    connection.commit()
    connection.close()
    return path


def test_a_room_file_from_a_newer_floorapp_is_refused_and_left_untouched(
    tmp_path: Path, shown: list[Any], quiet_logging: None
) -> None:
    path = newer_room(tmp_path)
    before = fingerprint(path)
    with pytest.raises(NewerSchema):
        create_main_window(data_dir=tmp_path)

    assert main(["--data-dir", str(tmp_path)]) == EXIT_NEWER_SCHEMA

    [(_, text, _)] = shown
    assert text == (
        f"The room file {path} was written by a newer floorapp (schema "
        f"{database.schema_version() + 1}; this one knows up to {database.schema_version()}). "
        "It was not opened and has not been changed: install the newer floorapp to use it.")
    assert fingerprint(path) == before
    assert list(tmp_path.glob("room.damaged-*")) == list(tmp_path.glob("room.foreign-*")) == []
    assert "newer floorapp" in (tmp_path / "logs" / "floorapp.log").read_text()


def test_a_screenshot_of_a_newer_room_is_refused_on_stderr(tmp_path: Path) -> None:
    path = newer_room(tmp_path / "data")
    before = fingerprint(path)
    result = run_floorapp("--data-dir", str(tmp_path / "data"), "--screenshot",
                          str(tmp_path / "x.png"), cwd=tmp_path)
    assert result.returncode == EXIT_NEWER_SCHEMA
    assert "was written by a newer floorapp" in result.stderr
    assert fingerprint(path) == before
    assert not (tmp_path / "x.png").exists()


def test_a_data_folder_that_cannot_be_used_is_a_clear_error(
    tmp_path: Path, shown: list[Any], quiet_logging: None
) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("I am a file")

    assert main(["--data-dir", str(not_a_folder)]) == EXIT_REFUSED

    [(_, text, _)] = shown
    assert text == ("floorapp cannot open the room: the data folder cannot be created, or is "
                    f"not a folder ({not_a_folder}).")
    assert not_a_folder.read_text() == "I am a file"


# --- one floorapp per data folder -------------------------------------------------------------


def run_floorapp(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    environment = {"PATH": "/usr/bin:/bin", "HOME": str(cwd), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "floorapp", *args], cwd=REPO,
                          env=environment, capture_output=True, text=True, timeout=120)


@pytest.fixture
def first_floorapp(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], Path]]:
    """A floorapp running (offscreen) on ``tmp_path/data``, killed at the end."""
    folder = tmp_path / "data"
    environment = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
                   "QT_QPA_PLATFORM": "offscreen"}
    process = subprocess.Popen([sys.executable, "-m", "floorapp", "--data-dir", str(folder)],
                               cwd=REPO, env=environment, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not (folder / FILE_NAME).exists() or not (folder / LOCK_FILE).exists():
            assert process.poll() is None, "the first floorapp stopped"
            assert time.monotonic() < deadline, "the first floorapp never took its folder"
            time.sleep(0.05)
        yield process, folder
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)


def test_a_second_floorapp_on_the_same_folder_says_so_and_stops(
    first_floorapp: tuple[subprocess.Popen[bytes], Path], tmp_path: Path,
    shown: list[Any], quiet_logging: None,
) -> None:
    process, folder = first_floorapp

    screenshot = run_floorapp("--data-dir", str(folder), "--screenshot",
                              str(tmp_path / "x.png"), cwd=tmp_path)
    assert screenshot.returncode == EXIT_REFUSED
    assert screenshot.stderr.strip() == (
        f"floorapp is already running with the data folder {folder} (process {process.pid}). "
        "Use that window, or start this one with another --data-dir.")
    assert not (tmp_path / "x.png").exists()

    assert main(["--data-dir", str(folder)]) == EXIT_REFUSED  # a dialog, this time
    [(_, text, _)] = shown
    assert text.startswith(f"floorapp is already running with the data folder {folder} "
                           f"(process {process.pid}).")
    assert process.poll() is None  # the first one runs on

    process.send_signal(signal.SIGKILL)  # a crash leaves the lock file behind...
    process.wait(timeout=30)
    assert (folder / LOCK_FILE).exists()
    lock = lock_data_folder(folder)  # ...and the next start takes it over
    assert lock is not None
    lock.unlock()


def test_the_lock_is_refused_while_held_and_free_once_released(tmp_path: Path) -> None:
    first = lock_data_folder(tmp_path / "data")
    assert first is not None
    child = subprocess.run(
        [sys.executable, "-c", "import sys; from pathlib import Path; "
         "from floorapp.ui.instance import AlreadyRunning, lock_data_folder\n"
         "try:\n    lock_data_folder(Path(sys.argv[1]))\n"
         "except AlreadyRunning as running:\n    print(running.pid)\n", str(tmp_path / "data")],
        cwd=REPO, capture_output=True, text=True, timeout=60)
    assert child.stdout.strip() == str(os.getpid())
    first.unlock()
    again = lock_data_folder(tmp_path / "data")
    assert again is not None
    again.unlock()
    assert AlreadyRunning(tmp_path, 7).pid == 7


def test_a_screenshot_never_makes_the_data_folder(tmp_path: Path) -> None:
    assert lock_data_folder(tmp_path / "nowhere", create=False) is None
    assert not (tmp_path / "nowhere").exists()


# --- exceptions nobody caught -------------------------------------------------------------------


def test_an_uncaught_exception_is_logged_and_shown_and_the_window_lives_on(
    qtbot: Any, window: MainWindow, tmp_path: Path, shown: list[Any], quiet_logging: None
) -> None:
    log_file = configure_logging(tmp_path / "elsewhere")
    assert log_file is not None
    restore = install_fault_handlers(lambda: window, log_file)
    try:
        def broken() -> None:
            raise RuntimeError("the felt caught fire")

        QTimer.singleShot(0, broken)
        qtbot.waitUntil(lambda: bool(shown))
    finally:
        restore()

    [(parent, text, details)] = shown
    assert parent is window
    assert text == ("Something went wrong inside floorapp: RuntimeError: the felt caught fire. "
                    f"The tables show what was saved. The details were written to the log "
                    f"{log_file}.")
    assert details.startswith("Traceback") and "in broken" in details
    written = log_file.read_text()
    assert "CRITICAL floorapp: uncaught exception" in written
    assert "RuntimeError: the felt caught fire" in written
    assert window.isVisible()
    window.seats.next_hand()
    settle(qtbot, window)
    assert window.controller.state.hand == 3


def test_a_critical_qt_message_is_logged_and_shown_once(
    window: MainWindow, tmp_path: Path, shown: list[Any], quiet_logging: None
) -> None:
    log_file = configure_logging(tmp_path / "elsewhere")
    assert log_file is not None
    restore = install_fault_handlers(lambda: window, log_file)
    try:
        qCritical("the painter lost its device")
        qCritical("the painter lost its device")
    finally:
        restore()
    assert [text for _, text, _ in shown] == [
        "Something went wrong inside floorapp: RuntimeError: the painter lost its device. "
        f"The tables show what was saved. The details were written to the log {log_file}."]
    assert log_file.read_text().count("Qt: the painter lost its device") == 2


def test_the_board_warns_of_a_password_in_its_room_address(
    tmp_path: Path, shown: list[tuple[Any, str, str]], quiet_logging: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Said on the console and in the board's log before it tries the server (here, none)."""
    address = "host=127.0.0.1 port=1 dbname=room user=tv password=secret-word-4711"

    assert main(["--board", "--data-dir", str(tmp_path), "--room", address]) == EXIT_REFUSED

    err = capsys.readouterr().err
    assert "The room address given in --room holds a password" in err
    assert "~/.pgpass" in err and "secret-word-4711" not in err
    log = (tmp_path / "logs" / "board.log").read_text(encoding="utf-8")
    assert log.count("the room address given in --room holds a password") == 1
    assert "secret-word-4711" not in log + "".join(text for _, text, _ in shown)

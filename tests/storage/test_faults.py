"""Faults: a folder that cannot be written, a full disk, a failure half-way through an action.

Every failed action raises StorageError with a clear problem code, is not applied (neither in
the file nor in the room's state), and leaves nothing half-written.

Read-only folder: these tests run as root here, where chmod does not stop writes. The real test
forks a child that drops to the ``nobody`` user before opening a room in a ``chmod 555``
folder (as any other user, chmod alone does it). Two more simulations: the data folder's path
is a file, and the room file opened read-only through SQLite (``mode=ro``).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from storage_helpers import SEATED, act

from floorapp.rules import Away, DealHand, Sit
from floorapp.storage import room_states
from floorapp.storage.database import FILE_NAME
from floorapp.storage.errors import Problem, StorageError, storage_error
from floorapp.storage.room import Room
from floorapp.storage.service import Undo

NOBODY = 65534


def journal_rows(room: Room) -> list[Any]:
    return room.database.rows("SELECT * FROM journal ORDER BY id")


def involved_rows(room: Room) -> list[Any]:
    """Who sat where (the index of whom each entry concerns), and the tables' heads."""
    return [*room.database.rows("SELECT * FROM sittings ORDER BY rowid"),
            *room.database.rows("SELECT * FROM heads ORDER BY table_id")]


def a_room(folder: Path) -> int:
    with Room.open(folder) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, DealHand())
        return table_id


def test_a_data_folder_that_is_a_file_is_a_clear_error(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("I am a file")
    with pytest.raises(StorageError) as failed:
        Room.open(not_a_folder)
    assert failed.value.problem is Problem.NO_FOLDER
    assert str(not_a_folder) in failed.value.message
    assert not_a_folder.read_text() == "I am a file"


def test_a_data_folder_under_a_file_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("I am a file")
    with pytest.raises(StorageError) as failed:
        Room.open(tmp_path / "data" / "room")
    assert failed.value.problem is Problem.NO_FOLDER


def test_a_read_only_room_file_refuses_actions_and_changes_nothing(tmp_path: Path) -> None:
    table_id = a_room(tmp_path)
    with Room.open(tmp_path, read_only=True) as room:
        before = room.state(table_id)
        rows = journal_rows(room)
        for action in (
            lambda: act(room, table_id, Away(2)),
            lambda: act(room, table_id, Undo()),
            lambda: room.add_table("Another"),
            lambda: room.rename_table(table_id, "Renamed"),
        ):
            with pytest.raises(StorageError) as failed:
                action()
            assert failed.value.problem is Problem.READ_ONLY
            assert "may not be written" in failed.value.message
        assert room.state(table_id) == before
        assert journal_rows(room) == rows
        assert [info.name for info in room.tables()] == ["Main"]


def test_a_damaged_file_opened_read_only_is_not_moved(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"not a database " * 300)
    with pytest.raises(StorageError) as failed:
        Room.open(tmp_path, read_only=True)
    assert failed.value.problem is Problem.DAMAGED
    assert [path.name for path in tmp_path.iterdir()] == [FILE_NAME]


def as_another_user(work: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """Run ``work`` in a forked child that cannot write where root could (as ``nobody``)."""
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        os.close(reader)
        try:
            if os.geteuid() == 0:
                os.setgid(NOBODY)
                os.setuid(NOBODY)
            result = work()
        except BaseException as error:  # report anything to the parent
            result = {"crash": repr(error)}
        os.write(writer, json.dumps(result).encode())
        os._exit(0)
    os.close(writer)
    with os.fdopen(reader, "rb") as pipe:
        output = pipe.read()
    os.waitpid(pid, 0)
    outcome: dict[str, Any] = json.loads(output)
    return outcome


def try_to_play(folder: Path, table_id: int) -> dict[str, Any]:
    """Open the room and record one action; say what failed, with which problem."""
    try:
        room = Room.open(folder)
    except StorageError as error:
        return {"failed": "open", "problem": error.problem.value, "message": error.message}
    try:
        act(room, table_id, Away(2))
    except StorageError as error:
        return {"failed": "act", "problem": error.problem.value, "message": error.message}
    finally:
        room.database.close()
    return {"failed": None}


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder every user can reach (pytest's own temporary folders are root's alone)."""
    base = Path(tempfile.mkdtemp(prefix="floorapp-test-"))
    base.chmod(0o755)
    yield base
    for path in base.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    shutil.rmtree(base)


def test_a_read_only_folder_is_a_clear_error_and_the_file_is_untouched(
    shared_folder: Path,
) -> None:
    folder = shared_folder / "data"
    table_id = a_room(folder)
    path = folder / FILE_NAME
    fingerprint = hashlib.sha256(path.read_bytes()).hexdigest()
    folder.chmod(0o555)
    path.chmod(0o444)
    try:
        outcome = as_another_user(lambda: try_to_play(folder, table_id))
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)
    assert outcome.get("failed") in ("open", "act"), outcome
    assert outcome["problem"] == Problem.READ_ONLY.value
    assert "may not be written" in outcome["message"]
    assert hashlib.sha256(path.read_bytes()).hexdigest() == fingerprint
    with Room.open(folder) as room:
        assert [entry.event for entry in room.history(table_id)][-1] == DealHand()


def test_a_read_only_empty_folder_cannot_start_a_room(shared_folder: Path) -> None:
    folder = shared_folder / "data"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        outcome = as_another_user(lambda: try_to_play(folder, 1))
    finally:
        folder.chmod(0o755)
    assert outcome.get("failed") == "open", outcome
    assert outcome["problem"] == Problem.READ_ONLY.value
    assert list(folder.iterdir()) == []


def test_a_full_disk_refuses_the_action_and_keeps_the_state(tmp_path: Path) -> None:
    room = Room.open(tmp_path)
    table_id = room.add_table("Main", start=SEATED).id
    pages = room.database.connection.execute("PRAGMA page_count").fetchone()[0]
    room.database.connection.execute(f"PRAGMA max_page_count = {pages}")
    failure = None
    for number in range(2000):
        before, rows, involved = room.state(table_id), journal_rows(room), involved_rows(room)
        try:
            if number % 3 == 2:
                act(room, table_id, Undo())
            else:
                act(room, table_id, DealHand())
        except StorageError as error:
            failure = error
            break
    assert failure is not None, "the size limit was never reached"
    assert failure.problem is Problem.DISK_FULL
    assert "disk is full" in failure.message
    assert room.state(table_id) == before
    assert journal_rows(room) == rows and involved_rows(room) == involved
    room.database.connection.execute("PRAGMA max_page_count = 1073741823")
    act(room, table_id, Sit(5, "Eve"))  # room again: the next action works
    room.database.close()
    with Room.open(tmp_path) as again:
        assert again.state(table_id).table == again.replay(table_id).table
        assert again.state(table_id).table.player(5) is not None


def test_a_failure_half_way_through_an_action_leaves_nothing_half_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(room_states, "SNAPSHOT_EVERY", 3)
    room = Room.open(tmp_path)
    table_id = room.add_table("Main", start=SEATED).id
    act(room, table_id, DealHand())  # entries: create, deal; the next one takes a snapshot
    room.database.connection.execute(
        "CREATE TEMP TRIGGER snapshots_fail BEFORE INSERT ON snapshots "
        "BEGIN SELECT RAISE (FAIL, 'disk I/O trouble'); END"
    )
    before, rows, involved = room.state(table_id), journal_rows(room), involved_rows(room)
    with pytest.raises(StorageError):
        act(room, table_id, DealHand())  # its journal entry is written, then the snapshot fails
    assert room.state(table_id) == before
    assert journal_rows(room) == rows and involved_rows(room) == involved
    room.database.connection.execute("DROP TRIGGER snapshots_fail")
    act(room, table_id, DealHand())
    assert len(room.database.rows("SELECT * FROM snapshots")) == 1
    room.close()


def test_a_failed_batch_saves_none_of_its_actions(tmp_path: Path) -> None:
    with Room.open(tmp_path) as room:
        table_id = room.add_table("Main", start=SEATED).id
        before = room.state(table_id)
        with pytest.raises(RuntimeError), room.batch():
            act(room, table_id, DealHand())
            room.add_table("Side")
            raise RuntimeError("stopped")
        assert [info.name for info in room.tables()] == ["Main"]
        assert room.state(table_id) == before


def test_the_storage_error_names_the_sqlite_problem() -> None:
    connection = sqlite3.connect(":memory:")
    connection.execute("PRAGMA max_page_count = 1")
    with pytest.raises(sqlite3.Error) as raised:
        connection.execute("CREATE TABLE big (x)")
        connection.executemany("INSERT INTO big VALUES (?)", [("x" * 5000,)] * 10)
    connection.close()
    error = storage_error(raised.value, "save", None)
    assert error.problem is Problem.DISK_FULL

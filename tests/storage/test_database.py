"""The room file: created right, kept aside when damaged or foreign, refused when newer."""

from __future__ import annotations

import hashlib
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from storage_helpers import act

from floorapp.rules import DealHand, HouseRules
from floorapp.storage import database
from floorapp.storage.database import APPLICATION_ID, FILE_NAME, Database, Verdict
from floorapp.storage.errors import NewerSchema, Problem, StorageError
from floorapp.storage.room import Room

SEATED = {"seats": 6, "players": {"1": "Ann", "2": "Bob", "3": "Cy"}, "draw": 1}
MOMENT = datetime(2025, 3, 14, 21, 5, 9, tzinfo=UTC)


def fingerprint(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def a_room_with_history(folder: Path) -> int:
    with Room.open(folder) as room:
        table_id = room.add_table("Main", HouseRules(), start=SEATED).id
        act(room, table_id, DealHand())
        act(room, table_id, DealHand())
        return table_id


def test_a_new_room_file_is_marked_versioned_and_in_wal_mode(tmp_path: Path) -> None:
    with Room.open(tmp_path) as room:
        connection = room.database.connection
        assert room.path == tmp_path / FILE_NAME
        assert connection.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert connection.execute("PRAGMA user_version").fetchone()[0] == (
            database.schema_version()
        )
        assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert connection.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert room.kept_aside is None


def test_the_data_folder_is_created_when_missing(tmp_path: Path) -> None:
    folder = tmp_path / "deep" / "er"
    with Room.open(folder) as room:
        room.add_table("One")
    assert (folder / FILE_NAME).is_file()


def test_the_environment_variable_chooses_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FLOORAPP_DATA_DIR", str(tmp_path / "from-env"))
    with Room.open() as room:
        assert room.path == tmp_path / "from-env" / FILE_NAME


def test_reopening_keeps_every_table_and_state(tmp_path: Path) -> None:
    table_id = a_room_with_history(tmp_path)
    with Room.open(tmp_path) as room:
        assert [info.name for info in room.tables()] == ["Main"]
        deal = room.state(table_id).last_deal
        assert deal is not None and deal.button == 2


def test_a_damaged_file_is_kept_aside_untouched_and_a_fresh_room_started(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(b"this is not a database, just some bytes " * 200)
    before = fingerprint(path)
    with Room.open(tmp_path, clock=lambda: MOMENT) as room:
        kept = room.kept_aside
        assert kept is not None
        assert kept.verdict is Verdict.DAMAGED
        assert kept.moved_to == tmp_path / "room.damaged-20250314-210509.sqlite3"
        assert fingerprint(kept.moved_to) == before
        assert "damaged" in kept.message and kept.moved_to.name in kept.message
        assert room.tables() == []
        room.add_table("Fresh")
    with Room.open(tmp_path) as again:
        assert again.kept_aside is None
        assert [info.name for info in again.tables()] == ["Fresh"]


def test_a_room_file_damaged_in_its_header_is_kept_aside(tmp_path: Path) -> None:
    a_room_with_history(tmp_path)
    path = tmp_path / FILE_NAME
    data = bytearray(path.read_bytes())
    data[0:16] = b"garbage garbage!"
    path.write_bytes(bytes(data))
    with Room.open(tmp_path) as room:
        assert room.kept_aside is not None
        assert room.kept_aside.verdict is Verdict.DAMAGED
        assert room.kept_aside.moved_to.read_bytes() == bytes(data)


def test_companion_files_move_with_the_kept_aside_file(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(b"\x00garbage" * 600)
    wal = tmp_path / (FILE_NAME + "-wal")
    wal.write_bytes(b"stale write-ahead log")
    with Room.open(tmp_path, clock=lambda: MOMENT) as room:
        assert room.kept_aside is not None
        moved_wal = room.kept_aside.moved_to.with_name(room.kept_aside.moved_to.name + "-wal")
        assert moved_wal.read_bytes() == b"stale write-ahead log"
        room.add_table("Fresh")  # the fresh file works: no stale log replayed into it
    with Room.open(tmp_path) as again:
        assert [info.name for info in again.tables()] == ["Fresh"]


def test_another_programs_database_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE invoices (number INTEGER)")
    other.execute("INSERT INTO invoices VALUES (42)")
    other.commit()
    other.close()
    before = fingerprint(path)
    with Room.open(tmp_path) as room:
        assert room.kept_aside is not None
        assert room.kept_aside.verdict is Verdict.FOREIGN
        assert "not a floorapp room" in room.kept_aside.message
        assert fingerprint(room.kept_aside.moved_to) == before
    kept = sqlite3.connect(room.kept_aside.moved_to)
    assert kept.execute("SELECT number FROM invoices").fetchall() == [(42,)]
    kept.close()


def test_two_files_kept_aside_in_the_same_second_both_survive(tmp_path: Path) -> None:
    for content in (b"first bad file " * 100, b"second bad file " * 100):
        (tmp_path / FILE_NAME).write_bytes(content)
        Room.open(tmp_path, clock=lambda: MOMENT).close()
    kept = sorted(path.name for path in tmp_path.glob("room.damaged-*"))
    assert kept == [
        "room.damaged-20250314-210509-2.sqlite3",
        "room.damaged-20250314-210509.sqlite3",
    ]


def test_an_empty_file_becomes_a_room(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"")
    with Room.open(tmp_path) as room:
        assert room.kept_aside is None
        room.add_table("One")


def test_a_newer_schema_is_refused_and_never_written(tmp_path: Path) -> None:
    a_room_with_history(tmp_path)
    path = tmp_path / FILE_NAME
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {database.schema_version() + 3}")
    connection.commit()
    connection.close()
    before = fingerprint(path)
    with pytest.raises(NewerSchema) as refused:
        Room.open(tmp_path)
    assert refused.value.problem is Problem.NEWER_SCHEMA
    assert refused.value.found == database.schema_version() + 3
    assert "newer floorapp" in refused.value.message
    assert fingerprint(path) == before
    assert sorted(p.name for p in tmp_path.iterdir() if "damaged" in p.name) == []


def test_an_older_schema_is_migrated_keeping_its_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table_id = a_room_with_history(tmp_path)

    def add_notes(connection: sqlite3.Connection) -> None:
        connection.execute("CREATE TABLE notes (text TEXT)")

    monkeypatch.setattr(database, "MIGRATIONS", (*database.MIGRATIONS, add_notes))
    with Room.open(tmp_path) as room:
        assert room.database.version == database.schema_version()
        room.database.connection.execute("SELECT text FROM notes").fetchall()
        assert room.state(table_id).last_deal is not None
        assert room.replay(table_id).table == room.state(table_id).table


def test_a_failed_migration_leaves_the_file_at_its_old_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a_room_with_history(tmp_path)

    def broken(connection: sqlite3.Connection) -> None:
        connection.execute("CREATE TABLE half (x)")
        connection.execute("THIS IS NOT SQL")

    monkeypatch.setattr(database, "MIGRATIONS", (*database.MIGRATIONS, broken))
    with pytest.raises(StorageError):
        Room.open(tmp_path)
    monkeypatch.undo()
    with Room.open(tmp_path) as room:
        assert room.database.version == database.schema_version()
        names = {row[0] for row in room.database.rows("SELECT name FROM sqlite_master")}
        assert "half" not in names


def test_the_journal_is_append_only(tmp_path: Path) -> None:
    a_room_with_history(tmp_path)
    with Room.open(tmp_path) as room:
        connection = room.database.connection
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            connection.execute("DELETE FROM journal")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            connection.execute("UPDATE journal SET kind = 'event'")


def test_a_transaction_is_all_or_nothing(tmp_path: Path) -> None:
    db = Database.open(tmp_path / FILE_NAME)
    with pytest.raises(RuntimeError), db.transaction("test") as connection:
        connection.execute("INSERT INTO meta (key, value) VALUES ('a', '1')")
        raise RuntimeError("stop half-way")
    assert db.rows("SELECT key FROM meta WHERE key = 'a'") == []
    db.close()

"""A head or a snapshot is shown only as its journal entry recorded it (its digest): one that
is not is rebuilt from the journal and the log says so (both backends); the upgrade to schema 5
records the digests of the states an older room kept, and keeps every row as it was."""

from __future__ import annotations

import gzip
import logging
import shutil
from pathlib import Path

import pytest
from storage_helpers import SEATED, act, past_the_checks

from floorapp.rules import DealHand, HouseRules
from floorapp.storage import journal
from floorapp.storage.database import schema_version
from floorapp.storage.digests import digest
from floorapp.storage.errors import StorageError
from floorapp.storage.room import Room
from floorapp.storage.service import Undo

OLD_ROOMS = Path(__file__).parent / "data" / "old_rooms"


def two_tables(address: str) -> tuple[int, int]:
    with Room.open(address) as room:
        one = room.add_table("One", start=SEATED).id
        two = room.add_table("Two", HouseRules(blinds=(2, 5)), start=SEATED).id
        for _ in range(3):
            act(room, one, DealHand())
            act(room, two, DealHand())
    return one, two


def test_every_entry_records_the_digest_of_the_state_it_left(room_address: str) -> None:
    one, _ = two_tables(room_address)
    with Room.open(room_address) as room:
        entries = [row[0] for row in room.database.rows(
            "SELECT id FROM journal WHERE table_id = ? ORDER BY id", (one,))]
        digests = dict(room.database.rows("SELECT entry_id, digest FROM digests"))
        assert set(entries) <= set(digests)
        head_entry, packed = room.database.rows(
            "SELECT entry_id, state FROM heads WHERE table_id = ?", (one,))[0]
        assert bytes(digests[head_entry]) == digest(bytes(packed))
        with pytest.raises(StorageError, match="append-only"), \
                room.database.transaction("change a digest") as db:
            db.execute("UPDATE digests SET digest = ?", (b"0" * 32,))


def test_a_changed_head_is_rebuilt_from_the_journal_logged_and_stored(
    room_address: str, caplog: pytest.LogCaptureFixture
) -> None:
    one, two = two_tables(room_address)
    with Room.open(room_address) as room:
        expected = room.replay(one).table
        with past_the_checks(room, "heads") as db:  # the file changed under floorapp
            db.execute("UPDATE heads SET entry_id = (SELECT entry_id FROM heads WHERE "
                       "table_id = ?1), state = (SELECT state FROM heads WHERE table_id = ?1) "
                       "WHERE table_id = ?2", (two, one))
    with caplog.at_level(logging.WARNING), Room.open(room_address) as room:
        assert room.table(one) == expected  # not Two's seats
        assert room.table(two) == room.replay(two).table
        act(room, one, DealHand())
        act(room, one, Undo())
    assert f"table {one}: its head" in caplog.text and "rebuilt from the journal" in caplog.text
    caplog.clear()
    with caplog.at_level(logging.WARNING), Room.open(room_address) as room:
        assert room.table(one) == expected
    assert "rebuilt" not in caplog.text  # the rebuilt head was stored


def test_a_snapshot_not_recorded_by_its_entry_is_passed_over(
    room_address: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(journal, "SNAPSHOT_EVERY", 2)
    monkeypatch.setattr("floorapp.storage.room_states.SNAPSHOT_EVERY", 2)
    with Room.open(room_address) as room:
        one = room.add_table("One", start=SEATED).id
        for _ in range(6):
            act(room, one, DealHand())
        kept = [row[0] for row in room.database.rows(
            "SELECT entry_id FROM snapshots WHERE table_id = ? ORDER BY entry_id", (one,))]
        assert len(kept) >= 3  # the head is at the latest
        wanted = room.state_after(one, kept[1]).table
        with past_the_checks(room, "snapshots") as db:
            db.execute("UPDATE snapshots SET state = (SELECT state FROM snapshots WHERE "
                       "entry_id = ?) WHERE entry_id = ?", (kept[0], kept[1]))
        with caplog.at_level(logging.WARNING):
            assert room.state_after(one, kept[1]).table == wanted
        assert "passed over" in caplog.text


def test_the_upgrade_records_the_digests_of_the_kept_states_and_keeps_every_row(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    packed_room = OLD_ROOMS / "room-schema-4-505a125-sqlite.sqlite3.gz"
    with gzip.open(packed_room) as packed, (tmp_path / "room.sqlite3").open("wb") as out:
        shutil.copyfileobj(packed, out)
    import sqlite3

    with sqlite3.connect(tmp_path / "room.sqlite3") as old:
        before = {table: old.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
                  for table in ("journal", "snapshots", "heads", "sittings", "list_journal")}
        kept = old.execute("SELECT count(DISTINCT entry_id) FROM (SELECT entry_id FROM "
                           "snapshots UNION SELECT entry_id FROM heads)").fetchone()[0]
    with caplog.at_level(logging.WARNING), Room.open(tmp_path) as room:
        assert room.database.version == schema_version()
        for table, rows in before.items():
            assert room.database.rows(f"SELECT * FROM {table} ORDER BY 1") == rows
        assert room.database.rows("SELECT count(*) FROM digests")[0][0] == kept
        for info in room.tables():
            room.state(info.id)
    assert "rebuilt" not in caplog.text  # every kept state is verified


def test_open_tables_names_are_unique_in_the_database_itself(room_address: str) -> None:
    with Room.open(room_address) as room:
        one = room.add_table("Main", start=SEATED).id
        with pytest.raises(StorageError), room.database.transaction("name a table") as db:
            db.execute("INSERT INTO tables (name, house, start, created) SELECT 'main', "
                       "house, start, created FROM tables WHERE id = ?", (one,))
        room.close_table(one)
        again = room.add_table("Main", start=SEATED)  # a closed table's name is free
        assert [info.name for info in room.tables()] == ["Main", "Main"]
        assert again.is_open


def test_a_room_whose_open_tables_already_shared_a_name_opens_and_keeps_them(
    tmp_path: Path
) -> None:
    import sqlite3

    with gzip.open(OLD_ROOMS / "room-schema-4-505a125-sqlite.sqlite3.gz") as packed, \
            (tmp_path / "room.sqlite3").open("wb") as out:
        shutil.copyfileobj(packed, out)
    with sqlite3.connect(tmp_path / "room.sqlite3") as old:
        old.execute("UPDATE tables SET name = 'Twin', closed = NULL")
    with Room.open(tmp_path) as room:
        assert {info.name for info in room.tables()} == {"Twin"}
        assert len(room.tables(include_closed=False)) == 3
        for info in room.tables():
            act(room, info.id, DealHand())
        with pytest.raises(ValueError, match="taken"):
            room.add_table("twin", start=SEATED)
        room.rename_table(room.tables()[0].id, "First")

"""Backups of a room file (SQLite): made from the open room, named by time, checked by opening
them, listed with what they hold, pruned by days kept, restored with the room file kept aside.
A room on PostgreSQL is backed up with the server's tools (the manual), so SQLite only."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from test_set_aside import TABLE

from floorapp.rules import Away, DealHand
from floorapp.storage import backups
from floorapp.storage.database import FILE_NAME
from floorapp.storage.errors import Problem, StorageError
from floorapp.storage.room import Room
from floorapp.storage.room_cli import main
from floorapp.storage.table_import import import_document

NOW = datetime(2026, 12, 4, 9, 30, tzinfo=UTC)


def deal(room: Room, table_id: int, hands: int) -> None:
    for _ in range(hands):
        room.apply(table_id, DealHand(), room.position(table_id))


def a_room(folder: Path) -> Room:
    """A room of two tables: One with 3 hands dealt, Two with a player away."""
    room = Room.open(folder)
    one = import_document(room, TABLE, "One").table.id
    two = import_document(room, TABLE, "Two").table.id
    deal(room, one, 3)
    room.apply(two, Away(2), room.position(two))
    return room


def damage_in_place(room: Room) -> None:
    """Write over the room file under its open connection (what the WAL held first folded
    back into it, as SQLite does now and then)."""
    room.database.rows("PRAGMA wal_checkpoint(TRUNCATE)")
    path = room.database.path
    assert path is not None
    size = path.stat().st_size
    with path.open("r+b") as file:
        file.write(b"damaged!" * (size // 8))


def table_named(room: Room, name: str) -> int:
    return next(info.id for info in room.tables() if info.name == name)


def test_a_backup_is_the_room_as_it_stood_checked_and_listed(tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    with a_room(tmp_path / "data") as room:
        path = backups.make_backup(room.database, folder, NOW)
        deal(room, table_named(room, "One"), 2)  # after the backup: not in it
        report = backups.check_backup(path)
    assert path.name == "room-20261204-093000.sqlite3"
    assert report.problems == [] and report.tables == 2 and report.entries == 6
    assert [p.name for p in folder.iterdir() if p.name.startswith(".")] == []
    [listed] = backups.list_backups(folder)
    assert listed.sound and listed.made == NOW
    assert [(t.name, t.entries, t.hands) for t in listed.tables] == [("One", 4, 3),
                                                                     ("Two", 2, 0)]
    assert listed.last_at is not None and listed.last_at <= datetime.now(UTC)


def test_a_damaged_backup_is_listed_and_checked_as_damaged(tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    with a_room(tmp_path / "data") as room:
        path = backups.make_backup(room.database, folder, NOW)
    data = bytearray(path.read_bytes())
    data[:100] = b"\x00" * 100  # the header gone: not a database any more
    path.write_bytes(bytes(data))
    report = backups.check_backup(path)
    assert len(report.problems) == 1 and "cannot be read" in report.problems[0]
    [listed] = backups.list_backups(folder)
    assert not listed.sound and listed.tables == ()
    assert "cannot be read" in listed.problems[0]


def test_an_unreadable_entry_in_a_backup_is_a_problem_of_its_check(tmp_path: Path) -> None:
    from test_set_aside import damage

    with a_room(tmp_path / "data") as room:
        damage(room, table_named(room, "Two"))
        path = backups.make_backup(room.database, tmp_path / "backups", NOW)
    report = backups.check_backup(path)
    assert len(report.problems) == 1 and report.problems[0].startswith("table 2 (Two)")
    assert not backups.read_backup(path).sound


def test_backups_made_in_the_same_second_are_each_kept_in_order(tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    with a_room(tmp_path / "data") as room:
        made = [backups.make_backup(room.database, folder, NOW) for _ in range(3)]
    assert [path.name for path in made] == [
        "room-20261204-093000.sqlite3", "room-20261204-093000-2.sqlite3",
        "room-20261204-093000-3.sqlite3"]
    assert backups.backup_paths(folder) == made[::-1]
    assert {backups.made_at(path) for path in made} == {NOW}
    assert backups.made_at(folder / "room-2026.sqlite3") is None


def test_backups_older_than_the_days_kept_go_but_never_the_newest(tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    with a_room(tmp_path / "data") as room:
        made = [backups.make_backup(room.database, folder, NOW - timedelta(days=days))
                for days in (40, 31, 29, 0)]
    for path in made:
        backups.check_backup(path)
    removed = backups.prune(folder, 30, NOW)
    assert removed == [made[1], made[0]]
    assert backups.backup_paths(folder) == [made[3], made[2]]
    assert sorted(p.name for p in folder.iterdir()) == [
        "room-20261105-093000.check.json", "room-20261105-093000.sqlite3",
        "room-20261204-093000.check.json", "room-20261204-093000.sqlite3"]
    assert backups.prune(folder, 1, NOW + timedelta(days=400)) == [made[2]]
    assert backups.backup_paths(folder) == [made[3]]  # the newest stays, however old


@pytest.mark.parametrize("where", ["missing parent", "a file"])
def test_a_folder_that_cannot_be_used_says_why_and_leaves_the_room_as_it_was(
    tmp_path: Path, where: str,
) -> None:
    folder = tmp_path / "stick" / "backups"
    if where == "a file":
        folder.parent.mkdir()
        folder.write_text("not a folder")
    with a_room(tmp_path / "data") as room:
        with pytest.raises(StorageError) as raised:
            backups.make_backup(room.database, folder, NOW)
        deal(room, table_named(room, "One"), 1)  # the room works on
        assert room.state(table_named(room, "One")).hands == 4
    assert raised.value.message.startswith(f"No backup could be made in {folder}: ")
    assert raised.value.problem is {"missing parent": Problem.NO_FOLDER,
                                    "a file": Problem.IO}[where]
    assert (tmp_path / "stick").exists() is (where == "a file")  # nothing made up


def test_a_restore_puts_the_backup_in_place_and_keeps_the_room_file_aside(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    with a_room(data) as room:
        path = backups.make_backup(room.database, tmp_path / "backups", NOW)
        deal(room, table_named(room, "One"), 2)
        room.apply(table_named(room, "Two"), Away(3), room.position(table_named(room, "Two")))
        missing = backups.missing_from(room, backups.read_backup(path))
    assert missing.tables == {"One": (2, 2), "Two": (1, 0)} and missing.list_entries == 0
    restored = backups.restore(path, data, NOW + timedelta(hours=5))
    assert restored.kept_as == data / "room.before-restore-20261204-143000.sqlite3"
    with Room.open(data) as room:
        assert room.state(table_named(room, "One")).hands == 3
        assert room.kept_aside is None
    with Room.open(data) as room:  # and the file as it was is all there, untouched
        pass
    aside = tmp_path / "aside"
    aside.mkdir()
    restored.kept_as.rename(aside / FILE_NAME)
    with Room.open(aside, read_only=True) as room:
        assert room.state(table_named(room, "One")).hands == 5


def test_a_deleted_room_file_is_restored_and_a_damaged_backup_never(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with a_room(data) as room:
        path = backups.make_backup(room.database, tmp_path / "backups", NOW)
        assert not room.database.file_gone()
        for name in (FILE_NAME, FILE_NAME + "-wal", FILE_NAME + "-shm"):
            (data / name).unlink(missing_ok=True)
        assert room.database.file_gone()
        rescue = backups.make_backup(room.database, tmp_path / "backups",
                                     NOW + timedelta(minutes=1))
    assert backups.restore(rescue, data, NOW).kept_as is None
    with Room.open(data) as room:
        assert room.state(table_named(room, "One")).hands == 3
    path.write_bytes(b"garbage" * 1000)
    before = (data / FILE_NAME).read_bytes()
    with pytest.raises(StorageError, match="cannot be restored"):
        backups.restore(path, data, NOW)
    assert (data / FILE_NAME).read_bytes() == before


def test_what_a_screen_had_seen_beyond_a_backup(tmp_path: Path) -> None:
    with a_room(tmp_path / "data") as room:
        path = backups.make_backup(room.database, tmp_path / "backups", NOW)
        one, two = table_named(room, "One"), table_named(room, "Two")
        deal(room, one, 2)
        seen = {"One": (room.position(one), 5), "Two": (room.position(two), 0)}
    found = backups.seen_not_held(backups.read_backup(path), seen)
    assert found == [backups.SeenNotHeld("One", 5, 3)]


def test_room_backup_on_the_command_line(tmp_path: Path, capsys: Any) -> None:
    a_room(tmp_path / "data").close()
    assert main(["backup", str(tmp_path / "data"), "--to", str(tmp_path / "out")]) == 0
    out = capsys.readouterr().out
    [made] = backups.backup_paths(tmp_path / "out")
    assert f"{made}: 2 tables, 6 journal entries checked: 0 problems" in out
    assert main(["backup", str(tmp_path / "data")]) == 0
    assert len(backups.backup_paths(tmp_path / "data" / "backups")) == 1
    assert main(["backup", str(tmp_path / "none")]) == 1
    assert "There is no room in" in capsys.readouterr().err


def test_a_backup_is_due_once_a_business_day_and_at_once_when_the_file_goes(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "backups"
    data = tmp_path / "data"
    with a_room(data) as room:
        room.set_day_starts(6)
        morning = datetime(2026, 12, 4, 7, 0).astimezone()
        made = backups.backup_if_due(room, folder, morning)
        assert made is not None and made.occasion is backups.Occasion.DAY
        assert backups.backup_if_due(room, folder, morning + timedelta(hours=20)) is None
        next_day = backups.backup_if_due(room, folder, morning + timedelta(hours=23, minutes=1))
        assert next_day is not None and next_day.occasion is backups.Occasion.DAY
        damage_in_place(room)
        later = morning + timedelta(hours=23, minutes=2)
        rescue = backups.backup_if_due(room, folder, later)
        assert rescue is not None and rescue.occasion is backups.Occasion.RESCUE
        assert backups.backup_if_due(room, folder, later, rescue.mark) is None  # unchanged
        deal(room, table_named(room, "One"), 1)  # the connection still has the room
        again = backups.backup_if_due(room, folder, later + timedelta(minutes=1), rescue.mark)
        assert again is not None and again.mark != rescue.mark
    assert backups.check_backup(again.path).problems == []
    assert [t.hands for t in backups.read_backup(again.path).tables] == [4, 0]


def test_a_backup_an_earlier_floorapp_made_is_listed_as_such_and_restored_upgraded(
    tmp_path: Path,
) -> None:
    import gzip

    old = Path(__file__).parent / "data" / "old_rooms" / "room-schema-2-5018d52-sqlite.sqlite3.gz"
    folder = tmp_path / "backups"
    folder.mkdir()
    path = folder / backups.backup_name(NOW)
    with gzip.open(old) as packed:
        path.write_bytes(packed.read())
    [listed] = backups.list_backups(folder)
    assert listed.earlier_schema == 2 and listed.restorable and listed.tables == ()
    data = tmp_path / "data"
    a_room(data).close()
    restored = backups.restore(path, data, NOW)
    assert restored.kept_as is not None
    with Room.open(data) as room:
        assert len(room.tables()) == 3
    with Room.open(data, read_only=True) as room:
        assert room.database.version == backups.schema_version()


def test_a_room_with_nothing_in_it_is_never_backed_up(tmp_path: Path) -> None:
    """A new room, or one started after a damaged file was kept aside: its backup would pass
    for the newest one of the room."""
    folder = tmp_path / "backups"
    with Room.open(tmp_path / "data") as room:
        assert backups.backup_if_due(room, folder, NOW) is None
        assert backups.back_up_on_quitting(room, folder, 30, NOW) is None
        import_document(room, TABLE, "One")
        made = backups.back_up_on_quitting(room, folder, 30, NOW)
    assert made is not None and backups.backup_paths(folder) == [made]
    assert not backups.read_backup(made).checked  # the closing does not wait for a check
    [(checked, report)] = backups.check_unchecked(folder)
    assert checked == made and report.problems == []
    assert backups.read_backup(made).sound and backups.check_unchecked(folder) == []


def test_a_backup_holds_the_events_and_its_check_replays_them(tmp_path: Path) -> None:
    from floorapp.tournament import DealHand as EventDeal
    from floorapp.tournament import Draw, EventRules

    with a_room(tmp_path / "data") as room:
        mark = backups.room_mark(room)
        event_id = room.add_event("Sunday", EventRules(seats=6)).id
        drawn = room.apply_event(event_id, Draw(("Ann", "Bob", "Cy"), 1, 8),
                                 room.event_state(event_id).position)
        dealt = room.apply_event(event_id, EventDeal(1), drawn.position)
        assert backups.room_mark(room) == (*mark[:2], dealt.entry)  # a backup is due again
        path = backups.make_backup(room.database, tmp_path / "backups", NOW)
    report = backups.check_backup(path)
    assert (report.problems, report.events, report.event_entries) == ([], 1, 3)
    (tmp_path / "restored").mkdir()
    backups.restore(path, tmp_path / "restored", NOW)
    with Room.open(tmp_path / "restored") as room:
        assert room.event_state(event_id).event == dealt.state.event

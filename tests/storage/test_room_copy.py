"""``floorapp room copy``: a room moves between SQLite and PostgreSQL, either way, checked row by
row; a target that holds anything is refused, a mismatch leaves the target empty."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from room_backends import Rooms
from storage_helpers import SEATED, Step, play
from test_progress import lesson_grades

from floorapp.lists import AddName, CallName, RemoveName, Spot
from floorapp.storage import room_copy
from floorapp.storage.errors import StorageError
from floorapp.storage.progress import Progress
from floorapp.storage.room import Room
from floorapp.storage.room_cli import main as room_command
from floorapp.tournament import DealHand, Draw, EventRules


def busy_room(address: str) -> None:
    """A room with three tables, a few hundred entries (undo and redo among them), a renamed
    and a closed table, snapshots, heads, training progress, and a game's list: names, a call
    (its lock-up linked to the list entry), a must-move table feeding the main table."""
    rng = random.Random(9)
    kinds = ["event", "event", "event", "deal", "deal", "undo", "redo"]
    with Room.open(address) as room:
        tables = []
        for name in ("Main", "Two", "Three"):
            table_id = room.add_table(name, start=SEATED).id
            tables.append(table_id)
            play(room, table_id, [Step(rng.choice(kinds), rng.randrange(10_000))
                                  for _ in range(110)])
        game = room.add_game("1/2 No-limit Hold'em")
        room.assign_table(tables[0], game.id)
        room.assign_table(tables[1], game.id, feeds=tables[0])
        for action in (AddName("Zoe", "555-0101"), AddName("Yan"), RemoveName(2),
                       CallName(1, Spot(tables[0], 6))):
            room.apply_list(game.id, action, room.list_position(game.id))
        room.rename_table(table_id, "Last")
        room.close_table(table_id)
        progress = Progress(room.database)
        ann = progress.add_trainee("Ann")
        drill, grades = lesson_grades("06-away-when-due-the-big-blind", wrong_big_blind_on=2)
        for number, grade in enumerate(grades, start=1):
            progress.record(ann.id, drill.exercise.origin, number, grade)
        for name in ("Sunday", "Done"):
            event_id = room.add_event(name, EventRules(seats=6)).id
            for action in (Draw(("Ann", "Bob", "Cy", "Di"), 1, 4), DealHand(1)):
                room.apply_event(event_id, action, room.event_state(event_id).position)
            room.undo_event(event_id, room.event_state(event_id).position)
        room.close_event(event_id)


def contents(address: str) -> tuple[object, ...]:
    """Everything the floor sees of a room: its tables, every journal entry, each table's
    state, the training progress."""
    with Room.open(address, read_only=True) as room:
        tables = room.tables(include_closed=True)
        progress = Progress(room.database)
        return (
            tables,
            [room.history(table.id) for table in tables],
            [room.state(table.id).table for table in tables],
            progress.attempts(),
            room.games(),
            [room.list_state(game.id) for game in room.games()],
            room.list_history(),
            room.events(),
            [(room.event_state(event.id), room.event_entries(event.id))
             for event in room.events()],
        )


def test_a_room_copied_between_folders_is_the_same_entry_by_entry(tmp_path: Path) -> None:
    busy_room(str(tmp_path / "a"))
    copied = room_copy.copy_room(tmp_path / "a", tmp_path / "b")
    assert copied.rows["journal"] > 300 and copied.rows["attempt_mistakes"] > 0
    assert copied.rows["heads"] == 3 and copied.rows["dictionaries"] >= 1
    assert copied.rows["list_journal"] >= 6 and copied.rows["links"] == 1
    assert copied.rows["events"] == 2 and copied.rows["event_journal"] == 9
    assert contents(str(tmp_path / "b")) == contents(str(tmp_path / "a"))


def test_a_room_goes_to_postgresql_and_back_unchanged(
    postgresql_cluster: str, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    busy_room(str(tmp_path / "a"))
    with Rooms("postgresql", tmp_path_factory).fresh() as server:
        assert room_command(["copy", str(tmp_path / "a"), server]) == 0
        assert contents(server) == contents(str(tmp_path / "a"))
        with Room.open(server) as room:  # the server's next ids come after the copied ones
            table_id = room.add_table("After", start=SEATED).id
            assert table_id == 4
            assert room.add_event("After", EventRules()).id == 3
        room_copy.copy_room(server, tmp_path / "b")
        assert contents(str(tmp_path / "b"))[1] == contents(server)[1]
    assert contents(str(tmp_path / "b"))[1][:3] == contents(str(tmp_path / "a"))[1]


def test_a_target_holding_anything_is_refused_and_left_as_it_was(
    room_address: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    busy_room(str(tmp_path / "a"))
    with Room.open(room_address) as room:
        room.add_table("Kept", start=SEATED)
    before = contents(room_address)
    assert room_command(["copy", str(tmp_path / "a"), room_address]) == 1
    assert "is not empty" in capsys.readouterr().err
    assert contents(room_address) == before


def test_a_mismatch_names_the_table_and_leaves_the_target_empty(
    room_address: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    busy_room(str(tmp_path / "a"))
    real = room_copy._rows
    calls: list[str] = []

    def damaged(database: object, table: str, columns: list[str]) -> Iterator[tuple[object, ...]]:
        rows = list(real(database, table, columns))  # type: ignore[arg-type]
        calls.append(table)
        if table == "journal" and calls.count("journal") == 2:  # the target's, read back
            rows[7] = rows[7][:-1] + ("tampered",)
        return iter(rows)

    monkeypatch.setattr(room_copy, "_rows", damaged)
    with pytest.raises(room_copy.CopyMismatch, match="journal differs at row 8"):
        room_copy.copy_room(tmp_path / "a", room_address)
    monkeypatch.undo()
    with Room.open(room_address, read_only=True) as room:
        assert room.tables(include_closed=True) == []


def test_a_missing_source_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="There is no room in"):
        room_copy.copy_room(tmp_path / "nothing", tmp_path / "b")


def test_the_report_counts_the_rows_of_each_table_copied() -> None:
    from floorapp.storage.room_copy import Copied

    copied = Copied("here", "there", {"games": 1, "tables": 2, "journal": 5, "snapshots": 0})
    assert copied.report() == ("The room at here was copied to there and checked row by row "
                               "(rows per table: games 1, tables 2, journal 5).")
    assert Copied("here", "there", {"tables": 0}).report() == (
        "The room at here was copied to there: nothing to copy.")

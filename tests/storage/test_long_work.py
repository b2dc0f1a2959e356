"""Long work on a room (an import, an export) tells how far it is and stops when the floor
cancels it, leaving nothing behind."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest
from long_work_helpers import Followed
from storage_helpers import SEATED, Clock, Step, play

from floorapp.storage import work
from floorapp.storage.export import export_file, import_file
from floorapp.storage.room import Room
from floorapp.storage.work import Cancelled


@pytest.fixture
def every_unit(monkeypatch: pytest.MonkeyPatch) -> None:
    """Report (and ask whether to cancel) at every unit, not every few milliseconds: a test's
    work is short, and a cancel must land where the test says."""
    monkeypatch.setattr(work, "REPORT_EVERY", 0.0)


def played_table(room: Room, name: str = "Main", length: int = 150, seed: int = 5) -> int:
    """A table with a random history (deals, players coming and going, undos, redos)."""
    rng = random.Random(seed)
    kinds = ["event", "event", "deal", "deal", "deal", "undo", "redo"]
    table_id = room.add_table(name, start=SEATED).id
    play(room, table_id, [Step(rng.choice(kinds), rng.randrange(10_000))
                          for _ in range(length)])
    return table_id


def journal_size(room: Room) -> int:
    return int(room.database.rows("SELECT count(*) FROM journal")[0][0])


def deals_of(room: Room, table_id: int) -> list[object]:
    return [entry.deal for entry in room.effective(table_id) if entry.deal is not None]


# --- importing a scenario ---------------------------------------------------------------------


def test_an_import_reports_its_steps_read_then_recorded(
    room_address: str, tmp_path: Path, every_unit: None
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = played_table(room)
        path = export_file(room, table_id, tmp_path / "main.toml")
        steps = len(tomllib.loads(path.read_text(encoding="utf-8"))["step"])
        followed = Followed()
        report = import_file(room, path, "Again", followed)
        assert report.applied == steps and report.refused == 0
        assert deals_of(room, report.table.id) == deals_of(room, table_id)
    followed.check_whole()
    assert followed.reports[-1] == (2 * steps, 2 * steps)  # each step read, then recorded
    assert len(followed.reports) > steps  # every unit (the test's pace)


@pytest.mark.parametrize("when", ["reading", "recording"])
def test_a_cancelled_import_records_nothing(
    room_address: str, tmp_path: Path, every_unit: None, when: str
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = played_table(room)
        path = export_file(room, table_id, tmp_path / "main.toml")
        steps = len(tomllib.loads(path.read_text(encoding="utf-8"))["step"])
        before = journal_size(room)
        followed = Followed(cancel_at=steps // 2 if when == "reading" else steps + steps // 2)
        with pytest.raises(Cancelled):
            import_file(room, path, "Again", followed)
        assert [table.name for table in room.tables()] == ["Main"]
        assert journal_size(room) == before
        assert import_file(room, path, "Later").applied == steps  # the room carries on
    with Room.open(room_address) as room:
        assert [table.name for table in room.tables()] == ["Main", "Later"]


# --- exporting a table ------------------------------------------------------------------------


def test_an_export_reports_how_far_it_is_and_writes_the_same_file(
    room_address: str, tmp_path: Path, every_unit: None
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = played_table(room)
        followed = Followed()
        export_file(room, table_id, tmp_path / "followed.toml", progress=followed)
        export_file(room, table_id, tmp_path / "plain.toml")
    followed.check_whole()
    assert (tmp_path / "followed.toml").read_bytes() == (tmp_path / "plain.toml").read_bytes()


@pytest.mark.parametrize("when", ["writing", "reading back"])
def test_a_cancelled_export_leaves_no_file_and_an_old_one_as_it_was(
    room_address: str, tmp_path: Path, every_unit: None, when: str
) -> None:
    target = tmp_path / "main.toml"
    target.write_text("an older export\n", encoding="utf-8")
    with Room.open(room_address, clock=Clock()) as room:
        table_id = played_table(room)
        entries = len(room.history(table_id))
        followed = Followed(cancel_at=5 if when == "writing" else entries + 5)
        with pytest.raises(Cancelled):
            export_file(room, table_id, target, progress=followed)
    assert target.read_text(encoding="utf-8") == "an older export\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["main.toml"]  # no .partial

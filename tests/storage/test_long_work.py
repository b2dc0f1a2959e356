"""Long work on a room (an import, an export, a room copy) tells how far it is and stops when the
floor cancels it, leaving nothing behind; a room in use is copied in one snapshot, on either
backend, while another PC goes on writing."""

from __future__ import annotations

import random
import threading
import tomllib
from pathlib import Path

import pytest
from long_work_helpers import Followed
from storage_helpers import SEATED, Clock, Step, act, play

from floorapp.rules import Away, Back, DealHand
from floorapp.storage import work
from floorapp.storage.export import export_file
from floorapp.storage.room import Room
from floorapp.storage.room_copy import copy_room
from floorapp.storage.table_import import import_file
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


# --- copying a room ---------------------------------------------------------------------------


def source_room(folder: Path) -> str:
    with Room.open(folder, clock=Clock()) as room:
        for number in range(3):
            played_table(room, f"Table {number + 1}", length=120, seed=number)
    return str(folder)


def test_a_copy_reports_its_rows_copied_then_checked(
    room_address: str, tmp_path: Path, every_unit: None
) -> None:
    followed = Followed()
    copied = copy_room(source_room(tmp_path / "source"), room_address, followed)
    followed.check_whole()
    assert followed.reports[-1][1] == 2 * sum(copied.rows.values())


def test_a_cancelled_copy_leaves_the_target_empty(
    room_address: str, tmp_path: Path, every_unit: None
) -> None:
    source = source_room(tmp_path / "source")
    with Room.open(source, read_only=True) as room:
        rows = journal_size(room)
    for cancel_at in (10, 2 * rows):  # copying the journal, checking it
        with pytest.raises(Cancelled):
            copy_room(source, room_address, Followed(cancel_at=cancel_at))
        with Room.open(room_address, read_only=True) as target:
            assert target.tables(include_closed=True) == [] and journal_size(target) == 0
    assert copy_room(source, room_address).rows["journal"] == rows  # nothing was left behind


class Writer(threading.Thread):
    """Another PC at the room: from its own connection, it opens a table now and then and
    plays at it, as fast as it can, until told to stop."""

    def __init__(self, address: str) -> None:
        super().__init__(daemon=True)
        self.address = address
        self.written = 0
        self.stop = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            with Room.open(self.address) as room:
                table_id = 0
                while not self.stop.is_set():
                    if self.written % 12 == 0:
                        table_id = room.add_table(f"New {self.written}", start=SEATED).id
                    for event in (DealHand(), Away(2), Back(2, "post")):
                        act(room, table_id, event)
                    self.written += 4 if self.written % 12 == 0 else 3
        except BaseException as error:  # noqa: BLE001 - reported by the test
            self.error = error

    def wait_for(self, entries: int) -> None:
        """Until it has written ``entries`` more (at most a minute)."""
        target = self.written + entries
        for _ in range(6000):
            if self.written >= target or self.error is not None:
                return
            self.stop.wait(0.01)


class Busy(Followed):
    """A copy's progress that, the first time the copy reports rows copied, lets the writer
    write a few dozen entries before the copy goes on: the copy is under way, its snapshot
    taken."""

    def __init__(self, writer: Writer) -> None:
        super().__init__()
        self.writer = writer
        self.written_during = 0

    def report(self, done: int, total: int) -> None:
        super().report(done, total)
        if done and not self.written_during:
            before = self.writer.written
            self.writer.wait_for(40)
            self.written_during = self.writer.written - before


def test_a_room_in_use_is_copied_as_it_stood_when_the_copy_began(
    room_address: str, tmp_path: Path, every_unit: None
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        played_table(room, "Main", length=200)
    writer = Writer(room_address)
    writer.start()
    try:
        writer.wait_for(10)  # writing already
        followed = Busy(writer)
        copy_room(room_address, tmp_path / "copy", followed)
        assert followed.written_during >= 40  # the room was written while it was copied
        writer.wait_for(10)  # and went on after
    finally:
        writer.stop.set()
        writer.join(60)
    assert writer.error is None, writer.error
    followed.check_whole()
    with Room.open(room_address, read_only=True) as source, \
            Room.open(tmp_path / "copy", read_only=True) as copy:
        copied = [row[0] for row in copy.database.rows("SELECT id FROM journal ORDER BY id")]
        everything = [row[0] for row in source.database.rows(
            "SELECT id FROM journal ORDER BY id")]
        assert len(copied) < len(everything)
        assert copied == everything[: len(copied)]  # every entry up to the snapshot, no other
        assert copy.tables() == [table for table in source.tables()
                                 if table.id in {table.id for table in copy.tables()}]
        for table in copy.tables():
            state = copy.state(table.id)
            assert copy.replay(table.id, check=True).table == state.table
            assert source.state_after(table.id, state.entry).table == state.table

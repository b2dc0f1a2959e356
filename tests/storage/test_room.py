"""The room: tables, the journal with undo and redo, snapshots, the history view's filters."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from room_backends import Rooms
from storage_helpers import SEATED, Clock, Step, act, houses, play, starts, steps

from floorapp.rules import (
    Away,
    Back,
    Choice,
    DealHand,
    HouseRules,
    Leave,
    Refused,
    Sit,
    apply,
)
from floorapp.scenario import InvalidScenario
from floorapp.storage import codec, journal, room_states
from floorapp.storage import room as room_module
from floorapp.storage.errors import NothingToUndo, UnknownTable
from floorapp.storage.journal import EntryKind, Replay, TableState
from floorapp.storage.names import NameCode, NameRefused
from floorapp.storage.room import Room, TableClosed
from floorapp.storage.service import Redo, Undo


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def room(room_address: str, clock: Clock) -> Iterator[Room]:
    with Room.open(room_address, clock=clock) as opened:
        yield opened


def comparable(state: TableState) -> tuple[object, ...]:
    """Everything a state holds, the table's last deal included."""
    return codec.encode_table(state.table), state.undo, state.redo, state.entry


# --- tables ------------------------------------------------------------------------------------


def test_tables_are_added_renamed_closed_and_reopened(room: Room) -> None:
    main = room.add_table("  Main   table ", HouseRules(blinds=(2, 5)), seats=8)
    side = room.add_table("Side", start=SEATED)
    assert (main.name, main.seats, main.house.blinds) == ("Main table", 8, (2, 5))
    assert side.seats == 6 and side.start["players"] == SEATED["players"]
    assert room.rename_table(side.id, "Side 2").name == "Side 2"
    assert room.close_table(main.id).closed is not None
    assert [t.name for t in room.tables(include_closed=False)] == ["Side 2"]
    assert [t.name for t in room.tables()] == ["Main table", "Side 2"]
    with pytest.raises(TableClosed):
        act(room, main.id, Sit(1, "Ann"))
    assert room.reopen_table(main.id).is_open
    act(room, main.id, Sit(1, "Ann"))
    kinds = [entry.kind for entry in room.history(main.id)]
    assert kinds == [EntryKind.CREATE, EntryKind.CLOSE, EntryKind.REOPEN, EntryKind.EVENT]
    assert [entry.note for entry in room.history(side.id)] == ["Side", "Side 2"]


def test_no_two_open_tables_share_a_name_whatever_the_case(room: Room) -> None:
    main = room.add_table("Main table")
    side = room.add_table("Side")
    written = [(info.name, len(room.history(info.id))) for info in room.tables()]
    for refused in (lambda: room.add_table("  MAIN   table "),
                    lambda: room.rename_table(side.id, "main TABLE")):
        with pytest.raises(NameRefused) as caught:
            refused()
        assert caught.value.code is NameCode.TAKEN
        assert [(info.name, len(room.history(info.id))) for info in room.tables()] == written
    assert room.rename_table(main.id, "MAIN TABLE").name == "MAIN TABLE"  # its own name
    room.close_table(main.id)  # a closed table's name is free for an open one...
    renamed = room.rename_table(side.id, "Main table")
    with pytest.raises(NameRefused):  # ...and the closed one is not reopened beside it
        room.reopen_table(main.id)
    assert not room.table_info(main.id).is_open
    room.rename_table(renamed.id, "Side")
    assert room.reopen_table(main.id).is_open


def test_two_pcs_naming_a_table_alike_at_once_make_one_table(room_address: str) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        first.tables(), second.tables()  # each read the room before the other added
        first.add_table("Main")
        with pytest.raises(NameRefused):
            second.add_table("main")
        side = second.add_table("Side")
        with pytest.raises(NameRefused):
            first.rename_table(side.id, "MAIN")
        assert sorted(info.name for info in second.tables()) == ["Main", "Side"]


def test_a_name_being_given_on_another_pc_waits_for_its_commit(room_address: str) -> None:
    """Two screens starting at once on an empty room each added a "Demo table": the second
    one's check waits for the first one's transaction, then sees its table."""
    with Room.open(room_address) as first, Room.open(room_address) as second:
        outcome: list[object] = []

        def add_on_the_second_pc() -> None:
            try:
                outcome.append(second.add_table("demo TABLE"))
            except NameRefused as refused:
                outcome.append(refused.code)

        with first.batch():
            first.add_table("Demo table")
            thread = threading.Thread(target=add_on_the_second_pc)
            thread.start()
            time.sleep(0.3)
            assert thread.is_alive()  # waiting for the first PC's commit
        thread.join(10)
        assert outcome == [NameCode.TAKEN]
        assert [info.name for info in second.tables()] == ["Demo table"]


def test_a_closed_table_keeps_its_history_and_state(room_address: str) -> None:
    with Room.open(room_address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, DealHand())
        room.close_table(table_id)
    with Room.open(room_address) as room:
        assert not room.table_info(table_id).is_open
        assert room.state(table_id).last_deal is not None
        assert len(room.history(table_id)) == 3


def test_bad_names_starts_and_ids_are_refused(room: Room) -> None:
    with pytest.raises(ValueError):
        room.add_table("   ")
    with pytest.raises(InvalidScenario):
        room.add_table("Bad", start={"seats": 4, "players": {"7": "Ann"}})
    with pytest.raises(UnknownTable):
        room.state(99)
    with pytest.raises(UnknownTable):
        room.table_info(99)
    assert room.tables() == []


# --- actions, undo and redo -----------------------------------------------------------------


def test_an_action_is_on_disk_when_apply_returns(room_address: str) -> None:
    room = Room.open(room_address)
    table_id = room.add_table("Main", start=SEATED).id
    change = act(room, table_id, DealHand())
    other = Room.open(room_address)  # another connection sees it at once
    assert other.load(table_id) == (change.table, change.deal)
    other.database.close()
    room.database.close()


def test_a_refused_event_records_nothing(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    with pytest.raises(Refused):
        act(room, table_id, Back(1))
    assert [entry.kind for entry in room.history(table_id)] == [EntryKind.CREATE]


def test_undo_and_redo_are_journal_entries_never_deletions(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    start = room.state(table_id).table
    first = act(room, table_id, DealHand())
    act(room, table_id, Away(2))
    change = act(room, table_id, Undo())
    assert change.table == first.table
    change = act(room, table_id, Undo())
    assert change.table == start and change.table.last_deal is None
    change = act(room, table_id, Redo())
    assert change.table == first.table and change.table.last_deal == first.deal
    kinds = [entry.kind for entry in room.history(table_id)]
    assert kinds == ["create", "event", "event", "undo", "undo", "redo"]
    undo_entries = [entry for entry in room.history(table_id) if entry.kind is EntryKind.UNDO]
    assert [entry.event for entry in undo_entries] == [Away(2), DealHand()]
    assert room.state(table_id).can_redo
    act(room, table_id, Leave(4))  # a new action forgets what could be redone
    assert not room.state(table_id).can_redo
    with pytest.raises(NothingToUndo):
        act(room, table_id, Redo())


def test_undo_with_nothing_to_undo(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    with pytest.raises(NothingToUndo):
        act(room, table_id, Undo())


def test_undo_reaches_back_undo_depth_actions(
    room: Room, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(journal, "UNDO_DEPTH", 3)
    table_id = room.add_table("Main", start=SEATED).id
    tables = [room.state(table_id).table]
    for _ in range(5):
        tables.append(act(room, table_id, DealHand()).table)
    for back in range(1, 4):
        assert act(room, table_id, Undo()).table == tables[-1 - back]
    with pytest.raises(NothingToUndo):
        act(room, table_id, Undo())


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(house=houses, start=starts(), history=st.lists(steps, max_size=40),
       snapshot_every=st.sampled_from([1, 2, 5, 16]))
def test_reopened_state_equals_the_checked_replay_of_the_journal(
    rooms: Rooms, house: HouseRules, start: dict[str, object], history: list[Step],
    snapshot_every: int,
) -> None:
    with rooms.fresh() as folder, pytest.MonkeyPatch.context() as patch:
        patch.setattr(room_states, "SNAPSHOT_EVERY", snapshot_every)
        room = Room.open(folder)
        table_id = room.add_table("Main", house, start=start).id
        play(room, table_id, history)
        live = room.state(table_id)
        room.database.close()  # as after a crash: no snapshot on closing
        with Room.open(folder) as reopened:
            assert comparable(reopened.state(table_id)) == comparable(live)
            assert comparable(reopened.replay(table_id)) == comparable(live)
            effective = reopened.effective(table_id)
            table = reopened.replay(table_id).table
            replayed = room_module.starting_table(house, reopened.table_info(table_id).start)
            for entry in effective:
                assert entry.event is not None
                replayed = apply(replayed, entry.event).after
            assert replayed == table


# --- snapshots ----------------------------------------------------------------------------


def test_opening_replays_only_the_entries_after_the_latest_snapshot(
    room_address: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(room_states, "SNAPSHOT_EVERY", 10)
    room = Room.open(room_address)
    table_id = room.add_table("Main", start=SEATED).id
    for _ in range(43):
        act(room, table_id, DealHand())
    room.database.close()  # no snapshot on closing
    snapshots = Room.open(room_address)
    entries = [row[0] for row in snapshots.database.rows("SELECT entry_id FROM snapshots")]
    assert entries == [10, 20, 30, 40]
    replayed: list[int] = []
    original = Replay.step

    def counting(self: Replay, row: journal.Row) -> object:
        replayed.append(row.id)
        return original(self, row)

    monkeypatch.setattr(Replay, "step", counting)
    state = snapshots.state(table_id)
    assert replayed == [41, 42, 43, 44]
    assert state.since_snapshot == 4
    monkeypatch.undo()
    assert comparable(state) == comparable(snapshots.replay(table_id))
    snapshots.close()  # a normal close saves a snapshot...
    with Room.open(room_address) as again:
        assert again.state(table_id).since_snapshot == 0  # ...and nothing is left to replay
        assert comparable(again.state(table_id)) == comparable(state)


class Counting:
    """A connection that counts the statements run on it."""

    def __init__(self, connection: Any) -> None:
        self.connection = connection
        self.statements: list[str] = []

    def execute(self, sql: str, parameters: Any = (), /) -> Any:
        self.statements.append(sql)
        return self.connection.execute(sql, parameters)

    def executemany(self, sql: str, parameters: Any, /) -> Any:
        self.statements.append(sql)
        return self.connection.executemany(sql, parameters)


@pytest.mark.parametrize("head", ["kept", "missing"])
def test_opening_a_table_reads_its_head_and_the_entries_after_it_in_one_query(
    room_address: str, monkeypatch: pytest.MonkeyPatch, head: str
) -> None:
    room = Room.open(room_address)
    table_id = room.add_table("Main", start=SEATED).id
    for _ in range(2 * journal.HEAD_EVERY + 5):
        act(room, table_id, DealHand())
    live = room.state(table_id)
    if head == "missing":  # as in a room whose heads were never saved: the whole journal
        with room.database.transaction("forget the head") as db:
            db.execute("DELETE FROM heads")
    room.database.close()
    for chunk, queries in ((journal.READ_CHUNK, 1), (3, 2 if head == "kept" else 13)):
        monkeypatch.setattr(journal, "READ_CHUNK", chunk)  # more rows than a chunk: read on
        again = Room.open(room_address)
        after = again.database.rows(
            "SELECT count(*) FROM journal WHERE table_id = ?1 AND id > coalesce("
            "(SELECT entry_id FROM heads WHERE table_id = ?1), 0)", (table_id,))[0][0]
        assert after == (5 if head == "kept" else 2 * journal.HEAD_EVERY + 6)
        counted = again.database.connection = Counting(again.database.connection)
        assert comparable(again.state(table_id)) == comparable(live)
        assert len(counted.statements) == queries, counted.statements
        again.database.connection = counted.connection
        again.database.close()  # no head saved on closing


def test_state_after_any_entry(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    tables = [act(room, table_id, DealHand()).table for _ in range(40)]
    entries = [entry.id for entry in room.history(table_id)][1:]
    for entry, table in zip(entries, tables, strict=True):
        assert room.state_after(table_id, entry).table == table


# --- history view -----------------------------------------------------------------------------


def test_history_filters_by_table_seat_player_and_time(room: Room, clock: Clock) -> None:
    main = room.add_table("Main", start=SEATED).id
    side = room.add_table("Side", start={"seats": 4, "players": {"1": "Eve", "2": "Bob"}}).id
    act(room, main, Away(2))
    middle = clock.now + timedelta(seconds=30)
    act(room, side, Away(2))
    act(room, main, Back(2, Choice.WAIT))
    act(room, main, Sit(6, "Flo", Choice.POST))
    end = clock.now
    act(room, main, DealHand())

    assert [e.event for e in room.history(main, seat=2)] == [Away(2), Back(2, Choice.WAIT),
                                                              DealHand()]
    assert [e.table_id for e in room.history(player="bob", until=end)] == [main, side, main]
    assert [e.event for e in room.history(player="Flo")] == [Sit(6, "Flo", Choice.POST),
                                                             DealHand()]
    window = room.history(since=middle, until=end)
    assert [e.event for e in window] == [Away(2), Back(2, Choice.WAIT), Sit(6, "Flo", "post")]
    assert [e.table_id for e in window] == [side, main, main]
    assert room.history(main, seat=5) == []
    assert [e.event for e in room.history(main, limit=2)] == [Sit(6, "Flo", "post"), DealHand()]
    last_two = room.history(main, limit=2)
    page = room.history(main, before=last_two[0].id, limit=2)
    assert [e.event for e in page] == [Away(2), Back(2, Choice.WAIT)]
    deal = room.history(main, limit=1)[0]
    assert deal.deal is not None and deal.seats == (1, 2, 3, 4, 6)
    assert deal.players == ("Ann", "Bob", "Cy", "Di", "Flo")


def test_history_of_an_undo_names_the_same_seats_and_players(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    act(room, table_id, Away(3))
    act(room, table_id, Undo())
    entries = room.history(table_id, player="cy")
    assert [(e.kind, e.event) for e in entries] == [("event", Away(3)), ("undo", Away(3))]


def test_effective_history_leaves_out_what_was_undone(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    act(room, table_id, Away(2))
    act(room, table_id, Away(3))
    act(room, table_id, Undo())
    act(room, table_id, DealHand())
    act(room, table_id, Undo())
    act(room, table_id, Redo())
    effective = room.effective(table_id)
    assert [e.event for e in effective] == [Away(2), DealHand()]
    assert [e.kind for e in effective] == [EntryKind.EVENT, EntryKind.REDO]


# --- business days ----------------------------------------------------------------------------


@pytest.fixture
def utc_local_time(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Local time is UTC for the test (business days are in local time)."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_a_business_day_runs_from_the_house_hour_and_the_history_picks_it(
    room_address: str, clock: Clock, utc_local_time: None
) -> None:
    with Room.open(room_address, clock=clock) as room:
        assert room.day_starts == 6
        table_id = room.add_table("Main", start=SEATED).id  # 2025-05-01 20:01
        clock.now = datetime(2025, 5, 2, 5, 58, tzinfo=UTC)
        act(room, table_id, DealHand())  # 05:59 the next morning: still the night of the 1st
        clock.now = datetime(2025, 5, 2, 6, 0, 30, tzinfo=UTC)
        act(room, table_id, Away(2))  # 06:01:30: the 2nd
        first, second = date(2025, 5, 1), date(2025, 5, 2)
        since, until = room.business_day(first)
        assert (since, until) == (datetime(2025, 5, 1, 6, tzinfo=UTC),
                                  datetime(2025, 5, 2, 5, 59, 59, 999999, tzinfo=UTC))
        night = room.history(table_id, since=since, until=until)
        assert [entry.kind for entry in night] == ["create", "event"]
        assert [room.day_of(entry.at) for entry in room.history()] == [first, first, second]
        with pytest.raises(ValueError, match="0 to 23"):
            room.set_day_starts(24)
        assert room.day_starts == 6
        room.set_day_starts(7)
    with Room.open(room_address) as again:  # kept in the room file
        assert again.day_starts == 7
        since, until = again.business_day(second)
        assert [entry.event for entry in again.history(since=since, until=until)] == []
        assert [entry.event for entry in again.history(table_id, since=again.business_day(
            first)[0], until=again.business_day(first)[1])] == [None, DealHand(), Away(2)]

"""What the list at a table reads of the room, on each backend: when each player sat down at a
table (the must-move order's ``since``, from the room's sittings), the game of a table and the
must-move tables feeding it, a game's name and rules, the room's tables (each read once, read
again once changed here or elsewhere)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from floorapp.lists import AddName, GameRules, NoShowRule, must_move_order
from floorapp.rules import Choice, Leave, Move, Sit
from floorapp.storage.journal import micros
from floorapp.storage.room import Room
from floorapp.storage.service import Redo, Undo

START = datetime(2025, 3, 1, 20, 0, tzinfo=UTC)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now

    def later(self, minutes: int) -> None:
        self.now += timedelta(minutes=minutes)


def apply(room: Room, table_id: int, *events: object) -> None:
    for event in events:
        room.apply(table_id, event, room.position(table_id))  # type: ignore[arg-type]


def test_each_player_sat_down_when_his_sitting_began_and_a_seat_change_keeps_it(
    room_address: str,
) -> None:
    clock = Clock()
    with Room.open(room_address, clock=clock) as room:
        table = room.add_table("Must-move", seats=9, start={
            "players": {"1": "Ann", "2": "Bob"}, "draw": 1}).id
        other = room.add_table("Main", seats=9, start={"players": {"1": "Ann"}, "draw": 1}).id
        clock.later(10)
        apply(room, table, Sit(3, "Cy", Choice.WAIT))
        clock.later(10)
        apply(room, table, Move(2, 5, Choice.WAIT))  # Bob changes seats: he keeps his time
        clock.later(10)
        apply(room, table, Leave(1), Sit(1, "Ann", Choice.WAIT))  # Ann left and came back

        since = room.seated_since(table)

        assert since == {5: micros(START), 3: micros(START + timedelta(minutes=10)),
                         1: micros(START + timedelta(minutes=30))}
        order = must_move_order(room.state(table).table, table, since)
        assert [candidate.name for candidate in order] == ["Bob", "Cy", "Ann"]
        assert room.seated_since(other) == {1: micros(START)}  # another table's Ann apart

        clock.later(5)
        apply(room, table, Undo(), Undo())  # Ann's return and her leave taken back
        assert room.seated_since(table)[1] == micros(START)
        apply(room, table, Undo())  # Bob's move taken back: back in seat 2, same time
        assert room.seated_since(table) == {1: micros(START), 2: micros(START),
                                            3: micros(START + timedelta(minutes=10))}


def test_an_empty_table_has_nobody_seated(room_address: str) -> None:
    with Room.open(room_address) as room:
        table = room.add_table("Empty", seats=6).id
        assert room.seated_since(table) == {}


def test_the_game_of_a_table_and_its_must_move_tables_follow_assignments(
    room_address: str,
) -> None:
    with Room.open(room_address) as room, Room.open(room_address) as elsewhere:
        main = room.add_table("Main", seats=9)
        feeder = room.add_table("Must-move", seats=9)
        other = room.add_game("2/5 No-limit")
        assert room.game_of(feeder.id) == main.game_id
        assert room.must_move_tables(main.id) == []

        room.assign_table(feeder.id, main.game_id, feeds=main.id)  # here
        assert room.must_move_tables(main.id) == [feeder.id]
        room.close_table(feeder.id)
        assert room.must_move_tables(main.id) == []
        room.reopen_table(feeder.id)
        assert room.must_move_tables(main.id) == [feeder.id]
        assert room.game_of(feeder.id) == main.game_id  # read, and kept

        elsewhere.assign_table(feeder.id, other.id)  # on another screen
        assert room.game_of(feeder.id) == main.game_id  # not heard of yet
        room.catch_up(feeder.id, elsewhere.position(feeder.id))  # heard (LiveRoom)
        assert room.game_of(feeder.id) == other.id
        assert room.must_move_tables(main.id) == []


def test_a_game_read_once_follows_its_changes_here_and_elsewhere(room_address: str) -> None:
    with Room.open(room_address) as room, Room.open(room_address) as elsewhere:
        game = room.add_game("1/2 No-limit")
        assert room.game_info(game.id).name == "1/2 No-limit"
        room.rename_game(game.id, "1/2 NLH")  # here: read again at once
        assert room.game_info(game.id).name == "1/2 NLH"
        room.set_game_rules(game.id, GameRules(no_show=NoShowRule.OFF))
        assert room.game_info(game.id).rules.no_show is NoShowRule.OFF

        reads: list[str] = []
        rows = room.database.rows
        room.database.rows = lambda sql, *more: (reads.append(sql), rows(sql, *more))[1]
        room.catch_up_list(game.id, room.list_position(game.id))  # its own, heard back
        assert room.game_info(game.id).name == "1/2 NLH"
        assert not [sql for sql in reads if "FROM games" in sql]  # nothing read again
        room.database.rows = rows

        elsewhere.rename_game(game.id, "1/2 Hold'em")  # on another screen
        assert room.game_info(game.id).name == "1/2 NLH"  # not heard of yet
        room.catch_up_list(game.id, elsewhere.list_position(game.id))  # heard (LiveRoom)
        assert room.game_info(game.id).name == "1/2 Hold'em"


def test_the_tables_read_once_follow_their_changes_here_and_elsewhere(
        room_address: str) -> None:
    """The room's tables are read once and kept: a change here is seen at once, another
    screen's once heard of; this screen's own changes, heard back, read nothing again."""
    with Room.open(room_address) as room, Room.open(room_address) as elsewhere:
        first = room.add_table("Table 1", seats=9, start={"players": {"1": "Ann"}})
        assert [info.name for info in room.tables()] == ["Table 1"]  # added here
        room.rename_table(first.id, "Main")
        assert room.table_info(first.id).name == "Main"
        room.close_table(first.id)
        assert room.tables(include_closed=False) == []
        room.reopen_table(first.id)
        kept = room.tables()

        reads: list[str] = []
        rows = room.database.rows
        room.database.rows = lambda sql, *more: (reads.append(sql), rows(sql, *more))[1]
        apply(room, first.id, Leave(1))
        room.catch_up(first.id, room.position(first.id))  # its own change, heard back
        assert room.tables() == kept
        assert not [sql for sql in reads if "ORDER BY id" in sql], reads  # nothing read again
        room.database.rows = rows

        elsewhere.rename_table(first.id, "Main 1/2")  # on another screen
        second = elsewhere.add_table("Table 2", seats=9)
        assert room.table_info(first.id).name == "Main"  # not heard of yet
        room.catch_up(first.id, elsewhere.position(first.id))  # heard (LiveRoom)
        assert room.table_info(first.id).name == "Main 1/2"
        room.catch_up(second.id, elsewhere.position(second.id))  # a table new here
        assert [info.name for info in room.tables()] == ["Main 1/2", "Table 2"]
        assert elsewhere.close_table(second.id).closed is not None
        assert room.table_info(second.id).is_open  # not heard of yet
        room.catch_up(second.id, elsewhere.position(second.id))
        assert room.tables(include_closed=False) == [room.table_info(first.id)]


def test_the_latest_list_entry_is_the_one_written_here_or_read(room_address: str) -> None:
    """The line under the List panel: the list's latest entry, not read again when this room
    wrote it; read when a game's entry or another screen's moved the list on."""
    with Room.open(room_address) as room, Room.open(room_address) as elsewhere:
        game = room.add_game("1/2 No-limit")
        assert room.latest_list_entry(game.id) == room.list_history(game_id=game.id, limit=1)[0]
        room.apply_list(game.id, AddName("Ann", "555-0101"), room.list_position(game.id))

        reads: list[str] = []
        rows = room.database.rows
        room.database.rows = lambda sql, *more: (reads.append(sql), rows(sql, *more))[1]
        latest = room.latest_list_entry(game.id)
        assert not [sql for sql in reads if "FROM list_journal" in sql]  # written here
        room.database.rows = rows
        assert latest == room.list_history(game_id=game.id, limit=1)[0]
        assert latest is not None and latest.action == AddName("Ann", "555-0101")
        room.apply_list(game.id, Undo(), room.list_position(game.id))  # its kind and steps
        assert room.latest_list_entry(game.id) == room.list_history(game_id=game.id, limit=1)[0]
        room.apply_list(game.id, Redo(), room.list_position(game.id))

        room.rename_game(game.id, "1/2 NLH")  # a game entry: read
        assert room.latest_list_entry(game.id) == room.list_history(game_id=game.id, limit=1)[0]
        elsewhere.apply_list(game.id, AddName("Bob"), elsewhere.list_position(game.id))
        room.catch_up_list(game.id, elsewhere.list_position(game.id))  # heard (LiveRoom)
        latest = room.latest_list_entry(game.id)
        assert latest is not None and latest.action == AddName("Bob")

"""The games' waiting lists in the room, on each backend: the list journal, list actions with
their table parts in one transaction, undo and redo from either side, stale screens."""

from __future__ import annotations

import contextlib
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorapp.lists import (
    AddName,
    AskTableChange,
    BreakOrder,
    CallMustMove,
    CallName,
    CancelCall,
    GameRules,
    ListCode,
    ListRefused,
    MarkNoShow,
    NoShowRule,
    RemoveName,
    SeatName,
    Source,
    Spot,
)
from floorapp.lists.moves import BreakTable
from floorapp.rules import Away, Back, DealHand, HouseRules, Leave, Lock, Refused, Sit, Status
from floorapp.storage.errors import NothingToUndo, PartRefused, StaleList, StaleTable
from floorapp.storage.list_journal import ListEntryKind
from floorapp.storage.room import Room, TableClosed
from floorapp.storage.service import Redo, Undo

SIX = {"seats": 6, "players": {"1": "Ann", "2": "Bob", "3": "Cy"}, "draw": 1}


def listed(room: Room, game_id: int, *actions: object) -> None:
    for action in actions:
        room.apply_list(game_id, action, room.list_position(game_id))  # type: ignore[arg-type]


def names(room: Room, game_id: int) -> list[str]:
    return [name.name for name in room.list_state(game_id).names]


def player_on(room: Room, table_id: int, seat: int) -> str | None:
    player = room.state(table_id).table.player(seat)
    return None if player is None else player.name


def test_a_table_joins_the_game_of_its_stakes(room_address: str) -> None:
    with Room.open(room_address) as room:
        first = room.add_table("T1", HouseRules(blinds=(1, 2)), 9, SIX)
        second = room.add_table("T2", HouseRules(blinds=(1, 2)), 9, SIX)
        third = room.add_table("T3", HouseRules(blinds=(2, 5)), 9, SIX)
        games = {game.id: game.name for game in room.games()}
        assert first.game_id == second.game_id != third.game_id
        assert games == {first.game_id: "1/2 limit", third.game_id: "2/5 limit"}
        nlh = room.add_game("1/2 No-limit Hold'em")
        fourth = room.add_table("T4", HouseRules(), 9, SIX, game_id=nlh.id)
        assert fourth.game_id == nlh.id
        moved = room.assign_table(second.id, nlh.id, feeds=fourth.id)
        assert (moved.game_id, moved.feeds) == (nlh.id, fourth.id)
        assert [entry.kind for entry in room.history(second.id)][-1] == "assign"
        with pytest.raises(ValueError, match="feeds another table"):
            room.assign_table(third.id, third.game_id, feeds=fourth.id)  # type: ignore[arg-type]


def test_games_are_renamed_ruled_and_closed_in_their_journal(room_address: str) -> None:
    with Room.open(room_address) as room:
        game = room.add_game(" 1/2   PLO ")
        assert game.name == "1/2 PLO" and game.rules == GameRules()
        listed(room, game.id, AddName("Ann"))
        room.rename_game(game.id, "1/2 Pot-limit Omaha")
        room.set_game_rules(game.id, GameRules(no_show=NoShowRule.OFF))
        room.close_game(game.id)
        assert not room.game_info(game.id).is_open
        listed(room, game.id, AddName("Bob"))  # the list goes on: an interest list
        room.reopen_game(game.id)
    with Room.open(room_address) as room:
        info = room.game_info(game.id)
        assert (info.name, info.rules.no_show, info.is_open) == (
            "1/2 Pot-limit Omaha", NoShowRule.OFF, True)
        kinds = [entry.kind for entry in reversed(room.list_history(game_id=game.id))]
        assert kinds == [ListEntryKind.CREATE, ListEntryKind.ACTION, ListEntryKind.RENAME,
                         ListEntryKind.RULES, ListEntryKind.CLOSE, ListEntryKind.ACTION,
                         ListEntryKind.REOPEN]
        assert names(room, game.id) == ["Ann", "Bob"]
        with pytest.raises(ValueError):
            room.add_game("   ")


def test_calling_and_seating_write_the_table_and_the_list_together(room_address: str) -> None:
    with Room.open(room_address) as room:
        table = room.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        listed(room, game, AddName("Di", "555-0101"), AddName("Ed"))
        change = room.apply_list(game, CallName(1, Spot(table.id, 5)), room.list_position(game))
        assert [c.event for c in change.tables] == [Lock(5)]
        assert room.state(table.id).table.seat(5).locked_up
        assert room.list_state(game).names.called_to(Spot(table.id, 5)).name == "Di"  # type: ignore[union-attr]
        change = room.apply_list(game, SeatName(1, Spot(table.id, 5), "post"),
                                 room.list_position(game))
        assert [c.event for c in change.tables] == [Sit(5, "Di", "post")]
        assert player_on(room, table.id, 5) == "Di" and names(room, game) == ["Ed"]
    with Room.open(room_address) as room:  # all of it on disk
        assert player_on(room, table.id, 5) == "Di" and names(room, game) == ["Ed"]
        assert room.list_state(game) == room.replay_list(game)
        found = room.list_history(player="DI")
        assert [entry.action for entry in found][:1] == [SeatName(1, Spot(table.id, 5), "post")]
        assert room.list_history(player="d") == []  # whole names only


def test_undo_at_the_table_takes_the_list_back_too(room_address: str) -> None:
    with Room.open(room_address) as room:
        table = room.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        listed(room, game, AddName("Di"), CallName(1, Spot(table.id, 5)),
               SeatName(1, Spot(table.id, 5), "wait"), AddName("Ed"))
        room.apply(table.id, Undo(), room.position(table.id))
        state = room.list_state(game)
        assert names(room, game) == ["Di", "Ed"] and state.names.get(1).called  # type: ignore[union-attr]
        assert room.state(table.id).table.seat(5).locked_up
        room.apply(table.id, Redo(), room.position(table.id))
        assert player_on(room, table.id, 5) == "Di" and names(room, game) == ["Ed"]
        room.apply_list(game, Undo(), room.list_position(game))  # Ed's add
        room.apply_list(game, Undo(), room.list_position(game))  # the seating (redone)
        room.apply_list(game, Undo(), room.list_position(game))  # the call: the lock goes
        assert not room.state(table.id).table.seat(5).locked
        assert names(room, game) == ["Di"] and not room.list_state(game).names.get(1).called  # type: ignore[union-attr]
    with Room.open(room_address) as room:
        assert room.list_state(game) == room.replay_list(game)
        assert names(room, game) == ["Di"]


def test_a_table_that_moved_on_keeps_its_part(room_address: str) -> None:
    with Room.open(room_address) as room:
        table = room.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        listed(room, game, AddName("Di"), SeatName(1, Spot(table.id, 5), "post"))
        room.apply(table.id, DealHand(), room.position(table.id))
        position, list_position = room.position(table.id), room.list_position(game)
        with pytest.raises(ListRefused) as caught:
            room.apply_list(game, Undo(), list_position)
        assert caught.value.code is ListCode.TABLE_MOVED_ON
        assert (room.position(table.id), room.list_position(game)) == (position, list_position)
        room.apply(table.id, Undo(), position)  # the deal: a plain undo
        room.apply(table.id, Undo(), room.position(table.id))  # the seating, list too
        assert names(room, game) == ["Di"] and player_on(room, table.id, 5) is None


def test_a_seat_held_for_a_call_is_not_taken_otherwise(room_address: str) -> None:
    with Room.open(room_address) as room:
        table = room.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        listed(room, game, AddName("Di"), CallName(1, Spot(table.id, 5)))
        for event in (Sit(5, "Zed"), Lock(5)):
            with pytest.raises(ListRefused) as caught:
                room.apply(table.id, event, room.position(table.id))
            assert caught.value.code is ListCode.SEAT_CALLED
        assert room.state(table.id).table.player(5) is None
        listed(room, game, CancelCall(1))
        room.apply(table.id, Sit(5, "Zed"), room.position(table.id))
        assert player_on(room, table.id, 5) == "Zed"


def test_a_no_show_keeps_the_seat_locked_for_the_next(room_address: str) -> None:
    with Room.open(room_address) as room:
        table = room.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        listed(room, game, AddName("Di"), AddName("Ed"), CallName(1, Spot(table.id, 5)),
               MarkNoShow(1), CallName(2, Spot(table.id, 5)))
        assert names(room, game) == ["Ed", "Di"]
        assert room.list_state(game).names.called_to(Spot(table.id, 5)).name == "Ed"  # type: ignore[union-attr]
        assert room.state(table.id).table.seat(5).locked_up


def test_a_screen_behind_the_list_is_refused_and_nothing_is_written(room_address: str) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        table = first.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        listed(first, game, AddName("Di"), AddName("Ed"))
        seen = second.list_position(game)
        listed(first, game, CallName(1, Spot(table.id, 5)))
        with pytest.raises(StaleList):
            second.apply_list(game, CallName(2, Spot(table.id, 5)), seen)
        # the refusal dropped its copy: a screen showing the list reads it again
        assert second.catch_up_list(game, first.list_position(game)) is True
        second.list_state(game)
        assert second.catch_up_list(game, first.list_position(game)) is False  # up to date
        assert second.list_position(game) == first.list_position(game)
        # the other screen dealt at the table meanwhile: the seating is refused as a whole
        second.state(table.id)  # the table as this screen shows it (refused before reading it)
        first.apply(table.id, DealHand(), first.position(table.id))
        with pytest.raises(StaleTable):
            second.apply_list(game, SeatName(1, Spot(table.id, 5)), second.list_position(game))
        assert second.list_position(game) == first.list_position(game)
        second.apply_list(game, SeatName(1, Spot(table.id, 5)), second.list_position(game))
        first.refresh(table.id)  # first's copy was read before second seated Di
        assert player_on(first, table.id, 5) == "Di"


def test_a_table_change_moves_him_with_his_debt(room_address: str) -> None:
    with Room.open(room_address) as room:
        one = room.add_table("T1", HouseRules(), 6, SIX)
        two = room.add_table("T2", HouseRules(), 6, {"seats": 6, "draw": 1, "players": {
            "1": "Ann", "2": "Bob", "3": "Cy", "4": "Di", "5": "Ed"}})
        game = one.game_id
        assert game is not None
        for event in (DealHand(), Away(3), DealHand(), DealHand(), Back(3, "wait")):
            room.apply(two.id, event, room.position(two.id))
        missed = room.state(two.id).table.player(3).missed  # type: ignore[union-attr]
        assert missed is not None
        listed(room, game, AskTableChange("Cy", Spot(two.id, 3)), AddName("Zoe"))
        change = room.apply_list(game, SeatName(1, Spot(one.id, 5), "post"),
                                 room.list_position(game))
        assert [(c.table_id, c.event) for c in change.tables] == [
            (two.id, Leave(3)),
            (one.id, Sit(5, "Cy", "post", carried=missed))]
        assert room.state(two.id).table.seat(3).locked_up and player_on(room, one.id, 5) == "Cy"
        assert room.state(one.id).table.player(5).missed == missed  # type: ignore[union-attr]
        room.apply(two.id, Undo(), room.position(two.id))  # from the table he left
        assert player_on(room, two.id, 3) == "Cy" and player_on(room, one.id, 5) is None
        assert [n.source for n in room.list_state(game).names] == [Source.TABLE_CHANGE,
                                                                    Source.LIST]


def test_must_move_then_break(room_address: str) -> None:
    with Room.open(room_address) as room:
        main = room.add_table("Main", HouseRules(), 6, {"seats": 6, "draw": 1, "players": {
            "1": "Ann", "2": "Bob", "3": "Cy", "4": "Di", "5": "Ed"}})
        game = main.game_id
        assert game is not None
        must = room.add_table("Must", HouseRules(), 6, {"seats": 6, "draw": 1, "players": {
            "1": "Gus", "2": "Hal", "3": "Ike"}}, game_id=game)
        room.assign_table(must.id, game, feeds=main.id)
        change = room.apply_list(game, CallMustMove("Hal", Spot(must.id, 2), Spot(main.id, 6)),
                                 room.list_position(game))
        assert [c.event for c in change.tables] == [Lock(6)]
        listed(room, game, SeatName(1, Spot(main.id, 6)))
        assert player_on(room, main.id, 6) == "Hal" and room.state(must.id).table.seat(2).locked_up
        third = room.add_table("Third", HouseRules(), 6, {"seats": 6, "draw": 1, "players": {
            "1": "Kim"}}, game_id=game)
        room.apply(must.id, Away(3), room.position(must.id))
        spots = room.open_spots(game, besides=must.id)
        assert spots == [Spot(third.id, seat) for seat in (2, 3, 4, 5, 6)]
        change = room.apply_list(game, BreakTable(must.id, BreakOrder.SEATS),
                                 room.list_position(game))
        # before the first hand, in seat order from seat 1
        assert [(slip.name, slip.to) for slip in change.slips] == [
            ("Gus", Spot(third.id, 2)), ("Ike", Spot(third.id, 3))]
        assert player_on(room, third.id, 2) == "Gus" and player_on(room, third.id, 3) == "Ike"
        assert room.state(third.id).table.player(3).status is Status.AWAY  # type: ignore[union-attr]
        assert all(seat.player is None for seat in room.state(must.id).table.seats)
        room.apply_list(game, Undo(), room.list_position(game))
        assert [player_on(room, must.id, seat) for seat in (1, 3)] == ["Gus", "Ike"]
        assert player_on(room, third.id, 2) is None


def test_list_journal_and_links_are_append_only(room_address: str) -> None:
    with Room.open(room_address) as room:
        table = room.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        listed(room, game, AddName("Di"), CallName(1, Spot(table.id, 5)), RemoveName(1))
        for statement in ("UPDATE list_journal SET at = 0", "DELETE FROM list_journal",
                          "UPDATE links SET list_entry = 0", "DELETE FROM links"):
            writing = room.database.transaction("change the list journal")
            with pytest.raises(Exception, match="append-only"), writing as db:
                db.execute(statement)
        assert len(room.list_history(game_id=game)) == 4


def test_the_tables_journal_replays_what_the_list_did_there(room_address: str) -> None:
    """The table's own journal keeps what the list action did there: a replay from the
    creation (the audit) finds every seat as the room shows it."""
    with Room.open(room_address) as room:
        table = room.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        listed(room, game, AddName("Di"), CallName(1, Spot(table.id, 4)),
               SeatName(1, Spot(table.id, 4), "wait"))
        assert room.replay(table.id).table == room.state(table.id).table
        assert room.state(table.id).table.player(4).missed is None  # type: ignore[union-attr]


def test_every_screen_hears_which_lists_changed(room_address: str) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        table = first.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        second.list_state(game)
        watcher = second.watch()
        try:
            listed(first, game, AddName("Di"), CallName(1, Spot(table.id, 5)))
            heard_tables: dict[int, int] = {}
            heard_lists: dict[int, int] = {}
            for _ in range(200):  # the server's announcements take a moment to arrive
                heard_tables.update(watcher.changes())
                heard_lists.update(watcher.list_changes())
                if heard_lists.get(game) == first.list_position(game):
                    break
                time.sleep(0.01)
            assert heard_lists == {game: first.list_position(game)}
            assert heard_tables == {table.id: first.position(table.id)}  # the call's lock-up
            assert watcher.list_changes() == {}
            assert second.catch_up_list(game, heard_lists[game])
            assert [n.name for n in second.list_state(game).names] == ["Di"]
        finally:
            watcher.close()


LIST_MOVES = st.lists(st.tuples(
    st.sampled_from(["add", "add", "call", "call", "seat", "seat", "no-show", "cancel",
                     "leave", "deal", "deal", "undo-list", "undo-table", "redo-list",
                     "redo-table", "change", "break"]),
    st.integers(0, 10_000)), min_size=5, max_size=40)


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(moves=LIST_MOVES)
def test_random_floor_and_list_activity_keeps_every_journal_true(
    rooms: Any, moves: list[tuple[str, int]]
) -> None:
    """Whatever the floor does at the tables and on the list, in any order, undos and redos
    from either side included: each table is its journal's replay, the list its list
    journal's, no called seat holds a player, and a name is never both waiting and seated."""
    with rooms.fresh() as address, Room.open(address) as room:
        main = room.add_table("Main", HouseRules(), 6, {"seats": 6, "draw": 1, "players": {
            "1": "Ann", "2": "Bob", "3": "Cy", "4": "Di"}})
        game = main.game_id
        assert game is not None
        two = room.add_table("Two", HouseRules(), 6, {"seats": 6, "draw": 1, "players": {
            "1": "Gus", "2": "Hal", "3": "Ike"}}, game_id=game)
        tables = [main.id, two.id]
        refused = (ListRefused, PartRefused, Refused, NothingToUndo, TableClosed)
        for number, (kind, pick) in enumerate(moves, start=1):
            with contextlib.suppress(*refused):  # a refusal changes nothing: checked below
                do_move(room, game, tables, kind, pick, number)
            for table_id in tables:
                assert room.replay(table_id).table == room.state(table_id).table
            state = room.list_state(game)
            assert room.replay_list(game) == state
            for waiting in state.names.calls():
                spot = waiting.call.spot  # type: ignore[union-attr]
                assert room.state(spot.table).table.player(spot.seat) is None
            seated = {p.name for t in tables for _, p in room.state(t).table.occupied()}
            listed_names = {w.name for w in state.names if w.source is Source.LIST}
            assert not seated & listed_names


def do_move(room: Room, game: int, tables: list[int], kind: str, pick: int, number: int) -> None:
    state = room.list_state(game)
    names = state.names
    table_id = tables[pick % len(tables)]
    table = room.state(table_id).table
    free = [seat.number for seat in table.seats if seat.player is None]
    seated = [seat for seat, _ in table.occupied()]
    position = room.list_position(game)
    if kind == "add":
        room.apply_list(game, AddName(f"N{number}"), position)
    elif kind in ("call", "seat") and names.names and free:
        waiting = names.names[pick % len(names)]
        spot = waiting.call.spot if waiting.call else Spot(table_id, free[pick % len(free)])
        action = (CallName(waiting.id, spot) if kind == "call"
                  else SeatName(waiting.id, spot, ["post", "wait", "behind"][pick % 3]))
        room.apply_list(game, action, position)
    elif kind == "no-show" and names.names:
        room.apply_list(game, MarkNoShow(names.names[pick % len(names)].id), position)
    elif kind == "cancel" and names.names:
        room.apply_list(game, CancelCall(names.names[pick % len(names)].id), position)
    elif kind == "change" and seated:
        seat = seated[pick % len(seated)]
        name = table.player(seat).name  # type: ignore[union-attr]
        room.apply_list(game, AskTableChange(name, Spot(table_id, seat)), position)
    elif kind == "break" and pick % 5 == 0:
        room.apply_list(game, BreakTable(table_id, BreakOrder.DRAW, pick), position)
        room.reopen_table(table_id)
    elif kind == "leave" and seated:
        room.apply(table_id, Leave(seated[pick % len(seated)]), room.position(table_id))
    elif kind == "deal":
        room.apply(table_id, DealHand(), room.position(table_id))
    elif kind in ("undo-list", "redo-list"):
        room.apply_list(game, Undo() if kind == "undo-list" else Redo(), position)
    elif kind in ("undo-table", "redo-table"):
        room.apply(table_id, Undo() if kind == "undo-table" else Redo(),
                   room.position(table_id))


def test_a_long_list_is_opened_from_its_head_and_the_few_entries_after(
    room_address: str,
) -> None:
    from floorapp.storage.list_journal import LIST_HEAD_EVERY

    with Room.open(room_address) as room:
        game = room.add_game("1/2 No-limit Hold'em").id
        for number in range(LIST_HEAD_EVERY * 2 + 5):
            listed(room, game, AddName(f"Player {number}"))
        head = room.database.rows("SELECT entry_id FROM list_heads WHERE game_id = ?",
                                  (game,))[0][0]
        assert 0 < room.list_position(game) - head < LIST_HEAD_EVERY  # not saved every time
        listed(room, game, RemoveName(3))
        before_closing = room.list_state(game)
    with Room.open(room_address) as room:
        assert room.list_state(game) == before_closing == room.replay_list(game)
        head = room.database.rows("SELECT entry_id FROM list_heads WHERE game_id = ?",
                                  (game,))[0][0]
        assert head == room.list_position(game)  # saved on closing


def test_closing_a_table_cancels_the_calls_to_its_seats_in_the_same_transaction(
    room_address: str,
) -> None:
    with Room.open(room_address) as room:
        table = room.add_table("T1", HouseRules(), 6, SIX)
        other = room.add_table("T2", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None and other.game_id == game
        listed(room, game, AddName("Di"), AddName("Ed"), AddName("Flo"),
               CallName(1, Spot(table.id, 5)), CallName(3, Spot(other.id, 4)),
               CallName(2, Spot(table.id, 6)))
        position = room.list_position(game)

        room.close_table(table.id, room.position(table.id))

        state = room.list_state(game)
        assert names(room, game) == ["Di", "Ed", "Flo"]  # where they were on the list
        assert [name.id for name in state.names.calls()] == [3]  # the other table's call stays
        newest = room.list_history(game_id=game, limit=2)  # newest first
        assert [entry.action for entry in newest] == [CancelCall(2), CancelCall(1)]
        assert state.entry > position
        assert not room.table_info(table.id).is_open
    with Room.open(room_address) as room:  # all of it on disk
        assert [name.id for name in room.list_state(game).names.calls()] == [3]
        assert room.list_state(game) == room.replay_list(game)
        assert not room.table_info(table.id).is_open


def test_a_close_refused_cancels_no_call(room_address: str) -> None:
    with Room.open(room_address) as room, Room.open(room_address) as elsewhere:
        table = room.add_table("T1", HouseRules(), 6, SIX)
        game = table.game_id
        assert game is not None
        listed(room, game, AddName("Di"), CallName(1, Spot(table.id, 5)))
        seen = room.position(table.id)
        elsewhere.apply(table.id, DealHand(), elsewhere.position(table.id))  # moved on there
        written = room.list_position(game)
        with pytest.raises(StaleTable):  # this PC had not heard of it: told under the lock
            room.close_table(table.id, seen)
        assert room.list_position(game) == written
        assert [name.id for name in room.list_state(game).names.calls()] == [1]
        assert room.table_info(table.id).is_open

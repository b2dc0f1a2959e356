"""The one command path: Room.apply(table_id, command, expected_position) -> Change."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from room_backends import Rooms
from storage_helpers import SEATED, act, houses, next_event, starts, steps

from floorapp.rules import (
    Away,
    ChangeHouse,
    Choice,
    DealHand,
    HouseRules,
    Move,
    Refused,
    RuleId,
    Sit,
)
from floorapp.storage.errors import NothingToUndo, StaleTable
from floorapp.storage.journal import EntryKind
from floorapp.storage.recent import recent_changes
from floorapp.storage.room import Entry, Room, TableClosed
from floorapp.storage.service import Change, Command, Debt, Redo, Undo


@pytest.fixture
def room(room_address: str) -> Iterator[Room]:
    with Room.open(room_address) as opened:
        yield opened


def test_an_event_gives_the_change_with_everything_the_screen_shows(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    position = room.position(table_id)

    change = room.apply(table_id, DealHand(), position)

    assert change.entry == room.position(table_id) > position
    assert change.at == room.history(table_id, limit=1)[0].at
    assert (change.kind, change.event, change.hand) == (EntryKind.EVENT, DealHand(), 1)
    assert change.deal is not None and change.deal == room.state(table_id).last_deal
    assert change.screen == room.on_screen(table_id)
    assert change.screen.deal == change.deal and change.screen.dealt_table == change.table
    assert change.can_undo and not change.can_redo
    assert set(change.rules) >= {rule for _, rules in change.deal.position_rules
                                 for rule in rules}

    away = room.apply(table_id, Away(2), change.entry)
    assert (away.kind, away.deal, away.hand, away.seat) == (EntryKind.EVENT, None, None, 2)
    assert away.names == (((2, "Bob"),))
    assert away.name_on(2) == "Bob" and away.name_on(3) is None
    assert away.screen.deal == change.deal  # the hand in play stays on the felt


def test_a_command_decided_on_an_older_position_is_refused_and_nothing_is_written(
    room: Room, room_address: str,
) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    seen = room.position(table_id)
    act(room, table_id, DealHand())  # another screen acted first
    entries = room.history(table_id)
    state = room.state(table_id)

    for command in (Away(2), Undo(), DealHand()):
        with pytest.raises(StaleTable) as refused:
            room.apply(table_id, command, seen)
        assert refused.value.code == "table-moved-on"
        assert (refused.value.expected, refused.value.current) == (seen, state.entry)

    assert room.history(table_id) == entries
    assert room.state(table_id) == state
    with Room.open(room_address) as again:
        assert again.state(table_id).entry == state.entry


def test_a_refused_event_changes_nothing(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    position = room.position(table_id)
    with pytest.raises(Refused):
        room.apply(table_id, Sit(1, "Zed"), position)  # seat 1 is taken
    assert room.position(table_id) == position


def test_undo_and_redo_go_through_apply_and_say_what_they_took_back(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    start = room.state(table_id).table
    dealt = act(room, table_id, DealHand())
    away = act(room, table_id, Away(3))

    undone = room.apply(table_id, Undo(), away.entry)
    assert (undone.kind, undone.event, undone.names) == (EntryKind.UNDO, Away(3), ((3, "Cy"),))
    assert undone.table == dealt.table and undone.can_redo
    assert undone.screen == dealt.screen

    undeal = room.apply(table_id, Undo(), undone.entry)
    assert (undeal.kind, undeal.event, undeal.hand) == (EntryKind.UNDO, DealHand(), 1)
    assert undeal.deal == dealt.deal  # the deal taken back
    assert undeal.table == start and undeal.screen.deal is None and undeal.screen.hand == 0
    assert not undeal.can_undo

    redeal = room.apply(table_id, Redo(), undeal.entry)
    assert (redeal.kind, redeal.event, redeal.hand, redeal.deal) == (
        EntryKind.REDO, DealHand(), 1, dealt.deal)
    assert redeal.screen == dealt.screen
    assert [entry.kind for entry in room.history(table_id)][-3:] == ["undo", "undo", "redo"]

    act(room, table_id, Redo())
    with pytest.raises(NothingToUndo):
        act(room, table_id, Redo())


def test_a_move_says_when_the_player_plays_at_once(room: Room) -> None:
    table_id = room.add_table("Main", start={"seats": 9, "players": {
        "1": "Ann", "2": "Bob", "3": "Cy", "4": "Di", "5": "Ed"}, "draw": 1}).id
    act(room, table_id, DealHand())
    change = act(room, table_id, Move(5, 8, Choice.WAIT))
    assert change.names == ((5, "Ed"),) and change.seat == 8
    player = change.table.player(8)
    assert player is not None and change.plays_at_once == player.is_active


def test_new_house_rules_say_what_each_player_now_owes(room: Room) -> None:
    table_id = room.add_table("Main", start=SEATED).id
    act(room, table_id, DealHand())
    act(room, table_id, Away(2))
    for _ in range(3):
        act(room, table_id, DealHand())
    change = act(room, table_id, ChangeHouse(HouseRules(blinds=(2, 5)), 9))
    assert [debt.seat for debt in change.debts] == [2]
    debt = change.debts[0]
    assert debt == Debt(2, "Bob", debt.live, debt.dead) and debt.live == 5
    assert RuleId.F_30 in change.rules


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(house=houses, start=starts(), history=st.lists(steps, max_size=50))
def test_the_log_read_back_holds_the_changes_apply_gave(
    rooms: Rooms, house: HouseRules, start: dict[str, Any], history: list[Any]
) -> None:
    with rooms.fresh() as address, Room.open(address) as room:
        table_id = room.add_table("Main", house, start=start).id
        given_back: list[Change] = []
        for step in history:
            state = room.state(table_id)
            command: Command | None = next_event(state.table, step)
            if step.kind == "undo":
                command = Undo() if state.can_undo else None
            elif step.kind == "redo":
                command = Redo() if state.can_redo else None
            if command is not None:
                given_back.append(room.apply(table_id, command, state.entry))

        read_back = recent_changes(room, table_id, limit=len(given_back) + 1)

        assert isinstance(read_back[0], Entry) and read_back[0].kind is EntryKind.CREATE
        assert read_back[1:] == given_back
        latest = recent_changes(room, table_id, limit=7)
        assert latest == read_back[-7:]


def test_a_pc_that_did_not_see_another_pcs_write_is_refused_and_reads_the_table_again(
    room_address: str,
) -> None:
    """Two PCs on one room: the second decided on the table as it was before the first wrote.
    The database refuses its write (nothing written); it reads the table again and can act."""
    with Room.open(room_address) as first, Room.open(room_address) as second:
        table_id = first.add_table("Main", start=SEATED).id
        seen = second.position(table_id)  # the second PC looks at the table
        first.apply(table_id, Away(2), first.position(table_id))
        journal = [entry.id for entry in first.history(table_id)]

        with pytest.raises(StaleTable) as stale:
            second.apply(table_id, Away(3), seen)
        assert (stale.value.expected, stale.value.current) == (seen, first.position(table_id))
        assert [entry.id for entry in first.history(table_id)] == journal

        assert second.position(table_id) == first.position(table_id)  # read again
        assert second.on_screen(table_id).table.player(2).status == "away"
        change = second.apply(table_id, Away(3), second.position(table_id))
        assert change.entry in [entry.id for entry in first.history(table_id)]  # on the server


def test_two_pcs_renaming_one_table_from_the_same_view_one_wins(room_address: str) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        table_id = first.add_table("Main", start=SEATED).id
        second.position(table_id)
        first.rename_table(table_id, "Table 3")
        with pytest.raises(StaleTable):
            second.rename_table(table_id, "Table 4")
        assert second.table_info(table_id).name == "Table 3"


def test_a_table_closed_on_another_pc_is_neither_renamed_nor_played_at(room_address: str) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        table_id = first.add_table("Main", start=SEATED).id
        second.position(table_id)
        first.close_table(table_id)
        journal = [entry.id for entry in first.history(table_id)]
        with pytest.raises(TableClosed):  # decided on the table as it was: refused
            second.apply(table_id, Away(2), second.position(table_id))
        second.catch_up(table_id, journal[-1])  # and once it has heard of the close
        for attempt in (lambda: second.apply(table_id, Away(2), second.position(table_id)),
                        lambda: second.rename_table(table_id, "Table 4")):
            with pytest.raises(TableClosed):
                attempt()
        assert [entry.id for entry in first.history(table_id)] == journal  # nothing written
        assert second.table_info(table_id).name == "Main"

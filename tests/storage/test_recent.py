"""What the screen shows of a table, read back from the journal after a restart or an undo."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from room_backends import Rooms
from storage_helpers import SEATED, act, houses, play, starts, steps

from floorapp.rules import Away, Back, Choice, Correct, DealHand, HouseRules, apply
from floorapp.storage.journal import UNDO_DEPTH
from floorapp.storage.recent import hands_dealt
from floorapp.storage.room import Room, starting_table
from floorapp.storage.service import Redo, Undo


def test_the_hand_count_leaves_out_undone_deals_and_counts_redone_ones(room_address: str) -> None:
    with Room.open(room_address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        for _ in range(3):
            act(room, table_id, DealHand())
        act(room, table_id, Undo())
        assert hands_dealt(room, table_id) == 2
        act(room, table_id, Redo())
        assert hands_dealt(room, table_id) == 3
        act(room, table_id, Away(2))
        act(room, table_id, Undo())  # not a deal: no change
        act(room, table_id, Undo())
        act(room, table_id, Undo())
        assert hands_dealt(room, table_id) == 1


def test_the_last_deal_and_the_table_right_after_it(room_address: str) -> None:
    with Room.open(room_address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        assert room.on_screen(table_id).deal is None
        dealt = act(room, table_id, DealHand())
        act(room, table_id, Away(3))

        shown = room.on_screen(table_id)

        assert shown.deal == dealt.deal
        assert shown.dealt_table == dealt.table
        assert shown.table != dealt.table  # Cy has stepped away since
        assert (shown.hand, shown.corrected) == (1, False)


def test_a_correction_takes_the_positions_off_the_last_deal(room_address: str) -> None:
    with Room.open(room_address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, DealHand())
        last = room.state(table_id).table.last
        assert last is not None
        act(room, table_id, Correct(last.blinds[0], last.blinds[1], 4))
        act(room, table_id, Away(1))

        shown = room.on_screen(table_id)
        assert (shown.deal, shown.dealt_table, shown.corrected) == (None, None, True)
        act(room, table_id, Undo())
        act(room, table_id, Undo())
        assert room.on_screen(table_id).corrected is False
        assert room.on_screen(table_id).deal is not None


def test_beyond_the_reach_of_undo_the_last_deal_still_shows(room_address: str) -> None:
    with Room.open(room_address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        dealt = act(room, table_id, DealHand())
        for number in range(UNDO_DEPTH + 1):
            act(room, table_id, Away(2) if number % 2 == 0 else Back(2, Choice.POST))

        shown = room.on_screen(table_id)

        assert shown.deal == dealt.deal
        assert shown.dealt_table == dealt.table  # kept with the state, not looked back for
        assert shown.hand == 1
    with Room.open(room_address) as again:  # and read back from the table's head
        assert again.on_screen(table_id).dealt_table == dealt.table


@settings(max_examples=40, deadline=None)
@given(house=houses, start=starts(), history=st.lists(steps, max_size=60))
def test_on_screen_matches_the_actions_in_effect_replayed(
    rooms: Rooms, house: HouseRules, start: dict[str, Any], history: list[Any]
) -> None:
    with rooms.fresh() as address, Room.open(address) as room:
        table_id = room.add_table("Main", house, start=start).id
        play(room, table_id, history)

        shown = room.on_screen(table_id)

        table = starting_table(house, {"seats": 9, **start})
        hands, deal, dealt, corrected = 0, None, None, False
        for entry in room.effective(table_id):
            assert entry.event is not None
            applied = apply(table, entry.event)
            if applied.deal is not None:
                hands, deal, dealt, corrected = hands + 1, applied.deal, applied.after, False
            elif isinstance(entry.event, Correct):
                deal, dealt, corrected = None, None, True
            table = applied.after
        assert (shown.hand, shown.deal, shown.dealt_table, shown.corrected) == (
            hands, deal, dealt, corrected)
        assert shown.table == table

"""How long a locked-up seat has been held: read from the journal's leave entry, so it
survives a restart, an undo and a redo."""

from __future__ import annotations

from storage_helpers import SEATED, Clock, act

from floorapp.rules import Choice, DealHand, Leave, Release, Sit
from floorapp.storage.recent import LOCKUP_PAGE, locked_since
from floorapp.storage.room import Room
from floorapp.storage.service import Redo, Undo


def test_a_seat_is_locked_since_the_leave_that_locked_it_even_after_a_restart(
    room_address: str,
) -> None:
    clock = Clock()
    with Room.open(room_address, clock=clock) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, DealHand())
        act(room, table_id, Leave(2))
        left_at = clock.now
        act(room, table_id, DealHand())
        act(room, table_id, DealHand())
        assert locked_since(room, table_id, [2]) == {2: left_at}
    with Room.open(room_address, clock=clock) as again:
        assert locked_since(again, table_id, [2]) == {2: left_at}


def test_an_undone_leave_does_not_count_and_a_second_lock_up_starts_again(
    room_address: str,
) -> None:
    clock = Clock()
    with Room.open(room_address, clock=clock) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, Leave(3))
        first = clock.now
        act(room, table_id, Sit(3, "Eve", Choice.WAIT))
        act(room, table_id, Leave(3))
        act(room, table_id, Undo())
        act(room, table_id, Undo())  # Eve never sat: the first lock-up stands
        assert locked_since(room, table_id, [3]) == {3: first}
        act(room, table_id, Redo())
        act(room, table_id, Redo())
        assert locked_since(room, table_id, [3]) == {3: clock.now}  # locked again, then


def test_a_seat_the_table_opened_with_locked_is_held_since_the_table_opened(
    room_address: str,
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        info = room.add_table("Main", start={**SEATED, "lockup": [5]})
        assert locked_since(room, info.id, [5]) == {5: info.created}
        act(room, info.id, Release(5))
        act(room, info.id, Leave(1))
        assert locked_since(room, info.id, [1])[1] > info.created


def test_a_leave_many_pages_back_is_still_found(room_address: str) -> None:
    clock = Clock()
    with Room.open(room_address, clock=clock) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, Leave(4))
        left_at = clock.now
        for _ in range(2 * LOCKUP_PAGE):  # a player seated by mistake, and taken back
            act(room, table_id, Sit(4, "Eve", Choice.WAIT))
            act(room, table_id, Undo())
        assert len(room.history(table_id, seat=4)) > 4 * LOCKUP_PAGE
        assert locked_since(room, table_id, [4]) == {4: left_at}

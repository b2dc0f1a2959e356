"""How long a locked-up seat has been held: read from the journal's leave entry, so it
survives a restart, an undo and a redo."""

from __future__ import annotations

from storage_helpers import SEATED, Clock, act

from floorapp.rules import Away, Choice, DealHand, Leave, Lock, PickUp, Release, Sit
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


def test_a_seat_is_locked_since_the_pick_up_or_the_lock_that_locked_it(
    room_address: str,
) -> None:
    """R-65, F-34: picking up a player locks his seat up; the floor locks an empty seat up for
    the list: both times count, like a leave's, and an undo takes them back."""
    clock = Clock()
    with Room.open(room_address, clock=clock) as room:
        table_id = room.add_table("Main", start=SEATED).id
        for event in (DealHand(), Sit(5, "Joe", Choice.WAIT), Away(5), *[DealHand()] * 4):
            act(room, table_id, event)
        flagged = room.state(table_id).table.player(5)
        assert flagged is not None and flagged.pick_up
        act(room, table_id, PickUp(5))
        picked_at = clock.now
        act(room, table_id, Lock(6))
        locked_at = clock.now
        act(room, table_id, DealHand())
        assert picked_at < locked_at
        assert locked_since(room, table_id, [5, 6]) == {5: picked_at, 6: locked_at}
    with Room.open(room_address, clock=clock) as again:
        assert locked_since(again, table_id, [5, 6]) == {5: picked_at, 6: locked_at}
        act(again, table_id, Undo())  # the deal
        act(again, table_id, Undo())  # the lock
        table = again.state(table_id).table
        assert not table.seat(6).locked and table.seat(5).locked_up
        assert locked_since(again, table_id, [5]) == {5: picked_at}

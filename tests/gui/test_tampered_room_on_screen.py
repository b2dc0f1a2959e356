"""A room whose derived state was changed behind floorapp's back (a head swapped for another
table's, as only the room's owner or a damaged file can do) opens on the floor screen with
each table as its journal recorded it, and the floor deals on."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from floor_driver import settle

from floorapp.app import create_main_window
from floorapp.rules import DealHand
from floorapp.storage.room import Room

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from storage_helpers import act, past_the_checks  # noqa: E402
from test_shared_room_start import ON_A_SERVER  # noqa: E402

ONE = {"seats": 6, "players": {"1": "Ann", "2": "Bob", "3": "Cy"}, "draw": 1}
TWO = {"seats": 9, "players": {"4": "Kim", "5": "Lou", "6": "Max", "7": "Ned"}, "draw": 4}


@pytest.mark.parametrize("on_server", [False, *([True] if ON_A_SERVER else [])],
                         ids=["file", *(["postgresql"] if ON_A_SERVER else [])])
def test_a_head_swapped_for_another_tables_shows_the_journals_table_and_deals_on(
    qtbot: Any, tmp_path: Path, request: pytest.FixtureRequest, on_server: bool,
) -> None:
    folder = tmp_path / "data"
    address = request.getfixturevalue("postgresql_database") if on_server else str(folder)
    with Room.open(address) as room:
        one = room.add_table("One", start=ONE).id
        two = room.add_table("Two", start=TWO).id
        for table in (one, two):
            act(room, table, DealHand())
        with past_the_checks(room, "heads") as db:  # Table One's head: Table Two's seats
            db.execute("UPDATE heads SET entry_id = (SELECT entry_id FROM heads WHERE "
                       f"table_id = {two}), state = (SELECT state FROM heads WHERE "
                       f"table_id = {two}) WHERE table_id = {one}")

    window = create_main_window(data_dir=folder, room_address=address if on_server else None,
                                demo=False)
    qtbot.addWidget(window)
    window.show()
    settle(qtbot, window)
    window.show_table(one)
    settle(qtbot, window)
    seated = [player.name for _, player in window.controller.table.occupied()]
    assert seated == ["Ann", "Bob", "Cy"]  # the journal's table, not Two's
    assert window.controller.state.hand == 1
    window.seats.next_hand()
    settle(qtbot, window)
    assert window.controller.state.hand == 2
    window.close()

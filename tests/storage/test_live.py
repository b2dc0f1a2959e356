"""Live: a change by one PC is announced to every other PC's watcher, with its table and its
journal position, once it is committed; the other PC then reads the table again."""

from __future__ import annotations

import time

import pytest
from storage_helpers import SEATED

from floorapp.rules import Away
from floorapp.storage.live import RoomWatcher, parse, payload
from floorapp.storage.room import Room


def heard(watcher: RoomWatcher, wanted: int = 1, seconds: float = 5.0) -> dict[int, int]:
    """What the watcher hears within ``seconds`` (the server sends at its own pace)."""
    found: dict[int, int] = {}
    deadline = time.monotonic() + seconds
    while len(found) < wanted and time.monotonic() < deadline:
        for table_id, entry in watcher.changes().items():
            found[table_id] = max(entry, found.get(table_id, 0))
        time.sleep(0.005)
    return found


def test_a_change_by_one_pc_is_announced_to_another_with_its_table_and_position(
    room_address: str,
) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        table_id = first.add_table("Main", start=SEATED).id
        other_id = first.add_table("Side", start=SEATED).id
        seen = second.position(table_id)
        watcher = second.watch()
        try:
            assert watcher.changes() == {}
            change = first.apply(table_id, Away(2), first.position(table_id))

            assert heard(watcher) == {table_id: change.entry}
            assert second.position(table_id) == seen  # its copy waits to be caught up
            assert second.catch_up(table_id, change.entry)
            assert second.position(table_id) == change.entry
            assert second.on_screen(table_id).table.player(2).status == "away"
            assert not second.catch_up(table_id, change.entry)  # already there
            assert not second.catch_up(other_id, 10**9)  # never read: nothing to drop
        finally:
            watcher.close()


def test_a_pcs_own_change_needs_no_catching_up(room_address: str) -> None:
    with Room.open(room_address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        watcher = room.watch()
        try:
            change = room.apply(table_id, Away(2), room.position(table_id))
            for announced, entry in heard(watcher, seconds=0.3).items():
                assert not room.catch_up(announced, entry)
            assert room.position(table_id) == change.entry
        finally:
            watcher.close()


def test_a_write_rolled_back_is_not_announced(room_address: str, backend: str) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        table_id = first.add_table("Main", start=SEATED).id
        watcher = second.watch()
        try:
            with pytest.raises(RuntimeError), first.batch():
                first.apply(table_id, Away(2), first.position(table_id))
                raise RuntimeError("the import failed half way")
            assert heard(watcher, seconds=0.5) == {}
        finally:
            watcher.close()


def test_announcements_say_table_and_position() -> None:
    assert parse(payload(3, 1207)) == (3, 1207)
    assert parse("something else") is None
    assert parse("3 x") is None

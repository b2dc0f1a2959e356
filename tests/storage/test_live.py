"""Live: a change by one PC is announced to every other PC's watcher, with its table and its
journal position, once it is committed; the other PC then reads the table again. A table
added, renamed, closed or reopened changes every PC's list of tables (read again then, and
only then)."""

from __future__ import annotations

import time

import pytest
from storage_helpers import SEATED

from floorapp.rules import Away, Back
from floorapp.storage.live import RoomWatcher, TableList, parse, payload
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


def listed(tables: TableList) -> list[tuple[str, bool]]:
    return [(info.name, info.is_open) for info in tables.tables]


def test_tables_added_renamed_closed_and_reopened_by_another_pc_change_the_list(
    room_address: str,
) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        main = first.add_table("Main", start=SEATED).id
        watcher = second.watch()
        tables = TableList(second)
        try:
            tables.read()
            assert listed(tables) == [("Main", True)]

            def after(wanted: list[tuple[str, bool]]) -> bool:
                """Whether what the watcher hears next changes the list, which must then be
                ``wanted``."""
                changes = heard(watcher)
                assert changes
                changed = tables.follow(changes)
                assert listed(tables) == wanted
                return changed

            first.apply(main, Away(2), first.position(main))
            assert not after([("Main", True)])  # play at a table: the list is not read again
            side = first.add_table("Side", start=SEATED).id
            assert after([("Main", True), ("Side", True)])
            first.apply(side, Away(3), first.position(side))
            assert not after([("Main", True), ("Side", True)])  # play: the list stays
            first.rename_table(side, "Side 2")
            assert after([("Main", True), ("Side 2", True)])
            first.close_table(main)
            assert after([("Main", False), ("Side 2", True)])
            first.reopen_table(main)
            assert after([("Main", True), ("Side 2", True)])
            first.apply(main, Back(2), first.position(main))
            assert not after([("Main", True), ("Side 2", True)])
        finally:
            watcher.close()


def test_the_list_reads_only_the_entries_announced(
    room_address: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        main = first.add_table("Main", start=SEATED).id
        tables = TableList(second)
        tables.read()
        start = first.position(main)
        read_again: list[int] = []
        looked_at: list[tuple[int, int, int]] = []
        between = second.list_entry_between
        monkeypatch.setattr(second, "tables_and_positions", lambda: read_again.append(1))
        monkeypatch.setattr(second, "list_entry_between", lambda *span: (
            looked_at.append(span), between(*span))[1])
        positions = []
        for seat in (2, 3, 4):
            positions.append(first.apply(main, Away(seat), first.position(main)).entry)
            assert not tables.follow({main: positions[-1]})
        assert not tables.follow({main: positions[-1]})  # heard twice: nothing read
        assert read_again == []
        assert looked_at == [(main, start, positions[0]), (main, positions[0], positions[1]),
                             (main, positions[1], positions[2])]


def test_the_list_read_at_once_holds_each_tables_latest_entry(room_address: str) -> None:
    with Room.open(room_address) as room:
        main = room.add_table("Main", start=SEATED).id
        empty = room.add_table("Empty").id
        room.apply(main, Away(2), room.position(main))
        infos, positions = room.tables_and_positions()
        assert [info.name for info in infos] == ["Main", "Empty"]
        assert positions == {main: room.position(main), empty: room.position(empty)}

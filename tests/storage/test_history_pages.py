"""A page of History read in one go: the entries that pass the filters, newest first, page after
page, with each deal's hand number and the table before each move, as looking back at each one
by one gives them; its progress reported, and Cancel heard."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from long_work_helpers import Followed
from storage_helpers import SEATED, Clock, Step, act, play

from floorapp.lists import AddName, CallName, Spot
from floorapp.rules import DealHand, Move, Table
from floorapp.storage import work
from floorapp.storage.history_pages import HistoryFilter, read_history_page, tables_before_moves
from floorapp.storage.journal import SNAPSHOT_EVERY, EntryKind
from floorapp.storage.recent import hand_numbers
from floorapp.storage.room import Entry, ListEntry, Room
from floorapp.storage.work import Cancelled


def busy_room(room: Room) -> tuple[int, int, int]:
    """Two tables of random play (moves among it, undone and redone ones too), a game whose
    list names and calls players; (the first table, the second, the game)."""
    rng = random.Random(11)
    kinds = ["event", "event", "event", "deal", "deal", "undo", "redo"]
    tables = []
    for name, length in (("Main", SNAPSHOT_EVERY * 2 + 40), ("Two", 40)):
        table_id = room.add_table(name, start=SEATED).id
        tables.append(table_id)
        play(room, table_id, [Step(rng.choice(kinds), rng.randrange(10_000))
                              for _ in range(length)])
    game = room.add_game("1/2 No-limit Hold'em")
    room.assign_table(tables[1], game.id)
    free = next(seat.number for seat in room.state(tables[1]).table.seats
                if seat.player is None and not seat.locked)
    for action in (AddName("Zoe"), AddName("Yan"), CallName(1, Spot(tables[1], free))):
        room.apply_list(game.id, action, room.list_position(game.id))
    return tables[0], tables[1], game.id


def looked_back(room: Room, entry: Entry) -> Table:
    """The table before a move, as looking back at that one entry gives it."""
    if entry.kind is EntryKind.UNDO:
        return room.state_after(entry.table_id, entry.id).table
    return room.table_before(entry.table_id, entry.id)


def test_the_tables_before_the_moves_are_those_looked_back_at_one_by_one(
    room_address: str,
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id, _, _ = busy_room(room)
        moves = [entry for entry in room.history(table_id) if isinstance(entry.event, Move)]
        assert len(moves) >= 5 and any(entry.kind is EntryKind.UNDO for entry in moves)
        assert moves[-1].id - moves[0].id > SNAPSHOT_EVERY  # kept snapshots between them
        found = tables_before_moves(room, table_id, moves)
        assert found == {entry.id: looked_back(room, entry) for entry in moves}


FILTERS = (HistoryFilter(), HistoryFilter(table_id=1), HistoryFilter(table_id=1, seat=2),
           HistoryFilter(player="Zoe"), HistoryFilter(player="ann"), HistoryFilter(game_id=1))
"""The whole room, a table, a seat, a name on a list, a player at the tables, a game's list."""


def test_pages_read_one_after_the_other_are_the_history_newest_first(
    room_address: str,
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        busy_room(room)
        for chosen in FILTERS:
            check_pages(room, chosen)


def check_pages(room: Room, chosen: HistoryFilter) -> None:
    whole = read_history_page(room, chosen, size=10_000)
    assert not whole.more and whole.entries, chosen
    pages, before_table, before_list = [], None, None
    while True:
        page = read_history_page(room, chosen, before_table=before_table,
                                 before_list=before_list, size=37)
        pages.append(page)
        before_table, before_list = page.before_table, page.before_list
        if not page.more:
            break
    assert [entry for page in pages for entry in page.entries] == whole.entries, chosen
    times = [entry.at for entry in whole.entries]
    assert times == sorted(times, reverse=True)
    kinds = {type(entry) for entry in whole.entries}
    assert kinds == ({ListEntry} if chosen.game_id is not None or chosen.player == "Zoe" else
                     {Entry} if chosen.table_id is not None or chosen.player else
                     {Entry, ListEntry}), chosen
    for page in pages:
        page_tables = [entry for entry in page.entries if isinstance(entry, Entry)]
        moves = [entry for entry in page_tables if isinstance(entry.event, Move)]
        assert page.tables_before == {entry.id: looked_back(room, entry) for entry in moves}
        for entry in page_tables:
            if isinstance(entry.event, DealHand):
                assert page.hands[entry.id] == hand_numbers(
                    room, entry.table_id, entry.id, entry.id)[entry.id]


def test_a_business_day_is_read_with_its_last_moment(room_address: str) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        busy_room(room)
        every = read_history_page(room, HistoryFilter(), size=10_000).entries
        last = every[40]
        chosen = HistoryFilter(since=every[80].at, until=last.at)
        found = read_history_page(room, chosen, size=10_000).entries
    assert found == [entry for entry in every if every[80].at <= entry.at <= last.at]
    assert found[0].at == last.at and found[-1].at == every[80].at


def test_a_page_reports_its_progress_and_a_cancel_stops_it(
    room_address: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(work, "REPORT_EVERY", 0.0)
    with Room.open(room_address, clock=Clock()) as room:
        table_id, _, _ = busy_room(room)
        followed = Followed()
        page = read_history_page(room, HistoryFilter(table_id=table_id), size=10_000,
                                 progress=followed)
        followed.check_whole()
        moves = len(page.tables_before)
        assert followed.reports[-1] == (2 + moves, 2 + moves)
        with pytest.raises(Cancelled):
            read_history_page(room, HistoryFilter(table_id=table_id), size=10_000,
                              progress=Followed(cancel_at=3))


def test_a_move_whose_table_cannot_be_replayed_is_left_out(room_address: str) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id, _, _ = busy_room(room)
        moves = [entry for entry in room.history(table_id) if isinstance(entry.event, Move)]
        stranger = replace(moves[0], table_id=table_id + 100)  # no such table
        found = tables_before_moves(room, table_id + 100, [stranger])
        assert found == {}
        act(room, table_id, DealHand())  # the room carries on

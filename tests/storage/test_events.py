"""An event (a tournament) lives in the room: added, changed by the floor's actions through its
journal, undone and redone, read again from its head or replayed, shared with the other PCs on
the room, closed. On both backends."""

from __future__ import annotations

import logging
import time

import pytest
from storage_helpers import past_the_checks

from floorapp.storage.errors import EventClosed, NothingToUndo, StaleEvent, UnknownEvent
from floorapp.storage.event_journal import EventEntryKind
from floorapp.storage.live import RoomWatcher
from floorapp.storage.room import Room
from floorapp.tournament import (
    Bust,
    CorrectPositions,
    DealHand,
    Draw,
    Event,
    EventCode,
    EventRefused,
    EventRules,
    Level,
    Misdeal,
    NewLevel,
    Penalty,
    Register,
)

NAMES = tuple(f"P{n}" for n in range(1, 15))


def drawn(room: Room, name: str = "Sunday") -> int:
    """An event of 14 players drawn at two tables of eight seats."""
    event_id = room.add_event(name, EventRules(seats=8)).id
    room.apply_event(event_id, Draw(NAMES, 2, 21), room.event_state(event_id).position)
    return event_id


def entry_count(room: Room, event_id: int) -> int:
    return len(room.event_entries(event_id, limit=10_000))


def test_an_event_is_added_with_its_rules_and_its_create_entry(room_address: str) -> None:
    with Room.open(room_address) as room:
        info = room.add_event("  Sunday   Deepstack ", EventRules(seats=6, spread=3))
        assert info.name == "Sunday Deepstack" and info.is_open
        state = room.event_state(info.id)
        assert state.event == Event(rules=EventRules(seats=6, spread=3), registration_open=True)
        assert [entry.kind for entry in room.event_entries(info.id)] == [EventEntryKind.CREATE]
        assert state.position == room.event_entries(info.id)[0].id
        assert not state.can_undo and not state.can_redo
        assert room.events() == [info]
        with pytest.raises(ValueError, match="2 to 12 seats"):
            room.add_event("Odd", EventRules(seats=1))
        with pytest.raises(UnknownEvent):
            room.event_state(info.id + 1)


def test_an_action_is_applied_recorded_and_read_again_as_recorded(room_address: str) -> None:
    with Room.open(room_address) as room:
        event_id = drawn(room)
        before = room.event_state(event_id)
        change = room.apply_event(event_id, DealHand(1), before.position)
        assert change.applied is not None and change.applied.deal is not None
        assert change.state.event == change.applied.after
        assert change.position > before.position
        latest = room.event_entries(event_id)[-1]
        assert (latest.id, latest.kind, latest.action) == (change.entry, "action", DealHand(1))
        assert latest.at == change.at
    with Room.open(room_address) as again:
        assert again.event_state(event_id).event == change.state.event
        assert again.event_state(event_id).undo == change.state.undo


def test_an_action_the_rules_refuse_changes_nothing(room_address: str) -> None:
    with Room.open(room_address) as room:
        event_id = drawn(room)
        before = room.event_state(event_id)
        count = entry_count(room, event_id)
        with pytest.raises(EventRefused) as refused:
            room.apply_event(event_id, Bust(1, (1,)), before.position)  # nobody dealt in yet
        assert refused.value.code is EventCode.NOT_DEALT_IN
        with pytest.raises(EventRefused):
            room.apply_event(event_id, NewLevel(Level(2, 500, 100)), before.position)
        assert entry_count(room, event_id) == count
        assert room.event_state(event_id) == before
    with Room.open(room_address) as again:
        assert again.event_state(event_id).event == before.event


def test_an_action_decided_on_an_older_position_is_refused(room_address: str) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        event_id = drawn(first)
        seen = second.event_state(event_id).position
        moved = first.apply_event(event_id, DealHand(1), seen)
        with pytest.raises(StaleEvent) as stale:
            second.apply_event(event_id, DealHand(2), seen)
        assert (stale.value.expected, stale.value.current) == (seen, moved.entry)
        assert entry_count(second, event_id) == entry_count(first, event_id)
        again = second.apply_event(event_id, DealHand(2), second.event_state(event_id).position)
        assert again.state.event.table(1) == moved.state.event.table(1)


def test_undo_takes_the_latest_action_back_and_redo_puts_it_back(room_address: str) -> None:
    with Room.open(room_address) as room:
        event_id = drawn(room)
        start = room.event_state(event_id)
        dealt = room.apply_event(event_id, DealHand(1), start.position)
        registered = room.apply_event(event_id, Register("Zed", seed=4), dealt.position)
        undone = room.undo_event(event_id, registered.position)
        assert undone.kind is EventEntryKind.UNDO and undone.applied is None
        assert undone.state.event == dealt.state.event
        undone_again = room.undo_event(event_id, undone.position)
        assert undone_again.state.event == start.event
        redone = room.redo_event(event_id, undone_again.position)
        assert redone.state.event == dealt.state.event
        assert redone.state.can_redo
        with pytest.raises(StaleEvent):
            room.redo_event(event_id, undone_again.position)
        final = room.redo_event(event_id, redone.position)
        assert final.state.event == registered.state.event and not final.state.can_redo
        kinds = [(entry.kind, entry.target) for entry in room.event_entries(event_id)[-4:]]
        assert kinds == [("undo", registered.entry), ("undo", dealt.entry),
                         ("redo", dealt.entry), ("redo", registered.entry)]
        everything = room.event_state(event_id)
    with Room.open(room_address) as again:
        read = again.event_state(event_id)
        assert (read.event, read.undo, read.redo) == (everything.event, everything.undo,
                                                      everything.redo)


def test_an_action_after_an_undo_leaves_nothing_to_redo(room_address: str) -> None:
    with Room.open(room_address) as room:
        event_id = drawn(room)
        dealt = room.apply_event(event_id, DealHand(1), room.event_state(event_id).position)
        undone = room.undo_event(event_id, dealt.position)
        other = room.apply_event(event_id, DealHand(2), undone.position)
        assert not other.state.can_redo
        with pytest.raises(NothingToUndo):
            room.redo_event(event_id, other.position)
        first = room.event_entries(event_id)[0]
        assert first.kind is EventEntryKind.CREATE
        room.undo_event(event_id, other.position)
        room.undo_event(event_id, room.event_state(event_id).position)  # the draw
        with pytest.raises(NothingToUndo):
            room.undo_event(event_id, room.event_state(event_id).position)
        assert room.event_state(event_id).event.tables == ()


def played(room: Room, event_id: int) -> None:
    """Deals, busts, an undo and a redo: entries of every kind that changes the event."""
    for table in (1, 2, 1, 2):
        room.apply_event(event_id, DealHand(table), room.event_state(event_id).position)
    state = room.event_state(event_id)
    seat = next(seat for seat, _ in state.event.table(1).occupied())
    room.apply_event(event_id, Bust(1, (seat,)), state.position)
    room.undo_event(event_id, room.event_state(event_id).position)
    room.redo_event(event_id, room.event_state(event_id).position)
    room.apply_event(event_id, DealHand(1), room.event_state(event_id).position)


def test_the_replay_of_the_journal_is_the_head(room_address: str) -> None:
    with Room.open(room_address) as room:
        event_id = drawn(room)
        played(room, event_id)
        shown = room.event_state(event_id)
        replayed = room.replay_event(event_id)
        assert (replayed.event, replayed.entry, replayed.undo, replayed.redo) == (
            shown.event, shown.entry, shown.undo, shown.redo)
        assert len(shown.event.out) == 1  # the bust, redone (registration is open)


def test_corrections_misdeals_and_penalties_are_journaled_undone_and_replayed(
        room_address: str) -> None:
    with Room.open(room_address) as room:
        event_id = drawn(room)
        room.apply_event(event_id, DealHand(1), room.event_state(event_id).position)
        table = room.event_state(event_id).event.table(1)
        seats = [seat for seat, _ in table.occupied()]
        entrant = table.table.player(seats[3]).id
        for action in (Penalty(1, seats[3], 2), Misdeal(1),
                       CorrectPositions(1, seats[0], seats[1], seats[2]), DealHand(1)):
            room.apply_event(event_id, action, room.event_state(event_id).position)
        shown = room.event_state(event_id)
        assert shown.event.penalty_left(entrant) == 1  # the misdeal's redeal served none
        assert shown.event.table(1).hands == 2
        room.undo_event(event_id, shown.position)
        undone = room.event_state(event_id).event
        assert undone.penalty_left(entrant) == 2 and undone.table(1).corrected
        replayed = room.replay_event(event_id)
        assert replayed.event == room.event_state(event_id).event


def test_a_head_that_is_not_its_entrys_state_is_rebuilt_from_the_journal(
    room_address: str, caplog: pytest.LogCaptureFixture,
) -> None:
    with Room.open(room_address) as room:
        event_id = drawn(room)
        played(room, event_id)
        shown = room.event_state(event_id)
        other = drawn(room, "Other")
        with past_the_checks(room, "event_heads") as db:
            db.execute("UPDATE event_heads SET state = (SELECT state FROM event_heads WHERE "
                       "event_id = ?) WHERE event_id = ?", (other, event_id))
    with Room.open(room_address) as again, caplog.at_level(logging.WARNING):
        read = again.event_state(event_id)
        assert (read.event, read.undo, read.redo) == (shown.event, shown.undo, shown.redo)
        assert f"the head of event {event_id}" in caplog.text
        again.apply_event(event_id, DealHand(2), read.position)  # and the event goes on


def test_a_closed_event_keeps_its_journal_and_takes_no_more_actions(room_address: str) -> None:
    with Room.open(room_address) as room:
        event_id = drawn(room)
        dealt = room.apply_event(event_id, DealHand(1), room.event_state(event_id).position)
        with pytest.raises(StaleEvent):
            room.close_event(event_id, expected=dealt.position - 1)
        closed = room.close_event(event_id, expected=dealt.position)
        assert not closed.is_open and room.events(include_closed=False) == []
        state = room.event_state(event_id)
        assert state.event == dealt.state.event and state.position > dealt.position
        with pytest.raises(EventClosed):
            room.apply_event(event_id, DealHand(2), state.position)
        with pytest.raises(EventClosed):
            room.undo_event(event_id, state.position)
        assert room.event_entries(event_id)[-1].kind is EventEntryKind.CLOSE
    with Room.open(room_address) as again:
        assert again.event_state(event_id).event == dealt.state.event
        assert again.replay_event(event_id).event == dealt.state.event


def heard_events(watcher: RoomWatcher, wanted: int, seconds: float = 5.0) -> dict[int, int]:
    """The events the watcher hears changed within ``seconds``, each with its newest entry."""
    found: dict[int, int] = {}
    deadline = time.monotonic() + seconds
    while len(found) < wanted and time.monotonic() < deadline:
        watcher.changes()
        for event_id, entry in watcher.event_changes().items():
            found[event_id] = max(entry, found.get(event_id, 0))
        time.sleep(0.005)
    return found


def test_an_event_written_on_one_pc_is_heard_and_caught_up_on_another(
    room_address: str,
) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        event_id = drawn(first)
        seen = second.event_state(event_id)
        watcher = second.watch()
        try:
            assert watcher.changes() == {} and watcher.event_changes() == {}
            change = first.apply_event(event_id, DealHand(1), seen.position)
            heard = heard_events(watcher, 1)
            assert heard == {event_id: change.entry}
            assert second.event_state(event_id) == seen  # its copy waits to be caught up
            assert second.catch_up_event(event_id, change.entry)
            assert second.event_state(event_id).event == change.state.event
            assert not second.catch_up_event(event_id, change.entry)  # already there
            added = first.add_event("Monday", EventRules()).id
            assert set(heard_events(watcher, 1)) == {added}
        finally:
            watcher.close()


def test_a_table_change_is_announced_as_before_beside_the_events(room_address: str) -> None:
    from storage_helpers import SEATED

    from floorapp.rules import Away

    with Room.open(room_address) as first, Room.open(room_address) as second:
        table_id = first.add_table("Main", start=SEATED).id
        event_id = drawn(first)
        watcher = second.watch()
        try:
            change = first.apply(table_id, Away(2), first.position(table_id))
            dealt = first.apply_event(event_id, DealHand(1), first.event_state(event_id).entry)
            tables: dict[int, int] = {}
            deadline = time.monotonic() + 5
            while not tables and time.monotonic() < deadline:
                tables.update(watcher.changes())
                time.sleep(0.005)
            assert tables == {table_id: change.entry}
            assert heard_events(watcher, 1) == {event_id: dealt.entry}
        finally:
            watcher.close()

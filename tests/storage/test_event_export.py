"""An event of the room written as an event scenario: read back by the scenario format, its
actions in effect replay to the event the room shows (undone actions left out, redone ones
in)."""

from __future__ import annotations

import tomllib

import pytest

from floorapp.scenario.event_file import parse_event
from floorapp.storage.event_export import EventNotExported, event_toml
from floorapp.storage.room import Room
from floorapp.tournament import (
    Action,
    AnteKind,
    Bust,
    DealHand,
    Draw,
    Event,
    EventRules,
    Level,
    NewLevel,
    Register,
    apply,
)


def test_an_event_exported_replays_to_the_event_the_room_shows(room_address: str) -> None:
    with Room.open(room_address) as room:
        event_id = room.add_event("Sunday Deepstack", EventRules(seats=6, spread=3)).id

        def do(action: Action) -> None:
            room.apply_event(event_id, action, room.event_state(event_id).position)

        for first in (Draw(tuple(f"P{n}" for n in range(1, 10)), 2, 4), DealHand(1),
                      Register("Zed", seed=2), DealHand(2)):
            do(first)
        room.undo_event(event_id, room.event_state(event_id).position)  # the deal at 2
        room.undo_event(event_id, room.event_state(event_id).position)  # Zed
        room.redo_event(event_id, room.event_state(event_id).position)  # Zed again
        seat = next(seat for seat, _ in room.event_state(event_id).event.table(1).occupied())
        do(Bust(1, (seat,), (1500,)))
        do(NewLevel(Level(2, 100, 200, 200, AnteKind.BIG_BLIND)))
        room.undo_event(event_id, room.event_state(event_id).position)  # the level
        room.redo_event(event_id, room.event_state(event_id).position)
        shown = room.event_state(event_id).event
        text = event_toml(room, event_id)
    scenario = parse_event(tomllib.loads(text))
    assert scenario.title == "Sunday Deepstack"
    assert [step.action.kind for step in scenario.steps if step.action] == [
        "draw", "deal", "register", "bust", "level"]
    event = scenario.event
    for step in scenario.steps:
        assert step.action is not None
        event = apply(event, step.action).after
    assert event == shown


def test_an_event_started_with_its_players_seated_is_refused(room_address: str) -> None:
    seated = apply(Event(rules=EventRules(seats=6)), Draw(("Ann", "Bob"), 1, 1)).after
    with Room.open(room_address) as room:
        event_id = room.add_event("Seated", EventRules(seats=6), seated).id
        with pytest.raises(EventNotExported, match="starts from the draw"):
            event_toml(room, event_id)

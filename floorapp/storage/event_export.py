"""An event of the room written as an event scenario (``kind = "event"``, docs/SCENARIOS.md):
its house settings and first level (``[event]``) and the floor's actions in effect, in the
order they were taken (``[[step]]``), as the event's journal holds them; the scenario runner
replays it to the event the room shows.

An action's step is its document's fields with ``do`` for its kind (a level's fields are the
step's own, as the scenario format writes them; a field with no value is left out). An event
added with its tables already seated (``add_event``'s ``event``) has no such start in the
format: it is refused (:class:`EventNotExported`).
"""

from __future__ import annotations

from typing import Any

import tomli_w

from floorapp.tournament import Event

from .codec import encode_record
from .event_codec import decode_state
from .event_journal import EventEntry, EventEntryKind
from .room_events import RoomEvents

PAGE = 2000


class EventNotExported(ValueError):
    """An event whose start the event scenario format cannot write."""


def event_scenario(room: RoomEvents, event_id: int) -> dict[str, Any]:
    """The event scenario of the room's event ``event_id`` as a TOML-ready document."""
    entries = _entries(room, event_id)
    start = decode_state(entries[0].document["event"])
    if start.tables or start.entrants or start.finishes or start.out:
        raise EventNotExported(f"event {event_id} started with players seated: the event "
                               "scenario format starts from the draw")
    steps: list[tuple[int, dict[str, Any]]] = []
    for entry in entries[1:]:
        if entry.kind in (EventEntryKind.ACTION, EventEntryKind.REDO):
            steps.append((entry.id, entry.document["action"]))
        elif entry.kind is EventEntryKind.UNDO:
            steps = [step for step in steps if step[0] != entry.target]
    return {"kind": "event", "title": room.event_info(event_id).name,
            "source": f"floorapp: the journal of event {event_id}, the actions in effect",
            "event": _start(start), "step": [_step(document) for _, document in steps]}


def event_toml(room: RoomEvents, event_id: int) -> str:
    """:func:`event_scenario` as TOML text."""
    return tomli_w.dumps(event_scenario(room, event_id))


def _entries(room: RoomEvents, event_id: int) -> list[EventEntry]:
    found: list[EventEntry] = []
    while batch := room.event_entries(event_id, after=found[-1].id if found else 0,
                                      limit=PAGE):
        found.extend(batch)
    return found


def _start(event: Event) -> dict[str, Any]:
    settings = {key: value for key, value in encode_record(event.rules).items()
                if value is not None}  # a setting left to the house's default is not written
    start: dict[str, Any] = {**settings, "level": encode_record(event.level),
                             "registration_open": event.registration_open}
    if event.break_order:
        start["break_order"] = list(event.break_order)
    return start


def _step(action: dict[str, Any]) -> dict[str, Any]:
    step: dict[str, Any] = {"do": action["kind"]}
    for key, value in action.items():
        if key != "kind" and value is not None:
            step.update(value if isinstance(value, dict) else {key: value})
    return step

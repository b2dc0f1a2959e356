"""The event journal: every change to a tournament (an *event*) the room runs, append-only,
and the event's state as its journal leaves it.

Each event has a journal of its own (table ``event_journal``), numbered like the tables'
journal; an event's *position* is the number of its latest entry. The kinds:

- ``create``: the event was added; its document holds the event it starts as (its house
  settings, ``rules``, among them);
- ``action``: a floor action (:mod:`floorapp.tournament.actions`) the event took: its document
  holds the action and the change it made to the event, forward and back
  (:mod:`floorapp.storage.event_codec`);
- ``undo``: takes back the latest entry in effect (the *target*: an action or a redo): its
  document holds the target's change turned around;
- ``redo``: puts back the latest entry undone, with the target's change again;
- ``close``: the event is over (its journal and state stay).

Every entry records the *digest* of the state it left (the SHA-256 of the packed event
document). The event's *head* (table ``event_heads``), saved with every entry, is that packed
document: it is shown only when its digest is its entry's, else the event is replayed from its
creation (each entry's recorded change applied, never decided again). What undo and redo can
reach is not in the head (it would name the entry itself): it is read from the journal's kinds
and targets alone (:func:`stacks_after`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from floorapp.tournament import Action, Applied, Event

from .codec import CodecError
from .event_codec import (
    change_between,
    changed,
    decode_state,
    encode_action,
    encode_after,
    encode_state,
    event_changed,
)
from .list_journal import stacks_after as list_stacks_after


class EventEntryKind(StrEnum):
    """What one entry of the event journal records."""

    CREATE = "create"
    ACTION = "action"
    UNDO = "undo"
    REDO = "redo"
    CLOSE = "close"


EVENT_KIND_CODES: dict[EventEntryKind, int] = {
    kind: number for number, kind in enumerate(EventEntryKind, start=1)
}
"""How the ``kind`` column of the event journal writes each kind."""
EVENT_KINDS = {code: kind for kind, code in EVENT_KIND_CODES.items()}


@dataclass(frozen=True)
class EventInfo:
    """An event of the room: its name; ``closed`` is when it ended (its journal stays)."""

    id: int
    name: str
    created: datetime
    closed: datetime | None = None

    @property
    def is_open(self) -> bool:
        """Still running (not closed)."""
        return self.closed is None


@dataclass(frozen=True)
class EventState:
    """An event as its journal leaves it: the event, its position (``entry``), the entries
    undo takes back (latest last) and those redo puts back (next last)."""

    event_id: int
    event: Event
    entry: int
    undo: tuple[int, ...] = ()
    redo: tuple[int, ...] = ()
    document: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """The event's document (:func:`~floorapp.storage.event_codec.encode_state`), which the
    next entry's change is worked out on."""

    @property
    def position(self) -> int:
        """The latest entry: what a caller passes back as the position he decided on."""
        return self.entry

    @property
    def can_undo(self) -> bool:
        return bool(self.undo)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo)


@dataclass(frozen=True)
class EventEntry:
    """One entry of an event's journal, for the history. ``action`` is the action done, taken
    back or put back (None for a creation or a closing)."""

    id: int
    event_id: int
    at: datetime
    kind: EventEntryKind
    target: int | None
    action: Action | None
    document: Any


@dataclass(frozen=True)
class EventChange:
    """One floor action, undo or redo at an event, as the journal now holds it: the entry
    written, the event now (its position: ``state.entry``), and ``applied``, the record of
    what the action did (an undo or a redo: None, the event is as ``state`` shows)."""

    event_id: int
    entry: int
    at: datetime
    kind: EventEntryKind
    state: EventState
    applied: Applied | None = None

    @property
    def position(self) -> int:
        return self.entry


def digest(packed: bytes) -> bytes:
    """The digest an entry records of the packed event it left (its head)."""
    return hashlib.sha256(bytes(packed)).digest()


HEAD_WITH_DIGEST = (
    "SELECT h.entry_id, h.state, j.digest, j.event_id FROM event_heads AS h "
    "LEFT JOIN event_journal AS j ON j.id = h.entry_id WHERE h.event_id = ?"
)
"""An event's head, with its entry's digest and event (what verifies it)."""


def head_verified(event_id: int, packed: bytes, recorded: bytes | None,
                  entry_event: int | None) -> bool:
    """Whether the head of event ``event_id`` (``packed``) is the state its entry recorded:
    ``recorded`` is that entry's digest, ``entry_event`` the event the entry is of."""
    return (recorded is not None and entry_event == event_id
            and digest(packed) == bytes(recorded))


def state_after(state: EventState, kind: EventEntryKind, entry: int, target: int | None,
                document: Any, *, decode: bool = True) -> EventState:
    """The event after entry ``entry`` of ``kind`` (about ``target``), whose ``document`` is
    as the journal holds it: the one place that says what each kind does to the event and to
    what undo and redo can reach; the writes and the replays both use it. ``decode=False``
    keeps the previous event record (a replay decodes the document once, at its end)."""
    body, event = state.document, state.event
    if kind is EventEntryKind.CREATE:
        body = _part(document, "event")
        event = decode_state(body) if decode else event
    elif kind in (EventEntryKind.ACTION, EventEntryKind.UNDO, EventEntryKind.REDO):
        forward = _part(document, "forward")
        body = changed(body, forward)
        event = event_changed(event, forward) if decode else event
    undo, redo = stacks_after(state, kind, entry, target)
    return EventState(state.event_id, event, entry, undo, redo, body)


def stacks_after(state: EventState, kind: EventEntryKind, entry: int, target: int | None
                 ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What undo and redo can reach after entry ``entry`` (see :func:`state_after`): as on a
    list (:func:`floorapp.storage.list_journal.stacks_after`)."""
    return list_stacks_after(state.undo, state.redo, kind, entry, target)


def _part(document: Any, key: str) -> Any:
    if not isinstance(document, dict) or key not in document:
        raise CodecError(f"an event entry without its {key}: {document!r}")
    return document[key]


def action_document(applied: Applied, before: dict[str, Any]) -> dict[str, Any]:
    """An action entry's document: the action, and its change forward and back (``before``:
    the event's document before it)."""
    after = encode_after(applied.before, before, applied.after)
    return {"action": encode_action(applied.action), "forward": change_between(before, after),
            "back": change_between(after, before)}


def turned(document: dict[str, Any]) -> dict[str, Any]:
    """An undo's document: the target's action, its change back as the change forward."""
    return {"action": document["action"], "forward": document["back"],
            "back": document["forward"]}


def starting_document(event: Event) -> dict[str, Any]:
    """A create entry's document: the event as it starts."""
    return {"event": encode_state(event)}

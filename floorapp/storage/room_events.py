"""The room's events (tournaments): adding one, reading its state and history, and the one way
to change it.

:meth:`RoomEvents.apply_event` is to an event what :meth:`Room.apply
<floorapp.storage.room_writes.RoomWrites.apply>` is to a table: a floor action
(:mod:`floorapp.tournament.actions`) decided on the event's position, applied by the
tournament's rules (:func:`floorapp.tournament.apply`, called in :meth:`_decide` only), and
recorded with what it changed (:mod:`floorapp.storage.event_journal`); an
:class:`~floorapp.storage.event_journal.EventChange` back once it is on disk. An action the
rules refuse raises :class:`~floorapp.tournament.EventRefused` and writes nothing; one decided
on an older position raises :class:`~floorapp.storage.errors.StaleEvent`. Undo and redo apply
the change their target recorded (nothing is decided again), and so does a replay.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from floorapp.rules.model import evolve
from floorapp.tournament import Action, Applied, Event, EventRules
from floorapp.tournament import apply as apply_action

from . import codec
from .errors import EventClosed, NothingToUndo, Problem, StaleEvent, StorageError, UnknownEvent
from .event_codec import decode_action, decode_state
from .event_journal import (
    EVENT_KIND_CODES,
    EVENT_KINDS,
    HEAD_WITH_DIGEST,
    EventChange,
    EventEntry,
    EventEntryKind,
    EventInfo,
    EventState,
    action_document,
    digest,
    head_verified,
    stacks_after,
    starting_document,
    state_after,
    turned,
)
from .journal import micros, moment
from .names import Named, checked_name
from .room_states import RoomStates

log = logging.getLogger(__name__)

ENTRY_COLUMNS = "id, event_id, at, kind, target, document"


class RoomEvents(RoomStates):
    """The room's events: listing and adding them, their states, their journals, and the write
    path of the floor's actions on them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._events: dict[int, EventState] = {}
        """Each event read so far as its journal leaves it (dropped when another screen wrote
        to it: :meth:`catch_up_event`)."""

    # --- the events -------------------------------------------------------------------------

    def events(self, include_closed: bool = True) -> list[EventInfo]:
        """The room's events in the order they were added."""
        where = "" if include_closed else " WHERE closed IS NULL"
        rows = self.database.rows(f"SELECT id, name, created, closed FROM events{where} "
                                  "ORDER BY id")
        return [_event_info(row) for row in rows]

    def event_info(self, event_id: int) -> EventInfo:
        """One event (:class:`UnknownEvent` if the room has none with this id)."""
        rows = self.database.rows(
            "SELECT id, name, created, closed FROM events WHERE id = ?", (event_id,))
        if not rows:
            raise UnknownEvent(f"no event {event_id} in this room")
        return _event_info(rows[0])

    def add_event(self, name: str, rules: EventRules, event: Event | None = None) -> EventInfo:
        """Add an event run by ``rules`` (starting as ``event`` with these rules; default: no
        tables yet, registration open): its ``create`` entry holds the event as it starts."""
        name = checked_name(Named.EVENT, name)
        problem = rules.problem()
        if problem is not None:
            raise ValueError(problem)
        start = evolve(event or Event(registration_open=True), rules=rules)
        at = self._clock()
        with self.database.transaction(f"add the event {name}") as db:
            event_id = int(db.execute(
                "INSERT INTO events (name, created) VALUES (?, ?) RETURNING id",
                (name, at.astimezone(UTC).isoformat(timespec="microseconds"))).fetchone()[0])
            empty = EventState(event_id, start, 0)
            state = self._write_event_entry(db, empty, EventEntryKind.CREATE, micros(at),
                                            starting_document(start))
        self._events[event_id] = state
        return self.event_info(event_id)

    def close_event(self, event_id: int, expected: int | None = None) -> EventInfo:
        """End an event: it takes no more actions; its journal and state stay."""
        if self.event_info(event_id).is_open:
            at = self._clock()
            with self._writing_event(event_id) as db:
                before = self._claim_event(db, event_id, expected)
                db.execute("UPDATE events SET closed = ? WHERE id = ?",
                           (at.astimezone(UTC).isoformat(timespec="microseconds"), event_id))
                state = self._write_event_entry(db, before, EventEntryKind.CLOSE, micros(at),
                                                None)
            self._events[event_id] = state
        return self.event_info(event_id)

    # --- reading ----------------------------------------------------------------------------

    def event_state(self, event_id: int) -> EventState:
        """The event as its journal leaves it (its position: the latest entry)."""
        cached = self._events.get(event_id)
        if cached is None:
            cached = self._events[event_id] = self._load_event(event_id)
        return cached

    def event_entries(self, event_id: int, after: int = 0, limit: int = 200
                      ) -> list[EventEntry]:
        """The event's journal after entry ``after``, oldest first (at most ``limit``)."""
        rows = self.database.rows(
            f"SELECT {ENTRY_COLUMNS} FROM event_journal WHERE event_id = ? AND id > ? "
            "ORDER BY id LIMIT ?", (event_id, after, limit))
        return [self._event_entry(row) for row in rows]

    def catch_up_event(self, event_id: int, position: int) -> bool:
        """Another screen wrote the event up to ``position``: drop this room's copy if it is
        behind. Whether the event's screens should read it again."""
        cached = self._events.get(event_id)
        if cached is not None and cached.entry >= position:
            return False  # this room's own change, heard back
        self._events.pop(event_id, None)
        return True

    def replay_event(self, event_id: int) -> EventState:
        """The event replayed from its creation, each entry's recorded change applied (the
        audit of its journal and of its head)."""
        state = EventState(event_id, Event(), 0)
        while batch := self.database.rows(
                "SELECT id, kind, target, document FROM event_journal WHERE event_id = ? "
                "AND id > ? ORDER BY id LIMIT 2000", (event_id, state.entry)):
            for entry, kind, target, packed in batch:
                state = self._replayed_event(state, int(entry), int(kind), target, packed)
        if state.entry == 0:
            raise UnknownEvent(f"no event {event_id} in this room")
        return replace(state, event=self._read_event_state(event_id, state.document))

    def _load_event(self, event_id: int) -> EventState:
        """The event's head when it is the state its latest entry recorded (its digest), with
        what undo and redo can reach (read from the journal's kinds and targets); else the
        event replayed from its creation (the log says why)."""
        rows = self.database.rows(HEAD_WITH_DIGEST, (event_id,))
        stacks = EventState(event_id, Event(), 0)
        for entry, kind, target in self.database.rows(
                "SELECT id, kind, target FROM event_journal WHERE event_id = ? ORDER BY id",
                (event_id,)):
            undo, redo = stacks_after(stacks, EVENT_KINDS[int(kind)], int(entry),
                                      None if target is None else int(target))
            stacks = replace(stacks, entry=int(entry), undo=undo, redo=redo)
        if not rows or int(rows[0][0]) != stacks.entry:
            return self.replay_event(event_id)  # no head, or one behind its journal
        entry, packed, recorded, entry_event = rows[0]
        if not head_verified(event_id, packed, recorded, entry_event):
            log.warning("the head of event %s at entry %s is not the state that entry "
                        "recorded: the event is replayed from its journal", event_id, entry)
            return self.replay_event(event_id)
        try:
            document = self.database.packer.unpack(packed)
        except codec.CodecError as error:
            raise StorageError(Problem.DAMAGED, f"event {event_id} cannot be read: {error}",
                               self.where) from None
        return replace(stacks, event=self._read_event_state(event_id, document), document=document)

    def _read_event_state(self, event_id: int, document: Any) -> Event:
        try:
            return decode_state(document)
        except codec.CodecError as error:
            raise StorageError(Problem.DAMAGED, f"event {event_id} cannot be read: {error}",
                               self.where) from None

    def _replayed_event(self, state: EventState, entry: int, kind: int, target: Any,
                  packed: bytes | None) -> EventState:
        try:
            return state_after(state, EVENT_KINDS[kind], entry,
                               None if target is None else int(target),
                               self.database.packer.unpack(packed), decode=False)
        except (codec.CodecError, KeyError) as error:
            raise StorageError(Problem.DAMAGED, f"event entry {entry} cannot be read: "
                               f"{error!r}", self.where) from None

    def _event_entry(self, row: Any) -> EventEntry:
        entry, event_id, at, kind, target, packed = row
        try:
            document = self.database.packer.unpack(packed)
            action = (decode_action(document["action"])
                      if isinstance(document, dict) and "action" in document else None)
        except codec.CodecError as error:
            raise StorageError(Problem.DAMAGED, f"event entry {entry} cannot be read: {error}",
                               self.where) from None
        return EventEntry(int(entry), int(event_id), moment(int(at)), EVENT_KINDS[int(kind)],
                          None if target is None else int(target), action, document)

    # --- the one way to change an event -------------------------------------------------

    def apply_event(self, event_id: int, action: Action, expected_position: int,
                    ) -> EventChange:
        """Do the floor's ``action`` at the event and record it; what changed, once it is on
        disk. Nothing is written when it raises: :class:`~floorapp.tournament.EventRefused`
        (the rules refuse it), :class:`StaleEvent` (the event moved on since
        ``expected_position``), :class:`EventClosed`, :class:`StorageError`."""
        at = self._clock()
        with self._writing_event(event_id) as db:
            before = self._claim_event(db, event_id, expected_position)
            applied = self._decide_event(before.event, action, at)
            document = action_document(applied, before.document)
            state = self._write_event_entry(db, before, EventEntryKind.ACTION, micros(at), document)
        return self._changed_event(state, at, EventEntryKind.ACTION, applied)

    def undo_event(self, event_id: int, expected_position: int) -> EventChange:
        """Take back the latest action in effect (the event as it was before it)."""
        return self._turn_event(event_id, expected_position, EventEntryKind.UNDO)

    def redo_event(self, event_id: int, expected_position: int) -> EventChange:
        """Put back the latest action undone."""
        return self._turn_event(event_id, expected_position, EventEntryKind.REDO)

    def _decide_event(self, event: Event, action: Action, at: datetime) -> Applied:
        """The one place the tournament's rules decide an action of the floor, at the moment
        the entry records. The clock's time never runs back: a PC whose clock is a little
        behind the one that made the clock's last record decides at that record's time."""
        since = event.clock.since
        moment = at.timestamp() if since is None else max(at.timestamp(), since)
        return apply_action(event, action, moment)

    def _turn_event(self, event_id: int, expected: int, kind: EventEntryKind) -> EventChange:
        at = self._clock()
        with self._writing_event(event_id) as db:
            before = self._claim_event(db, event_id, expected)
            stack = before.undo if kind is EventEntryKind.UNDO else before.redo
            if not stack:
                raise NothingToUndo(f"nothing to {kind} at event {event_id}")
            original = self._event_entry_document(db, stack[-1])
            document = turned(original) if kind is EventEntryKind.UNDO else original
            state = self._write_event_entry(db, before, kind, micros(at), document,
                                            target=stack[-1])
        return self._changed_event(state, at, kind, None)

    @contextmanager
    def _writing_event(self, event_id: int) -> Iterator[Any]:
        """A write's transaction at the event; this room's copy of it is dropped if the write
        does not commit."""
        try:
            with self.database.transaction(f"record at event {event_id}") as db:
                yield db
        except BaseException:
            self._events.pop(event_id, None)
            raise

    def _claim_event(self, db: Any, event_id: int, expected: int | None) -> EventState:
        """Inside a write's transaction: hold the event until the commit and read it; refuse
        the write (:class:`StaleEvent`) if its journal holds an entry after ``expected``, or
        the event is closed (:class:`EventClosed`)."""
        self.database.hold_event(db, event_id)
        row = db.execute("SELECT e.closed, (SELECT max(id) FROM event_journal WHERE "
                         "event_id = e.id) FROM events AS e WHERE e.id = ?",
                         (event_id,)).fetchone()
        if row is None:
            raise UnknownEvent(f"no event {event_id} in this room")
        closed, latest = row
        if expected is not None and latest != expected:
            self._events.pop(event_id, None)
            raise StaleEvent(event_id, expected, int(latest or 0))
        if closed is not None:
            raise EventClosed(event_id)
        state = self.event_state(event_id)
        if state.entry != latest:
            self._events.pop(event_id, None)
            state = self.event_state(event_id)
        return state

    def _event_entry_document(self, db: Any, entry: int) -> Any:
        packed = db.execute("SELECT document FROM event_journal WHERE id = ?",
                            (entry,)).fetchone()[0]
        try:
            return self.database.packer.unpack(packed)
        except codec.CodecError as error:
            raise StorageError(Problem.DAMAGED, f"event entry {entry} cannot be read: {error}",
                               self.where) from None

    def _write_event_entry(self, db: Any, before: EventState, kind: EventEntryKind, at: int,
                           document: Any, *, target: int | None = None) -> EventState:
        """Append one entry with the digest of the event it leaves, and save that event as
        the event's head (in the transaction ``db``); announce it at the commit. The event
        after it."""
        after = state_after(before, kind, 0, None, document)  # the event; the stacks below
        head = self._pack(after.document)
        entry = int(db.execute(
            "INSERT INTO event_journal (event_id, at, kind, target, document, digest) "
            "VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
            (before.event_id, at, EVENT_KIND_CODES[kind], target,
             None if document is None else self._pack(document), digest(head)),
        ).fetchone()[0])
        db.execute(
            "INSERT INTO event_heads (event_id, entry_id, state) VALUES (?, ?, ?) "
            "ON CONFLICT (event_id) DO UPDATE SET entry_id = excluded.entry_id, "
            "state = excluded.state", (before.event_id, entry, head))
        self.database.announce_event(db, before.event_id, entry)
        undo, redo = stacks_after(before, kind, entry, target)
        return replace(after, entry=entry, undo=undo, redo=redo)

    def _changed_event(self, state: EventState, at: datetime, kind: EventEntryKind,
                       applied: Applied | None) -> EventChange:
        self._events[state.event_id] = state
        return EventChange(state.event_id, state.entry, at, kind, state, applied)


def _event_info(row: Any) -> EventInfo:
    event_id, name, created, closed = row
    return EventInfo(int(event_id), name, datetime.fromisoformat(created),
                     datetime.fromisoformat(closed) if closed else None)

"""What the floor screen reads back from a table's recent journal. No Qt.

When a table opens, its log shows its latest entries (:func:`recent_changes`: the changes they
made, with the facts :meth:`Room.apply` gave); the history numbers its hands
(:func:`hand_numbers`); a locked-up seat shows since when (:func:`locked_since`). What the
screen shows of the table itself is :meth:`Room.on_screen`.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import replace
from datetime import datetime

from floorapp.rules import Leave, Lock, PickUp

from .errors import StorageError
from .journal import KIND_CODES, EntryKind, Replay, Shown
from .room import Entry, Room
from .service import Change, change_of, screen_of

log = logging.getLogger(__name__)


RESTORED_ENTRIES = 60
"""How many of a table's latest journal entries its log shows when it opens (the last hands;
History holds the rest): each is replayed to say what it did, so this bounds the work at start."""


def recent_changes(
    room: Room, table_id: int, up_to: int | None = None, limit: int = RESTORED_ENTRIES
) -> list[Change | Entry]:
    """The table's latest ``limit`` journal entries (up to entry ``up_to``) as the changes they
    made, with the same facts :meth:`Room.apply` gave when they were made; an entry about the
    table itself (opened, renamed, closed, reopened) stays an :class:`Entry`.

    The entries are replayed from the table as it stood before the first of them (a snapshot
    and a few entries away). A journal that does not replay gives its bare entries.
    """
    before = None if up_to is None else up_to + 1
    entries = room.history(table_id, before=before, limit=limit)
    if not entries:
        return []
    try:
        return _replayed(room, table_id, entries)
    except StorageError:
        log.exception("the log of table %s is shown without replaying it", table_id)
        return list(entries)


def changes_since(room: Room, table_id: int, after: int) -> list[Change | Entry]:
    """The table's journal entries written after entry ``after`` (at most the latest
    :data:`RESTORED_ENTRIES`), as :func:`recent_changes` gives them: what another screen on
    the room did since this one last showed the table."""
    newer = room.database.rows(
        "SELECT count(*) FROM journal WHERE table_id = ? AND id > ?", (table_id, after))[0][0]
    if not newer:
        return []
    return recent_changes(room, table_id, limit=min(int(newer), RESTORED_ENTRIES))


def _replayed(room: Room, table_id: int, entries: list[Entry]) -> list[Change | Entry]:
    first = entries[0]
    start = (Replay.from_creation(table_id).state if first.kind is EntryKind.CREATE
             else room.state_before(table_id, first.id))
    replay = Replay(replace(start, shown=room.shown_in(start)))
    shown_before: dict[int, Shown] = {}
    by_id = {entry.id: entry for entry in entries}
    found: list[Change | Entry] = []
    for row in room.rows(table_id, after=start.entry, up_to=entries[-1].id):
        before = replay.state
        applied = replay.step(row)
        after = replay.state
        if after.shown is None:  # an undo took the deal shown back
            shown = shown_before.get(row.target or 0) or room.shown_in(after)
            after = replay.state = replace(after, shown=shown)
        entry = by_id[row.id]
        kind = EntryKind(row.kind)
        if applied is not None:
            shown_before[row.id] = before.shown or Shown()
            found.append(change_of(kind, applied.event, before, after, at=entry.at,
                                   screen=screen_of(after, after.shown or Shown()),
                                   dealt=applied.deal is not None))
        elif kind is EntryKind.UNDO and entry.event is not None:
            found.append(change_of(kind, entry.event, before, after, at=entry.at,
                                   screen=screen_of(after, after.shown or Shown()),
                                   dealt=row.target_dealt))
        else:
            found.append(entry)
    return found


def hands_dealt(room: Room, table_id: int) -> int:
    """How many deals are in effect at the table: deals recorded (or redone), less those undone."""
    return room.state(table_id).hands


def hand_numbers(room: Room, table_id: int, first: int, up_to: int) -> dict[int, int]:
    """The hand each deal entry of a table from entry ``first`` to ``up_to`` is about, by
    entry id.

    A deal (or a redo of one) is about the hand it deals: the count of deals in effect right
    after it, as the screen numbers hands. An undo of a deal is about the hand it takes back:
    the count right before it. The count starts from the latest kept snapshot before ``first``
    (which holds the deals in effect then), so a page costs the same at any depth of a long
    history.
    """
    start, hands = _hands_before(room, table_id, first)
    rows = room.database.rows(
        "SELECT entry.id, entry.kind, sum(CASE WHEN entry.kind = ?3 THEN -1 ELSE 1 END) "
        "OVER (ORDER BY entry.id) FROM journal AS entry "
        "LEFT JOIN journal AS target ON target.id = entry.target "
        "WHERE entry.table_id = ?1 AND entry.id > ?6 AND entry.id <= ?2 AND ("
        "(entry.kind IN (?4, ?5) AND entry.deal IS NOT NULL) "
        "OR (entry.kind = ?3 AND target.deal IS NOT NULL))",
        (table_id, up_to, KIND_CODES[EntryKind.UNDO], KIND_CODES[EntryKind.EVENT],
         KIND_CODES[EntryKind.REDO], start),
    )
    return {
        entry: hands + int(count) + (1 if kind == KIND_CODES[EntryKind.UNDO] else 0)
        for entry, kind, count in rows
        if entry >= first
    }


def _hands_before(room: Room, table_id: int, first: int) -> tuple[int, int]:
    """(entry, deals in effect after it) of the latest kept snapshot before entry ``first``;
    (0, 0) when there is none (the count starts at the table's creation)."""
    kept = room.kept_state(table_id, first - 1, heads=False)
    return (0, 0) if kept is None else (kept.entry, kept.hands)


LOCKING = (Leave, PickUp, Lock)
"""The events that put a lock-up button on a seat: a player leaves, the floor picks up a new
player (R-65, F-34), the floor locks up an empty seat for the list."""
LOCKUP_LOOKBACK = 500
"""How many of a seat's latest journal entries :func:`locked_since` reads at most."""
LOCKUP_PAGE = 25
"""Entries read at a time, latest first (the leave is almost always among the first)."""


def locked_since(room: Room, table_id: int, seats: Iterable[int]) -> dict[int, datetime]:
    """When each of ``seats`` (locked-up seats) was locked up: the time of the ``leave``,
    ``pick-up`` or ``lock`` in effect that locked it, read from the journal (so it survives a
    restart); the table's opening time for a seat it opened with locked up. A seat whose
    lock-up lies further back than :data:`LOCKUP_LOOKBACK` of its entries is left out (its
    time is not known)."""
    found: dict[int, datetime] = {}
    for seat in seats:
        moment = _lock_in_effect(room, table_id, seat)
        if moment is not None:
            found[seat] = moment
    return found


def _lock_in_effect(room: Room, table_id: int, seat: int) -> datetime | None:
    """The time of the latest ``leave``, ``pick-up`` or ``lock`` of ``seat`` that no undo has
    taken back, read a page at a time, latest first; the table's opening time when its whole
    history has none."""
    undone: set[int] = set()
    before: int | None = None
    read = 0
    while read < LOCKUP_LOOKBACK:
        page = room.history(table_id, seat=seat, before=before, limit=LOCKUP_PAGE)
        for entry in reversed(page):
            if entry.kind is EntryKind.UNDO and entry.target is not None:
                undone.add(entry.target)
                continue
            in_effect = entry.kind in (EntryKind.EVENT, EntryKind.REDO) and (
                entry.id not in undone)
            if in_effect and isinstance(entry.event, LOCKING) and entry.event.seat == seat:
                return entry.at
        if len(page) < LOCKUP_PAGE:
            return room.table_info(table_id).created
        read += len(page)
        before = page[0].id
    return None

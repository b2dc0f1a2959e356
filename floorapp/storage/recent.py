"""What the floor screen shows of a table besides its seats. No Qt.

After a restart (or an undo) the screen needs more than the table itself: the deal whose
positions lie on the felt and the table right after it (a player who waits still waits for the
reason that deal gave), whether the floor corrected the positions since, and how many hands
have been dealt. The room keeps them with each table's state as entries are written (and in
the table's head on disk), so :func:`on_screen` reads nothing more, however long the history;
only after an undo took the latest deal back does it look back through the actions undo can
reach.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from floorapp.rules import Deal, Leave, Table

from .journal import KIND_CODES, EntryKind
from .room import Room


@dataclass(frozen=True)
class OnScreen:
    """A table as the floor screen shows it.

    ``deal`` is the last deal in effect, or None before the first one and after the floor
    corrected the positions (``corrected``); ``dealt_table`` is the table right after that
    deal; ``hands`` counts the deals in effect since the table was opened.
    """

    table: Table
    deal: Deal | None
    dealt_table: Table | None
    corrected: bool
    hands: int


def on_screen(room: Room, table_id: int) -> OnScreen:
    """The table, its last deal (or correction) in effect and its hand count."""
    shown = room.shown(table_id)
    state = room.state(table_id)
    dealt = shown.dealt
    deal = dealt.last_deal if dealt is not None else None
    if isinstance(deal, Deal):
        return OnScreen(state.table, deal, dealt, False, state.hands)
    return OnScreen(state.table, None, None, shown.corrected, state.hands)


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
    rows = room.database.rows(
        "SELECT entry_id, state FROM snapshots WHERE table_id = ? AND entry_id < ? "
        "ORDER BY entry_id DESC LIMIT 1", (table_id, first),
    )
    if not rows:
        return 0, 0
    entry, packed = rows[0]
    return int(entry), int(room.database.packer.unpack(packed)["hands"])


LOCKUP_LOOKBACK = 500
"""How many of a seat's latest journal entries :func:`locked_since` reads at most."""
LOCKUP_PAGE = 25
"""Entries read at a time, latest first (the leave is almost always among the first)."""


def locked_since(room: Room, table_id: int, seats: Iterable[int]) -> dict[int, datetime]:
    """When each of ``seats`` (locked-up seats) was locked up: the time of the ``leave`` in
    effect that locked it, read from the journal (so it survives a restart); the table's
    opening time for a seat it opened with locked up. A seat whose lock-up lies further back
    than :data:`LOCKUP_LOOKBACK` of its entries is left out (its time is not known)."""
    found: dict[int, datetime] = {}
    for seat in seats:
        moment = _leave_in_effect(room, table_id, seat)
        if moment is not None:
            found[seat] = moment
    return found


def _leave_in_effect(room: Room, table_id: int, seat: int) -> datetime | None:
    """The time of the latest ``leave`` from ``seat`` that no undo has taken back, read a page
    at a time, latest first; the table's opening time when its whole history has none."""
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
            if in_effect and isinstance(entry.event, Leave) and entry.event.seat == seat:
                return entry.at
        if len(page) < LOCKUP_PAGE:
            return room.table_info(table_id).created
        read += len(page)
        before = page[0].id
    return None

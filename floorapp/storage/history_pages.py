"""A page of History, read in one go: what the History window shows of the room's journals.

History shows the tables' journal entries and the games' list entries that pass the floor's
filters (:class:`HistoryFilter`: a table or a game's list, a seat, a player, a time range or a
business day), newest first, a page at a time (``Show earlier entries`` reads the page before).
To word a page it needs more than the entries: the hand number of each deal, and the table
before each move of a player (the move's outcome is worded from it). :func:`read_history_page`
reads all of it, telling a :class:`~floorapp.storage.work.WorkProgress` how far it is; the
screen runs it off its thread and words the page once it is read.

Looking back at the table before a move replays the table from its nearest kept snapshot. The
moves of a page are looked at in the journal's order, one replay going on from one move to the
next while no kept snapshot lies nearer (:func:`tables_before`): a page of a long table costs
about one stretch of its journal, not one per move.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from floorapp.rules import DealHand, Move, Refused, Table

from .errors import StorageError
from .journal import EntryKind, Replay
from .recent import hand_numbers
from .room import Entry, ListEntry, Room
from .work import Pace, WorkProgress

log = logging.getLogger(__name__)

PAGE = 200
"""Entries read at a time."""


@dataclass(frozen=True)
class HistoryFilter:
    """What the floor chose to see. ``table_id`` (a table's entries alone) and ``game_id`` (a
    game's list entries alone) exclude each other; ``seat`` shows the tables' entries only;
    ``player`` is a name, any case; ``since`` and ``until`` are both included."""

    table_id: int | None = None
    game_id: int | None = None
    seat: int | None = None
    player: str | None = None
    since: datetime | None = None
    until: datetime | None = None


@dataclass(frozen=True)
class HistoryPage:
    """One page: ``entries`` newest first (tables' and lists' merged by time), whether there
    are ``more`` before them, the hand number of each deal entry (and of each undo or redo of
    one) by entry id, and the table before each entry about a move by entry id (for an undo of
    a move: the table it put back; left out where the journal could not be replayed).
    ``before_table`` and ``before_list`` are where the page before this one starts (give them
    back to read it)."""

    entries: list[Entry | ListEntry]
    more: bool
    hands: dict[int, int] = field(default_factory=dict)
    tables_before: dict[int, Table] = field(default_factory=dict)
    before_table: int | None = None
    before_list: int | None = None
    earlier: dict[int, Refused | None] = field(default_factory=dict)
    """The page's entries that an older floorapp recorded and today's rules would decide
    otherwise (they stand as recorded), by entry: today's refusal, or None for a deal today's
    rules would make otherwise."""


def read_history_page(
    room: Room,
    chosen: HistoryFilter,
    *,
    before_table: int | None = None,
    before_list: int | None = None,
    size: int = PAGE,
    progress: WorkProgress | None = None,
) -> HistoryPage:
    """The page of History that passes ``chosen``, the latest one or (``before_table``,
    ``before_list``: a page's) the one before it.

    ``progress`` is told how far it is (the entries read, their hands numbered, each move's
    table looked back at) and may cancel it (:class:`~floorapp.storage.work.Cancelled`).
    Raises :class:`~floorapp.storage.errors.StorageError` when the room cannot be read.
    """
    pace = Pace(progress, 2)
    found = _entries(room, chosen, before_table, before_list, size)
    page = found[:size]
    tables = [entry for entry in page if isinstance(entry, Entry)]
    lists = [entry for entry in page if isinstance(entry, ListEntry)]
    moves = [entry for entry in tables if isinstance(entry.event, Move)]
    pace.expect(2 + len(moves))  # the entries read, their hands numbered, each move
    pace.advance()
    hands = _hands(room, tables)
    pace.advance()
    tables_before: dict[int, Table] = {}
    for table_id in sorted({entry.table_id for entry in moves}):
        tables_before.update(tables_before_moves(
            room, table_id, [entry for entry in moves if entry.table_id == table_id], pace))
    earlier = decided_otherwise(room, tables, pace)
    pace.finish()
    return HistoryPage(
        page, len(found) > size, hands, tables_before,
        min((entry.id for entry in tables), default=before_table),
        min((entry.id for entry in lists), default=before_list),
        earlier,
    )


def decided_otherwise(
    room: Room, entries: Sequence[Entry], pace: Pace | None = None
) -> dict[int, Refused | None]:
    """Which of ``entries`` (events and redos) today's rules would decide otherwise, by entry
    (see :attr:`HistoryPage.earlier`); a table that cannot be replayed is left out (logged)."""
    found: dict[int, Refused | None] = {}
    by_table: dict[int, list[int]] = {}
    for entry in entries:
        if entry.kind in (EntryKind.EVENT, EntryKind.REDO):
            by_table.setdefault(entry.table_id, []).append(entry.id)
    for table_id, ids in sorted(by_table.items()):
        try:
            found.update(room.decided_otherwise(table_id, ids))
        except StorageError:
            log.exception("which entries of table %s today's rules decide otherwise is not "
                          "known", table_id)
        if pace is not None:
            pace.advance(0)
    return found


def _entries(
    room: Room, chosen: HistoryFilter, before_table: int | None, before_list: int | None,
    size: int,
) -> list[Entry | ListEntry]:
    """The tables' entries and the list entries that pass the filter, merged by time, newest
    first: one more than a page when there are more."""
    found: list[Entry | ListEntry] = []
    if chosen.game_id is None:
        found.extend(reversed(room.history(
            chosen.table_id, seat=chosen.seat, player=chosen.player, since=chosen.since,
            until=chosen.until, before=before_table, limit=size + 1)))
    if chosen.table_id is None and chosen.seat is None:
        until = chosen.until
        if until is not None:
            until += timedelta(microseconds=1)  # the list's own bound is excluded
        found.extend(room.list_history(
            game_id=chosen.game_id, player=chosen.player, since=chosen.since, until=until,
            before=before_list, limit=size + 1))
    found.sort(key=lambda entry: (entry.at, isinstance(entry, ListEntry), entry.id),
               reverse=True)
    return found


def _hands(room: Room, entries: Sequence[Entry]) -> dict[int, int]:
    """The hand number of every deal (and undone or redone deal) among ``entries``."""
    deals: dict[int, list[int]] = {}
    for entry in entries:
        if isinstance(entry.event, DealHand):
            deals.setdefault(entry.table_id, []).append(entry.id)
    hands: dict[int, int] = {}
    for table_id, ids in deals.items():
        hands.update(hand_numbers(room, table_id, min(ids), max(ids)))
    return hands


def tables_before_moves(
    room: Room, table_id: int, moves: Sequence[Entry], pace: Pace | None = None
) -> dict[int, Table]:
    """For each entry of the table about a move, the table before the move (for an undo of
    one: the table the undo put back), by entry id; an entry whose table cannot be replayed is
    left out. The entries are looked at in the journal's order, one replay going on from one
    to the next unless a kept snapshot lies nearer; each advances ``pace`` by one."""
    pace = pace or Pace(None, 0)
    found: dict[int, Table] = {}
    replay: Replay | None = None
    for entry in sorted(moves, key=lambda move: move.id):
        try:
            if replay is None or room.kept_before(table_id, entry.id) > replay.state.entry:
                replay = Replay(room.state_before(table_id, entry.id))
            before = replay.state.table
            for row in room.rows(table_id, after=replay.state.entry, up_to=entry.id):
                before = replay.state.table
                replay.step(row)
                pace.advance(0)  # a long stretch replayed: a report, and Cancel heard, when due
        except StorageError:
            log.exception("the table before entry %s of table %s is not known", entry.id,
                          table_id)
            replay = None
        else:
            found[entry.id] = replay.state.table if entry.kind is EntryKind.UNDO else before
        pace.advance()
    return found

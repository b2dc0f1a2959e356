"""Where an export of a time range starts: the latest moment before the range at which the
scenario format can say the table exactly (:func:`described_start`).

The table is replayed backward from the range a stretch at a time, at most :data:`LOOK_BACK`
entries, and a moment is kept when its ``[table]`` section describes it (player ids and the
last deal aside: :func:`comparable`), a hand is dealt from it before any misdeal, and no undo in
the range takes back what came before it. None found, the export starts at the table's
creation (:func:`creation`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, fields, replace
from datetime import datetime
from typing import Any

from floorapp.rules import Player, Table
from floorapp.scenario import InvalidScenario

from .journal import KIND_CODES, EntryKind, TableState, micros, moment
from .room import Room, starting_table
from .scenario_words import table_section
from .work import Pace

LOOK_BACK = 2000
"""How many of a table's journal entries before a range its export looks back through for a
moment at which the format can say the table exactly (past them, it starts at the table's
creation). Such moments come every few dozen entries at a busy table."""


@dataclass(frozen=True)
class Start:
    """A moment before a range at which the format can say the table: the journal entry, its
    time, and the table after it."""

    entry: int
    at: datetime
    table: Table


def creation(room: Room, table_id: int) -> int:
    """The table's ``create`` entry (its first)."""
    return int(room.database.rows(
        "SELECT min(id) FROM journal WHERE table_id = ?", (table_id,))[0][0])


def described_start(
    room: Room, table_id: int, since: datetime, until: datetime | None, pace: Pace
) -> Start | None:
    """The latest moment before ``since`` (at most :data:`LOOK_BACK` entries before it, after
    the table's creation) at which the format can say the table, that needs no last deal
    (:func:`_deal_next`), and whose actions in effect no undo up to ``until`` takes back (the
    file has no undo: it starts from the actions in effect at the end); None when there is
    none."""
    bounds = _range_bounds(room, table_id, since)
    if bounds is None:
        return None
    for state in _described_moments(room, table_id, *bounds, pace):
        if not _taken_back_later(room, table_id, state.entry, until):
            at = room.database.rows("SELECT at FROM journal WHERE id = ?", (state.entry,))[0][0]
            return Start(state.entry, moment(at), state.table)
    return None


AHEAD = 32
"""How many entries into a range an export looks, to see whether a hand is dealt before a
misdeal (:func:`_deal_next`)."""


def _range_bounds(room: Room, table_id: int, since: datetime) -> tuple[int, int] | None:
    """The table's last journal entry before the range, and one :data:`AHEAD` entries into it
    (or its last); None when the range or the time before it holds none. The range's first
    entry is the table's first at or after ``since``."""
    first = room.database.rows(
        "SELECT id FROM journal WHERE table_id = ? AND at >= ? ORDER BY id LIMIT 1",
        (table_id, micros(since)))
    if not first:
        return None
    last, ahead = room.database.rows(
        "SELECT (SELECT max(id) FROM journal WHERE table_id = ?1 AND id < ?2), "
        "(SELECT max(id) FROM (SELECT id FROM journal WHERE table_id = ?1 AND id >= ?2 "
        "ORDER BY id LIMIT ?3) AS ahead)", (table_id, first[0][0], AHEAD))[0]
    return None if last is None else (int(last), int(ahead))


def _described_moments(
    room: Room, table_id: int, last: int, ahead: int, pace: Pace
) -> Iterator[TableState]:
    """The table's states up to entry ``last`` that the format can say and that need no last
    deal, latest first (the creation left out, at most :data:`LOOK_BACK` entries looked at).
    The table is replayed forward from each kept snapshot, a stretch at a time (the first up
    to entry ``ahead``, to see what follows ``last``), and looked at backward."""
    created = creation(room, table_id)
    end, looked = ahead, 0
    later: TableState | None = None
    deal_next = False
    while end > created and looked < LOOK_BACK:
        start = room.kept_before(table_id, end)
        for state in reversed(list(room.states_after(table_id, start, end))):
            if state.entry <= created or looked >= LOOK_BACK:
                return
            if later is not None:
                deal_next = _deal_next(state, later, deal_next)
                if state.entry <= last:
                    looked += 1
                    pace.advance(0)  # nothing written yet: a report, and Cancel heard, when due
                    if deal_next and _describes(table_section(state.table), state.table):
                        yield state
            later = state
        end = start


def _deal_next(before: TableState, after: TableState, then: bool) -> bool:
    """Whether, from the state ``before`` on, a hand is dealt before any misdeal, the entry
    after it leading to ``after`` (``then``: whether it is so from ``after`` on). A misdeal
    deals the last hand again, and a table the format describes holds no last hand; once a
    hand is dealt, the file's table and the journal's are the same but for the players' ids."""
    if after.hands > before.hands and not before.table.redeal:
        return True
    if after.table.redeal and not before.table.redeal:
        return False
    return then


def _taken_back_later(room: Room, table_id: int, entry: int, until: datetime | None) -> bool:
    """Whether an undo after entry ``entry`` (up to ``until``) takes back an action at or
    before it."""
    sql = ("SELECT 1 FROM journal WHERE table_id = ? AND id > ? AND kind = ? AND target <= ?")
    parameters: list[Any] = [table_id, entry, KIND_CODES[EntryKind.UNDO], entry]
    if until is not None:
        sql += " AND at <= ?"
        parameters.append(micros(until))
    return bool(room.database.rows(sql + " LIMIT 1", parameters))


def _describes(section: Mapping[str, Any], table: Table) -> bool:
    """Whether a ``[table]`` section says ``table`` as far as the format can (player ids and
    the last deal aside)."""
    try:
        described = starting_table(table.house, section)
    except InvalidScenario:
        return False
    return comparable(described) == comparable(table)


PLAYER_FACTS = tuple(fact.name for fact in fields(Player) if fact.name != "id")
"""What the format may say of a player: all but his id."""


def comparable(table: Table) -> tuple[Any, ...]:
    """The table with what the format cannot say (player ids, the next id, the last deal) left
    out, to compare with another.

    Players are compared by seat (as the format numbers them); in the last deal's chain, ids
    of players no longer seated become -1, so a table that remembers them never looks
    describable.
    """
    seat_of = {player.id: seat for seat, player in table.occupied()}
    chain = tuple(
        None if player_id is None else seat_of.get(player_id, -1)
        for player_id in table.last_chain_players
    )
    seats = tuple(
        (seat.number, seat.locked,
         None if seat.player is None else tuple(getattr(seat.player, fact)
                                                for fact in PLAYER_FACTS))
        for seat in table.seats
    )
    rest = replace(table, seats=(), last_chain_players=chain, next_player_id=0,
                   last_deal=None)
    return rest, seats

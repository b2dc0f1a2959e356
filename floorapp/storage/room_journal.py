"""Reading the room's journal: the history, a table's entries, the actions in effect, the
business day, and what the screen shows of a table's latest deal.

What the floor means by the terms used here:

- A *journal entry* (:class:`Entry`) is one action at a table, as the history shows it: when,
  which kind (an event, an undo, a redo, a table's creation, renaming, closing, reopening), the
  seats it concerns and the players who sat there at the time.
- The *actions in effect* are the events and redos not taken back by an undo: applied one
  after the other to the table's start, they give its state.
- The *business day* runs from the *house hour* (:attr:`RoomJournal.day_starts`, 06:00 unless
  the room set another) to just before it the next day: a night's play belongs to the day it
  started on.
- What is *shown* (:class:`~floorapp.storage.journal.Shown`) is the latest deal (or
  correction) in effect and the table right after it; when an undo took it back, it is looked
  back for among the actions undo can still reach.

Long reads page through the journal :data:`~floorapp.storage.journal.READ_CHUNK` rows at a time.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time, timedelta
from functools import cached_property
from typing import Any

from floorapp.rules import Deal, Event

from . import codec
from .journal import (
    KINDS,
    READ_CHUNK,
    UNDO_DEPTH,
    EntryKind,
    Shown,
    TableState,
    micros,
    moment,
    player_key,
    seat_mask,
    seats_of,
)
from .room_states import RoomStates
from .service import FloorState, screen_of

DEFAULT_DAY_STARTS = 6
"""The house hour of a room that has not set one: its business day starts at 06:00."""


@dataclass(frozen=True)
class Entry:
    """One journal entry, for the history view.

    ``event`` is the floor event (for an event, an undo or a redo: the one taken back or put
    back); ``deal`` the deal it made (read from its document when first asked for: a long read
    does not decode deals nobody looks at); ``target`` the entry an undo or redo is about;
    ``note`` the table's name (create, rename); ``seats`` and ``players`` whom the entry
    concerns.
    """

    id: int
    table_id: int
    at: datetime
    kind: EntryKind
    event: Event | None = None
    packed_deal: bytes | None = field(default=None, repr=False)
    target: int | None = None
    note: str | None = None
    seats: tuple[int, ...] = ()
    players: tuple[str, ...] = ()
    packer: codec.Packer | None = field(default=None, repr=False, compare=False)

    @cached_property
    def deal(self) -> Deal | None:
        """The deal the entry made, if any."""
        if self.packed_deal is None or self.packer is None:
            return None
        return codec.decode_deal(self.packer.unpack(self.packed_deal))


class RoomJournal(RoomStates):
    """The room's journal read back: history, entries, actions in effect, business days and
    what the screen shows."""

    @property
    def day_starts(self) -> int:
        """The house hour: the hour (local time, 0-23) at which the room's business day starts.
        A night's play belongs to the day it started on."""
        rows = self.database.rows("SELECT value FROM meta WHERE key = 'day_starts'")
        return int(rows[0][0]) if rows else DEFAULT_DAY_STARTS

    def set_day_starts(self, hour: int) -> None:
        """Set the house hour (kept in the room file); :class:`ValueError` outside 0-23."""
        if isinstance(hour, bool) or not isinstance(hour, int) or not 0 <= hour <= 23:
            raise ValueError(f"the day starts at a whole hour from 0 to 23, not {hour!r}")
        with self.database.transaction("set the hour the room's day starts") as db:
            db.execute("INSERT INTO meta (key, value) VALUES ('day_starts', ?) "
                       "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (str(hour),))

    def business_day(self, day: date) -> tuple[datetime, datetime]:
        """The first and last moments (local time) of business day ``day``."""
        return business_day(day, self.day_starts)

    def day_of(self, moment: datetime) -> date:
        """The business day a moment belongs to."""
        return day_of(moment, self.day_starts)

    # --- the history ------------------------------------------------------------------------

    def history(
        self,
        table_id: int | None = None,
        *,
        seat: int | None = None,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        before: int | None = None,
        limit: int | None = None,
    ) -> list[Entry]:
        """Journal entries, oldest first, filtered by table, seat, player (name, any case) and
        time (``since`` and ``until`` included). ``limit`` keeps the latest ones; with
        ``before`` (an entry id) it pages back through a long history."""
        where, parameters = _history_filter(table_id, seat, since, until, before)
        by_time = since is not None or until is not None
        if player is None:
            ids = self._latest_ids(where, parameters, limit, by_time)
        else:
            ids = self._ids_of_player(player, table_id, seat, before, (where, parameters),
                                      limit, by_time)
        return self._entries(self._rows_by_id(sorted(ids)))

    def entries(
        self, table_id: int, *, since: datetime | None = None, until: datetime | None = None,
        with_players: bool = True, after: int = 0,
    ) -> Iterator[Entry]:
        """A table's journal entries after entry ``after`` (0: from its creation), oldest
        first, read a page at a time (a long history is never held whole); without the
        players they concern unless ``with_players``."""
        while True:
            where, parameters = _history_filter(table_id, None, since, until, None)
            rows = self.database.rows(
                f"{_ENTRY_COLUMNS}{where} AND id > ? ORDER BY id LIMIT ?",
                [*parameters, after, READ_CHUNK],
            )
            yield from self._entries(rows, with_players)
            if len(rows) < READ_CHUNK:
                return
            after = rows[-1][0]

    def effective(self, table_id: int, until: datetime | None = None) -> list[Entry]:
        """The actions in effect (undone ones left out), in order, as of ``until``.

        Applied to the table's start one after the other, they give its state.
        """
        in_effect: list[Entry] = []
        for entry in self.entries(table_id, until=until, with_players=False):
            if entry.kind in (EntryKind.EVENT, EntryKind.REDO):
                in_effect.append(entry)
            elif entry.kind is EntryKind.UNDO:
                in_effect.pop()
        return in_effect

    def _latest_ids(
        self, where: str, parameters: list[Any], limit: int | None, by_time: bool
    ) -> list[int]:
        """The ids of the latest entries that pass ``where``, read from an index alone (the
        journal's indexes hold the table, the time and the seats of every entry). With a time
        bound, the latest by time (the time index gives them in order)."""
        order = "at DESC, id DESC" if by_time else "id DESC"
        sql = f"SELECT id FROM journal{where} ORDER BY {order}"
        if limit is not None:
            sql += " LIMIT ?"
            parameters = [*parameters, limit]
        return [row[0] for row in self.database.rows(sql, parameters)]

    def _ids_of_player(
        self, player: str, table_id: int | None, seat: int | None, before: int | None,
        condition: tuple[str, list[Any]], limit: int | None, by_time: bool,
    ) -> list[int]:
        """The latest entries that concern a player: those of his sittings' seats while he sat
        there, newest sitting first (those that began after ``before`` left out), until
        ``limit`` are found and no older sitting can add a later one."""
        where, parameters = condition
        sql = ("SELECT table_id, seat, first_entry, last_entry FROM sittings "
               "WHERE player_key = ?")
        wanted: list[Any] = [player_key(player)]
        if table_id is not None:
            sql += " AND table_id = ?"
            wanted.append(table_id)
        if seat is not None:
            sql += " AND seat = ?"
            wanted.append(seat)
        if before is not None:
            sql += " AND first_entry < ?"
            wanted.append(before)
        sittings = sorted(self.database.rows(sql, wanted), key=lambda row: -(row[3] or 1 << 62))
        found: list[int] = []
        for sitting_table, sitting_seat, first, last in sittings:
            if limit is not None and len(found) >= limit and found[-limit] > (last or 1 << 62):
                break
            found = sorted({*found, *self._latest_ids(
                f"{where or ' WHERE 1 = 1'} AND table_id = ? AND id >= ? AND id <= ? "
                "AND (seats & ?) != 0",
                [*parameters, sitting_table, first, last or 1 << 62, seat_mask((sitting_seat,))],
                limit, by_time,
            )})
            if limit is not None:
                found = found[-limit:]
        return found

    def _rows_by_id(self, ids: Sequence[int]) -> list[Any]:
        """The journal rows (:data:`_ENTRY_COLUMNS`) of these entries, in the same order."""
        rows: dict[int, Any] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            for row in self.database.rows(f"{_ENTRY_COLUMNS} WHERE id IN ({marks})", chunk):
                rows[row[0]] = row
        return [rows[entry] for entry in ids]

    def _entries(self, rows: Sequence[Any], with_players: bool = True) -> list[Entry]:
        """Journal rows (:data:`_ENTRY_COLUMNS`) as entries, with the players they concern
        (left out when not wanted: the actions in effect need none)."""
        if not rows:
            return []
        seated = self._seated(rows) if with_players else {}
        entries = []
        packer = self.database.packer
        for entry, table_id, at, kind, target, seats, event, deal, note in rows:
            numbers = seats_of(seats)
            players: tuple[str, ...] = ()
            if with_players:
                on_seats = seated.get(table_id, {})
                players = tuple(dict.fromkeys(
                    name for number in numbers
                    for name in sorted(name for name, first, last in on_seats.get(number, ())
                                       if first <= entry <= last)
                ))
            entries.append(Entry(
                entry, table_id, moment(at), KINDS[kind], self._event_of_packed(event), deal,
                target, note, numbers, players, packer,
            ))
        return entries

    def _seated(self, rows: Sequence[Any]) -> dict[int, dict[int, list[tuple[str, int, int]]]]:
        """Who sat where during the entries of ``rows``: by table, by seat, (name, first entry,
        last entry). A seat's sittings follow one another, so the walk back from the last
        entry stops at the first sitting that began before the first entry."""
        seated: dict[int, dict[int, list[tuple[str, int, int]]]] = {}
        first, last = min(row[0] for row in rows), max(row[0] for row in rows)
        seats_by_table: dict[int, int] = {}
        entries_by_table: dict[int, int] = {}
        for row in rows:
            seats_by_table[row[1]] = seats_by_table.get(row[1], 0) | row[5]
            entries_by_table[row[1]] = entries_by_table.get(row[1], 0) + 1
        for table_id, mask in seats_by_table.items():
            by_seat = seated.setdefault(table_id, {})
            for seat in seats_of(mask):
                found = by_seat.setdefault(seat, [])
                for name, start, end in self.database.rows(
                    "SELECT player, first_entry, last_entry FROM sittings "
                    "WHERE table_id = ? AND seat = ? AND first_entry <= ? "
                    "ORDER BY first_entry DESC LIMIT ?",
                    (table_id, seat, last, entries_by_table[table_id] + 1),
                ):
                    if end is None or end >= first:
                        found.append((name, start, end or 1 << 62))
                    if start < first:
                        break
        return seated

    # --- what the screen shows ------------------------------------------------------------

    def on_screen(self, table_id: int) -> FloorState:
        """What the floor screen shows of the table now (see :func:`screen_of`)."""
        return screen_of(self.state(table_id), self.shown(table_id))

    def shown(self, table_id: int) -> Shown:
        """What the screen shows of the table's latest deal (or correction) in effect.

        Known from the state as entries are written; after an undo took that deal back, found
        among the actions undo can reach (latest first), the table after it replayed from the
        nearest snapshot.
        """
        state = self.state(table_id)
        if state.shown is not None:
            return state.shown
        shown = self.shown_in(state)
        self._states[table_id] = replace(self.state(table_id), shown=shown)
        return shown

    def shown_in(self, state: TableState) -> Shown:
        """What the screen shows of the table in ``state`` (a state of its journal, now or
        earlier): the state's own when it knows it, else looked back for."""
        if state.shown is not None:
            return state.shown
        if state.undo:
            marks = ", ".join("?" * len(state.undo))
            found = {
                row[0]: row for row in self.database.rows(
                    f"SELECT id, event, deal IS NOT NULL FROM journal WHERE id IN ({marks})",
                    list(state.undo),
                )
            }
            for entry in reversed(state.undo):
                _, event, dealt = found[entry]
                if dealt:
                    return Shown(entry, self.state_after(state.table_id, entry).table)
                if codec.decode_event(self.database.packer.unpack(event)).kind == "correct":
                    return Shown(entry, None, corrected=True)
        if len(state.undo) >= UNDO_DEPTH and state.last_deal is not None:
            # More actions without a deal than undo reaches back: the table still knows its
            # last deal; the table right after it is not kept, so the current one stands in.
            return Shown(0, state.table)
        return Shown()


_ENTRY_COLUMNS = "SELECT id, table_id, at, kind, target, seats, event, deal, note FROM journal"


def _history_filter(
    table_id: int | None, seat: int | None, since: datetime | None, until: datetime | None,
    before: int | None,
) -> tuple[str, list[Any]]:
    conditions: list[str] = []
    parameters: list[Any] = []
    if before is not None:
        conditions.append("id < ?")
        parameters.append(before)
    if table_id is not None:
        conditions.append("table_id = ?")
        parameters.append(table_id)
    if since is not None:
        conditions.append("at >= ?")
        parameters.append(micros(since))
    if until is not None:
        conditions.append("at <= ?")
        parameters.append(micros(until))
    if seat is not None:
        conditions.append("(seats & ?) != 0")
        parameters.append(seat_mask((seat,)))
    return (" WHERE " + " AND ".join(conditions)) if conditions else "", parameters


def business_day(day: date, day_starts: int) -> tuple[datetime, datetime]:
    """The first and last moments (local time) of business day ``day``: from the house hour
    ``day_starts`` that day to just before it the next day."""
    start = datetime.combine(day, time(day_starts)).astimezone()
    end = datetime.combine(day + timedelta(days=1), time(day_starts)).astimezone()
    return start, end - timedelta(microseconds=1)


def day_of(moment: datetime, day_starts: int) -> date:
    """The business day a moment belongs to, the house hour being ``day_starts``."""
    local = moment.astimezone()
    return (local - timedelta(hours=day_starts)).date()


def aware(moment: datetime | None) -> datetime | None:
    """``moment`` with a time zone (a naive time is taken as local time)."""
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.astimezone()

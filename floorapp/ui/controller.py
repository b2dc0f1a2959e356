"""The one owner of a table on screen: every event, undo and redo goes through it to the room.

A :class:`TableController` shows one table of the room (:class:`~floorapp.storage.room.Room`).
An event is checked and applied by the rules core, then recorded in the room's journal; only
once the journal entry is on disk does the screen change. Undo and redo are journal entries
too (nothing is ever deleted). If the disk refuses the write (a read-only folder, a full disk)
the action is not applied: the screen stays as it was and says why.

After every change the controller emits ``state_changed`` once; widgets then read ``state`` and
redraw. It also keeps the table's log: the latest journal entries when it opens (read when the
log is first looked at, so that a room of many tables starts quickly), then every event, deal,
refusal, undo, redo and failed save with its time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from PySide6.QtCore import QObject, Signal

from floorapp.rules import (
    Applied,
    ChangeHouse,
    DealHand,
    Event,
    Refused,
    Table,
    apply,
    can_apply,
    owed,
)
from floorapp.storage.errors import StorageError
from floorapp.storage.journal import EntryKind
from floorapp.storage.recent import locked_since, on_screen
from floorapp.storage.room import Entry, Room

from . import wording
from .readout import ReadoutItem, corrected_readout, readout
from .scene import TableScene, build_scene
from .state import FloorState, advance

RESTORED_LOG = 60
"""How many of a table's latest journal entries its log shows when it opens (the last hands;
History holds the rest): each is replayed to word it, so this bounds the work at start."""


class LogKind(StrEnum):
    """What a log line records."""

    EVENT = "event"
    DEAL = "deal"
    REFUSED = "refused"
    UNDONE = "undone"
    REDONE = "redone"
    TABLE = "table"
    """The table was opened, renamed, closed or reopened."""
    NOT_SAVED = "not-saved"
    """The disk refused to record an action: it was not applied."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: when, what, and what came of it."""

    time: datetime
    kind: LogKind
    text: str
    result: str = ""


class TableController(QObject):
    """Owns one table on screen, its undo and redo (through the room's journal) and its log."""

    state_changed = Signal()
    """The state changed (event, deal, undo, redo)."""
    logged = Signal(object)
    """A log entry was added (a :class:`LogEntry`)."""
    refused = Signal(object, str)
    """An event was refused: the :class:`~floorapp.rules.Refused` and its worded reason."""
    not_saved = Signal(object, str)
    """An action could not be recorded (and was not applied): the
    :class:`~floorapp.storage.errors.StorageError` and what the floor is told."""

    def __init__(self, room: Room, table_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.room = room
        self.table_id = table_id
        self._state = self._read_state()
        self._lockups: dict[int, datetime] = {}
        self.clock: Callable[[], datetime] = lambda: datetime.now().astimezone()
        """The time lock-ups are measured to (tests set it)."""
        self._log_lines: list[LogEntry] | None = None
        self._opened_at = (room.state(table_id).entry, self._state.hand)
        """The table's latest entry and hand count when it opened: where its log starts."""

    @property
    def log(self) -> list[LogEntry]:
        """The table's log, oldest first: its latest journal entries when it opened, then every
        line logged since."""
        if self._log_lines is None:
            entry, hands = self._opened_at
            self._log_lines = restored_log(self.room, self.table_id, hands, up_to=entry)
        return self._log_lines

    # --- reading ------------------------------------------------------------------------

    @property
    def state(self) -> FloorState:
        return self._state

    @property
    def table(self) -> Table:
        return self._state.table

    @property
    def can_undo(self) -> bool:
        """An action can be taken back (the room's journal says so)."""
        return self.room.state(self.table_id).can_undo

    @property
    def can_redo(self) -> bool:
        """An action undone can be put back."""
        return self.room.state(self.table_id).can_redo

    def lockup_times(self) -> dict[int, datetime]:
        """When each locked-up seat was locked up, read from the journal for a seat newly
        locked up (and for every seat again after an undo or a redo)."""
        locked = [seat.number for seat in self.table.seats
                  if seat.locked and seat.player is None]
        known = {seat: self._lockups[seat] for seat in locked if seat in self._lockups}
        missing = [seat for seat in locked if seat not in known]
        if missing:
            known.update(locked_since(self.room, self.table_id, missing))
        self._lockups = known
        return known

    def scene(self) -> TableScene:
        """What the table shows now, lock-up times included."""
        return build_scene(self._state, self.lockup_times(), self.clock())

    def readout(self) -> tuple[ReadoutItem, ...]:
        """What the dealer reads out for the hand in play (or the corrected positions)."""
        return self._readout_of(self._state)

    @staticmethod
    def _readout_of(state: FloorState) -> tuple[ReadoutItem, ...]:
        if state.deal is not None and state.dealt_table is not None:
            return readout(state.deal, state.dealt_table)
        if state.corrected:
            return corrected_readout(state.table)
        return ()

    def refusal(self, event: Event) -> Refused | None:
        """What the rules would say to ``event`` now (None: allowed)."""
        return can_apply(self._state.table, event)

    # --- changing -----------------------------------------------------------------------

    def apply(self, event: Event) -> Refused | StorageError | None:
        """Apply ``event`` and record it; the screen changes once it is on disk.

        A refusal changes nothing, is logged and emitted, and returned; so is a failure to
        record (the action is then not applied). Any other exception of the rules core is a
        bug in it: it is not caught here.
        """
        state = self._state
        text = wording.event_text(event, state.table)
        try:
            applied = apply(state.table, event)
        except Refused as refusal:
            reason = wording.refusal_text(refusal, state.table)
            self._log(LogKind.REFUSED, text, reason)
            self.refused.emit(refusal, reason)
            return refusal
        failure = self._record(applied, text)
        if failure is not None:
            return failure
        after = advance(state, applied)
        if applied.deal is not None:
            self._log(LogKind.DEAL, wording.hand_label(after.hand),
                      wording.deal_summary(self._readout_of(after)), at=self._committed_at())
        else:
            self._log(LogKind.EVENT, text, _event_result(event, after), at=self._committed_at())
        self._set_state(after)
        return None

    def undo(self) -> StorageError | None:
        """Take back the latest action in effect (a journal entry of its own)."""
        if not self.can_undo:
            return None
        return self._step_in_journal(self.room.undo, wording.undo_label(), LogKind.UNDONE)

    def redo(self) -> StorageError | None:
        """Put back the latest action undone (a journal entry of its own)."""
        if not self.can_redo:
            return None
        return self._step_in_journal(self.room.redo, wording.redo_label(), LogKind.REDONE)

    def log_table_entry(self) -> None:
        """Log the room's latest entry about the table itself (renamed, reopened)."""
        latest = self.room.history(self.table_id, limit=1)
        if latest:
            self._append(restored_line(latest[0]))

    # --- inside ---------------------------------------------------------------------------

    def _read_state(self) -> FloorState:
        shown = on_screen(self.room, self.table_id)
        return FloorState(shown.table, shown.deal, shown.dealt_table, shown.hands,
                          shown.corrected)

    def _record(self, applied: Applied, text: str) -> StorageError | None:
        try:
            self.room.record(self.table_id, applied)
        except StorageError as error:
            return self._failed(error, text)
        return None

    def _failed(self, error: StorageError, text: str) -> StorageError:
        reason = wording.storage_error_text(error)
        self._log(LogKind.NOT_SAVED, text, reason)
        self.not_saved.emit(error, reason)
        return error

    def _step_in_journal(
        self, step: Callable[[int], object], label: str, kind: LogKind
    ) -> StorageError | None:
        """An undo or a redo (``step``): written to the journal, then shown and logged at its
        entry's time with the action it took back or put back."""
        before = self._state
        try:
            step(self.table_id)
        except StorageError as error:
            return self._failed(error, label)
        after = self._read_state()
        self._lockups = {}  # an undo or a redo may bring back an older lock-up of a seat
        latest = self._latest_entry()
        event = latest.event if latest is not None else None
        taken_back = kind is LogKind.UNDONE
        text = "" if event is None else (
            wording.hand_label(before.hand if taken_back else after.hand)
            if isinstance(event, DealHand)
            else wording.event_text(event, after.table if taken_back else before.table))
        self._log(kind, text, at=self._time_of(latest))
        self._set_state(after)
        return None

    def _set_state(self, state: FloorState) -> None:
        self._state = state
        self.state_changed.emit()

    def _log(
        self, kind: LogKind, text: str, result: str = "", at: datetime | None = None
    ) -> None:
        """Log a line at ``at`` (a journaled action: its entry's time), else now (a refusal,
        a failure to save: nothing was written)."""
        self._append(LogEntry(at or datetime.now().astimezone(), kind, text, result))

    def _latest_entry(self) -> Entry | None:
        """The table's latest journal entry (the one just written)."""
        latest = self.room.history(self.table_id, limit=1)
        return latest[0] if latest else None

    def _committed_at(self) -> datetime:
        """The time of the table's latest journal entry."""
        return self._time_of(self._latest_entry())

    @staticmethod
    def _time_of(entry: Entry | None) -> datetime:
        """An entry's time as the journal holds it, so that the log shows the same time before
        and after a restart."""
        return entry.at.astimezone() if entry is not None else datetime.now().astimezone()

    def _append(self, entry: LogEntry) -> None:
        self.log.append(entry)
        self.logged.emit(entry)


_KIND_OF_ENTRY = {
    EntryKind.UNDO: LogKind.UNDONE,
    EntryKind.REDO: LogKind.REDONE,
    EntryKind.CREATE: LogKind.TABLE,
    EntryKind.RENAME: LogKind.TABLE,
    EntryKind.CLOSE: LogKind.TABLE,
    EntryKind.REOPEN: LogKind.TABLE,
}


def restored_line(entry: Entry) -> LogEntry:
    """A journal entry as a line of the log, from what the entry holds alone."""
    kind = _KIND_OF_ENTRY.get(entry.kind, LogKind.DEAL if entry.deal else LogKind.EVENT)
    return LogEntry(entry.at.astimezone(), kind, wording.entry_action(entry),
                    wording.entry_result(entry))


def restored_log(
    room: Room, table_id: int, hands: int, up_to: int | None = None
) -> list[LogEntry]:
    """The log of a table's latest journal entries (up to entry ``up_to``), worded as they were
    when made.

    The entries are replayed from the table as it stood before the first of them (a
    snapshot and a few entries away), so that each line names the players and says what came
    of it, and each deal has its hand number (``hands``: the deals in effect after them).
    """
    before = None if up_to is None else up_to + 1
    entries = room.history(table_id, before=before, limit=RESTORED_LOG)
    try:
        return _replayed_lines(room, table_id, entries, hands)
    except (Refused, StorageError, ValueError):  # a journal the screen cannot follow
        return [restored_line(entry) for entry in entries]


def _replayed_lines(
    room: Room, table_id: int, entries: list[Entry], hands: int
) -> list[LogEntry]:
    if not entries:
        return []
    first = entries[0]
    net = sum(_deal_change(entry) for entry in entries)
    start = None if first.kind is EntryKind.CREATE else room.table_before(table_id, first.id)
    floor = FloorState(start, hand=hands - net) if start is not None else None
    befores: dict[int, FloorState] = {}
    lines: list[LogEntry] = []
    for entry in entries:
        at = entry.at.astimezone()
        event = entry.event
        if entry.kind is EntryKind.CREATE:
            floor = FloorState(room.state_after(table_id, entry.id).table)
            lines.append(restored_line(entry))
        elif floor is None or event is None:
            lines.append(restored_line(entry))
        elif entry.kind in (EntryKind.EVENT, EntryKind.REDO):
            before = floor
            floor = advance(before, apply(before.table, event))
            befores[entry.id] = before
            kind = LogKind.REDONE if entry.kind is EntryKind.REDO else (
                LogKind.DEAL if isinstance(event, DealHand) else LogKind.EVENT)
            text, result = _action_words(before, floor, event)
            lines.append(LogEntry(at, kind, text, "" if kind is LogKind.REDONE else result))
        elif entry.kind is EntryKind.UNDO and entry.target is not None:
            restored = befores.pop(entry.target, None) or FloorState(
                room.table_before(table_id, entry.target),
                hand=floor.hand - isinstance(event, DealHand))
            text, _ = _action_words(restored, floor, event)
            lines.append(LogEntry(at, LogKind.UNDONE, text))
            floor = restored
        else:
            lines.append(restored_line(entry))
    return lines


def _action_words(before: FloorState, after: FloorState, event: Event) -> tuple[str, str]:
    """An action's log words and result, from the states before and after it."""
    if isinstance(event, DealHand):
        items = TableController._readout_of(after)
        return wording.hand_label(after.hand), wording.deal_summary(items)
    return wording.event_text(event, before.table), _event_result(event, after)


def _deal_change(entry: Entry) -> int:
    """How an entry changes the number of deals in effect."""
    if not isinstance(entry.event, DealHand):
        return 0
    if entry.kind in (EntryKind.EVENT, EntryKind.REDO):
        return 1
    return -1 if entry.kind is EntryKind.UNDO else 0


def _event_result(event: Event, state: FloorState) -> str:
    """The seat an event changed, as it now stands: "Seat 6 Flo: away". After new house
    rules: what each player who owes now owes, at the new amounts (F-30)."""
    if isinstance(event, ChangeHouse):
        return _debts_now(state.table)
    seat = getattr(event, "to_seat", None) or getattr(event, "seat", None)
    if not isinstance(seat, int) or not 1 <= seat <= state.table.size:
        return ""
    shown = build_scene(state).seat(seat)
    return f"{wording.seat_title(seat, shown.name)}: {wording.status_phrase(shown)}"


def _debts_now(table: Table) -> str:
    """ "At the new amounts: Seat 4 Di owes 3 (2 live, 1 dead)." for every player who owes."""
    sentences = []
    for seat, player in table.occupied():
        if player.missed is None and not player.entry_post:
            continue
        debt = owed(table, seat)
        sentences.append(wording.owed_sentence(
            wording.seat_title(seat, player.name), debt.live, debt.dead))
    return wording.debts_at_new_amounts(sentences) if sentences else ""

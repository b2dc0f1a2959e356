"""A table's log in words: each change the room made (a :class:`Change`), or a journal entry
about the table itself, as one line.

Everything a line says comes from the change's facts (who sat where, the deal, the hand, what
is owed) and what the screen shows after it: nothing here asks the rules again.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from floorapp.rules import ChangeHouse, Move
from floorapp.screen.readout import ReadoutItem, corrected_readout, readout
from floorapp.screen.scene import seat_scene
from floorapp.screen.state import FloorState
from floorapp.storage.journal import EntryKind
from floorapp.storage.room import Entry
from floorapp.storage.service import Change
from floorapp.ui import wording


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
    UNCONFIRMED = "unconfirmed"
    """The connection to the room's server went while an action was being saved: saved or not,
    the server says once it is back (then the action's own line, or a ``NOT_SAVED`` one)."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: when, what, and what came of it."""

    time: datetime
    kind: LogKind
    text: str
    result: str = ""


def readout_of(state: FloorState) -> tuple[ReadoutItem, ...]:
    """What the dealer reads out for the hand in play (or the corrected positions)."""
    if state.deal is not None and state.dealt_table is not None:
        return readout(state.deal, state.dealt_table)
    if state.corrected:
        return corrected_readout(state.table)
    return ()


def log_line(item: Change | Entry) -> LogEntry:
    """A change, or an entry about the table itself, as a line of the log."""
    return change_line(item) if isinstance(item, Change) else restored_line(item)


def change_line(change: Change) -> LogEntry:
    """A change as a line of the log, at its journal entry's time."""
    at = change.at.astimezone()
    text = action_text(change)
    if change.kind is EntryKind.UNDO:
        return LogEntry(at, LogKind.UNDONE, text)
    if change.kind is EntryKind.REDO:
        return LogEntry(at, LogKind.REDONE, text)
    if change.deal is not None:
        return LogEntry(at, LogKind.DEAL, text, wording.deal_summary(readout_of(change.screen)))
    return LogEntry(at, LogKind.EVENT, text, _result(change))


def action_text(change: Change) -> str:
    """What the change did (an undo or a redo: the action it took back or put back)."""
    if change.hand is not None:
        return wording.hand_label(change.hand)
    event = change.event
    if isinstance(event, Move) and change.plays_at_once:
        # The sentence of wording.event_words, with the manner the change already knows.
        return QCoreApplication.translate("Event", "{seat}: moves to seat {to} ({how})").format(
            seat=wording.seat_title(event.from_seat, change.name_on(event.from_seat)),
            to=event.to_seat, how=QCoreApplication.translate("Move", "plays at once"))
    return wording.event_words(event, change.name_on)


def _result(change: Change) -> str:
    """The seat an event changed, as it now stands: "Seat 6 Flo: away". After new house
    rules: what each player who owes now owes, at the new amounts (F-30)."""
    if isinstance(change.event, ChangeHouse):
        if not change.debts:
            return ""
        return wording.debts_at_new_amounts([
            wording.owed_sentence(wording.seat_title(debt.seat, debt.name), debt.live, debt.dead)
            for debt in change.debts
        ])
    if change.seat is None:
        return ""
    shown = seat_scene(change.screen, change.seat)
    return f"{wording.seat_title(change.seat, shown.name)}: {wording.status_phrase(shown)}"


_KIND_OF_ENTRY = {
    EntryKind.UNDO: LogKind.UNDONE,
    EntryKind.REDO: LogKind.REDONE,
    EntryKind.CREATE: LogKind.TABLE,
    EntryKind.RENAME: LogKind.TABLE,
    EntryKind.CLOSE: LogKind.TABLE,
    EntryKind.REOPEN: LogKind.TABLE,
    EntryKind.ASSIGN: LogKind.TABLE,
}


def restored_line(entry: Entry) -> LogEntry:
    """A journal entry as a line of the log, from what the entry holds alone."""
    kind = _KIND_OF_ENTRY.get(entry.kind, LogKind.DEAL if entry.deal else LogKind.EVENT)
    return LogEntry(entry.at.astimezone(), kind, wording.entry_action(entry),
                    wording.entry_result(entry))

"""The one owner of the table on screen: every event goes through it as an undoable command.

The controller holds the current :class:`~floorapp.ui.state.FloorState` and a
``QUndoStack``. An event is checked and applied by the rules core; the controller pushes a
command holding the state before and after, so undo is putting the old state back. After
every change it emits ``state_changed`` once; widgets then read ``state`` and redraw. It also
keeps the log: every event, deal, refusal, undo and redo with its time.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from floorapp.rules import Event, Refused, Table, apply

from . import wording
from .actions import CoreFailure, checked
from .readout import ReadoutItem, corrected_readout, readout
from .scene import build_scene
from .state import FloorState, advance


class LogKind(StrEnum):
    """What a log line records."""

    EVENT = "event"
    DEAL = "deal"
    REFUSED = "refused"
    UNDONE = "undone"
    REDONE = "redone"
    TABLE = "table"
    """A new table, a scenario or changed house rules."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: when, what, and what came of it."""

    time: datetime
    kind: LogKind
    text: str
    result: str = ""


class FloorCommand(QUndoCommand):
    """One undoable change: the state before and after it."""

    def __init__(
        self, controller: TableController, before: FloorState, after: FloorState, text: str
    ) -> None:
        super().__init__(text)
        self.controller = controller
        self.before = before
        self.after = after
        self._done_once = False

    def redo(self) -> None:
        if self._done_once:
            self.controller._log(LogKind.REDONE, self.text())
        self._done_once = True
        self.controller._set_state(self.after)

    def undo(self) -> None:
        self.controller._log(LogKind.UNDONE, self.text())
        self.controller._set_state(self.before)


class TableController(QObject):
    """Owns the table on screen, its undo stack and its log."""

    state_changed = Signal()
    """The state changed (event, deal, undo, redo, new table)."""
    logged = Signal(object)
    """A log entry was added (a :class:`LogEntry`)."""
    refused = Signal(object, str)
    """An event was refused: the :class:`~floorapp.rules.Refused` and its worded reason."""

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = FloorState(table)
        self.undo_stack = QUndoStack(self)
        self.log: list[LogEntry] = []

    # --- reading ------------------------------------------------------------------------

    @property
    def state(self) -> FloorState:
        return self._state

    @property
    def table(self) -> Table:
        return self._state.table

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
        return checked(self._state.table, event)

    # --- changing -----------------------------------------------------------------------

    def apply(self, event: Event) -> Refused | None:
        """Apply ``event`` as one undoable step. A refusal changes nothing, is logged and
        emitted, and returned."""
        state = self._state
        text = wording.event_text(event, state.table)
        try:
            applied = apply(state.table, event)
        except Exception as error:  # noqa: BLE001 - a refusal, or a failure of the core
            refusal = error if isinstance(error, Refused) else CoreFailure(error)
            reason = wording.refusal_text(refusal, state.table)
            self._log(LogKind.REFUSED, text, reason)
            self.refused.emit(refusal, reason)
            return refusal
        after = advance(state, applied)
        if applied.deal is not None:
            text = wording.hand_label(after.hand)
            self._log(LogKind.DEAL, text, wording.deal_summary(self._readout_of(after)))
        else:
            self._log(LogKind.EVENT, text, _event_result(event, after))
        self.undo_stack.push(FloorCommand(self, state, after, text))
        return None

    def replace_state(self, state: FloorState, text: str, undoable: bool = True) -> None:
        """Put a whole new state on screen (new table, scenario, house rules)."""
        self._log(LogKind.TABLE, text)
        if undoable:
            self.undo_stack.push(FloorCommand(self, self._state, state, text))
        else:
            self.undo_stack.clear()
            self._set_state(state)

    def _set_state(self, state: FloorState) -> None:
        self._state = state
        self.state_changed.emit()

    def _log(self, kind: LogKind, text: str, result: str = "") -> None:
        entry = LogEntry(datetime.now(), kind, text, result)
        self.log.append(entry)
        self.logged.emit(entry)


def _event_result(event: Event, state: FloorState) -> str:
    """The seat an event changed, as it now stands: "Seat 6 Flo: away"."""
    seat = getattr(event, "to_seat", None) or getattr(event, "seat", None)
    if not isinstance(seat, int) or not 1 <= seat <= state.table.size:
        return ""
    shown = build_scene(state).seat(seat)
    return f"{wording.seat_title(seat, shown.name)}: {wording.status_phrase(shown)}"

"""The one owner of a table on screen: every event, undo and redo goes through it to the room.

A :class:`TableController` shows one table of the room (:class:`~floorapp.storage.room.Room`).
An event, an undo or a redo goes to the room as one command (:meth:`Room.apply`), which checks
it, records it in the journal and answers with the :class:`~floorapp.storage.service.Change` it
made; only once the journal entry is on disk does the screen change. Undo and redo are journal
entries too (nothing is ever deleted). If the disk refuses the write (a read-only folder, a full
disk) the action is not applied: the screen stays as it was and says why. So is an action at a
table closed on another screen meanwhile (:class:`TableClosed`: a dialog was open, a move
under way): nothing is written, and the screen says the table was closed.
When the connection to the room's server goes during the commit, the server may have the
action or not: the screen says so, and once the server is back (:meth:`TableController.catch_up`)
asks it which, shows the table as the server has it (the action, if saved, logged once) and
says which (``settled``).

After every change the controller shows the change's state, logs its line
(:mod:`.table_log`) and emits ``state_changed`` once; widgets then read ``state`` and redraw.
The log starts with the table's latest journal entries when it opens (read when the log is
first looked at, so that a room of many tables starts quickly).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime

from PySide6.QtCore import QObject, Signal

from floorapp.lists import ListRefused
from floorapp.rules import Event, Refused, Table, can_apply
from floorapp.screen.readout import ReadoutItem
from floorapp.screen.scene import SeatCall, TableScene, build_scene
from floorapp.screen.state import FloorState
from floorapp.storage.errors import (
    CommitUnconfirmed,
    StaleList,
    StaleTable,
    StorageError,
    UnconfirmedWrite,
)
from floorapp.storage.recent import (
    RESTORED_ENTRIES,
    changes_since,
    locked_since,
    recent_changes,
)
from floorapp.storage.room import Room, TableClosed
from floorapp.storage.service import Change, Command, Redo, Undo
from floorapp.ui import wording
from floorapp.ui.settling import Settling

from .table_log import LogEntry, LogKind, change_line, log_line, readout_of, restored_line

RESTORED_LOG = RESTORED_ENTRIES
"""How many of a table's latest journal entries its log shows when it opens (the last hands;
History holds the rest)."""

__all__ = ["RESTORED_LOG", "LogEntry", "LogKind", "TableController", "restored_log"]


Failure = Refused | ListRefused | StaleList | StorageError | StaleTable | TableClosed
"""Why an action was not done: the rules refused it, or the list did (a seat held for a called
name), the disk did not take it, another screen on the room wrote to the table (or the list)
first, or closed it."""


class TableController(Settling):
    """Owns one table on screen, its undo and redo (through the room's journal) and its log."""

    state_changed = Signal()
    """The state changed (event, deal, undo, redo)."""
    logged = Signal(object)
    """A log entry was added (a :class:`LogEntry`)."""
    refused = Signal(object, str)
    """An event was refused: the :class:`~floorapp.rules.Refused` and its worded reason."""
    moved_on = Signal(str)
    """Another screen on the room wrote to the table first, or closed it: the action was not
    done and the table now shows as the room has it; what the floor is told."""
    not_saved = Signal(object, str)
    """An action could not be recorded (and was not applied): the
    :class:`~floorapp.storage.errors.StorageError` and what the floor is told."""
    linked = Signal(object)
    """An undo or a redo here took back (or put back) a whole list action: its
    :class:`~floorapp.storage.room_lists.ListChange`, whose list and other tables changed
    too (the window shows them)."""

    def __init__(self, room: Room, table_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.room = room
        self.table_id = table_id
        self._state = room.on_screen(table_id)
        self._state_position = room.position(table_id)
        """The journal position of the state on screen."""
        self._lockups: dict[int, datetime] = {}
        self.clock: Callable[[], datetime] = lambda: datetime.now().astimezone()
        """The time lock-ups and calls are measured to (tests set it)."""
        self.calls: Callable[[], Mapping[int, SeatCall]] = dict
        """The names of the list called to the table's empty seats, by seat (the window's
        lists give them: :meth:`ListsOnScreen.follow
        <floorapp.ui.lists.on_screen.ListsOnScreen.follow>`)."""
        self._log_lines: list[LogEntry] | None = None
        self._opened_at = room.position(table_id)
        """The table's latest entry when it opened: where its log starts."""
        self._unconfirmed: tuple[UnconfirmedWrite, str] | None = None
        """An action whose save was cut off, and its words: asked of the server once back."""

    @property
    def log(self) -> list[LogEntry]:
        """The table's log, oldest first: its latest journal entries when it opened, then every
        line logged since."""
        if self._log_lines is None:
            self._log_lines = restored_log(self.room, self.table_id, up_to=self._opened_at)
        return self._log_lines

    # --- reading ------------------------------------------------------------------------

    @property
    def state(self) -> FloorState:
        return self._state

    @property
    def table(self) -> Table:
        return self._state.table

    @property
    def position(self) -> int:
        """The journal position of the table as the screen shows it."""
        return self._state_position

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
        locked = [seat.number for seat in self.table.seats if seat.locked_up]
        known = {seat: self._lockups[seat] for seat in locked if seat in self._lockups}
        missing = [seat for seat in locked if seat not in known]
        if missing:
            known.update(locked_since(self.room, self.table_id, missing))
        self._lockups = known
        return known

    def scene(self) -> TableScene:
        """What the table shows now, lock-up times and the list's calls included."""
        return build_scene(self._state, self.lockup_times(), self.clock(), self.calls())

    def readout(self) -> tuple[ReadoutItem, ...]:
        """What the dealer reads out for the hand in play (or the corrected positions)."""
        return readout_of(self._state)

    def refusal(self, event: Event) -> Refused | None:
        """What the rules would say to ``event`` now (None: allowed)."""
        return can_apply(self._state.table, event)

    # --- changing -----------------------------------------------------------------------

    def apply(self, event: Event) -> Failure | None:
        """Apply ``event`` and record it; the screen changes once it is on disk.

        A refusal changes nothing, is logged and emitted, and returned; so is a failure to
        record (the action is then not applied), and so is a table another screen on the room
        wrote to first, or closed (the screen then shows the table as it now is). Any other
        exception of the rules core is a bug in it: it is not caught here, and the fault
        handler reports it.
        """
        text = wording.event_text(event, self.table)
        try:
            change = self._command(event)
        except Refused as refusal:
            return self._refused(refusal, text)
        except ListRefused as refusal:
            return self._list_refused(refusal, text)
        except (StaleTable, TableClosed) as moved_on:
            return self._moved_on(moved_on, text)
        except StorageError as error:
            return self._failed(error, text)
        self._show(change)
        return None

    def undo(self) -> Failure | None:
        """Take back the latest action in effect (a journal entry of its own)."""
        if not self.can_undo:
            return None
        return self._step_in_journal(Undo(), wording.undo_label())

    def redo(self) -> Failure | None:
        """Put back the latest action undone (a journal entry of its own)."""
        if not self.can_redo:
            return None
        return self._step_in_journal(Redo(), wording.redo_label())

    def log_table_entry(self) -> None:
        """Log the room's latest entry about the table itself (renamed, reopened)."""
        latest = self.room.history(self.table_id, limit=1)
        if latest:
            self._append(restored_line(latest[0]))

    def catch_up(self) -> list[LogEntry]:
        """Another screen on the room changed the table (the room dropped its copy), or the
        room's server is back: show the table as the room now has it and log the entries
        written since this screen's last; the lines logged.

        An action of this screen whose save was cut off is asked of the server first
        (:meth:`Room.confirm`): saved, it is among the entries logged (once); not saved, that
        is logged. :meth:`tell_settled` then says which. Raises :class:`StorageError` while
        the server cannot answer (the action stays in doubt).
        """
        self._settle()
        shown = self._state_position
        self._lockups = {}
        lines: list[LogEntry] = []
        if self._log_lines is None:
            self._opened_at = self.room.position(self.table_id)  # restored when first looked at
        else:
            lines = [log_line(item) for item in changes_since(self.room, self.table_id, shown)]
            for line in lines:
                self._append(line)
        self._set_state(self.room.on_screen(self.table_id))
        return lines

    # --- inside ---------------------------------------------------------------------------

    def _settle(self) -> None:
        """Ask the server whether the action whose save was cut off is in the journal."""
        if self._unconfirmed is None:
            return
        write, text = self._unconfirmed
        saved = self.room.confirm(write)
        self._unconfirmed = None
        reason = wording.settled_text(saved, text)
        if not saved:
            self._log(LogKind.NOT_SAVED, text, reason)
        self.keep_settled(saved, reason)

    def _command(self, command: Command) -> Change:
        """Do ``command`` through the room, decided on the table as the screen shows it now."""
        return self.room.apply(self.table_id, command, self.room.position(self.table_id))

    def _step_in_journal(
        self, command: Undo | Redo, label: str
    ) -> Failure | None:
        """An undo or a redo: written to the journal, then shown and logged."""
        try:
            change = self._command(command)
        except (StaleTable, TableClosed) as moved_on:
            return self._moved_on(moved_on, label)
        except StaleList as stale:
            self.linked.emit(None)  # the window catches the list up
            return self._list_refused(stale, label)
        except ListRefused as refusal:
            return self._list_refused(refusal, label)
        except StorageError as error:
            return self._failed(error, label)
        self._lockups = {}  # an undo or a redo may bring back an older lock-up of a seat
        self._show(change)
        if change.linked is not None:
            self.linked.emit(change.linked)
        return None

    def show_changes(self, changes: list[Change]) -> bool:
        """Changes of this table made by a list action (a call's lock-up, a player seated
        from the list, a broken table), in order: log those this screen has not shown yet and
        show the table as it now stands. Whether any was new here."""
        new = [change for change in changes if change.entry > self._state_position]
        if not new:
            return False
        self._lockups = {}
        for change in new:
            self._append(change_line(change))
        self._set_state(new[-1].screen)
        return True

    def _show(self, change: Change) -> None:
        """Log what a change did and show the table as it now stands."""
        self._append(change_line(change))
        self._set_state(change.screen)

    def _refused(self, refusal: Refused, text: str) -> Refused:
        reason = wording.refusal_text(refusal, self.table)
        self._log(LogKind.REFUSED, text, reason)
        self.refused.emit(refusal, reason)
        return refusal

    def _list_refused(self, refusal: ListRefused | StaleList, text: str) -> ListRefused | StaleList:
        """The list's word against an action here (a seat held for a called name; an undo of
        a list action another table has moved on from; a list another screen changed)."""
        if isinstance(refusal, StaleList):
            reason = wording.list_moved_on_text(self.room.game_info(refusal.game_id).name)
        else:
            reason = wording.list_refusal_text(
                refusal, lambda table_id: self.room.table_info(table_id).name)
        self._log(LogKind.REFUSED, text, reason)
        self.moved_on.emit(reason)
        return refusal

    def _moved_on(
        self, moved_on: StaleTable | TableClosed, text: str
    ) -> StaleTable | TableClosed:
        """Another screen on the room wrote to the table first, or closed it: nothing was
        written; the screen now shows the table as the room has it, logs what the other screen
        did, and says so."""
        self.log  # noqa: B018 - restored now, so that the entries written since follow it
        lines = self.catch_up()
        name = self.room.table_info(self.table_id).name
        reason = (wording.table_closed_text(name) if isinstance(moved_on, TableClosed) else
                  wording.table_moved_on_text(name, [line.text for line in lines]))
        self._log(LogKind.REFUSED, text, reason)
        self.moved_on.emit(reason)
        return moved_on

    def _failed(self, error: StorageError, text: str) -> StorageError:
        kind = LogKind.NOT_SAVED
        if isinstance(error, CommitUnconfirmed) and error.write is not None:
            self._unconfirmed = (error.write, text)
            kind, reason = LogKind.UNCONFIRMED, wording.unconfirmed_action_text(error)
        else:
            reason = wording.storage_error_text(error)
        self._log(kind, text, reason)
        self.not_saved.emit(error, reason)
        return error

    def _set_state(self, state: FloorState) -> None:
        self._state = state
        self._state_position = self.room.position(self.table_id)
        self.state_changed.emit()

    def _log(
        self, kind: LogKind, text: str, result: str = "", at: datetime | None = None
    ) -> None:
        """Log a line at ``at`` (a journaled action: its entry's time), else now (a refusal,
        a failure to save: nothing was written)."""
        self._append(LogEntry(at or datetime.now().astimezone(), kind, text, result))

    def _append(self, entry: LogEntry) -> None:
        self.log.append(entry)
        self.logged.emit(entry)


def restored_log(room: Room, table_id: int, up_to: int | None = None) -> list[LogEntry]:
    """The log of a table's latest journal entries (up to entry ``up_to``), worded as they were
    when made: from the changes the room reads back (:func:`recent_changes`)."""
    return [log_line(item) for item in recent_changes(room, table_id, up_to, RESTORED_LOG)]

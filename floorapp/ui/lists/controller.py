"""The one owner of a game's list on screen: every list action goes through it to the room.

A :class:`ListController` shows one game's list (:meth:`Room.list_state
<floorapp.storage.room_lists.RoomLists.list_state>`). A list action (add a name, call him to a
seat, seat him, a table change, breaking a table...), an undo or a redo goes to the room as one
command (:meth:`Room.apply_list <floorapp.storage.room_lists.RoomLists.apply_list>`), decided on
the list as the screen shows it; only once it is on disk does the screen change. A list action
may change tables too (a lock-up for a call, a new player's sit, his leave where he comes
from): the :class:`~floorapp.storage.room_lists.ListChange` carries each table's
:class:`~floorapp.storage.service.Change`, and ``tables_changed`` hands them to the window,
which shows each at its table's controller (:meth:`TableController.show_change`).

Refused actions change nothing and say why: the list's own refusals (a seat held for another
name, a name gone from the list), the rules core's (an event at a table it refuses), another
screen that changed the list or a table first (the screen then shows the room as it is), a
closed table, a disk or server that did not take it. One whose save was cut off during its
commit (:class:`~floorapp.storage.errors.CommitUnconfirmed`) is "perhaps not saved": once the
server is back the controller asks it (:meth:`Room.confirm_list
<floorapp.storage.room_lists.RoomLists.confirm_list>`) before reading the list again, and
``settled`` says whether it was saved.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, Signal

from floorapp.lists import ListRefused
from floorapp.lists.moves import RoomAction
from floorapp.rules import Refused
from floorapp.storage.errors import (
    CommitUnconfirmed,
    PartRefused,
    StaleList,
    StaleTable,
    StorageError,
    UnconfirmedListWrite,
    UnknownGame,
)
from floorapp.storage.list_journal import ListState
from floorapp.storage.room import GameInfo, ListChange, Room, TableClosed
from floorapp.storage.service import Redo, Undo
from floorapp.ui import wording
from floorapp.ui.settling import Settling

log = logging.getLogger(__name__)

ListFailure = ListRefused | PartRefused | StaleList | StaleTable | TableClosed | StorageError
"""Why a list action was not done."""


class ListController(Settling):
    """Owns one game's list on screen, its undo and redo (through the list journal)."""

    state_changed = Signal()
    """The list changed (here or, caught up, on another screen)."""
    tables_changed = Signal(object)
    """A list action (or its undo or redo) changed tables too: the :class:`ListChange`,
    whose ``tables`` are the changes to show at each table."""
    refused = Signal(str)
    """A list action was refused or not saved: what the floor is told (nothing changed)."""
    not_saved = Signal(object, str)
    """The disk or the server did not take it: the error and what the floor is told."""

    def __init__(self, room: Room, game_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.room = room
        self.game_id = game_id
        self._state = room.list_state(game_id)
        self.last_change: ListChange | None = None
        """The latest change made through this controller (a broken table's slips)."""
        self.last_failure: ListFailure | None = None
        """Why the latest action refused here was not done (with ``refused``)."""
        self._unconfirmed: tuple[UnconfirmedListWrite, RoomAction | Undo | Redo] | None = None
        """An action whose save was cut off, to ask the server about once it is back."""

    # --- reading ----------------------------------------------------------------------------

    @property
    def state(self) -> ListState:
        """The list as the screen shows it."""
        return self._state

    @property
    def game(self) -> GameInfo:
        """The game (its name and list rules), as the room has it now."""
        return self.room.game_info(self.game_id)

    @property
    def can_undo(self) -> bool:
        return self._state.can_undo

    @property
    def can_redo(self) -> bool:
        return self._state.can_redo

    # --- changing ---------------------------------------------------------------------------

    def apply(self, action: RoomAction) -> ListFailure | None:
        """Do ``action`` at the list (and its tables); the screen changes once it is on disk.
        A failure changes nothing, is emitted with its reason, and returned."""
        return self._command(action)

    def undo(self) -> ListFailure | None:
        """Take back the latest list action in effect (with its table parts)."""
        return self._command(Undo()) if self.can_undo else None

    def redo(self) -> ListFailure | None:
        """Put back the latest list action undone (with its table parts)."""
        return self._command(Redo()) if self.can_redo else None

    def catch_up(self) -> None:
        """Another screen changed the list (the room dropped its copy), or the server is
        back: show the list as it is (an action of this screen whose save was cut off asked
        of the server first: :meth:`tell_settled` then says whether it was saved)."""
        self._settle()
        self._set_state(self.room.list_state(self.game_id))

    def show_change(self, change: ListChange) -> None:
        """A change of this list made elsewhere on this screen (a table's undo that took back
        a whole list action): show it."""
        self.last_change = change
        self._set_state(change.state)

    # --- inside -----------------------------------------------------------------------------

    def _command(self, command: RoomAction | Undo | Redo) -> ListFailure | None:
        room = self.room
        try:
            change = room.apply_list(self.game_id, command, room.list_position(self.game_id))
        except ListRefused as refusal:
            return self._refused(refusal, wording.list_refusal_text(refusal, self._table_name))
        except PartRefused as part:
            assert isinstance(part.refusal, Refused)
            table = room.state(part.table_id).table
            reason = wording.refusal_text(part.refusal, table)
            return self._refused(part, f"{self._table_name(part.table_id)}: {reason}")
        except StaleList as stale:
            self.catch_up()
            return self._refused(stale, wording.list_moved_on_text(self.game.name))
        except (StaleTable, TableClosed) as moved_on:
            self.catch_up()
            self.tables_changed.emit(None)  # the window catches its tables up
            return self._refused(moved_on, self._moved_on_text(moved_on))
        except StorageError as error:
            reason = wording.storage_error_text(error)
            if isinstance(error, CommitUnconfirmed) and error.list_write is not None:
                self._unconfirmed = (error.list_write, command)
                reason = wording.unconfirmed_action_text(error)
            self.not_saved.emit(error, reason)
            return error
        self.last_change = change
        # The tables show their parts first, with the list as it now is (their offers and
        # calls are read from it), then the list is shown: no screen works from a list
        # changed and a table not yet, or the other way round.
        self._state = change.state
        if change.tables:
            self.tables_changed.emit(change)
        self.state_changed.emit()
        return None

    def _refused(self, failure: ListFailure, reason: str) -> ListFailure:
        self.last_failure = failure
        self.refused.emit(reason)
        return failure

    def _moved_on_text(self, moved_on: StaleTable | TableClosed) -> str:
        if isinstance(moved_on, StaleTable):
            name = self._table_name(moved_on.table_id)
            return wording.table_moved_on_text(name, [])
        return str(moved_on)

    def _table_name(self, table_id: int) -> str:
        try:
            return self.room.table_info(table_id).name
        except LookupError:
            return str(table_id)

    def _settle(self) -> None:
        """Ask the server whether the action whose save was cut off is in the list journal
        (still in doubt while it cannot answer: asked again at the next catch-up)."""
        if self._unconfirmed is None:
            return
        write, command = self._unconfirmed
        try:
            saved = self.room.confirm_list(write)
            action = self._action_text(command, write, saved)
        except StorageError as error:
            log.info("a list action whose save was cut off is still in doubt: %s", error)
            return
        self._unconfirmed = None
        self.keep_settled(saved, wording.settled_text(saved, action))

    def _action_text(self, command: RoomAction | Undo | Redo, write: UnconfirmedListWrite,
                     saved: bool) -> str:
        """The action in doubt in words: as the list journal has it, saved; not saved, as it
        would have been done on the list as it still is."""
        if saved:
            for entry in self.room.list_history(game_id=self.game_id, limit=50):
                if entry.id == write.entry:
                    return wording.list_entry_line(entry.kind, entry.action, entry.steps,
                                                   entry.document, self._table_name,
                                                   self.game.name)
        if isinstance(command, Undo):
            return QCoreApplication.translate("ListPanel", "Undo")
        if isinstance(command, Redo):
            return QCoreApplication.translate("ListPanel", "Redo")
        try:
            steps = self.room.plan_list(self.game_id, command, write.at).steps
        except (ListRefused, TableClosed, StorageError):
            steps = ()
        return wording.list_action_text(command, steps, self._table_name)

    def _set_state(self, state: ListState) -> None:
        self._state = state
        self.state_changed.emit()


__all__ = ["ListController", "ListFailure", "UnknownGame"]

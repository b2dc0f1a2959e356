"""The one owner of a game's list on screen: every list action goes through it to the room.

A :class:`ListController` shows one game's list as the floor session's picture has it
(:class:`~floorapp.session.view.ListShown`) and sends the floor's list actions (add a name,
call him to a seat, seat him, a table change, breaking a table...), undo and redo to the room
through the session, each stamped with the list as shown (and the table the floor decided
at, if any). The room's worker does it off the screen's thread; the outcome comes back with
the picture taken after it, and only then does the screen change.

A list action may change tables too (a lock-up for a call, a new player's sit, his leave where
he comes from): the :class:`~floorapp.storage.room_lists.ListChange` carries each table's
:class:`~floorapp.storage.service.Change`, and ``tables_changed`` hands them to the window,
which shows each at its table's controller. What refuses an action (the list, the rules,
another screen first, the disk or the server) is said through ``refused`` or ``not_saved``
and changes nothing; an action whose save was cut off is settled once the server is back.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QObject, Signal

from floorapp.lists import ListRefused, Step
from floorapp.lists.moves import RoomAction
from floorapp.rules import Refused
from floorapp.session import FloorSession, Intent, ListShown, Outcome, Verdict
from floorapp.session.pictures import News
from floorapp.session.view import RoomView
from floorapp.storage.errors import UnknownGame
from floorapp.storage.journal import micros
from floorapp.storage.list_journal import ListState
from floorapp.storage.room import GameInfo, ListChange
from floorapp.storage.service import Redo, Undo
from floorapp.ui import wording
from floorapp.ui.settling import Settling
from floorapp.ui.table.controller import outcome_names
from floorapp.ui.wording.outcomes import outcome_words

ListFailure = BaseException
"""Why a list action was not done (the outcome's failure)."""


class ListController(Settling):
    """Owns one game's list on screen, its undo and redo (through the list journal)."""

    state_changed = Signal()
    """The list changed (here or on another screen)."""
    tables_changed = Signal(object)
    """A list action (or its undo or redo) changed tables too: the :class:`ListChange`,
    whose ``tables`` are the changes to show at each table."""
    answered = Signal(object)
    """An action asked here came back (its outcome)."""
    refused = Signal(str)
    """A list action was not done: what the floor is told (nothing changed)."""
    not_saved = Signal(object, str)
    """The disk or the server did not take it (or its save was cut off): the error and what
    the floor is told."""

    def __init__(self, session: FloorSession, game_id: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.game_id = game_id
        self._shown: ListShown = session.view.list_shown(game_id)
        self.last_change: ListChange | None = None
        """The latest change made through this controller (a broken table's slips)."""
        self.last_failure: BaseException | None = None
        """Why the latest action refused here was not done (with ``refused``)."""
        self.last_outcome: Outcome | None = None

    # --- reading ----------------------------------------------------------------------------

    @property
    def state(self) -> ListState:
        """The list as the screen shows it."""
        return self._shown.state

    @property
    def shown(self) -> ListShown:
        return self._shown

    @property
    def game(self) -> GameInfo:
        """The game (its name and list rules), as the room's picture has it."""
        return self._shown.game

    @property
    def can_undo(self) -> bool:
        return self.state.can_undo

    @property
    def can_redo(self) -> bool:
        return self.state.can_redo

    # --- deciding ---------------------------------------------------------------------------

    def decide(self, action: RoomAction | Undo | Redo | None, at_table: int | None = None,
               told: object = None) -> Intent:
        """The floor begins a list decision now (a name tapped, a dialog, the offer line):
        stamped with the list (and the table ``at_table``) as shown."""
        return self.session.list_intent(self.game_id, action, at_table, told)

    def apply(self, action: RoomAction, intent: Intent | None = None, *,
              at_table: int | None = None,
              then: Callable[[Outcome], None] | None = None) -> None:
        """Have the room do ``action`` as decided in ``intent`` (default: now, on the list
        and the table ``at_table`` as shown); the screen changes once it is saved, and
        ``then`` hears the outcome after the screen showed it."""
        decided = self.decide(action, at_table) if intent is None else intent.choosing(action)
        self._ask(decided, then)

    def undo(self) -> None:
        """Take back the latest list action in effect (with its table parts)."""
        if self.can_undo:
            self._ask(self.decide(Undo()))

    def redo(self) -> None:
        """Put back the latest list action undone (with its table parts)."""
        if self.can_redo:
            self._ask(self.decide(Redo()))

    def _ask(self, intent: Intent, then: Callable[[Outcome], None] | None = None) -> None:
        def answered(outcome: Outcome) -> None:
            self._answer(outcome)
            if then is not None:
                then(outcome)

        self.session.submit(intent, answered)

    # --- the room's answers -----------------------------------------------------------------

    def _answer(self, outcome: Outcome) -> None:
        self.last_outcome = outcome
        if outcome.done:
            change = outcome.change
            assert isinstance(change, ListChange)
            self.last_change = change
            # The tables show their parts first, with the list as it now is (their offers
            # and calls are read from it), then the list is shown: no screen works from a
            # list changed and a table not yet, or the other way round.
            self._shown = self.session.view.lists.get(self.game_id, self._shown)
            if change.tables:
                self.tables_changed.emit(change)
            self.state_changed.emit()
            self.answered.emit(outcome)
            return
        if outcome.verdict in (Verdict.MOVED_ON, Verdict.TOO_SOON):
            self.follow(self.session.view)
            self.tables_changed.emit(None)  # the window shows its tables as they now are
        reason, _ = outcome_words(outcome, outcome_names(self.session))
        self.last_failure = outcome.failure
        if outcome.verdict in (Verdict.NOT_SAVED, Verdict.IN_DOUBT):
            self.not_saved.emit(outcome.failure, reason)
        elif reason:
            self.refused.emit(reason)
        self.answered.emit(outcome)

    def settle(self, intent: Intent, saved: bool) -> None:
        """The server, back, said whether a list action whose save was cut off was saved."""
        command = intent.command
        if isinstance(command, Undo):
            text = QCoreApplication.translate("ListPanel", "Undo")
        elif isinstance(command, Redo):
            text = QCoreApplication.translate("ListPanel", "Redo")
        else:
            text = wording.list_action_text(command, self._steps(command), self._table_name)
        self.keep_settled(saved, wording.settled_text(saved, text))

    def _steps(self, action: RoomAction) -> tuple[Step, ...]:
        """What ``action`` does to the names, worked out on the list as shown (its words)."""
        try:
            return self.session.view.plan_list(self.game_id, action, micros(
                datetime.now().astimezone())).steps
        except (ListRefused, Refused, LookupError, ValueError):
            return ()

    # --- following the room -------------------------------------------------------------------

    def follow(self, view: RoomView, news: News | None = None) -> bool:
        """A new picture of the room: show the list as it now stands; whether it changed."""
        shown = view.lists.get(self.game_id)
        if shown is None or shown is self._shown:
            return False
        changed = shown.state.entry != self._shown.state.entry or shown.game != self._shown.game
        self._shown = shown
        if changed:
            self.state_changed.emit()
        return changed

    def show_change(self, change: ListChange) -> None:
        """A change of this list made elsewhere on this screen (a table's undo that took back
        a whole list action): show it."""
        self.last_change = change
        self.follow(self.session.view)

    def _table_name(self, table_id: int) -> str:
        try:
            return self.session.view.table_info(table_id).name
        except LookupError:
            return str(table_id)


__all__ = ["ListController", "ListFailure", "UnknownGame"]

"""The one owner of a table on screen: every event, undo and redo goes through it to the room.

A :class:`TableController` shows one open table of the room as the floor session's picture
has it (:class:`~floorapp.session.view.TableShown`: the table, its last deal, its position,
what undo and redo can reach, the lock-up times) and sends the floor's decisions at it to the
room through the session (:class:`~floorapp.session.FloorSession`), each stamped with the
table as shown when the floor made it. The room's worker does it off the screen's thread; the
:class:`~floorapp.session.intents.Outcome` comes back with the picture taken after it, and
only then does the screen change: an action done is logged from the change it made (nothing
read back), one refused, not done because the room moved on or another screen acted a moment
before, not saved or in doubt is logged and said (``answered``, then the signal of its kind).

Another screen's change, or the server back, gives a new picture (:meth:`follow`): the table
is shown as it now stands and what the other screen did is logged. The log starts with the
table's latest journal entries, read (off the screen's thread) when it is first looked at.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime

from PySide6.QtCore import QObject, Signal

from floorapp.rules import Event, Refused, Table, can_apply
from floorapp.screen.readout import ReadoutItem
from floorapp.screen.scene import SeatCall, TableScene, build_scene
from floorapp.screen.state import FloorState
from floorapp.session import FloorSession, Intent, Outcome, TableShown, Verdict
from floorapp.session.pictures import News
from floorapp.session.view import RoomView
from floorapp.storage.errors import CommitUnconfirmed, StorageError
from floorapp.storage.recent import RESTORED_ENTRIES, recent_changes
from floorapp.storage.room import Entry, ListEntry, Room
from floorapp.storage.service import Change, Command, Redo, Undo
from floorapp.ui import wording
from floorapp.ui.settling import Settling
from floorapp.ui.wording.outcomes import Names, Tone, outcome_words

from .table_log import LogEntry, LogKind, change_line, log_line, readout_of

RESTORED_LOG = RESTORED_ENTRIES
"""How many of a table's latest journal entries its log shows when it opens (the last hands;
History holds the rest)."""

__all__ = ["RESTORED_LOG", "LogEntry", "LogKind", "TableController", "outcome_names"]


class TableController(Settling):
    """Owns one table on screen, its undo and redo (through the room's journal) and its log."""

    state_changed = Signal()
    """The state changed (event, deal, undo, redo; here or on another screen)."""
    logged = Signal(object)
    """A log entry was added (a :class:`LogEntry`)."""
    log_restored = Signal()
    """The table's earlier entries were read: the whole log is new (:attr:`log`)."""
    answered = Signal(object)
    """An action asked here came back (its :class:`~floorapp.session.intents.Outcome`)."""
    refused = Signal(object, str)
    """An action was refused by the rules or the list: the failure and its worded reason."""
    moved_on = Signal(str)
    """Not done: another screen wrote to the table (or its list) first, closed it, or acted a
    moment before the press; what the floor is told (the table shows the latest)."""
    not_saved = Signal(object, str)
    """An action could not be recorded (and was not applied), or its save was cut off: the
    :class:`~floorapp.storage.errors.StorageError` and what the floor is told."""
    linked = Signal(object)
    """An undo or a redo here took back (or put back) a whole list action: its
    :class:`~floorapp.storage.room_lists.ListChange`, whose list and other tables changed
    too (the window shows them)."""

    def __init__(self, session: FloorSession, table_id: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table_id = table_id
        self._shown: TableShown = session.view.table_shown(table_id)
        self.clock: Callable[[], datetime] = lambda: datetime.now().astimezone()
        """The time lock-ups and calls are measured to (tests set it)."""
        self.calls: Callable[[], Mapping[int, SeatCall]] = dict
        """The names of the list called to the table's empty seats, by seat (the window's
        lists give them: :meth:`ListsOnScreen.follow
        <floorapp.ui.lists.on_screen.ListsOnScreen.follow>`)."""
        self._restored: list[LogEntry] | None = None
        self._since_open: list[LogEntry] = []
        self._opened_at = self._shown.position
        """The table's latest entry when it opened: where its restored log ends."""
        self._restoring = False

    # --- reading ------------------------------------------------------------------------

    @property
    def log(self) -> list[LogEntry]:
        """The table's log, oldest first: its latest journal entries when it opened (once
        read), then every line logged since."""
        if self._restored is None:
            self._restore_log()
        return [*(self._restored or ()), *self._since_open]

    @property
    def shown(self) -> TableShown:
        return self._shown

    @property
    def state(self) -> FloorState:
        return self._shown.screen

    @property
    def table(self) -> Table:
        return self._shown.table

    @property
    def position(self) -> int:
        """The journal position of the table as the screen shows it."""
        return self._shown.position

    @property
    def can_undo(self) -> bool:
        """An action can be taken back."""
        return self._shown.can_undo

    @property
    def can_redo(self) -> bool:
        """An action undone can be put back."""
        return self._shown.can_redo

    @property
    def busy(self) -> bool:
        """An action asked here is still being saved."""
        return not self.session.idle

    def lockup_times(self) -> dict[int, datetime]:
        """When each locked-up seat was locked up (as the room's picture has it)."""
        return dict(self._shown.lockups)

    def scene(self) -> TableScene:
        """What the table shows now, lock-up times and the list's calls included."""
        return build_scene(self.state, self._shown.lockups, self.clock(), self.calls())

    def readout(self) -> tuple[ReadoutItem, ...]:
        """What the dealer reads out for the hand in play (or the corrected positions)."""
        return readout_of(self.state)

    def refusal(self, event: Event) -> Refused | None:
        """What the rules would say to ``event`` now (None: allowed)."""
        return can_apply(self.table, event)

    # --- deciding -----------------------------------------------------------------------

    def decide(self, command: Command | None, told: object = None) -> Intent:
        """The floor begins a decision at this table now (a menu, a dialog): stamped with the
        table as shown; :meth:`apply` it once he has chosen."""
        return self.session.table_intent(self.table_id, command, told)

    def apply(self, event: Event, intent: Intent | None = None,
              then: Callable[[Outcome], None] | None = None) -> None:
        """Have the room do ``event`` as decided in ``intent`` (default: decided now, on the
        table as shown); the screen changes once it is saved, and ``then`` (if given) hears
        the outcome after the screen showed it."""
        self._ask(event, wording.event_text(event, self.table), intent, then)

    def undo(self) -> None:
        """Take back the latest action in effect (a journal entry of its own)."""
        if self.can_undo:
            self._ask(Undo(), wording.undo_label())

    def redo(self) -> None:
        """Put back the latest action undone (a journal entry of its own)."""
        if self.can_redo:
            self._ask(Redo(), wording.redo_label())

    def _ask(self, command: Command, text: str, intent: Intent | None = None,
             then: Callable[[Outcome], None] | None = None) -> None:
        decided = self.decide(command) if intent is None else intent.choosing(command)

        def answered(outcome: Outcome) -> None:
            self._answer(outcome, text)
            if then is not None:
                then(outcome)

        self.session.submit(decided, answered)

    # --- the room's answers -------------------------------------------------------------

    def _answer(self, outcome: Outcome, text: str) -> None:
        failure = outcome.failure
        match outcome.verdict:
            case Verdict.DONE:
                change = outcome.change
                assert isinstance(change, Change)
                self._append(change_line(change))
                self._set_shown(self.session.view.shown.get(self.table_id), force=True)
                if change.linked is not None:
                    self.linked.emit(change.linked)
            case Verdict.MOVED_ON | Verdict.TOO_SOON:
                items = tuple(item for item in outcome.news if isinstance(item, Change | Entry)
                              and item.table_id == self.table_id)
                self.follow(self.session.view, News(tables={self.table_id: items}))
                self._log_failure(outcome, text, LogKind.REFUSED)
            case Verdict.REFUSED:
                self._log_failure(outcome, text, LogKind.REFUSED)
            case Verdict.IN_DOUBT if isinstance(failure, CommitUnconfirmed):
                self._log_failure(outcome, text, LogKind.UNCONFIRMED)
            case _:
                self._log_failure(outcome, text, LogKind.NOT_SAVED)
        self.answered.emit(outcome)

    def _log_failure(self, outcome: Outcome, text: str, kind: LogKind) -> None:
        reason, tone = outcome_words(outcome, outcome_names(self.session))
        if not reason:
            return
        self._log(kind, text, reason)
        if outcome.verdict in (Verdict.NOT_SAVED, Verdict.IN_DOUBT):
            self.not_saved.emit(outcome.failure, reason)
        elif tone is Tone.REFUSED:
            self.refused.emit(outcome.failure, reason)
        else:
            self.moved_on.emit(reason)

    def settle(self, intent: Intent, saved: bool) -> None:
        """The server, back, said whether an action of this table whose save was cut off
        was saved: logged (not saved) and kept to be said (:meth:`tell_settled`)."""
        text = wording.event_text(intent.command, self.table) if isinstance(
            intent.command, Event) else (wording.undo_label() if isinstance(intent.command, Undo)
                                         else wording.redo_label())
        reason = wording.settled_text(saved, text)
        if not saved:
            self._log(LogKind.NOT_SAVED, text, reason)
        self.keep_settled(saved, reason)

    # --- following the room ----------------------------------------------------------------

    def follow(self, view: RoomView, news: News | None = None) -> bool:
        """A new picture of the room: show the table as it now stands and log what another
        screen did (``news``); whether the table changed. A table closed meanwhile keeps
        showing as it was (its tab goes)."""
        shown = view.shown.get(self.table_id)
        if shown is None or shown is self._shown:
            return False
        items = news.tables.get(self.table_id, ()) if news is not None else ()
        for item in items:
            self._append(log_line(item))
        return self._set_shown(shown)

    def show_changes(self, changes: list[Change]) -> bool:
        """Changes of this table made by a list action of this screen (a call's lock-up, a
        player seated from the list, a broken table), in order: log those not shown yet and
        show the table as it now stands. Whether any was new here."""
        new = [change for change in changes if change.entry > self.position]
        if not new:
            return False
        for change in new:
            self._append(change_line(change))
        return self._set_shown(self.session.view.shown.get(self.table_id), force=True)

    def log_table_entry(self, entry: Entry) -> None:
        """Log an entry about the table itself (renamed, given a game)."""
        self._append(log_line(entry))

    def _set_shown(self, shown: TableShown | None, force: bool = False) -> bool:
        if shown is None:
            return False
        changed = force or shown.position != self._shown.position or (
            shown.screen != self._shown.screen)
        self._shown = shown
        if changed:
            self.state_changed.emit()
        return changed

    # --- the log ------------------------------------------------------------------------------

    def _restore_log(self) -> None:
        """Read the table's latest entries up to the one it opened at, off the screen's
        thread; the log shows them once read (``log_restored``)."""
        if self._restoring:
            return
        self._restoring = True
        table_id, up_to = self.table_id, self._opened_at

        def read(room: Room) -> list[Change | Entry]:
            return recent_changes(room, table_id, up_to, RESTORED_LOG)

        def done(items: list[Change | Entry] | None, failure: BaseException | None) -> None:
            self._restoring = False
            if failure is not None:
                if not isinstance(failure, StorageError):
                    raise failure
                self._restored = []
            else:
                self._restored = [log_line(item) for item in items or ()]
            self.log_restored.emit()

        self.session.run(read, done, writes=False)

    def _log(self, kind: LogKind, text: str, result: str = "") -> None:
        """Log a line now (a refusal, a failure to save: nothing was written)."""
        self._append(LogEntry(datetime.now().astimezone(), kind, text, result))

    def _append(self, entry: LogEntry) -> None:
        self._since_open.append(entry)
        self.logged.emit(entry)



def outcome_names(session: FloorSession) -> Names:
    """How an outcome's wording names tables, games and what other screens did, from the
    session's picture."""
    view = session.view

    def table_name(table_id: int) -> str:
        try:
            return view.table_info(table_id).name
        except LookupError:
            return str(table_id)

    def game_name(game_id: int) -> str:
        try:
            return view.game_info(game_id).name
        except LookupError:
            return str(game_id)

    def news(item: Change | Entry | ListEntry) -> str:
        if isinstance(item, ListEntry):
            return wording.list_entry_line(item.kind, item.action, item.steps, item.document,
                                           table_name, game_name(item.game_id))
        return log_line(item).text

    return Names(table_name, view.table, game_name, news)

"""The floor session: the one owner of a screen's decisions, without Qt.

A screen (the floor screen, the board) has one :class:`FloorSession` on one room. It holds the
room's picture the screen shows (:attr:`FloorSession.view`), makes the floor's decisions into
:class:`~floorapp.session.intents.Intent` s stamped with what he saw, has the room's worker do
them (:mod:`floorapp.session.worker`: the screen never waits), and answers each with an
:class:`~floorapp.session.intents.Outcome`.

Two rules keep every decision bound to what the floor saw:

- **Decided on what was shown.** An intent carries the journal positions of its table and
  list as the screen showed them when the floor began it (a dialog open while another screen
  acted keeps the position it opened on). A room that has moved on refuses it and nothing is
  written; the screen shows the latest and says what changed.
- **A press right after another screen's change is not taken at once.** Nobody can have
  seen a change that showed a moment ago: an action at a table or a list that another screen
  changed less than :data:`SETTLE_S` before the press is not done at the first press; the
  screen says what just happened, and a second press does it (decided on what is shown now).

The session hands the screen what it must show through :class:`SessionListeners` (the new
picture with what other screens did, the server lost and back, an action in doubt settled).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeVar

from floorapp.lists import ListRefused
from floorapp.lists.moves import RoomAction
from floorapp.rules import Refused
from floorapp.storage.errors import (
    CommitUnconfirmed,
    NothingToUndo,
    PartRefused,
    RoomUnreachable,
    StaleList,
    StaleTable,
    StorageError,
    UnconfirmedListWrite,
    UnconfirmedWrite,
    UnknownGame,
    UnknownTable,
)
from floorapp.storage.recent import changes_since
from floorapp.storage.room import Room, TableClosed
from floorapp.storage.service import Command, Redo, Undo

from .intents import Intent, ListAct, News, Outcome, StillSaving, TableAct, Verdict
from .pictures import News as RoomNews
from .pictures import entry_of
from .view import RoomView
from .worker import Job, Listeners, Post, RoomWorker

log = logging.getLogger(__name__)

SETTLE_S = 2.0
"""How long after another screen's change shows here a press there is not taken at once."""

T = TypeVar("T")


@dataclass
class SessionListeners:
    """What the session tells the screen (each on the screen's thread)."""

    view_changed: Callable[[RoomView, RoomNews | None], None] = lambda view, news: None
    """A new picture: after another screen's change (with its news), a reconnection, or an
    action of this screen (news None: its outcome said what it did)."""
    reachable: Callable[[bool], None] = lambda reachable: None
    """The room's server went (False) or came back (True)."""
    settled: Callable[[Intent, bool], None] = lambda intent, saved: None
    """An action whose commit was cut off: whether the server has it, once it is back."""


@dataclass
class _Recent:
    """Another screen's change at a table or a list, as it showed here."""

    shown_at: float
    news: News
    warned: bool = False


Target = tuple[str, int]
"""("table", id) or ("list", id)."""


@dataclass
class _Pending:
    intents: dict[Target, int] = field(default_factory=dict)


class FloorSession:
    """A screen's decisions on one room (see the module). Start it once the screen is built,
    stop it before the room closes."""

    def __init__(self, room: Room, post: Post, *, clock: Callable[[], float] = time.monotonic,
                 listeners: SessionListeners | None = None) -> None:
        self.room = room
        self.clock = clock
        self.listeners = listeners or SessionListeners()
        self.worker = RoomWorker(room, post, Listeners(
            news=self._on_news, lost=self._on_lost, back=self._on_back))
        self.view: RoomView = self.worker.view
        """The room as this screen shows it."""
        self.offline = False
        """The room's server cannot be reached: nothing can be done until it is back."""
        self._recent: dict[Target, _Recent] = {}
        self._pending = _Pending()
        self._in_doubt: dict[UnconfirmedWrite | UnconfirmedListWrite, Intent] = {}
        self._running = 0

    def start(self) -> None:
        self.worker.start()

    def stop(self) -> None:
        """Finish what is under way; the room can then be closed."""
        self.worker.stop()

    @property
    def idle(self) -> bool:
        """Nothing asked of the room is still under way."""
        return self._running == 0

    # --- deciding -------------------------------------------------------------------------

    def table_intent(self, table_id: int, command: Command | None = None,
                     told: Any = None) -> Intent:
        """A decision at a table, stamped with the table as shown now (``command`` None: the
        floor is still to choose it, :meth:`Intent.choosing`)."""
        return Intent(TableAct(table_id, command), self._positions(table_id), None, told,
                      self.clock(), self.view.serial)

    def list_intent(self, game_id: int, command: RoomAction | Undo | Redo | None = None,
                    at_table: int | None = None, told: Any = None) -> Intent:
        """A decision at a game's list (at ``at_table``, if the floor made it at a table),
        stamped with the list and that table as shown now."""
        position = self.view.list_position(game_id)
        tables = self._positions(at_table) if at_table is not None else MappingProxyType({})
        return Intent(ListAct(game_id, command, at_table), tables, position, told,
                      self.clock(), self.view.serial)

    def _positions(self, table_id: int) -> MappingProxyType[int, int]:
        """The table's position as shown (-1: closed or gone since: the intent is refused)."""
        try:
            position = self.view.position(table_id)
        except (TableClosed, UnknownTable):
            position = -1
        return MappingProxyType({table_id: position})

    def submit(self, intent: Intent, then: Callable[[Outcome], None]) -> None:
        """Have the room do ``intent``; ``then`` gets the outcome (on the screen's thread,
        with :attr:`view` already the picture taken after it). An intent that cannot be done
        as the screen stands (the server away, the room moved on, another screen's change
        a moment ago, this screen's previous action there still being saved) is answered at
        once, without asking the room."""
        answered = self._answer_here(intent)
        if answered is not None:
            then(answered)
            return
        targets = _targets(intent)
        for target in targets:
            self._pending.intents[target] = self._pending.intents.get(target, 0) + 1

        def done(result: Any, failure: BaseException | None, view: RoomView) -> None:
            for target in targets:
                left = self._pending.intents.get(target, 1) - 1
                if left:
                    self._pending.intents[target] = left
                else:
                    self._pending.intents.pop(target, None)
            outcome = result if isinstance(result, Outcome) else self._failed(intent, failure)
            if outcome.verdict is Verdict.IN_DOUBT and isinstance(outcome.failure,
                                                                  CommitUnconfirmed):
                write = outcome.failure.write or outcome.failure.list_write
                if write is not None:
                    self._in_doubt[write] = intent
            self._finish(view, None, lambda: then(outcome))

        self._ask(Job(lambda room: _do(room, intent), done))

    def run(self, work: Callable[[Room], T],
            then: Callable[[T | None, BaseException | None], None], *, writes: bool = True,
            games: bool = False) -> None:
        """Any other work for the room (a table added, renamed, closed; a game's rules; a
        read the picture does not hold): ``work`` runs on the worker with the room, ``then``
        gets what it returned or raised, with :attr:`view` already the picture after it.
        ``games``: it changed the games (they are read again)."""
        def done(result: Any, failure: BaseException | None, view: RoomView) -> None:
            self._finish(view, None, lambda: then(result, failure))

        self._ask(Job(work, done, writes=writes, games=games))

    def _ask(self, job: Job) -> None:
        self._running += 1
        self.worker.submit(job)

    def _finish(self, view: RoomView, news: RoomNews | None,
                answer: Callable[[], None]) -> None:
        self._running -= 1
        changed = view.serial != self.view.serial
        self.view = view
        try:
            answer()
        finally:
            if changed:
                self.listeners.view_changed(view, news)

    # --- answered here --------------------------------------------------------------------

    def _answer_here(self, intent: Intent) -> Outcome | None:
        if self.offline:
            error = RoomUnreachable("the room's server cannot be reached", self.view.where)
            return Outcome(intent, Verdict.NOT_SAVED, failure=error)
        for target in _targets(intent):
            if self._pending.intents.get(target):
                return Outcome(intent, Verdict.REFUSED, failure=StillSaving())
        moved = self._moved_on_here(intent)
        if moved is not None:
            return moved
        now = self.clock()
        for target in _targets(intent):
            recent = self._recent.get(target)
            if recent is None or recent.warned or now - recent.shown_at >= SETTLE_S:
                continue
            recent.warned = True
            return Outcome(intent, Verdict.TOO_SOON, news=recent.news)
        return None

    def _moved_on_here(self, intent: Intent) -> Outcome | None:
        """An intent decided on a picture older than the one shown now, at a table or list
        that changed since: the room would refuse it."""
        view = self.view
        try:
            for table_id, position in intent.tables.items():
                if view.position(table_id) != position:
                    return Outcome(intent, Verdict.MOVED_ON,
                                   failure=StaleTable(table_id, position,
                                                      view.position(table_id)),
                                   news=self._news_of(("table", table_id)))
            game_id = intent.game_id
            if game_id is not None and view.list_position(game_id) != intent.list_position:
                expected = intent.list_position or 0
                return Outcome(intent, Verdict.MOVED_ON,
                               failure=StaleList(game_id, expected, view.list_position(game_id)),
                               news=self._news_of(("list", game_id)))
        except TableClosed as closed:
            return Outcome(intent, Verdict.MOVED_ON, failure=closed)
        except (UnknownTable, UnknownGame) as unknown:
            return Outcome(intent, Verdict.REFUSED, failure=unknown)
        return None

    def _news_of(self, target: Target) -> News:
        recent = self._recent.get(target)
        return recent.news if recent is not None else ()

    def _failed(self, intent: Intent, failure: BaseException | None) -> Outcome:
        """An intent whose work raised outside :func:`_do` (the room lost on its way)."""
        if isinstance(failure, CommitUnconfirmed):
            return Outcome(intent, Verdict.IN_DOUBT, failure=failure)
        return Outcome(intent, Verdict.NOT_SAVED, failure=failure)

    # --- what the worker tells ------------------------------------------------------------

    def _on_news(self, view: RoomView, news: RoomNews) -> None:
        self._stamp(news)
        self.view = view
        self.listeners.view_changed(view, news)

    def _stamp(self, news: RoomNews, besides: set[int] | None = None) -> None:
        """Other screens' changes show now (not this screen's own, ``besides``): a press
        there in the next moments is not taken at once."""
        now = self.clock()
        own = besides or set()
        targets = [*((("table", key), items) for key, items in news.tables.items()),
                   *((("list", key), items) for key, items in news.lists.items())]
        for target, items in targets:
            others = tuple(item for item in items if entry_of(item) not in own)
            if others:
                self._recent[target] = _Recent(now, others)

    def _on_lost(self) -> None:
        if not self.offline:
            self.offline = True
            self.listeners.reachable(False)

    def _on_back(self, view: RoomView, news: RoomNews,
                 settled: list[tuple[Any, bool]]) -> None:
        self.offline = False
        ours = {write.entry for write, saved in settled if saved}  # saved after all
        self._stamp(news, besides=ours)
        self.view = view
        self.listeners.reachable(True)
        self.listeners.view_changed(view, news)
        for write, saved in settled:
            intent = self._in_doubt.pop(write, None)
            if intent is not None:
                self.listeners.settled(intent, saved)


def _targets(intent: Intent) -> list[Target]:
    targets: list[Target] = [("table", table_id) for table_id in intent.tables]
    if isinstance(intent.act, TableAct) and ("table", intent.act.table_id) not in targets:
        targets.append(("table", intent.act.table_id))
    if intent.game_id is not None:
        targets.append(("list", intent.game_id))
    return targets


def _do(room: Room, intent: Intent) -> Outcome:
    """On the worker: do the intent at the room, decided on the positions it carries; what
    came of it. A lost server is raised (the worker then says the room is unreachable)."""
    act = intent.act
    if act.command is None:
        raise ValueError("an intent whose command was never chosen")
    try:
        if isinstance(act, TableAct):
            change: Any = room.apply(act.table_id, act.command, intent.tables[act.table_id])
        else:
            assert isinstance(act, ListAct) and intent.list_position is not None
            change = room.apply_list(act.game_id, act.command, intent.list_position,
                                     dict(intent.tables))
    except (Refused, ListRefused, PartRefused, NothingToUndo, UnknownTable,
            UnknownGame) as refusal:
        return Outcome(intent, Verdict.REFUSED, failure=refusal)
    except StaleTable as stale:
        news = tuple(changes_since(room, stale.table_id, stale.expected))
        return Outcome(intent, Verdict.MOVED_ON, failure=stale, news=news)
    except StaleList as stale:
        entries = tuple(room.list_entries(stale.game_id, after=stale.expected))
        return Outcome(intent, Verdict.MOVED_ON, failure=stale, news=entries)
    except TableClosed as closed:
        return Outcome(intent, Verdict.MOVED_ON, failure=closed)
    except RoomUnreachable:
        raise
    except StorageError as error:
        return Outcome(intent, Verdict.NOT_SAVED, failure=error)
    return Outcome(intent, Verdict.DONE, change=change)


__all__ = ["SETTLE_S", "FloorSession", "SessionListeners"]

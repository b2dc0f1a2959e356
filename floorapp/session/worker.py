"""The room's worker: the one thread that talks to the room, so that the screen never waits.

Every read and write of the room (the SQLite file or the PostgreSQL server) runs here, one at
a time, in the order the screen asked for them. After each, the worker takes a new picture of
what changed (:class:`~floorapp.session.view.RoomView`) and hands it to the screen together
with the answer, through ``post`` (a function that runs a callable on the screen's thread):
the screen shows both at once, and never anything the room has not committed.

Between jobs the worker keeps the picture true:

- it asks the room's watcher which tables, lists and events other screens changed (a SQLite
  file: every :data:`POLL_S`, however many jobs the screen sends meanwhile; a server's
  announcements arrive on the watcher's connection) and hands the screen the new picture with
  what each of them did (the *news*); an event changed elsewhere is read again when its window
  next asks for it;
- on a server it says something every :data:`HEARTBEAT_S` when it has nothing to do, so that
  a connection killed at the server is noticed without waiting for the floor's next action;
- when a statement has been waiting on the server for :data:`STALL_S` (a network that stays
  up while nothing comes back), a watchman thread tells the screen the room cannot be
  reached and cuts the connection, so the worker is free again;
- while the server cannot be reached, it tries again after :data:`FIRST_TRY_S`, then twice as
  long each time up to :data:`LONGEST_WAIT_S`; once back, it asks the server about each write
  whose commit was cut off, reads the whole room again and hands the screen a new picture.

No Qt: the screen gives ``post``; tests give one that queues and run the queue by hand.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from floorapp.storage.errors import (
    CommitUnconfirmed,
    RoomUnreachable,
    StorageError,
    UnconfirmedListWrite,
    UnconfirmedWrite,
)
from floorapp.storage.live import RoomWatcher
from floorapp.storage.room import Room

from .pictures import News, Pictures
from .view import RoomView

log = logging.getLogger(__name__)

POLL_S = 0.05
"""How often the worker, with nothing to do, asks whether other screens changed the room."""
HEARTBEAT_S = 0.5
"""How long a server's connection stays quiet before the worker says something on it."""
STALL_S = 2.0
"""How long a statement may wait on the server before the room counts as unreachable."""
FIRST_TRY_S = 0.5
"""The wait before the first try to reach a lost server again."""
LONGEST_WAIT_S = 8.0
"""The longest wait between two tries (it doubles after each failed one)."""

Post = Callable[[Callable[[], None]], None]
"""Runs a callable on the screen's thread, soon (thread-safe)."""


@dataclass
class Job:
    """One piece of work for the room: ``run`` is called on the worker's thread with the
    room; ``done`` on the screen's thread with what it returned (or the exception it raised,
    as ``failure``) and the picture taken right after it."""

    run: Callable[[Room], Any]
    done: Callable[[Any, BaseException | None, RoomView], None]
    writes: bool = True
    """It may write: the picture is taken again after it (a read alone leaves it)."""
    games: bool = False
    """It may change the room's games: they are read again for the picture."""


@dataclass
class Listeners:
    """What the worker tells the screen besides the answers to its jobs (each called on the
    screen's thread)."""

    news: Callable[[RoomView, News], None] = lambda view, news: None
    """Other screens changed the room: the new picture and what they did."""
    lost: Callable[[], None] = lambda: None
    """The room's server cannot be reached: nothing can be read or written."""
    back: Callable[[RoomView, News, list[tuple[Any, bool]]], None] = (
        lambda view, news, settled: None)
    """The server is back: the room read again, what other screens did meanwhile, and each
    write whose commit was cut off with whether the server has it (the write, saved)."""


@dataclass
class _State:
    offline: bool = False
    in_doubt: list[UnconfirmedWrite | UnconfirmedListWrite] = field(default_factory=list)


class RoomWorker:
    """The thread that owns the room (see the module). Start it once the first picture was
    taken (:attr:`view`), stop it before the room closes."""

    def __init__(self, room: Room, post: Post, listeners: Listeners | None = None, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.room = room
        self.post = post
        self.listeners = listeners or Listeners()
        self.clock = clock
        self._jobs: queue.SimpleQueue[Job | None] = queue.SimpleQueue()
        self._state = _State()
        self._lock = threading.Lock()
        self._watcher: RoomWatcher | None = None
        self._watch()  # before the first picture: what is written in between is heard
        self.pictures = Pictures(room)
        self.view = self.pictures.take()
        """The latest picture taken (the worker's own; the screen has the one handed to it)."""
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="floorapp-room", daemon=True)
        self._watchman = threading.Thread(target=self._watch_stalls, name="floorapp-watchman",
                                          daemon=True)
        self._on_server = room.path is None
        self.hearing = True
        """Whether it hears the other screens' changes between jobs (a screen left deaf on
        purpose shows the room as it last heard it: the tests of a stale screen)."""

    # --- from the screen's thread --------------------------------------------------------

    @property
    def started(self) -> bool:
        return self._thread.ident is not None

    def start(self) -> None:
        self._thread.start()
        if self._on_server:
            self._watchman.start()

    def submit(self, job: Job) -> None:
        """Queue ``job`` after the others."""
        self._jobs.put(job)

    def stop(self, timeout: float = 5.0) -> bool:
        """Finish the jobs queued, then stop; whether the thread ended in ``timeout``."""
        self._stopping.set()
        self._jobs.put(None)
        if self._thread.is_alive():
            self._thread.join(timeout)
        return not self._thread.is_alive()

    @property
    def offline(self) -> bool:
        return self._state.offline

    # --- on the worker's thread ----------------------------------------------------------

    def _run(self) -> None:
        quiet_since = looked_at = self.clock()
        while True:
            try:
                job = self._jobs.get(timeout=self._next_wait())
            except queue.Empty:
                if self._state.offline:
                    self._try_again()
                else:  # nothing asked: look after the room
                    self._look(heartbeat=self.clock() - quiet_since >= HEARTBEAT_S)
                    looked_at = self.clock()
                    if looked_at - quiet_since >= HEARTBEAT_S:
                        quiet_since = looked_at
                continue
            if job is None:
                break
            if self._state.offline:
                self._refuse_offline(job)
                if self.clock() >= self._next_try:  # a screen asking often still gets its try
                    self._try_again()
                continue
            self._do(job)
            quiet_since = self.clock()
            if quiet_since - looked_at >= POLL_S and not self._state.offline:
                self._look(heartbeat=False)  # a screen that keeps asking still hears the others
                looked_at = self.clock()
        self._close_watcher()

    def _next_wait(self) -> float:
        if self._state.offline:
            return max(0.0, self._next_try - self.clock())
        return POLL_S

    def _do(self, job: Job) -> None:
        failure: BaseException | None = None
        result = None
        try:
            result = job.run(self.room)
        except Exception as error:  # handed to the screen, which says what it means
            failure = error
        if isinstance(failure, RoomUnreachable):
            if isinstance(failure, CommitUnconfirmed):
                self._keep_in_doubt(failure)
            self._deliver(job, result, failure)
            self._lose()
            return
        try:
            if job.writes:
                self.view = self.pictures.take(self.view, games=job.games)
        except RoomUnreachable:
            self._deliver(job, result, failure)
            self._lose()
            return
        except StorageError:
            log.exception("the room could not be read after a write")
        self._deliver(job, result, failure)

    def _deliver(self, job: Job, result: Any, failure: BaseException | None) -> None:
        view = self.view
        self.post(lambda: job.done(result, failure, view))

    def _refuse_offline(self, job: Job) -> None:
        error = RoomUnreachable("the room's server cannot be reached", self.room.where)
        self._deliver(job, None, error)

    def _keep_in_doubt(self, error: CommitUnconfirmed) -> None:
        write = error.write or error.list_write
        if write is not None:
            self._state.in_doubt.append(write)

    def _look(self, heartbeat: bool) -> None:
        """What other screens did since the last look; on a server, a word on the quiet
        connection now and then."""
        watcher = self._watcher
        if self.room.closed:  # closed by the job just done: the worker is about to stop
            return
        try:
            if heartbeat and self._on_server:
                self.room.database.rows("SELECT 1", (), "hear from the room's server")
            if watcher is None or not self.hearing:
                return
            changes = watcher.changes()
            lists = watcher.list_changes()
            if watcher.lost:
                raise RoomUnreachable("the room's announcements were lost", self.room.where)
            for event_id, position in watcher.event_changes().items():
                self.room.catch_up_event(event_id, position)  # read again when next asked
            if not changes and not lists:
                return
            view, news = self.pictures.follow(self.view, changes, lists)
        except RoomUnreachable:
            self._lose()
            return
        except StorageError:
            log.exception("the changes of the other screens could not be read")
            return
        self.view = view
        if news:
            self.post(lambda: self.listeners.news(view, news))

    # --- a server lost, and back ---------------------------------------------------------

    def _lose(self) -> None:
        """The room's server cannot be reached: say so (once), stop hearing it, try again
        soon."""
        self._mark_offline()
        self._close_watcher()
        self._retry_wait = FIRST_TRY_S
        self._next_try = self.clock() + FIRST_TRY_S

    def _mark_offline(self) -> None:
        with self._lock:
            if self._state.offline:
                return
            self._state.offline = True
        log.warning("the room's server at %s cannot be reached", self.room.where)
        self.post(self.listeners.lost)

    def _try_again(self) -> None:
        try:
            self.room.reconnect()
            settled = [(write, self._confirm(write)) for write in self._state.in_doubt]
            self._state.in_doubt.clear()
            before = self.view
            self.pictures.forget_set_aside()  # read again: a table set aside may be mended
            self.view = self.pictures.take()
            news = self.pictures.news_between(before, self.view)
        except StorageError as error:
            log.info("the room's server is still away: %s", error)
            self._retry_wait = min(self._retry_wait * 2, LONGEST_WAIT_S)
            self._next_try = self.clock() + self._retry_wait
            return
        self._state.offline = False
        self._watch()
        log.warning("the room's server at %s is back", self.room.where)
        view = self.view
        self.post(lambda: self.listeners.back(view, news, settled))

    def _confirm(self, write: UnconfirmedWrite | UnconfirmedListWrite) -> bool:
        if isinstance(write, UnconfirmedListWrite):
            return self.room.confirm_list(write)
        return self.room.confirm(write)

    _retry_wait = FIRST_TRY_S
    _next_try = 0.0
    """When the next try to reach the lost server is due (the worker's clock)."""

    # --- watching the room ---------------------------------------------------------------

    def _watch(self) -> None:
        """Hear the other screens' changes from now on (what was written before is in the
        picture already)."""
        try:
            self._watcher = self.room.watch()
        except RoomUnreachable:
            self._lose()
        except (StorageError, NotImplementedError):
            log.exception("this screen will not see the other screens' changes live")

    def _close_watcher(self) -> None:
        if self._watcher is not None:
            try:
                self._watcher.close()
            except Exception:  # a lost connection, closing
                log.debug("closing the watcher", exc_info=True)
            self._watcher = None

    # --- the watchman --------------------------------------------------------------------

    def _watch_stalls(self) -> None:
        """On a server: a statement kept waiting :data:`STALL_S` makes the room unreachable
        at once (the screen is told), and its connection is cut, which frees the worker."""
        database = self.room.database
        while not self._stopping.wait(STALL_S / 8):
            since = database.waiting_since()
            if since is None or time.monotonic() - since < STALL_S:
                continue
            log.warning("the room's server has kept a statement waiting %.1f s",
                        time.monotonic() - since)
            self._mark_offline()
            database.abort()
            watcher = self._watcher
            if watcher is not None:
                watcher.abort()

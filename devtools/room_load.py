"""Several processes writing to one room at once: for the concurrency test and its benchmark.

Each *worker* is a process of its own (multiprocessing, ``spawn``) that opens its own
:class:`~floorapp.storage.room.Room` on the shared address and does random floor actions at
the room's tables, as a screen would: it follows the room (the tables other PCs changed, as
the room announced them, are caught up), reads the table, decides (a deal, an event
:func:`~devtools.simulate.random_event` picks, now and then an undo or a redo) and calls
:meth:`Room.apply` with the position it decided on. When another PC wrote first
(:class:`StaleTable`) it decides again on the table held (:meth:`Room.holding`), in line
with the other writers at that table rather than racing them again; an action the rules refuse
(``Refused``, nothing to undo) is skipped. Every committed change's journal entry is appended
to the worker's log file (one number a line, flushed at once), so that even a worker killed
mid-run leaves the list of what it saw committed.

At the end each worker waits for the others, then follows the room the way a screen does
(:meth:`Room.watch`, :meth:`Room.catch_up`) until it has heard of every table's final
position, and reports the tables it then shows.
"""

from __future__ import annotations

import itertools
import multiprocessing
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from queue import Empty
from typing import Any

from floorapp.rules import DealHand, Refused, Table
from floorapp.storage.errors import NothingToUndo, Problem, StaleTable, StorageError
from floorapp.storage.live import RoomWatcher
from floorapp.storage.room import Room
from floorapp.storage.service import Command, Redo, Undo

from .simulate import random_event

START = {"seats": 9, "players": {"1": "Ann", "2": "Bob", "3": "Cy", "4": "Di", "5": "Ed",
                                 "6": "Flo"}, "draw": 1}
"""Each shared table's start: nine seats, six players, seat 1 drew the button."""
CONVERGE_S = 30.0
"""How long a worker waits to hear of every table's final position."""
FIRST_PAUSE_S = 0.005
LONGEST_PAUSE_S = 0.2
"""The bounds of the pause before a busy room is asked again (:func:`pause_before`)."""


@dataclass
class Tally:
    """What one worker did: its committed entries and how often it had to retry or skip.

    Of the ``stale`` (decided again: another PC wrote first), ``behind`` were decided on a copy
    of the table older than what the room had already announced to the worker when it decided
    (a screen following the room would have shown the newer table), ``again`` were a second or
    later try at the same action (decided on the table held: none should be), and
    ``stale_seconds`` is the time the refused tries took (mostly waiting for another PC's write
    to the table to commit).
    """

    worker: int
    committed: list[int] = field(default_factory=list)
    stale: int = 0
    refused: int = 0
    busy: int = 0
    behind: int = 0
    again: int = 0
    stale_seconds: float = 0.0
    heard: dict[int, int] = field(default_factory=dict)
    """The newest position announced of each table so far."""
    started: float = 0.0
    """When it began its actions (``time.time()``), and how long they took."""
    seconds: float = 0.0
    shown: dict[int, tuple[int, Table]] = field(default_factory=dict)
    """Each table as the worker's screen shows it at the end: its position and the table."""


def shared_room(address: str, tables: int = 3) -> list[int]:
    """Open ``tables`` more tables in the room at ``address``; their ids. Each is named after
    the tables the room has already (no two open tables of a room share a name)."""
    with Room.open(address) as room:
        first = len(room.tables()) + 1
        return [room.add_table(f"Table {n}", start=START).id
                for n in range(first, first + tables)]


def decide(rng: random.Random, table: Table) -> Command:
    """What a floor does next at ``table``: mostly a deal or a random event, rarely an undo
    or a redo."""
    pick = rng.random()
    if pick < 0.04:
        return Undo()
    if pick < 0.06:
        return Redo()
    if pick < 0.4:
        return DealHand()
    return random_event(rng, table)


def act_once(room: Room, rng: random.Random, table_id: int, tally: Tally,
             watcher: RoomWatcher | None = None, follow: bool = True) -> int | None:
    """One action at ``table_id``, decided as a screen decides: on this room's copy of the
    table (with a ``watcher``, the tables the room announced changed are caught up first, as
    a screen follows the room; without ``follow`` they are only counted, see :class:`Tally`).
    When another PC wrote first (:class:`StaleTable`), or the room was busy, it is decided
    again on the table held (:func:`decide_holding`). Its entry (None: refused, skipped)."""
    if watcher is not None:
        for changed, position in watcher.changes().items():
            tally.heard[changed] = max(position, tally.heard.get(changed, 0))
            if follow:
                room.catch_up(changed, position)
    state = room.state(table_id)
    behind = tally.heard.get(table_id, 0) > state.entry
    started = time.perf_counter()
    try:
        try:
            return room.apply(table_id, decide(rng, state.table), state.entry).entry
        except StaleTable:
            tally.stale += 1
            tally.behind += behind
            tally.stale_seconds += time.perf_counter() - started
        except StorageError as error:
            count_busy(error, tally)
        return decide_holding(room, rng, table_id, tally)
    except (Refused, NothingToUndo):
        tally.refused += 1
        return None


def decide_holding(room: Room, rng: random.Random, table_id: int, tally: Tally) -> int:
    """The action decided again on the table held (:meth:`Room.holding`): the writers another
    PC's write refused wait in line for the table, each deciding on it as the one before left
    it, instead of all deciding again at once on a table about to move on, to be refused
    again (a retry storm). A room too busy to hold it (``BUSY``) is asked again after a
    pause drawn at random (:func:`pause_before`). Its entry; raises what the rules refuse
    (``Refused``, :class:`NothingToUndo`)."""
    for tries in itertools.count():
        try:
            with room.holding(table_id) as state:
                return room.apply(table_id, decide(rng, state.table), state.entry).entry
        except StaleTable:  # never, the table being held: counted to show it
            tally.stale += 1
            tally.again += 1
        except StorageError as error:
            count_busy(error, tally)
            time.sleep(pause_before(tries))
    raise AssertionError("unreachable")


def count_busy(error: StorageError, tally: Tally) -> None:
    """A room too busy to take the write (``BUSY``: another PC held what it needed too long)
    is counted, to be asked again; any other storage error is raised again."""
    if error.problem is not Problem.BUSY:
        raise error
    tally.busy += 1


def pause_before(tries: int) -> float:
    """Seconds to wait before asking a busy room again after ``tries`` refusals: drawn at
    random up to a bound that doubles with each (from :data:`FIRST_PAUSE_S`, at most
    :data:`LONGEST_PAUSE_S`), so that writers refused together do not all come back
    together."""
    return random.uniform(0, min(LONGEST_PAUSE_S, FIRST_PAUSE_S * 2 ** tries))


def work(room: Room, table_ids: list[int], actions: int, seed: int, log: Path,
         worker: int = 0, watcher: RoomWatcher | None = None, follow: bool = True) -> Tally:
    """Do ``actions`` random actions at random tables of the room; log each committed entry
    (``watcher``, ``follow``: see :func:`act_once`)."""
    tally = Tally(worker)
    rng = random.Random(seed)
    tally.started = time.time()
    started = time.perf_counter()
    with log.open("a") as written:
        for _ in range(actions):
            entry = act_once(room, rng, rng.choice(table_ids), tally, watcher, follow)
            if entry is not None:
                tally.committed.append(entry)
                written.write(f"{entry}\n")
                written.flush()
    tally.seconds = time.perf_counter() - started
    return tally


def converge(room: Room, watcher: Any, final: dict[int, int]) -> dict[int, tuple[int, Table]]:
    """Follow the room's announcements until each table's ``final`` position is heard and
    caught up; each table as this screen then shows it."""
    heard = {table_id: room.state(table_id).entry for table_id in final}
    deadline = time.monotonic() + CONVERGE_S
    while any(heard[t] < final[t] for t in final) and time.monotonic() < deadline:
        for table_id, position in watcher.changes().items():
            if table_id in heard:
                room.catch_up(table_id, position)
                heard[table_id] = max(heard[table_id], position)
        time.sleep(0.01)
    return {t: (room.state(t).entry, room.state(t).table) for t in final}


def _process(address: str, table_ids: list[int], actions: int, seed: int, log: str,
             worker: int, done: Any, finals: Any, results: Any, follow: bool) -> None:
    """A worker process: open the room and its watcher, work, wait for the final positions
    (from the parent, once every worker is done), converge, report."""
    with Room.open(address) as room:
        watcher = room.watch()
        for table_id in table_ids:
            room.state(table_id)
        try:
            tally = work(room, table_ids, actions, seed, Path(log), worker, watcher, follow)
            for table_id, position in tally.heard.items():  # heard while working
                room.catch_up(table_id, position)
            done.put(worker)
            tally.shown = converge(room, watcher, finals.get())
        finally:
            watcher.close()
    results.put(tally)


def run_workers(address: str, table_ids: list[int], workers: int, actions: int,
                folder: Path, seed: int = 0, follow: bool = True,
                own_tables: bool = False) -> list[Tally]:
    """``workers`` processes, ``actions`` each, on the room at ``address``; their tallies
    (the screens' final tables included). ``follow``: each catches up the tables the room
    announced before deciding, as a screen does (False: it decides on its own copy until
    refused, to measure what following spares). ``own_tables``: worker ``n`` acts at table
    ``table_ids[n]`` only, else each action at a table drawn from all."""
    context = multiprocessing.get_context("spawn")
    done, finals, results = context.Queue(), context.Queue(), context.Queue()
    processes = [
        context.Process(target=_process, args=(
            address, [table_ids[n]] if own_tables else table_ids, actions, seed * 1000 + n,
            str(folder / f"worker{n}.log"), n, done, finals, results, follow))
        for n in range(workers)
    ]
    for process in processes:
        process.start()
    try:
        _gather(done, processes)
        with Room.open(address) as room:
            final = {t: room.position(t) for t in table_ids}
        for _ in processes:
            finals.put(final)
        tallies: list[Tally] = _gather(results, processes)
    finally:
        for process in processes:
            process.join(timeout=10)
            if process.is_alive():
                process.kill()
    return sorted(tallies, key=lambda tally: tally.worker)


def _gather(queue: Any, processes: list[Any]) -> list[Any]:
    """One item from ``queue`` per process; stops when a process died without sending it."""
    items: list[Any] = []
    while len(items) < len(processes):
        try:
            items.append(queue.get(timeout=1))
        except Empty:
            failed = [p.exitcode for p in processes if p.exitcode not in (None, 0)]
            if failed:
                raise RuntimeError(f"a worker process failed (exit codes {failed})") from None
    return items


def work_until_killed(address: str, table_ids: list[int], seed: int, log: str) -> None:
    """A worker process for the fault tests: random actions until it is killed."""
    with Room.open(address) as room:
        work(room, table_ids, 10**9, seed, Path(log))


def start_worker(address: str, table_ids: list[int], seed: int, log: Path) -> Any:
    """A started :func:`work_until_killed` process (``spawn``)."""
    context = multiprocessing.get_context("spawn")
    process = context.Process(target=work_until_killed,
                              args=(address, table_ids, seed, str(log)))
    process.start()
    return process

"""Screens on one room without Qt, for the floor session's tests: each a
:class:`~floorapp.session.FloorSession` whose worker's answers queue up until the test lets
the screen take them (:meth:`Screen.take`), as a screen's thread would between a change and
the floor's next press."""

from __future__ import annotations

import queue
import time
import tomllib
from collections.abc import Callable
from typing import Any

from floorapp.session import FloorSession, Outcome
from floorapp.storage.room import Room
from floorapp.storage.table_import import import_document

TABLE = """
title = "session"
[table]
seats = 9
last = { button = 3, small_blind = 4, big_blind = 5 }
[table.players]
1 = "Ann"
2 = "Bob"
3 = "Cy"
4 = "Di"
5 = "Ed"
6 = "Flo"
7 = "Gus"
"""
"""Seven players; last hand: button 3, small blind 4, big blind 5."""


class Clock:
    """The session's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Screen:
    """One screen on the room at ``address``: its session, and what it has been answered."""

    def __init__(self, address: str, clock: Callable[[], float] | None = None) -> None:
        self.room = Room.open(address)
        self.answers: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self.session = FloorSession(self.room, self.answers.put,
                                    clock=clock or time.monotonic)
        self.outcomes: list[Outcome] = []
        self.session.start()

    @property
    def view(self) -> Any:
        return self.session.view

    def take(self, until: Callable[[], bool] = lambda: True, timeout: float = 10.0) -> None:
        """Take the worker's answers (the screen's thread) until ``until`` holds, or the
        timeout (then the test fails)."""
        end = time.monotonic() + timeout
        while True:
            try:
                while True:
                    self.answers.get_nowait()()
            except queue.Empty:
                pass
            if until():
                return
            if time.monotonic() > end:
                raise AssertionError("the screen waited in vain")
            time.sleep(0.005)

    def settle(self) -> None:
        """Take answers until nothing asked is under way."""
        self.take(lambda: self.session.idle)

    def sees(self, table_id: int, position: int) -> None:
        """Take answers until the table shows at ``position`` (another screen's change
        heard)."""
        self.take(lambda: self.view.position(table_id) >= position)

    def submit(self, intent: Any) -> None:
        self.session.submit(intent, self.outcomes.append)

    def close(self) -> None:
        self.session.run(lambda room: room.close(), lambda result, failure: None,
                         writes=False)
        self.session.stop()


def room_with_a_table(address: str) -> int:
    """The room at ``address`` with the table :data:`TABLE`; its id."""
    with Room.open(address) as room:
        return import_document(room, tomllib.loads(TABLE), "Main").table.id

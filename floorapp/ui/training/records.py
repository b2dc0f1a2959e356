"""Where a trainee's records are kept, reached without the screen waiting on the room.

Opened from the floor screen, training keeps its records in that screen's room and reaches
them through the screen's room worker: the room is that thread's alone, and the screen never
waits on the disk or the network (:meth:`floorapp.session.FloorSession.run`). Opened on its
own, training reads and writes the room file it opened itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from floorapp.storage.errors import StorageError
from floorapp.storage.progress import Progress
from floorapp.storage.room import Room

T = TypeVar("T")

RoomRun = Callable[[Callable[[Room], Any], Callable[[Any, BaseException | None], None]], None]
"""Runs work with the room on the room's own thread; the answer (what it returned, or what it
raised) comes back on the screen's thread."""

Failed = Callable[[StorageError], None]


class TrainingRecords:
    """The trainees' records, kept in a room: ``progress`` (a room this window reads itself),
    or ``run`` (the floor screen's room, through its worker); neither: a guest, nothing kept."""

    def __init__(self, progress: Progress | None = None, run: RoomRun | None = None) -> None:
        self.progress = progress
        self._run = run

    @property
    def kept(self) -> bool:
        """Records can be kept (not a guest)."""
        return self.progress is not None or self._run is not None

    def do(self, work: Callable[[Progress], T], then: Callable[[T], None],
           failed: Failed) -> None:
        """``work`` with the records; ``then`` gets what it returned, ``failed`` the storage
        problem it met. Nothing for a guest."""
        if self._run is not None:
            def answered(result: Any, failure: BaseException | None) -> None:
                if failure is None:
                    then(result)
                elif isinstance(failure, StorageError):
                    failed(failure)
                else:
                    raise failure

            self._run(lambda room: work(Progress(room.database)), answered)
            return
        if self.progress is None:
            return
        try:
            result = work(self.progress)
        except StorageError as error:
            failed(error)
            return
        then(result)

    def forget(self) -> None:
        """The room is closed: nothing is kept from now on."""
        self.progress = None
        self._run = None

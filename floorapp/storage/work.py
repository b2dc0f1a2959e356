"""Long work on a room, followed and stopped by whoever waits for it.

Four things the floor asks of the room can take seconds: importing a long scenario as a table
(:func:`floorapp.storage.table_import.import_file`), exporting a table or a business day
(:func:`floorapp.storage.export.export_file`), reading a page of History over a long table
(:func:`floorapp.storage.history_pages.read_history_page`) and copying a room
(:func:`floorapp.storage.room_copy.copy_room`). Each takes an optional ``progress``: a
:class:`WorkProgress` that is told how far the work is, and asked whether the floor cancelled
it. Cancelled work raises :class:`Cancelled` and leaves nothing behind: an import writes
nothing (it runs in one transaction), an export leaves no file, a copy leaves its target as
empty as it found it.

The work calls :class:`Pace` at every small unit (a step, a journal entry, a page of rows);
it reports at most every :data:`REPORT_EVERY` seconds and asks whether the work was
cancelled as often, so the one waiting hears from the work about every
:data:`REPORT_EVERY` seconds, and a Cancel stops it as soon. No Qt: the screen runs the work
off its thread and turns the reports into a progress bar.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

REPORT_EVERY = 0.05
"""Seconds between two reports (and two questions whether the work was cancelled)."""


class WorkProgress(Protocol):
    """Whoever waits for a long work: told how far it is, asked whether to stop."""

    def report(self, done: int, total: int) -> None:
        """``done`` of ``total`` units of the work are done (``total`` may grow as the work
        finds out more; ``done`` never goes back)."""

    def cancelled(self) -> bool:
        """Whether the floor cancelled the work (it then stops, leaving nothing behind)."""


class Cancelled(Exception):  # noqa: N818 (what happened, not an error)
    """The floor cancelled the work: it stopped, and left nothing behind."""


class Pace:
    """A long work's progress, passed on to its :class:`WorkProgress` at a steady pace.

    ``total`` units are to be done; :meth:`advance` counts them as they are done. The first
    call reports at once (0 done), later ones when :data:`REPORT_EVERY` seconds went by, and
    :meth:`finish` reports the work whole. Each report first asks whether the work was
    cancelled, and raises :class:`Cancelled` if it was.
    """

    def __init__(
        self, progress: WorkProgress | None, total: int,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.progress = progress
        self.total = max(total, 0)
        self.done = 0
        self._clock = clock
        self._next = float("-inf")

    def advance(self, units: int = 1) -> None:
        """``units`` more are done; report if it is time (:class:`Cancelled` if cancelled)."""
        self.done += units
        if self.progress is not None and self._clock() >= self._next:
            self._report()

    def expect(self, units: int) -> None:
        """``units`` remain to be done (as the work finds out how many: the total may move
        either way, what is done stays done)."""
        self.total = self.done + max(units, 0)

    def finish(self) -> None:
        """The work is done: report it whole."""
        self.done = self.total = max(self.done, self.total)
        if self.progress is not None:
            self.progress.report(self.done, self.total)

    def _report(self) -> None:
        assert self.progress is not None
        if self.progress.cancelled():
            raise Cancelled("the work was cancelled")
        self.progress.report(min(self.done, self.total), self.total)
        self._next = self._clock() + REPORT_EVERY

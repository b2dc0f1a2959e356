"""Work that takes seconds (a long scenario imported, a table's history exported), done off the
screen's thread with a progress bar and Cancel, while the floor goes on.

:class:`LongWork` opens the room again on a connection of its own
(:meth:`Room.another <floorapp.storage.room.Room.another>`), on a thread of its own, and runs
one of the storage's long works there (:mod:`floorapp.storage.work`: each reports how far it
is and stops, leaving nothing behind, when cancelled). The floor's actions meanwhile go on
through the room's worker as ever. A progress dialog shows once the work has taken a moment;
its Cancel stops the work. ``then`` hears what the work returned, or why it did not finish
(:class:`~floorapp.storage.work.Cancelled` when it was cancelled), on the screen's thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from floorapp.storage.room import Room
from floorapp.storage.work import WorkProgress
from floorapp.ui.poster import Poster

SHOW_AFTER_MS = 400
"""The progress dialog shows only for work that takes longer than this."""


class _Progress:
    """What the work tells, passed to the screen's thread; whether the floor cancelled."""

    def __init__(self, post: Callable[[Callable[[], None]], None],
                 shown: Callable[[int, int], None]) -> None:
        self._post = post
        self._shown = shown
        self.stop = threading.Event()

    def report(self, done: int, total: int) -> None:
        self._post(lambda: self._shown(done, total))

    def cancelled(self) -> bool:
        return self.stop.is_set()


class LongWork(QObject):
    """One long work on the room, under a progress dialog (see the module)."""

    def __init__(self, parent: QWidget, label: str, room: Room,
                 work: Callable[[Room, WorkProgress], Any],
                 then: Callable[[Any, BaseException | None], None]) -> None:
        super().__init__(parent)
        self.poster = Poster(self)
        self.dialog = QProgressDialog(
            label, QCoreApplication.translate("LongWork", "Cancel"), 0, 0, parent)
        self.dialog.setObjectName("longWorkProgress")
        self.dialog.setWindowModality(Qt.WindowModality.NonModal)
        self.dialog.setMinimumDuration(SHOW_AFTER_MS)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.progress = _Progress(self.poster.post, self._shown)
        self.dialog.canceled.connect(self.progress.stop.set)
        self._then = then
        self.finished = False
        self._thread = threading.Thread(target=self._run, args=(room, work),
                                        name="floorapp-long-work", daemon=True)

    def start(self) -> LongWork:
        self.dialog.setValue(0)
        self._thread.start()
        return self

    def cancel(self) -> None:
        """Stop the work (as the dialog's Cancel does)."""
        self.progress.stop.set()

    def _run(self, room: Room, work: Callable[[Room, WorkProgress], Any]) -> None:
        result: Any = None
        failure: BaseException | None = None
        try:
            other = room.another()
            try:
                result = work(other, self.progress)
            finally:
                other.close()
        except Exception as error:  # handed to the screen, which says what it means
            failure = error
        self.poster.post(lambda: self._done(result, failure))

    def _shown(self, done: int, total: int) -> None:
        if total > 0:
            self.dialog.setMaximum(total)
            self.dialog.setValue(min(done, total))

    def _done(self, result: Any, failure: BaseException | None) -> None:
        self.finished = True
        self.dialog.close()
        self.dialog.deleteLater()
        try:
            self._then(result, failure)
        finally:
            self.deleteLater()

"""Work handed to the screen's thread from the room's worker thread (see
:mod:`floorapp.session.worker`): :meth:`Poster.post` may be called from any thread; the
callable runs soon on the thread the poster lives on (the screen's), in the order posted.
:func:`in_background` runs work that needs no room (reading a backup folder, checking a
backup) on a thread of its own and hands its answer back through a poster."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

log = logging.getLogger(__name__)


class Poster(QObject):
    """Runs callables on its own thread, posted from any other."""

    _posted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._posted.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self.closed = False
        """Once closed (the window went), what is still posted is dropped."""

    def post(self, work: Callable[[], None]) -> None:
        """Run ``work`` on the poster's thread, after what was posted before (thread-safe)."""
        self._posted.emit(work)

    def _run(self, work: Callable[[], None]) -> None:
        if not self.closed:
            work()


def in_background(poster: Poster, work: Callable[[], Any],
                  then: Callable[[Any, BaseException | None], None]) -> None:
    """Run ``work`` on a thread of its own; ``then`` hears what it returned or raised, on the
    poster's thread (not at all once the poster is gone with its window)."""
    def run() -> None:
        result: Any = None
        failure: BaseException | None = None
        try:
            result = work()
        except Exception as error:  # handed to the screen, which says what it means
            failure = error
        try:
            poster.post(lambda: then(result, failure))
        except RuntimeError:  # the window, and its poster, went meanwhile
            log.debug("a background result nobody waits for any more")

    threading.Thread(target=run, name="floorapp-background", daemon=True).start()

"""Work handed to the screen's thread from the room's worker thread (see
:mod:`floorapp.session.worker`): :meth:`Poster.post` may be called from any thread; the
callable runs soon on the thread the poster lives on (the screen's), in the order posted."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal


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

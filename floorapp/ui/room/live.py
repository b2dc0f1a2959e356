"""Live: the floor session on the screen's thread, and every change of the room shown as it
comes, whichever screen made it.

:class:`LiveRoom` gives a screen (the floor screen, the board) its
:class:`~floorapp.session.FloorSession`: the room's worker thread does every read and write,
and the session hands the screen, on its own thread (:class:`~floorapp.ui.poster.Poster`),
each new picture of the room (``view_changed``, with what other screens did), the server
lost and back (``reachable``), and each action whose save was cut off once the server said
whether it has it (``settled``). The screen never waits on the room: it shows the picture.

Closing the screen (:meth:`LiveRoom.close`) finishes the work queued, saves the tables' heads
and closes the room, on the worker.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from floorapp.session import FloorSession, SessionListeners
from floorapp.storage.errors import StorageError
from floorapp.storage.room import Room, TableInfo
from floorapp.ui.poster import Poster

log = logging.getLogger(__name__)


class LiveRoom(QObject):
    """A screen's session on its room (see the module)."""

    view_changed = Signal(object, object)
    """A new picture of the room (:class:`~floorapp.session.view.RoomView`) and what other
    screens did (:class:`~floorapp.session.pictures.News`, or None)."""
    reachable = Signal(bool)
    """The room's server went (False: nothing can be changed) or came back (True)."""
    settled = Signal(object, bool)
    """An action whose save was cut off (its intent), and whether the server has it."""

    def __init__(self, room: Room, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.room = room
        self.poster = Poster(self)
        self.session = FloorSession(room, self.poster.post, listeners=SessionListeners(
            view_changed=self.view_changed.emit, reachable=self.reachable.emit,
            settled=self.settled.emit))
        self._closed = False
        session = self.session
        self.destroyed.connect(lambda _=None: session.worker.stop(timeout=0))
        """A screen gone without closing its room (a window deleted) stops its worker."""

    @property
    def tables(self) -> list[TableInfo]:
        """The room's tables (closed ones too), as the screen's picture has them."""
        return self.session.view.tables()

    @property
    def offline(self) -> bool:
        return self.session.offline

    def start(self) -> None:
        """Start the room's worker (once the screen is built)."""
        self.session.start()

    def close(self) -> None:
        """Finish the work queued, close the room on its worker (its tables' heads saved),
        and hear nothing more."""
        if self._closed:
            return
        self._closed = True
        room = self.room

        def close_room(_room: Room) -> None:
            room.close()

        def closed(_result: object, failure: BaseException | None) -> None:
            if isinstance(failure, StorageError):
                log.warning("the room was closed without its heads: %s", failure)

        if self.session.worker.started:
            self.session.run(close_room, closed, writes=False)
            self.session.stop()
        else:
            room.close()
        self.poster.closed = True

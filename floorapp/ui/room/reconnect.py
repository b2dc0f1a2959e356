"""When the room's server cannot be reached: a banner, nothing changed, back by itself.

A room on a PostgreSQL server can lose it mid-shift (the server restarts, the network goes
down). The first action that meets it is refused (:class:`RoomUnreachable`: nothing written,
nothing applied on this screen only), and so is every action after it: :class:`Reconnection`
then shows a banner over the window, turns the table's actions off (nothing is queued to be
done later), and tries to reach the server again, after :data:`FIRST_TRY_MS`, then twice as
long each time up to :data:`LONGEST_WAIT_MS`. Once it is back the banner goes, the room is
watched again, its list of tables is read again (tables added, renamed, closed or reopened
meanwhile show) and every open table is read again from the server and repainted (a full
resync: what other screens did meanwhile shows, and is logged). An action whose save was cut
off during its commit is asked of the server first (the table's controller), and the screen
then says whether it was saved after all.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from floorapp.storage.errors import StorageError
from floorapp.storage.room import Room
from floorapp.ui.table.controller import TableController

from .live import LiveRoom

log = logging.getLogger(__name__)

FIRST_TRY_MS = 500
"""How long to wait before the first try to reach the server again."""
LONGEST_WAIT_MS = 10_000
"""The longest wait between two tries (the wait doubles after each failed try)."""


class Reconnection(QObject):
    """The banner while the room's server cannot be reached, and the tries to reach it."""

    changed = Signal(bool)
    """The server went away (True: actions off) or came back (False: the window then says
    whether each action whose save was cut off was saved)."""

    def __init__(
        self,
        room: Room,
        live: LiveRoom,
        controllers: dict[int, TableController],
        colour: Callable[[], str],
        parent: QWidget,
        type_px: int = 16,
    ) -> None:
        super().__init__(parent)
        self._type_px = type_px
        """The banner's type size (the board's, read from across the room, is larger)."""
        self.room = room
        self.live = live
        self.controllers = controllers
        self._colour = colour
        self.banner = QLabel(parent)
        self.banner.setObjectName("unreachableBanner")
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.hide()
        self.wait_ms = FIRST_TRY_MS
        """The wait before the next try."""
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.try_again)
        live.lost.connect(self.lost)
        self.retranslate()

    @property
    def offline(self) -> bool:
        """Whether the banner shows (the server cannot be reached; actions are off)."""
        return not self.banner.isHidden()

    def retranslate(self) -> None:
        self.banner.setText(QCoreApplication.translate(
            "Reconnection", "The room's server cannot be reached: nothing can be changed "
            "until it is back. Trying again…"))

    def lost(self) -> None:
        """The server cannot be reached: show the banner, turn actions off, try again soon."""
        if self.offline:
            return
        log.warning("the room's server at %s cannot be reached", self.room.where)
        colour = self._colour()
        self.banner.setStyleSheet(f"color: white; background: {colour}; font-weight: bold; "
                                  f"font-size: {self._type_px}px; border-radius: 6px; "
                                  "padding: 8px;")
        self.banner.show()
        self.wait_ms = FIRST_TRY_MS
        self.timer.start(self.wait_ms)
        self.changed.emit(True)

    def try_again(self) -> bool:
        """Try to reach the server; on success the banner goes, and the room's list of tables
        and every open table are read again. Whether the server is back."""
        try:
            self.room.reconnect()
            self.live.restart()
            for controller in list(self.controllers.values()):
                controller.catch_up()
        except StorageError as error:
            log.info("the room's server is still away: %s", error)
            self.wait_ms = min(self.wait_ms * 2, LONGEST_WAIT_MS)
            self.timer.start(self.wait_ms)
            return False
        log.warning("the room's server at %s is back", self.room.where)
        self.banner.hide()
        self.changed.emit(False)
        return True

    def stop(self) -> None:
        """No more tries (the window closes)."""
        self.timer.stop()

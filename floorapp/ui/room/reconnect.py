"""When the room's server cannot be reached: a banner, nothing changed, back by itself.

A room on a PostgreSQL server can lose it mid-shift (the server restarts, the network drops or
goes silent). The room's worker notices within seconds, whatever the floor is doing
(:mod:`floorapp.session.worker`): :class:`Reconnection` then shows a banner over the window
and the window turns the table's actions off (nothing is queued to be done later); the worker
tries to reach the server again by itself, never holding the screen. Once it is back the
banner goes, the room has been read again (what other screens did meanwhile shows), and the
window says whether each action whose save was cut off was saved after all.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from .live import LiveRoom

log = logging.getLogger(__name__)


class Reconnection(QObject):
    """The banner while the room's server cannot be reached."""

    changed = Signal(bool)
    """The server went away (True: actions off) or came back (False: the window then says
    whether each action whose save was cut off was saved)."""

    def __init__(
        self,
        live: LiveRoom,
        colour: Callable[[], str],
        parent: QWidget,
        type_px: int = 16,
    ) -> None:
        super().__init__(parent)
        self._type_px = type_px
        """The banner's type size (the board's, read from across the room, is larger)."""
        self.live = live
        self._colour = colour
        self.banner = QLabel(parent)
        self.banner.setObjectName("unreachableBanner")
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.hide()
        live.reachable.connect(self._on_reachable)
        self.retranslate()

    @property
    def offline(self) -> bool:
        """Whether the banner shows (the server cannot be reached; actions are off)."""
        return not self.banner.isHidden()

    def retranslate(self) -> None:
        self.banner.setText(QCoreApplication.translate(
            "Reconnection", "The room's server cannot be reached: nothing can be changed "
            "until it is back. Trying again…"))

    def _on_reachable(self, reachable: bool) -> None:
        if reachable:
            self.back()
        else:
            self.lost()

    def lost(self) -> None:
        """The server cannot be reached: show the banner, turn actions off."""
        if self.offline:
            return
        colour = self._colour()
        self.banner.setStyleSheet(f"color: white; background: {colour}; font-weight: bold; "
                                  f"font-size: {self._type_px}px; border-radius: 6px; "
                                  "padding: 8px;")
        self.banner.show()
        self.changed.emit(True)

    def back(self) -> None:
        """The server is back (the room was read again): the banner goes."""
        if not self.offline:
            return
        self.banner.hide()
        self.changed.emit(False)

"""An action whose save was cut off (:class:`~floorapp.storage.errors.CommitUnconfirmed`), and
what the server said of it once back: the part the table's and the list's controllers share.

A controller asks the server when it catches up (its own way: a table's journal, a list's),
keeps the answer with :meth:`Settling.keep_settled`, and the window has it said with
:meth:`Settling.tell_settled` once every table and list is shown as the server has them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Settling(QObject):
    """A controller of actions whose save may be cut off."""

    settled = Signal(bool, str)
    """An action whose save was cut off was found, once the server was back, saved after all
    (True) or not saved: what the floor is told."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settled: tuple[bool, str] | None = None
        """What the server said of it, until :meth:`tell_settled` says so."""

    def keep_settled(self, saved: bool, reason: str) -> None:
        """What the server said, to be said by :meth:`tell_settled`."""
        self._settled = (saved, reason)

    def tell_settled(self) -> None:
        """Say what the server said of an action whose save was cut off (``settled``), once
        the controller's catch-up asked it; nothing otherwise."""
        if self._settled is not None:
            saved, reason = self._settled
            self._settled = None
            self.settled.emit(saved, reason)

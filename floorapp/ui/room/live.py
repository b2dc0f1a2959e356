"""Live: every screen on the room shows every change, whichever screen made it.

:class:`LiveRoom` watches the room (:meth:`Room.watch`, :mod:`floorapp.storage.live`) without
ever waiting in the GUI thread: on PostgreSQL a :class:`QSocketNotifier` wakes it when the
server sends an announcement; on a SQLite file a timer asks the file every
:data:`POLL_MS`. For each open table that another screen moved on, the room drops its copy
and the table's controller catches up (:meth:`TableController.catch_up`): it shows the table
as the room now has it and logs the new entries; the window then repaints the table or the
overview as for a change of its own. A change this screen made is already shown: it is not
applied twice.

The room's list of tables follows the same way (:class:`~floorapp.storage.live.TableList`):
when a table was added, renamed, closed or reopened on any screen, the list is read again and
``tables_changed`` gives it (the tabs, the overview, History and the board follow it). It is
read again too when the room is watched again after a reconnection (a full resync: the window
follows it once it is back, :mod:`.reconnect`).

When the room's server goes away (the watcher's connection is lost, or catching up meets
:class:`RoomUnreachable`) it emits ``lost`` and hears nothing more; :meth:`LiveRoom.restart`
watches the room again once it is reconnected (:mod:`.reconnect`).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from floorapp.storage.errors import RoomUnreachable, StorageError
from floorapp.storage.live import RoomWatcher, TableList
from floorapp.storage.room import Room, TableInfo
from floorapp.ui.table.controller import TableController

log = logging.getLogger(__name__)

POLL_MS = 100
"""How often a SQLite room is asked whether another window wrote to it."""


class LiveRoom(QObject):
    """Keeps the room's copies of its tables, and the open tables' controllers, up to date with
    the room's other screens; ``changed`` tells a screen without controllers (the board)."""

    lost = Signal()
    """The room's server cannot be reached: nothing more is heard until :meth:`restart`."""
    changed = Signal(list)
    """Other screens changed these tables (ids): the room has dropped its copies of them."""
    lists_changed = Signal(list)
    """Other screens changed these games' lists (ids): the room has dropped its copies."""
    tables_changed = Signal(list)
    """The room's list of tables changed (a table added, renamed, closed or reopened, on any
    screen): every table (:class:`TableInfo`), closed ones too (also :attr:`tables`)."""

    def __init__(
        self, room: Room, controllers: dict[int, TableController], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.room = room
        self.controllers = controllers
        """The open tables (shared with the tabs: a table opened later is watched too)."""
        self.watcher: RoomWatcher | None = None
        self._waking: QSocketNotifier | QTimer | None = None
        self.table_list = TableList(room)
        self._start()

    @property
    def tables(self) -> list[TableInfo]:
        """The room's tables (closed ones too), as last read."""
        return self.table_list.tables

    def _start(self) -> None:
        """Watch the room (a socket notifier on a server, a timer on a file), then read its
        list of tables: what is written in between is heard."""
        room = self.room
        try:
            self.watcher = room.watch()
        except (StorageError, NotImplementedError):
            log.exception("this screen will not see the other screens' changes live")
        self.table_list.read()
        if self.watcher is None:
            return
        socket = self.watcher.fileno()
        if socket is None:
            timer = QTimer(self)
            timer.setInterval(POLL_MS)
            timer.timeout.connect(self.look)
            timer.start()
            self._waking = timer
        else:
            notifier = QSocketNotifier(socket, QSocketNotifier.Type.Read, self)
            notifier.activated.connect(self.look)
            self._waking = notifier

    def look(self) -> list[int]:
        """Catch up with the tables other screens changed (their ids), and with the room's
        list of tables."""
        if self.watcher is None:
            return []
        try:
            changes = self.watcher.changes()
        except StorageError:
            log.exception("the room's changes could not be read")
            return []
        if isinstance(self._waking, QSocketNotifier) and self.watcher.fileno() is None:
            self._waking.setEnabled(False)  # the server went away: nothing more to hear
        caught = []
        try:
            for table_id, position in changes.items():
                if self.room.catch_up(table_id, position):
                    caught.append(table_id)
                    if (controller := self.controllers.get(table_id)) is not None:
                        controller.catch_up()
            if self.table_list.follow(changes):
                self.tables_changed.emit(self.tables)
            lists = [game_id for game_id, position in self.watcher.list_changes().items()
                     if self.room.catch_up_list(game_id, position)]
        except RoomUnreachable:
            self.lost.emit()
            return caught
        if caught:
            self.changed.emit(caught)
        if lists:
            self.lists_changed.emit(lists)
        if self.watcher.lost:
            self.lost.emit()
        return caught

    def restart(self) -> None:
        """Watch the room again, on a new connection, and read its list of tables again
        (:attr:`tables`: once the room is reconnected, since tables may have been added,
        renamed, closed or reopened meanwhile; the screen follows it once it is back), and
        say every game's list changed (``lists_changed``: what was written meanwhile is read
        again). Raises :class:`StorageError` when the room cannot be read."""
        self.stop()
        self._start()
        self.lists_changed.emit([game.id for game in self.room.games()])

    def stop(self) -> None:
        """Stop watching (before the room closes)."""
        if isinstance(self._waking, QSocketNotifier):
            self._waking.setEnabled(False)
        elif isinstance(self._waking, QTimer):
            self._waking.stop()
        if self._waking is not None:
            self._waking.deleteLater()
            self._waking = None
        if self.watcher is not None:
            self.watcher.close()
            self.watcher = None

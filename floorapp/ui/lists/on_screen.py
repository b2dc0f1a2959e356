"""The room's lists on one screen: a :class:`ListController` per game, and the way a list
action's table changes reach the tables' controllers.

A list action changes tables the screen shows through their own controllers (a lock-up, a
new player, a player who left for another table); a table's undo may take back a whole list
action, with other tables and the list. :class:`ListsOnScreen` hands each such change to the
controller it concerns, so that every table and list on screen shows what the room holds,
and shows the lists other screens changed (:meth:`ListsOnScreen.follow_room`, on each new
picture of the room).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from floorapp.screen.calls import scene_calls
from floorapp.screen.scene import SeatCall
from floorapp.session import FloorSession, Intent
from floorapp.session.pictures import News
from floorapp.session.view import RoomView
from floorapp.storage.errors import UnknownGame, UnknownTable
from floorapp.storage.room import ListChange
from floorapp.storage.service import Change
from floorapp.ui.table.controller import TableController

from .controller import ListController


class ListsOnScreen(QObject):
    """Every game's list controller on this screen, made when first asked for."""

    changed = Signal(int)
    """A game's list changed (its id), here or on another screen."""
    refused = Signal(object, str)
    """A list action on this screen was refused (the failure, and what the floor is told):
    nothing changed."""
    not_saved = Signal(object, str)
    """A list action the disk or the server did not take: the error and what the floor is
    told."""
    settled = Signal(bool, str)
    """The server, back, said whether a list action whose save was cut off was saved (and
    what the floor is told)."""

    def __init__(self, session: FloorSession, tables: dict[int, TableController],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.tables = tables
        """The open tables' controllers (shared with the tabs)."""
        self.controllers: dict[int, ListController] = {}
        self.tables_shown: frozenset[int] = frozenset()
        """While ``changed`` is emitted for a list action of this screen: the tables that
        showed its parts (each with the list as it now is: their calls and offers are as
        the list is)."""
        self._shown_at: dict[int, frozenset[int]] = {}

    def controller(self, game_id: int) -> ListController:
        """The list controller of a game."""
        found = self.controllers.get(game_id)
        if found is None:
            found = ListController(self.session, game_id, self)
            found.state_changed.connect(lambda g=game_id: self._changed(g))
            found.tables_changed.connect(self.show_tables)
            found.refused.connect(
                lambda reason, c=found: self.refused.emit(c.last_failure, reason))
            found.not_saved.connect(self.not_saved.emit)
            found.settled.connect(self.settled.emit)
            self.controllers[game_id] = found
        return found

    def _changed(self, game_id: int) -> None:
        self.tables_shown = self._shown_at.pop(game_id, frozenset())
        try:
            self.changed.emit(game_id)
        finally:
            self.tables_shown = frozenset()

    def for_table(self, table_id: int) -> ListController | None:
        """The list of the game a table belongs to (None for a table of no game, or of a
        game closed)."""
        view = self.session.view
        try:
            game_id = view.game_of(table_id)
        except UnknownTable:
            return None
        if game_id is None or game_id not in view.lists:
            return None
        return self.controller(game_id)

    def follow(self, table: TableController) -> None:
        """Follow a table's controller: an undo there that took back a list action; and give
        it the names called to its seats, which its scene shows."""
        table.linked.connect(self.show_linked)
        table_id = table.table_id
        table.calls = lambda: self.calls_at(table_id)

    def calls_at(self, table_id: int) -> dict[int, SeatCall]:
        """The names of its game's list called to the table's seats, by seat."""
        names = self.for_table(table_id)
        return {} if names is None else scene_calls(names.state.names, table_id)

    def show_tables(self, change: ListChange | None) -> None:
        """Show each table change of a list action at its table (None: a list action met a
        table another screen had moved on: every open table catches up)."""
        if change is None:
            for controller in self.tables.values():
                controller.follow(self.session.view)
            return
        # A list action's tables are shown just before its list (ListController._command).
        self._shown_at[change.game_id] = self._show_at_tables(change)

    def show_linked(self, change: ListChange | None) -> None:
        """A table's undo or redo took back or put back a whole list action: the list and the
        other tables follow (None: the list had changed elsewhere: catch it up)."""
        if change is None:
            for controller in self.controllers.values():
                controller.follow(self.session.view)
            return
        self.controller(change.game_id).show_change(change)
        self._show_at_tables(change)

    def _show_at_tables(self, change: ListChange) -> frozenset[int]:
        """Show a list action's changes at their tables; the tables that showed them."""
        by_table: dict[int, list[Change]] = {}
        for table_change in change.tables:
            by_table.setdefault(table_change.table_id, []).append(table_change)
        shown = set()
        for table_id, changes in by_table.items():
            controller = self.tables.get(table_id)
            if controller is not None and controller.show_changes(changes):
                shown.add(table_id)
        return frozenset(shown)

    def tell_settled(self) -> None:
        """The server is back: say whether each list action whose save was cut off was
        saved."""
        for controller in list(self.controllers.values()):
            controller.tell_settled()

    def settle(self, intent: Intent, saved: bool) -> None:
        """The server said whether a list action whose save was cut off was saved."""
        if intent.game_id is not None:
            self.controller(intent.game_id).settle(intent, saved)

    def follow_room(self, view: RoomView, news: News | None) -> None:
        """A new picture of the room: each list shown follows it; ``changed`` for each game
        whose list changed (or that another screen touched)."""
        changed = {game_id for game_id, controller in list(self.controllers.items())
                   if controller.follow(view, news)}
        if news is not None:
            changed.update(game_id for game_id in news.lists if game_id in view.lists)
        for game_id in sorted(changed):
            self.changed.emit(game_id)


__all__ = ["ListsOnScreen", "UnknownGame"]

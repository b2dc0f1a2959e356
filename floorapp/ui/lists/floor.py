"""The list on the floor screen: the List panel beside the table, Room → Games…, the table's
game and must-move, a seated player's table change, breaking a table and its move slips.

:class:`ListFloor` is the window's part for these, as :class:`~floorapp.ui.room.tables.TableLife`
is for the tables: the menus call it, it asks the floor through the dialogs and does each
change through the game's :class:`~floorapp.ui.lists.controller.ListController` (a list action,
with the events it needs at tables) or the room (games, a table's game). What a change refuses
is said on the message line and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMenu

from floorapp.lists import AskTableChange, Source, Spot
from floorapp.lists.moves import BreakTable
from floorapp.rules import Choice
from floorapp.screen.lists import Break, break_preview, last_break
from floorapp.storage.errors import StorageError
from floorapp.storage.room import TableClosed
from floorapp.ui import wording
from floorapp.ui.table.controller import TableController

from .controller import ListController
from .panel import ListPanel

if TYPE_CHECKING:
    from floorapp.ui.main_window import MainWindow

PANEL_TICK_MS = 15_000
"""How often the minutes waited and since a call are shown again."""


class ListFloor:
    """The window's list part: the panel, and the list's dialogs and menu entries."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.room = window.room
        self.panel = ListPanel(window.lists, window.room, window)
        window.page.list_layout.addWidget(self.panel)
        self.panel.place_requested.connect(self.place_name)
        self.panel.placing_cancelled.connect(self._cancel_placing)
        self.panel.acted.connect(lambda: self.window.show_message(""))
        """The list controllers whose refusals this part shows."""
        window.lists.changed.connect(self._list_changed)
        window.tabs.tab_bar.currentChanged.connect(lambda _index: self.follow_table())
        window.live.tables_changed.connect(lambda _tables: self.follow_table())
        window.seats.menu_hooks.append(self.seat_menu_entries)
        self.clock = QTimer(window)
        self.clock.setInterval(PANEL_TICK_MS)
        self.clock.timeout.connect(self.panel.refresh)
        self.clock.start()
        self.follow_table()

    # --- the panel --------------------------------------------------------------------------

    def controller(self, game_id: int) -> ListController:
        """A game's list controller (its refusals and failures the window says, as for every
        list action: :meth:`MainWindow._on_list_refused`)."""
        return self.window.lists.controller(game_id)

    def follow_table(self) -> None:
        """Show the list of the game of the table on screen (the table shown last while the
        room overview shows)."""
        table_id = self.window.table_on_screen()
        if table_id is None:
            current = self.window.tabs.current
            table_id = current.table_id if current is not None else None
        game_id = None
        if table_id is not None:
            try:
                game_id = self.room.game_of(table_id)
            except (LookupError, StorageError):
                game_id = None
        if game_id is not None:
            self.controller(game_id)
        self.panel.show_game(game_id)
        self.window.page.arrange()

    def _list_changed(self, game_id: int) -> None:
        if game_id == self.panel.game_id:
            self.panel.refresh()
        if self.window.table_on_screen() is None:
            self.window.tabs.refresh_overview()

    def place_name(self, game_id: int, name_id: int) -> None:
        """Hand a name of the list to the table: the seat workflow places it (calls him to,
        or seats him at, the seat the floor taps next, or the one he is dropped on)."""
        self.controller(game_id)
        place = getattr(self.window.seats, "place_name", None)
        if place is not None:
            place(game_id, name_id)

    def _cancel_placing(self) -> None:
        cancel = getattr(self.window.seats, "cancel_placing", None)
        if cancel is not None:
            cancel()

    # --- games ------------------------------------------------------------------------------

    def open_games(self) -> None:
        """Room → Games…: the room's games, their list rules, adding, renaming, closing."""
        from floorapp.ui.dialogs import GamesDialog

        GamesDialog.run(self.window, self.room, self._games_changed)

    def _games_changed(self) -> None:
        self.panel.refresh()
        if self.window.table_on_screen() is None:
            self.window.tabs.refresh_overview()

    def table_game(self) -> bool:
        """Table → Game and must-move…: the table on screen's game, and the main table it
        feeds as a must-move table (or none)."""
        from floorapp.ui.dialogs import TableGameDialog

        table_id = self.window.table_on_screen()
        if table_id is None:
            return False
        info = self.room.table_info(table_id)
        answer = TableGameDialog.ask(self.window, info, self.room.games(), self.room.tables())
        if answer is None or (answer.game_id, answer.feeds) == (info.game_id, info.feeds):
            return False
        try:
            done = self.room.assign_table(table_id, answer.game_id, answer.feeds)
        except TableClosed:
            self.window.show_message(wording.table_closed_text(info.name), warning=True)
            return False
        except StorageError as error:
            self.window.show_message(wording.storage_error_text(error), error=True)
            return False
        except ValueError as error:
            self.window.show_message(str(error), refused=True)
            return False
        if (controller := self.window.tabs.controllers.get(table_id)) is not None:
            controller.log_table_entry()
        translate = QCoreApplication.translate
        game = self.room.game_info(done.game_id).name if done.game_id is not None else ""
        if done.feeds is not None:
            text = translate("ListFloor", "{table} is a must-move table of {game}, feeding "
                             "{main}.").format(table=info.name, game=game,
                                               main=self.room.table_info(done.feeds).name)
        else:
            text = translate("ListFloor", "{table} is a table of {game}.").format(
                table=info.name, game=game)
        self.follow_table()
        self.window.show_message(text)
        return True

    # --- a table change ---------------------------------------------------------------------

    def seat_menu_entries(self, menu: QMenu, seat: int, controller: TableController) -> None:
        """The seat menu of a seated player gains Table change…."""
        player = controller.table.player(seat)
        if player is None:
            return
        menu.addSeparator()
        action = menu.addAction(QCoreApplication.translate("ListFloor", "Table change…"))
        action.setObjectName("action_table-change")
        action.triggered.connect(
            lambda _=False: self.ask_table_change(controller.table_id, seat))

    def ask_table_change(self, table_id: int, seat: int) -> bool:
        """A seated player asks for another table (of his game, or of another): he goes on
        that game's list as a table change, offered a seat there before the list (F-36)."""
        from floorapp.ui.dialogs import TableChangeDialog
        from floorapp.ui.dialogs.lists import GameOffer

        player = self.room.state(table_id).table.player(seat)
        if player is None:
            return False
        spot = Spot(table_id, seat)
        own = self.room.game_of(table_id)
        offers = []
        translate = QCoreApplication.translate
        games = sorted(self.room.games(include_closed=False), key=lambda game: game.id != own)
        for game in games:
            names = self.room.list_state(game.id).names
            asked = any(name.source is Source.TABLE_CHANGE and name.seated_at == spot
                        and name.name == player.name for name in names)
            taken = translate("ListFloor", "{name} is on this game's list already, as a table "
                              "change.").format(name=player.name) if asked else ""
            offers.append(GameOffer(game.id, game.name, game.id == own, taken))
        where = wording.spot_text(spot, self._table_name)
        chosen = TableChangeDialog.ask(self.window, player.name, where, offers)
        if chosen is None:
            return False
        if self.controller(chosen).apply(AskTableChange(player.name, spot)) is not None:
            return False
        self.window.show_message(translate(
            "ListFloor", "{name} asks for a table change to {game}: offered the next open "
            "seat there before the list.").format(name=player.name,
                                                  game=self.room.game_info(chosen).name))
        return True

    # --- breaking a table -------------------------------------------------------------------

    def break_table(self) -> bool:
        """Table → Break this table…: how, a preview of the move slips, then the break (one
        list action: every move at every table, undone as one), the slips, and the offer to
        close the broken table."""
        from floorapp.ui.dialogs import BreakDialog, SlipsDialog

        table_id = self.window.table_on_screen()
        if table_id is None:
            return False
        game_id = self.room.game_of(table_id)
        if game_id is None:
            return False
        info = self.room.table_info(table_id)
        room = self.room
        answer = BreakDialog.ask(
            self.window, info.name,
            lambda order, seed, choice: break_preview(room, table_id, order, seed, choice),
            self._table_name)
        if answer is None:
            return False
        controller = self.controller(game_id)
        action = BreakTable(table_id, answer.order, answer.seed, answer.choice)
        if controller.apply(action) is not None or controller.last_change is None:
            return False
        change = controller.last_change
        SlipsDialog.run(self.window, info.name, change.at, change.slips, self._table_name,
                         answer.choice)
        if self.window.table_on_screen() == table_id:
            self.window.tables.close_table()
        return True

    def show_last_slips(self) -> bool:
        """The move slips of the room's last break in effect (again, to print them)."""

        found = last_break(self.room, [game.id for game in self.room.games()])
        if found is None:
            self.window.show_message(QCoreApplication.translate(
                "ListFloor", "No table has been broken up (or every break was undone)."),
                warning=True)
            return False
        self.show_slips(found)
        return True

    def show_slips(self, found: Break) -> None:
        from floorapp.ui.dialogs import SlipsDialog

        SlipsDialog.run(self.window, self._table_name(found.table_id), found.at, found.slips,
                         self._table_name, found.choice or Choice.WAIT)

    def _table_name(self, table_id: int) -> str:
        try:
            return self.room.table_info(table_id).name
        except LookupError:
            return str(table_id)

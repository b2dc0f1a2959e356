"""The list on the floor screen: the List panel beside the table, Room → Games…, the table's
game and must-move, a seated player's table change, breaking a table and its move slips.

:class:`ListFloor` is the window's part for these, as :class:`~floorapp.ui.room.tables.TableLife`
is for the tables: the menus call it, it asks the floor through the dialogs and has each
change done through the game's :class:`~floorapp.ui.lists.controller.ListController` (a list
action, with the events it needs at tables) or the floor session (games, a table's game), off
the screen's thread. What a change refuses is said on the message line and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMenu

from floorapp.lists import AskTableChange, Source, Spot
from floorapp.lists.moves import BreakTable
from floorapp.rules import Choice
from floorapp.screen.lists import Break, break_preview, last_break
from floorapp.session import News, Outcome, RoomView
from floorapp.storage.errors import StaleTable, StorageError, UnknownTable
from floorapp.storage.names import FeedsRefused
from floorapp.storage.room import Entry, Room, TableClosed, TableInfo
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
        self.session = window.session
        self.panel = ListPanel(window.lists, window.session, window)
        window.page.list_layout.addWidget(self.panel)
        self.panel.place_requested.connect(self.place_name)
        self.panel.placing_cancelled.connect(self._cancel_placing)
        self.panel.acted.connect(lambda: self.window.show_message(""))
        """The list controllers whose refusals this part shows."""
        window.lists.changed.connect(self._list_changed)
        window.tabs.tab_bar.currentChanged.connect(lambda _index: self.follow_table())
        window.live.view_changed.connect(self._on_view_changed)
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
        game_id = self._game_on_screen()
        if game_id is not None:
            self.controller(game_id)
        self.panel.show_game(game_id)
        self.window.page.arrange()

    def _on_view_changed(self, view: RoomView, news: News | None) -> None:
        """A new picture of the room: the panel follows the game of the table on screen if
        that changed (a table given another game, or closed); the list itself follows its
        controller (:meth:`_list_changed`)."""
        if self._game_on_screen() != self.panel.game_id:
            self.follow_table()

    def _game_on_screen(self) -> int | None:
        """The game of the table on screen (the table shown last while the room overview
        shows), if its list is shown."""
        table_id = self.window.table_on_screen()
        if table_id is None:
            current = self.window.tabs.current
            table_id = current.table_id if current is not None else None
        if table_id is None:
            return None
        view = self.session.view
        try:
            game_id = view.game_of(table_id)
        except UnknownTable:
            return None
        return game_id if game_id in view.lists else None

    def _list_changed(self, game_id: int) -> None:
        if game_id == self.panel.game_id:
            self.panel.refresh()
        if self.window.table_on_screen() is None:
            self.window.tabs.refresh_overview()

    def place_name(self, game_id: int, name_id: int) -> None:
        """Hand a name of the list to the table: the seat workflow places it (calls him to,
        or seats him at, the seat the floor taps next, or the one he is dropped on)."""
        self.controller(game_id)
        self.window.seats.place_name(game_id, name_id)

    def _cancel_placing(self) -> None:
        self.window.seats.cancel_placing()

    # --- games ------------------------------------------------------------------------------

    def open_games(self) -> None:
        """Room → Games…: the room's games, their list rules, adding, renaming, closing."""
        from floorapp.ui.dialogs import GamesDialog

        GamesDialog.run(self.window, self.session, self._games_changed)

    def _games_changed(self) -> None:
        self.panel.refresh()
        if self.window.table_on_screen() is None:
            self.window.tabs.refresh_overview()

    def table_game(self) -> None:
        """Table → Game and must-move…: the table on screen's game, and the main table it
        feeds as a must-move table (or none)."""
        from floorapp.ui.dialogs import TableGameDialog

        table_id = self.window.table_on_screen()
        if table_id is None:
            return
        view = self.session.view
        info = view.table_info(table_id)
        shown = view.position(table_id)  # what the floor decides on
        answer = TableGameDialog.ask(self.window, info, view.games(), view.tables())
        if answer is None or (answer.game_id, answer.feeds) == (info.game_id, info.feeds):
            return

        def assign(room: Room) -> tuple[TableInfo, Entry | None]:
            done = room.assign_table(table_id, answer.game_id, answer.feeds, shown)
            latest = room.history(table_id, limit=1)
            return done, latest[0] if latest else None

        self.session.run(assign, lambda result, failure: self._assigned(info, result, failure))

    def _assigned(self, info: TableInfo, result: tuple[TableInfo, Entry | None] | None,
                  failure: BaseException | None) -> None:
        if isinstance(failure, TableClosed | StaleTable):
            self.window.show_message(
                wording.table_closed_text(info.name) if isinstance(failure, TableClosed)
                else wording.table_moved_on_text(info.name, []), warning=True)
            return
        if isinstance(failure, StorageError):
            self.window.show_message(wording.storage_error_text(failure), error=True)
            return
        if isinstance(failure, FeedsRefused):
            self.window.show_message(wording.feeds_refusal_text(), refused=True)
            return
        if failure is not None:
            raise failure
        assert result is not None
        done, entry = result
        if (controller := self.window.tabs.controllers.get(info.id)) is not None and entry:
            controller.log_table_entry(entry)
        translate = QCoreApplication.translate
        view = self.session.view
        game = view.game_info(done.game_id).name if done.game_id is not None else ""
        if done.feeds is not None:
            text = translate("ListFloor", "{table} is a must-move table of {game}, feeding "
                             "{main}.").format(table=info.name, game=game,
                                               main=view.table_info(done.feeds).name)
        else:
            text = translate("ListFloor", "{table} is a table of {game}.").format(
                table=info.name, game=game)
        self.follow_table()
        self.window.show_message(text)

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

    def ask_table_change(self, table_id: int, seat: int) -> None:
        """A seated player asks for another table (of his game, or of another): he goes on
        that game's list as a table change, offered a seat there before the list (F-36)."""
        from floorapp.ui.dialogs import TableChangeDialog
        from floorapp.ui.dialogs.lists import GameOffer

        view = self.session.view
        player = view.table(table_id).player(seat)
        if player is None:
            return
        spot = Spot(table_id, seat)
        own = view.game_of(table_id)
        offers = []
        translate = QCoreApplication.translate
        games = sorted((game for game in view.games(include_closed=False)
                        if game.id in view.lists), key=lambda game: game.id != own)
        intents = {game.id: self.controller(game.id).decide(None, table_id) for game in games}
        for game in games:
            names = view.list_state(game.id).names
            asked = any(name.source is Source.TABLE_CHANGE and name.seated_at == spot
                        and name.name == player.name for name in names)
            taken = translate("ListFloor", "{name} is on this game's list already, as a table "
                              "change.").format(name=player.name) if asked else ""
            offers.append(GameOffer(game.id, game.name, game.id == own, taken))
        where = wording.spot_text(spot, self._table_name)
        chosen = TableChangeDialog.ask(self.window, player.name, where, offers)
        if chosen is None:
            return
        name = player.name

        def asked_for(outcome: Outcome) -> None:
            if outcome.done:
                self.window.show_message(translate(
                    "ListFloor", "{name} asks for a table change to {game}: offered the next "
                    "open seat there before the list.").format(
                        name=name, game=self.session.view.game_info(chosen).name))

        self.controller(chosen).apply(AskTableChange(name, spot), intents[chosen],
                                      then=asked_for)

    # --- breaking a table -------------------------------------------------------------------

    def break_table(self) -> None:
        """Table → Break this table…: how, a preview of the move slips, then the break (one
        list action: every move at every table, undone as one), the slips, and the offer to
        close the broken table."""
        from floorapp.ui.dialogs import BreakDialog, SlipsDialog, break_slips

        table_id = self.window.table_on_screen()
        if table_id is None:
            return
        view = self.session.view
        game_id = view.game_of(table_id)
        if game_id is None or game_id not in view.lists:
            return
        info = view.table_info(table_id)
        controller = self.controller(game_id)
        intent = controller.decide(None, table_id)
        answer = BreakDialog.ask(
            self.window, info.name,
            lambda order, seed, choice: break_preview(self.session.view, table_id, order, seed,
                                                      choice),
            self._table_name)
        if answer is None:
            return

        def broken(outcome: Outcome) -> None:
            change = controller.last_change
            if not outcome.done or change is None:
                return
            SlipsDialog.run(self.window, break_slips(info.name, change.at, change.slips,
                                                     self._table_name, answer.choice))
            if self.window.table_on_screen() == table_id:
                self.window.tables.close_table()

        controller.apply(BreakTable(table_id, answer.order, answer.seed, answer.choice),
                         intent, then=broken)

    def show_last_slips(self) -> None:
        """The move slips of the room's last break in effect (again, to print them)."""
        game_ids = [game.id for game in self.session.view.games()]

        def found(last: Break | None, failure: BaseException | None) -> None:
            if isinstance(failure, StorageError):
                self.window.show_message(wording.storage_error_text(failure), error=True)
                return
            if failure is not None:
                raise failure
            if last is None:
                self.window.show_message(QCoreApplication.translate(
                    "ListFloor", "No table has been broken up (or every break was undone)."),
                    warning=True)
                return
            self.show_slips(last)

        self.session.run(lambda room: last_break(room, game_ids), found, writes=False)

    def show_slips(self, found: Break) -> None:
        from floorapp.ui.dialogs import SlipsDialog, break_slips

        SlipsDialog.run(self.window, break_slips(
            self._table_name(found.table_id), found.at, found.slips, self._table_name,
            found.choice or Choice.WAIT))

    def _table_name(self, table_id: int) -> str:
        try:
            return self.session.view.table_info(table_id).name
        except LookupError:
            return str(table_id)

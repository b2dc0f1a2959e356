"""The floor screen: the room's tables in tabs, each with the table, the next hand and its
read-out, the log; a room overview; the top bar.

The window is a shell composing the parts the floor sees, each in its own module:

- ``page`` (:class:`TablePage`, ui/table/page.py): the table page and how it fits the size;
- ``seats`` (:class:`SeatWorkflow`): the seat menu, sit / back / move, Next hand, undo, redo;
- ``tabs`` (:class:`RoomTabs`): the room's tabs, the overview, each open table's controller;
- ``tables`` (:class:`TableLife`): add, import, rename, close and reopen tables; history;
- ``lists`` (:class:`ListsOnScreen`): each game's list controller; ``list_floor``
  (:class:`ListFloor`): the List panel, the games, table changes, breaking a table;
- ``choices`` (:class:`SettingsChoices`): house rules, colours, touch mode, language;
- ``menus`` (:class:`Menus`): the actions, the menus and the top bar;
- ``live`` (:class:`LiveRoom`): the floor session (``session``): the room's worker thread,
  which does every read and write so that the window never waits on the disk or the network,
  and each new picture of the room it hands the window, whichever screen changed it (the
  play at each table, the lists, the room's list of tables, which the tabs follow);
- ``reconnection`` (:class:`Reconnection`): the banner while the room's server cannot be
  reached, the table's actions off meanwhile;
- ``backups`` (:class:`BackupKeeper`): the room file's backups, made as the business day
  starts and on quitting; ``restore`` (:class:`RoomRestore`): Room → Restore from a
  backup… and Settings → Backups….

The window holds no table of its own: each table of the room has a :class:`TableController`
that has every event recorded in the room's journal before the screen shows it. The window
redraws on the controllers' ``state_changed`` signal, and words the parts again on Qt's
``LanguageChange`` event (:meth:`MainWindow.retranslate`, which also words it the first time),
from the state on screen; the log keeps its past lines.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QSize, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from floorapp.screen.palette import colours
from floorapp.session import Intent, News, RoomView
from floorapp.storage.errors import StorageError
from floorapp.ui.lists.floor import ListFloor
from floorapp.ui.lists.on_screen import ListsOnScreen
from floorapp.ui.room.live import LiveRoom
from floorapp.ui.room.reconnect import Reconnection
from floorapp.ui.room.tables import TableLife
from floorapp.ui.room.tabs import RoomTabs
from floorapp.ui.table.controller import LogEntry, TableController
from floorapp.ui.table.page import ABOVE_GAP, TablePage
from floorapp.ui.table.seat_workflow import SeatWorkflow
from floorapp.ui.wording import read_only_room_text

from . import window_state, wording
from .backups import BackupKeeper, RoomRestore
from .context import WindowContext
from .fit import fit_on_show, fit_window
from .language import Retranslating
from .menus import Menus
from .settings_choices import SettingsChoices
from .touch import touch_wanted

LOCKUP_TICK_MS = 15_000
"""How often the minutes a locked-up seat has been held are shown again."""
PREFERRED_SIZE = QSize(1280, 800)
"""The window's size when the screen has room for it."""


class MainWindow(Retranslating, QMainWindow):
    """The pit boss's screen for the tables of one room."""

    settings_changed = Signal(object)
    """The floor changed the house rules for new tables, the seat count, the palette or the
    language (a :class:`Settings`)."""

    def __init__(self, context: WindowContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.context = context
        self.room = context.room
        """The room this window is on: its address and file (what it holds is read through
        :attr:`session`)."""
        self.settings = context.settings
        self._room_closed = False
        self.live = LiveRoom(self.room, self)
        """The floor session on this window's thread: every change of the room shown as it
        comes, whichever screen made it."""
        self.session = self.live.session
        self.page = TablePage(self)
        self.seats = SeatWorkflow(self, self.page.table_view, lambda: self.controller,
                                  self.table_on_screen, self.show_message,
                                  self.page.offer_line, lambda: self._lists)
        """The seat menu, the sit / back / move workflows and the table's own actions; the
        list at the table (the offer line, called seats, placing a name)."""
        self._lists: ListsOnScreen | None = None
        self.page.next_hand_button.clicked.connect(self.seats.next_hand)
        self.tabs = RoomTabs(self, self.session, self.page.floor_page, self.page.log_view,
                             self._watch)
        self.lists = ListsOnScreen(self.session, self.tabs.controllers, self)
        """Each game's list on this screen, and where a list action's table changes go."""
        self._lists = self.lists
        self.lists.changed.connect(self._on_list_changed)
        self.lists.refused.connect(self._on_list_refused)
        self.lists.not_saved.connect(self._on_list_not_saved)
        self.lists.settled.connect(
            lambda saved, reason: self.show_message(reason, error=not saved))
        self.reconnection = Reconnection(self.live, lambda: colours(self.settings.palette).busted,
                                         self)
        self.reconnection.changed.connect(self._on_reachable_changed)
        self._build_central()
        self.choices = SettingsChoices(self)
        self.page.house_summary.clicked.connect(self.choices.edit_house_rules)
        self.tables = TableLife(self, self.session, self.tabs, context.demo_document,
                                lambda: self.settings, self.choices.apply_settings,
                                self.show_message, self._on_tab_changed)
        self.list_floor = ListFloor(self)
        """The List panel beside the table, the games, table changes, breaking a table."""
        self.backups = BackupKeeper(self)
        self.restore = RoomRestore(self)
        self.menus = Menus(self)
        self.tabs.overview.table_opened.connect(self.show_table)
        self.tabs.follow(self.live.tables)
        self._said_set_aside: set[int] = set()
        """The tables set aside (their journal unreadable) the message line has named."""
        self.live.view_changed.connect(self._on_view_changed)
        self.live.settled.connect(self._on_intent_settled)
        tab_bar = self.tabs.tab_bar
        tab_bar.setCurrentIndex(1 if tab_bar.count() > 1 else 0)
        tab_bar.currentChanged.connect(self._on_tab_changed)
        self.tabs.turn_to(tab_bar.currentIndex())
        self.choices.apply_palette(self.settings.palette)
        self.choices.apply_touch(touch_wanted(self.settings.touch))
        self.retranslate()
        self._update_actions()
        if self.read_only:
            self.tabs.pages.setEnabled(False)
            self.tabs.overview.show_read_only(True)
            self.show_notice(read_only_room_text())
        self.lockup_clock = QTimer(self)
        self.lockup_clock.setInterval(LOCKUP_TICK_MS)
        self.lockup_clock.timeout.connect(self.show_lockup_times)
        self.lockup_clock.start()
        self.resize(PREFERRED_SIZE)
        fit_window(self, PREFERRED_SIZE)
        fit_on_show(self)
        self.page.arrange()
        if context.save_settings is not None:
            self.settings_changed.connect(context.save_settings)
        if context.window_state_file is not None:
            window_state.restore(self, context.window_state_file)
        self.live.start()
        self.backups.start()
        self._say_set_aside(self.session.view)

    def _build_central(self) -> None:
        """The notice and the message line over the pages (the table page, the overview)."""
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 4, 6, 0)
        layout.setSpacing(ABOVE_GAP)
        layout.addWidget(self.reconnection.banner)
        layout.addWidget(self.page.notice)
        layout.addWidget(self.page.message_bar)
        layout.addWidget(self.tabs.pages, 1)
        self.setCentralWidget(central)

    @property
    def read_only(self) -> bool:
        """Whether this PC's role may only read the room (a board's role): the screen shows
        the room and changes nothing (said in the notice at start; its actions off)."""
        return self.room.database.read_only_role

    @property
    def idle(self) -> bool:
        """Nothing asked of the room is still under way (an action, a read, an import)."""
        importing = self.tables.importing
        return self.session.idle and (importing is None or importing.finished)

    @property
    def data_folder(self) -> Path | None:
        """Where this window's settings, room and window state live."""
        return self.context.data_folder

    def save_window_state(self) -> None:
        """Keep the window's geometry and the table on screen for the next start (on
        quitting), when the window keeps them."""
        if self.context.window_state_file is not None:
            window_state.save(self, self.context.window_state_file)

    # --- the table on screen ----------------------------------------------------------------

    @property
    def controller(self) -> TableController:
        """The table on screen (while the overview shows, the table shown last)."""
        if self.tabs.current is None:
            raise LookupError("no table of the room has been shown yet")
        return self.tabs.current

    def table_on_screen(self) -> int | None:
        """The id of the table shown, or None while the room overview shows."""
        return self.tabs.table_on_screen()

    def show_table(self, table_id: int) -> None:
        """Show one table of the room."""
        self.tabs.show_table(table_id)

    def seat_center_global(self, seat: int) -> QPoint:
        table_view = self.page.table_view
        return table_view.mapToGlobal(table_view.seat_center(seat))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.page.arrange()

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every word of the window, in the language installed now: the constructor words
        it first, and a new language (a ``LanguageChange`` event) words it again. What
        depends on the state (read-out, house rules line, seats, overview) is made again
        from the state; the log's past lines stay as they were written."""
        self.menus.retranslate()
        self.reconnection.retranslate()
        self.tabs.retranslate()
        self.page.retranslate()
        self.tabs.overview.retranslate()
        if self._room_closed:
            return  # a closed window (not yet collected) has no room to word the page from
        self._show_page()
        if self.seats.waiting_for_seat:
            self.show_message(self.seats.move_prompt())

    # --- turning to a tab -------------------------------------------------------------------

    def _on_tab_changed(self, index: int) -> None:
        self.seats.cancel_move(quiet=True)
        self.show_message(self.seats.move_prompt())  # a name being placed goes on waiting
        self.tabs.turn_to(index)
        self._show_page()
        self._update_actions()

    def _show_page(self) -> None:
        """Word the page on screen from the state: the overview's cards, or the table with its
        read-out and house rules line; and the window title."""
        translate = QCoreApplication.translate
        if self.table_on_screen() is None:
            self.tabs.refresh_overview()
            self.page.house_summary.setText("")
            self.setWindowTitle(translate("MainWindow", "floorapp — Room"))
        else:
            self.page.show_state(self.controller)
            self.setWindowTitle(translate("MainWindow", "floorapp — {table}").format(
                table=self.tabs.tab_bar.tabText(self.tabs.tab_bar.currentIndex())))
        self.seats.list.refresh()

    def _update_actions(self) -> None:
        writes = not self.read_only
        on_table = (self.table_on_screen() is not None and not self.reconnection.offline
                    and writes)
        self.menus.update_actions(on_table, on_table and self.controller.can_undo,
                                  on_table and self.controller.can_redo, writes=writes)

    # --- reacting to the controllers ----------------------------------------------------------

    def _watch(self, controller: TableController) -> None:
        """Follow a new table's controller: its changes, log lines, refusals, disk failures."""
        controller.state_changed.connect(lambda c=controller: self._on_table_changed(c))
        controller.logged.connect(lambda entry, c=controller: self._on_logged(c, entry))
        controller.refused.connect(
            lambda refusal, reason, c=controller: self._on_refused(c, reason))
        controller.moved_on.connect(lambda reason, c=controller: self._on_moved_on(c, reason))
        self.lists.follow(controller)
        controller.not_saved.connect(
            lambda error, reason, c=controller: self._on_not_saved(c, error, reason))
        controller.settled.connect(
            lambda saved, reason, c=controller: self._on_settled(c, saved, reason))

    def _on_table_changed(self, controller: TableController) -> None:
        if controller is self.tabs.current and self.table_on_screen() is not None:
            self._on_state_changed()
        elif self.table_on_screen() is None:
            self.tabs.refresh_overview()
        else:  # another table: a must-move table feeding the one on screen changes its offer
            self.seats.list.refresh()
        self._update_actions()
        self.tables.refresh_history()

    def _on_state_changed(self) -> None:
        if self.seats.moving:
            self.seats.cancel_move(quiet=True)
        self.page.show_state(self.controller)
        self.seats.list.refresh()

    def _on_view_changed(self, view: RoomView, news: News | None) -> None:
        """A new picture of the room (another screen's change, this screen's action, the
        server back): the tabs follow the room's list of tables, each table and list shows
        itself as it now stands (another screen's changes logged)."""
        self.tables.follow(view.tables())
        self._say_set_aside(view)
        for controller in list(self.tabs.controllers.values()):
            controller.follow(view, news)
        self.lists.follow_room(view, news)
        if self.table_on_screen() is None:
            self.tabs.refresh_overview()
        self._update_actions()

    def _say_set_aside(self, view: RoomView) -> None:
        """Name the tables newly set aside on the message line (once each)."""
        new = [table_id for table_id in view.set_aside if table_id not in self._said_set_aside]
        if new:
            self._said_set_aside.update(new)
            names = [view.table_info(table_id).name for table_id in new]
            self.show_message(wording.table_set_aside_text(names), warning=True)

    def _on_intent_settled(self, intent: Intent, saved: bool) -> None:
        """The server, back, said whether an action whose save was cut off was saved."""
        if intent.game_id is not None:
            self.lists.settle(intent, saved)
            self.lists.tell_settled()
        elif (controller := self.tabs.controllers.get(intent.table_id or 0)) is not None:
            controller.settle(intent, saved)
            controller.tell_settled()

    def _on_list_changed(self, game_id: int) -> None:
        """A game's list changed, here or on another screen: the table on screen shows its
        calls and its offer as the list now is."""
        if self.table_on_screen() is None:
            return
        if self.controller.table_id in self.lists.tables_shown:
            return  # the table showed its part of the action, with the list as it now is
        if self.session.view.game_of(self.controller.table_id) == game_id:
            scene = self.controller.scene()
            if scene != self.page.table_view.scene():  # a call made or taken back here
                self.page.table_view.set_scene(scene)
        self.seats.list.refresh()

    def _on_list_refused(self, failure: object, reason: str) -> None:
        """A list action not done: another screen first (the screen now shows the latest),
        or the list's or the rules' word."""
        from floorapp.lists import ListRefused
        from floorapp.rules import Refused
        from floorapp.storage.errors import PartRefused

        refused = isinstance(failure, Refused | ListRefused | PartRefused)
        self.show_message(reason, refused=refused, warning=not refused)

    def _on_list_not_saved(self, error: StorageError, reason: str) -> None:
        self.show_message(reason, error=True)

    def _on_reachable_changed(self, offline: bool) -> None:
        """The room's server went away (the table's actions off) or came back (the room was
        read again: the new picture is shown)."""
        self.tabs.pages.setEnabled(not offline and not self.read_only)
        self._update_actions()
        if not offline:
            self.show_message("")

    def show_lockup_times(self) -> None:
        """Show again how long each locked-up seat of the table on screen has been held (and
        each call's timer), and the offer line (a call whose time is up)."""
        if self.table_on_screen() is None:
            return
        if any(seat.locked_up for seat in self.controller.table.seats):
            self.page.table_view.set_scene(self.controller.scene())
            self.seats.list.refresh()

    def _on_logged(self, controller: TableController, entry: LogEntry) -> None:
        if controller is self.tabs.current:
            self.page.log_view.add_entry(entry)

    def _on_refused(self, controller: TableController, reason: str) -> None:
        if controller is self.tabs.current:
            self.show_message(reason, refused=True)

    def _on_moved_on(self, controller: TableController, reason: str) -> None:
        if controller is self.tabs.current:
            self.show_message(reason, warning=True)

    def _on_not_saved(self, controller: TableController, error: StorageError,
                      reason: str) -> None:
        if controller is self.tabs.current:
            self.show_message(reason, error=True)

    def _on_settled(self, controller: TableController, saved: bool, reason: str) -> None:
        """The server, back, said whether an action whose save was cut off was saved."""
        if controller is self.tabs.current:
            self.show_message(reason, error=not saved)

    def show_message(
        self, text: str, refused: bool = False, warning: bool = False, error: bool = False
    ) -> None:
        """A line over the table: a prompt, a warning, why the rules refused something, or
        an action the disk did not record (``error``)."""
        palette = colours(self.settings.palette)
        if refused and text:
            text = QCoreApplication.translate("MainWindow", "Not allowed: {reason}").format(
                reason=text)
        colour = (palette.busted if refused or error else palette.away if warning
                  else palette.target)
        style = (f"color: {colour}; font-weight: bold; border: 2px solid {colour}; "
                 "border-radius: 6px; padding: 1px 4px;") if text else ""
        bar = self.page.message_bar
        if bar.text() == text and bar.styleSheet() == style:
            return  # as it is (a new style sheet would lay the whole window out again)
        bar.setStyleSheet(style)
        bar.setText(text)
        self.page.arrange()

    def show_notice(self, text: str) -> None:
        """A notice about the whole shift (a file found damaged): above the table until the
        floor dismisses it, whatever else he does."""
        self.page.notice.show_text(text, colours(self.settings.palette).away)

    # --- closing ------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Closing the window closes the room file (its snapshots make the next start quick)."""
        super().closeEvent(event)
        if event.isAccepted():
            self.close_room()

    def close_room(self, backup: bool = True) -> None:
        """Close the window's room (its worker finishes what was asked first), after one more
        backup of it unless ``backup`` is False (a restore, putting another file in place)."""
        if not self._room_closed:
            self._room_closed = True
            self.tables.close_history()
            if backup:
                self.backups.at_quit()
            self.backups.timer.stop()
            self.live.close()
            if self.context.scratch_folder is not None:
                shutil.rmtree(self.context.scratch_folder, ignore_errors=True)

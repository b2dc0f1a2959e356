"""The life of the room's tables, as the Table and Room menus offer it: add a table (asking its
name, house rules and seats), the demo table, a scenario file imported as a new table, rename,
close (its history stays) and reopen one; the Reopen menu; the room's history window.

Every change goes to the room through the floor session (its worker writes it, off the
screen's thread); the screen follows once it is saved, and a refusal of the disk or the
server is shown on the message line and changes nothing on screen. The dialogs are loaded
when first needed, to keep the start quick.

What other screens do to the room's tables shows at once (:meth:`TableLife.follow`, on the
room's list of tables as each new picture of the room has it): a table added or reopened
gets its tab and its card, a rename shows on both, a closed table's tab goes (the Room tab
turns up in its place if it was on screen, and the message line says so) and it is in the
Reopen menu; History's table filter follows. What a screen began at a table closed
meanwhile (a dialog, a move) is refused by the room (:class:`TableClosed`) and said.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from floorapp.scenario import InvalidScenario, read_document
from floorapp.session import FloorSession
from floorapp.storage.errors import StaleTable, StorageError
from floorapp.storage.names import NameRefused
from floorapp.storage.room import Entry, Room, TableClosed, TableInfo
from floorapp.storage.settings import Settings
from floorapp.storage.work import Cancelled
from floorapp.ui import wording
from floorapp.ui.room.tabs import RoomTabs

if TYPE_CHECKING:
    from floorapp.storage.table_import import ImportReport
    from floorapp.ui.long_work import LongWork
    from floorapp.ui.room.history import HistoryDialog


class TableLife:
    """Adding, renaming, closing and reopening the room's tables, and the room's history.

    ``window`` is the parent of the dialogs; ``tabs`` gets a tab for each table opened;
    ``demo_document`` reads the bundled demo table's scenario; ``settings`` gives the window's
    settings (a new table's defaults) and ``apply_settings`` keeps the ones chosen for a new
    table; ``show_message`` writes the line over the table; ``turned`` words the window again
    for the tab on screen (index) after a table was renamed or closed.
    """

    def __init__(
        self,
        window: QWidget,
        session: FloorSession,
        tabs: RoomTabs,
        demo_document: Callable[[], Mapping[str, Any]],
        settings: Callable[[], Settings],
        apply_settings: Callable[[Settings], None],
        show_message: Callable[..., None],
        turned: Callable[[int], None],
    ) -> None:
        self.window = window
        self.session = session
        self.tabs = tabs
        self._demo_document = demo_document
        self._settings = settings
        self.apply_settings = apply_settings
        self.show_message = show_message
        self._on_tab_changed = turned
        self.history_dialog: HistoryDialog | None = None
        self.importing: LongWork | None = None
        """The latest import (it goes on in the background)."""
        self.last_import: ImportReport | None = None
        """What the latest scenario imported here gave (its table, steps recorded and left
        out)."""
        self.reopen_menu = QMenu(window)
        """Table → Reopen a closed table (filled each time it opens)."""
        self.reopen_menu.setObjectName("reopenMenu")
        self.reopen_menu.aboutToShow.connect(self._fill_reopen_menu)

    @property
    def settings(self) -> Settings:
        return self._settings()

    def table_on_screen(self) -> int | None:
        return self.tabs.table_on_screen()

    # --- tables of the room -----------------------------------------------------------------

    def table_names(self) -> list[str]:
        """The names of every table of the room, closed ones too."""
        return [info.name for info in self.session.view.tables()]

    def free_name(self, wanted: str) -> str:
        """``wanted``, or ``wanted 2``, ``wanted 3``... whichever no table has yet."""
        from floorapp.ui.dialogs import clean_name

        taken = {name.casefold() for name in self.table_names()}
        base = clean_name(wanted) or QCoreApplication.translate("MainWindow", "Table")
        name, number = base, 2
        while name.casefold() in taken:
            name = f"{base} {number}"
            number += 1
        return name

    def _next_table_name(self) -> str:
        """ "Table 1", or the first "Table N" no table has."""
        taken = {name.casefold() for name in self.table_names()}
        number = 1
        while True:
            name = QCoreApplication.translate("MainWindow", "Table {number}").format(
                number=number)
            if name.casefold() not in taken:
                return name
            number += 1

    def add_table(self) -> None:
        """Ask for a new table's name, game, house rules and seats, and open it (by default
        in the game named after its stakes)."""
        from floorapp.ui.dialogs import TableDialog

        view = self.session.view
        games = [(game.id, game.name) for game in view.games(include_closed=False)]
        answer = TableDialog.ask(self.window, self.settings, self._next_table_name(),
                                 self.table_names(), games)
        if answer is None:
            return
        name, chosen, game_id = answer

        def added(info: TableInfo | None, failure: BaseException | None) -> None:
            if failure is not None:
                self._not_done(None, failure)
                return
            assert info is not None
            self._show_new(info)
            self.apply_settings(Settings(chosen.house, chosen.seats, self.settings.palette))

        self.session.run(lambda room: room.add_table(name, chosen.house, chosen.seats,
                                                     game_id=game_id), added,
                         games=True)  # the first table of its stakes adds their game

    def add_table_from_scenario(
        self, document: Mapping[str, Any], name: str | None = None,
        then: Callable[[ImportReport], None] | None = None,
    ) -> None:
        """A scenario (read from TOML) as a new table, its steps recorded (on the room's
        worker); shown once saved. A scenario that is not valid adds nothing and is said."""
        from floorapp.storage.table_import import import_document

        wanted = name or str(document.get("title") or "")
        free = self.free_name(wanted)

        def imported(report: ImportReport | None, failure: BaseException | None) -> None:
            if isinstance(failure, InvalidScenario):
                self.show_message(wording.not_a_scenario_text(Path(free), failure), error=True)
                return
            if failure is not None:
                self._not_done(None, failure)
                return
            assert report is not None
            self.last_import = report
            self._show_new(report.table)
            if then is not None:
                then(report)

        self.session.run(lambda room: import_document(room, document, free), imported,
                         games=True)  # the first table of its stakes adds their game

    def add_demo_table(self) -> None:
        """The bundled demo table, as a new table of the room."""
        self.add_table_from_scenario(
            self._demo_document(), QCoreApplication.translate("MainWindow", "Demo table"))

    def import_scenario(self, path: Path | None = None) -> LongWork | None:
        """A scenario file as a new table (its title as the name), imported off the screen's
        thread with a progress bar and Cancel (a long one takes seconds); the long work."""
        from floorapp.storage.table_import import import_file
        from floorapp.ui.dialogs import ScenarioFileDialog
        from floorapp.ui.long_work import LongWork

        path = path or ScenarioFileDialog.ask_open(self.window)
        if path is None:
            return None
        chosen = path
        free = self.free_name(_scenario_title(chosen))

        def imported(report: ImportReport | None, failure: BaseException | None) -> None:
            if isinstance(failure, InvalidScenario):
                self.show_message(wording.not_a_scenario_text(chosen, failure), error=True)
                return
            if isinstance(failure, Cancelled):
                self.show_message(wording.import_cancelled_text(chosen), warning=True)
                return
            if failure is not None:
                self._not_done(None, failure)
                return
            assert report is not None
            self.last_import = report
            self.session.run(lambda room: room.forget_tables(),  # the table added elsewhere
                             lambda _result, _failure: self._imported(report),
                             games=True)  # and perhaps the game of its stakes

        label = QCoreApplication.translate("MainWindow", "Importing {file}…").format(
            file=chosen.name)
        work = LongWork(self.window, label, self.session.room,
                        lambda room, progress: import_file(room, chosen, free, progress),
                        imported)
        self.importing = work
        return work.start()

    def _imported(self, report: ImportReport) -> None:
        self._show_new(report.table)
        self.show_message(wording.import_done_text(report.table.name, report.applied,
                                                   report.refused))

    def _show_new(self, info: TableInfo) -> None:
        """A table this screen added (or reopened): its tab, on screen."""
        self.tabs.add_tab(info)
        self.tabs.show_table(info.id)
        self.refresh_history()

    def rename_table(self) -> None:
        """Give the table on screen a new name (free, not empty)."""
        from floorapp.ui.dialogs import RenameDialog

        table_id = self.table_on_screen()
        if table_id is None:
            return
        current = self.session.view.table_info(table_id).name
        shown = self.session.view.position(table_id)  # what the floor decides on
        others = [name for name in self.table_names() if name != current]
        name = RenameDialog.ask(self.window, current, others)
        if name is None or name == current:
            return

        def rename(room: Room) -> tuple[TableInfo, Entry | None]:
            info = room.rename_table(table_id, name, shown)
            latest = room.history(table_id, limit=1)
            return info, latest[0] if latest else None

        def renamed(result: tuple[TableInfo, Entry | None] | None,
                    failure: BaseException | None) -> None:
            if failure is not None:
                self._not_done(table_id, failure)
                return
            assert result is not None
            info, entry = result
            if table_id not in self.tabs.controllers:
                return
            self.tabs.rename_tab(info)
            if entry is not None:
                self.tabs.controllers[table_id].log_table_entry(entry)
            self._on_tab_changed(self.tabs.tab_bar.currentIndex())
            self.refresh_history()

        self.session.run(rename, renamed)

    def close_table(self) -> None:
        """Close the table on screen, after asking (its history stays; it can be reopened)."""
        from floorapp.ui.dialogs import ConfirmDialog

        table_id = self.table_on_screen()
        if table_id is None:
            return
        name = self.session.view.table_info(table_id).name
        shown = self.session.view.position(table_id)  # what the floor decides on
        translate = QCoreApplication.translate
        if not ConfirmDialog.ask(
            self.window, translate("MainWindow", "Close the table"),
            translate("MainWindow", "Close the table {name}? Its history is kept, and it can "
                      "be reopened from the Table menu.").format(name=name),
        ):
            return

        def closed(_info: TableInfo | None, failure: BaseException | None) -> None:
            if failure is not None:
                self._not_done(table_id, failure)
                return
            self.follow(self.session.view.tables(), said=False)

        self.session.run(lambda room: room.close_table(table_id, shown), closed)

    def reopen_table(self, table_id: int) -> None:
        """Open a closed table again, as it was left (reopened on another screen meanwhile:
        shown)."""
        def reopened(info: TableInfo | None, failure: BaseException | None) -> None:
            if failure is not None:
                self._not_done(table_id, failure)
                return
            assert info is not None
            self._show_new(info)

        self.session.run(lambda room: room.reopen_table(table_id), reopened)

    def _not_done(self, table_id: int | None, error: BaseException) -> None:
        """Say why a change to a table was not made: the disk or the server refused it, the
        table was closed on another screen meanwhile, or another screen changed it since the
        floor decided (the screen shows it as it now is)."""
        if isinstance(error, TableClosed | StaleTable) and table_id is not None:
            info = self.session.view.table_info(table_id)
            closed = isinstance(error, TableClosed) or not info.is_open
            self.show_message(wording.table_closed_text(info.name) if closed
                              else wording.table_moved_on_text(info.name, []), warning=True)
            return
        if isinstance(error, StorageError):
            self.show_message(wording.storage_error_text(error), error=True)
            return
        if isinstance(error, NameRefused):
            self.show_message(wording.name_refusal_text(error), refused=True)
            return
        raise error

    # --- following the other screens ----------------------------------------------------------

    def follow(self, tables: list[TableInfo], said: bool = True) -> None:
        """The room's list of tables changed (on another screen, here, or read again after a
        reconnection): the tabs and the overview follow it, the Room tab turns up if the table
        on screen was closed (the message line says so when another screen closed it:
        ``said``), and History's table filter follows."""
        on_screen = self.table_on_screen()
        closed = next((info for info in tables if info.id == on_screen and not info.is_open),
                      None)
        if closed is not None:
            self.tabs.show_overview()
        followed = self.tabs.follow(tables)
        if not followed:
            return
        if self.table_on_screen() is None:
            self.tabs.refresh_overview()
        elif on_screen in followed.renamed:
            self._on_tab_changed(self.tabs.tab_bar.currentIndex())  # its name in the title
        if closed is not None and said:
            self.show_message(wording.table_closed_elsewhere_text(closed.name), warning=True)
        self.refresh_history()

    # --- the Reopen menu and the history ----------------------------------------------------

    def _fill_reopen_menu(self) -> None:
        self.reopen_menu.clear()
        closed = [info for info in self.session.view.tables() if not info.is_open]
        for info in closed:
            action = self.reopen_menu.addAction(info.name)
            action.setObjectName(f"reopen{info.id}")
            action.triggered.connect(lambda _=False, i=info.id: self.reopen_table(i))
        if not closed:
            empty = self.reopen_menu.addAction(
                QCoreApplication.translate("MainWindow", "No closed table"))
            empty.setEnabled(False)

    def show_history(self) -> None:
        """The room's history, on the table on screen (every table from the overview)."""
        from floorapp.ui.room.history import HistoryDialog

        if self.history_dialog is None:
            self.history_dialog = HistoryDialog(self.window, self.session)
        self.history_dialog.show_room(self.table_on_screen())
        self.history_dialog.show()
        self.history_dialog.raise_()

    def refresh_history(self) -> None:
        if self.history_dialog is not None and self.history_dialog.isVisible():
            self.history_dialog.show_room(self.history_dialog.table_id(),
                                          self.history_dialog.game_id())

    def close_history(self) -> None:
        """Close the history window, if it was opened (the room is closing)."""
        if self.history_dialog is not None:
            self.history_dialog.close()


def _scenario_title(path: Path) -> str:
    """The title a scenario file gives itself (its file name if it has none, or is not
    readable: importing it then says what is wrong)."""
    try:
        title = read_document(path).get("title")
    except InvalidScenario:
        return path.stem
    return title if isinstance(title, str) and title.strip() else path.stem

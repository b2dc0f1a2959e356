"""The life of the room's tables, as the Table and Room menus offer it: add a table (asking its
name, house rules and seats), the demo table, a scenario file imported as a new table, rename,
close (its history stays) and reopen one; the Reopen menu; the room's history window.

Every change goes to the room file first (:class:`Room`); a refusal of the disk is shown on
the message line and changes nothing on screen. The dialogs are loaded when first needed, to
keep the start quick.

What other screens do to the room's tables shows at once (:meth:`TableLife.follow`, on the
room's list of tables as :class:`~floorapp.ui.room.live.LiveRoom` reads it): a table added or
reopened gets its tab and its card, a rename shows on both, a closed table's tab goes (the
Room tab turns up in its place if it was on screen, and the message line says so) and it is
in the Reopen menu; History's table filter follows. What a screen began at a table closed
meanwhile (a dialog, a move) is refused by the room (:class:`TableClosed`) and said.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from floorapp.scenario import InvalidScenario, read_document
from floorapp.storage.errors import StaleTable, StorageError
from floorapp.storage.room import Room, TableClosed, TableInfo
from floorapp.storage.settings import Settings
from floorapp.ui import wording
from floorapp.ui.room.tabs import RoomTabs

if TYPE_CHECKING:
    from floorapp.storage.export import ImportReport
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
        room: Room,
        tabs: RoomTabs,
        demo_document: Callable[[], Mapping[str, Any]],
        settings: Callable[[], Settings],
        apply_settings: Callable[[Settings], None],
        show_message: Callable[..., None],
        turned: Callable[[int], None],
    ) -> None:
        self.window = window
        self.room = room
        self.tabs = tabs
        self._demo_document = demo_document
        self._settings = settings
        self.apply_settings = apply_settings
        self.show_message = show_message
        self._on_tab_changed = turned
        self.history_dialog: HistoryDialog | None = None
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
        return [info.name for info in self.room.tables()]

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

    def add_table(self) -> TableInfo | None:
        """Ask for a new table's name, game, house rules and seats, and open it (by default
        in the game named after its stakes)."""
        from floorapp.ui.dialogs import TableDialog

        games = [(game.id, game.name) for game in self.room.games(include_closed=False)]
        answer = TableDialog.ask(self.window, self.settings, self._next_table_name(),
                                 self.table_names(), games)
        if answer is None:
            return None
        name, chosen, game_id = answer
        try:
            info = self.room.add_table(name, chosen.house, chosen.seats, game_id=game_id)
        except StorageError as error:
            self.show_message(wording.storage_error_text(error), error=True)
            return None
        self.tabs.add_tab(info)
        self.tabs.show_table(info.id)
        self.apply_settings(Settings(chosen.house, chosen.seats, self.settings.palette))
        return info

    def add_table_from_scenario(
        self, document: Mapping[str, Any], name: str | None = None
    ) -> ImportReport:
        """A scenario (read from TOML) as a new table, its steps recorded; shown at once.

        Raises :class:`InvalidScenario` (nothing is added) or :class:`StorageError`.
        """
        from floorapp.storage.export import import_document

        wanted = name or str(document.get("title") or "")
        report = import_document(self.room, document, self.free_name(wanted))
        self.tabs.add_tab(report.table)
        self.tabs.show_table(report.table.id)
        return report

    def add_demo_table(self) -> TableInfo | None:
        """The bundled demo table, as a new table of the room."""
        try:
            report = self.add_table_from_scenario(
                self._demo_document(), QCoreApplication.translate("MainWindow", "Demo table"))
        except StorageError as error:
            self.show_message(wording.storage_error_text(error), error=True)
            return None
        return report.table

    def import_scenario(self, path: Path | None = None) -> ImportReport | None:
        """A scenario file as a new table (its title as the name)."""
        from floorapp.storage.export import import_file
        from floorapp.ui.dialogs import ScenarioFileDialog

        path = path or ScenarioFileDialog.ask_open(self.window)
        if path is None:
            return None
        try:
            report = import_file(self.room, path, self.free_name(_scenario_title(path)))
        except InvalidScenario as error:
            self.show_message(wording.not_a_scenario_text(path, error), error=True)
            return None
        except StorageError as error:
            self.show_message(wording.storage_error_text(error), error=True)
            return None
        self.tabs.add_tab(report.table)
        self.tabs.show_table(report.table.id)
        self.show_message(wording.import_done_text(report.table.name, report.applied,
                                                   report.refused))
        return report

    def rename_table(self) -> TableInfo | None:
        """Give the table on screen a new name (free, not empty)."""
        from floorapp.ui.dialogs import RenameDialog

        table_id = self.table_on_screen()
        if table_id is None:
            return None
        current = self.room.table_info(table_id).name
        others = [name for name in self.table_names() if name != current]
        name = RenameDialog.ask(self.window, current, others)
        if name is None or name == current:
            return None
        try:
            info = self.room.rename_table(table_id, name)
        except (TableClosed, StaleTable, StorageError) as error:
            self._not_done(table_id, error)
            return None
        self.tabs.rename_tab(info)
        self.tabs.controllers[table_id].log_table_entry()
        self._on_tab_changed(self.tabs.tab_of(table_id))
        self.refresh_history()
        return info

    def close_table(self) -> bool:
        """Close the table on screen, after asking (its history stays; it can be reopened)."""
        from floorapp.ui.dialogs import ConfirmDialog

        table_id = self.table_on_screen()
        if table_id is None:
            return False
        name = self.room.table_info(table_id).name
        translate = QCoreApplication.translate
        if not ConfirmDialog.ask(
            self.window, translate("MainWindow", "Close the table"),
            translate("MainWindow", "Close the table {name}? Its history is kept, and it can "
                      "be reopened from the Table menu.").format(name=name),
        ):
            return False
        try:
            self.room.close_table(table_id)
        except (StaleTable, StorageError) as error:
            self._not_done(table_id, error)
            return False
        if table_id not in self.tabs.controllers:
            return True  # closed on another screen meanwhile: its tab went, and it was said
        self.tabs.remove_tab(table_id)
        self._on_tab_changed(self.tabs.tab_bar.currentIndex())
        self.refresh_history()
        return True

    def reopen_table(self, table_id: int) -> TableInfo | None:
        """Open a closed table again, as it was left (reopened on another screen meanwhile:
        shown)."""
        try:
            info = self.room.reopen_table(table_id)
        except (StaleTable, StorageError) as error:
            self._not_done(table_id, error)
            return None
        self.tabs.add_tab(info)
        self.tabs.show_table(table_id)
        self.refresh_history()
        return info

    def _not_done(self, table_id: int, error: TableClosed | StaleTable | StorageError) -> None:
        """Say why a change to a table was not made: the disk refused it, the table was
        closed on another screen, or another screen wrote to it first (then shown as it is)."""
        if isinstance(error, StorageError):
            self.show_message(wording.storage_error_text(error), error=True)
            return
        name = self.room.table_info(table_id).name
        if isinstance(error, TableClosed):
            self.show_message(wording.table_closed_text(name), warning=True)
            return
        if (controller := self.tabs.controllers.get(table_id)) is not None:
            controller.catch_up()
        self.show_message(wording.table_moved_on_text(name, []), warning=True)

    # --- following the other screens ----------------------------------------------------------

    def follow(self, tables: list[TableInfo]) -> None:
        """The room's list of tables changed on another screen (or was read again after a
        reconnection): the tabs and the overview follow it, the Room tab turns up if the table
        on screen was closed (the message line says so), and History's table filter follows."""
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
        if closed is not None:
            self.show_message(wording.table_closed_elsewhere_text(closed.name), warning=True)
        self.refresh_history()

    # --- the Reopen menu and the history ----------------------------------------------------

    def _fill_reopen_menu(self) -> None:
        self.reopen_menu.clear()
        closed = [info for info in self.room.tables() if not info.is_open]
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
            self.history_dialog = HistoryDialog(self.window, self.room)
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

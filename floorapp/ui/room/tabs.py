"""The room's tabs in the top bar: the Room tab (every table at a glance) first, then one tab
per open table; which page is on screen, and the :class:`TableController` of each open table.

The window decides what turning to a tab means for the rest of the screen; this part only
keeps the tabs, the controllers and the two pages (the table page, the room overview). The
tabs follow the room's list of tables (:meth:`RoomTabs.follow`), whichever screen changed it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QSizePolicy, QStackedWidget, QTabBar, QWidget

from floorapp.screen.geometry import TOUCH
from floorapp.screen.lists import game_glances
from floorapp.session import FloorSession
from floorapp.storage.room import TableInfo
from floorapp.ui import wording
from floorapp.ui.room.overview import RoomOverview, TableGlance
from floorapp.ui.table.controller import TableController
from floorapp.ui.table.panels import LogView

TAB_STYLE = (
    f"QTabBar::tab {{ min-height: {TOUCH - 22}px; padding: 6px 14px; margin: 4px 2px;"
    " border: 1px solid palette(mid); border-radius: 6px; background: palette(button); }"
    "QTabBar::tab:selected { background: palette(highlight); color: palette(highlighted-text);"
    " border-color: palette(highlight); }"
)
"""Tabs as big rounded buttons; the table on screen stands out. Each tab, its margins
included (a press on them picks it), is a touch target high, in touch mode too: the top bar
stays as high as in mouse mode."""
TAB_TITLE_LENGTH = 24
"""Longer table names are cut in their tab (the tooltip has the whole name), so that the
Room tab and the table on screen both stay in sight at 800 pixels."""


@dataclass(frozen=True)
class Followed:
    """What following the room's list of tables changed in the tabs (table ids)."""

    opened: tuple[int, ...] = ()
    """Tables given a tab (added, or reopened)."""
    renamed: tuple[int, ...] = ()
    closed: tuple[int, ...] = ()
    """Tables whose tab went (closed)."""

    def __bool__(self) -> bool:
        return bool(self.opened or self.renamed or self.closed)


class RoomTabs:
    """The tab bar, the open tables' controllers and the pages they turn to.

    ``window`` is the parent of the widgets and the controllers; ``floor_page`` is the table
    page and ``log_view`` its log (filled with the log of the table turned to); ``watch`` is
    called with each new controller, to follow its signals.
    """

    def __init__(
        self,
        window: QWidget,
        session: FloorSession,
        floor_page: QWidget,
        log_view: LogView,
        watch: Callable[[TableController], None],
    ) -> None:
        self.window = window
        self.session = session
        self.floor_page = floor_page
        self.log_view = log_view
        self._watch = watch
        self.controllers: dict[int, TableController] = {}
        self.tab_names: dict[int, str] = {}
        """Each open table's whole name (its tab may show it cut short)."""
        self.current: TableController | None = None
        """The table on screen (while the overview shows, the table shown last: it may be
        closed since, and then has no tab; an action begun at it is refused)."""
        self.overview = RoomOverview(window)
        self.pages = QStackedWidget(window)
        self.pages.addWidget(self.floor_page)
        self.pages.addWidget(self.overview)
        self.tab_bar = QTabBar(window)
        self.tab_bar.setObjectName("tableTabs")
        self.tab_bar.setDrawBase(False)
        self.tab_bar.setExpanding(False)
        self.tab_bar.setUsesScrollButtons(True)
        self.tab_bar.setElideMode(Qt.TextElideMode.ElideNone)  # whole names; arrows if many
        self.tab_bar.setMinimumHeight(TOUCH)
        self.tab_bar.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.tab_bar.setStyleSheet(TAB_STYLE)
        tab_font = self.tab_bar.font()
        tab_font.setBold(True)
        tab_font.setPointSizeF(tab_font.pointSizeF() * 1.1)
        self.tab_bar.setFont(tab_font)
        self.tab_bar.addTab("")  # the room overview, worded by retranslate()
        self.tab_bar.setTabData(0, None)

    def table_on_screen(self) -> int | None:
        """The id of the table shown, or None while the room overview shows."""
        data = self.tab_bar.tabData(self.tab_bar.currentIndex())
        return int(data) if data is not None else None

    def add_tab(self, info: TableInfo) -> TableController:
        """The tab of an open table, added last (the one it has if it has one already)."""
        if (controller := self.controllers.get(info.id)) is not None:
            return controller
        controller = TableController(self.session, info.id, self.window)
        self.controllers[info.id] = controller
        controller.log_restored.connect(lambda c=controller: self._log_restored(c))
        self._watch(controller)
        self.tab_names[info.id] = info.name
        index = self.tab_bar.addTab(tab_title(info.name))
        self.tab_bar.setTabData(index, info.id)
        self.tab_bar.setTabToolTip(index, self.tab_tip(controller))
        return controller

    def rename_tab(self, info: TableInfo) -> None:
        """Show a table's new name on its tab."""
        index = self.tab_of(info.id)
        self.tab_names[info.id] = info.name
        self.tab_bar.setTabText(index, tab_title(info.name))
        self.tab_bar.setTabToolTip(index, self.tab_tip(self.controllers[info.id]))

    def remove_tab(self, table_id: int) -> None:
        """A table closed: its tab and its controller go. Qt turns to a neighbour if it was
        the tab on screen; any other tab stays on screen without a word. The table on screen
        stays :attr:`current` until another is turned to (an action begun at it, a dialog
        still open, meets the room's refusal), then goes."""
        controller = self.controllers.pop(table_id)
        del self.tab_names[table_id]
        index = self.tab_of(table_id)
        on_screen = index == self.tab_bar.currentIndex()
        # a tab going before the one on screen would make the tab bar say the one on screen
        # changed (it only moved): the window would cancel a move under way there
        self.tab_bar.blockSignals(not on_screen)
        try:
            self.tab_bar.removeTab(index)
        finally:
            self.tab_bar.blockSignals(False)
        if controller is not self.current:
            controller.deleteLater()

    def follow(self, tables: Iterable[TableInfo]) -> Followed:
        """Make the tabs those of the room's open tables, as listed (:class:`TableInfo`, in
        the order they were added): a tab for each table added or reopened (last), the new
        name of each renamed, none for each closed or set aside (its journal unreadable:
        :attr:`RoomView.set_aside`). What it changed."""
        set_aside = self.session.view.set_aside
        listed = {info.id: info for info in tables if info.is_open and info.id not in set_aside}
        closed = tuple(table_id for table_id in self.controllers if table_id not in listed)
        for table_id in closed:
            self.remove_tab(table_id)
        renamed = tuple(info for table_id, info in listed.items()
                        if table_id in self.tab_names and self.tab_names[table_id] != info.name)
        for info in renamed:
            self.rename_tab(info)
        opened = tuple(info for table_id, info in listed.items()
                       if table_id not in self.controllers)
        for info in opened:
            self.add_tab(info)
        return Followed(tuple(info.id for info in opened), tuple(info.id for info in renamed),
                        closed)

    def tab_tip(self, controller: TableController) -> str:
        """A table tab's tooltip: the table's whole name, and its house rules in one line."""
        rules = wording.house_summary(controller.table.house, controller.table.size)
        return f"{self.tab_names[controller.table_id]}\n{rules}"

    def tab_of(self, table_id: int) -> int:
        for index in range(self.tab_bar.count()):
            if self.tab_bar.tabData(index) == table_id:
                return index
        return -1

    def show_table(self, table_id: int) -> None:
        """Show one table of the room."""
        index = self.tab_of(table_id)
        if index >= 0:
            self.tab_bar.setCurrentIndex(index)

    def show_overview(self) -> None:
        """Show every table at a glance."""
        self.tab_bar.setCurrentIndex(0)

    def step_tab(self, step: int) -> None:
        count = self.tab_bar.count()
        self.tab_bar.setCurrentIndex((self.tab_bar.currentIndex() + step) % count)

    def turn_to(self, index: int) -> None:
        """Put the page of tab ``index`` on screen (the room overview, or a table and its log),
        without wording it yet."""
        table_id = self.tab_bar.tabData(index) if index >= 0 else None
        if table_id is None:
            self.pages.setCurrentWidget(self.overview)
        else:
            shown_last, self.current = self.current, self.controllers[int(table_id)]
            if shown_last is not None and self.controllers.get(shown_last.table_id) is not (
                    shown_last):
                shown_last.deleteLater()  # closed while it was on screen: nothing uses it now
            self.pages.setCurrentWidget(self.floor_page)
            self.log_view.show_entries(self.current.log)

    def _log_restored(self, controller: TableController) -> None:
        """A table's earlier log lines were read: the log shows them if it is the table's."""
        if controller is self.current and self.table_on_screen() == controller.table_id:
            self.log_view.show_entries(controller.log)

    def refresh_overview(self) -> None:
        """Make the overview's cards again: every open game's list, every open table's
        state (as the room's picture has them)."""
        games = game_glances(self.session.view, datetime.now().astimezone())
        self.overview.show_games(games, self._table_name)
        self.overview.show_tables([
            TableGlance(table_id, self.tab_names[table_id], controller.state)
            for table_id, controller in self.controllers.items()
        ])

    def _table_name(self, table_id: int) -> str:
        if table_id in self.tab_names:
            return self.tab_names[table_id]
        try:
            return self.session.view.table_info(table_id).name
        except LookupError:
            return str(table_id)

    def retranslate(self) -> None:
        """The Room tab's words, and every table tab's tooltip (its house rules in words)."""
        translate = QCoreApplication.translate
        self.tab_bar.setTabText(0, translate("MainWindow", "Room"))
        self.tab_bar.setTabToolTip(0, translate("MainWindow", "Every table at a glance (F9)"))
        for table_id, controller in self.controllers.items():
            self.tab_bar.setTabToolTip(self.tab_of(table_id), self.tab_tip(controller))

    def restyle(self) -> None:
        """Style the tabs again (after the palette changed)."""
        self.tab_bar.setStyleSheet("")
        self.tab_bar.setStyleSheet(TAB_STYLE)


def tab_title(name: str) -> str:
    return name if len(name) <= TAB_TITLE_LENGTH else name[: TAB_TITLE_LENGTH - 1].rstrip() + "…"

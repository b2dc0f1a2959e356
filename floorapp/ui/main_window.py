"""The floor screen: the room's tables in tabs, each with the table, the next hand and its
read-out, the log; a room overview; the top bar.

The dialogs are imported when first needed, to keep the start quick. The window holds no
table of its own: each table of the room has a :class:`TableController` that records every
event in the room's journal before the screen shows it; the window asks the current one for
the state, asks the rules core's offers (:mod:`floorapp.rules.offers`) what a seat may do and
what a sit, a return or a move would cost, words the answers, and sends every event through
it. It redraws on the controllers' ``state_changed`` signal.

Settings → Language switches the language of every open window at once: on Qt's
``LanguageChange`` event the window sets all its words again (:meth:`MainWindow.retranslate`,
which also words it the first time), from the state on screen; the log keeps its past lines.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeySequence,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTabBar,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from floorapp.rules import (
    ChangeHouse,
    DealHand,
)
from floorapp.scenario import InvalidScenario, read_document
from floorapp.screen.geometry import TOUCH
from floorapp.screen.palette import colours
from floorapp.storage.errors import StorageError
from floorapp.storage.room import TableInfo
from floorapp.storage.settings import Language, PaletteName, Settings
from floorapp.ui.room.overview import RoomOverview, TableGlance
from floorapp.ui.table.controller import LogEntry, TableController
from floorapp.ui.table.panels import DealPanel, ElidedLabel, LogView
from floorapp.ui.table.seat_workflow import SeatWorkflow
from floorapp.ui.table.table_view import TableView

from . import window_state, wording
from .context import WindowContext
from .fit import fit_on_show, fit_window
from .language import Retranslating, language_name, switch_language
from .notice import Notice
from .qt_palette import qt_palette
from .touch import apply_touch_mode, touch_wanted

if TYPE_CHECKING:
    from floorapp.storage.export import ImportReport
    from floorapp.ui.room.history import HistoryDialog

TAB_STYLE = (
    "QTabBar::tab { padding: 6px 14px; margin: 4px 2px; border: 1px solid palette(mid);"
    " border-radius: 6px; background: palette(button); }"
    "QTabBar::tab:selected { background: palette(highlight); color: palette(highlighted-text);"
    " border-color: palette(highlight); }"
)
"""Tabs as big rounded buttons; the table on screen stands out."""
LOCKUP_TICK_MS = 15_000
"""How often the minutes a locked-up seat has been held are shown again."""
PREFERRED_SIZE = QSize(1280, 800)
"""The window's size when the screen has room for it."""
NARROW_WIDTH = 1000
"""Below this width the read-out folds into a drawer beside the table (the Read-out button
opens it) and Next hand goes under the table."""
SHORT_HEIGHT = 700
"""Below this height the log folds away (the Log button shows it in the table's place, until
pressed again) and the message line only shows while it has something to say."""


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
        self.settings = context.settings
        self._demo_document = context.demo_document
        self.controllers: dict[int, TableController] = {}
        self.tab_names: dict[int, str] = {}
        """Each open table's whole name (its tab may show it cut short)."""
        self._current: TableController | None = None
        self._room_closed = False
        self.history_dialog: HistoryDialog | None = None
        self._build_widgets()
        self.seats = SeatWorkflow(self, self.table_view, lambda: self.controller,
                                  self.table_on_screen, self.show_message)
        """The seat menu, the sit / back / move workflows and the table's own actions."""
        self.next_hand_button.clicked.connect(self.seats.next_hand)
        self._build_actions()
        self._build_menus_and_toolbar()
        self.overview.table_opened.connect(self.show_table)
        for info in self.room.tables(include_closed=False):
            self._add_tab(info)
        self.tab_bar.setCurrentIndex(1 if self.tab_bar.count() > 1 else 0)
        self.tab_bar.currentChanged.connect(self._on_tab_changed)
        self._turn_to(self.tab_bar.currentIndex())
        self.apply_palette(self.settings.palette)
        self.apply_touch(touch_wanted(self.settings.touch))
        self.retranslate()
        self._update_actions()
        self.lockup_clock = QTimer(self)
        self.lockup_clock.setInterval(LOCKUP_TICK_MS)
        self.lockup_clock.timeout.connect(self.show_lockup_times)
        self.lockup_clock.start()
        self.resize(PREFERRED_SIZE)
        fit_window(self, PREFERRED_SIZE)
        fit_on_show(self)
        self._arrange()
        if context.save_settings is not None:
            self.settings_changed.connect(context.save_settings)
        if context.window_state_file is not None:
            window_state.restore(self, context.window_state_file)

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
        if self._current is None:
            raise LookupError("no table of the room has been shown yet")
        return self._current

    def table_on_screen(self) -> int | None:
        """The id of the table shown, or None while the room overview shows."""
        data = self.tab_bar.tabData(self.tab_bar.currentIndex())
        return int(data) if data is not None else None

    # --- building ---------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.table_view = TableView(self)
        self.notice = Notice(self)
        self.message_bar = QLabel(self)
        self.message_bar.setObjectName("messageBar")
        self.message_bar.setWordWrap(True)
        self.message_bar.setMinimumHeight(32)
        self.message_bar.setTextFormat(Qt.TextFormat.PlainText)
        self.next_hand_button = QPushButton(self)
        self.next_hand_button.setObjectName("nextHandButton")
        self.next_hand_button.setMinimumHeight(int(TOUCH * 1.4))
        big = self.next_hand_button.font()
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self.next_hand_button.setFont(big)
        self.next_hand_note = QLabel(self)
        self.next_hand_note.setObjectName("nextHandNote")
        self.next_hand_note.setWordWrap(True)
        self.panel = DealPanel(self)
        panel_font = self.panel.list.font()
        panel_font.setPointSizeF(panel_font.pointSizeF() * 1.1)
        self.panel.list.setFont(panel_font)
        self.log_view = LogView(self)

        self.house_summary = ElidedLabel(self)
        self.house_summary.setObjectName("houseSummary")
        summary_font = self.house_summary.font()
        summary_font.setBold(True)
        self.house_summary.setFont(summary_font)
        self.house_summary.clicked.connect(self.edit_house_rules)
        self.readout_heading = QLabel(self)
        self.readout_heading.setObjectName("readoutHeading")
        heading_font = self.readout_heading.font()
        heading_font.setBold(True)
        self.readout_heading.setFont(heading_font)
        self.readout_toggle = _toggle(self, "readoutToggle")
        self.readout_toggle.toggled.connect(lambda _: self._arrange())
        self.log_toggle = _toggle(self, "logToggle")
        self.log_toggle.toggled.connect(lambda _: self._arrange())

        self.right_column = QWidget(self)
        self.right_column.setObjectName("rightColumn")
        self.right_layout = QVBoxLayout(self.right_column)
        self.right_layout.setContentsMargins(6, 0, 0, 0)
        self.right_layout.addWidget(self.readout_heading)
        self.right_layout.addWidget(self.panel, 1)
        self.right_column.setMinimumWidth(250)
        self.right_column.setMaximumWidth(420)
        self.right_column.setSizePolicy(QSizePolicy.Policy.Preferred,
                                        QSizePolicy.Policy.Expanding)
        self.action_row = QWidget(self)
        self.action_row.setObjectName("actionRow")
        self.row_layout = QGridLayout(self.action_row)
        self.row_layout.setContentsMargins(0, 4, 0, 0)
        self.row_layout.setColumnStretch(0, 1)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.table_view, 1)
        left_layout.addWidget(self.action_row)
        top = QWidget(self)
        top_layout = QHBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(left, 3)
        top_layout.addWidget(self.right_column, 1)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.setObjectName("floorPage")
        splitter.addWidget(top)
        splitter.addWidget(self.log_view)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([640, 110])
        splitter.setChildrenCollapsible(False)
        self.log_view.setMinimumHeight(70)
        self._layout_mode: tuple[bool, bool] | None = None
        self.floor_page = splitter
        self.overview = RoomOverview(self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.floor_page)
        self.pages.addWidget(self.overview)

        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 0)
        layout.addWidget(self.notice)
        layout.addWidget(self.message_bar)
        layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)

    # --- fitting the window's size ---------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._arrange()

    def layout_mode(self) -> tuple[bool, bool]:
        """(narrow, short): whether the read-out is a drawer and the log folded away."""
        return self.width() < NARROW_WIDTH, self.height() < SHORT_HEIGHT

    def _arrange(self) -> None:
        """Lay the floor page out for the window's size: on a wide window the read-out column
        beside the table holds Next hand; on a narrow one Next hand, the house rules and the
        Read-out button go in a row under the table and the read-out shows only when opened;
        on a short one the log shows only when the Log button opens it."""
        narrow, short = self.layout_mode()
        if (narrow, short) != self._layout_mode:
            self._layout_mode = (narrow, short)
            self._place_controls(narrow)
        self.action_row.setVisible(narrow)
        self.readout_toggle.setVisible(narrow)
        self.right_column.setVisible(not narrow or self.readout_toggle.isChecked())
        self.log_toggle.setVisible(short)
        log_opened = short and self.log_toggle.isChecked()
        self.table_view.setVisible(not log_opened)  # too short for both: the log in its place
        self.log_view.setVisible(not short or log_opened)
        if log_opened:  # the log takes the table's room, the row under it stays
            self.floor_page.setSizes([1, max(1, self.floor_page.height())])
        self.message_bar.setVisible(not short or bool(self.message_bar.text()))
        if self.isVisible():  # a part shown may have made the window grow: fit it again
            QTimer.singleShot(0, self, lambda: fit_window(self))

    def _place_controls(self, narrow: bool) -> None:
        """Put the house rules line, Next hand, its note and the Log button in the read-out
        column (wide) or in the row under the table (narrow)."""
        moving = (self.house_summary, self.next_hand_button, self.next_hand_note,
                  self.log_toggle, self.readout_toggle)
        for widget in moving:
            self.right_layout.removeWidget(widget)
            self.row_layout.removeWidget(widget)
        if narrow:
            self.row_layout.addWidget(self.house_summary, 0, 0)
            self.row_layout.addWidget(self.log_toggle, 0, 1)
            self.row_layout.addWidget(self.readout_toggle, 0, 2)
            self.row_layout.addWidget(self.next_hand_button, 0, 3)
            self.row_layout.addWidget(self.next_hand_note, 1, 0, 1, 4)
            self.next_hand_button.setMinimumHeight(TOUCH)
        else:
            above: tuple[QWidget, ...] = (
                self.house_summary, self.next_hand_button, self.next_hand_note)
            for index, placed in enumerate(above):
                self.right_layout.insertWidget(index, placed)
            self.right_layout.addWidget(self.log_toggle)
            self.row_layout.addWidget(self.readout_toggle, 0, 2)
            self.next_hand_button.setMinimumHeight(int(TOUCH * 1.4))

    def _build_actions(self) -> None:
        self.undo_action = self._action(
            self.seats.undo, "undoAction", [QKeySequence(QKeySequence.StandardKey.Undo)])
        self.redo_action = self._action(
            self.seats.redo, "redoAction", [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.next_hand_action = self._action(
            self.seats.next_hand, "nextHandAction",
            [QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter"), QKeySequence("F5")])
        self.misdeal_action = self._action(self.seats.misdeal, "misdealAction")
        self.correct_action = self._action(
            self.seats.correct_positions, "correctAction", [QKeySequence("Ctrl+K")])
        self.house_rules_action = self._action(
            self.edit_house_rules, "houseRulesAction", [QKeySequence("Ctrl+,")])
        self.palette_action = self._action(
            self.toggle_palette, "paletteAction", [QKeySequence("Ctrl+L")])
        self.palette_action.setCheckable(True)
        self.touch_action = self._action(self.toggle_touch_mode, "touchAction")
        self.touch_action.setCheckable(True)
        self.add_table_action = self._action(
            self.add_table, "addTableAction", [QKeySequence("Ctrl+T")])
        self.rename_table_action = self._action(
            self.rename_table, "renameTableAction", [QKeySequence("F2")])
        self.close_table_action = self._action(
            self.close_table, "closeTableAction", [QKeySequence("Ctrl+W")])
        self.demo_action = self._action(self.add_demo_table, "demoAction")
        self.import_action = self._action(
            self.import_scenario, "importAction", [QKeySequence("Ctrl+I")])
        self.history_action = self._action(
            self.show_history, "historyAction", [QKeySequence("Ctrl+H")])
        self.overview_action = self._action(
            self.show_overview, "overviewAction", [QKeySequence("F9")])
        self.next_tab_action = self._action(
            lambda: self._step_tab(1), "nextTabAction", [QKeySequence("Ctrl+PgDown")])
        self.previous_tab_action = self._action(
            lambda: self._step_tab(-1), "previousTabAction", [QKeySequence("Ctrl+PgUp")])
        self.quit_action = self._action(
            self.close, "quitAction", [QKeySequence(QKeySequence.StandardKey.Quit)])
        self.seat_actions_action = self._action(
            self.seats.open_focused_seat_menu, "seatActionsAction", [QKeySequence("Shift+F10")])

        def open_training() -> None:  # loaded when first asked for, to keep the start quick
            from floorapp.ui.training.window import open_training as show_training

            show_training(self)

        self.training_action = self._action(open_training, "trainingAction",
                                            [QKeySequence("F7")])
        self.rulebook_action = self._action(
            self.open_rulebook, "rulebookAction", [QKeySequence("F1")])

        def open_advisor() -> None:  # loaded when first asked for, like the training window
            from floorapp.ui.advisor.window import open_advisor as show_advisor

            on_screen = self.table_on_screen() is not None
            show_advisor(self, self.controller.table.house if on_screen else self.settings.house)

        self.advisor_action = self._action(open_advisor, "advisorAction")
        self._table_actions = (
            self.next_hand_action, self.misdeal_action, self.correct_action,
            self.seat_actions_action, self.rename_table_action, self.close_table_action,
        )
        """What only makes sense with a table on screen."""

    def _action(
        self, slot: Callable[[], object], name: str, shortcuts: list[QKeySequence] | None = None,
    ) -> QAction:
        """An action of the window (its words are set by :meth:`retranslate`)."""
        action = QAction(self)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts(shortcuts)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        return action

    def _build_menus_and_toolbar(self) -> None:
        menu = self.menuBar()
        self.table_menu = self._menu(menu.addMenu(""), "tableMenu")
        for action in (self.next_hand_action, self.misdeal_action, self.correct_action):
            self.table_menu.addAction(action)
        self.table_menu.addSeparator()
        self.table_menu.addAction(self.seat_actions_action)
        self.table_menu.addSeparator()
        for action in (self.add_table_action, self.rename_table_action,
                       self.close_table_action):
            self.table_menu.addAction(action)
        self.reopen_menu = self._menu(self.table_menu.addMenu(""), "reopenMenu")
        self.reopen_menu.aboutToShow.connect(self._fill_reopen_menu)
        self.table_menu.addAction(self.demo_action)
        self.table_menu.addAction(self.import_action)
        self.table_menu.addSeparator()
        self.table_menu.addAction(self.quit_action)
        self.edit_menu = self._menu(menu.addMenu(""), "editMenu")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.room_menu = self._menu(menu.addMenu(""), "roomMenu")
        for action in (self.overview_action, self.history_action, self.next_tab_action,
                       self.previous_tab_action):
            self.room_menu.addAction(action)
        self.settings_menu = self._menu(menu.addMenu(""), "settingsMenu")
        self.settings_menu.addAction(self.house_rules_action)
        self.settings_menu.addAction(self.advisor_action)
        self.settings_menu.addAction(self.palette_action)
        self.settings_menu.addAction(self.touch_action)
        self.language_menu = self._menu(self.settings_menu.addMenu(""), "languageMenu")
        self._build_language_actions()
        self.training_menu = self._menu(menu.addMenu(""), "trainingMenu")
        self.training_menu.addAction(self.training_action)
        self.help_menu = self._menu(menu.addMenu(""), "helpMenu")
        self.help_menu.addAction(self.rulebook_action)

        bar = QToolBar(self)
        bar.setObjectName("topBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.tab_bar = QTabBar(self)
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
        bar.addWidget(self.tab_bar)
        bar.addSeparator()
        for action in (self.undo_action, self.redo_action, self.correct_action,
                       self.history_action, self.palette_action):
            bar.addWidget(_tool_button(bar, action))
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.top_bar = bar

    @staticmethod
    def _menu(menu: QMenu, name: str) -> QMenu:
        menu.setObjectName(name)
        return menu

    def _build_language_actions(self) -> None:
        """Settings → Language: one radio entry per language, each named in itself."""
        group = QActionGroup(self)
        group.setExclusive(True)
        self.language_actions: dict[Language, QAction] = {}
        for language in Language:
            action = QAction(language_name(language), self)
            action.setObjectName(f"language_{language.value or 'system'}")
            action.setCheckable(True)
            action.setChecked(language is self.settings.language)
            action.triggered.connect(lambda _=False, chosen=language: self.choose_language(chosen))
            group.addAction(action)
            self.language_menu.addAction(action)
            if language is Language.SYSTEM:
                self.language_menu.addSeparator()
            self.language_actions[language] = action

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every word of the window, in the language installed now: the constructor words
        it first, and a new language (a ``LanguageChange`` event) words it again. What
        depends on the state (read-out, house rules line, seats, overview) is made again
        from the state; the log's past lines stay as they were written."""
        translate = QCoreApplication.translate
        self.notice.retranslate()
        texts = [
            (self.undo_action, wording.undo_label()),
            (self.redo_action, wording.redo_label()),
            (self.next_hand_action, translate("MainWindow", "Next hand")),
            (self.misdeal_action, translate("MainWindow", "Misdeal: deal again")),
            (self.correct_action, translate("MainWindow", "Correct positions…")),
            (self.house_rules_action, translate("MainWindow", "House rules…")),
            (self.palette_action, translate("MainWindow", "Light colours")),
            (self.touch_action, translate("MainWindow", "Touch screen mode")),
            (self.add_table_action, translate("MainWindow", "Add a table…")),
            (self.rename_table_action, translate("MainWindow", "Rename this table…")),
            (self.close_table_action, translate("MainWindow", "Close this table…")),
            (self.demo_action, translate("MainWindow", "Add the demo table")),
            (self.import_action, translate("MainWindow", "Import a scenario as a new table…")),
            (self.history_action, translate("MainWindow", "History…")),
            (self.overview_action, translate("MainWindow", "Room overview")),
            (self.next_tab_action, translate("MainWindow", "Next tab")),
            (self.previous_tab_action, translate("MainWindow", "Previous tab")),
            (self.quit_action, translate("MainWindow", "Quit")),
            (self.seat_actions_action, translate("MainWindow", "Actions for the focused seat")),
            (self.training_action, translate("MainWindow", "Dealer training…")),
            (self.rulebook_action, translate("MainWindow", "Rulebook")),
            (self.advisor_action, translate("MainWindow", "Compare house rules…")),
            (self.language_actions[Language.SYSTEM], language_name(Language.SYSTEM)),
        ]
        for action, text in texts:
            action.setText(text)
        self.house_rules_action.setToolTip(translate(
            "MainWindow", "House rules for the tables you add"))
        self.rulebook_action.setToolTip(translate(
            "MainWindow", "Every rule by its id; F1 on a read-out line opens its rule"))
        menus = [
            (self.table_menu, translate("MainWindow", "&Table")),
            (self.reopen_menu, translate("MainWindow", "Reopen a closed table")),
            (self.edit_menu, translate("MainWindow", "&Edit")),
            (self.room_menu, translate("MainWindow", "&Room")),
            (self.settings_menu, translate("MainWindow", "&Settings")),
            (self.language_menu, translate("MainWindow", "&Language")),
            (self.training_menu, translate("MainWindow", "Trai&ning")),
            (self.help_menu, translate("MainWindow", "&Help")),
        ]
        for menu, title in menus:
            menu.setTitle(title)
        self.top_bar.setWindowTitle(translate("MainWindow", "Top bar"))
        self.tab_bar.setTabText(0, translate("MainWindow", "Room"))
        self.tab_bar.setTabToolTip(0, translate("MainWindow", "Every table at a glance (F9)"))
        for table_id, controller in self.controllers.items():
            self.tab_bar.setTabToolTip(self._tab_of(table_id), self._tab_tip(controller))
        self.next_hand_button.setText(translate("MainWindow", "Next hand"))
        self.readout_toggle.setText(translate("MainWindow", "Read-out"))
        self.log_toggle.setText(translate("MainWindow", "Log"))
        self.readout_heading.setText(translate("MainWindow", "The dealer reads out"))
        self.panel.retranslate()
        self.log_view.retranslate()
        self.overview.retranslate()
        self._show_page()
        if self.seats.moving:
            self.show_message(self.seats.move_prompt())

    # --- tabs -------------------------------------------------------------------------------

    def _add_tab(self, info: TableInfo) -> TableController:
        controller = TableController(self.room, info.id, self)
        self.controllers[info.id] = controller
        controller.state_changed.connect(lambda c=controller: self._on_table_changed(c))
        controller.logged.connect(lambda entry, c=controller: self._on_logged(c, entry))
        controller.refused.connect(
            lambda refusal, reason, c=controller: self._on_refused(c, reason))
        controller.not_saved.connect(
            lambda error, reason, c=controller: self._on_not_saved(c, reason))
        self.tab_names[info.id] = info.name
        index = self.tab_bar.addTab(tab_title(info.name))
        self.tab_bar.setTabData(index, info.id)
        self.tab_bar.setTabToolTip(index, self._tab_tip(controller))
        return controller

    def _tab_tip(self, controller: TableController) -> str:
        """A table tab's tooltip: the table's whole name, and its house rules in one line."""
        rules = wording.house_summary(controller.table.house, controller.table.size)
        return f"{self.tab_names[controller.table_id]}\n{rules}"

    def _tab_of(self, table_id: int) -> int:
        for index in range(self.tab_bar.count()):
            if self.tab_bar.tabData(index) == table_id:
                return index
        return -1

    def show_table(self, table_id: int) -> None:
        """Show one table of the room."""
        index = self._tab_of(table_id)
        if index >= 0:
            self.tab_bar.setCurrentIndex(index)

    def show_overview(self) -> None:
        """Show every table at a glance."""
        self.tab_bar.setCurrentIndex(0)

    def _step_tab(self, step: int) -> None:
        count = self.tab_bar.count()
        self.tab_bar.setCurrentIndex((self.tab_bar.currentIndex() + step) % count)

    def _on_tab_changed(self, index: int) -> None:
        self.seats.cancel_move(quiet=True)
        self.show_message("")
        self._turn_to(index)
        self._show_page()
        self._update_actions()

    def _turn_to(self, index: int) -> None:
        """Put the page of tab ``index`` on screen (the room overview, or a table and its log),
        without wording it yet."""
        table_id = self.tab_bar.tabData(index) if index >= 0 else None
        if table_id is None:
            self.pages.setCurrentWidget(self.overview)
        else:
            self._current = self.controllers[int(table_id)]
            self.pages.setCurrentWidget(self.floor_page)
            self.log_view.show_entries(self._current.log)

    def _show_page(self) -> None:
        """Word the page on screen from the state: the overview's cards, or the table with its
        read-out and house rules line; and the window title."""
        translate = QCoreApplication.translate
        if self.table_on_screen() is None:
            self.refresh_overview()
            self.house_summary.setText("")
            self.setWindowTitle(translate("MainWindow", "floorapp — Room"))
        else:
            self._show_state()
            self.setWindowTitle(translate("MainWindow", "floorapp — {table}").format(
                table=self.tab_bar.tabText(self.tab_bar.currentIndex())))

    def _update_actions(self) -> None:
        on_table = self.table_on_screen() is not None
        for action in self._table_actions:
            action.setEnabled(on_table)
        self.undo_action.setEnabled(on_table and self.controller.can_undo)
        self.redo_action.setEnabled(on_table and self.controller.can_redo)

    def refresh_overview(self) -> None:
        """Make the overview's cards again from every open table's state."""
        self.overview.show_tables([
            TableGlance(table_id, self.tab_names[table_id], controller.state)
            for table_id, controller in self.controllers.items()
        ])

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
        """Ask for a new table's name, house rules and seats, and open it."""
        from floorapp.ui.dialogs import TableDialog

        answer = TableDialog.ask(self, self.settings, self._next_table_name(),
                                 self.table_names())
        if answer is None:
            return None
        name, chosen = answer
        try:
            info = self.room.add_table(name, chosen.house, chosen.seats)
        except StorageError as error:
            self.show_message(wording.storage_error_text(error), error=True)
            return None
        self._add_tab(info)
        self.show_table(info.id)
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
        self._add_tab(report.table)
        self.show_table(report.table.id)
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

        path = path or ScenarioFileDialog.ask_open(self)
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
        self._add_tab(report.table)
        self.show_table(report.table.id)
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
        name = RenameDialog.ask(self, current, others)
        if name is None or name == current:
            return None
        try:
            info = self.room.rename_table(table_id, name)
        except StorageError as error:
            self.show_message(wording.storage_error_text(error), error=True)
            return None
        index = self._tab_of(table_id)
        self.tab_names[table_id] = info.name
        self.tab_bar.setTabText(index, tab_title(info.name))
        self.tab_bar.setTabToolTip(index, self._tab_tip(self.controllers[table_id]))
        self.controllers[table_id].log_table_entry()
        self._on_tab_changed(index)
        self._refresh_history()
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
            self, translate("MainWindow", "Close the table"),
            translate("MainWindow", "Close the table {name}? Its history is kept, and it can "
                      "be reopened from the Table menu.").format(name=name),
        ):
            return False
        try:
            self.room.close_table(table_id)
        except StorageError as error:
            self.show_message(wording.storage_error_text(error), error=True)
            return False
        index = self._tab_of(table_id)
        controller = self.controllers.pop(table_id)
        self.tab_bar.removeTab(index)
        if self._current is controller:
            self._current = next(iter(self.controllers.values()), None)
        controller.deleteLater()
        self._on_tab_changed(self.tab_bar.currentIndex())
        self._refresh_history()
        return True

    def reopen_table(self, table_id: int) -> TableInfo | None:
        """Open a closed table again, as it was left."""
        try:
            info = self.room.reopen_table(table_id)
        except StorageError as error:
            self.show_message(wording.storage_error_text(error), error=True)
            return None
        self._add_tab(info)
        self.show_table(table_id)
        self._refresh_history()
        return info

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

    def open_rulebook(self) -> None:
        """Help → Rulebook (F1): the rulebook, at the rule of the read-out line selected."""
        from floorapp.ui.dialogs.rulebook import (
            open_rulebook,  # loaded when first asked for: a quick start
        )

        open_rulebook(self, self.panel.selected_rule())

    def show_history(self) -> None:
        """The room's history, on the table on screen (every table from the overview)."""
        from floorapp.ui.room.history import HistoryDialog

        if self.history_dialog is None:
            self.history_dialog = HistoryDialog(self, self.room)
        self.history_dialog.show_room(self.table_on_screen())
        self.history_dialog.show()
        self.history_dialog.raise_()

    def _refresh_history(self) -> None:
        if self.history_dialog is not None and self.history_dialog.isVisible():
            self.history_dialog.show_room(self.history_dialog.table_id())

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Closing the window closes the room file (its snapshots make the next start quick)."""
        super().closeEvent(event)
        if event.isAccepted():
            self.close_room()

    def close_room(self) -> None:
        if not self._room_closed:
            self._room_closed = True
            if self.history_dialog is not None:
                self.history_dialog.close()
            self.room.close()
            if self.context.scratch_folder is not None:
                shutil.rmtree(self.context.scratch_folder, ignore_errors=True)

    # --- reacting to the controllers ----------------------------------------------------------

    def _on_table_changed(self, controller: TableController) -> None:
        if controller is self._current and self.table_on_screen() is not None:
            self._on_state_changed()
        elif self.table_on_screen() is None:
            self.refresh_overview()
        self._update_actions()
        self._refresh_history()

    def _on_state_changed(self) -> None:
        if self.seats.moving:
            self.seats.cancel_move(quiet=True)
        self._show_state()

    def _show_state(self) -> None:
        """The table on screen as it stands: seats, read-out, house rules, the Next hand note."""
        state = self.controller.state
        self.table_view.set_scene(self.controller.scene())
        self.panel.show_items(
            self.controller.readout(),
            QCoreApplication.translate("MainWindow", "No hand dealt yet: press Next hand."),
        )
        self.house_summary.setText(wording.house_summary(state.table.house, state.table.size))
        refusal = self.controller.refusal(DealHand())
        self.next_hand_note.setText(
            wording.refusal_text(refusal, state.table) if refusal is not None else "")

    def show_lockup_times(self) -> None:
        """Show again how long each locked-up seat of the table on screen has been held."""
        if self.table_on_screen() is None:
            return
        if any(seat.locked and seat.player is None for seat in self.controller.table.seats):
            self.table_view.set_scene(self.controller.scene())

    def _on_logged(self, controller: TableController, entry: LogEntry) -> None:
        if controller is self._current:
            self.log_view.add_entry(entry)

    def _on_refused(self, controller: TableController, reason: str) -> None:
        if controller is self._current:
            self.show_message(reason, refused=True)

    def _on_not_saved(self, controller: TableController, reason: str) -> None:
        if controller is self._current:
            self.show_message(reason, error=True)

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
                 "border-radius: 6px; padding: 4px;")
        self.message_bar.setStyleSheet(style if text else "")
        self.message_bar.setText(text)
        self._arrange()

    def show_notice(self, text: str) -> None:
        """A notice about the whole shift (a file found damaged): above the table until the
        floor dismisses it, whatever else he does."""
        self.notice.show_text(text, colours(self.settings.palette).away)

    # --- settings -----------------------------------------------------------------------------

    def edit_house_rules(self) -> None:
        """The house rules and seat count of this table (from the next hand, recorded like any
        floor action) and of the tables added from now on; the colours."""
        from floorapp.ui.dialogs import HouseRulesDialog

        table = self.controller.table if self.table_on_screen() is not None else None
        current = self.settings if table is None else replace(
            self.settings, house=table.house, seats=table.size)
        chosen = HouseRulesDialog.ask(self, current)
        if chosen is None:
            return
        changed = table is not None and (chosen.house, chosen.seats) != (table.house, table.size)
        if changed and self.seats.apply(ChangeHouse(chosen.house, chosen.seats)) is not None:
            return
        self.apply_settings(chosen)

    def apply_settings(self, chosen: Settings) -> None:
        """Remember new house rules (for new tables), seat count and palette (the language is
        chosen in its own menu, and kept)."""
        self.settings = replace(chosen, language=self.settings.language,
                                touch=self.settings.touch)
        self.apply_palette(chosen.palette)
        self.settings_changed.emit(self.settings)

    def toggle_palette(self) -> None:
        name = PaletteName.LIGHT if self.settings.palette is PaletteName.DARK else (
            PaletteName.DARK)
        self.settings = replace(self.settings, palette=name)
        self.apply_palette(name)
        self.settings_changed.emit(self.settings)

    def toggle_touch_mode(self) -> None:
        """Touch mode on or off (and remembered: no longer left to the system)."""
        on = self.touch_action.isChecked()
        self.settings = replace(self.settings, touch=on)
        self.apply_touch(on)
        self.settings_changed.emit(self.settings)

    def apply_touch(self, on: bool) -> None:
        apply_touch_mode(on)
        self.touch_action.setChecked(on)

    def choose_language(self, language: Language) -> None:
        """Speak ``language`` at once in every open window (the system's language for
        :attr:`Language.SYSTEM`), and remember it for the next start."""
        switch_language(language, self.context.translations_folder)
        self.language_actions[language].setChecked(True)
        self.settings = replace(self.settings, language=language)
        self.settings_changed.emit(self.settings)

    def apply_palette(self, name: PaletteName) -> None:
        chosen = colours(name)
        self.table_view.set_colours(chosen)
        self.palette_action.setChecked(name is PaletteName.LIGHT)
        application = QApplication.instance()
        if isinstance(application, QApplication):
            application.setPalette(qt_palette(chosen))
        # WORKAROUND: widgets with a style sheet keep the palette they were styled with, and
        # the tabs' style sheet leaves the top bar in the old colours: style them again.
        self.tab_bar.setStyleSheet("")
        self.tab_bar.setStyleSheet(TAB_STYLE)
        for toggle in (self.readout_toggle, self.log_toggle):
            toggle.setStyleSheet("")
            toggle.setStyleSheet(TOGGLE_STYLE)
        self.top_bar.setPalette(QPalette())
        if self.table_on_screen() is None:
            self.refresh_overview()

    def seat_center_global(self, seat: int) -> QPoint:
        return self.table_view.mapToGlobal(self.table_view.seat_center(seat))


def _tool_button(bar: QToolBar, action: QAction) -> QToolButton:
    """A top-bar button for ``action``, made here rather than by the tool bar: asking the bar
    for the button it made (``widgetForAction``) hands back a plain ``QWidget`` pointer whose
    type PySide resolves by creating every widget class of Qt, at start-up."""
    button = QToolButton(bar)
    button.setDefaultAction(action)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setAutoRaise(True)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.setMinimumHeight(TOUCH)
    return button


TOGGLE_STYLE = (
    "QPushButton:checked { background: palette(highlight); color: palette(highlighted-text);"
    " border: 1px solid palette(highlight); border-radius: 4px; }"
)
"""A part opened by its button shows the button pressed, in the highlight colour."""


def _toggle(parent: QWidget, name: str) -> QPushButton:
    """A button that opens or folds away a part of the window (worded by retranslate)."""
    button = QPushButton(parent)
    button.setObjectName(name)
    button.setCheckable(True)
    button.setMinimumHeight(TOUCH)
    button.setStyleSheet(TOGGLE_STYLE)
    return button


TAB_TITLE_LENGTH = 24
"""Longer table names are cut in their tab (the tooltip has the whole name), so that the
Room tab and the table on screen both stay in sight at 800 pixels."""


def tab_title(name: str) -> str:
    return name if len(name) <= TAB_TITLE_LENGTH else name[: TAB_TITLE_LENGTH - 1].rstrip() + "…"


def _scenario_title(path: Path) -> str:
    """The title a scenario file gives itself (its file name if it has none, or is not
    readable: importing it then says what is wrong)."""
    try:
        title = read_document(path).get("title")
    except InvalidScenario:
        return path.stem
    return title if isinstance(title, str) and title.strip() else path.stem

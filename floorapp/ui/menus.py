"""The main window's actions, its menus (Table, Edit, Room, Settings, Training, Help) and the top
bar (the room's tabs, then Undo, Redo, Correct, History and Light colours), with their words and
shortcuts.

Each action calls the part of the window that does the work: the seat workflow
(``window.seats``), the room's tables (``window.tables``, ``window.tabs``), the settings
(``window.choices``). The training, the advisor, the rulebook and the manual windows are loaded
when first asked for, to keep the start quick.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar, QToolButton

from floorapp.screen.geometry import TOUCH
from floorapp.screen.palette import colours
from floorapp.storage.room import Room
from floorapp.storage.settings import Language

from . import wording
from .language import language_name

if TYPE_CHECKING:
    from .main_window import MainWindow


class Menus:
    """The window's actions (``undo_action``, ``next_hand_action``...), menus and top bar."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.undo_action = self._action(
            window.seats.undo, "undoAction", [QKeySequence(QKeySequence.StandardKey.Undo)])
        self.redo_action = self._action(
            window.seats.redo, "redoAction", [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.next_hand_action = self._action(
            window.seats.next_hand, "nextHandAction",
            [QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter"), QKeySequence("F5")])
        self.misdeal_action = self._action(window.seats.misdeal, "misdealAction")
        self.correct_action = self._action(
            window.seats.correct_positions, "correctAction", [QKeySequence("Ctrl+K")])
        self.house_rules_action = self._action(
            window.choices.edit_house_rules, "houseRulesAction", [QKeySequence("Ctrl+,")])
        self.palette_action = self._action(
            window.choices.toggle_palette, "paletteAction", [QKeySequence("Ctrl+L")])
        self.palette_action.setCheckable(True)
        self.touch_action = self._action(window.choices.toggle_touch_mode, "touchAction")
        self.touch_action.setCheckable(True)
        self.room_action = self._action(window.choices.choose_room, "roomAction")
        self.room_action.setEnabled(window.context.switch_room is not None)
        self.restore_action = self._action(window.restore.open_dialog, "restoreAction")
        self.restore_action.setEnabled(window.restore.possible)
        self.backup_settings_action = self._action(window.restore.edit_settings,
                                                   "backupSettingsAction")
        self.backup_settings_action.setEnabled(window.backups.keeps)
        self.add_table_action = self._action(
            window.tables.add_table, "addTableAction", [QKeySequence("Ctrl+T")])
        self.rename_table_action = self._action(
            window.tables.rename_table, "renameTableAction", [QKeySequence("F2")])
        self.close_table_action = self._action(
            window.tables.close_table, "closeTableAction", [QKeySequence("Ctrl+W")])
        self.demo_action = self._action(window.tables.add_demo_table, "demoAction")
        self.import_action = self._action(
            window.tables.import_scenario, "importAction", [QKeySequence("Ctrl+I")])
        self.history_action = self._action(
            window.tables.show_history, "historyAction", [QKeySequence("Ctrl+H")])
        lists = window.list_floor
        self.games_action = self._action(lists.open_games, "gamesAction")
        self.table_game_action = self._action(lists.table_game, "tableGameAction")
        self.break_action = self._action(lists.break_table, "breakTableAction")
        self.slips_action = self._action(lists.show_last_slips, "lastSlipsAction")
        self.overview_action = self._action(
            window.tabs.show_overview, "overviewAction", [QKeySequence("F9")])
        self.next_tab_action = self._action(
            lambda: window.tabs.step_tab(1), "nextTabAction", [QKeySequence("Ctrl+PgDown")])
        self.previous_tab_action = self._action(
            lambda: window.tabs.step_tab(-1), "previousTabAction", [QKeySequence("Ctrl+PgUp")])
        self.quit_action = self._action(
            window.close, "quitAction", [QKeySequence(QKeySequence.StandardKey.Quit)])
        self.seat_actions_action = self._action(
            window.seats.open_focused_seat_menu, "seatActionsAction", [QKeySequence("Shift+F10")])

        def room_run(work: Callable[[Room], Any],
                     then: Callable[[Any, BaseException | None], None]) -> None:
            """Work of the training and the tournament floor: neither the trainees' records
            nor the events are in the room's picture, so it is not taken again after it."""
            window.session.run(work, then, writes=False)

        def open_training() -> None:  # loaded when first asked for, to keep the start quick
            from floorapp.ui.training.window import open_training as show_training

            show_training(window, room_run=room_run,
                          table_colours=colours(window.settings.palette))

        self.training_action = self._action(open_training, "trainingAction",
                                            [QKeySequence("F7")])
        self.rulebook_action = self._action(
            self.open_rulebook, "rulebookAction", [QKeySequence("F1")])
        self.manual_action = self._action(self.open_manual, "manualAction")

        def open_advisor() -> None:  # loaded when first asked for, like the training window
            from floorapp.ui.advisor.window import open_advisor as show_advisor

            on_screen = window.table_on_screen() is not None
            house = window.controller.table.house if on_screen else window.settings.house
            show_advisor(window, house)

        self.advisor_action = self._action(open_advisor, "advisorAction")

        def open_events() -> None:  # loaded when first asked for, like the training window
            from floorapp.ui.event.start import open_events as show_events

            show_events(window, room_run, colours(window.settings.palette))

        self.events_action = self._action(open_events, "eventsAction", [QKeySequence("F8")])
        self._table_actions = (
            self.next_hand_action, self.misdeal_action, self.correct_action,
            self.seat_actions_action, self.rename_table_action, self.close_table_action,
            self.table_game_action, self.break_action,
        )
        """What only makes sense with a table on screen."""

        self._build_menus_and_toolbar(window)

    def _action(
        self, slot: Callable[[], object], name: str, shortcuts: list[QKeySequence] | None = None,
    ) -> QAction:
        """An action of the window (its words are set by :meth:`retranslate`)."""
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts(shortcuts)
        action.triggered.connect(lambda _=False: slot())
        self.window.addAction(action)
        return action

    def _build_menus_and_toolbar(self, window: MainWindow) -> None:
        menu = window.menuBar()
        self.table_menu = self._menu(menu.addMenu(""), "tableMenu")
        for action in (self.next_hand_action, self.misdeal_action, self.correct_action):
            self.table_menu.addAction(action)
        self.table_menu.addSeparator()
        self.table_menu.addAction(self.seat_actions_action)
        self.table_menu.addSeparator()
        for action in (self.add_table_action, self.rename_table_action,
                       self.close_table_action, self.table_game_action):
            self.table_menu.addAction(action)
        self.reopen_menu = window.tables.reopen_menu
        self.table_menu.addMenu(self.reopen_menu)
        self.table_menu.addAction(self.demo_action)
        self.table_menu.addAction(self.import_action)
        self.table_menu.addSeparator()
        self.table_menu.addAction(self.break_action)
        self.table_menu.addAction(self.slips_action)
        self.table_menu.addSeparator()
        self.table_menu.addAction(self.quit_action)
        self.edit_menu = self._menu(menu.addMenu(""), "editMenu")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.room_menu = self._menu(menu.addMenu(""), "roomMenu")
        for action in (self.overview_action, self.history_action, self.games_action,
                       self.next_tab_action, self.previous_tab_action):
            self.room_menu.addAction(action)
        self.room_menu.addAction(self.events_action)
        self.room_menu.addSeparator()
        self.room_menu.addAction(self.restore_action)
        self.settings_menu = self._menu(menu.addMenu(""), "settingsMenu")
        self.settings_menu.addAction(self.house_rules_action)
        self.settings_menu.addAction(self.advisor_action)
        self.settings_menu.addAction(self.palette_action)
        self.settings_menu.addAction(self.touch_action)
        self.language_menu = self._menu(self.settings_menu.addMenu(""), "languageMenu")
        self._build_language_actions(window)
        self.settings_menu.addSeparator()
        self.settings_menu.addAction(self.room_action)
        self.settings_menu.addAction(self.backup_settings_action)
        self.training_menu = self._menu(menu.addMenu(""), "trainingMenu")
        self.training_menu.addAction(self.training_action)
        self.help_menu = self._menu(menu.addMenu(""), "helpMenu")
        self.help_menu.addAction(self.rulebook_action)
        self.help_menu.addAction(self.manual_action)

        bar = QToolBar(window)
        bar.setObjectName("topBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.addWidget(window.tabs.tab_bar)
        bar.addSeparator()
        for action in (self.undo_action, self.redo_action, self.correct_action,
                       self.history_action, self.palette_action):
            bar.addWidget(_tool_button(bar, action))
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.top_bar = bar

    @staticmethod
    def _menu(menu: QMenu, name: str) -> QMenu:
        menu.setObjectName(name)
        return menu

    def _build_language_actions(self, window: MainWindow) -> None:
        """Settings → Language: one radio entry per language, each named in itself."""
        group = QActionGroup(window)
        group.setExclusive(True)
        self.language_actions: dict[Language, QAction] = {}
        for language in Language:
            action = QAction(language_name(language), window)
            action.setObjectName(f"language_{language.value or 'system'}")
            action.setCheckable(True)
            action.setChecked(language is window.settings.language)
            action.triggered.connect(
                lambda _=False, chosen=language: window.choices.choose_language(chosen))
            group.addAction(action)
            self.language_menu.addAction(action)
            if language is Language.SYSTEM:
                self.language_menu.addSeparator()
            self.language_actions[language] = action

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """The actions', menus' and top bar's words, in the language installed now."""
        translate = QCoreApplication.translate
        texts = [
            (self.undo_action, wording.undo_label()),
            (self.redo_action, wording.redo_label()),
            (self.next_hand_action, translate("MainWindow", "Next hand")),
            (self.misdeal_action, translate("MainWindow", "Misdeal: deal again")),
            (self.correct_action, translate("MainWindow", "Correct positions…")),
            (self.house_rules_action, translate("MainWindow", "House rules…")),
            (self.palette_action, translate("MainWindow", "Light colours")),
            (self.touch_action, translate("MainWindow", "Touch screen mode")),
            (self.room_action, translate("MainWindow", "Room…")),
            (self.restore_action, translate("MainWindow", "Restore from a backup…")),
            (self.backup_settings_action, translate("MainWindow", "Backups…")),
            (self.add_table_action, translate("MainWindow", "Add a table…")),
            (self.rename_table_action, translate("MainWindow", "Rename this table…")),
            (self.close_table_action, translate("MainWindow", "Close this table…")),
            (self.demo_action, translate("MainWindow", "Add the demo table")),
            (self.import_action, translate("MainWindow", "Import a scenario as a new table…")),
            (self.history_action, translate("MainWindow", "History…")),
            (self.games_action, translate("MainWindow", "Games…")),
            (self.table_game_action, translate("MainWindow", "Game and must-move…")),
            (self.break_action, translate("MainWindow", "Break this table…")),
            (self.slips_action, translate("MainWindow", "Move slips of the last break…")),
            (self.overview_action, translate("MainWindow", "Room overview")),
            (self.events_action, translate("MainWindow", "Tournament floor…")),
            (self.next_tab_action, translate("MainWindow", "Next tab")),
            (self.previous_tab_action, translate("MainWindow", "Previous tab")),
            (self.quit_action, translate("MainWindow", "Quit")),
            (self.seat_actions_action, translate("MainWindow", "Actions for the focused seat")),
            (self.training_action, translate("MainWindow", "Dealer training…")),
            (self.rulebook_action, translate("MainWindow", "Rulebook")),
            (self.manual_action, translate("MainWindow", "Manual")),
            (self.advisor_action, translate("MainWindow", "Compare house rules…")),
            (self.language_actions[Language.SYSTEM], language_name(Language.SYSTEM)),
        ]
        for action, text in texts:
            action.setText(text)
        self.house_rules_action.setToolTip(translate(
            "MainWindow", "House rules for the tables you add"))
        self.room_action.setToolTip(translate(
            "MainWindow", "Which room this PC opens: its own room file or a shared room on a "
            "PostgreSQL server"))
        self.games_action.setToolTip(translate(
            "MainWindow", "The games the room offers, each with its waiting list and list "
            "rules"))
        self.rulebook_action.setToolTip(translate(
            "MainWindow", "Every rule by its id; F1 on a read-out line opens its rule"))
        self.manual_action.setToolTip(translate(
            "MainWindow", "How to use floorapp on the floor: the table, the room, the list, "
            "training"))
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

    def update_actions(self, on_table: bool, can_undo: bool, can_redo: bool,
                       writes: bool = True) -> None:
        """The table's actions on with a table on screen; ``writes`` False (this PC's role
        may only read the room) turns off every action that would change the room."""
        for action in self._table_actions:
            action.setEnabled(on_table)
        for action in (self.add_table_action, self.demo_action, self.import_action,
                       self.games_action, self.training_action,
                       self.reopen_menu.menuAction()):
            action.setEnabled(writes)
        self.undo_action.setEnabled(on_table and can_undo)
        self.redo_action.setEnabled(on_table and can_redo)

    def open_rulebook(self) -> None:
        """Help → Rulebook (F1): the rulebook, at the rule of the read-out line selected."""
        from floorapp.ui.dialogs.rulebook import (
            open_rulebook,  # loaded when first asked for: a quick start
        )

        open_rulebook(self.window, self.window.page.panel.selected_rule())

    def open_manual(self) -> None:
        """Help → Manual: the manual for the floor (docs/MANUAL.md)."""
        from floorapp.ui.dialogs.manual import (
            open_manual,  # loaded when first asked for: a quick start
        )

        open_manual(self.window)


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

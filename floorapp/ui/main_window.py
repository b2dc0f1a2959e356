"""The floor screen: the table, the next hand and its read-out, the log, the top bar.

The dialogs are imported when first needed, to keep the start quick. The window holds no
table of its own: it asks the :class:`TableController` for the state, asks
the rules core (through :mod:`floorapp.ui.actions` and the core's ``owed`` / ``preview_move``)
what is allowed and what a move or a return would cost, and sends every event through the
controller. It redraws on the controller's one ``state_changed`` signal.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from floorapp.rules import (
    Away,
    Bust,
    Choice,
    DealHand,
    Event,
    Leave,
    Misdeal,
    Move,
    Rebuy,
    Refused,
    Release,
    Sit,
    Straddle,
    Table,
    apply,
    owed,
    preview_move,
)
from floorapp.rules import Back as BackEvent
from floorapp.storage.settings import PaletteName, Settings

from . import wording
from .actions import PROBE_NAME, ActionKind, SeatAction, move_targets, seat_actions
from .controller import LogEntry, TableController
from .palette import Colours, colours
from .panels import DealPanel, LogView
from .scene import build_scene
from .state import FloorState
from .table_view import TableView

TOUCH = 48


class MainWindow(QMainWindow):
    """The pit boss's screen for one table."""

    settings_changed = Signal(object)
    """The floor changed the house rules, seat count or palette (a :class:`Settings`)."""

    def __init__(
        self,
        controller: TableController,
        settings: Settings,
        fresh_table: Callable[[Settings], Table],
        demo_state: Callable[[], FloorState],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.controller = controller
        self.settings = settings
        self._fresh_table = fresh_table
        self._demo_state = demo_state
        self._move_from: int | None = None
        self._move_targets: dict[int, Refused | None] = {}
        self.seat_menu: QMenu | None = None
        self.data_folder: Path | None = None
        """Where this window's settings live (set by the app)."""
        self.save_window_state: Callable[[], None] | None = None
        """Saves the window geometry on quitting (set by the app)."""
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "floorapp — Table 1"))
        self._build_widgets()
        self._build_actions()
        self._build_menus_and_toolbar()
        controller.state_changed.connect(self._on_state_changed)
        controller.logged.connect(self._on_logged)
        controller.refused.connect(self._on_refused)
        self.table_view.seat_clicked.connect(self._on_seat_clicked)
        self.table_view.seat_menu_requested.connect(self._on_seat_menu_requested)
        self.table_view.escape_pressed.connect(self.cancel_move)
        for entry in controller.log:
            self.log_view.add_entry(entry)
        self.apply_palette(settings.palette)
        self._on_state_changed()
        self.resize(1280, 800)

    # --- building ---------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.table_view = TableView(self)
        self.message_bar = QLabel(self)
        self.message_bar.setObjectName("messageBar")
        self.message_bar.setWordWrap(True)
        self.message_bar.setMinimumHeight(32)
        self.message_bar.setTextFormat(Qt.TextFormat.PlainText)
        self.next_hand_button = QPushButton(
            QCoreApplication.translate("MainWindow", "Next hand"), self)
        self.next_hand_button.setObjectName("nextHandButton")
        self.next_hand_button.setMinimumHeight(int(TOUCH * 1.4))
        big = self.next_hand_button.font()
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self.next_hand_button.setFont(big)
        self.next_hand_button.clicked.connect(self.next_hand)
        self.next_hand_note = QLabel(self)
        self.next_hand_note.setObjectName("nextHandNote")
        self.next_hand_note.setWordWrap(True)
        self.panel = DealPanel(self)
        panel_font = self.panel.list.font()
        panel_font.setPointSizeF(panel_font.pointSizeF() * 1.1)
        self.panel.list.setFont(panel_font)
        self.log_view = LogView(self)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.message_bar)
        left_layout.addWidget(self.table_view, 1)
        right = QWidget(self)
        right.setObjectName("rightColumn")
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(6, 0, 0, 0)
        right_layout.addWidget(self.next_hand_button)
        right_layout.addWidget(self.next_hand_note)
        heading = QLabel(QCoreApplication.translate("MainWindow", "The dealer reads out"), self)
        heading_font = heading.font()
        heading_font.setBold(True)
        heading.setFont(heading_font)
        right_layout.addWidget(heading)
        right_layout.addWidget(self.panel, 1)
        right.setMinimumWidth(250)
        right.setMaximumWidth(420)
        right.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        top = QWidget(self)
        top_layout = QHBoxLayout(top)
        top_layout.setContentsMargins(6, 6, 6, 0)
        top_layout.addWidget(left, 3)
        top_layout.addWidget(right, 1)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(top)
        splitter.addWidget(self.log_view)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([640, 110])
        splitter.setChildrenCollapsible(False)
        self.log_view.setMinimumHeight(70)
        self.setCentralWidget(splitter)

    def _build_actions(self) -> None:
        translate = QCoreApplication.translate
        stack = self.controller.undo_stack
        self.undo_action = stack.createUndoAction(self, translate("MainWindow", "Undo"))
        self.undo_action.setObjectName("undoAction")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = stack.createRedoAction(self, translate("MainWindow", "Redo"))
        self.redo_action.setObjectName("redoAction")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.next_hand_action = self._action(
            translate("MainWindow", "Next hand"), self.next_hand, "nextHandAction",
            [QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter"), QKeySequence("F5")])
        self.misdeal_action = self._action(
            translate("MainWindow", "Misdeal: deal again"), self.misdeal, "misdealAction")
        self.correct_action = self._action(
            translate("MainWindow", "Correct positions…"), self.correct_positions,
            "correctAction", [QKeySequence("Ctrl+K")])
        self.house_rules_action = self._action(
            translate("MainWindow", "House rules…"), self.edit_house_rules, "houseRulesAction",
            [QKeySequence("Ctrl+,")])
        self.palette_action = self._action(
            translate("MainWindow", "Light colours"), self.toggle_palette, "paletteAction",
            [QKeySequence("Ctrl+L")])
        self.palette_action.setCheckable(True)
        self.new_table_action = self._action(
            translate("MainWindow", "New empty table"), self.new_table, "newTableAction")
        self.demo_action = self._action(
            translate("MainWindow", "Demo table"), self.open_demo, "demoAction")
        self.quit_action = self._action(
            translate("MainWindow", "Quit"), self.close, "quitAction",
            [QKeySequence(QKeySequence.StandardKey.Quit)])
        self.seat_actions_action = self._action(
            translate("MainWindow", "Actions for the focused seat"), self.open_focused_seat_menu,
            "seatActionsAction", [QKeySequence("Shift+F10")])

    def _action(
        self, text: str, slot: Callable[[], object], name: str,
        shortcuts: list[QKeySequence] | None = None,
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts(shortcuts)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        return action

    def _build_menus_and_toolbar(self) -> None:
        translate = QCoreApplication.translate
        menu = self.menuBar()
        table_menu = menu.addMenu(translate("MainWindow", "&Table"))
        for action in (self.next_hand_action, self.misdeal_action, self.correct_action):
            table_menu.addAction(action)
        table_menu.addSeparator()
        table_menu.addAction(self.seat_actions_action)
        table_menu.addSeparator()
        table_menu.addAction(self.new_table_action)
        table_menu.addAction(self.demo_action)
        table_menu.addSeparator()
        table_menu.addAction(self.quit_action)
        edit_menu = menu.addMenu(translate("MainWindow", "&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        settings_menu = menu.addMenu(translate("MainWindow", "&Settings"))
        settings_menu.addAction(self.house_rules_action)
        settings_menu.addAction(self.palette_action)

        bar = QToolBar(translate("MainWindow", "Top bar"), self)
        bar.setObjectName("topBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.table_name = QLabel(translate("MainWindow", "Table 1"), self)
        self.table_name.setObjectName("tableName")
        name_font = self.table_name.font()
        name_font.setBold(True)
        name_font.setPointSizeF(name_font.pointSizeF() * 1.2)
        self.table_name.setFont(name_font)
        self.house_summary = QLabel(self)
        self.house_summary.setObjectName("houseSummary")
        bar.addWidget(self.table_name)
        bar.addSeparator()
        bar.addWidget(self.house_summary)
        spacer = QWidget(self)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)
        for action in (self.undo_action, self.redo_action, self.correct_action,
                       self.house_rules_action, self.palette_action):
            bar.addAction(action)
        for action in bar.actions():
            button = bar.widgetForAction(action)
            if button is not None and not isinstance(button, QLabel):
                button.setMinimumHeight(TOUCH)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.top_bar = bar

    # --- reacting to the controller ---------------------------------------------------------

    def _on_state_changed(self) -> None:
        state = self.controller.state
        if self._move_from is not None:
            self.cancel_move(quiet=True)
        self.table_view.set_scene(build_scene(state))
        self.panel.show_items(
            self.controller.readout(),
            QCoreApplication.translate("MainWindow", "No hand dealt yet: press Next hand."),
        )
        self.house_summary.setText(wording.house_summary(state.table.house, state.table.size))
        refusal = self.controller.refusal(DealHand())
        self.next_hand_note.setText(
            wording.refusal_text(refusal, state.table) if refusal is not None else "")

    def _on_logged(self, entry: LogEntry) -> None:
        self.log_view.add_entry(entry)

    def _on_refused(self, refusal: Refused, reason: str) -> None:
        self.show_message(reason, refused=True)

    def show_message(self, text: str, refused: bool = False, warning: bool = False) -> None:
        """A line over the table: a prompt, a warning, or why the rules refused something."""
        palette = colours(self.settings.palette)
        if refused and text:
            text = QCoreApplication.translate("MainWindow", "Not allowed: {reason}").format(
                reason=text)
        colour = palette.busted if refused else palette.away if warning else palette.target
        style = (f"color: {colour}; font-weight: bold; border: 2px solid {colour}; "
                 "border-radius: 6px; padding: 4px;")
        self.message_bar.setStyleSheet(style if text else "")
        self.message_bar.setText(text)

    # --- the table's actions -----------------------------------------------------------------

    def next_hand(self) -> None:
        self.cancel_move(quiet=True)
        if self.controller.apply(DealHand()) is None:
            self.show_message("")

    def misdeal(self) -> None:
        self._apply(Misdeal())

    def correct_positions(self) -> None:
        from .dialogs import CorrectDialog

        event = CorrectDialog.ask(self, self.controller.table)
        if event is not None:
            self._apply(event)

    def _apply(self, event: Event) -> Refused | None:
        refusal = self.controller.apply(event)
        if refusal is None:
            self.show_message("")
        return refusal

    # --- seats ----------------------------------------------------------------------------------

    def _on_seat_clicked(self, seat: int) -> None:
        if self._move_from is not None:
            self.finish_move(seat)
        else:
            self.open_seat_menu(seat)

    def _on_seat_menu_requested(self, seat: int) -> None:
        self.cancel_move(quiet=True)
        self.open_seat_menu(seat)

    def open_focused_seat_menu(self) -> None:
        seat = self.table_view.focused_seat()
        if seat is not None:
            self.open_seat_menu(seat)

    def open_seat_menu(self, seat: int) -> QMenu:
        """The seat's actions, each enabled or disabled with the rules' reason."""
        table = self.controller.table
        if self.seat_menu is not None:
            self.seat_menu.close()
            self.seat_menu.deleteLater()
        menu = QMenu(self)
        menu.setObjectName("seatMenu")
        scene = build_scene(self.controller.state).seat(seat)
        player = table.player(seat)
        header = wording.seat_title(seat, player.name if player else None)
        status = wording.status_phrase(scene)
        menu.addSection(f"{header} — {status}")
        for seat_action in seat_actions(table, seat):
            menu.addAction(self._menu_action(menu, seat_action, table))
        self.seat_menu = menu
        menu.popup(self.table_view.mapToGlobal(self.table_view.seat_center(seat)))
        return menu

    def _menu_action(self, menu: QMenu, seat_action: SeatAction, table: Table) -> QAction:
        label = wording.action_label(seat_action.kind)
        action = QAction(label, menu)
        action.setObjectName(f"action_{seat_action.kind.value}")
        action.setEnabled(seat_action.enabled)
        if not seat_action.enabled:
            if seat_action.refusal is not None:
                reason = wording.refusal_text(seat_action.refusal, table)
            else:
                assert seat_action.unavailable is not None
                reason = wording.unavailable_text(seat_action.unavailable)
            action.setText(f"{label} — {reason}")
            action.setToolTip(reason)
            action.setStatusTip(reason)
        kind, seat = seat_action.kind, seat_action.seat
        action.triggered.connect(lambda _=False: self.run_seat_action(kind, seat))
        return action

    def run_seat_action(self, kind: ActionKind, seat: int) -> Refused | None:
        """Carry out one seat action, asking the floor for names and choices as needed."""
        simple: dict[ActionKind, Callable[[int], Event]] = {
            ActionKind.AWAY: Away,
            ActionKind.LEAVE: Leave,
            ActionKind.RELEASE: Release,
            ActionKind.BUST: Bust,
            ActionKind.STRADDLE: Straddle,
        }
        if kind in simple:
            return self._apply(simple[kind](seat))
        if kind is ActionKind.SIT:
            return self._sit(seat)
        if kind in (ActionKind.BACK, ActionKind.REBUY):
            return self._come_back(kind, seat)
        if kind is ActionKind.MOVE:
            self.start_move(seat)
        return None

    def _sit(self, seat: int) -> Refused | None:
        table = self.controller.table
        try:
            entry = owed(apply(table, Sit(seat, PROBE_NAME, Choice.POST)).after, seat)
        except Refused as refusal:
            self.show_message(wording.refusal_text(refusal, table), refused=True)
            return refusal
        options = [
            (choice, wording.choice_label(choice),
             wording.choice_explanation(choice, entry.live, entry.dead))
            for choice in Choice
        ]
        from .dialogs import SitDialog

        answer = SitDialog.ask(self, seat, options)
        if answer is None:
            return None
        name, choice = answer
        return self._apply(Sit(seat, name, choice))

    def come_back_offer(self, seat: int) -> tuple[str, list[tuple[Choice, str, str]]]:
        """What a returning player owes, as a sentence, and his three choices explained."""
        table = self.controller.table
        player = table.player(seat)
        assert player is not None
        debt = owed(table, seat)
        message = wording.owed_sentence(player.name, debt.live, debt.dead)
        options = []
        for choice in Choice:
            label = wording.choice_label(choice)
            if choice is Choice.POST and (debt.live or debt.dead):
                label = wording.post_now_label(debt.live, debt.dead)
            options.append(
                (choice, label, wording.choice_explanation(choice, debt.live, debt.dead)))
        return message, options

    def _come_back(self, kind: ActionKind, seat: int) -> Refused | None:
        player = self.controller.table.player(seat)
        assert player is not None
        message, options = self.come_back_offer(seat)
        title = wording.seat_title(seat, player.name)
        from .dialogs import ComeBackDialog

        choice = ComeBackDialog.ask(self, title, message, options)
        if choice is None:
            return None
        event = BackEvent(seat, choice) if kind is ActionKind.BACK else Rebuy(seat, choice)
        return self._apply(event)

    # --- moves -------------------------------------------------------------------------------

    def start_move(self, seat: int) -> None:
        """Seat change, step 1: the floor now clicks the seat the player moves to."""
        table = self.controller.table
        player = table.player(seat)
        if player is None:
            return
        self._move_from = seat
        self._move_targets = move_targets(table, seat)
        allowed = frozenset(s for s, refusal in self._move_targets.items() if refusal is None)
        self.table_view.set_move(seat, allowed)
        self.show_message(QCoreApplication.translate(
            "MainWindow", "Moving {name} from seat {seat}: click the new seat (Esc cancels).")
            .format(name=player.name, seat=seat))

    def cancel_move(self, quiet: bool = False) -> None:
        if self._move_from is None:
            return
        self._move_from = None
        self._move_targets = {}
        self.table_view.set_move(None)
        if not quiet:
            self.show_message("")

    def move_offer(self, from_seat: int, to_seat: int) -> tuple[str, list[tuple[Choice, str,
                                                                                str]]]:
        """What the move would mean, in words, and the floor's choices (post / wait)."""
        table = self.controller.table
        player = table.player(from_seat)
        assert player is not None
        wait = preview_move(table, from_seat, to_seat, Choice.WAIT)
        post = preview_move(table, from_seat, to_seat, Choice.POST)
        message = wording.move_sentence(player.name, to_seat, wait, post)
        return message, wording.move_options(to_seat, wait, post)

    def finish_move(self, to_seat: int) -> Refused | None:
        """Seat change, step 2: the target seat was clicked."""
        from_seat = self._move_from
        if from_seat is None:
            return None
        if to_seat == from_seat:
            self.cancel_move()
            return None
        table = self.controller.table
        refusal = self._move_targets.get(to_seat)
        if to_seat not in self._move_targets:
            refusal = self.controller.refusal(Move(from_seat, to_seat, Choice.WAIT))
        if refusal is not None:
            self.show_message(wording.refusal_text(refusal, table), refused=True)
            return refusal
        message, options = self.move_offer(from_seat, to_seat)
        player = table.player(from_seat)
        assert player is not None
        title = QCoreApplication.translate("MainWindow", "Move {name} to seat {seat}").format(
            name=player.name, seat=to_seat)
        from .dialogs import MoveDialog

        choice = MoveDialog.ask(self, title, message, options)
        self.cancel_move(quiet=True)
        if choice is None:
            self.show_message("")
            return None
        return self._apply(Move(from_seat, to_seat, choice))

    # --- settings -----------------------------------------------------------------------------

    def edit_house_rules(self) -> None:
        table = self.controller.table
        current = Settings(table.house, table.size, self.settings.palette)
        from .dialogs import HouseRulesDialog

        chosen = HouseRulesDialog.ask(self, current)
        if chosen is not None:
            self.apply_settings(chosen)

    def apply_settings(self, chosen: Settings) -> bool:
        """Put new house rules (and seat count) on the table, undoably; remember them."""
        table = self.controller.table
        changed_table = with_house_rules(table, chosen)
        if changed_table is None:
            self.show_message(QCoreApplication.translate(
                "MainWindow", "Seats {first} to {last} must be empty to make the table "
                "smaller.").format(first=chosen.seats + 1, last=table.size), refused=True)
            return False
        if changed_table is not table:
            state = self.controller.state
            self.controller.replace_state(
                FloorState(changed_table, state.deal if changed_table.size == table.size
                           else None, state.dealt_table, state.hand, state.corrected),
                QCoreApplication.translate("MainWindow", "House rules: {summary}").format(
                    summary=wording.house_summary(chosen.house, chosen.seats)))
        self.settings = chosen
        self.apply_palette(chosen.palette)
        self.settings_changed.emit(chosen)
        return True

    def toggle_palette(self) -> None:
        name = PaletteName.LIGHT if self.settings.palette is PaletteName.DARK else (
            PaletteName.DARK)
        self.settings = Settings(self.settings.house, self.settings.seats, name)
        self.apply_palette(name)
        self.settings_changed.emit(self.settings)

    def apply_palette(self, name: PaletteName) -> None:
        chosen = colours(name)
        self.table_view.set_colours(chosen)
        self.palette_action.setChecked(name is PaletteName.LIGHT)
        application = QApplication.instance()
        if isinstance(application, QApplication):
            application.setPalette(qt_palette(chosen))

    def new_table(self) -> None:
        table = self._fresh_table(self.settings)
        self.controller.replace_state(
            FloorState(table), QCoreApplication.translate("MainWindow", "New empty table"))

    def open_demo(self) -> None:
        self.controller.replace_state(
            self._demo_state(), QCoreApplication.translate("MainWindow", "Demo table"))

    def seat_center_global(self, seat: int) -> QPoint:
        return self.table_view.mapToGlobal(self.table_view.seat_center(seat))


def with_house_rules(table: Table, chosen: Settings) -> Table | None:
    """The table under new house rules and seat count; None when seats to be removed are not
    empty (or hold the positions). The same table when nothing changes."""
    from dataclasses import replace

    from floorapp.rules import Seat

    if chosen.house == table.house and chosen.seats == table.size:
        return table
    changed = replace(table, house=chosen.house)
    if chosen.seats == table.size:
        return changed
    if chosen.seats < table.size:
        removed = table.seats[chosen.seats:]
        positions = set()
        if table.last is not None:
            positions = {table.last.button, *table.last.blinds}
        if any(s.player is not None or s.locked or s.number in positions for s in removed):
            return None
        return replace(changed, seats=table.seats[:chosen.seats])
    added = tuple(Seat(n) for n in range(table.size + 1, chosen.seats + 1))
    return replace(changed, seats=table.seats + added)


def qt_palette(chosen: Colours) -> QPalette:
    """The window's palette (menus, panels, dialogs) for a table palette."""
    palette = QPalette()
    role = QPalette.ColorRole
    dark = chosen.name is PaletteName.DARK
    base = "#1c2026" if dark else "#ffffff"
    alternate = "#232830" if dark else "#f1f3f5"
    button = "#2b313a" if dark else "#e3e7ea"
    entries = {
        role.Window: chosen.background,
        role.WindowText: chosen.panel_text,
        role.Base: base,
        role.AlternateBase: alternate,
        role.Text: chosen.panel_text,
        role.Button: button,
        role.ButtonText: chosen.panel_text,
        role.ToolTipBase: base,
        role.ToolTipText: chosen.panel_text,
        role.Highlight: "#3d6fb6" if dark else "#1565c0",
        role.HighlightedText: "#ffffff",
        role.PlaceholderText: chosen.panel_muted,
        role.BrightText: "#ff5252",
    }
    for key, value in entries.items():
        palette.setColor(key, QColor(value))
    disabled = QColor(chosen.panel_muted)
    for key in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, key, disabled)
    return palette

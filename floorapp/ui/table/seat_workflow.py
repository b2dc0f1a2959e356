"""What the floor does at the table on screen: the seat menu, seating a player, bringing one
back, moving one (two clicks: the player's seat, then the new one), and the table's own
actions (Next hand, misdeal, correct the positions, undo, redo).

Every event goes through the table's :class:`TableController`, which records it before the
screen shows it; the rules core says what a seat may do and what it would cost
(:mod:`floorapp.screen.actions`, the core's ``owed`` / ``preview_move``). The dialogs are
loaded when first needed, to keep the start quick.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

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
from floorapp.screen.actions import (
    PROBE_NAME,
    ActionKind,
    SeatAction,
    move_targets,
    seat_actions,
)
from floorapp.storage.errors import StorageError
from floorapp.ui import wording
from floorapp.ui.fit import popup_position
from floorapp.ui.table.controller import TableController
from floorapp.ui.table.table_view import TableView


class SeatWorkflow:
    """The seat menu and the sit / back / move workflows of the table on screen.

    ``window`` is the parent of the menu and the dialogs; ``controller`` gives the table on
    screen (``table_on_screen`` its id, None while the room overview shows); ``show_message``
    writes the line over the table.
    """

    def __init__(
        self,
        window: QWidget,
        table_view: TableView,
        controller: Callable[[], TableController],
        table_on_screen: Callable[[], int | None],
        show_message: Callable[..., None],
    ) -> None:
        self.window = window
        self.table_view = table_view
        self._controller = controller
        self.table_on_screen = table_on_screen
        self.show_message = show_message
        self.seat_menu: QMenu | None = None
        self._move_from: int | None = None
        self._move_targets: dict[int, Refused | None] = {}
        table_view.seat_clicked.connect(self._on_seat_clicked)
        table_view.seat_menu_requested.connect(self._on_seat_menu_requested)
        table_view.escape_pressed.connect(self.cancel_move)

    @property
    def controller(self) -> TableController:
        """The table on screen (while the overview shows, the table shown last)."""
        return self._controller()

    @property
    def moving(self) -> bool:
        """Whether a seat change waits for its target seat."""
        return self._move_from is not None

    def apply(self, event: Event) -> Refused | StorageError | None:
        """Apply and record a floor action made outside the seat menu (new house rules)."""
        return self._apply(event)

    def move_prompt(self) -> str:
        """The line over the table while a seat change waits ("" when none does)."""
        return "" if self._move_from is None else self._move_prompt(self._move_from)

    # --- undo and redo -------------------------------------------------------------------------

    def undo(self) -> None:
        if self.table_on_screen() is not None:
            self.cancel_move(quiet=True)
            if self.controller.undo() is None:
                self.show_message("")

    def redo(self) -> None:
        if self.table_on_screen() is not None:
            self.cancel_move(quiet=True)
            if self.controller.redo() is None:
                self.show_message("")

    # --- the table's actions -----------------------------------------------------------------

    def next_hand(self) -> None:
        self.cancel_move(quiet=True)
        if self.controller.apply(DealHand()) is None:
            self.show_message("")

    def misdeal(self) -> None:
        self._apply(Misdeal())

    def correct_positions(self) -> None:
        from floorapp.ui.dialogs import CorrectDialog

        event = CorrectDialog.ask(self.window, self.controller.table)
        if event is not None:
            self._apply(event)

    def _apply(self, event: Event) -> Refused | StorageError | None:
        """Apply and record an event; what refused it (the rules or the disk), or None."""
        failure = self.controller.apply(event)
        if failure is None:
            self.show_message("")
        return failure

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
        menu = QMenu(self.window)
        menu.setObjectName("seatMenu")
        scene = self.controller.scene().seat(seat)
        player = table.player(seat)
        header = wording.seat_title(seat, player.name if player else None)
        status = ", ".join(part for part in (wording.status_phrase(scene),
                                             wording.lockup_phrase(scene)) if part)
        menu.addSection(f"{header} — {status}")
        for seat_action in seat_actions(table, seat):
            menu.addAction(self._menu_action(menu, seat_action, table))
        self.seat_menu = menu
        wanted = self.table_view.mapToGlobal(self.table_view.seat_center(seat))
        menu.popup(popup_position(menu, wanted))
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

    def run_seat_action(self, kind: ActionKind, seat: int) -> Refused | StorageError | None:
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

    def _sit(self, seat: int) -> Refused | StorageError | None:
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
        from floorapp.ui.dialogs import SitDialog

        answer = SitDialog.ask(self.window, seat, options)
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

    def _come_back(self, kind: ActionKind, seat: int) -> Refused | StorageError | None:
        player = self.controller.table.player(seat)
        assert player is not None
        message, options = self.come_back_offer(seat)
        title = wording.seat_title(seat, player.name)
        from floorapp.ui.dialogs import ComeBackDialog

        choice = ComeBackDialog.ask(self.window, title, message, options)
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
        self.show_message(self._move_prompt(seat))

    def _move_prompt(self, seat: int) -> str:
        """The line over the table while a player's seat change waits for its target seat."""
        player = self.controller.table.player(seat)
        text = QCoreApplication.translate(
            "MainWindow", "Moving {name} from seat {seat}: click the new seat (Esc cancels).")
        return text.format(name=player.name if player else "", seat=seat)

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

    def finish_move(self, to_seat: int) -> Refused | StorageError | None:
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
        from floorapp.ui.dialogs import MoveDialog

        choice = MoveDialog.ask(self.window, title, message, options)
        self.cancel_move(quiet=True)
        if choice is None:
            self.show_message("")
            return None
        return self._apply(Move(from_seat, to_seat, choice))

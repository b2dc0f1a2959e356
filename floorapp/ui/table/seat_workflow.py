"""What the floor does at the table on screen: the seat menu, seating a player, bringing one
back, moving one (two clicks: the player's seat, then the new one), and the table's own
actions (Next hand, misdeal, correct the positions, undo, redo); and the list at the table
(:mod:`.calls`: the offer line, a called seat's entries, placing a name of the list: a tap on
the name, then on the seat, or a drop).

Every event goes through the table's :class:`TableController`, which records it before the
screen shows it; the rules core's offers (:mod:`floorapp.rules.offers`) say what a seat may do
and what a sit, a return or a move would cost: this module only words the answers. An action
goes to the table it was decided at: a seat menu, a dialog or a move keeps the controller it
began with, so that what the floor then chooses never lands on another table (at a table
closed meanwhile on another screen, the room refuses it and the screen says so). The dialogs
are loaded when first needed, to keep the start quick.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from floorapp.lists import ListRefused
from floorapp.rules import (
    ActionKind,
    Choice,
    DealHand,
    Event,
    Misdeal,
    Refused,
    SeatOffer,
    come_back_preview,
    move_targets,
    offer_event,
    preview_move,
    seat_offers,
    sit_preview,
)
from floorapp.ui import wording
from floorapp.ui.fit import popup_position
from floorapp.ui.table.calls import ListAtTable, sit_options
from floorapp.ui.table.controller import Failure, TableController
from floorapp.ui.table.offer_line import OfferLine
from floorapp.ui.table.table_view import TableView

if TYPE_CHECKING:
    from floorapp.ui.lists.on_screen import ListsOnScreen

HELD_BY_CALLS = (ActionKind.SIT, ActionKind.LOCK)
"""The seat actions the list refuses at a seat a name is called to (the room's word)."""


class SeatWorkflow:
    """The seat menu and the sit / back / move workflows of the table on screen.

    ``window`` is the parent of the menu and the dialogs; ``controller`` gives the table on
    screen (``table_on_screen`` its id, None while the room overview shows); ``show_message``
    writes the line over the table; ``offer_line`` and ``lists`` (the window's lists) give the
    list at the table (:attr:`list`).
    """

    def __init__(
        self,
        window: QWidget,
        table_view: TableView,
        controller: Callable[[], TableController],
        table_on_screen: Callable[[], int | None],
        show_message: Callable[..., None],
        offer_line: OfferLine | None = None,
        lists: Callable[[], ListsOnScreen | None] = lambda: None,
    ) -> None:
        self.window = window
        self.table_view = table_view
        self._controller = controller
        self.table_on_screen = table_on_screen
        self.show_message = show_message
        self.seat_menu: QMenu | None = None
        self._move_from: int | None = None
        self._move_at: TableController | None = None
        """The table a seat change waits at."""
        self._move_targets: dict[int, Refused | ListRefused | None] = {}
        self.menu_hooks: list[Callable[[QMenu, int, TableController], None]] = []
        """More entries of the seat menu, added by other parts of the screen (the list's
        Table change…): each is called with the menu, the seat and its table's controller."""
        self.list = ListAtTable(window, table_view, offer_line, controller, table_on_screen,
                                show_message, lists)
        """The list at the table: the offer line, called seats, placing a name."""
        table_view.seat_clicked.connect(self._on_seat_clicked)
        table_view.seat_menu_requested.connect(self._on_seat_menu_requested)
        table_view.escape_pressed.connect(self.cancel)

    @property
    def controller(self) -> TableController:
        """The table on screen (while the overview shows, the table shown last)."""
        return self._controller()

    @property
    def moving(self) -> bool:
        """Whether a seat change waits for its target seat."""
        return self._move_from is not None

    def apply(self, event: Event) -> Failure | None:
        """Apply and record a floor action made outside the seat menu (new house rules)."""
        return self._apply(event, self.controller)

    def move_prompt(self) -> str:
        """The line over the table while a seat change, or a name of the list, waits for its
        seat ("" when none does)."""
        if self._move_from is not None:
            return self._move_prompt(self._move_from)
        return self.list.place_prompt()

    @property
    def waiting_for_seat(self) -> bool:
        """A seat change or a name of the list waits for the seat tapped next."""
        return self.moving or self.list.placing

    def cancel(self, quiet: bool = False) -> None:
        """Esc: a seat change or a name being placed is called off."""
        self.cancel_move(quiet)
        self.list.cancel_place(quiet)

    # --- the list at the table ---------------------------------------------------------------

    def place_name(self, game_id: int, name_id: int) -> None:
        """A name of a game's list was tapped (the List panel): the next seat tapped gets
        him, called to it or seated (Esc cancels, like a move)."""
        self.cancel_move(quiet=True)
        self.list.place_name(game_id, name_id)

    def take_offer(self) -> None:
        """The offer line's button (or its shortcut)."""
        self.list.take_offer()

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
        self._apply(Misdeal(), self.controller)

    def correct_positions(self) -> None:
        from floorapp.ui.dialogs import CorrectDialog

        controller = self.controller
        event = CorrectDialog.ask(self.window, controller.table)
        if event is not None:
            self._apply(event, controller)

    def _apply(self, event: Event, controller: TableController) -> Failure | None:
        """Apply and record an event at ``controller``'s table; what refused it (the rules,
        the disk, the room), or None."""
        failure = controller.apply(event)
        if failure is None:
            self.show_message("")
        return failure

    # --- seats ----------------------------------------------------------------------------------

    def _on_seat_clicked(self, seat: int) -> None:
        if self._move_from is not None:
            self.finish_move(seat)
        elif self.list.placing:
            self.list.finish_place(seat)
        else:
            self.open_seat_menu(seat)

    def _on_seat_menu_requested(self, seat: int) -> None:
        self.cancel(quiet=True)
        self.open_seat_menu(seat)

    def open_focused_seat_menu(self) -> None:
        seat = self.table_view.focused_seat()
        if seat is not None:
            self.open_seat_menu(seat)

    def open_seat_menu(self, seat: int) -> QMenu:
        """The seat's actions, each enabled or disabled with the rules' reason."""
        controller = self.controller
        table = controller.table
        if self.seat_menu is not None:
            self.seat_menu.close()
            self.seat_menu.deleteLater()
        menu = QMenu(self.window)
        menu.setObjectName("seatMenu")
        scene = controller.scene().seat(seat)
        player = table.player(seat)
        header = wording.seat_title(seat, player.name if player else None)
        status = ", ".join(part for part in (wording.status_phrase(scene),
                                             wording.lockup_phrase(scene)) if part)
        menu.addSection(f"{header} — {status}")
        called = self.list.called_to(controller, seat) if player is None else None
        for offer in seat_offers(table, seat):
            if called is not None and offer.kind is ActionKind.SIT:
                for action in self.list.called_seat_actions(menu, seat, called, controller):
                    menu.addAction(action)
            menu.addAction(self._menu_action(menu, offer, controller))
        for hook in self.menu_hooks:
            hook(menu, seat, controller)
        self.seat_menu = menu
        wanted = self.table_view.mapToGlobal(self.table_view.seat_center(seat))
        menu.popup(popup_position(menu, wanted))
        return menu

    def _menu_action(self, menu: QMenu, offer: SeatOffer,
                     controller: TableController) -> QAction:
        table = controller.table
        label = wording.action_label(offer.kind)
        action = QAction(label, menu)
        action.setObjectName(f"action_{offer.kind.value}")
        held = None
        if offer.enabled and offer.kind in HELD_BY_CALLS:  # a seat held for a called name
            held = controller.room.call_refusal(controller.table_id, offer.event())
        action.setEnabled(offer.enabled and held is None)
        if held is not None:
            reason = self._list_reason(held)
            action.setText(f"{label} — {reason}")
            action.setToolTip(reason)
            action.setStatusTip(reason)
        elif not offer.enabled:
            if offer.refusal is not None:
                reason = wording.refusal_text(offer.refusal, table)
            else:
                assert offer.unavailable is not None
                reason = wording.unavailable_text(offer.unavailable)
            action.setText(f"{label} — {reason}")
            action.setToolTip(reason)
            action.setStatusTip(reason)
        kind, seat = offer.kind, offer.seat
        action.triggered.connect(
            lambda _=False: self.run_seat_action(kind, seat, controller))
        return action

    def run_seat_action(self, kind: ActionKind, seat: int,
                        controller: TableController | None = None) -> Failure | None:
        """Carry out one seat action at ``controller``'s table (the one on screen unless
        told), asking the floor for names and choices as needed."""
        at = self.controller if controller is None else controller
        if kind is ActionKind.SIT:
            return self._sit(seat, at)
        if kind in (ActionKind.BACK, ActionKind.REBUY):
            return self._come_back(kind, seat, at)
        if kind is ActionKind.MOVE:
            self.start_move(seat, at)
            return None
        return self._apply(offer_event(kind, seat), at)

    def _sit(self, seat: int, controller: TableController) -> Failure | None:
        table = controller.table
        try:
            preview = sit_preview(table, seat)
        except Refused as refusal:  # the seat was taken since its menu opened
            self.show_message(wording.refusal_text(refusal, table), refused=True)
            return refusal
        options = sit_options(preview)
        from floorapp.ui.dialogs import SitDialog

        answer = SitDialog.ask(self.window, seat, options)
        if answer is None:
            return None
        name, choice = answer
        return self._apply(offer_event(ActionKind.SIT, seat, choice, name=name), controller)

    def come_back_offer(
        self, seat: int, controller: TableController | None = None
    ) -> tuple[str, list[tuple[Choice, str, str]]]:
        """What a returning player owes, as a sentence, and his three choices explained."""
        table = (self.controller if controller is None else controller).table
        player = table.player(seat)
        assert player is not None
        preview = come_back_preview(table, seat)
        debt = preview.owed
        message = wording.owed_sentence(player.name, debt.live, debt.dead)
        options = []
        for option in preview.options:
            label = wording.choice_label(option.choice)
            if option.choice is Choice.POST and option.cost.total:
                label = wording.post_now_label(option.cost.live, option.cost.dead)
            options.append((option.choice, label,
                            wording.choice_explanation(option.choice, debt.live, debt.dead)))
        return message, options

    def _come_back(self, kind: ActionKind, seat: int,
                   controller: TableController) -> Failure | None:
        player = controller.table.player(seat)
        assert player is not None
        message, options = self.come_back_offer(seat, controller)
        title = wording.seat_title(seat, player.name)
        from floorapp.ui.dialogs import ComeBackDialog

        choice = ComeBackDialog.ask(self.window, title, message, options)
        if choice is None:
            return None
        return self._apply(offer_event(kind, seat, choice), controller)

    # --- moves -------------------------------------------------------------------------------

    def start_move(self, seat: int, controller: TableController | None = None) -> None:
        """Seat change, step 1: the floor now clicks the seat the player moves to (at
        ``controller``'s table, the one on screen unless told)."""
        at = self.controller if controller is None else controller
        table = at.table
        player = table.player(seat)
        if player is None:
            return
        self.list.cancel_place(quiet=True)
        self._move_from = seat
        self._move_at = at
        targets: dict[int, Refused | ListRefused | None] = dict(move_targets(table, seat))
        for target, refusal in targets.items():
            if refusal is None:  # a seat held for a called name is not moved to
                targets[target] = at.room.call_refusal(
                    at.table_id, offer_event(ActionKind.MOVE, seat, to_seat=target))
        self._move_targets = targets
        allowed = frozenset(s for s, refusal in self._move_targets.items() if refusal is None)
        self.table_view.set_move(seat, allowed)
        self.show_message(self._move_prompt(seat))

    def _move_prompt(self, seat: int) -> str:
        """The line over the table while a player's seat change waits for its target seat."""
        player = self._moving_at().table.player(seat)
        text = QCoreApplication.translate(
            "MainWindow", "Moving {name} from seat {seat}: click the new seat (Esc cancels).")
        return text.format(name=player.name if player else "", seat=seat)

    def _list_reason(self, refusal: ListRefused) -> str:
        room = self.controller.room
        return wording.list_refusal_text(refusal, lambda table_id: room.table_info(table_id).name)

    def cancel_move(self, quiet: bool = False) -> None:
        if self._move_from is None:
            return
        self._move_from = None
        self._move_at = None
        self._move_targets = {}
        self.table_view.set_move(None)
        if not quiet:
            self.show_message("")

    def _moving_at(self) -> TableController:
        """The table a seat change waits at (the one on screen when none waits)."""
        return self.controller if self._move_at is None else self._move_at

    def move_offer(self, from_seat: int, to_seat: int) -> tuple[str, list[tuple[Choice, str,
                                                                                str]]]:
        """What the move would mean, in words, and the floor's choices (post / wait)."""
        table = self._moving_at().table
        player = table.player(from_seat)
        assert player is not None
        wait = preview_move(table, from_seat, to_seat, Choice.WAIT)
        post = preview_move(table, from_seat, to_seat, Choice.POST)
        message = wording.move_sentence(player.name, to_seat, wait, post)
        return message, wording.move_options(to_seat, wait, post)

    def finish_move(self, to_seat: int) -> Failure | None:
        """Seat change, step 2: the target seat was clicked."""
        from_seat = self._move_from
        if from_seat is None:
            return None
        if to_seat == from_seat:
            self.cancel_move()
            return None
        controller = self._moving_at()
        table = controller.table
        refusal = self._move_targets.get(to_seat)
        if to_seat not in self._move_targets:
            refusal = controller.refusal(
                offer_event(ActionKind.MOVE, from_seat, to_seat=to_seat))
        if isinstance(refusal, ListRefused):
            self.show_message(self._list_reason(refusal), refused=True)
            return refusal
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
        return self._apply(offer_event(ActionKind.MOVE, from_seat, choice, to_seat=to_seat),
                           controller)

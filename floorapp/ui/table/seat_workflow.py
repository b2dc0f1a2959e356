"""What the floor does at the table on screen: the seat menu, seating a player, bringing one
back, moving one (two clicks: the player's seat, then the new one), and the table's own
actions (Next hand, misdeal, correct the positions, undo, redo); and the list at the table
(:mod:`.calls`: the offer line, a called seat's entries, placing a name of the list: a tap on
the name, then on the seat, or a drop).

Every event goes through the table's :class:`TableController`, which has it recorded before
the screen shows it; what a seat offers is the floor session's seat menu, as plain data
(:func:`floorapp.session.seats.seat_menu`), and the rules core's offers say what a sit, a
return or a move would cost: this module only draws and words the answers. A decision is
bound to what the floor saw: the seat menu, a move, Next hand each stamp the table as shown
when they begin, and whatever the floor then chooses, in whatever dialog, is done only if
the table is still as he saw it (another screen's change meanwhile: nothing is done, the
screen shows the latest and says what changed). An action goes to the table it was decided
at, never another. The dialogs are loaded when first needed, to keep the start quick.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
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
    Unavailable,
    come_back_preview,
    offer_event,
    preview_move,
    sit_preview,
)
from floorapp.session import Intent
from floorapp.session.seats import MenuEntry, Moving, SeatMenu, seat_menu, start_moving
from floorapp.ui import wording
from floorapp.ui.fit import popup_position
from floorapp.ui.table.calls import ListAtTable, sit_options
from floorapp.ui.table.controller import TableController
from floorapp.ui.table.offer_line import OfferLine
from floorapp.ui.table.table_view import TableView

if TYPE_CHECKING:
    from floorapp.ui.lists.on_screen import ListsOnScreen


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
        self.menu: SeatMenu | None = None
        """The seat menu on screen, as data (what it offers, stamped when it opened)."""
        self._moving: Moving | None = None
        self._move_at: TableController | None = None
        """The table a seat change waits at."""
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
        return self._moving is not None

    def apply(self, event: Event) -> None:
        """Have a floor action made outside the seat menu done (new house rules)."""
        self._apply(event, self.controller)

    def move_prompt(self) -> str:
        """The line over the table while a seat change, or a name of the list, waits for its
        seat ("" when none does)."""
        if self._moving is not None:
            return self._move_prompt(self._moving.from_seat)
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

    def cancel_placing(self) -> None:
        """The List panel called off the name being placed (another of its actions began)."""
        self.list.cancel_place()

    def take_offer(self) -> None:
        """The offer line's button (or its shortcut)."""
        self.list.take_offer()

    # --- undo and redo -------------------------------------------------------------------------

    def undo(self) -> None:
        if self.table_on_screen() is not None:
            self.cancel_move(quiet=True)
            self.show_message("")
            self.controller.undo()

    def redo(self) -> None:
        if self.table_on_screen() is not None:
            self.cancel_move(quiet=True)
            self.show_message("")
            self.controller.redo()

    # --- the table's actions -----------------------------------------------------------------

    def next_hand(self) -> None:
        self.cancel_move(quiet=True)
        self._apply(DealHand(), self.controller)

    def misdeal(self) -> None:
        self._apply(Misdeal(), self.controller)

    def correct_positions(self) -> None:
        from floorapp.ui.dialogs import CorrectDialog

        controller = self.controller
        intent = controller.decide(None)
        event = CorrectDialog.ask(self.window, controller.table)
        if event is not None:
            self._apply(event, controller, intent)

    def _apply(self, event: Event, controller: TableController,
               intent: Intent | None = None) -> None:
        """Have an event done at ``controller``'s table, as decided in ``intent`` (default:
        now); the outcome is said when it comes back."""
        self.show_message("")
        controller.apply(event, intent)

    # --- seats ----------------------------------------------------------------------------------

    def _on_seat_clicked(self, seat: int) -> None:
        if self._moving is not None:
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
        """The seat's actions, each enabled or disabled with the rules' (or the list's)
        reason, as the session's seat menu says; decided on the table as shown now."""
        controller = self.controller
        if self.seat_menu is not None:
            self.seat_menu.close()
            self.seat_menu.deleteLater()
        data = seat_menu(controller.session.view, controller.table_id, seat,
                         controller.decide(None))
        self.menu = data
        menu = QMenu(self.window)
        menu.setObjectName("seatMenu")
        scene = controller.scene().seat(seat)
        header = wording.seat_title(seat, data.player)
        status = ", ".join(part for part in (wording.status_phrase(scene),
                                             wording.lockup_phrase(scene)) if part)
        menu.addSection(f"{header} — {status}")
        for entry in data.entries:
            menu.addAction(self._menu_action(menu, entry, data, controller))
        for hook in self.menu_hooks:
            hook(menu, seat, controller)
        menu.aboutToHide.connect(self._menu_closed)
        self.seat_menu = menu
        wanted = self.table_view.mapToGlobal(self.table_view.seat_center(seat))
        menu.popup(popup_position(menu, wanted))
        return menu

    def _menu_closed(self) -> None:
        """The seat menu closed: the window is the active one again (without a window
        manager nothing else gives it back, and its keys would go nowhere)."""
        QTimer.singleShot(0, self.window, self.window.activateWindow)

    def _menu_action(self, menu: QMenu, entry: MenuEntry, data: SeatMenu,
                     controller: TableController) -> QAction:
        if entry.called is not None:
            return self.list.called_seat_action(menu, entry, data, controller)
        assert entry.action is not None
        kind = entry.action
        label = wording.action_label(kind)
        action = QAction(label, menu)
        action.setObjectName(f"action_{kind.value}")
        action.setEnabled(entry.enabled)
        if entry.refusal is not None:
            reason = self._reason(entry.refusal, controller)
            action.setText(f"{label} — {reason}")
            action.setToolTip(reason)
            action.setStatusTip(reason)
        seat, intent = entry.seat, data.intent
        action.triggered.connect(
            lambda _=False: self.run_seat_action(kind, seat, controller, intent))
        return action

    def _reason(self, refusal: Refused | ListRefused | Unavailable,
                controller: TableController) -> str:
        if isinstance(refusal, ListRefused):
            return self._list_reason(refusal)
        if isinstance(refusal, Refused):
            return wording.refusal_text(refusal, controller.table)
        return wording.unavailable_text(refusal)

    def run_seat_action(self, kind: ActionKind, seat: int,
                        controller: TableController | None = None,
                        intent: Intent | None = None) -> None:
        """Carry out one seat action at ``controller``'s table (the one on screen unless
        told), asking the floor for names and choices as needed; decided on the table as
        shown when ``intent`` was stamped (default: now)."""
        at = self.controller if controller is None else controller
        decided = at.decide(None) if intent is None else intent
        if kind is ActionKind.SIT:
            self._sit(seat, at, decided)
        elif kind in (ActionKind.BACK, ActionKind.REBUY):
            self._come_back(kind, seat, at, decided)
        elif kind is ActionKind.MOVE:
            self.start_move(seat, at, decided)
        else:
            self._apply(offer_event(kind, seat), at, decided)

    def _sit(self, seat: int, controller: TableController, intent: Intent) -> None:
        table = controller.table
        try:
            preview = sit_preview(table, seat)
        except Refused as refusal:  # the seat was taken since its menu opened
            self.show_message(wording.refusal_text(refusal, table), refused=True)
            return
        options = sit_options(preview)
        from floorapp.ui.dialogs import SitDialog

        answer = SitDialog.ask(self.window, seat, options)
        if answer is None:
            return
        name, choice = answer
        self._apply(offer_event(ActionKind.SIT, seat, choice, name=name), controller,
                    intent)

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

    def _come_back(self, kind: ActionKind, seat: int, controller: TableController,
                   intent: Intent) -> None:
        player = controller.table.player(seat)
        if player is None:
            return
        message, options = self.come_back_offer(seat, controller)
        title = wording.seat_title(seat, player.name)
        from floorapp.ui.dialogs import ComeBackDialog

        told = replace(intent, told=message)
        choice = ComeBackDialog.ask(self.window, title, message, options)
        if choice is None:
            return
        self._apply(offer_event(kind, seat, choice), controller, told)

    # --- moves -------------------------------------------------------------------------------

    def start_move(self, seat: int, controller: TableController | None = None,
                   intent: Intent | None = None) -> None:
        """Seat change, step 1: the floor now clicks the seat the player moves to (at
        ``controller``'s table, the one on screen unless told; decided on the table as shown
        when ``intent`` was stamped)."""
        at = self.controller if controller is None else controller
        if at.table.player(seat) is None:
            return
        self.list.cancel_place(quiet=True)
        decided = at.decide(None) if intent is None else intent
        self._moving = start_moving(at.session.view, at.table_id, seat, decided)
        self._move_at = at
        self.table_view.set_move(seat, self._moving.allowed)
        self.show_message(self._move_prompt(seat))

    def _move_prompt(self, seat: int) -> str:
        """The line over the table while a player's seat change waits for its target seat."""
        player = self._moving_at().table.player(seat)
        text = QCoreApplication.translate(
            "MainWindow", "Moving {name} from seat {seat}: click the new seat (Esc cancels).")
        return text.format(name=player.name if player else "", seat=seat)

    def _list_reason(self, refusal: ListRefused) -> str:
        view = self.controller.session.view

        def name(table_id: int) -> str:
            try:
                return view.table_info(table_id).name
            except LookupError:
                return str(table_id)

        return wording.list_refusal_text(refusal, name)

    def cancel_move(self, quiet: bool = False) -> None:
        if self._moving is None:
            return
        self._moving = None
        self._move_at = None
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

    def finish_move(self, to_seat: int) -> None:
        """Seat change, step 2: the target seat was clicked."""
        moving = self._moving
        if moving is None:
            return
        from_seat = moving.from_seat
        if to_seat == from_seat:
            self.cancel_move()
            return
        controller = self._moving_at()
        table = controller.table
        refusal = moving.targets.get(to_seat)
        if to_seat not in moving.targets:
            refusal = controller.refusal(
                offer_event(ActionKind.MOVE, from_seat, to_seat=to_seat))
        if isinstance(refusal, ListRefused):
            self.show_message(self._list_reason(refusal), refused=True)
            return
        if refusal is not None:
            self.show_message(wording.refusal_text(refusal, table), refused=True)
            return
        message, options = self.move_offer(from_seat, to_seat)
        player = table.player(from_seat)
        assert player is not None
        title = QCoreApplication.translate("MainWindow", "Move {name} to seat {seat}").format(
            name=player.name, seat=to_seat)
        from floorapp.ui.dialogs import MoveDialog

        told = replace(moving.intent, told=message)
        choice = MoveDialog.ask(self.window, title, message, options)
        self.cancel_move(quiet=True)
        if choice is None:
            self.show_message("")
            return
        self._apply(offer_event(ActionKind.MOVE, from_seat, choice, to_seat=to_seat),
                    controller, told)

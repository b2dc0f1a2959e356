"""The list at the table on screen: the offer line, a called seat's menu entries, placing a
name of the list on a seat (tapped, or dropped from the List panel).

- **The offer line** shows what :func:`floorapp.screen.calls.table_offer` finds at the table
  on screen: an open seat and who is next for it (called with one tap: ``CallName``, or
  ``CallMustMove`` for a must-move player), a call whose time is up (one tap: ``MarkNoShow``;
  the seat stays locked up and the next name is offered at once), or a new player to pick up
  (R-65) while someone waits (one tap: the table's ``PickUp``; the seat is then open, and the
  call is offered).
- **A called seat**'s menu seats the name called ("Seat Ann (called)…": the new player's
  dialog, his name fixed, then ``SeatName``) or cancels the call; a plain new player is
  refused there with the list's reason.
- **Placing a name** (:meth:`ListAtTable.place_name`, or a drop): the next seat tapped asks
  whether to call him to it or to seat him now; a seat he cannot have is refused with the
  list's or the rules' reason.

Every list action goes through the game's
:class:`~floorapp.ui.lists.controller.ListController` (``window.lists``), every table event
through the table's :class:`TableController`; each is decided on what the floor saw (the
offer line's offer stamped when it was shown, a called seat's entries when the seat menu
opened, a name when it was tapped), and what refuses it (the list, the rules, another screen
first, the disk) is said on the message line and changes nothing. Nothing is decided here:
the list (:mod:`floorapp.lists`) and the rules core answer, through
:mod:`floorapp.screen.calls`, on the floor session's picture of the room.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from floorapp.lists import CallName, CancelCall, ListCode, ListRefused, SeatName, Spot, Waiting
from floorapp.rules import Choice, Refused, Sit, sit_preview
from floorapp.screen.calls import (
    Feeder,
    TableOffer,
    called_here,
    place_refusal,
    table_offer,
)
from floorapp.session import Intent
from floorapp.session.seats import MenuEntry, Placing, SeatMenu
from floorapp.storage.errors import UnknownTable
from floorapp.storage.journal import micros
from floorapp.storage.room import TableClosed
from floorapp.ui import wording
from floorapp.ui.table.controller import TableController
from floorapp.ui.table.offer_line import OfferLine
from floorapp.ui.table.table_view import TableView

if TYPE_CHECKING:
    from floorapp.ui.lists.controller import ListController
    from floorapp.ui.lists.on_screen import ListsOnScreen


class ListAtTable:
    """The list's part of the seat workflow at the table on screen (see the module).

    ``lists`` gives the window's lists (None before they exist); ``controller`` the table on
    screen, ``table_on_screen`` its id (None while the room overview shows); ``show_message``
    writes the line over the table.
    """

    def __init__(
        self,
        window: QWidget,
        table_view: TableView,
        offer_line: OfferLine | None,
        controller: Callable[[], TableController],
        table_on_screen: Callable[[], int | None],
        show_message: Callable[..., None],
        lists: Callable[[], ListsOnScreen | None],
    ) -> None:
        self.window = window
        self.table_view = table_view
        self.offer_line = offer_line
        self._controller = controller
        self.table_on_screen = table_on_screen
        self.show_message = show_message
        self._lists = lists
        self.offer: TableOffer | None = None
        """What the offer line shows now."""
        self._offer_at: TableController | None = None
        """The table the offer was made at (its button acts there)."""
        self._offer_intent: Intent | None = None
        """The offer, stamped with the table and its list as shown when it was offered."""
        self._placing: Placing | None = None
        """A name of the list waiting for its seat."""
        if offer_line is not None:
            offer_line.taken.connect(self.take_offer)
            offer_line.whole_asked.connect(self.show_message)
        table_view.name_dropped.connect(self.drop_name)

    @property
    def controller(self) -> TableController:
        return self._controller()

    def names_at(self, controller: TableController) -> ListController | None:
        """The list of the game the table belongs to (None: no game, or no lists yet)."""
        lists = self._lists()
        if lists is None:
            return None
        return lists.for_table(controller.table_id)

    def called_to(self, controller: TableController, seat: int) -> Waiting | None:
        """The name called to a seat of the table, if any."""
        names = self.names_at(controller)
        if names is None:
            return None
        return names.state.names.called_to(Spot(controller.table_id, seat))

    # --- the offer line -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Show again what the list offers at the table on screen (after any change of the
        table, of its game's list, of a must-move table feeding it, or of the time)."""
        if self._placing is not None:
            self.table_view.set_place(self._place_targets())
        offer = None
        controller = None
        intent = None
        if self.table_on_screen() is not None:
            controller = self.controller
            names = self.names_at(controller)
            if names is not None:
                offer, words = self._offer(controller, names)
                if offer is not None:
                    intent = self._offer_decision(offer, controller, names)
        self.offer, self._offer_at, self._offer_intent = offer, controller, intent
        if self.offer_line is None:
            return
        if offer is None:
            self.offer_line.clear()
        else:
            self.offer_line.show_offer(*words)

    def _offer_decision(self, offer: TableOffer, controller: TableController,
                        names: ListController) -> Intent:
        """The offer as the floor sees it now: the decision its button takes."""
        event = offer.table_event()
        if event is not None:
            return controller.decide(event, told=offer)
        return names.decide(offer.list_action(controller.table_id), controller.table_id,
                            told=offer)

    def _offer(self, controller: TableController,
               names: ListController) -> tuple[TableOffer | None, tuple[str, str, str]]:
        game_list = names.state.names
        feeders = self._feeders(controller)
        if not game_list.names and not feeders:
            return None, ("", "", "")  # nobody waits: nothing to offer (and nothing to read)
        game = names.game
        offer = table_offer(controller.table, controller.table_id, game_list,
                            controller.clock(), feeders, game.rules)
        if offer is None:
            return None, ("", "", "")
        text = wording.offer_text(offer, game.name, self._table_name)
        key = OfferLine.shortcut_text()
        return offer, (text, wording.offer_button(offer, key),
                       wording.offer_button(offer, key, named=False))

    def _feeders(self, controller: TableController) -> list[Feeder]:
        """The must-move tables feeding the table (their players, and since when)."""
        view = controller.session.view
        return [Feeder(table_id, view.table(table_id), view.seated_since(table_id))
                for table_id in view.must_move_tables(controller.table_id)]

    def take_offer(self) -> None:
        """The offer's button: call the name, mark the no-show, or pick the player up, as
        offered when the floor saw it."""
        offer, controller, intent = self.offer, self._offer_at, self._offer_intent
        if offer is None or controller is None or intent is None:
            return
        self.cancel_place(quiet=True)
        self.show_message("")
        event = offer.table_event()
        if event is not None:
            controller.apply(event, intent)
            return
        names = self.names_at(controller)
        action = offer.list_action(controller.table_id)
        if names is not None and action is not None:
            names.apply(action, intent)

    # --- a called seat's menu -----------------------------------------------------------------

    def called_seat_action(self, menu: QMenu, entry: MenuEntry, data: SeatMenu,
                           controller: TableController) -> QAction:
        """A seat menu's entry for a seat a name is called to: seat him, or cancel the call
        (decided on the list as shown when the menu opened)."""
        called = entry.called
        assert called is not None
        names = self.names_at(controller)
        intent = (names.decide(None, controller.table_id)
                  if names is not None else data.intent)
        if entry.key == "seat-called":
            action = QAction(wording.seat_called_label(called.name), menu)
            action.setObjectName("action_seat-called")
            action.triggered.connect(
                lambda _=False: self.seat_called(entry.seat, called.id, controller, intent))
        else:
            action = QAction(wording.cancel_call_label(called.name), menu)
            action.setObjectName("action_cancel-call")
            action.triggered.connect(
                lambda _=False: self.cancel_call(called.id, controller, intent))
        return action

    def seat_called(self, seat: int, name_id: int,
                    controller: TableController | None = None,
                    intent: Intent | None = None) -> None:
        """Seat the name called to ``seat``: the new player's dialog (his name fixed), then
        the list seats him."""
        at = self.controller if controller is None else controller
        names = self.names_at(at)
        if names is None:
            return
        waiting = names.state.names.get(name_id)
        if waiting is None:
            self._refused(ListRefused(ListCode.NOT_ON_LIST, number=name_id), at)
            return
        self._seat_name(at, names, waiting, seat, intent)

    def cancel_call(self, name_id: int, controller: TableController | None = None,
                    intent: Intent | None = None) -> None:
        """Take back a call: the seat is open again (its lock-up button stays)."""
        at = self.controller if controller is None else controller
        names = self.names_at(at)
        if names is None:
            return
        self.show_message("")
        names.apply(CancelCall(name_id), intent, at_table=at.table_id)

    def _seat_name(self, controller: TableController, names: ListController,
                   waiting: Waiting, seat: int, intent: Intent | None = None) -> None:
        """A name of the list sits down: what he would post, by the list's plan (a
        missed-blind button he brings from another table of the game, F-35) and the rules;
        the floor's choice; then the list seats him (decided on what the floor saw)."""
        table = controller.table
        spot = Spot(controller.table_id, seat)
        decided = intent if intent is not None else names.decide(None, controller.table_id)
        view = controller.session.view
        try:
            planned = view.plan_list(names.game_id, SeatName(waiting.id, spot),
                                     micros(controller.clock()))
            carried = next((part.event.carried for part in planned.parts
                            if part.table_id == controller.table_id
                            and isinstance(part.event, Sit)), None)
            preview = sit_preview(table, seat, carried)
        except (ListRefused, Refused) as refusal:
            self._refused(refusal, controller)
            return
        except TableClosed as closed:
            self.show_message(wording.table_closed_text(self._table_name(closed.table_id)),
                              warning=True)
            return
        options = sit_options(preview)
        from floorapp.ui.dialogs import SitDialog

        answer = SitDialog.ask(self.window, seat, options, waiting.name)
        if answer is None:
            return
        _, choice = answer
        self.show_message("")
        names.apply(SeatName(waiting.id, spot, choice), replace(decided, told=preview))

    # --- placing a name of the list -----------------------------------------------------------

    @property
    def placing(self) -> bool:
        """Whether a name of the list waits for the seat the floor taps next."""
        return self._placing is not None

    def place_name(self, game_id: int, name_id: int) -> None:
        """A name of a game's list was tapped: the next seat tapped gets him (Esc cancels);
        decided on the list as it showed when he was tapped."""
        lists = self._lists()
        if lists is None:
            return
        names = lists.controller(game_id)
        waiting = names.state.names.get(name_id)
        if waiting is None:
            self.cancel_place(quiet=True)
            reason = wording.list_refusal_text(
                ListRefused(ListCode.NOT_ON_LIST, number=name_id), self._table_name)
            self.show_message(reason, refused=True)
            return
        self._placing = Placing(game_id, name_id, names.decide(None))
        self.table_view.set_place(self._place_targets())
        self.show_message(self.place_prompt())

    def place_prompt(self) -> str:
        """The line over the table while a name waits for his seat ("" when none does)."""
        if self._placing is None:
            return ""
        lists = self._lists()
        game_id, name_id = self._placing.game_id, self._placing.name_id
        waiting = None if lists is None else lists.controller(game_id).state.names.get(name_id)
        return wording.place_prompt(waiting.name if waiting is not None else str(name_id))

    def cancel_place(self, quiet: bool = False) -> None:
        if self._placing is None:
            return
        self._placing = None
        self.table_view.set_place(frozenset())
        if not quiet:
            self.show_message("")

    def finish_place(self, seat: int) -> None:
        """The seat tapped for the name being placed."""
        placing = self._placing
        if placing is None or self.table_on_screen() is None:
            return
        self.cancel_place(quiet=True)
        self.show_message("")
        self.place_at(self.controller, seat, placing.game_id, placing.name_id,
                      placing.intent)

    def drop_name(self, seat: int | None, game_id: int, name_id: int) -> None:
        """A name of the list dropped on the table on screen (``seat`` None: off every
        seat)."""
        if self.table_on_screen() is None:
            return
        self.cancel_place(quiet=True)
        if seat is None:
            self.show_message(wording.drop_off_seat_text(), refused=True)
            return
        self.place_at(self.controller, seat, game_id, name_id)

    def place_at(self, controller: TableController, seat: int, game_id: int,
                 name_id: int, intent: Intent | None = None) -> None:
        """Place a name of a game's list on a seat of the table: he is called to the open
        seat or seated there now (the floor says which); a seat he cannot have is refused
        with the reason. Decided on the list as shown when the name was tapped (``intent``;
        default: now) and on the table as shown now."""
        lists = self._lists()
        if lists is None:
            return
        names = lists.controller(game_id)
        refusal = self._not_this_game(controller, names)
        if refusal is not None:
            self.show_message(refusal, refused=True)
            return
        decided = self._at_table(intent, names, controller)
        game_list = names.state.names
        refused = place_refusal(controller.table, controller.table_id, game_list, name_id,
                                seat, at=micros(controller.clock()), rules=names.game.rules)
        if refused is not None:
            self._refused(refused, controller)
            return
        waiting = game_list.get(name_id)
        assert waiting is not None
        if called_here(game_list, name_id, controller.table_id, seat):
            self._seat_name(controller, names, waiting, seat, decided)
            return
        from floorapp.ui.dialogs import PlaceNameDialog
        from floorapp.ui.dialogs import Placing as PlaceChoice

        minutes = controller.table.house.lockup_minutes
        options = [
            (PlaceChoice.CALL, wording.place_call_label(waiting.name, seat, minutes),
             wording.place_call_explanation()),
            (PlaceChoice.SEAT, wording.place_seat_label(waiting.name),
             wording.place_seat_explanation()),
        ]
        title = wording.seat_title(seat, None)
        choice = PlaceNameDialog.ask_placing(
            self.window, title, wording.place_question(waiting.name, seat), options)
        if choice is PlaceChoice.CALL:
            self.show_message("")
            names.apply(CallName(name_id, Spot(controller.table_id, seat)), decided)
        elif choice is PlaceChoice.SEAT:
            self._seat_name(controller, names, waiting, seat, decided)

    def _at_table(self, intent: Intent | None, names: ListController,
                  controller: TableController) -> Intent:
        """A list decision begun away from the table (a name tapped), now at the table on
        screen: its list as it was stamped, the table as shown now."""
        here = names.decide(None, controller.table_id)
        if intent is None:
            return here
        return replace(here, list_position=intent.list_position, started=intent.started)

    def _not_this_game(self, controller: TableController, names: ListController) -> str | None:
        """Why a name of ``names``' game cannot go to the table: it is another game's, or of
        none."""
        view = controller.session.view
        try:
            table_game = view.game_of(controller.table_id)
        except UnknownTable:
            table_game = None
        if table_game == names.game_id:
            return None
        table = self._table_name(controller.table_id)
        if table_game is None:
            return wording.no_game_text(table)
        return wording.not_this_game_text(table, view.game_info(table_game).name,
                                          names.game.name)

    def _place_targets(self) -> frozenset[int]:
        """The seats of the table on screen the name being placed could be called to."""
        if self._placing is None or self.table_on_screen() is None:
            return frozenset()
        lists = self._lists()
        controller = self.controller
        game_id, name_id = self._placing.game_id, self._placing.name_id
        if lists is None or self._not_this_game(controller, lists.controller(game_id)):
            return frozenset()
        names = lists.controller(game_id)
        at = micros(controller.clock())
        rules = names.game.rules
        return frozenset(
            seat.number for seat in controller.table.seats
            if place_refusal(controller.table, controller.table_id, names.state.names,
                             name_id, seat.number, at=at, rules=rules) is None)

    # --- words ----------------------------------------------------------------------------------

    def _refused(self, refusal: ListRefused | Refused, controller: TableController) -> None:
        if isinstance(refusal, ListRefused):
            reason = wording.list_refusal_text(refusal, self._table_name)
        else:
            reason = wording.refusal_text(refusal, controller.table)
        self.show_message(reason, refused=True)

    def _table_name(self, table_id: int) -> str:
        try:
            return self.controller.session.view.table_info(table_id).name
        except (UnknownTable, LookupError):
            return QCoreApplication.translate("Seat", "table {number}").format(number=table_id)


def sit_options(preview) -> list[tuple[Choice, str, str]]:
    """A new player's choices (post / wait / behind), each with what it means."""
    return [
        (option.choice, wording.choice_label(option.choice),
         wording.choice_explanation(option.choice, preview.owed.live, preview.owed.dead))
        for option in preview.options
    ]

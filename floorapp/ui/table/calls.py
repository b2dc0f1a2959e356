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
through the table's :class:`TableController`; what refuses one (the list, the rules, another
screen first, the disk) is said on the message line and changes nothing. Nothing is decided
here: the list (:mod:`floorapp.lists`) and the rules core answer, through
:mod:`floorapp.screen.calls`.
"""

from __future__ import annotations

from collections.abc import Callable
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
from floorapp.storage.errors import StorageError, UnknownTable
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
        self._placing: tuple[int, int] | None = None
        """A name of the list waiting for its seat: (game, name's number)."""
        self._since: dict[int, tuple[int, dict[int, int]]] = {}
        """Must-move tables: (journal position, when each player sat down there)."""
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
        try:
            return lists.for_table(controller.table_id)
        except UnknownTable:
            return None

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
        if self.table_on_screen() is not None:
            controller = self.controller
            names = self.names_at(controller)
            if names is not None:
                offer, words = self._offer(controller, names)
        self.offer, self._offer_at = offer, controller
        if self.offer_line is None:
            return
        if offer is None:
            self.offer_line.clear()
        else:
            self.offer_line.show_offer(*words)

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
        room = controller.room
        feeders = []
        for table_id in room.must_move_tables(controller.table_id):
            position = room.position(table_id)
            known = self._since.get(table_id)
            if known is None or known[0] != position:
                known = self._since[table_id] = (position, room.seated_since(table_id))
            feeders.append(Feeder(table_id, room.state(table_id).table, known[1]))
        return feeders

    def take_offer(self) -> None:
        """The offer's button: call the name, mark the no-show, or pick the player up."""
        offer, controller = self.offer, self._offer_at
        if offer is None or controller is None:
            return
        self.cancel_place(quiet=True)
        event = offer.table_event()
        if event is not None:
            if controller.apply(event) is None:
                self.show_message("")
            return
        names = self.names_at(controller)
        action = offer.list_action(controller.table_id)
        if names is not None and action is not None and names.apply(action) is None:
            self.show_message("")

    # --- a called seat's menu -----------------------------------------------------------------

    def called_seat_actions(self, menu: QMenu, seat: int, called: Waiting,
                            controller: TableController) -> list[QAction]:
        """The seat menu's entries for a seat a name is called to: seat him, cancel the
        call."""
        seat_him = QAction(wording.seat_called_label(called.name), menu)
        seat_him.setObjectName("action_seat-called")
        seat_him.triggered.connect(
            lambda _=False: self.seat_called(seat, called.id, controller))
        cancel = QAction(wording.cancel_call_label(called.name), menu)
        cancel.setObjectName("action_cancel-call")
        cancel.triggered.connect(lambda _=False: self.cancel_call(called.id, controller))
        return [seat_him, cancel]

    def seat_called(self, seat: int, name_id: int,
                    controller: TableController | None = None) -> object:
        """Seat the name called to ``seat``: the new player's dialog (his name fixed), then
        the list seats him. What refused it, or None."""
        at = self.controller if controller is None else controller
        names = self.names_at(at)
        if names is None:
            return None
        waiting = names.state.names.get(name_id)
        if waiting is None:
            return self._refused(ListRefused(ListCode.NOT_ON_LIST, number=name_id), at)
        return self._seat_name(at, names, waiting, seat)

    def cancel_call(self, name_id: int, controller: TableController | None = None) -> object:
        """Take back a call: the seat is open again (its lock-up button stays)."""
        names = self.names_at(self.controller if controller is None else controller)
        if names is None:
            return None
        failure = names.apply(CancelCall(name_id))
        if failure is None:
            self.show_message("")
        return failure

    def _seat_name(self, controller: TableController, names: ListController,
                   waiting: Waiting, seat: int) -> object:
        """A name of the list sits down: what he would post, by the list's plan (a
        missed-blind button he brings from another table of the game, F-35) and the rules;
        the floor's choice; then the list seats him."""
        table = controller.table
        spot = Spot(controller.table_id, seat)
        at = micros(controller.clock())
        try:
            planned = controller.room.plan_list(names.game_id, SeatName(waiting.id, spot), at)
            carried = next((part.event.carried for part in planned.parts
                            if part.table_id == controller.table_id
                            and isinstance(part.event, Sit)), None)
            preview = sit_preview(table, seat, carried)
        except (ListRefused, Refused) as refusal:
            return self._refused(refusal, controller)
        except TableClosed as closed:
            self.show_message(wording.table_closed_text(self._table_name(spot.table)),
                              warning=True)
            return closed
        except StorageError as error:
            self.show_message(wording.storage_error_text(error), error=True)
            return error
        options = sit_options(preview)
        from floorapp.ui.dialogs import SitDialog

        answer = SitDialog.ask(self.window, seat, options, waiting.name)
        if answer is None:
            return None
        _, choice = answer
        failure = names.apply(SeatName(waiting.id, spot, choice))
        if failure is None:
            self.show_message("")
        return failure

    # --- placing a name of the list -----------------------------------------------------------

    @property
    def placing(self) -> bool:
        """Whether a name of the list waits for the seat the floor taps next."""
        return self._placing is not None

    def place_name(self, game_id: int, name_id: int) -> None:
        """A name of a game's list was tapped: the next seat tapped gets him (Esc cancels)."""
        lists = self._lists()
        if lists is None:
            return
        waiting = lists.controller(game_id).state.names.get(name_id)
        if waiting is None:
            self._placing = None
            self.table_view.set_place(frozenset())
            reason = wording.list_refusal_text(
                ListRefused(ListCode.NOT_ON_LIST, number=name_id), self._table_name)
            self.show_message(reason, refused=True)
            return
        self._placing = (game_id, name_id)
        self.table_view.set_place(self._place_targets())
        self.show_message(self.place_prompt())

    def place_prompt(self) -> str:
        """The line over the table while a name waits for his seat ("" when none does)."""
        if self._placing is None:
            return ""
        lists = self._lists()
        game_id, name_id = self._placing
        waiting = None if lists is None else lists.controller(game_id).state.names.get(name_id)
        return wording.place_prompt(waiting.name if waiting is not None else str(name_id))

    def cancel_place(self, quiet: bool = False) -> None:
        if self._placing is None:
            return
        self._placing = None
        self.table_view.set_place(frozenset())
        if not quiet:
            self.show_message("")

    def finish_place(self, seat: int) -> object:
        """The seat tapped for the name being placed."""
        if self._placing is None or self.table_on_screen() is None:
            return None
        game_id, name_id = self._placing
        self.cancel_place(quiet=True)
        self.show_message("")
        return self.place_at(self.controller, seat, game_id, name_id)

    def drop_name(self, seat: int | None, game_id: int, name_id: int) -> object:
        """A name of the list dropped on the table on screen (``seat`` None: off every
        seat)."""
        if self.table_on_screen() is None:
            return None
        self.cancel_place(quiet=True)
        if seat is None:
            self.show_message(wording.drop_off_seat_text(), refused=True)
            return None
        return self.place_at(self.controller, seat, game_id, name_id)

    def place_at(self, controller: TableController, seat: int, game_id: int,
                 name_id: int) -> object:
        """Place a name of a game's list on a seat of the table: he is called to the open
        seat or seated there now (the floor says which); a seat he cannot have is refused
        with the reason. What refused it, or None."""
        lists = self._lists()
        if lists is None:
            return None
        names = lists.controller(game_id)
        refusal = self._not_this_game(controller, names)
        if refusal is not None:
            self.show_message(refusal, refused=True)
            return refusal
        game_list = names.state.names
        game = names.game
        refused = place_refusal(controller.table, controller.table_id, game_list, name_id,
                                seat, at=micros(controller.clock()), rules=game.rules)
        if refused is not None:
            return self._refused(refused, controller)
        waiting = game_list.get(name_id)
        assert waiting is not None
        if called_here(game_list, name_id, controller.table_id, seat):
            return self._seat_name(controller, names, waiting, seat)
        from floorapp.ui.dialogs import PlaceNameDialog, Placing

        minutes = controller.table.house.lockup_minutes
        options = [
            (Placing.CALL, wording.place_call_label(waiting.name, seat, minutes),
             wording.place_call_explanation()),
            (Placing.SEAT, wording.place_seat_label(waiting.name),
             wording.place_seat_explanation()),
        ]
        title = wording.seat_title(seat, None)
        choice = PlaceNameDialog.ask_placing(
            self.window, title, wording.place_question(waiting.name, seat), options)
        if choice is Placing.CALL:
            failure = names.apply(CallName(name_id, Spot(controller.table_id, seat)))
            if failure is None:
                self.show_message("")
            return failure
        if choice is Placing.SEAT:
            return self._seat_name(controller, names, waiting, seat)
        return None

    def _not_this_game(self, controller: TableController, names: ListController) -> str | None:
        """Why a name of ``names``' game cannot go to the table: it is another game's, or of
        none."""
        room = controller.room
        try:
            table_game = room.game_of(controller.table_id)
        except UnknownTable:
            table_game = None
        if table_game == names.game_id:
            return None
        table = self._table_name(controller.table_id)
        if table_game is None:
            return wording.no_game_text(table)
        return wording.not_this_game_text(table, room.game_info(table_game).name,
                                          names.game.name)

    def _place_targets(self) -> frozenset[int]:
        """The seats of the table on screen the name being placed could be called to."""
        if self._placing is None or self.table_on_screen() is None:
            return frozenset()
        lists = self._lists()
        controller = self.controller
        game_id, name_id = self._placing
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

    def _refused(self, refusal: ListRefused | Refused, controller: TableController) -> object:
        if isinstance(refusal, ListRefused):
            reason = wording.list_refusal_text(refusal, self._table_name)
        else:
            reason = wording.refusal_text(refusal, controller.table)
        self.show_message(reason, refused=True)
        return refusal

    def _table_name(self, table_id: int) -> str:
        lists = self._lists()
        room = self.controller.room if lists is None else lists.room
        try:
            return room.table_info(table_id).name
        except UnknownTable:
            return QCoreApplication.translate("Seat", "table {number}").format(number=table_id)


def sit_options(preview) -> list[tuple[Choice, str, str]]:
    """A new player's choices (post / wait / behind), each with what it means."""
    return [
        (option.choice, wording.choice_label(option.choice),
         wording.choice_explanation(option.choice, preview.owed.live, preview.owed.dead))
        for option in preview.options
    ]

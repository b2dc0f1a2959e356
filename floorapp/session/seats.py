"""The seat menu as plain data, and the floor's modes at a table (moving a player, placing a
name of the list): what the screen draws and asks, decided here without Qt.

- :func:`seat_menu` says what a seat offers now: each action the rules offer (enabled, or
  disabled with the rules' reason), a seat held for a called name (F-38: the list's reason),
  and for a seat a name is called to, seating him or cancelling the call. The menu is stamped
  with the table and its list as shown (:attr:`SeatMenu.intent`): whatever the floor then
  chooses, with whatever dialog it takes, is decided on what the menu showed.
- :class:`Moving` is a seat change waiting for its target seat (the seats it may go to, with
  the rules' or the list's reason for the others); :class:`Placing` a name of the list waiting
  for the seat the floor taps next. Each keeps the table (and list) as shown when it began.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from floorapp.lists import ListRefused, Spot, Waiting
from floorapp.rules import ActionKind, Refused, Unavailable, move_targets, offer_event, seat_offers

from .intents import Intent
from .view import RoomView


@dataclass(frozen=True)
class MenuEntry:
    """One entry of a seat's menu: a rules action (``action``), or the list's entries of a
    seat a name is called to (``called``: seat him, or cancel the call)."""

    key: str
    """What the entry does: an :class:`ActionKind` value, ``seat-called`` or ``cancel-call``."""
    seat: int
    action: ActionKind | None = None
    refusal: Refused | ListRefused | Unavailable | None = None
    """Why the entry is disabled (None: enabled)."""
    called: Waiting | None = None

    @property
    def enabled(self) -> bool:
        return self.refusal is None


@dataclass(frozen=True)
class SeatMenu:
    """What a seat offers now (see the module); ``intent`` is the decision stamped when the
    menu opened, its command chosen by the entry the floor takes
    (:meth:`~floorapp.session.intents.Intent.choosing`)."""

    table_id: int
    seat: int
    player: str | None
    entries: tuple[MenuEntry, ...]
    intent: Intent
    called: Waiting | None = None
    """The name called to the (empty) seat, if any."""


def seat_menu(view: RoomView, table_id: int, seat: int, intent: Intent) -> SeatMenu:
    """The seat's menu on the table as shown (``intent``: stamped now, at the table)."""
    table = view.table(table_id)
    player = table.player(seat)
    called = called_to(view, table_id, seat) if player is None else None
    entries: list[MenuEntry] = []
    for offer in seat_offers(table, seat):
        if called is not None and offer.kind is ActionKind.SIT:
            entries.append(MenuEntry("seat-called", seat, called=called))
            entries.append(MenuEntry("cancel-call", seat, called=called))
        refusal: Refused | ListRefused | Unavailable | None = offer.refusal or offer.unavailable
        if refusal is None and offer.kind is not ActionKind.MOVE:  # a move: by its targets
            refusal = view.call_refusal(table_id, offer.event())
        entries.append(MenuEntry(offer.kind.value, seat, offer.kind, refusal))
    return SeatMenu(table_id, seat, player.name if player else None, tuple(entries), intent,
                    called)


def called_to(view: RoomView, table_id: int, seat: int) -> Waiting | None:
    """The name of the table's game's list called to the seat, if any."""
    game_id = view.game_of(table_id)
    if game_id is None or game_id not in view.lists:
        return None
    return view.list_state(game_id).names.called_to(Spot(table_id, seat))


def move_targets_held(view: RoomView, table_id: int,
                      from_seat: int) -> dict[int, Refused | ListRefused | None]:
    """The seats a player may move to (None) and why not for the others: the rules' reason,
    or the list's for a seat held for a called name."""
    table = view.table(table_id)
    targets: dict[int, Refused | ListRefused | None] = dict(move_targets(table, from_seat))
    for target, refusal in targets.items():
        if refusal is None:
            targets[target] = view.call_refusal(
                table_id, offer_event(ActionKind.MOVE, from_seat, to_seat=target))
    return targets


@dataclass(frozen=True)
class Moving:
    """A seat change waiting for its target seat: the player on ``from_seat`` of the table,
    the seats he may go to (``targets``: None, else why not), and the decision as stamped
    when the move began."""

    table_id: int
    from_seat: int
    targets: Mapping[int, Refused | ListRefused | None]
    intent: Intent

    @property
    def allowed(self) -> frozenset[int]:
        return frozenset(seat for seat, refusal in self.targets.items() if refusal is None)


def start_moving(view: RoomView, table_id: int, from_seat: int, intent: Intent) -> Moving:
    """A seat change begun on ``from_seat`` (the table as shown, stamped in ``intent``)."""
    return Moving(table_id, from_seat,
                  MappingProxyType(move_targets_held(view, table_id, from_seat)), intent)


@dataclass(frozen=True)
class Placing:
    """A name of a game's list waiting for the seat the floor taps next (or drops him on),
    with the list as shown when he was tapped."""

    game_id: int
    name_id: int
    intent: Intent | None = None
    targets: frozenset[int] = field(default_factory=frozenset)


__all__ = [
    "MenuEntry", "Moving", "Placing", "SeatMenu", "called_to",
    "move_targets_held", "seat_menu", "start_moving",
]

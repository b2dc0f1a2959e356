"""The list at the table on screen: who its open seat is offered to, a call whose time is up, a
new player to pick up for the list; and whether a name of the list can be placed on a seat.
No Qt.

Nothing is decided here: the open seats, who is next for one and in which order come from
:mod:`floorapp.lists` (:func:`~floorapp.lists.open_seats`, :func:`~floorapp.lists.next_for_seat`,
:func:`~floorapp.lists.must_move_candidates`, F-36), whether a name may be seated from
:func:`floorapp.lists.decide`, whether a seat takes a player and who is to be picked up (R-65)
from the rules core. This module puts the answers together into the one thing the table's
offer line shows (:func:`table_offer`), in this order:

1. a call whose timer has run out (the table's ``lockup_minutes``, F-38): the no-show;
2. an open seat and someone to offer it to: the call;
3. a new player to pick up (R-65) while the game's list has someone for his seat: the pick-up
   (with nobody waiting nothing is offered: he keeps his missed-blind and away buttons).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from floorapp.lists import (
    CallMustMove,
    CallName,
    Candidate,
    GameList,
    GameRules,
    ListAction,
    ListRefused,
    MarkNoShow,
    SeatName,
    Source,
    Spot,
    Waiting,
    decide,
    must_move_candidates,
    next_for_seat,
    open_seats,
)
from floorapp.lists import Feeder as Feeder  # the screen's controllers import it from here
from floorapp.rules import Choice, PickUp, Refused, Sit, Table, can_apply
from floorapp.storage.journal import micros, moment

from .scene import SeatCall, minutes_since

DEFAULT_RULES = GameRules()


class OfferKind(StrEnum):
    """What the offer line proposes."""

    CALL = "call"
    """Call the next name (or must-move player) to an open seat."""
    NO_SHOW = "no-show"
    """A called name's time is up: mark him a no-show (the seat stays locked up)."""
    PICK_UP = "pick-up"
    """Pick up a new player the button passed before he posted (R-65), for the list."""


@dataclass(frozen=True)
class TableOffer:
    """The one thing the offer line proposes at a table."""

    kind: OfferKind
    seat: int
    candidate: Candidate | None = None
    """A call: who is offered the seat; a pick-up: who is called to it next."""
    called: Waiting | None = None
    """A no-show: the name whose call has run out."""
    player: str = ""
    """A pick-up: the player picked up."""
    waited: int | None = None
    """A must-move candidate: the whole minutes he has been at the must-move table."""
    off: bool = False
    """A no-show: he leaves the list (the game's rule, or a must-move player), rather than
    going to its bottom (the list's own answer, :func:`~floorapp.lists.decide`)."""

    def list_action(self, table_id: int) -> ListAction | None:
        """The list action one tap does (None: a pick-up, which is the table's own event)."""
        spot = Spot(table_id, self.seat)
        if self.kind is OfferKind.NO_SHOW:
            assert self.called is not None
            return MarkNoShow(self.called.id)
        if self.kind is OfferKind.CALL:
            return call_action(self.candidate, spot) if self.candidate else None
        return None

    def table_event(self) -> PickUp | None:
        """The table's event one tap does (a pick-up), None for a list action."""
        return PickUp(self.seat) if self.kind is OfferKind.PICK_UP else None


def call_action(candidate: Candidate, spot: Spot) -> ListAction:
    """Calling ``candidate`` to ``spot``: a must-move player is called from his table, a name
    of the list (or a must-move player passed over once, whose name is on it) by its
    number."""
    if candidate.waiting is not None:  # a name of the list, or a must-move passed over
        return CallName(candidate.waiting.id, spot)
    assert candidate.seated_at is not None
    return CallMustMove(candidate.name, candidate.seated_at, spot)


def call_minutes(at: int, now: datetime) -> int:
    """The whole minutes since ``at`` (microseconds UTC: a call's time, a sitting's), never
    below 0: the same count the seat shows (:func:`~.scene.minutes_since`)."""
    return minutes_since(moment(at), now)


def seat_calls(game_list: GameList, table_id: int) -> dict[int, Waiting]:
    """The names called to the table's seats, by seat."""
    return {name.call.spot.seat: name for name in game_list.calls()
            if name.call is not None and name.call.spot.table == table_id}


def scene_calls(game_list: GameList, table_id: int) -> dict[int, SeatCall]:
    """The calls at the table as the scene takes them (:func:`~.scene.build_scene`)."""
    return {seat: SeatCall(name.name, moment(name.call.at))
            for seat, name in seat_calls(game_list, table_id).items() if name.call is not None}


def table_offer(
    table: Table, table_id: int, game_list: GameList, now: datetime,
    feeders: Sequence[Feeder] = (), rules: GameRules = DEFAULT_RULES,
) -> TableOffer | None:
    """What the offer line proposes at the table (see the module), or None. ``rules``: the
    game's list rules (where a no-show goes)."""
    limit = table.house.lockup_minutes
    for seat, called in sorted(seat_calls(game_list, table_id).items()):
        assert called.call is not None
        if call_minutes(called.call.at, now) >= limit:
            step = decide(game_list, MarkNoShow(called.id), at=micros(now), rules=rules)
            return TableOffer(OfferKind.NO_SHOW, seat, called=called, off=step.after is None)
    must_move = must_move_candidates(feeders)
    for seat in open_seats(table, table_id, game_list):
        candidate = next_for_seat(game_list, Spot(table_id, seat), must_move)
        if candidate is not None:
            return TableOffer(OfferKind.CALL, seat, candidate,
                              waited=_waited(candidate, feeders, now))
    for seat, player in table.occupied():
        if player.pick_up:
            candidate = next_for_seat(game_list, Spot(table_id, seat), must_move)
            if candidate is not None:
                return TableOffer(OfferKind.PICK_UP, seat, candidate, player=player.name,
                                  waited=_waited(candidate, feeders, now))
    return None


def _waited(candidate: Candidate, feeders: Sequence[Feeder], now: datetime) -> int | None:
    if candidate.source is not Source.MUST_MOVE or candidate.seated_at is None:
        return None
    for feeder in feeders:
        if feeder.table_id == candidate.seated_at.table:
            since = feeder.since.get(candidate.seated_at.seat)
            return None if since is None else call_minutes(since, now)
    return None


def place_refusal(
    table: Table, table_id: int, game_list: GameList, name_id: int, seat: int, *,
    at: int, rules: GameRules,
) -> Refused | ListRefused | None:
    """Why the name numbered ``name_id`` cannot be placed on ``seat`` (called to it or seated
    there), None when he can: the list's word first (a name gone from the list, called to
    another seat, a seat held for another name), then the rules' (a seat with a player)."""
    try:
        decide(game_list, SeatName(name_id, Spot(table_id, seat)), at=at, rules=rules)
    except ListRefused as refusal:
        return refusal
    found = game_list.get(name_id)
    assert found is not None
    return can_apply(table, Sit(seat, found.name, Choice.WAIT))


def called_here(game_list: GameList, name_id: int, table_id: int, seat: int) -> bool:
    """Whether the name has been called to this very seat (he is then seated, not called)."""
    found = game_list.get(name_id)
    return found is not None and found.call is not None and found.call.spot == Spot(
        table_id, seat)

"""One session of a simulated table played under one set of house rules.

The session starts from a table the scenario format can describe (every seat taken, every
player settled, last hand's positions given), built by the scenario loader itself, so a
session's history exported as a scenario file replays to the same deals.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorapp.rules import (
    Deal,
    DealHand,
    ErrorCode,
    Event,
    HouseRules,
    Leave,
    Move,
    Refused,
    Sit,
    Table,
    apply,
    blinds_by_position,
)
from floorapp.scenario import parse_scenario

from .script import MOVE_WINDOW, Script
from .tally import Figures, Tally


@dataclass(frozen=True)
class RuleSet:
    """A named set of house rules to compare."""

    name: str
    house: HouseRules


def house_document(house: HouseRules) -> dict[str, object]:
    """House rules as the keys of a scenario's ``[house]`` section."""
    return {
        "button": house.button.value,
        "blinds": list(house.blinds),
        "button_blind": house.button_blind,
        "structure": house.structure.value,
        "makeup": house.makeup.value,
        "entry_post": house.entry_post.value,
        "free_hand_at": house.free_hand_at,
        "seat_change": house.seat_change.value,
        "straddle": house.straddle.value,
    }


def last_positions(house: HouseRules, seats: int, button: int) -> dict[str, int]:
    """The ``[table] last`` positions of a hand whose button was ``button`` and whose blinds
    sat in turn after it (on it first, with a blind on the button)."""
    def after(steps: int) -> int:
        return (button - 1 + steps) % seats + 1

    first = 0 if house.button_blind else 1
    blind_seats = [after(first + step) for step in range(len(house.blinds))]
    last = {"button": button}
    for position, seat in blinds_by_position(blind_seats).items():
        last[position.value] = seat
    return last


def start_document(house: HouseRules, script: Script, title: str) -> dict[str, object]:
    """The scenario document (no steps yet) of the table a session starts from."""
    return {
        "title": title,
        "source": "floorapp advisor",
        "house": house_document(house),
        "table": {
            "seats": script.seats,
            "players": {str(seat): name for seat, name in sorted(script.players.items())},
            "last": last_positions(house, script.seats, script.first_button),
        },
    }


def start_table(house: HouseRules, script: Script) -> Table:
    """The table a session starts from, as the scenario loader builds it."""
    return parse_scenario(start_document(house, script, "start")).table


History = list[tuple[Event, Deal | str | None]]
"""Every event the rules applied during a session, with its deal (None for floor events), and
every deal refused because fewer than two players could be dealt in (with the refusal's
code): the hand is not played, the session goes on."""


def play_session(
    house: HouseRules,
    script: Script,
    first_hand: int = 1,
    history: History | None = None,
    hands: int | None = None,
) -> Figures:
    """Play ``script`` under ``house`` and count its figures (the first ``hands`` hands only,
    when given). ``history``, when given, receives every applied event and deal."""
    session = _Session(house, script, first_hand, history)
    for index, events in enumerate(script.before_hand[:hands]):
        session.before_hand(index, events)
        session.deal()
    return session.tally.figures


class _Session:
    """The table of a session as it is being played, and its tally."""

    def __init__(self, house: HouseRules, script: Script, first_hand: int,
                 history: History | None) -> None:
        self.table = start_table(house, script)
        self.tally = Tally(house, script.seats, script.players, script.first_button, first_hand)
        self.history = history
        self.pending: list[tuple[Move, int]] = []
        """Seat changes waiting for the mover to deal off the button, with the last hand
        they may wait for."""

    def record(self, event: Event) -> None:
        """Apply one event (raises :class:`Refused`, changing nothing) and count it."""
        applied = apply(self.table, event)
        self.table = applied.after
        if self.history is not None:
            self.history.append((event, applied.deal))
        if applied.deal is None:
            self.tally.event(event)
        else:
            self.tally.deal(applied.deal)

    def deal(self) -> None:
        """Deal the next hand; with fewer than two players to deal in, no hand is played."""
        try:
            self.record(DealHand())
        except Refused as refusal:
            if refusal.code is not ErrorCode.NOT_ENOUGH_PLAYERS:
                raise
            if self.history is not None:
                self.history.append((DealHand(), refusal.code.value))
            self.tally.no_deal()

    def before_hand(self, index: int, events: tuple[Event, ...]) -> None:
        """The seat changes still waiting, then the script's events before hand ``index``."""
        for move, deadline in list(self.pending):
            try:
                self.record(move)
            except Refused:
                if index < deadline:
                    continue
                self._forced_move(move)
            self.pending.remove((move, deadline))
        for event in events:
            try:
                self.record(event)
            except Refused as refusal:
                if isinstance(event, Move) and refusal.code is ErrorCode.MOVE_FROM_BUTTON:
                    self.pending.append((event, index + MOVE_WINDOW))
                else:
                    self.tally.refused()

    def _forced_move(self, move: Move) -> None:
        """A seat change the rules kept refusing: the player leaves and sits down again."""
        player = self.table.player(move.from_seat)
        assert player is not None
        self.record(Leave(move.from_seat))
        self.record(Sit(move.to_seat, player.name, move.choice))
        self.tally.forced_move()

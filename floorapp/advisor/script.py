"""What the players do during one session, drawn once and played under every rule set.

The script of a session is a list, one entry per hand, of the floor events that happen before
that hand is dealt: arrivals (:class:`Sit`), breaks (:class:`Away`), returns (:class:`Back`),
departures (:class:`Leave`) and seat changes (:class:`Move`), each with the player's choice.
It is drawn from the habits and the session's seed alone, never from the rules, so every rule
set sees exactly the same people doing exactly the same things at the same hands.

The one thing the rules can refuse is a seat change from the seat due the button (R-76): the
player must deal off first. The script leaves the mover and both seats alone for
:data:`MOVE_WINDOW` hands so the simulator can make the move at the first hand the rules allow.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from floorapp.rules import Away, Back, Choice, Event, Leave, Move, Sit

from .habits import Habits

MOVE_WINDOW = 3
"""Hands during which a seat change may wait for the rules to allow it (the mover deals off
the button first); the script plans nothing else for the mover or either seat meanwhile."""


@dataclass(frozen=True)
class Script:
    """The floor events before each hand of one session, and the players it starts with."""

    seats: int
    first_button: int
    """The seat that had the button on the hand before the session's first."""
    players: dict[int, str]
    """The players seated at the start, by seat; all of them settled and playing."""
    before_hand: tuple[tuple[Event, ...], ...]
    """``before_hand[i]``: the events before hand ``i`` (0-based) of the session."""

    @property
    def hands(self) -> int:
        """Hands dealt in the session."""
        return len(self.before_hand)


NOTHING: tuple[Event, ...] = ()


@dataclass
class _Occupant:
    name: str
    away: bool = False
    quiet_until: int = 0
    """No events planned for him before this hand (a seat change under way)."""


class _Planner:
    """Draws the script hand by hand, keeping its own picture of who sits where."""

    def __init__(self, habits: Habits, rng: random.Random) -> None:
        self.habits = habits
        self.rng = rng
        per_hand = 1.0 / habits.hands_per_hour
        self.leave = per_hand / habits.stay_hours
        self.away = per_hand * habits.breaks_per_hour
        self.back = min(1.0, 60.0 / (habits.break_minutes * habits.hands_per_hour))
        self.fill = min(1.0, 60.0 / (habits.refill_minutes * habits.hands_per_hour))
        self.move = per_hand * habits.seat_changes_per_hour
        self.named = 0
        """Players named so far (P1, P2, ...)."""
        self.seats: dict[int, _Occupant | None] = {
            n: _Occupant(self._name()) for n in range(1, habits.seats + 1)
        }
        self.reserved: dict[int, int] = {}
        """Seats kept free (or kept for their mover) until the given hand."""

    def _name(self) -> str:
        self.named += 1
        return f"P{self.named}"

    def events(self, hand: int) -> tuple[Event, ...]:
        """Draw the events before ``hand``."""
        found: list[Event] = []
        for seat, occupant in self.seats.items():
            if occupant is not None and occupant.quiet_until <= hand:
                found.extend(self._player_events(hand, seat, occupant))
        for seat, occupant in self.seats.items():
            if occupant is None and self.reserved.get(seat, 0) <= hand:
                roll = self.rng.random()
                if roll < self.fill:
                    name = self._name()
                    self.seats[seat] = _Occupant(name)
                    found.append(Sit(seat, name, self._choice(self.habits.newcomer_posts)))
        return tuple(found) if found else NOTHING

    def _player_events(self, hand: int, seat: int, occupant: _Occupant) -> list[Event]:
        roll = self.rng.random()
        if occupant.away:
            if roll >= self.back:
                return []
            if self.rng.random() < self.habits.never_back_share:
                self.seats[seat] = None
                return [Leave(seat)]
            occupant.away = False
            return [Back(seat, self._choice(self.habits.returner_posts))]
        if roll < self.leave:
            self.seats[seat] = None
            return [Leave(seat)]
        roll -= self.leave
        if roll < self.away:
            occupant.away = True
            return [Away(seat)]
        roll -= self.away
        if roll < self.move:
            return self._seat_change(hand, seat, occupant)
        return []

    def _seat_change(self, hand: int, seat: int, occupant: _Occupant) -> list[Event]:
        free = [n for n, other in self.seats.items()
                if other is None and self.reserved.get(n, 0) <= hand]
        if not free:
            return []
        target = self.rng.choice(free)
        choice = Choice.POST if self.rng.random() < self.habits.mover_posts else Choice.WAIT
        until = hand + MOVE_WINDOW
        occupant.quiet_until = until
        self.seats[target] = occupant
        self.seats[seat] = None
        self.reserved[seat] = until
        return [Move(seat, target, choice)]

    def _choice(self, posts: float) -> str:
        roll = self.rng.random()
        if roll < posts:
            return Choice.POST
        if roll < posts + self.habits.behind_share:
            return Choice.BEHIND
        return Choice.WAIT


def draw_script(habits: Habits, hands: int, seed: int) -> Script:
    """The script of one session of ``hands`` hands, from its seed."""
    rng = random.Random(seed)
    planner = _Planner(habits, rng)
    first_button = rng.randint(1, habits.seats)
    players = {seat: occupant.name for seat, occupant in planner.seats.items()
               if occupant is not None}
    before_hand = tuple(planner.events(hand) for hand in range(hands))
    return Script(habits.seats, first_button, players, before_hand)


def session_seed(run_seed: int, session: int) -> int:
    """The seed of one session of a run: fixed by the run's seed and the session's number."""
    return (run_seed * 1_000_003 + session) & 0xFFFF_FFFF_FFFF

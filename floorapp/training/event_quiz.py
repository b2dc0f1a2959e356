"""The quiz at an event: random tournament deals and balancing moves, made again from a seed.

:func:`generate_event_quiz` makes an exercise for a difficulty (1 to 3) and a seed; the same two
always give the same quiz: all chance comes from one :class:`random.Random` seeded with them.
The event has two or three tables of nine seats, each a hand into play. Table 1 deals hand
after hand with floor actions between: players absent and back (T-07), late registrants
sitting down, in the gap or not (T-10), eliminations (T-02) and, from difficulty 2, antes and
new levels (T-04). Then eliminations at another table put the event out of balance (T-14) and
the trainee names the player who moves and his seat (T-16 - T-18), one balancing move or two,
and sets up the receiving table's next deal.

Only actions the tournament core accepts are kept; the questions and their right answers are
the tournament core's (:func:`floorapp.training.event_exercise.event_exercise`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from floorapp.rules import Player
from floorapp.scenario.event_file import EventScenario, EventStep
from floorapp.tournament import (
    Absent,
    Action,
    AnteKind,
    Back,
    Bust,
    DealHand,
    Entrant,
    Event,
    EventRefused,
    EventRules,
    Level,
    MoveOffer,
    MovePlayer,
    NewLevel,
    Register,
    apply,
    new_table,
    offer,
)
from floorapp.tournament.offers import move_offer

from .event_exercise import event_exercise
from .exercise import Exercise, Origin
from .quiz import DIFFICULTIES
from .quiz import NAMES as QUIZ_NAMES

NAMES = (*QUIZ_NAMES, "Abe", "Bea", "Cal", "Dot", "Eli", "Fay", "Gil", "Hep", "Ivy", "Jay", "Kit",
         "Lee", "Mo", "Nia", "Ola", "Pip", "Rex", "Sam", "Ted", "Val")
"""Names for the entrants: three full tables and the late registrants."""
SEATS = 9
ATTEMPTS = 12
"""How many actions are drawn before one is accepted, or a deal goes without."""
MIN_AT_TABLE = 4
"""Players table 1 keeps whatever is drawn (absent ones included); it loses one only while it
is the fullest table, so that it never halts (T-15)."""


@dataclass(frozen=True)
class Shape:
    """What one difficulty allows."""

    tables: int
    deals: int
    actions: tuple[int, int]
    """Fewest and most floor actions before each deal at table 1."""
    kinds: tuple[str, ...]
    antes: tuple[AnteKind, ...]
    moves: int
    """Balancing moves to name."""


SHAPES: dict[int, Shape] = {
    1: Shape(2, 3, (1, 1), ("absent", "back", "register", "bust"), (AnteKind.NONE,), 1),
    2: Shape(2, 3, (1, 2), ("absent", "back", "register", "bust", "level"),
             (AnteKind.BIG_BLIND,), 1),
    3: Shape(3, 4, (1, 3), ("absent", "back", "register", "bust", "bust", "level"),
             (AnteKind.NONE, AnteKind.EACH, AnteKind.BIG_BLIND), 2),
}


def generate_event_quiz(difficulty: int, seed: int) -> Exercise:
    """A quiz at an event for this difficulty; the same seed gives the same quiz."""
    return event_exercise(event_quiz_scenario(difficulty, seed),
                          Origin.of_event_quiz(difficulty, seed), topic="quiz",
                          level=difficulty)


def event_quiz_scenario(difficulty: int, seed: int) -> EventScenario:
    """The quiz as an event scenario: the event a hand into play and the floor's actions."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty}")
    shape = SHAPES[difficulty]
    rng = random.Random(f"floorapp event quiz {difficulty} {seed}")
    quiz = _Quiz(rng, shape, _start(rng, shape))
    for number in range(shape.deals):
        for _ in range(rng.randint(*shape.actions) if number else shape.actions[1]):
            quiz.try_action(quiz.random_action)
        quiz.try_action(lambda: DealHand(1))
    for _ in range(shape.moves):
        quiz.unbalance()
    if quiz.moves:
        receiving = quiz.moves[-1].to_table
        quiz.try_action(lambda: DealHand(receiving))
    steps = tuple(EventStep(number, action)
                  for number, action in enumerate(quiz.actions, start=1))
    return EventScenario(f"Event quiz, difficulty {difficulty}, code {seed}", quiz.start, steps)


def _start(rng: random.Random, shape: Shape) -> Event:
    """The event's tables, eight or nine players each, a hand dealt at each."""
    ante_kind = rng.choice(shape.antes)
    small, big = rng.choice(((100, 200), (200, 400), (500, 1000), (1000, 2000)))
    ante = {AnteKind.NONE: 0, AnteKind.EACH: small // 4, AnteKind.BIG_BLIND: big}[ante_kind]
    level = Level(rng.randint(1, 12), small, big, ante, ante_kind)
    entrants: list[Entrant] = []
    tables = []
    for number in range(1, shape.tables + 1):
        table = new_table(number, SEATS)
        for seat in sorted(rng.sample(range(1, SEATS + 1), rng.randint(SEATS - 1, SEATS))):
            entrant = Entrant(len(entrants) + 1, NAMES[len(entrants)])
            entrants.append(entrant)
            table = table.seated(seat, Player(entrant.id, entrant.name))
        tables.append(table)
    event = Event(rules=EventRules(seats=SEATS), level=level, tables=tuple(tables),
                  entrants=tuple(entrants), registration_open=True)
    for table in tables:
        event = apply(event, DealHand(table.number)).after
    return event


class _Quiz:
    """The event as the quiz goes, and the actions it has kept."""

    def __init__(self, rng: random.Random, shape: Shape, start: Event) -> None:
        self.rng = rng
        self.shape = shape
        self.start = start
        self.event = start
        self.actions: list[Action] = []
        self.moves: list[MoveOffer] = []

    def try_action(self, draw: Callable[[], Action | None]) -> bool:
        """Draw an action until the tournament core accepts one; keep it."""
        for _ in range(ATTEMPTS):
            action = draw()
            if action is None:
                continue
            try:
                applied = apply(self.event, action)
            except EventRefused:
                continue
            self.event = applied.after
            self.actions.append(action)
            if applied.move is not None:
                self.moves.append(applied.move)
            return True
        return False

    def random_action(self) -> Action | None:
        """One floor action at table 1, of a kind the difficulty allows."""
        table = self.event.table(1)
        assert table is not None
        seated = list(table.occupied())
        kind = self.rng.choice(self.shape.kinds)
        if kind == "absent":
            present = [seat for seat, player in seated if player.present]
            return Absent(1, self.rng.choice(present)) if len(present) > 2 else None
        if kind == "back":
            away = [seat for seat, player in seated if not player.present]
            return Back(1, self.rng.choice(away)) if away else None
        if kind == "register":
            open_seats = table.open_seats()
            if not open_seats:
                return None
            return Register(self._new_name(), 1, self.rng.choice(open_seats))
        if kind == "bust":
            dealt = [seat for seat, player in seated if not player.new]
            fullest = max(t.players for t in self.event.tables)
            if len(seated) <= MIN_AT_TABLE or fullest - len(seated) >= 1 or not dealt:
                return None  # a table short of the fullest by two may halt (T-15)
            return Bust(1, (self.rng.choice(dealt),))
        return self._next_level()

    def _new_name(self) -> str:
        used = {entrant.name for entrant in self.event.entrants}
        return next(name for name in NAMES if name not in used)

    def _next_level(self) -> NewLevel:
        level = self.event.level
        return NewLevel(Level(level.number + 1, level.small_blind * 2, level.big_blind * 2,
                              level.ante * 2, level.ante_kind))

    def unbalance(self) -> None:
        """Eliminate players at the shortest tables until a balancing move is offered, then
        ask for it (when the event offers a move, not a break or the final table)."""
        for _ in range(SEATS):
            if isinstance(offer(self.event), MoveOffer):
                self.try_action(lambda: MovePlayer())
                return
            if offer(self.event) is not None or move_offer(self.event) is not None:
                return
            if not self.try_action(self._bust_at_a_short_table):
                return

    def _bust_at_a_short_table(self) -> Action | None:
        least = min(t.players for t in self.event.tables)
        shortest = [t for t in self.event.tables if t.players == least and t.number != 1]
        table = self.rng.choice(shortest or list(self.event.tables))
        dealt = [seat for seat, player in table.occupied() if not player.new]
        return Bust(table.number, (self.rng.choice(dealt),)) if dealt else None

"""The quiz generator: random but realistic tables to set up, made again from a seed.

:func:`generate` makes an :class:`~floorapp.training.exercise.Exercise` for a button rule, a
difficulty (1 to 3) and a seed. The same three always give the same quiz, on any machine: all
chance comes from one :class:`random.Random` seeded with them. The quiz is a scenario in the
scenario file format (:func:`quiz_document` gives it as a dict, ready to be written as TOML),
starting from a table just after a plain hand, followed by a few floor events before each deal
- players stepping away and coming back, leaving, sitting down, busting and rebuying, changing
seats - and the deals, each with the rules core's result as its expectation.

Only events the rules core accepts are used, and a table always keeps enough players present
for the next deal. The difficulty raises the number of deals, the size of the table, the
number of events between deals and their kinds:

- 1: a few players step away, come back (post or wait), leave or sit down; one event at most
  between deals.
- 2: also players waiting behind the button, busts and rebuys, lock-ups released, an away
  player with a missed-blind button at the start, other stakes; up to two events.
- 3: also seat changes, pot-limit and no-limit make-ups, more away players; up to three events.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from floorapp.rules import (
    Away,
    Back,
    Bust,
    ButtonRule,
    Deal,
    DealHand,
    Event,
    Leave,
    Move,
    Rebuy,
    Refused,
    Release,
    Sit,
    Status,
    Table,
    apply,
    can_apply,
)
from floorapp.scenario import parse_scenario, run_scenario
from floorapp.scenario.runner import deal_facts

from .exercise import Exercise, Origin, exercise_from
from .grading import rule_key

DIFFICULTIES = (1, 2, 3)

NAMES = (
    "Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ike", "Jo", "Kim", "Lou", "Max",
    "Ned", "Oz", "Pat", "Quin", "Ray", "Sue", "Tom", "Uma", "Vic", "Wes", "Yul", "Zoe",
)
"""Names for the players of a quiz table."""

ATTEMPTS = 12
"""How many times the events before a deal are drawn again before the deal goes without."""

HOT_SEAT_CHANCE = 0.6
"""How often an event picks one of the seats the next deal turns on (button, blinds)."""


@dataclass(frozen=True)
class Level:
    """What one difficulty allows."""

    deals: int
    seats: tuple[int, int]
    """Smallest and largest table."""
    empty: tuple[int, int]
    """Fewest and most empty seats at the start."""
    events: tuple[int, int]
    """Fewest and most floor events before each deal (the first deal gets one at least)."""
    kinds: tuple[str, ...]
    choices: tuple[str, ...]
    """How new and returning players may choose to come in."""
    away_at_start: int
    """Most players away, with a missed-blind button, at the start."""
    stakes: tuple[tuple[int, int], ...]
    min_present: int
    """Players who stay at the table whatever happens (away, busted and gone ones aside)."""


LEVELS: dict[int, Level] = {
    1: Level(
        deals=3,
        seats=(6, 9),
        empty=(0, 1),
        events=(0, 1),
        kinds=("away", "back", "leave", "sit"),
        choices=("post", "wait"),
        away_at_start=0,
        stakes=((1, 2),),
        min_present=4,
    ),
    2: Level(
        deals=4,
        seats=(7, 9),
        empty=(1, 2),
        events=(1, 2),
        kinds=("away", "back", "leave", "sit", "bust", "rebuy", "release"),
        choices=("post", "wait", "behind"),
        away_at_start=1,
        stakes=((1, 2), (2, 5), (5, 10)),
        min_present=4,
    ),
    3: Level(
        deals=5,
        seats=(8, 10),
        empty=(1, 3),
        events=(1, 3),
        kinds=("away", "back", "leave", "sit", "bust", "rebuy", "release", "move"),
        choices=("post", "wait", "behind"),
        away_at_start=2,
        stakes=((1, 2), (2, 5), (5, 10), (25, 50)),
        min_present=3,
    ),
}


def generate(rule: ButtonRule, difficulty: int, seed: int) -> Exercise:
    """A quiz for this button rule and difficulty; the same seed gives the same quiz."""
    document = quiz_document(rule, difficulty, seed)
    scenario = parse_scenario(document)
    return exercise_from(
        scenario, Origin.of_quiz(rule, difficulty, seed), topic="quiz", level=difficulty
    )


def quiz_document(rule: ButtonRule, difficulty: int, seed: int) -> dict[str, Any]:
    """The quiz as a scenario file's contents (a dict in the scenario format)."""
    if difficulty not in LEVELS:
        raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty}")
    rule = ButtonRule(rule)
    level = LEVELS[difficulty]
    rng = random.Random(f"floorapp quiz {rule.value} {difficulty} {seed}")
    document = _start(rng, rule, level, seed, difficulty)
    table = parse_scenario(document).table
    steps: list[dict[str, Any]] = []
    names = _Names(rng, table)
    cited: set[str] = set()
    for number in range(1, level.deals + 1):
        low, high = level.events
        count = rng.randint(max(low, 1) if number == 1 else low, high)
        table, events = _events_before_deal(rng, table, level, names, count)
        steps.extend(events)
        applied = apply(table, DealHand())
        assert applied.deal is not None
        steps.append({"do": "deal", "expect": _expectations(applied.deal)})
        table = applied.after
        cited.update(rule for rules in applied.deal.reasons().values() for rule in rules)
        cited.update(rule for _, rules in applied.deal.position_rules for rule in rules)
    document["step"] = steps
    document["rules"] = sorted(cited, key=rule_key)
    report = run_scenario(parse_scenario(document))
    if not report.passed:  # the rules core replays its own deals: never expected
        raise RuntimeError(f"quiz {rule.value}/{difficulty}/{seed} does not replay: "
                           f"{report.mismatches[:1]}")
    return document


# --- the starting table -------------------------------------------------------------------


def _start(
    rng: random.Random, rule: ButtonRule, level: Level, seed: int, difficulty: int
) -> dict[str, Any]:
    """A table just after a plain hand: button, small and big blind on three players in a
    row, a few empty seats, maybe a lock-up and players away owing blinds."""
    size = rng.randint(*level.seats)
    empty = set(rng.sample(range(1, size + 1), rng.randint(*level.empty)))
    seated = [seat for seat in range(1, size + 1) if seat not in empty]
    names = rng.sample(NAMES, len(seated))
    button = rng.choice(seated)
    small = seated[(seated.index(button) + 1) % len(seated)]
    big = seated[(seated.index(small) + 1) % len(seated)]
    others = [s for s in seated if s not in (button, small, big)]
    room_to_leave = max(0, len(others) - 2)
    away = sorted(rng.sample(others, min(room_to_leave, rng.randint(0, level.away_at_start))))
    markers = ("sb", "bb", "both") if rule is ButtonRule.SIMPLIFIED else ("both", "both", "sb")
    small_blind, big_blind = rng.choice(level.stakes)
    house: dict[str, Any] = {"button": rule.value, "blinds": [small_blind, big_blind]}
    if difficulty == 3 and rng.random() < 0.5:
        house["structure"] = rng.choice(["pot-limit", "no-limit"])
        house["makeup"] = "big-only"
    table: dict[str, Any] = {
        "seats": size,
        "players": {str(seat): name for seat, name in zip(seated, names, strict=True)},
        "last": {"button": button, "small_blind": small, "big_blind": big},
    }
    if away:
        table["away"] = away
        table["missed"] = {str(seat): rng.choice(markers) for seat in away}
    lockup = sorted(s for s in empty if difficulty > 1 and rng.random() < 0.3)
    if lockup:
        table["lockup"] = lockup
    return {
        "title": f"Quiz: {rule.value} button, level {difficulty}, seed {seed}",
        "rules": [],
        "source": "floorapp quiz generator",
        "notes": "A made-up table. Set up each deal as the rules of this table say.",
        "house": house,
        "table": table,
    }


class _Names:
    """Names not yet used at the table, for new players."""

    def __init__(self, rng: random.Random, table: Table) -> None:
        used = {player.name for _, player in table.occupied()}
        self.free = [name for name in NAMES if name not in used]
        rng.shuffle(self.free)
        self.count = 0

    def take(self) -> str:
        if self.free:
            return self.free.pop()
        self.count += 1
        return f"Guest {self.count}"


# --- floor events between deals -------------------------------------------------------------


def _events_before_deal(
    rng: random.Random, table: Table, level: Level, names: _Names, count: int
) -> tuple[Table, list[dict[str, Any]]]:
    """Up to ``count`` events the rules accept, after which the next deal can be made."""
    for tries in range(ATTEMPTS):
        wanted = count if tries < ATTEMPTS // 2 else rng.randint(0, count)
        current = table
        steps: list[dict[str, Any]] = []
        touched: set[int] = set()
        for _ in range(wanted):
            made = _one_event(rng, current, level, names, touched)
            if made is None:
                break
            step, event = made
            current = apply(current, event).after
            steps.append(step)
        if can_apply(current, DealHand()) is None:
            return current, steps
    return table, []


def _one_event(
    rng: random.Random, table: Table, level: Level, names: _Names, touched: set[int]
) -> tuple[dict[str, Any], Event] | None:
    """One event on a seat not yet touched before this deal, or None when none fits."""
    options = _options(table, level, touched)
    weights = _weights(table, level)
    kinds = [kind for kind in level.kinds if options.get(kind)]
    while kinds:
        kind = rng.choices(kinds, [weights.get(k, 1.0) for k in kinds])[0]
        kinds.remove(kind)
        made = _make(rng, table, kind, options[kind], level, names, touched)
        if made is not None and can_apply(table, made[1]) is None:
            touched.update(_seats_of(made[0]))
            return made
    return None


def _weights(table: Table, level: Level) -> dict[str, float]:
    """Keep the table lifelike: players come in when it runs short, go when it is full."""
    present = sum(1 for _, p in table.occupied() if p.present)
    if present <= level.min_present + 1 or present < 0.6 * table.size:
        return {"sit": 3.0, "back": 3.0, "rebuy": 3.0, "release": 2.0}
    if present >= table.size - 1:
        return {"away": 2.0, "leave": 2.0, "move": 2.0}
    return {}


def _options(table: Table, level: Level, touched: set[int]) -> dict[str, list[int]]:
    """For each kind of event, the seats it could be about."""
    players = [(s, p) for s, p in table.occupied() if s not in touched]
    present = sum(1 for _, p in table.occupied() if p.present)
    absent = sum(1 for _, p in table.occupied() if not p.present)
    seated = sum(1 for _ in table.occupied())
    may_lose_one = present > level.min_present
    may_step_away = may_lose_one and absent < max(1, seated // 3)
    free = [s.number for s in table.seats if s.player is None and s.number not in touched]
    return {
        "away": [s for s, p in players if p.present] if may_step_away else [],
        "back": [s for s, p in players if p.status is Status.AWAY],
        "leave": [s for s, p in players if p.present] if may_lose_one else [],
        "sit": free,
        "release": [s for s in free if table.seat(s).locked],
        "bust": [s for s, p in players if p.is_active] if may_step_away else [],
        "rebuy": [s for s, p in players if p.status is Status.BUSTED],
        "move": [s for s, p in players if p.present] if free else [],
    }


def _make(
    rng: random.Random,
    table: Table,
    kind: str,
    seats: list[int],
    level: Level,
    names: _Names,
    touched: set[int],
) -> tuple[dict[str, Any], Event] | None:
    """The event of one kind, on a seat picked from ``seats``."""
    seat = _pick(rng, table, seats, kind in ("away", "leave", "bust", "move"))
    if kind == "away":
        return {"do": "away", "seat": seat}, Away(seat)
    if kind == "leave":
        return {"do": "leave", "seat": seat}, Leave(seat)
    if kind == "bust":
        return {"do": "bust", "seat": seat}, Bust(seat)
    if kind == "release":
        return {"do": "release", "seat": seat}, Release(seat)
    if kind == "back":
        choice = rng.choice(level.choices)
        return {"do": "back", "seat": seat, "choice": choice}, Back(seat, choice)
    if kind == "rebuy":
        choice = rng.choice(level.choices)
        return {"do": "rebuy", "seat": seat, "choice": choice}, Rebuy(seat, choice)
    if kind == "sit":
        name, choice = names.take(), rng.choice(level.choices)
        return {"do": "sit", "seat": seat, "name": name, "choice": choice}, Sit(seat, name, choice)
    free = [s.number for s in table.seats if s.player is None and s.number not in touched]
    target, choice = rng.choice(free), rng.choice(("post", "wait"))
    return (
        {"do": "move", "from": seat, "to": target, "choice": choice},
        Move(seat, target, choice),
    )


def _pick(rng: random.Random, table: Table, seats: list[int], hot: bool) -> int:
    """A seat, more often one the next deal turns on when ``hot``."""
    if hot and rng.random() < HOT_SEAT_CHANCE:
        turning = [s for s in _hot_seats(table) if s in seats]
        if turning:
            return rng.choice(turning)
    return rng.choice(seats)


def _hot_seats(table: Table) -> list[int]:
    """The seats of the next deal's button and blinds, and the first to act after them."""
    try:
        deal = apply(table, DealHand()).deal
    except Refused:
        return []
    if deal is None:
        return []
    seats = [deal.button, deal.small_blind, deal.big_blind, deal.first_to_act]
    return sorted({s for s in seats if s is not None})


def _seats_of(step: dict[str, Any]) -> list[int]:
    return [step[key] for key in ("seat", "from", "to") if key in step]


def _expectations(deal: Deal) -> dict[str, Any]:
    """Every key of a deal as a scenario ``expect`` table (absent positions left out)."""
    facts = deal_facts(deal)
    facts.pop("reasons")
    return {key: value for key, value in facts.items() if value is not None}

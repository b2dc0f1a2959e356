"""Reading a scenario file into a starting table and a list of steps, refusing bad files.

A file that is not a valid scenario raises :class:`InvalidScenario` naming the step (when
there is one) and what is wrong. A step naming a seat that does not exist is *not* invalid: it
is an event the rules refuse (``bad-seat``) when the scenario runs.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from floorapp.rules import (
    HOUSE_CHOICES,
    MAX_BLINDS,
    Away,
    Back,
    Bust,
    ChangeHouse,
    Choice,
    Correct,
    DealHand,
    Event,
    HouseProblem,
    HouseRules,
    Leave,
    Lock,
    Misdeal,
    Missed,
    Move,
    PickUp,
    Player,
    ProblemCode,
    Rebuy,
    Refused,
    Release,
    Seat,
    Sit,
    Status,
    Straddle,
    Table,
    blinds_by_position,
    checked_house,
    house_problems,
    newcomer_entry_post,
    player_name_problem,
    seat_problems,
    started_after,
)
from floorapp.rules.house_checks import HOUSE_KEYS as HOUSE_KEY_ORDER

TOP_KEYS = {"title", "rules", "source", "notes", "house", "table", "step", "lesson"}
BLINDS_WORDS = f"house 'blinds' must be 1 to {MAX_BLINDS} positive amounts, smallest first"
HOUSE_KEYS = set(HOUSE_KEY_ORDER)
"""The keys of ``[house]``: the core's house rules."""
TABLE_KEYS = {"seats", "players", "last", "draw", "away", "missed", "lockup", "pick_up"}
LAST_KEYS = {"button", "small_blind", "big_blind", "third_blind"}
EXPECT_KEYS = {
    "button", "dead_button", "small_blind", "dead_small_blind", "big_blind", "third_blind",
    "posts", "dealt", "first_to_act", "missed", "lockup", "waiting", "pick_ups",
}
STEP_FIELDS: dict[str, dict[str, type]] = {
    "sit": {"seat": int, "name": str, "choice": str, "carried": str},
    "away": {"seat": int},
    "back": {"seat": int, "choice": str},
    "leave": {"seat": int},
    "release": {"seat": int},
    "pick-up": {"seat": int},
    "lock": {"seat": int},
    "move": {"from": int, "to": int, "choice": str},
    "bust": {"seat": int},
    "rebuy": {"seat": int, "choice": str},
    "straddle": {"seat": int},
    "misdeal": {},
    "correct": {"button": int, "small_blind": int, "big_blind": int, "third_blind": int},
    "house": {"seats": int, "house": dict},
    "deal": {},
}
OPTIONAL_FIELDS = {
    "sit": {"carried"}, "rebuy": {"choice"}, "correct": {"third_blind", "small_blind"},
    "house": {"house"},
}


class InvalidScenario(Exception):
    """The file is not a valid scenario. ``step`` is the 1-based step number, if any."""

    def __init__(self, message: str, step: int | None = None) -> None:
        where = f"step {step}: " if step is not None else ""
        super().__init__(where + message)
        self.message = message
        self.step = step


@dataclass(frozen=True)
class Step:
    """One step: an event, and what it must give (an error code, or a deal's keys)."""

    number: int
    event: Event
    expect: dict[str, Any] | None = None
    expect_error: str | None = None


@dataclass(frozen=True)
class Scenario:
    """A parsed scenario file."""

    title: str
    table: Table
    steps: tuple[Step, ...]
    rules: tuple[str, ...] = ()
    source: str = ""
    notes: str = ""
    lesson: dict[str, Any] = field(default_factory=dict)


MAX_NESTING = 16
"""How deep arrays and tables may nest in a scenario file. A scenario needs four levels (a
step's expected posts: ``[[step]]``, ``expect``, ``posts``, a seat); anything far deeper is
not a scenario, and is refused before it can exhaust Python's recursion limit further on."""


def load_scenario(path: Path) -> Scenario:
    """Read and check one scenario file."""
    return parse_scenario(read_document(path))


def read_document(path: Path) -> dict[str, Any]:
    """The TOML document of a scenario file, not yet checked as a scenario.

    Raises :class:`InvalidScenario` for a file that cannot be read, is not UTF-8 text, is not
    TOML, or nests deeper than :data:`MAX_NESTING`: whatever its bytes, never anything else.
    """
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise InvalidScenario(f"cannot read the file: {error.strerror or error}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise InvalidScenario(f"not UTF-8 text (byte {error.start} cannot be read)") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InvalidScenario(f"not valid TOML: {error}") from None
    except RecursionError:
        raise InvalidScenario(_too_deep()) from None
    if _depth(data) > MAX_NESTING:
        raise InvalidScenario(_too_deep())
    return data


def _too_deep() -> str:
    return f"arrays or tables nested more than {MAX_NESTING} levels deep"


def _depth(value: Any) -> int:
    """How deep arrays and tables nest in ``value`` (a plain value is 0), without recursion."""
    deepest = 0
    pending = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth + 1)
        if deepest > MAX_NESTING:
            break
        pending.extend((child, depth + 1) for child in children)
    return deepest


def parse_scenario(data: dict[str, Any]) -> Scenario:
    """Check a scenario already read from TOML (a dict) and build its table and steps."""
    _only(data, TOP_KEYS, "top level")
    title = _typed(data, "title", str, "top level", required=True)
    rules = tuple(_str_list(data.get("rules", []), "rules"))
    house = _house(_typed(data, "house", dict, "top level") or {})
    table = _table(house, _typed(data, "table", dict, "top level", required=True))
    raw_steps = data.get("step", [])
    if not isinstance(raw_steps, list):
        raise InvalidScenario("'step' must be an array of tables ([[step]])")
    steps = tuple(_step(number, raw) for number, raw in enumerate(raw_steps, start=1))
    return Scenario(
        title=title,
        table=table,
        steps=steps,
        rules=rules,
        source=_typed(data, "source", str, "top level") or "",
        notes=_typed(data, "notes", str, "top level") or "",
        lesson=_typed(data, "lesson", dict, "top level") or {},
    )


# --- small checks ---------------------------------------------------------------------------


def _only(data: dict[str, Any], allowed: set[str], where: str, step: int | None = None) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise InvalidScenario(f"unknown key(s) in {where}: {', '.join(unknown)}", step)


def _typed(
    data: dict[str, Any],
    key: str,
    kind: type,
    where: str,
    required: bool = False,
    step: int | None = None,
) -> Any:
    if key not in data:
        if required:
            raise InvalidScenario(f"missing '{key}' in {where}", step)
        return None
    value = data[key]
    if not _is(value, kind):
        raise InvalidScenario(f"'{key}' in {where} must be {_kind_name(kind)}", step)
    return value


def _is(value: Any, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


def _kind_name(kind: type) -> str:
    return {int: "a whole number", str: "a string", dict: "a table", list: "a list",
            bool: "true or false"}.get(kind, kind.__name__)


def _str_list(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InvalidScenario(f"'{where}' must be a list of strings")
    return value


def _is_seat_number(key: str) -> bool:
    """A table key that names a seat: plain digits ("12"; not "²" or "١٢")."""
    return key.isascii() and key.isdigit()


def _seat_key(key: str, seats: int, where: str) -> int:
    if not _is_seat_number(key) or not 1 <= int(key) <= seats:
        raise InvalidScenario(f"{where}: '{key}' is not a seat of this {seats}-seat table")
    return int(key)


def _seat_list(value: Any, seats: int, where: str) -> list[int]:
    if not isinstance(value, list) or not all(_is(v, int) for v in value):
        raise InvalidScenario(f"'{where}' must be a list of seat numbers")
    for seat in value:
        if not 1 <= seat <= seats:
            raise InvalidScenario(f"'{where}': seat {seat} is not a seat of this table")
    return list(value)


# --- house and table ------------------------------------------------------------------------

HOUSE_PROBLEM_WORDS = {
    ProblemCode.UNKNOWN_KEY: "unknown key in {where}: {key}",
    ProblemCode.UNKNOWN_VALUE: "house '{key}' must be one of: {choices}",
    ProblemCode.BLINDS_COUNT: BLINDS_WORDS,
    ProblemCode.BLINDS_AMOUNTS: BLINDS_WORDS,
    ProblemCode.BLINDS_ORDER: BLINDS_WORDS,
    ProblemCode.BUTTON_BLIND_ALONE: "{where}: a blind on the button needs at least two blinds",
    ProblemCode.NOT_TRUE_FALSE: "house '{key}' must be true or false",
    ProblemCode.FREE_HAND_RANGE: "house 'free_hand_at' must be a whole number, {low} to {high}",
    ProblemCode.LOCKUP_RANGE: "house 'lockup_minutes' must be a whole number of minutes, {low} "
                              "to {high}",
    ProblemCode.SEATS_RANGE: "[table] 'seats' must be from {low} to {high}",
}
"""The core's house-rule problems in the English of the scenario format's error messages."""


def house_problem_words(problem: HouseProblem, where: str = "[house]") -> str:
    """One problem of the core's house-rule check as a scenario error message says it."""
    choices = HOUSE_CHOICES.get(problem.key)
    return HOUSE_PROBLEM_WORDS[problem.code].format(
        where=where, key=problem.key, **problem.facts,
        choices=", ".join(choice.value for choice in choices) if choices else "")


def _house(data: dict[str, Any], where: str = "[house]") -> HouseRules:
    """House rules from the keys of a ``[house]`` section (or a ``house`` step's ``house``
    table); a key left out takes its default. The core checks them."""
    _only(data, HOUSE_KEYS, where)
    for problem in house_problems(data):
        raise InvalidScenario(house_problem_words(problem, where))
    return checked_house(data)


def _table(house: HouseRules, data: dict[str, Any]) -> Table:
    _only(data, TABLE_KEYS, "[table]")
    size = _typed(data, "seats", int, "[table]") or 9
    for problem in seat_problems(size):
        raise InvalidScenario(house_problem_words(problem))
    players = _players(_typed(data, "players", dict, "[table]") or {}, size)
    away = set(_seat_list(data.get("away", []), size, "away"))
    lockup = set(_seat_list(data.get("lockup", []), size, "lockup"))
    missed = _missed(_typed(data, "missed", dict, "[table]") or {}, size)
    pick_up = set(_seat_list(data.get("pick_up", []), size, "pick_up"))
    for seat in away | set(missed) | pick_up:
        if seat not in players:
            raise InvalidScenario(
                f"[table]: seat {seat} is away, owes blinds or is to be picked up but is empty")
    for seat in lockup & set(players):
        raise InvalidScenario(f"[table]: seat {seat} has a lock-up button and a player")
    if "last" in data and "draw" in data:
        raise InvalidScenario("[table] has both 'last' and 'draw': give one")
    seats = []
    for number in range(1, size + 1):
        player = None
        if number in pick_up:
            player = _picked_up_player(number, players[number], house, missed.get(number))
        elif number in players:
            player = _starting_player(number, players[number], number in away, missed.get(number))
        seats.append(Seat(number, player, number in lockup))
    table = Table(house=house, seats=tuple(seats), next_player_id=size + 1)
    if "last" in data:
        return _with_last(table, _typed(data, "last", dict, "[table]"))
    draw = _typed(data, "draw", int, "[table]")
    if draw is not None and not 1 <= draw <= size:
        raise InvalidScenario(f"[table] 'draw' = {draw} is not a seat of this table")
    return replace(table, draw=draw, passed=frozenset())


def _players(data: dict[str, Any], size: int) -> dict[int, str]:
    players: dict[int, str] = {}
    for key, name in data.items():
        seat = _seat_key(key, size, "[table] players")
        problem = player_name_problem(name)
        if problem is not None:
            raise InvalidScenario(f"[table] players: seat {seat}: {problem}")
        players[seat] = name.strip()
    return players


def _missed(data: dict[str, Any], size: int) -> dict[int, Missed]:
    found: dict[int, Missed] = {}
    for key, value in data.items():
        seat = _seat_key(key, size, "[table] missed")
        if value not in [m.value for m in Missed]:
            raise InvalidScenario(f"[table] missed: seat {seat} must be sb, bb or both")
        found[seat] = Missed(value)
    return found


def _starting_player(seat: int, name: str, away: bool, missed: Missed | None) -> Player:
    """A player already at the table. F-10: one who owes blinds and is not away has come back
    and chosen to post."""
    if away:  # away on the last hand too
        return Player(id=seat, name=name, status=Status.AWAY, missed=missed, entering=True)
    if missed is not None:
        return Player(id=seat, name=name, status=Status.WAITING, missed=missed,
                      choice=Choice.POST)
    return Player(id=seat, name=name)


def _picked_up_player(seat: int, name: str, house: HouseRules, missed: Missed | None) -> Player:
    """R-65: a new player who sat down to wait for the big blind, stepped away before his first
    hand, and whom the button passed after the big blind did: to be picked up. His missed-blind
    button is a record (F-01), his entry post still owed."""
    return Player(id=seat, name=name, status=Status.AWAY, missed=missed, new=True,
                  choice=Choice.WAIT, entry_post=newcomer_entry_post(house), entering=True,
                  big_blind_passed=True, pick_up=True)


def _with_last(table: Table, data: dict[str, Any]) -> Table:
    """The table right after the hand ``last`` names: the rules core starts it from those
    positions as it reads a correction (:func:`~floorapp.rules.started_after`)."""
    _only(data, LAST_KEYS, "[table] last")
    seats: dict[str, int] = {}
    for key in LAST_KEYS:
        value = _typed(data, key, int, "[table] last")
        if value is not None:
            if not 1 <= value <= table.size:
                raise InvalidScenario(f"[table] last {key} = {value} is not a seat of this table")
            seats[key] = value
    positions = {position.value for position in blinds_by_position(table.house.blinds)}
    missing = sorted(({"button"} | positions) - set(seats))
    if missing:
        raise InvalidScenario(f"[table] last needs {', '.join(missing)}")
    if "third_blind" in seats and "third_blind" not in positions:
        raise InvalidScenario("[table] last has a third_blind but the house has fewer blinds")
    last = Correct(seats["button"], seats.get("small_blind"), seats["big_blind"],
                   seats.get("third_blind"))
    try:
        return started_after(table, last)
    except Refused as refusal:
        raise InvalidScenario(
            "[table] last cannot be a hand: each blind needs its own seat, and only the first "
            f"may be on the button ({refusal.code})") from None


# --- steps ------------------------------------------------------------------------------------


def _step(number: int, raw: Any) -> Step:
    if not isinstance(raw, dict):
        raise InvalidScenario("a step must be a table", number)
    do = raw.get("do")
    if not isinstance(do, str):
        raise InvalidScenario("missing 'do'", number)
    if do not in STEP_FIELDS:
        raise InvalidScenario(f"unknown do = '{do}'", number)
    fields = STEP_FIELDS[do]
    _only(raw, set(fields) | {"do", "expect", "expect_error"}, f"a '{do}' step", number)
    if "expect" in raw and do != "deal":
        raise InvalidScenario("only a deal step may have 'expect'", number)
    optional = OPTIONAL_FIELDS.get(do, set())
    values = {}
    for key, kind in fields.items():
        value = _typed(raw, key, kind, f"a '{do}' step", key not in optional, number)
        values[key] = value
    expect = _typed(raw, "expect", dict, "a step", step=number)
    if expect is not None:
        _check_expect(expect, number)
    expect_error = _typed(raw, "expect_error", str, "a step", step=number)
    if do == "house":
        return Step(number, _house_change(values, number), expect, expect_error)
    return Step(number, _event(do, values, number), expect, expect_error)


def _house_change(values: dict[str, Any], step: int) -> ChangeHouse:
    """A ``house`` step: the table's house rules from now on, given whole as in ``[house]``
    (a key left out takes its default, not the value it had), and its number of seats (F-30).
    House rules the file could not have in ``[house]`` make it invalid; a number of seats the
    table cannot take is the rules core's to refuse (``bad-house-rules``)."""
    try:
        house = _house(values["house"] or {}, "the step's 'house'")
    except InvalidScenario as error:
        raise InvalidScenario(error.message, step) from None
    return ChangeHouse(house, values["seats"])


def _carried(value: str | None, step: int) -> Missed | None:
    """A sit's ``carried``: the missed-blind button brought from another table (F-35)."""
    if value is None:
        return None
    if value not in [m.value for m in Missed]:
        raise InvalidScenario("a sit's 'carried' must be sb, bb or both", step)
    return Missed(value)


def _event(do: str, v: dict[str, Any], step: int) -> Event:
    if do == "sit":
        return Sit(v["seat"], v["name"], v["choice"], _carried(v["carried"], step))
    if do == "away":
        return Away(v["seat"])
    if do == "leave":
        return Leave(v["seat"])
    if do == "release":
        return Release(v["seat"])
    if do == "pick-up":
        return PickUp(v["seat"])
    if do == "lock":
        return Lock(v["seat"])
    if do == "bust":
        return Bust(v["seat"])
    if do == "straddle":
        return Straddle(v["seat"])
    if do == "back":
        return Back(v["seat"], v["choice"])
    if do == "rebuy":
        return Rebuy(v["seat"], v["choice"] or Choice.POST.value)
    if do == "move":
        return Move(v["from"], v["to"], v["choice"])
    if do == "misdeal":
        return Misdeal()
    if do == "correct":
        return Correct(v["button"], v["small_blind"], v["big_blind"], v["third_blind"])
    return DealHand()


def _check_expect(expect: dict[str, Any], step: int) -> None:
    _only(expect, EXPECT_KEYS, "expect", step)
    for key in ("button", "small_blind", "big_blind", "third_blind", "first_to_act"):
        if key in expect and not _is(expect[key], int):
            raise InvalidScenario(f"expect '{key}' must be a seat number", step)
    for key in ("dead_button", "dead_small_blind"):
        if key in expect and not isinstance(expect[key], bool):
            raise InvalidScenario(f"expect '{key}' must be true or false", step)
    for key in ("dealt", "lockup", "waiting", "pick_ups"):
        if key in expect and (
            not isinstance(expect[key], list) or not all(_is(s, int) for s in expect[key])
        ):
            raise InvalidScenario(f"expect '{key}' must be a list of seat numbers", step)
    for key in ("posts", "missed"):
        if key in expect and not isinstance(expect[key], dict):
            raise InvalidScenario(f"expect '{key}' must be a table of seats", step)
    for seat, post in expect.get("posts", {}).items():
        if not _is_seat_number(seat) or not isinstance(post, dict) or (
            set(post) - {"live", "dead"}
            or not all(_is(v, int) and v >= 0 for v in post.values())
        ):
            raise InvalidScenario("expect 'posts' must map seats to { live = N, dead = N }", step)
    for seat, missed in expect.get("missed", {}).items():
        if not _is_seat_number(seat) or missed not in [m.value for m in Missed]:
            raise InvalidScenario("expect 'missed' must map seats to sb, bb or both", step)

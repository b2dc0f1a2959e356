"""The table a scenario starts from: its ``[house]`` and ``[table]`` sections.

The house rules are checked by the rules core (:func:`~floorapp.rules.house_problems`), whose
problems are worded here in the English of the format's error messages; last hand's positions
(``last``) are started by the rules core as it reads a correction
(:func:`~floorapp.rules.started_after`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from floorapp.rules import (
    HOUSE_CHOICES,
    MAX_BLINDS,
    Choice,
    Correct,
    HouseProblem,
    HouseRules,
    Missed,
    Player,
    ProblemCode,
    Refused,
    Seat,
    Status,
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

from .checks import InvalidScenario, only_keys, seat_key, seat_list, typed_value

BLINDS_WORDS = f"house 'blinds' must be 1 to {MAX_BLINDS} positive amounts, smallest first"
HOUSE_KEYS = set(HOUSE_KEY_ORDER)
"""The keys of ``[house]``: the core's house rules."""
TABLE_KEYS = {"seats", "players", "last", "draw", "away", "missed", "lockup", "pick_up"}
LAST_KEYS = {"button", "small_blind", "big_blind", "third_blind"}

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


def house_rules(data: dict[str, Any], where: str = "[house]") -> HouseRules:
    """House rules from the keys of a ``[house]`` section (or a ``house`` step's ``house``
    table); a key left out takes its default. The core checks them."""
    only_keys(data, HOUSE_KEYS, where)
    for problem in house_problems(data):
        raise InvalidScenario(house_problem_words(problem, where))
    return checked_house(data)


def starting_table(house: HouseRules, data: dict[str, Any]) -> Table:
    """The table of a ``[table]`` section under ``house``: its players, their buttons, and
    last hand's positions (``last``) or the seat that drew the button (``draw``)."""
    only_keys(data, TABLE_KEYS, "[table]")
    size = typed_value(data, "seats", int, "[table]") or 9
    for problem in seat_problems(size):
        raise InvalidScenario(house_problem_words(problem))
    players = _players(typed_value(data, "players", dict, "[table]") or {}, size)
    away = set(seat_list(data.get("away", []), size, "away"))
    lockup = set(seat_list(data.get("lockup", []), size, "lockup"))
    missed = _missed(typed_value(data, "missed", dict, "[table]") or {}, size)
    pick_up = set(seat_list(data.get("pick_up", []), size, "pick_up"))
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
        return _with_last(table, typed_value(data, "last", dict, "[table]"))
    draw = typed_value(data, "draw", int, "[table]")
    if draw is not None and not 1 <= draw <= size:
        raise InvalidScenario(f"[table] 'draw' = {draw} is not a seat of this table")
    return replace(table, draw=draw, passed=frozenset())


def _players(data: dict[str, Any], size: int) -> dict[int, str]:
    players: dict[int, str] = {}
    for key, name in data.items():
        seat = seat_key(key, size, "[table] players")
        problem = player_name_problem(name)
        if problem is not None:
            raise InvalidScenario(f"[table] players: seat {seat}: {problem}")
        players[seat] = name.strip()
    return players


def _missed(data: dict[str, Any], size: int) -> dict[int, Missed]:
    found: dict[int, Missed] = {}
    for key, value in data.items():
        seat = seat_key(key, size, "[table] missed")
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
    only_keys(data, LAST_KEYS, "[table] last")
    seats: dict[str, int] = {}
    for key in LAST_KEYS:
        value = typed_value(data, key, int, "[table] last")
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

"""The steps of a scenario: each a floor event (or a deal), and what it must give.

A step naming a seat that does not exist is *not* invalid: it is an event the rules refuse
(``bad-seat``) when the scenario runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floorapp.rules import (
    Away,
    Back,
    Bust,
    ChangeHouse,
    Choice,
    Correct,
    DealHand,
    Event,
    Leave,
    Lock,
    Misdeal,
    Missed,
    Move,
    PickUp,
    Rebuy,
    Release,
    Sit,
    Straddle,
)

from .checks import InvalidScenario, is_kind, is_seat_number, only_keys, typed_value
from .starting_table import house_rules

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


@dataclass(frozen=True)
class Step:
    """One step: an event, and what it must give (an error code, or a deal's keys)."""

    number: int
    event: Event
    expect: dict[str, Any] | None = None
    expect_error: str | None = None


def parse_step(number: int, raw: Any) -> Step:
    """Step ``number`` (1-based) of a file, from its ``[[step]]`` table."""
    if not isinstance(raw, dict):
        raise InvalidScenario("a step must be a table", number)
    do = raw.get("do")
    if not isinstance(do, str):
        raise InvalidScenario("missing 'do'", number)
    if do not in STEP_FIELDS:
        raise InvalidScenario(f"unknown do = '{do}'", number)
    fields = STEP_FIELDS[do]
    only_keys(raw, set(fields) | {"do", "expect", "expect_error"}, f"a '{do}' step", number)
    if "expect" in raw and do != "deal":
        raise InvalidScenario("only a deal step may have 'expect'", number)
    optional = OPTIONAL_FIELDS.get(do, set())
    values = {}
    for key, kind in fields.items():
        value = typed_value(raw, key, kind, f"a '{do}' step", key not in optional, number)
        values[key] = value
    expect = typed_value(raw, "expect", dict, "a step", step=number)
    if expect is not None:
        _check_expect(expect, number)
    expect_error = typed_value(raw, "expect_error", str, "a step", step=number)
    if do == "house":
        return Step(number, _house_change(values, number), expect, expect_error)
    return Step(number, _event(do, values, number), expect, expect_error)


def _house_change(values: dict[str, Any], step: int) -> ChangeHouse:
    """A ``house`` step: the table's house rules from now on, given whole as in ``[house]``
    (a key left out takes its default, not the value it had), and its number of seats (F-30).
    House rules the file could not have in ``[house]`` make it invalid; a number of seats the
    table cannot take is the rules core's to refuse (``bad-house-rules``)."""
    try:
        house = house_rules(values["house"] or {}, "the step's 'house'")
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
    only_keys(expect, EXPECT_KEYS, "expect", step)
    for key in ("button", "small_blind", "big_blind", "third_blind", "first_to_act"):
        if key in expect and not is_kind(expect[key], int):
            raise InvalidScenario(f"expect '{key}' must be a seat number", step)
    for key in ("dead_button", "dead_small_blind"):
        if key in expect and not isinstance(expect[key], bool):
            raise InvalidScenario(f"expect '{key}' must be true or false", step)
    for key in ("dealt", "lockup", "waiting", "pick_ups"):
        if key in expect and (
            not isinstance(expect[key], list) or not all(is_kind(s, int) for s in expect[key])
        ):
            raise InvalidScenario(f"expect '{key}' must be a list of seat numbers", step)
    for key in ("posts", "missed"):
        if key in expect and not isinstance(expect[key], dict):
            raise InvalidScenario(f"expect '{key}' must be a table of seats", step)
    for seat, post in expect.get("posts", {}).items():
        if not is_seat_number(seat) or not isinstance(post, dict) or (
            set(post) - {"live", "dead"}
            or not all(is_kind(v, int) and v >= 0 for v in post.values())
        ):
            raise InvalidScenario("expect 'posts' must map seats to { live = N, dead = N }", step)
    for seat, missed in expect.get("missed", {}).items():
        if not is_seat_number(seat) or missed not in [m.value for m in Missed]:
            raise InvalidScenario("expect 'missed' must map seats to sb, bb or both", step)

"""Whether a set of house rules and a seat count can be played: the one check for the core,
the settings file, the settings dialog, the scenario loader and the advisor.

A problem is a code, the house-rule key it concerns and the limits the wording needs as
facts (``low``, ``high``); nothing here is a sentence. The screen words each code in the
screen's language, the scenario loader in the English of its error messages.

The check reads raw values (a settings file, a scenario's ``[house]`` table, a dialog's
fields), so it also says when a value has the wrong type; :meth:`HouseRules.problems` runs
it on the rules of a table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from .model import (
    MAX_BLINDS,
    MAX_LOCKUP_MINUTES,
    MAX_SEATS,
    MIN_LOCKUP_MINUTES,
    MIN_SEATS,
    ButtonRule,
    EntryPost,
    HouseRules,
    Makeup,
    SeatChangeRule,
    StraddleRule,
    Structure,
)

HOUSE_CHOICES: dict[str, type[StrEnum]] = {
    "button": ButtonRule,
    "structure": Structure,
    "makeup": Makeup,
    "entry_post": EntryPost,
    "seat_change": SeatChangeRule,
    "straddle": StraddleRule,
}
"""The house-rule keys whose value is one of a fixed set (docs/RULES.md section 2)."""
HOUSE_KEYS = (
    "button", "blinds", "button_blind", "structure", "makeup", "entry_post", "free_hand_at",
    "seat_change", "straddle", "lockup_minutes",
)
"""Every house-rule key, in the order of docs/RULES.md section 2."""


class ProblemCode(StrEnum):
    """What is wrong with a house-rule value or a seat count."""

    UNKNOWN_KEY = "unknown-key"
    """A key that is not a house rule."""
    UNKNOWN_VALUE = "unknown-value"
    """A value outside the key's fixed set."""
    BLINDS_COUNT = "blinds-count"
    """Blinds must be one to three amounts (``high``: 3)."""
    BLINDS_AMOUNTS = "blinds-amounts"
    """Every blind must be a whole number above zero."""
    BLINDS_ORDER = "blinds-order"
    """Blinds are listed smallest first, in posting order."""
    BUTTON_BLIND_ALONE = "button-blind-alone"
    """A blind on the button needs at least two blinds (the smallest is posted there)."""
    NOT_TRUE_FALSE = "not-true-false"
    """A yes/no setting with another value."""
    FREE_HAND_RANGE = "free-hand-range"
    """``free_hand_at`` must be a whole number of players from ``low`` (off) to ``high``."""
    SEATS_RANGE = "seats-range"
    """A table has ``low`` to ``high`` seats."""
    LOCKUP_RANGE = "lockup-range"
    """``lockup_minutes`` must be a whole number of minutes from ``low`` to ``high``."""


@dataclass(frozen=True)
class HouseProblem:
    """One value that cannot be played: which key, what is wrong, and the limits."""

    key: str
    code: ProblemCode
    facts: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}),
                                     compare=False)

    def __str__(self) -> str:
        """For logs: ``lockup_minutes: lockup-range (low=1, high=120)``."""
        limits = ", ".join(f"{name}={value}" for name, value in self.facts.items())
        return f"{self.key}: {self.code}" + (f" ({limits})" if limits else "")


def _problem(key: str, code: ProblemCode, **facts: int) -> HouseProblem:
    return HouseProblem(key, code, MappingProxyType(facts))


def house_problems(values: Mapping[str, Any]) -> list[HouseProblem]:
    """Every fault in a set of house-rule values (a key left out takes its default)."""
    problems = [_problem(key, ProblemCode.UNKNOWN_KEY) for key in values if key not in HOUSE_KEYS]
    for key, choices in HOUSE_CHOICES.items():
        if key in values and values[key] not in [c.value for c in choices]:
            problems.append(_problem(key, ProblemCode.UNKNOWN_VALUE))
    blinds = values.get("blinds")
    if "blinds" in values:
        problems += _blind_problems(blinds)
    if "button_blind" in values and not isinstance(values["button_blind"], bool):
        problems.append(_problem("button_blind", ProblemCode.NOT_TRUE_FALSE))
    elif values.get("button_blind") and isinstance(blinds, list | tuple) and len(blinds) < 2:
        problems.append(_problem("button_blind", ProblemCode.BUTTON_BLIND_ALONE))
    if "free_hand_at" in values and not _within(values["free_hand_at"], 0, MAX_SEATS):
        problems.append(_problem("free_hand_at", ProblemCode.FREE_HAND_RANGE,
                                 low=0, high=MAX_SEATS))
    if "lockup_minutes" in values and not _within(
        values["lockup_minutes"], MIN_LOCKUP_MINUTES, MAX_LOCKUP_MINUTES
    ):
        problems.append(_problem("lockup_minutes", ProblemCode.LOCKUP_RANGE,
                                 low=MIN_LOCKUP_MINUTES, high=MAX_LOCKUP_MINUTES))
    return problems


def seat_problems(seats: Any) -> list[HouseProblem]:
    """What is wrong with a seat count: a table has :data:`MIN_SEATS` to :data:`MAX_SEATS`."""
    if not _within(seats, MIN_SEATS, MAX_SEATS):
        return [_problem("seats", ProblemCode.SEATS_RANGE, low=MIN_SEATS, high=MAX_SEATS)]
    return []


def checked_house(values: Mapping[str, Any]) -> HouseRules:
    """House rules from values :func:`house_problems` found nothing wrong with; a key left
    out takes its default."""
    chosen: dict[str, Any] = {}
    for key, value in values.items():
        if key in HOUSE_CHOICES:
            value = HOUSE_CHOICES[key](value)
        elif key == "blinds":
            value = tuple(value)
        chosen[key] = value
    return HouseRules(**chosen)


def _blind_problems(blinds: Any) -> list[HouseProblem]:
    if not isinstance(blinds, list | tuple) or not 1 <= len(blinds) <= MAX_BLINDS:
        return [_problem("blinds", ProblemCode.BLINDS_COUNT, low=1, high=MAX_BLINDS)]
    if not all(whole(b) and b > 0 for b in blinds):
        return [_problem("blinds", ProblemCode.BLINDS_AMOUNTS)]
    if list(blinds) != sorted(blinds):
        return [_problem("blinds", ProblemCode.BLINDS_ORDER)]
    return []


def _within(value: Any, low: int, high: int) -> bool:
    return whole(value) and low <= value <= high


def whole(value: Any) -> bool:
    """A whole number, and not a yes/no (``True`` is an ``int`` to Python, not to the floor)."""
    return isinstance(value, int) and not isinstance(value, bool)

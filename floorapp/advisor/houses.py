"""Sets of house rules to compare: read from TOML files, or the usual choices by name.

A house-rules file holds the keys of a scenario's ``[house]`` section, either at the top level
or under ``[house]`` (so any scenario file will do), and may give the set a ``name``
(default: the file's name without ``.toml``)::

    name = "Las Vegas"
    button = "dead"
    blinds = [1, 2]
    makeup = "all"
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from floorapp.rules import ButtonRule, HouseRules, Makeup
from floorapp.scenario import InvalidScenario, parse_scenario, read_document

from .session import RuleSet, house_document

HOUSE_KEYS = frozenset(house_document(HouseRules()))


class HouseFileError(ValueError):
    """A house-rules file that cannot be read, with the reason."""


def read_rule_set(path: Path) -> RuleSet:
    """The rule set in a TOML file. Raises :class:`HouseFileError` saying what is wrong,
    whatever the file's bytes (read as a scenario file is: :func:`read_document`)."""
    try:
        data = read_document(path)
    except InvalidScenario as error:
        raise HouseFileError(f"{path}: {error}") from None
    try:
        return rule_set_from(data, path.stem)
    except HouseFileError as error:
        raise HouseFileError(f"{path}: {error}") from None


def rule_set_from(data: dict[str, Any], default_name: str) -> RuleSet:
    """The rule set in a TOML document already read (see the module's docstring)."""
    name = data.get("name", data.get("title", default_name))
    if not isinstance(name, str) or not name.strip():
        raise HouseFileError("'name' must be a non-empty string")
    keys = data.get("house", {key: value for key, value in data.items()
                              if key not in ("name", "title")})
    if not isinstance(keys, dict):
        raise HouseFileError("'house' must be a table of house rules")
    unknown = sorted(set(keys) - HOUSE_KEYS)
    if unknown and "house" not in data:
        raise HouseFileError(f"unknown key(s): {', '.join(unknown)}")
    try:
        scenario = parse_scenario({"title": name, "house": keys, "table": {"seats": 9}})
    except InvalidScenario as error:
        raise HouseFileError(str(error)) from None
    return RuleSet(name.strip(), scenario.table.house)


def classic_rule_sets(base: HouseRules | None = None) -> tuple[RuleSet, ...]:
    """The classic choice on ``base``'s other rules: dead or moving button, make-up of every
    missed blind or of the big blind only (four sets)."""
    base = base or HouseRules()
    return tuple(
        RuleSet(f"{button.value} button, make up {makeup.value}",
                replace(base, button=button, makeup=makeup))
        for button in (ButtonRule.DEAD, ButtonRule.MOVING)
        for makeup in (Makeup.ALL, Makeup.BIG_ONLY)
    )

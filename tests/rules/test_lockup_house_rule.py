"""The lock-up limit is a house rule: written in a scenario's [house], checked there and by
the rules core, and carried through an export (the deal does not depend on it)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from floorapp.rules import ChangeHouse, HouseRules, Refused, apply, empty_table
from floorapp.scenario import InvalidScenario, parse_scenario
from floorapp.storage.export import export_file
from floorapp.storage.room import Room

START = '[table]\nseats = 4\nplayers = { 1 = "Ann", 2 = "Bob" }\n'


def test_a_scenario_sets_the_lock_up_limit() -> None:
    scenario = parse_scenario(tomllib.loads(
        'title = "t"\n[house]\nlockup_minutes = 12\n' + START))
    assert scenario.table.house.lockup_minutes == 12


def test_without_the_key_the_limit_is_five_minutes() -> None:
    scenario = parse_scenario(tomllib.loads('title = "t"\n' + START))
    assert scenario.table.house.lockup_minutes == 5


@pytest.mark.parametrize("value", ["0", "121", "2.5", '"5"', "true"])
def test_a_lock_up_limit_out_of_range_is_an_invalid_scenario(value: str) -> None:
    with pytest.raises(InvalidScenario, match="lockup_minutes"):
        parse_scenario(tomllib.loads(
            f'title = "t"\n[house]\nlockup_minutes = {value}\n' + START))


def test_the_rules_core_refuses_a_limit_out_of_range() -> None:
    assert HouseRules(lockup_minutes=0).problems()
    with pytest.raises(Refused):
        apply(empty_table(HouseRules(), 4), ChangeHouse(HouseRules(lockup_minutes=500), 4))


def test_an_export_keeps_the_limit(tmp_path: Path) -> None:
    with Room.open(tmp_path) as room:
        info = room.add_table("Main", HouseRules(lockup_minutes=9), start={
            "seats": 4, "players": {"1": "Ann", "2": "Bob", "3": "Cy"}, "draw": 1})
        target = export_file(room, info.id, tmp_path / "out.toml")
    document = tomllib.loads(Path(target).read_text(encoding="utf-8"))
    assert document["house"]["lockup_minutes"] == 9

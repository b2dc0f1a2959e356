"""One limit for a player's name wherever it comes in: the rules core, a scenario file run by
the runner or imported into the room.

Regression tests for issue 11: a 2,000,000-character player name was accepted.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from floorapp.rules import NAME_LIMIT, ErrorCode, Refused, Sit, apply, player_name_problem
from floorapp.scenario import InvalidScenario, parse_scenario, run_file
from floorapp.storage.room import Room
from floorapp.storage.table_import import import_file

HUGE = "x" * 2_000_000
GOOD = """title = "t"
[table]
seats = 4
players = { 1 = "A", 2 = "B", 3 = "C" }
last = { button = 1, small_blind = 2, big_blind = 3 }
[[step]]
do = "deal"
"""


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("Ann", None),
        ("  Christopher Montgomery-Smith  ", None),
        ("Ł" * NAME_LIMIT, None),
        ("x" * (NAME_LIMIT + 1), f"a player's name has at most {NAME_LIMIT} characters"),
        (HUGE, f"a player's name has at most {NAME_LIMIT} characters"),
        ("   ", "a player needs a name"),
        ("Ann\nBob", "a player's name is one line of text, without control characters"),
        ("Ann\tBob", "a player's name is one line of text, without control characters"),
        ("Ann\u2028Bob", "a player's name is one line of text, without control characters"),
    ],
)
def test_the_rules_core_defines_what_a_name_is(name: str, problem: str | None) -> None:
    assert player_name_problem(name) == problem


def test_the_rules_refuse_a_new_player_with_a_name_too_long() -> None:
    table = parse_scenario(tomllib.loads(GOOD)).table
    with pytest.raises(Refused) as refused:
        apply(table, Sit(4, HUGE, "wait"))
    assert refused.value.code is ErrorCode.BAD_NAME
    assert apply(table, Sit(4, "x" * NAME_LIMIT, "wait")).after.player(4) is not None


def test_the_runner_refuses_a_starting_player_with_a_name_too_long(tmp_path: Path) -> None:
    path = tmp_path / "long.toml"
    path.write_text(GOOD.replace('1 = "A"', f'1 = "{HUGE}"'))
    report = run_file(path)
    assert report.invalid == (f"[table] players: seat 1: a player's name has at most "
                              f"{NAME_LIMIT} characters")


def test_the_runner_reports_a_sit_step_with_a_name_too_long_as_refused(tmp_path: Path) -> None:
    path = tmp_path / "sit.toml"
    path.write_text(GOOD.replace('do = "deal"', f'do = "sit"\nseat = 4\nname = "{HUGE}"\n'
                                 'choice = "wait"\nexpect_error = "bad-name"\n\n[[step]]\n'
                                 'do = "deal"'))
    report = run_file(path)
    assert report.invalid is None and report.passed
    assert [r.error for r in report.reports][0] == "bad-name"


def test_an_import_never_seats_a_name_too_long(tmp_path: Path) -> None:
    starting = tmp_path / "starting.toml"
    starting.write_text(GOOD.replace('1 = "A"', f'1 = "{HUGE}"'))
    sitting = tmp_path / "sitting.toml"
    sitting.write_text(GOOD.replace('do = "deal"', f'do = "sit"\nseat = 4\nname = "{HUGE}"\n'
                                    'choice = "wait"'))
    with Room.open(tmp_path / "room") as room:
        with pytest.raises(InvalidScenario):
            import_file(room, starting)
        assert room.tables() == []
        report = import_file(room, sitting)
        assert (report.applied, report.refused) == (0, 1)
        assert room.state(report.table.id).table.player(4) is None

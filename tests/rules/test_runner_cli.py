"""The scenario runner as FORMAT.md describes it: output, exit codes, invalid files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from floorapp.resources import resource_path
from floorapp.scenario.__main__ import main

EXAMPLES = Path(str(resource_path("scenarios", "examples")))
JSON_DEAL_KEYS = {
    "file", "title", "deal", "button", "dead_button", "small_blind", "dead_small_blind",
    "big_blind", "third_blind", "posts", "dealt", "first_to_act", "missed", "lockup",
    "waiting", "pick_ups", "reasons", "ok", "mismatches",
}
GOOD = """
title = "t"
[table]
seats = 4
players = { 1 = "A", 2 = "B", 3 = "C" }
last = { button = 1, small_blind = 2, big_blind = 3 }
[[step]]
do = "deal"
[step.expect]
button = 2
big_blind = 1
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_examples_folder_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(EXAMPLES)]) == 0
    assert "12 passed, 0 failed, 0 invalid" in capsys.readouterr().out


def test_mismatch_exits_one_and_names_file_deal_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "bad.toml", GOOD.replace("big_blind = 1", "big_blind = 4"))
    assert main([str(path)]) == 1
    out = capsys.readouterr().out
    assert "bad.toml" in out and "deal 1: big_blind: expected 4, got 1" in out


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("title = 'x'\n[table\n", "not valid TOML"),
        ("colour = 'red'\n" + GOOD, "unknown key(s) in top level: colour"),
        (GOOD.replace("seats = 4", "seats = 'four'"), "'seats' in [table] must be"),
        (GOOD.replace('3 = "C"', '7 = "C"'), "'7' is not a seat"),
        (GOOD.replace("last = {", "draw = 1\nlast = {"), "both 'last' and 'draw'"),
        (GOOD.replace('do = "deal"', 'do = "shuffle"'), "step 1: unknown do = 'shuffle'"),
        (GOOD.replace("big_blind = 3 }", "big_blind = 9 }"), "last big_blind = 9"),
        (GOOD.replace("button = 2\n", "button = 'two'\n"), "step 1: expect 'button'"),
    ],
)
def test_invalid_file_exits_two_with_a_reason_and_others_still_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    broken = write(tmp_path, "a-broken.toml", text)
    good = write(tmp_path, "b-good.toml", GOOD)
    assert main([str(broken), str(good)]) == 2
    out = capsys.readouterr().out
    assert f"INVALID {broken}" in out and message in out
    assert f"ok      {good}" in out
    assert "Traceback" not in out


def test_bad_seat_in_a_step_is_a_refusal_not_an_invalid_file(tmp_path: Path) -> None:
    text = GOOD.replace('[[step]]\ndo = "deal"', '[[step]]\ndo = "away"\nseat = 12\n'
                        'expect_error = "bad-seat"\n\n[[step]]\ndo = "deal"')
    assert main([str(write(tmp_path, "s.toml", text))]) == 0


def test_unexpected_refusal_is_a_mismatch(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                          ) -> None:
    text = GOOD.replace('[[step]]\ndo = "deal"', '[[step]]\ndo = "away"\nseat = 4\n\n'
                        '[[step]]\ndo = "deal"')
    assert main([str(write(tmp_path, "s.toml", text))]) == 1
    assert "unexpected refusal seat-empty" in capsys.readouterr().out


def test_json_output_has_exactly_the_documented_keys(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = GOOD.replace('[[step]]\ndo = "deal"', '[[step]]\ndo = "back"\nseat = 1\n'
                        'choice = "post"\nexpect_error = "not-away"\n\n[[step]]\ndo = "deal"')
    assert main(["--json", str(write(tmp_path, "s.toml", text))]) == 0
    refused, dealt = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert set(refused) == {"file", "title", "step", "error", "ok", "mismatches"}
    assert refused["error"] == "not-away" and refused["ok"] is True
    assert set(dealt) == JSON_DEAL_KEYS
    assert dealt["deal"] == 1 and dealt["third_blind"] is None
    assert dealt["posts"] == {"3": {"live": 1, "dead": 0}, "1": {"live": 2, "dead": 0}}
    assert dealt["reasons"] == {"1": ["R-11"], "3": ["R-12"]}


def test_missing_path_exits_two(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["/no/such/scenario.toml"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_module_runs_as_a_program() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "floorapp.scenario", str(EXAMPLES)],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_folder_runs_the_scenarios_of_its_folders_too(capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    shipped = EXAMPLES.parent  # resources/scenarios: rules/, decisions/, list/...
    assert main([str(shipped)]) == 0
    summary = capsys.readouterr().out.splitlines()[-1]
    assert summary == f"scenarios: {len(list(shipped.rglob('*.toml')))} passed, 0 failed, 0 invalid"
    assert len(list(shipped.glob("*.toml"))) == 0  # none of them at the top


def test_a_folder_without_scenarios_is_invalid_not_zero_passed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(tmp_path)]) == 2
    assert "no scenario file" in capsys.readouterr().err

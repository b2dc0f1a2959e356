"""``python -m floorapp.advisor``: the table, the CSV, the charts, exports, bad input."""

import csv
import io
import subprocess
import sys
from pathlib import Path

import pytest

from floorapp.advisor.__main__ import main
from floorapp.advisor.houses import HouseFileError, read_rule_set
from floorapp.rules import ButtonRule, Makeup

PNG = b"\x89PNG\r\n\x1a\n"


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def houses(tmp_path: Path) -> list[Path]:
    return [
        write(tmp_path / "vegas.toml", 'name = "Las Vegas"\nbutton = "dead"\nmakeup = "all"\n'),
        write(tmp_path / "california.toml", '[house]\nbutton = "moving"\nmakeup = "big-only"\n'),
    ]


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(argv, out, err)
    return status, out.getvalue(), err.getvalue()


def test_compares_prints_a_table_and_writes_csv_and_charts(
        tmp_path: Path, houses: list[Path]) -> None:
    table = tmp_path / "out.csv"
    charts = tmp_path / "charts"
    status, out, err = run(["--house", str(houses[0]), "--house", str(houses[1]), "--hours", "16",
                            "--seed", "1", "--workers", "1", "--csv", str(table),
                            "--charts", str(charts)])
    assert status == 0, err
    header = out.splitlines()[0]
    assert "Las Vegas" in header and "california" in header
    assert "Dead buttons, per 100 hands" in out
    assert "2/2 sessions" in err
    rows = list(csv.reader(io.StringIO(table.read_text(encoding="utf-8"))))
    assert rows[0] == ["figure", "key", "Las Vegas", "california"]
    by_key = {row[1]: row[2:] for row in rows[1:]}
    assert by_key["hands"] == ["480", "480"]
    assert float(by_key["dead_buttons_per_100"][1]) == 0.0
    assert float(by_key["dead_buttons_per_100"][0]) > 0.0
    for name in ("blind-cost-per-seat", "waits-before-first-hand", "last-action-twice"):
        assert (charts / f"{name}.png").read_bytes().startswith(PNG)


def test_the_same_seed_prints_the_same_table(houses: list[Path], tmp_path: Path) -> None:
    argv = ["--house", str(houses[0]), "--hours", "8", "--workers", "1", "--quiet",
            "--csv", str(tmp_path / "a.csv")]
    assert run(argv)[1] == run(argv)[1]
    assert run(argv)[2] == ""


def test_exports_a_hand_that_the_scenario_runner_replays(
        tmp_path: Path, houses: list[Path]) -> None:
    out_file = tmp_path / "hand.toml"
    status, out, err = run(["--house", str(houses[1]), "--hours", "16", "--export-hand", "300",
                            "--out", str(out_file)])
    assert status == 0, err
    assert "hand 300 under california" in out
    replay = subprocess.run([sys.executable, "-m", "floorapp.scenario", str(out_file)],
                            capture_output=True, text=True, check=False)
    assert replay.returncode == 0
    assert "(60 deals)" in replay.stdout


@pytest.mark.parametrize(("text", "reason"), [
    ('button = "sideways"\n', "house 'button' must be one of: dead, moving, simplified"),
    ('colour = "red"\n', "unknown key(s): colour"),
    ("button = \n", "not valid TOML"),
    ('blinds = [5, 2]\n', "smallest first"),
])
def test_a_bad_house_file_is_refused_with_its_reason_and_nothing_written(
        tmp_path: Path, text: str, reason: str) -> None:
    bad = write(tmp_path / "bad.toml", text)
    table = tmp_path / "out.csv"
    status, out, err = run(["--house", str(bad), "--hours", "8", "--csv", str(table)])
    assert status == 2
    assert reason in err and "bad.toml" in err
    assert out == "" and not table.exists()


def test_a_house_file_nested_too_deep_is_refused_with_its_reason(tmp_path: Path) -> None:
    """Issue 26: a file nested 100,000 deep gave a RecursionError and 2,995 lines of
    traceback; the scenario runner and Import refuse the same file in one line."""
    deep = write(tmp_path / "deep.toml", "a = " + "[" * 100_000 + "]" * 100_000 + "\n")
    status, out, err = run(["--house", str(deep), "--hours", "8",
                            "--csv", str(tmp_path / "x.csv")])
    assert status == 2 and out == ""
    assert err.splitlines() == [
        f"error: {deep}: arrays or tables nested more than 16 levels deep"]


def test_exports_under_the_set_asked_for(tmp_path: Path, houses: list[Path]) -> None:
    out_file = tmp_path / "hand.toml"
    argv = ["--house", str(houses[0]), "--house", str(houses[1]), "--hours", "8",
            "--export-hand", "12", "--out", str(out_file)]
    status, out, _ = run([*argv, "--export-set", "2"])
    assert (status, out.strip()) == (0, f"hand 12 under california: {out_file}")
    assert 'button = "moving"' in out_file.read_text(encoding="utf-8")
    status, _, err = run([*argv, "--export-set", "3"])
    assert status == 2 and "--export-set is from 1 to 2" in err


def test_the_table_names_the_first_hand_of_each_figure(houses: list[Path],
                                                       tmp_path: Path) -> None:
    status, out, _ = run(["--house", str(houses[0]), "--hours", "8", "--workers", "1",
                          "--quiet", "--csv", str(tmp_path / "x.csv")])
    assert status == 0
    line = next(line for line in out.splitlines()
                if line.startswith("First hand showing it: Dead buttons"))
    assert int(line.split()[-1].replace(",", "")) >= 1
    assert "--export-hand N --out FILE" in out


def test_the_table_says_what_its_percentages_are_percentages_of(
        houses: list[Path], tmp_path: Path) -> None:
    """Issue 26: "102.4 % of the house's blinds" and "% of the fair share" were explained only
    in docs/."""
    status, out, _ = run(["--house", str(houses[0]), "--hours", "8", "--workers", "1",
                          "--quiet", "--csv", str(tmp_path / "x.csv")])
    assert status == 0
    text = " ".join(out.split())
    assert ("% of the house's blinds: blinds posted in their places (not make-ups or posts) "
            "against the house's blinds of every hand dealt;") in text
    assert ("% of the fair share: each hand's blinds split evenly among the players dealt "
            "in;") in text


def test_bad_options_are_refused(tmp_path: Path) -> None:
    status, _, err = run(["--hours", "0", "--csv", str(tmp_path / "x.csv")])
    assert status == 2 and "error: the length is from 1 to 1,000,000 hours" in err
    status, _, err = run(["--export-hand", "5"])
    assert status == 2 and "--export-hand needs --out FILE" in err
    status, _, err = run(["--hours", "8", "--export-hand", "9999", "--out",
                          str(tmp_path / "h.toml")])
    assert status == 2 and "there is no hand 9,999" in err


def test_a_missing_house_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(HouseFileError, match="nowhere.toml: cannot read the file"):
        read_rule_set(tmp_path / "nowhere.toml")


def test_a_house_file_reads_its_name_and_rules(houses: list[Path]) -> None:
    vegas, california = (read_rule_set(path) for path in houses)
    assert (vegas.name, vegas.house.button, vegas.house.makeup) == (
        "Las Vegas", ButtonRule.DEAD, Makeup.ALL)
    assert (california.name, california.house.button, california.house.makeup) == (
        "california", ButtonRule.MOVING, Makeup.BIG_ONLY)


def test_without_house_files_it_compares_the_classic_four(tmp_path: Path) -> None:
    status, out, _ = run(["--hours", "8", "--workers", "1", "--quiet",
                          "--csv", str(tmp_path / "x.csv")])
    assert status == 0
    assert out.splitlines()[0].split("  ")[-1].strip() == "moving button, make up big-only"


def test_every_habit_has_an_option_with_its_meaning() -> None:
    from dataclasses import fields

    from floorapp.advisor.__main__ import parser
    from floorapp.advisor.habits import HABIT_HELP, Habits

    text = parser().format_help()
    assert set(HABIT_HELP) == {field.name for field in fields(Habits)}
    for name, words in HABIT_HELP.items():
        assert f"--{name.replace('_', '-')}" in text
        assert " ".join(words.split()[:2]) in " ".join(text.split())

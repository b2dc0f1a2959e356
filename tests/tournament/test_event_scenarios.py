"""Every bundled event scenario is an acceptance test of the tournament rules, cites its T- rules,
and every T- rule of the rulebook has its scenarios."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from floorapp.resources import resource_path
from floorapp.scenario import run_file
from floorapp.scenario.event_file import is_event_scenario
from floorapp.scenario.loader import read_document
from floorapp.tournament import TRule

REPO = Path(__file__).resolve().parents[2]
EVENTS = sorted(Path(str(resource_path("scenarios", "events"))).glob("*.toml"))


@pytest.mark.parametrize("path", EVENTS, ids=lambda p: p.stem)
def test_bundled_event_scenario_passes(path: Path) -> None:
    report = run_file(path)
    assert report.invalid is None, report.invalid
    assert report.mismatches == []
    assert any(r.checked for r in report.reports), "a scenario must check something"


@pytest.mark.parametrize("path", EVENTS, ids=lambda p: p.stem)
def test_bundled_event_scenario_is_an_event_citing_its_rules(path: Path) -> None:
    document = read_document(path)
    assert is_event_scenario(document)
    assert str(document.get("source", "")).strip()
    rules = document.get("rules", [])
    assert rules and all(rule in set(TRule) for rule in rules), rules


def test_at_least_forty_event_scenarios_and_one_of_nine_tables_to_the_final() -> None:
    assert len(EVENTS) >= 40
    nine = next(p for p in EVENTS if p.stem.startswith("e01-nine-tables"))
    steps = read_document(nine)["step"]
    assert steps[0]["do"] == "draw" and steps[0]["tables"] == 9
    assert any(step["do"] == "final" for step in steps)
    assert sum(step["do"] == "break" for step in steps) == 7


def test_every_tournament_rule_is_cited_by_a_scenario_and_has_a_rulebook_entry() -> None:
    cited = {rule for path in EVENTS for rule in read_document(path)["rules"]}
    assert set(TRule) - cited == set()
    rulebook = (REPO / "docs" / "RULES.md").read_text(encoding="utf-8")
    entries = dict(re.findall(r"^### (T-\d\d) · (.+)$", rulebook, re.M))
    assert set(entries) == set(TRule)
    for rule, body in re.findall(r"^### (T-\d\d) · [^\n]+\n(.*?)(?=^##)", rulebook + "\n##",
                                 re.M | re.S):
        assert "\nExample" in body, rule
        files = re.findall(r"`(resources/scenarios/events/[^`]+\.toml)`", body)
        assert files, rule
        assert any(rule in read_document(REPO / name)["rules"] for name in files), rule


def test_a_broken_event_file_is_reported_invalid(tmp_path: Path) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text('kind = "event"\ntitle = "x"\n[[step]]\ndo = "shuffle"\n')
    assert "unknown do" in (run_file(broken).invalid or "")
    twice = tmp_path / "twice.toml"
    twice.write_text('kind = "event"\ntitle = "x"\n[[table]]\nnumber = 1\n'
                     'players = { 1 = "Ann", 2 = "Ann" }\n')
    assert "a name of his own" in (run_file(twice).invalid or "")


def test_a_time_that_is_no_time_is_reported_invalid(tmp_path: Path) -> None:
    start = ('kind = "event"\ntitle = "x"\n[event]\nstructure = [ { minutes = 20, number = 1, '
             'small_blind = 100, big_blind = 200 } ]\n[[step]]\ndo = "check"\n')
    for bad, words in (('at = "0:61:00"', "'at'"), ("at = -5", "'at'"),
                       ('expect.clock = { left = "soon" }', "clock left"),
                       ('expect.clock = { next_level_in = 1.5 }', "clock next_level_in")):
        path = tmp_path / "clock.toml"
        path.write_text(start + bad + "\n")
        assert words in (run_file(path).invalid or ""), bad
    path.write_text(start.replace("number = 1", "number = 1, break = 2"))
    assert "break true or false" in (run_file(path).invalid or "")

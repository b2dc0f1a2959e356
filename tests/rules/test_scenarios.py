"""Every bundled scenario file is an acceptance test of the rules core."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from floorapp.resources import resource_path
from floorapp.scenario import run_file
from floorapp.scenario.loader import read_document

SCENARIO_FOLDERS = ("examples", "rules", "decisions", "list")
RULEBOOK = Path(__file__).resolve().parents[2] / "docs" / "RULES.md"
RULEBOOK_RULE_IDS = set(re.findall(r"^### (R-\d\d) · ", RULEBOOK.read_text(encoding="utf-8"), re.M))
"""Every R- rule with an entry in floorapp's rulebook."""


def bundled_files() -> list[Path]:
    files: list[Path] = []
    for folder in SCENARIO_FOLDERS:
        files.extend(sorted(Path(str(resource_path("scenarios", folder))).glob("*.toml")))
    return files


BUNDLED = bundled_files()


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_bundled_scenario_passes(path: Path) -> None:
    report = run_file(path)
    assert report.invalid is None, report.invalid
    assert report.mismatches == []
    assert any(r.checked for r in report.reports), "a scenario must check something"


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_bundled_scenario_cites_its_source(path: Path) -> None:
    document = read_document(path)  # a table's scenario or a room scenario: the same keys
    assert str(document.get("source", "")).strip(), "every scenario cites its source"
    assert document.get("rules"), "every scenario names the rule ids it exercises"


def cited_rules() -> set[str]:
    return {rule for path in BUNDLED for rule in read_document(path).get("rules", [])}


def test_project_scenarios_are_at_least_fifty_beyond_the_examples() -> None:
    own = [p for p in BUNDLED if p.parent.name != "examples"]
    assert len(own) >= 50


def test_every_rule_of_the_rulebook_is_covered_by_a_scenario() -> None:
    cited = cited_rules()
    assert len(RULEBOOK_RULE_IDS) >= 40
    assert RULEBOOK_RULE_IDS - cited == set()


def test_every_decision_of_the_docs_has_a_scenario() -> None:
    docs = Path(__file__).resolve().parents[2] / "docs" / "DECISIONS.md"
    decided = set(re.findall(r"^\| (F-\d\d) \|", docs.read_text(encoding="utf-8"), re.M))
    assert decided and decided - cited_rules() == set()

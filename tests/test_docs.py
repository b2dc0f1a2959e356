"""The documents shipped with floorapp say what the code does: the rulebook (docs/RULES.md) has an
entry for every rule the program cites and cites nothing else, each with an example that a
bundled scenario replays; the scenario format (docs/SCENARIOS.md) documents every key the
loader accepts; and nothing in the repository points outside it."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from floorapp import resources
from floorapp.rules import (
    ButtonRule,
    Choice,
    EntryPost,
    ErrorCode,
    Makeup,
    Missed,
    SeatChangeRule,
    StraddleRule,
    Structure,
)
from floorapp.scenario import loader, starting_table, steps
from floorapp.screen.rulebook_text import heading_slug, in_window_links
from floorapp.training import RULE_TEXTS

REPO = Path(__file__).resolve().parent.parent
RULES = (REPO / "docs" / "RULES.md").read_text(encoding="utf-8")
SCENARIOS = (REPO / "docs" / "SCENARIOS.md").read_text(encoding="utf-8")
DECISIONS = (REPO / "docs" / "DECISIONS.md").read_text(encoding="utf-8")
RULE_HEADING = re.compile(r"^### (R-\d\d|§\d+) · (.+)$", re.M)
CITED_ID = re.compile(r"\bR-\d\d\b")


def rulebook_entries() -> dict[str, str]:
    """Each rule id with an entry in RULES.md, and the text of its entry."""
    parts = RULE_HEADING.split(RULES)
    return {parts[i]: parts[i + 2] for i in range(1, len(parts), 3)}


def decisions() -> set[str]:
    """The F- ids decided in docs/DECISIONS.md: its table rows and its bold list entries."""
    rows = re.findall(r"^\| (F-\d\d) \|", DECISIONS, re.M)
    entries = re.findall(r"^- \*\*(F-\d\d):", DECISIONS, re.M)
    return set(rows) | set(entries)


def tracked_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True,
                            check=True).stdout.decode().split("\0")
    return [REPO / name for name in listed if name and (REPO / name).is_file()]


def rule_ids_cited_by_the_program() -> set[str]:
    """Every R- id in floorapp's code, its bundled scenarios and lessons, and its rule texts."""
    cited = set(RULE_TEXTS)
    for path in tracked_files():
        if path.suffix in (".py", ".toml") and path.parts[len(REPO.parts)] in (
            "floorapp", "resources"
        ):
            cited |= set(CITED_ID.findall(path.read_text(encoding="utf-8")))
    return {rule for rule in cited if rule.startswith("R-")}


# --- the rulebook -----------------------------------------------------------------------------


def test_the_rulebook_has_an_entry_for_every_rule_the_program_cites_and_no_other() -> None:
    entries = {rule for rule in rulebook_entries() if rule.startswith("R-")}
    assert len(entries) >= 40
    assert rule_ids_cited_by_the_program() - entries == set(), "cited, but not in the rulebook"
    assert entries - rule_ids_cited_by_the_program() == set(), "in the rulebook, cited nowhere"
    assert entries == {rule for rule in RULE_TEXTS if rule.startswith("R-")}


def test_the_read_out_section_has_an_entry() -> None:
    from floorapp.rules import RuleId

    assert RuleId.SECTION_8 in rulebook_entries()


def test_every_rulebook_entry_has_an_example_replayed_by_a_bundled_scenario() -> None:
    for rule, entry in rulebook_entries().items():
        assert "\nExample" in entry, rule
        files = re.findall(r"`(resources/scenarios/[^`]+\.toml)`", entry)
        assert files, f"{rule}: no scenario replays its example"
        for name in files:
            assert (REPO / name).is_file(), name
        if rule.startswith("R-"):
            cited = {r for name in files
                     for r in tomllib.loads((REPO / name).read_text())["rules"]}
            assert rule in cited, f"{rule}: its example's scenario does not cite it"


def test_every_decision_the_program_cites_is_decided() -> None:
    cited: set[str] = set()
    for path in tracked_files():
        if path.suffix in (".py", ".toml") and path.parts[len(REPO.parts)] in (
            "floorapp", "resources"
        ):
            cited |= set(re.findall(r"\bF-\d\d\b", path.read_text(encoding="utf-8")))
    assert len(cited) >= 29
    assert cited - decisions() == set()


def test_every_decision_the_rulebook_names_is_decided() -> None:
    named = set(re.findall(r"\bF-\d\d\b", RULES))
    assert named and named <= decisions()


def test_the_rulebook_links_only_to_its_own_headings_and_the_other_documents() -> None:
    slugs = {heading_slug(title) for title in re.findall(r"^#+ (.+)$", RULES, re.M)}
    for target in re.findall(r"\]\(([^)]+)\)", RULES):
        document, _, fragment = target.partition("#")
        if document:
            assert document in ("DECISIONS.md", "SCENARIOS.md"), target
        else:
            assert fragment in slugs, target


def test_the_rulebook_is_installed_with_floorapp() -> None:
    assert resources.read_doc(resources.RULEBOOK) == RULES
    assert resources.read_doc(resources.DECISIONS) == DECISIONS
    assert resources.read_doc("SCENARIOS.md") == SCENARIOS
    assert resources.read_doc("MANUAL.md") == (REPO / "docs" / "MANUAL.md").read_text(
        encoding="utf-8")


@pytest.mark.parametrize("name", ["../README.md", "sub/RULES.md", "floor-screen-demo.png", ""])
def test_read_doc_refuses_anything_but_a_document_name(name: str) -> None:
    with pytest.raises(ValueError):
        resources.read_doc(name)


def test_links_between_the_documents_become_links_inside_the_window() -> None:
    text = ("[F-13](DECISIONS.md) [F-16 to F-20](DECISIONS.md) [DECISIONS.md](DECISIONS.md) "
            "[house rules](RULES.md#2-house-rules) [R-11](#r-11) [the format](SCENARIOS.md) "
            "[Qt](https://doc.qt.io)")
    assert in_window_links(text) == (
        "[F-13](#F-13) [F-16 to F-20](#F-16) [DECISIONS.md](#decisions) "
        "[house rules](#2-house-rules) [R-11](#r-11) the format [Qt](https://doc.qt.io)")


def test_heading_anchors_are_those_github_gives() -> None:
    assert heading_slug("2. House rules") == "2-house-rules"
    assert heading_slug("7. The moving button (no dead button)") == (
        "7-the-moving-button-no-dead-button")
    assert heading_slug("R-11 · The big blind") == "r-11--the-big-blind"


# --- the scenario format ------------------------------------------------------------------------


def documented(word: str) -> bool:
    """Whether SCENARIOS.md names ``word`` as a key or a value (in backticks, or quoted)."""
    return f"`{word}`" in SCENARIOS or f'"{word}"' in SCENARIOS


def test_every_key_the_scenario_loader_accepts_is_documented() -> None:
    keys = (loader.TOP_KEYS | starting_table.HOUSE_KEYS | starting_table.TABLE_KEYS
            | starting_table.LAST_KEYS | steps.EXPECT_KEYS | {"do", "expect", "expect_error"})
    keys |= {field for fields in steps.STEP_FIELDS.values() for field in fields}
    assert sorted(key for key in keys if not documented(key)) == []


def test_every_value_of_a_house_rule_choice_and_marker_is_documented() -> None:
    values = [member.value for kind in (ButtonRule, Structure, Makeup, EntryPost,
                                        SeatChangeRule, StraddleRule, Choice, Missed)
              for member in kind]
    assert sorted(value for value in values if not documented(value)) == []


def test_the_steps_table_lists_exactly_the_steps_the_loader_knows() -> None:
    table = SCENARIOS.split("## `[[step]]`")[1].split("###")[0]
    documented_steps = set(re.findall(r"^\| `([a-z-]+)` \|", table, re.M)) - {"do"}
    assert documented_steps == set(steps.STEP_FIELDS)


def test_every_refusal_code_is_documented() -> None:
    table = SCENARIOS.split("### `expect_error`")[1].split("###")[0]
    assert set(re.findall(r"^\| `([a-z-]+)` \|", table, re.M)) == {code.value for code in ErrorCode}


def test_every_json_key_of_the_runner_is_documented(tmp_path: Path) -> None:
    example = REPO / "resources" / "scenarios" / "examples" / "09-refused-events.toml"
    invalid = tmp_path / "invalid.toml"
    invalid.write_text('title = "no table"\n')
    lines = subprocess.run(
        [sys.executable, "-m", "floorapp.scenario", "--json", str(example), str(invalid)],
        cwd=REPO, capture_output=True, text=True, check=False,
    ).stdout.splitlines()
    keys = {key for line in lines for key in json.loads(line)}
    assert {"deal", "step", "error", "reasons", "invalid"} <= keys  # every kind of line
    json_part = SCENARIOS.split("### `--json`")[1]
    assert sorted(key for key in keys if f"`{key}`" not in json_part) == []


# --- standing on its own ------------------------------------------------------------------------

def test_no_tracked_file_points_outside_the_repository() -> None:
    outside = "../" + "shared"
    pointing = [
        str(path.relative_to(REPO)) for path in tracked_files()
        if outside in path.read_bytes().decode("utf-8", errors="replace")
    ]
    assert pointing == []


# --- the README, the manual and the developer's guide -------------------------------------------

README = (REPO / "README.md").read_text(encoding="utf-8")
GUIDES = ("README.md", "docs/MANUAL.md", "docs/DEVELOPING.md")


def test_the_readme_is_short_and_keeps_the_test_command_ci_reads() -> None:
    assert len(README.splitlines()) <= 120
    command = README.split("<!-- test-command -->\n```bash\n")[1].split("\n```")[0]
    assert command == ("python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && "
                       ".venv/bin/python -m pytest")
    for target in ("docs/MANUAL.md", "docs/DEVELOPING.md", "docs/RULES.md", "docs/DECISIONS.md",
                   "docs/SCENARIOS.md", "docs/MANUAL.md#a-room-on-postgresql"):
        assert f"]({target})" in README, target


@pytest.mark.parametrize("name", GUIDES)
def test_the_guides_links_reach_a_file_and_a_heading(name: str) -> None:
    path = REPO / name
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if target.startswith(("http://", "https://")):
            continue
        document, _, fragment = target.partition("#")
        linked = (path.parent / document).resolve() if document else path
        assert linked.is_file(), target
        if fragment and linked.suffix == ".md":
            headings = re.findall(r"^#+ (.+)$", linked.read_text(encoding="utf-8"), re.M)
            assert fragment in {heading_slug(heading) for heading in headings}, target

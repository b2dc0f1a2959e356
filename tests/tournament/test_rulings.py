"""The tournament rules' texts and rulings are complete: every T- id has its words, every TQ-
ruling of DECISIONS.md is in its table, and the event scenario format documents every key."""

from __future__ import annotations

import re
from pathlib import Path

from floorapp.scenario import event_file
from floorapp.tournament import EventCode, TRule
from floorapp.tournament.rule_texts import TOURNAMENT_RULE_TEXTS, tournament_rule_text

REPO = Path(__file__).resolve().parents[2]
DECISIONS = (REPO / "docs" / "DECISIONS.md").read_text(encoding="utf-8")
SCENARIOS = (REPO / "docs" / "SCENARIOS.md").read_text(encoding="utf-8")
EVENT_PART = SCENARIOS.split("## Event scenarios")[1]


def test_every_tournament_rule_has_a_title_a_sentence_and_a_text() -> None:
    assert set(TOURNAMENT_RULE_TEXTS) == set(TRule)
    for rule, (title, sentence, text) in TOURNAMENT_RULE_TEXTS.items():
        assert title[0].isupper() and not title.endswith("."), rule
        assert sentence[0].isupper() and sentence.endswith(".") and len(sentence) < 160, rule
        assert 1 <= len(re.findall(r"[.!?](\s|$)", text)) <= 3 and len(text) <= 400, rule
        assert tournament_rule_text(rule.value) is TOURNAMENT_RULE_TEXTS[rule]
    assert tournament_rule_text("R-11") is None


def test_every_open_corner_is_decided_with_its_reason() -> None:
    section = DECISIONS.split("## The tournament floor (issue 27)")[1]
    rows = re.findall(r"^\| (TQ-\d\d) \| (.+?) \| (.+?) \| (.+?) \| (.+?) \|$", section, re.M)
    assert [row[0] for row in rows] == [f"TQ-{n:02}" for n in range(1, 33)]
    assert all(decision.strip() and why.strip() for _, _, decision, why, _ in rows)
    for rule, *_, scenarios in rows:
        for name in re.findall(r"`events/([^`]+)`", scenarios):
            found = list((REPO / "resources" / "scenarios" / "events").glob(name + "-*.toml"))
            assert len(found) == 1, (rule, name)


def documented(word: str) -> bool:
    return f"`{word}`" in EVENT_PART or f'"{word}"' in EVENT_PART


def test_every_key_of_an_event_scenario_is_documented() -> None:
    keys = (event_file.EVENT_TOP_KEYS | event_file.EVENT_KEYS | event_file.LEVEL_KEYS
            | event_file.EVENT_TABLE_KEYS | event_file.LAST_KEYS | event_file.EVENT_EXPECT_KEYS
            | set(event_file.EVENT_STEPS) | {key for keys in event_file.EVENT_STEPS.values()
                                             for key in keys})
    assert sorted(key for key in keys if not documented(key)) == []


def test_every_refusal_code_of_an_event_is_documented() -> None:
    table = EVENT_PART.split("`expect_error = \"CODE\"`")[1]
    listed = set(re.findall(r"^\| `([a-z-]+)`(?:, `([a-z-]+)`)? \|", table, re.M))
    codes = {code for pair in listed for code in pair if code}
    assert codes == {code.value for code in EventCode}

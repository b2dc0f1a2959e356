"""Every rule id the program cites has a title and a short text; every mistake code and lesson
topic has its words; training mode stays free of Qt."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from floorapp.rules import ButtonRule, RuleId
from floorapp.rules.rule_texts import rule_texts
from floorapp.training import MISTAKE_TEXTS, RULE_TEXTS, MistakeCode, lesson_ids, load_lesson
from floorapp.training.lessons import TOPICS
from floorapp.training.quiz import LEVELS, generate
from floorapp.training.rule_texts import TOPIC_TITLES, known_rule_text, rule_text, rule_title

REPO = Path(__file__).resolve().parents[2]


def rulebook_rules() -> set[str]:
    """The R- ids with an entry (a ``### R-xx · title`` heading) in floorapp's rulebook."""
    text = (REPO / "docs" / "RULES.md").read_text(encoding="utf-8")
    return set(re.findall(r"^### (R-\d\d) · ", text, re.M))


def decisions() -> set[str]:
    """The F- ids decided in docs/DECISIONS.md: its table rows and its bold list entries."""
    text = (REPO / "docs" / "DECISIONS.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (F-\d\d) \|", text, re.M)
    entries = re.findall(r"^- \*\*(F-\d\d):", text, re.M)
    return set(rows) | set(entries)


def sentences(text: str) -> int:
    return len(re.findall(r"[.!?](\s|$)", text))


def test_every_rulebook_rule_and_decision_has_a_title_and_a_text() -> None:
    wanted = rulebook_rules() | decisions()
    assert len(rulebook_rules()) >= 40 and {"R-01", "R-90"} <= rulebook_rules()
    assert len(decisions()) >= 29 and "F-30" in decisions()
    assert wanted - set(RULE_TEXTS) == set()
    assert set(RULE_TEXTS) - wanted == {RuleId.SECTION_8}, "no text for a rule nobody has"


def test_every_rule_id_has_a_title_a_sentence_and_a_text() -> None:
    assert set(RULE_TEXTS) == set(RuleId)
    for rule in RuleId:
        assert rule_texts(rule) is RULE_TEXTS[rule] and rule_texts(rule.value) is RULE_TEXTS[rule]
        sentence = RULE_TEXTS[rule].sentence
        assert sentence[0].isupper() and sentence.endswith(".") and len(sentence) < 160, rule


def test_rule_texts_are_short_plain_sentences() -> None:
    for rule, (title, _, text) in RULE_TEXTS.items():
        assert title and title[0].isupper() and not title.endswith("."), rule
        assert 1 <= sentences(text) <= 3, rule
        assert text[0].isupper() and text.endswith("."), rule
        assert len(text) <= 400, rule
        assert rule_title(rule) == title and rule_text(rule) == text


def test_unknown_rule_ids_fall_back_to_the_id() -> None:
    assert (rule_title("R-99"), rule_text("R-99")) == ("R-99", "")


def test_every_rule_the_rules_core_cites_in_training_has_a_text() -> None:
    cited: set[str] = set()
    questions = [q for lesson in lesson_ids() for q in load_lesson(lesson).questions]
    questions += [
        q
        for rule in ButtonRule
        for level in LEVELS
        for seed in range(10)
        for q in generate(rule, level, seed).questions
    ]
    for question in questions:
        result = question.grade(question.right_answer)
        cited |= {rule for check in result.checks for rule in check.rules}
    assert {rule for rule in cited if known_rule_text(rule) is None} == set()
    assert {"R-13", "R-32", "R-42", "R-43", "R-51", "R-71", "T-01", "T-17", "T-18"} <= cited


def test_every_mistake_code_and_topic_has_words() -> None:
    assert set(MISTAKE_TEXTS) == set(MistakeCode)
    assert all("{" not in text or "}" in text for text in MISTAKE_TEXTS.values())
    assert list(TOPIC_TITLES) == list(TOPICS)


def test_training_loads_no_qt() -> None:
    probe = (
        "import sys, floorapp.training, floorapp.storage.progress;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))"
    )
    result = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"

"""The quiz generator: the same seed makes the same quiz, every quiz replays without a refusal,
and the difficulty changes the situation."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path
from statistics import mean
from typing import Any

import pytest

from floorapp.rules import ButtonRule
from floorapp.scenario import Scenario, parse_scenario, run_scenario
from floorapp.training import Drill, ExerciseError, Origin, generate, quiz_document
from floorapp.training.exercise import exercise_from
from floorapp.training.quiz import LEVELS
from floorapp.training.rule_texts import RULE_TEXTS

REPO = Path(__file__).resolve().parents[2]
SEEDS = range(25)
CASES = [(rule, level) for rule in ButtonRule for level in LEVELS]


def events(document: dict[str, Any]) -> list[dict[str, Any]]:
    return [step for step in document["step"] if step["do"] != "deal"]


def deals(document: dict[str, Any]) -> list[dict[str, Any]]:
    return [step["expect"] for step in document["step"] if step["do"] == "deal"]


def test_the_same_seed_gives_the_same_quiz() -> None:
    for rule, level in CASES:
        assert quiz_document(rule, level, 1234) == quiz_document(rule, level, 1234)
        one, two = generate(rule, level, 99), generate(rule, level, 99)
        assert [q.deal for q in one.questions] == [q.deal for q in two.questions]
        assert one.origin == two.origin == Origin.of_quiz(rule, level, 99)


def test_the_same_seed_gives_the_same_quiz_in_another_process() -> None:
    probe = (
        "import json; from floorapp.training import quiz_document;"
        "print(json.dumps(quiz_document('moving', 3, 2024), sort_keys=True))"
    )
    environment = {**os.environ, "PYTHONHASHSEED": "12345"}
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, env=environment,
    )
    assert result.returncode == 0, result.stderr
    here = json.dumps(quiz_document(ButtonRule.MOVING, 3, 2024), sort_keys=True)
    assert result.stdout.strip() == here


def test_different_seeds_give_different_quizzes() -> None:
    for rule, level in CASES:
        made = {json.dumps(quiz_document(rule, level, seed), sort_keys=True) for seed in SEEDS}
        assert len(made) == len(SEEDS)


def test_the_button_rule_is_the_one_asked_for() -> None:
    for rule, level in CASES:
        exercise = generate(rule, level, 5)
        assert exercise.button_rule is rule
        assert exercise.origin.key == f"quiz:{rule.value}:{level}:5"


@pytest.mark.parametrize(("rule", "level"), CASES, ids=lambda v: str(v))
def test_every_quiz_replays_without_refusals_and_meets_its_expectations(
    rule: ButtonRule, level: int
) -> None:
    for seed in SEEDS:
        document = quiz_document(rule, level, seed)
        report = run_scenario(parse_scenario(document))
        assert report.passed, (seed, report.mismatches)
        assert all(r.error is None for r in report.reports), seed
        assert len([r for r in report.reports if r.deal is not None]) == LEVELS[level].deals


@pytest.mark.parametrize(("rule", "level"), CASES, ids=lambda v: str(v))
def test_quizzes_are_realistic(rule: ButtonRule, level: int) -> None:
    allowed = set(LEVELS[level].kinds) | {"deal"}
    for seed in SEEDS:
        document = quiz_document(rule, level, seed)
        assert {step["do"] for step in document["step"]} <= allowed
        assert events(document), "something happens at the table"
        seats = document["table"]["seats"]
        assert LEVELS[level].seats[0] <= seats <= LEVELS[level].seats[1]
        for expect in deals(document):
            assert len(expect["dealt"]) >= 2
            assert expect["big_blind"] in expect["dealt"]
            assert expect["first_to_act"] in expect["dealt"]
        names = [step["name"] for step in document["step"] if step["do"] == "sit"]
        names += list(document["table"]["players"].values())
        assert len(names) == len(set(names)), "every player has his own name"
        assert set(document["rules"]) <= set(RULE_TEXTS)


def test_difficulty_changes_the_situation() -> None:
    summary: dict[int, dict[str, float]] = {}
    for level in LEVELS:
        documents = [quiz_document(rule, level, seed) for rule in ButtonRule for seed in SEEDS]
        kinds = Counter(step["do"] for d in documents for step in events(d))
        choices = Counter(step.get("choice") for d in documents for step in events(d))
        summary[level] = {
            "deals": mean(len(deals(d)) for d in documents),
            "events per deal": mean(len(events(d)) / len(deals(d)) for d in documents),
            "seats": mean(d["table"]["seats"] for d in documents),
            "moves": kinds["move"],
            "busts": kinds["bust"],
            "behind": choices["behind"],
            "away at start": sum(len(d["table"].get("away", [])) for d in documents),
        }
    assert summary[1]["deals"] < summary[2]["deals"] < summary[3]["deals"]
    assert summary[1]["events per deal"] < summary[2]["events per deal"]
    assert summary[2]["events per deal"] < summary[3]["events per deal"]
    assert summary[1]["seats"] < summary[3]["seats"]
    assert summary[1]["moves"] == summary[2]["moves"] == 0 < summary[3]["moves"]
    assert summary[1]["busts"] == 0 < summary[2]["busts"]
    assert summary[1]["behind"] == 0 < summary[2]["behind"]
    assert summary[1]["away at start"] == 0 < summary[3]["away at start"]


def test_quizzes_show_the_moving_button_procedures() -> None:
    cited = {
        rule
        for seed in range(60)
        for rule in quiz_document(ButtonRule.MOVING, 2, seed)["rules"]
    }
    assert {"R-41", "R-42", "R-43"} <= cited


def test_a_quiz_cites_r41_only_where_a_player_due_the_big_blind_is_gone() -> None:
    """Issue 26: the quiz sent the trainee to R-41 ("the player due the big blind leaves") for
    deals where nobody had left."""
    quiet = [question for seed in range(8)
             for question in generate(ButtonRule.MOVING, 1, seed).questions
             if question.number > 1 and not question.events]
    assert quiet, "deals with no event in between"
    cited = {rule for question in quiet for _, rules in question.deal.position_rules
             for rule in rules}
    assert "R-41" not in cited and "R-40" in cited


def test_a_quiz_can_be_drilled_with_right_and_wrong_answers() -> None:
    drill = Drill(generate(ButtonRule.DEAD, 2, 8))
    number = 0
    while (question := drill.current) is not None:
        number += 1
        answer = question.right_answer
        if number % 2 == 0:
            answer = replace(answer, button=None)
        drill.answer(answer)
    assert number == LEVELS[2].deals
    assert [g.perfect for g in drill.grades] == [n % 2 == 1 for n in range(1, number + 1)]


def test_a_bad_difficulty_is_refused() -> None:
    with pytest.raises(ValueError, match="difficulty"):
        generate(ButtonRule.DEAD, 4, 1)


def test_an_exercise_refuses_a_scenario_with_a_refused_step_or_no_deal() -> None:
    document = quiz_document(ButtonRule.DEAD, 1, 3)
    refused = {**document, "step": [{"do": "back", "seat": 1, "choice": "post"}]}
    scenario: Scenario = parse_scenario(refused)
    with pytest.raises(ExerciseError, match="not-away"):
        exercise_from(scenario, Origin.of_quiz(ButtonRule.DEAD, 1, 3))
    nothing = parse_scenario({**document, "step": []})
    with pytest.raises(ExerciseError, match="no deal"):
        exercise_from(nothing, Origin.of_quiz(ButtonRule.DEAD, 1, 3))

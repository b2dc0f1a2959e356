"""The bundled course: at least thirty lessons, in order, each a passing scenario with full
expectations, notes, rule ids and a hint per deal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from floorapp.resources import resource_path
from floorapp.scenario import load_scenario, run_file
from floorapp.training import LessonError, lesson_ids, list_lessons, load_lesson
from floorapp.training.exercise import Question
from floorapp.training.lessons import TOPICS, lesson_number, parse_lesson
from floorapp.training.rule_texts import known_rule_text

REPO = Path(__file__).resolve().parents[2]
LESSONS = sorted(Path(str(resource_path("lessons"))).glob("*.toml"))
CASH_LESSONS = [path for path in LESSONS if 'kind = "event"' not in path.read_text("utf-8")]
"""The lessons at a cash table (the event lessons are tests/training/test_event_lessons.py's)."""
FULL_EXPECTATIONS = {
    "button", "dead_button", "big_blind", "posts", "dealt", "first_to_act", "missed", "lockup",
    "waiting",
}

GOOD = """
title = "A lesson"
rules = ["R-11"]
source = "here"
notes = "Read me."

[lesson]
topic = "rotation"
level = 1
hints = ["One."]

[table]
seats = 4
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di" }
last = { button = 1, small_blind = 2, big_blind = 3 }

[[step]]
do = "deal"
[step.expect]
big_blind = 4
"""


def test_the_course_has_at_least_thirty_lessons() -> None:
    assert len(LESSONS) >= 30
    assert len(lesson_ids()) == len(LESSONS)


def test_lessons_are_numbered_in_order_without_gaps() -> None:
    numbers = [lesson_number(lesson) for lesson in lesson_ids()]
    assert numbers == list(range(1, len(numbers) + 1))
    assert all(name.stem[:2].isdigit() and name.stem[2] == "-" for name in LESSONS)


def test_lessons_go_from_plain_rotation_to_seat_changes_then_the_tournament_floor() -> None:
    infos = list_lessons()
    order = [TOPICS.index(info.topic) for info in infos]
    assert order == sorted(order)
    assert infos[0].topic == "rotation" and infos[-1].topic == "tournament"
    assert [info.topic for info in infos if info.topic != "tournament"][-1] == "seat-changes"
    assert {info.topic for info in infos} == set(TOPICS)
    assert infos[0].level == 1


def test_the_course_teaches_the_moving_button_and_seat_change_rules() -> None:
    taught = {rule for info in list_lessons() for rule in info.rules}
    wanted = {"R-11", "R-12", "R-13", "R-14", "R-21", "R-23", "R-32", "R-33", "R-34", "R-35",
              "R-41", "R-42", "R-43", "R-51", "R-53", "R-61", "R-63", "R-64", "R-71", "R-72",
              "R-73", "R-74", "R-75", "R-76"}
    assert wanted - taught == set()


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_passes_the_scenario_runner(path: Path) -> None:
    report = run_file(path)
    assert report.invalid is None, report.invalid
    assert report.mismatches == []
    assert all(r.error is None for r in report.reports), "a lesson has no refused step"


@pytest.mark.parametrize("path", CASH_LESSONS, ids=lambda p: p.stem)
def test_every_lesson_is_short_with_full_expectations(path: Path) -> None:
    scenario = load_scenario(path)
    deals = [step for step in scenario.steps if step.event.kind == "deal"]
    assert 2 <= len(deals) <= 4
    blinds = len(scenario.table.house.blinds)
    for step in deals:
        assert step.expect is not None
        wanted = FULL_EXPECTATIONS | ({"small_blind", "dead_small_blind"} if blinds > 1 else set())
        wanted |= {"third_blind"} if blinds == 3 else set()
        assert wanted - set(step.expect) == set(), step.number


@pytest.mark.parametrize("lesson", lesson_ids())
def test_every_lesson_explains_itself(lesson: str) -> None:
    exercise = load_lesson(lesson)
    assert exercise.title and exercise.source
    assert len(exercise.notes.split()) >= 15
    assert exercise.rules and all(known_rule_text(rule) for rule in exercise.rules)
    assert all(question.hint for question in exercise.questions)
    assert [q.number for q in exercise.questions] == list(range(1, len(exercise.questions) + 1))
    deals = [q for q in exercise.questions if isinstance(q, Question)]
    for before, after in zip(deals, deals[1:], strict=False):
        assert before.after is not None and after.before.house == before.after.house


def test_the_runner_command_passes_every_lesson() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "floorapp.scenario", "resources/lessons"],
        cwd=REPO, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"scenarios: {len(LESSONS)} passed, 0 failed, 0 invalid" in result.stdout


def test_a_lesson_file_outside_the_bundle() -> None:
    exercise = parse_lesson("99-mine", GOOD)
    assert exercise.origin.key == "lesson:99-mine"
    assert (exercise.topic, exercise.level) == ("rotation", 1)
    assert exercise.questions[0].hint == "One."
    assert exercise.questions[0].deal.big_blind == 4


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (('topic = "rotation"', 'topic = "cooking"'), "topic"),
        (("level = 1", "level = 4"), "level"),
        (("level = 1", "level = 1\ncolour = 2"), "unknown key"),
        (('hints = ["One."]', 'hints = ["One.", "Two."]'), "2 hints for 1 deals"),
        (("big_blind = 4", "big_blind = 2"), "disagrees"),
        (('do = "deal"', 'do = "away"\nseat = 7\n[[step]]\ndo = "deal"'), "refusal bad-seat"),
        (('title = "A lesson"', "title = "), "TOML"),
    ],
)
def test_a_bad_lesson_is_refused(change: tuple[str, str], message: str) -> None:
    with pytest.raises(LessonError, match=message):
        parse_lesson("bad", GOOD.replace(*change, 1))


def test_an_unknown_lesson_is_refused() -> None:
    with pytest.raises(LessonError, match="no lesson"):
        load_lesson("00-nothing")

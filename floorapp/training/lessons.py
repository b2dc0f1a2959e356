"""The lessons shipped with floorapp: scenario files in ``resources/lessons``.

A lesson is a scenario file (the format of ``docs/SCENARIOS.md``) named ``NN-name.toml``; the
number orders the course, from plain rotation to seat changes and dealing off. Every lesson
has ``title``, ``rules`` (the rule ids it teaches), ``source`` and ``notes`` (the short
explanation the trainee reads before he starts), and full expectations on every deal, so that
``python -m floorapp.scenario resources/lessons`` checks the whole course. Besides, each has a
``[lesson]`` table:

.. code-block:: toml

    [lesson]
    topic = "missed-blinds"   # required: one of TOPICS, the part of the course
    level = 2                 # required: 1 (first steps) to 3 (hard cases)
    hints = [                 # optional: one sentence per deal, in order, shown after the
        "Flo waits ...",      #   trainee has answered that deal
        "...",
    ]

No other key is allowed in ``[lesson]``. A lesson id is its file name without ``.toml``.

A lesson at an event's tables is an event scenario (``kind = "event"``) with the same
``[lesson]`` table, its topic ``tournament`` (and only such a lesson has that topic): it is
replayed by the tournament core (:mod:`floorapp.training.event_exercise`), each ``deal`` step a
deal to set up and each ``move`` step a balancing question, graded with the ``T-`` rules.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floorapp.resources import iter_files
from floorapp.scenario import InvalidScenario, Scenario, parse_scenario, run_scenario
from floorapp.scenario.event_file import EventScenario, is_event_scenario, parse_event
from floorapp.scenario.event_replay import run_event_scenario

from .event_exercise import event_exercise
from .exercise import Exercise, ExerciseError, Origin, exercise_from

LESSON_FOLDER = "lessons"
"""The folder of the bundled lessons, under ``resources/``."""

TOPICS = (
    "rotation",
    "missed-blinds",
    "new-players",
    "heads-up",
    "simplified",
    "moving",
    "seat-changes",
    "tournament",
)
"""The parts of the course, in order."""
EVENT_TOPIC = "tournament"
"""The topic of the lessons at an event's tables (and of no other lesson)."""

AnyScenario = Scenario | EventScenario

LEVELS = (1, 2, 3)
LESSON_KEYS = {"topic", "level", "hints"}


class LessonError(ValueError):
    """A lesson file that cannot be used (bad scenario, bad ``[lesson]`` table, refused event)."""


@dataclass(frozen=True)
class LessonInfo:
    """What the lesson list shows: no replay needed."""

    id: str
    number: int
    title: str
    topic: str
    level: int
    rules: tuple[str, ...]
    notes: str
    deals: int


def lesson_files() -> list[Path]:
    """Every bundled lesson file, in course order (by file name)."""
    return iter_files(LESSON_FOLDER, suffix=".toml")


def lesson_ids() -> list[str]:
    """Every bundled lesson id, in course order."""
    return [_lesson_id(entry) for entry in lesson_files()]


def list_lessons() -> list[LessonInfo]:
    """Every bundled lesson, in course order. Raises :class:`LessonError` for a bad file."""
    return [lesson_info(_lesson_id(entry), _read(entry)) for entry in lesson_files()]


def load_lesson(lesson_id: str) -> Exercise:
    """One bundled lesson, replayed into its questions."""
    for entry in lesson_files():
        if _lesson_id(entry) == lesson_id:
            return lesson_exercise(lesson_id, _read(entry))
    raise LessonError(f"there is no lesson '{lesson_id}'")


def parse_lesson(lesson_id: str, text: str) -> Exercise:
    """A lesson from the text of a lesson file (for lessons that are not bundled)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise LessonError(f"{lesson_id}: not valid TOML: {error}") from None
    return lesson_exercise(lesson_id, _scenario(lesson_id, data))


def lesson_exercise(lesson_id: str, scenario: AnyScenario) -> Exercise:
    """A lesson scenario as an exercise: its questions, with the lesson's hints.

    The file's expectations must still hold: a lesson never teaches what the rules core (or
    at an event the tournament core) does not do.
    """
    topic, level, hints = lesson_table(lesson_id, scenario)
    _check_expectations(lesson_id, scenario)
    origin = Origin.of_lesson(lesson_id)
    try:
        if isinstance(scenario, EventScenario):
            exercise = event_exercise(scenario, origin, hints, topic, level)
        else:
            exercise = exercise_from(scenario, origin, hints, topic, level)
    except ExerciseError as error:
        raise LessonError(f"{lesson_id}: {error}") from None
    if hints and len(hints) != len(exercise.questions):
        raise LessonError(
            f"{lesson_id}: {len(hints)} hints for {len(exercise.questions)} deals"
        )
    return exercise


def _check_expectations(lesson_id: str, scenario: AnyScenario) -> None:
    if isinstance(scenario, EventScenario):
        mismatches = list(run_event_scenario(scenario, Path(lesson_id)).mismatches)
    else:
        mismatches = list(run_scenario(scenario).mismatches)
    if mismatches:
        raise LessonError(f"{lesson_id}: the rules core disagrees: {mismatches[:1]}")


def lesson_info(lesson_id: str, scenario: AnyScenario) -> LessonInfo:
    """The list entry of one lesson (at an event, the balancing moves count as deals)."""
    topic, level, _ = lesson_table(lesson_id, scenario)
    if isinstance(scenario, EventScenario):
        deals = sum(1 for step in scenario.steps if step.action is not None
                    and step.action.kind in ("deal", "move"))
    else:
        deals = sum(1 for step in scenario.steps if step.event.kind == "deal")
    return LessonInfo(
        id=lesson_id,
        number=lesson_number(lesson_id),
        title=scenario.title,
        topic=topic,
        level=level,
        rules=scenario.rules,
        notes=scenario.notes,
        deals=deals,
    )


def lesson_table(lesson_id: str, scenario: AnyScenario) -> tuple[str, int, tuple[str, ...]]:
    """The checked ``[lesson]`` table: topic, level and hints."""
    table: dict[str, Any] = scenario.lesson
    unknown = sorted(set(table) - LESSON_KEYS)
    if unknown:
        raise LessonError(f"{lesson_id}: unknown key(s) in [lesson]: {', '.join(unknown)}")
    topic = table.get("topic")
    if topic not in TOPICS:
        raise LessonError(f"{lesson_id}: [lesson] topic must be one of: {', '.join(TOPICS)}")
    if (topic == EVENT_TOPIC) != isinstance(scenario, EventScenario):
        raise LessonError(f"{lesson_id}: a lesson at an event (kind = \"event\") has the "
                          f"topic {EVENT_TOPIC}, and only such a lesson")
    level = table.get("level")
    if level not in LEVELS or isinstance(level, bool):
        raise LessonError(f"{lesson_id}: [lesson] level must be 1, 2 or 3")
    hints = table.get("hints", [])
    if not isinstance(hints, list) or not all(isinstance(h, str) for h in hints):
        raise LessonError(f"{lesson_id}: [lesson] hints must be a list of strings")
    return str(topic), int(level), tuple(hints)


def lesson_number(lesson_id: str) -> int:
    """The course number of a lesson id (``07-...`` is 7); 0 when it has none."""
    prefix = lesson_id.split("-", 1)[0]
    return int(prefix) if prefix.isdigit() else 0


def _lesson_id(entry: Path) -> str:
    return entry.name.removesuffix(".toml")


def _read(entry: Path) -> AnyScenario:
    lesson_id = _lesson_id(entry)
    try:
        data = tomllib.loads(entry.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise LessonError(f"{lesson_id}: not valid TOML: {error}") from None
    return _scenario(lesson_id, data)


def _scenario(lesson_id: str, data: dict[str, Any]) -> AnyScenario:
    try:
        if is_event_scenario(data):
            return parse_event(data)
        return parse_scenario(data)
    except InvalidScenario as error:
        raise LessonError(f"{lesson_id}: {error}") from None

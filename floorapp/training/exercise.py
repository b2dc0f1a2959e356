"""An exercise: a table and the deals a trainee sets up one after the other.

Lessons (:mod:`floorapp.training.lessons`) and quizzes (:mod:`floorapp.training.quiz`) are both
scenarios (the scenario file format); :func:`exercise_from` replays one through the rules core
and cuts it into questions (:class:`Question`), one per deal: the table as it stands before
the deal (the floor events since the previous deal already applied), the events themselves,
and the :class:`~floorapp.rules.Deal` the rules core gives, which is the right answer.

A :class:`Drill` is one trainee working through an exercise: it hands out the questions in
order and grades each answer (:mod:`floorapp.training.grading`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from floorapp.rules import ButtonRule, Deal, Event, Refused, Table, apply
from floorapp.scenario import Scenario
from floorapp.scenario.event_file import EventScenario

from .balancing import MoveAnswer, MoveQuestion
from .grading import Answer, Grade, grade


class ExerciseError(ValueError):
    """A scenario that cannot be used as an exercise (a refused event, no deal at all)."""


class ExerciseKind(StrEnum):
    """Where an exercise comes from."""

    LESSON = "lesson"
    """A lesson file shipped with floorapp."""
    QUIZ = "quiz"
    """A situation made up by the quiz generator from a seed (at an event: no button rule)."""


@dataclass(frozen=True)
class Origin:
    """What identifies an exercise, to record progress and to make it again.

    A lesson is named by its id (the file name without ``.toml``); a quiz by its button
    rule, difficulty and seed (the same three always give the same quiz).
    """

    kind: ExerciseKind
    lesson: str | None = None
    button_rule: ButtonRule | None = None
    difficulty: int | None = None
    seed: int | None = None

    @classmethod
    def of_lesson(cls, lesson_id: str) -> Origin:
        """The origin of a bundled lesson."""
        return cls(ExerciseKind.LESSON, lesson=lesson_id)

    @classmethod
    def of_quiz(cls, rule: ButtonRule, difficulty: int, seed: int) -> Origin:
        """The origin of a generated quiz."""
        return cls(ExerciseKind.QUIZ, button_rule=rule, difficulty=difficulty, seed=seed)

    @classmethod
    def of_event_quiz(cls, difficulty: int, seed: int) -> Origin:
        """The origin of a generated quiz at an event (it has no button rule: T-01)."""
        return cls(ExerciseKind.QUIZ, difficulty=difficulty, seed=seed)

    @property
    def at_event(self) -> bool:
        """A quiz at an event's tables (a lesson at an event is known by its id, like any)."""
        return self.kind is ExerciseKind.QUIZ and self.button_rule is None

    @property
    def key(self) -> str:
        """One line naming the exercise: ``lesson:03-big-blind-leaves``, ``quiz:dead:2:42``,
        ``quiz:event:2:42``."""
        if self.kind is ExerciseKind.LESSON:
            return f"lesson:{self.lesson}"
        rule = self.button_rule.value if self.button_rule else "event"
        return f"quiz:{rule}:{self.difficulty}:{self.seed}"


@dataclass(frozen=True)
class Question:
    """One deal to set up: the table the trainee sees, and the right answer.

    ``number`` counts the deals of the exercise from 1. ``before`` is the table just before
    the deal, with ``events`` (the floor events since the previous deal, in order) already
    applied; ``after`` is the table once the deal is made. ``hint`` is the lesson's short
    explanation of this deal ("" when it has none).
    """

    number: int
    before: Table
    events: tuple[Event, ...]
    deal: Deal
    after: Table
    hint: str = ""

    @property
    def right_answer(self) -> Answer:
        """The answer that scores full marks."""
        return Answer.from_deal(self.deal)

    def grade(self, answer: Answer) -> Grade:
        """The trainee's answer to this question, graded against the rules core."""
        return grade(answer, self.deal)


AnyQuestion = Question | MoveQuestion
"""A deal to set up (at a cash table or an event's) or a balancing move to name."""
AnyAnswer = Answer | MoveAnswer


@dataclass(frozen=True)
class Exercise:
    """A lesson or a quiz, ready to be worked through."""

    origin: Origin
    title: str
    notes: str
    rules: tuple[str, ...]
    source: str
    scenario: Scenario | EventScenario
    questions: tuple[AnyQuestion, ...]
    topic: str = ""
    """A lesson's topic (:data:`floorapp.training.lessons.TOPICS`); "quiz" for a quiz."""
    level: int = 1
    """A lesson's level, a quiz's difficulty: 1 to 3."""

    @property
    def at_event(self) -> bool:
        """The exercise is at an event's tables, graded by the tournament core."""
        return isinstance(self.scenario, EventScenario)

    @property
    def start(self) -> Table:
        """The table at the start, before any event (a cash exercise's)."""
        assert isinstance(self.scenario, Scenario), "an event has tables, not a table"
        return self.scenario.table

    @property
    def button_rule(self) -> ButtonRule:
        """The table's button rule (always the dead button at an event: T-01)."""
        if isinstance(self.scenario, EventScenario):
            return ButtonRule.DEAD
        return self.scenario.table.house.button


def exercise_from(
    scenario: Scenario,
    origin: Origin,
    hints: tuple[str, ...] = (),
    topic: str = "",
    level: int = 1,
) -> Exercise:
    """Replay ``scenario`` and cut it into one question per deal.

    Raises :class:`ExerciseError` when an event is refused (an exercise never shows the floor
    doing something the rules forbid) or when the scenario has no deal.
    """
    questions = tuple(replay_questions(scenario, hints))
    if not questions:
        raise ExerciseError(f"'{scenario.title}' has no deal to set up")
    return Exercise(
        origin=origin,
        title=scenario.title,
        notes=scenario.notes,
        rules=scenario.rules,
        source=scenario.source,
        scenario=scenario,
        questions=questions,
        topic=topic,
        level=level,
    )


def replay_questions(scenario: Scenario, hints: tuple[str, ...] = ()) -> list[Question]:
    """The questions of a scenario: every deal, with the table and the events before it."""
    table = scenario.table
    events: list[Event] = []
    questions: list[Question] = []
    for step in scenario.steps:
        try:
            applied = apply(table, step.event)
        except Refused as refusal:
            raise ExerciseError(
                f"'{scenario.title}' step {step.number}: the rules refuse it "
                f"({refusal})"
            ) from refusal
        if applied.deal is None:
            events.append(step.event)
        else:
            number = len(questions) + 1
            hint = hints[number - 1] if number <= len(hints) else ""
            questions.append(
                Question(number, table, tuple(events), applied.deal, applied.after, hint)
            )
            events = []
        table = applied.after
    return questions


def right_grade(question: AnyQuestion) -> Grade:
    """The grade of a question's right answer: every check it makes, with its rules."""
    match question:
        case MoveQuestion():
            return question.grade(question.right_answer)
        case Question():
            return question.grade(question.right_answer)


@dataclass
class Drill:
    """One trainee working through an exercise, one deal after the other.

    ``current`` is the question to answer (None once every deal is answered); :meth:`answer`
    grades it, keeps the grade and moves on. A wrong answer does not change what comes next:
    the table always goes on from the right deal.
    """

    exercise: Exercise
    grades: list[Grade] = field(default_factory=list)

    @property
    def current(self) -> AnyQuestion | None:
        """The next question, or None when the exercise is done."""
        index = len(self.grades)
        questions = self.exercise.questions
        return questions[index] if index < len(questions) else None

    @property
    def finished(self) -> bool:
        """Every deal has been answered."""
        return self.current is None

    def answer(self, answer: AnyAnswer) -> Grade:
        """Grade the answer to the current question and move to the next one."""
        question = self.current
        if question is None:
            raise IndexError("every deal of this exercise has been answered")
        match question, answer:
            case MoveQuestion(), MoveAnswer():
                result = question.grade(answer)
            case Question(), Answer():
                result = question.grade(answer)
            case _:
                raise TypeError("a deal is answered with a set-up, a balancing move with a move")
        self.grades.append(result)
        return result

    @property
    def points(self) -> int:
        """Checks answered right so far."""
        return sum(g.points for g in self.grades)

    @property
    def out_of(self) -> int:
        """Checks made so far."""
        return sum(g.out_of for g in self.grades)

    @property
    def score(self) -> float:
        """Share of the checks answered right so far (1.0 before any answer)."""
        return self.points / self.out_of if self.out_of else 1.0

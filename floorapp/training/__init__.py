"""Training mode without a screen: lessons, quizzes, grading, and the rule texts.

Pure like the layers below it: the standard library, :mod:`floorapp.rules` and
:mod:`floorapp.scenario` only. A training screen drives it like this:

- pick an exercise: :func:`list_lessons` / :func:`load_lesson` for the bundled course, or
  :func:`generate` for a quiz (button rule, difficulty 1-3, seed);
- start a :class:`Drill` on it; for each :attr:`Drill.current` question show
  :attr:`Question.before` (the table, with :attr:`Question.events` just applied), collect the
  trainee's :class:`Answer`, and call :meth:`Drill.answer` for the :class:`Grade`;
- show :attr:`Question.deal` (the right answer) and each :class:`Mistake` of the grade,
  worded from its code and explained by its rule ids (:data:`RULE_TEXTS`);
- record the grade with :mod:`floorapp.storage.progress`.

At an event's tables (lessons of the topic ``tournament``, :func:`generate_event_quiz`) a deal
is an :class:`EventQuestion` graded by the tournament core with its ``T-`` rules, and a
balancing question a :class:`MoveQuestion`, answered with a :class:`MoveAnswer` (the player
who moves, then his seat).
"""

from .balancing import MoveAnswer, MoveQuestion
from .event_deals import EventQuestion
from .event_quiz import generate_event_quiz
from .exercise import AnyQuestion, Drill, Exercise, ExerciseError, ExerciseKind, Origin, Question
from .grading import Answer, Check, Grade, Item, Mistake, MistakeCode, grade
from .lessons import LessonError, LessonInfo, lesson_ids, list_lessons, load_lesson
from .quiz import generate, quiz_document
from .rule_texts import (
    MISTAKE_TEXTS,
    RULE_TEXTS,
    TOPIC_TITLES,
    explain,
    mistake_template,
    mistake_texts,
    rule_text,
    rule_title,
)

__all__ = [
    "Answer",
    "AnyQuestion",
    "EventQuestion",
    "MoveAnswer",
    "MoveQuestion",
    "generate_event_quiz",
    "Check",
    "Drill",
    "Exercise",
    "ExerciseError",
    "ExerciseKind",
    "Grade",
    "Item",
    "LessonError",
    "LessonInfo",
    "MISTAKE_TEXTS",
    "mistake_template",
    "mistake_texts",
    "Mistake",
    "MistakeCode",
    "Origin",
    "Question",
    "RULE_TEXTS",
    "TOPIC_TITLES",
    "explain",
    "generate",
    "grade",
    "lesson_ids",
    "list_lessons",
    "load_lesson",
    "quiz_document",
    "rule_text",
    "rule_title",
]

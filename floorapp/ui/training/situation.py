"""What the drill page says around a question: the situation before it (last hand's positions
and what happened since) and the hint (a lesson's sentence, or the rules that decide a quiz's
question). Words only; the page shows them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.rules import Table, apply
from floorapp.training import AnyQuestion, Drill, EventQuestion, MoveQuestion, Question
from floorapp.training.exercise import right_grade
from floorapp.training.grading import rule_key
from floorapp.ui import wording
from floorapp.ui.training import event_words
from floorapp.ui.training import wording as words


def previous_table(drill: Drill, question: Question) -> Table | None:
    """The table right after the previous deal (the start of the exercise for the first) of a
    cash exercise; None at an event."""
    if drill.exercise.at_event:
        return None
    number = question.number
    previous = drill.exercise.questions[number - 2] if number > 1 else None
    if isinstance(previous, MoveQuestion):
        return None
    return previous.after if previous is not None else drill.exercise.start


def situation_text(drill: Drill, question: AnyQuestion) -> str:
    """Last hand's positions, then every floor event since, one per line."""
    if isinstance(question, EventQuestion | MoveQuestion):
        return event_words.situation_text(question)
    table = previous_table(drill, question)
    if table is None:
        return ""
    lines = [words.last_hand_sentence(question.before)]
    if not question.events:
        lines.append(words.no_events_sentence())
        return "\n".join(lines)
    lines.append(QCoreApplication.translate("Training", "Since then:"))
    for event in question.events:
        lines.append("• " + wording.event_text(event, table))
        table = apply(table, event).after
    return "\n".join(lines)


def hint_text(question: AnyQuestion) -> str:
    """The lesson's hint for this question; for a quiz, the rules that decide it."""
    if question.hint:
        return words.lesson_text(question.hint)
    if isinstance(question, EventQuestion | MoveQuestion):
        rules = set(right_grade(question).by_rule())
    else:
        deal = question.deal
        rules = {rule for _, ids in deal.position_rules for rule in ids}
        rules |= {rule for ids in deal.reasons().values() for rule in ids}
    listed = "; ".join(f"{rule} {words.rule_title(rule)}"
                       for rule in sorted(rules, key=rule_key))
    return QCoreApplication.translate(
        "Training", "The rules that decide this deal: {rules}.").format(rules=listed)

"""A graded deal in words, as the drill page shows it under the table: the checks right, each
mistake with the rules behind the right answer (a rule's text given once per result), and the
lesson's hint.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from floorapp.training import Grade, Mistake, MoveQuestion, Question
from floorapp.ui.training import event_words
from floorapp.ui.training import wording as words


def result_html(grade: Grade, question: Question | MoveQuestion) -> str:
    """The grade, each mistake with the rules behind the right answer, and the hint."""
    def sentence_of(mistake: Mistake) -> str:
        if isinstance(question, MoveQuestion):
            return event_words.move_mistake_sentence(mistake, question.before)
        table = question.before

        def name_of(seat: int) -> str | None:
            player = table.player(seat) if 1 <= seat <= table.size else None
            return player.name if player else None

        return words.mistake_sentence(mistake, name_of)

    parts = [f"<p><b>{escape(words.checks_right(grade.points, grade.out_of))}</b></p>"]
    if grade.perfect:
        parts.append(f"<p>{escape(words.perfect_sentence())}</p>")
    else:
        parts.append(f"<p><b>{escape(words.mistakes_heading(len(grade.mistakes)))}</b></p>")
    explained: set[str] = set()
    for mistake in grade.mistakes:
        rules = []
        for rule in mistake.rules:
            rules.append("<br>&nbsp;&nbsp;" + _rule_html(rule, rule in explained))
            explained.add(rule)
        sentence = escape(sentence_of(mistake))
        parts.append(f"<p>✗ {sentence}{''.join(rules)}</p>")
    if question.hint:
        why = QCoreApplication.translate("Training", "In short:")
        parts.append(f"<p><i>{escape(why)}</i> {escape(words.lesson_text(question.hint))}</p>")
    return "".join(parts)


def _rule_html(rule: str, explained: bool) -> str:
    """A rule id and title in bold, then its text (or a pointer to it when the same
    result already gave it)."""
    if explained:
        template = QCoreApplication.translate("Training", "{rule} · {title} (see above)")
    else:
        template = QCoreApplication.translate("Training", "{rule} · {title}: {text}")
    return escape(template).format(
        rule=f"<b>{escape(rule)}</b>", title=f"<b>{escape(words.rule_title(rule))}</b>",
        text=escape(words.rule_text(rule)))

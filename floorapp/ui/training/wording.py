"""Every word of the training screen: tools, grades, mistakes, rule texts, lessons.

Words written here go through ``QCoreApplication.translate`` with an explicit context and a
literal text, like :mod:`floorapp.ui.wording`. The training core keeps some words as data -
the mistake sentences and the lesson topics of :mod:`floorapp.training.rule_texts`, and the
titles, notes and hints of the lesson files - and these are translated by :func:`data_text`
under their own contexts (``mistakes``, ``topics``, ``lessons``); the rules' titles and texts
come from the rules' one catalogue through :func:`wording.rule_words`. ``pyside6-lupdate``
cannot find them in the source: ``tools/translations.py update`` adds them to the ``.ts``
files.

Numbers are written by the locale (:func:`number`; chip amounts by :func:`wording.amount`),
counts with Qt's plural forms (``%n``, settled for English by :func:`wording.plural`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from floorapp.rules import ButtonRule, Missed, Table
from floorapp.screen.training_board import Tool
from floorapp.storage.errors import Problem
from floorapp.training import TOPIC_TITLES, Exercise, Item, Mistake, mistake_template
from floorapp.training.exercise import ExerciseKind
from floorapp.training.rule_texts import MISTAKE_CONTEXT, TOPIC_CONTEXT
from floorapp.ui import wording
from floorapp.ui.wording import plural as plural

LESSON_CONTEXT = "lessons"
"""The translation context of the lesson files' titles, notes and hints."""

_translate_data = QCoreApplication.translate
"""Qt's translate, for texts that are data (not literals in this source)."""

NameOf = Callable[[int], "str | None"]
"""The player on a seat (None for an empty seat)."""


def data_text(context: str, source: str) -> str:
    """A text kept as data (rule, mistake, topic, lesson), translated under ``context``."""
    if not source:
        return ""
    return _translate_data(context, source)


# --- numbers ---------------------------------------------------------------------------------


def number(value: int) -> str:
    """A whole number (a count, a score) as the language writes it (1,000 / 1 000 / 1.000),
    like a chip amount."""
    return wording.amount(value)


def percent(share: float) -> str:
    """A share from 0.0 to 1.0 as a whole percentage: "85%" (in French "85 %")."""
    return QCoreApplication.translate("Training", "{percent}%").format(
        percent=number(round(share * 100)))


def checks_right(points: int, out_of: int) -> str:
    """ "7 of 9 checks right (78%)"."""
    text = QCoreApplication.translate(
        "Training", "{points} of %n check(s) right ({percent})", "", out_of)
    return plural(text, out_of).format(
        points=number(points), percent=percent(points / out_of if out_of else 1.0))


def deals_answered(count: int) -> str:
    """ "12 deals answered"."""
    return plural(QCoreApplication.translate("Training", "%n deal(s) answered", "", count),
                  count)


def lesson_deals(count: int) -> str:
    """ "3 deals" (how long a lesson is)."""
    return plural(QCoreApplication.translate("Training", "%n deal(s)", "", count), count)


def mistakes_heading(count: int) -> str:
    """ "2 mistakes:"."""
    return plural(QCoreApplication.translate("Training", "%n mistake(s):", "", count), count)


# --- rules, topics, lessons -------------------------------------------------------------------


def rule_title(rule: str) -> str:
    """The short title of a rule id, translated (the id itself when unknown): the rules'
    catalogue through :func:`wording.rule_words`."""
    return wording.rule_words(rule).title


def rule_text(rule: str) -> str:
    """The fuller text of a rule id, translated (its short sentence when the catalogue has
    no text for it)."""
    words = wording.rule_words(rule)
    return words.text or words.sentence


def topic_title(topic: str) -> str:
    if topic == "quiz":
        return QCoreApplication.translate("Training", "Quiz")
    return data_text(TOPIC_CONTEXT, TOPIC_TITLES.get(topic, topic))


def level_label(level: int) -> str:
    return QCoreApplication.translate("Training", "Level {level}").format(level=level)


def difficulty_explanation(level: int) -> str:
    """What a quiz of this difficulty holds."""
    texts = {
        1: QCoreApplication.translate(
            "Training", "Three deals at six to nine seats; players step away, come back, "
            "leave or sit down, one thing at most between two deals."),
        2: QCoreApplication.translate(
            "Training", "Four deals; also busts and rebuys, players posting behind the "
            "button, lock-ups released and other stakes; up to two things between deals."),
        3: QCoreApplication.translate(
            "Training", "Five deals at up to ten seats; also seat changes and more players "
            "away; up to three things between deals."),
    }
    return texts.get(level, "")


def event_difficulty_explanation(level: int) -> str:
    """What a quiz at an event of this difficulty holds."""
    texts = {
        1: QCoreApplication.translate(
            "Training", "Three deals at an event's table: players absent and back, late "
            "registrants, eliminations, one between two deals; then one balancing move."),
        2: QCoreApplication.translate(
            "Training", "Three deals with a big-blind ante and new levels, up to two things "
            "between deals; then one balancing move and the receiving table's deal."),
        3: QCoreApplication.translate(
            "Training", "Four deals, any kind of ante, up to three things between deals; "
            "three tables, two balancing moves and the receiving table's deal."),
    }
    return texts.get(level, "")


def exercise_title(exercise: Exercise) -> str:
    """A lesson's title, or "Quiz: dead button, difficulty 2, seed 42"."""
    origin = exercise.origin
    if origin.kind is ExerciseKind.LESSON:
        return data_text(LESSON_CONTEXT, exercise.title)
    if origin.at_event:
        return QCoreApplication.translate(
            "Training", "Quiz at an event, difficulty {level}, code {seed}").format(
                level=origin.difficulty, seed=origin.seed)
    rule = wording.button_rule_label(origin.button_rule or ButtonRule.DEAD)
    return QCoreApplication.translate(
        "Training", "Quiz: {rule}, difficulty {level}, code {seed}").format(
            rule=rule, level=origin.difficulty, seed=origin.seed)


def finished_heading(exercise: Exercise) -> str:
    """The end screen's title: "Lesson finished: {title}", or "Quiz finished: dead button,
    difficulty 2, code 42" (the quiz named once)."""
    origin = exercise.origin
    if origin.kind is ExerciseKind.LESSON:
        return QCoreApplication.translate("Training", "Lesson finished: {title}").format(
            title=exercise_title(exercise))
    if origin.at_event:
        return QCoreApplication.translate(
            "Training", "Quiz finished: at an event, difficulty {level}, code {seed}").format(
                level=origin.difficulty, seed=origin.seed)
    rule = wording.button_rule_label(origin.button_rule or ButtonRule.DEAD)
    return QCoreApplication.translate(
        "Training", "Quiz finished: {rule}, difficulty {level}, code {seed}").format(
            rule=rule, level=origin.difficulty, seed=origin.seed)


def exercise_notes(exercise: Exercise) -> str:
    """What the trainee reads before he starts: the lesson's notes, or what a quiz is."""
    if exercise.origin.kind is ExerciseKind.LESSON:
        return data_text(LESSON_CONTEXT, exercise.notes)
    if exercise.origin.at_event:
        return QCoreApplication.translate(
            "Training", "An event made up at random: set up each deal at its table as the "
            "floor's actions since the last one require, then name the balancing moves.")
    return QCoreApplication.translate(
        "Training", "A table made up at random: set up each deal as the floor events "
        "since the last one require.")


def lesson_text(text: str) -> str:
    """A lesson's title, notes or hint, translated."""
    return data_text(LESSON_CONTEXT, text)


def rules_list(rules: tuple[str, ...]) -> str:
    return ", ".join(rules)


# --- tools ------------------------------------------------------------------------------------


def tool_label(tool: Tool) -> str:
    """The tool's button text, with its keyboard letter after ``&`` (Alt + letter)."""
    labels = {
        Tool.BUTTON: QCoreApplication.translate("TrainingTool", "&Button"),
        Tool.DEAD_BUTTON: QCoreApplication.translate("TrainingTool", "D&ead button"),
        Tool.SMALL_BLIND: QCoreApplication.translate("TrainingTool", "&Small blind"),
        Tool.DEAD_SMALL_BLIND: QCoreApplication.translate(
            "TrainingTool", "Dead small b&lind"),
        Tool.BIG_BLIND: QCoreApplication.translate("TrainingTool", "Bi&g blind"),
        Tool.THIRD_BLIND: QCoreApplication.translate("TrainingTool", "&Third blind"),
        Tool.POST: QCoreApplication.translate("TrainingTool", "&Post…"),
        Tool.MISSED_SB: QCoreApplication.translate("TrainingTool", "&Missed SB"),
        Tool.MISSED_BB: QCoreApplication.translate("TrainingTool", "Missed BB"),
        Tool.MISSED_BOTH: QCoreApplication.translate("TrainingTool", "Missed b&oth"),
        Tool.DEALT: QCoreApplication.translate("TrainingTool", "&Dealt in / out"),
        Tool.FIRST_TO_ACT: QCoreApplication.translate("TrainingTool", "&First to act"),
        Tool.CLEAR: QCoreApplication.translate("TrainingTool", "&Clear seat"),
    }
    return labels[tool]


def tool_tip(tool: Tool) -> str:
    """What a click with the tool does."""
    tips = {
        Tool.BUTTON: QCoreApplication.translate(
            "TrainingTool", "Put the dealer button on the seat you click."),
        Tool.DEAD_BUTTON: QCoreApplication.translate(
            "TrainingTool", "Put a dead button on the seat you click: nobody there is "
            "dealt in."),
        Tool.SMALL_BLIND: QCoreApplication.translate(
            "TrainingTool", "Put the small blind on the seat you click; its player posts it."),
        Tool.DEAD_SMALL_BLIND: QCoreApplication.translate(
            "TrainingTool", "Put a dead small blind on the seat you click: nobody posts it."),
        Tool.BIG_BLIND: QCoreApplication.translate(
            "TrainingTool", "Put the big blind on the seat you click."),
        Tool.THIRD_BLIND: QCoreApplication.translate(
            "TrainingTool", "Put the third (largest) blind on the seat you click."),
        Tool.POST: QCoreApplication.translate(
            "TrainingTool", "Make the seat you click post: an entry post, a make-up, a "
            "seat-change post. You give the live and the dead amount."),
        Tool.MISSED_SB: QCoreApplication.translate(
            "TrainingTool", "After the deal this seat has a missed small blind button."),
        Tool.MISSED_BB: QCoreApplication.translate(
            "TrainingTool", "After the deal this seat has a missed big blind button."),
        Tool.MISSED_BOTH: QCoreApplication.translate(
            "TrainingTool", "After the deal this seat has a missed-both button."),
        Tool.DEALT: QCoreApplication.translate(
            "TrainingTool", "Deal the seat you click in, or leave it out. Each deal starts "
            "with every active player dealt in."),
        Tool.FIRST_TO_ACT: QCoreApplication.translate(
            "TrainingTool", "The player on the seat you click acts first before the flop."),
        Tool.CLEAR: QCoreApplication.translate(
            "TrainingTool", "Take every button, blind and post off the seat you click."),
    }
    return tips[tool]


def tool_prompt(tool: Tool) -> str:
    """The line under the table while a tool is chosen."""
    return QCoreApplication.translate(
        "Training", "{tool}: click a seat (or type its number and press Enter). Clicking "
        "again takes it away.").format(tool=tool_label(tool).replace("&", ""))


# --- the situation before a deal ---------------------------------------------------------------


def last_hand_sentence(table: Table) -> str:
    """Where last hand's button and blinds lay: the starting point of this deal."""
    last = table.last
    if last is None:
        if table.draw is not None:
            return QCoreApplication.translate(
                "Training", "A new game: the draw gave the button to seat {seat}.").format(
                    seat=table.draw)
        return QCoreApplication.translate("Training", "No hand has been dealt here yet.")
    small = QCoreApplication.translate("Training", "small blind {seat}")
    big = QCoreApplication.translate("Training", "big blind {seat}")
    third = QCoreApplication.translate("Training", "third blind {seat}")
    names = {1: (big,), 2: (small, big)}.get(len(last.blinds), (small, big, third))
    blinds = ", ".join(name.format(seat=seat)
                       for name, seat in zip(names, last.blinds, strict=False))
    return QCoreApplication.translate(
        "Training", "Last hand: button on seat {button}, {blinds}.").format(
            button=last.button, blinds=blinds)


def no_events_sentence() -> str:
    return QCoreApplication.translate("Training", "Nothing has changed since the last hand.")


# --- grades and mistakes -----------------------------------------------------------------------


def seat_words(seat: int, name_of: NameOf) -> str:
    """ "seat 4 (Di)", or "seat 4" for an empty seat."""
    name = name_of(seat)
    if name:
        return QCoreApplication.translate("TrainingValue", "seat {seat} ({name})").format(
            seat=seat, name=name)
    return QCoreApplication.translate("TrainingValue", "seat {seat}").format(seat=seat)


def amounts_words(live: int, dead: int) -> str:
    """ "2 live and 1 dead", "2 live", "1 dead"."""
    if live and dead:
        return QCoreApplication.translate("TrainingValue", "{live} and {dead}").format(
            live=wording.live_amount(live), dead=wording.dead_amount(dead))
    if dead:
        return wording.dead_amount(dead)
    return wording.live_amount(live)


def value_words(item: Item, value: object, name_of: NameOf) -> str:
    """A checked value (right or given) in words."""
    if item is Item.POST:
        if isinstance(value, tuple):
            return amounts_words(int(value[0]), int(value[1]))
        return QCoreApplication.translate("TrainingValue", "nothing")
    if item is Item.DEALT:
        if value:
            return QCoreApplication.translate("TrainingValue", "dealt in")
        return QCoreApplication.translate("TrainingValue", "not dealt in")
    if item in (Item.DEAD_BUTTON, Item.DEAD_SMALL_BLIND):
        if value:
            return QCoreApplication.translate("TrainingValue", "dead")
        return QCoreApplication.translate("TrainingValue", "live")
    if item is Item.MARKER:
        if isinstance(value, Missed):
            return QCoreApplication.translate("TrainingValue", "a {button} button").format(
                button=wording.missed_phrase(value))
        return QCoreApplication.translate("TrainingValue", "no missed-blind button")
    if isinstance(value, int) and not isinstance(value, bool):
        return seat_words(value, name_of)
    return QCoreApplication.translate("TrainingValue", "no seat")


def mistake_sentence(mistake: Mistake, name_of: NameOf) -> str:
    """One mistake in a sentence: "The button goes on seat 8 (Hal), not on seat 7 (Gus)."."""
    template = data_text(MISTAKE_CONTEXT, mistake_template(mistake))
    sentence = template.format(
        seat=seat_words(mistake.seat, name_of) if mistake.seat is not None else "",
        expected=value_words(mistake.item, mistake.expected, name_of),
        given=value_words(mistake.item, mistake.given, name_of),
    )
    return sentence[:1].upper() + sentence[1:]


def perfect_sentence() -> str:
    return QCoreApplication.translate("Training", "Perfect: every check is right.")


def storage_problem(problem: Problem) -> str:
    """Why the training records could not be read or written."""
    texts = {
        Problem.NO_FOLDER: QCoreApplication.translate(
            "Training", "The data folder cannot be used."),
        Problem.READ_ONLY: QCoreApplication.translate(
            "Training", "The data folder may not be written."),
        Problem.DISK_FULL: QCoreApplication.translate("Training", "The disk is full."),
        Problem.DAMAGED: QCoreApplication.translate("Training", "The room file is damaged."),
        Problem.NEWER_SCHEMA: QCoreApplication.translate(
            "Training", "The room file was written by a newer floorapp."),
        Problem.BUSY: QCoreApplication.translate(
            "Training", "Another program holds the room file."),
        Problem.IO: QCoreApplication.translate("Training", "The disk refused the file."),
    }
    return texts.get(problem, texts[Problem.IO])


def not_saved_sentence(problem: Problem) -> str:
    """The grade is shown but could not be kept."""
    return QCoreApplication.translate(
        "Training", "This deal was graded but not saved: {why}").format(
            why=storage_problem(problem))

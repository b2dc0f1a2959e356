"""The words of training mode in plain English, as data: rules, mistakes and lesson topics.

What each rule says (title, sentence, fuller text) is the rules' one catalogue,
:data:`floorapp.rules.rule_texts.RULE_TEXTS`, and for the ``T-`` rules of an event the
tournament's, :data:`floorapp.tournament.TOURNAMENT_RULE_TEXTS`: :func:`known_rule_text` (the
tournament's) looks an id up in both.
:data:`MISTAKE_TEXTS` words each mistake code of :mod:`floorapp.training.grading`,
:data:`TOPIC_TITLES` each lesson topic.

These are the English source strings. The screen wraps each one in a Qt translation call with
an explicit context (:data:`RULE_CONTEXT`, :data:`MISTAKE_CONTEXT`, :data:`TOPIC_CONTEXT`), so a
translator finds them all in one place; nothing here imports Qt. Mistake texts have named
fields in braces (``{seat}``, ``{expected}``, ``{given}``) for the screen to fill in.
"""

from __future__ import annotations

from floorapp.rules.rule_texts import RULE_CONTEXT as RULE_CONTEXT
from floorapp.rules.rule_texts import RULE_TEXTS as RULE_TEXTS
from floorapp.tournament.rule_texts import known_rule_text as known_rule_text

from .grading import Amounts, Item, Mistake, MistakeCode, Value

MISTAKE_CONTEXT = "mistakes"
TOPIC_CONTEXT = "topics"

MISTAKE_TEXTS: dict[MistakeCode, str] = {
    MistakeCode.WRONG_BUTTON: "The button goes on {expected}, not on {given}.",
    MistakeCode.WRONG_DEAD_BUTTON: "The button on {seat} is {expected}, not {given}.",
    MistakeCode.WRONG_SMALL_BLIND: "The small blind goes on {expected}, not on {given}.",
    MistakeCode.WRONG_DEAD_SMALL_BLIND: "The small blind on {seat} is {expected}, not {given}.",
    MistakeCode.WRONG_BIG_BLIND: "The big blind goes on {expected}, not on {given}.",
    MistakeCode.WRONG_THIRD_BLIND: "The third blind goes on {expected}, not on {given}.",
    MistakeCode.MISSED_POST: "{seat} posts {expected}.",
    MistakeCode.EXTRA_POST: "{seat} posts nothing.",
    MistakeCode.WRONG_AMOUNT: "{seat} posts {expected}, not {given}.",
    MistakeCode.WRONG_DEALT: "{seat} is {expected}.",
    MistakeCode.WRONG_FIRST_TO_ACT: "The first to act is {expected}, not {given}.",
    MistakeCode.WRONG_MARKER: "{seat} should have {expected}, not {given}.",
    MistakeCode.WRONG_MOVER: "The player who moves is {expected}, not {given}.",
    MistakeCode.WRONG_MOVE_TO: "The new seat is {expected}, not {given}.",
}
"""Mistake code -> sentence with ``{seat}``, ``{expected}`` and ``{given}`` to fill in."""

UNMARKED_TEXTS: dict[MistakeCode, str] = {
    MistakeCode.WRONG_BUTTON: "The button goes on {expected}; no seat was marked for it.",
    MistakeCode.WRONG_SMALL_BLIND: "The small blind goes on {expected}; no seat was marked for it.",
    MistakeCode.WRONG_BIG_BLIND: "The big blind goes on {expected}; no seat was marked for it.",
    MistakeCode.WRONG_THIRD_BLIND: "The third blind goes on {expected}; no seat was marked for it.",
    MistakeCode.WRONG_FIRST_TO_ACT: "The first to act is {expected}; no seat was marked.",
    MistakeCode.WRONG_MOVER: "The player who moves is {expected}; no player was chosen.",
    MistakeCode.WRONG_MOVE_TO: "The new seat is {expected}; no seat was chosen.",
}
"""A position the answer left without a seat: the sentence (never "not on no seat")."""

NOT_THIS_HAND_TEXTS: dict[MistakeCode, str] = {
    MistakeCode.WRONG_SMALL_BLIND: "There is no small blind this hand, not on {given}.",
    MistakeCode.WRONG_THIRD_BLIND: "There is no third blind this hand, not on {given}.",
}
"""A position the hand does not have, which the answer put on a seat."""

POSITION_ITEMS = frozenset({Item.BUTTON, Item.SMALL_BLIND, Item.BIG_BLIND, Item.THIRD_BLIND,
                            Item.FIRST_TO_ACT, Item.MOVER, Item.MOVE_TO})
"""The checks whose value is a seat (or no seat)."""


def mistake_template(mistake: Mistake) -> str:
    """The English sentence for a mistake, its fields still to fill in: a position that has
    no seat in the answer, or none in the hand, is said so rather than called "no seat"."""
    if mistake.item in POSITION_ITEMS:
        if mistake.given is None and mistake.code in UNMARKED_TEXTS:
            return UNMARKED_TEXTS[mistake.code]
        if mistake.expected is None and mistake.code in NOT_THIS_HAND_TEXTS:
            return NOT_THIS_HAND_TEXTS[mistake.code]
    return MISTAKE_TEXTS[mistake.code]


def mistake_texts() -> list[str]:
    """Every mistake sentence, for the translation files."""
    return [*MISTAKE_TEXTS.values(), *UNMARKED_TEXTS.values(), *NOT_THIS_HAND_TEXTS.values()]

TOPIC_TITLES: dict[str, str] = {
    "rotation": "Plain rotation and the dead button",
    "missed-blinds": "Missed blinds and making them up",
    "new-players": "New players and new games",
    "heads-up": "Heads-up",
    "simplified": "The simplified button",
    "moving": "No dead button (Caro & Cooke)",
    "seat-changes": "Seat changes and dealing off",
    "tournament": "The tournament floor: events and balancing",
}
"""Lesson topic -> title, in the order of the course."""


def rule_title(rule: str) -> str:
    """The short title of a rule id, in English (the id itself when unknown)."""
    known = known_rule_text(rule)
    return known.title if known else rule


def rule_text(rule: str) -> str:
    """The fuller text of a rule id, in English ("" when unknown)."""
    known = known_rule_text(rule)
    return known.text if known else ""


def explain(mistake: Mistake) -> str:
    """One mistake in plain English, with the rules behind the right answer.

    The screen does the same through its translations; this English version serves logs,
    tests and the command line.
    """
    sentence = mistake_template(mistake).format(
        seat=f"seat {mistake.seat}" if mistake.seat is not None else "",
        expected=_words(mistake.item, mistake.expected),
        given=_words(mistake.item, mistake.given),
    )
    sentence = sentence[0].upper() + sentence[1:]
    rules = "; ".join(f"{rule} {rule_title(rule)}: {rule_text(rule)}" for rule in mistake.rules)
    return f"{sentence} ({rules})" if rules else sentence


def _words(item: Item, value: Value) -> str:
    """A value of a check in plain English."""
    if item is Item.POST:
        return _amounts(value) if isinstance(value, tuple) else "nothing"
    if item is Item.DEALT:
        return "dealt in" if value else "not dealt in"
    if item in (Item.DEAD_BUTTON, Item.DEAD_SMALL_BLIND):
        return "dead" if value else "live"
    if item is Item.MARKER:
        return f"a missed-blind button '{value}'" if value is not None else "no missed-blind button"
    if item in (Item.MOVER, Item.MOVE_TO) and isinstance(value, tuple):
        return f"table {value[0]} seat {value[1]}"
    return f"seat {value}" if value is not None else "no seat"


def _amounts(amounts: Amounts) -> str:
    live, dead = amounts
    if dead and live:
        return f"{live} live and {dead} dead"
    return f"{dead} dead" if dead else f"{live} live"

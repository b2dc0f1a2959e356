"""The rules in the screen's language: the one translating accessor of the rules' catalogue
(:data:`floorapp.rules.RULE_TEXTS`), for the read-out, the training screens and the rulebook.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from floorapp.rules import RULE_CONTEXT, SENTENCE_CONTEXT
from floorapp.tournament.rule_texts import known_rule_text


class RuleWords(NamedTuple):
    """What a rule says in the screen's language (:class:`floorapp.rules.rule_texts.RuleText`
    translated): its title, its short sentence for the read-out, its fuller text for the
    training."""

    title: str
    sentence: str
    text: str


_translate_data = QCoreApplication.translate
"""Qt's translate, for texts that are data (the rules' catalogue), not literals here."""


def rule_words(rule: str) -> RuleWords:
    """What rule ``rule`` says - an R-id of docs/RULES.md, an F-id of docs/DECISIONS.md, §8
    (what a deal shows) or a T-id of the rulebook's tournament part - from the rules'
    catalogues, translated: the one accessor of
    the read-out, the training screens and the rulebook. An id the catalogue does not know is
    its own title, and its sentence says it is a house decision."""
    known = known_rule_text(rule)
    if known is None:
        sentence = QCoreApplication.translate("Rule", "House decision {rule}.").format(rule=rule)
        return RuleWords(rule, sentence, "")
    return RuleWords(
        _translate_data(RULE_CONTEXT, known.title),
        _translate_data(SENTENCE_CONTEXT, known.sentence),
        _translate_data(RULE_CONTEXT, known.text),
    )


def rule_sentence(rule: str) -> str:
    """One plain sentence saying what rule ``rule`` decides: the read-out's short reason."""
    return rule_words(rule).sentence


def rules_sentence(rules: tuple[str, ...]) -> str:
    """Rule ids with their plain sentences: "R-71: A seat change is free if ..."."""
    return " ".join(f"{rule}: {rule_sentence(rule)}" for rule in rules)

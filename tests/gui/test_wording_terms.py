"""The words of the floor: sentences name the player instead of calling everyone "he", each
language uses one term per concept (its phrase book, checked by ``tools/translations.py
check``), and amounts with live and dead parts take the number's form in every language."""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication

from floorapp.storage.settings import Language
from floorapp.training import RULE_TEXTS, mistake_texts
from floorapp.ui import wording
from floorapp.ui.language import switch_language
from floorapp.ui.training import wording as training_wording

REPO = Path(__file__).resolve().parents[2]
TOOL = REPO / "tools" / "translations.py"
LANGUAGES = ("fr", "ru", "pl")

FLOOR_TERMS = [
    "button", "dead button", "moving button", "small blind", "big blind", "third blind",
    "missed blind", "missed-blind button", "lock-up", "post", "live", "dead", "make up",
    "new player", "entry post", "seat change", "heads-up", "straddle", "sleeper",
    "under the gun", "misdeal", "redeal", "orbit", "rebuy", "bust", "house", "quiz code",
    "no-show", "must-move", "breaking a table", "away", "read-out",
]
"""The concepts issues 13 and 26 list, each needing one term per language."""


def translation_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("translations_tool", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def screen_sentences() -> list[tuple[str, str, str]]:
    """(file, context, source) of every literal ``translate(context, source)`` in the code."""
    found = []
    for path in sorted((REPO / "floorapp").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute | ast.Name)
                    and getattr(node.func, "attr", getattr(node.func, "id", "")) == "translate"
                    and len(node.args) >= 2
                    and all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                            for a in node.args[:2])):
                context, source = (a.value for a in node.args[:2])  # type: ignore[union-attr]
                found.append((path.name, context, source))
    return found


def test_the_code_has_sentences_to_read() -> None:
    assert len(screen_sentences()) > 400


HE = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)


def test_no_sentence_on_screen_calls_the_player_he() -> None:
    """Players are men and women: a sentence names the player or needs no pronoun."""
    assert [(file, context, source) for file, context, source in screen_sentences()
            if HE.search(source)] == []


def refusal_calls() -> list[str]:
    """Every ``Refused(...)`` call of the rules core, with the literal text of its arguments
    (a code and facts: names of fields, never a sentence)."""
    found = []
    for path in sorted((REPO / "floorapp" / "rules").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Refused":
                found.append(" ".join(
                    part.value for arg in [*node.args, *(k.value for k in node.keywords)]
                    for part in ast.walk(arg)
                    if isinstance(part, ast.Constant) and isinstance(part.value, str)))
    return found


def test_no_refusal_reason_calls_the_player_he() -> None:
    """The rules core words no refusal (the screen does, from its code and facts, and the
    screen's sentences are checked above): no sentence can call the player he."""
    calls = refusal_calls()
    assert len(calls) > 20
    assert [text for text in calls if HE.search(text) or " " in text] == []


def test_no_rule_text_or_mistake_calls_the_player_he() -> None:
    """The training's rule texts and mistakes are shown for a seat too."""
    texts = [text for pair in RULE_TEXTS.values() for text in pair]
    texts += mistake_texts()
    assert [text for text in texts if HE.search(text)] == []


def test_a_refusal_names_the_player_twice_rather_than_he(qapp: QApplication) -> None:
    sentences = {source for _, context, source in screen_sentences() if context == "Refusal"}
    assert "{name} is away: {name} can change seats once back." in sentences
    assert "{name} busted: {name} comes back with a rebuy." in sentences


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_phrase_book_has_one_term_for_every_floor_concept(language: str) -> None:
    terms = translation_tool().phrase_book(language)
    sources = [term.source for term in terms]
    assert len(sources) == len(set(sources)), "one target term per concept"
    assert set(FLOOR_TERMS) <= set(sources)
    assert all(term.target and term.why for term in terms)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_chosen_term_is_avoided_by_another(language: str) -> None:
    """The phrase book does not contradict itself: no target term is a banned variant."""
    tool = translation_tool()
    terms = tool.phrase_book(language)
    inflections = tool.Inflections(language)
    clashes = [(term.target, other.source, variant) for term in terms for other in terms
               for variant in other.avoid
               if tool.Variant(variant, inflections).search(term.target)]
    assert clashes == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_shipped_translation_uses_an_avoided_term(language: str) -> None:
    assert [str(use) for use in translation_tool().avoided_uses(language)] == []


def test_the_check_command_passes_on_the_shipped_files() -> None:
    done = subprocess.run([sys.executable, str(TOOL), "check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "fr: 0 unfinished, 0 avoided terms, 0 terms unsaid" in done.stdout


def test_the_check_names_the_message_the_variant_and_the_term(tmp_path: Path) -> None:
    ts = tmp_path / "x.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="fr"><context>'
        "<name>Puck</name><message><source>dealer button</source>"
        "<translation>Bouton du &amp;Croupier</translation></message>"
        "<message><source>live straddle</source><translation>straddle vivant</translation>"
        "</message><message><source>Seat</source><translation>Place</translation></message>"
        "</context></TS>", encoding="utf-8")
    uses = translation_tool().avoided_uses("fr", ts)
    assert [(use.source, use.variant) for use in uses] == [
        ("dealer button", "bouton du croupier"), ("live straddle", "vivant*"),
        ("live straddle", "straddle vivant")]
    report = str(uses[0])
    assert "[Puck]" in report and '"dealer button"' in report
    assert '"bouton du croupier"' in report and 'write "bouton"' in report


def variant_found(language: str, variant: str, text: str) -> str | None:
    tool = translation_tool()
    return tool.Variant(variant, tool.Inflections(language)).search(text)


def test_a_starred_variant_covers_every_ending_and_only_whole_words() -> None:
    assert variant_found("ru", "новичк*", "новичка на баттоне") == "новичка"
    assert variant_found("ru", '"мёртвыми"', "1 мертвыми")  # ё and е are one letter to the check
    assert variant_found("pl", "przesiadk*", "Przesiadek na godzinę") == "przesiadek"
    assert not variant_found("fr", "vivant*", "survivant")
    assert not variant_found("ru", '"сид"', "сидит")


def test_a_variant_is_found_in_every_inflected_form() -> None:
    """The check's acceptance (issue 26): the forms the reviewer found slip through no more."""
    assert variant_found("fr", "mise morte", "Mises mortes de rattrapage") == "mises mortes"
    assert variant_found("fr", "bouton mobile", "les boutons mobiles") == "boutons mobiles"
    assert variant_found("pl", "przesiadka", "Przesiadek na godzinę gracza") == "przesiadek"
    assert variant_found("pl", "przesuwany button", "przy przesuwanym buttonie") == (
        "przesuwanym buttonie")
    assert variant_found("ru", "новичок", "у новичка") == "новичка"


def test_an_inflected_variant_stays_whole_words_in_one_phrase() -> None:
    assert not variant_found("fr", "mise morte", "une mise, morte")  # a comma parts them
    assert not variant_found("fr", "mise morte", "la mise est morte")
    assert variant_found("fr", "droit d'entrée", "les droits d'entrée") == "droits d'entrée"
    assert not variant_found("fr", '"petite blind"', "petite blinde")  # quoted: that form only
    assert variant_found("fr", '"petite blind"', "la Petite Blind") == "petite blind"


def test_the_check_catches_the_forms_the_reviewer_found(tmp_path: Path) -> None:
    """What ``tools/translations.py check`` reads, on .ts files holding the four forms of
    issue 26: each is named."""
    shipped = {"fr": ("Mises mortes", "Le bouton mobile"),
               "pl": ("Przesiadek na godzinę", "przy przesuwanym buttonie")}
    for language, texts in shipped.items():
        ts = tmp_path / f"{language}.ts"
        ts.write_text(
            f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="{language}">'
            "<context><name>X</name>" + "".join(
                f"<message><source>s{index}</source><translation>{text}</translation></message>"
                for index, text in enumerate(texts)) + "</context></TS>", encoding="utf-8")
        found = [use.found for use in translation_tool().avoided_uses(language, ts)]
        assert found == [text.casefold().removeprefix("le ").removeprefix("przy ")
                         .removesuffix(" na godzinę") for text in texts]


def test_a_term_that_must_be_said_is_missed_where_its_source_names_it(tmp_path: Path) -> None:
    """Issue 26: a *broken* table became a *closed* one; "Fermer la table" stays right for
    closing a table, so the term is required where the source names it, not avoided."""
    ts = tmp_path / "x.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="fr"><context>'
        "<name>rules</name>"
        "<message><source>Breaking a table</source><translation>Fermer une table</translation>"
        "</message><message><source>Close the table</source>"
        "<translation>Fermer la table</translation></message>"
        "<message><source>{table} broken up</source>"
        "<translation>{table} : table cassée</translation></message>"
        "<message><source>A no-show goes to the bottom of the list</source>"
        "<translation>Un absent à l'appel va en bas de la liste</translation></message>"
        "</context></TS>", encoding="utf-8")
    tool = translation_tool()
    unsaid = tool.unsaid_terms("fr", ts)
    assert [(use.source, use.said_as, use.term.source) for use in unsaid] == [
        ("Breaking a table", "breaking", "breaking a table"),
        ("A no-show goes to the bottom of the list", "no-show", "no-show")]
    assert 'without "casser une table"' in str(unsaid[0])
    assert [use.variant for use in tool.avoided_uses("fr", ts)] == [
        "fermer une table", "absent à l'appel"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_closer_concepts_are_said_where_their_source_names_them(language: str) -> None:
    terms = {term.source: term for term in translation_tool().phrase_book(language)}
    for concept in ("no-show", "must-move", "breaking a table", "read-out"):
        assert terms[concept].said_as and terms[concept].say, concept
    assert [str(use) for use in translation_tool().unsaid_terms(language)] == []


AMOUNTS = {
    Language.FRENCH: {(2, 1): "2 vifs et 1 mort", (1, 5): "1 vif et 5 morts"},
    Language.RUSSIAN: {(2, 1): "2 живых и 1 мёртвый", (1, 5): "1 живой и 5 мёртвых",
                       (21, 22): "21 живой и 22 мёртвых"},
    Language.POLISH: {(2, 1): "2 żywe i 1 martwy", (5, 1): "5 żywych i 1 martwy",
                      (22, 12): "22 żywe i 12 martwych"},
}


@pytest.mark.parametrize("language", list(AMOUNTS), ids=str)
def test_live_and_dead_amounts_take_the_numbers_form(
    qapp: QApplication, language: Language,
) -> None:
    assert switch_language(language) is not None
    try:
        shown = {parts: training_wording.amounts_words(*parts) for parts in AMOUNTS[language]}
        owed = wording.owed_sentence("Ed", 2, 1)
    finally:
        switch_language(Language.SYSTEM)
    assert shown == AMOUNTS[language]
    assert "(" + AMOUNTS[language][(2, 1)].replace(" et ", ", ").replace(" и ", ", ").replace(
        " i ", ", ") + ")" in owed


def test_english_amounts_read_as_before(qapp: QApplication) -> None:
    assert training_wording.amounts_words(2, 1) == "2 live and 1 dead"
    assert wording.owed_sentence("Ed", 2, 1) == "Ed owes 3 (2 live, 1 dead)."

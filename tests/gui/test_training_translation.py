"""The training screen in another language: a compiled translation switches its words at once,
the rule texts and mistakes included, and every data text is listed for the translators."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from dataclasses import replace
from html import escape
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from floorapp.rules import RuleId
from floorapp.rules.rule_texts import SENTENCE_CONTEXT
from floorapp.screen.training_board import Tool
from floorapp.storage.progress import Progress
from floorapp.storage.room import Room
from floorapp.tournament import TOURNAMENT_RULE_TEXTS
from floorapp.training import (
    MISTAKE_TEXTS,
    RULE_TEXTS,
    TOPIC_TITLES,
    MistakeCode,
    lesson_ids,
    list_lessons,
    load_lesson,
    mistake_texts,
)
from floorapp.training.exercise import right_grade
from floorapp.training.rule_texts import (
    MISTAKE_CONTEXT,
    RULE_CONTEXT,
    TOPIC_CONTEXT,
    known_rule_text,
)
from floorapp.ui.training import wording as training_wording
from floorapp.ui.training.window import TrainingWindow

TOOLS = Path(__file__).resolve().parents[2] / "tools"
LESSON = "03-big-blind-leaves"
R13_TITLE, R13_TEXT = RULE_TEXTS[RuleId.R_13].title, RULE_TEXTS[RuleId.R_13].text
FRENCH = {
    "Training": [
        ("Chec&k", "Vérifi&er"),
        ("%n mistake(s):", ["%n faute :", "%n fautes :"]),
    ],
    "TrainingTool": [("&Button", "&Bouton")],
    "TrainingValue": [("seat {seat} ({name})", "place {seat} ({name})")],
    MISTAKE_CONTEXT: [(MISTAKE_TEXTS[MistakeCode.WRONG_BUTTON],
                       "Le bouton va sur la {expected}, pas sur la {given}.")],
    RULE_CONTEXT: [
        (R13_TITLE, "Le bouton prend la place de la petite blinde"),
        (R13_TEXT, "Le bouton va où était la petite blinde, même sur une place vide."),
    ],
    "lessons": [(load_lesson(LESSON).title, "Bouton mort : la grosse blinde s'en va")],
}


def ts_file(language: str, contexts: dict[str, list[tuple[str, Any]]]) -> str:
    """A Qt Linguist file for ``contexts``: context -> (source, translation or plural forms)."""
    parts = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{language}">']
    for context, messages in contexts.items():
        parts.append(f"<context><name>{escape(context)}</name>")
        for source, translation in messages:
            if isinstance(translation, list):
                forms = "".join(f"<numerusform>{escape(f)}</numerusform>" for f in translation)
                parts.append(f'<message numerus="yes"><source>{escape(source)}</source>'
                             f"<translation>{forms}</translation></message>")
            else:
                parts.append(f"<message><source>{escape(source)}</source>"
                             f"<translation>{escape(translation)}</translation></message>")
        parts.append("</context>")
    parts.append("</TS>")
    return "\n".join(parts)


def lrelease() -> str:
    found = Path(sys.executable).with_name("pyside6-lrelease")
    return str(found) if found.exists() else shutil.which("pyside6-lrelease") or "lrelease"


@pytest.fixture
def french(tmp_path: Path) -> Path:
    source = tmp_path / "floorapp_fr.ts"
    source.write_text(ts_file("fr_FR", FRENCH), encoding="utf-8")
    compiled = tmp_path / "floorapp_fr.qm"
    subprocess.run([lrelease(), str(source), "-qm", str(compiled)], check=True,
                   capture_output=True)
    return compiled


def test_a_new_language_applies_at_once_to_the_graded_deal_and_its_rule_texts(
    qtbot: Any, tmp_path: Path, french: Path,
) -> None:
    application = QApplication.instance()
    assert isinstance(application, QApplication)
    with Room.open(tmp_path / "data") as room:
        window = TrainingWindow(Progress(room.database))
        qtbot.addWidget(window)
        window.show()
        window.start_lesson(LESSON)
        page = window.drill_page
        question = page.question
        assert question is not None
        wrong = replace(question.right_answer, button=4)
        from floorapp.screen.training_board import clicks_for

        for tool, seat, amounts in clicks_for(question.before, wrong):
            page.choose_tool(tool)
            page.click_seat(seat, amounts)
        page.check()
        english = page.result_text()
        assert "The button goes on seat 6 (Flo), not on seat 4 (Di)." in english

        translator = QTranslator(application)
        assert translator.load(str(french))
        application.installTranslator(translator)
        try:
            qtbot.waitUntil(lambda: page.check_button.text() == "Vérifi&er")
            assert page.tool_buttons[Tool.BUTTON].text() == "&Bouton"
            result = page.result_text()
            assert "1 faute :" in result
            assert "Le bouton va sur la place 6 (Flo), pas sur la place 4 (Di)." in result
            assert ("R-13 · Le bouton prend la place de la petite blinde: Le bouton va où "
                    "était la petite blinde, même sur une place vide.") in result
            assert page.title.text() == "Bouton mort : la grosse blinde s'en va"
            assert R13_TEXT not in result
        finally:
            application.removeTranslator(translator)
        qtbot.waitUntil(lambda: page.check_button.text() == "Chec&k")
        assert page.result_text() == english
        window.close()


def translation_tool() -> ModuleType:
    """``tools/translations.py``, which writes the data texts into the .ts files."""
    spec = importlib.util.spec_from_file_location("translations", TOOLS / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_data_text_the_screen_translates_goes_into_the_translation_files() -> None:
    listed = set(translation_tool().data_strings())
    shown = {(RULE_CONTEXT, rule.title) for rule in RULE_TEXTS.values()}
    shown |= {(RULE_CONTEXT, rule.text) for rule in RULE_TEXTS.values()}
    shown |= {(SENTENCE_CONTEXT, rule.sentence) for rule in RULE_TEXTS.values()}
    for known in TOURNAMENT_RULE_TEXTS.values():  # the T- rules an event's lessons cite
        shown |= {(RULE_CONTEXT, known.title), (RULE_CONTEXT, known.text),
                  (SENTENCE_CONTEXT, known.sentence)}
    shown |= {(MISTAKE_CONTEXT, text) for text in mistake_texts()}
    shown |= {(TOPIC_CONTEXT, title) for title in TOPIC_TITLES.values()}
    for info in list_lessons():
        shown |= {(training_wording.LESSON_CONTEXT, info.title),
                  (training_wording.LESSON_CONTEXT, info.notes)}
        shown |= {(training_wording.LESSON_CONTEXT, question.hint)
                  for question in load_lesson(info.id).questions}
    assert shown - listed == set()


@pytest.mark.parametrize("lesson", lesson_ids())
def test_every_rule_a_lesson_cites_has_a_title_and_a_text(lesson: str) -> None:
    """So that every explanation the screen gives can be translated (none falls back): a cash
    rule's, or at an event a T- rule's."""
    for question in load_lesson(lesson).questions:
        for check in right_grade(question).checks:
            for rule in check.rules:
                assert known_rule_text(rule) is not None, (question.number, check.item, rule)

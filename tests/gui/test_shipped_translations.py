"""The French, Russian and Polish translations shipped in resources/i18n: complete, compiled
from the current .ts files, and in use for every rule explanation once the language is chosen."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from floorapp.storage.settings import Language
from floorapp.training.rule_texts import RULE_TEXTS
from floorapp.ui import wording
from floorapp.ui.language import switch_language
from floorapp.ui.training import wording as training_wording

REPO = Path(__file__).resolve().parents[2]
I18N = REPO / "resources" / "i18n"
SHIPPED = [Language.FRENCH, Language.RUSSIAN, Language.POLISH]


def lrelease() -> str:
    return str(Path(sys.executable).with_name("pyside6-lrelease"))


@pytest.mark.parametrize("language", SHIPPED, ids=str)
def test_lrelease_reports_no_unfinished_string(language: Language, tmp_path: Path) -> None:
    done = subprocess.run(
        [lrelease(), str(I18N / f"floorapp_{language.value}.ts"), "-qm", str(tmp_path / "x.qm")],
        capture_output=True, text=True, check=True)
    report = done.stdout + done.stderr
    finished = re.search(r"Generated (\d+) translation\(s\) \((\d+) finished and (\d+) unfinished",
                         report)
    assert finished is not None, report
    total, complete, unfinished = (int(n) for n in finished.groups())
    assert unfinished == 0 and complete == total > 800


@pytest.mark.parametrize("language", SHIPPED, ids=str)
def test_the_shipped_qm_is_compiled_from_the_current_ts(language: Language, tmp_path: Path) -> None:
    compiled = tmp_path / "fresh.qm"
    subprocess.run([lrelease(), str(I18N / f"floorapp_{language.value}.ts"), "-qm",
                    str(compiled)], capture_output=True, check=True)
    assert compiled.read_bytes() == (I18N / f"floorapp_{language.value}.qm").read_bytes(), (
        "run: .venv/bin/python tools/translations.py release")


@pytest.mark.parametrize("language", SHIPPED, ids=str)
def test_every_rule_explanation_is_translated(qapp: QApplication, language: Language) -> None:
    english = {rule: wording.rule_sentence(rule) for rule in RULE_TEXTS}
    assert switch_language(language) is not None, f"no compiled translation for {language}"
    try:
        untranslated = [
            rule for rule, texts in RULE_TEXTS.items()
            if training_wording.rule_text(rule) == texts.text
            or wording.rule_sentence(rule) == english[rule]
            or not training_wording.rule_title(rule).strip()
        ]
        next_hand = QApplication.translate("MainWindow", "Next hand")
    finally:
        switch_language(Language.ENGLISH)
    assert untranslated == []
    assert next_hand != "Next hand"


QT_CANCEL = {Language.FRENCH: "Annuler", Language.RUSSIAN: "Отмена", Language.POLISH: "Anuluj"}


@pytest.mark.parametrize("language", SHIPPED, ids=str)
def test_qts_own_buttons_speak_the_language_too(qapp: QApplication, language: Language) -> None:
    """Qt's own words (a dialog's Cancel, a text field's menu) come from Qt's translation,
    installed beside floorapp's; English takes both away. (A dialog opened after the change
    speaks it; floorapp opens its dialogs when asked.)"""
    from PySide6.QtWidgets import QDialogButtonBox

    cancel = QDialogButtonBox.StandardButton.Cancel
    try:
        assert switch_language(language) is not None
        translated = QDialogButtonBox(cancel)
        assert translated.button(cancel).text() == QT_CANCEL[language]
    finally:
        switch_language(Language.ENGLISH)
    english = QDialogButtonBox(cancel)
    assert english.button(cancel).text() == "Cancel"

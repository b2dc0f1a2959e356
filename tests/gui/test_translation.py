"""A new language is only a compiled translation file: the screen's words come through Qt."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from floorapp.app import create_main_window, install_translation
from floorapp.screen.scene import SeatScene, SeatState
from floorapp.ui import wording

FRENCH = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context><name>MainWindow</name>
<message><source>Next hand</source><translation>Main suivante</translation></message>
</context>
<context><name>Status</name>
<message><source>AWAY</source><translation>ABSENT</translation></message>
</context>
<context><name>Rule</name>
<message><source>Nobody moves off the button seat on the button hand.</source>
<translation>Personne ne quitte la place du bouton pendant la main au bouton.</translation>
</message>
</context>
</TS>
"""


def lrelease() -> str:
    found = Path(sys.executable).with_name("pyside6-lrelease")
    return str(found) if found.exists() else shutil.which("pyside6-lrelease") or "lrelease"


def test_a_compiled_translation_changes_the_screens_words(qtbot: Any, tmp_path: Path) -> None:
    source = tmp_path / "floorapp_fr.ts"
    source.write_text(FRENCH, encoding="utf-8")
    subprocess.run([lrelease(), str(source), "-qm", str(tmp_path / "floorapp_fr.qm")],
                   check=True, capture_output=True)
    application = QApplication.instance()
    assert isinstance(application, QApplication)

    translator = install_translation(application, "fr_FR", folder=tmp_path)
    try:
        assert translator is not None
        window = create_main_window(data_dir=tmp_path / "data", persist=False)
        qtbot.addWidget(window)
        assert window.page.next_hand_button.text() == "Main suivante"
        away = SeatScene(4, "Di", SeatState.AWAY)
        assert wording.status_word(away) == "ABSENT"
        assert wording.rule_sentence("R-73").startswith("Personne ne quitte")
        assert wording.rule_sentence("R-11").startswith("The big blind")  # not translated yet
    finally:
        if translator is not None:
            application.removeTranslator(translator)
    assert wording.status_word(SeatScene(4, "Di", SeatState.AWAY)) == "AWAY"


def test_no_translation_file_means_english(qapp: QApplication, tmp_path: Path) -> None:
    assert install_translation(qapp, "xx_YY", folder=tmp_path) is None

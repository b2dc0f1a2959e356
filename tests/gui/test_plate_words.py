"""Every status word of a seat's plate, and the word on a dead puck, fits the smallest plate
in every language (issue 26: "MARTWY" ran past its puck, "POZA ROZDANIEM" past the plate).

The smallest plate is the one :mod:`floorapp.screen.geometry` gives the smallest tables of
10 to 12 seats: MIN_TOUCH pixels high, MIN_ASPECT times as wide. A word fits when the
painter's last resort, :data:`MIN_WORD_PX` type narrowed and not bold, is no wider than its
box: a status word under the name (:class:`_PlateBoxes` second row); EMPTY, LOCKED and
TIME UP beside a one-digit seat number; DEAD on the puck of such a plate."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from floorapp.screen.geometry import MIN_ASPECT, MIN_TOUCH, PUCK_OF_PLATE
from floorapp.storage.settings import Language
from floorapp.ui.language import switch_language
from floorapp.ui.table.painting import MIN_WORD_PX, _PlateBoxes
from floorapp.ui.table.table_view import TableView

REPO = Path(__file__).resolve().parents[2]
WORDING = REPO / "floorapp" / "ui" / "wording"
BESIDE_THE_NUMBER = {"EMPTY", "LOCKED", "TIME UP"}
"""The words an empty or locked-up seat shows where a player's name would be."""


def status_words() -> set[str]:
    """Every upper-case word of context ``Status`` the code translates (no placeholder)."""
    found = set()
    for path in (WORDING / "seats.py", WORDING / "calls.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                    node.func, "id", "")) == "translate" and len(node.args) >= 2
                    and all(isinstance(a, ast.Constant) for a in node.args[:2])
                    and node.args[0].value == "Status"):  # type: ignore[attr-defined]
                text = node.args[1].value  # type: ignore[attr-defined]
                if text == text.upper() and "{" not in text:
                    found.add(text)
    return found


def test_the_words_are_found() -> None:
    words = status_words()
    assert {"AWAY", "WAITS BB", "TIME UP", "EMPTY", "CALLED"} <= words and len(words) >= 14


@pytest.mark.parametrize("language", list(Language)[1:], ids=str)
def test_every_status_word_fits_the_smallest_plate(qapp: QApplication,
                                                   language: Language) -> None:
    view = TableView()
    narrowest = QFontMetricsF(view._font(MIN_WORD_PX, False, 75))
    plate = QRectF(0, 0, MIN_TOUCH * MIN_ASPECT, MIN_TOUCH)
    boxes = _PlateBoxes(plate, 1, True)
    puck = MIN_TOUCH * PUCK_OF_PLATE * 0.9  # the width of a puck's small word
    switch_language(language)
    try:
        too_wide = []
        for source in sorted(status_words()):
            word = QCoreApplication.translate("Status", source)
            box = boxes.name if source in BESIDE_THE_NUMBER else boxes.second_row
            if narrowest.horizontalAdvance(word) > box.width():
                too_wide.append((source, word, round(narrowest.horizontalAdvance(word), 1),
                                 round(box.width(), 1)))
        dead = QCoreApplication.translate("Puck", "DEAD")
        if narrowest.horizontalAdvance(dead) > puck:
            too_wide.append(("DEAD", dead, round(narrowest.horizontalAdvance(dead), 1),
                             round(puck, 1)))
    finally:
        switch_language(Language.SYSTEM)
    assert too_wide == []

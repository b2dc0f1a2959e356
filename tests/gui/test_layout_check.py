"""The layout check (tools/check_layout.py) on the table-side screens where the floor met
clipped and unreachable words: each window as the floor opens it, in a language whose words
are long, touch mode on and off."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from floorapp.storage.settings import Language
from floorapp.ui import fit
from floorapp.ui.language import switch_language

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from check_layout import Checker, clipped, small_targets  # noqa: E402


@pytest.fixture(autouse=True)
def system_language_afterwards() -> Iterator[None]:
    yield
    switch_language(Language.SYSTEM)


def problems(size: str, language: str, touch: bool, *only: str) -> list[str]:
    checker = Checker(size, language, touch, None, only)
    checker.run()
    assert checker.checked >= len(only)
    return checker.problems


def test_russian_at_1024x600_next_hand_and_the_list_buttons_keep_their_words(
    qtbot: Any,
) -> None:
    assert problems("1024x600", "ru", False, "main window") == []


def test_touch_mode_on_the_smallest_screen_fits_and_every_tab_takes_a_finger(
    qtbot: Any,
) -> None:
    assert problems("800x480", "pl", True, "main window", "seat menu", "training") == []


def test_the_advisor_and_the_rulebook_open_inside_a_small_screen_and_close_by_button(
    qtbot: Any,
) -> None:
    assert problems("1024x600", "en", False, "Rulebook") == []
    found = problems("800x600", "en", False, "house-rules advisor")
    assert not any("not inside the screen" in problem for problem in found), found
    assert not any("out of sight" in problem for problem in found), found


def test_the_advisor_closes_with_its_button_escape_and_ctrl_w(qtbot: Any) -> None:
    from PySide6.QtCore import Qt

    from floorapp.rules import HouseRules
    from floorapp.ui.advisor.window import open_advisor

    for close in ("button", Qt.Key.Key_Escape, "ctrl+w"):
        window = open_advisor(None, HouseRules())
        qtbot.waitExposed(window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        qtbot.addWidget(window)
        window.activateWindow()
        qtbot.waitUntil(lambda window=window: QApplication.activeWindow() is window)
        if close == "button":
            assert window.close_button.isVisible() and window.close_button.text() == "Close"
            window.close_button.click()
        elif close == "ctrl+w":
            qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
        else:
            qtbot.keyClick(window, close)
        qtbot.waitUntil(lambda window=window: not window.isVisible())


def test_a_button_whose_words_do_not_fit_is_found(qtbot: Any) -> None:
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

    window = QWidget()
    qtbot.addWidget(window)
    QVBoxLayout(window).addWidget(button := QPushButton("Следующая раздача", window))
    button.setFixedWidth(60)
    window.show()
    QApplication.processEvents()
    assert [problem for problem in clipped(window) if "needs" in problem]
    assert small_targets(window)  # 60 px wide, under 48 high


def test_a_fitting_button_brings_its_words_down_to_fit(qtbot: Any) -> None:
    button = fit.FittingButton(None, scale=1.5, bold=True)
    qtbot.addWidget(button)
    button.setText("Следующая раздача")
    button.resize(QSize(214, 60))
    button.fit()
    assert button.font().pointSizeF() < button.usual_points * 1.5
    assert button.fontMetrics().horizontalAdvance(button.text()) <= 214 - button.MARGIN_PX
    button.resize(QSize(600, 60))
    button.fit()  # (a hidden button hears of its new size when shown)
    assert button.font().pointSizeF() == button.usual_points * 1.5


"""Colours meet WCAG AA (4.5:1 for text) in both palettes: every word the table's painter
writes on what it writes it on, every text role of the windows on its ground, and the
rulebook's links (issue 26: pure blue on near-black, 1.9:1)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from floorapp.screen.palette import AA_TEXT, PALETTES, TEXT_ON, Colours, contrast
from floorapp.storage.settings import PaletteName
from floorapp.ui.qt_palette import TEXT_ROLES, qt_palette


def test_the_contrast_is_wcags() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast("#0000ff", "#1c2026") == pytest.approx(1.9, abs=0.05)  # the old links


@pytest.mark.parametrize("name", list(PaletteName), ids=str)
def test_every_word_on_the_table_stands_out(name: PaletteName) -> None:
    colours: Colours = PALETTES[name]
    weak = [(text, ground, round(contrast(getattr(colours, text), getattr(colours, ground)), 2))
            for text, ground in TEXT_ON
            if contrast(getattr(colours, text), getattr(colours, ground)) < AA_TEXT]
    assert weak == []


@pytest.mark.parametrize("name", list(PaletteName), ids=str)
def test_every_word_of_the_windows_stands_out(qapp: QApplication, name: PaletteName) -> None:
    palette = qt_palette(PALETTES[name])
    weak = [(text.name, ground.name, round(contrast(palette.color(text).name(),
                                                    palette.color(ground).name()), 2))
            for text, ground in TEXT_ROLES
            if contrast(palette.color(text).name(), palette.color(ground).name()) < AA_TEXT]
    assert weak == []


@pytest.mark.parametrize("name", list(PaletteName), ids=str)
def test_the_rulebooks_links_stand_out(qapp: QApplication, name: PaletteName) -> None:
    from floorapp.ui.dialogs.rulebook import RulebookWindow

    before = QApplication.palette()
    QApplication.setPalette(qt_palette(PALETTES[name]))
    try:
        window = RulebookWindow(None)
        browser = window.browser
        link = browser.palette().color(QPalette.ColorRole.Link).name()
        ground = browser.palette().color(QPalette.ColorRole.Base).name()
        assert "<a href" in browser.toHtml()
        window.deleteLater()
    finally:
        QApplication.setPalette(before)
    assert contrast(link, ground) >= AA_TEXT

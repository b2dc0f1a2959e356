"""The table is readable from a step away: no word drawn below 12 pixels, names whole, the
focus ring never cut off. Every word the table draws goes through ``TableView._draw``: a spy
there records each word with the pixel size of the font it was drawn in."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
from conftest import simulate_screen
from floor_driver import DATA, Floor, settle
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication

from floorapp.app import create_main_window, load_scenario_into
from floorapp.screen import geometry
from floorapp.storage.settings import Language
from floorapp.ui.language import switch_language
from floorapp.ui.main_window import MainWindow
from floorapp.ui.table.painting import MIN_WORD_PX
from floorapp.ui.table.table_view import TableView

SCREENS = [(800, 480), (800, 600), (1024, 600), (1280, 800), (1920, 1080)]

LONG_NAMES = """
[table]
seats = 9
last = { button = 3, small_blind = 4, big_blind = 5 }
away = [2]
[table.players]
1 = "Christopher Ab"
2 = "Maximilian-Jos"
3 = "Alexandrovitch"
4 = "Bartholomew Kr"
5 = "Wilhelmina Ode"
6 = "Konstantinos P"
7 = "Jo"
8 = "Anastasia Vlad"
9 = "Przemyslaw Kow"
"""
"""Nine players, eight names of 14 characters (one away: a status row under his name)."""


def drawn_words(view: TableView, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every word the table draws in one paint, with its font's pixel size (its plates and
    pucks laid out and drawn again, not copied from their pictures)."""
    words: list[tuple[str, int]] = []
    original = TableView._draw
    view.forget_pictures()

    def spy(self: TableView, painter: QPainter, box: Any, flags: Any, text: str) -> None:
        words.append((text, painter.font().pixelSize()))
        original(self, painter, box, flags, text)

    with monkeypatch.context() as patch:
        patch.setattr(TableView, "_draw", spy)
        view.repaint()
    return words


def open_scenario(qtbot: Any, folder: Path, scenario: Path) -> MainWindow:
    window = create_main_window(data_dir=folder, demo=False)
    qtbot.addWidget(window)
    load_scenario_into(window, scenario)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scenario", ["twelve-seats-busy.toml", "demo"])
def test_no_word_on_the_table_is_drawn_below_12_pixels(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
    scenario: str,
) -> None:
    simulate_screen(monkeypatch, *size)
    if scenario == "demo":
        window = create_main_window(data_dir=tmp_path / "data")
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
    else:
        window = open_scenario(qtbot, tmp_path / "data", DATA / scenario)
    words = drawn_words(window.page.table_view, monkeypatch)
    texts = [text for text, _ in words]
    assert "MISSED" in texts or scenario == "demo"
    assert "LOCKED" in texts  # both tables have a locked-up seat
    small = [(text, pixels) for text, pixels in words if pixels < MIN_WORD_PX]
    assert small == []


def test_the_floor_holds_when_the_read_out_drawer_narrows_the_table(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    simulate_screen(monkeypatch, 800, 600)
    window = open_scenario(qtbot, tmp_path / "data", DATA / "twelve-seats-busy.toml")
    window.page.readout_toggle.click()
    QApplication.processEvents()
    assert window.page.table_view.width() < 560  # the drawer took its room
    words = drawn_words(window.page.table_view, monkeypatch)
    assert [w for w in words if w[1] < MIN_WORD_PX] == []


def _name_as_drawn(words: list[str], name: str) -> str:
    """The name put together again from the words drawn: one line, or two lines split at a
    space or after a hyphen (the name's own, or one added at a syllable break)."""
    if name in words:
        return name
    for first, second in zip(words, words[1:], strict=False):
        joins = {first + " " + second}
        if first.endswith("-"):
            joins |= {first + second, first[:-1] + second}
        if name in joins:
            return name
    return ""


def test_names_of_14_letters_are_shown_whole_at_nine_seats(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    simulate_screen(monkeypatch, 1280, 800)
    window = create_main_window(data_dir=tmp_path / "data", demo=False)
    qtbot.addWidget(window)
    window.tables.add_table_from_scenario(tomllib.loads('title = "long names"\n' + LONG_NAMES),
                                          "Long names")
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window)
    QApplication.processEvents()
    assert window.width() >= 1270  # the 1280 x 800 screen less the window's frame
    words = drawn_words(window.page.table_view, monkeypatch)
    texts = [text for text, _ in words]
    assert not any("…" in text for text in texts), texts
    table = window.controller.table
    for number, player in table.occupied():
        assert _name_as_drawn(texts, player.name) == player.name, (number, texts)
    assert all(pixels >= MIN_WORD_PX for _, pixels in words)


def test_the_whole_name_is_one_tap_away(floor: Floor) -> None:
    floor.load(LONG_NAMES)
    menu = floor.open_menu(2)
    assert "Maximilian-Jos" in menu.actions()[0].text()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_the_focus_ring_of_every_seat_stays_inside_the_table(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
) -> None:
    simulate_screen(monkeypatch, *size)
    window = open_scenario(qtbot, tmp_path / "data", DATA / "twelve-seats-busy.toml")
    view = window.page.table_view
    layout = view.table_geometry()
    reach = geometry.ring_reach(layout.plate_h)
    for seat in range(1, 13):
        plate = layout.plate(seat)
        assert plate.x - reach >= 0 and plate.y - reach >= 0, seat
        assert plate.right + reach <= view.width() and plate.bottom + reach <= view.height()
    view.focus_seat(6)  # a seat at the top
    image = view.grab().toImage()
    top = layout.plate(6)
    focus = window.page.table_view.colours().focus
    row = round(top.y - reach + 1)
    assert row >= 0
    found = any(image.pixelColor(x, row).name() == focus.lower()
                for x in range(round(top.x), round(top.right)))
    assert found  # the ring's top edge is drawn, inside the widget


@pytest.mark.parametrize("language", [Language.ENGLISH, Language.FRENCH, Language.RUSSIAN,
                                      Language.POLISH], ids=lambda language: language.value)
def test_at_800_by_600_no_word_of_the_table_is_cut_in_any_language(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: Language,
) -> None:
    simulate_screen(monkeypatch, 800, 600)
    switch_language(language)  # the bundled translations
    try:
        window = open_scenario(qtbot, tmp_path / "data", DATA / "twelve-seats-busy.toml")
        words = drawn_words(window.page.table_view, monkeypatch)
    finally:
        switch_language(Language.SYSTEM)
    one_word_names = [player.name for _, player in window.controller.table.occupied()
                      if " " not in player.name and "-" not in player.name]
    cut = [text for text, _ in words if "…" in text]
    assert [text for text in cut if not _cut_from_one_of(text, one_word_names)] == []
    assert all(pixels >= MIN_WORD_PX for _, pixels in words)


def _cut_from_one_of(text: str, names: list[str]) -> bool:
    """Whether ``text`` is one of ``names`` cut short with "…" (a word too long for its
    plate: never split inside the word)."""
    return text.endswith("…") and any(name.startswith(text[:-1]) for name in names)


def test_a_one_word_name_too_long_for_its_plate_is_split_at_a_syllable(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    simulate_screen(monkeypatch, 800, 480)
    window = open_scenario(qtbot, tmp_path / "data", DATA / "twelve-seats-busy.toml")
    window.page.readout_toggle.click()
    QApplication.processEvents()
    texts = [text for text, _ in drawn_words(window.page.table_view, monkeypatch)]
    assert _name_as_drawn(texts, "Maximilian") == "Maximilian"
    assert {"Maxi-", "milian"} <= set(texts) or {"Maximi-", "lian"} <= set(texts), texts

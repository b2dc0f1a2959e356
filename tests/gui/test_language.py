"""Settings → Language: the floor switches the language while floorapp runs, and every open
window (the floor screen, the training window, the history) speaks it at once; the choice is
kept for the next start. Amounts are written the language's way, counts take its plurals."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from floor_driver import NINE_FULL, SEAT_8_FREE, Floor
from PySide6.QtWidgets import QApplication
from test_training_translation import lrelease, ts_file

from floorapp.app import create_main_window
from floorapp.rules import HouseRules, PostKind
from floorapp.screen.readout import LineKind, ReadoutItem
from floorapp.storage.settings import Language, Settings, load_settings
from floorapp.ui import wording
from floorapp.ui.language import switch_language
from floorapp.ui.main_window import MainWindow
from floorapp.ui.training.window import TrainingWindow

BIG_BLINDS = '[house]\nblinds = [6000, 12000]\n' + NINE_FULL
"""Nine players at 6,000/12,000: after Next hand, seat 6 (Flo) posts the big blind."""
LESSON = "01-plain-rotation"
NARROW = "\u202f"
"""French groups thousands with a narrow no-break space."""
NO_BREAK = "\xa0"
"""Russian and Polish group them with a no-break space."""

FRENCH = {
    "MainWindow": [
        ("&Settings", "&Réglages"),
        ("&Language", "&Langue"),
        ("System", "Système"),
        ("Next hand", "Main suivante"),
    ],
    "Seat": [
        ("Seat {number}", "Place {number}"),
        ("Seat {number} {name}", "Place {number} {name}"),
    ],
    "Status": [("active", "actif")],
    "Post": [("big blind", "grosse blinde")],
    "Readout": [
        ("{who}: {blind} {amount}", "{who} : {blind} {amount}"),
        ("Dealt in: %n (seats {seats})",
         ["%n joueur servi (places {seats})", "%n joueurs servis (places {seats})"]),
    ],
    "History": [("History", "Historique")],
    "Training": [("Chec&k", "Vérifi&er")],
}
RUSSIAN = {
    "MainWindow": [("Next hand", "Следующая раздача"), ("&Settings", "&Настройки")],
    "Seat": [("Seat {number}", "Место {number}")],
    "House": [("%n seat(s)", ["%n место", "%n места", "%n мест"])],
}


def compile_translation(folder: Path, language: str, contexts: dict[str, list]) -> None:
    """``floorapp_<language>.qm`` in ``folder``, compiled from a tiny .ts file."""
    source = folder / f"floorapp_{language}.ts"
    source.write_text(ts_file(language, contexts), encoding="utf-8")
    subprocess.run([lrelease(), str(source), "-qm", str(folder / f"floorapp_{language}.qm")],
                   check=True, capture_output=True)


@pytest.fixture
def translations(tmp_path: Path) -> Iterator[Path]:
    """A folder with a tiny French and a tiny Russian translation (no Polish one); the
    system's language again after the test."""
    folder = tmp_path / "i18n"
    folder.mkdir()
    compile_translation(folder, "fr", FRENCH)
    compile_translation(folder, "ru", RUSSIAN)
    yield folder
    switch_language(Language.SYSTEM)


@pytest.fixture
def floor_in_languages(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, translations: Path
) -> Floor:
    """The floor screen on the tiny translations, a 6,000/12,000 hand dealt."""
    window = create_main_window(data_dir=tmp_path / "data", translations=translations)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    floor = Floor(qtbot, window, monkeypatch)
    floor.load(BIG_BLINDS)
    floor.next_hand()
    return floor


def open_trainer(window: MainWindow, qtbot: Any) -> TrainingWindow:
    window.menus.training_action.trigger()  # Training menu, Dealer training… (F7)
    trainer = window.findChild(TrainingWindow)
    assert trainer is not None
    qtbot.addWidget(trainer)
    trainer.start_lesson(LESSON)
    return trainer


def big_blind_line(floor: Floor) -> str:
    return next(line for line in floor.lines() if "Flo" in line and "12" in line)


def test_the_language_menu_names_each_language_in_itself(floor: Floor) -> None:
    window = floor.window
    assert window.menus.language_menu.title() == "&Language"
    assert window.menus.language_menu.menuAction() in window.menus.settings_menu.actions()
    texts = [action.text() for action in window.menus.language_menu.actions()
             if not action.isSeparator()]
    assert texts == ["System", "English", "Français", "Русский", "Polski"]
    checked = [language for language, action in window.menus.language_actions.items()
               if action.isChecked()]
    assert checked == [Language.SYSTEM]  # a first start speaks the system's language


def test_a_new_language_applies_at_once_to_every_open_window_and_back(
    floor_in_languages: Floor, qtbot: Any,
) -> None:
    floor = floor_in_languages
    window = floor.window
    trainer = open_trainer(window, qtbot)
    page = trainer.drill_page
    window.tables.show_history()
    history = window.tables.history_dialog
    assert history is not None
    assert floor.name(6).startswith("Seat 6, Flo, active, big blind")
    assert "Seat 6 Flo: big blind 12000" in floor.lines()  # the system's (C) locale
    assert page.check_button.text() == "Chec&k"

    window.menus.language_actions[Language.FRENCH].trigger()  # Settings → Language → Français
    qtbot.waitUntil(lambda: window.page.next_hand_button.text() == "Main suivante")
    assert window.menus.settings_menu.title() == "&Réglages"
    assert window.menus.language_menu.title() == "&Langue"
    assert window.menus.language_actions[Language.SYSTEM].text() == "Système"
    assert window.menus.language_actions[Language.FRENCH].text() == "Français"
    assert floor.name(6).startswith(f"Place 6, Flo, actif, big blind 12{NARROW}000")
    assert f"Place 6 Flo : grosse blinde 12{NARROW}000" in floor.lines()
    assert "9 joueurs servis (places 1, 2, 3, 4, 5, 6, 7, 8, 9)" in floor.lines()
    assert f"12{NARROW}000" in window.page.house_summary.text()
    qtbot.waitUntil(lambda: page.check_button.text() == "Vérifi&er")
    assert all(handle.accessibleName().startswith("Place ")
               for handle in page.table_view.findChildren(type(floor.view.seat_handle(1))))
    assert history.windowTitle() == "Historique"

    window.menus.language_actions[Language.ENGLISH].trigger()
    qtbot.waitUntil(lambda: window.page.next_hand_button.text() == "Next hand")
    assert window.menus.settings_menu.title() == "&Settings"
    assert floor.name(6).startswith("Seat 6, Flo, active, big blind 12,000")
    assert "Seat 6 Flo: big blind 12,000" in floor.lines()
    assert "Dealt in: 9 (seats 1, 2, 3, 4, 5, 6, 7, 8, 9)" in floor.lines()
    qtbot.waitUntil(lambda: page.check_button.text() == "Chec&k")
    assert history.windowTitle() == "History"
    trainer.close()


def test_polish_without_a_translation_still_writes_its_amounts_and_russian_applies_at_once(
    floor_in_languages: Floor, qtbot: Any,
) -> None:
    floor = floor_in_languages
    window = floor.window
    assert big_blind_line(floor) == "Seat 6 Flo: big blind 12000"
    window.choices.choose_language(Language.POLISH)  # no Polish translation here: English words
    qtbot.waitUntil(lambda: big_blind_line(floor) == f"Seat 6 Flo: big blind 12{NO_BREAK}000")
    assert window.page.next_hand_button.text() == "Next hand"
    assert window.menus.language_actions[Language.POLISH].isChecked()

    window.choices.choose_language(Language.RUSSIAN)
    qtbot.waitUntil(lambda: window.page.next_hand_button.text() == "Следующая раздача")
    assert window.menus.settings_menu.title() == "&Настройки"
    assert floor.name(6).startswith("Место 6")
    assert window.page.house_summary.text().endswith("9 мест")
    assert f"big blind 12{NO_BREAK}000" in big_blind_line(floor)
    assert window.menus.language_actions[Language.RUSSIAN].isChecked()
    assert not window.menus.language_actions[Language.POLISH].isChecked()


def test_the_language_chosen_is_kept_for_the_next_start(
    qtbot: Any, tmp_path: Path, translations: Path,
) -> None:
    data = tmp_path / "data"
    first = create_main_window(data_dir=data, translations=translations)
    qtbot.addWidget(first)
    first.choices.choose_language(Language.FRENCH)
    assert load_settings(data).settings.language is Language.FRENCH
    assert json.loads((data / "settings.json").read_text())["language"] == "fr"
    first.close()
    switch_language(Language.SYSTEM)  # as if floorapp had quit
    assert QApplication.translate("MainWindow", "Next hand") == "Next hand"

    second = create_main_window(data_dir=data, translations=translations)
    qtbot.addWidget(second)
    assert second.page.next_hand_button.text() == "Main suivante"
    assert second.settings.language is Language.FRENCH
    assert second.menus.language_actions[Language.FRENCH].isChecked()
    second.choices.toggle_palette()  # other settings changed later keep the language
    assert load_settings(data).settings.language is Language.FRENCH
    second.close()


# --- amounts and plurals ----------------------------------------------------------------------


BIG_BLIND_12000 = ReadoutItem(LineKind.BLIND, seat=6, name="Flo", live=12000,
                              post_kind=PostKind.BIG_BLIND,
                              position="big_blind")


@pytest.mark.parametrize(("language", "written"), [
    (Language.ENGLISH, "12,000"),
    (Language.FRENCH, f"12{NARROW}000"),
    (Language.RUSSIAN, f"12{NO_BREAK}000"),
    (Language.POLISH, f"12{NO_BREAK}000"),
])
def test_amounts_are_written_the_languages_way(
    qapp: QApplication, tmp_path: Path, language: Language, written: str,
) -> None:
    try:
        switch_language(language, tmp_path)  # no translation: English words, the locale's
        assert wording.amount(12000) == written
        assert wording.readout_line(BIG_BLIND_12000) == f"Seat 6 Flo: big blind {written}"
        assert wording.owed_sentence("Ed", 12000, 6000) == (
            f"Ed owes {wording.amount(18000)} ({written} live, {wording.amount(6000)} dead).")
    finally:
        switch_language(Language.SYSTEM)


def test_counts_read_right_in_english_without_a_translation(qapp: QApplication) -> None:
    assert wording.house_summary(HouseRules(), 1).endswith(" · 1 seat")
    assert wording.house_summary(HouseRules(), 2).endswith(" · 2 seats")
    assert wording.hands_phrase(1) == "one hand"
    assert wording.hands_phrase(2) == "2 hands"
    assert wording.import_done_text("Main", 1, 0) == "Imported as the table Main: 1 step recorded."
    assert wording.import_done_text("Main", 2, 3) == (
        "Imported as the table Main: 2 steps recorded; left out 3 steps the rules refused.")
    assert wording.import_done_text("Main", 2, 1).endswith("; left out 1 step the rules refused.")


def test_counts_take_the_russian_plural_forms(qapp: QApplication, translations: Path) -> None:
    switch_language(Language.RUSSIAN, translations)
    forms = {count: wording.house_summary(HouseRules(), count).rsplit(" · ", 1)[1]
             for count in (1, 2, 5, 21)}
    assert forms == {1: "1 место", 2: "2 места", 5: "5 мест", 21: "21 место"}


def test_a_closed_window_not_yet_collected_takes_a_new_language_without_its_room(
    floor: Floor,
) -> None:
    """A window closed (its room with it) but still alive, as until Python collects it, is
    worded again by a language change without reading the closed room (which would raise in
    the event loop and fail this test)."""
    floor.load(SEAT_8_FREE)
    floor.answer("HouseRulesDialog", Settings(HouseRules(), 6))
    floor.window.choices.edit_house_rules()  # refused (seat 7 in use): the table read again
    floor.settle()
    floor.window.close()
    try:
        assert switch_language(Language.FRENCH) is not None
        QApplication.processEvents()
        assert floor.window.page.next_hand_button.text() == "Main suivante"
    finally:
        switch_language(Language.ENGLISH)

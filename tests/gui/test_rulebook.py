"""Help → Rulebook: the rulebook window, opened from the menu or with F1 at a read-out line's
rule, searchable, with an anchor for every rule id the program cites."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from floor_driver import NINE_FULL, Floor
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QMenu

from floorapp.rules import RuleId
from floorapp.storage.settings import Language
from floorapp.tournament import TOURNAMENT_RULE_TEXTS
from floorapp.training import RULE_TEXTS
from floorapp.ui.dialogs.rulebook import RulebookWindow
from floorapp.ui.language import switch_language


def select_line(floor: Floor, text: str) -> None:
    """Click the read-out line that says ``text``."""
    panel = floor.window.page.panel
    item = panel.list.item(floor.lines().index(text))
    floor.qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton,
                           pos=panel.list.visualItemRect(item).center())
    assert item.isSelected()


def press_f1(floor: Floor) -> RulebookWindow:
    floor.qtbot.keyClick(floor.window.focusWidget() or floor.window, Qt.Key.Key_F1)
    window = floor.window.findChild(RulebookWindow)
    assert window is not None
    floor.qtbot.waitExposed(window)
    return window


def test_f1_on_a_read_out_line_opens_the_rulebook_at_its_rule(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.next_hand()
    select_line(floor, "Seat 5 Ed: small blind 1")

    rulebook = press_f1(floor)

    assert rulebook.isVisible() and rulebook.windowTitle() == "Rulebook"
    assert rulebook.current_rule == "R-12"
    assert rulebook.top_line().startswith("R-12 · The small blind goes on last hand's big-blind")
    assert rulebook.browser.textCursor().selectedText() == rulebook.top_line()


def test_f1_on_a_line_citing_a_decision_opens_the_decisions_at_it(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.next_hand()
    floor.window.menus.misdeal_action.trigger()
    floor.settle()
    floor.next_hand()
    redeal = next(line for line, why in zip(floor.lines(), floor.reasons(), strict=True)
                  if why.startswith("F-08"))
    select_line(floor, redeal)

    rulebook = press_f1(floor)

    assert rulebook.current_rule == "F-08"
    assert rulebook.top_line() == "F-08"
    assert rulebook.anchors["F-08"] > rulebook.anchors["decisions"] > rulebook.anchors["R-90"]


def test_f1_with_no_line_selected_opens_the_rulebook_at_its_start(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.next_hand()

    rulebook = press_f1(floor)

    assert rulebook.current_rule is None
    assert rulebook.top_line() == "The floorapp rulebook"
    assert "R-11 · The big blind goes to the next player" in rulebook.browser.toPlainText()


def test_the_help_menu_opens_the_rulebook_and_names_f1(floor: Floor) -> None:
    window = floor.window
    bar = window.menuBar()
    help_menu = window.menus.help_menu
    assert help_menu.title() == "&Help"
    floor.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                           pos=bar.actionGeometry(help_menu.menuAction()).center())
    floor.qtbot.waitUntil(help_menu.isVisible)
    action = window.menus.rulebook_action
    assert action.text() == "Rulebook" and action.shortcut().toString() == "F1"
    assert isinstance(help_menu, QMenu)

    floor.qtbot.mouseClick(help_menu, Qt.MouseButton.LeftButton,
                           pos=help_menu.actionGeometry(action).center())

    rulebook = window.findChild(RulebookWindow)
    assert rulebook is not None
    floor.qtbot.waitUntil(rulebook.isVisible)


def test_a_second_f1_reuses_the_window_and_moves_it_to_the_new_rule(floor: Floor) -> None:
    floor.load(NINE_FULL)
    floor.next_hand()
    select_line(floor, "Seat 5 Ed: small blind 1")
    first = press_f1(floor)
    floor.window.activateWindow()
    select_line(floor, "Seat 6 Flo: big blind 2")

    second = press_f1(floor)

    assert second is first
    assert len(floor.window.findChildren(RulebookWindow)) == 1
    assert second.current_rule == "R-11" and second.top_line().startswith("R-11 · ")


def test_every_rule_id_the_program_cites_has_an_anchor(floor: Floor) -> None:
    rulebook = press_f1(floor)

    browser = rulebook.browser
    for rule in [*RULE_TEXTS, RuleId.SECTION_8]:
        assert rulebook.show_rule(rule), rule
        marked = browser.textCursor()
        assert marked.selectedText().startswith(rule), rule
        assert browser.viewport().rect().contains(browser.cursorRect(marked)), rule
        if browser.verticalScrollBar().value() < browser.verticalScrollBar().maximum():
            assert rulebook.top_line() == marked.block().text(), rule  # at the top if it can

    assert not rulebook.show_rule("R-99")


def test_every_tournament_rule_and_ruling_has_an_anchor(floor: Floor) -> None:
    rulebook = press_f1(floor)
    for rule in [*TOURNAMENT_RULE_TEXTS, "TQ-11"]:
        assert rulebook.show_rule(rule), rule
        assert rulebook.browser.textCursor().selectedText().startswith(rule), rule
    assert rulebook.current_rule == "TQ-11"
    qtbot = floor.qtbot
    qtbot.keyClicks(rulebook.find_field, "t-18")
    qtbot.keyClick(rulebook.find_field, Qt.Key.Key_Return)
    assert rulebook.current_rule == "T-18"
    assert rulebook.top_line().startswith("T-18 · ")
    assert not rulebook.show_rule("T-99")


def test_the_find_field_goes_to_a_rule_id_or_to_words(floor: Floor) -> None:
    rulebook = press_f1(floor)
    qtbot = floor.qtbot

    qtbot.keyClicks(rulebook.find_field, "r-42")
    qtbot.keyClick(rulebook.find_field, Qt.Key.Key_Return)
    assert rulebook.current_rule == "R-42"
    assert rulebook.top_line().startswith("R-42 · The player due the small blind leaves")

    rulebook.find_field.clear()
    qtbot.keyClicks(rulebook.find_field, "posts no small blind that round")
    qtbot.mouseClick(rulebook.find_button, Qt.MouseButton.LeftButton)
    cursor = rulebook.browser.textCursor()
    assert cursor.selectedText() == "posts no small blind that round"
    assert cursor.block().text().startswith("Last hand's big blind would post the small blind")
    assert rulebook.status.text() == "" and not rulebook.status.isVisible()

    rulebook.find_field.clear()
    qtbot.keyClicks(rulebook.find_field, "no such words here")
    qtbot.keyClick(rulebook.find_field, Qt.Key.Key_Return)
    assert rulebook.status.text() == "\u201cno such words here\u201d is not in the rulebook."
    assert rulebook.status.isVisible()


def test_links_inside_the_rulebook_move_to_their_anchor(floor: Floor) -> None:
    rulebook = press_f1(floor)

    rulebook.browser.anchorClicked.emit(QUrl("#F-17"))
    assert rulebook.top_line() == "F-17"
    rulebook.browser.anchorClicked.emit(QUrl("#10-seat-changes"))
    assert rulebook.top_line() == "10. Seat changes"
    rulebook.browser.anchorClicked.emit(QUrl("#decisions"))
    assert rulebook.top_line().startswith("Decisions")


@pytest.fixture
def back_to_the_system_language() -> Iterator[None]:
    yield
    switch_language(Language.SYSTEM)


@pytest.mark.usefixtures("back_to_the_system_language")
def test_the_window_speaks_the_floor_language_and_the_rulebook_stays_english(
    floor: Floor,
) -> None:
    rulebook = press_f1(floor)

    floor.window.menus.language_actions[Language.FRENCH].trigger()  # the shipped translation

    floor.qtbot.waitUntil(lambda: rulebook.windowTitle() == "Règlement")
    assert floor.window.menus.help_menu.title() == "&Aide"
    assert floor.window.menus.rulebook_action.text() == "Règlement"
    assert rulebook.find_button.text() == "Suivant"
    assert "R-11 · The big blind goes to the next player" in rulebook.browser.toPlainText()


def test_the_rulebook_closes_with_ctrl_w_and_escape(floor: Floor) -> None:
    from PySide6.QtWidgets import QApplication

    for keys in ((Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
                 (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)):
        floor.window.menus.rulebook_action.trigger()
        rulebook = floor.window.findChild(RulebookWindow)
        assert rulebook is not None
        floor.qtbot.waitUntil(rulebook.isVisible)
        rulebook.activateWindow()
        floor.qtbot.waitUntil(lambda rulebook=rulebook: QApplication.activeWindow() is rulebook)
        floor.qtbot.keyClick(rulebook, *keys)
        floor.qtbot.waitUntil(lambda rulebook=rulebook: not rulebook.isVisible())

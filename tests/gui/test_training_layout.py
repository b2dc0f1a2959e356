"""The training window at 800x600 and 1280x800, in English and with every word stretched by
half (longer languages): no text cut, no plates overlapping; and its screenshot command."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from floorapp.rules import ButtonRule
from floorapp.screen import geometry
from floorapp.screen.training_board import clicks_for
from floorapp.ui.training.screenshot import main as screenshot_main
from floorapp.ui.training.screenshot import one_seat_too_far
from floorapp.ui.training.window import TrainingWindow

SIZES = [(800, 600), (1280, 800)]


class Stretcher(QTranslator):
    """A pseudo-translation: every text half as long again (as French or Polish may be),
    in words of five letters."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if not source:
            return source
        return source + " Ẅẅẅẅ" * max(1, len(source) // 10)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False


@pytest.fixture(params=[False, True], ids=["english", "stretched"])
def stretched(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[bool]:
    translator = Stretcher(qapp) if request.param else None
    if translator is not None:
        qapp.installTranslator(translator)
    yield request.param
    if translator is not None:
        qapp.removeTranslator(translator)


def cut_texts(root: QWidget) -> list[str]:
    """Every visible label or button whose text does not fit the room it has."""
    cut = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.text():
            continue
        if label.wordWrap():
            too_small = label.heightForWidth(label.width()) > label.height() + 1
        else:
            too_small = label.sizeHint().width() > label.width() + 1
        if too_small:
            cut.append(f"label {label.objectName()!r}: {label.text()[:40]!r}")
    for button in root.findChildren(QAbstractButton):
        visible = button.isVisibleTo(root) and button.text()
        if visible and button.sizeHint().width() > button.width() + 1:
            cut.append(f"button {button.objectName()!r}: {button.text()!r}")
    return cut


def settle(window: TrainingWindow) -> None:
    for _ in range(3):
        QApplication.processEvents()
    window.drill_page.column_scroll.fit()
    window.end_page.report_scroll.fit()
    QApplication.processEvents()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_is_cut_at_any_step_in_any_length_of_words(
    qtbot: Any, stretched: bool, size: tuple[int, int],
) -> None:
    window = TrainingWindow(None)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    settle(window)
    assert (window.width(), window.height()) == size  # the words fit, not the window grew
    assert cut_texts(window.chooser) == []

    window.start_quiz(ButtonRule.DEAD, 3, 4)  # ten seats, several events before a deal
    page = window.drill_page
    settle(window)
    assert (window.width(), window.height()) == size
    assert cut_texts(page) == []
    question = page.question
    assert question is not None
    for tool, seat, amounts in clicks_for(question.before, one_seat_too_far(
            question.right_answer, question)):
        page.choose_tool(tool)
        page.click_seat(seat, amounts)
    page.show_hint()
    page.check()
    settle(window)
    assert page.grade is not None and not page.grade.perfect
    assert (window.width(), window.height()) == size
    assert cut_texts(page) == []

    while page.drill is not None and not page.drill.finished:
        page.next_deal()
        page.check()
    page.next_deal()
    settle(window)
    assert window.pages.currentWidget() is window.end_page
    assert (window.width(), window.height()) == size
    assert cut_texts(window.end_page) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_ten_seats_keep_their_plates_apart_on_the_training_table(
    qtbot: Any, size: tuple[int, int],
) -> None:
    window = TrainingWindow(None)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.start_quiz(ButtonRule.DEAD, 3, 4)
    view = window.drill_page.table_view
    scene = view.scene()
    assert scene is not None and len(scene.seats) == 10
    settle(window)
    layout = view.table_geometry()
    assert (layout.width, layout.height) == (view.width(), view.height())
    plates = [layout.plate(seat) for seat in range(1, 11)]
    assert not any(a.intersects(b) for i, a in enumerate(plates) for b in plates[i + 1:])
    assert min(layout.plate_h, layout.plate_w) >= geometry.MIN_TOUCH


@pytest.mark.parametrize("state", ["chooser", "mid", "graded"])
def test_the_screenshot_command_renders_each_state(tmp_path: Path, state: str) -> None:
    target = tmp_path / f"{state}.png"
    assert screenshot_main([str(target), "--state", state, "--size", "800x600"]) == 0
    image = QImage(str(target))
    assert (image.width(), image.height()) == (800, 600)


def test_the_screenshot_command_refuses_a_language_it_does_not_have(tmp_path: Path) -> None:
    assert screenshot_main([str(tmp_path / "x.png"), "--language", "xx"]) == 2
    assert not (tmp_path / "x.png").exists()


def run_event_quiz(qtbot: Any, size: tuple[int, int]) -> TrainingWindow:
    """A quiz at an event (three tables, two balancing moves) to its end, every question
    checked, the window's texts and size checked at each step."""
    window = TrainingWindow(None)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.start_quiz(None, 3, 4)
    page = window.drill_page
    kinds = set()
    while page.drill is not None and not page.drill.finished:
        settle(window)
        assert cut_texts(page) == [], page.deal_heading.text()
        kinds.add(type(page.question).__name__)
        if type(page.question).__name__ == "MoveQuestion":
            assert len(page.event_tables.views) == 3
            assert all(view.width() >= 160 and view.height() >= 120
                       for view in page.event_tables.views.values())
        page.check()
        settle(window)
        assert (window.width(), window.height()) == size
        assert cut_texts(page) == [], page.deal_heading.text()
        page.next_deal()
    assert kinds == {"EventQuestion", "MoveQuestion"}
    return window


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_is_cut_in_a_quiz_at_an_event_deals_and_balancing_alike(
    qtbot: Any, stretched: bool, size: tuple[int, int],
) -> None:
    run_event_quiz(qtbot, size)


def test_a_quiz_at_an_event_fits_800x480_in_english(qtbot: Any) -> None:
    run_event_quiz(qtbot, (800, 480))


def test_the_screenshot_command_renders_a_balancing_question_at_800x480(tmp_path: Path) -> None:
    target = tmp_path / "balancing.png"
    assert screenshot_main([str(target), "--lesson", "51-balancing-who-moves", "--state",
                            "graded", "--size", "800x480"]) == 0
    image = QImage(str(target))
    assert (image.width(), image.height()) == (800, 480)

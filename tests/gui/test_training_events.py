"""The tournament floor in the training window, driven like a trainee at 800 x 480: a balancing
lesson (click the player who moves, then his seat), a deal at an event with an absent player,
and the quiz at an event from the chooser; every mistake read with its T- rule and its words."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

from floorapp.screen.training_board import Tool, clicks_for
from floorapp.storage.progress import Progress
from floorapp.storage.room import Room
from floorapp.tournament import TOURNAMENT_RULE_TEXTS, TRule
from floorapp.training import Answer, EventQuestion, MoveQuestion
from floorapp.ui.training import dialogs as training_dialogs
from floorapp.ui.training.chooser import EVENT_QUIZ
from floorapp.ui.training.window import TrainingWindow


class Trainee:
    """A trainee at the training window: clicks lessons, seats, tools and buttons, reads."""

    def __init__(self, qtbot: Any, window: TrainingWindow,
                 monkeypatch: pytest.MonkeyPatch) -> None:
        self.qtbot = qtbot
        self.window = window
        self.page = window.drill_page
        self.posts: list[tuple[int, int] | None] = []
        monkeypatch.setattr(training_dialogs.PostDialog, "ask", classmethod(
            lambda cls, parent, title, live, dead: self.posts.pop(0)))

    def click(self, button: QWidget) -> None:
        assert button.isVisible() and button.isEnabled(), button.objectName()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def start_lesson(self, lesson_id: str) -> None:
        chooser = self.window.chooser
        chooser.tabs.setCurrentIndex(0)
        item = chooser.lesson_item(lesson_id)
        chooser.lesson_list.scrollToItem(item)
        rect = chooser.lesson_list.visualItemRect(item)
        self.qtbot.mouseClick(chooser.lesson_list.viewport(), Qt.MouseButton.LeftButton,
                              pos=rect.center())
        self.click(chooser.start_lesson_button)

    def click_event_seat(self, table: int, seat: int) -> None:
        view = self.page.event_tables.views[table]
        self.qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.seat_center(seat))

    def set_up(self, answer: Answer) -> None:
        question = self.page.question
        assert isinstance(question, EventQuestion)
        for tool, seat, amounts in clicks_for(question.before, answer):
            if tool is not self.page.tool:
                self.click(self.page.tool_buttons[tool])
            if tool is Tool.POST:
                self.posts.append(amounts)
            view = self.page.table_view
            self.qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.seat_center(seat))

    def answer_right(self) -> None:
        question = self.page.question
        if isinstance(question, MoveQuestion):
            self.click_event_seat(*question.offer_from)
            self.click_event_seat(*question.offer_to)
        else:
            assert isinstance(question, EventQuestion)
            self.set_up(question.right_answer)


@pytest.fixture
def room(tmp_path: Path) -> Iterator[Room]:
    opened = Room.open(tmp_path / "data")
    yield opened
    opened.close()


@pytest.fixture
def window(qtbot: Any, room: Room, tmp_path: Path) -> TrainingWindow:
    shown = TrainingWindow(Progress(room.database), export_folder=tmp_path)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    shown.resize(800, 480)
    qtbot.waitUntil(lambda: shown.width() == 800 and shown.height() == 480)
    return shown


@pytest.fixture
def trainee(qtbot: Any, window: TrainingWindow, monkeypatch: pytest.MonkeyPatch) -> Trainee:
    driver = Trainee(qtbot, window, monkeypatch)
    chooser = window.chooser
    qtbot.keyClicks(chooser.new_trainee, "Ann Example")
    driver.click(chooser.add_trainee_button)
    return driver


def inside(widget: QWidget, window: QWidget) -> bool:
    corner = widget.mapTo(window, widget.rect().topLeft())
    return window.rect().contains(QRect(corner, widget.size()))


def test_the_tournament_lessons_have_their_own_topic_in_the_list(
        trainee: Trainee, window: TrainingWindow) -> None:
    item = window.chooser.lesson_item("51-balancing-who-moves")
    parent = item.parent()
    assert parent is not None
    assert parent.text(0) == "The tournament floor: events and balancing"
    assert parent.childCount() == 11
    assert item.text(0).startswith("51. Balancing: the player due the big blind")


def test_a_balancing_lesson_clicked_like_a_trainee_cites_t_18_and_draws_the_right_move(
        trainee: Trainee, window: TrainingWindow, tmp_path: Path) -> None:
    trainee.start_lesson("51-balancing-who-moves")
    page = trainee.page
    assert page.deal_heading.text() == "Question 1 of 2: balancing"
    assert page.table_stack.currentWidget() is page.event_tables
    assert not page.tools_box.isVisible()
    assert "Table 1: Last hand: button on seat 2, small blind 3, big blind 4." in (
        page.situation.text())
    assert page.house.text() == "Event, level 4: 300/600 · 9 seats"
    assert page.prompt.text() == "Click the player who moves."

    trainee.click_event_seat(1, 5)  # Ed, due the big blind at the fullest table
    assert page.event_tables.views[1].marked() == {5}
    assert page.prompt.text().startswith("Now click the open seat the player goes to")
    trainee.click_event_seat(2, 6)  # an open seat, but not the worst position
    assert page.event_tables.views[2].marked() == {6}

    picture = tmp_path / "balancing.png"
    assert window.grab().save(str(picture)) and picture.stat().st_size > 10_000
    assert window.grab().size().width() == 800 and window.grab().size().height() == 480
    for view in page.event_tables.views.values():
        assert inside(view, window) and view.width() >= 160
    trainee.click(page.check_button)

    grade = page.grade
    assert grade is not None and (grade.points, grade.out_of) == (1, 2)
    result = page.result_text()
    assert "The new seat is table 2, seat 4, not table 2, seat 6." in result
    worst = TOURNAMENT_RULE_TEXTS[TRule.T_18]
    assert f"T-18 · {worst.title}: {worst.text}" in result
    assert "House decision" not in result
    assert page.event_tables.views[1].marked() == {5}  # the right answer, ringed
    assert page.event_tables.views[2].marked() == {4}
    assert page.caption.text() == (
        "The right answer: who moves and the new seat are ringed")
    trainee.click(page.flip_button)
    assert page.event_tables.views[2].marked() == {6}
    assert inside(page.check_button, window) and inside(page.next_button, window)

    trainee.click(page.next_button)  # Ed's first hand at table 2: the big blind at once
    question = page.question
    assert isinstance(question, EventQuestion) and question.table_number == 2
    assert page.deal_heading.text() == "Deal 2 of 2"
    assert page.table_stack.currentWidget() is page.table_view
    assert "• The floor makes a balancing move." not in page.situation.text()
    trainee.set_up(replace(question.right_answer, big_blind=5))
    trainee.click(page.check_button)
    result = page.result_text()
    assert "The big blind goes on seat 4 (Ed), not on seat 5 (Ned)." in result
    joiner = TOURNAMENT_RULE_TEXTS[TRule.T_10]
    assert f"T-10 · {joiner.title}" in result
    trainee.click(page.next_button)

    assert window.pages.currentWidget() is window.end_page
    assert "T-18" in window.end_page.report_text()
    attempts = window.progress.attempts() if window.progress else []
    assert [(a.deal, a.points < a.out_of) for a in attempts] == [(1, True), (2, True)]
    moved = attempts[0].mistakes[0]
    assert (moved.code, moved.expected, moved.given, moved.rules) == (
        "wrong-move-to", "2-4", "2-6", ("T-18",))


def test_an_event_deal_with_an_absent_player_is_graded_by_t_07(
        trainee: Trainee, window: TrainingWindow) -> None:
    trainee.start_lesson("45-event-absent-player")
    page = trainee.page
    assert page.house.text() == "Event, level 4: 300/600 · big-blind ante 600 · 9 seats"
    assert "• Gus (table 1, seat 7) is absent." in page.situation.text()
    for tool in (Tool.MISSED_SB, Tool.MISSED_BB, Tool.MISSED_BOTH, Tool.THIRD_BLIND):
        assert not page.tool_buttons[tool].isVisible()
    question = page.question
    assert isinstance(question, EventQuestion)
    right = question.right_answer
    assert 7 in right.dealt and 7 not in page.board.dealt  # the absent player starts out
    trainee.set_up(replace(right, dealt=right.dealt - {7}))
    trainee.click(page.check_button)
    result = page.result_text()
    assert "Seat 7 (Gus) is dealt in." in result
    absent = TOURNAMENT_RULE_TEXTS[TRule.T_07]
    assert f"T-07 · {absent.title}: {absent.text}" in result
    assert "R-" not in result
    trainee.click(page.next_button)
    trainee.answer_right()
    trainee.click(page.check_button)
    assert page.grade is not None and page.grade.perfect
    assert inside(page.table_view, window)


def test_the_quiz_at_an_event_is_chosen_and_answered_right_to_the_end(
        trainee: Trainee, window: TrainingWindow) -> None:
    chooser = window.chooser
    chooser.tabs.setCurrentIndex(1)
    chooser.quiz_rule.setCurrentIndex(chooser.quiz_rule.findData(EVENT_QUIZ))
    assert chooser.quiz_rule.currentText() == "At an event (tournament floor)"
    assert "balancing move" in chooser.difficulty_note.text()
    chooser.quiz_difficulty.setValue(1)
    chooser.quiz_seed.selectAll()
    trainee.qtbot.keyClicks(chooser.quiz_seed, "7")
    trainee.click(chooser.start_quiz_button)
    page = trainee.page
    assert page.title.text() == "Quiz at an event, difficulty 1, code 7"
    drill = page.drill
    assert drill is not None
    total = len(drill.exercise.questions)
    for _ in range(total):
        trainee.answer_right()
        trainee.click(page.check_button)
        assert page.grade is not None and page.grade.perfect, page.grade.mistakes
        trainee.click(page.next_button)
    assert window.pages.currentWidget() is window.end_page
    assert window.end_page.heading.text() == (
        "Quiz finished: at an event, difficulty 1, code 7")
    attempts = window.progress.attempts() if window.progress else []
    assert len(attempts) == total and all(a.points == a.out_of for a in attempts)
    assert {a.origin.key for a in attempts} == {"quiz:event:1:7"}

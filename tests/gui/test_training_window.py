"""Training mode on screen, driven like a trainee: pick a trainee and an exercise, click tools
and seats, check, read the grade and the rule texts, go on; progress and CSV export."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from floor_driver import close, dominant_colour
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from floorapp.rules import ButtonRule, RuleId
from floorapp.screen.palette import DARK
from floorapp.screen.scene import PuckKind
from floorapp.screen.training_board import Tool, clicks_for
from floorapp.storage.errors import Problem, StorageError
from floorapp.storage.progress import ATTEMPT_COLUMNS, SUMMARY_COLUMNS, Progress
from floorapp.storage.room import Room
from floorapp.training import RULE_TEXTS, Answer, Question, generate, load_lesson
from floorapp.ui.training import dialogs as training_dialogs
from floorapp.ui.training.drill import DrillPage
from floorapp.ui.training.window import TrainingWindow, open_training


class Trainee:
    """A trainee at the offscreen training window: clicks, types, reads."""

    def __init__(self, qtbot: Any, window: TrainingWindow,
                 monkeypatch: pytest.MonkeyPatch) -> None:
        self.qtbot = qtbot
        self.window = window
        self.page: DrillPage = window.drill_page
        self.view = self.page.table_view
        self.posts: list[tuple[int, int] | None] = []
        self.post_titles: list[str] = []
        monkeypatch.setattr(training_dialogs.PostDialog, "ask", classmethod(
            lambda cls, parent, title, live, dead: self._answer_post(title)))

    def _answer_post(self, title: str) -> tuple[int, int] | None:
        self.post_titles.append(title)
        return self.posts.pop(0)

    # --- the chooser ------------------------------------------------------------------------

    def add_trainee(self, name: str) -> None:
        chooser = self.window.chooser
        self.qtbot.keyClicks(chooser.new_trainee, name)
        self.click(chooser.add_trainee_button)

    def start_lesson(self, lesson_id: str) -> None:
        chooser = self.window.chooser
        chooser.tabs.setCurrentIndex(0)
        item = chooser.lesson_item(lesson_id)
        chooser.lesson_list.scrollToItem(item)
        rect = chooser.lesson_list.visualItemRect(item)
        self.qtbot.mouseClick(chooser.lesson_list.viewport(), Qt.MouseButton.LeftButton,
                              pos=rect.center())
        assert chooser.current_lesson() is not None
        assert chooser.current_lesson().id == lesson_id
        self.click(chooser.start_lesson_button)

    def start_quiz(self, rule: ButtonRule, difficulty: int, seed: int) -> None:
        chooser = self.window.chooser
        chooser.tabs.setCurrentIndex(1)
        chooser.quiz_rule.setCurrentIndex(chooser.quiz_rule.findData(rule))
        chooser.quiz_difficulty.setValue(difficulty)
        chooser.quiz_seed.selectAll()
        self.qtbot.keyClicks(chooser.quiz_seed, str(seed))
        assert chooser.quiz_seed.value() == seed
        self.click(chooser.start_quiz_button)

    # --- the drill ---------------------------------------------------------------------------

    @property
    def question(self) -> Question:
        assert self.page.question is not None
        return self.page.question

    def click(self, button: QWidget) -> None:
        assert button.isVisible() and button.isEnabled(), button.objectName()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def tool(self, tool: Tool) -> None:
        self.click(self.page.tool_buttons[tool])

    def click_seat(self, seat: int) -> None:
        self.qtbot.mouseClick(self.view, Qt.MouseButton.LeftButton, pos=self.view.seat_center(seat))

    def place(self, tool: Tool, seat: int, amounts: tuple[int, int] | None = None) -> None:
        if tool is not self.page.tool:
            self.tool(tool)
        if tool is Tool.POST:
            self.posts.append(amounts)
        self.click_seat(seat)

    def set_up(self, answer: Answer) -> None:
        """Click this answer onto the table, tool by tool, seat by seat."""
        for tool, seat, amounts in clicks_for(self.question.before, answer):
            self.place(tool, seat, amounts)

    def check(self) -> None:
        self.click(self.page.check_button)

    def next(self) -> None:
        self.click(self.page.next_button)

    def result(self) -> str:
        return self.page.result_text()

    def pucks(self, seat: int) -> list[PuckKind]:
        scene = self.view.scene()
        assert scene is not None
        return [puck.kind for puck in scene.seat(seat).pucks]


@pytest.fixture
def room(tmp_path: Path) -> Iterator[Room]:
    opened = Room.open(tmp_path / "data")
    yield opened
    opened.close()


@pytest.fixture
def window(qtbot: Any, room: Room, tmp_path: Path) -> TrainingWindow:
    shown = TrainingWindow(Progress(room.database), export_folder=tmp_path)
    qtbot.addWidget(shown)
    shown.resize(1280, 800)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


@pytest.fixture
def trainee(qtbot: Any, window: TrainingWindow, monkeypatch: pytest.MonkeyPatch) -> Trainee:
    driver = Trainee(qtbot, window, monkeypatch)
    driver.add_trainee("Ann Example")
    return driver


def progress_of(window: TrainingWindow) -> Progress:
    assert window.progress is not None
    return window.progress


# --- lessons ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", [
    "01-plain-rotation",          # rotation and wrap-around
    "08-three-blinds",            # a third blind, and a blind that posts nothing (F-15)
    "09-back-and-post",           # make-up posts, dealt-in changes, missed-blind buttons
    "25-heads-up-begins",         # the small blind on the button
    "34-moving-button-due-leaves",  # a small blind on the button and a second big blind
])
def test_a_whole_lesson_answered_right_scores_perfect_on_every_deal(
    trainee: Trainee, window: TrainingWindow, lesson: str
) -> None:
    trainee.start_lesson(lesson)
    deals = len(load_lesson(lesson).questions)
    for number in range(1, deals + 1):
        assert trainee.page.deal_heading.text() == f"Deal {number} of {deals}"
        trainee.set_up(trainee.question.right_answer)
        trainee.check()
        grade = trainee.page.grade
        assert grade is not None and grade.perfect, grade and grade.mistakes
        result = trainee.result()
        assert f"{grade.out_of} of {grade.out_of} checks right (100%)" in result
        assert "Perfect: every check is right." in result
        assert "✗" not in result
        trainee.next()
    assert window.pages.currentWidget() is window.end_page
    report = window.end_page.report_text()
    assert "(100%)" in report.splitlines()[0]
    assert "Perfect" in report
    attempts = progress_of(window).attempts()
    assert [a.deal for a in attempts] == list(range(1, deals + 1))
    assert all(a.points == a.out_of and a.origin.lesson == lesson for a in attempts)


def test_a_wrong_answer_lists_each_mistake_with_its_rule_and_draws_the_right_answer(
    trainee: Trainee,
) -> None:
    trainee.start_lesson("03-big-blind-leaves")
    right = trainee.question.right_answer
    assert (right.button, right.small_blind, right.big_blind) == (6, 7, 8)
    trainee.set_up(replace(right, button=4))  # the button one seat short of the right one
    assert PuckKind.BUTTON in trainee.pucks(4)
    trainee.check()

    result = trainee.result()
    assert "1 mistake:" in result
    assert "The button goes on seat 6 (Flo), not on seat 4 (Di)." in result
    title, text = RULE_TEXTS[RuleId.R_13].title, RULE_TEXTS[RuleId.R_13].text
    assert f"R-13 · {title}: {text}" in result
    grade = trainee.page.grade
    assert grade is not None and grade.points == grade.out_of - 1
    assert f"{grade.points} of {grade.out_of} checks right" in result

    # the right answer on the table: the button on 6, none on 4, both seats ringed
    assert trainee.page.showing_right_answer
    assert PuckKind.BUTTON in trainee.pucks(6)
    assert PuckKind.BUTTON not in trainee.pucks(4)
    assert trainee.view.marked() == frozenset({4, 6})
    image = trainee.view.grab().toImage()
    button_at = trainee.view.puck_centers(6)[0]
    assert close(dominant_colour(image, button_at, trainee.view.table_geometry().puck * 0.3),
                 DARK.button)
    assert "a mistake here" in trainee.view.seat_handle(6).accessibleName()
    assert "a mistake here" not in trainee.view.seat_handle(5).accessibleName()
    assert trainee.page.caption.text().startswith("The right answer")

    trainee.click(trainee.page.flip_button)  # back to what the trainee had placed
    assert PuckKind.BUTTON in trainee.pucks(4)
    assert PuckKind.BUTTON not in trainee.pucks(6)
    assert trainee.page.caption.text() == "Your set-up, as graded"


def test_tools_are_refused_after_grading_and_a_second_click_takes_a_puck_away(
    trainee: Trainee,
) -> None:
    trainee.start_lesson("01-plain-rotation")
    trainee.place(Tool.BIG_BLIND, 1)
    assert PuckKind.BIG_BLIND in trainee.pucks(1)
    trainee.click_seat(1)
    assert PuckKind.BIG_BLIND not in trainee.pucks(1)
    trainee.place(Tool.DEAD_BUTTON, 8)
    scene = trainee.view.scene()
    assert scene is not None and scene.seat(8).pucks[0].dead
    trainee.place(Tool.CLEAR, 8)
    assert trainee.pucks(8) == []
    trainee.place(Tool.DEALT, 5)
    assert trainee.view.cards_center(5) is None
    assert "not dealt in" in trainee.view.seat_handle(5).accessibleName()
    trainee.click_seat(5)
    assert trainee.view.cards_center(5) is not None
    trainee.check()
    assert not trainee.page.tool_buttons[Tool.BUTTON].isEnabled()
    before = trainee.view.scene()
    trainee.click_seat(3)
    assert trainee.view.scene() == before
    assert "next deal" in trainee.page.prompt.text()


def test_the_post_tool_asks_the_amounts_and_draws_the_post(trainee: Trainee) -> None:
    trainee.start_lesson("09-back-and-post")
    trainee.place(Tool.POST, 4, (2, 1))
    assert trainee.post_titles == ["Post on seat 4 (Di)"]
    scene = trainee.view.scene()
    assert scene is not None
    post = scene.seat(4).pucks[0]
    assert (post.kind, post.amount, post.dead_amount) == (PuckKind.POST, 2, 1)
    trainee.place(Tool.POST, 5, None)  # cancelled: nothing placed
    assert trainee.pucks(5) == []
    trainee.place(Tool.POST, 4, (0, 0))  # 0 and 0 takes the post away
    assert PuckKind.POST not in trainee.pucks(4)


def test_the_hint_is_shown_on_request(trainee: Trainee) -> None:
    trainee.start_lesson("03-big-blind-leaves")
    assert trainee.page.hint.text() == ""
    trainee.click(trainee.page.hint_button)
    assert trainee.page.hint.text() == trainee.question.hint
    assert trainee.question.hint.startswith("Big blind Hal (8)")
    assert not trainee.page.hint_button.isEnabled()


def test_the_situation_says_where_last_hand_was_and_what_happened_since(
    trainee: Trainee,
) -> None:
    trainee.start_lesson("03-big-blind-leaves")
    situation = trainee.page.situation.text()
    assert situation.splitlines()[0] == (
        "Last hand: button on seat 5, small blind 6, big blind 7.")
    assert "• Seat 7 Gus: leaves, seat locked up" in situation
    assert trainee.page.house.text().startswith("Dead button · 1/2")


# --- quizzes ----------------------------------------------------------------------------------


def test_a_quiz_with_the_same_seed_gives_the_same_situation(
    trainee: Trainee, window: TrainingWindow,
) -> None:
    def situation() -> tuple[Any, ...]:
        page = trainee.page
        return (page.title.text(), page.house.text(), page.situation.text(),
                trainee.view.scene())

    trainee.start_quiz(ButtonRule.DEAD, 2, 4711)
    first = situation()
    assert first[0] == "Quiz: Dead button, difficulty 2, code 4711"
    trainee.click(trainee.page.stop_button)
    assert window.pages.currentWidget() is window.chooser
    trainee.start_quiz(ButtonRule.DEAD, 2, 4711)
    assert situation() == first
    trainee.click(trainee.page.stop_button)
    trainee.start_quiz(ButtonRule.DEAD, 2, 4712)
    assert situation() != first


def test_a_quiz_answered_right_then_wrong_is_graded_and_summed_up(
    trainee: Trainee, window: TrainingWindow,
) -> None:
    quiz = generate(ButtonRule.MOVING, 3, 99)
    trainee.start_quiz(ButtonRule.MOVING, 3, 99)
    trainee.set_up(trainee.question.right_answer)
    trainee.check()
    assert trainee.page.grade is not None and trainee.page.grade.perfect

    trainee.next()
    right = trainee.question.right_answer
    trainee.set_up(replace(right, first_to_act=None))  # forgets who acts first
    trainee.check()
    result = trainee.result()
    expected = right.first_to_act
    name = trainee.question.before.player(expected).name  # type: ignore[union-attr]
    assert f"The first to act is seat {expected} ({name}); no seat was marked." in result
    assert "no seat." not in result.replace("no seat was marked", "")
    mistake = trainee.page.grade.mistakes[0]  # type: ignore[union-attr]
    for rule in mistake.rules:
        assert f"{rule} · {RULE_TEXTS[rule].title}" in result
    assert RULE_TEXTS[mistake.rules[0]].text in result

    for _ in range(3, len(quiz.questions) + 1):
        trainee.next()
        trainee.set_up(trainee.question.right_answer)
        trainee.check()
    assert trainee.page.next_button.text() == "See the &result"
    trainee.next()
    report = window.end_page.report_text()
    assert window.end_page.heading.text() == (
        "Quiz finished: Moving button, difficulty 3, code 99")
    assert "Rules to read again:" in report
    assert f"{mistake.rules[0]} · {RULE_TEXTS[mistake.rules[0]].title} (1 wrong)" in report
    assert not window.end_page.next_lesson_button.isVisible()
    attempts = progress_of(window).attempts()
    assert len(attempts) == len(quiz.questions)
    assert {a.origin.key for a in attempts} == {"quiz:moving:3:99"}
    assert [a.points < a.out_of for a in attempts] == [
        number == 2 for number in range(1, len(quiz.questions) + 1)]


# --- trainees, progress and CSV ----------------------------------------------------------------


def test_a_grade_the_disk_refuses_is_shown_and_said_to_be_unsaved(
    trainee: Trainee, window: TrainingWindow, monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(*args: Any) -> None:
        raise StorageError(Problem.DISK_FULL, "No space left on the device.")

    monkeypatch.setattr(progress_of(window), "record", refuse)
    trainee.start_lesson("01-plain-rotation")
    trainee.set_up(trainee.question.right_answer)
    trainee.check()
    assert "Perfect" in trainee.result()
    assert trainee.page.prompt.text() == (
        "This deal was graded but not saved: The disk is full.")
    trainee.next()  # training goes on
    assert trainee.question.number == 2


def test_a_trainee_is_needed_and_a_known_name_is_chosen_not_added_twice(
    qtbot: Any, window: TrainingWindow, monkeypatch: pytest.MonkeyPatch,
) -> None:
    chooser = window.chooser
    assert not chooser.start_lesson_button.isEnabled()
    assert not chooser.start_quiz_button.isEnabled()
    driver = Trainee(qtbot, window, monkeypatch)
    driver.add_trainee("Bo")
    assert chooser.start_lesson_button.isEnabled()
    assert chooser.message.text() == "Bo added."
    driver.add_trainee("Cy")
    driver.add_trainee("bo")
    assert chooser.message.text() == "There is already a trainee called Bo: chosen."
    assert chooser.trainee_name() == "Bo"
    assert [t.name for t in progress_of(window).trainees()] == ["Bo", "Cy"]


def test_progress_is_kept_and_the_summary_shows_the_weakest_rules_first(
    trainee: Trainee, window: TrainingWindow,
) -> None:
    trainee.start_lesson("03-big-blind-leaves")
    trainee.set_up(replace(trainee.question.right_answer, button=4))
    trainee.check()
    trainee.next()
    trainee.set_up(trainee.question.right_answer)
    trainee.check()
    trainee.click(trainee.page.stop_button)
    chooser = window.chooser
    chooser.tabs.setCurrentIndex(2)
    rows = chooser.summary_rows()
    progress = progress_of(window)
    trainee_id = chooser.trainee_id()
    assert trainee_id is not None
    expected = progress.summary(trainee_id)
    assert [row[0] for row in rows] == [score.rule for score in expected]
    assert rows[0][0] == "R-13"
    assert rows[0][1] == RULE_TEXTS[RuleId.R_13].title
    assert rows[0][3] == "1"
    assert all(row[3] == "0" for row in rows[1:])
    attempts = progress.attempts(trainee_id)
    assert len(attempts) == 2
    points = sum(a.points for a in attempts)
    out_of = sum(a.out_of for a in attempts)
    assert chooser.progress_totals.text() == (
        f"Ann Example: 2 deals answered, {points} of {out_of} checks right "
        f"({round(100 * points / out_of)}%). Weakest rules first.")
    first = chooser.summary_view.topLevelItem(0)
    trainee.qtbot.mouseClick(chooser.summary_view.viewport(), Qt.MouseButton.LeftButton,
                             pos=chooser.summary_view.visualItemRect(first).center())
    assert chooser.rule_detail.text() == first.toolTip(1) != ""  # a tap, not only hover


def test_progress_exports_as_csv(
    trainee: Trainee, window: TrainingWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    trainee.start_lesson("03-big-blind-leaves")
    trainee.set_up(replace(trainee.question.right_answer, button=4))
    trainee.check()
    trainee.click(trainee.page.stop_button)
    chooser = window.chooser
    chooser.tabs.setCurrentIndex(2)
    asked: list[Path] = []
    target = tmp_path / "ann.csv"

    def answer(cls: Any, parent: Any, title: str, suggested: Path) -> Path:
        asked.append(suggested)
        return target

    monkeypatch.setattr(training_dialogs.CsvFileDialog, "ask", classmethod(answer))
    trainee.click(chooser.export_attempts_button)
    assert asked == [tmp_path / "training-ann-example.csv"]
    with target.open(newline="", encoding="utf-8") as stream:
        rows = list(csv.reader(stream))
    assert tuple(rows[0]) == ATTEMPT_COLUMNS
    assert len(rows) == 2
    row = dict(zip(ATTEMPT_COLUMNS, rows[1], strict=True))
    assert (row["trainee"], row["exercise"], row["lesson"], row["deal"]) == (
        "Ann Example", "lesson", "03-big-blind-leaves", "1")
    assert row["mistakes"] == "wrong-button"
    assert row["rules_missed"] == "R-13"
    assert chooser.message.text() == f"1 row written to {target}."

    trainee.click(chooser.export_summary_button)
    with target.open(newline="", encoding="utf-8") as stream:
        summary = list(csv.reader(stream))
    assert tuple(summary[0]) == SUMMARY_COLUMNS
    assert summary[1][0] == "R-13"
    assert summary[1][3] == "1"


def test_open_training_keeps_progress_in_the_data_folders_room_and_closes_it(
    qtbot: Any, tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    window = open_training(data_dir=folder)
    qtbot.addWidget(window)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    assert window.isVisible()
    assert window.progress is not None
    window.progress.add_trainee("Di")
    window.close()
    assert window.progress is None  # the room it opened is closed with it
    with Room.open(folder) as room:
        assert [t.name for t in Progress(room.database).trainees()] == ["Di"]


def test_open_training_uses_the_room_it_is_given_and_leaves_it_open(
    qtbot: Any, room: Room,
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    window = open_training(parent, room=room)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    assert window.progress is not None and window.progress.database is room.database
    assert open_training(parent, room=room) is window  # one training window per floor screen
    window.close()
    assert room.tables() == []  # still open: whoever gave it owns it


def test_the_floor_screens_training_keeps_records_in_its_room_through_its_worker(
    qtbot: Any, tmp_path: Path,
) -> None:
    from floor_driver import in_room, settle

    from floorapp.app import create_main_window

    main = create_main_window(data_dir=tmp_path / "data")
    qtbot.addWidget(main)
    main.show()
    main.menus.training_action.trigger()  # Training menu, Dealer training… (F7)
    window = main.findChild(TrainingWindow)
    assert window is not None and window.isVisible()
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    assert window.progress is None  # not read here: the room is the worker's alone
    assert window.chooser.start_lesson_button.isEnabled()
    window.add_trainee("Di")
    settle(qtbot, main)
    qtbot.waitUntil(lambda: window.chooser.trainee_name() == "Di")
    assert window.chooser.message.text() == "Di added."
    names = in_room(qtbot, main, lambda room: [t.name for t in Progress(room.database).trainees()])
    assert names == ["Di"]
    main.menus.training_action.trigger()
    assert main.findChildren(TrainingWindow) == [window]  # brought to the front, not doubled
    window.close()


def test_without_a_room_the_trainee_trains_as_a_guest(qtbot: Any, tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    window = open_training(data_dir=blocked)
    qtbot.addWidget(window)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    assert window.progress is None
    assert "You can still train as a guest." in window.chooser.message.text()
    assert window.chooser.start_lesson_button.isEnabled()
    window.close()


# --- keyboard -----------------------------------------------------------------------------------


def test_a_deal_can_be_set_up_and_checked_by_keyboard_alone(
    trainee: Trainee, window: TrainingWindow, qtbot: Any,
) -> None:
    trainee.start_lesson("01-plain-rotation")
    window.activateWindow()
    page = trainee.page
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # &Small blind
    qtbot.waitUntil(lambda: page.tool is Tool.SMALL_BLIND)  # a mnemonic clicks after a moment
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_9)  # a seat number, then Enter
    assert trainee.view.focused_seat() == 9
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert PuckKind.SMALL_BLIND in trainee.pucks(9)
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # Bi&g blind
    qtbot.waitUntil(lambda: page.tool is Tool.BIG_BLIND)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert PuckKind.BIG_BLIND in trainee.pucks(1)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return,
                   Qt.KeyboardModifier.ControlModifier)  # Ctrl+Enter: check
    assert page.grade is not None
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return,
                   Qt.KeyboardModifier.ControlModifier)  # again: next deal
    assert page.grade is None and trainee.question.number == 2


def test_every_control_can_be_reached_with_the_tab_key_and_tools_with_the_arrows(
    trainee: Trainee, qtbot: Any,
) -> None:
    trainee.start_lesson("08-three-blinds")  # every tool shows with three blinds
    window = trainee.window
    tools = set(trainee.page.tool_buttons.values())
    for page in (window.chooser, window.drill_page):
        controls = [w for w in page.findChildren(QAbstractButton)
                    if w.isVisibleTo(page) and w not in tools]
        assert controls
        for control in controls:
            assert control.focusPolicy() & Qt.FocusPolicy.TabFocus, control.objectName()
    assert all(button.isVisible() for button in tools)
    # the tools are one group, like radio buttons: Tab reaches the chosen one, arrows the rest
    chosen = trainee.page.tool_buttons[Tool.BUTTON]
    assert chosen.focusPolicy() & Qt.FocusPolicy.TabFocus
    chosen.setFocus()
    qtbot.keyClick(chosen, Qt.Key.Key_Right)
    assert trainee.page.tool is Tool.DEAD_BUTTON
    assert trainee.page.tool_buttons[Tool.DEAD_BUTTON].hasFocus()


def test_the_third_blind_tool_shows_only_when_the_house_has_three_blinds(
    trainee: Trainee,
) -> None:
    trainee.start_lesson("01-plain-rotation")
    assert not trainee.page.tool_buttons[Tool.THIRD_BLIND].isVisible()
    assert trainee.page.tool_buttons[Tool.SMALL_BLIND].isVisible()


def test_seats_are_clicked_where_they_are_drawn(trainee: Trainee) -> None:
    trainee.start_lesson("01-plain-rotation")
    view = trainee.view
    for seat in range(1, 10):
        assert view.seat_at(QPoint(view.seat_center(seat))) == seat

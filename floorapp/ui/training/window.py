"""Training mode's window: choose a trainee and an exercise, drill it deal by deal, see the end.

Three pages: the chooser (:class:`~floorapp.ui.training.chooser.ChooserPage`: trainee,
lessons, quiz, progress), the drill (:class:`~floorapp.ui.training.drill.DrillPage`) and the
end of an exercise (:class:`EndPage`: the score of every deal and the rules missed). Every
graded deal is recorded for the trainee with :class:`~floorapp.storage.progress.Progress`.

Open it with :func:`open_training`: opened from the floor screen, it keeps the records in
that screen's room, through the screen's room worker (:mod:`.records`); otherwise it opens the
data folder's room itself (and closes it with the window). Keys: ``Ctrl+Enter`` (or ``F5``)
checks the set-up and then goes on; ``Ctrl+W`` closes the window; ``Alt`` + the underlined
letter reaches every button and tool.
"""

from __future__ import annotations

import os
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floorapp.rules import ButtonRule
from floorapp.screen.geometry import TOUCH
from floorapp.screen.palette import DARK, Colours
from floorapp.storage.errors import StorageError
from floorapp.storage.progress import Attempt, Progress, RuleScore, Trainee, TraineeExists
from floorapp.storage.room import Room
from floorapp.training import (
    AnyQuestion,
    Drill,
    Exercise,
    Grade,
    generate,
    generate_event_quiz,
    list_lessons,
    load_lesson,
)
from floorapp.training.exercise import ExerciseKind
from floorapp.training.grading import rule_key
from floorapp.ui.fit import fit_on_show
from floorapp.ui.language import Retranslating
from floorapp.ui.training import wording as words
from floorapp.ui.training.chooser import ChooserPage
from floorapp.ui.training.dialogs import CsvFileDialog
from floorapp.ui.training.drill import DrillPage
from floorapp.ui.training.records import RoomRun, TrainingRecords
from floorapp.ui.training.widgets import ColumnScrollArea


class EndPage(Retranslating, QWidget):
    """The end of an exercise: every deal's score, the total, the rules missed."""

    repeat_requested = Signal()
    next_lesson_requested = Signal()
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endPage")
        self.drill: Drill | None = None
        self.has_next_lesson = False
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setObjectName("endHeading")
        self.heading.setWordWrap(True)
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.report = QLabel(self)
        self.report.setObjectName("endReport")
        self.report.setWordWrap(True)
        self.report.setTextFormat(Qt.TextFormat.RichText)
        self.report.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.report_scroll = ColumnScrollArea(self)
        report_column = QWidget(self.report_scroll)
        report_layout = QVBoxLayout(report_column)
        report_layout.setContentsMargins(0, 0, 0, 0)
        report_layout.addWidget(self.report)
        report_layout.addStretch(1)
        self.report_scroll.setWidget(report_column)
        layout.addWidget(self.report_scroll, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.repeat_button = self._button("repeatButton", self.repeat_requested.emit)
        self.next_lesson_button = self._button("nextLessonButton",
                                               self.next_lesson_requested.emit)
        self.back_button = self._button("backButton", self.back_requested.emit)
        for button in (self.repeat_button, self.next_lesson_button, self.back_button):
            row.addWidget(button)
        layout.addLayout(row)
        self.retranslate()

    def _button(self, name: str, slot) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setMinimumHeight(TOUCH)
        button.clicked.connect(lambda _=False: slot())
        return button

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.repeat_button.setText(translate("Training", "&Try again"))
        self.next_lesson_button.setText(translate("Training", "&Next lesson"))
        self.back_button.setText(translate("Training", "Back to the l&ist"))
        self._show()

    def show_drill(self, drill: Drill, has_next_lesson: bool) -> None:
        self.drill = drill
        self.has_next_lesson = has_next_lesson
        self._show()

    def _show(self) -> None:
        drill = self.drill
        if drill is None:
            return
        exercise = drill.exercise
        lesson = exercise.origin.kind is ExerciseKind.LESSON
        self.heading.setText(words.finished_heading(exercise))
        self.report.setText(self.report_html(drill))
        self.report_scroll.fit()
        self.next_lesson_button.setVisible(lesson and self.has_next_lesson)

    @staticmethod
    def report_html(drill: Drill) -> str:
        translate = QCoreApplication.translate
        total = translate("Training", "In all: {score}").format(
            score=words.checks_right(drill.points, drill.out_of))
        parts = [f"<p><b>{escape(total)}</b></p><p>"]
        for number, grade in enumerate(drill.grades, start=1):
            line = translate("Training", "Deal {number}: {score}").format(
                number=number, score=words.checks_right(grade.points, grade.out_of))
            parts.append(escape(line) + "<br>")
        parts.append("</p>")
        missed = rules_missed(drill.grades)
        if missed:
            heading = translate("Training", "Rules to read again:")
            parts.append(f"<p><b>{escape(heading)}</b><br>")
            for rule, wrong in missed:
                line = translate("Training", "{rule} · {title} ({wrong} wrong)").format(
                    rule=rule, title=words.rule_title(rule), wrong=words.number(wrong))
                parts.append(escape(line) + "<br>")
            parts.append("</p>")
        else:
            parts.append(f"<p>{escape(words.perfect_sentence())}</p>")
        return "".join(parts)

    def report_text(self) -> str:
        from PySide6.QtGui import QTextDocumentFragment

        return QTextDocumentFragment.fromHtml(self.report.text()).toPlainText()


def rules_missed(grades: list[Grade]) -> list[tuple[str, int]]:
    """Rule ids with wrong checks over the grades, most wrong first."""
    wrong: dict[str, int] = {}
    for grade in grades:
        for rule, (_, mistakes) in grade.by_rule().items():
            if mistakes:
                wrong[rule] = wrong.get(rule, 0) + mistakes
    return sorted(wrong.items(), key=lambda pair: (-pair[1], rule_key(pair[0])))


class TrainingWindow(Retranslating, QMainWindow):
    """Training mode: lessons and quizzes graded by the rules core, progress per trainee."""

    def __init__(
        self,
        progress: Progress | None,
        parent: QWidget | None = None,
        table_colours: Colours = DARK,
        owned_room: Room | None = None,
        storage_problem: str = "",
        export_folder: Path | None = None,
        room_run: RoomRun | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("trainingWindow")
        self.records = TrainingRecords(progress, room_run)
        self._owned_room = owned_room
        self.export_folder = export_folder or Path.home()
        self.lessons = list_lessons()
        self.chooser = ChooserPage(self.lessons, self)
        self.drill_page = DrillPage(self)
        self.drill_page.set_colours(table_colours)
        self.end_page = EndPage(self)
        self.pages = QStackedWidget(self)
        for page in (self.chooser, self.drill_page, self.end_page):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        self._connect()
        self._build_actions()
        self.chooser.set_storage_available(self.records.kept)
        self.refresh_trainees()
        if storage_problem:
            self.chooser.show_message(storage_problem)
        self.retranslate()
        self.resize(1280, 800)
        fit_on_show(self)

    def _connect(self) -> None:
        chooser = self.chooser
        chooser.trainee_added.connect(self.add_trainee)
        chooser.trainee_changed.connect(self._on_trainee_changed)
        chooser.lesson_chosen.connect(self.start_lesson)
        chooser.quiz_chosen.connect(self.start_quiz)
        chooser.export_requested.connect(self.export_csv)
        self.drill_page.graded.connect(self._on_graded)
        self.drill_page.finished.connect(self._on_finished)
        self.drill_page.stopped.connect(self.show_chooser)
        self.end_page.repeat_requested.connect(self.repeat)
        self.end_page.next_lesson_requested.connect(self.next_lesson)
        self.end_page.back_requested.connect(self.show_chooser)

    def _build_actions(self) -> None:
        self.proceed_action = QAction(self)
        self.proceed_action.setObjectName("proceedAction")
        self.proceed_action.setShortcuts(
            [QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter"), QKeySequence("F5")])
        self.proceed_action.triggered.connect(self._on_proceed)
        self.close_action = QAction(self)
        self.close_action.setObjectName("closeTrainingAction")
        self.close_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        self.close_action.triggered.connect(self.close)
        self.addAction(self.proceed_action)
        self.addAction(self.close_action)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Training", "floorapp — Dealer training"))
        self.proceed_action.setText(translate("Training", "Check, then go on"))
        self.close_action.setText(translate("Training", "Close training"))

    # --- trainees and progress ----------------------------------------------------------------

    @property
    def progress(self) -> Progress | None:
        """The records of a room this window reads itself (None: the floor screen's room, or
        a guest)."""
        return self.records.progress

    def _storage_problem(self, error: StorageError) -> None:
        self.chooser.show_message(words.storage_problem(error.problem))

    def refresh_trainees(self, current: int | None = None) -> None:
        if not self.records.kept:
            self.chooser.set_trainees([])
            return

        def failed(error: StorageError) -> None:
            self._storage_problem(error)
            self.chooser.set_trainees([], current)

        self.records.do(lambda progress: progress.trainees(),
                        lambda trainees: self.chooser.set_trainees(trainees, current), failed)

    def add_trainee(self, name: str) -> None:
        """A new trainee by name (an existing name is chosen instead)."""
        translate = QCoreApplication.translate

        def added(answer: tuple[Trainee, bool]) -> None:
            trainee, existed = answer
            if existed:
                self.chooser.show_message(translate(
                    "Training", "There is already a trainee called {name}: chosen.").format(
                        name=trainee.name))
            else:
                self.chooser.show_message(translate("Training", "{name} added.").format(
                    name=trainee.name))
            self.chooser.new_trainee.clear()
            self.refresh_trainees(trainee.id)

        self.records.do(lambda progress: _added(progress, name), added, self._storage_problem)

    def _on_trainee_changed(self) -> None:
        self.chooser.need_trainee(self.records.kept and self.chooser.trainee_id() is None)
        self.refresh_progress()

    def refresh_progress(self) -> None:
        """The current trainee's summary by rule id, weakest first."""
        trainee = self.chooser.trainee_id()
        if not self.records.kept or trainee is None:
            self.chooser.show_progress([], 0, 0, 0)
            return

        def read(progress: Progress) -> tuple[list[RuleScore], list[Attempt]]:
            return progress.summary(trainee), progress.attempts(trainee)

        def show(answer: tuple[list[RuleScore], list[Attempt]]) -> None:
            scores, attempts = answer
            points = sum(a.points for a in attempts)
            out_of = sum(a.out_of for a in attempts)
            self.chooser.show_progress(scores, len(attempts), points, out_of)

        self.records.do(read, show, self._storage_problem)

    def _on_graded(self, question: AnyQuestion, grade: Grade) -> None:
        trainee = self.chooser.trainee_id()
        drill = self.drill_page.drill
        if trainee is None or drill is None:
            return

        def not_saved(error: StorageError) -> None:
            self.drill_page.show_saved_problem(words.not_saved_sentence(error.problem))

        origin = drill.exercise.origin
        self.records.do(lambda progress: progress.record(trainee, origin, question.number, grade),
                        lambda recorded: None, not_saved)

    def export_csv(self, summary: bool) -> Path | None:
        """Ask where, then write the trainee's attempts (or summary) as CSV."""
        trainee = self.chooser.trainee_id()
        if not self.records.kept or trainee is None:
            return None
        translate = QCoreApplication.translate
        name = "-".join(self.chooser.trainee_name().lower().split()) or "trainee"
        suggested = self.export_folder / (
            f"training-{name}-summary.csv" if summary else f"training-{name}.csv")
        title = (translate("Training", "Export the summary") if summary
                 else translate("Training", "Export every attempt"))
        path = CsvFileDialog.ask(self, title, suggested)
        if path is None:
            return None

        def written(rows: int) -> None:
            self.chooser.show_message(words.plural(translate(
                "Training", "%n row(s) written to {path}.", "", rows), rows).format(path=path))

        def not_written(error: StorageError) -> None:
            self.chooser.show_message(translate("Training", "Not exported: {why}").format(
                why=words.storage_problem(error.problem)))

        self.records.do(lambda progress: progress.export_csv(path, trainee, summary=summary),
                        written, not_written)
        return path

    # --- exercises ----------------------------------------------------------------------------

    def start_lesson(self, lesson_id: str) -> None:
        self.start_exercise(load_lesson(lesson_id))

    def start_quiz(self, rule: ButtonRule | None, difficulty: int, seed: int) -> None:
        """A quiz for a button rule, or (None) at an event's tables."""
        self.start_exercise(generate_event_quiz(difficulty, seed) if rule is None
                            else generate(rule, difficulty, seed))

    def start_exercise(self, exercise: Exercise) -> None:
        self.drill_page.start(exercise)
        self.pages.setCurrentWidget(self.drill_page)
        self.drill_page.tool_buttons[self.drill_page.tool or next(iter(
            self.drill_page.tool_buttons))].setFocus()

    def _on_proceed(self) -> None:
        if self.pages.currentWidget() is self.drill_page:
            self.drill_page.proceed()

    def _on_finished(self) -> None:
        drill = self.drill_page.drill
        if drill is None:
            return
        self.end_page.show_drill(drill, self._next_lesson_id(drill.exercise) is not None)
        self.pages.setCurrentWidget(self.end_page)
        self.end_page.back_button.setFocus()
        self.refresh_progress()

    def _next_lesson_id(self, exercise: Exercise) -> str | None:
        ids = [info.id for info in self.lessons]
        lesson = exercise.origin.lesson
        if lesson not in ids:
            return None
        index = ids.index(lesson)
        return ids[index + 1] if index + 1 < len(ids) else None

    def repeat(self) -> None:
        drill = self.drill_page.drill
        if drill is not None:
            self.start_exercise(drill.exercise)

    def next_lesson(self) -> None:
        drill = self.drill_page.drill
        following = self._next_lesson_id(drill.exercise) if drill is not None else None
        if following is not None:
            self.chooser.select_lesson(following)
            self.start_lesson(following)

    def show_chooser(self) -> None:
        drill = self.drill_page.drill
        if drill is not None and drill.exercise.origin.lesson:
            self.chooser.select_lesson(drill.exercise.origin.lesson)
        self.refresh_progress()
        self.pages.setCurrentWidget(self.chooser)

    # --- closing ------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.close_room()
        super().closeEvent(event)

    def close_room(self) -> None:
        """Close the room file if this window opened it."""
        if self._owned_room is not None:
            self._owned_room.close()
            self._owned_room = None
            self.records.forget()


def open_training(
    parent: QWidget | None = None,
    data_dir: str | os.PathLike[str] | None = None,
    room: Room | None = None,
    *,
    room_run: RoomRun | None = None,
    table_colours: Colours = DARK,
) -> TrainingWindow:
    """Show the training window.

    Progress goes to the floor screen's room through its worker (``room_run``), else to
    ``room``, else to the room of ``data_dir`` (default: the usual data folder), opened here
    and closed with the window. If no room can be opened the window still trains, as a guest,
    and says why nothing is kept. A training window already open for ``parent`` is brought to
    the front instead of a second one.
    """
    if parent is not None:
        for open_window in parent.findChildren(TrainingWindow):
            if open_window.isVisible():
                open_window.raise_()
                open_window.activateWindow()
                return open_window
    owned: Room | None = None
    problem = ""
    if room_run is None and room is None:
        try:
            room = owned = Room.open(data_dir)
        except StorageError as error:
            problem = QCoreApplication.translate(
                "Training", "Progress cannot be kept: {why} You can still train as a "
                "guest.").format(why=words.storage_problem(error.problem))
    progress = Progress(room.database) if room is not None else None
    window = TrainingWindow(progress, parent, table_colours, owned, problem,
                            room_run=room_run)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def _added(progress: Progress, name: str) -> tuple[Trainee, bool]:
    """The trainee called ``name``, added now (False) or there already (True)."""
    try:
        return progress.add_trainee(name), False
    except TraineeExists:
        return progress.trainee(name), True

"""The training screen's first page: who trains, and on what (a lesson or a quiz); progress.

The trainee is picked from a list or added by name. The **Lessons** tab lists the bundled
course in order, grouped by topic, each lesson with its level, rule ids and number of deals;
the selected lesson's notes are shown under the list. The **Quiz** tab sets a quiz up: button
rule (or an event's tables: :data:`EVENT_QUIZ`), difficulty 1 to 3, and the seed (shown and
editable: the same seed gives the same quiz again). The **Progress** tab shows the trainee's
scores by rule id, weakest first, and exports them as CSV.

The page keeps no training state of its own: it emits what was chosen.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floorapp.rules import ButtonRule
from floorapp.screen.geometry import TOUCH
from floorapp.storage.progress import RuleScore, Trainee
from floorapp.training import LessonInfo
from floorapp.ui import wording
from floorapp.ui.language import Retranslating
from floorapp.ui.training import wording as words
from floorapp.ui.wheel import form_fields_take_the_wheel_only_when_focused

ID_ROLE = Qt.ItemDataRole.UserRole + 1
"""Lesson items: the lesson id."""
MAX_SEED = 2**31 - 1
EVENT_QUIZ = "event"
"""The quiz's "button rule" entry for a quiz at an event's tables (always the dead button)."""


class ChooserPage(Retranslating, QWidget):
    """Trainee, lesson or quiz, and progress."""

    lesson_chosen = Signal(str)
    """Start this lesson (its id)."""
    quiz_chosen = Signal(object, int, int)
    """Start a quiz: button rule (None: at an event), difficulty, seed."""
    trainee_added = Signal(str)
    """The trainer typed a new trainee's name and pressed Add."""
    trainee_changed = Signal()
    export_requested = Signal(bool)
    """Export the trainee's progress as CSV: True for the summary, False for every attempt."""

    def __init__(self, lessons: list[LessonInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chooserPage")
        self.lessons = lessons
        self._build()
        self.new_seed()
        self.retranslate()
        form_fields_take_the_wheel_only_when_focused(self)

    # --- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.start_hints: list[QLabel] = []
        """Beside each start button: why it cannot be pressed (no trainee yet)."""
        trainee_row = QHBoxLayout()
        self.trainee_label = QLabel(self)
        self.trainee_box = QComboBox(self)
        self.trainee_box.setObjectName("traineeBox")
        self.trainee_box.setMinimumHeight(TOUCH)
        self.trainee_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.trainee_label.setBuddy(self.trainee_box)
        self.trainee_box.currentIndexChanged.connect(lambda _: self.trainee_changed.emit())
        self.new_trainee = QLineEdit(self)
        self.new_trainee.setObjectName("newTraineeName")
        self.new_trainee.setMinimumHeight(TOUCH)
        self.new_trainee.returnPressed.connect(self._on_add_trainee)
        self.add_trainee_button = self._button("addTraineeButton", self._on_add_trainee)
        trainee_row.addWidget(self.trainee_label)
        trainee_row.addWidget(self.trainee_box, 1)
        trainee_row.addWidget(self.new_trainee, 1)
        trainee_row.addWidget(self.add_trainee_button)
        layout.addLayout(trainee_row)
        self.message = QLabel(self)
        self.message.setObjectName("chooserMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("chooserTabs")
        self.tabs.addTab(self._lessons_tab(), "")
        self.tabs.addTab(self._quiz_tab(), "")
        self.tabs.addTab(self._progress_tab(), "")
        layout.addWidget(self.tabs, 1)

    def _button(self, name: str, slot) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setMinimumHeight(TOUCH)
        button.clicked.connect(lambda _=False: slot())
        return button

    def _lessons_tab(self) -> QWidget:
        tab = QWidget(self)
        layout = QVBoxLayout(tab)
        self.lesson_list = QTreeWidget(tab)
        self.lesson_list.setObjectName("lessonList")
        self.lesson_list.setColumnCount(1)
        self.lesson_list.setHeaderHidden(True)
        self.lesson_list.setUniformRowHeights(False)
        self.lesson_list.setAlternatingRowColors(True)
        self.lesson_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._fill_lessons()
        self.lesson_list.currentItemChanged.connect(lambda *_: self._show_notes())
        self.lesson_list.itemActivated.connect(lambda *_: self.start_lesson())
        layout.addWidget(self.lesson_list, 3)
        self.lesson_notes = QLabel(tab)
        self.lesson_notes.setObjectName("lessonNotes")
        self.lesson_notes.setWordWrap(True)
        self.lesson_notes.setTextFormat(Qt.TextFormat.PlainText)
        self.lesson_notes.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.lesson_notes, 1)
        self.start_lesson_button = self._button("startLessonButton", self.start_lesson)
        layout.addLayout(self._start_row(tab, self.start_lesson_button))
        return tab

    def _start_row(self, tab: QWidget, button: QPushButton) -> QHBoxLayout:
        """A start button, with the reason beside it when it cannot be pressed."""
        hint = QLabel(tab)
        hint.setObjectName(button.objectName() + "Hint")
        hint.setWordWrap(True)
        hint.setVisible(False)
        self.start_hints.append(hint)
        row = QHBoxLayout()
        row.addWidget(hint, 1)
        row.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)
        return row

    def need_trainee(self, needed: bool) -> None:
        """Lessons and quizzes are recorded for a trainee: without one, the start buttons are
        off and say why beside them (not only on hover)."""
        for button in (self.start_lesson_button, self.start_quiz_button):
            button.setEnabled(not needed)
        for hint in self.start_hints:
            hint.setVisible(needed)

    def _fill_lessons(self) -> None:
        self.lesson_list.clear()
        self._lesson_items: dict[str, QTreeWidgetItem] = {}
        self._topic_items: dict[str, QTreeWidgetItem] = {}
        for info in self.lessons:
            parent = self._topic_items.get(info.topic)
            if parent is None:
                parent = QTreeWidgetItem(self.lesson_list)
                parent.setFlags(parent.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                parent.setFirstColumnSpanned(True)
                self._topic_items[info.topic] = parent
            item = QTreeWidgetItem(parent)
            item.setData(0, ID_ROLE, info.id)
            self._lesson_items[info.id] = item
        self.lesson_list.expandAll()
        if self.lessons:
            self.lesson_list.setCurrentItem(self._lesson_items[self.lessons[0].id])

    def _quiz_tab(self) -> QWidget:
        tab = QWidget(self)
        layout = QVBoxLayout(tab)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.quiz_rule = QComboBox(tab)
        self.quiz_rule.setObjectName("quizRule")
        self.quiz_rule.setMinimumHeight(TOUCH)
        for rule in ButtonRule:
            self.quiz_rule.addItem("", rule)
        self.quiz_rule.addItem("", EVENT_QUIZ)
        self.quiz_rule.currentIndexChanged.connect(lambda _: self._show_difficulty())
        self.quiz_difficulty = QSpinBox(tab)
        self.quiz_difficulty.setObjectName("quizDifficulty")
        self.quiz_difficulty.setRange(1, 3)
        self.quiz_difficulty.setMinimumHeight(TOUCH)
        self.quiz_difficulty.valueChanged.connect(lambda _: self._show_difficulty())
        self.quiz_seed = QSpinBox(tab)
        self.quiz_seed.setObjectName("quizSeed")
        self.quiz_seed.setRange(0, MAX_SEED)
        self.quiz_seed.setMinimumHeight(TOUCH)
        self.new_seed_button = self._button("newSeedButton", self.new_seed)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.quiz_seed, 1)
        seed_row.addWidget(self.new_seed_button)
        self.rule_label = QLabel(tab)
        self.difficulty_label = QLabel(tab)
        self.seed_label = QLabel(tab)
        self.rule_label.setBuddy(self.quiz_rule)
        self.difficulty_label.setBuddy(self.quiz_difficulty)
        self.seed_label.setBuddy(self.quiz_seed)
        form.addRow(self.rule_label, self.quiz_rule)
        form.addRow(self.difficulty_label, self.quiz_difficulty)
        form.addRow(self.seed_label, seed_row)
        layout.addLayout(form)
        self.difficulty_note = QLabel(tab)
        self.difficulty_note.setObjectName("difficultyNote")
        self.difficulty_note.setWordWrap(True)
        layout.addWidget(self.difficulty_note)
        self.seed_note = QLabel(tab)
        self.seed_note.setWordWrap(True)
        layout.addWidget(self.seed_note)
        layout.addStretch(1)
        self.start_quiz_button = self._button("startQuizButton", self.start_quiz)
        layout.addLayout(self._start_row(tab, self.start_quiz_button))
        return tab

    def _progress_tab(self) -> QWidget:
        tab = QWidget(self)
        layout = QVBoxLayout(tab)
        self.progress_totals = QLabel(tab)
        self.progress_totals.setObjectName("progressTotals")
        self.progress_totals.setWordWrap(True)
        layout.addWidget(self.progress_totals)
        self.summary_view = QTreeWidget(tab)
        self.summary_view.setObjectName("progressSummary")
        self.summary_view.setColumnCount(5)
        self.summary_view.setRootIsDecorated(False)
        self.summary_view.setWordWrap(True)
        self.summary_view.setUniformRowHeights(False)
        header = self.summary_view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for column in (0, 2, 3, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.summary_view, 1)
        self.rule_detail = QLabel(tab)  # the rule of the row tapped: in sight, not on hover
        self.rule_detail.setObjectName("progressRuleText")
        self.rule_detail.setWordWrap(True)
        self.summary_view.currentItemChanged.connect(
            lambda item, _: self.rule_detail.setText(item.toolTip(1) if item else ""))
        layout.addWidget(self.rule_detail)
        row = QHBoxLayout()
        row.addStretch(1)
        self.export_attempts_button = self._button(
            "exportAttemptsButton", lambda: self.export_requested.emit(False))
        self.export_summary_button = self._button(
            "exportSummaryButton", lambda: self.export_requested.emit(True))
        row.addWidget(self.export_attempts_button)
        row.addWidget(self.export_summary_button)
        layout.addLayout(row)
        return tab

    # --- words --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every word of the page, again (a new language applies at once)."""
        translate = QCoreApplication.translate
        self.trainee_label.setText(translate("Training", "&Trainee:"))
        self.new_trainee.setPlaceholderText(translate("Training", "New trainee's name"))
        self.new_trainee.setAccessibleName(translate("Training", "New trainee's name"))
        self.add_trainee_button.setText(translate("Training", "&Add trainee"))
        self.tabs.setTabText(0, translate("Training", "&Lessons"))
        self.tabs.setTabText(1, translate("Training", "&Quiz"))
        self.tabs.setTabText(2, translate("Training", "&Progress"))
        for topic, item in self._topic_items.items():
            item.setText(0, words.topic_title(topic))
        for info in self.lessons:
            item = self._lesson_items[info.id]
            item.setText(0, self.lesson_entry(info))
            item.setToolTip(0, words.lesson_text(info.notes))
        self.start_lesson_button.setText(translate("Training", "&Start the lesson"))
        self.rule_label.setText(translate("Training", "&Button rule:"))
        self.difficulty_label.setText(translate("Training", "&Difficulty:"))
        self.seed_label.setText(translate("Training", "Quiz &code:"))
        for index in range(self.quiz_rule.count()):
            rule = self.quiz_rule.itemData(index)
            self.quiz_rule.setItemText(index, translate(
                "Training", "At an event (tournament floor)") if rule == EVENT_QUIZ
                else wording.button_rule_label(rule))
        self.new_seed_button.setText(translate("Training", "&New code"))
        self.seed_note.setText(translate(
            "Training", "The same button rule, difficulty and quiz code always make the same "
            "quiz: note the code to give a trainee the same quiz again."))
        self.start_quiz_button.setText(translate("Training", "Start the qui&z"))
        for hint in self.start_hints:
            hint.setText(translate(
                "Training", "Add a trainee first: type a name and press Add trainee."))
        self.summary_view.setHeaderLabels([
            translate("Training", "Rule"), translate("Training", "What it says"),
            translate("Training", "Checks"), translate("Training", "Wrong"),
            translate("Training", "Score")])
        self.export_attempts_button.setText(translate("Training", "E&xport every attempt (CSV)…"))
        self.export_summary_button.setText(translate("Training", "Export the su&mmary (CSV)…"))
        self._show_notes()
        self._show_difficulty()

    @staticmethod
    def lesson_entry(info: LessonInfo) -> str:
        """A lesson in the list: its number and title, then its level, rules and length."""
        return QCoreApplication.translate(
            "Training", "{number}. {title}\n{level} · rules {rules} · {deals}").format(
                number=info.number, title=words.lesson_text(info.title),
                level=words.level_label(info.level), rules=words.rules_list(info.rules),
                deals=words.lesson_deals(info.deals))

    def _show_notes(self) -> None:
        info = self.current_lesson()
        if info is None:
            self.lesson_notes.setText("")
            return
        self.lesson_notes.setText(QCoreApplication.translate(
            "Training", "{title}\n{topic} · {level} · {deals} · rules {rules}\n\n{notes}").format(
                title=words.lesson_text(info.title), topic=words.topic_title(info.topic),
                level=words.level_label(info.level), deals=words.lesson_deals(info.deals),
                rules=words.rules_list(info.rules), notes=words.lesson_text(info.notes)))

    def _show_difficulty(self) -> None:
        level = self.quiz_difficulty.value()
        self.difficulty_note.setText(
            words.event_difficulty_explanation(level)
            if self.quiz_rule.currentData() == EVENT_QUIZ
            else words.difficulty_explanation(level))

    def show_message(self, text: str) -> None:
        self.message.setText(text)

    # --- trainees -----------------------------------------------------------------------------

    def set_trainees(self, trainees: list[Trainee], current: int | None = None) -> None:
        """Fill the trainee list; select ``current`` (a trainee id) if given."""
        self.trainee_box.blockSignals(True)
        self.trainee_box.clear()
        for trainee in trainees:
            self.trainee_box.addItem(trainee.name, trainee.id)
        if current is not None:
            index = self.trainee_box.findData(current)
            self.trainee_box.setCurrentIndex(max(index, 0))
        self.trainee_box.blockSignals(False)
        self.trainee_changed.emit()

    def trainee_id(self) -> int | None:
        value = self.trainee_box.currentData()
        return int(value) if value is not None else None

    def trainee_name(self) -> str:
        return self.trainee_box.currentText()

    def set_storage_available(self, available: bool) -> None:
        """Without a room file there is nobody to record: train as a guest."""
        for widget in (self.trainee_box, self.new_trainee, self.add_trainee_button,
                       self.export_attempts_button, self.export_summary_button):
            widget.setEnabled(available)

    def _on_add_trainee(self) -> None:
        name = self.new_trainee.text().strip()
        if name:
            self.trainee_added.emit(name)

    # --- lessons and quizzes ------------------------------------------------------------------

    def current_lesson(self) -> LessonInfo | None:
        item = self.lesson_list.currentItem()
        lesson_id = item.data(0, ID_ROLE) if item is not None else None
        return next((info for info in self.lessons if info.id == lesson_id), None)

    def select_lesson(self, lesson_id: str) -> None:
        item = self._lesson_items.get(lesson_id)
        if item is not None:
            self.lesson_list.setCurrentItem(item)
            self.lesson_list.scrollToItem(item)

    def lesson_item(self, lesson_id: str) -> QTreeWidgetItem:
        return self._lesson_items[lesson_id]

    def start_lesson(self) -> None:
        info = self.current_lesson()
        if info is not None:
            self.lesson_chosen.emit(info.id)

    def new_seed(self) -> None:
        """A fresh random seed (the trainer may type another)."""
        self.quiz_seed.setValue(random.randint(1, 999_999))

    def set_quiz(self, rule: ButtonRule | None, difficulty: int, seed: int) -> None:
        """The quiz to start: a button rule's, or (None) one at an event's tables."""
        self.quiz_rule.setCurrentIndex(self.quiz_rule.findData(EVENT_QUIZ if rule is None
                                                                else rule))
        self.quiz_difficulty.setValue(difficulty)
        self.quiz_seed.setValue(seed)

    def start_quiz(self) -> None:
        data = self.quiz_rule.currentData()
        rule = None if data == EVENT_QUIZ else ButtonRule(data)
        self.quiz_chosen.emit(rule, self.quiz_difficulty.value(), self.quiz_seed.value())

    # --- progress -----------------------------------------------------------------------------

    def show_progress(self, scores: list[RuleScore], attempts: int, points: int,
                      out_of: int) -> None:
        """The trainee's summary by rule id (weakest first, as given) and his totals."""
        self.summary_view.clear()
        for score in scores:
            item = QTreeWidgetItem(self.summary_view)
            item.setText(0, score.rule)
            item.setText(1, words.rule_title(score.rule))
            item.setToolTip(1, words.rule_text(score.rule))
            item.setText(2, words.number(score.checks))
            item.setText(3, words.number(score.wrong))
            item.setText(4, words.percent(score.score))
            for column in (2, 3, 4):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
        if attempts:
            self.progress_totals.setText(QCoreApplication.translate(
                "Training", "{name}: {deals}, {score}. Weakest rules first.").format(
                    name=self.trainee_name(), deals=words.deals_answered(attempts),
                    score=words.checks_right(points, out_of)))
        elif self.trainee_id() is None:
            self.progress_totals.setText(QCoreApplication.translate(
                "Training", "Add a trainee to keep the progress."))
        else:
            self.progress_totals.setText(QCoreApplication.translate(
                "Training", "{name} has not answered any deal yet.").format(
                    name=self.trainee_name()))
        has_rows = bool(scores)
        self.export_attempts_button.setEnabled(has_rows)
        self.export_summary_button.setEnabled(has_rows)

    def summary_rows(self) -> list[list[str]]:
        """What the summary table shows, row by row (for tests and the screen reader)."""
        rows = []
        for index in range(self.summary_view.topLevelItemCount()):
            item = self.summary_view.topLevelItem(index)
            assert item is not None
            rows.append([item.text(column) for column in range(5)])
        return rows

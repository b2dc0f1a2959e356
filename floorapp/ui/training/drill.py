"""The training screen's drill page: set up one deal after the other, and see each graded.

For each deal of the exercise the page shows the table as it stands before the deal, where
last hand's button and blinds lay, and the floor events since then, in words. The trainee
picks a tool (button, blinds, post, missed-blind buttons, dealt in, first to act) and clicks
seats, or types a seat number and presses Enter; what he places is drawn on the table.
**Check** grades his board against the rules core and shows the right answer on the table,
each mistake ringed and explained with its rule ids and their texts; **Next deal** goes on.
The lesson's hint is there on request.

At an event's tables the deal is set up the same way, the level's blinds and antes the amounts,
the floor's actions since the last question in words, the grade the tournament core's. A
balancing question shows every table of the event (:class:`EventTablesView`): the trainee
clicks the player who moves, then the open seat he goes to, and **Check** grades the move.

The page holds the :class:`~floorapp.training.Drill` and the trainee's :class:`Board` (or his
:class:`~floorapp.training.MoveAnswer`); the window records each grade (``graded``) and shows
the summary at the end (``finished``).

The grade in words is :mod:`floorapp.ui.training.result`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.geometry import TOUCH
from floorapp.screen.palette import DARK, Colours
from floorapp.screen.training_board import (
    Board,
    Tool,
    answer_scene,
    blind_amounts,
    board_scene,
    place,
    seats_with_mistakes,
    start_board,
    tools_for,
)
from floorapp.training import (
    AnyQuestion,
    Drill,
    EventQuestion,
    Exercise,
    Grade,
    MoveAnswer,
    MoveQuestion,
    Question,
)
from floorapp.ui import wording
from floorapp.ui.language import Retranslating
from floorapp.ui.training import event_words, situation
from floorapp.ui.training import wording as words
from floorapp.ui.training.balance import EventTablesView, choose, rings
from floorapp.ui.training.dialogs import PostDialog
from floorapp.ui.training.result import result_html
from floorapp.ui.training.widgets import ColumnScrollArea, FlowLayout, TrainingTableView


class DrillPage(Retranslating, QWidget):
    """One exercise, deal by deal."""

    graded = Signal(object, object)
    """A deal was checked: the :class:`Question` and its :class:`Grade`."""
    finished = Signal()
    """Next was pressed after the last deal."""
    stopped = Signal()
    """The trainee went back to the list before the end."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drillPage")
        self.drill: Drill | None = None
        self.question: AnyQuestion | None = None
        self.board = Board()
        self.move_answer = MoveAnswer()
        self.grade: Grade | None = None
        self.tool: Tool | None = None
        self.showing_right_answer = False
        self.hint_shown = False
        self._build()
        self.set_colours(DARK)
        self.retranslate()

    # --- building -------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self._left_column(), 3)
        layout.addWidget(self._right_column(), 2)

    def _left_column(self) -> QWidget:
        left = QWidget(self)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.title = self._label("exerciseTitle", bold=True, scale=1.2)
        self.stop_button = self._push("stopButton", self.stopped.emit)
        top.addWidget(self.title, 1)
        top.addWidget(self.stop_button, 0, Qt.AlignmentFlag.AlignTop)
        column.addLayout(top)
        self.table_view = TrainingTableView(left)
        self.table_view.setMinimumSize(420, 260)
        self.table_view.seat_clicked.connect(lambda seat: self.click_seat(seat))
        self.table_view.escape_pressed.connect(lambda: self.choose_tool(None))
        self.event_tables = EventTablesView(left)
        self.event_tables.seat_clicked.connect(self.click_spot)
        self.table_stack = QStackedWidget(left)
        self.table_stack.addWidget(self.table_view)
        self.table_stack.addWidget(self.event_tables)
        column.addWidget(self.table_stack, 1)
        caption_row = QHBoxLayout()
        self.caption = self._label("tableCaption", bold=True)
        self.flip_button = self._push("flipButton", self.flip_table)
        caption_row.addWidget(self.caption, 1)
        caption_row.addWidget(self.flip_button)
        column.addLayout(caption_row)
        self.prompt = self._label("prompt")
        column.addWidget(self.prompt)
        return left

    def _right_column(self) -> QWidget:
        scroll = ColumnScrollArea(self)
        scroll.setObjectName("drillColumn")
        scroll.setMinimumWidth(280)
        scroll.setMaximumWidth(520)
        inner = QWidget(scroll)
        column = QVBoxLayout(inner)
        column.setContentsMargins(6, 0, 6, 0)
        self.deal_heading = self._label("dealHeading", bold=True, scale=1.15)
        column.addWidget(self.deal_heading)
        self.house = self._label("houseRules")
        column.addWidget(self.house)
        self.situation = self._label("situation")
        column.addWidget(self.situation)
        self.tools_heading = self._label("toolsHeading", bold=True)
        column.addSpacing(4)
        column.addWidget(self.tools_heading)
        tools = QWidget(inner)
        tools.setObjectName("tools")
        self.tools_box = tools
        self.tools_layout = FlowLayout(tools)
        self.tool_group = QButtonGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_buttons: dict[Tool, QToolButton] = {}
        for tool in Tool:
            button = QToolButton(tools)
            button.setObjectName(f"tool_{tool.value}")
            button.setCheckable(True)
            button.setMinimumHeight(TOUCH)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(lambda _=False, t=tool: self.choose_tool(t))
            self.tool_group.addButton(button)
            self.tools_layout.addWidget(button)
            self.tool_buttons[tool] = button
        column.addWidget(tools)
        actions = QWidget(inner)
        self.actions_box = actions
        actions_layout = FlowLayout(actions)
        self.check_button = self._push("checkButton", self.check)
        self.next_button = self._push("nextButton", self.next_deal)
        self.hint_button = self._push("hintButton", self.show_hint)
        bold = QFont(self.check_button.font())
        bold.setBold(True)
        self.check_button.setFont(bold)
        self.next_button.setFont(bold)
        for action_button in (self.check_button, self.next_button, self.hint_button):
            actions_layout.addWidget(action_button)
        column.addWidget(actions)
        self.hint = self._label("hint")
        column.addWidget(self.hint)
        self.result = self._label("result", rich=True)
        column.addWidget(self.result)
        self.notes_heading = self._label("notesHeading", bold=True)
        column.addSpacing(4)
        column.addWidget(self.notes_heading)
        self.notes = self._label("notes")
        column.addWidget(self.notes)
        column.addStretch(1)
        scroll.setWidget(inner)
        self.column_scroll = scroll
        return scroll

    def _label(self, name: str, bold: bool = False, scale: float = 1.0,
               rich: bool = False) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if bold or scale != 1.0:
            font = QFont(label.font())
            font.setBold(bold)
            font.setPointSizeF(font.pointSizeF() * scale)
            label.setFont(font)
        return label

    def _push(self, name: str, slot) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setMinimumHeight(TOUCH)
        button.clicked.connect(lambda _=False: slot())
        return button

    def set_colours(self, colours: Colours) -> None:
        self.table_view.set_colours(colours)
        self.event_tables.set_colours(colours)
        self.tools_box.setStyleSheet(
            "QToolButton:checked { background-color: palette(highlight); "
            "color: palette(highlighted-text); "
            f"border: 2px solid {colours.focus}; border-radius: 4px; padding: 2px 6px; }}")

    # --- words ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every word of the page, again, from the state (a new language applies at once)."""
        translate = QCoreApplication.translate
        self.stop_button.setText(translate("Training", "Back to the l&ist"))
        self.tools_heading.setText(translate("Training", "Place on the table"))
        self.check_button.setText(translate("Training", "Chec&k"))
        self.check_button.setToolTip(translate("Training", "Grade this set-up (Ctrl+Enter)"))
        self.hint_button.setText(translate("Training", "&Hint"))
        self.notes_heading.setText(translate("Training", "About this exercise"))
        for tool, button in self.tool_buttons.items():
            button.setText(words.tool_label(tool))
            button.setToolTip(words.tool_tip(tool))
            button.setAccessibleDescription(words.tool_tip(tool))
        self._show_table()
        self._show_texts()

    def _show_texts(self) -> None:
        """The words that follow the state: headings, situation, caption, result."""
        translate = QCoreApplication.translate
        drill, question = self.drill, self.question
        last = drill is not None and question is not None and (
            question.number == len(drill.exercise.questions))
        self.next_button.setText(
            translate("Training", "See the &result") if last
            else translate("Training", "&Next deal"))
        self.next_button.setToolTip(translate("Training", "Go on (Ctrl+Enter)"))
        if drill is None or question is None:
            return
        exercise = drill.exercise
        self.title.setText(words.exercise_title(exercise))
        self.house.setText(
            event_words.house_line(question) if isinstance(question, EventQuestion | MoveQuestion)
            else wording.house_summary(question.before.house, question.before.size))
        heading = (translate("Training", "Question {number} of {total}: balancing")
                   if isinstance(question, MoveQuestion)
                   else translate("Training", "Deal {number} of {total}"))
        self.deal_heading.setText(heading.format(
            number=question.number, total=len(exercise.questions)))
        self.situation.setText(self.situation_text())
        self.notes.setText(words.exercise_notes(exercise))
        in_result = self.grade is not None and bool(question.hint)
        self.hint.setText(self.hint_text() if self.hint_shown and not in_result else "")
        self.hint_button.setEnabled(not self.hint_shown and self.grade is None)
        self._show_caption()
        self._show_prompt()
        self._show_result()
        self.hint.setVisible(bool(self.hint.text()))
        self.result.setVisible(bool(self.result.text()))
        self.notes.setVisible(bool(self.notes.text()))
        self.notes_heading.setVisible(bool(self.notes.text()))
        self.column_scroll.fit()

    def _show_caption(self) -> None:
        translate = QCoreApplication.translate
        if self.grade is None:
            self.caption.setText(translate("Training", "Your set-up"))
            self.flip_button.hide()
            return
        self.flip_button.show()
        if self.showing_right_answer:
            self.caption.setText(translate(
                "Training", "The right answer: who moves and the new seat are ringed")
                if isinstance(self.question, MoveQuestion) else translate(
                "Training", "The right answer: seats with a mistake are ringed"))
            self.flip_button.setText(translate("Training", "Show m&y set-up"))
        else:
            self.caption.setText(translate("Training", "Your set-up, as graded"))
            self.flip_button.setText(translate("Training", "Show the right ans&wer"))

    def _show_prompt(self, text: str | None = None) -> None:
        if text is None and isinstance(self.question, MoveQuestion) and self.grade is None:
            text = event_words.move_prompt(self.move_answer.mover)
        if text is None:
            if self.grade is not None:
                text = QCoreApplication.translate(
                    "Training", "Graded. Read why, then go on to the next deal.")
            elif self.tool is not None:  # what the tool's tooltip says, in sight for a finger
                text = f"{words.tool_tip(self.tool)} {words.tool_prompt(self.tool)}"
            else:
                text = QCoreApplication.translate(
                    "Training", "Choose what to place, then click a seat.")
        self.prompt.setText(text)

    # --- the situation ----------------------------------------------------------------------------

    def situation_text(self) -> str:
        """Last hand's positions, then every floor event since, one per line."""
        if self.drill is None or self.question is None:
            return ""
        return situation.situation_text(self.drill, self.question)

    def hint_text(self) -> str:
        """The lesson's hint for this deal; for a quiz, the rules that decide it."""
        return "" if self.question is None else situation.hint_text(self.question)

    # --- the exercise -----------------------------------------------------------------------------

    def start(self, exercise: Exercise) -> None:
        """Begin an exercise at its first deal."""
        self.drill = Drill(exercise)
        self.show_question()

    def show_question(self) -> None:
        """The current deal (or balancing question), with a fresh board."""
        assert self.drill is not None
        self.question = self.drill.current
        assert self.question is not None
        balancing = isinstance(self.question, MoveQuestion)
        self.move_answer = MoveAnswer()
        self.grade = None
        self.showing_right_answer = False
        self.hint_shown = False
        self.table_view.set_marked(frozenset())
        self.table_stack.setCurrentWidget(self.event_tables if balancing else self.table_view)
        self.tools_heading.setVisible(not balancing)
        self.tools_box.setVisible(not balancing)
        if isinstance(self.question, Question):
            self.board = start_board(self.question.before)
            available = set(tools_for(self.question.before.house,
                                      isinstance(self.question, EventQuestion)))
            for tool, button in self.tool_buttons.items():
                button.setVisible(tool in available)
                button.setEnabled(True)
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.choose_tool(None if balancing else Tool.BUTTON)
        self._show_table()
        self._show_texts()
        self.column_scroll.verticalScrollBar().setValue(0)

    def choose_tool(self, tool: Tool | None) -> None:
        """What the next seat click places (None: nothing)."""
        self.tool = tool
        if tool is None:
            self.tool_group.setExclusive(False)
            for button in self.tool_buttons.values():
                button.setChecked(False)
            self.tool_group.setExclusive(True)
        else:
            self.tool_buttons[tool].setChecked(True)
        self._show_prompt()

    def click_seat(self, seat: int, amounts: tuple[int, int] | None = None) -> None:
        """A seat was clicked (or chosen by keyboard): place the tool there. A post's
        amounts are asked, unless given."""
        question = self.question
        if not isinstance(question, Question):
            return
        if self.grade is not None:
            self._show_prompt()
            return
        if self.tool is None:
            self._show_prompt(QCoreApplication.translate(
                "Training", "Choose what to place first."))
            return
        if self.tool is Tool.POST and amounts is None:
            amounts = self._ask_post(seat)
            if amounts is None:
                return
        self.board = place(self.board, self.tool, seat, amounts)
        self._show_table()

    def click_spot(self, table: int, seat: int) -> None:
        """A seat of a balancing question was clicked: the player who moves, or his seat."""
        question = self.question
        if not isinstance(question, MoveQuestion) or self.grade is not None:
            return
        self.move_answer = choose(self.move_answer, question.before, table, seat)
        self._show_table()
        self._show_prompt()

    def _ask_post(self, seat: int) -> tuple[int, int] | None:
        question = self.question
        assert isinstance(question, Question)
        house = question.before.house
        amounts = blind_amounts(house)
        if seat in self.board.posts:
            live, dead = self.board.posts[seat]
        elif seat == self.board.small_blind and "small" in amounts:
            live, dead = amounts["small"], 0
        else:
            live, dead = house.big_blind, 0
        player = question.before.player(seat)
        title = QCoreApplication.translate("Training", "Post on {seat}").format(
            seat=words.seat_words(seat, lambda _: player.name if player else None))
        return PostDialog.ask(self, title, live, dead)

    def check(self) -> Grade | None:
        """Grade the board; show the right answer and the mistakes."""
        drill, question = self.drill, self.question
        if drill is None or question is None or self.grade is not None:
            return None
        if isinstance(question, MoveQuestion):
            self.grade = drill.answer(self.move_answer)
        else:
            self.grade = drill.answer(self.board.answer(question.before.house))
            self.table_view.set_marked(seats_with_mistakes(self.grade))
        self.choose_tool(None)
        self.showing_right_answer = True
        for button in self.tool_buttons.values():
            button.setEnabled(False)
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self._show_table()
        self._show_texts()
        self.graded.emit(question, self.grade)
        self.next_button.setFocus()
        self._scroll_to(self.actions_box)
        return self.grade

    def _scroll_to(self, widget: QWidget) -> None:
        """Scroll the right column so that ``widget`` is at its top."""
        column = self.column_scroll.widget()
        layout = column.layout() if column is not None else None
        if layout is not None:
            layout.activate()
        self.column_scroll.verticalScrollBar().setValue(widget.y())

    def next_deal(self) -> None:
        if self.drill is None or self.grade is None:
            return
        if self.drill.finished:
            self.finished.emit()
        else:
            self.show_question()

    def proceed(self) -> None:
        """Ctrl+Enter: check the set-up, or once graded go on."""
        if self.grade is None:
            self.check()
        else:
            self.next_deal()

    def show_hint(self) -> None:
        self.hint_shown = True
        self.hint.setText(self.hint_text())
        self.hint.setVisible(True)
        self.hint_button.setEnabled(False)
        self.column_scroll.fit()

    def flip_table(self) -> None:
        """After grading: switch between the right answer and the trainee's set-up."""
        if self.grade is None:
            return
        self.showing_right_answer = not self.showing_right_answer
        self._show_table()
        self._show_caption()

    def show_saved_problem(self, text: str) -> None:
        """The grade could not be recorded: say so under the table."""
        self._show_prompt(text)

    # --- showing --------------------------------------------------------------------------------

    def _show_table(self) -> None:
        question = self.question
        if question is None:
            return
        if isinstance(question, MoveQuestion):
            shown = question.right_answer if (
                self.grade is not None and self.showing_right_answer) else self.move_answer
            self.event_tables.show_event(question.before, rings(shown))
            return
        if self.grade is not None and self.showing_right_answer:
            scene = answer_scene(question)
        else:
            scene = board_scene(question.before, self.board, question.number)
        self.table_view.set_scene(scene)

    def _show_result(self) -> None:
        grade, question = self.grade, self.question
        if grade is None or question is None:
            self.result.setText("")
            return
        self.result.setText(result_html(grade, question))

    def result_text(self) -> str:
        """The result as plain text (what the trainee reads)."""
        return QTextDocumentFragment.fromHtml(self.result.text()).toPlainText()

    # --- keyboard ---------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Seat numbers typed anywhere on the page choose a seat, as on the floor screen;
        Escape puts the tool down."""
        key = event.key()
        plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                         | Qt.KeyboardModifier.AltModifier)
        if plain and Qt.Key.Key_0 <= key <= Qt.Key.Key_9 and isinstance(self.question,
                                                                        Question):
            seat = self.table_view.focused_seat() or 1
            self.table_view.handle_seat_key(seat, event)
            return
        if key == Qt.Key.Key_Escape and self.grade is None:
            self.choose_tool(None)
            return
        super().keyPressEvent(event)

"""Settings → Compare house rules…: the advisor's comparison on screen.

The floor picks two to four sets of house rules (the table's own first, the classic choices
built on it, or house-rules files), the players' habits and the length, and runs the
comparison. The run goes on in a background thread that hands the sessions to worker
processes (:func:`floorapp.advisor.run_comparison`), so the window stays responsive; a
progress bar follows it and Cancel stops it, leaving the figures shown before as they were.
The figures come as a table and three charts drawn by matplotlib on its QtAgg canvas; both
export (CSV, PNG), and any simulated hand (by default the first hand showing the figure chosen
in the table) exports as a scenario file. Every word is translated (context ``Advisor``).

The figures' words are in :mod:`~floorapp.ui.advisor.labels`, the background run in
:mod:`~floorapp.ui.advisor.run`, the exports in :mod:`~floorapp.ui.advisor.exports`.
"""

from __future__ import annotations

import textwrap
from dataclasses import replace
from pathlib import Path

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from floorapp.advisor import (
    Figures,
    Habits,
    HouseFileError,
    RuleSet,
    Run,
    read_rule_set,
    rows,
)
from floorapp.advisor.charts import CHARTS
from floorapp.advisor.compare import MAX_RULE_SETS
from floorapp.rules import MAX_SEATS, ButtonRule, HouseRules, Makeup
from floorapp.screen.geometry import TOUCH
from floorapp.ui import fit
from floorapp.ui.advisor.exports import AdvisorExports
from floorapp.ui.advisor.labels import (
    chart_words,
    percent_notes,
    row_label,
    row_note,
    rule_set_name,
)
from floorapp.ui.advisor.run import ComparisonThread
from floorapp.ui.language import Retranslating
from floorapp.ui.wheel import form_fields_take_the_wheel_only_when_focused
from floorapp.ui.wording import plural

translate = QCoreApplication.translate

LABEL_LINE = 28
"""Characters on one line of a figure's label (longer labels wrap): the figures stay beside
their labels, in sight without scrolling at 800 x 480."""
NAME_LINE = 14
"""Characters on one line of a rule set's name above its column."""


NARROW_PX = 1100
"""Below this width the form goes above the results instead of beside them."""

class AdvisorWindow(Retranslating, AdvisorExports):
    """The comparison window (see the module's docstring)."""

    def __init__(self, house: HouseRules, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("advisorWindow")
        self.table_house = house
        self.workers: int | None = None
        """Worker processes for a run (None: every core)."""
        self.comparison: ComparisonThread | None = None
        self.shown_run: Run | None = None
        self.shown_results: list[Figures] = []
        self.file_rule_sets: list[RuleSet] = []
        self._build()
        self.retranslate()
        form_fields_take_the_wheel_only_when_focused(self)
        for keys in ("Ctrl+W", "Esc"):  # Ctrl+W whatever the desktop's Close key is
            QShortcut(QKeySequence(keys), self, self.close)
        self.resize(1180, 760)
        fit.fit_on_show(self)  # a table-side screen: inside it, its buttons in sight

    # --- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        splitter = QSplitter(self)
        self.splitter = splitter
        setup = QWidget()
        column = QVBoxLayout(setup)
        self.rule_sets_box = QGroupBox(setup)
        box_layout = QVBoxLayout(self.rule_sets_box)
        self.rule_set_list = QListWidget(self.rule_sets_box)
        self.rule_set_list.setObjectName("ruleSetList")
        self.rule_set_list.setMaximumHeight(8 * self.fontMetrics().height())
        box_layout.addWidget(self.rule_set_list)
        self.add_file_button = self._button("addHouseFileButton", self.add_house_file)
        box_layout.addWidget(self.add_file_button)
        column.addWidget(self.rule_sets_box)
        self.habits_box = QGroupBox(setup)
        self.habits_form = QFormLayout(self.habits_box)
        self.habits_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.habit_fields = self._habit_fields()
        self.field_labels: dict[QWidget, QLabel] = {}
        for field in self.habit_fields.values():
            self._add_field(self.habits_form, field)
        column.addWidget(self.habits_box)
        self.length_box = QGroupBox(setup)
        self.length_form = QFormLayout(self.length_box)
        self.length_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.hours = self._spin("hoursField", 1, 100_000, 400)
        self.seed = self._spin("seedField", 0, 2_000_000_000, 1)
        self._add_field(self.length_form, self.hours)
        self._add_field(self.length_form, self.seed)
        column.addWidget(self.length_box)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(setup)
        self.setup_scroll = scroll
        left = QWidget(splitter)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(scroll, 1)
        buttons = QHBoxLayout()
        self.compare_button = self._button("compareButton", self.start)
        self.cancel_button = self._button("cancelButton", self.cancel)
        self.cancel_button.setEnabled(False)
        buttons.addWidget(self.compare_button)
        buttons.addWidget(self.cancel_button)
        column.addLayout(buttons)
        self.progress = QProgressBar(left)
        self.progress.setObjectName("progressBar")
        self.progress.setValue(0)
        column.addWidget(self.progress)
        self.status = QLabel(left)
        self.status.setObjectName("statusLabel")
        self.status.setWordWrap(True)
        column.addWidget(self.status)
        splitter.addWidget(left)
        splitter.addWidget(self._build_results())
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([400, 780])
        self._divider_moved = False
        splitter.splitterMoved.connect(self._on_divider_moved)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._fill_rule_sets()

    def _build_results(self) -> QWidget:
        results = QWidget()
        column = QVBoxLayout(results)
        self.tabs = QTabWidget(results)
        self.tabs.setObjectName("resultTabs")
        figures = QWidget(self.tabs)
        figures_column = QVBoxLayout(figures)
        figures_column.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(0, 0, figures)
        self.table.setObjectName("figuresTable")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.setHorizontalScrollMode(QTableWidget.ScrollMode.ScrollPerPixel)
        figures_column.addWidget(self.table, 1)
        self.notes = QLabel(figures)
        self.notes.setObjectName("percentNotes")
        self.notes.setWordWrap(True)
        self.notes.setHidden(True)
        figures_column.addWidget(self.notes)
        self.tabs.addTab(figures, "")
        self.canvases: list[FigureCanvasQTAgg | None] = [None] * len(CHARTS)
        self.chart_layouts: list[QVBoxLayout] = []
        for name, _ in CHARTS:
            holder = QWidget(self.tabs)
            holder.setObjectName(f"chart-{name}")
            self.chart_layouts.append(QVBoxLayout(holder))
            self.tabs.addTab(holder, "")
        column.addWidget(self.tabs, 1)
        self.exports = QGridLayout()
        self.csv_button = self._button("exportCsvButton", self.export_csv)
        self.png_button = self._button("exportPngButton", self.export_png)
        self.hand_button = self._button("exportHandButton", self.export_hand)
        for button in (self.csv_button, self.png_button, self.hand_button):
            button.setEnabled(False)
        self.close_button = self._button("advisorCloseButton", self.close)
        for place, button in enumerate((self.csv_button, self.png_button, self.hand_button)):
            self.exports.addWidget(button, 0, place)
        self.exports.setColumnStretch(3, 1)
        self.exports.addWidget(self.close_button, 0, 4)
        column.addLayout(self.exports)
        return results

    def _on_divider_moved(self) -> None:
        self._divider_moved = True

    def _split(self) -> None:
        """Side by side, the form as wide as its words and fields, up to half the window;
        below :data:`NARROW_PX`, the form above the results, half the height each. Until
        the floor moves the divider himself."""
        narrow = self.width() < NARROW_PX
        orientation = Qt.Orientation.Vertical if narrow else Qt.Orientation.Horizontal
        if self.splitter.orientation() != orientation:
            self.splitter.setOrientation(orientation)
            self._divider_moved = False
        if self._divider_moved:
            return
        total = sum(self.splitter.sizes())
        if total <= 0:
            return  # not laid out yet
        scroll = self.setup_scroll
        form = scroll.widget()
        assert form is not None
        wanted = (form.sizeHint().width() + scroll.verticalScrollBar().sizeHint().width()
                  + 2 * scroll.frameWidth())
        first = total // 2 if narrow else min(wanted, total // 2)
        self.splitter.setSizes([first, total - first])

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._split)  # once the splitter has its new size

    def _add_field(self, form: QFormLayout, field: QWidget) -> None:
        label = QLabel(self)
        label.setBuddy(field)
        label.setWordWrap(True)
        form.addRow(label, field)
        self.field_labels[field] = label

    def _button(self, name: str, slot: object) -> QPushButton:
        button = fit.FittingButton(self, smallest=0.75)  # a narrow screen: smaller words
        button.setObjectName(name)
        button.setMinimumHeight(TOUCH)
        button.clicked.connect(lambda _=False: slot())  # type: ignore[operator]
        return button

    def _spin(self, name: str, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setMinimumHeight(TOUCH)
        return spin

    def _habit_fields(self) -> dict[str, QSpinBox | QDoubleSpinBox]:
        """The habits the floor may change (the others keep the busy game's values)."""
        defaults = Habits()
        fields: dict[str, QSpinBox | QDoubleSpinBox] = {
            "seats": self._spin("seatsField", 3, MAX_SEATS, defaults.seats),
            "hands_per_hour": self._spin("handsPerHourField", 1, 200, defaults.hands_per_hour),
        }
        for name, high, step in (("stay_hours", 24.0, 0.5), ("breaks_per_hour", 6.0, 0.25),
                                 ("break_minutes", 120.0, 1.0), ("refill_minutes", 120.0, 1.0),
                                 ("seat_changes_per_hour", 4.0, 0.05)):
            spin = QDoubleSpinBox(self)
            spin.setObjectName(name)
            spin.setRange(0.0 if name.endswith("per_hour") else 0.1, high)
            spin.setSingleStep(step)
            spin.setValue(getattr(defaults, name))
            spin.setMinimumHeight(TOUCH)
            fields[name] = spin
        for name in ("newcomer_posts", "returner_posts"):
            fields[name] = self._spin(name, 0, 90, round(getattr(defaults, name) * 100))
        return fields

    def _fill_rule_sets(self) -> None:
        """The table's own rules first, the classic choices on its other rules, then the files
        added; the table's own and the same with the other button are ticked."""
        self.rule_set_list.clear()
        own = translate("Advisor", "This table: {rules}").format(
            rules=rule_set_name(self.table_house))
        choices = [(own, self.table_house)]
        for button in (ButtonRule.DEAD, ButtonRule.MOVING):
            for makeup in (Makeup.ALL, Makeup.BIG_ONLY):
                house = replace(self.table_house, button=button, makeup=makeup)
                if house != self.table_house:
                    choices.append((rule_set_name(house), house))
        choices += [(rule_set.name, rule_set.house) for rule_set in self.file_rule_sets]
        other_button = ButtonRule.MOVING if self.table_house.button is ButtonRule.DEAD else (
            ButtonRule.DEAD)
        checked = {self.table_house, replace(self.table_house, button=other_button)}
        for name, house in choices:
            item = QListWidgetItem(name, self.rule_set_list)
            item.setData(Qt.ItemDataRole.UserRole, house)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        self._check_only(checked)

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every word the window shows (again, on a change of language)."""
        self.setWindowTitle(translate("Advisor", "Compare house rules"))
        self.rule_sets_box.setTitle(translate("Advisor", "Sets of house rules (2 to 4)"))
        self.add_file_button.setText(translate("Advisor", "Add from a file…"))
        self.habits_box.setTitle(translate("Advisor", "The players' habits (a busy cash game)"))
        habit_words = {
            "seats": translate("Advisor", "Seats"),
            "hands_per_hour": translate("Advisor", "Hands per hour"),
            "stay_hours": translate("Advisor", "Hours a player stays"),
            "breaks_per_hour": translate("Advisor", "Breaks per player-hour"),
            "break_minutes": translate("Advisor", "Minutes of a break"),
            "refill_minutes": translate("Advisor", "Minutes to fill a free seat"),
            "seat_changes_per_hour": translate("Advisor", "Seat changes per player-hour"),
            "newcomer_posts": translate("Advisor", "New players who post at once, %"),
            "returner_posts": translate("Advisor", "Returning players who post at once, %"),
        }
        for name, field in self.habit_fields.items():
            self.field_labels[field].setText(habit_words[name])
            field.setAccessibleName(habit_words[name])
        self.length_box.setTitle(translate("Advisor", "Length"))
        for field, text in ((self.hours, translate("Advisor", "Hours of play")),
                            (self.seed, translate("Advisor", "Random seed"))):
            self.field_labels[field].setText(text)
            field.setAccessibleName(text)
        self.compare_button.setText(translate("Advisor", "Compare"))
        self.cancel_button.setText(translate("Advisor", "Cancel"))
        self.close_button.setText(translate("Advisor", "Close"))
        self.csv_button.setText(translate("Advisor", "Export CSV…"))
        self.png_button.setText(translate("Advisor", "Export charts as PNG…"))
        self.hand_button.setText(translate("Advisor", "Export a hand as a scenario…"))
        self.hand_button.setToolTip(translate(
            "Advisor", "The hand of the row chosen (a first hand showing a figure) under the "
            "column's house rules, as a scenario file the scenario runner replays"))
        titles = [translate("Advisor", "Figures"), translate("Advisor", "Blind cost per seat"),
                  translate("Advisor", "Waits before a first hand"),
                  translate("Advisor", "Last action twice")]
        for index, title in enumerate(titles):
            self.tabs.setTabText(index, title)
        for button in self.findChildren(fit.FittingButton):
            button.fit()  # its new words
        checked = self.checked_rule_sets()
        self._fill_rule_sets()
        self._check_only({rule_set.house for rule_set in checked})
        if self.shown_run is not None:
            self._show(self.shown_run, self.shown_results)

    def _check_only(self, houses: set[HouseRules]) -> None:
        for index in range(self.rule_set_list.count()):
            item = self.rule_set_list.item(index)
            keep = item.data(Qt.ItemDataRole.UserRole) in houses
            item.setCheckState(Qt.CheckState.Checked if keep else Qt.CheckState.Unchecked)

    # --- the run ----------------------------------------------------------------------------

    def checked_rule_sets(self) -> list[RuleSet]:
        """The rule sets ticked, in the list's order."""
        if not hasattr(self, "rule_set_list"):
            return []
        found = []
        for index in range(self.rule_set_list.count()):
            item = self.rule_set_list.item(index)
            if item.checkState() == Qt.CheckState.Checked:
                found.append(RuleSet(item.text(), item.data(Qt.ItemDataRole.UserRole)))
        return found

    def habits(self) -> Habits:
        """The habits set in the window."""
        values = {name: field.value() for name, field in self.habit_fields.items()}
        for name in ("newcomer_posts", "returner_posts"):
            values[name] = values[name] / 100
        return Habits(**values)  # type: ignore[arg-type]

    def start(self) -> None:
        """Check the choices and start the run in the background."""
        rule_sets = self.checked_rule_sets()
        if not 2 <= len(rule_sets) <= MAX_RULE_SETS:
            self._say(translate("Advisor", "Tick from 2 to 4 sets of house rules."), problem=True)
            return
        run = Run(tuple(rule_sets), self.habits(), self.hours.value(), self.seed.value())
        problems = run.problems()
        if problems:
            self._say(translate("Advisor", "This comparison cannot be made: {why}").format(
                why="; ".join(problems)), problem=True)
            return
        self.comparison = ComparisonThread(run, self.workers)
        stop = self.comparison.stop
        self.destroyed.connect(lambda: stop.set())
        self.comparison.progressed.connect(self._progressed)
        self.comparison.succeeded.connect(self._succeeded)
        self.comparison.failed.connect(self._failed)
        self.comparison.cancelled.connect(self._cancelled)
        self.comparison.finished.connect(self._ended)
        self._running(True)
        self.progress.setValue(0)
        hours = run.hours  # lupdate reads a plain name as the count
        self._say(plural(translate("Advisor", "Simulating %Ln hour(s) of play…", "", hours),
                         hours))
        self.comparison.start()

    def cancel(self) -> None:
        """Stop the run; the figures shown before stay."""
        if self.comparison is not None:
            self.comparison.stop.set()
            self.cancel_button.setEnabled(False)

    def is_running(self) -> bool:
        """A run is under way."""
        return self.comparison is not None

    def _running(self, running: bool) -> None:
        for widget in (self.compare_button, self.rule_sets_box, self.habits_box,
                       self.length_box):
            widget.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)

    def _succeeded(self, run: Run, results: list[Figures]) -> None:
        self._show(run, results)
        hands = run.hands  # lupdate reads a plain name as the count
        self._say(plural(translate(
            "Advisor", "Done: %Ln hand(s) under each set of house rules.", "", hands), hands))

    def _failed(self, why: str) -> None:
        self._say(translate("Advisor", "The comparison stopped: {why}").format(why=why),
                  problem=True)

    def _cancelled(self) -> None:
        self._say(translate(
            "Advisor", "Cancelled. The figures shown are those of the last finished run."))

    def _ended(self) -> None:
        self.comparison = None
        self._running(False)

    def _say(self, text: str, problem: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet("color: palette(bright-text);" if problem else "")

    # --- the figures ------------------------------------------------------------------------

    def _named(self, run: Run) -> Run:
        """``run`` with its rule sets named as the list names them now (in the screen's
        language)."""
        names: dict[HouseRules, str] = {}
        for index in range(self.rule_set_list.count()):
            item = self.rule_set_list.item(index)
            names.setdefault(item.data(Qt.ItemDataRole.UserRole), item.text())
        return replace(run, rule_sets=tuple(
            replace(rule_set, name=names.get(rule_set.house, rule_set.name))
            for rule_set in run.rule_sets))

    def _show(self, run: Run, results: list[Figures]) -> None:
        self.shown_run, self.shown_results = run, results
        run = self._named(run)
        table = rows(run, results)
        self.table.clear()
        self.table.setRowCount(len(table))
        self.table.setColumnCount(len(run.rule_sets))
        self.table.setHorizontalHeaderLabels(
            [textwrap.fill(rule_set.name, NAME_LINE) for rule_set in run.rule_sets])
        locale = QLocale()
        for row_index, row in enumerate(table):
            label = QTableWidgetItem(textwrap.fill(row_label(row), LABEL_LINE))
            label.setToolTip(row_note(row))
            self.table.setVerticalHeaderItem(row_index, label)
            for column, value in enumerate(row.values):
                text = "–" if value is None else locale.toString(float(value), "f", row.decimals)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(row_note(row))
                self.table.setItem(row_index, column, item)
        self.table.resizeColumnsToContents()
        self.notes.setText("\n".join(percent_notes().values()))
        self.notes.setHidden(False)
        words = chart_words()
        for index, (_, draw) in enumerate(CHARTS):
            old = self.canvases[index]
            if old is not None:
                old.setParent(None)
                old.deleteLater()
            canvas = FigureCanvasQTAgg(draw(run, results, words))
            canvas.setMinimumSize(360, 260)
            self.chart_layouts[index].addWidget(canvas)
            self.canvases[index] = canvas
        for button in (self.csv_button, self.png_button, self.hand_button):
            button.setEnabled(True)

    def ask_house_file(self) -> Path | None:
        """Ask for a house-rules file."""
        path, _ = QFileDialog.getOpenFileName(
            self, translate("Advisor", "Add house rules from a file"), "",
            translate("Advisor", "House-rules files (*.toml)"))
        return Path(path) if path else None

    def add_house_file(self) -> None:
        """Add the rule set of a house-rules file to the list, ticked."""
        path = self.ask_house_file()
        if path is None:
            return
        try:
            rule_set = read_rule_set(path)
        except HouseFileError as error:
            self._say(translate("Advisor", "This file cannot be used: {why}").format(why=error),
                      problem=True)
            return
        checked = {r.house for r in self.checked_rule_sets()} | {rule_set.house}
        self.file_rule_sets.append(rule_set)
        self._fill_rule_sets()
        self._check_only(checked)
        self._say(translate("Advisor", "Added: {name}").format(name=rule_set.name))

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """A run still going is cancelled first; the window closes once it has stopped."""
        if self.comparison is not None:
            self.comparison.stop_and_wait()
        super().closeEvent(event)


def open_advisor(parent: QWidget | None, house: HouseRules) -> AdvisorWindow:
    """Show the comparison window for a table whose house rules are ``house`` (one window per
    main window: an open one is brought to the front)."""
    if parent is not None:
        for window in parent.findChildren(AdvisorWindow):
            if window.isVisible():
                window.raise_()
                window.activateWindow()
                return window
    window = AdvisorWindow(house, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window

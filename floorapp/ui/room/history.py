"""The history: every journal entry of the room, filtered by table, seat, player and time.

The games' list journals are in it beside the tables' journals: every list entry (a name put
on the list, called, seated, a table change, a broken table, the game's own changes) shows
with the tables' entries of its time, and the table filter's "List: <game>" shows one game's
alone (the player filter finds a name in both; a seat chosen shows the tables' entries only).
A game's list history is exported as CSV, and a break's move slips are shown again from its
entry.

Newest first, a page at a time (``Show earlier entries`` reads the page before). A business
day (from the room's house hour to the next day's) can be picked instead of a time range;
old days stay in the room and stay searchable. A table's history (or the chosen day or time
range of it) is exported as a scenario file that
``python -m floorapp.scenario`` replays to the same positions. It may stay open beside the
floor screen: a new language words it again at once (:meth:`HistoryDialog.retranslate`).

Every page is read by the room's worker (:meth:`FloorSession.run
<floorapp.session.FloorSession.run>`), off the screen's thread, with what its rows need (each
deal's hand number, the table before a move): the dialog says it is reading meanwhile, and
never waits.

Why this module stays whole at about 600 lines: it is one dialog, :class:`HistoryDialog`, and
its parts are one thing seen from several sides: the filters (table or list, seat, player, time
range or business day) say which page is read, a page's rows are shown in those filters' terms,
and an export or a list's CSV takes the same table and range. Every method reads or sets the
same widgets and the same page being read; split, each part would reach back into the others'
widgets. What is not the dialog's own already lives elsewhere: the page read in one go
(:mod:`floorapp.storage.history_pages`), the export (:mod:`floorapp.storage.export`), the list's
CSV (:mod:`floorapp.ui.lists.history_csv`), the words (:mod:`floorapp.ui.wording`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDateTimeEdit,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floorapp.rules import MAX_SEATS, Refused, Table
from floorapp.screen.geometry import TOUCH
from floorapp.screen.lists import break_of
from floorapp.session import FloorSession
from floorapp.storage.errors import StorageError
from floorapp.storage.export import ExportError, export_file
from floorapp.storage.history_pages import HistoryFilter, HistoryPage, read_history_page
from floorapp.storage.journal import EntryKind
from floorapp.storage.room import Entry, ListEntry, Room
from floorapp.storage.work import Cancelled, WorkProgress
from floorapp.ui import wording
from floorapp.ui.dialogs import CsvFileDialog, ScenarioFileDialog
from floorapp.ui.fit import fit_on_show
from floorapp.ui.language import Retranslating
from floorapp.ui.wheel import form_fields_take_the_wheel_only_when_focused

PAGE = 200
"""Entries read at a time."""
TIME_FORMAT = "%Y-%m-%d %H:%M:%S"


class HistoryDialog(Retranslating, QDialog):
    """The room's journal with its filters, and the export of a table's history."""

    def __init__(self, parent: QWidget | None, session: FloorSession) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self.session = session
        self.entries: list[Entry | ListEntry] = []
        self._tables_before: dict[int, Table] = {}
        self._earlier: dict[int, Refused | None] = {}
        """Entries an older floorapp recorded that today's rules decide otherwise."""
        self._reading = 0
        """Pages asked of the room's worker and not come back yet (the latest one counts)."""
        self._exporting = 0
        """Exports under way."""
        self._asked = 0
        """Pages asked for so far (each numbered)."""
        self._export_after = 0
        """The number of the latest page asked for when the latest export began: that page's
        count does not take the export's place on the status line (it said something newer)."""
        self._before_table: int | None = None
        self._before_list: int | None = None
        """Where the next page starts, in the tables' journal and in the list journal."""
        self._games: dict[int, str] = {}
        self._hands: dict[int, int] = {}
        """The hand number of each deal entry shown, by entry id."""
        self._names: dict[int, str] = {}
        self._more = False
        self.clock: Callable[[], QDateTime] = QDateTime.currentDateTime
        """The time "Until" follows until the floor sets it (tests set another clock)."""
        self.until_chosen = False
        """Whether the floor set the "Until" time himself."""
        self._build()
        self.retranslate()
        self.resize(1000, 640)
        fit_on_show(self)
        form_fields_take_the_wheel_only_when_focused(self)

    # --- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.table_choice = QComboBox(self)
        self.table_choice.setObjectName("tableFilter")
        self.seat_choice = QSpinBox(self)
        self.seat_choice.setObjectName("seatFilter")
        self.seat_choice.setRange(0, MAX_SEATS)
        self.player_choice = QLineEdit(self)
        self.player_choice.setObjectName("playerFilter")
        self.player_choice.setClearButtonEnabled(True)
        now = QDateTime.currentDateTime()
        self.since_on = QCheckBox(self)
        self.since_on.setObjectName("sinceOn")
        self.since = _time_edit(self, now.addSecs(-8 * 3600), "since")
        self.until_on = QCheckBox(self)
        self.until_on.setObjectName("untilOn")
        self.until = _time_edit(self, now, "until")
        self.day_on = QCheckBox(self)
        self.day_on.setObjectName("dayOn")
        today = self.session.view.day_of(datetime.now().astimezone())
        self.day = QDateEdit(QDate(today.year, today.month, today.day), self)
        self.day.setObjectName("day")
        self.day.setCalendarPopup(True)
        self.day.setDisplayFormat("yyyy-MM-dd")
        self.day_starts = QSpinBox(self)
        self.day_starts.setObjectName("dayStarts")
        self.day_starts.setRange(0, 23)
        self.day_starts.setValue(self.session.view.day_starts)
        self.day_starts_label = QLabel(self)
        for widget in (self.table_choice, self.seat_choice, self.player_choice, self.since,
                       self.until, self.since_on, self.until_on, self.day_on, self.day,
                       self.day_starts):
            widget.setMinimumHeight(TOUCH)
        self.seat_choice.setMinimumWidth(90)
        self.table_label = QLabel(self)
        self.seat_label = QLabel(self)
        self.player_label = QLabel(self)
        filters = QGridLayout()
        filters.addWidget(self.table_label, 0, 0)
        filters.addWidget(self.table_choice, 0, 1)
        filters.addWidget(self.seat_label, 0, 2)
        filters.addWidget(self.seat_choice, 0, 3)
        filters.addWidget(self.player_label, 0, 4)
        filters.addWidget(self.player_choice, 0, 5)
        filters.addWidget(self.since_on, 1, 0)
        filters.addWidget(self.since, 1, 1)
        filters.addWidget(self.until_on, 1, 2)
        filters.addWidget(self.until, 1, 3, 1, 3)
        filters.addWidget(self.day_on, 2, 0)
        filters.addWidget(self.day, 2, 1)
        filters.addWidget(self.day_starts_label, 2, 2)
        filters.addWidget(self.day_starts, 2, 3)
        filters.setColumnStretch(1, 2)
        filters.setColumnStretch(5, 2)

        self.list = QTreeWidget(self)
        self.list.setObjectName("historyList")
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setColumnCount(4)
        header = self.list.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.list.setColumnWidth(2, 360)

        self.status = QLabel(self)
        self.status.setObjectName("historyStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.earlier_button = _button(self, "earlierButton")
        self.export_button = _button(self, "exportButton")
        self.slips_button = _button(self, "slipsButton")
        self.close_button = _button(self, "closeButton")
        buttons = QHBoxLayout()
        buttons.addWidget(self.earlier_button)
        buttons.addStretch(1)
        buttons.addWidget(self.slips_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)

        self.table_choice.currentIndexChanged.connect(lambda _: self.refresh())
        self.seat_choice.valueChanged.connect(lambda _: self.refresh())
        self.player_choice.textChanged.connect(lambda _: self.refresh())
        for toggle in (self.since_on, self.until_on):
            toggle.toggled.connect(lambda _: self.refresh())
        self.since.dateTimeChanged.connect(lambda _: self.refresh())
        self.until.dateTimeChanged.connect(lambda _: self._until_edited())
        self.until_on.toggled.connect(self._until_toggled)
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(1000)
        self._clock_timer.timeout.connect(self._follow_now)
        self._clock_timer.start()
        self.day_on.toggled.connect(lambda _: self._day_chosen())
        self.day.dateChanged.connect(lambda _: self._day_chosen())
        self.day_starts.valueChanged.connect(lambda hour: self._set_day_starts(hour))
        self.earlier_button.clicked.connect(lambda _=False: self.show_earlier())
        self.export_button.clicked.connect(lambda _=False: self.export())
        self.slips_button.clicked.connect(lambda _=False: self.show_slips())
        self.list.currentItemChanged.connect(lambda *_: self._update_slips())
        self.close_button.clicked.connect(lambda _=False: self.close())

    # --- words --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every word of the dialog, in the language installed now; the entries shown are
        worded again (read again from the room) while the dialog is open."""
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("History", "History"))
        self.seat_choice.setSpecialValueText(translate("History", "any"))
        self.player_choice.setPlaceholderText(translate("History", "any player"))
        self.since_on.setText(translate("History", "From"))
        self.until_on.setText(translate("History", "Until"))
        self.day_on.setText(translate("History", "Business day"))
        self.day_starts_label.setText(translate("History", "The day starts at"))
        self.day_starts.setSuffix(translate("History", ":00"))
        self.day_starts.setToolTip(translate(
            "History", "The house hour: the room's business day runs from this hour to the "
            "same hour the next day."))
        self.table_label.setText(translate("History", "Table"))
        self.seat_label.setText(translate("History", "Seat"))
        self.player_label.setText(translate("History", "Player"))
        self.list.setHeaderLabels([
            translate("History", "Time"), translate("History", "Table"),
            translate("History", "Event"), translate("History", "Result"),
        ])
        self.earlier_button.setText(translate("History", "Show earlier entries"))
        self.export_button.setText(
            translate("History", "Export as CSV…") if self.game_id() is not None else
            translate("History", "Export as a scenario…"))
        self.slips_button.setText(translate("History", "Move slips…"))
        self.slips_button.setToolTip(translate(
            "History", "The move slips of the break chosen, to read or print again"))
        self.close_button.setText(translate("History", "Close"))
        if self.isVisible():
            self.show_room(self.table_id(), self.game_id())

    # --- filters ------------------------------------------------------------------------------

    def show_room(self, table_id: int | None = None, game_id: int | None = None) -> None:
        """Read the room's tables and games again, choose ``table_id`` (or the list of
        ``game_id``; neither: every table) and refresh."""
        view = self.session.view
        self._names = {info.id: info.name for info in view.tables()}
        games = view.games()
        self._games = {game.id: game.name for game in games}
        choice = self.table_choice
        choice.blockSignals(True)
        choice.clear()
        choice.addItem(QCoreApplication.translate("History", "Every table"), None)
        for info in view.tables():
            label = info.name if info.is_open else QCoreApplication.translate(
                "History", "{name} (closed)").format(name=info.name)
            choice.addItem(label, info.id)
        for game in games:
            choice.addItem(self.list_label(game.id), f"game:{game.id}")
        wanted: int | str | None = table_id if table_id else (
            f"game:{game_id}" if game_id is not None else None)
        choice.setCurrentIndex(max(0, choice.findData(wanted)) if wanted else 0)
        choice.blockSignals(False)
        self.refresh()

    def list_label(self, game_id: int) -> str:
        """ "List: 1/2 No-limit Hold'em": a game's list journal, in the table filter and the
        Table column."""
        return QCoreApplication.translate("History", "List: {game}").format(
            game=self._games.get(game_id, str(game_id)))

    def table_id(self) -> int | None:
        """The table chosen (None: every table, or a game's list)."""
        data = self.table_choice.currentData()
        return int(data) if isinstance(data, int) else None

    def game_id(self) -> int | None:
        """The game whose list journal is chosen, if one is."""
        data = self.table_choice.currentData()
        if isinstance(data, str) and data.startswith("game:"):
            return int(data.removeprefix("game:"))
        return None

    def show_game(self, game_id: int) -> None:
        """Choose a game's list journal (and refresh)."""
        index = self.table_choice.findData(f"game:{game_id}")
        if index >= 0:
            self.table_choice.setCurrentIndex(index)

    def time_range(self) -> tuple[datetime | None, datetime | None]:
        """The chosen business day, or time range (local time); None where a bound is off."""
        if self.day_on.isChecked():
            chosen = self.day.date()
            return self.session.view.business_day(
                date(chosen.year(), chosen.month(), chosen.day()))
        since = _local(self.since) if self.since_on.isChecked() else None
        until = _local(self.until) if self.until_on.isChecked() else None
        if until is not None:
            until += timedelta(microseconds=999_999)  # the whole of the last second
        return since, until

    def _day_chosen(self) -> None:
        """A business day replaces the time range while it is chosen."""
        by_day = self.day_on.isChecked()
        for widget in (self.since_on, self.since, self.until_on, self.until):
            widget.setEnabled(not by_day)
        self.refresh()

    def _set_day_starts(self, hour: int) -> None:
        """Keep a new house hour in the room (what the day means changes for everyone)."""
        def kept(_result: object, failure: BaseException | None) -> None:
            if isinstance(failure, StorageError):
                self.status.setText(wording.storage_error_text(failure))
                return
            if failure is not None:
                raise failure
            if self.day_on.isChecked():
                self.refresh()

        self.session.run(lambda room: room.set_day_starts(hour), kept, games=True)

    def _filter(self) -> HistoryFilter:
        since, until = self.time_range()
        return HistoryFilter(self.table_id(), self.game_id(), self.seat_choice.value() or None,
                             self.player_choice.text().strip() or None, since, until)

    def _read(self) -> None:
        """Ask the room's worker for the next page; it is shown when it comes (a page asked
        for later wins over an earlier one)."""
        chosen = self._filter()
        before_table, before_list = self._before_table, self._before_list
        self._reading += 1
        self._asked += 1
        asked = self._asked
        self.status.setText(QCoreApplication.translate("History", "Reading the history…"))
        self.earlier_button.setEnabled(False)

        def read(page: HistoryPage | None, failure: BaseException | None) -> None:
            if asked != self._asked:
                return  # the filters changed meanwhile: a newer page is on its way
            self._reading = 0
            if isinstance(failure, StorageError):
                self.status.setText(wording.storage_error_text(failure))
                return
            if failure is not None:
                raise failure
            assert page is not None
            self._add_page(page, say=asked > self._export_after)

        self.session.run(lambda room: read_history_page(
            room, chosen, before_table=before_table, before_list=before_list, size=PAGE),
            read, writes=False)

    @property
    def reading(self) -> bool:
        """A page is being read, or an export written."""
        return self._reading != 0 or self._exporting != 0

    # --- showing ------------------------------------------------------------------------------

    def _until_edited(self) -> None:
        """The floor set the "Until" time: it stays where he put it."""
        self.until_chosen = True
        self.refresh()

    def _until_toggled(self, on: bool) -> None:
        if not on:  # the bound is off: its time follows the clock again
            self.until_chosen = False
            self._follow_now()

    def _follow_now(self) -> None:
        """Unless the floor set it (or is setting it), the "Until" time is now (the latest
        entries included)."""
        if not self.until_chosen and not self.until.hasFocus():
            self.until.blockSignals(True)
            self.until.setDateTime(self.clock())
            self.until.blockSignals(False)

    def refresh(self) -> None:
        """Read the latest page of entries that pass the filters."""
        self._follow_now()
        self.entries = []
        self._hands = {}
        self._tables_before = {}
        self._earlier = {}
        self._before_table = self._before_list = None
        self.list.clear()
        self._read()

    def show_earlier(self) -> None:
        """Read the page before the oldest entry shown."""
        if self.entries:
            self._read()

    def _add_page(self, read: HistoryPage, say: bool = True) -> None:
        self._more = read.more
        page = read.entries  # newest first
        self._before_table, self._before_list = read.before_table, read.before_list
        self._hands.update(read.hands)
        self._tables_before.update(read.tables_before)
        self._earlier.update(read.earlier)
        self.entries += page
        for entry in page:
            self.list.addTopLevelItem(QTreeWidgetItem(list(self.row_of(entry))))
        self._show_status(say)

    def row_of(self, entry: Entry | ListEntry) -> tuple[str, str, str, str]:
        """(time, table, event, result) as the list shows them."""
        if isinstance(entry, ListEntry):
            return self._list_row(entry)
        if entry.kind is EntryKind.ASSIGN:
            return (entry.at.astimezone().strftime(TIME_FORMAT),
                    self._names.get(entry.table_id, str(entry.table_id)),
                    self._assign_text(entry), "")
        return (
            entry.at.astimezone().strftime(TIME_FORMAT),
            self._names.get(entry.table_id, str(entry.table_id)),
            wording.entry_text(entry, self._tables_before.get(entry.id),
                               self._hands.get(entry.id)),
            self._result(entry),
        )

    def _result(self, entry: Entry) -> str:
        """What the entry gave, as recorded; and, for an entry today's rules would decide
        otherwise, which rule changed since."""
        result = wording.entry_result(entry)
        if entry.id not in self._earlier:
            return result
        note = wording.earlier_rules_text(self._earlier[entry.id])
        return f"{result} · {note}" if result else note

    def _assign_text(self, entry: Entry) -> str:
        """A table put in a game, or made a must-move table (its note names both by id)."""
        try:
            note = json.loads(entry.note or "{}")
            game = self._games.get(int(note["game"]), str(note["game"]))
            feeds = note.get("feeds")
        except (ValueError, KeyError, TypeError):
            return wording.entry_text(entry)
        fed = None if feeds is None else self._names.get(int(feeds), str(feeds))
        return wording.assign_text(game, fed)

    def _list_row(self, entry: ListEntry) -> tuple[str, str, str, str]:
        """A list entry: its game's list in the Table column, what it did in words."""
        game = self._games.get(entry.game_id, str(entry.game_id))
        text = wording.list_entry_line(entry.kind, entry.action, entry.steps, entry.document,
                                       lambda table_id: self._names.get(table_id, str(table_id)),
                                       game)
        result = ""
        if entry.slips:
            moved = sum(1 for slip in entry.slips if slip.to is not None)
            result = QCoreApplication.translate(
                "History", "to new seats: {moved}; to the top of the list: {listed}").format(
                    moved=moved, listed=len(entry.slips) - moved)
        return (entry.at.astimezone().strftime(TIME_FORMAT), self.list_label(entry.game_id),
                text, result)

    def rows(self) -> list[tuple[str, str, str, str]]:
        """Every row shown, newest first."""
        return [self.row_of(entry) for entry in self.entries]

    def _show_status(self, say: bool = True) -> None:
        """The buttons for what is shown, and (``say``) the count on the status line."""
        translate = QCoreApplication.translate
        if self._more:
            text = translate("History", "The latest {count} entries that match are shown; "
                             "Show earlier entries reads more.").format(count=len(self.entries))
        else:
            text = translate("History", "{count} entries match.").format(
                count=len(self.entries))
        self.earlier_button.setEnabled(self._more)
        chosen = self.table_id() is not None or self.game_id() is not None
        self.export_button.setText(
            translate("History", "Export as CSV…") if self.game_id() is not None else
            translate("History", "Export as a scenario…"))
        self.export_button.setEnabled(chosen)
        hint = "" if chosen else translate(
            "History", "Choose a table to export its history, or a game's list (CSV).")
        self.export_button.setToolTip(hint)
        if say:
            self.status.setText(f"{text} {hint}".strip())  # in sight, not on hover only
        self._update_slips()

    # --- a break's move slips ---------------------------------------------------------------

    def selected_entry(self) -> Entry | ListEntry | None:
        item = self.list.currentItem()
        if item is None:
            return None
        index = self.list.indexOfTopLevelItem(item)
        return self.entries[index] if 0 <= index < len(self.entries) else None

    def _update_slips(self) -> None:
        entry = self.selected_entry()
        self.slips_button.setEnabled(isinstance(entry, ListEntry) and break_of(entry)
                                     is not None)

    def show_slips(self) -> bool:
        """The move slips of the break chosen (an entry of a list journal)."""
        from floorapp.ui.dialogs import SlipsDialog, break_slips

        entry = self.selected_entry()
        found = break_of(entry) if isinstance(entry, ListEntry) else None
        if found is None:
            return False
        SlipsDialog.run(self, break_slips(
            self._names.get(found.table_id, str(found.table_id)), found.at, found.slips,
            lambda table_id: self._names.get(table_id, str(table_id)), found.choice))
        return True

    # --- export -------------------------------------------------------------------------------

    def export(self) -> Path | None:
        """Export the chosen table's history (within the time range, if one is set) as a
        scenario file, or the chosen game's list history as CSV; the file written, or None.
        The seat and player filters do not apply: a scenario needs every action."""
        if (game_id := self.game_id()) is not None:
            return self.export_list(game_id)
        table_id = self.table_id()
        if table_id is None:
            return None
        suggested = Path.home() / f"{_file_name(self._names.get(table_id, 'table'))}.toml"
        path = ScenarioFileDialog.ask_save(self, suggested)
        if path is None:
            return None
        since, until = self.time_range()
        self._export(lambda room, progress: export_file(room, table_id, path, since, until,
                                                        progress=progress), path)
        return path

    def _export(self, work: Callable[[Room, WorkProgress], Path], path: Path) -> None:
        """Write an export off the screen's thread, with a progress bar and Cancel."""
        from floorapp.ui.long_work import LongWork

        self.status.setText(QCoreApplication.translate("History", "Exporting…"))
        self._exporting += 1
        self._export_after = self._asked
        label = QCoreApplication.translate("History", "Exporting to {file}…").format(
            file=path.name)
        LongWork(self, label, self.session.room, work, self._exported).start()

    def _exported(self, written: Path | None, failure: BaseException | None) -> None:
        self._exporting -= 1
        if isinstance(failure, Cancelled):
            self.status.setText(wording.export_cancelled_text())
            return
        if isinstance(failure, StorageError):
            self.status.setText(wording.export_failed_text(wording.storage_error_text(failure)))
            return
        if isinstance(failure, ExportError | OSError):
            self.status.setText(wording.export_failed_text(failure))
            return
        if failure is not None:
            raise failure
        assert written is not None
        self.status.setText(wording.exported_text(written))

    def export_list(self, game_id: int) -> Path | None:
        """A game's list history (within the time range, if one is set) as a CSV file."""
        from floorapp.ui.lists.history_csv import write_list_history

        name = self._games.get(game_id, "list")
        suggested = Path.home() / f"{_file_name(name).removesuffix('-history')}-list.csv"
        path = CsvFileDialog.ask_save(self, suggested)
        if path is None:
            return None
        since, until = self.time_range()
        names = dict(self._names)
        self._export(lambda room, _progress: write_list_history(
            room, game_id, path, since, until,
            lambda table_id: names.get(table_id, str(table_id))), path)
        return path


def _time_edit(parent: QWidget, moment: QDateTime, name: str) -> QDateTimeEdit:
    edit = QDateTimeEdit(moment, parent)
    edit.setObjectName(name)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd HH:mm:ss")
    return edit


def _button(parent: QWidget, name: str) -> QPushButton:
    button = QPushButton(parent)
    button.setObjectName(name)
    button.setMinimumHeight(TOUCH)
    return button


def _local(edit: QDateTimeEdit) -> datetime:
    """The moment an edit shows, in local time with its offset."""
    moment = edit.dateTime().toPython()
    assert isinstance(moment, datetime)
    return moment.astimezone()


def _file_name(name: str) -> str:
    """A table name as a file name: "Table 3 (2/5)" → "Table-3-2-5-history"."""
    stem = re.sub(r"[^\w]+", "-", name).strip("-") or "table"
    return f"{stem}-history"

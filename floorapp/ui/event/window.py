"""The tournament floor: one event on one window.

At the top the event, its clock (level, time left, the next level and break) and players left.
On the left the overview: every table with its players (absent, halted, hand-for-hand), the
move the floor is offered now with the one button that makes it, the latest places. On the
right the table chosen in the overview as an ordinary table page: the oval with its pucks for
the next hand and the dealer's read-out with its ``T-`` rules; a tap on a seat offers what the
floor does there (absent, back, eliminated).

Every read and write goes through the floor session's worker (``room_run``): the window never
waits on the room. Each action is decided on the event as shown (its journal position); an
event another screen changed meanwhile is refused by the room and shown again. The window
reads the event again every :data:`FOLLOW_MS` (another screen's change shows within it) and
redraws the clock every second.
"""

from __future__ import annotations

import html
import random
import re
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from floorapp.rules import Status
from floorapp.screen.event_scene import (
    TableRow,
    event_overview,
    event_readout,
    event_table_scene,
    next_deal,
    penalised,
)
from floorapp.screen.geometry import TOUCH
from floorapp.screen.palette import DARK, Colours
from floorapp.storage.errors import StaleEvent, StorageError
from floorapp.storage.room import Room
from floorapp.tournament import (
    Absent,
    Action,
    Back,
    Bust,
    DealHand,
    EndPenalty,
    Event,
    EventRefused,
    HandDone,
    HandForHand,
    MoveOffer,
    PauseClock,
    Penalty,
    Register,
    ResumeClock,
    StartClock,
    taking,
)
from floorapp.ui import wording
from floorapp.ui.dialogs.base import big_button
from floorapp.ui.dialogs.breaking import SlipsDialog, SlipsPage
from floorapp.ui.dialogs.rulebook import open_rulebook
from floorapp.ui.fit import fit_on_show
from floorapp.ui.table.table_view import TableView

from . import words
from .clock import clock_text, level_now, next_text

translate = QCoreApplication.translate

RoomRun = Callable[[Callable[[Room], Any], Callable[[Any, BaseException | None], None]], None]
"""Runs work on the room's worker; the answer comes back on the screen's thread."""
TOURNAMENT_RULE = re.compile(r"\bT-\d\d\b")
READOUT_LINES = 4
"""The read-out shows at least this many lines; a longer one scrolls (a small screen keeps
the table)."""
FOLLOW_MS = 1000
"""How often the window reads the event again (another screen's change shows within it)."""


def linked_rules(text: str) -> str:
    """A read-out line as rich text, each ``T-`` rule a link to its place in the rulebook."""
    return TOURNAMENT_RULE.sub(lambda found: f'<a href="{found[0]}">{found[0]}</a>',
                               html.escape(text))


class EventWindow(QWidget):
    """One event on the floor (see the module)."""

    def __init__(self, parent: QWidget | None, room_run: RoomRun, event_id: int, name: str,
                 table_colours: Colours = DARK) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("eventWindow")
        self.room_run = room_run
        self.event_id = event_id
        self.name = name
        self.shown_event: Event | None = None
        self.position = 0
        self.shown_table: int | None = None
        self.busy = False
        self._build(table_colours)
        self._follow = QTimer(self)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.timeout.connect(self.read)
        self._follow.start()
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._show_clock)
        self._tick.start()
        QShortcut(QKeySequence("Ctrl+W"), self, self.close)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        for keys, slot in (("F5", self.deal), ("Ctrl+Return", self.deal),
                           ("F6", self.make_offered_move), ("Ctrl+Z", self.undo)):
            QShortcut(QKeySequence(keys), self, slot)  # as on a cash table's page
        self.setWindowTitle(translate("EventWindow", "Tournament floor: {name}").format(name=name))
        fit_on_show(self)
        self.read()

    # --- building -------------------------------------------------------------------------

    def _build(self, table_colours: Colours) -> None:
        self.title = QLabel(self.name, self)
        self.title.setObjectName("eventTitle")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.clock = QLabel(self)
        self.clock.setObjectName("eventClock")
        self.clock.setFont(font)
        self.players = QLabel(self)
        self.players.setObjectName("eventPlayers")
        self.clock_button = self._button("clockButton", self.press_clock)
        top = QHBoxLayout()
        for label in (self.title, self.clock, self.players):
            top.addWidget(label)
        top.addStretch(1)
        top.addWidget(self.clock_button)
        self.next_up = QLabel(self)
        self.next_up.setObjectName("eventNextUp")
        self.next_up.setWordWrap(True)

        self.tables = QListWidget(self)
        self.tables.setObjectName("eventTables")
        self.tables.currentRowChanged.connect(self._on_table_chosen)
        self.offer = QLabel(self)
        self.offer.setObjectName("eventOffer")
        self.offer.setWordWrap(True)
        self.offer_button = self._button("eventOfferButton", self.make_offered_move)
        self.slips_button = self._button("eventSlipsButton", self.show_slips)
        self.slips_button.hide()
        self.slips: SlipsPage | None = None
        """The slips of the latest move made on this screen."""
        self.places = QLabel(self)
        self.places.setObjectName("eventPlaces")
        self.places.setWordWrap(True)
        self.register_button = self._button("registerButton", self.register)
        self.hand_for_hand_button = self._button("handForHandButton", self.toggle_hand_for_hand)
        left = QVBoxLayout()
        for widget in (self.next_up, self.tables, self.offer, self.offer_button,
                       self.slips_button, self.places):
            left.addWidget(widget)
        left.setStretch(1, 1)
        self.tables.setMinimumHeight(2 * TOUCH)
        self.tables.setWordWrap(True)  # a row's status (HALTED, hand done) is never cut
        self.tables.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tables.setStyleSheet(f"QListWidget::item {{ min-height: {TOUCH}px; }}")

        self.table_view = TableView(self)
        self.table_view.set_colours(table_colours)
        self.table_view.seat_clicked.connect(self.open_seat_menu)
        self.table_view.seat_menu_requested.connect(self.open_seat_menu)
        self.readout = QLabel(self)
        self.readout.setObjectName("eventReadout")
        self.readout.setWordWrap(True)
        self.readout.setTextFormat(Qt.TextFormat.RichText)
        self.readout.linkActivated.connect(lambda rule: open_rulebook(self, rule))
        self.readout.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        readout_area = QScrollArea(self)
        readout_area.setObjectName("eventReadoutArea")
        readout_area.setWidgetResizable(True)
        readout_area.setFrameShape(QFrame.Shape.NoFrame)
        readout_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        readout_area.setWidget(self.readout)
        readout_area.setMinimumHeight(READOUT_LINES * self.fontMetrics().lineSpacing())
        right = QVBoxLayout()
        right.addWidget(self.table_view, 3)
        right.addWidget(readout_area, 1)

        self.deal_button = self._button("eventDealButton", self.deal)
        self.hand_done_button = self._button("handDoneButton", self.hand_done)
        self.undo_button = self._button("eventUndoButton", self.undo)
        buttons = QHBoxLayout()
        for button in (self.register_button, self.hand_for_hand_button, self.deal_button,
                       self.hand_done_button, self.undo_button):
            buttons.addWidget(button)

        body = QHBoxLayout()
        body.addLayout(left, 2)
        body.addLayout(right, 5)
        self.message = QLabel(self)
        self.message.setObjectName("eventMessage")
        self.message.setWordWrap(True)
        self.message.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.retranslate()

    def _button(self, name: str, slot: Callable[[], None]) -> QPushButton:
        button = big_button("", self)  # worded by retranslate
        button.setObjectName(name)
        button.clicked.connect(lambda _=False: slot())
        return button

    def retranslate(self) -> None:
        self.register_button.setText(translate("EventWindow", "Register a player…"))
        self.deal_button.setText(translate("EventWindow", "Deal the next hand"))
        self.hand_done_button.setText(translate("EventWindow", "Hand done"))
        self.undo_button.setText(translate("EventWindow", "Undo"))
        self.slips_button.setText(translate("EventWindow", "Slips of the last move…"))
        self._show()

    # --- reading and showing --------------------------------------------------------------

    def read(self) -> None:
        """Read the event again (another screen may have changed it); shown when it moved."""
        def done(state: Any, failure: BaseException | None) -> None:
            if isinstance(failure, StorageError):  # shown as last read, and why not newer
                self.say(wording.storage_error_text(failure))
            elif failure is None and state.position != self.position:
                self._take(state.position, state.event)

        self.room_run(lambda room: room.event_state(self.event_id), done)

    def _take(self, position: int, event: Event) -> None:
        self.position, self.shown_event = position, event
        numbers = [table.number for table in event.tables]
        if self.shown_table not in numbers:
            self.shown_table = numbers[0] if numbers else None
        self._show()

    def _show(self) -> None:
        event = self.shown_event
        if event is None:
            return
        overview = event_overview(event)
        self.players.setText(translate(
            "EventWindow", "{left} of {entrants} players left").format(
            left=overview.players_left, entrants=overview.entrants))
        self._show_rows(overview.tables)
        self.offer.setText(words.offer_text(overview.offer))
        self.offer_button.setVisible(overview.offer is not None)
        if overview.offer is not None:
            self.offer_button.setText(words.offer_button(overview.offer))
        self.places.setText(
            translate("EventWindow", "Latest places: {places}").format(
                places=", ".join(overview.last_places)) if overview.last_places else "")
        self.register_button.setEnabled(overview.registration_open)
        self.hand_for_hand_button.setText(
            translate("EventWindow", "End hand-for-hand") if overview.hand_for_hand
            else translate("EventWindow", "Start hand-for-hand"))
        self.hand_done_button.setVisible(overview.hand_for_hand is not None)
        self._show_table()
        self._show_clock()

    def _show_rows(self, rows: tuple[TableRow, ...]) -> None:
        """The overview's tables: the list's rows kept while the same tables play (only
        their words change), made again when a table breaks."""
        self.tables.blockSignals(True)
        numbers = [row.number for row in rows]
        if numbers != [self.tables.item(i).data(Qt.ItemDataRole.UserRole)
                       for i in range(self.tables.count())]:
            self.tables.clear()
            for row in rows:
                item = QListWidgetItem()
                item.setData(Qt.ItemDataRole.UserRole, row.number)
                self.tables.addItem(item)
        for index, row in enumerate(rows):
            item = self.tables.item(index)
            item.setText(words.table_row(row))
            if row.number == self.shown_table and self.tables.currentRow() != index:
                self.tables.setCurrentRow(index)
        self.tables.blockSignals(False)

    def _show_table(self) -> None:
        event = self.shown_event
        table = event.table(self.shown_table) if event and self.shown_table else None
        self.deal_button.setEnabled(table is not None)
        if event is None or table is None:
            self.readout.setText("")
            return
        level, on_penalty = level_now(event, time.time()), penalised(event)
        coming = next_deal(table, level, on_penalty)
        self.table_view.set_scene(event_table_scene(table, coming, level))
        heading = translate("EventWindow", "Table {table}, hand {hand}:").format(
            table=table.number, hand=table.hands + 1)
        lines = [words.readout_line(line) for line in event_readout(table, coming, level)]
        self.readout.setText("<br>".join(linked_rules(text) for text in [heading, *lines]))

    def _show_clock(self) -> None:
        """The clock's line and what comes next, at the time now (every second), and the
        clock's button: start, pause or resume (only with a structure)."""
        event = self.shown_event
        if event is None:
            return
        now = time.time()
        self.clock.setText(clock_text(event, now))
        self.next_up.setText(translate("EventWindow", "Next: {next}").format(
            next=next_text(event, now)))
        self.clock_button.setVisible(bool(event.structure.stages))
        self.clock_button.setText(
            translate("EventWindow", "Start the clock") if not event.clock.started
            else translate("EventWindow", "Pause the clock") if event.clock.running
            else translate("EventWindow", "Resume the clock"))

    def press_clock(self) -> None:
        """Start, pause or resume the clock (recorded with the time the room saves it)."""
        event = self.shown_event
        if event is not None:
            self.act(StartClock() if not event.clock.started
                     else PauseClock() if event.clock.running else ResumeClock())

    def _on_table_chosen(self, row: int) -> None:
        item = self.tables.item(row)
        if item is not None:
            self.shown_table = int(item.data(Qt.ItemDataRole.UserRole))
            self._show_table()

    # --- the floor's actions --------------------------------------------------------------

    def act(self, action: Action, then: Callable[[Any], None] | None = None) -> None:
        """Have the room record ``action``, decided on the event as shown; ``then`` gets the
        change once it is shown."""
        self._write(lambda room, position: room.apply_event(self.event_id, action, position),
                    then)

    def undo(self) -> None:
        """Take back the event's latest action (whichever screen made it)."""
        self._write(lambda room, position: room.undo_event(self.event_id, position))

    def _write(self, work: Callable[[Room, int], Any],
               then: Callable[[Any], None] | None = None) -> None:
        """Have the room's worker do ``work`` at the position shown; show the event it
        leaves, or say why nothing was recorded. One write at a time."""
        if self.busy or self.shown_event is None:
            return
        self.busy = True
        position = self.position

        def done(change: Any, failure: BaseException | None) -> None:
            self.busy = False
            if failure is None:
                self.say("")
                self._take(change.position, change.state.event)
                if then is not None:
                    then(change)
            else:
                self._say_failure(failure)

        self.room_run(lambda room: work(room, position), done)

    def _say_failure(self, failure: BaseException) -> None:
        if isinstance(failure, EventRefused):
            self.say(words.refusal(failure))
            return
        if isinstance(failure, StaleEvent):
            self.say(translate(
                "EventWindow", "Another screen changed the event first: it is shown as it "
                "is now; nothing was recorded."))
            self.position = -1
            self.read()
            return
        why = (wording.storage_error_text(failure) if isinstance(failure, StorageError)
               else str(failure))
        self.say(translate("EventWindow", "Not recorded: {why}").format(why=why))

    def say(self, text: str) -> None:
        """Say why an action was not recorded (an empty text: nothing to say)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def deal(self) -> None:
        if self.shown_table is not None:
            self.act(DealHand(self.shown_table))

    def hand_done(self) -> None:
        if self.shown_table is not None:
            self.act(HandDone(self.shown_table))

    def toggle_hand_for_hand(self) -> None:
        if self.shown_event is not None:
            self.act(HandForHand(on=self.shown_event.hand_for_hand is None))

    def make_offered_move(self) -> None:
        """Make the move the event offers (a break or the final table by a fresh draw); its
        slips are ready to print, and shown at once for a broken table or the final table."""
        overview = event_overview(self.shown_event) if self.shown_event is not None else None
        offered = overview.offer if overview is not None else None
        if offered is None:
            return

        def made(change: Any) -> None:
            applied = change.applied
            placed = applied.draw.placed if applied.draw is not None else (
                change.state.event.moves[-1:])
            self.slips = words.event_slips(offered, change.at, placed)
            self.slips_button.show()
            if not isinstance(offered, MoveOffer):
                self.show_slips()

        self.act(taking(offered, random.randrange(1, 10**9)), made)

    def show_slips(self) -> None:
        """The slips of the latest move made here: on screen, to print or save as a PDF."""
        if self.slips is not None:
            SlipsDialog(self, self.slips).open()

    def register(self) -> None:
        """A late registrant, or an eliminated entrant's re-entry (his name again), drawn to
        an open seat of the shortest tables."""
        event = self.shown_event
        if event is None:
            return
        name, ok = QInputDialog.getText(
            self, translate("EventWindow", "Register a player"),
            translate("EventWindow", "Name (an eliminated player's name again: a re-entry). "
                      "The player draws an open seat of the shortest tables."))
        name = name.strip()
        if ok and name:
            reentry = (any(entrant.name == name for entrant in event.entrants)
                       and event.where(name) is None)
            self.act(Register(name, seed=random.randrange(1, 10**9), reentry=reentry))

    def open_seat_menu(self, seat: int) -> None:
        event, number = self.shown_event, self.shown_table
        table = event.table(number) if event is not None and number is not None else None
        player = table.table.player(seat) if table is not None else None
        if event is None or table is None or player is None:
            return
        menu = QMenu(self)
        menu.setObjectName("eventSeatMenu")
        away = player.status is Status.AWAY
        if away:
            menu.addAction(translate("EventWindow", "{name} is back").format(name=player.name),
                           lambda: self.act(Back(table.number, seat)))
        else:
            menu.addAction(translate("EventWindow", "{name} is absent").format(name=player.name),
                           lambda: self.act(Absent(table.number, seat)))
        if event.penalty_left(player.id):
            menu.addAction(translate("EventWindow", "End {name}'s penalty").format(
                name=player.name), lambda: self.act(EndPenalty(table.number, seat)))
        else:
            menu.addAction(translate("EventWindow", "Penalty for {name}…").format(
                name=player.name), lambda: self._ask_penalty(table.number, seat, player.name))
        menu.addAction(translate("EventWindow", "{name} is eliminated").format(name=player.name),
                       lambda: self._confirm_bust(table.number, seat, player.name))
        menu.popup(self.table_view.mapToGlobal(self.table_view.seat_center(seat)))

    def _ask_penalty(self, table: int, seat: int, name: str) -> None:
        """T-09: how many hands the player sits out, dealt in and blinded off."""
        hands, ok = QInputDialog.getInt(
            self, translate("EventWindow", "Penalty"),
            translate("EventWindow", "Hands {name} is dealt in and blinded off (T-09):").format(
                name=name), 3, 1, 99)
        if ok:
            self.act(Penalty(table, seat, hands))

    def _confirm_bust(self, table: int, seat: int, name: str) -> None:
        answer = QMessageBox.question(
            self, translate("EventWindow", "Eliminated"),
            translate("EventWindow", "{name} (table {table}, seat {seat}) is eliminated?").format(
                name=name, table=table, seat=seat))
        if answer == QMessageBox.StandardButton.Yes:
            self.act(Bust(table, (seat,)))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self._follow.stop()
        self._tick.stop()
        super().closeEvent(event)

"""The room board: every open game's list and every open table of the room on one screen, in
large type, live.

A game's card shows its open seats and its list, the names shortened as the game's list rules
say (:func:`floorapp.lists.board_name`: the board is in public view, and never shows a note).

Read only: no menu, no seat to click; Escape or Ctrl+Q closes it. It follows the room like
every screen, through its floor session (:class:`~floorapp.ui.room.live.LiveRoom`): the room's
worker reads it off the screen's thread, and each new picture of the room (a table another
screen moved on, a list, a table added, renamed, closed or reopened) redraws the board. Every
:data:`CLOCK_MS` the cards are drawn again from the picture, to move the lock-up minutes on.

When the room's server cannot be reached the board keeps the room as it last read it, under a
banner that says so, and comes back by itself (:class:`BoardReconnection`); it never shows an
empty room for a lost one.
"""

from __future__ import annotations

import html
import logging
import math
import time
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.calls import scene_calls
from floorapp.screen.event_scene import event_overview
from floorapp.screen.lists import game_glances
from floorapp.screen.scene import build_scene
from floorapp.session import TableShown
from floorapp.storage.room import Room
from floorapp.tournament import Event
from floorapp.ui import wording
from floorapp.ui.event.clock import clock_parts, next_text
from floorapp.ui.room.live import LiveRoom
from floorapp.ui.room.reconnect import Reconnection

from .lines import Line, board_lines, event_lines, game_lines

log = logging.getLogger(__name__)

CLOCK_MS = 30_000
"""The board is drawn again this often without any change, for the lock-up minutes."""
EVENTS_MS = 1000
"""How often the board reads the room's events: their clocks move on each second."""
MAX_COLUMNS = 4
MIN_CARD_WIDTH = 420
"""The narrowest a card gets (pixels) before the board uses one column fewer."""
LARGEST = 48
SMALLEST = 14
"""The lines' type size bounds, in pixels."""
TYPE_SCALE = {"boardTitle": 1.4, "boardHand": 1.1, "boardHouse": 0.8}
"""Each label's type against the lines'."""

STYLE = """
QWidget#roomBoard { background: #0e1217; }
QFrame#boardCard { background: #1a222c; border: 2px solid #35475a; border-radius: 14px; }
QLabel { color: #eef2f6; background: transparent; }
QLabel#boardTitle { color: #ffffff; font-weight: bold; }
QLabel#boardHand { color: #9fb3c8; font-weight: bold; }
QLabel#boardHouse { color: #9fb3c8; }
QLabel#boardEmpty { color: #9fb3c8; }
"""
LABEL_COLOUR = "#9fb3c8"
LINE_COLOURS = {
    Line.BUTTON: "#ffe08a", Line.BLINDS: "#eef2f6", Line.OPEN: "#8fe3a0",
    Line.MISSED: "#ff9e8f", Line.LOCKED: "#ffc46b", Line.CALLED: "#ffc46b",
    Line.LIST: "#eef2f6",
}
"""Each line's colour: the button's yellow, open seats green, what is owed or held warm."""


class BoardCard(QFrame):
    """One open table: name, hand, house rules, then its lines (:func:`board_lines`); or one
    game: its name, how many wait, then its open seats and list (:func:`game_lines`)."""

    def __init__(self, name: str, hand: int | str, house: str,
                 lines: list[tuple[str, str, str]], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("boardCard")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.name = name
        self.lines = lines
        title = _label(name, "boardTitle", self)
        if isinstance(hand, str):
            shown_hand = hand
        else:
            shown_hand = (wording.hand_label(hand) if hand else
                          QCoreApplication.translate("Room", "No hand dealt yet"))
        self.hand = shown_hand
        """What the card shows beside its title: the hand, or how many wait for a game."""
        hand_label = _label(shown_hand, "boardHand", self)
        hand_label.setWordWrap(False)
        hand_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        top = QHBoxLayout()
        top.addWidget(title, 1)
        top.addWidget(hand_label, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 10, 18, 10)
        layout.setSpacing(4)
        layout.addLayout(top)
        if house:
            layout.addWidget(_label(house, "boardHouse", self))
        for kind, label, value in lines:
            shown = _label("", "boardLine", self)
            shown.setTextFormat(Qt.TextFormat.RichText)
            text = html.escape(value)
            if kind == Line.LIST:  # a name is never cut across two lines
                text = " · ".join(html.escape(name).replace(" ", "&nbsp;")
                                  for name in value.split(" · "))
            shown.setText(
                f'<span style="color:{LABEL_COLOUR}">{html.escape(label)}</span>&nbsp;&nbsp; '
                f'<b style="color:{LINE_COLOURS[kind]}">{text}</b>')
            layout.addWidget(shown)
        layout.addStretch(1)
        self.setAccessibleName(f"{name}: " + "; ".join(
            f"{label} {value}" for _, label, value in lines))

    def text_lines(self) -> list[str]:
        """The card's lines as "Label: value" (for tests and screen readers)."""
        return [f"{label}: {value}" for _, label, value in self.lines]


UNREACHABLE_COLOUR = "#b03a2e"
"""The banner's red while the server cannot be reached."""
BANNER_PX = 28
"""The banner's type, read from across the room."""


class BoardReconnection(Reconnection):
    """The board's banner while the room's server cannot be reached, and the tries to reach
    it again: the board has nothing to change, so its banner says what it shows."""

    def retranslate(self) -> None:
        self.banner.setText(QCoreApplication.translate(
            "Board", "The room's server cannot be reached: the board shows the room as it was "
            "when it was last read. Trying again…"))


class BoardWindow(QWidget):
    """Every open table of a room, read only, live. Close it, then the room."""

    def __init__(self, room: Room, clock: Callable[[], datetime] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.room = room
        self.clock = clock or (lambda: datetime.now().astimezone())
        self.setObjectName("roomBoard")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.setWindowTitle(QCoreApplication.translate("Board", "Room board"))
        self._grid = QGridLayout()
        self._grid.setContentsMargins(16, 16, 16, 16)
        self._grid.setSpacing(16)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.empty = _label(QCoreApplication.translate("Board", "No table is open."),
                            "boardEmpty", self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cards: dict[int, BoardCard] = {}
        self.game_cards: dict[int, BoardCard] = {}
        self.event_cards: dict[int, BoardCard] = {}
        self.events: dict[int, tuple[str, int, Event]] = {}
        """Each open event as last read: its name, journal position and state."""
        for keys in (QKeySequence(Qt.Key.Key_Escape), QKeySequence("Ctrl+Q")):
            QShortcut(keys, self).activated.connect(self.close)
        self.live = LiveRoom(room, self)
        self.session = self.live.session
        self.reconnection = BoardReconnection(self.live, lambda: UNREACHABLE_COLOUR,
                                              self, type_px=BANNER_PX)
        self.reconnection.changed.connect(self._on_reachable_changed)
        layout.addWidget(self.reconnection.banner)
        layout.addLayout(self._grid, 1)
        self.live.view_changed.connect(lambda _view, _news: self.show_tables())
        self._clock = QTimer(self)
        self._clock.setInterval(CLOCK_MS)
        self._clock.timeout.connect(self.show_tables)
        self._clock.start()
        self._events_clock = QTimer(self)
        self._events_clock.setInterval(EVENTS_MS)
        self._events_clock.timeout.connect(self.follow_events)
        self._events_clock.start()
        self.show_tables()
        self.live.start()
        self.follow_events()

    # --- what it shows ------------------------------------------------------------------

    def show_tables(self) -> None:
        """Draw every open game's list and every open table (of the room's list of tables,
        as the board follows it) as the room has it now. While the server cannot be reached
        the cards drawn last stay."""
        if self.reconnection.offline:
            return
        game_cards, cards = self._read_cards()
        _discard(self._all_cards())
        self.game_cards, self.cards = game_cards, cards
        self.event_cards = {event_id: self._event_card(*shown)
                            for event_id, shown in self.events.items()}
        self._arrange()

    def follow_events(self) -> None:
        """Read the room's open events (on the room's worker); the board is drawn again
        when one of them moved on, and each event's clock is said again every second. While
        the server cannot be reached the clocks go on from the events as last read."""
        if self.reconnection.offline:
            self._tick_event_clocks()
            return

        def read(room: Room) -> dict[int, tuple[str, int, Event]]:
            found = {}
            for info in room.events(include_closed=False):
                state = room.event_state(info.id)
                found[info.id] = (info.name, state.position, state.event)
            return found

        def done(found: dict[int, tuple[str, int, Event]] | None,
                 failure: BaseException | None) -> None:
            if failure is not None or found is None:
                return
            moved = {k: v[1] for k, v in found.items()} != {
                k: v[1] for k, v in self.events.items()}
            self.events = found
            if moved:
                self.show_tables()
            else:
                self._tick_event_clocks()

        self.session.run(read, done, writes=False)

    def _event_card(self, name: str, position: int, event: Event) -> BoardCard:
        """An event's card: the time left on the clock beside its name, then the level or
        break in play and :func:`event_lines`."""
        now = time.time()
        what, when = clock_parts(event, now)
        card = BoardCard(name, when, "", event_lines(event_overview(event), what,
                                                     next_text(event, now, wall=True)), self)
        card.setProperty("playing", what)
        return card

    def _tick_event_clocks(self) -> None:
        """Each event's time left, said again; a new level or a break draws the board again."""
        now = time.time()
        for event_id, card in self.event_cards.items():
            what, when = clock_parts(self.events[event_id][2], now)
            if what != card.property("playing"):
                self.show_tables()
                return
            clock = card.findChild(QLabel, "boardHand")
            if clock is not None:
                clock.setText(when)

    def _read_cards(self) -> tuple[dict[int, BoardCard], dict[int, BoardCard]]:
        """A card for each game with a table open or names waiting, and for each open
        table, from the room's picture."""
        view = self.session.view
        game_cards: dict[int, BoardCard] = {}
        cards: dict[int, BoardCard] = {}
        names = {info.id: info.name for info in view.tables()}
        for glance in game_glances(view, self.clock()):
            if glance.tables or len(glance.sections):
                count = len(glance.sections) - len(glance.sections.called)
                waiting = QCoreApplication.translate("Board", "{count} waiting").format(
                    count=count)
                lines = game_lines(glance, lambda table: names.get(table, str(table)))
                game_cards[glance.game_id] = BoardCard(glance.name, waiting, "", lines, self)
        for table_id, shown in view.shown.items():
            cards[table_id] = self._card(shown)
        return game_cards, cards

    def _on_reachable_changed(self, away: bool) -> None:
        """The banner came or went: the cards share what it leaves; back, the room is read
        again."""
        if away:
            self._arrange()
        else:
            self.show_tables()

    def _card(self, shown: TableShown) -> BoardCard:
        """A table's card: its seats as the floor screen shows them, the names of its game's
        list called to its seats included (a seat held for a call shows his call timer, as
        on the floor screen, not how long the seat was locked up before)."""
        table = shown.table
        listed = self.session.view.lists.get(shown.info.game_id or 0)
        calls = {} if listed is None else scene_calls(listed.state.names, shown.info.id)
        scene = build_scene(shown.screen, shown.lockups, self.clock(), calls)
        return BoardCard(shown.info.name, scene.hand,
                         wording.house_summary(table.house, table.size),
                         board_lines(scene), self)

    def _all_cards(self) -> list[BoardCard]:
        return [*self.event_cards.values(), *self.game_cards.values(), *self.cards.values()]

    def columns(self) -> int:
        """As many columns as keep the cards about as wide as tall, 1 to :data:`MAX_COLUMNS`."""
        count = len(self._all_cards())
        if count <= 1:
            return 1
        shape = max(1.0, self.width() / max(1, self.height()))
        wanted = math.ceil(math.sqrt(count * shape / 1.3))
        fit = max(1, self.width() // MIN_CARD_WIDTH)
        return max(1, min(MAX_COLUMNS, count, wanted, fit))

    def _arrange(self) -> None:
        while self._grid.count():
            self._grid.takeAt(0)
        for index in range(MAX_COLUMNS * 4):
            self._grid.setColumnStretch(index, 0)
            self._grid.setRowStretch(index, 0)
        cards = self._all_cards()
        self.empty.setVisible(not cards)
        if not cards:
            self._grid.addWidget(self.empty, 0, 0)
            self._size_type(1)
            return
        columns = self.columns()
        rows = math.ceil(len(cards) / columns)
        for index, card in enumerate(cards):
            self._grid.addWidget(card, index // columns, index % columns)
        for column in range(columns):
            self._grid.setColumnStretch(column, 1)
        for row in range(rows):
            self._grid.setRowStretch(row, 1)
        self._size_type(rows)

    def _size_type(self, rows: int) -> None:
        """Type as large as lets every card's lines fit its share of the screen (measured:
        the largest size, :data:`LARGEST` down to :data:`SMALLEST`, at which they do)."""
        cards = self._all_cards()
        columns = self.columns() if cards else 1
        banner = self.reconnection.banner
        free = self.height() - (0 if banner.isHidden() else banner.heightForWidth(self.width()))
        width = int((self.width() - 32 - 16 * (columns - 1)) / columns) - 40
        height = int((free - 32 - 16 * (rows - 1)) / rows) - 24
        pixels = LARGEST
        while pixels > SMALLEST and not all(
                _fits(card, pixels, width, height) for card in cards):
            pixels -= 2
        _set_type([self.empty], pixels)
        for card in cards:
            _set_type(card.findChildren(QLabel), pixels)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._arrange()

    # --- live ---------------------------------------------------------------------------

    def stop(self) -> None:
        """Stop following the room, and close it (on its worker)."""
        self._clock.stop()
        self._events_clock.stop()
        self.live.close()

def _discard(cards: list[BoardCard]) -> None:
    """Take cards off the board (Qt deletes them once their events are done)."""
    for card in cards:
        card.setParent(None)
        card.deleteLater()


def _set_type(labels: list[QLabel], pixels: int) -> None:
    for label in labels:
        font = label.font()
        font.setPixelSize(round(pixels * TYPE_SCALE.get(label.objectName(), 1.0)))
        label.setFont(font)


def _fits(card: BoardCard, pixels: int, width: int, height: int) -> bool:
    """Whether the card's labels at ``pixels`` fit ``width`` x ``height`` (the title has the
    width the hand number beside it leaves)."""
    labels = card.findChildren(QLabel)
    for label in labels:
        label.ensurePolished()  # a new card's style sheet (the bold title) counts too
    _set_type(labels, pixels)
    hand = next((label for label in labels if label.objectName() == "boardHand"), None)
    beside = hand.sizeHint().width() + 8 if hand is not None else 0
    if beside > width // 2:  # the hand (an event's clock) on one line, and room for the title
        return False
    needed = 0
    for label in labels:
        if label is hand:
            continue
        room = width - beside if label.objectName() == "boardTitle" else width
        needed += label.heightForWidth(room) + 4
    return needed <= height


def _label(text: str, name: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label

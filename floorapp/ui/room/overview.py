"""The room overview: every open game's list and every open table at a glance, one card each
(read-only).

A game's card (first) shows its waiting list: who is called to which seat and since when, the
table changes, the names waiting with the minutes each has waited, its open seats and tables
(a game with no open table has an *interest list*). A table's card shows the table's name, its
hand count, its house rules in one line, then where the button and the blinds are and every
marker on the table (missed-blind buttons, lock-ups, who is away or waiting). Clicking a
table's card (or its Open button) shows that table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.geometry import TOUCH
from floorapp.screen.lists import GameGlance, NameRow
from floorapp.screen.state import FloorState
from floorapp.ui import wording

CARD_WIDTH = 380
"""The narrowest a card gets before the overview uses one column fewer."""
MAX_COLUMNS = 3
CARD_STYLE = (
    "QFrame#tableCard { border: 2px solid palette(mid); border-radius: 10px;"
    " background: palette(alternate-base); }"
)


@dataclass(frozen=True)
class TableGlance:
    """What a card shows of one table."""

    table_id: int
    name: str
    state: FloorState


class TableCard(QFrame):
    """One table of the room, read-only."""

    opened = Signal(int)
    """The floor wants to see this table (its id)."""

    def __init__(self, glance: TableGlance, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from floorapp.screen.scene import build_scene

        self.table_id = glance.table_id
        self.setObjectName("tableCard")
        self.setStyleSheet(CARD_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        table = glance.state.table
        scene = build_scene(glance.state)
        self.title = _label(glance.name, self, scale=1.35, bold=True)
        self.title.setObjectName("cardTitle")
        hand = (wording.hand_label(scene.hand) if scene.hand else
                QCoreApplication.translate("Room", "No hand dealt yet"))
        self.hand = _label(hand, self, scale=1.1, bold=True)
        self.hand.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.hand)
        self.house = _label(wording.house_summary(table.house, table.size), self, scale=0.95)
        self.house.setWordWrap(True)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.lines = wording.overview_lines(scene)
        for label, value in self.lines:
            shown = _label(value, self, scale=1.1)
            shown.setWordWrap(True)
            form.addRow(_label(label, self, scale=1.1, bold=True), shown)
        self.open_button = QPushButton(QCoreApplication.translate("Room", "Open"), self)
        self.open_button.setObjectName("openTable")
        self.open_button.setMinimumHeight(TOUCH)
        self.open_button.clicked.connect(lambda _=False: self.opened.emit(self.table_id))
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.house)
        layout.addLayout(form)
        layout.addLayout(bottom)
        self.setAccessibleName(f"{glance.name}: " + "; ".join(
            f"{label} {value}" for label, value in self.lines))

    def text_lines(self) -> list[str]:
        """The card's lines as "Label: value" (for tests and screen readers)."""
        return [f"{label}: {value}" for label, value in self.lines]

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.opened.emit(self.table_id)
        super().mouseReleaseEvent(event)


GAME_NAMES_SHOWN = 12
"""The names of a list a game's card shows (the rest are counted)."""


def game_lines(glance: GameGlance, table_name: Callable[[int], str]) -> list[tuple[str, str]]:
    """A game at a glance: (label, value) lines for its tables and open seats, the names
    called, the table changes and the names waiting, each with its minutes."""
    translate = QCoreApplication.translate
    sections = glance.sections
    if glance.interest:
        seats = translate("Room", "no table open: an interest list")
    else:
        # Two counts, two plural messages: the seats' words agree with their number
        # (Polish "1 wolne miejsce", "5 wolnych miejsc"), the tables' with theirs.
        open_count, tables = glance.open_seats, glance.tables  # lupdate reads a name only
        open_seats = wording.plural(translate("Room", "%n open seat(s)", "", open_count),
                                    open_count)
        text = translate("Room", "{seats} at %n table(s)", "", tables)
        seats = wording.plural(text, tables).format(seats=open_seats)
    lines = [(translate("Room", "Seats for the list"), seats)]

    def named(rows: tuple[NameRow, ...], text: Callable[[NameRow], str]) -> str:
        shown = [text(row) for row in rows[:GAME_NAMES_SHOWN]]
        if len(rows) > GAME_NAMES_SHOWN:
            shown.append(translate("Room", "and {count} more").format(
                count=len(rows) - GAME_NAMES_SHOWN))
        return "\n".join(shown)

    if sections.called:
        lines.append((translate("Room", "Called"), named(sections.called, lambda row: translate(
            "Room", "{name} → {spot}, {minutes} ago").format(
                name=row.name, spot=wording.spot_text(row.called_to, table_name)
                if row.called_to else "",
                minutes=wording.minutes_text(row.called or 0)))))
    if sections.changes:
        lines.append((translate("Room", "Table changes"), named(
            sections.changes, lambda row: (translate("Room", "{name} (now {spot}), {minutes}")
            .format(name=row.name, spot=wording.spot_text(row.seated_at, table_name),
                    minutes=wording.minutes_text(row.waited)) if row.seated_at else
            translate("Room", "{name} (from a broken table), {minutes}").format(
                name=row.name, minutes=wording.minutes_text(row.waited))))))
    numbered = {row.name_id: number for number, row in enumerate(sections.waiting, start=1)}
    lines.append((translate("Room", "Interest list") if glance.interest else
                  translate("Room", "Waiting"),
                  named(sections.waiting, lambda row: f"{numbered[row.name_id]}. {row.name}, "
                        f"{wording.minutes_text(row.waited)}")
                  or translate("Room", "nobody")))
    return lines


class GameCard(QFrame):
    """One game of the room and its list, read-only."""

    def __init__(self, glance: GameGlance, table_name: Callable[[int], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = glance.game_id
        self.setObjectName("gameCard")
        self.setStyleSheet(CARD_STYLE.replace("tableCard", "gameCard"))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.title = _label(glance.name, self, scale=1.35, bold=True)
        self.title.setObjectName("gameTitle")
        self.title.setWordWrap(True)
        count = len(glance.sections)
        self.count = _label(QCoreApplication.translate("Room", "{count} on the list").format(
            count=count), self, scale=1.1, bold=True)
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.count)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.lines = game_lines(glance, table_name)
        for label, value in self.lines:
            shown = _label(value, self, scale=1.1)
            shown.setWordWrap(True)
            form.addRow(_label(label, self, scale=1.1, bold=True), shown)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(form)
        self.setAccessibleName(f"{glance.name}: " + "; ".join(
            f"{label} {value}" for label, value in self.lines))

    def text_lines(self) -> list[str]:
        """The card's lines as "Label: value" (for tests and screen readers)."""
        return [f"{label}: {value}" for label, value in self.lines]


class RoomOverview(QScrollArea):
    """Every open table of the room, one card each, in as many columns as fit."""

    table_opened = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roomOverview")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._inside = QWidget(self)
        self._grid = QGridLayout(self._inside)
        self._grid.setContentsMargins(12, 12, 12, 12)
        self._grid.setSpacing(12)
        self.setWidget(self._inside)
        self.empty = _label("", self._inside, scale=1.2)
        self.empty.setWordWrap(True)
        self.empty.setObjectName("emptyRoom")
        self.cards: dict[int, TableCard] = {}
        self.game_cards: dict[int, GameCard] = {}
        self._columns = 0
        self.read_only = False
        """The room is shown and changes nothing here (a board's role): the empty room's line
        does not invite to add a table."""
        self.retranslate()

    def retranslate(self) -> None:
        """The overview's own words (the cards are worded when made: :meth:`show_tables`)."""
        translate = QCoreApplication.translate
        if self.read_only:
            self.empty.setText(translate(
                "Room", "No table is open. This screen only shows the room: a table is added "
                "or reopened at a floor screen."))
        else:
            self.empty.setText(translate(
                "Room", "No table is open. Add one with Table → Add a table (Ctrl+T), import a "
                "scenario, or reopen a closed table."))

    def show_read_only(self, read_only: bool) -> None:
        """Word the overview for a screen that may or may not change the room."""
        self.read_only = read_only
        self.retranslate()

    def show_tables(self, glances: list[TableGlance]) -> None:
        """Show these tables (the cards are made again)."""
        for card in self.cards.values():
            card.setParent(None)
            card.deleteLater()
        self.cards = {}
        for glance in glances:
            card = TableCard(glance, self._inside)
            card.opened.connect(self.table_opened)
            self.cards[glance.table_id] = card
        self._columns = 0
        self._arrange()

    def show_games(self, glances: list[GameGlance], table_name: Callable[[int], str]) -> None:
        """Show these games' lists, before the tables (the cards are made again)."""
        for card in self.game_cards.values():
            card.setParent(None)
            card.deleteLater()
        self.game_cards = {glance.game_id: GameCard(glance, table_name, self._inside)
                           for glance in glances}
        self._columns = 0
        self._arrange()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        fit = self.viewport().width() // CARD_WIDTH
        cards: list[QWidget] = [*self.game_cards.values(), *self.cards.values()]
        columns = max(1, min(MAX_COLUMNS, len(cards), fit))
        if columns == self._columns and self._grid.count():
            return
        self._columns = columns
        while self._grid.count():
            self._grid.takeAt(0)
        for row in range(self._grid.rowCount()):
            self._grid.setRowStretch(row, 0)
        self.empty.setVisible(not self.cards)
        if not self.cards:
            cards.insert(len(self.game_cards), self.empty)
        for index, card in enumerate(cards):
            self._grid.addWidget(card, index // columns, index % columns,
                                 Qt.AlignmentFlag.AlignTop)
        for column in range(MAX_COLUMNS):
            self._grid.setColumnStretch(column, 1 if column < columns else 0)
        self._grid.setRowStretch(len(cards) // columns + 1, 1)


def _label(text: str, parent: QWidget, scale: float = 1.0, bold: bool = False) -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    label.setFont(font)
    return label

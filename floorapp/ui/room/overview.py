"""The room overview: every open table at a glance, one card each (read-only).

A card shows the table's name, its hand count, its house rules in one line, then where the
button and the blinds are and every marker on the table (missed-blind buttons, lock-ups, who is
away or waiting). Clicking a card (or its Open button) shows that table.
"""

from __future__ import annotations

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
        self._columns = 0
        self.retranslate()

    def retranslate(self) -> None:
        """The overview's own words (the cards are worded when made: :meth:`show_tables`)."""
        self.empty.setText(QCoreApplication.translate(
            "Room", "No table is open. Add one with Table → Add a table (Ctrl+T), import a "
            "scenario, or reopen a closed table."))

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

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        fit = self.viewport().width() // CARD_WIDTH
        columns = max(1, min(MAX_COLUMNS, len(self.cards), fit))
        if columns == self._columns and self._grid.count():
            return
        self._columns = columns
        while self._grid.count():
            self._grid.takeAt(0)
        self.empty.setVisible(not self.cards)
        if not self.cards:
            self._grid.addWidget(self.empty, 0, 0, Qt.AlignmentFlag.AlignTop)
            return
        for index, card in enumerate(self.cards.values()):
            self._grid.addWidget(card, index // columns, index % columns,
                                 Qt.AlignmentFlag.AlignTop)
        for column in range(MAX_COLUMNS):
            self._grid.setColumnStretch(column, 1 if column < columns else 0)
        self._grid.setRowStretch(len(self.cards) // columns + 1, 1)


def _label(text: str, parent: QWidget, scale: float = 1.0, bold: bool = False) -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    label.setFont(font)
    return label

"""The tables of an event side by side, for a balancing question.

Each table is the training's painted table (:class:`TrainingTableView`: players, open seats,
where last hand's button and blinds lay) under its number and player count. A click on a seat
says which table and seat (:attr:`EventTablesView.seat_clicked`); the drill page decides what
the click means (:func:`choose`). Rings show the trainee's choice, or after the check the
right answer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from floorapp.screen.palette import DARK, Colours
from floorapp.screen.training_board import Board, board_scene
from floorapp.tournament import Event
from floorapp.training import MoveAnswer
from floorapp.ui.training import event_words
from floorapp.ui.training.widgets import TrainingTableView

COLUMNS = 2
"""Tables per row: two fit the drill page's table column at 800 pixels wide."""


def choose(answer: MoveAnswer, event: Event, table: int, seat: int) -> MoveAnswer:
    """The trainee's move after a click: a player is the one who moves (and the seat is asked
    again), an open seat once a player is chosen is where he goes."""
    found = event.table(table)
    if found is None or not 1 <= seat <= found.table.size:
        return answer
    if found.table.player(seat) is not None:
        return MoveAnswer((table, seat), None)
    if answer.mover is None:
        return answer
    return MoveAnswer(answer.mover, (table, seat))


def rings(answer: MoveAnswer) -> dict[int, frozenset[int]]:
    """The seats to ring, by table: the player who moves and the seat he goes to."""
    found: dict[int, frozenset[int]] = {}
    for spot in (answer.mover, answer.to):
        if spot is not None:
            found[spot[0]] = found.get(spot[0], frozenset()) | {spot[1]}
    return found


class EventTablesView(QWidget):
    """Every table of an event, a click on any seat reported with its table."""

    seat_clicked = Signal(int, int)
    """(table, seat)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventTables")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.views: dict[int, TrainingTableView] = {}
        self.headings: dict[int, QLabel] = {}
        self.cells: list[QWidget] = []
        self.shown_event: Event | None = None
        self.colours = DARK

    def set_colours(self, colours: Colours) -> None:
        self.colours = colours
        for view in self.views.values():
            view.set_colours(colours)

    def show_event(self, event: Event, rings: dict[int, frozenset[int]]) -> None:
        """The event's tables (built again when their numbers change), ``rings`` per table."""
        if self.shown_event is None or [t.number for t in self.shown_event.tables] != [
                t.number for t in event.tables]:
            self._build([t.number for t in event.tables])
        self.shown_event = event
        for table in event.tables:
            self.views[table.number].set_scene(board_scene(table.table, Board(), table.hands))
            self.views[table.number].set_marked(rings.get(table.number, frozenset()))
            self.headings[table.number].setText(event_words.table_heading(table))

    def _build(self, numbers: list[int]) -> None:
        for cell in self.cells:
            cell.setParent(None)
            cell.deleteLater()
        self.views, self.headings, self.cells = {}, {}, []
        for index, number in enumerate(numbers):
            cell = QWidget(self)
            column = QVBoxLayout(cell)
            column.setContentsMargins(0, 0, 0, 0)
            heading = QLabel(cell)
            heading.setObjectName(f"eventTableHeading{number}")
            heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            view = TrainingTableView(cell)
            view.setObjectName(f"eventTable{number}")
            view.setMinimumSize(180, 120)
            view.set_colours(self.colours)
            view.seat_clicked.connect(lambda seat, n=number: self.seat_clicked.emit(n, seat))
            column.addWidget(heading)
            column.addWidget(view, 1)
            self.grid.addWidget(cell, index // COLUMNS, index % COLUMNS)
            self.cells.append(cell)
            self.views[number] = view
            self.headings[number] = heading

"""Starting the tournament floor: the room's newest open event, or a new one (its name, tables,
seats, entrants, structure of levels and breaks, and the level late registration runs to; the
entrants drawn to their seats at once)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.palette import DARK, Colours
from floorapp.storage.room import Room
from floorapp.tournament import Draw, Event, EventRules, SetStructure, Structure
from floorapp.ui.dialogs.base import fitted, ok_cancel, problem_label

from .structure_text import DEFAULT_STRUCTURE, StructureProblem, parse_structure
from .window import EventWindow, RoomRun

translate = QCoreApplication.translate


@dataclass(frozen=True)
class NewEvent:
    """What the floor filled in for a new event."""

    name: str
    tables: int
    seats: int
    structure: Structure
    late_until_level: int | None
    """Late registration and re-entry until the end of this level (None: until the floor
    closes it)."""
    names: tuple[str, ...]


def new_event_problem(new: NewEvent) -> str | None:
    """Why the event cannot start as filled in (None: it can), in the floor's words."""
    if not new.name:
        return translate("NewEvent", "The event needs a name.")
    if len(new.names) < 2:
        return translate("NewEvent", "An event needs at least two entrants, one name a line.")
    if len(set(new.names)) != len(new.names):
        return translate("NewEvent", "Two entrants have the same name: tell them apart.")
    if len(new.names) > new.tables * new.seats:
        return translate("NewEvent", "{entrants} entrants do not fit {tables} tables of "
                         "{seats} seats.").format(entrants=len(new.names), tables=new.tables,
                                                  seats=new.seats)
    return None


class NewEventDialog(QDialog):
    """The new event's name, tables, seats, first level and entrants."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("newEventDialog")
        self.setWindowTitle(translate("NewEvent", "New event"))
        self.name = QLineEdit(self)
        self.name.setObjectName("eventName")
        self.tables = self._spin(1, 200, 2, "eventTables")
        self.seats = self._spin(2, 12, 9, "eventSeats")
        self.structure = QPlainTextEdit(DEFAULT_STRUCTURE, self)
        self.structure.setObjectName("eventStructure")
        self.structure.setToolTip(translate(
            "NewEvent", "One stage a line: \"100/200 20\" (blinds, minutes), \"200/400 ante 50 "
            "20\", \"200/400 bb-ante 400 20\", \"break 10 Colour-up\"."))
        self.late = self._spin(0, 99, 6, "lateUntilLevel")
        self.late.setSpecialValueText(translate("NewEvent", "until the floor closes it"))
        self.names = QPlainTextEdit(self)
        self.names.setObjectName("entrantNames")
        self.names.setPlaceholderText(translate("NewEvent", "One name a line"))
        for text in (self.names, self.structure):
            text.setTabChangesFocus(True)  # Tab goes on through the form, Enter adds a line
        form = QFormLayout()
        form.addRow(translate("NewEvent", "Name"), self.name)
        form.addRow(translate("NewEvent", "Tables"), self.tables)
        form.addRow(translate("NewEvent", "Seats a table"), self.seats)
        form.addRow(translate("NewEvent", "Entrants"), self.names)
        form.addRow(translate("NewEvent", "Structure"), self.structure)
        form.addRow(translate("NewEvent", "Late registration to level"), self.late)
        self.problem = problem_label(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        buttons = ok_cancel(self, self.try_accept)
        layout.addWidget(buttons)
        fitted(self, buttons)
        self.answer: NewEvent | None = None

    def _spin(self, low: int, high: int, value: int, name: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.setValue(value)
        return spin

    def filled_in(self) -> NewEvent:
        """The event as filled in; raises :class:`StructureProblem`."""
        names = tuple(line.strip() for line in self.names.toPlainText().splitlines()
                      if line.strip())
        return NewEvent(self.name.text().strip(), self.tables.value(), self.seats.value(),
                        parse_structure(self.structure.toPlainText()),
                        self.late.value() or None, names)

    def try_accept(self) -> None:
        """Accept the event as filled in, or say what is wrong and stay open."""
        try:
            new = self.filled_in()
            wrong = new_event_problem(new)
        except StructureProblem as problem:
            wrong = str(problem)
        if wrong is not None:
            self.problem.setText(wrong)
            self.problem.show()
            return
        self.answer = new
        self.accept()


def start_event(room: Room, new: NewEvent, seed: int) -> Any:
    """Add the event to the room, set its structure and draw its seats (on the room's
    worker); the floor starts the clock."""
    rules = EventRules(seats=new.seats, late_until_level=new.late_until_level)
    first = new.structure.level_in_force(1)
    info = room.add_event(new.name, rules, Event(rules=rules, level=first,
                                                 registration_open=True))
    position = room.event_state(info.id).position
    for action in (SetStructure(new.structure), Draw(new.names, new.tables, seed)):
        position = room.apply_event(info.id, action, position).position
    return info


def open_events(parent: QWidget, room_run: RoomRun, table_colours: Colours = DARK) -> None:
    """Show the window of the room's newest open event (one already open is brought to the
    front), or, when the room has none, the new event's dialog."""
    for shown in parent.findChildren(EventWindow):
        if shown.isVisible():
            shown.raise_()
            shown.activateWindow()
            return

    def show(info: Any) -> None:
        window = EventWindow(parent, room_run, info.id, info.name, table_colours)
        window.resize(parent.size())
        window.show()
        window.activateWindow()  # opened from an answer of the room's worker: give it the keys

    def say(failure: BaseException) -> None:
        QMessageBox.warning(parent, translate("NewEvent", "Tournament floor"), translate(
            "NewEvent", "The room's events cannot be read or written: {why}").format(
            why=str(failure)))

    def started(info: Any, failure: BaseException | None) -> None:
        if failure is None:
            show(info)
        else:
            say(failure)

    def start(dialog: NewEventDialog) -> None:
        new, seed = dialog.answer, random.randrange(1, 10**9)
        if new is not None:
            room_run(lambda room: start_event(room, new, seed), started)

    def chosen(events: Any, failure: BaseException | None) -> None:
        if failure is not None:
            say(failure)
            return
        if events:
            show(events[-1])
            return
        dialog = NewEventDialog(parent)
        dialog.accepted.connect(lambda: start(dialog))
        dialog.open()
        dialog.activateWindow()

    room_run(lambda room: room.events(include_closed=False), chosen)

"""The List panel beside the table: the waiting list of the game of the table on screen.

Three sections, as the floor calls them (:func:`floorapp.screen.lists.list_sections`):
**Called** (each name called to a seat, the table and seat, minutes since the call), **Table
changes** (players seated at another table who asked for this game: offered a seat first,
F-36; where each sits now, minutes since he asked) and **the list** (each name, his note,
minutes waited; an *interest list* while none of the game's tables is open).

What the floor does here: put a name on the list (**Add…**: a name, a phone number or a
note), correct it (**Edit…**), take it off (**Remove…**, asked first), move it up or down
(the buttons, or drag it within its section), and the list's own **Undo** / **Redo** (the
list journal's: ``Ctrl+Z`` stays the table's). A tap on a name, or **Seat / call…**, hands
the name to the table (``place_requested``: the seat workflow then places it at the seat
tapped next); a name dragged out carries :data:`LIST_NAME_MIME` (``b"<game>:<name>"``), which
the table accepts on a seat. The line under the list says the list's latest action
("21:04 Ann called to seat 5 of Table 3").

Every change goes through the game's :class:`~floorapp.ui.lists.controller.ListController`:
the panel shows the list as the room holds it, here or after another screen changed it
(``ListsOnScreen.changed``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QFontMetrics,
)
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from floorapp.lists import AddName, EditName, ListAction, MoveName, RemoveName
from floorapp.screen.geometry import TOUCH
from floorapp.screen.lists import ListSections, NameRow, list_sections, neighbour_place
from floorapp.session import FloorSession, Intent, Outcome
from floorapp.storage.journal import micros
from floorapp.ui import wording
from floorapp.ui.fit import FittingButton
from floorapp.ui.language import Retranslating

from .controller import ListController
from .names_view import NamesView, Row, RowWords
from .on_screen import ListsOnScreen
from .row_pictures import NAME_ROLE


class ListPanel(Retranslating, QWidget):
    """The list of one game (the game of the table on screen), its actions and its latest
    action. ``table_name`` names a table by its id; ``clock`` is the time shown (tests set
    it)."""

    place_requested = Signal(int, int)
    """Seat or call a name: (game id, name id); the table places it at the seat tapped."""
    placing_cancelled = Signal()
    """The floor turned to something else in the panel: a name being placed is put down."""
    acted = Signal()
    """A list action of the panel was done (the message line has nothing more to say)."""

    def __init__(self, lists: ListsOnScreen, session: FloorSession,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("listPanel")
        self.lists = lists
        self.session = session
        self.clock: Callable[[], datetime] = lambda: datetime.now().astimezone()
        self.game_id: int | None = None
        self.sections = ListSections((), (), ())
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.heading = QLabel(self)
        self.heading.setObjectName("listHeading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.view = NamesView(self)
        self.view.setMinimumHeight(96)
        self.view.reordered.connect(self._dropped_on)
        self.view.itemClicked.connect(self._tapped)
        self.view.activated_name.connect(self._place)
        self.view.delete_pressed.connect(lambda _name: self.remove_name())
        self.view.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.latest = QLabel(self)
        self.latest.setObjectName("listLatest")
        self.latest.setWordWrap(True)
        self.latest.setTextFormat(Qt.TextFormat.PlainText)
        small = self.latest.font()
        small.setPointSizeF(small.pointSizeF() * 0.95)
        self.latest.setFont(small)
        self.latest.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Two lines' room whatever the latest action says: a longer or shorter line does not
        # resize the list above it (laid out and painted again for nothing).
        self.latest.setMinimumHeight(2 * QFontMetrics(small).lineSpacing())
        self.add_button = self._button("listAdd", self.add_name)
        self.edit_button = self._button("listEdit", self.edit_name)
        self.remove_button = self._button("listRemove", self.remove_name)
        self.place_button = self._button("listPlace", self.place_selected)
        self.up_button = self._button("listUp", lambda: self.move_selected(-1))
        self.down_button = self._button("listDown", lambda: self.move_selected(1))
        self.undo_button = self._button("listUndo", self.undo)
        self.redo_button = self._button("listRedo", self.redo)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        for column, button in enumerate((self.add_button, self.edit_button,
                                         self.remove_button)):
            grid.addWidget(button, 0, column)
        for column, button in enumerate((self.place_button, self.undo_button,
                                         self.redo_button)):
            grid.addWidget(button, 1, column)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(4)
        top.addWidget(self.heading, 1)
        for arrow in (self.up_button, self.down_button):
            arrow.setFixedWidth(44)
            arrow.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            top.addWidget(arrow)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addLayout(grid)
        layout.addWidget(self.latest)
        self.retranslate()

    def _button(self, name: str, slot: Callable[[], object]) -> FittingButton:
        button = FittingButton(self, smallest=0.8)  # a third of the panel's width each
        button.setObjectName(name)
        button.setMinimumHeight(TOUCH)
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        button.clicked.connect(lambda _=False: slot())
        return button

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        texts = (
            (self.add_button, translate("ListPanel", "Add…"),
             translate("ListPanel", "Put a name on the list")),
            (self.edit_button, translate("ListPanel", "Edit…"),
             translate("ListPanel", "Correct the name chosen or its note")),
            (self.remove_button, translate("ListPanel", "Remove…"),
             translate("ListPanel", "Take the name chosen off the list")),
            (self.place_button, translate("ListPanel", "Seat…"),
             translate("ListPanel", "Call or seat the name chosen: then tap the seat")),
            (self.up_button, "▲", translate("ListPanel", "Move the name chosen up")),
            (self.down_button, "▼", translate("ListPanel", "Move the name chosen down")),
            (self.undo_button, translate("ListPanel", "Undo"),
             translate("ListPanel", "Take back the list's latest action (Ctrl+Z undoes the "
                       "table's)")),
            (self.redo_button, translate("ListPanel", "Redo"),
             translate("ListPanel", "Put back the list action taken back last")),
        )
        for button, text, tip in texts:
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.fit()
        self.refresh()

    # --- what it shows ----------------------------------------------------------------------

    @property
    def controller(self) -> ListController | None:
        return None if self.game_id is None else self.lists.controller(self.game_id)

    def show_game(self, game_id: int | None) -> None:
        """Show this game's list (None: no game: the panel is empty)."""
        if game_id != self.game_id:
            self.game_id = game_id
            self.view.clearSelection()
        self.refresh()

    def refresh(self) -> None:
        """Show the list as the room holds it now (the minutes waited, moved on)."""
        self.view.game_id = self.game_id
        chosen = self.selected()
        controller = self.controller
        if controller is None:
            self.sections = ListSections((), (), ())
            self.heading.setText(QCoreApplication.translate("ListPanel", "List"))
            self._fill(None)
            self.latest.setText("")
            self._update_buttons()
            return
        now = micros(self.clock())
        self.sections = list_sections(controller.state.names, now)
        game = controller.game
        tables = [info for info in self.session.view.tables(include_closed=False)
                  if info.game_id == game.id]
        translate = QCoreApplication.translate
        if tables:
            heading = translate("ListPanel", "List: {game}").format(game=game.name)
        else:
            heading = translate("ListPanel", "Interest list: {game} (no table open)").format(
                game=game.name)
        self.heading.setText(heading)
        self._fill(game.name, interest=not tables)
        if chosen is not None and (item := self.view.name_item(chosen)) is not None:
            self.view.setCurrentItem(item)
        self.latest.setText(self._latest_text(game.name))
        self._update_buttons()

    def _fill(self, game: str | None, interest: bool = False) -> None:
        translate = QCoreApplication.translate
        sections = self.sections
        rows: list[Row] = []
        if game is None:
            rows.append(Row(translate("ListPanel", "No table on screen"), "heading"))
            self.view.show_rows(rows)
            return
        words = RowWords(self._table_name)
        if sections.called:
            rows.append(Row(translate("ListPanel", "Called ({count})").format(
                count=len(sections.called)), "heading"))
            rows.extend(Row(words.text(row), "called", row.name_id)
                        for row in sections.called)
        if sections.changes:
            rows.append(Row(translate("ListPanel", "Table changes ({count}): first for a seat"
                                      ).format(count=len(sections.changes)), "heading"))
            rows.extend(Row(words.text(row), "changes", row.name_id)
                        for row in sections.changes)
        title = (translate("ListPanel", "Interest list ({count})") if interest else
                 translate("ListPanel", "Waiting ({count})"))
        rows.append(Row(title.format(count=len(sections.waiting)), "heading"))
        rows.extend(Row(words.text(row, number), "waiting", row.name_id)
                    for number, row in enumerate(sections.waiting, start=1))
        if not sections.waiting:
            rows.append(Row(translate("ListPanel", "Nobody waits for {game}.").format(
                game=game), "note"))
        self.view.show_rows(rows)

    def row_text(self, row: NameRow, number: int | None = None) -> str:
        """A name's row: the name (with its place on the list), then what the floor needs to
        know about it, each on a line."""
        return RowWords(self._table_name).text(row, number)

    def rows(self) -> list[str]:
        """Every row shown, on one line each (tests and screen readers)."""
        return [self.view.item(index).text().replace("\n", " · ")
                for index in range(self.view.count())]

    def _latest_text(self, game: str) -> str:
        if self.game_id is None:
            return ""
        entry = self.lists.controller(self.game_id).shown.latest
        if entry is None:
            return ""
        text = wording.list_entry_line(entry.kind, entry.action, entry.steps, entry.document,
                                       self._table_name, game)
        return wording.latest_line(entry.at, text)

    def _table_name(self, table_id: int) -> str:
        try:
            return self.session.view.table_info(table_id).name
        except LookupError:
            return str(table_id)

    def selected(self) -> int | None:
        """The name chosen (its id), if any."""
        item = self.view.currentItem()
        if item is None or not item.isSelected() or item.data(NAME_ROLE) is None:
            return None
        return int(item.data(NAME_ROLE))

    def select(self, name_id: int) -> None:
        item = self.view.name_item(name_id)
        if item is not None:
            self.view.setCurrentItem(item)

    def _selected_row(self) -> NameRow | None:
        chosen = self.selected()
        return next((row for row in self.sections.rows() if row.name_id == chosen), None)

    def _update_buttons(self) -> None:
        controller = self.controller
        row = self._selected_row()
        chosen = row is not None
        self.add_button.setEnabled(controller is not None)
        for button in (self.edit_button, self.remove_button, self.place_button):
            button.setEnabled(chosen)
        movable = row is not None and row.called_to is None
        self.up_button.setEnabled(movable and row is not None and neighbour_place(
            self.sections, row.name_id, -1) is not None)
        self.down_button.setEnabled(movable and row is not None and neighbour_place(
            self.sections, row.name_id, 1) is not None)
        self.undo_button.setEnabled(controller is not None and controller.can_undo)
        self.redo_button.setEnabled(controller is not None and controller.can_redo)

    # --- what the floor does ----------------------------------------------------------------

    def _tapped(self, item: QListWidgetItem) -> None:
        """A tap on a name chooses it and hands it to the table: the next seat tapped seats
        (or calls) him there."""
        if item.data(NAME_ROLE) is not None:
            self._update_buttons()
            self._place(int(item.data(NAME_ROLE)))

    def _place(self, name_id: int) -> None:
        if self.game_id is not None:
            self.place_requested.emit(self.game_id, name_id)

    def place_selected(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self._place(chosen)

    def add_name(self) -> bool:
        """Ask for a name (and a phone number or a note) and put it at the bottom of the
        list."""
        from floorapp.ui.dialogs import NameDialog

        controller = self.controller
        if controller is None:
            return False
        self.placing_cancelled.emit()
        intent = controller.decide(None)
        answer = NameDialog.ask(self, QCoreApplication.translate(
            "ListPanel", "A name on the list of {game}").format(game=controller.game.name))
        if answer is None:
            return False
        name, note = answer
        return self._ask(controller, AddName(name, note), intent)

    def edit_name(self) -> bool:
        from floorapp.ui.dialogs import NameDialog

        controller, row = self.controller, self._selected_row()
        if controller is None or row is None:
            return False
        self.placing_cancelled.emit()
        intent = controller.decide(None)
        answer = NameDialog.ask(self, QCoreApplication.translate(
            "ListPanel", "Correct {name}").format(name=row.name), row.name, row.note)
        if answer is None or answer == (row.name, row.note):
            return False
        return self._ask(controller, EditName(row.name_id, *answer), intent)

    def remove_name(self) -> bool:
        """Take the name chosen off the list, once the floor says yes."""
        from floorapp.ui.dialogs import ConfirmDialog

        controller, row = self.controller, self._selected_row()
        if controller is None or row is None:
            return False
        self.placing_cancelled.emit()
        intent = controller.decide(None)
        translate = QCoreApplication.translate
        question = translate("ListPanel", "Take {name} off the list of {game}?").format(
            name=row.name, game=controller.game.name)
        if row.called_to is not None:
            question = translate(
                "ListPanel", "Take {name} off the list of {game}? The seat called for stays "
                "locked up for the next name.").format(name=row.name, game=controller.game.name)
        if not ConfirmDialog.ask(self, translate("ListPanel", "Take off the list"), question):
            return False
        return self._ask(controller, RemoveName(row.name_id), intent)

    def move_selected(self, step: int) -> bool:
        row = self._selected_row()
        if row is None:
            return False
        place = neighbour_place(self.sections, row.name_id, step)
        return place is not None and self.move_to(row.name_id, place)

    def _dropped_on(self, name_id: int, target_id: int) -> None:
        """A name dropped on another of its section takes that name's place."""
        target = next((row for row in self.sections.rows() if row.name_id == target_id), None)
        if target is not None:
            self.move_to(name_id, target.place)

    def move_to(self, name_id: int, place: int) -> bool:
        """Give a name another place on the list (0: first), among the names of its kind."""
        controller = self.controller
        if controller is None:
            return False
        self.placing_cancelled.emit()
        return self._ask(controller, MoveName(name_id, place), controller.decide(None),
                         select=name_id)

    def undo(self) -> bool:
        controller = self.controller
        self.placing_cancelled.emit()
        if controller is None or not controller.can_undo:
            return False
        controller.undo()
        return True

    def redo(self) -> bool:
        controller = self.controller
        self.placing_cancelled.emit()
        if controller is None or not controller.can_redo:
            return False
        controller.redo()
        return True

    def _ask(self, controller: ListController, action: ListAction, intent: Intent,
             select: int | None = None) -> bool:
        """Have the room do ``action`` as decided in ``intent``; once done, the message line
        is cleared (and ``select`` chosen). True: asked (a refusal is said by the
        controller)."""
        def answered(outcome: Outcome) -> None:
            if outcome.done:
                self.acted.emit()
                if select is not None:
                    self.select(select)

        controller.apply(action, intent, then=answered)
        return True

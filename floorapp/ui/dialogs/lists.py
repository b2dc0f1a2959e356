"""The list's small dialogs: a name put on the list (or corrected), the game a seated player
asks a table change for.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from floorapp.lists import NOTE_LIMIT, ListCode, ListRefused, note_problem
from floorapp.rules import NAME_LIMIT, player_name_problem
from floorapp.screen.geometry import TOUCH
from floorapp.ui import wording
from floorapp.ui.dialogs.base import (
    ask_save_path,
    big_button,
    fitted,
    ok_cancel,
    problem_label,
    title_label,
)


class NameDialog(QDialog):
    """A name on the list: the player's name and, if the floor wants, a phone number or a
    note ("back at 9")."""

    def __init__(self, parent: QWidget | None, title: str, name: str = "",
                 note: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("nameDialog")
        translate = QCoreApplication.translate
        self.setWindowTitle(title)
        self.result_name: tuple[str, str] | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(title, self))
        form = QFormLayout()
        self.name = QLineEdit(name, self)
        self.name.setObjectName("listName")
        self.name.setMaxLength(NAME_LIMIT)
        self.name.setMinimumHeight(TOUCH)
        self.name.setAccessibleName(translate("ListDialog", "Player's name"))
        self.note = QLineEdit(note, self)
        self.note.setObjectName("listNote")
        self.note.setMaxLength(NOTE_LIMIT)
        self.note.setMinimumHeight(TOUCH)
        self.note.setPlaceholderText(translate("ListDialog", "optional: a phone number, "
                                               "\"back at 9\""))
        self.note.setAccessibleName(translate("ListDialog", "Phone or note"))
        form.addRow(translate("ListDialog", "Name"), self.name)
        form.addRow(translate("ListDialog", "Phone or note"), self.note)
        layout.addLayout(form)
        self.problems = problem_label(self)
        layout.addWidget(self.problems)
        buttons = ok_cancel(self, self.try_accept)
        layout.addWidget(buttons)
        fitted(self, buttons)
        self.name.setFocus()

    def try_accept(self) -> None:
        """Accept a name of 1 to 40 characters and a note of one short line; otherwise say
        what is wrong, in place (the list layer's own words for it)."""
        problems = []
        if player_name_problem(self.name.text()) is not None:
            problems.append(wording.list_refusal_text(
                ListRefused(ListCode.BAD_NAME, limit=NAME_LIMIT), str))
        if note_problem(self.note.text()) is not None:
            problems.append(wording.list_refusal_text(
                ListRefused(ListCode.BAD_NOTE, limit=NOTE_LIMIT), str))
        if problems:
            self.problems.setText("\n".join(problems))
            return
        self.result_name = (self.name.text().strip(), self.note.text().strip())
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, name: str = "",
            note: str = "") -> tuple[str, str] | None:
        dialog = cls(parent, title, name, note)
        return dialog.result_name if dialog.exec() == QDialog.DialogCode.Accepted else None


@dataclass(frozen=True)
class GameOffer:
    """A game a table change may be asked for: ``taken`` says why not (already asked)."""

    game_id: int
    name: str
    own: bool
    taken: str = ""


class TableChangeDialog(QDialog):
    """Which game a seated player asks a table change for: his own game first (another
    table of it), then the room's other open games."""

    def __init__(self, parent: QWidget | None, player: str, where: str,
                 games: list[GameOffer]) -> None:
        super().__init__(parent)
        self.setObjectName("tableChangeDialog")
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("ListDialog", "Table change"))
        self.chosen: int | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(translate(
            "ListDialog", "{name} ({where}) asks for a table change to:").format(
                name=player, where=where), self))
        for game in games:
            label = game.name
            if game.own:
                label = translate("ListDialog", "{game} (another table of this game)").format(
                    game=game.name)
            button = big_button(label, self)
            button.setObjectName(f"changeTo{game.game_id}")
            button.setEnabled(not game.taken)
            layout.addWidget(button)
            button.clicked.connect(lambda _=False, g=game.game_id: self._choose(g))
            if game.taken:
                note = QLabel(game.taken, self)
                note.setWordWrap(True)
                layout.addWidget(note)
        explanation = QLabel(translate(
            "ListDialog", "A table change is offered an open seat of that game before the "
            "names of the list (F-36); the player keeps this seat until called."), self)
        explanation.setWordWrap(True)
        layout.addWidget(explanation)
        cancel = big_button(translate("Dialog", "Cancel"), self)
        cancel.setObjectName("cancelButton")
        cancel.clicked.connect(self.reject)
        layout.addWidget(cancel)
        fitted(self, cancel)

    def _choose(self, game_id: int) -> None:
        self.chosen = game_id
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, player: str, where: str,
            games: list[GameOffer]) -> int | None:
        dialog = cls(parent, player, where, games)
        return dialog.chosen if dialog.exec() == QDialog.DialogCode.Accepted else None


class CsvFileDialog:
    """Where to save a game's list history as CSV."""

    @classmethod
    def ask_save(cls, parent: QWidget | None, suggested: Path) -> Path | None:
        return ask_save_path(
            parent, QCoreApplication.translate("ListDialog", "Export the list history as CSV"),
            suggested, QCoreApplication.translate("ListDialog", "CSV files (*.csv)"), ".csv")

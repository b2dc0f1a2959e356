"""The seat dialogs: seat a player, bring one back, confirm a move, put the positions
right.

Each dialog has an ``ask()`` classmethod that shows it and returns the floor's answer (or
None when cancelled); tests replace ``ask`` instead of clicking through a modal window.
Big buttons (at least 48 pixels high) so a finger can pick a choice.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floorapp.rules import (
    NAME_LIMIT,
    Choice,
    Correct,
    Table,
    can_apply,
    player_name_problem,
)
from floorapp.screen.geometry import TOUCH
from floorapp.ui import wording
from floorapp.ui.dialogs.base import (
    big_button,
    fitted,
    ok_cancel,
    problem_label,
    title_label,
)


class ChoiceDialog(QDialog):
    """A question with a few big answer buttons, each with a line saying what it means."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        message: str,
        options: list[tuple[Choice, str, str]],
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("choiceDialog")
        self.choice: Choice | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(message, self))
        for choice, label, explanation in options:
            button = big_button(label, self)
            button.setObjectName(f"choice_{choice.value}")
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
            layout.addWidget(button)
            note = QLabel(explanation, self)
            note.setWordWrap(True)
            layout.addWidget(note)
        cancel = big_button(QCoreApplication.translate("Dialog", "Cancel"), self)
        cancel.clicked.connect(self.reject)
        layout.addWidget(cancel)
        fitted(self, cancel)

    def _choose(self, choice: Choice) -> None:
        self.choice = choice
        self.accept()

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        title: str,
        message: str,
        options: list[tuple[Choice, str, str]],
    ) -> Choice | None:
        dialog = cls(parent, title, message, options)
        return dialog.choice if dialog.exec() == QDialog.DialogCode.Accepted else None


class ComeBackDialog(ChoiceDialog):
    """An away (or busted) player returns: what he owes, then post / wait / behind (its own
    class, so that tests can answer it apart from the others)."""


class MoveDialog(ChoiceDialog):
    """A seat change: whether he plays at once, must post, or waits, and why."""


class Placing(StrEnum):
    """What the floor does with a name of the list placed on an open seat."""

    CALL = "call"
    """Call him to the seat: it is held for him (his call timer)."""
    SEAT = "seat"
    """He is here: seat him now, as a new player."""


class PlaceNameDialog(ChoiceDialog):
    """A name of the list placed on a seat: call him to it, or seat him now."""

    @classmethod
    def ask_placing(
        cls, parent: QWidget | None, title: str, message: str,
        options: list[tuple[Placing, str, str]],
    ) -> Placing | None:
        dialog = cls(parent, title, message, options)  # type: ignore[arg-type]
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return Placing(dialog.choice) if dialog.choice is not None else None


class SitDialog(QDialog):
    """A new player sits down: his name, and post now / wait / behind."""

    def __init__(
        self, parent: QWidget | None, seat: int, options: list[tuple[Choice, str, str]],
        name: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("sitDialog")
        if name is None:
            self.setWindowTitle(QCoreApplication.translate("Dialog", "Seat {seat}: new player")
                                .format(seat=seat))
            question = QCoreApplication.translate("Dialog", "Who sits down in seat {seat}?")
        else:  # a name of the list: his name is the list's, not typed again
            self.setWindowTitle(wording.seat_called_title(seat, name))
            question = QCoreApplication.translate(
                "Dialog", "{name} sits down in seat {seat}, as a new player:")
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(question.format(seat=seat, name=name), self))
        self.name = QLineEdit(self)
        self.name.setObjectName("playerName")
        self.name.setMaxLength(NAME_LIMIT)
        self.name.setMinimumHeight(TOUCH)
        self.name.setPlaceholderText(QCoreApplication.translate("Dialog", "Name"))
        self.name.setAccessibleName(QCoreApplication.translate("Dialog", "Player's name"))
        if name is not None:
            self.name.setText(name)
            self.name.setReadOnly(True)
        layout.addWidget(self.name)
        self.group = QButtonGroup(self)
        self.choices: dict[int, Choice] = {}
        for index, (choice, label, explanation) in enumerate(options):
            radio = QRadioButton(label, self)
            radio.setMinimumHeight(TOUCH)
            radio.setObjectName(f"choice_{choice.value}")
            self.group.addButton(radio, index)
            self.choices[index] = choice
            radio.setChecked(choice is Choice.WAIT)
            layout.addWidget(radio)
            note = QLabel(explanation, self)
            note.setWordWrap(True)
            note.setIndent(24)
            layout.addWidget(note)
        buttons = ok_cancel(self, self.accept)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setEnabled(player_name_problem(self.name.text()) is None)
        self.name.textChanged.connect(
            lambda text: self.ok.setEnabled(player_name_problem(text) is None))
        layout.addWidget(buttons)
        fitted(self, buttons)

    def answer(self) -> tuple[str, Choice]:
        return self.name.text().strip(), self.choices[self.group.checkedId()]

    @classmethod
    def ask(
        cls, parent: QWidget | None, seat: int, options: list[tuple[Choice, str, str]],
        name: str | None = None,
    ) -> tuple[str, Choice] | None:
        """The name and the choice (``name`` given: a name of the list, shown and fixed)."""
        dialog = cls(parent, seat, options, name)
        return dialog.answer() if dialog.exec() == QDialog.DialogCode.Accepted else None




class CorrectDialog(QDialog):
    """Put a button found out of place right: the positions of the hand just played."""

    def __init__(self, parent: QWidget | None, table: Table) -> None:
        super().__init__(parent)
        self.setObjectName("correctDialog")
        self.setWindowTitle(QCoreApplication.translate("Dialog", "Correct positions"))
        self.table = table
        self.result_event: Correct | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(QCoreApplication.translate(
            "Dialog", "Where were the button and the blinds on the hand just played?"), self))
        form = QFormLayout()
        last = table.last
        blinds = len(table.house.blinds)
        self.spins: dict[str, QSpinBox] = {}
        keys = ["button"] + (["small_blind"] if blinds > 1 else []) + ["big_blind"] + (
            ["third_blind"] if blinds > 2 else [])
        labels = {
            "button": QCoreApplication.translate("Dialog", "Button"),
            "small_blind": QCoreApplication.translate("Dialog", "Small blind"),
            "big_blind": QCoreApplication.translate("Dialog", "Big blind"),
            "third_blind": QCoreApplication.translate("Dialog", "Third blind"),
        }
        current = {"button": last.button if last else 1}
        if last is not None:
            seats = list(last.blinds)
            names = keys[1:]
            current.update(dict(zip(names, seats, strict=False)))
        for key in keys:
            spin = QSpinBox(self)
            spin.setObjectName(key)
            spin.setRange(1, table.size)
            spin.setValue(current.get(key, 1))
            spin.setMinimumHeight(TOUCH)
            self.spins[key] = spin
            form.addRow(labels[key], spin)
        layout.addLayout(form)
        self.problem = problem_label(self, "problem")
        layout.addWidget(self.problem)
        buttons = ok_cancel(self, self.try_accept)
        layout.addWidget(buttons)
        fitted(self, buttons)

    def event_entered(self) -> Correct:
        values = {key: spin.value() for key, spin in self.spins.items()}
        return Correct(
            button=values["button"],
            small_blind=values.get("small_blind"),
            big_blind=values["big_blind"],
            third_blind=values.get("third_blind"),
        )

    def try_accept(self) -> None:
        event = self.event_entered()
        refusal = can_apply(self.table, event)
        if refusal is not None:
            self.problem.setText(wording.refusal_text(refusal, self.table))
            return
        self.result_event = event
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, table: Table) -> Correct | None:
        dialog = cls(parent, table)
        return dialog.result_event if dialog.exec() == QDialog.DialogCode.Accepted else None

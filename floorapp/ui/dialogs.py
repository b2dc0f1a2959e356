"""The floor's dialogs: seat a player, bring one back, confirm a move, house rules, positions,
add or rename a table, confirm, choose a file.

Each dialog has an ``ask()`` classmethod that shows it and returns the floor's answer (or
None when cancelled); tests replace ``ask`` instead of clicking through a modal window.
Big buttons (at least 48 pixels high) so a finger can pick a choice.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floorapp.rules import (
    MAX_LOCKUP_MINUTES,
    MAX_SEATS,
    MIN_LOCKUP_MINUTES,
    MIN_SEATS,
    NAME_LIMIT,
    ButtonRule,
    Choice,
    Correct,
    EntryPost,
    Makeup,
    SeatChangeRule,
    StraddleRule,
    Structure,
    Table,
    can_apply,
    player_name_problem,
)
from floorapp.storage.settings import (
    PaletteName,
    Problem,
    Settings,
    house_problems,
    house_rules,
    seat_problems,
)

from . import wording
from .fit import fit_on_show, scroll_all_but
from .geometry import TOUCH


def _big_button(text: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setMinimumHeight(TOUCH)
    return button


def _title_label(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.25)
    font.setBold(True)
    label.setFont(font)
    return label


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
        layout.addWidget(_title_label(message, self))
        for choice, label, explanation in options:
            button = _big_button(label, self)
            button.setObjectName(f"choice_{choice.value}")
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
            layout.addWidget(button)
            note = QLabel(explanation, self)
            note.setWordWrap(True)
            layout.addWidget(note)
        cancel = _big_button(QCoreApplication.translate("Dialog", "Cancel"), self)
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


class SitDialog(QDialog):
    """A new player sits down: his name, and post now / wait / behind."""

    def __init__(
        self, parent: QWidget | None, seat: int, options: list[tuple[Choice, str, str]]
    ) -> None:
        super().__init__(parent)
        self.setObjectName("sitDialog")
        self.setWindowTitle(QCoreApplication.translate("Dialog", "Seat {seat}: new player")
                            .format(seat=seat))
        layout = QVBoxLayout(self)
        layout.addWidget(_title_label(
            QCoreApplication.translate("Dialog", "Who sits down in seat {seat}?").format(
                seat=seat), self))
        self.name = QLineEdit(self)
        self.name.setObjectName("playerName")
        self.name.setMaxLength(NAME_LIMIT)
        self.name.setMinimumHeight(TOUCH)
        self.name.setPlaceholderText(QCoreApplication.translate("Dialog", "Name"))
        self.name.setAccessibleName(QCoreApplication.translate("Dialog", "Player's name"))
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
        self.ok.setEnabled(False)
        self.name.textChanged.connect(
            lambda text: self.ok.setEnabled(player_name_problem(text) is None))
        layout.addWidget(buttons)
        fitted(self, buttons)

    def answer(self) -> tuple[str, Choice]:
        return self.name.text().strip(), self.choices[self.group.checkedId()]

    @classmethod
    def ask(
        cls, parent: QWidget | None, seat: int, options: list[tuple[Choice, str, str]]
    ) -> tuple[str, Choice] | None:
        dialog = cls(parent, seat, options)
        return dialog.answer() if dialog.exec() == QDialog.DialogCode.Accepted else None


class HouseRulesDialog(QDialog):
    """Every house rule of docs/RULES.md section 2, the number of seats and the colours: for
    the table on screen (from its next hand) and for the tables added from now on."""

    def __init__(self, parent: QWidget | None, settings: Settings) -> None:
        super().__init__(parent)
        self.setObjectName("houseRulesDialog")
        self.setWindowTitle(QCoreApplication.translate("Dialog", "House rules"))
        self.result_settings: Settings | None = None
        self.note = QLabel(QCoreApplication.translate(
            "Dialog", "These rules apply to this table from the next hand, and to the tables "
            "you add from now on. Another number of blinds, or a blind on the button switched "
            "on or off, starts a new game with the button where it is."), self)
        self.note.setObjectName("houseRulesNote")
        self.note.setWordWrap(True)
        house = settings.house
        form = QFormLayout()
        self.form = form
        self.combos: dict[str, QComboBox] = {}
        choice_sets: dict[str, list[tuple[StrEnum, str]]] = {
            "button": [(r, wording.button_rule_label(r)) for r in ButtonRule],
            "structure": [(s, wording.structure_label(s)) for s in Structure],
            "makeup": [(m, wording.makeup_label(m)) for m in Makeup],
            "entry_post": [(e, wording.entry_post_label(e)) for e in EntryPost],
            "seat_change": [(s, wording.seat_change_label(s)) for s in SeatChangeRule],
            "straddle": [(s, wording.straddle_label(s)) for s in StraddleRule],
        }
        self.blinds = QLineEdit("/".join(str(b) for b in house.blinds), self)
        self.blinds.setObjectName("blinds")
        self.blinds.setMinimumHeight(TOUCH)
        self.blinds.setPlaceholderText("1/2")
        form.addRow(wording.house_key_label("blinds"), self.blinds)
        for key, options in choice_sets.items():
            combo = QComboBox(self)
            combo.setObjectName(key)
            combo.setMinimumHeight(TOUCH)
            for value, label in options:
                combo.addItem(label, value.value)
            combo.setCurrentIndex(max(0, combo.findData(str(getattr(house, key)))))
            self.combos[key] = combo
            form.addRow(wording.house_key_label(key), combo)
        self.button_blind = QCheckBox(self)
        self.button_blind.setObjectName("button_blind")
        self.button_blind.setChecked(house.button_blind)
        self.button_blind.setMinimumHeight(TOUCH)
        form.addRow(wording.house_key_label("button_blind"), self.button_blind)
        self.free_hand_at = QSpinBox(self)
        self.free_hand_at.setObjectName("free_hand_at")
        self.free_hand_at.setRange(0, MAX_SEATS)
        self.free_hand_at.setValue(house.free_hand_at)
        self.free_hand_at.setSpecialValueText(QCoreApplication.translate("Dialog", "off"))
        self.free_hand_at.setMinimumHeight(TOUCH)
        form.addRow(wording.house_key_label("free_hand_at"), self.free_hand_at)
        self.lockup_minutes = QSpinBox(self)
        self.lockup_minutes.setObjectName("lockup_minutes")
        self.lockup_minutes.setRange(MIN_LOCKUP_MINUTES, MAX_LOCKUP_MINUTES)
        self.lockup_minutes.setValue(house.lockup_minutes)
        self.lockup_minutes.setSuffix(QCoreApplication.translate("Dialog", " min"))
        self.lockup_minutes.setMinimumHeight(TOUCH)
        form.addRow(wording.house_key_label("lockup_minutes"), self.lockup_minutes)
        self.seats = QSpinBox(self)
        self.seats.setObjectName("seats")
        self.seats.setRange(MIN_SEATS, MAX_SEATS)
        self.seats.setValue(settings.seats)
        self.seats.setMinimumHeight(TOUCH)
        form.addRow(wording.house_key_label("seats"), self.seats)
        self.palette_choice = QComboBox(self)
        self.palette_choice.setObjectName("palette")
        self.palette_choice.setMinimumHeight(TOUCH)
        self.palette_choice.addItem(QCoreApplication.translate("Dialog", "Dark"),
                                    PaletteName.DARK.value)
        self.palette_choice.addItem(QCoreApplication.translate("Dialog", "Light"),
                                    PaletteName.LIGHT.value)
        self.palette_choice.setCurrentIndex(self.palette_choice.findData(settings.palette.value))
        form.addRow(wording.house_key_label("palette"), self.palette_choice)
        self.problems = _problem_label(self)
        buttons = ok_cancel(self, self.try_accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(form)
        layout.addWidget(self.problems)
        layout.addWidget(buttons)
        fitted(self, buttons)

    def values(self) -> tuple[dict[str, object], object]:
        """The house-rule values as entered, and the seat count."""
        values: dict[str, object] = {key: combo.currentData()
                                     for key, combo in self.combos.items()}
        values["blinds"] = _parse_blinds(self.blinds.text())
        values["button_blind"] = self.button_blind.isChecked()
        values["free_hand_at"] = self.free_hand_at.value()
        values["lockup_minutes"] = self.lockup_minutes.value()
        return values, self.seats.value()

    def check(self) -> list[Problem]:
        values, seats = self.values()
        return house_problems(values) + seat_problems(seats)

    def try_accept(self) -> None:
        """Accept when every value is valid; otherwise say what is wrong, in place."""
        problems = self.check()
        if problems:
            self.problems.setText("\n".join(wording.problem_text(p) for p in problems))
            return
        values, seats = self.values()
        self.result_settings = Settings(
            house=house_rules(values),
            seats=int(seats),  # type: ignore[call-overload]
            palette=PaletteName(self.palette_choice.currentData()),
        )
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, settings: Settings) -> Settings | None:
        dialog = cls(parent, settings)
        return dialog.result_settings if dialog.exec() == QDialog.DialogCode.Accepted else None


def _parse_blinds(text: str) -> object:
    """ "1/2", "1, 2, 5" or "2" as a list of whole numbers; anything else as it was typed
    (the settings check then says what is wrong)."""
    parts = [p for p in text.replace(",", "/").replace(" ", "/").split("/") if p]
    try:
        return [int(p) for p in parts] if parts else []
    except ValueError:
        return ["?"]


class CorrectDialog(QDialog):
    """Put a button found out of place right: the positions of the hand just played."""

    def __init__(self, parent: QWidget | None, table: Table) -> None:
        super().__init__(parent)
        self.setObjectName("correctDialog")
        self.setWindowTitle(QCoreApplication.translate("Dialog", "Correct positions"))
        self.table = table
        self.result_event: Correct | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(_title_label(QCoreApplication.translate(
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
        self.problem = _problem_label(self, "problem")
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


# --- tables of the room ---------------------------------------------------------------------


def clean_name(text: str) -> str:
    """A table name as the room keeps it: spaces trimmed and single."""
    return " ".join(text.split())


def name_problem(text: str, taken: Collection[str]) -> str:
    """Why ``text`` cannot name a table ("" when it can); ``taken``: names in use."""
    name = clean_name(text)
    if not name:
        return wording.name_problem_text(name, taken=False)
    if name.casefold() in {clean_name(other).casefold() for other in taken}:
        return wording.name_problem_text(name, taken=True)
    return ""


def ok_cancel(dialog: QDialog, on_ok: Callable[[], None]) -> QDialogButtonBox:
    """OK and Cancel, large enough to touch; OK calls ``on_ok``, Cancel rejects."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    for button in buttons.buttons():
        button.setMinimumHeight(TOUCH)
    buttons.accepted.connect(on_ok)
    buttons.rejected.connect(dialog.reject)
    return buttons


def fitted(dialog: QDialog, buttons: QWidget) -> None:
    """Make ``dialog`` fit the screen: its contents scroll, ``buttons`` stay in sight below."""
    scroll_all_but(dialog, buttons)
    fit_on_show(dialog, whole=True)


def _problem_label(parent: QWidget, name: str = "problems") -> QLabel:
    """Where a dialog says, in red and in place, what is wrong with what was entered."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet("color: #e53935; font-weight: bold;")
    return label


class TableDialog(HouseRulesDialog):
    """A new table of the room: its name, its house rules and its number of seats."""

    def __init__(
        self, parent: QWidget | None, settings: Settings, name: str, taken: Collection[str]
    ) -> None:
        super().__init__(parent, settings)
        self.setObjectName("tableDialog")
        self.setWindowTitle(QCoreApplication.translate("Dialog", "Add a table"))
        self.taken = taken
        self.result_table: tuple[str, Settings] | None = None
        self.name = QLineEdit(name, self)
        self.name.setObjectName("tableName")
        self.name.setMinimumHeight(TOUCH)
        self.name.setAccessibleName(QCoreApplication.translate("Dialog", "Table name"))
        self.form.insertRow(0, QCoreApplication.translate("Dialog", "Name"), self.name)
        self.form.setRowVisible(self.palette_choice, False)
        self.note.hide()
        self.name.selectAll()
        self.name.setFocus()

    def try_accept(self) -> None:
        """Accept a free, non-empty name and valid house rules; otherwise say what is wrong."""
        problems = [wording.problem_text(p) for p in self.check()]
        naming = name_problem(self.name.text(), self.taken)
        if naming:
            problems.insert(0, naming)
        if problems:
            self.problems.setText("\n".join(problems))
            return
        values, seats = self.values()
        chosen = Settings(house_rules(values), int(seats),  # type: ignore[call-overload]
                          PaletteName(self.palette_choice.currentData()))
        self.result_table = (clean_name(self.name.text()), chosen)
        self.accept()

    @classmethod
    def ask(  # type: ignore[override]
        cls, parent: QWidget | None, settings: Settings, name: str, taken: Collection[str]
    ) -> tuple[str, Settings] | None:
        dialog = cls(parent, settings, name, taken)
        return dialog.result_table if dialog.exec() == QDialog.DialogCode.Accepted else None


class RenameDialog(QDialog):
    """A new name for a table (free and not empty)."""

    def __init__(self, parent: QWidget | None, name: str, taken: Collection[str]) -> None:
        super().__init__(parent)
        self.setObjectName("renameDialog")
        self.setWindowTitle(QCoreApplication.translate("Dialog", "Rename the table"))
        self.taken = taken
        self.result_name: str | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(_title_label(
            QCoreApplication.translate("Dialog", "New name for {name}").format(name=name), self))
        self.name = QLineEdit(name, self)
        self.name.setObjectName("tableName")
        self.name.setMinimumHeight(TOUCH)
        self.name.setAccessibleName(QCoreApplication.translate("Dialog", "Table name"))
        self.name.selectAll()
        layout.addWidget(self.name)
        self.problems = _problem_label(self)
        layout.addWidget(self.problems)
        buttons = ok_cancel(self, self.try_accept)
        layout.addWidget(buttons)
        fitted(self, buttons)

    def try_accept(self) -> None:
        problem = name_problem(self.name.text(), self.taken)
        if problem:
            self.problems.setText(problem)
            return
        self.result_name = clean_name(self.name.text())
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, name: str, taken: Collection[str]) -> str | None:
        dialog = cls(parent, name, taken)
        return dialog.result_name if dialog.exec() == QDialog.DialogCode.Accepted else None


class ConfirmDialog:
    """A yes / no question (closing a table)."""

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, question: str) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, title, question, buttons, parent)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        fit_on_show(box)
        return box.exec() == QMessageBox.StandardButton.Yes


class ScenarioFileDialog:
    """Choose a scenario file to import, or where to export one."""

    @classmethod
    def ask_open(cls, parent: QWidget | None) -> Path | None:
        path, _ = QFileDialog.getOpenFileName(
            parent, QCoreApplication.translate("Dialog", "Import a scenario as a new table"),
            "", QCoreApplication.translate("Dialog", "Scenario files (*.toml)"))
        return Path(path) if path else None

    @classmethod
    def ask_save(cls, parent: QWidget | None, suggested: Path) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(
            parent, QCoreApplication.translate("Dialog", "Export the history as a scenario"),
            str(suggested), QCoreApplication.translate("Dialog", "Scenario files (*.toml)"))
        return Path(path) if path else None

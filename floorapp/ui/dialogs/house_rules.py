"""The house rules dialog (Settings → House rules, the house rules line) and the one that
adds a table: its name, house rules and seats.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from enum import StrEnum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floorapp.rules import (
    MAX_LOCKUP_MINUTES,
    MAX_SEATS,
    MIN_LOCKUP_MINUTES,
    MIN_SEATS,
    ButtonRule,
    EntryPost,
    Makeup,
    SeatChangeRule,
    StraddleRule,
    Structure,
)
from floorapp.screen.geometry import TOUCH
from floorapp.storage.settings import (
    PaletteName,
    Problem,
    Settings,
    house_problems,
    house_rules,
    seat_problems,
)
from floorapp.ui import wording
from floorapp.ui.dialogs.base import (
    clean_name,
    fitted,
    name_problem,
    ok_cancel,
    problem_label,
)


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
        self.problems = problem_label(self)
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




class TableDialog(HouseRulesDialog):
    """A new table of the room: its name, its game, its house rules and its number of seats.

    ``games`` are the room's open games (id, name), offered after "by its stakes" (the game
    named after the table's stakes, made if the room has none); ``game_id`` is chosen first.
    The answer is (name, settings, game id or None)."""

    def __init__(
        self, parent: QWidget | None, settings: Settings, name: str, taken: Collection[str],
        games: Sequence[tuple[int, str]] = (), game_id: int | None = None,
    ) -> None:
        super().__init__(parent, settings)
        self.setObjectName("tableDialog")
        self.setWindowTitle(QCoreApplication.translate("Dialog", "Add a table"))
        self.taken = taken
        self.result_table: tuple[str, Settings, int | None] | None = None
        self.name = QLineEdit(name, self)
        self.name.setObjectName("tableName")
        self.name.setMinimumHeight(TOUCH)
        self.name.setAccessibleName(QCoreApplication.translate("Dialog", "Table name"))
        self.form.insertRow(0, QCoreApplication.translate("Dialog", "Name"), self.name)
        self.game = QComboBox(self)
        self.game.setObjectName("tableGame")
        self.game.setMinimumHeight(TOUCH)
        self.game.addItem(QCoreApplication.translate(
            "Dialog", "By its stakes (the game named after them)"), None)
        for number, game in games:
            self.game.addItem(game, number)
        self.game.setCurrentIndex(max(0, self.game.findData(game_id)))
        self.form.insertRow(1, QCoreApplication.translate("Dialog", "Game"), self.game)
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
        game = self.game.currentData()
        self.result_table = (clean_name(self.name.text()), chosen,
                             None if game is None else int(game))
        self.accept()

    @classmethod
    def ask(  # type: ignore[override]
        cls, parent: QWidget | None, settings: Settings, name: str, taken: Collection[str],
        games: Sequence[tuple[int, str]] = (), game_id: int | None = None,
    ) -> tuple[str, Settings, int | None] | None:
        dialog = cls(parent, settings, name, taken, games, game_id)
        return dialog.result_table if dialog.exec() == QDialog.DialogCode.Accepted else None

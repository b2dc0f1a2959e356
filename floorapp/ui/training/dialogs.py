"""The training screen's two questions: a post's amounts, and where to save a CSV file.

Like :mod:`floorapp.ui.dialogs`, each has an ``ask()`` classmethod that shows it and returns
the answer (None when cancelled); tests replace ``ask``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.geometry import TOUCH
from floorapp.ui.dialogs import fitted, ok_cancel

MAX_AMOUNT = 1_000_000


class PostDialog(QDialog):
    """How much a seat posts: the live part (it plays as a bet) and the dead part (it goes to
    the pot). Both 0 on a blind seat: the seat posts nothing."""

    def __init__(self, parent: QWidget | None, title: str, live: int, dead: int) -> None:
        super().__init__(parent)
        self.setObjectName("postDialog")
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        heading = QLabel(title, self)
        heading.setWordWrap(True)
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        heading.setFont(font)
        layout.addWidget(heading)
        note = QLabel(QCoreApplication.translate(
            "TrainingDialog", "Live chips play as a bet; dead chips go to the pot. Give 0 and 0 "
            "to take the post away."), self)
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.live = self._amount(live, "liveAmount")
        self.dead = self._amount(dead, "deadAmount")
        form.addRow(QCoreApplication.translate("TrainingDialog", "&Live"), self.live)
        form.addRow(QCoreApplication.translate("TrainingDialog", "D&ead"), self.dead)
        layout.addLayout(form)
        buttons = ok_cancel(self, self.accept)
        layout.addWidget(buttons)
        fitted(self, buttons)
        self.live.setFocus()
        self.live.selectAll()

    def _amount(self, value: int, name: str) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setRange(0, MAX_AMOUNT)
        box.setValue(value)
        box.setMinimumHeight(TOUCH)
        return box

    def amounts(self) -> tuple[int, int]:
        return self.live.value(), self.dead.value()

    @classmethod
    def ask(
        cls, parent: QWidget | None, title: str, live: int, dead: int
    ) -> tuple[int, int] | None:
        """(live, dead), or None when cancelled."""
        dialog = cls(parent, title, live, dead)
        return dialog.amounts() if dialog.exec() == QDialog.DialogCode.Accepted else None


class CsvFileDialog:
    """Where to save a CSV export."""

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, suggested: Path) -> Path | None:
        """The chosen file (``.csv`` added when missing), or None when cancelled."""
        chosen, _ = QFileDialog.getSaveFileName(
            parent, title, str(suggested),
            QCoreApplication.translate("TrainingDialog", "CSV files (*.csv)"))
        if not chosen:
            return None
        path = Path(chosen)
        return path if path.suffix.lower() == ".csv" else path.with_name(path.name + ".csv")

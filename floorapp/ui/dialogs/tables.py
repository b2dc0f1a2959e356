"""A table's name and life: rename it, confirm closing it, choose a scenario file to import.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.geometry import TOUCH
from floorapp.ui.dialogs.base import (
    clean_name,
    fitted,
    name_problem,
    ok_cancel,
    problem_label,
    title_label,
)
from floorapp.ui.fit import fit_on_show


class RenameDialog(QDialog):
    """A new name for a table (free and not empty)."""

    def __init__(self, parent: QWidget | None, name: str, taken: Collection[str]) -> None:
        super().__init__(parent)
        self.setObjectName("renameDialog")
        self.setWindowTitle(QCoreApplication.translate("Dialog", "Rename the table"))
        self.taken = taken
        self.result_name: str | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(
            QCoreApplication.translate("Dialog", "New name for {name}").format(name=name), self))
        self.name = QLineEdit(name, self)
        self.name.setObjectName("tableName")
        self.name.setMinimumHeight(TOUCH)
        self.name.setAccessibleName(QCoreApplication.translate("Dialog", "Table name"))
        self.name.selectAll()
        layout.addWidget(self.name)
        self.problems = problem_label(self)
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

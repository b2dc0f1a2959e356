"""A table's name and life: rename it, confirm closing it, choose a scenario file to import.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
    QWidget,
)

from floorapp.ui.dialogs.base import (
    OneNameDialog,
    name_problem,
)
from floorapp.ui.fit import fit_on_show


class RenameDialog(OneNameDialog):
    """A new name for a table (free and not empty)."""

    def __init__(self, parent: QWidget | None, name: str, taken: Collection[str]) -> None:
        translate = QCoreApplication.translate
        super().__init__(
            parent, dialog_name="renameDialog", title=translate("Dialog", "Rename the table"),
            heading=translate("Dialog", "New name for {name}").format(name=name), name=name,
            taken=taken, problem=name_problem, field_name="tableName",
            field_words=translate("Dialog", "Table name"))

    @classmethod
    def ask(cls, parent: QWidget | None, name: str, taken: Collection[str]) -> str | None:
        return cls(parent, name, taken).answer()


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

"""What the floor's dialogs share: big buttons and titles, OK and Cancel, fitting the screen,
a line saying what is wrong, names as the room keeps them, and a dialog asking one name.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.geometry import TOUCH
from floorapp.storage.names import Named
from floorapp.storage.names import clean_name as clean_name
from floorapp.storage.names import name_problem as storage_name_problem
from floorapp.ui import wording
from floorapp.ui.fit import fit_on_show, scroll_all_but
from floorapp.ui.wheel import form_fields_take_the_wheel_only_when_focused


def big_button(text: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setMinimumHeight(TOUCH)
    return button


def title_label(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.25)
    font.setBold(True)
    label.setFont(font)
    return label



def name_problem(text: str, taken: Collection[str], named: Named = Named.TABLE) -> str:
    """Why ``text`` cannot name a table (or a game) ("" when it can); ``taken``: names in use.
    The room's own rule (:func:`floorapp.storage.names.name_problem`), worded."""
    refused = storage_name_problem(named, text, taken)
    return "" if refused is None else wording.name_refusal_text(refused)


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
    """Make ``dialog`` fit the screen: its contents scroll, ``buttons`` stay in sight below;
    its fields take the mouse wheel only when they have the focus, so scrolling changes none."""
    scroll_all_but(dialog, buttons)
    fit_on_show(dialog, whole=True)
    form_fields_take_the_wheel_only_when_focused(dialog)


def problem_label(parent: QWidget, name: str = "problems") -> QLabel:
    """Where a dialog says, in red and in place, what is wrong with what was entered."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet("color: palette(bright-text); font-weight: bold;")
    return label


class OneNameDialog(QDialog):
    """One name on one line (a table's, a game's), free among ``taken``: what is wrong with
    it (``problem``) is said under it and OK does nothing; OK with a good name gives it as
    the room keeps it (``result_name``)."""

    def __init__(self, parent: QWidget | None, *, dialog_name: str, title: str, heading: str,
                 name: str, taken: Collection[str], problem: Callable[[str, Collection[str]], str],
                 field_name: str, field_words: str, placeholder: str = "",
                 limit: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(dialog_name)
        self.setWindowTitle(title)
        self.taken = taken
        self._problem = problem
        self.result_name: str | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(heading, self))
        self.name = QLineEdit(name, self)
        self.name.setObjectName(field_name)
        self.name.setMinimumHeight(TOUCH)
        if limit is not None:
            self.name.setMaxLength(limit)
        if placeholder:
            self.name.setPlaceholderText(placeholder)
        self.name.setAccessibleName(field_words)
        self.name.selectAll()
        layout.addWidget(self.name)
        self.problems = problem_label(self)
        layout.addWidget(self.problems)
        buttons = ok_cancel(self, self.try_accept)
        layout.addWidget(buttons)
        fitted(self, buttons)

    def try_accept(self) -> None:
        problem = self._problem(self.name.text(), self.taken)
        if problem:
            self.problems.setText(problem)
            return
        self.result_name = clean_name(self.name.text())
        self.accept()

    def answer(self) -> str | None:
        """Run it: the name chosen, or None (cancelled)."""
        return self.result_name if self.exec() == QDialog.DialogCode.Accepted else None


def ask_save_path(parent: QWidget | None, title: str, suggested: Path, files: str,
                  suffix: str) -> Path | None:
    """Qt's dialog asking where to save a file (``files``: its filter, e.g. "PDF files
    (*.pdf)"); the path chosen, given ``suffix`` when it has another, or None."""
    path, _ = QFileDialog.getSaveFileName(parent, title, str(suggested), files)
    if not path:
        return None
    chosen = Path(path)
    return chosen if chosen.suffix.lower() == suffix else chosen.with_suffix(suffix)

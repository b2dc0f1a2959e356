"""What the floor's dialogs share: big buttons and titles, OK and Cancel, fitting the screen,
a line saying what is wrong, and table names as the room keeps them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QWidget,
)

from floorapp.screen.geometry import TOUCH
from floorapp.ui import wording
from floorapp.ui.fit import fit_on_show, scroll_all_but


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


def problem_label(parent: QWidget, name: str = "problems") -> QLabel:
    """Where a dialog says, in red and in place, what is wrong with what was entered."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet("color: #e53935; font-weight: bold;")
    return label

"""A notice the floor must read: it stays above the table until he dismisses it.

The message bar says what just happened and the next action replaces it; a notice (a room file
found damaged and kept aside, a settings file that could not be read) is about the whole shift,
so it stays in sight, whatever the floor does, until he presses its button.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from floorapp.screen.geometry import TOUCH


class Notice(QFrame):
    """A framed, wrapped text with a button that dismisses it; hidden while there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.label = QLabel(self)
        self.label.setObjectName("noticeText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dismiss_button = QPushButton(self)
        self.dismiss_button.setObjectName("noticeDismiss")
        self.dismiss_button.setMinimumHeight(TOUCH)
        self.dismiss_button.clicked.connect(lambda _=False: self.dismiss())
        layout = QVBoxLayout(self)  # the button under the text, on the left: always in sight
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label)
        layout.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.dismiss_button.setText(QCoreApplication.translate("MainWindow", "I have read this"))

    def show_text(self, text: str, colour: str) -> None:
        """Show ``text`` (added below a notice not yet dismissed) framed in ``colour``."""
        shown = self.label.text() if not self.isHidden() else ""
        self.label.setText(f"{shown}\n{text}" if shown else text)
        self.setStyleSheet(
            f"QFrame#notice {{ border: 2px solid {colour}; border-radius: 6px; }}"
            f"QLabel#noticeText {{ color: {colour}; font-weight: bold; }}")
        self.show()

    def dismiss(self) -> None:
        self.label.clear()
        self.hide()

"""A notice the floor must read: it stays above the table until he dismisses it.

The message bar says what just happened and the next action replaces it; a notice (a room file
found damaged and kept aside, a settings file that could not be read) is about the whole shift,
so it stays in sight, whatever the floor does, until he presses its button. It takes at most
:data:`MOST_LINES` lines of the window (a longer text scrolls inside it): on a screen of 480
pixels the table and its buttons stay in sight below it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QWidget

from floorapp.screen.geometry import TOUCH

MOST_LINES = 3
"""The most lines of text a notice shows at once."""


class Notice(QFrame):
    """A framed, wrapped text with a button that dismisses it; hidden while there is none."""

    shown_changed = Signal(int)
    """The notice came (its height) or went (0): the table gives it room."""

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
        self.text_area = QScrollArea(self)
        self.text_area.setObjectName("noticeTextArea")
        self.text_area.setFrameShape(QFrame.Shape.NoFrame)
        self.text_area.setWidgetResizable(True)
        self.text_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text_area.setWidget(self.label)
        layout = QHBoxLayout(self)  # the button beside the text: always in sight
        layout.setContentsMargins(8, 2, 8, 2)
        layout.addWidget(self.text_area, 1)
        layout.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """A new font (the palette's bold text, touch mode): the most lines measured again."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_lines()

    def _fit_lines(self) -> None:
        lines = self.label.fontMetrics().lineSpacing() * MOST_LINES
        self.text_area.setMaximumHeight(lines + 4)

    def retranslate(self) -> None:
        self.dismiss_button.setText(QCoreApplication.translate("MainWindow", "I have read this"))

    def show_text(self, text: str, colour: str) -> None:
        """Show ``text`` (added below a notice not yet dismissed) framed in ``colour``."""
        shown = self.label.text() if not self.isHidden() else ""
        self.label.setText(f"{shown}\n{text}" if shown else text)
        self.setStyleSheet(
            f"QFrame#notice {{ border: 2px solid {colour}; border-radius: 6px; }}"
            f"QLabel#noticeText {{ color: {colour}; font-weight: bold; }}")
        self._fit_lines()
        self.shown_changed.emit(self.sizeHint().height())  # the table makes room first
        self.show()

    def dismiss(self) -> None:
        self.label.clear()
        self.hide()
        self.shown_changed.emit(0)

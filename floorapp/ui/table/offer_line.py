"""The offer line of the table page: what the list offers at the table on screen (a seat open
and who is next for it, a call whose time is up, a new player to pick up for the list), in one
sentence, with one big button that does it (also its shortcut, :data:`OFFER_KEY`, shown in its
label, and Enter once it has the focus). Hidden while there is nothing to offer.

Beside Next hand in the read-out column, the sentence wraps as it needs; in the row under the
table (a narrow window) the line is as high as that row, and the sentence takes smaller type
to fit, down to :data:`~floorapp.ui.table.painting.MIN_WORD_PX`, then is cut short with "…"
(a tap on it says it whole on the message line; the button's accessible description is the
whole sentence).

It only shows what it is handed (:class:`~floorapp.ui.table.calls.ListAtTable` words the
offer, from :func:`floorapp.screen.calls.table_offer`) and says when its button is pressed.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QPushButton, QSizePolicy, QWidget

from floorapp.screen.geometry import TOUCH
from floorapp.ui.table.painting import MIN_WORD_PX

OFFER_KEY = QKeySequence("F6")
"""The offer's shortcut, anywhere in the window."""

OFFER_STYLE = (
    "QFrame#offerLine { border: 2px solid palette(highlight); border-radius: 6px; }"
)
ROW_MARGINS = (8, 2, 2, 2)
"""The line's margins in the row under the table (with its 2-pixel border: the button's 48
pixels and 8 more make the row's height)."""


class OfferText(QLabel):
    """The offer's sentence: wrapped at its own size, or (with a height limit) in the largest
    type that fits the height, never below :data:`MIN_WORD_PX`, then cut short with "…"."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        larger = self.font()
        larger.setPointSizeF(larger.pointSizeF() * 1.15)
        self.base = larger
        self.setFont(larger)
        self._whole = ""
        self._limit: int | None = None

    @property
    def whole(self) -> str:
        """The whole sentence (``text()`` is what is drawn: maybe cut short)."""
        return self._whole

    @property
    def cut(self) -> bool:
        return self.text() != self._whole

    def set_sentence(self, text: str) -> None:
        if text != self._whole:
            self._whole = text
            self.setToolTip(text)
            self._fit()

    def set_height_limit(self, pixels: int | None) -> None:
        """Fit the sentence in ``pixels`` (None: wrap it at its own size)."""
        self._limit = pixels
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()

    def _fit(self) -> None:
        width = self.contentsRect().width()
        if self._limit is None or width <= 0 or not self._whole:
            self._show(self.base, self._whole)
            return
        font = QFont(self.base)
        pixels = QFontMetrics(self.base).height()
        while True:
            if self._height(font, self._whole, width) <= self._limit:
                self._show(font, self._whole)
                return
            if pixels <= MIN_WORD_PX:
                break
            pixels -= 1
            font.setPixelSize(pixels)
        words = self._whole.split(" ")
        while len(words) > 1:  # at the smallest type: as many words as fit, then "…"
            words.pop()
            shown = " ".join(words) + "…"
            if self._height(font, shown, width) <= self._limit:
                self._show(font, shown)
                return
        self._show(font, self._whole)

    @staticmethod
    def _height(font: QFont, text: str, width: int) -> int:
        flags = int(Qt.TextFlag.TextWordWrap)
        return QFontMetrics(font).boundingRect(QRect(0, 0, width, 10_000), flags, text).height()

    def _show(self, font: QFont, text: str) -> None:
        if font != self.font():
            self.setFont(font)
        if text != self.text():
            self.setText(text)


class OfferLine(QFrame):
    """One sentence and its button; ``taken`` when the button is pressed (a tap, a click,
    the shortcut, Enter or Space on the focused button); ``shown`` when it comes or goes;
    ``whole_asked`` (the sentence) when a sentence cut short is tapped."""

    taken = Signal()
    shown = Signal(bool)
    whole_asked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("offerLine")
        self.setStyleSheet(OFFER_STYLE)
        # its words never widen the column or the row it lies in: the table keeps its size
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout = self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        layout.setContentsMargins(*ROW_MARGINS)
        self.text = OfferText(self)
        self.text.setObjectName("offerText")
        self.text.clicked.connect(
            lambda: self.whole_asked.emit(self.text.whole) if self.text.cut else None)
        self.button = QPushButton(self)
        self.button.setObjectName("offerButton")
        self.button.setMinimumHeight(TOUCH)
        self.button.setAutoDefault(True)  # Enter on the focused button presses it
        # Reached by Tab, not taken by a tap: the focus stays where the floor left it (the
        # List panel, the table) instead of going to a button that hides once pressed.
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        bold = self.button.font()
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        bold.setBold(True)
        self.button.setFont(bold)
        self.button.clicked.connect(lambda _=False: self.taken.emit())
        self.shortcut = QAction(self)
        """The offer's shortcut: active while the line shows (a button's own shortcut would
        give way to the mnemonic of each new text)."""
        self.shortcut.setObjectName("offerAction")
        self.shortcut.setShortcut(OFFER_KEY)
        self.shortcut.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.shortcut.triggered.connect(lambda _=False: self.button.click())
        self.addAction(self.shortcut)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.button)
        self._labels = ("", "")
        """The button's words: whole, and short (in the row under the table)."""
        self._stacked = False
        self.hide()

    @staticmethod
    def shortcut_text() -> str:
        """The shortcut as the button's label shows it ("F6")."""
        return OFFER_KEY.toString(QKeySequence.SequenceFormat.NativeText)

    @staticmethod
    def row_height() -> int:
        """The line's height in the row under the table: the button and the margins."""
        _, top, _, bottom = ROW_MARGINS
        return TOUCH + top + bottom + 4  # the 2-pixel border, above and below

    @property
    def has_offer(self) -> bool:
        """Whether an offer shows (or would, once its part of the window shows)."""
        return bool(self.button.text())

    @property
    def sentence(self) -> str:
        """The offer's whole sentence ("" when none shows)."""
        return self.text.whole

    def set_stacked(self, stacked: bool) -> None:
        """The button under the sentence, which wraps as it needs (the read-out column), or
        beside it, the line as high as the row under the table (a narrow window)."""
        self._stacked = stacked
        self.box.setDirection(QBoxLayout.Direction.TopToBottom if stacked else
                              QBoxLayout.Direction.LeftToRight)
        if stacked:
            self.box.setContentsMargins(6, 4, 6, 6)
            self.setMinimumHeight(0)
            self.setMaximumHeight(16_777_215)
            self.text.set_height_limit(None)
        else:
            self.box.setContentsMargins(*ROW_MARGINS)
            self.setFixedHeight(self.row_height())
            _, top, _, bottom = ROW_MARGINS
            self.text.set_height_limit(self.row_height() - top - bottom - 4)
        if self.has_offer:
            self._label_button()

    def show_offer(self, text: str, button: str, short: str | None = None) -> None:
        """Show an offer: its sentence and its button's words (``short``: its words in the
        row under the table, where room is short; its accessible name is always
        ``button``)."""
        coming = not self.has_offer
        self._labels = (button, short or button)
        self.text.set_sentence(text)
        self._label_button()
        self.button.setAccessibleName(button)
        self.button.setAccessibleDescription(text)
        self.setVisible(True)
        if coming:
            self.shown.emit(True)

    def _label_button(self) -> None:
        if self._labels[0]:
            self.button.setText(self._labels[0] if self._stacked else self._labels[1])

    def clear(self) -> None:
        """Nothing to offer: the line goes."""
        going = self.has_offer
        self._labels = ("", "")
        self.text.set_sentence("")
        self.button.setText("")
        self.setVisible(False)
        if going:
            self.shown.emit(False)

    def restyle(self) -> None:
        """Style the line again (after the palette changed)."""
        self.setStyleSheet("")
        self.setStyleSheet(OFFER_STYLE)

"""A document of floorapp's in a window of its own: the Rulebook (F1) and the Manual.

:class:`DocumentWindow` is what both windows share: the text rendered from Markdown in a
browser whose links move within it (web links open outside), a find field with Find next, a
line under it for what was not found, a Close button, Esc and Ctrl+W to close, fitted to the
screen. Each window says where its text comes from, which anchors it has, and how it goes to
one (:meth:`DocumentWindow.markdown`, :meth:`~DocumentWindow.mark_anchors`,
:meth:`~DocumentWindow.go_to`), and words itself.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence, QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.geometry import TOUCH
from floorapp.ui.fit import fit_on_show
from floorapp.ui.language import Retranslating


class DocumentWindow(Retranslating, QWidget):
    """A searchable document with anchors (see the module). ``name`` prefixes the object
    names of its parts (``rulebookFind``, ``manualClose``, …)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName(f"{name}Window")
        self.find_field = QLineEdit(self)
        self.find_field.setObjectName(f"{name}Find")
        self.find_field.setClearButtonEnabled(True)
        self.find_field.setMinimumHeight(TOUCH)
        self.find_button = QPushButton(self)
        self.find_button.setObjectName(f"{name}FindNext")
        self.find_button.setMinimumHeight(TOUCH)
        self.status = QLabel(self)
        self.status.setObjectName(f"{name}Status")
        self.status.setWordWrap(True)
        self.status.hide()
        self.browser = QTextBrowser(self)
        self.browser.setObjectName(f"{name}Text")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow_link)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName(f"{name}Close")
        self.close_button.setMinimumHeight(TOUCH)
        self.close_button.clicked.connect(self.close)
        self.find_field.returnPressed.connect(self.find_next)
        self.find_button.clicked.connect(self.find_next)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self._focus_find_field)
        for keys in ("Ctrl+W", "Esc"):  # Ctrl+W whatever the desktop's Close key is
            QShortcut(QKeySequence(keys), self, self.close)
        bar = QHBoxLayout()
        bar.addWidget(self.find_field, 1)
        bar.addWidget(self.find_button)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.status)
        layout.addWidget(self.browser, 1)
        layout.addLayout(buttons)
        self.anchors: dict[str, int] = {}
        """Every anchor of the text and where it starts."""
        self.missing = ""
        """Why the text could not be read ("" when it was)."""
        self._load()
        self.retranslate()
        self.resize(900, 700)
        fit_on_show(self)  # a table-side screen: inside it, Find next and Close in sight

    # --- what each document says ---------------------------------------------------------------

    def markdown(self) -> str:
        """The document's text (raises OSError or ImportError when it is missing)."""
        raise NotImplementedError

    def mark_anchors(self) -> dict[str, int]:
        """Give the text its anchors; each anchor and where it starts."""
        raise NotImplementedError

    def go_to(self, anchor: str) -> bool:
        """Show the place named ``anchor``; False, and nothing moves, when there is none."""
        raise NotImplementedError

    # --- the text ----------------------------------------------------------------------------

    def _load(self) -> None:
        try:
            markdown = self.markdown()
        except (OSError, ImportError) as error:
            self.missing = str(error)
            return
        self.browser.setMarkdown(markdown)
        self.anchors = self.mark_anchors()
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)

    def top_line(self) -> str:
        """The text of the line shown at the top of the page."""
        return self.browser.cursorForPosition(QPoint(4, 4)).block().text()

    # --- finding -----------------------------------------------------------------------------

    def find_next(self) -> None:
        """Go to the next place the words typed occur (from the top again after the last)."""
        wanted = self.find_field.text().strip()
        if wanted:
            self.find_words(wanted)

    def find_words(self, wanted: str) -> None:
        if self.browser.find(wanted):
            self.say("")
            return
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)
        if self.browser.find(wanted):
            self.say("")
            return
        self.say(self.not_found_text(wanted))

    def not_found_text(self, wanted: str) -> str:
        """What the line under the find field says when ``wanted`` is nowhere in the text."""
        raise NotImplementedError

    def say(self, text: str) -> None:
        """Show ``text`` under the find field (nothing: the line goes away)."""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _focus_find_field(self) -> None:
        self.find_field.setFocus()
        self.find_field.selectAll()

    def _follow_link(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
        elif url.hasFragment():
            self.go_to(url.fragment())

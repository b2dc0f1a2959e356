"""Help → Manual: floorapp's manual (``docs/MANUAL.md``) for the floor, in a window.

The text is read through :func:`floorapp.resources.read_doc` (an installed floorapp shows the
same text as a checkout) and rendered from Markdown, without its pictures (they stay in the
checkout). Each heading has the anchor GitHub gives it, so the manual's own links (its contents,
"see The room") go there; the find field finds any words. The manual is English in every
language: only the window's own words are translated. The window fits the screen, and closes
with Esc, Ctrl+W or its Close button.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence, QShortcut, QTextCharFormat, QTextCursor
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
from floorapp.screen.manual_text import manual_markdown
from floorapp.screen.rulebook_text import heading_slug
from floorapp.ui.fit import fit_on_show
from floorapp.ui.language import Retranslating


class ManualWindow(Retranslating, QWidget):
    """The manual, searchable, with an anchor per heading."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("manualWindow")
        self.find_field = QLineEdit(self)
        self.find_field.setObjectName("manualFind")
        self.find_field.setClearButtonEnabled(True)
        self.find_field.setMinimumHeight(TOUCH)
        self.find_button = QPushButton(self)
        self.find_button.setObjectName("manualFindNext")
        self.find_button.setMinimumHeight(TOUCH)
        self.status = QLabel(self)
        self.status.setObjectName("manualStatus")
        self.status.setWordWrap(True)
        self.status.hide()
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("manualText")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow_link)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("manualClose")
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
        """Every heading's anchor and where it starts."""
        self._missing = ""
        self._load()
        self.retranslate()
        self.resize(900, 700)
        fit_on_show(self)  # a table-side screen: inside it, Close in sight

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Manual", "Manual"))
        self.find_field.setPlaceholderText(translate("Manual", "Find words in the manual"))
        self.find_field.setAccessibleName(translate("Manual", "Find in the manual"))
        self.find_button.setText(translate("Manual", "Find next"))
        self.close_button.setText(translate("Manual", "Close"))
        self.browser.setAccessibleName(translate("Manual", "The manual"))
        if self._missing:
            self._say(translate(
                "Manual", "The manual is missing from this installation: {why}").format(
                    why=self._missing))

    # --- the text ----------------------------------------------------------------------------

    def _load(self) -> None:
        try:
            markdown = manual_markdown()
        except (OSError, ImportError) as error:
            self._missing = str(error)
            return
        self.browser.setMarkdown(markdown)
        self.anchors = self._mark_headings()
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)

    def _mark_headings(self) -> dict[str, int]:
        """Give each heading the anchor GitHub gives it (the first of a name wins)."""
        anchors: dict[str, int] = {}
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel():
                name = heading_slug(block.text())
                if name and name not in anchors:
                    cursor = QTextCursor(block)
                    cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                                        QTextCursor.MoveMode.KeepAnchor)
                    mark = QTextCharFormat()
                    mark.setAnchor(True)
                    mark.setAnchorNames([name])
                    cursor.mergeCharFormat(mark)
                    anchors[name] = block.position()
            block = block.next()
        return anchors

    def first_heading(self) -> str:
        """The text of the manual's first heading ("" when it is missing)."""
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel():
                return block.text()
            block = block.next()
        return ""

    def top_line(self) -> str:
        """The text of the line shown at the top of the page."""
        return self.browser.cursorForPosition(QPoint(4, 4)).block().text()

    # --- moving about --------------------------------------------------------------------------

    def show_section(self, anchor: str) -> bool:
        """Scroll to the heading with ``anchor`` (``the-list``). False, and nothing moves,
        when the manual has no such heading."""
        if anchor not in self.anchors:
            return False
        cursor = QTextCursor(self.browser.document().findBlock(self.anchors[anchor]))
        self.browser.setTextCursor(cursor)
        self.browser.scrollToAnchor(anchor)
        return True

    def find_next(self) -> None:
        """Go to the next place the words typed occur (from the top again after the last)."""
        wanted = self.find_field.text().strip()
        if not wanted:
            return
        if self.browser.find(wanted):
            self._say("")
            return
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)
        if self.browser.find(wanted):
            self._say("")
            return
        self._say(QCoreApplication.translate(
            "Manual", "“{text}” is not in the manual.").format(text=wanted))

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _focus_find_field(self) -> None:
        self.find_field.setFocus()
        self.find_field.selectAll()

    def _follow_link(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
        elif url.hasFragment():
            self.show_section(url.fragment())


def open_manual(parent: QWidget) -> ManualWindow:
    """Show the manual window of ``parent`` (made the first time) and bring it to the front."""
    window = parent.findChild(ManualWindow)
    if window is None:
        window = ManualWindow(parent)
    window.show()
    window.raise_()
    window.activateWindow()
    return window

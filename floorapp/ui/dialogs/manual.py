"""Help → Manual: floorapp's manual (``docs/MANUAL.md``) for the floor, in a window.

The text is read through :func:`floorapp.resources.read_doc` (an installed floorapp shows the
same text as a checkout) and rendered from Markdown, without its pictures (they stay in the
checkout). Each heading has the anchor GitHub gives it, so the manual's own links (its contents,
"see The room") go there; the find field finds any words. The manual is English in every
language: only the window's own words are translated. The window
(:class:`~floorapp.ui.dialogs.document.DocumentWindow`) fits the screen, and closes with Esc,
Ctrl+W or its Close button.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QWidget

from floorapp.screen.manual_text import manual_markdown
from floorapp.screen.rulebook_text import heading_slug
from floorapp.ui.dialogs.document import DocumentWindow


class ManualWindow(DocumentWindow):
    """The manual, searchable, with an anchor per heading."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("manual", parent)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Manual", "Manual"))
        self.find_field.setPlaceholderText(translate("Manual", "Find words in the manual"))
        self.find_field.setAccessibleName(translate("Manual", "Find in the manual"))
        self.find_button.setText(translate("Manual", "Find next"))
        self.close_button.setText(translate("Manual", "Close"))
        self.browser.setAccessibleName(translate("Manual", "The manual"))
        if self.missing:
            self.say(translate(
                "Manual", "The manual is missing from this installation: {why}").format(
                    why=self.missing))

    def not_found_text(self, wanted: str) -> str:
        return QCoreApplication.translate("Manual", "“{text}” is not in the manual.").format(
            text=wanted)

    # --- the text ----------------------------------------------------------------------------

    def markdown(self) -> str:
        return manual_markdown()

    def mark_anchors(self) -> dict[str, int]:
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

    # --- moving about --------------------------------------------------------------------------

    def go_to(self, anchor: str) -> bool:
        """Scroll to the heading with ``anchor`` (``the-list``). False, and nothing moves,
        when the manual has no such heading."""
        if anchor not in self.anchors:
            return False
        cursor = QTextCursor(self.browser.document().findBlock(self.anchors[anchor]))
        self.browser.setTextCursor(cursor)
        self.browser.scrollToAnchor(anchor)
        return True



def open_manual(parent: QWidget) -> ManualWindow:
    """Show the manual window of ``parent`` (made the first time) and bring it to the front."""
    window = parent.findChild(ManualWindow)
    if window is None:
        window = ManualWindow(parent)
    window.show()
    window.raise_()
    window.activateWindow()
    return window

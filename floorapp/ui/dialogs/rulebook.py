"""Help → Rulebook: floorapp's rulebook and its decisions in one window, opened at a rule.

The window shows ``docs/RULES.md`` followed by ``docs/DECISIONS.md`` (read through
:func:`floorapp.resources.read_doc`, so an installed floorapp shows the same text as a checkout),
rendered from Markdown. Every rule id the program cites has an anchor: an ``R-`` rule's heading,
an ``F-`` decision's row, ``§8``'s heading; so do the headings, under the names GitHub gives
them, for the contents links. :meth:`RulebookWindow.show_rule` scrolls to a rule and marks its
heading; the search field finds a rule id or any words (the window itself:
:class:`~floorapp.ui.dialogs.document.DocumentWindow`). The rulebook itself is English in every
language: only the window's own words are translated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextBlock, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QWidget

from floorapp.screen.rulebook_text import (
    OWN_DOCUMENTS,
    RULE_ID,
    STARTS_WITH_RULE_ID,
    heading_slug,
    rulebook_markdown,
)
from floorapp.ui import wording
from floorapp.ui.dialogs.document import DocumentWindow

HEADING_SPACE = {1: 18.0, 2: 16.0, 3: 10.0, 4: 8.0, 5: 6.0, 6: 6.0}
"""Space above a heading of each level, in pixels: a rule stands apart from the one before."""


def _space_above(block: QTextBlock, pixels: float) -> None:
    spaced = QTextBlockFormat()
    spaced.setTopMargin(pixels)
    QTextCursor(block).mergeBlockFormat(spaced)


class RulebookWindow(DocumentWindow):
    """The rulebook, searchable, with an anchor per rule id."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.current_rule: str | None = None
        """The rule the window was last opened at or found (None: none)."""
        super().__init__("rulebook", parent)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Rulebook", "Rulebook"))
        self.find_field.setPlaceholderText(
            translate("Rulebook", "Find a rule id (R-11, F-13) or any words"))
        self.find_field.setAccessibleName(translate("Rulebook", "Find in the rulebook"))
        self.find_button.setText(translate("Rulebook", "Find next"))
        self.close_button.setText(translate("Rulebook", "Close"))
        self.browser.setAccessibleName(translate("Rulebook", "The rulebook"))
        if self.missing:
            self.say(translate(
                "Rulebook", "The rulebook is missing from this installation: {why}").format(
                    why=self.missing))

    def not_found_text(self, wanted: str) -> str:
        return QCoreApplication.translate(
            "Rulebook", "“{text}” is not in the rulebook.").format(text=wanted)

    # --- the text ----------------------------------------------------------------------------

    def markdown(self) -> str:
        return rulebook_markdown()

    def mark_anchors(self) -> dict[str, int]:
        """Give each rule id and each heading an anchor, where it first appears."""
        document = self.browser.document()
        anchors: dict[str, int] = {}
        documents = iter(OWN_DOCUMENTS.values())
        block = document.begin()
        while block.isValid():
            names = []
            heading = block.blockFormat().headingLevel()
            if heading:
                _space_above(block, HEADING_SPACE[heading])
            if heading == 1:  # each document starts with its one level-1 heading
                names.append(next(documents, ""))
            if heading:
                names.append(heading_slug(block.text()))
            named = STARTS_WITH_RULE_ID.match(block.text())
            if named:
                names.append(named.group(1))
            names = [name for name in names if name and name not in anchors]
            if names:
                cursor = QTextCursor(block)
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                                    QTextCursor.MoveMode.KeepAnchor)
                mark = QTextCharFormat()
                mark.setAnchor(True)
                mark.setAnchorNames(names)
                cursor.mergeCharFormat(mark)
                anchors.update(dict.fromkeys(names, block.position()))
            block = block.next()
        return anchors

    # --- finding ---------------------------------------------------------------------------

    def show_rule(self, rule: str) -> bool:
        """Scroll to ``rule`` (an id like ``R-11``, or any anchor) with its heading at the
        top and selected. False, and nothing moves, when the text has no such anchor."""
        if rule not in self.anchors:
            return False
        cursor = QTextCursor(self.browser.document().findBlock(self.anchors[rule]))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                            QTextCursor.MoveMode.KeepAnchor)
        self.browser.setTextCursor(cursor)
        self.browser.scrollToAnchor(rule)
        self.current_rule = rule if RULE_ID.fullmatch(rule) else self.current_rule
        if RULE_ID.fullmatch(rule):  # the rulebook is English: a screen reader hears the rule
            words = wording.rule_words(rule)  # in the screen's language
            self.browser.setAccessibleDescription(f"{rule} · {words.title}: {words.sentence}")
        self.say("")
        return True

    def go_to(self, anchor: str) -> bool:
        return self.show_rule(anchor)

    def find_next(self) -> None:
        """Go to the rule id typed in the find field, or to the next place its words occur
        (from the top again after the last one)."""
        wanted = self.find_field.text().strip()
        if not wanted:
            return
        rule = wanted.upper() if RULE_ID.fullmatch(wanted.upper()) else None
        if rule and self.show_rule(rule):
            return
        self.find_words(wanted)


def open_rulebook(parent: QWidget, rule: str | None = None) -> RulebookWindow:
    """Show the rulebook window of ``parent`` (made the first time), at ``rule`` if given and
    known, and bring it to the front."""
    window = parent.findChild(RulebookWindow)
    if window is None:
        window = RulebookWindow(parent)
    window.show()
    window.raise_()
    window.activateWindow()
    if rule:
        window.show_rule(rule)
    return window

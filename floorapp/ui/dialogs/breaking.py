"""Breaking a table: Table → Break this table… (the order, how the players come in, a
preview of the move slips), and the move slips window (each player, from his seat, to his
new table and seat or to the top of the list; printed with Qt's print dialog, or saved as a
PDF).

The preview is the list layer's own plan of the break on the room as it stands
(:func:`floorapp.screen.lists.break_preview`): the dialog only shows it.
"""

from __future__ import annotations

import html
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floorapp.lists import BreakOrder, Slip
from floorapp.rules import Choice
from floorapp.screen.geometry import TOUCH
from floorapp.ui import wording
from floorapp.ui.dialogs.base import ask_save_path, big_button, fitted, ok_cancel, title_label

TableName = Callable[[int], str]
Preview = Callable[[BreakOrder, int, str], Sequence[Slip]]
"""The slips a break would give: (order, seed, how they come in) -> slips."""


@dataclass(frozen=True)
class BreakAnswer:
    """How the floor breaks the table: the order, the draw's seed, how the players come in."""

    order: BreakOrder
    seed: int
    choice: str


def new_seed() -> int:
    """A fresh draw (kept in the journal, so the slips can be printed again)."""
    return secrets.randbelow(2**31)


@dataclass(frozen=True)
class SlipText:
    """One move slip in words: the player, where he comes from, where he goes."""

    name: str
    came_from: str
    """The From column: "seat 3" (a broken table's own seat) or "Table 4, seat 3"."""
    from_line: str
    """The slip's small line on paper: "from Table 4, seat 3"."""
    goes_to: str
    """"Table 2, seat 6", or the top of the list."""


@dataclass(frozen=True)
class SlipsPage:
    """Move slips to show, print or save: the heading on paper (with the date), the title on
    screen, how the players come in, each slip."""

    heading: str
    title: str
    coming_in: str
    slips: tuple[SlipText, ...]


def break_slips(table: str, at: datetime, slips: Sequence[Slip], table_name: TableName,
                choice: str) -> SlipsPage:
    """The move slips of a broken cash table (the list's break)."""
    translate = QCoreApplication.translate
    local = at.astimezone()
    return SlipsPage(
        heading=translate("Break", "Move slips: {table} broken at {time}").format(
            table=table, time=local.strftime("%Y-%m-%d %H:%M")),
        title=translate("Break", "Move slips: {table} broken at {time}").format(
            table=table, time=local.strftime("%H:%M")),
        coming_in=coming_in_text(choice), slips=slip_texts(table, slips, table_name))


def slip_texts(table: str, slips: Sequence[Slip], table_name: TableName
               ) -> tuple[SlipText, ...]:
    """A broken cash table's slips in words."""
    translate = QCoreApplication.translate
    return tuple(SlipText(
        slip.name, translate("Break", "seat {seat}").format(seat=slip.from_seat),
        translate("Break", "from {table}, seat {seat}").format(table=table, seat=slip.from_seat),
        wording.slip_destination(slip, table_name)) for slip in slips)


def _slip_table(parent: QWidget, name: str) -> QTableWidget:
    table = QTableWidget(0, 3, parent)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setDefaultSectionSize(max(32, TOUCH - 12))
    return table


def _fill(table: QTableWidget, slips: Sequence[SlipText]) -> None:
    translate = QCoreApplication.translate
    table.setHorizontalHeaderLabels([translate("Break", "Player"), translate("Break", "From"),
                                     translate("Break", "To")])
    table.setRowCount(len(slips))
    for row, slip in enumerate(slips):
        for column, text in enumerate((slip.name, slip.came_from, slip.goes_to)):
            table.setItem(row, column, QTableWidgetItem(text))


def slip_rows(table: QTableWidget) -> list[tuple[str, str, str]]:
    """What a slips table shows, row by row (tests, screen readers)."""
    def cell(row: int, column: int) -> str:
        item = table.item(row, column)
        return item.text() if item is not None else ""

    return [(cell(row, 0), cell(row, 1), cell(row, 2)) for row in range(table.rowCount())]


class BreakDialog(QDialog):
    """Break a table: by draw or in seat order, the players waiting for the big blind or
    posting, and the move slips that gives (the room as it stands now)."""

    def __init__(self, parent: QWidget | None, table: str, preview: Preview,
                 table_name: TableName, seed: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("breakDialog")
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Break", "Break {table}").format(table=table))
        self.preview = preview
        self.table_name = table_name
        self.table_label = table
        self.seed = new_seed() if seed is None else seed
        self.answer: BreakAnswer | None = None
        self.slips: tuple[Slip, ...] = ()
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(translate(
            "Break", "Break {table}: its players go to the open seats of the game's other "
            "tables").format(table=table), self))
        self.orders = QButtonGroup(self)
        self.by_draw = self._radio(translate("Break", "By draw (each player draws a seat)"),
                                   "byDraw", self.orders)
        self.by_seats = self._radio(translate(
            "Break", "In seat order (from the seat after the button)"), "bySeats", self.orders)
        self.by_draw.setChecked(True)
        order_row = QHBoxLayout()
        order_row.addWidget(self.by_draw)
        order_row.addWidget(self.by_seats)
        layout.addLayout(order_row)
        self.choices = QButtonGroup(self)
        self.wait = self._radio(translate("Break", "They wait for the big blind"), "comeWait",
                                self.choices)
        self.post = self._radio(translate("Break", "They post and play at once"), "comePost",
                                self.choices)
        self.wait.setChecked(True)
        choice_row = QHBoxLayout()
        choice_row.addWidget(self.wait)
        choice_row.addWidget(self.post)
        layout.addLayout(choice_row)
        self.table = _slip_table(self, "breakPreview")
        self.table.setMinimumSize(480, 4 * 32)
        layout.addWidget(self.table, 1)
        self.summary = QLabel(self)
        self.summary.setObjectName("breakSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.draw_again = big_button(translate("Break", "Draw again"), self)
        self.draw_again.setObjectName("drawAgain")
        self.draw_again.clicked.connect(lambda _=False: self._redraw())
        layout.addWidget(self.draw_again)
        buttons = ok_cancel(self, self.try_accept)
        self.ok_button = buttons.buttons()[0]
        for button in buttons.buttons():
            if buttons.buttonRole(button) == buttons.ButtonRole.AcceptRole:
                button.setText(translate("Break", "Break the table"))
                self.ok_button = button
        layout.addWidget(buttons)
        for group in (self.orders, self.choices):
            group.buttonToggled.connect(lambda _button, on: self.refresh() if on else None)
        self.refresh()
        fitted(self, buttons)

    def _radio(self, text: str, name: str, group: QButtonGroup) -> QRadioButton:
        button = QRadioButton(text, self)
        button.setObjectName(name)
        button.setMinimumHeight(TOUCH - 8)
        group.addButton(button)
        return button

    def order(self) -> BreakOrder:
        return BreakOrder.DRAW if self.by_draw.isChecked() else BreakOrder.SEATS

    def choice(self) -> str:
        return Choice.POST if self.post.isChecked() else Choice.WAIT

    def _redraw(self) -> None:
        self.seed = new_seed()
        self.refresh()

    def refresh(self) -> None:
        """Work the slips out again for the options chosen."""
        translate = QCoreApplication.translate
        self.slips = tuple(self.preview(self.order(), self.seed, self.choice()))
        _fill(self.table, slip_texts(self.table_label, self.slips, self.table_name))
        self.draw_again.setVisible(self.order() is BreakOrder.DRAW)
        moved = sum(1 for slip in self.slips if slip.to is not None)
        listed = len(self.slips) - moved
        if not self.slips:
            text = translate("Break", "Nobody sits at this table: breaking it moves nobody.")
        else:
            text = translate("Break", "Players to new seats: {moved}; to the top of the list "
                             "(no seat open for them): {listed}.").format(
                                 moved=moved, listed=listed)
        self.summary.setText(text)

    def rows(self) -> list[tuple[str, str, str]]:
        return slip_rows(self.table)

    def try_accept(self) -> None:
        self.answer = BreakAnswer(self.order(), self.seed, self.choice())
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, table: str, preview: Preview,
            table_name: TableName) -> BreakAnswer | None:
        dialog = cls(parent, table, preview, table_name)
        return dialog.answer if dialog.exec() == QDialog.DialogCode.Accepted else None


class PdfFileDialog:
    """Where to save the move slips as a PDF."""

    @classmethod
    def ask_save(cls, parent: QWidget | None, suggested: Path) -> Path | None:
        return ask_save_path(
            parent, QCoreApplication.translate("Break", "Save the move slips as a PDF"),
            suggested, QCoreApplication.translate("Break", "PDF files (*.pdf)"), ".pdf")


def coming_in_text(choice: str) -> str:
    """How the players moved come in at their new tables, in a sentence."""
    if choice == Choice.POST:
        return QCoreApplication.translate(
            "Break", "They come in as new players and post at once.")
    return QCoreApplication.translate(
        "Break", "They come in as new players and wait for the big blind.")


def slips_html(page: SlipsPage) -> str:
    """The move slips as a printable page: one slip per player, to be cut apart and handed
    to each (large type; the new table and seat first)."""
    # The gaps under the sub-line and between the slips are paragraphs of type, in points: a
    # printer lays the page out at its own resolution, where a margin in pixels is nothing.
    parts = ['<div style="color: #000000;">', f"<h2>{html.escape(page.heading)}</h2>",
             f'<p style="font-size: 12pt;">{html.escape(page.coming_in)}</p>',
             '<p style="font-size: 6pt;">&nbsp;</p>']
    for slip in page.slips:
        parts.append(
            '<table width="100%" cellpadding="10" style="border: 2px dashed #000000; '
            'margin-bottom: 14px;"><tr><td>'
            f'<p style="font-size: 20pt;"><b>{html.escape(slip.name)}</b></p>'
            f'<p style="font-size: 26pt;"><b>{html.escape(slip.goes_to)}</b></p>'
            f'<p style="font-size: 12pt;">{html.escape(slip.from_line)}</p>'
            '</td></tr></table><p style="font-size: 6pt;">&nbsp;</p>')
    parts.append("</div>")
    return "\n".join(parts)


class SlipsDialog(QDialog):
    """Move slips (a broken cash table's, an event's moves): on screen, printed, or saved as
    a PDF."""

    def __init__(self, parent: QWidget | None, page: SlipsPage) -> None:
        super().__init__(parent)
        self.setObjectName("slipsDialog")
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Break", "Move slips"))
        self.page = page
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(page.title, self))
        self.table = _slip_table(self, "slipsTable")
        self.table.setMinimumSize(520, 200)
        _fill(self.table, page.slips)
        layout.addWidget(self.table, 1)
        coming = QLabel(page.coming_in, self)
        coming.setWordWrap(True)
        layout.addWidget(coming)
        self.status = QLabel(self)
        self.status.setObjectName("slipsStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QWidget(self)
        buttons = QHBoxLayout(row)
        buttons.setContentsMargins(0, 0, 0, 0)
        self.print_button = big_button(translate("Break", "Print…"), row)
        self.print_button.setObjectName("printSlips")
        self.pdf_button = big_button(translate("Break", "Save as PDF…"), row)
        self.pdf_button.setObjectName("pdfSlips")
        self.close_button = big_button(translate("Break", "Close"), row)
        self.close_button.setObjectName("closeSlips")
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.pdf_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addWidget(row)
        self.print_button.clicked.connect(lambda _=False: self.print_slips())
        self.pdf_button.clicked.connect(lambda _=False: self.save_pdf())
        self.close_button.clicked.connect(self.accept)
        self.resize(720, 520)
        fitted(self, row)

    def rows(self) -> list[tuple[str, str, str]]:
        return slip_rows(self.table)

    def document(self) -> QTextDocument:
        document = QTextDocument(self)
        document.setDefaultStyleSheet("body, p, h2, td { color: #000000; }")  # paper is white
        document.setHtml(slips_html(self.page))
        return document

    def print_slips(self) -> bool:
        """Qt's print dialog, then the slips printed on the printer chosen."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        self.document().print_(printer)
        self.status.setText(QCoreApplication.translate("Break", "Sent to the printer."))
        return True

    def save_pdf(self, path: Path | None = None) -> Path | None:
        """The slips as a PDF file (asked where, unless told); the file written, or None."""
        from PySide6.QtPrintSupport import QPrinter

        if path is None:
            path = PdfFileDialog.ask_save(self, Path.home() / "move-slips.pdf")
            if path is None:
                return None
        translate = QCoreApplication.translate
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                          QPageLayout.Orientation.Portrait,
                                          QMarginsF(15, 15, 15, 15)))
        self.document().print_(printer)
        if not path.is_file() or path.stat().st_size == 0:
            self.status.setText(translate("Break", "Not saved: {path} could not be written."
                                          ).format(path=path))
            return None
        self.status.setText(translate("Break", "Saved as {path}.").format(path=path))
        return path

    @classmethod
    def run(cls, parent: QWidget | None, page: SlipsPage) -> SlipsDialog:
        """Show the slips (modal) and return the dialog once closed."""
        dialog = cls(parent, page)
        dialog.exec()
        return dialog

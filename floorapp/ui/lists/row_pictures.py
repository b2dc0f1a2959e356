"""The List panel's rows drawn: each row's picture kept once made (:class:`NameDelegate`: a
row moved or numbered again is copied, not laid out again), its fonts, and its size by its
own words (:func:`row_size`). No decision here: the rows' words come from
:mod:`floorapp.ui.lists.names_view`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtCore import (
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QPainter,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import (
    QListWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from floorapp.screen.geometry import TOUCH
from floorapp.ui.touch import touch_mode_on

NAME_ROLE = Qt.ItemDataRole.UserRole + 1
"""Item data: the name's number on its list (None: a section's heading or a note)."""
SECTION_ROLE = Qt.ItemDataRole.UserRole + 2
"""Item data: ``called``, ``changes`` or ``waiting`` (the row's section), or ``heading``."""
NUMBER = re.compile(r"^\d+\. ")
"""A name's number at the head of its row (its place changes; its row's size does not)."""
PADDING = 6
FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


class NameDelegate(QStyledItemDelegate):
    """Paints a row: a section's heading on its own band, or a name in bold with, under it and
    smaller, what the floor needs to know (the seat called to, where he sits, minutes
    waited). Each row's size is the item's own (:func:`row_size`).

    A row is drawn from pictures made once: the row without its number on the list (the same
    picture whatever number the name has), and the number. A name called moves every number
    after it: the rows are not laid out again, they get their new number's picture."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        self._pictures: dict[tuple[Any, ...], QPixmap] = {}
        """The pictures, by what they show and how (words, size, state, colours): a row's
        without its number, and a number's."""
        self._indents: dict[str, int] = {}
        """The room a name's number takes at the head of its row, by the number."""

    def forget(self) -> None:
        """Make the pictures again (the fonts or the style changed)."""
        self._pictures.clear()
        self._indents.clear()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        rect = option.rect
        palette = option.palette
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        heading = index.data(SECTION_ROLE) == "heading"
        ratio = self.view.devicePixelRatioF()
        look = (selected, palette.cacheKey(), palette.currentColorGroup(), ratio)
        number = "" if heading else (found.group(0) if (found := NUMBER.match(text)) else "")
        indent = 0 if not number else self._indents.get(number)
        if indent is None:
            fonts = self._fonts(option, index)
            indent = self._indents[number] = QFontMetrics(fonts.name).horizontalAdvance(number)
        shape = ("row", text[len(number):], indent, heading, rect.width(), rect.height(),
                 *look)
        row = self._kept(shape, lambda: self._picture(shape, palette,
                                                       self._fonts(option, index)))
        painter.drawPixmap(rect.topLeft(), row)
        if number:
            picture = self._kept(("number", number, *look), lambda: self._number_picture(
                number.rstrip(), indent, selected, palette, self._fonts(option, index), ratio))
            painter.drawPixmap(rect.x() + PADDING, rect.y() + PADDING // 2, picture)

    @staticmethod
    def _fonts(option: QStyleOptionViewItem, index) -> RowFonts:
        return row_fonts(index.data(Qt.ItemDataRole.FontRole) or option.font)

    def _kept(self, key: tuple[Any, ...], make: Callable[[], QPixmap]) -> QPixmap:
        """The picture kept for ``key`` (a row's without its number, ``("row", ...)``, or a
        number's, ``("number", ...)``), made the first time it is asked for."""
        picture = self._pictures.get(key)
        if picture is None:
            if len(self._pictures) > 4000:
                self._pictures.clear()
            picture = self._pictures[key] = make()
        return picture

    @staticmethod
    def _number_picture(number: str, width: int, selected: bool, palette: QPalette,
                        fonts: RowFonts, ratio: float) -> QPixmap:
        """A name's number on the list, on the row's band, drawn where the row leaves it
        room."""
        height = QFontMetrics(fonts.name).height()
        picture = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(palette.color(QPalette.ColorRole.Highlight if selected else
                                   QPalette.ColorRole.Base))
        painter = QPainter(picture)
        painter.setFont(fonts.name)
        painter.setPen(palette.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text))
        painter.drawText(QRect(0, 0, width, height),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, number)
        painter.end()
        return picture

    @staticmethod
    def _picture(shape: tuple[Any, ...], palette: QPalette, fonts: RowFonts) -> QPixmap:
        """A row drawn once: its band, its first line (the name, after its number's room)
        and, smaller, what the floor needs to know."""
        _, text, indent, heading, width, height, selected, _, _, ratio = shape
        picture = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        picture.setDevicePixelRatio(ratio)
        background = (QPalette.ColorRole.Highlight if selected else
                      QPalette.ColorRole.AlternateBase if heading else QPalette.ColorRole.Base)
        picture.fill(palette.color(background))
        painter = QPainter(picture)
        rect = QRect(0, 0, width, height)
        if not heading:
            painter.setPen(palette.color(QPalette.ColorRole.Mid))
            painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        area = rect.adjusted(PADDING, PADDING // 2, -PADDING, -PADDING // 2)
        text_role = (QPalette.ColorRole.HighlightedText if selected else
                     QPalette.ColorRole.Text)
        first, _, second = text.partition("\n")
        main = fonts.heading if heading else fonts.name
        painter.setFont(main)
        painter.setPen(palette.color(text_role))
        line = area.adjusted(indent, 0, 0, 0)
        below = text_height(main, first, line.width())
        painter.drawText(line, _flags(main, first, line.width()), first)
        if second:
            painter.setFont(fonts.small)
            muted = palette.color(QPalette.ColorRole.PlaceholderText)
            painter.setPen(palette.color(text_role) if selected else muted)
            painter.drawText(area.adjusted(0, below, 0, 0),
                             _flags(fonts.small, second, area.width()), second)
        painter.end()
        return picture


class RowFonts(NamedTuple):
    """The fonts of a row: a heading's, a name's (bold) and its details' (smaller)."""

    heading: QFont
    name: QFont
    small: QFont


@functools.lru_cache(maxsize=64)
def _row_fonts(key: str) -> RowFonts:
    base = QFont()
    base.fromString(key)
    name = QFont(base)
    name.setBold(True)
    return RowFonts(base, name, _small(base))


@functools.lru_cache(maxsize=64)
def item_font(key: str, section: str) -> QFont:
    """An item's font: the view's, bold for a heading, italic for a note."""
    font = QFont()
    font.fromString(key)
    font.setBold(section == "heading")
    font.setItalic(section == "note")
    return font


_last_fonts: list[tuple[QFont, RowFonts]] = []


def row_fonts(font: QFont) -> RowFonts:
    """The fonts a row is drawn in, made once per base font (a paint makes none)."""
    if _last_fonts and _last_fonts[0][0] == font:
        return _last_fonts[0][1]
    fonts = _row_fonts(font.toString())
    _last_fonts[:] = [(QFont(font), fonts)]
    return fonts


_FITS: dict[tuple[int, str, int], bool] = {}
"""Whether a text fits a width in a font (by the font's id: the row fonts are made once)."""


def _fits(font: QFont, text: str, width: int) -> bool:
    key = (id(font), text, width)
    found = _FITS.get(key)
    if found is None:
        if len(_FITS) > 20_000:
            _FITS.clear()
        metrics = QFontMetrics(font)
        found = _FITS[key] = all(metrics.horizontalAdvance(line) <= width
                                 for line in text.split("\n"))
    return found


def _flags(font: QFont, text: str, width: int) -> Qt.AlignmentFlag:
    """How a row's text is drawn: wrapped only when it must be (wrapping costs)."""
    return FLAGS if not _fits(font, text, width) else (
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)


def text_height(font: QFont, text: str, width: int) -> int:
    """How high ``text`` is drawn in ``font`` at ``width``: one line per line of the text
    when each fits (measured quickly), else as Qt wraps it."""
    metrics = QFontMetrics(font)
    if _fits(font, text, width):
        return metrics.lineSpacing() * (text.count("\n") + 1)
    return metrics.boundingRect(0, 0, width, 10000, FLAGS, text).height()


def row_size(text: str, font: QFont, heading: bool, width: int) -> QSize:
    """How large a row is drawn at ``width`` (its text wrapped; at least :data:`TOUCH` high
    in touch mode). Set on each item, so that the view never asks Python for it."""
    first, _, second = text.partition("\n")
    fonts = row_fonts(font)
    inner = max(80, width - 2 * PADDING)
    height = text_height(fonts.heading if heading else fonts.name, first, inner)
    if second:
        height += text_height(fonts.small, second, inner)
    height += PADDING
    if touch_mode_on():
        height = max(height, TOUCH)
    return QSize(inner, height)


def _small(font: QFont) -> QFont:
    small = QFont(font)
    small.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
    return small



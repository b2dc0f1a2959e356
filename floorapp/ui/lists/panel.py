"""The List panel beside the table: the waiting list of the game of the table on screen.

Three sections, as the floor calls them (:func:`floorapp.screen.lists.list_sections`):
**Called** (each name called to a seat, the table and seat, minutes since the call), **Table
changes** (players seated at another table who asked for this game: offered a seat first,
F-36; where each sits now, minutes since he asked) and **the list** (each name, his note,
minutes waited; an *interest list* while none of the game's tables is open).

What the floor does here: put a name on the list (**Add…**: a name, a phone number or a
note), correct it (**Edit…**), take it off (**Remove…**, asked first), move it up or down
(the buttons, or drag it within its section), and the list's own **Undo** / **Redo** (the
list journal's: ``Ctrl+Z`` stays the table's). A tap on a name, or **Seat / call…**, hands
the name to the table (``place_requested``: the seat workflow then places it at the seat
tapped next); a name dragged out carries :data:`LIST_NAME_MIME` (``b"<game>:<name>"``), which
the table accepts on a seat. The line under the list says the list's latest action
("21:04 Ann called to seat 5 of Table 3").

Every change goes through the game's :class:`~floorapp.ui.lists.controller.ListController`:
the panel shows the list as the room holds it, here or after another screen changed it
(``ListsOnScreen.changed``).
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NamedTuple

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QMimeData,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from floorapp.lists import AddName, EditName, MoveName, RemoveName, Source
from floorapp.screen.geometry import TOUCH
from floorapp.screen.lists import ListSections, NameRow, list_sections, neighbour_place
from floorapp.storage.errors import StorageError
from floorapp.storage.journal import micros
from floorapp.storage.room import Room
from floorapp.ui import wording
from floorapp.ui.language import Retranslating
from floorapp.ui.touch import touch_mode_on

from .controller import ListController
from .on_screen import ListsOnScreen

LIST_NAME_MIME = "application/x-floorapp-list-name"
"""The drag of a name out of the panel: data ``b"<game_id>:<name_id>"``."""
NAME_ROLE = Qt.ItemDataRole.UserRole + 1
"""Item data: the name's number on its list (None: a section's heading or a note)."""
SECTION_ROLE = Qt.ItemDataRole.UserRole + 2
"""Item data: ``called``, ``changes`` or ``waiting`` (the row's section), or ``heading``."""


def name_mime(game_id: int, name_id: int) -> QMimeData:
    """What a name dragged out of the panel carries."""
    mime = QMimeData()
    mime.setData(LIST_NAME_MIME, QByteArray(f"{game_id}:{name_id}".encode()))
    return mime


def dragged_name(mime: QMimeData) -> tuple[int, int] | None:
    """(game id, name id) of a dragged name, or None for anything else."""
    if not mime.hasFormat(LIST_NAME_MIME):
        return None
    try:
        game, name = bytes(mime.data(LIST_NAME_MIME).data()).decode().split(":")
        return int(game), int(name)
    except ValueError:
        return None


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
        number = "" if heading else (found.group(0) if (found := _NUMBER.match(text)) else "")
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
def _item_font(key: str, section: str) -> QFont:
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


class NamesView(QListWidget):
    """The panel's rows: section headings and names. A name of the table changes or of the
    list is dragged to another place of its section (``reordered``) or out onto a seat."""

    reordered = Signal(int, int)
    """A name dropped on another of its section: (name id, the name whose place it takes)."""
    resized = Signal()
    """The rows' width or the style (touch mode) changed: their sizes are set again."""
    activated_name = Signal(int)
    """Enter on a name: place it (its id)."""
    delete_pressed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("listNames")
        self.game_id: int | None = None
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.delegate = NameDelegate(self)
        self.setItemDelegate(self.delegate)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.delegate.forget()
        if event.type() == QEvent.Type.StyleChange:  # touch mode on or off: rows' heights
            self.resized.emit()

    def resizeEvent(self, event) -> None:  # noqa: N802
        old = event.oldSize().width()
        super().resizeEvent(event)
        if old != event.size().width():
            self.resized.emit()  # the rows wrap again at the new width

    def row_width(self) -> int:
        """The width the rows are laid out at (the viewport, less a scroll bar)."""
        return self.maximumViewportSize().width() - self.verticalScrollBar().sizeHint().width()

    def name_item(self, name_id: int) -> QListWidgetItem | None:
        for row in range(self.count()):
            item = self.item(row)
            if item.data(NAME_ROLE) == name_id:
                return item
        return None

    def mime_for(self, item: QListWidgetItem | None) -> QMimeData | None:
        """What dragging ``item`` carries (None: a heading, or no game)."""
        if item is None or self.game_id is None or item.data(NAME_ROLE) is None:
            return None
        return name_mime(self.game_id, int(item.data(NAME_ROLE)))

    def startDrag(self, supported: Qt.DropAction) -> None:  # noqa: N802 (Qt's name)
        mime = self.mime_for(self.currentItem())
        if mime is None:
            return
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction, Qt.DropAction.MoveAction)

    def _accepts(self, mime: QMimeData) -> bool:
        dragged = dragged_name(mime)
        return dragged is not None and dragged[0] == self.game_id

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if self._accepts(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        if self._accepts(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        """A name dropped on another name of its own section takes that name's place."""
        dragged = dragged_name(event.mimeData())
        if dragged is None or dragged[0] != self.game_id:
            event.ignore()
            return
        event.acceptProposedAction()
        source = self.name_item(dragged[1])
        target = self.itemAt(event.position().toPoint())
        if (source is None or target is None or target is source
                or target.data(NAME_ROLE) is None
                or target.data(SECTION_ROLE) != source.data(SECTION_ROLE)
                or source.data(SECTION_ROLE) == "called"):
            return
        self.reordered.emit(dragged[1], int(target.data(NAME_ROLE)))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        item = self.currentItem()
        name_id = item.data(NAME_ROLE) if item is not None else None
        if name_id is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activated_name.emit(int(name_id))
            return
        if name_id is not None and event.key() == Qt.Key.Key_Delete:
            self.delete_pressed.emit(int(name_id))
            return
        super().keyPressEvent(event)


@dataclass(frozen=True)
class Row:
    """What one row of the panel shows: its text, its section (``called``, ``changes``,
    ``waiting``; ``heading`` or ``note`` for the words between), and for a name its number on
    the list."""

    text: str
    section: str
    name_id: int | None = None


def _identity(row: Row) -> tuple[str, object]:
    """What a row is, whatever its words say now: a name (by its number on the list, in its
    section), or a section's heading or note."""
    if row.name_id is not None:
        return row.section, row.name_id
    return row.section, row.text.split(" ", 1)[0]


_NUMBER = re.compile(r"^\d+\. ")
"""A name's number at the head of its row (its place changes; its row's size does not)."""


def _tip(text: str) -> str:
    """A row's tooltip: its words on one line, without the name's number (which the row
    shows; a name called moves every number after it, and no tooltip changes)."""
    return _NUMBER.sub("", text, count=1).replace("\n", " — ")


class _RowWords:
    """A name's row in words, each sentence translated once for a whole list."""

    def __init__(self, table_name: Callable[[int], str]) -> None:
        translate = QCoreApplication.translate
        names: dict[int, str] = {}

        def named(table_id: int) -> str:
            if table_id not in names:
                names[table_id] = table_name(table_id)
            return names[table_id]

        self.table_name = named
        self.called_to = translate("ListPanel", "{name} → {spot}")
        self.called = translate("ListPanel", "called {minutes} ago")
        self.asked = translate("ListPanel", "now at {spot} · asked {minutes} ago")
        self.broken = translate("ListPanel", "from a broken table · waiting {minutes}")
        self.waiting = translate("ListPanel", "waiting {minutes}")
        self._minutes: dict[int, str] = {}

    def minutes(self, count: int) -> str:
        found = self._minutes.get(count)
        if found is None:
            found = self._minutes[count] = wording.minutes_text(count)
        return found

    def text(self, row: NameRow, number: int | None = None) -> str:
        if row.called_to is not None:
            first = self.called_to.format(
                name=row.name, spot=wording.spot_text(row.called_to, self.table_name))
            second = self.called.format(minutes=self.minutes(row.called or 0))
            if row.source is not Source.LIST:
                second = f"{wording.source_word(row.source)} · {second}"
        elif row.source is Source.TABLE_CHANGE and row.seated_at is not None:
            first = row.name
            second = self.asked.format(spot=wording.spot_text(row.seated_at, self.table_name),
                                       minutes=self.minutes(row.waited))
        elif row.source is Source.TABLE_CHANGE:  # left over from a broken table
            first = row.name
            second = self.broken.format(minutes=self.minutes(row.waited))
        else:
            first = f"{number}. {row.name}" if number is not None else row.name
            second = self.waiting.format(minutes=self.minutes(row.waited))
        if row.note:
            second = f"{row.note} · {second}"
        return f"{first}\n{second}"


class ListPanel(Retranslating, QWidget):
    """The list of one game (the game of the table on screen), its actions and its latest
    action. ``table_name`` names a table by its id; ``clock`` is the time shown (tests set
    it)."""

    place_requested = Signal(int, int)
    """Seat or call a name: (game id, name id); the table places it at the seat tapped."""
    placing_cancelled = Signal()
    """The floor turned to something else in the panel: a name being placed is put down."""
    acted = Signal()
    """A list action of the panel was done (the message line has nothing more to say)."""

    def __init__(self, lists: ListsOnScreen, room: Room,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("listPanel")
        self.lists = lists
        self.room = room
        self.clock: Callable[[], datetime] = lambda: datetime.now().astimezone()
        self.game_id: int | None = None
        self.sections = ListSections((), (), ())
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.heading = QLabel(self)
        self.heading.setObjectName("listHeading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.view = NamesView(self)
        self.view.setMinimumHeight(96)
        self.view.reordered.connect(self._dropped_on)
        self.view.resized.connect(self._size_rows)
        self._shown: list[Row] = []
        """What each row of the view shows now (the rows are changed only where it
        differs)."""
        self._sizes: dict[tuple[str, bool, int, bool], QSize] = {}
        self.view.itemClicked.connect(self._tapped)
        self.view.activated_name.connect(self._place)
        self.view.delete_pressed.connect(lambda _name: self.remove_name())
        self.view.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.latest = QLabel(self)
        self.latest.setObjectName("listLatest")
        self.latest.setWordWrap(True)
        self.latest.setTextFormat(Qt.TextFormat.PlainText)
        small = self.latest.font()
        small.setPointSizeF(small.pointSizeF() * 0.95)
        self.latest.setFont(small)
        self.latest.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Two lines' room whatever the latest action says: a longer or shorter line does not
        # resize the list above it (laid out and painted again for nothing).
        self.latest.setMinimumHeight(2 * QFontMetrics(small).lineSpacing())
        self.add_button = self._button("listAdd", self.add_name)
        self.edit_button = self._button("listEdit", self.edit_name)
        self.remove_button = self._button("listRemove", self.remove_name)
        self.place_button = self._button("listPlace", self.place_selected)
        self.up_button = self._button("listUp", lambda: self.move_selected(-1))
        self.down_button = self._button("listDown", lambda: self.move_selected(1))
        self.undo_button = self._button("listUndo", self.undo)
        self.redo_button = self._button("listRedo", self.redo)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        for column, button in enumerate((self.add_button, self.edit_button,
                                         self.remove_button)):
            grid.addWidget(button, 0, column)
        for column, button in enumerate((self.place_button, self.undo_button,
                                         self.redo_button)):
            grid.addWidget(button, 1, column)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(4)
        top.addWidget(self.heading, 1)
        for arrow in (self.up_button, self.down_button):
            arrow.setFixedWidth(44)
            arrow.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            top.addWidget(arrow)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addLayout(grid)
        layout.addWidget(self.latest)
        self.retranslate()

    def _button(self, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setMinimumHeight(TOUCH)
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        button.clicked.connect(lambda _=False: slot())
        return button

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        texts = (
            (self.add_button, translate("ListPanel", "Add…"),
             translate("ListPanel", "Put a name on the list")),
            (self.edit_button, translate("ListPanel", "Edit…"),
             translate("ListPanel", "Correct the name chosen or its note")),
            (self.remove_button, translate("ListPanel", "Remove…"),
             translate("ListPanel", "Take the name chosen off the list")),
            (self.place_button, translate("ListPanel", "Seat…"),
             translate("ListPanel", "Call or seat the name chosen: then tap the seat")),
            (self.up_button, "▲", translate("ListPanel", "Move the name chosen up")),
            (self.down_button, "▼", translate("ListPanel", "Move the name chosen down")),
            (self.undo_button, translate("ListPanel", "Undo"),
             translate("ListPanel", "Take back the list's latest action (Ctrl+Z undoes the "
                       "table's)")),
            (self.redo_button, translate("ListPanel", "Redo"),
             translate("ListPanel", "Put back the list action taken back last")),
        )
        for button, text, tip in texts:
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.refresh()

    # --- what it shows ----------------------------------------------------------------------

    @property
    def controller(self) -> ListController | None:
        return None if self.game_id is None else self.lists.controller(self.game_id)

    def show_game(self, game_id: int | None) -> None:
        """Show this game's list (None: no game: the panel is empty)."""
        if game_id != self.game_id:
            self.game_id = game_id
            self.view.clearSelection()
        self.refresh()

    def refresh(self) -> None:
        """Show the list as the room holds it now (the minutes waited, moved on)."""
        self.view.game_id = self.game_id
        chosen = self.selected()
        controller = self.controller
        if controller is None:
            self.sections = ListSections((), (), ())
            self.heading.setText(QCoreApplication.translate("ListPanel", "List"))
            self._fill(None)
            self.latest.setText("")
            self._update_buttons()
            return
        now = micros(self.clock())
        self.sections = list_sections(controller.state.names, now)
        try:
            game = controller.game
            tables = [info for info in self.room.tables(include_closed=False)
                      if info.game_id == game.id]
        except StorageError:
            return
        translate = QCoreApplication.translate
        if tables:
            heading = translate("ListPanel", "List: {game}").format(game=game.name)
        else:
            heading = translate("ListPanel", "Interest list: {game} (no table open)").format(
                game=game.name)
        self.heading.setText(heading)
        self._fill(game.name, interest=not tables)
        if chosen is not None and (item := self.view.name_item(chosen)) is not None:
            self.view.setCurrentItem(item)
        self.latest.setText(self._latest_text(game.name))
        self._update_buttons()

    def _fill(self, game: str | None, interest: bool = False) -> None:
        translate = QCoreApplication.translate
        sections = self.sections
        rows: list[Row] = []
        if game is None:
            rows.append(Row(translate("ListPanel", "No table on screen"), "heading"))
            self._show(rows)
            return
        words = _RowWords(self._table_name)
        if sections.called:
            rows.append(Row(translate("ListPanel", "Called ({count})").format(
                count=len(sections.called)), "heading"))
            rows.extend(Row(words.text(row), "called", row.name_id)
                        for row in sections.called)
        if sections.changes:
            rows.append(Row(translate("ListPanel", "Table changes ({count}): first for a seat"
                                      ).format(count=len(sections.changes)), "heading"))
            rows.extend(Row(words.text(row), "changes", row.name_id)
                        for row in sections.changes)
        title = (translate("ListPanel", "Interest list ({count})") if interest else
                 translate("ListPanel", "Waiting ({count})"))
        rows.append(Row(title.format(count=len(sections.waiting)), "heading"))
        rows.extend(Row(words.text(row, number), "waiting", row.name_id)
                    for number, row in enumerate(sections.waiting, start=1))
        if not sections.waiting:
            rows.append(Row(translate("ListPanel", "Nobody waits for {game}.").format(
                game=game), "note"))
        self._show(rows)

    def _show(self, rows: list[Row]) -> None:
        """Make the view show ``rows``, changing only what differs: rows are matched by what
        they are (a section's heading, a name), so that a name called, seated or added moves
        one item and the rows around it keep theirs (a list of 500 names is drawn again
        quickly when one name changes)."""
        view = self.view
        width = view.row_width()
        old = [_identity(row) for row in self._shown]
        new = [_identity(row) for row in rows]
        matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
        for tag, old_start, old_end, new_start, new_end in reversed(matcher.get_opcodes()):
            if tag == "equal":
                for offset in range(old_end - old_start):
                    was, row = self._shown[old_start + offset], rows[new_start + offset]
                    if was == row:
                        continue
                    item = view.item(old_start + offset)
                    if (was.section, was.name_id) != (row.section, row.name_id):
                        self._set_row(item, row, width)
                        continue
                    self._set_text(item, was, row, width)  # its words alone
                continue
            for _ in range(old_end - old_start):
                view.takeItem(old_start)
            for offset, row in enumerate(rows[new_start:new_end]):
                item = QListWidgetItem()
                self._set_row(item, row, width)
                view.insertItem(old_start + offset, item)
        changed, self._shown = rows != self._shown, rows
        if changed:
            # Lay the rows out now rather than on the view's timer: the view is painted once,
            # laid out, instead of once as it was and again after the timer. (Its scroll bar
            # may come or go: the rows are sized again for the new width, by what they show
            # now.)
            view.doItemsLayout()

    def _set_text(self, item: QListWidgetItem, was: Row, row: Row, width: int) -> None:
        item.setText(row.text)
        if _NUMBER.sub("", was.text, count=1) != _NUMBER.sub("", row.text, count=1):
            # More than its number changed (a number alone changes neither of these).
            item.setToolTip(_tip(row.text))
            item.setSizeHint(self._size(row.text, row.section in ("heading", "note"), width))

    def _set_row(self, item: QListWidgetItem, row: Row, width: int) -> None:
        item.setText(row.text)
        heading = row.section in ("heading", "note")
        flags = Qt.ItemFlag.ItemIsEnabled
        if not heading:
            flags |= Qt.ItemFlag.ItemIsSelectable
        if row.section in ("changes", "waiting"):
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        item.setFlags(flags)
        item.setData(NAME_ROLE, row.name_id)
        item.setData(SECTION_ROLE, "heading" if heading else row.section)
        item.setFont(_item_font(self.view.font().toString(), row.section))
        item.setToolTip(_tip(row.text))
        item.setSizeHint(self._size(row.text, heading, width))

    def _size(self, text: str, heading: bool, width: int) -> QSize:
        key = (_NUMBER.sub("", text), heading, width, touch_mode_on())
        found = self._sizes.get(key)
        if found is None:
            if len(self._sizes) > 5000:
                self._sizes.clear()
            found = self._sizes[key] = row_size(text, QFont(self.view.font()), heading, width)
        return found

    def _size_rows(self) -> None:
        """The rows' width or touch mode changed: every row's size again, by its own words
        (the view may be resized while the rows are being changed: its scroll bar comes or
        goes as rows are added or taken out)."""
        width = self.view.row_width()
        for index in range(self.view.count()):
            item = self.view.item(index)
            item.setSizeHint(self._size(item.text(), item.data(SECTION_ROLE) == "heading",
                                        width))

    def row_text(self, row: NameRow, number: int | None = None) -> str:
        """A name's row: the name (with its place on the list), then what the floor needs to
        know about it, each on a line."""
        return _RowWords(self._table_name).text(row, number)

    def rows(self) -> list[str]:
        """Every row shown, on one line each (tests and screen readers)."""
        return [self.view.item(index).text().replace("\n", " · ")
                for index in range(self.view.count())]

    def _latest_text(self, game: str) -> str:
        if self.game_id is None:
            return ""
        try:
            entry = self.room.latest_list_entry(self.game_id)
        except StorageError:
            return ""
        if entry is None:
            return ""
        text = wording.list_entry_line(entry.kind, entry.action, entry.steps, entry.document,
                                       self._table_name, game)
        return wording.latest_line(entry.at, text)

    def _table_name(self, table_id: int) -> str:
        try:
            return self.room.table_info(table_id).name
        except LookupError:
            return str(table_id)

    def selected(self) -> int | None:
        """The name chosen (its id), if any."""
        item = self.view.currentItem()
        if item is None or not item.isSelected() or item.data(NAME_ROLE) is None:
            return None
        return int(item.data(NAME_ROLE))

    def select(self, name_id: int) -> None:
        item = self.view.name_item(name_id)
        if item is not None:
            self.view.setCurrentItem(item)

    def _selected_row(self) -> NameRow | None:
        chosen = self.selected()
        return next((row for row in self.sections.rows() if row.name_id == chosen), None)

    def _update_buttons(self) -> None:
        controller = self.controller
        row = self._selected_row()
        chosen = row is not None
        self.add_button.setEnabled(controller is not None)
        for button in (self.edit_button, self.remove_button, self.place_button):
            button.setEnabled(chosen)
        movable = row is not None and row.called_to is None
        self.up_button.setEnabled(movable and row is not None and neighbour_place(
            self.sections, row.name_id, -1) is not None)
        self.down_button.setEnabled(movable and row is not None and neighbour_place(
            self.sections, row.name_id, 1) is not None)
        self.undo_button.setEnabled(controller is not None and controller.can_undo)
        self.redo_button.setEnabled(controller is not None and controller.can_redo)

    # --- what the floor does ----------------------------------------------------------------

    def _tapped(self, item: QListWidgetItem) -> None:
        """A tap on a name chooses it and hands it to the table: the next seat tapped seats
        (or calls) him there."""
        if item.data(NAME_ROLE) is not None:
            self._update_buttons()
            self._place(int(item.data(NAME_ROLE)))

    def _place(self, name_id: int) -> None:
        if self.game_id is not None:
            self.place_requested.emit(self.game_id, name_id)

    def place_selected(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self._place(chosen)

    def add_name(self) -> bool:
        """Ask for a name (and a phone number or a note) and put it at the bottom of the
        list."""
        from floorapp.ui.dialogs import NameDialog

        controller = self.controller
        if controller is None:
            return False
        self.placing_cancelled.emit()
        answer = NameDialog.ask(self, QCoreApplication.translate(
            "ListPanel", "A name on the list of {game}").format(game=controller.game.name))
        if answer is None:
            return False
        name, note = answer
        return self._done(controller.apply(AddName(name, note)))

    def edit_name(self) -> bool:
        from floorapp.ui.dialogs import NameDialog

        controller, row = self.controller, self._selected_row()
        if controller is None or row is None:
            return False
        self.placing_cancelled.emit()
        answer = NameDialog.ask(self, QCoreApplication.translate(
            "ListPanel", "Correct {name}").format(name=row.name), row.name, row.note)
        if answer is None or answer == (row.name, row.note):
            return False
        return self._done(controller.apply(EditName(row.name_id, *answer)))

    def remove_name(self) -> bool:
        """Take the name chosen off the list, once the floor says yes."""
        from floorapp.ui.dialogs import ConfirmDialog

        controller, row = self.controller, self._selected_row()
        if controller is None or row is None:
            return False
        self.placing_cancelled.emit()
        translate = QCoreApplication.translate
        question = translate("ListPanel", "Take {name} off the list of {game}?").format(
            name=row.name, game=controller.game.name)
        if row.called_to is not None:
            question = translate(
                "ListPanel", "Take {name} off the list of {game}? The seat called for stays "
                "locked up for the next name.").format(name=row.name, game=controller.game.name)
        if not ConfirmDialog.ask(self, translate("ListPanel", "Take off the list"), question):
            return False
        return self._done(controller.apply(RemoveName(row.name_id)))

    def move_selected(self, step: int) -> bool:
        row = self._selected_row()
        if row is None:
            return False
        place = neighbour_place(self.sections, row.name_id, step)
        return place is not None and self.move_to(row.name_id, place)

    def _dropped_on(self, name_id: int, target_id: int) -> None:
        """A name dropped on another of its section takes that name's place."""
        target = next((row for row in self.sections.rows() if row.name_id == target_id), None)
        if target is not None:
            self.move_to(name_id, target.place)

    def move_to(self, name_id: int, place: int) -> bool:
        """Give a name another place on the list (0: first), among the names of its kind."""
        controller = self.controller
        if controller is None:
            return False
        self.placing_cancelled.emit()
        done = self._done(controller.apply(MoveName(name_id, place)))
        if done:
            self.select(name_id)
        return done

    def undo(self) -> bool:
        controller = self.controller
        self.placing_cancelled.emit()
        return (controller is not None and controller.can_undo
                and self._done(controller.undo()))

    def redo(self) -> bool:
        controller = self.controller
        self.placing_cancelled.emit()
        return (controller is not None and controller.can_redo
                and self._done(controller.redo()))

    def _done(self, failure: object) -> bool:
        """Whether an action was done (a failure was said by the controller)."""
        if failure is None:
            self.acted.emit()
        return failure is None

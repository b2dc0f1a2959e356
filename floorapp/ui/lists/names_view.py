"""The List panel's names: the rows of the game's list in words (:class:`Row`,
:class:`RowWords`) and the list that holds them (:class:`NamesView`: drawn by
:mod:`.row_pictures`, changed only where a row differs): a tap hands a name to the table, a
name dragged out carries
:data:`LIST_NAME_MIME` (``b"<game>:<name>"``), which the table accepts on a seat, and a name
dropped on another of its section takes that name's place. The panel around it
(:class:`~floorapp.ui.lists.panel.ListPanel`) says what the rows are and what the floor does
with them.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QMimeData,
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
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from floorapp.lists import Source
from floorapp.screen.lists import NameRow
from floorapp.ui import wording
from floorapp.ui.touch import touch_mode_on

from .row_pictures import (
    NAME_ROLE,
    NUMBER,
    SECTION_ROLE,
    NameDelegate,
    item_font,
    row_size,
)

LIST_NAME_MIME = "application/x-floorapp-list-name"
"""The drag of a name out of the panel: data ``b"<game_id>:<name_id>"``."""


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
        self._shown: list[Row] = []
        """What each row shows now (the rows are changed only where it differs)."""
        self._sizes: dict[tuple[str, bool, int, bool], QSize] = {}
        self.resized.connect(self.size_rows)

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


    def show_rows(self, rows: list[Row]) -> None:
        """Make the view show ``rows``, changing only what differs: rows are matched by what
        they are (a section's heading, a name), so that a name called, seated or added moves
        one item and the rows around it keep theirs (a list of 500 names is drawn again
        quickly when one name changes)."""
        view = self
        width = view.row_width()
        old = [row_identity(row) for row in self._shown]
        new = [row_identity(row) for row in rows]
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
        if NUMBER.sub("", was.text, count=1) != NUMBER.sub("", row.text, count=1):
            # More than its number changed (a number alone changes neither of these).
            item.setToolTip(row_tip(row.text))
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
        item.setFont(item_font(self.font().toString(), row.section))
        item.setToolTip(row_tip(row.text))
        item.setSizeHint(self._size(row.text, heading, width))

    def _size(self, text: str, heading: bool, width: int) -> QSize:
        key = (NUMBER.sub("", text), heading, width, touch_mode_on())
        found = self._sizes.get(key)
        if found is None:
            if len(self._sizes) > 5000:
                self._sizes.clear()
            found = self._sizes[key] = row_size(text, QFont(self.font()), heading, width)
        return found

    def size_rows(self) -> None:
        """The rows' width or touch mode changed: every row's size again, by its own words
        (the view may be resized while the rows are being changed: its scroll bar comes or
        goes as rows are added or taken out)."""
        width = self.row_width()
        for index in range(self.count()):
            item = self.item(index)
            item.setSizeHint(self._size(item.text(), item.data(SECTION_ROLE) == "heading",
                                        width))


@dataclass(frozen=True)
class Row:
    """What one row of the panel shows: its text, its section (``called``, ``changes``,
    ``waiting``; ``heading`` or ``note`` for the words between), and for a name its number on
    the list."""

    text: str
    section: str
    name_id: int | None = None


def row_identity(row: Row) -> tuple[str, object]:
    """What a row is, whatever its words say now: a name (by its number on the list, in its
    section), or a section's heading or note."""
    if row.name_id is not None:
        return row.section, row.name_id
    return row.section, row.text.split(" ", 1)[0]




def row_tip(text: str) -> str:
    """A row's tooltip: its words on one line, without the name's number (which the row
    shows; a name called moves every number after it, and no tooltip changes)."""
    return NUMBER.sub("", text, count=1).replace("\n", " — ")


class RowWords:
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



"""The right column's read-out of the deal, the log strip at the bottom, and a one-line label
that cuts a long text short (a tap shows the whole)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.readout import ReadoutItem
from floorapp.ui import wording
from floorapp.ui.table.controller import LogEntry, LogKind

RULES_ROLE = Qt.ItemDataRole.UserRole + 1
"""Item data: the rule ids behind a read-out line."""
WHY_ROLE = Qt.ItemDataRole.UserRole + 2
"""Item data: the first rule id and its plain sentence ("R-11 · The big blind goes ...")."""
PADDING = 6


class ReadoutDelegate(QStyledItemDelegate):
    """Paints a read-out line: what the dealer says, and under it, smaller, the rule and why.

    It keeps the list it paints for: asking the style option for its widget, or the list for
    its viewport, hands back a plain ``QWidget`` pointer whose type PySide resolves by creating
    every widget class of Qt (about 25 ms at start-up, before the first paint).
    """

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        self._sizes: dict[tuple[str, str, int, str], QSize] = {}

    def _visible_width(self) -> int:
        """The width of the list's viewport with its scroll bar, without asking for the
        viewport: the bar's room is kept whether it shows or not (it comes once the lines,
        measured, are too many; they would then be measured too wide and their last words
        cut off)."""
        bar = self.view.verticalScrollBar()
        return self.view.maximumViewportSize().width() - bar.sizeHint().width()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        why = str(index.data(WHY_ROLE))
        palette = option.palette
        selected = index.row() == self.view.currentRow()
        background = (QPalette.ColorRole.Highlight if selected else
                      QPalette.ColorRole.AlternateBase if index.row() % 2 else
                      QPalette.ColorRole.Base)
        painter.save()
        painter.fillRect(option.rect, palette.color(background))
        area = option.rect.adjusted(PADDING, PADDING // 2, -PADDING, -PADDING // 2)
        group = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        main_font = QFont(option.font)
        main_font.setBold(True)
        painter.setFont(main_font)
        painter.setPen(palette.color(group))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        used = painter.boundingRect(area, flags, text)
        painter.drawText(area, flags, text)
        if why:
            painter.setFont(_small(option.font))
            muted = palette.color(QPalette.ColorRole.PlaceholderText)
            painter.setPen(palette.color(group) if selected else muted)
            painter.drawText(area.adjusted(0, used.height(), 0, 0), flags, why)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802
        """A line's size at the list's width, worked out once per words, width and font."""
        width = max(80, self._visible_width() - 2 * PADDING)
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        why = str(index.data(WHY_ROLE))
        key = (text, why, width, option.font.key())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > 2000:
                self._sizes.clear()
            size = self._sizes[key] = self._measure(option.font, text, why, width)
        return size

    @staticmethod
    def _measure(font: QFont, text: str, why: str, width: int) -> QSize:
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        main_font = QFont(font)
        main_font.setBold(True)
        height = QFontMetrics(main_font).boundingRect(0, 0, width, 10000, flags, text).height()
        if why:
            height += QFontMetrics(_small(font)).boundingRect(
                0, 0, width, 10000, flags, why).height()
        return QSize(width, height + PADDING)


def _small(font: QFont) -> QFont:
    small = QFont(font)
    small.setPointSizeF(max(7.0, font.pointSizeF() * 0.88))
    return small


class _ReadoutList(QListWidget):
    """The read-out's lines, laid out again at once when the column changes its height (the
    offer line comes or goes above it): painted once, not again after the view's timer."""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.doItemsLayout()


class DealPanel(QWidget):
    """What the dealer reads out, in calling order; each line with its rule and why.

    Clicking a line shows the full text of its rules under the list.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = _ReadoutList(self)
        self.list.setObjectName("dealPanel")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setItemDelegate(ReadoutDelegate(self.list))
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.detail = QLabel(self)
        self.detail.setObjectName("ruleDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setMinimumHeight(40)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.detail)
        self.list.currentItemChanged.connect(self._on_current_item_changed)
        self.list.itemClicked.connect(self._on_current_item_changed)
        self._shown: tuple[tuple[ReadoutItem, ...], str] | None = None
        """What the lines show now (the items and the empty text), None: to be worded."""
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's own words (its lines are worded again by the next
        :meth:`show_items`)."""
        self._shown = None
        self.list.setAccessibleName(
            QCoreApplication.translate("Panel", "What the dealer reads out"))

    def show_items(self, items: tuple[ReadoutItem, ...], empty_text: str = "") -> None:
        """Show the read-out ``items`` (``empty_text`` when there are none); the lines and
        the rule chosen under them stay as they are when nothing in them changed."""
        shown = (items, empty_text)
        if shown == self._shown:
            return
        self._shown = shown
        self.list.clear()
        self.detail.clear()
        if not items and empty_text:
            line = QListWidgetItem(empty_text)
            line.setData(WHY_ROLE, "")
            line.setData(RULES_ROLE, [])
            self.list.addItem(line)
        for item in items:
            self.list.addItem(self._line(item))

    def lines(self) -> list[str]:
        """The read-out lines as shown, without their rules."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def reasons(self) -> list[str]:
        """The rule line under each read-out line ("R-11 · The big blind goes ...")."""
        return [str(self.list.item(i).data(WHY_ROLE)) for i in range(self.list.count())]

    def selected_rule(self) -> str | None:
        """The first rule of the selected read-out line (the one shown under it), or None
        when no line with a rule is selected."""
        item = self.list.currentItem()
        if item is None or not item.isSelected():
            return None
        rules = item.data(RULES_ROLE) or []
        return str(rules[0]) if rules else None

    def _line(self, item: ReadoutItem) -> QListWidgetItem:
        text = wording.readout_line(item)
        why = " ".join(f"{rule} · {wording.rule_sentence(rule)}" for rule in item.rules[:1])
        line = QListWidgetItem(text)
        line.setData(WHY_ROLE, why)
        line.setData(RULES_ROLE, list(item.rules))
        line.setToolTip("\n".join(f"{r}: {wording.rule_sentence(r)}" for r in item.rules))
        return line

    def _on_current_item_changed(self, item: QListWidgetItem | None, *_: object) -> None:
        if item is None:
            return
        rules = item.data(RULES_ROLE) or []
        self.detail.setText("\n".join(f"{r}: {wording.rule_sentence(r)}" for r in rules))


class LogView(QTreeWidget):
    """Every event, deal, refusal, undo and redo with its time, newest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logView")
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setColumnCount(3)
        # The time column as wide as a time and its heading, set once: measured anew at each
        # line, it would lay out and paint the whole log again for every line.
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        self.header().setStretchLastSection(True)
        self.setColumnWidth(1, 380)
        self.retranslate()

    def retranslate(self) -> None:
        """The log's headings and name; its lines stay as they were written."""
        self.setHeaderLabels([
            QCoreApplication.translate("Log", "Time"),
            QCoreApplication.translate("Log", "Event"),
            QCoreApplication.translate("Log", "Result"),
        ])
        self.setAccessibleName(QCoreApplication.translate("Log", "Log of events and deals"))
        self._fit_time_column()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_time_column()

    def _fit_time_column(self) -> None:
        heading = self.headerItem().text(0)
        widest = max(self.fontMetrics().horizontalAdvance("00:00:00"),
                     self.header().fontMetrics().horizontalAdvance(heading))
        self.setColumnWidth(0, widest + 2 * self.style().pixelMetric(
            QStyle.PixelMetric.PM_HeaderMargin) + 8)

    def show_entries(self, entries: list[LogEntry]) -> None:
        """Show a table's whole log (another table was chosen), laid out once."""
        self.clear()
        for entry in entries:
            self._insert(entry)
        self.doItemsLayout()

    def add_entry(self, entry: LogEntry) -> None:
        """A new line on top, painted with the change that wrote it."""
        self._insert(entry)
        # Laid out now, not on the view's timer: the new line is painted with the change
        # that wrote it, not once more after it.
        self.doItemsLayout()

    def _insert(self, entry: LogEntry) -> None:
        text = self._event_text(entry)
        row = QTreeWidgetItem([entry.time.strftime("%H:%M:%S"), text, entry.result])
        if entry.kind in (LogKind.DEAL, LogKind.REFUSED, LogKind.NOT_SAVED,
                          LogKind.UNCONFIRMED):
            font = QFont(self.font())
            font.setBold(entry.kind in (LogKind.DEAL, LogKind.NOT_SAVED))
            font.setItalic(entry.kind in (LogKind.REFUSED, LogKind.NOT_SAVED,
                                          LogKind.UNCONFIRMED))
            for column in range(3):
                row.setFont(column, font)
        self.insertTopLevelItem(0, row)

    @staticmethod
    def _event_text(entry: LogEntry) -> str:
        prefixes = {
            LogKind.REFUSED: QCoreApplication.translate("Log", "Refused: {text}"),
            LogKind.UNDONE: QCoreApplication.translate("Log", "Undone: {text}"),
            LogKind.REDONE: QCoreApplication.translate("Log", "Redone: {text}"),
            LogKind.NOT_SAVED: QCoreApplication.translate("Log", "Not saved: {text}"),
            LogKind.UNCONFIRMED: QCoreApplication.translate("Log", "Saving cut off: {text}"),
        }
        prefix = prefixes.get(entry.kind)
        return prefix.format(text=entry.text) if prefix else entry.text

    def rows(self) -> list[tuple[str, str, str]]:
        """Every row as (time, event, result), newest first."""
        rows = []
        for index in range(self.topLevelItemCount()):
            item = self.topLevelItem(index)
            if item is not None:
                rows.append((item.text(0), item.text(1), item.text(2)))
        return rows


class ElidedLabel(QLabel):
    """One line of text, cut short with "…" when the space is too narrow (it never wraps nor
    widens its column). The whole text is its tooltip, and a click or tap emits ``clicked``
    (the window then shows the whole, never on hover only)."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        if text == self.text():
            return  # as it is (its tooltip and name too: nothing to tell anyone)
        super().setText(text)
        self.setToolTip(text)
        self.setAccessibleName(text)

    def shown_text(self) -> str:
        """The text as drawn now (cut short if the label is too narrow)."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             self.contentsRect().width())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.fontMetrics().horizontalAdvance("…") * 4,
                     super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.minimumSizeHint().width(), super().sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(self.contentsRect(),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.shown_text())
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)

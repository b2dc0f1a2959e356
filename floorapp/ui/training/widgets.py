"""Widgets of the training screen: the answer table and a layout that wraps its tools.

:class:`TrainingTableView` is the floor screen's painted table with two more things drawn:
the cards in front of every seat dealt in (two card backs in the seat's lane, after its pucks)
and a red ring round every seat a mistake concerns. :class:`FlowLayout` lays buttons out in
rows that wrap, so that longer words in another language push buttons onto a new row instead
of being cut.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QFrame, QLayout, QLayoutItem, QScrollArea, QWidget

from floorapp.screen.geometry import Footprint, TableGeometry
from floorapp.screen.scene import SeatScene, TableScene
from floorapp.ui import wording
from floorapp.ui.table.table_view import TableView


class TrainingTableView(TableView):
    """The table a trainee sets up: his pucks, or the right answer, with the cards dealt."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainingTable")
        self._marked: frozenset[int] = frozenset()

    def set_scene(self, scene: TableScene) -> None:
        super().set_scene(scene)
        self._name_handles()

    def set_marked(self, seats: frozenset[int]) -> None:
        """Ring these seats: a mistake concerns each of them."""
        self._marked = seats
        self._name_handles()
        self.update()

    def marked(self) -> frozenset[int]:
        return self._marked

    def cards_center(self, number: int) -> QPoint | None:
        """Where the cards of a seat dealt in are drawn (None: not dealt in)."""
        scene = self.scene()
        if scene is None or not scene.seat(number).dealt:
            return None
        centre = self._cards_point(self.table_geometry(), scene.seat(number))
        return QPoint(round(centre.x()), round(centre.y()))

    def _name_handles(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        for seat in scene.seats:
            parts = [wording.seat_accessible_name(seat)]
            if seat.state.value != "empty":
                parts.append(
                    QCoreApplication.translate("Training", "dealt in") if seat.dealt
                    else QCoreApplication.translate("Training", "not dealt in"))
            if seat.number in self._marked:
                parts.append(QCoreApplication.translate("Training", "a mistake here"))
            handle = self.seat_handle(seat.number)
            handle.setAccessibleName(", ".join(parts))
            handle.setText(handle.accessibleName())

    # --- painting ---------------------------------------------------------------------------

    def _paint_seats(self, painter: QPainter, layout: TableGeometry, scene: TableScene) -> None:
        super()._paint_seats(painter, layout, scene)
        for number in sorted(self._marked):
            if 1 <= number <= len(scene.seats):
                plate = layout.plate(number)
                rect = QRectF(plate.x, plate.y, plate.w, plate.h).adjusted(-4, -4, 4, 4)
                self._paint_ring(painter, rect, self.colours().busted, Qt.PenStyle.DashLine)

    def seat_area(self, seat: SeatScene) -> QRectF:
        """The seat's plate and pucks, and the cards of a seat dealt in."""
        area = super().seat_area(seat)
        if not seat.dealt:
            return area
        layout = self.table_geometry()
        centre = self._cards_point(layout, seat)
        half = layout.puck * 0.6
        return area.united(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half))

    def _paint_pucks(self, painter: QPainter, layout: TableGeometry, scene: TableScene) -> None:
        super()._paint_pucks(painter, layout, scene)
        for seat in scene.seats:
            if seat.dealt and self._repaints_seat(seat):  # as the pucks: the seats repainted
                self._paint_cards(painter, self._cards_point(layout, seat), layout.puck)

    def _lane_footprints(self, size: float, seat: SeatScene) -> tuple[Footprint, ...]:
        """The seat's pucks, then the cards of a seat dealt in (a puck's room)."""
        pucks = super()._lane_footprints(size, seat)
        return (*pucks, None) if seat.dealt else pucks

    @staticmethod
    def _lane_holds(seat: SeatScene) -> Hashable:
        return seat.pucks, seat.dealt

    def _cards_point(self, layout: TableGeometry, seat: SeatScene) -> QPointF:
        """Where the cards of a seat dealt in lie: in its lane, after its pucks, the lanes
        spread as the table's (:func:`~floorapp.screen.geometry.spread_pucks`)."""
        return self._lane_spots(layout, seat)[len(seat.pucks)]

    def _paint_cards(self, painter: QPainter, centre: QPointF, size: float) -> None:
        """Two card backs, fanned: the player has been dealt in."""
        colours = self.colours()
        height = size * 0.8
        width = height * 0.68
        for angle, shift in ((-12.0, -width * 0.22), (10.0, width * 0.22)):
            painter.save()
            turned = QTransform.fromTranslate(centre.x() + shift, centre.y())
            turned.rotate(angle)
            painter.setTransform(turned, True)
            card = QRectF(-width / 2, -height / 2, width, height)
            painter.setPen(QPen(QColor(colours.rail_edge), max(1.0, size * 0.04)))
            painter.setBrush(QColor(colours.button))
            painter.drawRoundedRect(card, width * 0.14, width * 0.14)
            inner = card.adjusted(width * 0.16, width * 0.16, -width * 0.16, -width * 0.16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colours.small_blind))
            painter.drawRoundedRect(inner, width * 0.08, width * 0.08)
            painter.restore()


class FlowLayout(QLayout):
    """Widgets left to right, wrapping onto a new row when the next one does not fit."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items (or only measure); returns the height used."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, row_height = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            width = min(hint.width(), area.width()) if area.width() > 0 else hint.width()
            if x > area.x() and x + width > area.right() + 1:
                x = area.x()
                y += row_height + self._spacing
                row_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
            x += width + self._spacing
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y() + margins.bottom()


class ColumnScrollArea(QScrollArea):
    """A column that scrolls up and down, its text wrapped to its width.

    Qt's scroll area sizes the column from its size hint, which for wrapped text is a guess;
    here the column is made as tall as its layout needs at the width it has.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def fit(self) -> None:
        """Make the column as tall as its wrapped contents (call after the text changes)."""
        widget = self.widget()
        layout = widget.layout() if widget is not None else None
        if widget is None or layout is None:
            return
        width = self.viewport().width()
        if layout.hasHeightForWidth():
            height = layout.totalHeightForWidth(width)
        else:
            height = layout.totalSizeHint().height()
        widget.setMinimumHeight(height)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        handled = super().viewportEvent(event)
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return handled

"""How the table's pucks are painted: the dealer button, the blinds, posts and straddles
(round chips with notches), the missed-blind buttons (octagons) and lock-ups; their words fitted
to the puck, or beside a puck too small for them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QPolygonF

from floorapp.screen.geometry import Footprint, TableGeometry, spread_pucks
from floorapp.screen.palette import Colours
from floorapp.screen.scene import Puck, PuckKind, SeatScene, TableScene
from floorapp.ui import wording
from floorapp.ui.table.painting import MIN_WORD_PX

INSIDE_NOTCHES = 0.76
"""The width, as a share of a puck, inside a chip's notches: a wider word lies on a tab of
the puck's colour (over the notches, or reaching past the puck's edge)."""


class PuckPainting:
    """The pucks' part of :class:`~floorapp.ui.table.painting.TablePainting` (which gives the
    sprites, the fonts and the drawing of words)."""

    _colours: Colours
    _puck_spots: dict[int, list[QPointF]]
    _scene: TableScene | None
    _puck_words: dict[tuple[str, int, int], tuple[QFont, float, float]]
    _sprite: Callable[..., QPixmap]
    _paint_picture: Callable[..., None]
    _draw: Callable[[QPainter, QRectF, Qt.AlignmentFlag, str], None]
    _font: Callable[..., QFont]
    _fit: Callable[[str, float, float, bool], QFont]
    _repaints_seat: Callable[[SeatScene], bool]
    seat_area: Callable[[SeatScene], QRectF]

    def _paint_pucks(self, painter: QPainter, layout: TableGeometry, scene: TableScene) -> None:
        for seat in scene.seats:
            if not seat.pucks or not self._repaints_seat(seat):
                continue
            for puck, centre in zip(seat.pucks, self._puck_centres(layout, seat), strict=True):
                self._paint_puck(painter, centre, layout.puck, puck)

    def _puck_centres(self, layout: TableGeometry, seat: SeatScene) -> list[QPointF]:
        """Where the seat's pucks are painted."""
        return self._lane_spots(layout, seat)[:len(seat.pucks)]

    def _lane_spots(self, layout: TableGeometry, seat: SeatScene) -> list[QPointF]:
        """Where what lies in the seat's lane is painted, nearest the plate first (its pucks,
        and what a view draws after them: :meth:`_lane_footprints`). The lanes of the whole
        table are worked out together (a word wider than its puck keeps off the neighbours'
        pucks and plates), once for each scene, size and language."""
        if not self._puck_spots and self._scene is not None:
            footprints = {s.number: self._lane_footprints(layout.puck, s)
                          for s in self._scene.seats}
            self._puck_spots.update(
                (number, [QPointF(c.x, c.y) for c in centres])
                for number, centres in spread_pucks(layout, footprints).items())
        return self._puck_spots.get(seat.number, [])

    def _lane_footprints(self, size: float, seat: SeatScene) -> tuple[Footprint, ...]:
        """How each thing in the seat's lane is painted: its pucks, within their circles or
        with tabs under their words (the box they make with the puck)."""
        return tuple(self._footprint(size, puck) for puck in seat.pucks)

    @staticmethod
    def _lane_holds(seat: SeatScene) -> Hashable:
        """What the seat's lane holds: when it changes, every lane is laid out again."""
        return seat.pucks

    def _footprint(self, size: float, puck: Puck) -> Footprint:
        """The box a puck makes with the tabs under its words (None: no tab)."""
        tabs = self._puck_tabs(QPointF(0, 0), size, puck)
        if not tabs:
            return None
        area = QRectF(-size / 2, -size / 2, size, size)
        for tab in tabs:
            area = area.united(tab)
        return 2 * max(-area.left(), area.right()), 2 * max(-area.top(), area.bottom())

    def _puck_tabs(self, centre: QPointF, size: float, puck: Puck) -> list[QRectF]:
        """The tabs a puck's words lie on where they are wider than the puck."""
        return [tab for _, _, _, _, tab in self._puck_words_laid(centre, size, puck)
                if tab is not None]

    def _pucks_area(self, layout: TableGeometry, seat: SeatScene) -> QRectF:
        """Where a seat's pucks are painted: their squares, and the tabs under words wider
        than a puck."""
        area = QRectF()
        for puck, centre in zip(seat.pucks, self._puck_centres(layout, seat), strict=True):
            area = area.united(self._puck_area(centre, layout.puck, puck))
        return area

    def _puck_area(self, centre: QPointF, size: float, puck: Puck) -> QRectF:
        """Where one puck's picture is painted: its square with the picture's margin, and
        the boxes of its words (on a tab where wider than the puck)."""
        half = size / 2 + _picture_margin(size)
        area = QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
        for box, _, _, _, _ in self._puck_words_laid(centre, size, puck):
            area = area.united(box.adjusted(-2, -2, 2, 2))
        return area

    def _paint_puck(self, painter: QPainter, centre: QPointF, size: float, puck: Puck) -> None:
        """A puck with its words (its picture, by what it shows and where)."""
        self._paint_picture(painter, ("puck", puck, centre.x(), centre.y(), size),
                            lambda: self._puck_area(centre, size, puck),
                            lambda on: self._draw_puck(on, centre, size, puck))

    def _draw_puck(self, painter: QPainter, centre: QPointF, size: float, puck: Puck) -> None:
        fill, text, _ = self._puck_colours(puck)
        margin = _picture_margin(size)
        box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        body = self._sprite(("puck", puck.kind, puck.dead), box,
                            lambda on, square: self._paint_puck_body(on, square, puck), margin)
        painter.drawPixmap(QPointF(round(box.x()) - margin, round(box.y()) - margin), body)
        if puck.dead and puck.kind not in (PuckKind.MISSED, PuckKind.LOCKUP):
            text = self._colours.felt_text
        backing = self._colours.rail_edge if puck.dead and puck.kind not in (
            PuckKind.MISSED, PuckKind.LOCKUP) else fill
        self._paint_puck_text(painter, centre, size, puck, text, backing)

    def _paint_puck_body(self, painter: QPainter, square: QRectF, puck: Puck) -> None:
        """A puck without its words, filling ``square``."""
        fill, _, edge = self._puck_colours(puck)
        centre = square.center()
        size = square.width()
        radius = size / 2
        line = max(1.5, size * 0.05)
        if puck.kind is PuckKind.MISSED:
            painter.setPen(QPen(QColor(edge), line))
            painter.setBrush(QColor(fill))
            painter.drawPolygon(_octagon(centre, radius * 0.98))
        elif puck.kind is PuckKind.LOCKUP:
            side = size * 0.8
            painter.setPen(QPen(QColor(edge), line))
            painter.setBrush(QColor(fill))
            square = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
            painter.drawRoundedRect(square, side * 0.18, side * 0.18)
        elif puck.dead:  # outlined: the position is there, nobody plays or posts it
            pen = QPen(QColor(fill), max(2.0, size * 0.09))
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor(self._colours.rail_edge))
            painter.drawEllipse(centre, radius * 0.9, radius * 0.9)
        else:
            painter.setPen(QPen(QColor(edge if puck.kind is PuckKind.BUTTON else fill), line))
            painter.setBrush(QColor(fill))
            painter.drawEllipse(centre, radius - line / 2, radius - line / 2)
            if puck.kind is not PuckKind.BUTTON:
                self._paint_chip_notches(painter, centre, radius, edge)

    @staticmethod
    def _paint_chip_notches(painter: QPainter, centre: QPointF, radius: float, colour: str):
        """Eight light marks round a chip's edge, as on a real blind chip."""
        width = radius * 0.22
        ring = radius - width / 2
        segment = 2 * math.pi * ring / 16 / width
        pen = QPen(QColor(colour), width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([segment, segment])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, ring, ring)

    def _paint_puck_text(self, painter: QPainter, centre: QPointF, size: float, puck: Puck,
                         colour: str, fill: str) -> None:
        """The puck's words: one large, or a large and a small one, none below
        :data:`MIN_WORD_PX`. On a puck too small for a word at that size, the word lies on a
        tab of the puck's colour that reaches past its edge."""
        for box, flags, text, font, tab in self._puck_words_laid(centre, size, puck):
            if tab is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(fill))
                painter.drawRoundedRect(tab, 3, 3)
            painter.setPen(QColor(colour))
            painter.setFont(font)
            self._draw(painter, box, flags, text)

    def _puck_words_laid(
        self, centre: QPointF, size: float, puck: Puck,
    ) -> list[tuple[QRectF, Qt.AlignmentFlag, str, QFont, QRectF | None]]:
        """Each word of a puck: its box, alignment and font, and the tab it lies on (None:
        it fits the puck)."""
        big, small = wording.puck_label(puck)
        kind = puck.kind
        if not small:
            width = size * 0.78
            box = QRectF(centre.x() - width / 2, centre.y() - size * 0.3, width, size * 0.6)
            return [(box, Qt.AlignmentFlag.AlignCenter, big,
                     self._fit(big, width, size * 0.5, True), None)]
        width = size * 0.9
        line = max(size * 0.36, MIN_WORD_PX * 1.2)
        upper = QRectF(centre.x() - width / 2, centre.y() - line, width, line)
        lower = QRectF(centre.x() - width / 2, centre.y(), width, line)
        small_box, big_box = (upper, lower) if kind is PuckKind.MISSED else (lower, upper)
        laid = []
        for text, box, largest in ((big, big_box, big_box.height() * 0.95),
                                   (small, small_box, small_box.height() * 0.75)):
            font, advance, line_height = self._puck_word(
                text, width * (0.86 if text is big else 1.0), largest)
            flags = Qt.AlignmentFlag.AlignHCenter | (
                Qt.AlignmentFlag.AlignBottom if box is upper else Qt.AlignmentFlag.AlignTop)
            tab = None
            if advance > size * INSIDE_NOTCHES:  # on the notches or past the puck: a tab
                box = QRectF(centre.x() - advance / 2 - 2, box.y(), advance + 4, box.height())
                tab = box.adjusted(0, box.height() - line_height - 1, 0, 0) if (
                    flags & Qt.AlignmentFlag.AlignBottom) else box.adjusted(
                        0, 0, 0, line_height + 1 - box.height())
            laid.append((box, flags, text, font, tab))
        return laid

    def _puck_word(self, text: str, width: float, largest: float) -> tuple[QFont, float, float]:
        """A puck word's font, its width and its line height (worked out once per size)."""
        key = (text, round(width), round(largest))
        found = self._puck_words.get(key)
        if found is None:
            font = self._fit(text, width, largest, True)
            metrics = QFontMetricsF(font)
            found = self._puck_words[key] = (font, metrics.horizontalAdvance(text),
                                             metrics.height())
        return found

    def _puck_colours(self, puck: Puck) -> tuple[str, str, str]:
        """Fill, text and edge colour of a puck."""
        c = self._colours
        table = {
            PuckKind.BUTTON: (c.button, c.button_text, "#555555"),
            PuckKind.SMALL_BLIND: (c.small_blind, c.small_blind_text, "#ffffff"),
            PuckKind.BIG_BLIND: (c.big_blind, c.big_blind_text, "#ffffff"),
            PuckKind.THIRD_BLIND: (c.third_blind, c.big_blind_text, "#ffffff"),
            PuckKind.POST: (c.post, c.post_text, "#ffffff"),
            PuckKind.STRADDLE: (c.straddle, c.post_text, "#ffffff"),
            PuckKind.MISSED: (c.missed, c.missed_text, "#ffffff"),
            PuckKind.LOCKUP: (c.lockup, c.lockup_text, "#5d4037"),
        }
        return table[puck.kind]


def _picture_margin(size: float) -> int:
    """The margin round a puck's picture (its edge drawn with a pen reaches past its box)."""
    return math.ceil(size * 0.05) + 2


def _octagon(centre: QPointF, radius: float) -> QPolygonF:
    """The missed-blind button's shape: an octagon, unlike every round puck."""
    points = [
        QPointF(centre.x() + radius * math.cos(math.pi / 8 + i * math.pi / 4),
                centre.y() + radius * math.sin(math.pi / 8 + i * math.pi / 4))
        for i in range(8)
    ]
    return QPolygonF(points)

"""How the table is painted: the felt and its rail, the dealer's place, the words in the
middle, the seats' plates (number, name, status, the first-to-act tag) and the focus and move
rings; every word fitted to its box, never smaller than :data:`MIN_WORD_PX`. The pucks are
painted by :class:`~floorapp.ui.table.pucks.PuckPainting`; :class:`TableView` is both.

Shapes that no change at the table alters are painted once per size and colours, as sprites;
each plate and each puck, words and all, is painted once per what it shows, as a picture
(:meth:`TablePainting._paint_picture`): a seat that did not change is copied, not drawn again.
A change of a few seats repaints those seats alone (:meth:`TablePainting.seat_area`): a paint
draws only the seats whose area it covers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import replace

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRegion,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from floorapp.screen import geometry
from floorapp.screen.geometry import TableGeometry
from floorapp.screen.palette import Colours
from floorapp.screen.scene import SeatScene, SeatState, TableScene
from floorapp.ui import wording

MIN_WORD_PX = 12
"""No word on the table is drawn smaller than this (pixels): readable from a step away."""
PICTURES_KEPT = 256
"""The plates' and pucks' pictures kept at most (about 40 KB each); then they are made again
as they are painted."""


class TablePainting(QWidget):
    """The painting of :class:`~floorapp.ui.table.table_view.TableView`, which holds the scene,
    the colours, the seats' layout and the caches used here (declared below)."""

    _scene: TableScene | None
    _colours: Colours
    _move_source: int | None
    _move_targets: frozenset[int]
    _fonts: dict[tuple[int, bool, int], QFont]
    _fitted: dict[tuple[str, int, int, bool], QFont]
    _laid: dict[tuple[str | int, ...], tuple[QFont, tuple[str, ...]] | None]
    _sprites: dict[Hashable, QPixmap]
    _pictures: dict[Hashable, tuple[QPoint, QPixmap]]
    _areas: dict[SeatScene, QRectF]

    table_geometry: Callable[[], TableGeometry]
    focused_seat: Callable[[], int | None]
    _paint_pucks: Callable[[QPainter, TableGeometry, TableScene], None]
    _puck_word: Callable[[str, float, float], tuple[QFont, float, float]]
    _pucks_area: Callable[[TableGeometry, SeatScene], QRectF]

    _painting: QRegion | None
    """The part of the table the paint under way repaints (Qt clips the painter to it); None:
    all of it."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        region = event.region()
        whole = QRegion(self.rect()).subtracted(region).isEmpty()
        self._painting = None if whole else region
        layout = self.table_geometry()
        backdrop = self._sprite(("backdrop",), QRectF(self.rect()),
                                lambda on, _: self._paint_backdrop(on, layout), margin=0)
        painter.drawPixmap(0, 0, backdrop)
        if self._repaints(self._dealer_box(layout)):
            self._paint_dealer_word(painter, layout)
        if self._scene is not None:
            self._paint_centre(painter, layout, self._scene)
            self._paint_seats(painter, layout, self._scene)
            self._paint_pucks(painter, layout, self._scene)
        painter.end()

    def _repaints(self, area: QRectF) -> bool:
        """Whether the paint under way covers ``area`` (what it does not cover is left as it
        is on the screen)."""
        return self._painting is None or self._painting.intersects(area.toAlignedRect())

    def _repaints_seat(self, seat: SeatScene) -> bool:
        """Whether the paint under way covers any of the seat (:meth:`seat_area`)."""
        return self._painting is None or self._repaints(self.seat_area(seat))

    def seat_area(self, seat: SeatScene) -> QRectF:
        """Everything painted for one seat: its plate with the rings round it, and its pucks
        with the tabs of their words."""
        layout = self.table_geometry()
        area = self._areas.get(seat)
        if area is None:
            if len(self._areas) > 500:
                self._areas.clear()
            area = self._areas[seat] = self._measure_seat(layout, seat)
        return area

    def _measure_seat(self, layout: TableGeometry, seat: SeatScene) -> QRectF:
        plate = layout.plate(seat.number)
        reach = (geometry.FOCUS_GAP + 2 * geometry.ring_width(layout.plate_h)
                 + math.ceil(plate.h * 0.05) + 3)
        area = QRectF(plate.x, plate.y, plate.w, plate.h).adjusted(-reach, -reach, reach, reach)
        return area.united(self._pucks_area(layout, seat)) if seat.pucks else area

    def _sprite(self, key: Hashable, box: QRectF, paint: Callable[[QPainter, QRectF], None],
                margin: int) -> QPixmap:
        """A picture of ``box`` grown by ``margin`` on every side, painted by ``paint`` (given
        the box as it lies in the picture) the first time it is asked for with this ``key``
        at the current size and colours (and screen: a picture is made for its pixel ratio)."""
        ratio = self.devicePixelRatioF()
        key = (key, ratio)
        sprite = self._sprites.get(key)
        if sprite is None:
            sprite = QPixmap(math.ceil((box.width() + 2 * margin) * ratio),
                             math.ceil((box.height() + 2 * margin) * ratio))
            sprite.setDevicePixelRatio(ratio)
            sprite.fill(Qt.GlobalColor.transparent)
            painter = QPainter(sprite)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint(painter, QRectF(margin, margin, box.width(), box.height()))
            painter.end()
            self._sprites[key] = sprite
        return sprite

    def _paint_picture(self, painter: QPainter, key: Hashable, area: Callable[[], QRectF],
                       paint: Callable[[QPainter], None]) -> None:
        """Paint what ``paint`` paints inside ``area()`` (in the table's coordinates) from a
        picture of it, made the first time it is asked for with this ``key`` (which must say
        everything the picture shows, and where) at the current size, colours, language and
        font."""
        ratio = self.devicePixelRatioF()
        key = (key, ratio)
        found = self._pictures.get(key)
        if found is None:
            if len(self._pictures) >= PICTURES_KEPT:
                self._pictures.clear()
            box = area().toAlignedRect().adjusted(-1, -1, 1, 1)  # the sprites' rounding
            picture = QPixmap(math.ceil(box.width() * ratio), math.ceil(box.height() * ratio))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            on = QPainter(picture)
            on.setRenderHint(QPainter.RenderHint.Antialiasing)
            on.setTransform(QTransform.fromTranslate(-box.x(), -box.y()))
            paint(on)
            on.end()
            found = self._pictures[key] = (box.topLeft(), picture)
        painter.drawPixmap(*found)

    def _paint_backdrop(self, painter: QPainter, layout: TableGeometry) -> None:
        """What no change at the table alters: the background, the rail, the felt and the
        dealer's place."""
        painter.fillRect(self.rect(), QColor(self._colours.background))
        self._paint_felt(painter, layout)

    def _paint_felt(self, painter: QPainter, layout: TableGeometry) -> None:
        colours = self._colours
        felt = layout.felt
        rail = layout.plate_h * 0.30
        centre = QPointF(felt.centre.x, felt.centre.y)
        painter.setPen(QPen(QColor(colours.rail_edge), max(2.0, rail * 0.12)))
        painter.setBrush(QColor(colours.rail))
        painter.drawEllipse(centre, felt.a + rail, felt.b + rail)
        painter.setPen(QPen(QColor(colours.rail_edge), max(1.5, rail * 0.08)))
        painter.setBrush(QColor(colours.felt))
        painter.drawEllipse(centre, felt.a, felt.b)
        line = QPen(QColor(colours.felt_line), max(1.5, layout.plate_h * 0.03))
        painter.setPen(line)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, felt.a * 0.62, felt.b * 0.58)
        box = self._dealer_box(layout)
        painter.setPen(QPen(QColor(colours.felt_text), 1.5))
        painter.setBrush(QColor(colours.rail_edge))
        painter.drawRoundedRect(box, box.height() * 0.3, box.height() * 0.3)

    @staticmethod
    def _dealer_box(layout: TableGeometry) -> QRectF:
        """The dealer's place at the bottom middle, on the rail."""
        width, height = layout.plate_w * 0.95, layout.plate_h * 0.42
        y = layout.felt.centre.y + layout.felt.b - height * 0.15
        return QRectF(layout.dealer.x - width / 2, y, width, height)

    def _paint_dealer_word(self, painter: QPainter, layout: TableGeometry) -> None:
        box = self._dealer_box(layout)
        text = wording.dealer_label()
        painter.setFont(self._fit(text, box.width() * 0.85, box.height() * 0.62, True))
        painter.setPen(QColor(self._colours.felt_text))
        self._draw(painter, box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_centre(self, painter: QPainter, layout: TableGeometry, scene: TableScene) -> None:
        """The hand number (and heads-up or redeal) in the middle of the felt."""
        lines = []
        if scene.hand:
            lines.append(wording.hand_label(scene.hand))
        if scene.heads_up:
            lines.append(wording.heads_up_label())
        if scene.redeal:
            lines.append(wording.redeal_label())
        if not lines:
            return
        text = "\n".join(lines)
        size = max(float(MIN_WORD_PX), layout.plate_h * 0.24)
        box = QRectF(layout.felt.centre.x - layout.felt.a * 0.3,
                     layout.felt.centre.y - size * len(lines) * 0.75,
                     layout.felt.a * 0.6, size * len(lines) * 1.5)
        if not self._repaints(box):
            return
        painter.setFont(self._font(size, True))
        painter.setPen(QColor(self._colours.felt_text))
        self._draw(painter, box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_seats(self, painter: QPainter, layout: TableGeometry, scene: TableScene) -> None:
        focused = self.focused_seat()
        for seat in scene.seats:
            if not self._repaints_seat(seat):
                continue
            plate = layout.plate(seat.number)
            rect = QRectF(plate.x, plate.y, plate.w, plate.h)
            self._paint_plate(painter, rect, seat)
            if seat.number == self._move_source:
                self._paint_ring(painter, rect, self._colours.target, Qt.PenStyle.DashLine)
            elif seat.number in self._move_targets:
                self._paint_ring(painter, rect, self._colours.target, Qt.PenStyle.SolidLine)
            if seat.number == focused:
                gap = geometry.FOCUS_GAP
                self._paint_ring(painter, rect.adjusted(-gap, -gap, gap, gap),
                                 self._colours.focus, Qt.PenStyle.SolidLine)

    def _paint_ring(self, painter: QPainter, rect: QRectF, colour: str, style) -> None:
        width = geometry.ring_width(self.table_geometry().plate_h)
        pen = QPen(QColor(colour), width)
        pen.setStyle(style)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        grown = rect.adjusted(-width, -width, width, width)
        radius = grown.height() * 0.2
        painter.drawRoundedRect(grown, radius, radius)

    def _plate_style(self, seat: SeatScene) -> tuple[str | None, str, Qt.PenStyle, str]:
        """Fill, border colour, border style and status colour of a seat's plate."""
        c = self._colours
        styles = {
            SeatState.ACTIVE: (c.plate, c.plate_border, Qt.PenStyle.SolidLine, c.plate_text),
            SeatState.AWAY: (c.plate_dim, c.away, Qt.PenStyle.DashLine, c.away),
            SeatState.WAITING: (c.plate_dim, c.waiting, Qt.PenStyle.DotLine, c.waiting),
            SeatState.BUSTED: (c.plate_dim, c.busted, Qt.PenStyle.DashDotLine, c.busted),
            SeatState.EMPTY: (None, c.empty_border, Qt.PenStyle.DashLine, c.empty_text),
            SeatState.LOCKED: (None, c.locked, Qt.PenStyle.SolidLine, c.locked),
        }
        return styles[seat.state]

    def _paint_plate(self, painter: QPainter, rect: QRectF, seat: SeatScene) -> None:
        """A seat's plate with its words (the seat but its pucks makes its picture)."""
        margin = math.ceil(rect.height() * 0.05) + 2
        self._paint_picture(painter, ("plate", replace(seat, pucks=())),
                            lambda: rect.adjusted(-margin, -margin, margin, margin),
                            lambda on: self._draw_plate(on, rect, seat, margin))

    def _draw_plate(self, painter: QPainter, rect: QRectF, seat: SeatScene,
                    margin: int) -> None:
        colours = self._colours
        fill, border, style, status_colour = self._plate_style(seat)
        if seat.overdue:
            fill, border, status_colour = colours.lockup, colours.busted, colours.lockup_text
        locked = seat.state is SeatState.LOCKED
        body = self._sprite(
            ("plate", fill, border, style, seat.overdue, locked), rect,
            lambda on, box: self._paint_plate_body(on, box, fill, border, style, seat.overdue,
                                                   locked), margin)
        painter.drawPixmap(QPointF(round(rect.x()) - margin, round(rect.y()) - margin), body)
        plate = _PlateBoxes(rect, len(str(seat.number)), self._has_second_row(seat))
        text_colour = colours.empty_text if seat.name is None else colours.plate_text
        if seat.overdue:
            text_colour = colours.lockup_text
        painter.setPen(QColor(text_colour))
        number = str(seat.number)
        painter.setFont(self._fit(number, plate.number.width(), rect.height() * 0.42, True))
        self._draw(painter, plate.number, Qt.AlignmentFlag.AlignCenter, number)
        if seat.name:  # the name beside the number, the status word under both
            self._paint_name(painter, plate.name, seat.name, rect.height() * 0.36,
                             two_lines=not plate.two_rows, colour=text_colour)
            second_line = wording.status_word(seat)
        elif seat.called:  # the name called to the seat beside the number, his timer under
            self._paint_name(painter, plate.name, seat.called, rect.height() * 0.34,
                             two_lines=not plate.two_rows, colour=status_colour)
            second_line = wording.lockup_time(seat)
        else:  # EMPTY or LOCKED beside the number, how long it has been held under both
            painter.setPen(QColor(status_colour))
            word = wording.overdue_word() if seat.overdue else wording.status_word(seat)
            self._paint_line(painter, plate.name, word, rect.height() * 0.34)
            second_line = wording.lockup_time(seat)
        if second_line and plate.two_rows:
            row = plate.second_row
            if seat.first_to_act:
                row.setRight(self._first_tag_rect(rect).x() - rect.height() * 0.04)
            painter.setPen(QColor(status_colour))
            self._paint_line(painter, row, second_line, row.height() * 0.8)
        if seat.first_to_act:
            self._paint_first_tag(painter, rect)

    def _paint_plate_body(self, painter: QPainter, rect: QRectF, fill: str | None, border: str,
                          style: Qt.PenStyle, overdue: bool, locked: bool) -> None:
        """A plate without its words."""
        radius = rect.height() * 0.18
        pen = QPen(QColor(border), max(2.0, rect.height() * (0.09 if overdue else 0.045)))
        pen.setStyle(style)
        painter.setPen(pen)
        painter.setBrush(QColor(fill) if fill else QColor(self._colours.background))
        painter.drawRoundedRect(rect, radius, radius)
        if locked:  # a second border: the seat is held
            inner = rect.adjusted(4, 4, -4, -4)
            painter.setPen(QPen(QColor(border), 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)

    @staticmethod
    def _has_second_row(seat: SeatScene) -> bool:
        """A row under the number and the name: for the status word, the first-to-act tag or
        how long a seat has been locked up."""
        if seat.name:
            return bool(wording.status_word(seat)) or seat.first_to_act
        return bool(wording.lockup_time(seat))

    def _paint_line(self, painter: QPainter, box: QRectF, text: str, pixels: float) -> None:
        """One line of text, left-aligned, as large as ``pixels`` if it fits the box, never
        smaller than :data:`MIN_WORD_PX` (then cut short with "…")."""
        font, shown = self._line_layout(text, box.width(), pixels)
        painter.setFont(font)
        self._draw(painter, box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   shown)

    def _line_layout(self, text: str, width: float, pixels: float) -> tuple[QFont, str]:
        key = ("line", text, round(width), round(pixels))
        laid = self._laid.get(key)
        if laid is None:
            font = self._fit(text, width, pixels, True)
            metrics = QFontMetricsF(font)
            shown = text if metrics.horizontalAdvance(text) <= width + 0.5 else (
                metrics.elidedText(text, Qt.TextElideMode.ElideRight, width))
            laid = self._laid[key] = (font, (shown,))
        return laid[0], laid[1][0]

    def _paint_name(self, painter: QPainter, box: QRectF, name: str, largest: float,
                    two_lines: bool, colour: str) -> None:
        """The player's name: whole on one line if it fits at a readable size, else (with
        room for two lines) split in two, else cut short with "…" (his whole name is one tap
        away, in the seat's menu)."""
        painter.setPen(QColor(colour))
        lines = self._name_lines(name, box.width(), box.height(), largest) if two_lines else None
        if lines is None:
            self._paint_line(painter, box, name, largest)
            return
        font, (first, second) = lines
        painter.setFont(font)
        half = QRectF(box.x(), box.y(), box.width(), box.height() / 2)
        align = Qt.AlignmentFlag.AlignLeft
        self._draw(painter, half, align | Qt.AlignmentFlag.AlignBottom, first)
        self._draw(painter, half.translated(0, half.height()), align | Qt.AlignmentFlag.AlignTop,
                   second)

    def _name_lines(self, name: str, width: float, height: float,
                    largest: float) -> tuple[QFont, tuple[str, ...]] | None:
        """A name in two lines and their font, when one line would be cut or much smaller
        than ``largest``; None to draw it on one line."""
        key = ("name", name, round(width), round(height), round(largest))
        if key in self._laid:
            return self._laid[key]
        found = None
        one_line = self._fit(name, width, largest, True)
        whole = QFontMetricsF(one_line).horizontalAdvance(name) <= width + 0.5
        lines = _split_name(name)
        cramped = not whole or one_line.stretch() < 100 or one_line.pixelSize() < largest * 0.55
        if lines is not None and cramped:
            font = self._fit_all(lines, width, height / 2 * 0.8, True)
            metrics = QFontMetricsF(font)
            if all(metrics.horizontalAdvance(line) <= width + 0.5 for line in lines):
                found = (font, lines)
        self._laid[key] = found
        return found

    def _first_tag_rect(self, plate: QRectF) -> QRectF:
        """Where the "1ST" tag goes: inside the plate, bottom right (the status line)."""
        height = max(plate.height() * 0.3, MIN_WORD_PX + 3)
        _, advance, _ = self._puck_word(wording.first_tag(), plate.width(), height * 0.8)
        width = max(height * 1.9, advance + height * 0.5)
        inset = plate.height() * 0.08
        return QRectF(plate.right() - width - inset, plate.bottom() - height - inset,
                      width, height)

    def _paint_first_tag(self, painter: QPainter, plate: QRectF) -> None:
        """A "1ST" tag: this seat acts first before the flop."""
        text = wording.first_tag()
        tag = self._first_tag_rect(plate)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self._colours.first))
        painter.drawRoundedRect(tag, tag.height() * 0.4, tag.height() * 0.4)
        painter.setPen(QColor(self._colours.first_text))
        painter.setFont(self._fit(text, tag.width() * 0.9, tag.height() * 0.8, True))
        self._draw(painter, tag, Qt.AlignmentFlag.AlignCenter, text)

    # --- fonts -----------------------------------------------------------------------------

    def _draw(self, painter: QPainter, box: QRectF, flags: Qt.AlignmentFlag, text: str) -> None:
        """Every word on the table is drawn here (tests watch it for the size floor)."""
        painter.drawText(box, flags, text)

    def _font(self, pixels: float, bold: bool, stretch: int = 100) -> QFont:
        key = (max(MIN_WORD_PX, round(pixels)), bold, stretch)
        font = self._fonts.get(key)
        if font is None:
            font = QFont(self.font())
            font.setPixelSize(key[0])
            font.setBold(bold)
            font.setStretch(stretch)
            self._fonts[key] = font
        return font

    def _fit(self, text: str, width: float, height: float, bold: bool) -> QFont:
        """The largest font (up to ``height`` pixels) in which ``text`` fits ``width``, never
        below :data:`MIN_WORD_PX`: at that floor the letters are narrowed, then the weight
        lightened; if the text is still too wide, the caller cuts it or lets it overflow."""
        key = (text, round(width), round(height), bold)
        font = self._fitted.get(key)
        if font is None:
            font = self._fit_all((text,), width, height, bold)
            self._fitted[key] = font
        return font

    def _fit_all(self, texts: tuple[str, ...] | list[str], width: float, height: float,
                 bold: bool) -> QFont:
        """:meth:`_fit` for several lines drawn in one font."""
        def widest(font: QFont) -> float:
            metrics = QFontMetricsF(font)
            return max(metrics.horizontalAdvance(text) for text in texts)

        pixels = max(float(MIN_WORD_PX), height)
        font = self._font(pixels, bold)
        advance = widest(font)
        while advance > width > 0 and pixels > MIN_WORD_PX:
            # Hinting makes the width grow unevenly with the size: shrink until it fits.
            pixels = max(float(MIN_WORD_PX),
                         min(pixels - 1, math.floor(pixels * width / advance)))
            font = self._font(pixels, bold)
            advance = widest(font)
        if advance <= width or width <= 0:
            return font
        for narrower_bold, stretch in ((bold, 85), (bold, 75), (False, 75)):
            font = self._font(MIN_WORD_PX, narrower_bold, stretch)
            if widest(font) <= width:
                return font
        return font


class _PlateBoxes:
    """Where the words of one plate go: the seat number at the left, the name (or, on an
    empty seat, its status word) beside it, and an optional second row under both (the
    status word, the first-to-act tag, a lock-up's time)."""

    def __init__(self, plate: QRectF, digits: int, two_rows: bool) -> None:
        h = plate.height()
        pad = h * 0.08
        self.two_rows = two_rows
        top = plate.y() + pad * 0.5
        first_row = (h - pad) * (0.56 if two_rows else 1.0)
        number_width = h * (0.12 + 0.31 * digits)
        self.number = QRectF(plate.x() + pad * 0.6, top, number_width, first_row)
        left = self.number.right() + h * 0.04
        self.name = QRectF(left, top, plate.right() - pad - left, first_row)
        self.second_row = QRectF(plate.x() + pad * 1.2, top + first_row,
                                 plate.width() - pad * 2.2, plate.bottom() - pad * 0.5
                                 - top - first_row)


def _split_name(name: str) -> tuple[str, str] | None:
    """A name in two lines: at the space or hyphen nearest its middle; a name of one word at
    the syllable break nearest its middle ("Maxi-milian", "Prze-myslaw"), never elsewhere in
    the word ("Maxim-ilian" reads as two names); None when there is no such break (the name
    is then cut short with "…")."""
    middle = len(name) / 2
    breaks = [i for i, c in enumerate(name) if c in " -"]
    if breaks:
        at = min(breaks, key=lambda i: abs(i + 0.5 - middle))
        first = name[: at + 1] if name[at] == "-" else name[:at]
        second = name[at + 1:]
        if first.strip() and second.strip():
            return first.strip(), second.strip()
        return None
    syllables = syllable_breaks(name)
    if not syllables:
        return None
    at = min(syllables, key=lambda i: abs(i - middle))
    return name[:at] + "-", name[at:]


VOWELS = frozenset("aeiouyàáâäãåæéèêëíìîïóòôöõøúùûüýÿąęœаеёиоуыэюяіє")


def syllable_breaks(word: str) -> list[int]:
    """Where ``word`` may be hyphenated: before a consonant that stands between two vowels
    (vowel - consonant + vowel, the first rule of hyphenation in the four languages), at
    least two letters from either end."""
    lower = word.lower()
    return [i for i in range(2, len(word) - 1)
            if lower[i] not in VOWELS and lower[i].isalpha()
            and lower[i - 1] in VOWELS and lower[i + 1] in VOWELS]

"""The table: one custom-painted widget showing the oval, the seats and the pucks.

It paints a :class:`~floorapp.screen.scene.TableScene` handed to it (it keeps no table of its own)
at positions from the pure :mod:`floorapp.screen.geometry`. Input: a click or tap on a seat emits
``seat_clicked``; a right click or a long press emits ``seat_menu_requested``. Each seat also
has an invisible, focusable handle carrying its accessible name, so the table can be driven by
keyboard alone: arrows or seat numbers move between seats, Enter or Space is a click, the menu
key (or Shift+F10) asks for the seat's actions, Escape cancels a move.

Over 500 lines, not split yet: painting, hit-testing and keyboard focus share the one
layout of the seats computed per size; the painting (plates, pucks, words fitting a plate)
is the part to move out next.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QElapsedTimer, QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from floorapp.screen import geometry
from floorapp.screen.geometry import TableGeometry
from floorapp.screen.palette import DARK, Colours
from floorapp.screen.scene import Puck, PuckKind, SeatScene, SeatState, TableScene
from floorapp.ui import wording

LONG_PRESS_MS = 550
"""Holding a finger (or the left button) this long on a seat is a right click."""
NUMBER_KEYS_MS = 900
"""Two digits typed within this time make one seat number (1 then 2: seat 12)."""
MIN_WORD_PX = 12
"""No word on the table is drawn smaller than this (pixels): readable from a step away."""


class SeatHandle(QAbstractButton):
    """An invisible, focusable stand-in for one seat: its accessible name and keyboard focus.

    The table paints the seat and takes the mouse; the handle only carries what assistive
    technology and the keyboard need.
    """

    def __init__(self, table: TableView, number: int) -> None:
        super().__init__(table)
        self.table = table
        self.number = number
        self.setObjectName(f"seat{number}")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.clicked.connect(self._on_clicked)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """Nothing: the table paints the seat."""

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.table.update()

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.table.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if not self.table.handle_seat_key(self.number, event):
            super().keyPressEvent(event)

    def _on_clicked(self) -> None:
        self.table.seat_clicked.emit(self.number)


class TableView(QWidget):
    """The painted table. Holds a scene to paint, never the table itself."""

    seat_clicked = Signal(int)
    """A seat was clicked, tapped, or activated with Enter / Space."""
    seat_menu_requested = Signal(int)
    """Right click, long press, or the menu key on a seat: show its actions."""
    escape_pressed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableView")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(*geometry.MIN_TABLE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._scene: TableScene | None = None
        self._colours: Colours = DARK
        self._geometry: TableGeometry | None = None
        self._handles: list[SeatHandle] = []
        self._move_source: int | None = None
        self._move_targets: frozenset[int] = frozenset()
        self._fonts: dict[tuple[int, bool, int], QFont] = {}
        self._fitted: dict[tuple[str, int, int, bool], QFont] = {}
        self._laid: dict[tuple[str | int, ...], tuple[QFont, tuple[str, ...]] | None] = {}
        """Lines of text laid out for the current size (fonts, names split, words cut)."""
        self._puck_words: dict[tuple[str, int, int], tuple[QFont, float, float]] = {}
        self._sprites: dict[Hashable, QPixmap] = {}
        """Shapes painted once for the current size and colours: the felt with its rail, and
        each kind of plate and puck (their words are drawn on them at every paint)."""
        self._puck_spots: dict[tuple[int, int], list[QPointF]] = {}
        self._pressed_seat: int | None = None
        self._long_press = QTimer(self)
        self._long_press.setSingleShot(True)
        self._long_press.setInterval(LONG_PRESS_MS)
        self._long_press.timeout.connect(self._on_long_press)
        self._long_press_fired = False
        self._typed = ""
        self._typed_clock = QElapsedTimer()

    # --- what to show -------------------------------------------------------------------

    def set_scene(self, scene: TableScene) -> None:
        """Show ``scene`` (called on every state change)."""
        resized = self._scene is None or len(self._scene.seats) != len(scene.seats)
        self._scene = scene
        if resized:
            self._geometry = None
            self._rebuild_handles()
        for handle, seat in zip(self._handles, scene.seats, strict=True):
            handle.setAccessibleName(wording.seat_accessible_name(seat))
            handle.setText(handle.accessibleName())
        self.update()

    def scene(self) -> TableScene | None:
        return self._scene

    def set_colours(self, colours: Colours) -> None:
        self._colours = colours
        self._sprites.clear()
        self.update()

    def colours(self) -> Colours:
        return self._colours

    def set_move(self, source: int | None, targets: frozenset[int] = frozenset()) -> None:
        """Show a seat change in progress: the seat moving, and the seats that would take him."""
        self._move_source = source
        self._move_targets = targets if source is not None else frozenset()
        self.update()

    # --- geometry, for painting, hit tests and tests ------------------------------------

    def table_geometry(self) -> TableGeometry:
        if self._geometry is None:
            seats = len(self._scene.seats) if self._scene else 9
            self._geometry = geometry.layout(self.width(), self.height(), seats)
            self._fitted.clear()
            self._laid.clear()
            self._puck_words.clear()
            self._sprites.clear()
            self._puck_spots.clear()
            self._place_handles()
        return self._geometry

    def seat_center(self, number: int) -> QPoint:
        """The centre of seat ``number`` in widget coordinates."""
        centre = self.table_geometry().seat_centre(number)
        return QPoint(round(centre.x), round(centre.y))

    def seat_at(self, pos: QPoint | QPointF) -> int | None:
        """The seat under a point in widget coordinates, or None."""
        return self.table_geometry().seat_at(pos.x(), pos.y())

    def puck_centers(self, number: int) -> list[QPoint]:
        """Where the pucks of seat ``number`` are drawn, nearest the plate first."""
        if self._scene is None:
            return []
        count = len(self._scene.seat(number).pucks)
        return [QPoint(round(p.x), round(p.y))
                for p in self.table_geometry().puck_centres(number, count)]

    def seat_handle(self, number: int) -> SeatHandle:
        return self._handles[number - 1]

    def focused_seat(self) -> int | None:
        for handle in self._handles:
            if handle.hasFocus():
                return handle.number
        return None

    def focus_seat(self, number: int) -> None:
        if 1 <= number <= len(self._handles):
            self._handles[number - 1].setFocus(Qt.FocusReason.OtherFocusReason)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(900, 620)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """The layout is worked out again when next needed (the next paint, at the latest)."""
        super().resizeEvent(event)
        self._geometry = None

    def _rebuild_handles(self) -> None:
        for handle in self._handles:
            handle.deleteLater()
            handle.setParent(None)
        count = len(self._scene.seats) if self._scene else 0
        self._handles = [SeatHandle(self, number) for number in range(1, count + 1)]
        for handle in self._handles:
            handle.show()
        if self._handles:
            self.setFocusProxy(self._handles[0])
        self._geometry = None

    def _place_handles(self) -> None:
        layout = self._geometry
        if layout is None:
            return
        for handle in self._handles:
            if handle.number <= layout.seats:
                plate = layout.plate(handle.number)
                handle.setGeometry(round(plate.x), round(plate.y), round(plate.w), round(plate.h))

    # --- mouse, touch and keys ------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        seat = self.seat_at(event.position())
        self._pressed_seat = seat
        self._long_press_fired = False
        if seat is None:
            return
        self.focus_seat(seat)
        if event.button() == Qt.MouseButton.RightButton:
            self._pressed_seat = None
            self.seat_menu_requested.emit(seat)
        elif event.button() == Qt.MouseButton.LeftButton:
            self._long_press.start()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._long_press.stop()
        seat = self.seat_at(event.position())
        pressed, self._pressed_seat = self._pressed_seat, None
        if self._long_press_fired or event.button() != Qt.MouseButton.LeftButton:
            return
        if seat is not None and seat == pressed:
            self.seat_clicked.emit(seat)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pressed_seat is not None and self.seat_at(event.position()) != self._pressed_seat:
            self._long_press.stop()

    def _on_long_press(self) -> None:
        if self._pressed_seat is not None:
            self._long_press_fired = True
            self.seat_menu_requested.emit(self._pressed_seat)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        seat = self.focused_seat() or 1
        if not self.handle_seat_key(seat, event):
            super().keyPressEvent(event)

    def handle_seat_key(self, seat: int, event: QKeyEvent) -> bool:
        """Keyboard on a seat; True when the key was used."""
        key = event.key()
        count = len(self._handles)
        if not count:
            return False
        shift_f10 = key == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.focus_seat(seat % count + 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.focus_seat((seat - 2) % count + 1)
        elif key == Qt.Key.Key_Home:
            self.focus_seat(1)
        elif key == Qt.Key.Key_End:
            self.focus_seat(count)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.seat_clicked.emit(seat)
        elif key == Qt.Key.Key_Menu or shift_f10:
            self.seat_menu_requested.emit(seat)
        elif key == Qt.Key.Key_Escape:
            self.escape_pressed.emit()
        elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9 and not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            self._type_digit(chr(key))
        else:
            return False
        return True

    def _type_digit(self, digit: str) -> None:
        """Seat numbers by digits: "4" is seat 4; "1" then "2" quickly is seat 12."""
        count = len(self._handles)
        recent = self._typed_clock.isValid() and self._typed_clock.elapsed() < NUMBER_KEYS_MS
        typed = (self._typed + digit) if recent else digit
        if not 1 <= int(typed) <= count:
            typed = digit
        self._typed = typed
        self._typed_clock.start()
        if 1 <= int(typed) <= count:
            self.focus_seat(int(typed))

    # --- painting ----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        layout = self.table_geometry()
        backdrop = self._sprite(("backdrop",), QRectF(self.rect()),
                                lambda on, _: self._paint_backdrop(on, layout), margin=0)
        painter.drawPixmap(0, 0, backdrop)
        self._paint_dealer_word(painter, layout)
        if self._scene is not None:
            self._paint_centre(painter, layout, self._scene)
            self._paint_seats(painter, layout, self._scene)
            self._paint_pucks(painter, layout, self._scene)
        painter.end()

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
        painter.setFont(self._font(size, True))
        painter.setPen(QColor(self._colours.felt_text))
        self._draw(painter, box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_seats(self, painter: QPainter, layout: TableGeometry, scene: TableScene) -> None:
        focused = self.focused_seat()
        for seat in scene.seats:
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
        colours = self._colours
        fill, border, style, status_colour = self._plate_style(seat)
        if seat.overdue:
            fill, border, status_colour = colours.lockup, colours.busted, colours.lockup_text
        locked = seat.state is SeatState.LOCKED
        margin = math.ceil(rect.height() * 0.05) + 2
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

    def _paint_pucks(self, painter: QPainter, layout: TableGeometry, scene: TableScene) -> None:
        for seat in scene.seats:
            if not seat.pucks:
                continue
            key = (seat.number, len(seat.pucks))
            centres = self._puck_spots.get(key)
            if centres is None:
                centres = self._puck_spots[key] = [
                    QPointF(c.x, c.y) for c in layout.puck_centres(seat.number, len(seat.pucks))]
            for puck, centre in zip(seat.pucks, centres, strict=True):
                self._paint_puck(painter, centre, layout.puck, puck)

    def _paint_puck(self, painter: QPainter, centre: QPointF, size: float, puck: Puck) -> None:
        big, small = wording.puck_label(puck)
        fill, text, _ = self._puck_colours(puck)
        margin = math.ceil(size * 0.05) + 2
        box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        body = self._sprite(("puck", puck.kind, puck.dead), box,
                            lambda on, square: self._paint_puck_body(on, square, puck), margin)
        painter.drawPixmap(QPointF(round(box.x()) - margin, round(box.y()) - margin), body)
        if puck.dead and puck.kind not in (PuckKind.MISSED, PuckKind.LOCKUP):
            text = self._colours.felt_text
        backing = self._colours.rail_edge if puck.dead and puck.kind not in (
            PuckKind.MISSED, PuckKind.LOCKUP) else fill
        self._paint_puck_text(painter, centre, size, big, small, text, puck.kind, backing)

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

    def _paint_puck_text(
        self, painter: QPainter, centre: QPointF, size: float, big: str, small: str,
        colour: str, kind: PuckKind, fill: str,
    ) -> None:
        """The puck's words: one large, or a large and a small one, none below
        :data:`MIN_WORD_PX`. On a puck too small for a word at that size, the word lies on a
        tab of the puck's colour that reaches past its edge."""
        if not small:
            width = size * 0.78
            box = QRectF(centre.x() - width / 2, centre.y() - size * 0.3, width, size * 0.6)
            painter.setPen(QColor(colour))
            painter.setFont(self._fit(big, width, size * 0.5, True))
            self._draw(painter, box, Qt.AlignmentFlag.AlignCenter, big)
            return
        width = size * 0.9
        line = max(size * 0.36, MIN_WORD_PX * 1.2)
        upper = QRectF(centre.x() - width / 2, centre.y() - line, width, line)
        lower = QRectF(centre.x() - width / 2, centre.y(), width, line)
        small_box, big_box = (upper, lower) if kind is PuckKind.MISSED else (lower, upper)
        for text, box, largest in ((big, big_box, big_box.height() * 0.95),
                                   (small, small_box, small_box.height() * 0.75)):
            font, advance, line_height = self._puck_word(
                text, width * (0.86 if text is big else 1.0), largest)
            flags = Qt.AlignmentFlag.AlignHCenter | (
                Qt.AlignmentFlag.AlignBottom if box is upper else Qt.AlignmentFlag.AlignTop)
            if advance > width:  # wider than the puck: a tab under the word
                box = QRectF(centre.x() - advance / 2 - 2, box.y(), advance + 4, box.height())
                tab = box.adjusted(0, box.height() - line_height - 1, 0, 0) if (
                    flags & Qt.AlignmentFlag.AlignBottom) else box.adjusted(
                        0, 0, 0, line_height + 1 - box.height())
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(fill))
                painter.drawRoundedRect(tab, 3, 3)
            painter.setPen(QColor(colour))
            painter.setFont(font)
            self._draw(painter, box, flags, text)

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
    """A name in two lines: at the space or hyphen nearest its middle, else in the middle of
    a long word; None for a name of one or two letters."""
    if len(name) < 3:
        return None
    middle = len(name) / 2
    breaks = [i for i, c in enumerate(name) if c in " -"]
    if breaks:
        at = min(breaks, key=lambda i: abs(i + 0.5 - middle))
        first = name[: at + 1] if name[at] == "-" else name[:at]
        second = name[at + 1:]
        if first.strip() and second.strip():
            return first.strip(), second.strip()
    at = math.ceil(middle)
    return name[:at] + "-", name[at:]


def _octagon(centre: QPointF, radius: float) -> QPolygonF:
    """The missed-blind button's shape: an octagon, unlike every round puck."""
    points = [
        QPointF(centre.x() + radius * math.cos(math.pi / 8 + i * math.pi / 4),
                centre.y() + radius * math.sin(math.pi / 8 + i * math.pi / 4))
        for i in range(8)
    ]
    return QPolygonF(points)

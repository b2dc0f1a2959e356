"""The table: one custom-painted widget showing the oval, the seats and the pucks.

It paints a :class:`~floorapp.screen.scene.TableScene` handed to it (it keeps no table of its own)
at positions from the pure :mod:`floorapp.screen.geometry`. Input: a click or tap on a seat emits
``seat_clicked``; a right click or a long press emits ``seat_menu_requested``. Each seat also
has an invisible, focusable handle carrying its accessible name, so the table can be driven by
keyboard alone: arrows or seat numbers move between seats, Enter or Space is a click, the menu
key (or Shift+F10) asks for the seat's actions, Escape cancels a move. A name of a game's list
dragged from the List panel (:data:`LIST_NAME_MIME`) and dropped on a seat emits
``name_dropped``.

The painting is in :mod:`floorapp.ui.table.painting` (the felt, the plates, words fitting a
plate) and :mod:`floorapp.ui.table.pucks`; this module keeps what the view holds (the scene,
the colours, the seats' layout per size, the caches) and the input.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from PySide6.QtCore import (
    QElapsedTimer,
    QEvent,
    QMimeData,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPaintEvent,
    QPixmap,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget
from shiboken6 import isValid

from floorapp.screen import geometry
from floorapp.screen.geometry import TableGeometry
from floorapp.screen.palette import DARK, Colours
from floorapp.screen.scene import SeatScene, TableScene
from floorapp.ui import wording
from floorapp.ui.table.painting import TablePainting
from floorapp.ui.table.pucks import PuckPainting

LIST_NAME_MIME = "application/x-floorapp-list-name"
"""A name of a game's list dragged onto the table (the List panel starts the drag): its data
is ``b"<game_id>:<name_id>"``."""
LONG_PRESS_MS = 550
"""Holding a finger (or the left button) this long on a seat is a right click."""
NUMBER_KEYS_MS = 900
"""Two digits typed within this time make one seat number (1 then 2: seat 12)."""


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
        self.table.update_seat(self.number)  # its focus ring

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if isValid(self.table):  # not while the table goes (a window closing with the focus)
            self.table.update_seat(self.number)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if not self.table.handle_seat_key(self.number, event):
            super().keyPressEvent(event)

    def _on_clicked(self) -> None:
        self.table.seat_clicked.emit(self.number)


class TableView(PuckPainting, TablePainting):
    """The painted table. Holds a scene to paint, never the table itself."""

    seat_clicked = Signal(int)
    """A seat was clicked, tapped, or activated with Enter / Space."""
    seat_menu_requested = Signal(int)
    """Right click, long press, or the menu key on a seat: show its actions."""
    escape_pressed = Signal()
    name_dropped = Signal(object, int, int)
    """A name of a list was dropped on the table: the seat under it (None: off every seat),
    the game and the name's number (:data:`LIST_NAME_MIME`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableView")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(*geometry.MIN_TABLE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(True)
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
        each kind of plate and puck without its words."""
        self._pictures: dict[Hashable, tuple[QPoint, QPixmap]] = {}
        """Each plate and puck with its words, by what it shows, for the current size, colours,
        language and font (:meth:`_paint_picture`)."""
        self._painting: QRegion | None = None
        self._areas: dict[SeatScene, QRectF] = {}
        """Each seat's area (:meth:`seat_area`) for the current size, by what it shows."""
        self._puck_spots: dict[int, list[QPointF]] = {}
        """Where each seat's pucks are painted (worked out again for a new scene, size or
        language)."""
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
        """Show ``scene`` (called on every state change): the seats it changes are painted
        again, or the whole table when more than the seats changed."""
        before = self._scene
        resized = before is None or len(before.seats) != len(scene.seats)
        self._scene = scene
        if resized:
            self._geometry = None
            self._rebuild_handles()
        for handle, seat in zip(self._handles, scene.seats, strict=True):
            name = wording.seat_accessible_name(seat)
            if handle.accessibleName() != name:
                handle.setAccessibleName(name)
                handle.setText(name)
        pucks_moved = before is None or any(
            self._lane_holds(was) != self._lane_holds(seat)
            for was, seat in zip(before.seats, scene.seats, strict=False))
        if pucks_moved:
            self._puck_spots.clear()  # one seat's new puck may move a neighbour's
        if (before is None or resized or pucks_moved
                or replace(before, seats=()) != replace(scene, seats=())):
            self.update()
            return
        for was, seat in zip(before.seats, scene.seats, strict=True):
            if was != seat:
                self.update(self.seat_area(was).united(self.seat_area(seat)).toAlignedRect())

    def update_seat(self, number: int) -> None:
        """Paint one seat again (its focus ring came or went)."""
        if self._scene is not None and 1 <= number <= len(self._scene.seats):
            self.update(self.seat_area(self._scene.seat(number)).toAlignedRect())

    def scene(self) -> TableScene | None:
        return self._scene

    def set_colours(self, colours: Colours) -> None:
        self._colours = colours
        self._sprites.clear()
        self._pictures.clear()
        self.update()

    def colours(self) -> Colours:
        return self._colours

    def set_move(self, source: int | None, targets: frozenset[int] = frozenset()) -> None:
        """Show a seat change in progress: the seat moving, and the seats that would take him."""
        self._move_source = source
        self._move_targets = targets if source is not None else frozenset()
        self.update()

    def set_place(self, targets: frozenset[int]) -> None:
        """Show a name of the list being placed: the seats that would take him (empty: none
        placed)."""
        self._move_source = None
        self._move_targets = targets
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
            self.forget_pictures()
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
        seat = self._scene.seat(number)
        return [QPoint(round(p.x()), round(p.y()))
                for p in self._puck_centres(self.table_geometry(), seat)]

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

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """Another language or font: the seats' areas are measured again (a puck's words, and
        the tab under them, may be wider) and their pictures made again."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.forget_pictures()

    def forget_pictures(self) -> None:
        """Lay out and draw every plate and puck again at the next paint, with its words."""
        self._areas.clear()
        self._pictures.clear()
        self._puck_spots.clear()

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

    # --- a name of the list dropped on the table -------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if dropped_name(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        if dropped_name(event.mimeData()) is not None:
            seat = self.seat_at(event.position())
            if seat is not None:
                self.focus_seat(seat)  # the seat it would land on shows its focus ring
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        found = dropped_name(event.mimeData())
        if found is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.name_dropped.emit(self.seat_at(event.position()), *found)

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


def list_name_data(game_id: int, name_id: int) -> QMimeData:
    """The drag data of a name of a game's list (:data:`LIST_NAME_MIME`)."""
    data = QMimeData()
    data.setData(LIST_NAME_MIME, f"{game_id}:{name_id}".encode("ascii"))
    return data


def dropped_name(data: QMimeData | None) -> tuple[int, int] | None:
    """The game and the name's number a drag carries, None for anything else."""
    if data is None or not data.hasFormat(LIST_NAME_MIME):
        return None
    text = bytes(data.data(LIST_NAME_MIME).data()).decode("ascii", "replace")
    game, _, name = text.partition(":")
    if not (game.isdigit() and name.isdigit()):
        return None
    return int(game), int(name)

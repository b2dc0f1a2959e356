"""Windows that fit the screen they open on: one helper for every window and dialog.

Table-side screens are small (800×480 and 800×600 touch panels are common), so no window may
open larger than the screen's *available area* (the screen less its task bars), nor partly off
it, and a dialog taller than the screen scrolls its contents while its buttons stay in sight.

- :func:`available_area` is the one place the screen's size is read; tests replace it to
  simulate a smaller or larger screen.
- :func:`fit_window` shrinks a window to the available area and moves it inside;
  :func:`fit_on_show` does that each time the window is shown (dialogs, the training window,
  History). A geometry saved on a larger screen is shrunk the same way.
- :func:`scroll_all_but` puts a dialog's contents in a scroll area, its buttons below it.
- :class:`FittingButton` brings its words down to its width in a language whose words are
  long, where the window has no room to give.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

KEEP_SIZE = "keepSize"
"""A window property: when true, the window keeps the size it is given, whatever the screen
(``--screenshot`` renders a window of an exact size, never shown on a screen)."""


def available_area(widget: QWidget) -> QRect:
    """The part of the widget's screen that windows may use, in global coordinates."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_window(window: QWidget, preferred: QSize | None = None) -> None:
    """Give ``window`` its ``preferred`` size (default: its size now), or less so that it fits
    the available area with its frame, and move it wholly inside that area."""
    if window.property(KEEP_SIZE):
        return
    area = available_area(window)
    frame = _frame_extra(window)
    wanted = preferred if preferred is not None else window.size()
    width = min(wanted.width(), area.width() - frame.width())
    height = min(wanted.height(), area.height() - frame.height())
    width = max(width, min(window.minimumWidth(), area.width() - frame.width()))
    height = max(height, min(window.minimumHeight(), area.height() - frame.height()))
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    outer_width, outer_height = window.width() + frame.width(), window.height() + frame.height()
    left = min(max(window.x(), area.left()), area.right() + 1 - outer_width)
    top = min(max(window.y(), area.top()), area.bottom() + 1 - outer_height)
    if (left, top) != (window.x(), window.y()):
        window.move(max(left, area.left()), max(top, area.top()))


def popup_position(popup: QWidget, wanted: QPoint) -> QPoint:
    """Where to open a popup (a menu) meant to open at ``wanted`` so that it lies wholly in
    the available area (moved left or up as needed)."""
    area = available_area(popup)
    size = popup.sizeHint()
    x = min(max(wanted.x(), area.left()), area.right() + 1 - size.width())
    y = min(max(wanted.y(), area.top()), area.bottom() + 1 - size.height())
    return QPoint(max(x, area.left()), max(y, area.top()))


def fits(window: QWidget) -> bool:
    """True when the whole window, frame included, lies in the available area."""
    return available_area(window).contains(window.frameGeometry())


def _frame_extra(window: QWidget) -> QSize:
    """How much the window manager's frame adds around the window (nothing before the window
    is shown, or without a window manager)."""
    frame, inner = window.frameGeometry(), window.geometry()
    return QSize(max(0, frame.width() - inner.width()), max(0, frame.height() - inner.height()))


FRAME_WAIT_MS = 1000
"""How long after a window is shown its window manager's frame may still come (the frame
counts only once the window manager has put it around the window, some tens of ms later)."""


def _has_frame(window: QWidget) -> bool:
    extra = _frame_extra(window)
    return extra.width() > 0 or extra.height() > 0


def _fit_shown(window: QWidget, preferred: QSize | None = None) -> None:
    """:func:`fit_window` for a window being shown, its minimum worked out again first (its
    words may have changed since: a language, a re-layout on the way to the screen)."""
    layout = window.layout()
    if layout is not None:
        layout.invalidate()
        layout.activate()
    fit_window(window, preferred)


class _FitOnShow(QObject):
    """Fits its window to the screen each time the window is shown, and again once the
    window manager's frame is around it."""

    def __init__(self, window: QWidget, whole: bool) -> None:
        super().__init__(window)
        self.whole = whole
        self._framed = True
        """The window was fitted with its frame since it was last shown (or has none)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if not isinstance(watched, QWidget) or not watched.isWindow():
            return False
        kind = event.type()
        if kind == QEvent.Type.Show:
            preferred = watched.sizeHint() if self.whole else None
            _fit_shown(watched, preferred)
            self._framed = _has_frame(watched)
            QTimer.singleShot(0, watched, lambda: _fit_shown(watched))
            QTimer.singleShot(FRAME_WAIT_MS, watched, self._stop_waiting)
        elif kind in (QEvent.Type.Move, QEvent.Type.Resize) and not self._framed and (
                _has_frame(watched)):
            self._framed = True  # the window manager's frame came: fit with it, once
            fit_window(watched)
        return False

    def _stop_waiting(self) -> None:
        self._framed = True  # no window manager: the floor's own moves are his


def fit_on_show(window: QWidget, whole: bool = False) -> None:
    """Fit ``window`` to the screen whenever it is shown: the size it was given, or with
    ``whole`` (dialogs) as large as its whole contents, each shrunk to the available area."""
    keeper = _FitOnShow(window, whole)
    keeper.setObjectName("fitOnShow")
    window.installEventFilter(keeper)


class FittingScrollArea(QScrollArea):
    """A scroll area as large as its contents when there is room, as small as a few rows when
    there is not (the window around it then decides)."""

    def sizeHint(self) -> QSize:  # noqa: N802
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(hint.width() + bar + 2 * self.frameWidth(),
                     hint.height() + 2 * self.frameWidth())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The contents laid out anew (a list filled): the window around learns the area's
        new size hint."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        inner = self.widget()
        width = inner.minimumSizeHint().width() if inner is not None else 0
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(width + bar + 2 * self.frameWidth(), 96)


def scroll_all_but(dialog: QWidget, keep: QWidget) -> QScrollArea:
    """Move everything in ``dialog``'s layout but ``keep`` (its row of buttons) into a scroll
    area; ``keep`` goes below the scroll area, so it is always in sight. Returns the area."""
    layout = dialog.layout()
    if layout is None:
        raise ValueError("the dialog has no layout yet")
    layout.removeWidget(keep)
    body = QWidget()
    body.setObjectName("scrolledBody")
    body.setLayout(layout)  # Qt takes the layout (and its widgets) from the dialog
    layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
    area = FittingScrollArea(dialog)
    area.setObjectName("dialogScroll")
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    area.setWidget(body)
    outer = QVBoxLayout(dialog)
    outer.addWidget(area, 1)
    outer.addWidget(keep)
    return area


class FittingButton(QPushButton):
    """A button whose words are drawn ``scale`` times the usual type size, brought down (to
    ``smallest`` times at the least) where a language's words would not fit its width:
    Next hand in large bold type, the List panel's narrow buttons."""

    MARGIN_PX = 16
    """Room the button's frame and padding take beside its words."""

    def __init__(self, parent: QWidget | None = None, *, scale: float = 1.0,
                 smallest: float = 1.0, bold: bool = False) -> None:
        super().__init__(parent)
        font = self.font()
        self.usual_points = font.pointSizeF()
        font.setBold(bold)
        self.setFont(font)
        self.scale = scale
        self.smallest = min(smallest, scale)

    def set_scale(self, scale: float) -> None:
        """How many times the usual type size the words are drawn, where they fit."""
        self.scale = scale
        self.fit()

    def fit(self) -> None:
        """The words' size for the button's width now (call after a change of its words)."""
        points = self.usual_points * self.scale
        room = self.width() - self.MARGIN_PX
        wide = self._words_wide(points)
        if 0 < room < wide:
            points = max(self.usual_points * self.smallest, points * room / wide)
        if points != self.font().pointSizeF():
            font = QFont(self.font())
            font.setPointSizeF(points)
            self.setFont(font)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """As wide as its words at the size wanted (not the size they were brought to)."""
        hint = super().sizeHint()
        wide = self._words_wide(self.usual_points * self.scale) + self.MARGIN_PX
        return QSize(max(hint.width(), wide), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """As narrow as its words at the smallest size allow."""
        hint = super().minimumSizeHint()
        wide = self._words_wide(self.usual_points * self.smallest) + self.MARGIN_PX
        return QSize(min(hint.width(), wide), hint.height())

    def _words_wide(self, points: float) -> int:
        """How wide the button's words are at ``points``."""
        font = QFont(self.font())
        font.setPointSizeF(points)
        return QFontMetrics(font).horizontalAdvance(self.text().replace("&", ""))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit()

"""Touch mode: everything a finger picks is at least :data:`~floorapp.screen.geometry.TOUCH` pixels
high — menu entries, list and table rows, radio buttons and check boxes, tool buttons, the
entries of a drop-down list, tabs (their scroll arrows as wide) and the menu bar's titles.

It is a setting (Settings → Touch screen mode); left to the system, it is on exactly when Qt
reports a touch screen. A long press is a right click wherever a right click does something
(the seats: :data:`~floorapp.ui.table.table_view.LONG_PRESS_MS`), touch mode or not.
"""

from __future__ import annotations

from PySide6.QtGui import QInputDevice
from PySide6.QtWidgets import QApplication

from floorapp.screen.geometry import TOUCH

TOUCH_STYLE = f"""
QMenu::item {{ min-height: {TOUCH - 12}px; padding: 6px 28px 6px 24px; }}
QAbstractItemView::item {{ min-height: {TOUCH}px; }}
QComboBox {{ combobox-popup: 0; }}
QComboBox QAbstractItemView::item {{ min-height: {TOUCH}px; }}
QRadioButton, QCheckBox, QToolButton {{ min-height: {TOUCH}px; }}
QToolBar QToolButton {{ min-height: {TOUCH - 7}px; }}
QDialogButtonBox QPushButton {{ min-height: {TOUCH - 8}px; padding: 4px 16px; }}
QTabBar::tab {{ min-height: {TOUCH - 8}px; padding: 4px 12px; }}
QTabBar::scroller {{ width: {2 * TOUCH}px; }}
QMenuBar::item {{ padding: 10px 12px; }}
"""
"""The style sheet of touch mode (a menu entry's padding makes up the rest of its height; the
frame Fusion draws round a top-bar button, 7 pixels, makes up the rest of its: the top bar
stays as high as in mouse mode)."""


def touch_screen_present() -> bool:
    """True when the system reports a touch screen."""
    return any(device.type() == QInputDevice.DeviceType.TouchScreen
               for device in QInputDevice.devices())


def touch_wanted(setting: bool | None) -> bool:
    """Whether touch mode is on: the floor's choice, else whether a touch screen is present."""
    return touch_screen_present() if setting is None else setting


def apply_touch_mode(on: bool) -> None:
    """Switch touch mode on or off for every window of the program."""
    application = QApplication.instance()
    wanted = TOUCH_STYLE if on else ""
    if isinstance(application, QApplication) and application.styleSheet() != wanted:
        application.setStyleSheet(wanted)


def touch_mode_on() -> bool:
    """True while touch mode is on."""
    application = QApplication.instance()
    return isinstance(application, QApplication) and application.styleSheet() == TOUCH_STYLE

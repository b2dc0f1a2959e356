"""The window's geometry and the table on screen, kept between starts through QSettings (the
house rules live in settings.json, the tables in the room file)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSettings, Qt

from floorapp.ui.fit import fit_window


def restore(window, path: Path) -> None:
    """Put the window back as the floor left it: its size and place, the table on screen."""
    store = QSettings(str(path), QSettings.Format.IniFormat)
    geometry = store.value("geometry")
    if geometry is not None:
        window.restoreGeometry(geometry)  # its screen, maximized or full screen
        place = store.value("place")
        if isinstance(place, QRect) and not _maximized(window):
            # Qt's restore leaves room for a title bar above the window, which a panel
            # running floorapp alone (no window manager) does not have: the place as saved
            window.setGeometry(place)
        fit_window(window)  # saved on a larger screen: shrunk to this one
    shown = str(store.value("table", ""))
    if shown.isdigit():
        window.show_table(int(shown))  # the table on screen when the floor quit


def save(window, path: Path, table: bool = True) -> None:
    """Keep the window's size and place and the table on screen, for the next start (with
    ``table`` False, no table: the window is about to open on another room)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    store.setValue("geometry", window.saveGeometry())
    if _maximized(window):
        store.remove("place")
    else:
        store.setValue("place", window.geometry())
    store.setValue("table", (window.table_on_screen() or "") if table else "")
    store.sync()


def _maximized(window) -> bool:
    """Whether the window fills its screen by its state (maximized or full screen)."""
    states = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
    return bool(window.windowState() & states)

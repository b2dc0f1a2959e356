"""The window's geometry and the table on screen, kept between starts through QSettings (the
house rules live in settings.json, the tables in the room file)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from floorapp.ui.fit import fit_window


def restore(window, path: Path) -> None:
    """Put the window back as the floor left it: its size and place, the table on screen."""
    store = QSettings(str(path), QSettings.Format.IniFormat)
    geometry = store.value("geometry")
    if geometry is not None:
        window.restoreGeometry(geometry)
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
    store.setValue("table", (window.table_on_screen() or "") if table else "")
    store.sync()

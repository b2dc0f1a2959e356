"""The Qt palette of the windows (menus, panels, dialogs) for one of the table's palettes.

Every text role stands out from the role it is written on by WCAG AA's 4.5:1 (:data:`TEXT_ROLES`);
links are light blue on the dark palette (Qt's own pure blue read at 1.9:1 on near-black), and
``BrightText`` is the red a dialog says a problem in (``color: palette(bright-text)``).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from floorapp.screen.palette import Colours
from floorapp.storage.settings import PaletteName

TEXT_ROLES = tuple((QPalette.ColorRole[text], QPalette.ColorRole[ground]) for text, ground in (
    ("WindowText", "Window"), ("Text", "Base"), ("Text", "AlternateBase"),
    ("ButtonText", "Button"), ("ToolTipText", "ToolTipBase"), ("HighlightedText", "Highlight"),
    ("PlaceholderText", "Base"), ("BrightText", "Window"), ("BrightText", "Base"),
    ("Link", "Base"), ("Link", "Window"), ("LinkVisited", "Base"), ("LinkVisited", "Window"),
))
"""(text role, the role it is written on) of every word a window shows."""


def qt_palette(chosen: Colours) -> QPalette:
    """The window's palette (menus, panels, dialogs) for a table palette."""
    palette = QPalette()
    role = QPalette.ColorRole
    dark = chosen.name is PaletteName.DARK
    base = "#1c2026" if dark else "#ffffff"
    alternate = "#232830" if dark else "#f1f3f5"
    button = "#2b313a" if dark else "#e3e7ea"
    entries = {
        role.Window: chosen.background,
        role.WindowText: chosen.panel_text,
        role.Base: base,
        role.AlternateBase: alternate,
        role.Text: chosen.panel_text,
        role.Button: button,
        role.ButtonText: chosen.panel_text,
        role.ToolTipBase: base,
        role.ToolTipText: chosen.panel_text,
        role.Highlight: "#3d6fb6" if dark else "#1565c0",
        role.HighlightedText: "#ffffff",
        role.PlaceholderText: chosen.panel_muted,
        role.BrightText: "#ff6e6e" if dark else "#b71c1c",
        role.Link: "#8ab4f8" if dark else "#0b57d0",
        role.LinkVisited: "#c58af9" if dark else "#7b1fa2",
    }
    for key, value in entries.items():
        palette.setColor(key, QColor(value))
    disabled = QColor(chosen.panel_muted)
    for key in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, key, disabled)
    return palette

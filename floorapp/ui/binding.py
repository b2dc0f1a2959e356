"""A check of the Qt binding installed, for a fault that would crash the program later.

PySide6 6.12.0 on Python 3.11 drops one reference to ``None`` on every call of a Qt method
that returns nothing; after some thousands of calls (a minute or so of painting) Python aborts
("deallocating None"). Python 3.12 and later are immune (``None`` is immortal there), and so is
PySide6 6.11. The program warns at start-up rather than failing mid-session without a word.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

PROBE_CALLS = 20


def drops_none_references() -> bool:
    """True when calling a Qt method that returns nothing loses a reference to None."""
    colour = QColor()
    before = sys.getrefcount(None)
    for _ in range(PROBE_CALLS):
        colour.setRed(0)
    return sys.getrefcount(None) <= before - PROBE_CALLS // 2


def binding_warning() -> str:
    """The warning to print, or "" when the binding is sound."""
    if not drops_none_references():
        return ""
    return QCoreApplication.translate(
        "Binding", "Warning: this PySide6 loses a reference to None on every Qt call that "
        "returns nothing (PySide6 6.12.0 on Python 3.11); floorapp will crash after a while. "
        "Install another PySide6-Essentials version (6.11, or a later fixed one).")

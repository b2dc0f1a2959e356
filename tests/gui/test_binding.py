"""Regression test for the PySide6 6.12.0 fault that aborts Python after a minute of painting."""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor

from floorapp.ui.binding import binding_warning, drops_none_references


def test_the_installed_binding_keeps_its_references_to_none() -> None:
    colour = QColor()
    before = sys.getrefcount(None)
    for _ in range(1000):
        colour.setRed(0)
    assert sys.getrefcount(None) >= before - 10, "pyproject excludes PySide6 6.12.0 for this"
    assert not drops_none_references()
    assert binding_warning() == ""

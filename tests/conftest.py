"""Shared test setup.

Qt runs without a display here (``offscreen``), set before anything imports Qt. Tests that use
the ``qtbot`` fixture or live in ``tests/gui/`` are marked ``gui`` automatically, so the pure
tests run alone with ``pytest -m "not gui"``.
"""

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GUI_TESTS_FOLDER = Path(__file__).parent / "gui"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that needs a QApplication as ``gui``."""
    for item in items:
        uses_qtbot = "qtbot" in getattr(item, "fixturenames", ())
        if uses_qtbot or GUI_TESTS_FOLDER in item.path.parents:
            item.add_marker(pytest.mark.gui)

"""Fixtures for the GUI tests: the real main window on a fresh data folder, and a driver.

Qt's offscreen screen is 800 × 800, which is no real screen: every GUI test runs on a
simulated 1920 × 1200 screen unless it chooses another (:func:`simulate_screen`), so that
windows are fitted to a screen as the floor would have one.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from floor_driver import Floor
from PySide6.QtCore import QRect

from floorapp.app import create_main_window
from floorapp.ui import fit, touch
from floorapp.ui.main_window import MainWindow

DEFAULT_SCREEN = (1920, 1200)


def simulate_screen(monkeypatch: pytest.MonkeyPatch, width: int, height: int) -> QRect:
    """Make every window fit a screen whose available area is ``width`` × ``height``."""
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(fit, "available_area", lambda widget: QRect(area))
    return area


@pytest.fixture(autouse=True)
def large_screen(monkeypatch: pytest.MonkeyPatch) -> QRect:
    return simulate_screen(monkeypatch, *DEFAULT_SCREEN)


@pytest.fixture(autouse=True)
def root_logger_as_it_was() -> Iterator[None]:
    """A start through ``main()`` (the floor screen's, the board's) sends the log to a file of
    the test's data folder: no test leaves that handler on the root logger for the next."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


@pytest.fixture(autouse=True)
def touch_mode_off_afterwards() -> Iterator[None]:
    """Touch mode is the application's style sheet: no test leaves it on for the next."""
    yield
    touch.apply_touch_mode(False)


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> MainWindow:
    main = create_main_window(data_dir=tmp_path / "data")
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    return main


@pytest.fixture
def floor(qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> Floor:
    return Floor(qtbot, window, monkeypatch)

"""Fixtures for the GUI tests: the real main window on a fresh data folder, and a driver."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from floor_driver import Floor

from floorapp.app import create_main_window
from floorapp.ui.main_window import MainWindow


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

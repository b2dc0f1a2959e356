"""Issue 26: the busiest 12-seat table on an 800 × 480 screen with a notice over it (three
lines), and the window a restore reopens (a notice and a message line over the table): the
window inside the screen, Next hand in sight, the plates and pucks apart. With a notice the
window was 6 pixels too tall in touch mode and 16 pucks touched a plate or another puck; the
restored room reached 31 pixels below the screen."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import simulate_screen
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from floorapp.app import create_main_window, load_scenario_into, settle
from floorapp.screen import geometry
from floorapp.storage.settings import Settings, save_settings
from floorapp.ui import touch as touch_mode
from floorapp.ui.notice import MOST_LINES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from check_layout import BUSY_TABLE, NOTICE_LINES, Checker, table_overlaps  # noqa: E402


@pytest.fixture(autouse=True)
def touch_mode_off_afterwards() -> Iterator[None]:
    yield
    touch_mode.apply_touch_mode(False)


def busy_table(qtbot: Any, tmp_path: Path, touch: bool) -> Any:
    """The main window on the layout check's busiest table (12 seats, every puck)."""
    folder = tmp_path / "data"
    folder.mkdir()
    save_settings(folder, Settings(touch=touch))
    scenario = tmp_path / "busy.toml"
    scenario.write_text(BUSY_TABLE, encoding="utf-8")
    window = create_main_window(folder, demo=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    load_scenario_into(window, scenario)
    settle(window)
    QApplication.processEvents()
    return window


def inside(window: Any, widget: Any, area: QRect) -> bool:
    return area.contains(QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size()))


@pytest.mark.parametrize("touch", [False, True])
def test_a_three_line_notice_over_the_busy_table_keeps_it_inside_and_apart(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, touch: bool
) -> None:
    area = simulate_screen(monkeypatch, 800, 480)
    window = busy_table(qtbot, tmp_path, touch)
    page = window.page
    assert area.contains(window.frameGeometry())
    window.show_notice("\n".join(NOTICE_LINES))
    QApplication.processEvents()
    notice = page.notice
    assert notice.isVisible() and notice.label.text().count("\n") == MOST_LINES - 1
    assert area.contains(window.frameGeometry()), window.frameGeometry()
    line = notice.label.fontMetrics().lineSpacing()
    assert notice.text_area.height() >= min(notice.label.height(), line * MOST_LINES)
    assert notice.dismiss_button.height() >= geometry.TOUCH
    assert notice.height() <= geometry.TOUCH + 12  # the button and a thin frame round it
    for widget in (notice.dismiss_button, page.next_hand_button, page.readout_toggle,
                   page.list_toggle):
        assert widget.isVisible() and inside(window, widget, area), widget.objectName()
    table = page.table_view
    assert table.height() >= geometry.MIN_TABLE_UNDER
    assert table.width() >= 780  # no drawer open: the table keeps the window's width
    assert table_overlaps(window) == []
    notice.dismiss()
    QApplication.processEvents()
    assert table.minimumHeight() == geometry.MIN_TABLE[1]  # the room given back
    assert area.contains(window.frameGeometry())
    window.close()


WINDOW_FRAME = 22
"""A window manager's title bar and borders (openbox: 19 and 1 pixels above, 1 below)."""


class RestoreChecker(Checker):
    """The layout check of the window a restore reopens, noting its least height."""

    least_height = 0

    def _inspect(self, name: str, shown: Any) -> None:
        super()._inspect(name, shown)
        self.least_height = shown.minimumSizeHint().height()


def test_the_window_a_restore_reopens_fits_800x480_with_its_notice_and_message(
    qtbot: Any,
) -> None:
    """Room → Restore from a backup… (the layout check's own restore, its question answered
    Yes): the new window shows the notice and the message line over the busy table, and can
    be as small as the screen less a window manager's frame."""
    for touch in (False, True):
        checker = RestoreChecker("800x480", "en", touch, None, ("main window, restored",))
        checker.run()
        assert checker.checked == 1
        assert checker.problems == [], checker.problems
        assert checker.least_height <= 480 - WINDOW_FRAME, (touch, checker.least_height)
    touch_mode.apply_touch_mode(False)

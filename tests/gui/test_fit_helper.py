"""The one helper that keeps windows on the screen (floorapp/ui/fit.py)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import simulate_screen
from PySide6.QtCore import QPoint, QSize
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QPushButton, QVBoxLayout, QWidget

from floorapp.ui import fit


def test_a_window_larger_than_the_screen_is_shrunk_and_moved_inside(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch,
) -> None:
    area = simulate_screen(monkeypatch, 800, 480)
    window = QWidget()
    qtbot.addWidget(window)
    window.setGeometry(300, 200, 1280, 800)
    fit.fit_window(window)
    assert (window.width(), window.height()) == (800, 480)
    assert area.contains(window.geometry())


def test_a_window_that_fits_keeps_its_size_and_comes_back_on_screen(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch,
) -> None:
    area = simulate_screen(monkeypatch, 1024, 600)
    window = QWidget()
    qtbot.addWidget(window)
    window.setGeometry(900, 500, 400, 300)  # partly off the right and bottom edges
    fit.fit_window(window)
    assert (window.width(), window.height()) == (400, 300)
    assert area.contains(window.geometry())


def test_a_window_may_keep_the_size_it_was_given(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch,
) -> None:
    simulate_screen(monkeypatch, 800, 480)
    window = QWidget()
    qtbot.addWidget(window)
    window.setProperty(fit.KEEP_SIZE, True)
    window.resize(1280, 800)
    fit.fit_window(window)
    assert window.size() == QSize(1280, 800)


def test_a_tall_dialog_scrolls_and_keeps_its_buttons_in_sight(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch,
) -> None:
    area = simulate_screen(monkeypatch, 800, 480)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    for row in range(20):
        button = QPushButton(f"choice {row}", dialog)
        button.setMinimumHeight(48)
        layout.addWidget(button)
    ok = QPushButton("OK", dialog)
    layout.addWidget(ok)
    scroll = fit.scroll_all_but(dialog, ok)
    fit.fit_on_show(dialog, whole=True)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    assert area.contains(dialog.frameGeometry())
    assert scroll.verticalScrollBar().maximum() > 0
    top_left = ok.mapToGlobal(QPoint(0, 0))
    assert area.contains(top_left) and area.contains(top_left + QPoint(ok.width() - 1,
                                                                         ok.height() - 1))


def test_a_popup_opened_near_the_edge_is_moved_inside(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch,
) -> None:
    area = simulate_screen(monkeypatch, 800, 480)
    menu = QMenu()
    qtbot.addWidget(menu)
    for entry in range(6):
        menu.addAction(f"entry {entry}")
    place = fit.popup_position(menu, QPoint(780, 470))
    size = menu.sizeHint()
    assert place.x() + size.width() <= area.right() + 1
    assert place.y() + size.height() <= area.bottom() + 1
    assert fit.popup_position(menu, QPoint(10, 10)) == QPoint(10, 10)


def test_a_window_is_fitted_again_once_the_window_managers_frame_comes(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A window manager puts its frame (a 20 px title bar) around a window some tens of ms
    after it shows: the window filling the screen is then fitted again, frame included (it
    was 25 px too tall, its bottom row off screen)."""
    area = simulate_screen(monkeypatch, 1024, 600)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1024, 600)
    fit.fit_on_show(window)
    monkeypatch.setattr(fit, "_frame_extra", lambda widget: QSize(0, 0))  # not framed yet
    window.show()
    qtbot.wait(10)  # the fit right after the show: no frame yet
    assert window.height() == 600
    monkeypatch.setattr(fit, "_frame_extra", lambda widget: QSize(2, 25))  # the frame comes
    window.move(window.x() + 1, window.y() + 20)  # the window manager puts the window in it
    assert window.width() <= area.width() - 2
    assert window.height() <= area.height() - 25

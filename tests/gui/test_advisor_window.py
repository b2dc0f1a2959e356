"""Settings → Compare house rules…: the run in the background, its figures, charts, exports."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from floorapp.rules import ButtonRule, HouseRules
from floorapp.ui.advisor.window import AdvisorWindow
from floorapp.ui.main_window import MainWindow

PNG = b"\x89PNG\r\n\x1a\n"


def click(qtbot: Any, widget: Any) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_into(qtbot: Any, spin: Any, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Tab)


@pytest.fixture
def advisor(qtbot: Any) -> AdvisorWindow:
    window = AdvisorWindow(HouseRules(button=ButtonRule.DEAD))
    qtbot.addWidget(window)
    window.workers = 1
    window.show()
    qtbot.waitExposed(window)
    return window


def shown(item: Any) -> str:
    """A header's words on one line (long names and labels wrap on screen)."""
    return " ".join(item.text().split())


def ticked(window: AdvisorWindow) -> list[str]:
    return [rule_set.name for rule_set in window.checked_rule_sets()]


def run_to_the_end(qtbot: Any, window: AdvisorWindow, hours: int) -> None:
    type_into(qtbot, window.hours, str(hours))
    click(qtbot, window.compare_button)
    qtbot.waitUntil(lambda: not window.is_running(), timeout=120_000)


def test_the_settings_menu_opens_the_window_on_the_tables_rules(
        qtbot: Any, window: MainWindow) -> None:
    entries = [action for action in window.menus.settings_menu.actions()
               if action.objectName() == "advisorAction"]
    assert [action.text() for action in entries] == ["Compare house rules…"]
    entries[0].trigger()
    advisor = window.findChild(AdvisorWindow)
    assert advisor is not None and advisor.isVisible()
    advisor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    first = advisor.rule_set_list.item(0)
    assert first.text().startswith("This table: ")
    assert first.data(Qt.ItemDataRole.UserRole) == window.controller.table.house
    assert len(ticked(advisor)) == 2
    entries[0].trigger()
    assert window.findChildren(AdvisorWindow) == [advisor]  # brought to the front, not doubled
    advisor.close()


def test_a_run_shows_its_figures_and_charts(qtbot: Any, advisor: AdvisorWindow) -> None:
    assert ticked(advisor) == ["This table: Dead button · make-up: all",
                               "Moving button · make-up: all"]
    run_to_the_end(qtbot, advisor, 16)
    assert advisor.status.text() == "Done: 480 hands under each set of house rules."
    assert advisor.progress.value() == advisor.progress.maximum() == 2
    table = advisor.table
    headers = [shown(table.horizontalHeaderItem(c)) for c in range(table.columnCount())]
    assert headers == ticked(advisor)
    labels = [shown(table.verticalHeaderItem(r)) for r in range(table.rowCount())]
    assert labels[0] == "Hands dealt"
    assert [table.item(0, c).text() for c in range(2)] == ["480", "480"]
    dead_buttons = labels.index("Dead buttons, per 100 hands")
    assert float(table.item(dead_buttons, 1).text()) == 0.0  # the moving button is never dead
    assert float(table.item(dead_buttons, 0).text()) > 0.0
    assert all(canvas is not None for canvas in advisor.canvases)
    advisor.tabs.setCurrentIndex(1)
    image = advisor.canvases[0].grab().toImage()
    assert image.width() >= 360 and image.height() >= 260
    assert advisor.csv_button.isEnabled() and advisor.png_button.isEnabled()


def test_the_window_stays_responsive_and_cancel_stops_the_run(
        qtbot: Any, advisor: AdvisorWindow) -> None:
    advisor.workers = 2  # the sessions go to two worker processes, as in use
    type_into(qtbot, advisor.hours, "100000")
    ticks: list[float] = []
    timer = QTimer(advisor)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)
    click(qtbot, advisor.compare_button)
    assert advisor.is_running()
    assert not advisor.compare_button.isEnabled() and advisor.cancel_button.isEnabled()
    # the clock ticks on while the run goes on (at least ten ticks, however loaded the machine)
    qtbot.waitUntil(lambda: advisor.progress.value() >= 2 and len(ticks) >= 10, timeout=60_000)
    click(qtbot, advisor.cancel_button)
    qtbot.waitUntil(lambda: not advisor.is_running(), timeout=60_000)
    timer.stop()
    assert advisor.status.text().startswith("Cancelled.")
    assert advisor.progress.value() < advisor.progress.maximum()
    assert advisor.table.rowCount() == 0  # nothing half-done is shown
    assert advisor.compare_button.isEnabled()
    gaps = [later - earlier for earlier, later in zip(ticks, ticks[1:], strict=False)]
    assert len(ticks) > 5 and max(gaps) < 1.0, max(gaps)


def test_exports_csv_and_png(qtbot: Any, advisor: AdvisorWindow, tmp_path: Path,
                             monkeypatch: pytest.MonkeyPatch) -> None:
    run_to_the_end(qtbot, advisor, 8)
    csv_file = tmp_path / "figures.csv"
    monkeypatch.setattr(advisor, "ask_csv_path", lambda: csv_file)
    click(qtbot, advisor.csv_button)
    lines = csv_file.read_text(encoding="utf-8").splitlines()
    assert lines[0] == ("figure,key,This table: Dead button · make-up: all,"
                        "Moving button · make-up: all")
    assert lines[1].startswith("Hands dealt,hands,240,240")
    assert advisor.status.text() == f"Written: {csv_file}"
    folder = tmp_path / "charts"
    monkeypatch.setattr(advisor, "ask_png_folder", lambda: folder)
    click(qtbot, advisor.png_button)
    assert sorted(path.name for path in folder.iterdir()) == [
        "blind-cost-per-seat.png", "last-action-twice.png", "waits-before-first-hand.png"]
    assert all(path.read_bytes().startswith(PNG) for path in folder.iterdir())


def test_an_export_the_disk_refuses_says_so(qtbot: Any, advisor: AdvisorWindow, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    run_to_the_end(qtbot, advisor, 8)
    monkeypatch.setattr(advisor, "ask_csv_path", lambda: tmp_path / "no-folder" / "x.csv")
    click(qtbot, advisor.csv_button)
    assert advisor.status.text().startswith("Not written: No such file or directory")


def test_fewer_than_two_sets_are_refused(qtbot: Any, advisor: AdvisorWindow) -> None:
    advisor.rule_set_list.item(1).setCheckState(Qt.CheckState.Unchecked)
    advisor.rule_set_list.item(2).setCheckState(Qt.CheckState.Unchecked)
    click(qtbot, advisor.compare_button)
    assert not advisor.is_running()
    assert advisor.status.text() == "Tick from 2 to 4 sets of house rules."


def test_house_rules_from_a_file_join_the_list(qtbot: Any, advisor: AdvisorWindow,
                                               tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('button = "sideways"\n', encoding="utf-8")
    monkeypatch.setattr(advisor, "ask_house_file", lambda: bad)
    click(qtbot, advisor.add_file_button)
    assert "This file cannot be used:" in advisor.status.text()
    assert advisor.rule_set_list.count() == 4
    good = tmp_path / "vegas.toml"
    good.write_text('name = "Las Vegas"\nbutton = "simplified"\n', encoding="utf-8")
    monkeypatch.setattr(advisor, "ask_house_file", lambda: good)
    click(qtbot, advisor.add_file_button)
    assert advisor.rule_set_list.count() == 5
    assert ticked(advisor)[-1] == "Las Vegas"
    assert len(ticked(advisor)) == 3


def test_a_house_file_nested_too_deep_is_refused_with_its_reason(
        qtbot: Any, advisor: AdvisorWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 26: "Add from a file…" with a file nested 100,000 deep raised RecursionError."""
    deep = tmp_path / "deep.toml"
    deep.write_text("a = " + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    monkeypatch.setattr(advisor, "ask_house_file", lambda: deep)
    click(qtbot, advisor.add_file_button)
    assert advisor.status.text() == (
        f"This file cannot be used: {deep}: arrays or tables nested more than 16 levels deep")
    assert advisor.rule_set_list.count() == 4


def test_habits_stay_within_what_can_be_simulated(qtbot: Any, advisor: AdvisorWindow) -> None:
    type_into(qtbot, advisor.habit_fields["newcomer_posts"], "95")
    type_into(qtbot, advisor.habit_fields["seats"], "2")
    habits = advisor.habits()
    assert habits.newcomer_posts <= 0.9 and habits.seats >= 3
    assert habits.problems() == []


def test_the_window_speaks_french(qtbot: Any, advisor: AdvisorWindow) -> None:
    from floorapp.storage.settings import Language
    from floorapp.ui.language import switch_language

    run_to_the_end(qtbot, advisor, 8)
    try:
        switch_language(Language.FRENCH)
        QApplication.processEvents()
        assert advisor.windowTitle() == "Comparer des règles maison"
        assert shown(advisor.table.verticalHeaderItem(0)) == "Mains distribuées"
        assert advisor.rule_set_list.item(0).text().startswith("Cette table : ")
        assert ticked(advisor)[1] == shown(advisor.table.horizontalHeaderItem(1))
    finally:
        switch_language(Language.SYSTEM)  # as the other tests expect it


def test_the_first_hand_of_a_figure_exports_as_a_scenario_that_replays(
        qtbot: Any, advisor: AdvisorWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from floorapp.scenario import run_file

    run_to_the_end(qtbot, advisor, 8)
    table = advisor.table
    labels = [shown(table.verticalHeaderItem(r)) for r in range(table.rowCount())]
    row = labels.index("First hand showing it: Rounds played at a discount")
    hand = int(table.item(row, 1).text().replace(",", ""))
    table.setCurrentCell(row, 1)  # the moving button's column
    asked = []

    def ask_hand(rule_set: str, suggested: int, last: int) -> int:
        asked.append((rule_set, suggested, last))
        return suggested

    monkeypatch.setattr(advisor, "ask_hand", ask_hand)
    monkeypatch.setattr(advisor, "ask_scenario_path", lambda hand: tmp_path / f"hand-{hand}.toml")
    click(qtbot, advisor.hand_button)
    assert asked == [("Moving button · make-up: all", hand, 240)]
    path = tmp_path / f"hand-{hand}.toml"
    assert advisor.status.text() == f"Written: {path}"
    report = run_file(path)
    assert report.passed
    assert len([r for r in report.reports if r.deal is not None]) == hand
    assert 'button = "moving"' in path.read_text(encoding="utf-8")


def test_a_window_destroyed_during_a_run_stops_it(qtbot: Any) -> None:
    window = AdvisorWindow(HouseRules())
    window.workers = 1
    window.hours.setValue(100_000)
    window.show()
    click(qtbot, window.compare_button)
    thread = window.comparison
    assert thread is not None
    stop = thread.stop
    qtbot.waitUntil(lambda: window.progress.value() >= 1, timeout=60_000)
    shiboken6.delete(window)  # no close event: as when the main window goes with it
    assert stop.is_set()
    # The thread stops after the session under way, then deletes itself.
    qtbot.waitUntil(lambda: not shiboken6.isValid(thread), timeout=60_000)


def wheel(widget: Any, notches: int) -> None:
    """Turn the mouse wheel over ``widget`` (as the system delivers it: to the widget under
    the pointer, passed up to its parents while ignored)."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    centre = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_form_and_turns_only_the_field_with_the_focus(
        qtbot: Any, advisor: AdvisorWindow) -> None:
    """Issue 26: scrolling the form changed "Hands per hour" from 30 to 15 under the pointer."""
    from PySide6.QtWidgets import QScrollArea

    advisor.resize(800, 480)
    QApplication.processEvents()
    hands = advisor.habit_fields["hands_per_hour"]
    scroll = next(area for area in advisor.findChildren(QScrollArea)
                  if area.isAncestorOf(hands))
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0, "at 800 x 480 the form scrolls"
    advisor.compare_button.setFocus()
    wheel(hands, -3)
    assert hands.value() == 30 and not hands.hasFocus()
    assert bar.value() > 0, "the form scrolled instead"
    hands.setFocus()
    wheel(hands, 1)
    assert hands.value() == 31


def test_a_dialogs_fields_take_the_wheel_only_with_the_focus(
        qtbot: Any, window: MainWindow) -> None:
    """The same for every dialog whose contents scroll (fitted): house rules, seats, ..."""
    from floorapp.ui import dialogs

    dialog = dialogs.HouseRulesDialog(window, window.settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    seats = dialog.seats
    before = seats.value()
    wheel(seats, -1)
    assert seats.value() == before
    seats.setFocus()
    wheel(seats, -1)
    assert seats.value() == before - 1


def test_at_800_by_480_figures_sit_beside_their_labels_and_charts_keep_clear(
        qtbot: Any, advisor: AdvisorWindow) -> None:
    """Issue 26: the figures were far to the right and slid under the labels when scrolled;
    the charts' labels collided and their legends covered bars; the percentages were explained
    only in docs/."""
    advisor.resize(800, 480)
    run_to_the_end(qtbot, advisor, 8)
    QApplication.processEvents()
    table = advisor.table
    assert table.horizontalScrollBar().maximum() == 0, "every figure in sight, no scrolling"
    assert table.verticalHeader().width() + sum(
        table.columnWidth(column) for column in range(table.columnCount())) <= (
        table.viewport().width() + table.verticalHeader().width())
    assert advisor.notes.isVisible()
    assert "% of the house's blinds: blinds posted in their places" in advisor.notes.text()
    assert "% of the fair share: each hand's blinds split evenly" in advisor.notes.text()
    labels = [table.verticalHeaderItem(row).text() for row in range(table.rowCount())]
    position = next(row for row, label in enumerate(labels) if "house's blinds" in label)
    assert table.item(position, 0).toolTip().startswith("% of the house's blinds:")
    for index, canvas in enumerate(advisor.canvases):
        advisor.tabs.setCurrentIndex(index + 1)
        QApplication.processEvents()
        assert canvas is not None
        canvas.draw()
        figure = canvas.figure
        renderer = canvas.get_renderer()
        axes = figure.axes[0]
        legend = figure.legends[0].get_window_extent(renderer)
        assert not legend.overlaps(axes.get_window_extent(renderer)), canvas.objectName()
        assert figure.bbox.contains(legend.x0, legend.y0) and figure.bbox.contains(
            legend.x1, legend.y1), "the legend is whole"
        ticks = [label.get_window_extent(renderer) for label in axes.get_xticklabels()
                 if label.get_text()]
        assert not any(a.overlaps(b) for a, b in zip(ticks, ticks[1:], strict=False))

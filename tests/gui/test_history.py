"""The history dialog: the journal filtered by table, seat, player and time; a table's history
exported as a scenario the runner replays; a scenario file imported as a new table."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from floor_driver import NINE_FULL, Floor, read
from PySide6.QtCore import QDateTime, Qt

from floorapp.rules import ChangeHouse, HouseRules
from floorapp.scenario import load_scenario, run_file, run_scenario
from floorapp.storage.settings import Settings
from floorapp.ui.room.history import HistoryDialog
from floorapp.ui.room.tabs import tab_title

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "resources" / "scenarios" / "examples"
START = datetime(2030, 5, 1, 20, 0, tzinfo=UTC)


@pytest.fixture
def clocked(floor: Floor) -> Iterator[Floor]:
    """The floor's room writes its entries five minutes apart, from 20:00 UTC."""
    moments = (START + timedelta(minutes=5 * n) for n in range(1000))
    floor.monkeypatch.setattr(floor.window.room, "_clock", lambda: next(moments))
    yield floor


def a_shift(floor: Floor) -> None:
    """test table: created 20:00; Gus away 20:05; deals 20:10 and 20:15; Bob leaves 20:20."""
    floor.load(NINE_FULL)
    floor.seat_action(7, "away")
    floor.next_hand()
    floor.next_hand()
    floor.seat_action(2, "leave")


def history(floor: Floor) -> HistoryDialog:
    floor.qtbot.keyClick(floor.window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dialog = floor.window.tables.history_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def local(moment: datetime) -> QDateTime:
    return QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))


def test_the_history_lists_the_table_on_screen_newest_first(clocked: Floor) -> None:
    a_shift(clocked)
    dialog = history(clocked)

    assert dialog.table_choice.currentText() == "test table"
    rows = read(dialog).rows()
    assert [row[2] for row in rows] == [
        "Seat 2 Bob: leaves, seat locked up", "Hand 2", "Hand 1", "Seat 7 Gus: away",
        "Table opened: test table"]
    assert {row[1] for row in rows} == {"test table"}
    assert rows[1][3] == "Button 5 · SB 6 · BB 8 · 8 dealt in"  # Gus away
    assert rows[0][0] == (START + timedelta(minutes=20)).astimezone().strftime(
        "%Y-%m-%d %H:%M:%S")
    assert read(dialog).status.text() == "5 entries match."

    dialog.table_choice.setCurrentIndex(0)  # every table
    assert dialog.table_id() is None
    # the game the two tables joined has its list journal beside theirs
    assert {row[1] for row in read(dialog).rows()} == {
        "test table", "Demo table", "List: 1/2 limit"}
    assert ("List: 1/2 limit", "Game 1/2 limit added") in [row[1:3] for row in read(dialog).rows()]
    assert not read(dialog).export_button.isEnabled()
    assert read(dialog).status.text().endswith(  # in sight
        ". Choose a table to export its history, or a game's list (CSV).")


def test_the_history_filters_by_seat_player_and_time(clocked: Floor) -> None:
    a_shift(clocked)
    dialog = history(clocked)

    dialog.seat_choice.setValue(7)
    assert "Seat 7 Gus: away" in [row[2] for row in read(dialog).rows()]
    assert all(7 in entry.seats for entry in read(dialog).entries)
    assert "Seat 2 Bob: leaves, seat locked up" not in [row[2] for row in read(dialog).rows()]

    dialog.seat_choice.setValue(0)
    dialog.player_choice.setText("bob")
    assert [row[2] for row in read(dialog).rows()] == [
        "Seat 2 Bob: leaves, seat locked up", "Hand 2", "Hand 1"]
    assert all("Bob" in entry.players for entry in read(dialog).entries)

    dialog.player_choice.setText("")
    dialog.since.setDateTime(local(START + timedelta(minutes=5)))
    dialog.until.setDateTime(local(START + timedelta(minutes=15)))
    dialog.since_on.setChecked(True)
    dialog.until_on.setChecked(True)
    assert [row[2] for row in read(dialog).rows()] == ["Hand 2", "Hand 1", "Seat 7 Gus: away"]
    dialog.since.setDateTime(local(START + timedelta(hours=1)))
    dialog.until.setDateTime(local(START + timedelta(hours=2)))
    assert read(dialog).rows() == []
    assert read(dialog).status.text() == "0 entries match."


def test_a_long_history_is_read_a_page_at_a_time(
    floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    from floorapp.ui.room import history as history_module

    monkeypatch.setattr(history_module, "PAGE", 3)
    a_shift(floor)
    dialog = history(floor)
    assert len(read(dialog).rows()) == 3
    assert read(dialog).earlier_button.isEnabled()
    assert read(dialog).status.text().startswith("The latest 3 entries that match are shown")

    floor.qtbot.mouseClick(dialog.earlier_button, Qt.MouseButton.LeftButton)

    assert [row[2] for row in read(dialog).rows()][3:] == ["Seat 7 Gus: away",
                                                     "Table opened: test table"]
    assert not read(dialog).earlier_button.isEnabled()


def test_a_tables_history_exports_to_a_scenario_the_runner_replays(
    clocked: Floor, tmp_path: Path
) -> None:
    a_shift(clocked)
    clocked.undo()  # the leave: undone, so not in the export
    clocked.next_hand()
    window = clocked.window
    target = tmp_path / "shift.toml"
    saving = clocked.answer("ScenarioFileDialog", target, "ask_save")
    dialog = history(clocked)

    clocked.qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)

    assert read(dialog).status.text() == f"Exported to {target}."
    [(suggested,)] = saving.calls
    assert suggested.name == "test-table-history.toml"
    report = run_file(target)
    assert report.passed, report.mismatches
    table_id = window.controller.table_id
    recorded = [entry.deal for entry in clocked.in_room(lambda room: room.effective(table_id))
                if entry.deal]
    assert [r.deal for r in report.reports if r.deal is not None] == recorded
    assert report.final_table == window.controller.table
    runner = subprocess.run([sys.executable, "-m", "floorapp.scenario", str(target)],
                            capture_output=True, text=True, timeout=60)
    assert runner.returncode == 0, runner.stdout + runner.stderr


def test_a_table_whose_house_rules_changed_on_screen_exports_whole(
    clocked: Floor, tmp_path: Path
) -> None:
    """Issue 15: the export starts at the table's creation and carries each change of house
    rules made with Settings → House rules (a new game with a third blind, then ten seats)."""
    clocked.load(NINE_FULL)
    clocked.next_hand()
    clocked.answer("HouseRulesDialog", Settings(HouseRules(blinds=(1, 2, 5)), 9))
    clocked.window.choices.edit_house_rules()
    clocked.settle()
    clocked.next_hand()
    clocked.next_hand()
    clocked.answer("HouseRulesDialog", Settings(HouseRules(blinds=(5, 10, 25)), 10))
    clocked.window.choices.edit_house_rules()
    clocked.settle()
    clocked.next_hand()
    target = tmp_path / "changes.toml"
    clocked.answer("ScenarioFileDialog", target, "ask_save")
    dialog = history(clocked)

    clocked.qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)

    assert read(dialog).status.text() == f"Exported to {target}."
    scenario = load_scenario(target)
    assert scenario.table.house == HouseRules()
    assert [step.event for step in scenario.steps if step.event.kind == "house"] == [
        ChangeHouse(HouseRules(blinds=(1, 2, 5)), 9),
        ChangeHouse(HouseRules(blinds=(5, 10, 25)), 10),
    ]
    report = run_scenario(scenario)
    assert report.passed, report.mismatches
    window = clocked.window
    table_id = window.controller.table_id
    recorded = [entry.deal for entry in clocked.in_room(lambda room: room.effective(table_id))
                if entry.deal]
    assert [r.deal for r in report.reports if r.deal is not None] == recorded
    assert len(recorded) == 4 and report.final_table == window.controller.table


def test_a_time_range_exports_only_the_deals_of_the_range(
    clocked: Floor, tmp_path: Path
) -> None:
    a_shift(clocked)
    target = tmp_path / "range.toml"
    clocked.answer("ScenarioFileDialog", target, "ask_save")
    dialog = history(clocked)
    dialog.since.setDateTime(local(START + timedelta(minutes=12)))
    dialog.since_on.setChecked(True)
    read(dialog)  # the range's page is read (else its status may come after the export's)

    assert dialog.export() == target
    assert read(dialog).status.text() == f"Exported to {target}."

    report = run_file(target)
    assert report.passed, report.mismatches
    checked = [r.deal for r in report.reports if r.checked]
    table_id = clocked.window.controller.table_id
    last_deal = [e.deal for e in clocked.in_room(lambda room: room.history(table_id))
                 if e.deal][-1]
    assert checked == [last_deal]


def test_an_export_said_is_not_replaced_by_the_count_of_a_page_asked_before_it(
    clocked: Floor, tmp_path: Path
) -> None:
    """The floor changes the range and exports at once: the range's page, read by the room's
    worker, comes back after the export; the status line keeps "Exported to …"."""
    import threading

    a_shift(clocked)
    target = tmp_path / "range.toml"
    clocked.answer("ScenarioFileDialog", target, "ask_save")
    dialog = history(clocked)
    read(dialog)
    held = threading.Event()
    clocked.window.session.run(lambda room: held.wait(10), lambda *answer: None,
                               writes=False)  # the worker busy: the next page waits
    dialog.since.setDateTime(local(START + timedelta(minutes=12)))
    dialog.since_on.setChecked(True)  # a page asked for
    assert dialog.export() == target
    clocked.qtbot.waitUntil(lambda: dialog.status.text() == f"Exported to {target}.")
    held.set()
    read(dialog)  # the page comes

    assert dialog.status.text() == f"Exported to {target}."
    assert len(dialog.rows()) < 5  # the range's page is shown all the same


def test_a_business_day_is_picked_shown_and_exported(clocked: Floor, tmp_path: Path) -> None:
    a_shift(clocked)
    view = clocked.window.session
    target = tmp_path / "day.toml"
    clocked.answer("ScenarioFileDialog", target, "ask_save")
    dialog = history(clocked)
    day = view.view.day_of(START)

    clocked.qtbot.mouseClick(dialog.day_on, Qt.MouseButton.LeftButton,
                             pos=dialog.day_on.rect().center())
    dialog.day.setDate(day + timedelta(days=1))
    assert dialog.day_on.isChecked() and not dialog.since.isEnabled()
    assert read(dialog).rows() == [] and read(dialog).status.text() == "0 entries match."
    dialog.day.setDate(day)
    assert len(read(dialog).rows()) == 5
    assert dialog.time_range() == view.view.business_day(day)

    assert dialog.export() == target
    assert read(dialog).status.text() == f"Exported to {target}."
    report = run_file(target)
    assert report.passed, report.mismatches
    assert len([r for r in report.reports if r.checked]) == 2  # the two deals of the day

    hour = (START.astimezone().hour + 1) % 24  # a house hour just after the shift began
    dialog.day_starts.setValue(hour)
    read(dialog)
    assert view.view.day_starts == hour
    moved = view.view.day_of(START)  # the shift now belongs to the day before (unless at midnight)
    assert moved == day - timedelta(days=1) or hour == 0
    dialog.day.setDate(moved)
    assert len(read(dialog).rows()) == 5


def test_an_export_that_cannot_be_written_says_so(clocked: Floor, tmp_path: Path) -> None:
    a_shift(clocked)
    target = tmp_path / "no such folder" / "shift.toml"
    clocked.answer("ScenarioFileDialog", target, "ask_save")
    dialog = history(clocked)
    dialog.export()
    assert read(dialog).status.text().startswith("Not exported: ")
    assert not target.exists()


def test_a_scenario_file_is_imported_as_a_new_table(floor: Floor) -> None:
    path = EXAMPLES / "05-new-player-post-or-wait.toml"
    floor.answer("ScenarioFileDialog", path, "ask_open")
    scenario = load_scenario(path)

    floor.window.menus.import_action.trigger()
    floor.settle()

    window = floor.window
    tab_bar = window.tabs.tab_bar
    assert tab_bar.tabText(tab_bar.currentIndex()) == tab_title(scenario.title)
    assert tab_bar.tabToolTip(tab_bar.currentIndex()).startswith(scenario.title)
    expected = run_scenario(scenario)
    assert window.controller.table == expected.final_table
    steps = len(scenario.steps)
    assert floor.message() == f"Imported as the table {scenario.title}: {steps} steps recorded."
    window.menus.import_action.trigger()
    floor.settle()
    assert window.tabs.tab_bar.tabToolTip(window.tabs.tab_bar.currentIndex()).startswith(
        f"{scenario.title} 2\n")


def test_a_scenario_with_refused_steps_says_how_many_were_left_out(floor: Floor) -> None:
    path = EXAMPLES / "09-refused-events.toml"
    floor.window.tables.import_scenario(path)
    floor.settle()
    report = floor.window.tables.last_import
    assert report is not None and report.refused > 0
    assert floor.message().endswith(
        f"left out {report.refused} steps the rules refused.")


def test_a_file_that_is_not_a_scenario_is_refused_clearly(
    floor: Floor, tmp_path: Path
) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text("title = 'x'\n[table]\nseats = 40\n")
    tables = floor.window.session.view.tables()

    floor.window.tables.import_scenario(broken)
    floor.settle()

    assert floor.message().startswith(f"{broken} is not a scenario file floorapp can read: ")
    assert floor.window.session.view.tables() == tables
    not_toml = tmp_path / "notes.toml"
    not_toml.write_text("this is [not toml")
    floor.window.tables.import_scenario(not_toml)
    floor.settle()
    assert "is not a scenario file floorapp can read: not valid TOML" in floor.message()
    assert floor.window.tabs.tab_bar.count() == 2


def test_the_history_follows_the_room(clocked: Floor) -> None:
    a_shift(clocked)
    dialog = history(clocked)
    clocked.next_hand()
    assert read(dialog).rows()[0][2] == "Hand 3"
    assert len(read(dialog).rows()) == 6

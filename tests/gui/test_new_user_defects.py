"""What a new user met on the real window (issue 11, "Fix what the new user met"), each
driven like a user and checked on what the screen shows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import simulate_screen
from floor_driver import NINE_FULL, SEAT_8_FREE, SEAT_9_FREE, Floor, read
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from floorapp.app import create_main_window, main
from floorapp.rules import NAME_LIMIT, Choice
from floorapp.storage.database import FILE_NAME
from floorapp.storage.progress import Progress
from floorapp.storage.room import Room
from floorapp.ui import wording
from floorapp.ui.dialogs import SitDialog
from floorapp.ui.room.history import HistoryDialog
from floorapp.ui.training.window import TrainingWindow

OPTIONS = [(Choice.POST, "Post now", ""), (Choice.WAIT, "Wait for the big blind", "")]


def test_the_seat_dialog_keeps_a_name_within_the_rules_limit(qtbot: Any) -> None:
    """Regression test for issue 11: a 2,000,000-character name was accepted."""
    dialog = SitDialog(None, 4, OPTIONS)
    qtbot.addWidget(dialog)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)

    dialog.name.setText("x" * 2_000_000)  # pasted
    assert len(dialog.name.text()) == NAME_LIMIT
    assert ok.isEnabled()
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "Christopher Montgomery-Smith and a few more words")
    assert dialog.name.text() == "Christopher Montgomery-Smith and a few m"
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.answer() == ("Christopher Montgomery-Smith and a few m", Choice.WAIT)

    dialog.name.setText("   ")
    assert not ok.isEnabled()


def test_screenshot_of_a_file_of_random_bytes_says_it_is_no_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression test for issue 11: ``--scenario`` on random bytes or a deeply nested TOML
    value gave a Python traceback instead of an invalid-file message with exit status 2."""
    noise = tmp_path / "noise.toml"
    noise.write_bytes(bytes(range(256)) * 8)
    deep = tmp_path / "deep.toml"
    deep.write_text("title = " + "[" * 5000 + "]" * 5000 + "\n")
    picture = tmp_path / "shot.png"
    for path, reason in ((noise, "not UTF-8 text (byte 128 cannot be read)"),
                         (deep, "arrays or tables nested more than 16 levels deep")):
        code = main(["--data-dir", str(tmp_path / "data"), "--screenshot", str(picture),
                     "--scenario", str(path)])
        assert code == 2
        assert capsys.readouterr().err == f"{path}: not a valid scenario: {reason}\n"
    assert not picture.exists()


def open_history(floor: Floor) -> HistoryDialog:
    floor.qtbot.keyClick(floor.window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dialog = floor.window.tables.history_dialog
    assert dialog is not None and dialog.isVisible()
    return read(dialog)


def test_a_move_that_plays_at_once_is_logged_so(floor: Floor) -> None:
    """Regression test for issue 11: a move confirmed as "plays at once, without posting" was
    logged "moves to seat 8 (waits)"."""
    floor.load(SEAT_8_FREE)
    move = floor.answer("MoveDialog", Choice.WAIT)
    floor.seat_action(9, "move")
    floor.click_seat(8)

    [(_, message, options)] = move.calls
    assert message == "Ike plays at once in seat 8, without posting."
    assert [label for _, label, _ in options] == ["Move to seat 8"]
    assert floor.window.page.log_view.rows()[0][1] == "Seat 9 Ike: moves to seat 8 (plays at once)"
    floor.next_hand()
    assert floor.name(8) == "Seat 8, Ike, active"
    floor.undo()
    floor.undo()
    assert floor.window.page.log_view.rows()[0][1] == (
        "Undone: Seat 9 Ike: moves to seat 8 (plays at once)")
    assert [row[2] for row in open_history(floor).rows()[:4]] == [
        "Undone: Seat 9 Ike: moves to seat 8 (plays at once)", "Undone: Hand 1", "Hand 1",
        "Seat 9 Ike: moves to seat 8 (plays at once)"]


def test_a_move_that_waits_is_still_logged_as_waiting(floor: Floor) -> None:
    floor.load(SEAT_9_FREE)
    floor.answer("MoveDialog", Choice.WAIT)
    floor.seat_action(7, "move")
    floor.click_seat(9)
    assert floor.window.page.log_view.rows()[0][1] == "Seat 7 Gus: moves to seat 9 (waits)"
    assert open_history(floor).rows()[0][2] == "Seat 7 Gus: moves to seat 9 (waits)"


def test_the_history_numbers_each_hand(floor: Floor) -> None:
    """Regression test for issue 11: History showed "Deal" without the hand number."""
    floor.load(NINE_FULL)
    floor.next_hand()
    floor.next_hand()
    floor.undo()  # hand 2 taken back
    floor.next_hand()  # hand 2 again
    floor.next_hand()
    dialog = open_history(floor)
    assert [row[2] for row in dialog.rows()[:5]] == [
        "Hand 3", "Hand 2", "Undone: Hand 2", "Hand 2", "Hand 1"]
    assert [row[1] for row in floor.window.page.log_view.rows()[:2]] == ["Hand 3", "Hand 2"]
    dialog.table_choice.setCurrentIndex(0)  # every table: the demo's deals have their numbers
    assert "Hand 2" in [row[2] for row in read(dialog).rows()]


def test_the_history_until_time_follows_now_unless_set(floor: Floor) -> None:
    """Regression test for issue 11: the "Until" time stayed at the moment the window opened."""
    floor.load(NINE_FULL)
    dialog = open_history(floor)
    opened = dialog.until.dateTime()
    later = opened.addSecs(3600)
    dialog.clock = lambda: later
    floor.qtbot.waitUntil(lambda: dialog.until.dateTime() == later, timeout=3000)

    dialog.until_on.setChecked(True)
    floor.next_hand()  # an hour on, a new entry is in the range "until now"
    assert dialog.rows()[0][2] == "Hand 1"

    chosen = opened.addSecs(-60)
    dialog.until.setDateTime(chosen)  # the floor sets it: it stays
    dialog.clock = lambda: later.addSecs(60)
    floor.qtbot.wait(1200)
    assert dialog.until.dateTime() == chosen
    assert dialog.rows() == []
    dialog.until_on.setChecked(False)  # off: it follows the clock again
    assert dialog.until.dateTime() == later.addSecs(60)


MOVING_BUTTON_LEAVES = '[house]\nbutton = "moving"\n' + NINE_FULL
"""Example 07: Di, due the button, leaves; R-43 deals a second big blind, then a second small
blind."""


def test_an_extra_blind_is_named_apart_from_the_big_and_small_blinds(floor: Floor) -> None:
    """Regression test for issue 11: the extra blind of R-43 read "BB 6 · BB 7" (log, pucks,
    overview) without telling which is which."""
    floor.load(MOVING_BUTTON_LEAVES)
    floor.seat_action(4, "leave")
    floor.next_hand()

    assert floor.window.page.log_view.rows()[0][1:] == (
        "Hand 1", "Button 5 · SB 5 · BB 6 · 2nd BB 7 · 8 dealt in")
    assert "Seat 7 Gus: second big blind 2" in floor.lines()
    assert floor.name(6).endswith(", big blind 2")
    assert floor.name(7).endswith(", second big blind 2")
    scene = floor.view.scene()
    assert scene is not None
    labels = {seat.number: [wording.puck_label(puck) for puck in seat.pucks]
              for seat in scene.seats}
    assert labels[6] == [("BB", "2")] and labels[7] == [("2BB", "2")]
    floor.window.tabs.show_overview()
    floor.settle()
    card = floor.window.tabs.overview.cards[floor.window.controller.table_id]
    assert "Blinds: SB Seat 5 Ed · BB Seat 6 Flo · 2nd BB Seat 7 Gus" in card.text_lines()

    floor.window.show_table(floor.window.controller.table_id)
    floor.settle()
    floor.next_hand()  # the adjustment's second step: a small blind on the button besides
    assert floor.window.page.log_view.rows()[0][2] == (
        "Button 6 · SB 7 · BB 8 · 2nd SB 6 · 8 dealt in")


def test_start_the_lesson_says_why_it_cannot_be_pressed(qtbot: Any, tmp_path: Path) -> None:
    """Regression test for issue 11: "Start the lesson" was disabled with no hint why (no
    trainee yet), except in a tooltip."""
    with Room.open(tmp_path / "data") as room:
        window = TrainingWindow(Progress(room.database), export_folder=tmp_path)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        chooser = window.chooser
        reason = "Add a trainee first: type a name and press Add trainee."
        for tab, button in ((0, chooser.start_lesson_button), (1, chooser.start_quiz_button)):
            chooser.tabs.setCurrentIndex(tab)
            hint = chooser.findChild(QLabel, button.objectName() + "Hint")
            assert not button.isEnabled()
            assert hint.isVisible() and hint.text() == reason
            beside = hint.geometry()
            assert beside.top() < button.geometry().bottom()
            assert button.geometry().top() < beside.bottom()

        qtbot.keyClicks(chooser.new_trainee, "Ann")
        qtbot.mouseClick(chooser.add_trainee_button, Qt.MouseButton.LeftButton)
        assert chooser.start_quiz_button.isEnabled() and chooser.start_lesson_button.isEnabled()
        assert not chooser.findChild(QLabel, "startQuizButtonHint").isVisible()
        window.close()


def test_a_damaged_room_opens_empty_and_its_notice_stays_until_read(
    qtbot: Any, tmp_path: Path
) -> None:
    """Regression test for issue 11: a damaged room, kept aside, opened on the demo table's
    invented players as if they were real, and its notice went at the next action."""
    data = tmp_path / "data"
    data.mkdir()
    (data / FILE_NAME).write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 40)
    window = create_main_window(data_dir=data)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)

    assert window.session.view.tables() == [] and window.tabs.tab_bar.count() == 1  # Room only
    assert window.tabs.overview.empty.isVisible()
    assert window.tabs.overview.empty.text().startswith("No table is open.")
    notice = window.page.notice
    assert notice.isVisible()
    assert notice.label.text().startswith(f"The room file {data / FILE_NAME} is damaged (")
    kept, hint = notice.label.text().split("\n")
    assert kept.endswith("and a new room was started.")
    assert hint.startswith("Room → Restore from a backup… puts back a backup of the room")

    window.tables.add_demo_table()  # the floor chooses the demo himself; the notice stays
    floor = Floor(qtbot, window, pytest.MonkeyPatch())
    floor.settle()
    floor.next_hand()
    floor.undo()
    assert window.page.message_bar.text() == ""
    assert notice.isVisible() and "is damaged" in notice.label.text()

    qtbot.mouseClick(notice.dismiss_button, Qt.MouseButton.LeftButton)
    assert not notice.isVisible()
    window.close()


def test_the_start_after_a_damaged_room_opens_it_empty_too(qtbot: Any, tmp_path: Path) -> None:
    """Regression test for issue 11: the demo table must not pass for the lost room, on the
    start after either (the floor has added no table yet)."""
    (tmp_path / FILE_NAME).write_bytes(b"this is no database " * 500)
    first = create_main_window(data_dir=tmp_path)
    qtbot.addWidget(first)
    assert first.room.tables() == [] and not first.page.notice.isHidden()
    first.close()

    again = create_main_window(data_dir=tmp_path)
    qtbot.addWidget(again)
    assert again.room.tables() == [] and again.page.notice.isHidden()
    again.close()


def test_importing_random_bytes_or_deep_nesting_says_why_and_adds_nothing(
    floor: Floor, tmp_path: Path
) -> None:
    """Regression test for issue 11: a deeply nested TOML value raised RecursionError (an
    uncaught error dialog) when imported as a table."""
    noise = tmp_path / "noise.toml"
    noise.write_bytes(b"\xff\xfe\x00" + bytes(range(256)) * 4)
    deep = tmp_path / "deep.toml"
    deep.write_text("title = " + "{ a = " * 3000 + "1" + " }" * 3000 + "\n")
    tabs = floor.window.tabs.tab_bar.count()
    for path, reason in ((noise, "not UTF-8 text (byte 0 cannot be read)"),
                         (deep, "arrays or tables nested more than 16 levels deep")):
        floor.window.tables.import_scenario(path)
        assert floor.message().endswith(reason)  # once the import is over: nothing added
        assert floor.window.tabs.tab_bar.count() == tabs


def test_a_long_notice_takes_three_lines_and_scrolls_with_its_button_beside(
    qtbot: Any, tmp_path: Path
) -> None:
    from floorapp.ui.notice import MOST_LINES

    window = create_main_window(data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.resize(800, 480)
    window.show()
    qtbot.waitExposed(window)
    long_text = " ".join(["The room file was damaged and kept aside, and a new room started."] * 6)
    window.show_notice(long_text)
    QApplication.processEvents()
    notice = window.page.notice
    line = notice.label.fontMetrics().lineSpacing()
    assert notice.text_area.height() <= line * MOST_LINES + 4 < notice.label.height()
    assert notice.text_area.verticalScrollBar().maximum() > 0  # the rest is a scroll away
    button = notice.dismiss_button
    assert button.isVisible() and button.geometry().left() > notice.text_area.geometry().right()
    window.close()


def test_a_notice_above_the_demo_table_keeps_the_window_inside_an_800_by_480_screen(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    area = simulate_screen(monkeypatch, 800, 480)
    window = create_main_window(data_dir=tmp_path / "data")  # the demo table, nine seats
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    assert area.contains(window.frameGeometry())
    window.show_notice(" ".join(["The room file was damaged and kept aside."] * 5))
    QApplication.processEvents()
    assert area.contains(window.frameGeometry())  # the table made room for the notice
    assert window.page.table_view.minimumHeight() < 280
    window.page.notice.dismiss()
    QApplication.processEvents()
    assert window.page.table_view.minimumHeight() == 280  # and takes it back
    window.close()

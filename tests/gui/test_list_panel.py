"""The List panel beside the table, on the real window: names put on the list, corrected,
moved (buttons, and a drag within the list), taken off (asked), the list's own undo and redo
(Ctrl+Z stays the table's), the latest action under it, touch-size rows, the drawer on a small
screen, and another screen's change shown live."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from conftest import simulate_screen
from floor_driver import NINE_FULL, Floor
from list_driver import click, name_dialog, ok, panel, press, tap_row, type_into, yes
from PySide6.QtCore import Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QWidget
from test_fit_screens import off_screen
from test_live_room import screen

from floorapp.ui.lists.names_view import LIST_NAME_MIME, dragged_name

START = datetime(2030, 5, 1, 20, 0, tzinfo=UTC)
AT = START.astimezone().strftime("%H:%M")


@pytest.fixture
def clocked(floor: Floor) -> Floor:
    """Every entry is written at 20:00 UTC; the panel's clock says 20:07."""
    floor.monkeypatch.setattr(floor.window.room, "_clock", lambda: START)
    panel(floor).clock = lambda: START + timedelta(minutes=7)
    return floor


def test_names_are_added_corrected_moved_and_taken_off_from_the_panel(clocked: Floor) -> None:
    floor, qtbot = clocked, clocked.qtbot
    floor.load(NINE_FULL)
    shown = panel(floor)
    assert shown.isVisible() and shown.heading.text() == "List: 1/2 limit"
    assert shown.rows() == ["Waiting (0)", "Nobody waits for 1/2 limit."]

    def empty_then_named(dialog: QWidget) -> None:
        ok(qtbot, dialog)  # no name yet: said in place, the dialog stays
        assert dialog.isVisible()
        assert dialog.problems.text() == (
            "A player's name is 1 to 40 characters long, on one line.")
        type_into(qtbot, dialog, "listName", "Zoe Adams")
        type_into(qtbot, dialog, "listNote", "555-0101")
        ok(qtbot, dialog)

    press(floor, "listAdd", empty_then_named)
    press(floor, "listAdd", name_dialog(qtbot, "Yuri"))
    press(floor, "listAdd", name_dialog(qtbot, "Xena"))
    assert shown.rows() == [
        "Waiting (3)", "1. Zoe Adams · 555-0101 · waiting 7 min", "2. Yuri · waiting 7 min",
        "3. Xena · waiting 7 min"]
    assert shown.latest.text() == f"{AT} Xena put on the list"

    tap_row(floor, "2. Yuri")
    press(floor, "listEdit", name_dialog(qtbot, "Yuri Brown", "back at 9"))
    assert shown.rows()[2] == "2. Yuri Brown · back at 9 · waiting 7 min"
    assert shown.latest.text() == f"{AT} Yuri written as Yuri Brown"

    tap_row(floor, "3. Xena")
    press(floor, "listUp")
    assert [row.split(" · ")[0] for row in shown.rows()[1:]] == [
        "1. Zoe Adams", "2. Xena", "3. Yuri Brown"]
    assert shown.selected() == 3  # Xena stays chosen, and is now second

    # a name dragged onto another of the list takes its place
    view = shown.view
    zoe = view.item(1)
    mime = view.mime_for(zoe)
    assert mime is not None and dragged_name(mime) == (shown.game_id, 1)
    assert bytes(mime.data(LIST_NAME_MIME).data()) == f"{shown.game_id}:1".encode()
    target = view.visualItemRect(view.item(3)).center()
    drop = QDropEvent(target.toPointF(), Qt.DropAction.MoveAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    view.dropEvent(drop)  # what Qt hands the list when the drag ends there (offscreen Qt
    # delivers a drop only to a drag it runs itself)
    floor.settle()
    assert drop.isAccepted()
    assert [row.split(" · ")[0] for row in shown.rows()[1:]] == [
        "1. Xena", "2. Yuri Brown", "3. Zoe Adams"]
    assert shown.latest.text() == f"{AT} Zoe Adams moved to place 3"

    tap_row(floor, "2. Yuri Brown")
    questions: list[str] = []

    def answer_yes(box: QWidget) -> None:
        questions.append(box.text())
        yes(qtbot, box)

    press(floor, "listRemove", answer_yes)
    assert questions == ["Take Yuri Brown off the list of 1/2 limit?"]
    assert [row.split(" · ")[0] for row in shown.rows()[1:]] == ["1. Xena", "2. Zoe Adams"]
    assert shown.latest.text() == f"{AT} Yuri Brown taken off the list"

    floor.undo()  # Ctrl+Z is the table's: nothing to undo there, the list stays
    assert len(shown.rows()) == 3
    press(floor, "listUndo")
    assert [row.split(" · ")[0] for row in shown.rows()[1:]] == [
        "1. Xena", "2. Yuri Brown", "3. Zoe Adams"]
    assert shown.latest.text() == f"{AT} Undone: Yuri Brown taken off the list"
    press(floor, "listRedo")
    assert [row.split(" · ")[0] for row in shown.rows()[1:]] == ["1. Xena", "2. Zoe Adams"]
    assert floor.message() == ""


def test_a_list_another_screen_changed_first_is_refused_and_shown_as_it_is(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = screen(qtbot, tmp_path / "data", None, monkeypatch)
    first.load(NINE_FULL)
    press(first, "listAdd", name_dialog(qtbot, "Ann"))
    first.window.session.worker.hearing = False  # this screen does not hear the other's
    second = screen(qtbot, tmp_path / "data", None, monkeypatch)
    second.window.show_table(first.window.controller.table_id)
    second.settle()
    press(second, "listAdd", name_dialog(qtbot, "Bob"))

    first.window.session.clock = lambda: time.monotonic() + 60  # its floor looked a while
    tap_row(first, "1. Ann")
    press(first, "listEdit", name_dialog(qtbot, "Ann B."))
    assert first.message() == ("The list of 1/2 limit changed on another screen: it now shows "
                               "the latest; nothing was done here.")  # a warning, as for a table
    assert [row.split(" · ")[0] for row in panel(first).rows()[1:]] == ["1. Ann", "2. Bob"]


def test_rows_are_a_finger_high_in_touch_mode(floor: Floor) -> None:
    floor.load(NINE_FULL)
    press(floor, "listAdd", name_dialog(floor.qtbot, "Ann"))
    view = panel(floor).view
    floor.window.choices.apply_touch(True)
    QApplication.processEvents()
    heights = [view.visualItemRect(view.item(index)).height() for index in range(view.count())]
    assert min(heights) >= 48
    assert min(button.height() for button in (panel(floor).add_button,
                                              panel(floor).undo_button)) >= 48
    floor.window.choices.apply_touch(False)
    QApplication.processEvents()
    assert view.visualItemRect(view.item(0)).height() < 48


@pytest.mark.parametrize("size", [(800, 600), (800, 480)], ids=["800x600", "800x480"])
def test_on_a_small_screen_the_list_is_a_drawer_with_its_own_button(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
) -> None:
    area = simulate_screen(monkeypatch, *size)
    floor = screen(qtbot, tmp_path / "data", None, monkeypatch)
    floor.load(NINE_FULL)
    page = floor.window.page
    floor.window.resize(*size)
    page.arrange()
    assert page.layout_mode()[0]  # narrow
    assert page.list_toggle.isVisible() and not page.list_column.isVisible()
    click(qtbot, page.list_toggle)
    assert page.list_column.isVisible() and not page.right_column.isVisible()
    press(floor, "listAdd", name_dialog(qtbot, "Ann"))
    assert panel(floor).rows()[1].startswith("1. Ann")
    assert off_screen(floor.window, area) == []
    click(qtbot, page.readout_toggle)  # one drawer at a time
    assert page.right_column.isVisible() and not page.list_column.isVisible()
    assert not page.list_toggle.isChecked()


def test_at_a_wide_window_the_list_is_a_column_beside_the_read_out(floor: Floor) -> None:
    floor.load(NINE_FULL)
    page = floor.window.page
    assert not page.list_toggle.isVisible()
    assert page.list_column.isVisible() and page.right_column.isVisible()
    assert page.list_column.geometry().left() > page.right_column.geometry().left()


def test_a_name_added_on_another_screen_shows_in_the_panel_at_once(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = screen(qtbot, tmp_path / "data", None, monkeypatch)
    first.load(NINE_FULL)
    table_id = first.window.controller.table_id
    second = screen(qtbot, tmp_path / "data", None, monkeypatch)
    second.window.show_table(table_id)
    second.settle()
    press(first, "listAdd", name_dialog(qtbot, "Zoe"))
    qtbot.waitUntil(lambda: len(panel(second).rows()) > 1
                    and panel(second).rows()[1].startswith("1. Zoe"), timeout=3000)
    assert panel(second).latest.text().endswith("Zoe put on the list")


def test_a_name_tapped_or_seat_pressed_is_handed_to_the_table_and_put_down_after(
    floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The panel's side of placing a name: the seat workflow's ``place_name(game, name)``
    is called on a tap and on Seat…, and ``cancel_placing()`` when the floor turns to another
    of the panel's actions."""
    floor.load(NINE_FULL)
    placed: list[tuple[int, int]] = []
    cancelled: list[bool] = []
    seats = floor.window.seats
    monkeypatch.setattr(seats, "place_name", lambda game, name: placed.append((game, name)),
                        raising=False)
    monkeypatch.setattr(seats, "cancel_placing", lambda: cancelled.append(True),
                        raising=False)
    press(floor, "listAdd", name_dialog(floor.qtbot, "Ann"))
    game = panel(floor).game_id
    assert game is not None and cancelled == [True]
    tap_row(floor, "1. Ann")
    assert placed == [(game, 1)]
    press(floor, "listPlace")
    assert placed == [(game, 1), (game, 1)]
    floor.qtbot.keyClick(panel(floor).view, Qt.Key.Key_Return)
    assert placed[-1] == (game, 1) and len(placed) == 3
    press(floor, "listUndo")
    assert cancelled == [True, True]


def test_a_name_tapped_in_the_panel_then_a_seat_tapped_is_seated(floor: Floor) -> None:
    """The whole way a pit boss seats a name from the panel: a tap on the name's row, a tap
    on the open seat, "is here: seat…", the new player's dialog."""
    from test_list_at_table import SEAT_8_FREE, choose_button, sit_as, when_shown

    floor.load(SEAT_8_FREE)
    press(floor, "listAdd", name_dialog(floor.qtbot, "Zoe"))
    press(floor, "listAdd", name_dialog(floor.qtbot, "Kim"))
    tap_row(floor, "2. Kim")
    assert floor.message() == "Placing Kim from the list: tap an open seat (Esc cancels)."
    shown: dict[str, Any] = {}
    seated: dict[str, Any] = {}
    when_shown(floor.qtbot, "choiceDialog", choose_button("choice_seat", shown))
    when_shown(floor.qtbot, "sitDialog", sit_as("post", seated))
    floor.click_seat(8)
    assert "Kim is here: seat Kim…" in shown["buttons"]
    assert seated["name"] == "Kim" and seated["read_only"]
    assert floor.name(8) == "Seat 8, Kim, will post next hand"
    assert [row.split(" · ")[0] for row in panel(floor).rows()] == ["Waiting (1)", "1. Zoe"]


def test_every_row_keeps_its_own_size_when_the_scroll_bar_goes_as_rows_are_taken_out(
        floor: Floor) -> None:
    """The view is resized while the panel changes its rows (its scroll bar goes when a
    called name is seated and the Called rows are taken out): each row is sized again by its
    own words, never by the row that stood at its place before."""
    from floorapp.lists import AddName
    from floorapp.rules import Leave
    from floorapp.ui import dialogs
    from floorapp.ui.lists.row_pictures import SECTION_ROLE, row_size

    floor.load(NINE_FULL)
    names = floor.window.lists.for_table(floor.window.controller.table_id)
    assert names is not None
    for number in range(12):
        names.apply(AddName(f"Player {number}"))
        floor.settle()
    view = panel(floor).view
    # What the scroll bar does as rows go, on a screen where the rows no longer overflow:
    view.model().rowsRemoved.connect(lambda *_: view.resized.emit())
    floor.window.controller.apply(Leave(3))
    floor.settle()
    floor.qtbot.mouseClick(floor.window.page.offer_line.button, Qt.MouseButton.LeftButton)
    floor.settle()
    called = floor.window.seats.list.called_to(floor.window.controller, 3)
    assert called is not None
    floor.monkeypatch.setattr(dialogs.SitDialog, "ask", classmethod(
        lambda cls, parent, seat, options, name=None: (name, "post")))
    floor.window.seats.list.seat_called(3, called.id, floor.window.controller)
    floor.settle()

    width = view.row_width()
    for index in range(view.count()):
        item = view.item(index)
        heading = item.data(SECTION_ROLE) == "heading"
        assert item.sizeHint() == row_size(item.text(), view.font(), heading, width), (
            item.text())

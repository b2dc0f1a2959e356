"""The list on the floor, driving the real windows like a pit boss (menus, dialogs, buttons,
seat menus), each asserting what the tables, the list and the panel show: a table change with
priority, a table broken into two others (slips shown, printed to a PDF), games added and
renamed with their list rules, a table's game and must-move, the room overview's lists."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from floor_driver import NINE_FULL, Floor, read
from list_driver import (
    Dialogs,
    button,
    choose,
    click,
    find,
    name_dialog,
    ok,
    panel,
    press,
    type_into,
    yes,
)
from PySide6.QtWidgets import QApplication, QComboBox, QWidget
from test_list_at_table import offer, sit_as, take_offer, when_shown

SIX_SEATS_TWO_OPEN = """
[table]
seats = 6
players = { 1 = "Kim", 2 = "Lou", 3 = "Mo", 4 = "Nat" }
last = { button = 1, small_blind = 2, big_blind = 3 }
"""
SIX_SEATS_ONE_OPEN = """
[table]
seats = 6
players = { 1 = "Pat", 2 = "Quin", 3 = "Rae", 4 = "Sam", 5 = "Tia" }
last = { button = 2, small_blind = 3, big_blind = 4 }
"""
BREAKING = """
[table]
seats = 6
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 5 = "Ed" }
last = { button = 2, small_blind = 3, big_blind = 4 }
"""
"""A table of five to break: in seat order from the seat after the button (2): Cy, Di, Ed,
Ann, Bob."""


def add_game(floor: Floor, name: str) -> None:
    """Room → Games… → Add a game…, typed, OK, then Done."""
    def games(dialog: QWidget) -> None:
        click(floor.qtbot, button(dialog, "addGame"))  # its own dialog: answered below
        click(floor.qtbot, button(dialog, "doneButton"))

    def named(dialog: QWidget) -> None:
        type_into(floor.qtbot, dialog, "gameName", name)
        ok(floor.qtbot, dialog)

    choose(floor, "gamesAction", games, named)


def put_in_game(floor: Floor, game: str, feeds: str | None = None) -> None:
    """Table → Game and must-move…: the table on screen into ``game``."""
    def answer(dialog: QWidget) -> None:
        combo = find(dialog, "tableGame", QComboBox)
        combo.setCurrentIndex(combo.findText(game))
        if feeds is not None:
            click(floor.qtbot, button(dialog, "mustMove"))
            fed = find(dialog, "feedsTable", QComboBox)
            fed.setCurrentIndex(fed.findText(feeds))
        ok(floor.qtbot, dialog)

    choose(floor, "tableGameAction", answer)


def without_the_demo(floor: Floor) -> None:
    """The first start's demo table is closed (its open seats would take players too)."""
    demo = table_id(floor, "Demo table")
    floor.in_room(lambda room: room.close_table(demo))


def table_id(floor: Floor, name: str) -> int:
    return next(info.id for info in floor.window.session.view.tables() if info.name == name)


def rows(floor: Floor) -> list[str]:
    return panel(floor).rows()


# --- a table change with priority ------------------------------------------------------------


def test_a_table_change_is_offered_the_seat_first_and_moves_with_his_seat_locked_up(
    floor: Floor,
) -> None:
    qtbot = floor.qtbot
    floor.load(NINE_FULL)  # table 1: "test table", of the game 1/2 limit
    first = floor.window.controller.table_id
    add_game(floor, "2/5 No-limit Hold'em")
    floor.load(SIX_SEATS_TWO_OPEN)  # table 2, put in the new game
    second = floor.window.controller.table_id
    put_in_game(floor, "2/5 No-limit Hold'em")
    assert floor.message() == "test table 2 is a table of 2/5 No-limit Hold'em."
    assert panel(floor).heading.text() == "List: 2/5 No-limit Hold'em"
    press(floor, "listAdd", name_dialog(qtbot, "Zoe"))  # on the list before he asks

    floor.window.show_table(first)
    floor.settle()
    menu = floor.open_menu(4)
    entry = floor.action(menu, "table-change")
    assert entry.text() == "Table change…" and entry.isEnabled()
    offered: list[str] = []

    def to_the_other_game(dialog: QWidget) -> None:
        offered.extend(button(dialog, name).text() for name in ("changeTo1", "changeTo2"))
        click(qtbot, button(dialog, "changeTo2"))

    asked = Dialogs(to_the_other_game)
    floor.choose(menu, "table-change")
    assert asked.done()
    assert offered == ["1/2 limit (another table of this game)", "2/5 No-limit Hold'em"]
    assert floor.message() == ("Di asks for a table change to 2/5 No-limit Hold'em: offered the "
                               "next open seat there before the list.")
    assert panel(floor).heading.text() == "List: 1/2 limit"  # table 1's own game: nobody
    assert rows(floor) == ["Waiting (0)", "Nobody waits for 1/2 limit."]

    floor.window.show_table(second)
    floor.settle()
    assert rows(floor) == [
        "Table changes (1): first for a seat", "Di · now at seat 4 of test table · asked 0 min ago",
        "Waiting (1)", "1. Zoe · waiting 0 min"]
    floor.seat_action(4, "leave")  # a seat opens at table 2: Nat leaves
    assert offer(floor) == ("Seat 4 is open: Di's table change (test table, seat 4)",
                            "Call Di (F6)")  # before Zoe of the list: F-36
    take_offer(floor)
    assert rows(floor)[:2] == ["Called (1)",
                               "Di → seat 4 of test table 2 · table change · called 0 min ago"]
    seated: dict[str, Any] = {}
    when_shown(qtbot, "sitDialog", sit_as("wait", seated))
    floor.seat_action(4, "seat-called")  # the called seat's menu: Seat Di (called)…
    assert seated["name"] == "Di" and seated["read_only"]
    assert floor.name(4).startswith("Seat 4, Di, ")
    assert rows(floor) == ["Waiting (1)", "1. Zoe · waiting 0 min"]
    assert panel(floor).latest.text().endswith(
        "Di seated at seat 4 of test table 2 (waits)")

    floor.window.show_table(first)
    floor.settle()
    assert floor.name(4).startswith("Seat 4, locked up")  # his old seat, for the list
    assert floor.window.controller.table.player(4) is None


# --- breaking a table ---------------------------------------------------------------------


def test_a_table_broken_into_two_others_slips_seats_the_list_and_a_pdf(
    floor: Floor, tmp_path: Path,
) -> None:
    qtbot = floor.qtbot
    without_the_demo(floor)
    floor.load(SIX_SEATS_TWO_OPEN)  # test table: seats 5 and 6 open
    floor.load(SIX_SEATS_ONE_OPEN)  # test table 2: seat 6 open
    floor.load(BREAKING)  # test table 3, on screen
    broken = floor.window.controller.table_id
    press(floor, "listAdd", name_dialog(qtbot, "Zoe"))
    pdf = tmp_path / "slips.pdf"
    floor.answer("PdfFileDialog", pdf, "ask_save")
    previews: list[list[tuple[str, str, str]]] = []
    slips: list[list[tuple[str, str, str]]] = []
    closing: list[str] = []

    def break_dialog(dialog: QWidget) -> None:
        previews.append(dialog.rows())  # by draw, at first
        click(qtbot, button(dialog, "bySeats"))
        previews.append(dialog.rows())
        assert dialog.summary.text() == (
            "Players to new seats: 3; to the top of the list (no seat open for them): 2.")
        ok(qtbot, dialog)

    def slips_dialog(dialog: QWidget) -> None:
        slips.append(dialog.rows())
        page = dialog.document().toPlainText()  # what is printed: one slip per player
        assert "Move slips: test table 3 broken at" in page
        assert "They come in as new players and wait for the big blind." in page
        assert page.count("to the top of the list") == 2 and "test table, seat 5" in page
        click(qtbot, button(dialog, "pdfSlips"))
        assert dialog.status.text() == f"Saved as {pdf}."
        click(qtbot, button(dialog, "closeSlips"))

    def close_it(box: QWidget) -> None:
        closing.append(box.text())
        yes(qtbot, box)

    choose(floor, "breakTableAction", break_dialog, slips_dialog, close_it)

    in_seat_order = [
        ("Cy", "seat 3", "test table, seat 5"), ("Di", "seat 4", "test table, seat 6"),
        ("Ed", "seat 5", "test table 2, seat 6"), ("Ann", "seat 1", "to the top of the list"),
        ("Bob", "seat 2", "to the top of the list")]
    assert previews[1] == in_seat_order
    drawn = previews[0]  # the same players and seats, by lot
    assert sorted(name for name, _, _ in drawn) == ["Ann", "Bob", "Cy", "Di", "Ed"]
    assert sorted(to for _, _, to in drawn) == sorted(to for _, _, to in in_seat_order)
    assert slips == [in_seat_order]
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 1000
    assert closing == ["Close the table test table 3? Its history is kept, and it can be "
                       "reopened from the Table menu."]
    assert broken not in floor.window.tabs.controllers  # closed

    floor.window.show_table(table_id(floor, "test table"))
    floor.settle()
    assert floor.name(5).startswith("Seat 5, Cy, ") and floor.name(6).startswith("Seat 6, Di, ")
    assert rows(floor) == [
        "Table changes (2): first for a seat", "Ann · from a broken table · waiting 0 min",
        "Bob · from a broken table · waiting 0 min", "Waiting (1)", "1. Zoe · waiting 0 min"]
    assert panel(floor).latest.text().endswith("test table 3 broken up")
    floor.window.show_table(table_id(floor, "test table 2"))
    floor.settle()
    assert floor.name(6).startswith("Seat 6, Ed, ")

    again: list[list[tuple[str, str, str]]] = []
    choose(floor, "lastSlipsAction", lambda dialog: (again.append(dialog.rows()),
                                                     click(qtbot, button(dialog, "closeSlips"))))
    assert again == [in_seat_order]  # the slips, read again from the list's entry


def test_the_move_slips_print_through_qts_print_dialog(
    floor: Floor, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    """Print… opens Qt's print dialog; what it prints is the slips' page (the dialog is
    answered with a PDF printer, the only printer of a test machine)."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    without_the_demo(floor)
    floor.load(SIX_SEATS_TWO_OPEN)
    floor.load(BREAKING)
    printed = tmp_path / "printed.pdf"

    def print_dialog(self: QPrintDialog) -> int:
        printer: QPrinter = self.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))
        return 1

    monkeypatch.setattr(QPrintDialog, "exec", print_dialog)
    texts: list[str] = []

    def slips_dialog(dialog: QWidget) -> None:
        click(floor.qtbot, button(dialog, "printSlips"))
        texts.append(dialog.status.text())
        click(floor.qtbot, button(dialog, "closeSlips"))

    choose(floor, "breakTableAction", lambda dialog: ok(floor.qtbot, dialog), slips_dialog,
           lambda box: click(floor.qtbot, box.button(box.StandardButton.No)))
    assert texts == ["Sent to the printer."]
    assert printed.read_bytes().startswith(b"%PDF")
    assert floor.window.controller.table.player(1) is None  # broken, not closed: still here


# --- games -----------------------------------------------------------------------------------


def test_games_are_added_renamed_given_list_rules_closed_and_reopened(floor: Floor) -> None:
    qtbot = floor.qtbot
    seen: dict[str, list[str]] = {}

    def games(dialog: QWidget) -> None:
        seen["start"] = dialog.rows()
        saved(button(dialog, "addGame"))  # "2/5 Omaha", with a clash first
        seen["added"] = dialog.rows()
        saved(button(dialog, "renameGame"))
        seen["renamed"] = dialog.rows()
        no_show = find(dialog, "noShowRule", QComboBox)
        no_show.setCurrentIndex(no_show.findData("off"))
        no_show.activated.emit(no_show.currentIndex())
        floor.settle()
        names = find(dialog, "boardNamesRule", QComboBox)
        names.setCurrentIndex(names.findData("initials"))
        names.activated.emit(names.currentIndex())
        floor.settle()
        saved(button(dialog, "closeGame"))
        seen["closed"] = dialog.rows()
        assert button(dialog, "closeGame").text() == "Reopen the game"
        saved(button(dialog, "closeGame"))
        seen["reopened"] = dialog.rows()
        click(qtbot, button(dialog, "doneButton"))

    def saved(pressed: QWidget) -> None:
        """A button of the dialog pressed, and its change saved by the room's worker."""
        click(qtbot, pressed)
        floor.settle()

    def named(dialog: QWidget) -> None:
        type_into(qtbot, dialog, "gameName", " 1/2   LIMIT ")
        ok(qtbot, dialog)
        assert dialog.problems.text() == (
            "A game called 1/2 LIMIT already exists (a closed one can be reopened).")
        type_into(qtbot, dialog, "gameName", "2/5 Omaha")
        ok(qtbot, dialog)

    def renamed(dialog: QWidget) -> None:
        type_into(qtbot, dialog, "gameName", "2/5 Pot-limit Omaha")
        ok(qtbot, dialog)

    choose(floor, "gamesAction", games, named, renamed)
    assert seen["start"] == ["1/2 limit — tables open: 1, names on the list: 0"]
    assert seen["added"][1] == "2/5 Omaha — tables open: 0, names on the list: 0"
    assert seen["renamed"][1] == "2/5 Pot-limit Omaha — tables open: 0, names on the list: 0"
    assert seen["closed"][1] == "2/5 Pot-limit Omaha (closed)"
    assert seen["reopened"] == seen["renamed"]
    [game] = [g for g in floor.window.session.view.games() if g.name == "2/5 Pot-limit Omaha"]
    assert (game.rules.no_show, game.rules.board_names) == ("off", "initials")

    # Table → Add a table gains its game
    def new_table(dialog: QWidget) -> None:
        combo = find(dialog, "tableGame", QComboBox)
        assert [combo.itemText(i) for i in range(combo.count())] == [
            "By its stakes (the game named after them)", "1/2 limit", "2/5 Pot-limit Omaha"]
        combo.setCurrentIndex(2)
        ok(qtbot, dialog)

    choose(floor, "addTableAction", new_table)
    assert floor.window.session.view.game_of(floor.window.controller.table_id) == game.id
    assert panel(floor).heading.text() == "List: 2/5 Pot-limit Omaha"

    # and the room overview shows each game's list, its open seats, and an interest list
    press(floor, "listAdd", name_dialog(qtbot, "Vic"))
    floor.window.tabs.show_overview()
    floor.settle()
    cards = floor.window.tabs.overview.game_cards
    assert cards[game.id].text_lines() == [
        "Seats for the list: 9 open seats at 1 table", "Waiting: 1. Vic, 0 min"]
    closing = floor.window.tabs.current.table_id  # type: ignore[union-attr]
    floor.in_room(lambda room: room.close_table(closing))
    assert floor.window.tabs.overview.game_cards[game.id].text_lines() == [
        "Seats for the list: no table open: an interest list", "Interest list: 1. Vic, 0 min"]


def test_a_must_move_table_is_set_from_the_table_menu(floor: Floor) -> None:
    floor.load(SIX_SEATS_TWO_OPEN)  # test table: the main table
    floor.load(SIX_SEATS_ONE_OPEN)  # test table 2: feeds it
    put_in_game(floor, "1/2 limit", feeds="test table")
    assert floor.message() == ("test table 2 is a must-move table of 1/2 limit, feeding test "
                               "table.")
    info = floor.window.session.view.table_info(floor.window.controller.table_id)
    assert info.feeds == table_id(floor, "test table")
    assert floor.window.page.log_view.rows()[0][1] == "The table's game or must-move changed"
    floor.window.tables.show_history()
    history = floor.window.tables.history_dialog
    assert history is not None
    assert read(history).rows()[0][1:3] == ("test table 2", "Must-move table of the game "
                                            "1/2 limit, feeding test table")
    history.close()
    choose(floor, "tableGameAction", lambda dialog: (
        find(dialog, "mustMove").isChecked() or pytest.fail("not shown as must-move"),
        click(floor.qtbot, button(dialog, "mustMove")), ok(floor.qtbot, dialog)))
    assert floor.window.session.view.table_info(info.id).feeds is None


def test_the_move_slips_sub_line_keeps_clear_of_the_first_box_in_the_pdf(
        qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 26: in the PDF the sub-line under the heading ("They come in as new players…")
    touched the first slip's box: the printer lays the page out at its 1200 dpi, where the
    paragraph's margin in pixels is next to nothing. The page is drawn as
    QTextDocument.print_ lays it out for that printer, scaled to 800 pixels wide, and the
    white between the sub-line's ink and the box's edge is measured."""
    from datetime import UTC, datetime

    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument

    from floorapp.lists import Slip, Spot
    from floorapp.ui.dialogs.breaking import SlipsDialog, break_slips

    printed: list[tuple[QTextDocument, Any]] = []
    original = QTextDocument.print_

    def recording(document: QTextDocument, printer: Any) -> None:
        printed.append((document, printer))
        original(document, printer)

    monkeypatch.setattr(QTextDocument, "print_", recording)
    dialog = SlipsDialog(None, break_slips("Table 1", datetime(2026, 1, 1, 12, tzinfo=UTC),
                                           [Slip(3, "Ann", Spot(2, 5))],
                                           lambda table: f"Table {table}", "post"))
    assert dialog.save_pdf(tmp_path / "slips.pdf") is not None
    [(document, printer)] = printed
    page = document.clone()  # what print_ does with a document without a page size
    page.documentLayout().setPaintDevice(printer)
    page.setPageSize(QSizeF(printer.width(), printer.height()))
    block = next(block for block in iter_blocks(page) if block.text().startswith("They come"))
    line = page.documentLayout().blockBoundingRect(block)
    scale = 800 / page.pageSize().width()
    image = QImage(800, int((line.bottom() + 4 * line.height()) * scale),
                   QImage.Format.Format_Grayscale8)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(scale, scale)
    page.drawContents(painter)
    painter.end()
    inked = [sum(image.pixelColor(x, y).value() < 128 for x in range(0, 800, 2))
             for y in range(image.height())]
    text = [y for y in range(int(line.top() * scale), int(line.bottom() * scale) + 1)
            if 0 < inked[y] < 150]
    edge = next(y for y in range(text[0], image.height()) if inked[y] >= 150)
    white = edge - max(y for y in text if y < edge)
    share = white / (line.height() * scale)
    print(f"white under the sub-line: {white} px, {share:.2f} of its height")
    assert share >= 0.3
    dialog.deleteLater()


def iter_blocks(document: Any) -> Any:
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()

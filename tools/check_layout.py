"""A layout check that finds what a person would: every window the floor opens, on every
table-side screen, in every language, touch mode off and on.

    python3 tools/check_layout.py [--size WxH ...] [--language en|fr|ru|pl ...]
                                  [--touch off|on ...] [--jobs N] [--no-pictures]

(from the project root, with the project's venv active or as ``.venv/bin/python``). For each
screen size (800x480, 800x600, 1024x600, 1280x800), language and touch mode, in a process of
its own (no display needed), it opens the main window on the busiest table it can build (12
seats, every puck and status word the rules make, a 40-character name) with each drawer, with
a notice of three lines over the table, the seat menu, the dialogs the floor meets (sit, come
back, move, house rules, correct positions, a name of the list, a new table, Settings → Room,
Room → Restore from a backup…, Settings → Backups…), the window a restore reopens (its notice
and its message line over the table), History, the Rulebook, the Manual, the house-rules
advisor, training and the board, and reports:

- a window (its frame included) not wholly inside the screen's available area;
- a button or field the floor cannot bring into sight (off its window, or off its scroll
  area when scrolled to);
- a text clipped: a label or button whose words are wider (or, wrapped, taller) than the
  room it has, unless it elides them on purpose with "…";
- in touch mode, a button, tab, menu row or list row a finger picks under 48 pixels high;
- on the table: two pucks or a puck and a plate overlapping, a puck off the felt.

It prints each problem with where it was found, and last a line ``layout problems: N`` (the
exit code is 1 when N > 0). Pictures of every window checked go to ``build/layout/`` for a
person to look at.
"""

from __future__ import annotations

import argparse
import itertools
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
SIZES = ["800x480", "800x600", "1024x600", "1280x800"]
LANGUAGES = ["en", "fr", "ru", "pl"]
TOUCH = ["off", "on"]
TOUCH_PX = 48
LONG_NAME = "Maximilian Alexander Worthington-Smythe"  # 40 characters with the seat's space

NOTICE_LINES = (
    "The room file was found damaged and kept aside as room-damaged-2026-12-04.sqlite.",
    "A new, empty room was opened: add the tables again or restore a backup.",
    "Call the manager if the room file is damaged again today.",
)
"""A notice of three lines (on a screen of 800 pixels each may wrap: it scrolls beyond)."""

BUSY_TABLE = f"""
title = "Layout check: every puck and status word"

[house]
button = "dead"
blinds = [1, 2]
lockup_minutes = 1

[table]
seats = 12
players = {{ 1 = "Ann", 2 = "{LONG_NAME}", 3 = "Cy", 4 = "Di", 5 = "Ed", 6 = "Flo", \
7 = "Gus", 8 = "Hal", 9 = "Ike", 10 = "Jo", 11 = "Kim" }}
last = {{ button = 3, small_blind = 4, big_blind = 5 }}
away = [9, 10, 11]
missed = {{ 9 = "both", 10 = "bb", 11 = "sb" }}

[[step]]
do = "leave"
seat = 4

[[step]]
do = "away"
seat = 5

[[step]]
do = "back"
seat = 9
choice = "post"

[[step]]
do = "sit"
seat = 12
name = "Lou"
choice = "wait"

[[step]]
do = "deal"

[[step]]
do = "leave"
seat = 7

[[step]]
do = "sit"
seat = 4
name = "Max"
choice = "behind"
"""


# --- the checks (on widgets as shown) ----------------------------------------------------------


def _global_rect(widget: Any) -> Any:
    from PySide6.QtCore import QRect

    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def _scroll_area_of(widget: Any, window: Any) -> Any:
    from PySide6.QtWidgets import QAbstractScrollArea

    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def _visible(widget: Any, window: Any) -> bool:
    return widget.isVisibleTo(window) and widget.width() > 0 and widget.height() > 0


def _name(widget: Any) -> str:
    text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
    text = " ".join(str(text).split())
    label = widget.objectName() or type(widget).__name__
    return f"{label} {text[:50]!r}" if text else label


def off_screen(window: Any, area: Any) -> list[str]:
    """The window's frame out of the area; the buttons and fields the floor cannot bring into
    sight."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractSpinBox,
        QApplication,
        QComboBox,
        QLineEdit,
        QScrollArea,
    )

    QApplication.processEvents()
    problems = []
    if not area.contains(window.frameGeometry()):
        frame = window.frameGeometry()
        problems.append(f"the window ({frame.width()}x{frame.height()} at {frame.x()},"
                        f"{frame.y()}) is not inside the screen's {area.width()}x"
                        f"{area.height()}")
    inside = area.intersected(_global_rect(window))
    fields = [*window.findChildren(QAbstractButton), *window.findChildren(QAbstractSpinBox),
              *window.findChildren(QComboBox),
              *(edit for edit in window.findChildren(QLineEdit)
                if not isinstance(edit.parentWidget(), QAbstractSpinBox | QComboBox))]
    for widget in fields:
        if not _visible(widget, window):
            continue
        scroll = _scroll_area_of(widget, window)
        if isinstance(scroll, QScrollArea) and scroll.widget() is not None:
            place = widget.mapTo(scroll.widget(), widget.rect().center())
            scroll.ensureVisible(place.x(), place.y(), widget.width() // 2 + 1,
                                 widget.height() // 2 + 1)  # the whole field, not its cursor
            QApplication.processEvents()
            if not _global_rect(scroll).contains(_global_rect(widget)):
                problems.append(f"{_name(widget)} cannot be scrolled into sight")
            continue
        if scroll is not None:
            continue  # a row of a list or a table: the view scrolls it
        if not inside.contains(_global_rect(widget)):
            problems.append(f"{_name(widget)} is out of sight")
    return problems


def clipped(window: Any) -> list[str]:
    """Labels and buttons whose words do not fit the room they have."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QPushButton, QStyle, QToolButton

    problems = []
    for label in window.findChildren(QLabel):
        if not _visible(label, window) or not label.text():
            continue
        if _rich(label):
            problems += _rich_text_clipped(label)
            continue
        if "Elided" in type(label).__name__:
            continue  # shortened with "…" on purpose, the whole text in its tooltip
        room = label.contentsRect()
        metrics = label.fontMetrics()
        text = label.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        if label.wordWrap():
            needed = label.heightForWidth(label.width())
            if needed > label.height() + 1:
                problems.append(f"{_name(label)} needs {needed} px high, has {label.height()}")
            for word in text.replace("\u200b", " ").split():  # a zero-width space wraps
                if metrics.horizontalAdvance(word) > room.width() + 1:
                    problems.append(f"{_name(label)}: the word {word!r} is wider than the label")
                    break
        else:
            lines = text.splitlines() or [text]
            widest = max(metrics.horizontalAdvance(line) for line in lines)
            if widest > room.width() + 1:
                problems.append(f"{_name(label)} needs {widest} px wide, has {room.width()}")
    for button in window.findChildren(QAbstractButton):
        if not _visible(button, window) or not button.text():
            continue
        if not isinstance(button, QPushButton | QToolButton):
            continue
        text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        metrics = button.fontMetrics()
        widest = max(metrics.horizontalAdvance(line) for line in text.splitlines() or [text])
        style = button.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
        icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
        if widest + icon + margin > button.width():
            problems.append(f"{_name(button)} needs {widest + icon + margin} px wide, has "
                            f"{button.width()}")
    return problems


def _rich(label: Any) -> bool:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import Qt as GuiQt

    shown_as = label.textFormat()
    return shown_as == Qt.TextFormat.RichText or (
        shown_as == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text()))


def _rich_text_clipped(label: Any) -> list[str]:
    """A rich-text label (the board's lines) measured by the document it shows."""
    from PySide6.QtGui import QTextDocument

    room = label.contentsRect()
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(label.text())
    if label.wordWrap():
        document.setTextWidth(room.width())
        needed = document.size().height()
        if needed > room.height() + 1:
            return [f"{_name(label)} needs {needed:.0f} px high, has {room.height()}"]
        return []
    needed = document.idealWidth()
    if needed > room.width() + 1:
        return [f"{_name(label)} needs {needed:.0f} px wide, has {room.width()}"]
    return []


def small_targets(window: Any) -> list[str]:
    """In touch mode: what a finger picks, under 48 px high."""
    from PySide6.QtWidgets import QAbstractButton, QTabBar

    problems = []
    for button in window.findChildren(QAbstractButton):
        if _visible(button, window) and button.height() < TOUCH_PX and button.isEnabled():
            problems.append(f"{_name(button)} is {button.height()} px high")
    for bar in window.findChildren(QTabBar):
        if not _visible(bar, window):
            continue
        for index in range(bar.count()):
            height = bar.tabRect(index).height()
            if height < TOUCH_PX:
                problems.append(f"tab {bar.tabText(index)!r} is {height} px high")
                break
    return problems


def table_overlaps(window: Any) -> list[str]:
    """Plates that overlap; pucks that touch each other or a plate, or lie off the felt
    (tools/render_examples)."""
    sys.path.insert(0, str(REPO / "tools"))
    from render_examples import overlaps

    layout = window.page.table_view.table_geometry()
    problems = []
    for a, b in itertools.combinations(range(1, layout.seats + 1), 2):
        one, other = layout.plate(a), layout.plate(b)
        if (one.x < other.right and other.x < one.right and one.y < other.bottom
                and other.y < one.bottom):
            problems.append(f"the plates of seats {a} and {b} overlap (the table is "
                            f"{window.page.table_view.width()}x"
                            f"{window.page.table_view.height()})")
    return problems + overlaps(window) + painted_pucks_overlapping(window)


def painted_pucks_overlapping(window: Any) -> list[str]:
    """The tabs under puck words wider than their pucks lying over another puck, another
    tab or a plate: the words of one hide the other's (round pucks: :func:`table_overlaps`)."""
    from PySide6.QtCore import QRectF

    view = window.page.table_view
    layout = view.table_geometry()
    radius = layout.puck / 2
    pucks = []
    for seat in view.scene().seats:
        centres = view._puck_centres(layout, seat)
        pucks += [(seat.number, puck, centre, view._puck_tabs(centre, layout.puck, puck))
                  for puck, centre in zip(seat.pucks, centres, strict=True)]
    problems = []
    for one, other in itertools.permutations(pucks, 2):
        (seat_a, puck_a, _, tabs), (seat_b, puck_b, centre_b, tabs_b) = one, other
        hit = any(_circle_meets(centre_b, radius, tab) for tab in tabs) or any(
            tab.intersects(tab_b) for tab in tabs for tab_b in tabs_b)
        if hit:
            problems.append(f"the word of {puck_a.kind.name} of seat {seat_a} lies over "
                            f"{puck_b.kind.name} of seat {seat_b}")
    for seat, puck, _, tabs in pucks:
        for other in range(1, layout.seats + 1):
            plate = layout.plate(other)
            if any(tab.intersects(QRectF(plate.x, plate.y, plate.w, plate.h)) for tab in tabs):
                problems.append(f"the word of {puck.kind.name} of seat {seat} lies on the "
                                f"plate of seat {other}")
    return problems


def _circle_meets(centre: Any, radius: float, rect: Any) -> bool:
    dx = max(rect.left() - centre.x(), 0.0, centre.x() - rect.right())
    dy = max(rect.top() - centre.y(), 0.0, centre.y() - rect.bottom())
    return (dx * dx + dy * dy) ** 0.5 < radius - 0.5


def plate_words(window: Any) -> list[str]:
    """Words of the table drawn cut: a status or puck word shortened with "…" (only a name
    may be, the whole name one tap away), a name split inside a word other than at a
    syllable break ("Maxim-" over "ilian")."""
    from floorapp.ui.table.painting import syllable_breaks
    from floorapp.ui.table.table_view import TableView

    view = window.page.table_view
    names = [player.name for _, player in window.controller.table.occupied()]
    drawn: list[str] = []
    original = TableView._draw

    def spy(self: Any, painter: Any, box: Any, flags: Any, text: str) -> None:
        drawn.append(text)
        original(self, painter, box, flags, text)

    view.forget_pictures()
    TableView._draw = spy  # type: ignore[method-assign]
    try:
        view.repaint()
    finally:
        TableView._draw = original  # type: ignore[method-assign]
    problems = []
    for text in drawn:
        if text.endswith("…") and not any(name.startswith(text[:-1]) for name in names):
            problems.append(f"the table's word {text!r} is cut short")
        elif text.endswith("-") and len(text) > 1:
            cut = [name for name in names if name.startswith(text[:-1])
                   and not name.startswith(text)
                   and len(text) - 1 not in syllable_breaks(name)]
            if cut:
                problems.append(f"the name {cut[0]!r} is split inside a word ({text!r})")
    return problems


def menu_rows(menu: Any, touch: bool) -> list[str]:
    """A menu off the screen, or (touch mode) rows under 48 px."""
    problems = []
    if touch:
        for action in menu.actions():
            if action.isSeparator() or not action.text():
                continue
            height = menu.actionGeometry(action).height()
            if height < TOUCH_PX:
                problems.append(f"menu row {action.text()[:40]!r} is {height} px high")
                break
    return problems


# --- one screen, language and touch mode ----------------------------------------------------


class Checker:
    """Opens every window on one screen size, language and touch mode; collects problems."""

    def __init__(self, size: str, language: str, touch: bool, pictures: Path | None,
                 only: tuple[str, ...] = ()) -> None:
        self.size, self.language, self.touch = size, language, touch
        self.pictures = pictures
        self.only = only
        """Check only the windows whose names start so (all: empty)."""
        self.problems: list[str] = []
        self.checked = 0
        self.timings: list[tuple[str, float]] = []
        self.cleanups: list[Callable[[], Any]] = []
        """What to stop once every window is checked (the board's room)."""
        self.after: list[Callable[[], Any]] = []
        """What to undo once a window is checked (a notice shown for it)."""

    def run(self) -> None:
        from PySide6.QtCore import QRect
        from PySide6.QtWidgets import QApplication

        from floorapp.app import load_scenario_into, open_floor_screen, settle
        from floorapp.storage.settings import Language, Settings, save_settings
        from floorapp.ui import fit

        width, height = (int(part) for part in self.size.split("x"))
        self.area = QRect(0, 0, width, height)
        screen_area = fit.available_area
        fit.available_area = lambda widget: QRect(self.area)  # the table-side screen
        self.app = QApplication.instance() or QApplication(sys.argv[:1])
        try:
            self._run_on(open_floor_screen, load_scenario_into, settle, save_settings,
                         Settings(language=Language(self.language), touch=self.touch))
        finally:
            fit.available_area = screen_area

    def _run_on(self, open_floor_screen: Any, load_scenario_into: Any, settle: Any,
                save_settings: Any, settings: Any) -> None:
        with tempfile.TemporaryDirectory() as data:
            folder = Path(data) / "data"
            folder.mkdir()
            save_settings(folder, settings)
            table = Path(data) / "busy.toml"
            table.write_text(BUSY_TABLE, encoding="utf-8")
            self.screen = open_floor_screen(folder, demo=False)
            window = self.screen.window
            window.show()
            load_scenario_into(window, table)
            table_id = window.controller.table_id
            window.session.run(lambda room: room.assign_table(
                table_id, room.add_game("1/2 No-Limit Hold'em").id), lambda *answer: None,
                games=True)
            settle(window)
            self._back_up(window)
            self.window = window
            for name, check in self._states():
                if self.only and not any(name.startswith(part) for part in self.only):
                    continue
                began = time.monotonic()
                self._check(name, check)
                for undo in self.after:
                    undo()
                self.after.clear()
                self.app.processEvents()
                self.timings.append((name, time.monotonic() - began))
            for cleanup in self.cleanups:
                cleanup()
            self.window.close()  # the window on screen now (a restore replaced the first)

    def _states(self) -> Iterator[tuple[str, Callable[[], Any]]]:
        """Each window as the floor opens it: a modal dialog is caught as it opens."""
        from floorapp.rules import ActionKind

        window, seats, menus = self.window, self.window.seats, self.window.menus
        yield "main window", lambda: window
        yield "main window, read-out open", lambda: self._drawer("readout_toggle")
        yield "main window, list open", lambda: self._drawer("list_toggle")
        yield "main window, notice shown", self._notice
        yield "seat menu", self._seat_menu
        yield "dialog: new player", lambda: seats.run_seat_action(ActionKind.SIT, self._empty())
        yield "dialog: comes back", lambda: seats.run_seat_action(ActionKind.BACK, self._away())
        yield "dialog: seat change", self._move
        yield "dialog: house rules", menus.house_rules_action.trigger
        yield "dialog: correct positions", menus.correct_action.trigger
        yield "dialog: a name on the list", self._add_name
        yield "dialog: add a table", menus.add_table_action.trigger
        yield "dialog: rename the table", menus.rename_table_action.trigger
        yield "dialog: games", menus.games_action.trigger
        yield "dialog: room", self._room
        yield "dialog: restore from a backup", self._restore
        yield "dialog: backups", self._backup_settings
        yield "main window, restored from a backup", self._restored
        yield "History", self._history
        yield "Rulebook", self._rulebook
        yield "Manual", self._manual
        yield "house-rules advisor", self._advisor
        yield "training", self._training
        yield "dialog: new event", self._new_event
        yield "tournament floor", self._event_window
        yield "board", self._board

    def _check(self, name: str, open_it: Callable[[], Any]) -> None:
        from PySide6.QtWidgets import QDialog, QMenu, QMessageBox

        caught: list[Any] = []

        def exec_caught(dialog: Any) -> int:
            dialog.show()
            self.app.processEvents()
            caught.append(dialog)
            self._inspect(name, dialog)
            dialog.hide()
            return 0  # rejected: nothing is done

        saved = QDialog.exec, QMessageBox.exec
        QDialog.exec = QMessageBox.exec = exec_caught
        try:
            shown = open_it()
        except Exception as error:  # noqa: BLE001 (the check reports it and goes on)
            self.problems.append(f"{name}: could not be opened ({type(error).__name__}: "
                                 f"{error})")
            return
        finally:
            QDialog.exec, QMessageBox.exec = saved
        self.app.processEvents()
        if caught:
            return
        if shown is None:
            self.problems.append(f"{name}: nothing opened")
            return
        self._inspect(name, shown)
        if isinstance(shown, QMenu) or shown is not self.window:
            shown.close()
            self.app.processEvents()

    def _inspect(self, name: str, shown: Any) -> None:
        from PySide6.QtWidgets import QMenu

        self.checked += 1
        found: list[str] = []
        if isinstance(shown, QMenu):
            geometry = shown.geometry()
            if not self.area.contains(geometry):
                found.append(f"the menu ({geometry.width()}x{geometry.height()}) is not inside "
                             "the screen")
            found += menu_rows(shown, self.touch)
        else:
            found += off_screen(shown, self.area)
            found += clipped(shown)
            if self.touch:
                found += small_targets(shown)
            if shown is self.window and self.window.table_on_screen() is not None:
                found += table_overlaps(self.window)
                found += plate_words(self.window)
        self._picture(name, shown)
        for problem in dict.fromkeys(found):
            self.problems.append(f"{name}: {problem}")

    def _picture(self, name: str, widget: Any) -> None:
        if self.pictures is None:
            return
        self.pictures.mkdir(parents=True, exist_ok=True)
        file = name.replace(":", "").replace(",", "").replace(" ", "-") + ".png"
        widget.grab().save(str(self.pictures / file))

    # --- opening each window ----------------------------------------------------------------

    def _seats(self, wanted: Callable[[Any], bool]) -> int:
        table = self.window.controller.table
        return next(seat.number for seat in table.seats if wanted(seat.player))

    def _empty(self) -> int:
        return self._seats(lambda player: player is None)

    def _away(self) -> int:
        return self._seats(lambda player: player is not None and not player.present)

    def _drawer(self, toggle_name: str) -> Any:
        toggle = getattr(self.window.page, toggle_name)
        if toggle.isVisible():  # narrow: a drawer (wide: shown beside the table already)
            toggle.setChecked(True)
            self.app.processEvents()
        return self.window

    def _seat_menu(self) -> Any:
        self._drawer_closed()
        menu = self.window.seats.open_seat_menu(2)
        self.app.processEvents()
        return menu

    def _move(self) -> Any:
        seats = self.window.seats
        mover = self._seats(lambda player: player is not None and player.present)
        seats.start_move(mover)
        seats.finish_move(self._empty())
        return None

    def _add_name(self) -> Any:
        self._drawer("list_toggle")
        self.window.list_floor.panel.add_button.click()
        return None

    def _room(self) -> Any:
        """Settings → Room (the screen opens it only where it may change rooms)."""
        from floorapp.ui.dialogs.room import RoomDialog, RoomQuestion

        def no_other_room(address: str | None) -> Any:
            raise RuntimeError("the layout check opens no other room")

        path = self.window.room.path
        question = RoomQuestion(on_screen=str(path), choice=self.window.context.room_choice,
                                saved=None, room_file=path, open_room=no_other_room)
        dialog = RoomDialog(self.window, question)
        dialog.show()
        return dialog

    def _notice(self) -> Any:
        """The main window (no drawer open) with a notice of :data:`NOTICE_LINES` lines over
        the table; dismissed once checked."""
        self._drawer_closed()
        self.window.show_notice("\n".join(NOTICE_LINES))
        self.app.processEvents()
        self.after.append(self.window.page.notice.dismiss)
        return self.window

    def _drawer_closed(self) -> None:
        for toggle in (self.window.page.list_toggle, self.window.page.readout_toggle):
            toggle.setChecked(False)
        self.app.processEvents()

    def _back_up(self, window: Any) -> None:
        """A backup of the room with the busy table (the one made at start has no table)."""
        from datetime import UTC, datetime

        from floorapp.storage import backups

        folder = window.backups.folder
        made: list[Any] = []
        window.session.run(lambda room: backups.make_backup(room.database, folder,
                                                            datetime.now(UTC)),
                           lambda path, failure: made.append(failure or path), writes=False)
        end = time.monotonic() + 10
        while not made and time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.01)
        if not made or isinstance(made[0], BaseException):
            raise RuntimeError(f"no backup of the busy table was made: {made}")

    def _restored(self) -> Any:
        """Room → Restore from a backup… with the newest backup, the question answered Yes:
        the new window on the restored room, with its notice and its message line."""
        from floorapp.storage import backups
        from floorapp.ui.dialogs import ConfirmDialog

        old = self.window
        old.restore.dialog = None  # the dialog checked before is gone
        newest = backups.list_backups(old.backups.folder)[0]
        ask = ConfirmDialog.ask
        ConfirmDialog.ask = classmethod(lambda cls, *_: True)  # type: ignore[method-assign,assignment]
        try:
            old.restore._chosen(newest)
            end = time.monotonic() + 20
            while self.screen.window is old and time.monotonic() < end:
                self.app.processEvents()
                time.sleep(0.01)
        finally:
            ConfirmDialog.ask = ask  # type: ignore[method-assign]
        if self.screen.window is old:
            raise RuntimeError("the room was not reopened after the restore")
        self.window = self.screen.window
        self._drawer_closed()
        for _ in range(20):
            self.app.processEvents()
            time.sleep(0.01)
        return self.window

    def _restore(self) -> Any:
        """Room → Restore from a backup…, once it lists the backups (the one made at start)."""
        self.window.menus.restore_action.trigger()
        dialog = self.window.restore.dialog
        end = time.monotonic() + 10
        while dialog is not None and not dialog.loaded and time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.01)
        return dialog

    def _backup_settings(self) -> Any:
        from floorapp.ui.dialogs.backups import BackupSettingsDialog

        self.window.menus.backup_settings_action.trigger()
        return next(iter(self.window.findChildren(BackupSettingsDialog)), None)

    def _history(self) -> Any:
        self.window.menus.history_action.trigger()
        return self.window.tables.history_dialog

    def _rulebook(self) -> Any:
        from floorapp.ui.dialogs.rulebook import RulebookWindow

        self.window.menus.rulebook_action.trigger()
        return next(iter(self.window.findChildren(RulebookWindow)), None)

    def _manual(self) -> Any:
        from floorapp.ui.dialogs.manual import ManualWindow

        self.window.menus.manual_action.trigger()
        return next(iter(self.window.findChildren(ManualWindow)), None)

    def _advisor(self) -> Any:
        from floorapp.ui.advisor.window import AdvisorWindow

        self.window.menus.advisor_action.trigger()
        return next(iter(self.window.findChildren(AdvisorWindow)), None)

    def _training(self) -> Any:
        from floorapp.ui.training.window import TrainingWindow

        self.window.menus.training_action.trigger()
        return next(iter(self.window.findChildren(TrainingWindow)), None)


    def _new_event(self) -> Any:
        """Room → Tournament floor… on a room without events: the new event's dialog."""
        from floorapp.app import settle
        from floorapp.ui.event.start import NewEventDialog

        self.window.menus.events_action.trigger()
        settle(self.window)
        self.app.processEvents()
        return next(iter(self.window.findChildren(NewEventDialog)), None)

    def _event_window(self) -> Any:
        """An event of 5 tables with long names, its clock running, a table broken and a
        player absent; its window as Room → Tournament floor… opens it."""
        from floorapp.app import settle
        from floorapp.tournament import Absent, BreakTable, Bust, DealHand, StartClock
        from floorapp.ui.event.start import NewEvent, start_event
        from floorapp.ui.event.structure_text import DEFAULT_STRUCTURE, parse_structure
        from floorapp.ui.event.window import EventWindow

        names = tuple(f"{LONG_NAME[:30]} {n}" for n in range(1, 41))
        new = NewEvent("Friday Deepstack Championship", 5, 9, parse_structure(DEFAULT_STRUCTURE),
                       6, names)

        def play(room: Any) -> None:
            info = start_event(room, new, seed=7)
            position = room.event_state(info.id).position

            def act(action: Any) -> Any:
                nonlocal position
                change = room.apply_event(info.id, action, position)
                position = change.position
                return change.state.event

            for action in (StartClock(), *(DealHand(n) for n in range(1, 6))):
                event = act(action)
            short = event.tables[-1]
            event = act(Bust(short.number, tuple(seat for seat, _ in short.occupied())[:4]))
            event = act(BreakTable(seed=3))
            act(Absent(1, next(seat for seat, _ in event.tables[0].occupied())))

        self.window.session.run(play, lambda *answer: None, writes=False)
        settle(self.window)
        self.window.menus.events_action.trigger()
        settle(self.window)
        shown = next(iter(self.window.findChildren(EventWindow)), None)
        if shown is not None:
            settle(self.window)
            self.app.processEvents()
        return shown

    def _board(self) -> Any:
        """The board on the same room, filling the screen as it does on a wall."""
        from PySide6.QtCore import Qt

        from floorapp.storage.room import Room
        from floorapp.ui.board.window import BoardWindow

        path = self.window.room.path
        assert path is not None
        board = BoardWindow(Room.open(path.parent, read_only=True, live=True))
        board.setWindowFlag(Qt.WindowType.FramelessWindowHint)  # full screen: no frame
        board.setGeometry(self.area)
        board.show()
        self.app.processEvents()
        self.cleanups.append(board.stop)
        return board


def check_one(size: str, language: str, touch: bool, pictures: Path | None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(REPO))
    checker = Checker(size, language, touch, pictures)
    checker.run()
    where = f"{size} {language} touch {'on' if touch else 'off'}"
    for problem in checker.problems:
        print(f"{where} · {problem}", flush=True)
    print(f"#checked {checker.checked}", flush=True)
    for name, seconds in checker.timings:
        print(f"#took {seconds:.2f} {name}", flush=True)
    return len(checker.problems)


def check_all(configurations: list[tuple[str, str, str]], pictures: Path | None,
              jobs: int) -> int:
    """Each configuration in a child process; the problems' count."""
    def run(configuration: tuple[str, str, str]) -> tuple[list[str], int]:
        size, language, touch = configuration
        command = [sys.executable, str(Path(__file__).resolve()), "--one", "--size", size,
                   "--language", language, "--touch", touch]
        if pictures is None:
            command.append("--no-pictures")
        else:
            command += ["--pictures", str(pictures / f"{size}-{language}-touch-{touch}")]
        result = subprocess.run(command, capture_output=True, text=True, cwd=REPO)
        lines = [line for line in result.stdout.splitlines() if not line.startswith("#")]
        checked = sum(int(line.split()[1]) for line in result.stdout.splitlines()
                      if line.startswith("#checked"))
        if result.returncode < 0 or (result.returncode and not lines):
            errors = [line for line in result.stderr.splitlines()
                      if "plugin does not" not in line]
            lines.append(f"{size} {language} touch {touch} · the check stopped: "
                         + " / ".join(errors[-3:]))
        return lines, checked

    problems = 0
    windows = 0
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for lines, checked in pool.map(run, configurations):
            for line in lines:
                print(line, flush=True)
            problems += len(lines)
            windows += checked
    print(f"windows checked: {windows} in {len(configurations)} screen, language and touch "
          "settings")
    print(f"layout problems: {problems}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", action="append", dest="sizes", help="WxH; repeatable")
    parser.add_argument("--language", action="append", dest="languages",
                        choices=LANGUAGES, help="repeatable")
    parser.add_argument("--touch", action="append", dest="touch", choices=TOUCH,
                        help="repeatable")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="checks run at once (default: one per processor)")
    parser.add_argument("--pictures", default=str(REPO / "build" / "layout"),
                        help="where the pictures go (default build/layout)")
    parser.add_argument("--no-pictures", action="store_true", help="no pictures")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    pictures = None if args.no_pictures else Path(args.pictures)
    if args.one:
        check_one(args.sizes[0], args.languages[0], args.touch[0] == "on", pictures)
        return 0
    configurations = list(itertools.product(args.sizes or SIZES, args.languages or LANGUAGES,
                                            args.touch or TOUCH))
    return 1 if check_all(configurations, pictures, max(1, args.jobs)) else 0


if __name__ == "__main__":
    raise SystemExit(main())

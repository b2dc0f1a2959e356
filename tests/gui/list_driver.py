"""Driving the list's windows like a pit boss: the menus, the modal dialogs they open (each
answered by clicks and typing while it is open), the List panel's buttons and rows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from floor_driver import Floor
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from floorapp.ui.lists.panel import ListPanel

Handler = Callable[[QWidget], object]


class Dialogs:
    """Answers the modal dialogs that open next, in order, each with its handler (which may
    open a dialog of its own: the next handler answers it). A handler that fails closes every
    modal dialog (the test does not hang on one) and :meth:`done` raises its error; so does a
    modal dialog nobody expected."""

    def __init__(self, *handlers: Handler) -> None:
        self.pending = list(handlers)
        self.seen: list[QWidget] = []
        self.shown: list[str] = []
        """The object names of the dialogs answered, in order."""
        self.errors: list[BaseException] = []
        self.finished = False
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        if self.finished:  # a poll still queued when the test moved on
            return
        dialog = QApplication.activeModalWidget()
        fresh = dialog is not None and all(dialog is not seen for seen in self.seen)
        if fresh and (not self.pending or self.errors):
            self.errors.append(AssertionError(f"unexpected dialog {dialog.objectName()!r}"))
            self._close_all()
            return
        if not self.pending:
            return
        if fresh:
            assert dialog is not None
            self.seen.append(dialog)
            self.shown.append(dialog.objectName())
            handler = self.pending.pop(0)
            QTimer.singleShot(0, self._poll)  # a dialog the handler opens is answered too
            try:
                handler(dialog)
            except BaseException as error:  # noqa: BLE001 - raised again by done()
                self.errors.append(error)
                self._close_all()
            return
        QTimer.singleShot(15, self._poll)

    @staticmethod
    def _close_all() -> None:
        while (modal := QApplication.activeModalWidget()) is not None:
            modal.close()
            if hasattr(modal, "reject"):
                modal.reject()
            QApplication.processEvents()

    def done(self) -> bool:
        """Every handler ran (raises the first error a handler met); nothing more is
        answered."""
        self.finished = True
        if self.errors:
            raise self.errors[0]
        return not self.pending


def click(qtbot: Any, widget: QWidget) -> None:
    """A tap in the middle of a widget (a button)."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def find(dialog: QWidget, name: str, kind: type = QWidget) -> Any:
    found = dialog.findChild(kind, name)
    assert found is not None, f"no {name} in {dialog.objectName()}"
    return found


def type_into(qtbot: Any, dialog: QWidget, name: str, text: str) -> None:
    edit = find(dialog, name, QLineEdit)
    edit.selectAll()
    qtbot.keyClicks(edit, text) if text else edit.clear()


def ok(qtbot: Any, dialog: QWidget) -> None:
    """The dialog's OK (or its accepting button)."""
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    button = next(b for b in box.buttons()
                  if box.buttonRole(b) == QDialogButtonBox.ButtonRole.AcceptRole)
    click(qtbot, button)


def yes(qtbot: Any, dialog: QWidget) -> None:
    assert isinstance(dialog, QMessageBox), dialog
    click(qtbot, dialog.button(QMessageBox.StandardButton.Yes))


def button(dialog: QWidget, name: str) -> QAbstractButton:
    return find(dialog, name, QAbstractButton)


def menu_action(floor: Floor, name: str) -> QAction:
    """A menu entry of the window by its object name (it is in a menu, enabled)."""
    found = floor.window.findChild(QAction, name)
    assert found is not None, name
    assert found.associatedObjects(), f"{name} is in no menu"
    assert found.isEnabled(), f"{name} is disabled"
    return found


def choose(floor: Floor, name: str, *handlers: Handler) -> Dialogs:
    """Choose a menu entry whose dialogs the handlers answer; returns once all are closed."""
    dialogs = Dialogs(*handlers)
    menu_action(floor, name).trigger()
    floor.settle()
    assert dialogs.done(), f"dialogs not answered: {dialogs.pending} (shown {dialogs.shown})"
    return dialogs


def panel(floor: Floor) -> ListPanel:
    return floor.window.list_floor.panel


def tap_row(floor: Floor, text: str) -> None:
    """Tap the panel's row that starts with ``text``."""
    view = panel(floor).view
    for index in range(view.count()):
        item = view.item(index)
        if item.text().startswith(text):
            view.scrollToItem(item)
            rect = view.visualItemRect(item)
            floor.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                                   pos=QPoint(rect.left() + 20, rect.center().y()))
            return
    raise AssertionError(f"no row {text!r} in {panel(floor).rows()}")


def press(floor: Floor, name: str, *handlers: Handler) -> Dialogs:
    """Press a button of the panel (its dialogs answered by the handlers)."""
    dialogs = Dialogs(*handlers)
    target = panel(floor).findChild(QAbstractButton, name)
    assert target is not None and target.isEnabled(), f"{name} is not enabled"
    click(floor.qtbot, target)
    floor.settle()
    assert dialogs.done(), f"dialogs not answered: {dialogs.pending}"
    return dialogs


def name_dialog(qtbot: Any, name: str, note: str = "") -> Handler:
    def answer(dialog: QWidget) -> None:
        type_into(qtbot, dialog, "listName", name)
        type_into(qtbot, dialog, "listNote", note)
        ok(qtbot, dialog)
    return answer

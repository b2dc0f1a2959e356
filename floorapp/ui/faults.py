"""Faults nobody expected: written to the log and shown in a dialog, never a silent death.

:func:`install_fault_handlers` replaces ``sys.excepthook`` (PySide6 reports an exception raised
in a slot or a paint event through it) and Qt's message handler. An uncaught exception is
logged with its traceback (:func:`floorapp.storage.logs.log_uncaught`) and shown in a dialog;
the window carries on. Qt's critical messages are logged and shown too, each text once.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from floorapp.storage.logs import log_uncaught
from floorapp.ui import wording
from floorapp.ui.fit import fit_on_show

qt_log = logging.getLogger("floorapp.qt")


class FaultDialog:
    """The dialog that tells the floor something went wrong (tests replace ``show_error``)."""

    @classmethod
    def show_error(cls, parent: QWidget | None, text: str, details: str = "") -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, QCoreApplication.translate(
            "Fault", "floorapp"), text, QMessageBox.StandardButton.Ok, parent)
        box.setObjectName("faultDialog")
        if details:
            box.setDetailedText(details)
        fit_on_show(box)
        box.exec()


class FaultReporter:
    """The exception hook and Qt message handler: log, then show (one dialog at a time)."""

    def __init__(self, parent: Callable[[], QWidget | None], log_file: Path | None) -> None:
        self.parent = parent
        self.log_file = log_file
        self._showing = False
        self._shown_messages: set[str] = set()

    def exception(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        """``sys.excepthook``: log the exception, then show it."""
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        log_uncaught(kind, error, trace)
        details = "".join(traceback.format_exception(kind, error, trace))
        self._show(wording.uncaught_text(error, self.log_file), details)

    def qt_message(self, mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        """Qt's message handler: into the log; a critical one is shown too (once)."""
        if mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            qt_log.critical("Qt: %s", message)
            if message not in self._shown_messages:
                self._shown_messages.add(message)
                self._show(wording.uncaught_text(RuntimeError(message), self.log_file))
        elif mode == QtMsgType.QtWarningMsg:
            qt_log.warning("Qt: %s", message)
        else:
            qt_log.debug("Qt: %s", message)

    def _show(self, text: str, details: str = "") -> None:
        if self._showing or not isinstance(QApplication.instance(), QApplication):
            print(text, file=sys.stderr)
            return
        self._showing = True
        try:
            FaultDialog.show_error(self.parent(), text, details)
        finally:
            self._showing = False


def install_fault_handlers(
    parent: Callable[[], QWidget | None], log_file: Path | None
) -> Callable[[], None]:
    """Report uncaught exceptions and Qt's critical messages; returns a function that puts
    the previous hook and handler back."""
    reporter = FaultReporter(parent, log_file)
    previous_hook = sys.excepthook
    sys.excepthook = reporter.exception
    previous_handler = qInstallMessageHandler(reporter.qt_message)

    def restore() -> None:
        sys.excepthook = previous_hook
        qInstallMessageHandler(previous_handler)

    return restore

"""The comparison played in the background, so that the advisor's window stays responsive."""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QThread, Signal

from floorapp.advisor import Run, RunCancelled, run_comparison


class ComparisonThread(QThread):
    """Plays a run in the background (its sessions in worker processes) and reports.

    It belongs to the application, not to the window: a window closed or destroyed during a
    run asks it to stop (:attr:`stop`), and the application waits for it before quitting, so a
    thread is never destroyed while it runs. It deletes itself once finished."""

    progressed = Signal(int, int)
    succeeded = Signal(object, object)
    """(the run, its figures)."""
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, run: Run, workers: int | None) -> None:
        application = QCoreApplication.instance()
        super().__init__(application)
        self.run_to_play = run
        self.workers = workers
        self.stop = threading.Event()
        self.finished.connect(self.deleteLater)
        if application is not None:
            application.aboutToQuit.connect(self.stop_and_wait)

    def stop_and_wait(self) -> None:
        """Ask the run to stop and wait until it has (a session at most)."""
        self.stop.set()
        self.wait()

    def run(self) -> None:  # noqa: D102 (QThread's entry point)
        try:
            results = run_comparison(self.run_to_play, self.workers, self.progressed.emit,
                                     self.stop.is_set)
        except RunCancelled:
            self.cancelled.emit()
        except Exception as error:  # noqa: BLE001 - shown in the window, never lost
            self.failed.emit(str(error))
        else:
            self.succeeded.emit(self.run_to_play, results)

"""The room file's backups on the floor screen (:mod:`floorapp.storage.backups`): kept by the
screen itself (:class:`BackupKeeper`), restored from Room → Restore from a backup…
(:class:`RoomRestore`), and where they go, from Settings → Backups….

Kept: :class:`BackupKeeper` looks every :data:`LOOK_MS` (and once the window is up) whether a
backup is due: none made since the business day began (the house hour, History's), or the
room file gone or damaged under floorapp (then what the room still has open is saved at
once). The copy is
made on the room's worker, like every read of the room; its check (every journal read) and
the removal of backups older than the days kept run on a thread of their own, so that neither
the screen nor the floor's actions wait on them. Closing the window makes one more backup, on
the worker, before the room closes; it is checked at the next start.

A backup that cannot be made (the folder gone with its USB stick, no space) is said once on
the notice, until one is made again; the room works on and nothing is lost. A room on a
PostgreSQL server, a read-only room and a screenshot's room keep no backups here.

Restored, as the floor does it:

1. the dialog lists the backups (:class:`~floorapp.ui.dialogs.backups.RestoreDialog`); the
   floor picks one;
2. what the room holds that the backup does not is counted on the room's worker
   (:func:`~floorapp.storage.backups.missing_from`); a room file that cannot be read any more
   (damaged under floorapp) is not counted, and the floor is told, table by table, how far
   this screen had seen beyond the backup instead;
3. he confirms, told what will be lost;
4. the window's room is closed, and on a thread of its own the backup is put in place of the
   room file (the file as it was kept aside, never deleted) and the room opened again;
5. a new window on it takes this one's place (as Settings → Room does) and its notice says
   which backup was restored, where the old file is, and what the backup does not hold.

Works whatever state the room file is in (deleted, damaged): nothing of it is needed but its
data folder.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer

from floorapp.storage import backups
from floorapp.storage.errors import StorageError
from floorapp.storage.room import Room
from floorapp.storage.room_check import CheckReport
from floorapp.ui import wording
from floorapp.ui.poster import Poster, in_background

if TYPE_CHECKING:
    from floorapp.ui.dialogs.backups import RestoreDialog
    from floorapp.ui.main_window import MainWindow

log = logging.getLogger(__name__)

LOOK_MS = 60_000
"""How often the screen looks whether a backup is due."""


class BackupKeeper(QObject):
    """The window's backups (see the module)."""

    def __init__(self, window: MainWindow, now: Callable[[], datetime] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.now = now or (lambda: datetime.now(UTC))
        self.poster = Poster(self)
        room = window.room
        self.keeps = (window.context.save_settings is not None and room.path is not None
                      and not room.database.read_only)
        """Whether this window keeps backups of its room (a room file it may write)."""
        self._asking = False
        self._rescued: tuple[int, int, int] | None = None
        self._said_failure = ""
        self.timer = QTimer(self)
        self.timer.setInterval(LOOK_MS)
        self.timer.timeout.connect(self.look)

    @property
    def folder(self) -> Path:
        """Where the backups go: the folder chosen in Settings → Backups, else ``backups`` in
        the data folder."""
        chosen = self.window.settings.backup_folder
        if chosen:
            return Path(chosen).expanduser()
        data_folder = self.window.context.data_folder
        assert data_folder is not None
        return backups.default_folder(data_folder)

    def start(self) -> None:
        """Look every minute; check the backups made on quitting (on a thread of its own)."""
        if self.keeps:
            self.timer.start()
            QTimer.singleShot(0, self, self.look)
            folder = self.folder
            in_background(self.poster, lambda: backups.check_unchecked(folder),
                          self._checked_at_start)

    def _checked_at_start(self, checked: list[tuple[Path, CheckReport]] | None,
                          failure: BaseException | None) -> None:
        if failure is not None:
            log.error("the backups made on quitting could not be checked", exc_info=failure)
        for path, report in checked or []:
            self._checked(path, report, None)

    def look(self) -> None:
        """Ask the room's worker to make a backup if one is due (one question at a time)."""
        if not self.keeps or self._asking or self.window.reconnection.offline:
            return
        self._asking = True
        folder, now, rescued = self.folder, self.now(), self._rescued
        self.window.session.run(
            lambda room: backups.backup_if_due(room, folder, now, rescued), self._made,
            writes=False)

    def _made(self, made: backups.Made | None, failure: BaseException | None) -> None:
        self._asking = False
        if isinstance(failure, StorageError):
            self._failed(failure)
            return
        if failure is not None:
            raise failure
        if made is None:
            return
        self._said_failure = ""
        if made.occasion is backups.Occasion.RESCUE:
            self._rescued = made.mark
            room_file = self.window.room.path
            made_at = backups.made_at(made.path) or self.now()
            self.window.show_notice(wording.rescued_text(room_file, made_at))
        log.info("the room was backed up to %s (%s)", made.path, made.occasion)
        folder, days, now = self.folder, self.window.settings.backup_days, self.now()
        in_background(self.poster, lambda: backups.check_and_prune(made.path, folder, days, now),
                      lambda report, failure: self._checked(made.path, report, failure))

    def _checked(self, path: Path, report: CheckReport | None,
                 failure: BaseException | None) -> None:
        if failure is not None or report is None:
            log.error("the backup %s could not be checked", path, exc_info=failure)
            return
        if report.problems:
            log.warning("the backup %s has problems: %s", path, report.problems)
            self.window.show_notice(wording.check_problems_text(path.name, report.problems))

    def _failed(self, error: StorageError) -> None:
        log.warning("%s", error.message)
        text = wording.backup_failed_text(error)
        if text != self._said_failure:
            self._said_failure = text
            self.window.show_notice(text)

    def at_quit(self) -> None:
        """One more backup as the room closes, made on the room's worker (queued before the
        room's closing) and checked at the next start."""
        if not self.keeps:
            return
        self.timer.stop()
        folder, days, now = self.folder, self.window.settings.backup_days, self.now()

        def back_up(room: Room) -> None:
            try:
                backups.back_up_on_quitting(room, folder, days, now)
            except StorageError as error:  # nobody to tell: the window is closing
                log.warning("no backup was made on quitting: %s", error.message)

        self.window.session.run(back_up, lambda _result, _failure: None, writes=False)


class RoomRestore(QObject):
    """The window's Restore from a backup… and Settings → Backups… (see the module)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.poster = Poster(self)
        self.dialog: RestoreDialog | None = None

    @property
    def possible(self) -> bool:
        """A room file this window may write, and a window that can be put on another room."""
        window = self.window
        return (window.room.path is not None and not window.room.database.read_only
                and window.context.switch_room is not None
                and window.context.open_room is not None)

    def open_dialog(self) -> None:
        """Room → Restore from a backup…: the backups of the backup folder."""
        from floorapp.ui.dialogs.backups import RestoreDialog

        if not self.possible:
            return
        dialog = RestoreDialog(self.window, self.window.backups.folder)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(self._chosen)
        self.dialog = dialog
        dialog.open()

    def _chosen(self, backup: backups.Backup) -> None:
        """Count what the backup does not hold (on the worker), then ask."""
        view = self.window.session.view
        seen = {shown.info.name: (shown.position, shown.screen.hand)
                for shown in view.shown.values()}

        def counted(missing: backups.Missing | None, failure: BaseException | None) -> None:
            if failure is not None and not isinstance(failure, StorageError):
                raise failure
            not_held = wording.not_held_text(
                backup, missing,
                [] if missing is not None else backups.seen_not_held(backup, seen))
            self._confirm(backup, not_held)

        self.window.session.run(lambda room: backups.missing_from(room, backup), counted,
                                writes=False)

    def _confirm(self, backup: backups.Backup, not_held: str) -> None:
        from floorapp.ui.dialogs import ConfirmDialog

        if not ConfirmDialog.ask(self.window, QCoreApplication.translate(
                "Backups", "Restore from a backup"), wording.restore_question(backup, not_held)):
            return
        if self.dialog is not None:
            self.dialog.close()
        self._restore(backup, not_held)

    def _restore(self, backup: backups.Backup, not_held: str) -> None:
        window = self.window
        room_path = window.room.path
        open_room = window.context.open_room
        assert room_path is not None and open_room is not None
        data_folder = room_path.parent
        window.setEnabled(False)
        window.close_room(backup=False)

        def work() -> tuple[backups.Restored | None, StorageError | None, Room]:
            restored, refused = None, None
            try:
                restored = backups.restore(backup.path, data_folder, datetime.now(UTC))
            except StorageError as error:
                refused = error
            return restored, refused, open_room(None)

        in_background(self.poster, work, lambda result, failure: self._reopened(
            result, failure, backup, not_held))

    def _reopened(self, result: Any, failure: BaseException | None, backup: backups.Backup,
                  not_held: str) -> None:
        window = self.window
        if failure is not None:  # the room file cannot be opened at all: nothing to show
            log.error("the room could not be opened after a restore: %s", failure)
            window.setEnabled(True)
            window.show_notice(wording.restore_failed_text(failure) if isinstance(
                failure, StorageError) else str(failure))
            return
        restored, refused, room = result
        switch = window.context.switch_room
        assert switch is not None
        new = switch(room, window.settings, window.context.room_choice)
        if new is None:
            return
        if refused is not None:
            new.show_notice(wording.restore_failed_text(refused))
        else:
            new.show_notice(wording.restored_text(backup, restored.kept_as, not_held))

    def edit_settings(self) -> None:
        """Settings → Backups…: the backup folder and the days kept (opened with ``open()``;
        OK keeps them and looks at once whether a backup is due in the folder chosen)."""
        from floorapp.storage.backups import default_folder
        from floorapp.ui.dialogs.backups import BackupSettingsDialog

        window = self.window
        settings = window.settings
        data_folder = window.context.data_folder or Path.home()
        dialog = BackupSettingsDialog(window, settings.backup_folder,
                                      default_folder(data_folder), settings.backup_days)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._settings_chosen(dialog.answer))
        dialog.open()

    def _settings_chosen(self, answer: tuple[str | None, int] | None) -> None:
        window = self.window
        if answer is None:
            return
        folder, days = answer
        chosen = replace(window.settings, backup_folder=folder, backup_days=days)
        if chosen != window.settings:
            window.settings = chosen
            window.settings_changed.emit(chosen)
            window.backups.look()

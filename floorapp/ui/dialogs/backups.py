"""The room file's backups: Room → Restore from a backup… and Settings → Backups….

:class:`RestoreDialog` lists the backups of the backup folder, newest first (when each was
made, its last action, its tables, whether it checked sound), read on a thread of its own;
the backup selected shows what it holds, table by table, read only. "Restore this backup…"
says which one the floor chose (:attr:`RestoreDialog.chosen`); the window asks him to confirm,
saying what will be lost, and restores it (:mod:`floorapp.ui.room.restore`). A backup that
cannot be read cannot be chosen.

:class:`BackupSettingsDialog` sets where the backups go (a USB stick, a network share; empty:
``backups`` in the data folder) and how many days each is kept.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floorapp.screen.geometry import TOUCH
from floorapp.storage.backups import Backup, list_backups
from floorapp.storage.settings import MAX_BACKUP_DAYS
from floorapp.ui.dialogs.base import fitted, ok_cancel, title_label
from floorapp.ui.fit import fit_window
from floorapp.ui.poster import Poster, in_background
from floorapp.ui.wording.backups import check_word, held_text, when

translate = QCoreApplication.translate


class BackupList(QTableWidget):
    """The backups, one a row: as wide as its columns would like (the dialog, sized to its
    contents, then shows them whole where the screen has room)."""

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        columns = self.horizontalHeader().length() + self.verticalScrollBar().sizeHint().width()
        return QSize(max(hint.width(), columns + 2 * self.frameWidth()), hint.height())


class RestoreDialog(QDialog):
    """Room → Restore from a backup… (see the module); opened with ``open()``."""

    chosen = Signal(object)
    """The backup to restore (a :class:`~floorapp.storage.backups.Backup`)."""

    def __init__(self, parent: QWidget | None, folder: Path) -> None:
        super().__init__(parent)
        self.setObjectName("restoreDialog")
        self.setWindowTitle(translate("Backups", "Restore from a backup"))
        self.folder = folder
        self.backups: list[Backup] = []
        self.poster = Poster(self)
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(translate("Backups", "Restore the room from a backup"), self))
        self.where = QLabel(translate("Backups", "Reading the backups in {folder}…").format(
            folder=folder), self)
        self.where.setObjectName("backupFolder")
        self.where.setWordWrap(True)
        layout.addWidget(self.where)
        self.table = BackupList(0, 4, self)
        self.table.setObjectName("backupList")
        self.table.setHorizontalHeaderLabels([
            translate("Backups", "Made"), translate("Backups", "Last action"),
            translate("Backups", "Tables"), translate("Backups", "Check")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setDefaultSectionSize(TOUCH)
        self.table.itemSelectionChanged.connect(self._selected)
        layout.addWidget(self.table, 2)
        self.held = QPlainTextEdit(self)
        self.held.setObjectName("backupHeld")
        self.held.setReadOnly(True)
        layout.addWidget(self.held, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.restore_button = QPushButton(translate("Backups", "Restore this backup…"), self)
        self.restore_button.setObjectName("restoreButton")
        self.restore_button.setEnabled(False)
        buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ActionRole)
        for button in buttons.buttons():
            button.setMinimumHeight(TOUCH)
        buttons.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self._restore)
        layout.addWidget(buttons)
        self.resize(720, 520)
        fitted(self, buttons)
        self.loaded = False
        in_background(self.poster, lambda: list_backups(folder), self._listed)

    def _listed(self, found: list[Backup] | None, failure: BaseException | None) -> None:
        self.loaded = True
        self.backups = found or []
        if not self.backups:
            self.where.setText(translate("Backups", "There is no backup in {folder}.").format(
                folder=self.folder))
            return
        self.where.setText(translate("Backups", "Backups in {folder}, newest first:").format(
            folder=self.folder))
        self.table.setRowCount(len(self.backups))
        for row, backup in enumerate(self.backups):
            cells = (when(backup.made), when(backup.last_at),
                     ", ".join(table.name for table in backup.tables), check_word(backup))
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.selectRow(0)
        self.table.updateGeometry()  # its columns now: as wide as they are, or the screen,
        QTimer.singleShot(0, self, self._widen)  # once the layouts have heard of it

    def _widen(self) -> None:
        fit_window(self, self.sizeHint().expandedTo(self.size()))

    def selected(self) -> Backup | None:
        rows = self.table.selectionModel().selectedRows()
        return self.backups[rows[0].row()] if rows else None

    def _selected(self) -> None:
        backup = self.selected()
        self.held.setPlainText(held_text(backup) if backup is not None else "")
        self.restore_button.setEnabled(backup is not None and backup.restorable)

    def _restore(self) -> None:
        backup = self.selected()
        if backup is not None:
            self.chosen.emit(backup)


class BackupSettingsDialog(QDialog):
    """Settings → Backups…: the backup folder and the days a backup is kept."""

    def __init__(self, parent: QWidget | None, folder: str | None, default: Path,
                 days: int) -> None:
        super().__init__(parent)
        self.setObjectName("backupSettingsDialog")
        self.setWindowTitle(translate("Backups", "Backups"))
        self.answer: tuple[str | None, int] | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(translate("Backups", "Backups of the room file"), self))
        about = QLabel(translate(
            "Backups", "floorapp backs the room file up when the business day starts and on "
            "quitting, and checks each backup. Keep them on another drive: a USB stick, a "
            "network share."), self)
        about.setWordWrap(True)
        layout.addWidget(about)
        layout.addWidget(QLabel(translate("Backups", "Backup folder (empty: {folder})").format(
            folder=default), self))
        row = QHBoxLayout()
        self.folder = QLineEdit(folder or "", self)
        self.folder.setObjectName("backupFolderField")
        self.folder.setMinimumHeight(TOUCH)
        self.folder.setPlaceholderText(str(default))
        row.addWidget(self.folder, 1)
        self.choose_button = QPushButton(translate("Backups", "Choose…"), self)
        self.choose_button.setObjectName("chooseBackupFolder")
        self.choose_button.setMinimumHeight(TOUCH)
        self.choose_button.clicked.connect(self._choose)
        row.addWidget(self.choose_button)
        layout.addLayout(row)
        days_row = QHBoxLayout()
        days_row.addWidget(QLabel(translate("Backups", "Keep each backup for"), self))
        self.days = QSpinBox(self)
        self.days.setObjectName("backupDays")
        self.days.setRange(1, MAX_BACKUP_DAYS)
        self.days.setValue(days)
        self.days.setSuffix(translate("Backups", " days"))
        self.days.setMinimumHeight(TOUCH)
        days_row.addWidget(self.days)
        days_row.addStretch(1)
        layout.addLayout(days_row)
        buttons = ok_cancel(self, self._ok)
        layout.addWidget(buttons)
        fitted(self, buttons)

    def _choose(self) -> None:
        chosen = self.ask_folder(self, self.folder.text() or self.folder.placeholderText())
        if chosen is not None:
            self.folder.setText(str(chosen))

    @classmethod
    def ask_folder(cls, parent: QWidget | None, start: str) -> Path | None:
        """Qt's folder dialog (tests replace it)."""
        title = translate("Backups", "Backup folder")
        path = QFileDialog.getExistingDirectory(parent, title, start)
        return Path(path) if path else None

    def _ok(self) -> None:
        self.answer = (self.folder.text().strip() or None, self.days.value())
        self.accept()

"""One floorapp per data folder: a lock file (Qt's ``QLockFile``) in the folder.

Two programs writing the same room would each think it knows the tables' states. The first
start takes the lock; a second one finds it held and says so. A lock left by a program that
died (a crash, a power cut) is stale: Qt sees that its process is gone and takes it over.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

LOCK_FILE = "floorapp.lock"


class AlreadyRunning(Exception):
    """Another floorapp holds the data folder; ``pid`` is its process (0 if unknown)."""

    def __init__(self, folder: Path, pid: int) -> None:
        super().__init__(f"floorapp is already running with the data folder {folder}")
        self.folder = folder
        self.pid = pid


def lock_data_folder(folder: Path, create: bool = True) -> QLockFile | None:
    """Take the lock of ``folder`` and return it (keep it until the program ends).

    Raises :class:`AlreadyRunning` when another program holds it. Returns None when there is
    nothing to lock: the folder cannot be made (opening the room then says why), or it does
    not exist and ``create`` is False (a screenshot writes nothing to the data folder).
    """
    if not folder.is_dir():
        if not create:
            return None
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
    lock = QLockFile(str(folder / LOCK_FILE))
    lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
    if lock.tryLock(0):
        return lock
    if lock.error() == QLockFile.LockError.LockFailedError:
        raise AlreadyRunning(folder, _holder(lock))
    return None  # the folder may not be written: the room's opening says so


def _holder(lock: QLockFile) -> int:
    """The process holding the lock, or 0."""
    info: object = lock.getLockInfo()  # (pid, host, application) in PySide6
    if isinstance(info, tuple) and info and isinstance(info[0], int):
        return info[0]
    return 0

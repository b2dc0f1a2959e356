"""Storage errors and faults: why the room file could not be used or written, a second
floorapp on the same data folder, an error nobody expected.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.storage.database import KeptAside, Verdict
from floorapp.storage.errors import CommitUnconfirmed, NewerSchema, StorageError
from floorapp.storage.errors import Problem as StorageProblem

WRAP_POINT = "\u200b"
"""A zero-width space: where a label may wrap a long word, invisible otherwise."""


def wrappable_path(path: object) -> str:
    """A file's path as a wrapping label shows it: a line may end after any folder (a data
    folder's path is one long word, wider than a small screen's dialog)."""
    text = str(path)
    for separator in ("/", "\\"):
        text = text.replace(separator, separator + WRAP_POINT)
    return text


def storage_problem_phrase(problem: StorageProblem) -> str:
    """Why the room file could not be used, as a phrase."""
    phrases = {
        StorageProblem.READ_ONLY: QCoreApplication.translate(
            "Storage", "the data folder or the room file may not be written"),
        StorageProblem.DISK_FULL: QCoreApplication.translate("Storage", "the disk is full"),
        StorageProblem.DAMAGED: QCoreApplication.translate(
            "Storage", "the room file is damaged"),
        StorageProblem.BUSY: QCoreApplication.translate(
            "Storage", "another program holds the room file"),
        StorageProblem.NO_FOLDER: QCoreApplication.translate(
            "Storage", "the data folder cannot be created, or is not a folder"),
        StorageProblem.NEWER_SCHEMA: QCoreApplication.translate(
            "Storage", "the room file was written by a newer floorapp"),
        StorageProblem.IO: QCoreApplication.translate("Storage", "the disk reported an error"),
        StorageProblem.UNREACHABLE: QCoreApplication.translate(
            "Storage", "the room's server cannot be reached"),
    }
    return phrases[problem]


def storage_error_text(error: StorageError) -> str:
    """An action the disk refused: it was not applied (or, its commit cut off, perhaps it
    was: :func:`unconfirmed_text`)."""
    if isinstance(error, CommitUnconfirmed):
        return unconfirmed_text(error)
    return QCoreApplication.translate(
        "Storage", "Not saved: {why} ({path}). Nothing was changed.").format(
            why=_why(error), path=error.path or "")


def _why(error: StorageError) -> str:
    """Why the room could not be used: for a room on a server (whose errors name its address,
    a text, not a file's path) that refuses to be written, this PC's role, not a folder."""
    if error.problem is StorageProblem.READ_ONLY and isinstance(error.path, str):
        return QCoreApplication.translate(
            "Storage", "this PC's role on the room's server may only read the room")
    return storage_problem_phrase(error.problem)


def unconfirmed_text(error: CommitUnconfirmed) -> str:
    """The connection to the room's server went while an action was being saved: the server
    may have it or not."""
    return QCoreApplication.translate(
        "Storage", "Perhaps not saved: the connection to the room's server ({path}) was lost "
        "while this was being saved, and the server may have it or not.").format(
            path=error.path or "")


def unconfirmed_action_text(error: CommitUnconfirmed) -> str:
    """A table's action whose save was cut off: the screen finds out once the server is
    back (:func:`settled_text`)."""
    return QCoreApplication.translate(
        "Storage", "Perhaps not saved: the connection to the room's server ({path}) was lost "
        "while this was being saved. As soon as the server is back, this screen asks it and "
        "says whether it was saved.").format(path=error.path or "")


def settled_text(saved: bool, action: str) -> str:
    """What the server said, once back, of an action whose save was cut off."""
    if saved:
        return QCoreApplication.translate(
            "Storage", "Saved after all: {action}. The room's server had it before the "
            "connection was lost.").format(action=action)
    return QCoreApplication.translate(
        "Storage", "Not saved: {action}. The room's server never had it; nothing was "
        "changed.").format(action=action)


def cannot_open_text(error: StorageError) -> str:
    """The room cannot be opened at start-up."""
    return QCoreApplication.translate(
        "Storage", "floorapp cannot open the room: {why} ({path}).").format(
            why=_why(error), path=error.path or "")


def newer_schema_text(error: NewerSchema) -> str:
    return QCoreApplication.translate(
        "Storage", "The room file {path} was written by a newer floorapp (schema {found}; this "
        "one knows up to {known}). It was not opened and has not been changed: install the "
        "newer floorapp to use it.").format(path=error.path, found=error.found,
                                            known=error.known)


def kept_aside_text(kept: KeptAside) -> str:
    """A damaged or foreign room file found at start-up, moved aside untouched."""
    if kept.verdict is Verdict.DAMAGED:
        text = QCoreApplication.translate(
            "Storage", "The room file {path} is damaged ({reason}). It was kept, unchanged, as "
            "{kept}, and a new room was started.")
    else:
        text = QCoreApplication.translate(
            "Storage", "The room file {path} is not a floorapp room ({reason}). It was kept, "
            "unchanged, as {kept}, and a new room was started.")
    return text.format(path=kept.original, reason=kept.reason, kept=kept.moved_to.name)


def already_running_text(folder: object, pid: int) -> str:
    """A second floorapp on the same data folder."""
    if pid:
        text = QCoreApplication.translate(
            "Instance", "floorapp is already running with the data folder {folder} (process "
            "{pid}). Use that window, or start this one with another --data-dir.")
    else:
        text = QCoreApplication.translate(
            "Instance", "floorapp is already running with the data folder {folder}. Use that "
            "window, or start this one with another --data-dir.")
    return text.format(folder=folder, pid=pid)


def uncaught_text(error: BaseException, log_file: object) -> str:
    """An error nobody expected: what the floor is told."""
    if log_file:
        text = QCoreApplication.translate(
            "Fault", "Something went wrong inside floorapp: {error}. The tables show what was "
            "saved. The details were written to the log {log}.")
    else:
        text = QCoreApplication.translate(
            "Fault", "Something went wrong inside floorapp: {error}. The tables show what was "
            "saved.")
    return text.format(error=f"{type(error).__name__}: {error}", log=log_file)


def read_only_room_text() -> str:
    """Said at start when this PC's role may only read the room (a board's role)."""
    return QCoreApplication.translate(
        "Storage", "This room address is read-only: the floor screen shows it and changes "
        "nothing. (This PC logs in to the room's server with a role that may only read, as "
        "a board's; to work the floor, log in with a staff role.)")


def password_in_address_text(source: str) -> str:
    """Said once at start when the room address given in ``source`` (``--room`` or
    ``FLOORAPP_ROOM``) holds a password: every user of the PC can read it there."""
    return QCoreApplication.translate(
        "Storage", "The room address given in {source} holds a password, which every user of "
        "this PC can read (in the list of running programs, or in the environment). Give the "
        "address without it and put the password in ~/.pgpass, one line "
        "host:port:database:user:password, readable by you alone (chmod 600), or name a "
        "PostgreSQL service (service=NAME, kept in ~/.pg_service.conf).").format(source=source)

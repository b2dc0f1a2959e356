"""What can go wrong with the files on disk, as codes the screen can put in words."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path


class Problem(StrEnum):
    """Why the room's file could not be read or written."""

    NO_FOLDER = "no-folder"
    """The data folder cannot be created or is not a folder."""
    READ_ONLY = "read-only"
    """The folder or the file may not be written."""
    DISK_FULL = "disk-full"
    """No space left for the database."""
    DAMAGED = "damaged"
    """The file is damaged: what it holds cannot be read back."""
    NEWER_SCHEMA = "newer-schema"
    """The file was written by a newer floorapp; this one does not open it (nor change it)."""
    BUSY = "busy"
    """Another program holds the file locked."""
    IO = "io"
    """Any other failure of the disk or the file system."""
    UNREACHABLE = "unreachable"
    """The room's server cannot be reached (the connection was lost): nothing can be read or
    written until it is back (:meth:`Room.reconnect <floorapp.storage.room.Room.reconnect>`)."""


class StorageError(Exception):
    """The room's file could not be read or written. An action that met it was not applied.

    ``problem`` says why (for the screen); ``path`` is the file or folder concerned (for a room
    on a server: its address, without a password); the message is a plain English sentence.
    """

    def __init__(self, problem: Problem, message: str, path: Path | str | None = None) -> None:
        super().__init__(message)
        self.problem = problem
        self.message = message
        self.path = path


class NewerSchema(StorageError):
    """The file's schema is newer than this program's: refused, never overwritten."""

    def __init__(self, path: Path | str, found: int, known: int) -> None:
        super().__init__(
            Problem.NEWER_SCHEMA,
            f"{path} was written by a newer floorapp (schema {found}; this one knows up to "
            f"{known}). It was not opened and has not been changed: update floorapp.",
            path,
        )
        self.found = found
        self.known = known


class RoomUnreachable(StorageError):
    """The connection to the room's server is lost (the server restarted, the network went
    down). The action that met it was not applied and nothing was written; nothing more can
    be until :meth:`Room.reconnect <floorapp.storage.room.Room.reconnect>` succeeds."""

    def __init__(self, message: str, path: Path | str | None = None) -> None:
        super().__init__(Problem.UNREACHABLE, message, path)


@dataclass(frozen=True)
class UnconfirmedWrite:
    """A journal entry whose commit was cut off (:class:`CommitUnconfirmed`): what this screen
    wrote, to look for once the server is back (:meth:`Room.confirm
    <floorapp.storage.room.Room.confirm>`).

    ``after`` is the table's position the write was decided on, ``entry`` the number the server
    gave the entry, ``at`` its time (the journal's microseconds, from this screen's clock),
    ``kind`` its kind (the journal's code) and ``event`` its packed event: nobody else writes
    that entry after that position with the same time, kind and event.
    """

    table_id: int
    after: int
    entry: int
    at: int
    kind: int
    event: bytes | None


@dataclass(frozen=True)
class UnconfirmedListWrite:
    """A list journal entry whose commit was cut off (with the entries of its tables, in the
    same transaction): what to look for once the server is back (:meth:`Room.confirm_list
    <floorapp.storage.room_lists.RoomLists.confirm_list>`). ``after`` is the list's position
    the write was decided on; ``entry``, ``at``, ``kind`` and ``document`` the entry as this
    screen wrote it."""

    game_id: int
    after: int
    entry: int
    at: int
    kind: int
    document: bytes | None


class CommitUnconfirmed(RoomUnreachable):
    """The connection to the room's server was lost while a write was being committed: the
    server may have committed it or not, and its answer never came. Nothing is applied on this
    screen; once the server is back, :meth:`Room.confirm <floorapp.storage.room.Room.confirm>`
    says which (``write``: what to look for, when the write was a table's action;
    ``list_write`` when it was a list's, :meth:`Room.confirm_list
    <floorapp.storage.room_lists.RoomLists.confirm_list>`)."""

    def __init__(self, message: str, path: Path | str | None = None) -> None:
        super().__init__(message, path)
        self.write: UnconfirmedWrite | None = None
        self.list_write: UnconfirmedListWrite | None = None


class NothingToUndo(LookupError):
    """Undo with no recorded action left to undo (or redo with nothing undone)."""


class StaleTable(ValueError):
    """A command decided on an older state of the table: entries were written since the
    journal position the caller saw (another screen acted first). It was refused and nothing
    was written; look at the table again, then decide.

    ``code`` says so to the screen; ``expected`` is the position the caller passed,
    ``current`` the table's position now.
    """

    code = "table-moved-on"

    def __init__(self, table_id: int, expected: int, current: int) -> None:
        super().__init__(f"table {table_id} is at entry {current}, not at entry {expected} "
                         "where this command was decided")
        self.table_id = table_id
        self.expected = expected
        self.current = current


class UnknownTable(LookupError):
    """No table with this id in the room."""


class StaleList(ValueError):
    """A list action decided on an older state of the game's list: another screen changed
    the list since. Refused, nothing written; look at the list again, then decide."""

    code = "list-moved-on"

    def __init__(self, game_id: int, expected: int, current: int) -> None:
        super().__init__(f"the list of game {game_id} is at entry {current}, not at entry "
                         f"{expected} where this action was decided")
        self.game_id = game_id
        self.expected = expected
        self.current = current


class PartRefused(ValueError):
    """A list action whose event at a table the rules refuse (``refusal``, at ``table_id``):
    nothing of it was written, at the list or at any table."""

    def __init__(self, refusal: Exception, table_id: int) -> None:
        super().__init__(f"table {table_id}: {refusal}")
        self.refusal = refusal
        self.table_id = table_id


class UnknownGame(LookupError):
    """No game with this id in the room."""


_PROBLEM_BY_SQLITE_CODE = {
    sqlite3.SQLITE_FULL: Problem.DISK_FULL,
    sqlite3.SQLITE_READONLY: Problem.READ_ONLY,
    sqlite3.SQLITE_PERM: Problem.READ_ONLY,
    sqlite3.SQLITE_CANTOPEN: Problem.READ_ONLY,
    sqlite3.SQLITE_CORRUPT: Problem.DAMAGED,
    sqlite3.SQLITE_NOTADB: Problem.DAMAGED,
    sqlite3.SQLITE_BUSY: Problem.BUSY,
    sqlite3.SQLITE_LOCKED: Problem.BUSY,
}

_WORDS = {
    Problem.DISK_FULL: "the disk is full",
    Problem.READ_ONLY: "the file or its folder may not be written",
    Problem.DAMAGED: "the file is damaged",
    Problem.BUSY: "another program holds the file",
    Problem.IO: "the disk reported an error",
}


def problem_of(error: sqlite3.Error) -> Problem:
    """The problem behind an error raised by sqlite3."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is None:
        return Problem.IO
    return _PROBLEM_BY_SQLITE_CODE.get(code & 0xFF, Problem.IO)


def storage_error(error: sqlite3.Error, doing: str, path: Path | None) -> StorageError:
    """A :class:`StorageError` saying what could not be done and why."""
    problem = problem_of(error)
    return StorageError(
        problem, f"Could not {doing}: {_WORDS.get(problem, str(error))} ({error}).", path
    )


class StaleEvent(ValueError):
    """A floor action decided on an older state of the event: another screen acted on it
    since. Refused, nothing written; look at the event again, then decide."""

    def __init__(self, event_id: int, expected: int, current: int) -> None:
        super().__init__(f"event {event_id} is at entry {current}, not at entry {expected} "
                         "where this action was decided")
        self.event_id = event_id
        self.expected = expected
        self.current = current


class UnknownEvent(LookupError):
    """No event with this id in the room."""


class EventClosed(ValueError):
    """An action on an event that is closed (its journal stays, it takes no more actions)."""

    code = "event-closed"

    def __init__(self, event_id: int) -> None:
        super().__init__(f"event {event_id} is closed")
        self.event_id = event_id

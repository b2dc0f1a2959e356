"""Backups of a room file: a consistent copy of the room, checked, kept for as many days as the
house sets, in a folder the house chooses (a USB stick, a network share). No Qt.

What the floor means by the terms used here:

- A *backup* is a copy of the room file made by SQLite's online backup
  (:meth:`sqlite3.Connection.backup`) from the connection floorapp has open: the room as it
  stood at one moment, every committed entry up to it, however the room is being written
  meanwhile. It is named by the moment it was made (``room-<UTC time>.sqlite3``), written
  under a temporary name and renamed when whole, so that a backup folder never holds half a
  backup.
- A backup is *checked* by opening it read only and reading every table's journal
  (:func:`~floorapp.storage.room_check.check_open_room`, as ``floorapp room check``); what the
  check found is kept beside it (``room-<UTC time>.check.json``).
- *Kept days*: a backup made more than that many days ago is removed when the next one is
  made, but the newest backup is never removed.
- *Restoring* a backup puts a copy of it in place of the room file; the room file as it was
  (and its companions) is kept aside, renamed with the time (``room.before-restore-<UTC
  time>.sqlite3``), never deleted.

A room on a PostgreSQL server is backed up with the server's own tools (the manual says how):
nothing here applies to it.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from pathlib import Path

from .database import (
    FILE_NAME,
    Database,
    Verdict,
    inspect,
    move_aside,
    read_only_uri,
    schema_version,
)
from .errors import Problem, StorageError
from .journal import moment
from .room import Room
from .room_check import CheckReport, check_open_room

FOLDER_NAME = "backups"
"""The backup folder in the data folder, unless the house chose another."""
DEFAULT_DAYS = 30
"""How many days a backup is kept, unless the house set another number."""
PREFIX = "room-"
SUFFIX = ".sqlite3"
CHECK_SUFFIX = ".check.json"
STAMP = "%Y%m%d-%H%M%S"
ASIDE_LABEL = "before-restore"
"""A room file put aside by a restore is renamed ``room.before-restore-<UTC time>.sqlite3``."""


def default_folder(data_folder: Path) -> Path:
    """The backup folder when the house chose none: ``backups`` in the data folder."""
    return data_folder / FOLDER_NAME


@dataclass(frozen=True)
class TableHeld:
    """What a backup holds of one table: its entries, the last of them and when, and the
    deals in effect after it (the hands the screen numbers)."""

    id: int
    name: str
    entries: int
    last_entry: int
    last_at: datetime | None
    hands: int | None
    """None when the table's state could not be read from the backup."""


@dataclass(frozen=True)
class Backup:
    """One backup in the backup folder, as a listing shows it."""

    path: Path
    made: datetime
    """When it was made (UTC)."""
    tables: tuple[TableHeld, ...] = ()
    last_entry: int = 0
    """The room's last journal entry it holds (ids grow with each entry of any table)."""
    last_list_entry: int = 0
    last_at: datetime | None = None
    """When the last entry it holds (of a table or a list) was recorded (UTC)."""
    problems: tuple[str, ...] = ()
    """What its check found (empty: sound), or why it cannot be read at all."""
    checked: bool = False
    """Whether it was checked (every journal read); not yet, or its check record is lost."""
    earlier_schema: int | None = None
    """Made by an earlier floorapp (this schema): what it holds is read once it is restored
    (the room file is then upgraded, as at any start)."""

    @property
    def sound(self) -> bool:
        """Checked, and nothing found wrong."""
        return self.checked and not self.problems

    @property
    def entries(self) -> int:
        return sum(table.entries for table in self.tables)

    @property
    def restorable(self) -> bool:
        """It can be read (or is an earlier floorapp's room, upgraded once restored)."""
        return bool(self.tables) or self.earlier_schema is not None


@dataclass(frozen=True)
class Missing:
    """What the room holds that a backup does not: by table, the entries and deals after it;
    the list entries after it. ``None`` counts: the room could not be read."""

    tables: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    """Table name -> (entries, deals recorded) not in the backup."""
    list_entries: int = 0

    @property
    def nothing(self) -> bool:
        return not self.tables and not self.list_entries


@dataclass(frozen=True)
class SeenNotHeld:
    """A table the screen had seen further than a backup holds it: its name, the hand the
    screen showed and the one the backup holds (None: unknown)."""

    name: str
    shown_hand: int
    held_hand: int | None


def backup_name(when: datetime, number: int = 1) -> str:
    """The name of a backup made at ``when``; the ``number``-th made in that second."""
    second = f"-{number}" if number > 1 else ""
    return f"{PREFIX}{when.astimezone(UTC).strftime(STAMP)}{second}{SUFFIX}"


def _order(path: Path) -> tuple[datetime, int] | None:
    """When the backup at ``path`` was made and its number in that second, from its name;
    None for another file."""
    name = path.name
    if not (name.startswith(PREFIX) and name.endswith(SUFFIX)):
        return None
    parts = name[len(PREFIX):-len(SUFFIX)].split("-")
    try:
        made = datetime.strptime("-".join(parts[:2]), STAMP).replace(tzinfo=UTC)
        return (made, int(parts[2]) if len(parts) == 3 else 1) if len(parts) <= 3 else None
    except ValueError:
        return None


def made_at(path: Path) -> datetime | None:
    """When the backup at ``path`` was made, from its name; None for another file."""
    order = _order(path)
    return order[0] if order else None


def backup_paths(folder: Path) -> list[Path]:
    """The backups in ``folder``, newest first (none when the folder cannot be read)."""
    try:
        found = [(order, path) for path in folder.iterdir() if (order := _order(path))]
    except OSError:
        return []
    return [path for _, path in sorted(found, reverse=True)]


def newest_made(folder: Path) -> datetime | None:
    paths = backup_paths(folder)
    return made_at(paths[0]) if paths else None


def _free_target(folder: Path, when: datetime) -> Path:
    number = 1
    while (folder / backup_name(when, number)).exists():
        number += 1
    return folder / backup_name(when, number)


def make_backup(database: Database, folder: Path, when: datetime) -> Path:
    """Copy the room file open in ``database`` into ``folder`` (created if its parent
    exists: a USB stick that is not there is not made up on the local disk), whole or not at
    all; returns the backup's path. Raises :class:`StorageError` (the folder cannot be used,
    or the copy failed): nothing is left behind, and the room is untouched."""
    partial: Path | None = None
    try:
        folder.mkdir(exist_ok=True)
        if not os.access(folder, os.W_OK):
            raise PermissionError(13, "it may not be written")
        target = _free_target(folder, when)
        partial = folder / f".{target.name}.partial"
        _copy_database(database.sqlite, partial)
        os.replace(partial, target)
    except (OSError, sqlite3.Error) as error:
        if partial is not None:
            _remove(partial)
        raise _folder_error(folder, error) from error
    return target


def _copy_database(source: sqlite3.Connection, target: Path) -> None:
    """SQLite's online backup of ``source`` into a new file at ``target``."""
    copy = sqlite3.connect(target)
    try:
        source.backup(copy)
    finally:
        copy.close()


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):  # the folder went too (a stick pulled out)
        path.unlink(missing_ok=True)


def _folder_error(folder: Path, error: Exception) -> StorageError:
    """Why no backup was made: the folder (missing, not to be written, full) or, the copy
    being new, the room file itself (damaged: :attr:`Problem.DAMAGED`)."""
    if isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", 0) & 0xFF
        if code in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
            return StorageError(Problem.DAMAGED, f"The room file could not be backed up: it "
                                f"is damaged ({error}).", folder)
        problem = Problem.DISK_FULL if code == sqlite3.SQLITE_FULL else Problem.IO
        return StorageError(problem, f"No backup could be made in {folder}: {error}.", folder)
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    problem = (Problem.NO_FOLDER if isinstance(error, FileNotFoundError | NotADirectoryError)
               else Problem.READ_ONLY if isinstance(error, PermissionError) else Problem.IO)
    return StorageError(problem, f"No backup could be made in {folder}: {reason}.", folder)


def open_backup(path: Path) -> Room:
    """The backup at ``path`` opened as a room, read only (nothing written, nothing beside
    it). Raises :class:`StorageError` when it cannot be read."""
    return Room(Database.open(path, read_only=True))


def check_backup(path: Path) -> CheckReport:
    """Check the backup at ``path`` (every table's journal read) and keep what was found
    beside it; a backup that cannot be opened at all is one problem."""
    try:
        with open_backup(path) as room:
            report = check_open_room(room)
    except StorageError as error:
        report = CheckReport(str(path), problems=[error.message])
    record = {"tables": report.tables, "entries": report.entries, "problems": report.problems}
    with contextlib.suppress(OSError):  # not kept: the listing says "not checked"
        _check_record(path).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return report


def _check_record(path: Path) -> Path:
    return path.with_name(path.name[:-len(SUFFIX)] + CHECK_SUFFIX)


def read_backup(path: Path) -> Backup:
    """What the backup at ``path`` holds, and what its check found (a backup that cannot be
    read says why, as its problem)."""
    made = made_at(path) or datetime.fromtimestamp(0, UTC)
    try:
        earlier = _earlier_schema(path)
        if earlier is not None:
            problems, checked = _recorded_check(path)
            return Backup(path, made, problems=problems, checked=checked,
                          earlier_schema=earlier)
        with open_backup(path) as room:
            return _held(room, path, made)
    except StorageError as error:
        return Backup(path, made, problems=(error.message,), checked=True)


def _earlier_schema(path: Path) -> int | None:
    """The schema of a backup an earlier floorapp wrote (None: this one's). Raises
    :class:`StorageError` for a file that is damaged, another program's, or a newer
    floorapp's."""
    verdict, version, reason = inspect(path, untouched=True)
    if verdict is not Verdict.OURS or version > schema_version():
        raise StorageError(Problem.DAMAGED, f"{path} cannot be read: "
                           f"{reason or f'schema {version}, newer than this floorapp'}.", path)
    return version if version < schema_version() else None


def _held(room: Room, path: Path, made: datetime) -> Backup:
    rows = {table_id: (int(count), int(last or 0), at) for table_id, count, last, at in
            room.database.rows("SELECT table_id, count(*), max(id), max(at) FROM journal "
                               "GROUP BY table_id")}
    tables = []
    for info in room.tables():
        count, last, at = rows.get(info.id, (0, 0, None))
        try:
            hands: int | None = room.state(info.id).hands
        except (StorageError, ValueError, KeyError):
            hands = None
        tables.append(TableHeld(info.id, info.name, count, last,
                                moment(int(at)) if at is not None else None, hands))
    (last_list, list_at), = room.database.rows("SELECT max(id), max(at) FROM list_journal")
    moments = [table.last_at for table in tables if table.last_at is not None]
    if list_at is not None:
        moments.append(moment(int(list_at)))
    problems, checked = _recorded_check(path)
    return Backup(path, made, tuple(tables), max((t.last_entry for t in tables), default=0),
                  int(last_list or 0), max(moments, default=None), problems, checked)


def _recorded_check(path: Path) -> tuple[tuple[str, ...], bool]:
    try:
        record = json.loads(_check_record(path).read_text(encoding="utf-8"))
        return tuple(str(problem) for problem in record["problems"]), True
    except (OSError, ValueError, KeyError, TypeError):
        return (), False


def list_backups(folder: Path) -> list[Backup]:
    """Every backup in ``folder``, newest first, with what each holds."""
    return [read_backup(path) for path in backup_paths(folder)]


def prune(folder: Path, days: int, now: datetime) -> list[Path]:
    """Remove the backups made more than ``days`` days before ``now`` (and their check
    records), never the newest one; returns those removed."""
    removed = []
    for path in backup_paths(folder)[1:]:
        made = made_at(path)
        if made is not None and made < now - timedelta(days=days):
            try:
                path.unlink()
                _check_record(path).unlink(missing_ok=True)
            except OSError:
                continue
            removed.append(path)
    return removed


def missing_from(room: Room, backup: Backup) -> Missing:
    """What ``room`` (the room the backup was made of) holds after the backup: each table's
    entries and deals recorded since, and the list entries. Raises :class:`StorageError`
    when the room cannot be read (a damaged file)."""
    names = {info.id: info.name for info in room.tables()}
    rows = room.database.rows(
        "SELECT table_id, count(*), count(deal) FROM journal WHERE id > ? GROUP BY table_id",
        (backup.last_entry,))
    (lists,), = room.database.rows("SELECT count(*) FROM list_journal WHERE id > ?",
                                   (backup.last_list_entry,))
    return Missing({names.get(table_id, str(table_id)): (int(count), int(deals))
                    for table_id, count, deals in rows}, int(lists))


def seen_not_held(backup: Backup, seen: Mapping[str, tuple[int, int]]) -> list[SeenNotHeld]:
    """The tables a screen had seen further than ``backup`` holds them: ``seen`` gives each
    table's name -> (last entry, hand) as the screen last showed it."""
    held = {table.name: table for table in backup.tables}
    found = []
    for name, (entry, hand) in seen.items():
        table = held.get(name)
        if table is None or entry > table.last_entry:
            found.append(SeenNotHeld(name, hand, table.hands if table else None))
    return found


@dataclass(frozen=True)
class Restored:
    """A restore done: the backup put in place, and where the room file as it was is kept
    (None: there was none, it had been deleted)."""

    backup: Path
    kept_as: Path | None


def restore(backup: Path, data_folder: Path, when: datetime) -> Restored:
    """Put a copy of ``backup`` in place of the room file of ``data_folder`` (closed by the
    caller), keeping the room file as it was aside. The backup is read whole first: one that
    cannot be opened changes nothing. Raises :class:`StorageError`."""
    try:
        if _earlier_schema(backup) is None:
            open_backup(backup).close()
    except StorageError as error:
        raise StorageError(Problem.DAMAGED, f"The backup {backup.name} cannot be restored: "
                           f"{error.message}", backup) from error
    room_file = data_folder / FILE_NAME
    incoming = data_folder / f".{FILE_NAME}.restoring"
    try:
        source = sqlite3.connect(read_only_uri(backup), uri=True)
        try:
            _copy_database(source, incoming)
        finally:
            source.close()
        kept_as = move_aside(room_file, ASIDE_LABEL, when) if room_file.exists() else None
    except (OSError, sqlite3.Error) as error:
        _remove(incoming)
        raise StorageError(Problem.IO, f"The backup {backup.name} could not be restored: "
                           f"{error}. Nothing was changed.", data_folder) from error
    os.replace(incoming, room_file)  # in the same folder: a rename
    return Restored(backup, kept_as)


class Occasion(StrEnum):
    """Why a backup was made."""

    DAY = "day"
    """The first look after the business day began (none made since its start)."""
    RESCUE = "rescue"
    """The room file went from under floorapp (deleted, replaced, damaged): what floorapp
    still has open, saved."""
    QUIT = "quit"
    """The floor screen closing."""


@dataclass(frozen=True)
class Made:
    """A backup just made (not checked yet), why, and the room's mark when it was made."""

    path: Path
    occasion: Occasion
    mark: tuple[int, int, int]


NOTHING = (0, 0, 0)
"""The mark of a room with no entry at all (a new room; one started after a damaged file was
kept aside): no backup is made of it, lest it pass for the newest backup of the room."""


def room_mark(room: Room) -> tuple[int, int, int]:
    """The room's last journal entry, last list entry and last event entry: it changed when
    any of them did."""
    (entry, listed, evented), = room.database.rows(
        "SELECT (SELECT max(id) FROM journal), (SELECT max(id) FROM list_journal), "
        "(SELECT max(id) FROM event_journal)")
    return int(entry or 0), int(listed or 0), int(evented or 0)


def backup_if_due(room: Room, folder: Path, now: datetime,
                  rescued: tuple[int, int, int] | None = None) -> Made | None:
    """Back the room file up into ``folder`` when it is due: the room file gone or damaged
    under floorapp (a rescue of what the connection still holds, again whenever the room
    changed since the last rescue, whose mark is ``rescued``), or no backup made since the
    business day began. None when nothing was due. Raises :class:`StorageError`."""
    database = room.database
    if not isinstance(database, Database) or room_mark(room) == NOTHING:
        return None
    if database.file_gone() or database.file_damaged():
        mark = room_mark(room)
        if mark == rescued:
            return None
        return Made(make_backup(database, folder, now), Occasion.RESCUE, mark)
    newest = newest_made(folder)
    if newest is not None and newest >= room.business_day(room.day_of(now))[0]:
        return None
    return Made(make_backup(database, folder, now), Occasion.DAY, room_mark(room))


def check_and_prune(path: Path, folder: Path, days: int, now: datetime) -> CheckReport:
    """Check the backup just made at ``path``, then remove those older than ``days``."""
    report = check_backup(path)
    prune(folder, days, now)
    return report


def back_up_on_quitting(room: Room, folder: Path, days: int, now: datetime) -> Path | None:
    """The backup made as the floor screen closes, the old ones removed; None for a room with
    nothing in it. It is checked at the next start (:func:`check_unchecked`): a check reads
    every journal, which the closing must not wait for. Raises :class:`StorageError`."""
    database = room.database
    if not isinstance(database, Database) or room_mark(room) == NOTHING:
        return None
    path = make_backup(database, folder, now)
    prune(folder, days, now)
    return path


def check_unchecked(folder: Path, most: int = 3) -> list[tuple[Path, CheckReport]]:
    """Check the newest backups of ``folder`` not checked yet (made on quitting, or whose
    check was cut short), at most ``most`` of them; each with what its check found."""
    unchecked = [path for path in backup_paths(folder) if not _check_record(path).exists()]
    return [(path, check_backup(path)) for path in unchecked[:most]]

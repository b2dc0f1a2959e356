"""The room file's backups in words: a backup that could not be made, a room file gone from
under floorapp, what a restore will lose and what it did (:mod:`floorapp.storage.backups`)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication

from floorapp.storage.backups import Backup, Missing, SeenNotHeld
from floorapp.storage.errors import Problem, StorageError

from .numbers import plural

translate = QCoreApplication.translate


def when(moment: datetime | None) -> str:
    """A moment as the floor reads it: local time, to the minute."""
    if moment is None:
        return "—"
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def backup_failed_text(error: StorageError) -> str:
    """No backup could be made (the folder missing, a USB stick pulled out, no space): the
    room works on, nothing lost."""
    if error.problem is Problem.DAMAGED:
        return room_damaged_text()
    return translate(
        "Backups", "No backup of the room could be made in {folder}: {why}. The room works on and "
        "nothing is lost; plug the drive back in, or choose another folder in Settings → "
        "Backups….").format(folder=error.path or "", why=_folder_why(error.problem))


def _folder_why(problem: Problem) -> str:
    if problem is Problem.NO_FOLDER:
        return translate("Backups", "the folder is not there (a drive unplugged?)")
    if problem is Problem.READ_ONLY:
        return translate("Backups", "the folder may not be written")
    if problem is Problem.DISK_FULL:
        return translate("Backups", "the drive is full")
    return translate("Backups", "the folder cannot be used")


def room_damaged_text() -> str:
    """The room file cannot be read any more (damaged under floorapp)."""
    return translate(
        "Backups", "The room file cannot be read any more: it is damaged. Room → Restore from a "
        "backup… puts back the newest backup and says what it does not hold.")


def restore_hint_text() -> str:
    """After a damaged room file was kept aside at start-up."""
    return translate("Backups", "Room → Restore from a backup… puts back a backup of the room "
                     "and says what it does not hold.")


def rescued_text(path: object, made: datetime) -> str:
    """The room file went from under floorapp (deleted, replaced, damaged); what floorapp
    still had was backed up."""
    return translate(
        "Backups", "The room file {path} was deleted, replaced or damaged while floorapp had "
        "it open. What floorapp still had of the room was saved in the backup of {time}: put "
        "it back with Room → Restore from a backup….").format(path=path, time=when(made))


def check_problems_text(backup: str, problems: Sequence[str]) -> str:
    """The backup just made did not pass its check."""
    return translate("Backups", "The backup {name} has problems: {problems}").format(
        name=backup, problems="; ".join(problems))


def check_word(backup: Backup) -> str:
    """A backup's check in one word or two, for the list of backups."""
    if backup.problems and not backup.restorable:
        return translate("Backups", "damaged")
    if backup.earlier_schema is not None:
        return translate("Backups", "earlier floorapp")
    if backup.problems:
        return translate("Backups", "has problems")
    if backup.checked:
        return translate("Backups", "checked")
    return translate("Backups", "not checked yet")


def held_text(backup: Backup) -> str:
    """What a backup holds, a line per table, and what its check found."""
    lines = [translate("Backups", "Made {made}; its last action recorded {last}.").format(
        made=when(backup.made), last=when(backup.last_at))]
    if backup.earlier_schema is not None:
        lines.append(translate(
            "Backups", "Made by an earlier floorapp (schema {schema}): what it holds shows "
            "once it is restored, upgraded as at any start.").format(
            schema=backup.earlier_schema))
    for table in backup.tables:
        hands = _hands(table.hands) if table.hands is not None else "?"
        entries = _actions(table.entries)
        lines.append(translate(
            "Backups", "{table}: {hands}, {entries}, the last at {last}").format(
            table=table.name, hands=hands, entries=entries, last=when(table.last_at)))
    lines.extend(backup.problems)
    return "\n".join(lines)


def _lost_lines(missing: Missing) -> list[str]:
    lines = []
    for name, (entries, deals) in missing.tables.items():
        actions = _actions(entries)
        if deals:
            actions = translate("Backups", "{actions}, of which {deals}").format(
                actions=actions, deals=plural(translate(
                    "Backups", "%n deal(s)", "", deals), deals))
        lines.append(f"{name}: {actions}")
    if missing.list_entries:
        lines.append(translate("Backups", "the waiting lists: {entries}").format(
            entries=_actions(missing.list_entries)))
    return lines


def _hands(count: int) -> str:
    return plural(translate("Backups", "%n hand(s)", "", count), count)


def _actions(count: int) -> str:
    """Journal entries as the floor counts them: actions recorded."""
    return plural(translate("Backups", "%n action(s)", "", count), count)


def _seen_lines(seen: Sequence[SeenNotHeld]) -> list[str]:
    return [translate(
        "Backups", "{table}: the screen showed hand {shown}, the backup holds hand {held}"
    ).format(table=table.name, shown=table.shown_hand,
             held="?" if table.held_hand is None else table.held_hand) for table in seen]


def not_held_text(backup: Backup, missing: Missing | None,
                  seen: Sequence[SeenNotHeld]) -> str:
    """What the room has that ``backup`` does not: counted from the room file when it could
    be read (``missing``), else as far as the screen had seen (``seen``)."""
    if backup.earlier_schema is not None:
        return translate("Backups", "A backup of an earlier floorapp: what it does not hold is "
                         "known only once it is restored (History shows it).")
    if missing is not None and missing.nothing:
        return translate("Backups", "The backup holds every action the room file holds.")
    if missing is not None:
        lines = _lost_lines(missing)
        head = translate("Backups", "Actions recorded after {time} are not in the backup:")
    else:
        lines = _seen_lines(seen)
        if not lines:
            return translate(
                "Backups", "The room file cannot be read: what it held after {time} cannot be "
                "counted, and this screen had seen nothing later.").format(
                time=when(backup.last_at))
        head = translate(
            "Backups", "The room file cannot be read: actions recorded after {time} are not in "
            "the backup, as far as this screen had seen:")
    return "\n".join([head.format(time=when(backup.last_at)), *lines])


def restore_question(backup: Backup, not_held: str) -> str:
    return translate(
        "Backups", "Restore the backup made {made}? The room file as it is now is kept "
        "aside, never deleted, and the room opens again from the backup.\n{not_held}").format(
        made=when(backup.made), not_held=not_held)


def restored_text(backup: Backup, kept_as: object | None, not_held: str) -> str:
    """The room was restored: from which backup, where the old file is, what is not back."""
    if kept_as is None:
        kept = translate("Backups", "There was no room file to keep aside.")
    else:
        kept = translate("Backups", "The room file as it was is kept as {file}.").format(
            file=kept_as)
    restored = translate("Backups", "The room was restored from the backup made {made}.")
    return "\n".join([restored.format(made=when(backup.made)), kept, not_held])


def restore_failed_text(error: StorageError) -> str:
    """The restore did not happen (the window is on the room file as it was)."""
    return translate("Backups", "The room was not restored: {why}").format(why=error.message)

"""A scenario file as a new table of the room: the other way of an export
(:mod:`floorapp.storage.export`).

The file is read a slice of steps at a time (:mod:`floorapp.storage.scenario_text`), and the
table and its steps are recorded in one transaction, so that an import tells a
:class:`~floorapp.storage.work.WorkProgress` how far it is and stops when the floor cancels it
(:class:`~floorapp.storage.work.Cancelled`: nothing is recorded).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floorapp.rules import Refused
from floorapp.scenario import Scenario, parse_scenario, read_document

from .room import Room, TableInfo
from .scenario_text import read_scenario, step_count
from .work import Pace, WorkProgress


@dataclass(frozen=True)
class ImportReport:
    """A scenario file turned into a table: the table, and how many steps were refused."""

    table: TableInfo
    applied: int
    refused: int


def import_file(
    room: Room, path: Path, name: str | None = None, progress: WorkProgress | None = None
) -> ImportReport:
    """A scenario file as a new table of the room, its steps recorded one by one.

    Refused steps change nothing and are not recorded (they are counted). Everything is
    saved in one transaction. ``progress`` is told how far it is (the file's steps read, then
    recorded) and may cancel it: :class:`~floorapp.storage.work.Cancelled`, and nothing is
    recorded. Raises :class:`InvalidScenario` for a file that is not a scenario (nothing
    recorded), :class:`~floorapp.storage.errors.StorageError` when the room cannot be written.
    """
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return import_document(room, read_document(path), name, progress)  # its reason
    pace = Pace(progress, 2 * step_count(text))
    header, scenario = read_scenario(text, pace, path)
    pace.expect(len(scenario.steps))
    return _record(room, header, scenario, name, pace)


def import_document(
    room: Room, data: Mapping[str, Any], name: str | None = None,
    progress: WorkProgress | None = None,
) -> ImportReport:
    """A scenario already read from TOML as a new table (see :func:`import_file`)."""
    scenario = parse_scenario(dict(data))
    return _record(room, data, scenario, name, Pace(progress, len(scenario.steps)))


def _record(
    room: Room, data: Mapping[str, Any], scenario: Scenario, name: str | None, pace: Pace
) -> ImportReport:
    """The scenario's table added to the room and its steps recorded, in one transaction
    (``data``: its document, whose ``[table]`` the new table keeps as its start)."""
    applied = refused = 0
    with room.batch(f"import the scenario {scenario.title}"):
        info = room.add_table(name or scenario.title, scenario.table.house,
                              start=data["table"])
        position = room.position(info.id)
        for step in scenario.steps:
            try:
                position = room.apply(info.id, step.event, position).entry
            except Refused:
                refused += 1
            else:
                applied += 1
            pace.advance()
    pace.finish()
    return ImportReport(info, applied, refused)

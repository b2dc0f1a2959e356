"""The floor screen's settings remembered between runs: house rules, seat count, palette,
language, touch mode, the room this PC opens (Settings → Room), and where and how long the
room file's backups are kept (Settings → Backups). No Qt.

One JSON file, ``settings.json`` in the data folder, with a schema version. It is written
atomically (a temporary file in the same folder, then ``os.replace``), so a crash never leaves
half a file. A file that cannot be read (not JSON, wrong shape, bad values, a newer schema) is
kept aside, renamed ``settings.json.broken-<timestamp>``, and the defaults are used: the floor
always gets a working screen. Window geometry is not kept here (Qt's QSettings does that).

Every setting here is this PC's own, kept in its data folder and never in the room: the room
address above all (each PC says where the shared room is; :attr:`Settings.room`).
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from floorapp.rules import HouseProblem, HouseRules, checked_house
from floorapp.rules import ProblemCode as ProblemCode
from floorapp.rules import house_problems as house_problems
from floorapp.rules import seat_problems as seat_problems

from .room_choice import address_problem

Problem = HouseProblem
"""A settings problem is a house-rule problem of the core (:mod:`floorapp.rules.house_checks`),
with the keys of this file besides ("settings", "schema", "house", "palette", "touch",
"room", "backup_folder", "backup_days")."""

SETTINGS_FILE = "settings.json"
SCHEMA_VERSION = 5
"""1: house rules, seats, palette. 2: and the language. 3: and the touch mode. 4: and the
room (Settings → Room). 5: and the backups (Settings → Backups)."""
DEFAULT_SEATS = 9
DEFAULT_BACKUP_DAYS = 30
MAX_BACKUP_DAYS = 3650


class PaletteName(StrEnum):
    """The screen's colours."""

    DARK = "dark"
    """Default: card rooms are dim."""
    LIGHT = "light"
    """For bright rooms and projectors."""


class Language(StrEnum):
    """The language of the screen, chosen in Settings → Language."""

    SYSTEM = ""
    """The system's language (English when floorapp has no translation for it)."""
    ENGLISH = "en"
    FRENCH = "fr"
    RUSSIAN = "ru"
    POLISH = "pl"


class InvalidSettings(ValueError):
    """Settings that cannot be used; ``problems`` lists every fault found."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(f"{p.key}: {p.code}" for p in problems))
        self.problems = problems


@dataclass(frozen=True)
class Settings:
    """What the screen remembers between runs."""

    house: HouseRules = field(default_factory=HouseRules)
    seats: int = DEFAULT_SEATS
    palette: PaletteName = PaletteName.DARK
    language: Language = Language.SYSTEM
    touch: bool | None = None
    """Touch mode (rows, menus and buttons at least 48 pixels high): on, off, or None for
    on exactly when the system reports a touch screen."""
    room: str | None = None
    """The room this PC opens when neither ``--room`` nor ``FLOORAPP_ROOM`` says (Settings →
    Room): a PostgreSQL address without a password, or None for the room file in the data
    folder (:func:`floorapp.storage.paths.chosen_room`)."""
    backup_folder: str | None = None
    """Where the room file's backups go (a USB stick, a network share); None: the
    ``backups`` folder in the data folder (:mod:`floorapp.storage.backups`)."""
    backup_days: int = DEFAULT_BACKUP_DAYS
    """How many days a backup is kept (the newest one always is)."""


@dataclass(frozen=True)
class Loaded:
    """Settings read from the data folder, and what happened while reading them."""

    settings: Settings
    first_start: bool
    """No settings file yet: the program has never run with this data folder."""
    kept_aside: Path | None = None
    """A broken file was renamed to this path and the defaults used."""


def settings_path(folder: Path) -> Path:
    return folder / SETTINGS_FILE


def load_settings(folder: Path, *, keep_aside: bool = True) -> Loaded:
    """Read the settings in ``folder``; defaults on a first start or a broken file (kept
    aside, unless ``keep_aside`` is False: a reader that writes nothing, as the room board)."""
    path = settings_path(folder)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Loaded(Settings(), first_start=True)
    try:
        return Loaded(settings_from_dict(_migrated(json.loads(text))), first_start=False)
    except (ValueError, TypeError):  # json.JSONDecodeError and InvalidSettings are ValueErrors
        return Loaded(Settings(), first_start=False,
                      kept_aside=_keep_aside(path) if keep_aside else None)


def save_settings(folder: Path, settings: Settings) -> Path:
    """Write the settings atomically; returns the file's path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = settings_path(folder)
    text = json.dumps(settings_to_dict(settings), indent=2, sort_keys=True) + "\n"
    handle, temporary = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path


def settings_to_dict(settings: Settings) -> dict[str, Any]:
    house = asdict(settings.house)
    house["blinds"] = list(settings.house.blinds)
    house = {key: (str(value) if isinstance(value, StrEnum) else value)
             for key, value in house.items()}
    return {
        "schema": SCHEMA_VERSION,
        "house": house,
        "seats": settings.seats,
        "palette": str(settings.palette),
        "language": str(settings.language),
        "touch": settings.touch,
        "room": settings.room,
        "backup_folder": settings.backup_folder,
        "backup_days": settings.backup_days,
    }


def settings_from_dict(data: Mapping[str, Any]) -> Settings:
    """Settings from a (migrated) JSON object; raises :class:`InvalidSettings`."""
    if not isinstance(data, Mapping):
        raise InvalidSettings([Problem("settings", ProblemCode.UNKNOWN_VALUE)])
    problems: list[Problem] = []
    house_data = data.get("house", {})
    if not isinstance(house_data, Mapping):
        problems.append(Problem("house", ProblemCode.UNKNOWN_VALUE))
        house_data = {}
    problems += house_problems(house_data)
    seats = data.get("seats", DEFAULT_SEATS)
    problems += seat_problems(seats)
    palette = data.get("palette", PaletteName.DARK.value)
    if palette not in [p.value for p in PaletteName]:
        problems.append(Problem("palette", ProblemCode.UNKNOWN_VALUE))
    touch = data.get("touch")
    if touch is not None and not isinstance(touch, bool):
        problems.append(Problem("touch", ProblemCode.NOT_TRUE_FALSE))
    room = data.get("room")
    if room is not None and (not isinstance(room, str) or address_problem(room) is not None):
        problems.append(Problem("room", ProblemCode.UNKNOWN_VALUE))
    backup_folder = data.get("backup_folder")
    if backup_folder is not None and (not isinstance(backup_folder, str) or not backup_folder):
        problems.append(Problem("backup_folder", ProblemCode.UNKNOWN_VALUE))
    backup_days = data.get("backup_days", DEFAULT_BACKUP_DAYS)
    if (isinstance(backup_days, bool) or not isinstance(backup_days, int)
            or not 1 <= backup_days <= MAX_BACKUP_DAYS):
        problems.append(Problem("backup_days", ProblemCode.UNKNOWN_VALUE))
    if problems:
        raise InvalidSettings(problems)
    return Settings(house_rules(house_data), seats, PaletteName(palette),
                    language_of(data.get("language")), touch, room, backup_folder, backup_days)


def language_of(value: Any) -> Language:
    """The language a settings value names; an unknown one is the system's (a language this
    floorapp does not know is no reason to set every other setting aside)."""
    known = {language.value: language for language in Language}
    return known.get(value, Language.SYSTEM) if isinstance(value, str) else Language.SYSTEM


def house_rules(values: Mapping[str, Any]) -> HouseRules:
    """House rules from checked values; raises :class:`InvalidSettings` if any is bad."""
    problems = house_problems(values)
    if problems:
        raise InvalidSettings(problems)
    return checked_house(values)


# --- schema versions ------------------------------------------------------------------------

def _add_language(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no language: the screen spoke the system's."""
    return {**data, "language": Language.SYSTEM.value}


def _add_touch(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 had no touch mode: it follows the system (a touch screen or not)."""
    return {**data, "touch": None}


def _add_room(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 had no room: the PC opened ``--room``, ``FLOORAPP_ROOM`` or the data folder's
    room file, as it still does without a room chosen in Settings."""
    return {**data, "room": None}


def _add_backups(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 had no backups: they go to the data folder, kept 30 days."""
    return {**data, "backup_folder": None, "backup_days": DEFAULT_BACKUP_DAYS}


_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _add_language, 2: _add_touch, 3: _add_room, 4: _add_backups}
"""version N -> the function that turns a version-N object into version N + 1."""


def _migrated(data: Any) -> dict[str, Any]:
    """The object brought to :data:`SCHEMA_VERSION`; a newer or unknown version is refused."""
    if not isinstance(data, dict):
        raise InvalidSettings([Problem("settings", ProblemCode.UNKNOWN_VALUE)])
    version = data.get("schema")
    if not isinstance(version, int) or isinstance(version, bool) or not (
        1 <= version <= SCHEMA_VERSION
    ):
        raise InvalidSettings([Problem("schema", ProblemCode.UNKNOWN_VALUE)])
    migrated: dict[str, Any] = data
    while version < SCHEMA_VERSION:
        migrated = _MIGRATIONS[version](migrated)
        version += 1
        migrated["schema"] = version
    return migrated


def _keep_aside(path: Path) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    aside = path.with_name(f"{path.name}.broken-{stamp}")
    os.replace(path, aside)
    return aside

"""The floor screen's settings remembered between runs: house rules, seat count, palette,
language. No Qt.

One JSON file, ``settings.json`` in the data folder, with a schema version. It is written
atomically (a temporary file in the same folder, then ``os.replace``), so a crash never leaves
half a file. A file that cannot be read (not JSON, wrong shape, bad values, a newer schema) is
kept aside, renamed ``settings.json.broken-<timestamp>``, and the defaults are used: the floor
always gets a working screen. Window geometry is not kept here (Qt's QSettings does that).
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

from floorapp.rules import (
    MAX_LOCKUP_MINUTES,
    MIN_LOCKUP_MINUTES,
    ButtonRule,
    EntryPost,
    HouseRules,
    Makeup,
    SeatChangeRule,
    StraddleRule,
    Structure,
)

SETTINGS_FILE = "settings.json"
SCHEMA_VERSION = 3
"""1: house rules, seats, palette. 2: and the language. 3: and the touch mode."""
MIN_SEATS = 2
MAX_SEATS = 12
DEFAULT_SEATS = 9
MAX_BLINDS = 3


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


HOUSE_CHOICES: dict[str, type[StrEnum]] = {
    "button": ButtonRule,
    "structure": Structure,
    "makeup": Makeup,
    "entry_post": EntryPost,
    "seat_change": SeatChangeRule,
    "straddle": StraddleRule,
}
"""The house-rule keys whose value is one of a fixed set (docs/RULES.md section 2)."""
HOUSE_KEYS = (
    "button", "blinds", "button_blind", "structure", "makeup", "entry_post", "free_hand_at",
    "seat_change", "straddle", "lockup_minutes",
)


class ProblemCode(StrEnum):
    """What is wrong with a settings value (the screen words each one)."""

    UNKNOWN_KEY = "unknown-key"
    """A key that is not a house rule."""
    UNKNOWN_VALUE = "unknown-value"
    """A value outside the key's fixed set."""
    BLINDS_COUNT = "blinds-count"
    """Blinds must be one to three amounts."""
    BLINDS_AMOUNTS = "blinds-amounts"
    """Every blind must be a whole number above zero."""
    BLINDS_ORDER = "blinds-order"
    """Blinds are listed smallest first."""
    NOT_TRUE_FALSE = "not-true-false"
    """A yes/no setting with another value."""
    FREE_HAND_RANGE = "free-hand-range"
    """``free_hand_at`` must be a whole number from 0 to the most seats."""
    SEATS_RANGE = "seats-range"
    """A table has 2 to 12 seats."""
    LOCKUP_RANGE = "lockup-range"
    """``lockup_minutes`` must be a whole number of minutes from 1 to 120."""


@dataclass(frozen=True)
class Problem:
    """One invalid setting: which key, and what is wrong."""

    key: str
    code: ProblemCode


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


def load_settings(folder: Path) -> Loaded:
    """Read the settings in ``folder``; defaults on a first start or a broken file."""
    path = settings_path(folder)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Loaded(Settings(), first_start=True)
    try:
        return Loaded(settings_from_dict(_migrated(json.loads(text))), first_start=False)
    except (ValueError, TypeError):  # json.JSONDecodeError and InvalidSettings are ValueErrors
        return Loaded(Settings(), first_start=False, kept_aside=_keep_aside(path))


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
    if problems:
        raise InvalidSettings(problems)
    return Settings(house_rules(house_data), seats, PaletteName(palette),
                    language_of(data.get("language")), touch)


def language_of(value: Any) -> Language:
    """The language a settings value names; an unknown one is the system's (a language this
    floorapp does not know is no reason to set every other setting aside)."""
    known = {language.value: language for language in Language}
    return known.get(value, Language.SYSTEM) if isinstance(value, str) else Language.SYSTEM


def house_problems(values: Mapping[str, Any]) -> list[Problem]:
    """Every fault in a set of house-rule values (missing keys take their default)."""
    problems = [Problem(key, ProblemCode.UNKNOWN_KEY) for key in values if key not in HOUSE_KEYS]
    for key, choices in HOUSE_CHOICES.items():
        if key in values and values[key] not in [c.value for c in choices]:
            problems.append(Problem(key, ProblemCode.UNKNOWN_VALUE))
    if "blinds" in values:
        problems += _blind_problems(values["blinds"])
    if "button_blind" in values and not isinstance(values["button_blind"], bool):
        problems.append(Problem("button_blind", ProblemCode.NOT_TRUE_FALSE))
    if "free_hand_at" in values:
        free = values["free_hand_at"]
        if not _whole(free) or not 0 <= free <= MAX_SEATS:
            problems.append(Problem("free_hand_at", ProblemCode.FREE_HAND_RANGE))
    if "lockup_minutes" in values:
        minutes = values["lockup_minutes"]
        if not _whole(minutes) or not MIN_LOCKUP_MINUTES <= minutes <= MAX_LOCKUP_MINUTES:
            problems.append(Problem("lockup_minutes", ProblemCode.LOCKUP_RANGE))
    return problems


def seat_problems(seats: Any) -> list[Problem]:
    if not _whole(seats) or not MIN_SEATS <= seats <= MAX_SEATS:
        return [Problem("seats", ProblemCode.SEATS_RANGE)]
    return []


def house_rules(values: Mapping[str, Any]) -> HouseRules:
    """House rules from checked values; raises :class:`InvalidSettings` if any is bad."""
    problems = house_problems(values)
    if problems:
        raise InvalidSettings(problems)
    defaults = HouseRules()
    chosen: dict[str, Any] = {}
    for key in HOUSE_KEYS:
        if key not in values:
            continue
        value = values[key]
        if key in HOUSE_CHOICES:
            value = HOUSE_CHOICES[key](value)
        elif key == "blinds":
            value = tuple(value)
        chosen[key] = value
    return HouseRules(**{**asdict(defaults), "blinds": defaults.blinds, **chosen})


def _blind_problems(blinds: Any) -> list[Problem]:
    if not isinstance(blinds, list | tuple) or not 1 <= len(blinds) <= MAX_BLINDS:
        return [Problem("blinds", ProblemCode.BLINDS_COUNT)]
    if not all(_whole(b) and b > 0 for b in blinds):
        return [Problem("blinds", ProblemCode.BLINDS_AMOUNTS)]
    if list(blinds) != sorted(blinds):
        return [Problem("blinds", ProblemCode.BLINDS_ORDER)]
    return []


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --- schema versions ------------------------------------------------------------------------

def _add_language(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no language: the screen spoke the system's."""
    return {**data, "language": Language.SYSTEM.value}


def _add_touch(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 had no touch mode: it follows the system (a touch screen or not)."""
    return {**data, "touch": None}


_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _add_language, 2: _add_touch}
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

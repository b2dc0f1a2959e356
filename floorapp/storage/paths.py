"""Where floorapp keeps its files. Nothing here touches the disk until asked.

One place decides every folder: the data folder is ``--data-dir`` if given, else the
``FLOORAPP_DATA_DIR`` environment variable, else platformdirs' user data folder. The log folder
is platformdirs' user log folder, or ``logs/`` inside an overridden data folder (so that a test
or a second room keeps everything in one place).

The room lives in the data folder (``room.sqlite3``) unless a room address says otherwise:
``--room`` if given, else the ``FLOORAPP_ROOM`` environment variable, else the room chosen in
Settings → Room (kept in ``settings.json``), each a ``postgresql://`` URL or a libpq
connection string (see :mod:`floorapp.storage.backend`): :func:`chosen_room`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

import platformdirs

APP_NAME = "floorapp"
ENVIRONMENT_VARIABLE = "FLOORAPP_DATA_DIR"
ROOM_VARIABLE = "FLOORAPP_ROOM"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data folder (not created)."""
    if override:
        return Path(override).expanduser()
    from_environment = os.environ.get(ENVIRONMENT_VARIABLE)
    if from_environment:
        return Path(from_environment).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def room_address(override: str | None = None) -> str | None:
    """The room's address given by ``--room`` (``override``) or ``FLOORAPP_ROOM``, else None
    (the room chosen in Settings, or the data folder's file: see :func:`chosen_room`)."""
    return override or os.environ.get(ROOM_VARIABLE) or None


class RoomSource(StrEnum):
    """Where the room of a start was chosen, strongest first."""

    COMMAND_LINE = "command-line"
    """``--room ADDRESS``."""
    ENVIRONMENT = "environment"
    """The ``FLOORAPP_ROOM`` environment variable."""
    SETTINGS = "settings"
    """Settings → Room, kept in ``settings.json``."""
    DEFAULT = "default"
    """Nothing chose: the room file in the data folder."""


@dataclass(frozen=True)
class ChosenRoom:
    """The room a start opens and where that choice came from."""

    address: str | None
    """A PostgreSQL address; None for the room file in the data folder."""
    source: RoomSource

    @property
    def overridden(self) -> bool:
        """Whether ``--room`` or ``FLOORAPP_ROOM`` chose, over what Settings says."""
        return self.source in (RoomSource.COMMAND_LINE, RoomSource.ENVIRONMENT)


def chosen_room(override: str | None = None, saved: str | None = None) -> ChosenRoom:
    """The room to open: ``--room`` (``override``), else ``FLOORAPP_ROOM``, else the room
    chosen in Settings (``saved``), else the data folder's room file."""
    if override:
        return ChosenRoom(override, RoomSource.COMMAND_LINE)
    from_environment = os.environ.get(ROOM_VARIABLE)
    if from_environment:
        return ChosenRoom(from_environment, RoomSource.ENVIRONMENT)
    if saved:
        return ChosenRoom(saved, RoomSource.SETTINGS)
    return ChosenRoom(None, RoomSource.DEFAULT)


def log_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The log folder (not created)."""
    if override or os.environ.get(ENVIRONMENT_VARIABLE):
        return data_dir(override) / "logs"
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def ensure(folder: Path) -> Path:
    """Create ``folder`` (and its parents) if needed and return it."""
    folder.mkdir(parents=True, exist_ok=True)
    return folder

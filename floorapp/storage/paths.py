"""Where floorapp keeps its files. Nothing here touches the disk until asked.

One place decides every folder: the data folder is ``--data-dir`` if given, else the
``FLOORAPP_DATA_DIR`` environment variable, else platformdirs' user data folder. The log folder
is platformdirs' user log folder, or ``logs/`` inside an overridden data folder (so that a test
or a second room keeps everything in one place).

The room lives in the data folder (``room.sqlite3``) unless a room address says otherwise:
``--room`` if given, else the ``FLOORAPP_ROOM`` environment variable (a ``postgresql://`` URL
or a libpq connection string; see :mod:`floorapp.storage.backend`).
"""

from __future__ import annotations

import os
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
    """The room's address when the room is not the data folder's SQLite file (None: it is)."""
    return override or os.environ.get(ROOM_VARIABLE) or None


def log_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The log folder (not created)."""
    if override or os.environ.get(ENVIRONMENT_VARIABLE):
        return data_dir(override) / "logs"
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def ensure(folder: Path) -> Path:
    """Create ``folder`` (and its parents) if needed and return it."""
    folder.mkdir(parents=True, exist_ok=True)
    return folder

"""The log file: platformdirs' user log folder (``logs/`` of an overridden data folder), rotating.

:func:`configure_logging` is called once at start-up; :func:`log_uncaught` is what the screen's
exception hook calls before it shows its dialog, so that nothing is lost silently.
"""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from . import paths

LOG_FILE = "floorapp.log"
BOARD_LOG_FILE = "board.log"
"""The board's log (``floorapp --board``), beside the floor screen's: both may run on one PC."""
MAX_BYTES = 1_000_000
"""A log file is rotated when it reaches this size."""
BACKUPS = 5
"""Rotated files kept (``floorapp.log.1`` is the newest)."""
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def configure_logging(
    override: str | os.PathLike[str] | None = None, level: int = logging.INFO,
    name: str = LOG_FILE,
) -> Path | None:
    """Send the program's log to the rotating log file ``name`` (the floor screen's, or
    :data:`BOARD_LOG_FILE`); its path, or None if the log folder cannot be used (the log then
    goes to standard error only). Calling it again changes nothing.
    """
    try:
        folder = paths.ensure(paths.log_dir(override))
    except OSError as error:
        logging.getLogger(__name__).warning("no log file: %s", error)
        return None
    path = folder / name
    root = logging.getLogger()
    root.setLevel(level)
    for handler in root.handlers:
        if isinstance(handler, RotatingFileHandler) and Path(handler.baseFilename) == path:
            return path
    handler = RotatingFileHandler(
        path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True
    )
    handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(handler)
    return path


def log_uncaught(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> None:
    """Log an exception nobody caught, with its traceback."""
    logging.getLogger("floorapp").critical("uncaught exception", exc_info=(kind, error, trace))

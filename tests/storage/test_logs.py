"""The log file: where it goes, rotation, uncaught exceptions."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from logging.handlers import RotatingFileHandler
from pathlib import Path

import pytest

from floorapp.storage import logs


@pytest.fixture(autouse=True)
def restore_logging() -> Iterator[None]:
    """Leave the root logger as it was (handlers closed)."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in root.handlers:
        if handler not in handlers:
            handler.close()
    root.handlers[:] = handlers
    root.setLevel(level)


def ours() -> list[RotatingFileHandler]:
    return [h for h in logging.getLogger().handlers if isinstance(h, RotatingFileHandler)]


def test_the_log_goes_to_logs_in_an_overridden_data_folder(tmp_path: Path) -> None:
    path = logs.configure_logging(tmp_path)
    assert path == tmp_path / "logs" / logs.LOG_FILE
    logging.getLogger("floorapp.test").warning("the big blind passed seat 4")
    for handler in ours():
        handler.flush()
    assert "WARNING floorapp.test: the big blind passed seat 4" in path.read_text()


def test_configuring_twice_adds_one_handler(tmp_path: Path) -> None:
    logs.configure_logging(tmp_path)
    logs.configure_logging(tmp_path)
    assert len(ours()) == 1


def test_the_log_rotates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    path = logs.configure_logging(tmp_path)
    assert path is not None
    for number in range(200):
        logging.getLogger("floorapp").info("line %d of a long shift", number)
    names = sorted(p.name for p in path.parent.iterdir())
    assert names == ["floorapp.log", *(f"floorapp.log.{n}" for n in range(1, 6))]
    assert all(p.stat().st_size <= 2_100 for p in path.parent.iterdir())


def test_an_uncaught_exception_is_logged_with_its_traceback(tmp_path: Path) -> None:
    path = logs.configure_logging(tmp_path)
    assert path is not None
    try:
        raise RuntimeError("the felt caught fire")
    except RuntimeError:
        logs.log_uncaught(*sys.exc_info())  # type: ignore[arg-type]
    for handler in ours():
        handler.flush()
    text = path.read_text()
    assert "CRITICAL floorapp: uncaught exception" in text
    assert "Traceback" in text and "RuntimeError: the felt caught fire" in text


def test_an_unusable_log_folder_is_no_reason_to_stop(tmp_path: Path) -> None:
    (tmp_path / "logs").write_text("a file where the folder should be")
    assert logs.configure_logging(tmp_path) is None
    assert ours() == []

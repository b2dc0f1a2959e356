"""A room written by an earlier floorapp, opened by the real window: every table as recorded,
and History says which entries today's rules would decide otherwise."""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path
from typing import Any

from floor_driver import read, settle
from PySide6.QtCore import Qt

from floorapp.app import create_main_window
from floorapp.storage import codec

OLD_ROOMS = Path(__file__).resolve().parents[1] / "storage" / "data" / "old_rooms"
STEM = "room-schema-2-5018d52-sqlite"


def test_an_old_room_opens_in_the_window_as_recorded_and_history_says_what_changed(
    qtbot: Any, tmp_path: Path
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    with gzip.open(OLD_ROOMS / f"{STEM}.sqlite3.gz") as packed, \
            (folder / "room.sqlite3").open("wb") as out:
        shutil.copyfileobj(packed, out)
    recorded = json.loads((OLD_ROOMS / f"{STEM}.recorded.json").read_text())["tables"]
    window = create_main_window(data_dir=folder)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window)
    room = window.room
    for table_id, kept in recorded.items():
        assert room.state(int(table_id)).table == codec.decode_table(kept["table"])

    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dialog = window.tables.history_dialog
    assert dialog is not None and dialog.isVisible()
    results = [row[3] for row in read(dialog).rows()]
    assert any("Recorded under earlier rules" in result for result in results)
    dialog.close()

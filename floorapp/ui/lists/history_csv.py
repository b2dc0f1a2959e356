"""A game's list history as CSV (History → a game's list → Export as CSV…): every entry of
its list journal, oldest first, with its time, what it was and the names it concerns, in
words as History shows it, and the action's own fields (so that a spreadsheet can sort and
count them whatever the language of the screen).

The file is written under a temporary name and takes its name only once whole.
"""

from __future__ import annotations

import csv
import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from floorapp.storage.list_codec import room_action_kind
from floorapp.storage.room import ListEntry, Room
from floorapp.ui import wording

PAGE = 2000
COLUMNS = ("time", "entry", "kind", "action", "names", "table", "seat", "text")
"""The CSV's columns: the entry's local time (ISO 8601), its number in the list journal, its
kind (action, undo, redo, create, rename, rules, close, reopen), the action's word (add, call,
seat, table-change, break, ...), the names it concerns (one per line), the table and seat it
names (a call, a seating, where a table change sits), and the entry in words."""


def list_history_entries(room: Room, game_id: int, since: datetime | None = None,
                         until: datetime | None = None) -> list[ListEntry]:
    """Every entry of a game's list journal in the time range, oldest first."""
    found: list[ListEntry] = []
    before: int | None = None
    while page := room.list_history(game_id=game_id, since=since, until=until, before=before,
                                    limit=PAGE):
        found.extend(page)
        before = page[-1].id
        if len(page) < PAGE:
            break
    return list(reversed(found))


def csv_row(entry: ListEntry, table_name: Callable[[int], str], game: str) -> list[str]:
    """One entry as a row of :data:`COLUMNS`."""
    action = entry.action
    spot = getattr(action, "spot", None) or getattr(action, "seated_at", None)
    table = table_name(spot.table) if spot is not None else ""
    if action is not None and hasattr(action, "table_id"):
        table = table_name(action.table_id)  # a broken table
    names = sorted({step.name for step in entry.steps}) or [
        slip.name for slip in entry.slips]
    return [
        entry.at.astimezone().isoformat(timespec="seconds"),
        str(entry.id),
        str(entry.kind),
        room_action_kind(action) if action is not None else "",
        "\n".join(names),
        table,
        str(spot.seat) if spot is not None else "",
        wording.list_entry_line(entry.kind, action, entry.steps, entry.document, table_name,
                                game),
    ]


def write_list_history(room: Room, game_id: int, path: Path, since: datetime | None,
                       until: datetime | None, table_name: Callable[[int], str]) -> Path:
    """Write a game's list history (in the time range) to ``path``; the file written."""
    game = room.game_info(game_id).name
    entries = list_history_entries(room, game_id, since, until)
    partial = path.with_name(f".{path.name}.part")
    try:
        with partial.open("w", newline="", encoding="utf-8") as file:
            writer = csv.writer(file)
            writer.writerow(COLUMNS)
            for entry in entries:
                writer.writerow(csv_row(entry, table_name, game))
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)
    return path

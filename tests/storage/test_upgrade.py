"""Schema 3 written in place over a room of schema 2 (upgrade.py).

``data/room-schema-2.sqlite3.gz`` was written by floorapp as it was before the compact journal
(three tables of random lawful play with undos, redos, renames, closings and changes of house
rules). The upgrade must keep every entry with its meaning: the same times, kinds, events,
deals, names and concerned seats and players, and every table must replay to the same deals.
"""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
from collections import defaultdict
from contextlib import closing
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from floorapp.rules import Table, apply
from floorapp.storage import codec
from floorapp.storage.database import schema_version
from floorapp.storage.journal import EntryKind
from floorapp.storage.room import Room

OLD_ROOM = Path(__file__).parent / "data" / "room-schema-2.sqlite3.gz"


@pytest.fixture
def old_room(tmp_path: Path) -> Path:
    with gzip.open(OLD_ROOM) as packed, (tmp_path / "room.sqlite3").open("wb") as out:
        shutil.copyfileobj(packed, out)
    return tmp_path


def read_schema_2(folder: Path) -> tuple[list[Any], dict[int, list[tuple[int, str | None]]]]:
    """The old journal's rows and, per entry, whom it concerned, straight from the file."""
    with closing(sqlite3.connect(folder / "room.sqlite3")) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (2,)
        rows = connection.execute(
            "SELECT id, table_id, at, kind, target, event, deal, note FROM journal ORDER BY id"
        ).fetchall()
        concerned: dict[int, list[tuple[int, str | None]]] = defaultdict(list)
        for entry, seat, player in connection.execute(
            "SELECT entry_id, seat, player FROM involved ORDER BY rowid"
        ):
            concerned[entry].append((seat, player))
    return rows, concerned


def replayed_deals(rows: list[Any], table_id: int, start: Table) -> list[Any]:
    """The deals in effect at a table, made again by the rules core from the old journal."""
    table = start
    befores: dict[int, Any] = {}
    in_effect: list[tuple[int, Any]] = []
    for entry, table_of, _, kind, target, event, _, _ in rows:
        if table_of != table_id:
            continue
        if kind in ("event", "redo"):
            before = table
            applied = apply(table, codec.decode_event(json.loads(event)))
            befores[entry] = before
            table = applied.after
            in_effect.append((entry, applied.deal))
        elif kind == "undo":
            table = befores.pop(target)
            assert in_effect.pop()[0] == target
    return [deal for _, deal in in_effect if deal is not None]


def recorded_deals(rows: list[Any], table_id: int) -> list[Any]:
    """The deals in effect at a table as the old journal recorded them."""
    in_effect: list[tuple[int, Any]] = []
    for entry, table_of, _, kind, target, _, deal, _ in rows:
        if table_of != table_id:
            continue
        if kind in ("event", "redo"):
            in_effect.append((entry, codec.decode_deal(json.loads(deal)) if deal else None))
        elif kind == "undo":
            assert in_effect.pop()[0] == target
    return [deal for _, deal in in_effect if deal is not None]


def test_an_old_room_is_upgraded_in_place_and_keeps_every_entry_and_deal(old_room: Path) -> None:
    """The recorded deals stay as they were recorded (evidence), and the rules core of today
    makes the same deals from the journal before and after the upgrade. (The file was recorded
    under the rules of its day; where a ruling changed since, today's replay differs from the
    record on both sides alike.) Each table is the one the old floorapp recorded last (its
    snapshot on closing), whatever today's replay makes of it (test_old_rooms.py)."""
    rows, concerned = read_schema_2(old_room)
    with closing(sqlite3.connect(old_room / "room.sqlite3")) as connection:
        starts = {
            table_id: codec.decode_table(json.loads(state))
            for table_id, state in connection.execute(
                "SELECT table_id, state FROM journal WHERE kind = 'create'"
            )
        }
        last_recorded = {
            table_id: codec.decode_table(json.loads(state)["table"])
            for table_id, state in connection.execute(
                "SELECT table_id, state FROM snapshots AS s WHERE entry_id = "
                "(SELECT max(id) FROM journal WHERE table_id = s.table_id)")
        }
    tables = sorted(starts)
    before = {table_id: replayed_deals(rows, table_id, starts[table_id]) for table_id in tables}
    recorded = {table_id: recorded_deals(rows, table_id) for table_id in tables}
    size_before = (old_room / "room.sqlite3").stat().st_size

    with Room.open(old_room) as room:
        assert room.database.version == schema_version() == 6
        names = {row[0] for row in room.database.rows("SELECT name FROM sqlite_master")}
        assert not names & {"involved", "old_journal", "old_snapshots"}
        for table_id in tables:
            assert room.state(table_id).table == last_recorded[table_id]
            in_effect = room.effective(table_id)
            assert [entry.deal for entry in in_effect if entry.deal] == recorded[table_id]
            start = starts[table_id]
            again = [(entry.id, entry.table_id, "", entry.kind.value, entry.target,
                      json.dumps(codec.encode_event(entry.event)), None, None)
                     for entry in in_effect if entry.event is not None]
            assert replayed_deals(again, table_id, start) == before[table_id]
            assert room.state(table_id).hands == len(before[table_id])
        entries = {entry.id: entry for entry in room.history()}
        assert sorted(entries) == [row[0] for row in rows]
        for entry_id, table_id, at, kind, target, event, deal, note in rows:
            entry = entries[entry_id]
            assert (entry.table_id, entry.at, entry.kind, entry.target, entry.note) == (
                table_id, datetime.fromisoformat(at), EntryKind(kind), target, note)
            assert entry.event == (codec.decode_event(json.loads(event)) if event else None)
            assert entry.deal == (codec.decode_deal(json.loads(deal)) if deal else None)
            pairs = concerned.get(entry_id, [])
            assert entry.seats == tuple(sorted({seat for seat, _ in pairs}))
            assert set(entry.players) == {player for _, player in pairs if player}
        players = {player for pairs in concerned.values() for _, player in pairs if player}
        for player in players:
            wanted = [entry for entry, pairs in concerned.items()
                      if any(name == player for _, name in pairs)]
            found = [entry.id for entry in room.history(player=player.upper())]
            assert found == sorted(wanted), player
    lists = 12 * 4096  # schema 4's games and lists: a page for each empty table and index
    assert (old_room / "room.sqlite3").stat().st_size < size_before / 3 + lists  # space given back


def test_an_upgrade_that_finds_a_broken_reference_changes_nothing(old_room: Path) -> None:
    from floorapp.storage.errors import Problem, StorageError

    with closing(sqlite3.connect(old_room / "room.sqlite3")) as connection:
        connection.execute("DROP TRIGGER journal_is_append_only_update")
        connection.execute("UPDATE journal SET table_id = 99 WHERE id = 5")  # no table 99
        connection.commit()
    before = (old_room / "room.sqlite3").read_bytes()
    with pytest.raises(StorageError) as refused:
        Room.open(old_room)
    assert refused.value.problem is Problem.DAMAGED
    assert "referring to nothing" in refused.value.message
    with closing(sqlite3.connect(old_room / "room.sqlite3")) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (2,)
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert (old_room / "room.sqlite3").read_bytes() == before

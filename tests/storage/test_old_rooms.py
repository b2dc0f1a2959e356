"""Rooms written by earlier floorapps open with every table and every entry, as recorded.

``data/old_rooms`` holds rooms written by the code of each earlier schema (schema 1 and 2 on
SQLite; schema 3 on SQLite and on PostgreSQL, where floorapp's rooms started), each made by
that code with ``data/old_rooms/make_old_room.py`` (its docstring says how), beside what the
old code held of every table at the end (``*.recorded.json``). Any room added there is opened
too, and so is every room in the folders ``FLOORAPP_OLD_ROOMS`` names (rooms held back).

An upgrade never re-decides history: some of these journals hold entries today's rules refuse
or deal otherwise (rulings changed since). Every table must still open as the old floorapp
left it, every entry must be read (History, the state after each one), and the next action is
decided by today's rules.
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import sqlite3
import uuid
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

import pytest
from room_backends import SERVER, admin, server_address

from floorapp.rules import DealHand, Refused
from floorapp.storage import codec
from floorapp.storage.database import schema_version
from floorapp.storage.history_pages import HistoryFilter, read_history_page
from floorapp.storage.journal import Replay
from floorapp.storage.room import Room
from floorapp.storage.service import Undo
from floorapp.tournament import Draw, EventRules

OLD_ROOMS = Path(__file__).parent / "data" / "old_rooms"
MORE_ROOMS = "FLOORAPP_OLD_ROOMS"
"""Folders of more old rooms (made the same way, not kept in the repository), separated as
``PATH`` is: every room in them is opened by the same tests."""
RECORDS = sorted(OLD_ROOMS.glob("*.recorded.json")) + sorted(
    path for folder in os.environ.get(MORE_ROOMS, "").split(os.pathsep) if folder
    for path in Path(folder).glob("*.recorded.json"))


def record_of(path: Path) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(path.read_text())
    return found


def _ids(path: Path) -> str:
    return path.name.removesuffix(".recorded.json")


OPENED = [path for path in RECORDS if SERVER or record_of(path)["backend"] == "sqlite"]
"""The rooms this run opens: those on PostgreSQL where there is a server (none skipped)."""


@pytest.fixture(params=OPENED, ids=_ids)
def old_room(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, Any]]:
    """An old room laid out afresh (a folder, or a database on the test server) and what its
    writer held at the end."""
    record = record_of(request.param)
    stem = request.param.name.removesuffix(".recorded.json")
    if record["backend"] == "sqlite":
        with gzip.open(request.param.parent / f"{stem}.sqlite3.gz") as packed, \
                (tmp_path / "room.sqlite3").open("wb") as out:
            shutil.copyfileobj(packed, out)
        yield str(tmp_path), record
        return
    with restored(request.param.parent / f"{stem}.sql.gz") as address:
        yield address, record


@contextmanager
def restored(dump: Path) -> Iterator[str]:
    """A new database on the test server holding a room's plain SQL dump."""
    import psycopg

    name = f"floorapp_old_{uuid.uuid4().hex[:16]}"
    admin("CREATE DATABASE " + name)
    try:
        address = server_address(dbname=name)
        with gzip.open(dump, "rt") as text, psycopg.connect(address, autocommit=True) as db:
            db.execute(text.read())  # type: ignore[call-overload]
        yield address
    finally:
        admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def test_there_is_an_old_room_of_every_earlier_schema() -> None:
    schemas = {(record_of(path)["schema"], record_of(path)["backend"]) for path in RECORDS}
    assert {(version, "sqlite") for version in range(1, schema_version())} <= schemas
    # a room on PostgreSQL began with schema 3
    assert {(version, "postgresql") for version in range(3, schema_version())} <= schemas


def test_an_old_room_opens_as_recorded_with_every_table_and_entry(
    old_room: tuple[str, Any],
) -> None:
    address, record = old_room
    with closing(Room.open(address)) as room:
        tables = {info.id: info for info in room.tables()}
        assert set(tables) == {int(table_id) for table_id in record["tables"]}
        for table_id_text, kept in record["tables"].items():
            table_id = int(table_id_text)
            assert tables[table_id].name == kept["name"]
            state = room.state(table_id)
            assert state.entry == kept["entry"]
            assert state.table == codec.decode_table(kept["table"])
            assert list(state.undo) == kept["undo"]
            assert list(state.redo) == kept["redo"]
            entries = list(room.entries(table_id, with_players=False))
            assert len(entries) == kept["entries"]
            states = list(room.states_after(table_id, 0, state.entry))
            assert [each.entry for each in states] == [entry.id for entry in entries]
            assert len(history_of(room, table_id)) == kept["entries"]


@pytest.mark.parametrize(
    "path", [path for path in RECORDS if record_of(path)["schema"] < 3], ids=_ids)
def test_every_state_an_old_floorapp_recorded_stands(path: Path, tmp_path: Path) -> None:
    """The old floorapp kept a snapshot of each table every few entries (schema 1 and 2: every
    16, and on closing): after the upgrade, the table after each of those entries is the one
    the snapshot holds, whatever today's rules make of the entries before it. (Schema 3's
    heads and kept snapshots stay as they are, and every look back starts from them.)"""
    stem = path.name.removesuffix(".recorded.json")
    with gzip.open(path.parent / f"{stem}.sqlite3.gz") as packed, \
            (tmp_path / "room.sqlite3").open("wb") as out:
        shutil.copyfileobj(packed, out)
    address = str(tmp_path)
    with closing(sqlite3.connect(Path(address) / "room.sqlite3")) as old:
        recorded = old.execute(
            "SELECT table_id, entry_id, state FROM snapshots ORDER BY entry_id").fetchall()
    assert len(recorded) > 30
    with closing(Room.open(address)) as room:
        for table_id, entry, text in recorded:
            kept = json.loads(text)
            state = room.state_after(table_id, entry)
            assert state.table == codec.decode_table(kept["table"]), (table_id, entry)
            assert list(state.undo) == kept["undo"]
            assert list(state.redo) == kept["redo"]


def history_of(room: Room, table_id: int) -> list[Any]:
    """Every entry of a table, as History reads them, a page at a time."""
    found: list[Any] = []
    before = None
    while True:
        page = read_history_page(room, HistoryFilter(table_id=table_id), before_table=before)
        found.extend(page.entries)
        if not page.more:
            return found
        before = page.before_table


def test_the_next_action_in_an_old_room_follows_todays_rules(old_room: tuple[str, Any]) -> None:
    address, record = old_room
    with closing(Room.open(address)) as room:
        for table_id in (int(table_id) for table_id in record["tables"]):
            state = room.state(table_id)
            try:
                change = room.apply(table_id, DealHand(), state.entry)
            except Refused:
                continue  # today's rules may refuse a deal there: that is their decision
            assert change.entry > state.entry
            room.apply(table_id, Undo(), change.entry)
            assert room.state(table_id).table == state.table
    with closing(Room.open(address)) as again:
        for table_id_text, kept in record["tables"].items():
            assert again.state(int(table_id_text)).table == codec.decode_table(kept["table"])


def test_an_upgraded_old_room_runs_an_event_beside_its_tables(old_room: tuple[str, Any]
                                                                ) -> None:
    address, record = old_room
    with closing(Room.open(address)) as room:
        assert room.events() == []
        event = room.add_event("Sunday", EventRules(seats=6))
        drawn = room.apply_event(event.id, Draw(("Ann", "Bob", "Cy"), 1, 3),
                                 room.event_state(event.id).position)
    with closing(Room.open(address)) as again:
        assert again.event_state(event.id).event == drawn.state.event
        assert [info.name for info in again.events()] == ["Sunday"]
        assert len(again.tables()) == len(record["tables"])


def test_old_entries_that_todays_rules_decide_otherwise_stand_as_recorded() -> None:
    """The rooms of schema 2 hold such entries (a move from the button F-13 now refuses...):
    the test data shows the problem, and the replay names them."""
    path = OLD_ROOMS / "room-schema-2-5018d52-sqlite.recorded.json"
    stem = path.name.removesuffix(".recorded.json")
    earlier = 0
    refused: set[str] = set()
    with _opened(path.parent / f"{stem}.sqlite3.gz") as room:
        for info in room.tables():
            replay = Replay.from_creation(info.id)
            replay.run(room.rows(info.id))
            earlier += len(replay.earlier)
            marked = history_earlier(room, info.id)
            assert marked
            assert set(marked) <= set(replay.earlier) | set(marked)
            refused |= {str(why.code) for why in marked.values() if why is not None}
    assert earlier > 0
    assert "move-from-button" in refused  # History says which ruling changed since


def history_earlier(room: Room, table_id: int) -> dict[int, Refused | None]:
    """What History says of a table's entries that today's rules decide otherwise."""
    found: dict[int, Refused | None] = {}
    before = None
    while True:
        page = read_history_page(room, HistoryFilter(table_id=table_id), before_table=before)
        found.update(page.earlier)
        if not page.more:
            return found
        before = page.before_table


@contextmanager
def _opened(packed_room: Path) -> Iterator[Room]:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        with gzip.open(packed_room) as packed, (Path(folder) / "room.sqlite3").open("wb") as out:
            shutil.copyfileobj(packed, out)
        with closing(Room.open(folder)) as room:
            yield room


def test_a_replay_takes_an_entry_todays_rules_refuse_as_recorded() -> None:
    """A move from the button (today's rules refuse it: F-13) recorded by an older floorapp:
    the quick replay keeps it in effect, names it, and an undo of it puts back the table saved
    with the undo; the audit still refuses it."""
    from floorapp.rules import Choice, ErrorCode, HouseRules, Move, Sit, apply, empty_table
    from floorapp.rules.dealer import next_button
    from floorapp.storage.errors import StorageError
    from floorapp.storage.journal import Row

    table = empty_table(HouseRules(), 9)
    for seat, name in ((1, "Ann"), (3, "Bob"), (5, "Cy"), (7, "Di")):
        table = apply(table, Sit(seat, name, Choice.POST)).after
    button = next_button(table)
    assert button is not None
    move = Move(button, 9, Choice.WAIT)
    rows = [
        Row(1, "create", None, None, None, codec.encode_table(table)),
        Row(2, "event", None, codec.encode_event(move), None, None),
        Row(3, "undo", 2, codec.encode_event(move), None, codec.encode_table(table)),
    ]
    replay = Replay.from_creation(1)
    replay.run(rows[:2])
    refusal = replay.earlier[2]
    assert refusal is not None and refusal.code is ErrorCode.MOVE_FROM_BUTTON
    assert replay.state.entry == 2 and replay.state.undo == (2,)
    replay.step(rows[2])
    assert replay.state.table == table and replay.state.redo == (2,)
    with pytest.raises(StorageError, match="move-from-button"):
        Replay.from_creation(1, check=True).run(rows[:2])


def test_a_hand_dealt_under_the_earlier_seat_change_into_the_zone_stands_as_recorded() -> None:
    """Issue 27 changed a ruling (F-41): a move into the zone with ``wait`` was charged a big
    blind, and the mover was dealt in behind the button. A journal holding such a deal keeps
    it: the replay names it as decided under earlier rules and its recorded deal is the last."""
    import tomllib
    from dataclasses import replace

    from floorapp.rules import DealHand, Move, Post, PostKind, RuleId, apply
    from floorapp.scenario import parse_scenario
    from floorapp.storage.journal import Row

    table = parse_scenario(tomllib.loads(
        'title = "old"\n[table]\nseats = 9\n'
        'players = { 1 = "Ann", 2 = "Bob", 4 = "Di", 5 = "Ed", 6 = "Flo", 7 = "Gus", 8 = "Hal" }\n'
        'last = { button = 1, small_blind = 2, big_blind = 4 }\n')).table
    move = Move(7, 3, "wait")
    first = apply(apply(table, move).after, DealHand())
    today = apply(first.after, DealHand()).deal
    assert today is not None and 3 not in today.dealt  # F-41: he waits
    old = replace(today, dealt=tuple(sorted((*today.dealt, 3))), waiting=(),
                  posts=(*today.posts, Post(3, 2, 0, PostKind.SEAT_CHANGE, (RuleId.R_71,))))
    rows = [
        Row(1, "create", None, None, None, codec.encode_table(table)),
        Row(2, "event", None, codec.encode_event(move), None, None),
        Row(3, "event", None, codec.encode_event(DealHand()), codec.encode_deal(first.deal), None),
        Row(4, "event", None, codec.encode_event(DealHand()), codec.encode_deal(old), None),
    ]
    replay = Replay.from_creation(1)
    replay.run(rows)
    assert replay.earlier == {4: None}
    assert replay.state.table.last_deal == old and replay.state.hands == 2

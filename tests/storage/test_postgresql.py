"""What only a room on a PostgreSQL server has to show: the server itself keeps the journal
append-only, refuses a newer schema or a database that is not a room, and never hears or tells
a password it should not. Collected only when ``FLOORAPP_TEST_POSTGRESQL`` names a server
(``conftest.py``); the behaviour both backends share is in the other room tests."""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Iterator

import psycopg
import pytest
from room_backends import Rooms, a_schema_3_room, admin, server_address
from storage_helpers import SEATED, act

from floorapp.lists import AddName, SeatName, Spot
from floorapp.rules import DealHand, HouseRules
from floorapp.storage.database import schema_version
from floorapp.storage.errors import NewerSchema, Problem, StorageError
from floorapp.storage.live import list_payload, payload
from floorapp.storage.postgresql import WRITES
from floorapp.storage.room import Room


@pytest.fixture
def address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with Rooms("postgresql", tmp_path_factory).fresh() as fresh:
        yield fresh


def a_room_with_a_deal(address: str) -> int:
    with Room.open(address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, DealHand())
    return table_id


@pytest.mark.parametrize("statement", [
    "UPDATE journal SET note = 'changed'",
    "DELETE FROM journal",
    "TRUNCATE journal CASCADE",
])
def test_the_server_refuses_to_change_or_delete_journal_entries(
    address: str, statement: str
) -> None:
    table_id = a_room_with_a_deal(address)
    with psycopg.connect(address, autocommit=True) as other:  # not through floorapp at all
        with pytest.raises(psycopg.Error, match="the journal is append-only"):
            other.execute(statement)  # type: ignore[arg-type]
        assert other.execute("SELECT count(*) FROM journal").fetchone() == (2,)
    with Room.open(address) as room:
        assert len(room.history(table_id)) == 2
        assert room.state(table_id).last_deal is not None


def test_a_room_of_a_newer_schema_is_refused_and_left_as_it_is(address: str) -> None:
    a_room_with_a_deal(address)
    with psycopg.connect(address, autocommit=True) as other:
        other.execute("UPDATE meta SET value = '99' WHERE key = 'schema'")
    with pytest.raises(NewerSchema) as refused:
        Room.open(address)
    assert (refused.value.found, refused.value.problem) == (99, Problem.NEWER_SCHEMA)
    with psycopg.connect(address, autocommit=True) as other:
        assert other.execute("SELECT count(*) FROM journal").fetchone() == (2,)


def test_a_database_holding_other_tables_is_refused_and_untouched(address: str) -> None:
    with psycopg.connect(address, autocommit=True) as other:
        other.execute("CREATE TABLE customers (id INTEGER)")
    with pytest.raises(StorageError, match="not a floorapp room"):
        Room.open(address)
    with psycopg.connect(address, autocommit=True) as other:
        tables = other.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
        assert tables.fetchall() == [("customers",)]


def test_a_room_opened_read_only_refuses_to_write(address: str) -> None:
    table_id = a_room_with_a_deal(address)
    with Room.open(address, read_only=True) as room:
        assert room.state(table_id).last_deal is not None
        with pytest.raises(StorageError) as refused:
            act(room, table_id, DealHand())
        assert refused.value.problem is Problem.READ_ONLY
        assert len(room.history(table_id)) == 2


def test_pcs_opening_an_empty_database_at_once_create_one_room(address: str) -> None:
    opened: list[int] = []
    failed: list[BaseException] = []

    def open_room() -> None:
        try:
            with Room.open(address) as room:
                opened.append(room.database.version)
        except BaseException as error:  # noqa: BLE001 - reported below
            failed.append(error)

    threads = [threading.Thread(target=open_room) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failed == [] and opened == [schema_version()] * 4


def test_a_refused_login_is_a_clear_error_without_the_password(
    address: str, caplog: pytest.LogCaptureFixture
) -> None:
    nobody = f"floorapp_nobody_{uuid.uuid4().hex[:8]}"  # refused under trust and password auth
    wrong = server_address(user=nobody, password="s3cret-word")
    with caplog.at_level(logging.DEBUG), pytest.raises(StorageError) as refused:
        Room.open(wrong)
    message = str(refused.value)
    assert message.startswith("Could not open the room at ")
    assert nobody in message and "s3cret-word" not in message
    assert "s3cret-word" not in str(refused.value.path) and "s3cret-word" not in caplog.text


def test_a_password_in_the_address_is_never_shown_or_logged(
    address: str, caplog: pytest.LogCaptureFixture
) -> None:
    with_password = address + " password=s3cret-word"
    with caplog.at_level(logging.DEBUG), Room.open(with_password) as room:
        room.add_table("Main", start=SEATED)
        assert "s3cret-word" not in room.where
    assert "s3cret-word" not in caplog.text
    assert "a new room was created at" in caplog.text


def test_each_test_room_is_a_database_of_its_own(address: str) -> None:
    a_room_with_a_deal(address)
    with psycopg.connect(server_address(), autocommit=True) as server:
        names = [row[0] for row in server.execute("SELECT datname FROM pg_database")]
    assert psycopg.conninfo.conninfo_to_dict(address)["dbname"] in names
    admin("SELECT 1")


def test_a_room_of_schema_3_is_upgraded_by_its_owner_with_a_game_per_stakes(
    address: str,
) -> None:
    a_schema_3_room(address)
    with Room.open(address) as room:
        assert room.database.version == schema_version()
        games = {game.name: game.id for game in room.games()}
        assert set(games) == {"1/2 limit", "5/10 limit"}
        assert [table.game_id for table in room.tables()] == [
            games["1/2 limit"], games["1/2 limit"], games["5/10 limit"]]
        assert room.list_state(games["1/2 limit"]).names.names == ()
    with Room.open(address) as room:  # once is enough: nothing more to do
        assert len(room.games()) == 2


def test_a_room_of_schema_3_is_not_upgraded_by_a_reader(address: str) -> None:
    a_schema_3_room(address)
    with pytest.raises(StorageError, match="floorapp room init") as refused:
        Room.open(address, read_only=True)
    assert refused.value.problem is Problem.READ_ONLY
    with psycopg.connect(address, autocommit=True) as other:
        assert other.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone() == ("3",)


def test_a_seating_locks_reads_and_commits_with_its_announcements_in_few_round_trips(
    address: str,
) -> None:
    """Each statement (or message of statements) is a round trip to the server: a seating
    from the list checks the list's position once any write under way at the game has ended,
    holds the game and the table, reads each journal's latest entry once under its lock (the
    table's with its lock, in one message), writes, and sends its two announcements with the
    COMMIT, which another PC then hears."""
    with Room.open(address) as room, Room.open(address) as other:
        table = room.add_table("T1", HouseRules(), 6, SEATED)
        game = table.game_id
        assert game is not None
        room.apply_list(game, AddName("Eve"), room.list_position(game))
        watcher = other.watch()
        sent: list[str] = []
        connection = room.database.connection
        execute, executemany = connection.execute, connection.executemany

        def counted(sql: str, parameters: object = (), /) -> object:
            sent.append(sql)
            return execute(sql, parameters)  # type: ignore[arg-type]

        def counted_many(sql: str, parameters: object, /) -> None:
            sent.append(sql)
            executemany(sql, parameters)  # type: ignore[arg-type]

        connection.execute = counted  # type: ignore[method-assign]
        connection.executemany = counted_many  # type: ignore[method-assign]
        change = room.apply_list(game, SeatName(1, Spot(table.id, 5), "post"),
                                 room.list_position(game))
        connection.execute, connection.executemany = execute, executemany  # type: ignore[method-assign]
        entry = change.tables[0].entry
        assert [" ".join(sql.split()[:3]) if sql.startswith("INSERT") else sql
                for sql in sent] == [
            f"SELECT pg_advisory_xact_lock_shared({WRITES['games']}, {game}); "
            f"SELECT max(id) FROM list_journal WHERE game_id = {game}",
            "BEGIN ISOLATION LEVEL READ COMMITTED",
            f"SELECT id FROM games WHERE id = {game} FOR UPDATE; "
            f"SELECT pg_advisory_xact_lock({WRITES['games']}, {game})",
            "SELECT max(id) FROM list_journal WHERE game_id = ?",
            f"SELECT id FROM tables WHERE id = {table.id} FOR UPDATE; "
            f"SELECT pg_advisory_xact_lock({WRITES['tables']}, {table.id}); "
            f"SELECT CASE WHEN closed IS NULL THEN (SELECT max(id) FROM journal WHERE "
            f"table_id = {table.id}) END FROM tables WHERE id = {table.id}",  # read once
            "INSERT INTO journal",
            "INSERT INTO sittings",
            "INSERT INTO digests",  # the state the entry left (it holds the entry's own id)
            "INSERT INTO list_journal",
            "INSERT INTO links",
            f'NOTIFY "floorapp_room", \'{payload(table.id, entry)}\'; '
            f'NOTIFY "floorapp_room", \'{list_payload(game, change.entry)}\'; COMMIT',
        ]
        for _ in range(100):  # the server's announcements take a moment to arrive
            if (heard := watcher.changes()) and watcher.list_changes():
                break
            time.sleep(0.02)
        assert heard == {table.id: entry}
        watcher.close()

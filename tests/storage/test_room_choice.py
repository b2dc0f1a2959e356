"""Choosing the room: which addresses Settings → Room may keep (never one with a password),
where a start's room comes from (``--room`` > ``FLOORAPP_ROOM`` > Settings > the data folder's
file), and "Test connection" (:func:`try_room`) on a real PostgreSQL cluster: what it finds,
the server's reasons, and that it writes nothing."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import make_conninfo

from floorapp.rules import HouseRules
from floorapp.storage import paths
from floorapp.storage.database import schema_version
from floorapp.storage.errors import NewerSchema, Problem, StorageError
from floorapp.storage.paths import ChosenRoom, RoomSource, chosen_room
from floorapp.storage.room import Room
from floorapp.storage.room_choice import AddressProblem, Tried, address_problem, try_room


@pytest.mark.parametrize("address", [
    "postgresql://pit1@db.example:5432/floorroom?sslmode=verify-full",
    "postgres://db.example/floorroom",
    "host=db.example dbname=floorroom user=pit1",
    "service=floorroom",
    "  service=floorroom  ",
    "postgresql://pit1@db.example/floorroom?passfile=/home/pit/.pgpass",
])
def test_an_address_without_a_password_may_be_kept(address: str) -> None:
    assert address_problem(address) is None


@pytest.mark.parametrize("address", [
    "postgresql://pit1:s3cret@db.example/floorroom",
    "postgresql://pit1@db.example/floorroom?password=s3cret",
    "host=db.example dbname=floorroom password=s3cret",
    "service=floorroom password='two words'",
    "host=db.example sslpassword=key-secret",
])
def test_an_address_with_a_password_is_refused(address: str) -> None:
    assert address_problem(address) is AddressProblem.PASSWORD


@pytest.mark.parametrize(("address", "problem"), [
    ("", AddressProblem.EMPTY),
    ("   ", AddressProblem.EMPTY),
    ("/home/pit/.local/share/floorapp", AddressProblem.NOT_POSTGRESQL),
    ("db.example/floorroom", AddressProblem.NOT_POSTGRESQL),
    ("mysql://db.example/floorroom", AddressProblem.NOT_POSTGRESQL),
    ("host=db.example dbname='floorroom", AddressProblem.UNREADABLE),
    ("host=db.example floorroom", AddressProblem.UNREADABLE),
])
def test_what_is_no_room_address_is_named(address: str, problem: AddressProblem) -> None:
    assert address_problem(address) is problem
    with pytest.raises(ValueError, match=str(problem)):
        try_room(address)  # nothing is tried


@pytest.fixture
def no_room_variable(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.delenv(paths.ROOM_VARIABLE, raising=False)
    return monkeypatch


@pytest.mark.parametrize(("command_line", "environment", "saved", "expected"), [
    (None, None, None, ChosenRoom(None, RoomSource.DEFAULT)),
    (None, None, "service=saved", ChosenRoom("service=saved", RoomSource.SETTINGS)),
    (None, "service=env", "service=saved", ChosenRoom("service=env", RoomSource.ENVIRONMENT)),
    (None, "service=env", None, ChosenRoom("service=env", RoomSource.ENVIRONMENT)),
    ("service=cli", "service=env", "service=saved",
     ChosenRoom("service=cli", RoomSource.COMMAND_LINE)),
    ("service=cli", None, None, ChosenRoom("service=cli", RoomSource.COMMAND_LINE)),
    (None, "", "service=saved", ChosenRoom("service=saved", RoomSource.SETTINGS)),
])
def test_room_precedence_is_the_command_line_the_variable_settings_then_the_file(
    no_room_variable: pytest.MonkeyPatch, command_line: str | None, environment: str | None,
    saved: str | None, expected: ChosenRoom,
) -> None:
    if environment is not None:
        no_room_variable.setenv(paths.ROOM_VARIABLE, environment)
    chosen = chosen_room(command_line, saved)
    assert chosen == expected
    assert chosen.overridden is (expected.source in (RoomSource.COMMAND_LINE,
                                                     RoomSource.ENVIRONMENT))


# --- Test connection, on the test cluster ---------------------------------------------------


def user_tables(address: str) -> list[str]:
    with psycopg.connect(address) as connection:
        return [row[0] for row in connection.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1")]


def test_an_empty_database_is_found_empty_and_left_empty(postgresql_database: str) -> None:
    tried = try_room(postgresql_database)
    assert tried.open_tables is None
    assert "dbname=floorapp_test_" in tried.where
    assert user_tables(postgresql_database) == []  # not even the room's schema was created


def test_a_room_says_how_many_open_tables_it_has(postgresql_database: str) -> None:
    with Room.open(postgresql_database) as room:
        room.add_table("Main", HouseRules())
        room.close_table(room.add_table("Gone", HouseRules()).id)
        entries = room.database.rows("SELECT count(*) FROM journal")
        where = room.where
    assert try_room(postgresql_database) == Tried(where, 1)
    with Room.open(postgresql_database) as room:
        assert room.database.rows("SELECT count(*) FROM journal") == entries  # nothing written


def test_another_programs_database_is_refused_untouched(postgresql_database: str) -> None:
    with psycopg.connect(postgresql_database, autocommit=True) as connection:
        connection.execute("CREATE TABLE invoices (id integer)")
    with pytest.raises(StorageError) as refused:
        try_room(postgresql_database)
    assert refused.value.problem is Problem.DAMAGED
    assert "not a floorapp room (it holds other tables)" in refused.value.message
    assert user_tables(postgresql_database) == ["invoices"]


def test_a_room_of_a_newer_floorapp_is_refused(postgresql_database: str) -> None:
    Room.open(postgresql_database).close()
    with psycopg.connect(postgresql_database, autocommit=True) as connection:
        connection.execute("UPDATE meta SET value = %s WHERE key = 'schema'",
                           (str(schema_version() + 1),))
    with pytest.raises(NewerSchema) as refused:
        try_room(postgresql_database)
    assert refused.value.found == schema_version() + 1


def test_a_database_that_does_not_exist_is_the_servers_reason(postgresql_cluster: str) -> None:
    address = make_conninfo(postgresql_cluster, dbname="no_such_room")
    with pytest.raises(StorageError) as refused:
        try_room(address)
    assert refused.value.problem is Problem.IO
    assert 'database "no_such_room" does not exist' in refused.value.message


@pytest.fixture
def login(postgresql_cluster: str) -> Iterator[str]:
    """A login role whose password is ``right-word`` (kept out of every address)."""
    role = f"pit_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD 'right-word'").format(
            sql.Identifier(role)))
    try:
        yield role
    finally:
        with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
            admin.execute(sql.SQL("DROP ROLE IF EXISTS {}").format(sql.Identifier(role)))


def test_a_wrong_password_is_the_servers_reason_without_the_password(
    postgresql_database: str, login: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PGPASSWORD", "wrong-word")
    with pytest.raises(StorageError) as refused:
        try_room(make_conninfo(postgresql_database, user=login))
    assert f'password authentication failed for user "{login}"' in refused.value.message
    assert "wrong-word" not in refused.value.message


def test_a_role_without_the_rooms_grants_is_refused_not_found_empty(
    postgresql_database: str, login: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    Room.open(postgresql_database).close()  # a room, but this role was given no rights on it
    monkeypatch.setenv("PGPASSWORD", "right-word")
    with pytest.raises(StorageError) as refused:
        try_room(make_conninfo(postgresql_database, user=login))
    assert refused.value.problem is Problem.READ_ONLY
    assert "permission denied" in refused.value.message

"""The backend seam: which address names which database, the SQL written once for both, and a
PostgreSQL server that cannot be reached (no server needed for these)."""

from __future__ import annotations

import logging
import socket

import pytest

from floorapp.storage import paths
from floorapp.storage.backend import is_postgresql
from floorapp.storage.errors import Problem, StorageError
from floorapp.storage.postgresql_connection import describe, translate
from floorapp.storage.room import Room


@pytest.mark.parametrize("address", [
    "postgresql://floor@db.example:5432/room?sslmode=verify-full",
    "postgres://db.example/room",
    "host=db.example dbname=room",
    "service=floor",
])
def test_a_postgresql_url_or_connection_string_names_a_server(address: str) -> None:
    assert is_postgresql(address)


@pytest.mark.parametrize("address", ["/var/lib/floorapp", "room", "C:\\floor\\data", None])
def test_a_folder_names_a_sqlite_room(address: str | None) -> None:
    assert not is_postgresql(address)


def test_parameters_become_psycopg_placeholders_in_order() -> None:
    assert translate("SELECT a FROM t WHERE b = ? AND c = ?") == (
        "SELECT a FROM t WHERE b = %s AND c = %s", (0, 1))
    assert translate("WHERE x = ?2 AND y = ?1 OR z = ?2") == (
        "WHERE x = %s AND y = %s OR z = %s", (1, 0, 1))
    assert translate("SELECT '?%' || ? LIKE 'a%'") == ("SELECT '?%' || %s LIKE 'a%'", (0,))
    assert translate("SELECT 5 % ?") == ("SELECT 5 %% %s", (0,))


def test_an_address_is_shown_without_its_password() -> None:
    shown = describe("postgresql://floor:s3cret-word@db.example:5433/room?sslmode=require")
    assert "s3cret-word" not in shown
    assert all(part in shown for part in ("floor", "db.example", "5433", "room", "require"))
    assert "s3cret" not in describe("host=db password=s3cret dbname=room")


def test_a_server_that_cannot_be_reached_is_a_clear_error_without_the_password(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"postgresql://floor:s3cret-word@127.0.0.1:{port}/room?connect_timeout=3"
    with caplog.at_level(logging.DEBUG), pytest.raises(StorageError) as refused:
        Room.open(address)
    assert refused.value.problem is Problem.IO
    assert "Could not open the room at" in str(refused.value)
    assert f"port={port}" in str(refused.value)
    assert "s3cret-word" not in str(refused.value) and "s3cret-word" not in caplog.text
    assert refused.value.__cause__ is None and refused.value.__suppress_context__


def test_the_room_address_is_room_else_floorapp_room_else_the_data_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(paths.ROOM_VARIABLE, raising=False)
    assert paths.room_address() is None
    monkeypatch.setenv(paths.ROOM_VARIABLE, "service=floor")
    assert paths.room_address() == "service=floor"
    assert paths.room_address("postgresql://db/room") == "postgresql://db/room"

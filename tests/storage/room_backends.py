"""Rooms of each backend for the storage tests (the fixtures are in ``conftest.py``).

``FLOORAPP_TEST_POSTGRESQL`` is the address of a PostgreSQL server the tests may create and
drop databases on; each room on it is a database of its own with a unique name.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

SERVER_VARIABLE = "FLOORAPP_TEST_POSTGRESQL"
SERVER = os.environ.get(SERVER_VARIABLE, "")
BACKENDS = ["sqlite", *(["postgresql"] if SERVER else [])]


class Rooms:
    """Fresh, empty rooms of one backend."""

    def __init__(self, backend: str, folders: pytest.TempPathFactory) -> None:
        self.backend = backend
        self._folders = folders

    @contextmanager
    def fresh(self) -> Iterator[str]:
        """A new room's address, its database dropped afterwards (a folder stays for pytest
        to clean)."""
        if self.backend == "sqlite":
            yield str(self._folders.mktemp("room"))
            return
        name = f"floorapp_test_{uuid.uuid4().hex[:16]}"
        admin("CREATE DATABASE " + name)
        try:
            yield server_address(dbname=name)
        finally:
            admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def server_address(**changes: str) -> str:
    """The test server's address with some of its parts changed (``dbname``, ``user``...)."""
    from psycopg.conninfo import make_conninfo

    return make_conninfo(SERVER, **changes)


def admin(statement: str) -> None:
    """Run one statement on the test server's own database (outside any transaction)."""
    import psycopg

    with psycopg.connect(SERVER, autocommit=True) as connection:
        connection.execute(statement)  # type: ignore[arg-type]


def a_schema_3_room(address: str) -> None:
    """A room as floorapp wrote it on PostgreSQL before the lists (schema 3): two tables of
    the same stakes and one of others."""
    import psycopg

    from floorapp.rules import HouseRules
    from floorapp.storage import codec, schema

    with psycopg.connect(address, autocommit=True) as other, other.transaction():
        for statement in schema.POSTGRESQL_VERSION_3:
            other.execute(statement)  # type: ignore[arg-type]
        for key, value in (("application", "floorapp"), ("schema", "3"),
                           ("codec", str(codec.CODEC_VERSION))):
            other.execute("INSERT INTO meta (key, value) VALUES (%s, %s)", (key, value))
        other.execute("INSERT INTO dictionaries (id, content) VALUES (1, %s)",
                      (codec.default_dictionary(),))
        for name, blinds in (("One", (1, 2)), ("Two", (1, 2)), ("Big", (5, 10))):
            house = codec.to_json(codec.encode_house(HouseRules(blinds=blinds)))
            other.execute("INSERT INTO tables (name, house, start, created) VALUES "
                          "(%s, %s, %s, '2026-11-01T12:00:00+00:00')",
                          (name, house, codec.to_json({"seats": 9})))

"""The room tests run against each backend: a SQLite file always, a PostgreSQL room when the
environment names a server.

``FLOORAPP_TEST_POSTGRESQL`` is the address of a PostgreSQL server the tests may create and
drop databases on (``postgresql://postgres@127.0.0.1:5432/postgres``; ``.ci/run`` starts one).
Each room on it is a database of its own with a unique name, dropped after the test.

- ``room_address``: a fresh room's address for one test (a new folder, or a new database);
- ``rooms``: makes fresh room addresses (``with rooms.fresh() as address``), for a Hypothesis
  test that needs a new room per example;
- ``backend``: ``"sqlite"`` or ``"postgresql"``.

Tests that use them run once per backend; nothing is skipped when no server is given (only
the SQLite runs exist).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from room_backends import BACKENDS, SERVER, Rooms, admin

collect_ignore = [] if SERVER else ["test_postgresql.py", "test_postgresql_cut.py"]
"""The PostgreSQL-only tests exist only where there is a server (never skipped)."""


@pytest.fixture(scope="session", params=BACKENDS)
def rooms(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Rooms:
    return Rooms(request.param, tmp_path_factory)


@pytest.fixture
def backend(rooms: Rooms) -> str:
    return rooms.backend


@pytest.fixture
def room_address(rooms: Rooms) -> Iterator[str]:
    with rooms.fresh() as address:
        yield address


@pytest.fixture
def owner(postgresql_cluster: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """An empty database's address, as its owner."""
    with Rooms("postgresql", tmp_path_factory).fresh() as address:
        yield address


@pytest.fixture
def logins(
    postgresql_cluster: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[str, str]]:
    """Two new login roles, a pit PC's and a board's, their passwords in a libpq password file
    as on a floor PC (``~/.pgpass``; here PGPASSFILE); dropped afterwards."""
    suffix = uuid.uuid4().hex[:8]
    pit, board = f"floorapp_pit_{suffix}", f"floorapp_tv_{suffix}"
    passfile = tmp_path / "pgpass"
    lines = []
    for role in (pit, board):
        password = uuid.uuid4().hex
        admin(f"CREATE ROLE {role} LOGIN PASSWORD '{password}'")
        lines.append(f"*:*:*:{role}:{password}\n")
    passfile.write_text("".join(lines), encoding="utf-8")
    passfile.chmod(0o600)
    monkeypatch.setenv("PGPASSFILE", str(passfile))
    yield pit, board
    for role in (pit, board):
        admin(f"DROP ROLE IF EXISTS {role}")

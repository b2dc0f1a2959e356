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

from collections.abc import Iterator

import pytest
from room_backends import BACKENDS, SERVER, Rooms

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

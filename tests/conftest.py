"""Shared test setup.

Qt runs without a display here (``offscreen``), set before anything imports Qt. Tests that use
the ``qtbot`` fixture or live in ``tests/gui/`` are marked ``gui`` automatically, so the pure
tests run alone with ``pytest -m "not gui"``.

PostgreSQL: when ``FLOORAPP_TEST_POSTGRESQL`` names a cluster (a libpq connection string, as
``tools/pg_test_cluster.py`` exports it), the room tests run once per backend, ``"sqlite"`` and
``"postgresql"`` (tests/storage/conftest.py); without it, once, on SQLite, and the tests that
need the cluster itself are deselected (the header says so): nothing is skipped. CI
(``CI=true``) must have the cluster: the run stops at once without it.
"""

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import make_conninfo

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GUI_TESTS_FOLDER = Path(__file__).parent / "gui"
POSTGRESQL_VARIABLE = "FLOORAPP_TEST_POSTGRESQL"


def postgresql_cluster_url() -> str | None:
    """The cluster the tests may use, or None (SQLite only)."""
    return os.environ.get(POSTGRESQL_VARIABLE) or None


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("CI", "").lower() in ("true", "1") and not postgresql_cluster_url():
        raise pytest.UsageError(
            f"CI runs the storage tests on PostgreSQL too, and {POSTGRESQL_VARIABLE} is not set"
            " (.ci/run starts a cluster with tools/pg_test_cluster.py)")


def pytest_report_header() -> str:
    url = postgresql_cluster_url()
    if url:
        return f"PostgreSQL: {url} ({POSTGRESQL_VARIABLE}); backends: sqlite, postgresql"
    return (f"PostgreSQL: {POSTGRESQL_VARIABLE} not set, SQLite only"
            " (python3 tools/pg_test_cluster.py run -- ... adds PostgreSQL)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test that needs a QApplication as ``gui``; without a cluster, deselect the
    tests that need one."""
    for item in items:
        uses_qtbot = "qtbot" in getattr(item, "fixturenames", ())
        if uses_qtbot or GUI_TESTS_FOLDER in item.path.parents:
            item.add_marker(pytest.mark.gui)
    if postgresql_cluster_url():
        return
    needs_cluster = [item for item in items
                     if "postgresql_cluster" in getattr(item, "fixturenames", ())]
    if needs_cluster:
        config.hook.pytest_deselected(items=needs_cluster)
        items[:] = [item for item in items if item not in needs_cluster]


# --- databases --------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def postgresql_cluster() -> str:
    """The connection string of the test cluster (its superuser, database ``postgres``)."""
    url = postgresql_cluster_url()
    if url is None:
        pytest.fail(f"{POSTGRESQL_VARIABLE} is not set: this test needs a PostgreSQL cluster")
    return url


@pytest.fixture
def postgresql_database(postgresql_cluster: str) -> Iterator[str]:
    """A new, empty database on the test cluster, for this test alone: its connection string.
    Dropped afterwards, even if the test left a connection open."""
    name = f"floorapp_test_{uuid.uuid4().hex}"
    with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    try:
        yield make_conninfo(postgresql_cluster, dbname=name)
    finally:
        with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
            admin.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))

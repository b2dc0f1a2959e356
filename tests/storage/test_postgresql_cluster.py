"""The PostgreSQL plumbing of the tests (tests/conftest.py, tools/pg_test_cluster.py): each test
gets its own fresh, empty database, dropped after it; the cluster answers on 127.0.0.1 only; a
wrong password or an unknown role is refused with psycopg's plain error; the room tests' fresh rooms
are empty on every backend. Without ``FLOORAPP_TEST_POSTGRESQL`` the tests needing the cluster are
deselected (see conftest.py); the SQLite half still runs."""

from __future__ import annotations

import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict, make_conninfo

USER_TABLES = """
    SELECT count(*) FROM information_schema.tables
    WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
"""

databases_seen: dict[int, str] = {}
"""Turn -> the database the turn's test was given."""


@pytest.mark.parametrize("turn", [1, 2])
def test_each_test_gets_its_own_fresh_database_dropped_after_it(
    turn: int, postgresql_database: str, postgresql_cluster: str
) -> None:
    with psycopg.connect(postgresql_database) as connection:
        name = connection.execute("SELECT current_database()").fetchone()
        assert connection.execute(USER_TABLES).fetchone() == (0,)
        connection.execute("CREATE TABLE left_behind (n integer)")
    assert name is not None
    databases_seen[turn] = name[0]
    earlier = databases_seen.get(turn - 1)
    if earlier is not None:
        assert earlier != name[0]
        with psycopg.connect(postgresql_cluster) as admin:
            dropped = admin.execute("SELECT count(*) FROM pg_database WHERE datname = %s",
                                    [earlier]).fetchone()
        assert dropped == (0,)


def test_the_cluster_answers_on_127_0_0_1_only(postgresql_cluster: str) -> None:
    with psycopg.connect(postgresql_cluster) as connection:
        listening = connection.execute("SHOW listen_addresses").fetchone()
        server_address = connection.execute("SELECT host(inet_server_addr())").fetchone()
    assert listening == ("127.0.0.1",)
    assert server_address == ("127.0.0.1",)
    # Linux answers on all of 127.0.0.0/8: a server listening everywhere would accept this.
    port = int(conninfo_to_dict(postgresql_cluster)["port"])
    with pytest.raises(OSError), socket.create_connection(("127.0.0.2", port), timeout=2):
        pass


@pytest.fixture
def role_with_password(postgresql_cluster: str) -> Iterator[tuple[str, str]]:
    """A login role with a password on the cluster: (name, password); dropped afterwards."""
    role, password = f"floorapp_role_{uuid.uuid4().hex[:12]}", "the right one"
    with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(
            sql.Identifier(role), sql.Literal(password)))
    try:
        yield role, password
    finally:
        with psycopg.connect(postgresql_cluster, autocommit=True) as admin:
            admin.execute(sql.SQL("DROP ROLE {}").format(sql.Identifier(role)))


def test_a_wrong_password_or_an_unknown_role_is_refused_plainly(
    postgresql_cluster: str, role_with_password: tuple[str, str]
) -> None:
    role, password = role_with_password
    with psycopg.connect(make_conninfo(postgresql_cluster, user=role, password=password)) as ok:
        assert ok.execute("SELECT current_user").fetchone() == (role,)
    wrong_password = make_conninfo(postgresql_cluster, user=role, password="a wrong one")
    with pytest.raises(psycopg.OperationalError,
                       match=f'password authentication failed for user "{role}"'):
        psycopg.connect(wrong_password)
    unknown_role = make_conninfo(postgresql_cluster, user="nobody_here", password=password)
    with pytest.raises(psycopg.OperationalError,
                       match='password authentication failed for user "nobody_here"'):
        psycopg.connect(unknown_role)


def test_every_backend_gives_an_empty_room(backend: str, room_address: str) -> None:
    if backend == "postgresql":
        with psycopg.connect(room_address) as connection:
            assert connection.execute(USER_TABLES).fetchone() == (0,)
    else:
        assert backend == "sqlite"
        assert list(Path(room_address).iterdir()) == []

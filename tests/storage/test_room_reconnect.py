"""A room on PostgreSQL that loses its server: the session terminated, or the server restarted
mid-shift. The next action is refused with :class:`RoomUnreachable` and writes nothing; once
the room reconnects, every table is read again and the journal holds every committed entry
exactly once. Needs the test cluster (deselected without it, see tests/conftest.py)."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from room_backends import Rooms
from storage_helpers import SEATED, act

from floorapp.rules import Away, DealHand
from floorapp.storage.errors import Problem, RoomUnreachable
from floorapp.storage.room import Room

TOOLS = Path(__file__).parents[2] / "tools"


@pytest.fixture
def address(postgresql_cluster: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with Rooms("postgresql", tmp_path_factory).fresh() as fresh:
        yield fresh


def terminate(address: str, room: Room) -> None:
    """End the room's own session at the server, as an administrator (or a crash) would."""
    pid = room.database.psycopg.info.backend_pid  # type: ignore[attr-defined]
    with psycopg.connect(address, autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s)", [pid])


def restart_server() -> None:
    """Restart the test cluster (every session is ended; everything committed stays)."""
    sys.path.insert(0, str(TOOLS))
    try:
        import pg_test_cluster as cluster
    finally:
        sys.path.remove(str(TOOLS))
    folder = Path(os.environ[cluster.FOLDER_VARIABLE])
    cluster.server(cluster.server_programs() / "pg_ctl", "--pgdata", folder / "data",
                   "--log", folder / "server.log", "--mode", "fast", "--wait", "--timeout",
                   "60", "restart", folder=folder)


def journal(address: str) -> list[int]:
    with psycopg.connect(address, autocommit=True) as other:
        return [row[0] for row in other.execute("SELECT id FROM journal ORDER BY id")]


def lose_and_come_back(address: str, lose: str) -> None:
    with Room.open(address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, DealHand())
        before = journal(address)
        if lose == "terminate":
            terminate(address, room)
        else:
            restart_server()
        with pytest.raises(RoomUnreachable) as lost:
            act(room, table_id, DealHand())
        assert lost.value.problem is Problem.UNREACHABLE
        assert room.database.lost
        assert journal(address) == before  # nothing written
        room.reconnect()
        assert not room.database.lost
        assert room.state(table_id).hands == 1  # read again from the journal
        act(room, table_id, Away(2))
        act(room, table_id, DealHand())
        position = room.position(table_id)
    after = journal(address)
    assert after[: len(before)] == before
    assert len(after) == len(set(after)) == len(before) + 2
    with Room.open(address) as again:
        assert again.position(table_id) == position
        assert again.state(table_id).hands == 2


def test_a_terminated_session_refuses_the_next_action_then_reconnects(address: str) -> None:
    lose_and_come_back(address, "terminate")


def test_a_server_restart_mid_shift_loses_nothing_committed(address: str) -> None:
    lose_and_come_back(address, "restart")


def test_reconnecting_while_the_server_is_away_says_so(address: str) -> None:
    with Room.open(address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        terminate(address, room)
        with pytest.raises(RoomUnreachable):
            act(room, table_id, DealHand())
        room.database._address = address.replace("dbname=", "dbname=gone_")  # type: ignore[attr-defined]
        with pytest.raises(RoomUnreachable):
            room.reconnect()
        assert room.database.lost


def test_the_watcher_says_it_lost_the_server(address: str) -> None:
    with Room.open(address) as room:
        watcher = room.watch()
        with psycopg.connect(address, autocommit=True) as other:
            other.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE query LIKE 'LISTEN%%' AND datname = current_database()")
        for _ in range(50):
            watcher.changes()
            if watcher.lost:
                break
            time.sleep(0.05)
        assert watcher.lost
        watcher.close()

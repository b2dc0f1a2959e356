"""A room's connection cut by the server (``pg_terminate_backend``: the server restarted, an
administrator ended the session, the network dropped it): the write in flight fails with a
:class:`StorageError`, nothing of it is written, and the room opened again works. Collected
only when ``FLOORAPP_TEST_POSTGRESQL`` names a server (``conftest.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from room_backends import Rooms
from storage_helpers import SEATED, act

from floorapp.rules import Away, DealHand
from floorapp.storage.errors import StorageError
from floorapp.storage.room import Room


@pytest.fixture
def address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with Rooms("postgresql", tmp_path_factory).fresh() as fresh:
        yield fresh


def cut(address: str, room: Room) -> None:
    """End the room's session on the server, as an administrator would."""
    pid = room.database.rows("SELECT pg_backend_pid()")[0][0]
    with psycopg.connect(address, autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s)", (pid,))


def everything(address: str) -> list[Any]:
    with psycopg.connect(address, autocommit=True) as other:
        return [other.execute(f"SELECT * FROM {name} ORDER BY 1").fetchall()  # type: ignore[arg-type]
                for name in ("journal", "sittings", "heads", "snapshots", "tables")]


def test_a_connection_cut_in_the_middle_of_a_write_writes_nothing(address: str) -> None:
    room = Room.open(address)
    table_id = room.add_table("Main", start=SEATED).id
    act(room, table_id, DealHand())
    before, stored = room.state(table_id), everything(address)
    announce = room.database.announce

    def cut_then_announce(db: Any, table: int, entry: int) -> None:
        cut(address, room)  # the entry is inserted, its transaction not committed
        announce(db, table, entry)

    room.database.announce = cut_then_announce  # type: ignore[method-assign]
    with pytest.raises(StorageError):
        act(room, table_id, DealHand())
    assert room.state(table_id) == before
    assert everything(address) == stored
    room.database.close()
    with Room.open(address) as again:
        assert again.replay(table_id).table == before.table
        assert act(again, table_id, Away(2)).entry > before.entry


def test_a_connection_cut_between_writes_refuses_the_next_and_writes_nothing(
    address: str,
) -> None:
    room = Room.open(address)
    table_id = room.add_table("Main", start=SEATED).id
    act(room, table_id, DealHand())
    stored = everything(address)
    cut(address, room)
    with pytest.raises(StorageError):
        room.apply(table_id, DealHand(), room.position(table_id))
    assert everything(address) == stored
    room.database.close()
    with Room.open(address) as again:
        act(again, table_id, DealHand())
        assert again.replay(table_id).table == again.state(table_id).table

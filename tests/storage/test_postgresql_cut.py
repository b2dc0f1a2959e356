"""A room's connection cut by the server (``pg_terminate_backend``: the server restarted, an
administrator ended the session, the network dropped it): the write in flight fails with a
:class:`StorageError`, nothing of it is written, and the room opened again works. A connection
cut during COMMIT (a proxy between psycopg and the server, :mod:`devtools.cut_proxy`) leaves
the write in doubt until the server is back: then it is found saved once, or not saved.
Collected only when ``FLOORAPP_TEST_POSTGRESQL`` names a server (``conftest.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from room_backends import Rooms
from storage_helpers import SEATED, act

from devtools.cut_proxy import CommitCutter, Cut
from floorapp.lists import AddName, CallName, Spot
from floorapp.rules import Away, DealHand, Leave, Status
from floorapp.storage import room_writes
from floorapp.storage.errors import CommitUnconfirmed, Problem, StorageError
from floorapp.storage.postgresql import IDLE_IN_TRANSACTION_MS
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


def cut_after(address: str, room: Room, statement: str) -> None:
    """Cut the room's session once it has run its next statement beginning ``statement``:
    the write under way meets the lost connection at its following statement, before its
    commit."""
    connection = room.database.connection
    execute = connection.execute

    def execute_then_cut(sql: str, parameters: Any = (), /) -> Any:
        cursor = execute(sql, parameters)
        if sql.startswith(statement):
            connection.execute = execute  # type: ignore[method-assign]
            cut(address, room)
        return cursor

    connection.execute = execute_then_cut  # type: ignore[method-assign]


def test_a_connection_cut_in_the_middle_of_a_write_writes_nothing(address: str) -> None:
    room = Room.open(address)
    table_id = room.add_table("Main", start=SEATED).id
    act(room, table_id, DealHand())
    before, stored = room.state(table_id), everything(address)
    cut_after(address, room, "INSERT INTO journal")  # the leave's entry inserted, his seat not
    with pytest.raises(StorageError):
        act(room, table_id, Leave(2))
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


# --- a connection cut during COMMIT ----------------------------------------------------------


@pytest.fixture
def cutter(address: str) -> Iterator[CommitCutter]:
    proxy = CommitCutter(address)
    yield proxy
    proxy.close()


def journal_rows(address: str, table_id: int) -> list[tuple[Any, ...]]:
    with psycopg.connect(address, autocommit=True) as other:
        return other.execute("SELECT id, at, kind, event FROM journal WHERE table_id = %s "
                             "ORDER BY id", (table_id,)).fetchall()


def cut_at_commit(address: str, cutter: CommitCutter, cut: Cut) -> tuple[Room, int, Any]:
    """A room through the proxy, a table with a deal, then an action whose COMMIT the proxy
    cuts: the room, the table and the error."""
    room = Room.open(cutter.address(address))
    table_id = room.add_table("Main", start=SEATED).id
    act(room, table_id, DealHand())
    cutter.arm(cut)
    with pytest.raises(CommitUnconfirmed) as unconfirmed:
        room.apply(table_id, Away(2), room.position(table_id))
    assert cutter.cut.is_set()
    return room, table_id, unconfirmed.value


def test_a_commit_whose_answer_is_lost_is_found_saved_once_back(
    address: str, cutter: CommitCutter
) -> None:
    room, table_id, unconfirmed = cut_at_commit(address, cutter, "after")
    write = unconfirmed.write
    assert write is not None and write.table_id == table_id
    assert "may have saved it or not" in unconfirmed.message
    assert room.database.lost
    room.reconnect()
    assert room.confirm(write) is True
    rows = journal_rows(address, table_id)
    assert [row[0] for row in rows].count(write.entry) == 1  # in the journal once
    assert rows[-1] == (write.entry, write.at, write.kind, write.event)
    state = room.state(table_id)
    assert state.entry == write.entry
    assert state.table.player(2).status is Status.AWAY  # type: ignore[union-attr]
    assert room.replay(table_id).table == state.table
    assert act(room, table_id, DealHand()).entry > write.entry  # the table takes the next
    room.close()


def test_a_commit_that_never_reached_the_server_is_found_not_saved_once_back(
    address: str, cutter: CommitCutter
) -> None:
    room, table_id, unconfirmed = cut_at_commit(address, cutter, "before")
    write = unconfirmed.write
    assert write is not None
    room.reconnect()
    assert room.confirm(write) is False  # waits for the server to roll the lost session back
    rows = journal_rows(address, table_id)
    assert write.entry not in [row[0] for row in rows] and rows[-1][0] == write.after
    assert room.state(table_id).entry == write.after
    assert room.state(table_id).table.player(2).status is Status.ACTIVE  # type: ignore[union-attr]
    room.close()


def test_a_lost_write_is_not_mistaken_for_what_another_pc_wrote_after_it(
    address: str, cutter: CommitCutter
) -> None:
    room, table_id, unconfirmed = cut_at_commit(address, cutter, "before")
    write = unconfirmed.write
    assert write is not None
    with Room.open(address) as other_pc:  # waits for the lost session, then writes the same
        other_pc.apply(table_id, Away(2), write.after)
    room.reconnect()
    assert room.confirm(write) is False
    assert len(journal_rows(address, table_id)) == 3  # created, the deal, the other PC's
    room.close()


def test_a_write_cut_before_its_commit_is_not_in_doubt(address: str) -> None:
    room = Room.open(address)
    table_id = room.add_table("Main", start=SEATED).id
    cut_after(address, room, "INSERT INTO journal")
    with pytest.raises(StorageError) as failed:
        act(room, table_id, Leave(2))
    assert not isinstance(failed.value, CommitUnconfirmed)
    room.database.close()


def test_the_answer_waits_for_the_lost_session_and_says_busy_while_it_holds_the_table(
    address: str, cutter: CommitCutter, monkeypatch: pytest.MonkeyPatch
) -> None:
    room, table_id, unconfirmed = cut_at_commit(address, cutter, "before")
    write = unconfirmed.write
    assert write is not None
    room.reconnect()
    monkeypatch.setattr(room_writes, "CONFIRM_WAIT_MS", 300)
    with psycopg.connect(address) as holder:  # a session that still holds the table's row
        holder.execute("SELECT id FROM tables WHERE id = %s FOR UPDATE", (table_id,))
        with pytest.raises(StorageError) as busy:
            room.confirm(write)
        assert busy.value.problem is Problem.BUSY
    assert room.confirm(write) is False  # once it let go: the answer
    room.close()


def test_the_server_ends_a_session_left_waiting_inside_a_transaction(address: str) -> None:
    with Room.open(address) as room:
        assert room.database.rows("SHOW idle_in_transaction_session_timeout") == [
            (f"{IDLE_IN_TRANSACTION_MS // 1000}s",)]


def list_cut_at_commit(address: str, cutter: CommitCutter, cut: Cut) -> tuple[Room, int, int,
                                                                               Any]:
    """A room through the proxy, Zoe on the list, then her call to seat 5 (a list entry and
    the table's lock-up, in one transaction) whose COMMIT the proxy cuts: the room, the
    table, the game and the error."""
    room = Room.open(cutter.address(address))
    table = room.add_table("Main", start=SEATED)
    game = table.game_id
    assert game is not None
    room.apply_list(game, AddName("Zoe"), room.list_position(game))
    cutter.arm(cut)
    with pytest.raises(CommitUnconfirmed) as unconfirmed:
        room.apply_list(game, CallName(1, Spot(table.id, 5)), room.list_position(game))
    assert cutter.cut.is_set()
    return room, table.id, game, unconfirmed.value


def list_rows(address: str, game: int) -> list[tuple[Any, ...]]:
    with psycopg.connect(address, autocommit=True) as other:
        return other.execute("SELECT id, at, kind, document FROM list_journal WHERE "
                             "game_id = %s ORDER BY id", (game,)).fetchall()


def test_a_list_call_whose_answer_is_lost_is_found_saved_once_back_with_its_lock_up(
    address: str, cutter: CommitCutter
) -> None:
    room, table_id, game, unconfirmed = list_cut_at_commit(address, cutter, "after")
    write = unconfirmed.list_write
    assert write is not None and write.game_id == game
    room.reconnect()
    assert room.confirm_list(write) is True
    rows = list_rows(address, game)
    assert [row[0] for row in rows].count(write.entry) == 1  # in the list journal once
    assert rows[-1][:3] == (write.entry, write.at, write.kind)
    called = room.list_state(game).names.names[0]
    assert called.call is not None and called.call.spot == Spot(table_id, 5)
    assert room.state(table_id).table.seat(5).locked  # its table part came with it
    room.close()


def test_a_list_call_that_never_reached_the_server_is_found_not_saved_once_back(
    address: str, cutter: CommitCutter
) -> None:
    room, table_id, game, unconfirmed = list_cut_at_commit(address, cutter, "before")
    write = unconfirmed.list_write
    assert write is not None
    room.reconnect()
    assert room.confirm_list(write) is False
    assert write.entry not in [row[0] for row in list_rows(address, game)]
    assert room.list_state(game).entry == write.after
    assert room.list_state(game).names.names[0].call is None
    assert not room.state(table_id).table.seat(5).locked
    room.close()

"""Many screens writing at few tables: writers to one table take turns, each write is decided on
the entry before it, and a write decided while another PC's is under way waits for it and is
then refused, before it asks for the table's row (storage's part of issue 25's contention item;
the figures are ``benchmarks/bench_room_server.py``'s)."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable

import pytest
from room_backends import admin
from storage_helpers import SEATED

from floorapp.rules import DealHand
from floorapp.storage.errors import StaleTable
from floorapp.storage.journal import EntryKind
from floorapp.storage.room import Room

WRITERS = 10
DEALS = 12


def deal_until_written(room: Room, table_id: int, retries: list[int]) -> tuple[int, int]:
    """One deal at the table, decided as a screen decides (on this room's copy), and again on
    the table as it now is whenever another PC wrote first; the position it was decided on
    and its entry."""
    while True:
        position = room.position(table_id)
        try:
            return position, room.apply(table_id, DealHand(), position).entry
        except StaleTable:
            retries.append(1)
            room.refresh(table_id)


def deal_holding(room: Room, table_id: int, retries: list[int]) -> tuple[int, int]:
    """One deal decided on the table held (:meth:`Room.holding`): never refused for another
    PC's write."""
    with room.holding(table_id) as state:
        return state.entry, room.apply(table_id, DealHand(), state.entry).entry


@pytest.mark.parametrize("deal", [deal_until_written, deal_holding])
def test_many_writers_at_one_table_each_write_once_in_order_on_the_entry_before_it(
    room_address: str, deal: Callable[[Room, int, list[int]], tuple[int, int]],
) -> None:
    with Room.open(room_address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        created = room.position(table_id)
    written: list[list[tuple[int, int]]] = [[] for _ in range(WRITERS)]
    retries: list[int] = []
    failures: list[BaseException] = []

    def writer(number: int) -> None:
        try:
            with Room.open(room_address) as own:
                for _ in range(DEALS):
                    written[number].append(deal(own, table_id, retries))
        except BaseException as failure:  # noqa: BLE001 (shown by the test below)
            failures.append(failure)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(WRITERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert failures == []
    assert all(len(writes) == DEALS for writes in written)  # every writer's every deal
    for writes in written:  # each writer's own deals in the order it made them
        assert [entry for _, entry in writes] == sorted(entry for _, entry in writes)
    decided_on = {entry: position for writes in written for position, entry in writes}
    with Room.open(room_address) as room:
        journal = [entry.id for entry in room.entries(table_id, with_players=False)
                   if entry.kind is not EntryKind.CREATE]
        assert sorted(journal) == journal == sorted(decided_on)  # each once, nothing else
        # each decided on the entry just before it: no two writes on one position
        assert [decided_on[entry] for entry in journal] == [created, *journal[:-1]]
        state = room.state(table_id)
        assert state.hands == WRITERS * DEALS  # no deal lost
        assert room.replay(table_id).table == state.table
    # decided again only when another wrote first: each deal refuses each other writer once
    # (deciding on the table held, never: a refusal would have been a failure)
    assert len(retries) <= (WRITERS - 1) * WRITERS * DEALS


def test_a_write_decided_while_another_pc_writes_waits_for_it_then_is_refused(
    room_address: str, backend: str,
) -> None:
    with Room.open(room_address) as first, Room.open(room_address) as second:
        table_id = first.add_table("Main", start=SEATED).id
        position = second.position(table_id)
        outcome: list[BaseException | int] = []

        def decided_on_the_same_table() -> None:
            try:
                outcome.append(second.apply(table_id, DealHand(), position).entry)
            except BaseException as failure:  # noqa: BLE001 (checked below)
                outcome.append(failure)

        late = threading.Thread(target=decided_on_the_same_table)
        with first.database.transaction("a write under way") as db:
            first.database.hold_table(db, table_id)
            late.start()
            time.sleep(0.3)
            assert late.is_alive() and not outcome  # waits for the write under way
            if backend == "postgresql":  # waits for the write to end, not in line for the row
                [(waits_for, statement)] = waiting_statements(room_address)
                assert waits_for == "advisory"
                assert statement.startswith("SELECT pg_advisory_xact_lock_shared(")
            entry = first.apply(table_id, DealHand(), position).entry  # in the same write
        late.join()
        assert len(outcome) == 1 and isinstance(outcome[0], StaleTable)
        assert (outcome[0].expected, outcome[0].current) == (position, entry)
        assert second.position(table_id) == entry
        assert [e.id for e in second.entries(table_id, with_players=False)][-1] == entry


def waiting_statements(address: str) -> list[tuple[str, str]]:
    """What the room's sessions that wait for a lock wait for, and their statements."""
    import psycopg

    with psycopg.connect(address, autocommit=True) as look:
        rows = look.execute("SELECT wait_event, query FROM pg_stat_activity WHERE datname = "
                            "current_database() AND wait_event_type = 'Lock'").fetchall()
    return [(str(event), str(query)) for event, query in rows]


def test_a_write_holds_its_table_before_it_reads_it_whatever_the_servers_default(
    room_address: str, backend: str,
) -> None:
    if backend == "postgresql":  # a house that made its server's transactions serializable
        import psycopg.conninfo

        name = psycopg.conninfo.conninfo_to_dict(room_address)["dbname"]
        admin(f"ALTER DATABASE {name} SET default_transaction_isolation = 'serializable'")
    with Room.open(room_address) as room:
        table_id = room.add_table("Main", start=SEATED).id
        with room.database.transaction("look") as db:
            if backend == "postgresql":  # each read after the table's row is held sees the
                level = db.execute("SHOW transaction_isolation").fetchone()[0]  # latest
                assert level == "read committed"
            else:  # the file's write lock, held from BEGIN: no other writer gets in
                assert room.path is not None
                other = sqlite3.connect(room.path, timeout=0)
                with pytest.raises(sqlite3.OperationalError, match="locked"):
                    other.execute("BEGIN IMMEDIATE")
                other.close()
        assert room.apply(table_id, DealHand(), room.position(table_id)).entry

"""The server checks what it stores: as a staff login role and as a board login role (made by
``room init``), every tamper with derived state, ``meta``, the dictionaries and the journal is
refused by the PostgreSQL server, the room unchanged; what only the owner can do (a head
changed with its check switched off) is found, rebuilt from the journal and logged, and the
room works on. Needs the test cluster (deselected without it)."""

from __future__ import annotations

import logging

import psycopg
import pytest
from psycopg.conninfo import make_conninfo
from storage_helpers import SEATED, act

from floorapp.lists import AddName, CallName, SeatName, Spot
from floorapp.rules import DealHand, HouseRules
from floorapp.storage.room import Room
from floorapp.storage.room_check import check_room
from floorapp.storage.room_copy import COPIED
from floorapp.storage.room_setup import initialize
from floorapp.storage.service import Redo, Undo
from floorapp.tournament import DealHand as EventDeal
from floorapp.tournament import Draw, EventRules

SIX = {"seats": 6, "players": {"1": "Ann", "2": "Bob", "3": "Cy"}, "draw": 1}


def a_room_in_use(owner: str, pit: str, board: str) -> dict[str, int]:
    """A room set up by ``room init``, played by the staff role: tables One and Two dealt,
    a closed one, a list with a player seated from it (a link); the tables' ids."""
    initialize(owner, staff=(pit,), board=(board,))
    with Room.open(make_conninfo(owner, user=pit)) as room:
        one = room.add_table("One", start=SEATED).id
        two = room.add_table("Two", HouseRules(), 6, SIX)
        closed = room.add_table("Gone", start=SEATED).id
        for _ in range(3):
            act(room, one, DealHand())
            act(room, two.id, DealHand())
        room.close_table(closed)
        game = two.game_id
        assert game is not None
        for action in (AddName("Di"), CallName(1, Spot(two.id, 5)),
                       SeatName(1, Spot(two.id, 5), "post"), AddName("Ed")):
            room.apply_list(game, action, room.list_position(game))  # type: ignore[arg-type]
        events = [room.add_event(name, EventRules(seats=6)).id for name in ("A", "B", "Done")]
        for event_id in events:
            drawn = room.apply_event(event_id, Draw(("Ann", "Bob", "Cy", "Di"), 1, 5),
                                     room.event_state(event_id).position)
            room.apply_event(event_id, EventDeal(1), drawn.position)
        room.close_event(events[2])
    return {"one": one, "two": two.id, "closed": closed, "game": game, "event": events[0],
            "other_event": events[1], "closed_event": events[2]}


def event_tampers(ids: dict[str, int]) -> dict[str, str]:
    """What someone could try with psql on the events' journals and heads."""
    event, other, closed = ids["event"], ids["other_event"], ids["closed_event"]
    action_of_other = f"(SELECT max(id) FROM event_journal WHERE event_id = {other} AND kind = 2)"
    document = f"(SELECT document FROM event_journal WHERE event_id = {event} AND kind = 2 " \
        "LIMIT 1)"
    digest = f"(SELECT digest FROM event_journal WHERE event_id = {event} ORDER BY id DESC " \
        "LIMIT 1)"
    entry = "INSERT INTO event_journal (event_id, at, kind, target, document, digest) VALUES"
    return {
        "event_heads: another event's state": f"UPDATE event_heads SET state = (SELECT state "
        f"FROM event_heads WHERE event_id = {other}) WHERE event_id = {event}",
        "event_heads: saved again outside its entry's transaction":
            f"UPDATE event_heads SET state = state WHERE event_id = {event}",
        "event_heads: deleted": "DELETE FROM event_heads",
        "event_journal: changed": "UPDATE event_journal SET at = 0",
        "event_journal: deleted": "DELETE FROM event_journal",
        "event_journal: unknown kind": f"{entry} ({event}, 0, 9, NULL, {document}, {digest})",
        "event_journal: a second creation":
            f"{entry} ({event}, 0, 1, NULL, {document}, {digest})",
        "event_journal: no such event": f"{entry} (9999, 0, 2, NULL, {document}, {digest})",
        "event_journal: a closed event": f"{entry} ({closed}, 0, 2, NULL, {document}, {digest})",
        "event_journal: an undo of another event's action":
            f"{entry} ({event}, 0, 3, {action_of_other}, {document}, {digest})",
        "event_journal: no document": f"{entry} ({event}, 0, 2, NULL, NULL, {digest})",
        "event_journal: a short digest":
            f"{entry} ({event}, 0, 2, NULL, {document}, '\\x01'::bytea)",
        "event_journal: an undecodable document":
            f"{entry} ({event}, 0, 2, NULL, '\\x01ffffff'::bytea, {digest})",
        "events: renamed": f"UPDATE events SET name = 'Mine' WHERE id = {event}",
        "events: closed without an entry": f"UPDATE events SET closed = created "
        f"WHERE id = {event}",
        "events: added without an entry": "INSERT INTO events (name, created) VALUES ('X', 'Y')",
    }


def tampers(ids: dict[str, int]) -> dict[str, str]:
    """What someone holding a floor PC's credentials could try with psql."""
    one, two, closed = ids["one"], ids["two"], ids["closed"]
    event_of_two = f"(SELECT max(id) FROM journal WHERE table_id = {two} AND kind = 2)"
    packed = f"(SELECT event FROM journal WHERE table_id = {one} AND kind = 2 LIMIT 1)"
    state = f"(SELECT state FROM journal WHERE table_id = {one} AND kind = 1)"
    entry = "INSERT INTO journal (table_id, at, kind, seats, target, event, state) VALUES"
    return {
        "heads: another table's state": f"UPDATE heads SET state = (SELECT state FROM heads "
        f"WHERE table_id = {two}) WHERE table_id = {one}",
        "heads: another table's head": f"UPDATE heads SET (entry_id, state) = (SELECT "
        f"entry_id, state FROM heads WHERE table_id = {two}) WHERE table_id = {one}",
        "heads: deleted": "DELETE FROM heads",
        "snapshots: changed": "UPDATE snapshots SET state = state",
        "snapshots: deleted": "DELETE FROM snapshots",
        "snapshots: made up": f"INSERT INTO snapshots (table_id, entry_id, state) SELECT "
        f"{one}, entry_id, state FROM heads WHERE table_id = {two}",
        "sittings: renamed": "UPDATE sittings SET player = 'Mallory', player_key = 'mallory'",
        "sittings: ended": f"UPDATE sittings SET last_entry = {event_of_two} "
        f"WHERE table_id = {two}",
        "sittings: deleted": "DELETE FROM sittings",
        "list_heads: changed": "UPDATE list_heads SET state = '\\x01ff'::bytea",
        "list_heads: deleted": "DELETE FROM list_heads",
        "links: changed": "UPDATE links SET list_entry = list_entry",
        "links: deleted": "DELETE FROM links",
        "meta: schema version": "UPDATE meta SET value = '99' WHERE key = 'schema'",
        "meta: deleted": "DELETE FROM meta",
        "dictionaries: changed": "UPDATE dictionaries SET content = '\\x00'::bytea",
        "dictionaries: deleted": "DELETE FROM dictionaries",
        "journal: unknown kind": f"{entry} ({one}, 0, 99, 0, NULL, {packed}, NULL)",
        "journal: a second creation": f"{entry} ({one}, 0, 1, 0, NULL, NULL, {state})",
        "journal: no such table": f"{entry} (9999, 0, 2, 0, NULL, {packed}, NULL)",
        "journal: a closed table": f"{entry} ({closed}, 0, 2, 0, NULL, {packed}, NULL)",
        "journal: an undo of another table's action":
            f"{entry} ({one}, 0, 3, 0, {event_of_two}, {packed}, {state})",
        "journal: an undecodable event": f"{entry} ({one}, 0, 2, 0, NULL, "
        "'\\x01ffffff'::bytea, NULL)",
        "journal: an event of no dictionary": f"{entry} ({one}, 0, 2, 0, NULL, "
        "'\\x09789c'::bytea, NULL)",
        "tables: renamed without an entry": f"UPDATE tables SET name = 'Mine' WHERE id = {one}",
        "tables: house rules changed": f"UPDATE tables SET house = '{{}}' WHERE id = {one}",
        "tables: a name taken twice": f"INSERT INTO tables (name, house, start, created, twin) "
        f"SELECT name, house, start, created, 1 FROM tables WHERE id = {one}",
    }


def as_replayed(room: Room, table_id: int) -> bool:
    """Whether the table as the room reads it is its journal replayed from its creation."""
    state, replayed = room.state(table_id), room.replay(table_id)
    return (state.table, state.undo, state.redo) == (replayed.table, replayed.undo,
                                                     replayed.redo)


def fingerprint(address: str) -> dict[str, str]:
    """Every row of the room, as a digest per table."""
    with psycopg.connect(address) as connection:
        return {table: connection.execute(  # type: ignore[index]
            f"SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) "  # type: ignore[arg-type]
            f"FROM {table} AS x").fetchone()[0] for table in (*COPIED, "meta")}


REFUSALS = (psycopg.errors.InsufficientPrivilege, psycopg.errors.CheckViolation)
"""How the server refuses: no right to do it, or a check of :mod:`.server_checks` (never a
mistake in the statement itself)."""


def accepted(address: str, tried: dict[str, str]) -> dict[str, str]:
    """The tampers the server did not refuse (each tried in a transaction of its own), with
    what it said instead."""
    through = {}
    with psycopg.connect(address, autocommit=True) as connection:
        for name, statement in tried.items():
            try:
                with connection.transaction():
                    connection.execute(statement)  # type: ignore[arg-type]
            except REFUSALS:
                continue
            except psycopg.Error as error:
                through[name] = f"{type(error).__name__}: {error}"
                continue
            through[name] = "accepted"
    return through


@pytest.mark.parametrize("who", ["staff", "board"])
def test_every_tamper_is_refused_by_the_server_and_the_room_works_on(
    owner: str, logins: tuple[str, str], who: str
) -> None:
    pit, board = logins
    ids = a_room_in_use(owner, pit, board)
    before = fingerprint(owner)
    role = make_conninfo(owner, user=pit if who == "staff" else board)
    assert accepted(role, tampers(ids) | event_tampers(ids)) == {}
    assert fingerprint(owner) == before
    with Room.open(make_conninfo(owner, user=pit)) as room:  # the floor goes on
        assert room.table(ids["one"]).player(1).name == "Ann"  # type: ignore[union-attr]
        assert room.table(ids["two"]).player(5).name == "Di"  # type: ignore[union-attr]
        act(room, ids["one"], DealHand())
        act(room, ids["one"], Undo())
        room.apply_list(ids["game"], AddName("Flo"), room.list_position(ids["game"]))
        dealt = room.apply_event(ids["event"], EventDeal(1),
                                 room.event_state(ids["event"]).position)
        room.undo_event(ids["event"], dealt.position)
    assert "0 problems" in check_room(owner).report()


def test_the_staff_role_plays_the_floor_end_to_end(owner: str, logins: tuple[str, str]) -> None:
    pit, board = logins
    ids = a_room_in_use(owner, pit, board)
    staff = make_conninfo(owner, user=pit)
    with Room.open(staff) as room:
        one = ids["one"]
        for command in (DealHand(), Undo(), Redo(), DealHand()):
            act(room, one, command)
        room.rename_table(one, "Table One")
        room.close_table(one)
        room.reopen_table(one)
        room.set_day_starts(7)
        for _ in range(20):  # past a head's due entry
            act(room, ids["two"], DealHand())
        expected = {table: room.state(table).table for table in (one, ids["two"])}
    with Room.open(staff) as room:
        assert {table: room.state(table).table for table in expected} == expected
        assert room.table_info(one).name == "Table One" and room.day_starts == 7
        assert as_replayed(room, one)
    assert "0 problems" in check_room(staff).report()


def test_a_head_the_owner_changed_is_rebuilt_from_the_journal_and_logged(
    owner: str, logins: tuple[str, str], caplog: pytest.LogCaptureFixture
) -> None:
    pit, board = logins
    ids = a_room_in_use(owner, pit, board)
    one, two = ids["one"], ids["two"]
    with Room.open(owner, read_only=True) as room:
        expected = room.replay(one).table
    with psycopg.connect(owner, autocommit=True) as connection:  # only the owner can do this
        connection.execute("ALTER TABLE heads DISABLE TRIGGER head_is_recorded")
        connection.execute("UPDATE heads SET state = (SELECT state FROM heads WHERE table_id "
                           f"= {two}) WHERE table_id = {one}")  # type: ignore[arg-type]
        connection.execute("ALTER TABLE heads ENABLE TRIGGER head_is_recorded")
    report = check_room(owner).report()
    assert f"table {one} (One): its head at entry" in report and "1 problem" in report
    with caplog.at_level(logging.WARNING), Room.open(make_conninfo(owner, user=board)) as room:
        assert room.table(one) == expected  # the board shows the journal's table, not Two's
    assert f"table {one}: its head" in caplog.text and "rebuilt from the journal" in caplog.text
    caplog.clear()
    with caplog.at_level(logging.WARNING), Room.open(make_conninfo(owner, user=pit)) as room:
        assert room.table(one) == expected  # rebuilt, and its head stored again
        act(room, one, DealHand())
        act(room, two, DealHand())
    assert "rebuilt" in caplog.text
    caplog.clear()
    with caplog.at_level(logging.WARNING), Room.open(make_conninfo(owner, user=pit)) as room:
        assert as_replayed(room, one)
    assert "rebuilt" not in caplog.text
    assert "0 problems" in check_room(owner).report()


def test_init_lets_only_floorapps_roles_connect(
    owner: str, logins: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    pit, board = logins
    initialize(owner, staff=(pit,))
    assert "CONNECT revoked from PUBLIC" not in initialize(owner).report()
    with pytest.raises(psycopg.OperationalError, match="permission denied"):
        psycopg.connect(make_conninfo(owner, user=board)).close()  # in no group yet
    assert initialize(owner, board=(board,)).changes == [f"{board} is a member of "
                                                         "floorapp_board"]
    psycopg.connect(make_conninfo(owner, user=board)).close()

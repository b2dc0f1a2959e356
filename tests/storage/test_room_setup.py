"""``floorapp room init``: the schema, the staff and board roles and their grants; the server
itself refuses a board's writes. Needs the test cluster (deselected without it)."""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg.conninfo import make_conninfo
from room_backends import a_schema_3_room, admin, server_address
from storage_helpers import SEATED, act

from floorapp.app import main as floorapp_main
from floorapp.rules import DealHand
from floorapp.storage import codec
from floorapp.storage.database import schema_version
from floorapp.storage.errors import Problem, StorageError
from floorapp.storage.room import Room
from floorapp.storage.room_setup import BOARD, STAFF, initialize


def test_init_twice_changes_nothing_the_second_time(
    owner: str, logins: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    pit, board = logins
    assert floorapp_main(["room", "init", owner, "--staff", pit, "--board", board]) == 0
    first = capsys.readouterr().out
    assert f"schema {schema_version()} created" in first
    assert f"{pit} is a member of {STAFF}" in first
    assert f"{board} is a member of {BOARD}" in first
    assert "only floorapp's roles may connect to the room's database" in first
    assert floorapp_main(["room", "init", owner, "--staff", pit, "--board", board]) == 0
    assert "already set up: nothing changed" in capsys.readouterr().out
    assert initialize(owner).changes == []


def test_init_upgrades_a_room_of_an_older_schema_and_says_so(
    owner: str, capsys: pytest.CaptureFixture[str]
) -> None:
    a_schema_3_room(owner)
    assert floorapp_main(["room", "init", owner]) == 0
    said = capsys.readouterr().out
    assert f"schema upgraded from 3 to {schema_version()}" in said
    assert f"schema {schema_version()} created" not in said
    with Room.open(owner, read_only=True) as room:
        assert room.database.version == schema_version()
        assert [table.name for table in room.tables()] == ["One", "Two", "Big"]
    assert initialize(owner).changes == []


def test_the_board_reads_and_the_server_refuses_its_writes(
    owner: str, logins: tuple[str, str], caplog: pytest.LogCaptureFixture
) -> None:
    pit, board = logins
    initialize(owner, staff=(pit,), board=(board,))
    as_pit, as_board = make_conninfo(owner, user=pit), make_conninfo(owner, user=board)
    with Room.open(as_pit) as room:  # staff writes
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, DealHand())
    with caplog.at_level(logging.ERROR), Room.open(as_board) as room:  # not opened read-only
        assert [table.name for table in room.tables()] == ["Main"]
        assert len(room.history(table_id)) == 2
        with pytest.raises(StorageError) as refused:
            act(room, table_id, DealHand())
        assert refused.value.problem is Problem.READ_ONLY
        assert "not allowed" in str(refused.value)
        with pytest.raises(StorageError) as refused:
            room.database.rows("INSERT INTO journal (table_id, at, kind, seats) "
                               "VALUES (?, 0, 0, 0)", (table_id,))
        assert refused.value.problem is Problem.READ_ONLY
    with Room.open(as_board, read_only=True) as room:
        assert len(room.history(table_id)) == 2


def test_staff_cannot_change_the_journal_either(owner: str, logins: tuple[str, str]) -> None:
    pit, _ = logins
    initialize(owner, staff=(pit,))
    with Room.open(make_conninfo(owner, user=pit)) as room:
        table_id = room.add_table("Main", start=SEATED).id
        with pytest.raises(StorageError, match="permission denied for table journal"), \
                room.database.transaction("change the past") as db:
            db.execute("DELETE FROM journal WHERE table_id = ?", (table_id,))
    with Room.open(owner) as room, pytest.raises(StorageError, match="append-only"), \
            room.database.transaction("change the past") as db:  # nor its owner
        db.execute("DELETE FROM journal WHERE table_id = ?", (table_id,))


def test_a_member_that_does_not_exist_is_named(owner: str) -> None:
    with pytest.raises(StorageError, match="There is no role floorapp_nobody_x"):
        initialize(owner, staff=("floorapp_nobody_x",))


def test_a_wrong_password_is_a_clear_message_without_the_password(
    owner: str, logins: tuple[str, str], capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture, tmp_path: Path,
) -> None:
    pit, _ = logins
    wrong = make_conninfo(owner, user=pit, password="s3cret-word")
    with caplog.at_level(logging.DEBUG):
        assert floorapp_main(["room", "init", wrong]) == 1
        assert floorapp_main(["room", "copy", wrong, str(tmp_path / "unused")]) == 1
    error = capsys.readouterr().err
    assert error.startswith("floorapp room init: Could not open the room at ")
    assert "password authentication failed" in error and pit in error
    assert "s3cret-word" not in error + caplog.text
    assert not (tmp_path / "unused").exists()
    with pytest.raises(StorageError, match="holds no floorapp room yet"):
        Room.open(owner, read_only=True)  # nothing was created


def may_create_a_table(address: str, user: str) -> list[str]:
    """Where ``user`` managed to create a table in the database at ``address`` (each attempt
    rolled back): the room's schema and ``public`` tried."""
    created = []
    with psycopg.connect(make_conninfo(address, user=user), autocommit=True) as connection:
        for name in ("intruder", "public.intruder"):
            try:
                with connection.transaction(force_rollback=True):
                    connection.execute(f"CREATE TABLE {name} (x integer)")  # type: ignore[arg-type]
                created.append(name)
            except psycopg.errors.InsufficientPrivilege:
                pass
    return created


def test_after_init_staff_and_board_cannot_create_tables_even_where_public_was_open(
    owner: str, logins: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    pit, board = logins
    with psycopg.connect(owner, autocommit=True) as connection:  # as PostgreSQL 14 ships it
        connection.execute("GRANT CREATE ON SCHEMA public TO PUBLIC")
    assert may_create_a_table(owner, pit) == ["intruder", "public.intruder"]
    assert floorapp_main(["room", "init", owner, "--staff", pit, "--board", board]) == 0
    assert ("only the owner may create tables in the schema public (CREATE revoked from "
            "PUBLIC)") in capsys.readouterr().out
    assert may_create_a_table(owner, pit) == []
    assert may_create_a_table(owner, board) == []
    assert floorapp_main(["room", "init", owner, "--staff", pit, "--board", board]) == 0
    assert "already set up: nothing changed" in capsys.readouterr().out
    with Room.open(make_conninfo(owner, user=pit)) as room:  # the staff still writes the room
        act(room, room.add_table("Main", start=SEATED).id, DealHand())


def test_on_a_fresh_database_init_leaves_public_as_postgresql_15_ships_it(
    owner: str, logins: tuple[str, str]
) -> None:
    pit, board = logins
    setup = initialize(owner, staff=(pit,), board=(board,))
    assert not any("schema public" in change for change in setup.changes)
    assert may_create_a_table(owner, pit) == []
    assert may_create_a_table(owner, board) == []


@pytest.fixture
def owned_by_a_role(
    postgresql_cluster: str, logins: tuple[str, str], tmp_path: Path
) -> Iterator[tuple[str, str, str]]:
    """A database owned by a role that may create roles but is no superuser, whose ``public``
    belongs to the superuser and lets every role create tables (PostgreSQL before 15): its
    address as that role, the role, and its address as the superuser."""
    suffix = uuid.uuid4().hex[:8]
    role, name = f"floorapp_owner_{suffix}", f"floorapp_test_{suffix}"
    password = uuid.uuid4().hex
    admin(f"CREATE ROLE {role} LOGIN CREATEROLE PASSWORD '{password}'")
    passfile = Path(os.environ["PGPASSFILE"])
    passfile.write_text(passfile.read_text() + f"*:*:*:{role}:{password}\n")
    admin(f"CREATE DATABASE {name} OWNER {role}")
    try:
        with psycopg.connect(server_address(dbname=name), autocommit=True) as connection:
            connection.execute("ALTER SCHEMA public OWNER TO CURRENT_USER")
            connection.execute("GRANT CREATE ON SCHEMA public TO PUBLIC")
        yield server_address(dbname=name, user=role), role, server_address(dbname=name)
    finally:
        admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        admin(f"DROP OWNED BY {role}")
        admin(f"DROP ROLE IF EXISTS {role}")


def test_init_says_how_to_close_a_public_schema_it_does_not_own_and_changes_nothing(
    owned_by_a_role: tuple[str, str, str], logins: tuple[str, str],
    capsys: pytest.CaptureFixture[str],
) -> None:
    address, role, as_superuser = owned_by_a_role
    pit, _ = logins
    assert floorapp_main(["room", "init", address]) == 1
    error = capsys.readouterr().err
    assert "Every role may create tables in the schema public" in error
    assert f"ALTER SCHEMA public OWNER TO {role}" in error and "Nothing was changed." in error
    with psycopg.connect(address, autocommit=True) as connection:
        assert connection.execute("SELECT count(*) FROM pg_tables WHERE schemaname = "
                                  "'public'").fetchone() == (0,)
    with psycopg.connect(as_superuser, autocommit=True) as connection:
        connection.execute(f"ALTER SCHEMA public OWNER TO {role}")  # type: ignore[arg-type]
    assert floorapp_main(["room", "init", address]) == 0
    assert "only the owner may create tables in the schema public" in capsys.readouterr().out
    admin(f"GRANT {STAFF} TO {pit}")
    assert may_create_a_table(address, pit) == []
    with Room.open(make_conninfo(address, user=pit)) as room:
        act(room, room.add_table("Main", start=SEATED).id, DealHand())


OLD_GRANTS = (
    "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'floorapp_staff') THEN "
    "CREATE ROLE floorapp_staff NOLOGIN; END IF; IF NOT EXISTS (SELECT FROM pg_roles WHERE "
    "rolname = 'floorapp_board') THEN CREATE ROLE floorapp_board NOLOGIN; END IF; END $$",
    "GRANT USAGE ON SCHEMA public TO floorapp_staff, floorapp_board",
    "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO floorapp_staff",
    "GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO floorapp_staff",
    "GRANT SELECT ON ALL TABLES IN SCHEMA public TO floorapp_board",
)
"""The rights ``room init`` gave before schema 5: the staff could change every table but the
journals."""


def test_init_takes_a_shared_room_of_schema_4_to_the_servers_checks_keeping_everything(
    postgresql_cluster: str, logins: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    from test_old_rooms import OLD_ROOMS, record_of, restored

    pit, _ = logins
    record = record_of(OLD_ROOMS / "room-schema-4-505a125-postgresql.recorded.json")
    with restored(OLD_ROOMS / "room-schema-4-505a125-postgresql.sql.gz") as address:
        with psycopg.connect(address, autocommit=True) as connection:
            for statement in (*OLD_GRANTS, f"GRANT floorapp_staff TO {pit}"):
                connection.execute(statement)  # type: ignore[arg-type]
        assert floorapp_main(["room", "init", address]) == 0
        said = capsys.readouterr().out
        assert f"schema upgraded from 4 to {schema_version()}" in said
        assert f"{STAFF} may no longer delete heads" in said  # an update is checked
        assert f"{STAFF} may no longer delete, update snapshots" in said
        assert f"{STAFF} may no longer delete, insert, update dictionaries" in said
        assert "CONNECT revoked from PUBLIC" in said
        staff = make_conninfo(address, user=pit)
        with psycopg.connect(staff, autocommit=True) as connection, \
                pytest.raises(psycopg.errors.CheckViolation):
            connection.execute("UPDATE heads SET state = (SELECT state FROM heads "
                               "ORDER BY table_id DESC LIMIT 1)")
        with Room.open(staff) as room:
            tables = {info.id: info for info in room.tables()}
            for table_id, kept in record["tables"].items():
                assert tables[int(table_id)].name == kept["name"]
                assert room.state(int(table_id)).table == codec.decode_table(kept["table"])
            open_table = next(info.id for info in tables.values() if info.is_open)
            act(room, open_table, DealHand())
        assert floorapp_main(["room", "init", address]) == 0
        assert "already set up: nothing changed" in capsys.readouterr().out


def test_init_takes_a_shared_room_of_schema_5_to_the_events_with_their_grants(
    postgresql_cluster: str, logins: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    from test_old_rooms import OLD_ROOMS, restored

    from floorapp.tournament import DealHand as EventDeal
    from floorapp.tournament import Draw, EventRules

    pit, board = logins
    with restored(OLD_ROOMS / "room-schema-5-3d0cdfe-postgresql.sql.gz") as address:
        with psycopg.connect(address, autocommit=True) as connection:
            for statement in (*OLD_GRANTS[:2], f"GRANT floorapp_staff TO {pit}",
                              f"GRANT floorapp_board TO {board}"):
                connection.execute(statement)  # type: ignore[arg-type]
        assert floorapp_main(["room", "init", address]) == 0
        said = capsys.readouterr().out
        assert f"schema upgraded from 5 to {schema_version()}" in said
        assert f"{STAFF} may now insert (created, name), select, update (closed) events" in said
        assert f"{STAFF} may now insert, select event_journal" in said
        assert f"{STAFF} may now insert, select, update event_heads" in said
        assert "floorapp_board may now select event_journal" in said
        with Room.open(make_conninfo(address, user=pit)) as room:
            event_id = room.add_event("Sunday", EventRules(seats=6)).id
            drawn = room.apply_event(event_id, Draw(("Ann", "Bob", "Cy"), 1, 2),
                                     room.event_state(event_id).position)
            room.apply_event(event_id, EventDeal(1), drawn.position)
        for role in (pit, board):
            with psycopg.connect(make_conninfo(address, user=role), autocommit=True) as db, \
                    pytest.raises(psycopg.errors.InsufficientPrivilege):
                db.execute("DELETE FROM event_journal")
        assert floorapp_main(["room", "init", address]) == 0
        assert "already set up: nothing changed" in capsys.readouterr().out

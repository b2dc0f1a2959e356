"""``floorapp room init``: the schema, the staff and board roles and their grants; the server
itself refuses a board's writes. Needs the test cluster (deselected without it)."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from psycopg.conninfo import make_conninfo
from room_backends import Rooms, admin
from storage_helpers import SEATED, act

from floorapp.app import main as floorapp_main
from floorapp.rules import DealHand
from floorapp.storage.database import schema_version
from floorapp.storage.errors import Problem, StorageError
from floorapp.storage.room import Room
from floorapp.storage.room_setup import BOARD, STAFF, initialize


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


def test_init_twice_changes_nothing_the_second_time(
    owner: str, logins: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    pit, board = logins
    assert floorapp_main(["room", "init", owner, "--staff", pit, "--board", board]) == 0
    first = capsys.readouterr().out
    assert f"schema {schema_version()} created" in first
    assert f"{pit} is a member of {STAFF}" in first
    assert f"{board} is a member of {BOARD}" in first
    assert floorapp_main(["room", "init", owner, "--staff", pit, "--board", board]) == 0
    assert "already set up: nothing changed" in capsys.readouterr().out
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
        with pytest.raises(StorageError, match="append-only"), \
                room.database.transaction("change the past") as db:
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

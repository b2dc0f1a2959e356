"""``floorapp room check``: every journal read, every kept state decoded and in its journal;
a line per problem, exit 1 when there is one (both backends)."""

from __future__ import annotations

from typing import Any

from storage_helpers import past_the_checks
from test_set_aside import TABLE, damage

from floorapp.rules import Away, DealHand
from floorapp.storage.room import Room
from floorapp.storage.room_cli import main
from floorapp.storage.table_import import import_document
from floorapp.tournament import DealHand as EventDeal
from floorapp.tournament import Draw, EventRules


def a_room(address: str) -> tuple[int, int]:
    with Room.open(address) as room:
        one = import_document(room, TABLE, "One").table.id
        two = import_document(room, TABLE, "Two").table.id
        for _ in range(3):
            room.apply(one, DealHand(), room.position(one))
        room.apply(two, Away(2), room.position(two))
    return one, two


def test_a_sound_room_checks_clean(room_address: str, capsys: Any) -> None:
    a_room(room_address)
    assert main(["check", room_address]) == 0
    out = capsys.readouterr().out
    assert out.strip().endswith("2 tables, 6 journal entries checked: 0 problems")


def test_each_event_is_replayed_and_its_head_checked(room_address: str, capsys: Any) -> None:
    a_room(room_address)
    with Room.open(room_address) as room:
        sound, tampered = (room.add_event(name, EventRules(seats=6)).id for name in ("A", "B"))
        for event_id in (sound, tampered):
            for action in (Draw(("Ann", "Bob", "Cy"), 1, 4), EventDeal(1)):
                room.apply_event(event_id, action, room.event_state(event_id).position)
        room.undo_event(sound, room.event_state(sound).position)
    assert main(["check", room_address]) == 0
    assert capsys.readouterr().out.strip().endswith(
        "2 tables, 2 events (7 entries), 6 journal entries checked: 0 problems")
    with Room.open(room_address) as room, past_the_checks(room, "event_heads") as db:
        db.execute("UPDATE event_heads SET state = (SELECT state FROM event_heads WHERE "
                   "event_id = ?) WHERE event_id = ?", (sound, tampered))
    assert main(["check", room_address]) == 1
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("event 2 (B): its head at entry")
    assert lines[0].endswith("is not the state that entry recorded (the room replays its "
                             "journal)")
    assert lines[-1].endswith("6 journal entries checked: 1 problem")


def test_an_unreadable_entry_and_an_undecodable_head_are_each_a_problem(
    room_address: str, capsys: Any,
) -> None:
    one, two = a_room(room_address)
    with Room.open(room_address) as room:
        entry = damage(room, two)
        with past_the_checks(room, "heads") as connection:
            connection.execute("UPDATE heads SET state = ? WHERE table_id = ?",
                               (b"\x7fnot a packed state", one))
    assert main(["check", room_address]) == 1
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].endswith("2 tables, 6 journal entries checked: 2 problems")
    assert lines[0].startswith("table 1 (One): ")
    assert "its head at entry" in lines[0] and "not the state that entry recorded" in lines[0]
    assert lines[1].startswith("table 2 (Two): The history of table 2 cannot be replayed")
    assert f"entry {entry} is of a kind this floorapp does not know (99)" in lines[1]

"""Export a table's history as a scenario file, import a scenario file as a table.

The exports are checked by the real scenario runner: the file replays, every expectation holds,
and the deals it makes are exactly the recorded ones.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from storage_helpers import SEATED, Clock, Step, houses, play, starts, steps

from floorapp.rules import Away, Back, Choice, DealHand, HouseRules, Move, Sit
from floorapp.scenario import InvalidScenario, load_scenario, parse_scenario, run_file, run_scenario
from floorapp.storage.export import (
    export_document,
    export_file,
    export_toml,
    import_document,
    import_file,
)
from floorapp.storage.room import Room

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted((REPO / "resources" / "scenarios").glob("*/*.toml"))



def recorded_deals(room: Room, table_id: int) -> list[object]:
    return [entry.deal for entry in room.effective(table_id) if entry.deal is not None]


def made_deals(document: dict[str, object]) -> list[object]:
    report = run_scenario(parse_scenario(tomllib.loads(export_toml_of(document))))
    assert report.passed, report.mismatches
    return [r.deal for r in report.reports if r.deal is not None]


def export_toml_of(document: dict[str, object]) -> str:
    return tomli_w.dumps(document)


def test_an_export_replays_through_the_scenario_runner(tmp_path: Path) -> None:
    with Room.open(tmp_path / "room") as room:
        table_id = room.add_table("Main", HouseRules(blinds=(1, 2, 5)), start=SEATED).id
        for event in (DealHand(), Away(3), DealHand(), DealHand(), Back(3, Choice.POST),
                      Sit(6, "Eve", Choice.WAIT), DealHand(), Move(4, 5, Choice.WAIT),
                      DealHand(), DealHand()):
            room.act(table_id, event)
        room.undo(table_id)
        room.undo(table_id)
        room.redo(table_id)
        path = export_file(room, table_id, tmp_path / "main.toml")
        recorded = recorded_deals(room, table_id)
        final = room.state(table_id).table
    assert [p.name for p in tmp_path.iterdir() if p.suffix != ""] == ["main.toml"]
    report = run_file(path)
    assert report.passed, report.mismatches
    assert [r.deal for r in report.reports if r.deal is not None] == recorded
    assert sum(1 for r in report.reports if r.checked) == len(recorded) == 5
    assert report.final_table == final
    document = tomllib.loads(path.read_text())
    assert document["house"]["blinds"] == [1, 2, 5]
    assert document["table"] == SEATED
    assert [step["do"] for step in document["step"]][:4] == ["deal", "away", "deal", "deal"]
    cli = subprocess.run([sys.executable, "-m", "floorapp.scenario", str(path)],
                         capture_output=True, text=True, cwd=REPO)
    assert cli.returncode == 0, cli.stdout + cli.stderr
    assert "1 passed" in cli.stdout


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(house=houses, start=starts(), history=st.lists(steps, min_size=5, max_size=60))
def test_random_histories_exported_and_replayed_give_the_recorded_deals_exactly(
    house: HouseRules, start: dict[str, object], history: list[Step]
) -> None:
    with tempfile.TemporaryDirectory() as folder, Room.open(folder) as room:
        table_id = room.add_table("Random", house, start=start).id
        play(room, table_id, history)
        document = export_document(room, table_id)
        assert made_deals(document) == recorded_deals(room, table_id)
        report = run_scenario(parse_scenario(tomllib.loads(export_toml(room, table_id))))
        assert report.final_table == room.state(table_id).table


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(house=houses, start=starts(), history=st.lists(steps, min_size=1, max_size=30),
       cut=st.floats(0, 1))
def test_random_time_ranges_export_the_deals_of_the_range(
    house: HouseRules, start: dict[str, object], history: list[Step], cut: float
) -> None:
    with tempfile.TemporaryDirectory() as folder, Room.open(folder, clock=Clock()) as room:
        table_id = room.add_table("Random", house, start=start).id
        play(room, table_id, history)
        entries = room.history(table_id)
        since = entries[int(cut * (len(entries) - 1))].at
        in_range = [e.deal for e in room.effective(table_id) if e.deal and e.at >= since]
        document = export_document(room, table_id, since=since)
        report = run_scenario(parse_scenario(tomllib.loads(export_toml_of(document))))
        assert report.passed, report.mismatches
        checked = [r.deal for r in report.reports if r.checked]
        assert checked == in_range


def test_a_range_starts_where_the_range_starts_when_the_format_can_say_it() -> None:
    with tempfile.TemporaryDirectory() as folder, Room.open(folder, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        for _ in range(3):
            room.act(table_id, DealHand())
        room.act(table_id, Away(2))
        since = room.history(table_id)[-1].at
        room.act(table_id, DealHand())
        room.act(table_id, DealHand())
        document = export_document(room, table_id, since=since)
    assert [step["do"] for step in document["step"]] == ["away", "deal", "deal"]
    assert document["table"]["last"] == {"button": 3, "small_blind": 4, "big_blind": 1}
    assert "draw" not in document["table"]
    assert len(made_deals(document)) == 2


def test_a_range_starts_at_the_creation_when_the_format_cannot_say_its_start() -> None:
    with tempfile.TemporaryDirectory() as folder, Room.open(folder, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        room.act(table_id, DealHand())
        room.act(table_id, Sit(5, "Eve", Choice.WAIT))  # a player waiting to come in
        room.act(table_id, DealHand())
        since = room.history(table_id)[-1].at
        room.act(table_id, DealHand())
        room.act(table_id, DealHand())
        document = export_document(room, table_id, since=since)
        recorded = recorded_deals(room, table_id)
    assert document["table"] == SEATED
    assert [step["do"] for step in document["step"]] == ["deal", "sit", "deal", "deal", "deal"]
    assert ["expect" in step for step in document["step"]] == [False, False, True, True, True]
    assert made_deals(document) == recorded


def test_a_range_can_end_before_the_last_action() -> None:
    with tempfile.TemporaryDirectory() as folder, Room.open(folder, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        room.act(table_id, DealHand())
        room.act(table_id, DealHand())
        until = room.history(table_id)[-1].at
        room.act(table_id, DealHand())
        document = export_document(room, table_id, until=until)
    assert [step["do"] for step in document["step"]] == ["deal", "deal"]


@pytest.mark.parametrize("path", BUNDLED, ids=[p.name for p in BUNDLED])
def test_every_bundled_scenario_imports_and_exports_to_the_same_deals(path: Path) -> None:
    expected = run_file(path)
    with tempfile.TemporaryDirectory() as folder, Room.open(folder) as room:
        imported = import_file(room, path)
        table_id = imported.table.id
        assert imported.table.name == load_scenario(path).title
        assert imported.refused == sum(1 for r in expected.reports if r.error is not None)
        assert room.state(table_id).table == expected.final_table
        assert recorded_deals(room, table_id) == [
            r.deal for r in expected.reports if r.deal is not None
        ]
        assert made_deals(export_document(room, table_id)) == recorded_deals(room, table_id)


def test_an_invalid_scenario_adds_no_table(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('title = "Bad"\n[table]\nseats = 40\n')
    not_toml = tmp_path / "not.toml"
    not_toml.write_text("title = = =")
    with Room.open(tmp_path / "room") as room:
        for path in (bad, not_toml, tmp_path / "missing.toml"):
            with pytest.raises(InvalidScenario):
                import_file(room, path)
        assert room.tables() == []


def test_an_import_is_one_transaction(tmp_path: Path) -> None:
    document = {
        "title": "Two deals",
        "table": {"seats": 4, "players": {"1": "A", "2": "B", "3": "C"}, "draw": 1},
        "step": [{"do": "deal"}, {"do": "away", "seat": 4}, {"do": "deal"}],
    }
    with Room.open(tmp_path) as room:
        report = import_document(room, document, name="Imported")
        assert (report.applied, report.refused) == (2, 1)
        assert report.table.name == "Imported"
        kinds = [entry.kind for entry in room.history(report.table.id)]
        assert kinds == ["create", "event", "event"]


def test_a_change_of_house_rules_is_journaled_undone_and_exported_from_after_it() -> None:
    with tempfile.TemporaryDirectory() as folder:
        document, recorded, table_id = _change_house_rules_and_export(folder)
        with Room.open(folder) as again:
            assert again.state(table_id).table.house.blinds == (10, 20)
    assert document["house"]["blinds"] == [5, 10]
    assert [step["do"] for step in document["step"]] == ["deal", "deal"]
    assert made_deals(document) == recorded[4:]
    assert sorted(post.live for post in recorded[4].posts) == [5, 10]


def _change_house_rules_and_export(folder: str) -> tuple[dict[str, object], list[object], int]:
    from floorapp.rules import ChangeHouse
    from floorapp.storage.export import ExportError

    with Room.open(folder, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        for _ in range(4):  # past the new game's first round, which no scenario can say
            room.act(table_id, DealHand())
        room.act(table_id, ChangeHouse(HouseRules(blinds=(5, 10)), 6))
        assert room.state(table_id).table.house.blinds == (5, 10)
        room.undo(table_id)
        assert room.state(table_id).table.house.blinds == (1, 2)
        room.redo(table_id)
        room.act(table_id, DealHand())
        room.act(table_id, DealHand())
        document = export_document(room, table_id)
        recorded = recorded_deals(room, table_id)
        room.act(table_id, Sit(5, "Eve", Choice.WAIT))
        room.act(table_id, ChangeHouse(HouseRules(blinds=(10, 20)), 6))
        with pytest.raises(ExportError, match="house rules changed"):
            export_document(room, table_id)
    return document, recorded, table_id


def test_after_a_change_of_house_rules_more_hands_make_the_table_exportable_again() -> None:
    """Issue 11: after a change of house rules that left a player waiting to come in, the whole
    table's export was refused for ever; it starts at the first hand the format can describe."""
    with tempfile.TemporaryDirectory() as folder:
        _change_house_rules_and_export(folder)
        with Room.open(folder, clock=Clock()) as room:
            table_id = room.tables()[0].id
            for _ in range(4):
                room.act(table_id, DealHand())
            document = export_document(room, table_id)
            recorded = recorded_deals(room, table_id)
    assert document["house"]["blinds"] == [10, 20]
    made = made_deals(document)
    assert made and made == recorded[-len(made):]
    assert [step["do"] for step in document["step"]] == ["deal"] * len(made)

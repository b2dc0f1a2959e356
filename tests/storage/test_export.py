"""Export a table's history as a scenario file, import a scenario file as a table.

The exports are checked by the real scenario runner: the file replays, every expectation holds,
and the deals it makes are exactly the recorded ones.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from room_backends import Rooms
from storage_helpers import SEATED, Clock, Step, act, houses, play, starts, steps

from floorapp.rules import (
    Away,
    Back,
    ButtonRule,
    ChangeHouse,
    Choice,
    DealHand,
    HouseRules,
    Lock,
    Missed,
    Move,
    PickUp,
    Release,
    Sit,
)
from floorapp.scenario import InvalidScenario, load_scenario, parse_scenario, run_file, run_scenario
from floorapp.scenario.event_file import is_event_scenario
from floorapp.scenario.room import is_room_scenario
from floorapp.storage import export as export_module
from floorapp.storage.export import (
    Check,
    ExportError,
    export_document,
    export_file,
    export_toml,
)
from floorapp.storage.room import Room
from floorapp.storage.service import Redo, Undo
from floorapp.storage.table_import import import_document, import_file

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted(path for path in (REPO / "resources" / "scenarios").glob("*/*.toml")
                 if not is_room_scenario(document := tomllib.loads(path.read_text(
                     encoding="utf-8"))) and not is_event_scenario(document))
"""Every bundled table's scenario (a room scenario is several tables and their lists, an event
scenario a tournament's tables: the runner replays them, Table → Import takes a table's
scenario only)."""



def recorded_deals(room: Room, table_id: int) -> list[object]:
    return [entry.deal for entry in room.effective(table_id) if entry.deal is not None]


def made_deals(document: dict[str, object]) -> list[object]:
    report = run_scenario(parse_scenario(tomllib.loads(export_toml_of(document))))
    assert report.passed, report.mismatches
    return [r.deal for r in report.reports if r.deal is not None]


def export_toml_of(document: dict[str, object]) -> str:
    return tomli_w.dumps(document)


def test_an_export_replays_through_the_scenario_runner(
    tmp_path: Path, room_address: str
) -> None:
    with Room.open(room_address) as room:
        table_id = room.add_table("Main", HouseRules(blinds=(1, 2, 5)), start=SEATED).id
        for event in (DealHand(), Away(3), DealHand(), DealHand(), Back(3, Choice.POST),
                      Sit(6, "Eve", Choice.WAIT), DealHand(), Move(4, 5, Choice.WAIT),
                      DealHand(), DealHand()):
            act(room, table_id, event)
        act(room, table_id, Undo())
        act(room, table_id, Undo())
        act(room, table_id, Redo())
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
    rooms: Rooms, house: HouseRules, start: dict[str, object], history: list[Step]
) -> None:
    with rooms.fresh() as folder, Room.open(folder) as room:
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
    rooms: Rooms, house: HouseRules, start: dict[str, object], history: list[Step], cut: float
) -> None:
    with rooms.fresh() as folder, Room.open(folder, clock=Clock()) as room:
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


def test_a_range_starts_where_the_range_starts_when_the_format_can_say_it(
    room_address: str,
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        for _ in range(3):
            act(room, table_id, DealHand())
        act(room, table_id, Away(2))
        since = room.history(table_id)[-1].at
        act(room, table_id, DealHand())
        act(room, table_id, DealHand())
        document = export_document(room, table_id, since=since)
    assert [step["do"] for step in document["step"]] == ["away", "deal", "deal"]
    assert document["table"]["last"] == {"button": 3, "small_blind": 4, "big_blind": 1}
    assert "draw" not in document["table"]
    assert len(made_deals(document)) == 2


def test_a_range_starts_at_the_creation_when_the_format_cannot_say_its_start(
    room_address: str,
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, DealHand())
        act(room, table_id, Sit(5, "Eve", Choice.WAIT))  # a player waiting to come in
        act(room, table_id, DealHand())
        since = room.history(table_id)[-1].at
        act(room, table_id, DealHand())
        act(room, table_id, DealHand())
        document = export_document(room, table_id, since=since)
        recorded = recorded_deals(room, table_id)
    assert document["table"] == SEATED
    assert [step["do"] for step in document["step"]] == ["deal", "sit", "deal", "deal", "deal"]
    assert ["expect" in step for step in document["step"]] == [False, False, True, True, True]
    assert made_deals(document) == recorded


def test_a_range_whose_start_the_format_cannot_say_starts_at_the_latest_moment_it_can(
    room_address: str,
) -> None:
    """A business day starting while a player waits to come in: the file starts at the table
    just before he sat (the latest moment the format can say, a hand dealt next), not at the
    table's creation; only the range's deals carry expect."""
    with Room.open(room_address, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        for event in (DealHand(), DealHand(), DealHand(), Away(2), DealHand(),
                      Sit(5, "Eve", Choice.WAIT), DealHand()):
            act(room, table_id, event)
        since = room.history(table_id)[-1].at  # the deal after Eve sat
        act(room, table_id, DealHand())
        act(room, table_id, DealHand())
        document = export_document(room, table_id, since=since, check=Check.REPLAY)
        in_range = [entry.deal for entry in room.effective(table_id)
                    if entry.deal is not None and entry.at >= since]
    assert [step["do"] for step in document["step"]] == ["sit", "deal", "deal", "deal"]
    assert ["expect" in step for step in document["step"]] == [False, True, True, True]
    assert document["table"]["away"] == [2] and document["table"]["missed"] == {"2": "both"}
    assert "starts at the table as it stood at" in document["notes"]
    assert made_deals(document)[-3:] == in_range


def test_a_range_that_takes_back_actions_before_it_starts_before_them(
    room_address: str,
) -> None:
    """Undos early in the range take back a deal and a sit made before it: the file starts
    before both (it has no undo), from the actions in effect at the range's end."""
    with Room.open(room_address, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        for event in (DealHand(), DealHand(), DealHand(), Away(2), DealHand(),
                      Sit(5, "Eve", Choice.WAIT)):
            act(room, table_id, event)
        act(room, table_id, Undo())
        since = room.history(table_id)[-1].at  # the range starts with the undo of the sit
        act(room, table_id, Undo())  # and of the deal before it
        act(room, table_id, DealHand())
        document = export_document(room, table_id, since=since, check=Check.REPLAY)
        recorded = recorded_deals(room, table_id)
    assert [step["do"] for step in document["step"]] == ["away", "deal"]
    assert ["expect" in step for step in document["step"]] == [False, True]
    assert made_deals(document)[-1] == recorded[-1]


def test_the_list_events_export_and_replay_and_a_player_to_pick_up_starts_a_range(
    tmp_path: Path, room_address: str
) -> None:
    """R-65, F-34, F-35: a pick-up, a lock and a debt carried from another table are steps of
    an export (the deals that flag a player to pick up expect it); a range that starts while
    a player is to be picked up starts at the table as it stood, saying so in ``[table]``."""
    with Room.open(room_address, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        for event in (DealHand(), Sit(5, "Joe", Choice.WAIT), Away(5), *[DealHand()] * 5):
            act(room, table_id, event)
        since = room.history(table_id)[-1].at  # the range starts with the deal after the flag
        for event in (PickUp(5), Lock(6), DealHand(), Release(6),
                      Sit(6, "Kim", Choice.POST, Missed.BOTH), DealHand(), DealHand()):
            act(room, table_id, event)
        whole = export_file(room, table_id, tmp_path / "main.toml", check=Check.REPLAY)
        recorded = recorded_deals(room, table_id)
        ranged = export_document(room, table_id, since=since, check=Check.REPLAY)
    document = tomllib.loads(whole.read_text())
    steps = document["step"]
    assert {"do": "pick-up", "seat": 5} in steps and {"do": "lock", "seat": 6} in steps
    assert {"do": "sit", "seat": 6, "name": "Kim", "choice": "post", "carried": "both"} in steps
    flagged = [step["expect"].get("pick_ups") for step in steps if step["do"] == "deal"]
    assert flagged == [None, None, None, None, [5], [5], None, None, None]
    kim = next(step["expect"]["posts"]["6"] for step in steps[-2:] if "6" in step["expect"][
        "posts"])
    assert kim == {"live": 2, "dead": 1}  # F-35: the entry post and the carried small blind
    report = run_file(whole)
    assert report.passed, report.mismatches
    assert [r.deal for r in report.reports if r.deal is not None] == recorded
    assert ranged["table"]["pick_up"] == [5] and ranged["table"]["away"] == [5]
    assert [step["do"] for step in ranged["step"]][:3] == ["deal", "pick-up", "lock"]
    assert ranged["step"][0]["expect"]["pick_ups"] == [5]


def test_a_range_can_end_before_the_last_action(room_address: str) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = room.add_table("Main", start=SEATED).id
        act(room, table_id, DealHand())
        act(room, table_id, DealHand())
        until = room.history(table_id)[-1].at
        act(room, table_id, DealHand())
        document = export_document(room, table_id, until=until)
    assert [step["do"] for step in document["step"]] == ["deal", "deal"]


@pytest.mark.parametrize("path", BUNDLED, ids=[p.name for p in BUNDLED])
def test_every_bundled_scenario_imports_and_exports_to_the_same_deals(
    room_address: str, path: Path
) -> None:
    expected = run_file(path)
    with Room.open(room_address) as room:
        imported = import_file(room, path)
        table_id = imported.table.id
        assert imported.table.name == load_scenario(path).title
        assert imported.refused == sum(1 for r in expected.reports if r.error is not None)
        assert room.state(table_id).table == expected.final_table
        assert recorded_deals(room, table_id) == [
            r.deal for r in expected.reports if r.deal is not None
        ]
        assert made_deals(export_document(room, table_id)) == recorded_deals(room, table_id)


def test_an_invalid_scenario_adds_no_table(tmp_path: Path, room_address: str) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('title = "Bad"\n[table]\nseats = 40\n')
    not_toml = tmp_path / "not.toml"
    not_toml.write_text("title = = =")
    with Room.open(room_address) as room:
        for path in (bad, not_toml, tmp_path / "missing.toml"):
            with pytest.raises(InvalidScenario):
                import_file(room, path)
        assert room.tables() == []


def test_an_import_is_one_transaction(room_address: str) -> None:
    document = {
        "title": "Two deals",
        "table": {"seats": 4, "players": {"1": "A", "2": "B", "3": "C"}, "draw": 1},
        "step": [{"do": "deal"}, {"do": "away", "seat": 4}, {"do": "deal"}],
    }
    with Room.open(room_address) as room:
        report = import_document(room, document, name="Imported")
        assert (report.applied, report.refused) == (2, 1)
        assert report.table.name == "Imported"
        kinds = [entry.kind for entry in room.history(report.table.id)]
        assert kinds == ["create", "event", "event"]


def _several_changes_of_house_rules(room: Room) -> int:
    """A table whose house rules change four times: new amounts, a third blind (a new game,
    R-63), fewer seats, the moving button (a new game again); a fifth change undone for good;
    a player waiting to come in when the rules change; two deals undone, one of them redone."""
    table_id = room.add_table("Main", start=SEATED).id
    for event in (
        DealHand(), DealHand(), ChangeHouse(HouseRules(blinds=(5, 10)), 9), DealHand(),
        Sit(7, "Eve", Choice.WAIT), ChangeHouse(HouseRules(blinds=(5, 10, 25)), 9), DealHand(),
        DealHand(), ChangeHouse(HouseRules(blinds=(5, 10, 25)), 7), DealHand(),
        ChangeHouse(HouseRules(button=ButtonRule.MOVING, blinds=(10, 20)), 7), DealHand(),
        DealHand(),
    ):
        act(room, table_id, event)
    act(room, table_id, Undo())
    act(room, table_id, Undo())
    act(room, table_id, Redo())
    act(room, table_id, ChangeHouse(HouseRules(blinds=(1, 2)), 7))
    act(room, table_id, Undo())  # taken back for good
    act(room, table_id, DealHand())
    return table_id


def test_a_history_with_several_changes_of_house_rules_exports_whole(
    tmp_path: Path, room_address: str
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = _several_changes_of_house_rules(room)
        path = export_file(room, table_id, tmp_path / "main.toml")
        recorded = recorded_deals(room, table_id)
        final = room.state(table_id).table
    document = tomllib.loads(path.read_text(encoding="utf-8"))
    assert document["table"] == SEATED  # from the table's creation
    assert document["house"]["blinds"] == [1, 2]
    houses = [step for step in document["step"] if step["do"] == "house"]
    assert [(h["seats"], h["house"]["blinds"], h["house"]["button"]) for h in houses] == [
        (9, [5, 10], "dead"), (9, [5, 10, 25], "dead"), (7, [5, 10, 25], "dead"),
        (7, [10, 20], "moving"),
    ]
    report = run_file(path)
    assert report.passed, report.mismatches
    assert [r.deal for r in report.reports if r.deal is not None] == recorded
    assert sum(1 for r in report.reports if r.checked) == len(recorded) == 8
    assert report.final_table == final
    assert sorted(post.live for post in recorded[-1].posts) == [10, 20]
    cli = subprocess.run([sys.executable, "-m", "floorapp.scenario", str(path)],
                         capture_output=True, text=True, cwd=REPO)
    assert cli.returncode == 0, cli.stdout + cli.stderr
    assert "(8 deals)" in cli.stdout and "1 passed" in cli.stdout


def test_a_range_after_a_change_of_house_rules_starts_under_the_rules_then_in_force(
    room_address: str,
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = _several_changes_of_house_rules(room)
        for _ in range(6):  # past the new game's first round, which no scenario can say
            act(room, table_id, DealHand())
        since = room.history(table_id)[-1].at
        document = export_document(room, table_id, since=since, check=Check.REPLAY)
        recorded = recorded_deals(room, table_id)
    assert document["house"]["button"] == "moving"
    assert document["house"]["blinds"] == [10, 20]
    assert document["table"]["seats"] == 7
    assert "last" in document["table"]
    assert [step["do"] for step in document["step"]] == ["deal"]
    assert made_deals(document) == recorded[-1:]


def test_read_back_and_replay_checks_write_the_same_file(room_address: str) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = _several_changes_of_house_rules(room)
        assert export_toml(room, table_id) == export_toml(room, table_id, check=Check.REPLAY)


def _altered_writer(
    monkeypatch: pytest.MonkeyPatch, alter: Callable[[dict[str, Any]], dict[str, Any]]
) -> None:
    """The export's step writer with ``alter`` applied to the first step it changes."""
    real = export_module.steps_toml
    done = []

    def writer(steps: list[dict[str, Any]]) -> str:
        changed = []
        for step in steps:
            altered = alter(dict(step)) if not done else step
            if altered != step:
                done.append(step)
            changed.append(altered)
        return real(changed)

    monkeypatch.setattr(export_module, "steps_toml", writer)


@pytest.mark.parametrize("alter", [
    lambda step: {**step, "seat": step["seat"] % 9 + 1} if step["do"] == "away" else step,
    lambda step: {**step, "expect": {**step["expect"], "first_to_act": 99}}
    if "expect" in step else step,
    lambda step: {key: value for key, value in step.items() if key != "expect"},
    lambda step: {**step, "house": {**step["house"], "blinds": [5, 20]}}
    if step["do"] == "house" else step,
    lambda step: {"do": "misdeal"} if step["do"] == "sit" else step,
], ids=["another seat", "another first to act", "expect left out", "other blinds",
        "another event"])
def test_a_file_that_does_not_say_the_journal_is_caught_and_not_written(
    tmp_path: Path, room_address: str, monkeypatch: pytest.MonkeyPatch,
    alter: Callable[[dict[str, Any]], dict[str, Any]],
) -> None:
    with Room.open(room_address, clock=Clock()) as room:
        table_id = _several_changes_of_house_rules(room)
        act(room, table_id, Away(2))
        act(room, table_id, DealHand())
        _altered_writer(monkeypatch, alter)
        with pytest.raises(ExportError, match="step [0-9]+ of the export is not"):
            export_file(room, table_id, tmp_path / "main.toml")
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_a_file_that_does_not_start_from_the_journal_start_is_caught(
    tmp_path: Path, room_address: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = export_module._header

    def header(*arguments: Any) -> dict[str, Any]:
        document = real(*arguments)
        return {**document, "table": {**document["table"], "away": [3]}}

    with Room.open(room_address, clock=Clock()) as room:
        table_id = _several_changes_of_house_rules(room)
        monkeypatch.setattr(export_module, "_header", header)
        with pytest.raises(ExportError, match="does not start from the table"):
            export_file(room, table_id, tmp_path / "main.toml")
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_a_step_written_twice_is_caught(
    tmp_path: Path, room_address: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = export_module.steps_toml
    monkeypatch.setattr(export_module, "steps_toml", lambda steps: real(
        [twice for step in steps for twice in [step] * (2 if step["do"] == "sit" else 1)]))
    with Room.open(room_address, clock=Clock()) as room:
        table_id = _several_changes_of_house_rules(room)
        with pytest.raises(ExportError, match="steps for"):
            export_file(room, table_id, tmp_path / "main.toml")


@pytest.mark.parametrize("steps", [
    [{"do": "away", "seat": 2}, {"do": "misdeal"}],
    [{"do": "deal", "expect": {"button": 3, "posts": {"4": {"live": 1, "dead": 0}}}},
     {"do": "house", "seats": 7, "house": {"blinds": [5, 10]}}, {"do": "away", "seat": 2}],
], ids=["short steps only", "steps with tables"])
def test_steps_are_written_as_tables_a_file_can_go_on_after(steps: list[dict[str, Any]]) -> None:
    text = export_module.steps_toml(steps) + "\n" + export_module.steps_toml(steps)
    assert text.startswith("[[step]]\n")
    assert tomllib.loads(text) == {"step": steps + steps}

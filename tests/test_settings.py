"""The settings file: round trip, first start, broken files kept aside, atomic writes, checks."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorapp.rules import ButtonRule, HouseRules, Makeup, StraddleRule
from floorapp.storage import settings as store
from floorapp.storage.settings import (
    SCHEMA_VERSION,
    InvalidSettings,
    PaletteName,
    Problem,
    ProblemCode,
    Settings,
    house_problems,
    house_rules,
    load_settings,
    save_settings,
    settings_from_dict,
    settings_to_dict,
)

CHANGED = Settings(
    HouseRules(
        button=ButtonRule.MOVING,
        blinds=(1, 2, 5),
        button_blind=True,
        makeup=Makeup.BIG_ONLY,
        free_hand_at=4,
        straddle=StraddleRule.LIVE_AND_SLEEPER,
    ),
    seats=12,
    palette=PaletteName.LIGHT,
)


def test_a_first_start_has_no_file_and_gets_the_defaults(tmp_path: Path) -> None:
    loaded = load_settings(tmp_path / "new")
    assert loaded.first_start
    assert loaded.settings == Settings()
    assert loaded.settings.seats == 9 and loaded.settings.palette is PaletteName.DARK
    assert not (tmp_path / "new").exists()  # reading never creates anything


def test_settings_survive_a_save_and_a_load(tmp_path: Path) -> None:
    path = save_settings(tmp_path, CHANGED)
    loaded = load_settings(tmp_path)
    assert not loaded.first_start and loaded.kept_aside is None
    assert loaded.settings == CHANGED
    data = json.loads(path.read_text())
    assert data["schema"] == SCHEMA_VERSION
    assert data["house"]["blinds"] == [1, 2, 5]
    assert data["house"]["button"] == "moving"
    assert data["palette"] == "light"


def test_a_save_leaves_no_temporary_file_and_replaces_the_old_one(tmp_path: Path) -> None:
    save_settings(tmp_path, Settings())
    save_settings(tmp_path, CHANGED)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    assert load_settings(tmp_path).settings == CHANGED


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(tmp_path, CHANGED)

    def broken_replace(source: str, target: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        save_settings(tmp_path, Settings())
    monkeypatch.undo()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    assert load_settings(tmp_path).settings == CHANGED


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[]",
        '{"schema": 1, "house": {"button": "sideways"}}',
        '{"schema": 1, "house": {"blinds": [2, 1]}}',
        '{"schema": 1, "seats": 13}',
        '{"schema": 1, "palette": "purple"}',
        '{"schema": 99}',
        '{"house": {}}',
    ],
)
def test_a_broken_file_is_kept_aside_and_the_defaults_used(tmp_path: Path, text: str) -> None:
    (tmp_path / "settings.json").write_text(text)
    loaded = load_settings(tmp_path)
    assert loaded.settings == Settings()
    assert not loaded.first_start
    assert loaded.kept_aside is not None
    assert loaded.kept_aside.name.startswith("settings.json.broken-")
    assert loaded.kept_aside.read_text() == text
    assert not (tmp_path / "settings.json").exists()


def test_a_file_with_only_some_keys_fills_in_the_defaults(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"schema": 1, "house": {"blinds": [2, 5]}}')
    loaded = load_settings(tmp_path)
    assert loaded.kept_aside is None
    assert loaded.settings == Settings(HouseRules(blinds=(2, 5)))


def test_an_older_schema_goes_through_the_migrations(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A future version 2 reads version-1 files through the migration table."""
    monkeypatch.setattr(store, "SCHEMA_VERSION", 2)

    def rename_colours(data: dict) -> dict:
        data["palette"] = data.pop("colours")
        return data

    monkeypatch.setitem(store._MIGRATIONS, 1, rename_colours)
    (tmp_path / "settings.json").write_text('{"schema": 1, "colours": "light"}')
    assert load_settings(tmp_path).settings.palette is PaletteName.LIGHT


@pytest.mark.parametrize(
    ("values", "problem"),
    [
        ({"blinds": []}, Problem("blinds", ProblemCode.BLINDS_COUNT)),
        ({"blinds": [1, 2, 5, 10]}, Problem("blinds", ProblemCode.BLINDS_COUNT)),
        ({"blinds": "1/2"}, Problem("blinds", ProblemCode.BLINDS_COUNT)),
        ({"blinds": [1, 0]}, Problem("blinds", ProblemCode.BLINDS_AMOUNTS)),
        ({"blinds": [1, True]}, Problem("blinds", ProblemCode.BLINDS_AMOUNTS)),
        ({"blinds": [1, 2.5]}, Problem("blinds", ProblemCode.BLINDS_AMOUNTS)),
        ({"blinds": [5, 2]}, Problem("blinds", ProblemCode.BLINDS_ORDER)),
        ({"button": "sideways"}, Problem("button", ProblemCode.UNKNOWN_VALUE)),
        ({"makeup": "some"}, Problem("makeup", ProblemCode.UNKNOWN_VALUE)),
        ({"button_blind": "yes"}, Problem("button_blind", ProblemCode.NOT_TRUE_FALSE)),
        ({"free_hand_at": -1}, Problem("free_hand_at", ProblemCode.FREE_HAND_RANGE)),
        ({"free_hand_at": 13}, Problem("free_hand_at", ProblemCode.FREE_HAND_RANGE)),
        ({"colour": "red"}, Problem("colour", ProblemCode.UNKNOWN_KEY)),
    ],
)
def test_every_bad_house_rule_is_named(values: dict, problem: Problem) -> None:
    assert house_problems(values) == [problem]
    with pytest.raises(InvalidSettings) as refused:
        house_rules(values)
    assert refused.value.problems == [problem]


def test_every_problem_is_reported_at_once() -> None:
    with pytest.raises(InvalidSettings) as refused:
        settings_from_dict({"house": {"blinds": [2, 1], "straddle": "x"}, "seats": 1})
    assert {p.key for p in refused.value.problems} == {"blinds", "straddle", "seats"}


@settings(max_examples=60, deadline=None)
@given(
    blinds=st.lists(st.integers(1, 500), min_size=1, max_size=3).map(sorted),
    seats=st.integers(2, 12),
    button=st.sampled_from(list(ButtonRule)),
    makeup=st.sampled_from(list(Makeup)),
    free=st.integers(0, 12),
    palette=st.sampled_from(list(PaletteName)),
)
def test_any_valid_settings_round_trip_through_json(
    blinds: list[int], seats: int, button: ButtonRule, makeup: Makeup, free: int,
    palette: PaletteName,
) -> None:
    chosen = Settings(
        HouseRules(button=button, blinds=tuple(blinds), makeup=makeup, free_hand_at=free),
        seats,
        palette,
    )
    text = json.dumps(settings_to_dict(chosen))
    assert settings_from_dict(json.loads(text)) == chosen


def test_a_file_from_before_the_touch_mode_follows_the_system(tmp_path: Path) -> None:
    old = {"schema": 2, "house": {"blinds": [2, 5]}, "seats": 6, "language": "fr"}
    (tmp_path / "settings.json").write_text(json.dumps(old))
    loaded = load_settings(tmp_path)
    assert loaded.kept_aside is None
    assert loaded.settings.touch is None
    assert json.loads(save_settings(tmp_path, loaded.settings).read_text())["touch"] is None


@pytest.mark.parametrize("touch", [True, False, None])
def test_the_touch_mode_is_kept(tmp_path: Path, touch: bool | None) -> None:
    chosen = Settings(touch=touch)
    save_settings(tmp_path, chosen)
    assert load_settings(tmp_path).settings == chosen


def test_a_touch_mode_that_is_not_yes_or_no_is_refused(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"schema": 3, "touch": "yes"}')
    assert load_settings(tmp_path).kept_aside is not None


@pytest.mark.parametrize("minutes", [0, 121, 2.5, "5", True])
def test_a_lockup_limit_out_of_range_is_refused(minutes: object) -> None:
    problems = house_problems({"lockup_minutes": minutes})
    assert [problem.code for problem in problems] == [ProblemCode.LOCKUP_RANGE]


def test_a_lockup_limit_in_range_is_kept(tmp_path: Path) -> None:
    chosen = Settings(HouseRules(lockup_minutes=12))
    save_settings(tmp_path, chosen)
    assert load_settings(tmp_path).settings.house.lockup_minutes == 12


# --- the room (Settings → Room) ---------------------------------------------------------------


@pytest.mark.parametrize("room", [None, "service=floorroom",
                                  "postgresql://pit1@db.example/floorroom?sslmode=verify-full"])
def test_the_room_is_kept(tmp_path: Path, room: str | None) -> None:
    chosen = Settings(HouseRules(blinds=(2, 5)), 6, room=room)
    path = save_settings(tmp_path, chosen)
    assert json.loads(path.read_text())["room"] == room
    assert load_settings(tmp_path).settings == chosen


def test_a_file_from_before_the_room_opens_the_rooms_it_did_and_keeps_everything_else(
    tmp_path: Path,
) -> None:
    old = {"schema": 3, "house": {"blinds": [2, 5], "button": "moving"}, "seats": 6,
           "palette": "light", "language": "pl", "touch": True}
    (tmp_path / "settings.json").write_text(json.dumps(old))
    loaded = load_settings(tmp_path)
    assert loaded.kept_aside is None and not loaded.first_start
    assert loaded.settings == Settings(HouseRules(blinds=(2, 5), button=ButtonRule.MOVING), 6,
                                       PaletteName.LIGHT, store.Language.POLISH, True, None)
    written = json.loads(save_settings(tmp_path, loaded.settings).read_text())
    assert written["schema"] == SCHEMA_VERSION == 5
    assert written["room"] is None


@pytest.mark.parametrize("room", [
    "postgresql://pit1:s3cret@db.example/floorroom",  # a password: never kept in a file
    "host=db.example password=s3cret",
    "/home/pit/floorapp",  # not a PostgreSQL address
    "",
    42,
])
def test_a_room_that_may_not_be_kept_sets_the_file_aside(tmp_path: Path, room: object) -> None:
    text = json.dumps({"schema": 4, "seats": 6, "room": room})
    (tmp_path / "settings.json").write_text(text)
    loaded = load_settings(tmp_path)
    assert loaded.settings == Settings()  # never a start on some other room than chosen
    assert loaded.kept_aside is not None and loaded.kept_aside.read_text() == text
    with pytest.raises(InvalidSettings) as refused:
        settings_from_dict({"schema": 4, "room": room})
    assert refused.value.problems == [Problem("room", ProblemCode.UNKNOWN_VALUE)]


def test_a_reader_that_writes_nothing_leaves_a_broken_file_where_it_is(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{not json")
    loaded = load_settings(tmp_path, keep_aside=False)
    assert loaded.settings == Settings() and loaded.kept_aside is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_the_backups_are_kept_and_a_file_from_before_them_keeps_them_in_the_data_folder(
    tmp_path: Path,
) -> None:
    chosen = Settings(backup_folder="/media/stick/floor", backup_days=7)
    save_settings(tmp_path, chosen)
    assert load_settings(tmp_path).settings == chosen
    (tmp_path / "settings.json").write_text(json.dumps({"schema": 4, "seats": 6}))
    loaded = load_settings(tmp_path).settings
    assert (loaded.backup_folder, loaded.backup_days) == (None, 30)


@pytest.mark.parametrize(("key", "value"), [
    ("backup_days", 0), ("backup_days", 3651), ("backup_days", "30"), ("backup_days", True),
    ("backup_folder", ""), ("backup_folder", 3),
])
def test_backup_settings_out_of_range_are_refused(key: str, value: object) -> None:
    with pytest.raises(InvalidSettings) as refused:
        settings_from_dict({"schema": 5, key: value})
    assert refused.value.problems == [Problem(key, ProblemCode.UNKNOWN_VALUE)]

"""The language in the settings file: saved and read, older files migrated, unknown values
read as the system's language (never a reason to set the other settings aside)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floorapp.rules import HouseRules
from floorapp.storage.settings import (
    SCHEMA_VERSION,
    Language,
    PaletteName,
    Settings,
    load_settings,
    save_settings,
)


@pytest.mark.parametrize("language", list(Language))
def test_every_language_survives_a_save_and_a_load(tmp_path: Path, language: Language) -> None:
    chosen = Settings(HouseRules(blinds=(2, 5)), 6, PaletteName.LIGHT, language)
    path = save_settings(tmp_path, chosen)
    assert json.loads(path.read_text())["language"] == language.value
    assert load_settings(tmp_path).settings == chosen


def test_a_file_from_before_the_language_gets_the_systems_language(tmp_path: Path) -> None:
    old = {"schema": 1, "house": {"blinds": [2, 5]}, "seats": 6, "palette": "light"}
    (tmp_path / "settings.json").write_text(json.dumps(old))
    loaded = load_settings(tmp_path)
    assert loaded.kept_aside is None
    assert loaded.settings == Settings(HouseRules(blinds=(2, 5)), 6, PaletteName.LIGHT)
    assert loaded.settings.language is Language.SYSTEM
    written = json.loads(save_settings(tmp_path, loaded.settings).read_text())
    assert written["schema"] == SCHEMA_VERSION == 5
    assert written["language"] == ""


@pytest.mark.parametrize("value", ["de", "FR", 3, None, ["fr"]])
def test_an_unknown_language_is_the_systems_and_keeps_the_other_settings(
    tmp_path: Path, value: object,
) -> None:
    data = {"schema": SCHEMA_VERSION, "seats": 7, "palette": "light", "language": value}
    (tmp_path / "settings.json").write_text(json.dumps(data))
    loaded = load_settings(tmp_path)
    assert loaded.kept_aside is None
    assert loaded.settings == Settings(seats=7, palette=PaletteName.LIGHT)
    assert loaded.settings.language is Language.SYSTEM

"""A long scenario file read a slice of steps at a time gives what the scenario loader gives
reading it whole: the same scenario, or the same error (its step and line numbers too)."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w
from long_work_helpers import Followed

from floorapp.scenario import InvalidScenario, parse_scenario, read_document
from floorapp.storage import scenario_text
from floorapp.storage.scenario_text import read_scenario, step_count
from floorapp.storage.work import Pace

STEPS = [{"do": "deal"}, {"do": "away", "seat": 2}, {"do": "deal"}, {"do": "back", "seat": 2,
         "choice": "post"}, {"do": "deal", "expect": {"button": 3, "dealt": [1, 2, 3, 4]}}] * 5
"""Twenty-five steps (a deal's expect is a table of its own)."""
HEADER = {"title": "Long", "notes": "Read in slices.",
          "table": {"seats": 6, "players": {"1": "Ann", "2": "Bob", "3": "Cy", "4": "Di"},
                    "draw": 1}}


@pytest.fixture(autouse=True)
def small_slices(monkeypatch: pytest.MonkeyPatch) -> None:
    """Slices of 7 steps: a short file is cut as a long one is."""
    monkeypatch.setattr(scenario_text, "STEPS_PER_SLICE", 7)


def written(tmp_path: Path, text: str, newline: str = "\n") -> Path:
    path = tmp_path / "scenario.toml"
    path.write_bytes(text.replace("\n", newline).encode("utf-8"))
    return path


def loader(path: Path) -> object:
    return parse_scenario(read_document(path))


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_a_file_read_in_slices_is_the_scenario_the_loader_reads(
    tmp_path: Path, newline: str
) -> None:
    path = written(tmp_path, tomli_w.dumps({**HEADER, "step": STEPS}), newline)
    text = path.read_bytes().decode("utf-8")
    followed = Followed()
    pace = Pace(followed, step_count(text))
    header, scenario = read_scenario(text, pace)
    pace.finish()
    assert scenario == loader(path)
    assert scenario_text._read_in_slices(text, Pace(None, 0)) is not None  # read in 4 slices
    assert header == {key: value for key, value in read_document(path).items() if key != "step"}
    assert step_count(text) == len(STEPS) == pace.done
    followed.check_whole()


def test_a_step_header_inside_a_text_is_not_a_cut(tmp_path: Path) -> None:
    """A notes text that holds a line "[[step]]": the slice before it does not read, and the
    file is read whole."""
    text = ('title = "Tricky"\nnotes = """\n[[step]]\ndo = "deal"\n"""\n'
            + tomli_w.dumps({"table": HEADER["table"], "step": STEPS}))
    path = written(tmp_path, text)
    assert scenario_text._read_in_slices(text, Pace(None, 0)) is None
    _, scenario = read_scenario(text, Pace(None, 0), path)
    assert scenario == loader(path)
    assert len(scenario.steps) == len(STEPS)


@pytest.mark.parametrize("tail", ['\n[extra]\nkey = 1\n', '\n[[step]]\ndo = "fly"\n'])
def test_what_the_loader_refuses_is_refused_with_its_own_words(
    tmp_path: Path, tail: str
) -> None:
    """A table after the steps, an unknown step in the last slice: the loader's error, with
    the file's step number."""
    path = written(tmp_path, tomli_w.dumps({**HEADER, "step": STEPS}) + tail)
    with pytest.raises(InvalidScenario) as whole:
        loader(path)
    with pytest.raises(InvalidScenario) as sliced:
        read_scenario(path.read_text(encoding="utf-8"), Pace(None, 0), path)
    assert str(sliced.value) == str(whole.value)
    assert "fly" not in tail or str(whole.value).startswith(f"step {len(STEPS) + 1}:")


def test_a_file_without_steps_is_its_header(tmp_path: Path) -> None:
    path = written(tmp_path, tomli_w.dumps(HEADER))
    header, scenario = read_scenario(path.read_text(encoding="utf-8"), Pace(None, 0), path)
    assert scenario == loader(path) and scenario.steps == () and header == HEADER

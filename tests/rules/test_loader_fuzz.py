"""Whatever bytes a scenario file holds, the loader answers with a scenario or a clear
:class:`InvalidScenario`: never a Python traceback, and a bad file never stops a folder run.

Regression tests for issue 11: random bytes gave a ``UnicodeDecodeError`` traceback, a deeply
nested TOML value a ``RecursionError``, and a table key such as "²" a ``ValueError``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorapp.scenario import InvalidScenario, load_scenario, read_document, run_file
from floorapp.scenario.loader import MAX_NESTING, TOP_KEYS
from floorapp.scenario.steps import EXPECT_KEYS, STEP_FIELDS

REPO = Path(__file__).resolve().parents[2]
FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "150")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow])
"""150 inputs per property (about 10 s in all); ``FUZZ_EXAMPLES=5000`` for a longer hunt."""
GOOD = """title = "t"
[table]
seats = 4
players = { 1 = "A", 2 = "B", 3 = "C" }
last = { button = 1, small_blind = 2, big_blind = 3 }
[[step]]
do = "deal"
"""


def run_bytes(raw: bytes) -> Any:
    """``run_file`` on a temporary file holding ``raw`` (it must not raise)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.toml"
        path.write_bytes(raw)
        return run_file(path)


def nested(depth: int, opening: str) -> str:
    """A TOML value ``depth`` arrays (``[``) or inline tables (``{``) deep."""
    if opening == "[":
        return "[" * depth + "]" * depth
    return "{ a = " * depth + "1" + " }" * depth


@FUZZ
@given(st.binary(max_size=3000))
def test_random_bytes_give_a_report_never_a_traceback(raw: bytes) -> None:
    report = run_bytes(raw)
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        assert report.invalid is not None and report.invalid.startswith("not UTF-8 text")


@FUZZ
@given(st.binary(max_size=400))
def test_a_good_file_with_random_bytes_after_it_gives_a_report(tail: bytes) -> None:
    report = run_bytes(GOOD.encode() + tail)
    assert report.invalid is not None or report.final_table is not None


@FUZZ
@given(depth=st.integers(1, 6000), opening=st.sampled_from("[{"),
       place=st.sampled_from(["top", "lesson", "expect"]))
def test_any_nesting_is_a_scenario_or_invalid(depth: int, opening: str, place: str) -> None:
    value = nested(depth, opening)
    text = {
        "top": f"deep = {value}\n{GOOD}",
        "lesson": f"lesson = {{ notes = {value} }}\n{GOOD}",
        "expect": f"{GOOD}[step.expect]\nposts = {{ 1 = {value} }}\n",
    }[place]
    report = run_bytes(text.encode())
    levels = depth + (1 if place == "lesson" else 0)
    if levels > MAX_NESTING:
        assert report.invalid == f"arrays or tables nested more than {MAX_NESTING} levels deep"


def test_a_file_nested_past_the_recursion_limit_is_invalid(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text(f"lesson = {nested(sys.getrecursionlimit() * 3, '[')}\n{GOOD}")
    report = run_file(path)
    assert report.invalid == f"arrays or tables nested more than {MAX_NESTING} levels deep"


# --- random documents: valid TOML, the scenario vocabulary, anything in it -----------------

KEYS = sorted(TOP_KEYS | EXPECT_KEYS | {k for f in STEP_FIELDS.values() for k in f}
              | {"do", "expect", "expect_error", "1", "2", "12", "0", "²", "١", "live", "dead"})
SCALARS = st.one_of(
    st.integers(-3, 14), st.integers(), st.booleans(), st.text(max_size=12),
    st.sampled_from(list(STEP_FIELDS) + ["post", "wait", "behind", "sb", "bb", "both",
                                         "dead", "moving", "simplified"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.sampled_from(KEYS), inner, max_size=4)),
    max_leaves=25,
)
TABLE = st.fixed_dictionaries(
    {"seats": st.integers(2, 12) | VALUES},
    optional={
        "players": st.dictionaries(st.sampled_from(["1", "2", "3", "4", "²", "x"]),
                                   st.text(max_size=8) | VALUES, max_size=4),
        "last": st.dictionaries(st.sampled_from(["button", "small_blind", "big_blind", "x"]),
                                st.integers(-1, 13) | VALUES, max_size=4),
        "away": VALUES, "missed": VALUES, "lockup": VALUES, "draw": VALUES,
    },
)
STEP = st.fixed_dictionaries(
    {"do": st.sampled_from(sorted(STEP_FIELDS))},
    optional={**{key: st.integers(-1, 13) | VALUES
                 for key in ("seat", "from", "to", "button", "big_blind")},
              "choice": st.sampled_from(["post", "wait", "behind", "x"]),
              "name": st.text(max_size=60), "expect": st.dictionaries(
                  st.sampled_from(sorted(EXPECT_KEYS)), VALUES, max_size=4),
              "expect_error": VALUES},
)
DOCUMENTS = st.fixed_dictionaries(
    {"title": st.text(max_size=8) | VALUES, "table": TABLE | VALUES},
    optional={"house": st.dictionaries(st.sampled_from(
        ["button", "blinds", "button_blind", "structure", "makeup", "seat_change", "x"]),
        VALUES, max_size=3),
        "step": st.lists(STEP, max_size=6) | VALUES, "rules": VALUES, "lesson": VALUES},
)


@FUZZ
@given(DOCUMENTS)
def test_any_toml_document_gives_a_report_never_a_traceback(document: dict[str, Any]) -> None:
    report = run_bytes(tomli_w.dumps(document).encode())
    assert report.invalid is not None or report.final_table is not None


# --- the real runner on a folder --------------------------------------------------------------


def test_the_runner_on_a_folder_of_bad_files_reports_each_and_exits_two(tmp_path: Path) -> None:
    """Regression test for issue 11: a file of random bytes stopped a folder run with a
    traceback (and exit status 1)."""
    (tmp_path / "a-random.toml").write_bytes(os.urandom(4000) + b"\xff\xfe")
    (tmp_path / "b-nested.toml").write_text(f"x = {nested(5000, '[')}\n")
    (tmp_path / "c-good.toml").write_text(GOOD)
    (tmp_path / "d-seat-key.toml").write_text(GOOD.replace("1 = \"A\"", "\"²\" = \"A\""))
    result = subprocess.run([sys.executable, "-m", "floorapp.scenario", str(tmp_path)],
                            cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f"INVALID {tmp_path / 'a-random.toml'}: not UTF-8 text (byte ")
    assert lines[1] == (f"INVALID {tmp_path / 'b-nested.toml'}: arrays or tables nested more "
                        f"than {MAX_NESTING} levels deep")
    assert lines[2] == f"ok      {tmp_path / 'c-good.toml'} (1 deals)"
    assert lines[3] == (f"INVALID {tmp_path / 'd-seat-key.toml'}: [table] players: '²' is not "
                        "a seat of this 4-seat table")
    assert lines[4] == "scenarios: 1 passed, 0 failed, 3 invalid"


def test_read_document_refuses_what_is_not_utf8_toml(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes('title = "Café"\n'.encode("latin-1"))
    try:
        read_document(path)
    except InvalidScenario as error:
        assert str(error) == "not UTF-8 text (byte 12 cannot be read)"
    else:
        raise AssertionError("a Latin-1 file was read as a scenario")
    path.write_text(GOOD)
    assert load_scenario(path).title == "t"

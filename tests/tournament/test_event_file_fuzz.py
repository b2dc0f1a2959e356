"""Whatever an event scenario holds, the runner answers with a report or a clear reason: never
a Python traceback. Built from the format's own keys with values of every kind."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorapp.scenario import run_file
from floorapp.scenario.event_file import (
    EVENT_EXPECT_KEYS,
    EVENT_KEYS,
    EVENT_STEPS,
    EVENT_TABLE_KEYS,
    LEVEL_KEYS,
    STAGE_KEYS,
)

VALUES = st.one_of(st.integers(-3, 12), st.booleans(), st.text(max_size=4),
                   st.lists(st.integers(-1, 12), max_size=4),
                   st.dictionaries(st.sampled_from(["1", "2", "9", "x", "button", "big_blind",
                                                    "small_blind", "number"]),
                                   st.one_of(st.integers(-1, 12), st.text(max_size=3)),
                                   max_size=4),
                   st.sampled_from(["0:20:00", "5:00", "1:99", "none", "-0:01"]),
                   st.lists(st.dictionaries(st.sampled_from(sorted(STAGE_KEYS)),
                                            st.one_of(st.integers(-1, 30), st.booleans(),
                                                      st.text(max_size=3)), max_size=5),
                            max_size=3))
STEP_KEYS = sorted({key for keys in EVENT_STEPS.values() for key in keys} | LEVEL_KEYS | {"at"})


def section(keys: set[str] | list[str]) -> st.SearchStrategy[dict[str, Any]]:
    return st.dictionaries(st.sampled_from(sorted(keys)), VALUES, max_size=5)


STEPS = st.lists(st.builds(lambda do, values, expect: {"do": do, **values, **expect},
                           st.sampled_from([*EVENT_STEPS, "shuffle"]), section(STEP_KEYS),
                           st.dictionaries(st.just("expect"), section(EVENT_EXPECT_KEYS),
                                           max_size=1)), max_size=8)
DOCUMENTS = st.fixed_dictionaries(
    {"kind": st.just("event"), "title": st.just("fuzz")},
    optional={"event": section(EVENT_KEYS), "table": st.lists(section(EVENT_TABLE_KEYS),
                                                              max_size=3),
              "step": STEPS})


@settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "150")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(DOCUMENTS)
def test_any_event_file_gives_a_report_or_a_reason(document: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "event.toml"
        path.write_text(tomli_w.dumps(document), encoding="utf-8")
        report = run_file(path)
    assert report.invalid is None or report.invalid.strip()

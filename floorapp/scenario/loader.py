"""Reading a scenario file into a starting table and a list of steps, refusing bad files.

A file that is not a valid scenario raises :class:`InvalidScenario` naming the step (when
there is one) and what is wrong. The file is read here (:func:`read_document`) and put
together (:func:`parse_scenario`) from its sections: :mod:`.starting_table` (``[house]`` and
``[table]``) and :mod:`.steps` (``[[step]]``), which share the small checks of :mod:`.checks`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floorapp.rules import Table

from .checks import InvalidScenario, only_keys, str_list, typed_value
from .starting_table import house_rules, starting_table
from .steps import Step, parse_step

TOP_KEYS = {"title", "rules", "source", "notes", "house", "table", "step", "lesson"}


@dataclass(frozen=True)
class Scenario:
    """A parsed scenario file."""

    title: str
    table: Table
    steps: tuple[Step, ...]
    rules: tuple[str, ...] = ()
    source: str = ""
    notes: str = ""
    lesson: dict[str, Any] = field(default_factory=dict)


MAX_NESTING = 16
"""How deep arrays and tables may nest in a scenario file. A scenario needs four levels (a
step's expected posts: ``[[step]]``, ``expect``, ``posts``, a seat); anything far deeper is
not a scenario, and is refused before it can exhaust Python's recursion limit further on."""


def load_scenario(path: Path) -> Scenario:
    """Read and check one scenario file."""
    return parse_scenario(read_document(path))


def read_document(path: Path) -> dict[str, Any]:
    """The TOML document of a scenario file, not yet checked as a scenario.

    Raises :class:`InvalidScenario` for a file that cannot be read, is not UTF-8 text, is not
    TOML, or nests deeper than :data:`MAX_NESTING`: whatever its bytes, never anything else.
    """
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise InvalidScenario(f"cannot read the file: {error.strerror or error}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise InvalidScenario(f"not UTF-8 text (byte {error.start} cannot be read)") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InvalidScenario(f"not valid TOML: {error}") from None
    except RecursionError:
        raise InvalidScenario(_too_deep()) from None
    if _depth(data) > MAX_NESTING:
        raise InvalidScenario(_too_deep())
    return data


def _too_deep() -> str:
    return f"arrays or tables nested more than {MAX_NESTING} levels deep"


def _depth(value: Any) -> int:
    """How deep arrays and tables nest in ``value`` (a plain value is 0), without recursion."""
    deepest = 0
    pending = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth + 1)
        if deepest > MAX_NESTING:
            break
        pending.extend((child, depth + 1) for child in children)
    return deepest


def parse_scenario(data: dict[str, Any]) -> Scenario:
    """Check a scenario already read from TOML (a dict) and build its table and steps."""
    only_keys(data, TOP_KEYS, "top level")
    title = typed_value(data, "title", str, "top level", required=True)
    rules = tuple(str_list(data.get("rules", []), "rules"))
    house = house_rules(typed_value(data, "house", dict, "top level") or {})
    table = starting_table(house, typed_value(data, "table", dict, "top level", required=True))
    raw_steps = data.get("step", [])
    if not isinstance(raw_steps, list):
        raise InvalidScenario("'step' must be an array of tables ([[step]])")
    steps = tuple(parse_step(number, raw) for number, raw in enumerate(raw_steps, start=1))
    return Scenario(
        title=title,
        table=table,
        steps=steps,
        rules=rules,
        source=typed_value(data, "source", str, "top level") or "",
        notes=typed_value(data, "notes", str, "top level") or "",
        lesson=typed_value(data, "lesson", dict, "top level") or {},
    )

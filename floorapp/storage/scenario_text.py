"""A long scenario file read as the scenario loader reads it, a slice of steps at a time.

The loader (:func:`floorapp.scenario.read_document`, then
:func:`floorapp.scenario.parse_scenario`) reads a file whole: for a file of tens of thousands of
steps that is seconds with nothing to report and no way to stop. :func:`read_scenario` reads
the same text in slices of :data:`STEPS_PER_SLICE` steps, each cut at a line that starts with
``[[step]]``, and gives the very scenario the loader gives, telling a
:class:`~floorapp.storage.work.Pace` after each slice (an import, an export's read-back). It
is the same reading:

- TOML reads a document statement by statement, and a ``[[step]]`` header starts a new table
  of the ``step`` array, to which every statement up to the next header belongs. A cut at a
  line starting with ``[[step]]`` that is not a header (inside a multi-line string or array)
  leaves the slice before it unfinished, and that slice does not read;
- the text before the first cut must not hold ``step`` itself, and each slice must hold
  nothing but ``step`` (no table of another name after the steps);
- the loader checks each step on its own; the steps are numbered here as in the whole file.

Text that does not meet these (a slice that does not read, a key besides ``step``, a step the
loader refuses) is read whole instead, so that the answer is the loader's own: the same
scenario, or its error with the file's line and step numbers.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import replace
from itertools import pairwise
from pathlib import Path
from typing import Any

from floorapp.scenario import InvalidScenario, Scenario, Step, parse_scenario, read_document

from .work import Pace

STEPS_PER_SLICE = 200
"""Steps read at a time (a few dozen milliseconds of reading)."""
STEP_HEADER = re.compile(r"^\[\[step\]\]", re.MULTILINE)
"""Where a slice may start: a line beginning with the header of a new step."""


def step_count(text: str) -> int:
    """How many steps the text seems to hold (its lines starting with ``[[step]]``): what a
    progress bar counts on before reading it."""
    return sum(1 for _ in STEP_HEADER.finditer(text))


def read_scenario(
    text: str, pace: Pace, path: Path | None = None
) -> tuple[dict[str, Any], Scenario]:
    """The scenario the loader reads from ``text`` (a file's contents; ``path``: that file),
    with its document less the steps (``[table]`` as written, for a new table). Advances
    ``pace`` by one a step. Raises :class:`InvalidScenario` as the loader does, and
    :class:`~floorapp.storage.work.Cancelled`."""
    sliced = _read_in_slices(text, pace)
    if sliced is not None:
        return sliced
    document = read_document(path) if path is not None else _whole(text)
    scenario = parse_scenario(document)
    pace.advance(len(scenario.steps))
    return {key: value for key, value in document.items() if key != "step"}, scenario


def _read_in_slices(text: str, pace: Pace) -> tuple[dict[str, Any], Scenario] | None:
    """The scenario read a slice at a time; None where the text cannot be read so."""
    head, slices = _slices(text)
    header = _toml(head)
    if header is None or "step" in header:
        return None
    first: Scenario | None = None
    steps: list[Step] = []
    for piece in slices:
        document = _toml(piece)
        if document is None or set(document) != {"step"}:
            return None
        try:
            part = parse_scenario({**header, "step": document["step"]})
        except InvalidScenario:
            return None
        offset = len(steps)
        steps.extend(replace(step, number=offset + step.number) for step in part.steps)
        if first is None:
            first = part
        pace.advance(len(part.steps))
    if first is None:
        try:
            return header, parse_scenario(header)
        except InvalidScenario:
            return None
    return header, replace(first, steps=tuple(steps))


def _slices(text: str) -> tuple[str, list[str]]:
    """The text before the first step, and the rest cut before every
    :data:`STEPS_PER_SLICE`-th line that starts with ``[[step]]``."""
    cuts = [match.start() for match in STEP_HEADER.finditer(text)][::STEPS_PER_SLICE]
    if not cuts:
        return text, []
    return text[: cuts[0]], [text[start:end] for start, end in pairwise([*cuts, len(text)])]


def _toml(text: str) -> dict[str, Any] | None:
    """The text read by Python's TOML reader; None if it does not read."""
    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError):
        return None


def _whole(text: str) -> dict[str, Any]:
    """Text read whole (no file to give the loader): TOML, or :class:`InvalidScenario`."""
    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError) as error:
        raise InvalidScenario(f"not valid TOML: {error}") from None

"""A table's history as a scenario file (the other way, a scenario file as a new table, is
:mod:`floorapp.storage.table_import`).

An export is a scenario (the format of ``docs/SCENARIOS.md``) that ``python -m floorapp.scenario``
replays: the table's house rules and seats at its creation, every action in effect (undone ones
left out) as a step, a change of house rules as a ``house`` step, and every deal with what it
gave as ``expect``. For a time range (a business day) the file starts at the latest moment before
the range at which the format can say the table exactly
(:func:`~floorapp.storage.export_start.described_start`; a player waiting to come in or a seat
change under way is beyond it), at most :data:`~floorapp.storage.export_start.LOOK_BACK` journal
entries before the range, and only the deals in the range carry ``expect``; when there is no
such moment it starts at the table's creation. A day's export thus reads and writes about a
day of the journal, however long the table's history.

The file is written a few hundred steps at a time as the journal is read (TOML by tomli-w),
into a ``.partial`` file beside the target, and checked before it takes the target's name: a
file that would not give the recorded deals is never written (:class:`ExportError`).
:class:`Check` says how (docs/DEVELOPING.md, "Exports: how they are checked"):

- ``READ_BACK`` (the default): the written file is read by the scenario loader, as the runner
  reads it, and compared with the journal: it starts from the table the journal started from,
  every step's event is the journal's action in effect, every ``expect`` is the recorded deal.
  The recorded deals were made by the rules core from that start and those events, and the
  rules core is deterministic, so this checks all the export can get wrong (journal → TOML →
  loader) without dealing the whole history again.
- ``REPLAY``: the same, and the file is replayed through the rules core, every deal compared
  with the recorded one (tests; and a range starting at the table as it stood, whose
  ``[table]`` describes that table afresh, with new player ids and no last deal, which only a
  replay shows to be harmless).

The file is read back a slice of steps at a time (:mod:`floorapp.storage.scenario_text`) and
replayed a slice at a time, so that an export, like an import, tells a
:class:`~floorapp.storage.work.WorkProgress` how far it is and stops when the floor cancels it
(:class:`~floorapp.storage.work.Cancelled`: no file is written, nothing is recorded).
"""

from __future__ import annotations

import hashlib
import io
import os
import tomllib
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, TextIO, TypeVar

import tomli_w

from floorapp.rules import Deal, HouseRules, Table
from floorapp.scenario import InvalidScenario, Scenario, Step, run_scenario

from . import codec
from .export_start import comparable, creation, described_start
from .journal import UNDO_DEPTH, EntryKind, micros
from .room import Entry, Room, TableInfo, aware
from .scenario_text import read_scenario
from .scenario_words import step_of, table_section
from .work import Pace, WorkProgress

T = TypeVar("T")


class ExportError(RuntimeError):
    """The history could not be written as a scenario that replays to the recorded deals."""


class Check(StrEnum):
    """How an export is checked before it is written (see the module's docstring)."""

    READ_BACK = "read-back"
    REPLAY = "replay"


@dataclass(frozen=True)
class _Plan:
    """What one export writes: its top-level keys, ``[house]`` and ``[table]`` (``header``),
    the table the file must start from (``start``; compared as the format can say it when
    ``described``), and its steps: the actions in effect read afresh from the journal at each
    call of ``actions`` (which counts the entries it reads on the pace it is given), those
    from ``expect_since`` on carrying ``expect``; ``entries``: how many entries it reads."""

    header: dict[str, Any]
    start: Table
    actions: Callable[[Pace], Iterator[Entry]]
    entries: int
    expect_since: datetime | None = None
    described: bool = False


@dataclass
class _Written:
    """What was written, to compare the file with: one digest per step (its event and its
    ``expect``) and, for a replay, the recorded deals that carry ``expect``."""

    digests: list[bytes] = field(default_factory=list)
    deals: list[Deal] | None = None


def export_file(
    room: Room,
    table_id: int,
    path: Path,
    since: datetime | None = None,
    until: datetime | None = None,
    check: Check = Check.READ_BACK,
    progress: WorkProgress | None = None,
) -> Path:
    """Write the export to ``path`` (whole or not at all), checked, and return it.

    ``progress`` is told how far it is (the journal's entries read and written, then the
    file's steps read back, compared and, when replayed, replayed) and may cancel it:
    :class:`~floorapp.storage.work.Cancelled`, and no file is written. Raises
    :class:`ExportError` (nothing written), :class:`~floorapp.storage.errors.StorageError`
    (the room could not be read) and :class:`OSError` (the file could not be written).
    """
    partial = path.with_name(path.name + ".partial")
    pace = Pace(progress, 0)

    def attempt(plan: _Plan) -> None:
        with partial.open("w", encoding="utf-8") as out:
            written = _write(plan, out, check, pace)
        _read_back(partial.read_text(encoding="utf-8"), plan, written, pace, partial)

    try:
        _exported(room, table_id, since, until, pace, attempt)
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)
    pace.finish()
    return path


def export_toml(
    room: Room,
    table_id: int,
    since: datetime | None = None,
    until: datetime | None = None,
    check: Check = Check.READ_BACK,
    progress: WorkProgress | None = None,
) -> str:
    """The export as TOML text, checked as :func:`export_file` checks it."""
    pace = Pace(progress, 0)
    text = ""

    def attempt(plan: _Plan) -> None:
        nonlocal text
        out = io.StringIO()
        written = _write(plan, out, check, pace)
        text = out.getvalue()
        _read_back(text, plan, written, pace)

    _exported(room, table_id, since, until, pace, attempt)
    pace.finish()
    return text


def export_document(
    room: Room,
    table_id: int,
    since: datetime | None = None,
    until: datetime | None = None,
    check: Check = Check.READ_BACK,
) -> dict[str, Any]:
    """The export as its TOML document reads (a dict)."""
    return tomllib.loads(export_toml(room, table_id, since, until, check))


def _exported(
    room: Room, table_id: int, since: datetime | None, until: datetime | None, pace: Pace,
    attempt: Callable[[_Plan], None],
) -> None:
    """Write and check the plans in order (``attempt``) until one passes: a plan that starts
    at the table as it stood and fails (:class:`ExportError`) gives way to the next; the last,
    which starts at the creation, raises."""
    for plan in _plans(room, table_id, aware(since), aware(until), pace):
        pace.expect(plan.entries)
        try:
            attempt(plan)
        except ExportError:
            if plan.described:
                continue
            raise
        return
    raise AssertionError("the last plan starts at the creation and is never skipped")


# --- what an export starts from ----------------------------------------------------------------


def _plans(
    room: Room, table_id: int, since: datetime | None, until: datetime | None, pace: Pace
) -> Iterator[_Plan]:
    """The exports to try, in order: for a range, the one starting at the latest moment
    before it at which the format can say the table (:func:`described_start`); last, the one
    starting at the table's creation, which is always possible."""
    info = room.table_info(table_id)
    if since is not None and (start := described_start(room, table_id, since, until, pace)):
        section = table_section(start.table)
        yield _Plan(
            _header(info, start.table.house, section, since, until, start.at), start.table,
            lambda paced: _in_effect(room, table_id, until, paced, after=start.entry),
            _count(room, table_id, start.entry, until), expect_since=since, described=True,
        )
    yield _Plan(
        _header(info, info.house, info.start, since, until), _created(room, table_id),
        lambda paced: _in_effect(room, table_id, until, paced), _count(room, table_id, 0, until),
        expect_since=since,
    )


def _in_effect(
    room: Room, table_id: int, until: datetime | None, pace: Pace, after: int = 0
) -> Iterator[Entry]:
    """The actions in effect as of ``until`` (undone ones left out) after entry ``after``, in
    order, read from the journal a page at a time. Undo reaches back :data:`UNDO_DEPTH`
    actions, so an action is given once that many follow it (or the journal ends): nothing is
    held but those. Each entry read advances ``pace`` by one."""
    pending: deque[Entry] = deque()
    for entry in room.entries(table_id, until=until, with_players=False, after=after):
        pace.advance()
        if entry.kind in (EntryKind.EVENT, EntryKind.REDO):
            pending.append(entry)
            if len(pending) > UNDO_DEPTH:
                yield pending.popleft()
        elif entry.kind is EntryKind.UNDO:
            if not pending or pending[-1].id != entry.target:
                raise ExportError(f"entry {entry.id} undoes an action that is not the latest")
            pending.pop()
    yield from pending


def _count(room: Room, table_id: int, after: int, until: datetime | None) -> int:
    """How many of the table's entries after entry ``after`` (up to ``until``) an export
    reads."""
    sql = "SELECT count(*) FROM journal WHERE table_id = ? AND id > ?"
    parameters: list[Any] = [table_id, after]
    if until is not None:
        sql += " AND at <= ?"
        parameters.append(micros(until))
    return int(room.database.rows(sql, parameters)[0][0])


def _created(room: Room, table_id: int) -> Table:
    """The table as the journal started it (its ``create`` entry)."""
    return room.state_after(table_id, creation(room, table_id)).table


def _header(
    info: TableInfo,
    house: HouseRules,
    section: Mapping[str, Any],
    since: datetime | None,
    until: datetime | None,
    starts: datetime | None = None,
) -> dict[str, Any]:
    span = f"from {since.isoformat() if since else 'the start'} to "
    span += until.isoformat() if until else "the last action"
    notes = f"Table {info.name}, {span}."
    if starts is not None:
        notes += (f" The file starts at the table as it stood at {starts.isoformat()}, the "
                  "latest moment before that the format can describe; only the deals from "
                  "the range's start carry expect.")
    return {
        "title": f"{info.name}: history",
        "source": "floorapp export",
        "notes": notes,
        "house": codec.encode_house(house),
        "table": dict(section),
    }


# --- writing and checking -----------------------------------------------------------------------


STEPS_PER_WRITE = 200
"""Steps handed to tomli-w at once (one call per step costs three times as much; a few dozen
milliseconds of writing)."""
STEPS_PER_REPLAY = 100
"""Steps replayed at a time (a few dozen milliseconds of dealing)."""


def _write(plan: _Plan, out: TextIO, check: Check, pace: Pace) -> _Written:
    """Write the plan's file, a few hundred steps at a time as the journal is read, and keep
    what to check it against. A deal is read from its entry only where it is expected."""
    replay = check is Check.REPLAY or plan.described
    written = _Written(deals=[] if replay else None)
    out.write(tomli_w.dumps(plan.header))
    since = plan.expect_since
    batch: list[dict[str, Any]] = []
    for entry in plan.actions(pace):
        assert entry.event is not None
        expect = since is None or entry.at >= since
        deal = entry.deal if expect else None
        step = step_of(entry.event, deal, expect=expect)
        batch.append(step)
        written.digests.append(_fingerprint(step))
        if written.deals is not None and deal is not None:
            written.deals.append(deal)
        if len(batch) == STEPS_PER_WRITE:
            out.write("\n" + steps_toml(batch))
            batch = []
    if batch:
        out.write("\n" + steps_toml(batch))
    return written


def steps_toml(steps: Sequence[Mapping[str, Any]]) -> str:
    """Steps as the ``[[step]]`` tables of a file, as tomli-w writes them in a whole document."""
    text = tomli_w.dumps({"step": list(steps)})
    if text.startswith("[[step]]"):
        return text
    # Steps short enough all to fit on a line each are written as an inline array
    # (step = [...]), which a file cannot follow with more steps: one at a time then.
    return "\n".join(_step_toml(step) for step in steps)


def _step_toml(step: Mapping[str, Any]) -> str:
    """One step as a ``[[step]]`` table (its tables, ``expect`` or a house step's ``house``,
    after its plain keys, as tomli-w orders them)."""
    plain = {key: value for key, value in step.items() if not isinstance(value, Mapping)}
    text = "[[step]]\n" + tomli_w.dumps(plain)
    for key, value in step.items():
        if isinstance(value, Mapping):
            text += "\n" + tomli_w.dumps({"step": {key: value}})
    return text


def _fingerprint(step: Mapping[str, Any]) -> bytes:
    """A digest of one step in the format's words: its event and its ``expect`` (whose keys a
    file may give in any order)."""
    expect = step.get("expect")
    plain = [(key, value) for key, value in step.items() if key != "expect"]
    text = repr((plain, None if expect is None else sorted(expect.items())))
    return hashlib.blake2b(text.encode(), digest_size=16).digest()


def _read_back_fingerprint(step: Step) -> bytes:
    """The digest of a step as the loader read it, to compare with :func:`_fingerprint`."""
    words = step_of(step.event)
    if step.expect is not None:
        words["expect"] = step.expect
    return _fingerprint(words)


def _read_back(
    text: str, plan: _Plan, written: _Written, pace: Pace, path: Path | None = None
) -> None:
    """The written text (the file at ``path``) read back as the loader reads it, and checked
    (:func:`_check`): :class:`ExportError` at the first difference."""
    steps = len(written.digests)
    pace.expect(steps * (3 if written.deals is not None else 2))  # read, compare, replay
    try:
        _, scenario = read_scenario(text, pace, path)
    except InvalidScenario as error:
        raise ExportError(f"the export is not a valid scenario: {error}") from None
    _check(scenario, plan, written, pace)


def _check(scenario: Scenario, plan: _Plan, written: _Written, pace: Pace) -> None:
    """The written file, as the scenario loader read it, against the journal (and, for a
    replay, replayed): :class:`ExportError` at the first difference."""
    start = comparable if plan.described else (lambda table: table)
    if start(scenario.table) != start(plan.start):
        raise ExportError("the export does not start from the table the journal started from")
    if len(scenario.steps) != len(written.digests):
        raise ExportError(f"the export has {len(scenario.steps)} steps for "
                          f"{len(written.digests)} actions in effect")
    for step, digest in zip(scenario.steps, written.digests, strict=True):
        if step.expect_error is not None or _read_back_fingerprint(step) != digest:
            raise ExportError(f"step {step.number} of the export is not the action in effect "
                              "or the deal it recorded")
        pace.advance()
    if written.deals is not None:
        _replay(scenario, written.deals, pace)


def _replay(scenario: Scenario, deals: list[Deal], pace: Pace) -> None:
    """Replay the scenario through the rules core, a slice of steps at a time (each slice
    from the table the one before left); it must give exactly ``deals``."""
    table = scenario.table
    made: dict[int, Deal] = {}
    for first in range(0, len(scenario.steps), STEPS_PER_REPLAY):
        part = replace(scenario, table=table,
                       steps=scenario.steps[first : first + STEPS_PER_REPLAY])
        report = run_scenario(part)
        if not report.passed:
            raise ExportError(f"the export does not replay: {report.mismatches[:3]}")
        made.update((r.step, r.deal) for r in report.reports if r.deal is not None)
        assert report.final_table is not None
        table = report.final_table
        pace.advance(len(part.steps))
    expected_steps = [step.number for step in scenario.steps if step.expect is not None]
    if [made.get(number) for number in expected_steps] != deals:
        raise ExportError("the export does not give the recorded deals")

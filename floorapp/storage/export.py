"""A table's history as a scenario file, and a scenario file as a new table.

An export is a scenario (the format of ``docs/SCENARIOS.md``) that ``python -m floorapp.scenario``
replays: the table's house rules and seats at its creation, every action in effect (undone ones
left out) as a step, a change of house rules as a ``house`` step, and every deal with what it
gave as ``expect``. For a time range the file starts at the table as it stood when the range
began, when the format can say that table exactly; otherwise (a player waiting to come in, a
seat change under way...) it starts at the table's creation and only the deals in the range
carry ``expect``.

The file is written step by step as the journal is read (TOML by tomli-w, one ``[[step]]`` at a
time), into a ``.partial`` file beside the target, and checked before it takes the target's
name: a file that would not give the recorded deals is never written (:class:`ExportError`).
:class:`Check` says how (README, "Exports"):

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
"""

from __future__ import annotations

import hashlib
import io
import os
import tomllib
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum
from itertools import takewhile
from pathlib import Path
from typing import Any, TextIO

import tomli_w

from floorapp.rules import (
    ChangeHouse,
    Deal,
    Event,
    HouseRules,
    Refused,
    Seat,
    Status,
    Table,
    apply,
    blinds_by_position,
)
from floorapp.scenario import (
    InvalidScenario,
    Scenario,
    Step,
    parse_scenario,
    read_document,
    run_scenario,
)
from floorapp.scenario.runner import deal_facts

from . import codec
from .journal import UNDO_DEPTH, EntryKind
from .room import Entry, Room, TableInfo, aware, starting_table

STEP_NAMES = {"from_seat": "from", "to_seat": "to"}
"""Event fields whose scenario-format name differs."""


class ExportError(RuntimeError):
    """The history could not be written as a scenario that replays to the recorded deals."""


class Check(StrEnum):
    """How an export is checked before it is written (see the module's docstring)."""

    READ_BACK = "read-back"
    REPLAY = "replay"


@dataclass(frozen=True)
class ImportReport:
    """A scenario file turned into a table: the table, and how many steps were refused."""

    table: TableInfo
    applied: int
    refused: int


@dataclass(frozen=True)
class _Plan:
    """What one export writes: its top-level keys, ``[house]`` and ``[table]`` (``header``),
    the table the file must start from (``start``; compared as the format can say it when
    ``described``), and its steps: the actions in effect read afresh from the journal at each
    call of ``actions``, those from ``expect_since`` on carrying ``expect``."""

    header: dict[str, Any]
    start: Table
    actions: Callable[[], Iterator[Entry]]
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
) -> Path:
    """Write the export to ``path`` (whole or not at all), checked, and return it."""
    partial = path.with_name(path.name + ".partial")
    try:
        for plan in _plans(room, table_id, aware(since), aware(until)):
            with partial.open("w", encoding="utf-8") as out:
                written = _write(plan, out, check)
            try:
                _check(read_document(partial), plan, written, check)
            except ExportError:
                if plan.described:
                    continue  # the range from its creation instead
                raise
            os.replace(partial, path)
            return path
    finally:
        partial.unlink(missing_ok=True)
    raise AssertionError("the last plan starts at the creation and is never skipped")


def export_toml(
    room: Room,
    table_id: int,
    since: datetime | None = None,
    until: datetime | None = None,
    check: Check = Check.READ_BACK,
) -> str:
    """The export as TOML text, checked as :func:`export_file` checks it."""
    for plan in _plans(room, table_id, aware(since), aware(until)):
        out = io.StringIO()
        written = _write(plan, out, check)
        text = out.getvalue()
        try:
            _check(tomllib.loads(text), plan, written, check)
        except ExportError:
            if plan.described:
                continue
            raise
        return text
    raise AssertionError("the last plan starts at the creation and is never skipped")


def export_document(
    room: Room,
    table_id: int,
    since: datetime | None = None,
    until: datetime | None = None,
    check: Check = Check.READ_BACK,
) -> dict[str, Any]:
    """The export as its TOML document reads (a dict)."""
    return tomllib.loads(export_toml(room, table_id, since, until, check))


def import_file(room: Room, path: Path, name: str | None = None) -> ImportReport:
    """A scenario file as a new table of the room, its steps recorded one by one.

    Refused steps change nothing and are not recorded (they are counted). Everything is
    saved in one transaction. Raises :class:`InvalidScenario` for a file that is not a scenario.
    """
    return import_document(room, read_document(path), name)


def import_document(
    room: Room, data: Mapping[str, Any], name: str | None = None
) -> ImportReport:
    """A scenario already read from TOML as a new table (see :func:`import_file`)."""
    scenario = parse_scenario(dict(data))
    applied = refused = 0
    with room.batch(f"import the scenario {scenario.title}"):
        info = room.add_table(name or scenario.title, scenario.table.house,
                              start=data["table"])
        position = room.position(info.id)
        for step in scenario.steps:
            try:
                position = room.apply(info.id, step.event, position).entry
            except Refused:
                refused += 1
            else:
                applied += 1
    return ImportReport(info, applied, refused)


# --- building the document --------------------------------------------------------------------


def step_of(event: Event, deal: Deal | None = None, expect: bool = False) -> dict[str, Any]:
    """One ``[[step]]``: the event in the format's words, and what its deal gave."""
    if isinstance(event, ChangeHouse):
        return {"do": "house", "seats": event.seats, "house": codec.encode_house(event.house)}
    fields = codec.encode_event(event)
    step: dict[str, Any] = {"do": fields.pop("kind")}
    for key, value in fields.items():
        if value is not None:
            step[STEP_NAMES.get(key, key)] = value
    if expect and deal is not None:
        step["expect"] = expectation(deal)
    return step


def expectation(deal: Deal) -> dict[str, Any]:
    """Every key of a deal the format can check (keys without a value left out, and
    ``pick_ups`` when nobody is to be picked up: rare, and the files of older floorapps had
    no such key)."""
    facts = deal_facts(deal)
    del facts["reasons"]
    if not facts["pick_ups"]:
        del facts["pick_ups"]
    return {key: value for key, value in facts.items() if value is not None}


def table_section(table: Table) -> dict[str, Any]:
    """The ``[table]`` section that describes ``table`` as far as the format can."""
    occupied = list(table.occupied())
    section: dict[str, Any] = {
        "seats": table.size,
        "players": {str(seat): player.name for seat, player in occupied},
    }
    away = [seat for seat, player in occupied if player.status is Status.AWAY]
    missed = {str(seat): player.missed.value for seat, player in occupied if player.missed}
    lockup = [seat.number for seat in table.seats if seat.locked]
    pick_up = [seat for seat, player in occupied if player.pick_up]
    for key, value in (("away", away), ("missed", missed), ("lockup", lockup),
                       ("pick_up", pick_up)):
        if value:
            section[key] = value
    if table.last is not None:
        section["last"] = _last(table)
    elif table.draw is not None:
        section["draw"] = table.draw
    return section


def _last(table: Table) -> dict[str, int]:
    """Last hand's positions as a scenario's ``last`` names them."""
    assert table.last is not None
    last = {"button": table.last.button}
    for position, seat in blinds_by_position(table.last.blinds).items():
        last[position.value] = seat
    return last


# --- what an export starts from ----------------------------------------------------------------


def _plans(
    room: Room, table_id: int, since: datetime | None, until: datetime | None
) -> Iterator[_Plan]:
    """The exports to try, in order: for a range, the one starting at the table as it stood
    when the range began (when the format can say that table); last, the one starting at
    the table's creation, which is always possible."""
    info = room.table_info(table_id)

    def in_effect() -> Iterator[Entry]:
        return _in_effect(room, table_id, until)

    if since is not None:
        created = starting_table(info.house, info.start)
        at_start = _after(created, takewhile(lambda entry: entry.at < since, in_effect()))
        section = table_section(at_start)
        if at_start is not created and _describes(section, at_start):  # some action before
            yield _Plan(
                _header(info, at_start.house, section, since, until), at_start,
                lambda: (entry for entry in in_effect() if entry.at >= since), described=True,
            )
    yield _Plan(
        _header(info, info.house, info.start, since, until), _created(room, table_id),
        in_effect, expect_since=since,
    )


def _in_effect(room: Room, table_id: int, until: datetime | None) -> Iterator[Entry]:
    """The actions in effect as of ``until`` (undone ones left out), in order, read from the
    journal a page at a time. Undo reaches back :data:`UNDO_DEPTH` actions, so an action is
    given once that many follow it (or the journal ends): nothing is held but those."""
    pending: deque[Entry] = deque()
    for entry in room.entries(table_id, until=until, with_players=False):
        if entry.kind in (EntryKind.EVENT, EntryKind.REDO):
            pending.append(entry)
            if len(pending) > UNDO_DEPTH:
                yield pending.popleft()
        elif entry.kind is EntryKind.UNDO:
            if not pending or pending[-1].id != entry.target:
                raise ExportError(f"entry {entry.id} undoes an action that is not the latest")
            pending.pop()
    yield from pending


def _created(room: Room, table_id: int) -> Table:
    """The table as the journal started it (its ``create`` entry)."""
    first = next(room.entries(table_id, with_players=False))
    return room.state_after(table_id, first.id).table


def _describes(section: Mapping[str, Any], table: Table) -> bool:
    """Whether a ``[table]`` section says ``table`` as far as the format can (player ids and
    the last deal aside)."""
    try:
        described = starting_table(table.house, section)
    except InvalidScenario:
        return False
    return _comparable(described) == _comparable(table)


def _header(
    info: TableInfo,
    house: HouseRules,
    section: Mapping[str, Any],
    since: datetime | None,
    until: datetime | None,
) -> dict[str, Any]:
    span = f"from {since.isoformat() if since else 'the start'} to "
    span += until.isoformat() if until else "the last action"
    return {
        "title": f"{info.name}: history",
        "source": "floorapp export",
        "notes": f"Table {info.name}, {span}.",
        "house": codec.encode_house(house),
        "table": dict(section),
    }


def _after(start: Table, entries: Iterable[Entry]) -> Table:
    """The table after the actions in effect before the range (``start`` itself, the same
    object, when there is none)."""
    table = start
    for entry in entries:
        assert entry.event is not None
        try:
            table = apply(table, entry.event).after
        except Refused as refusal:
            raise ExportError(f"entry {entry.id} no longer applies: {refusal}") from None
    return table


def _comparable(table: Table) -> Table:
    """The table with what the format cannot say (player ids, the next id) made neutral.

    Player ids become seat numbers (as the format numbers them); ids of players no longer
    seated become -1, so a table that remembers them never looks describable.
    """
    seat_of = {player.id: seat for seat, player in table.occupied()}
    seats = tuple(
        Seat(seat.number, replace(seat.player, id=seat.number) if seat.player else None,
             seat.locked)
        for seat in table.seats
    )
    chain = tuple(
        None if player_id is None else seat_of.get(player_id, -1)
        for player_id in table.last_chain_players
    )
    return replace(table, seats=seats, last_chain_players=chain, next_player_id=0,
                   last_deal=None)


# --- writing and checking -----------------------------------------------------------------------


STEPS_PER_WRITE = 500
"""Steps handed to tomli-w at once (one call per step costs three times as much)."""


def _write(plan: _Plan, out: TextIO, check: Check) -> _Written:
    """Write the plan's file, a few hundred steps at a time as the journal is read, and keep
    what to check it against."""
    replay = check is Check.REPLAY or plan.described
    written = _Written(deals=[] if replay else None)
    out.write(tomli_w.dumps(plan.header))
    since = plan.expect_since
    batch: list[dict[str, Any]] = []
    for entry in plan.actions():
        assert entry.event is not None
        deal = entry.deal
        step = step_of(entry.event, deal, expect=since is None or entry.at >= since)
        batch.append(step)
        written.digests.append(_fingerprint(step))
        if written.deals is not None and deal is not None and "expect" in step:
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


def _check(
    document: dict[str, Any], plan: _Plan, written: _Written, check: Check
) -> None:
    """The written document, read by the scenario loader, against the journal (and, for a
    replay, replayed): :class:`ExportError` at the first difference."""
    try:
        scenario = parse_scenario(document)
    except InvalidScenario as error:
        raise ExportError(f"the export is not a valid scenario: {error}") from None
    start = _comparable if plan.described else (lambda table: table)
    if start(scenario.table) != start(plan.start):
        raise ExportError("the export does not start from the table the journal started from")
    if len(scenario.steps) != len(written.digests):
        raise ExportError(f"the export has {len(scenario.steps)} steps for "
                          f"{len(written.digests)} actions in effect")
    for step, digest in zip(scenario.steps, written.digests, strict=True):
        if step.expect_error is not None or _read_back_fingerprint(step) != digest:
            raise ExportError(f"step {step.number} of the export is not the action in effect "
                              "or the deal it recorded")
    if written.deals is not None:
        _replay(scenario, written.deals)


def _replay(scenario: Scenario, deals: list[Deal]) -> None:
    """Replay the scenario through the rules core; it must give exactly ``deals``."""
    report = run_scenario(scenario)
    if not report.passed:
        raise ExportError(f"the export does not replay: {report.mismatches[:3]}")
    expected_steps = [step.number for step in scenario.steps if step.expect is not None]
    made = {r.step: r.deal for r in report.reports if r.deal is not None}
    if [made.get(number) for number in expected_steps] != deals:
        raise ExportError("the export does not give the recorded deals")

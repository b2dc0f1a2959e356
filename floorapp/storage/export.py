"""A table's history as a scenario file, and a scenario file as a new table.

An export is a scenario (the format of ``docs/SCENARIOS.md``) that ``python -m floorapp.scenario``
replays: the table's house rules and seats at its creation, every action in effect (undone ones
left out) as a step, a change of house rules as a ``house`` step, and every deal with what it
gave as ``expect``. For a time range (a business day) the file starts at the latest moment before
the range at which the format can say the table exactly (:func:`_described_start`; a player
waiting to come in or a seat change under way is beyond it), at most :data:`LOOK_BACK` journal
entries before the range, and only the deals in the range carry ``expect``; when there is no
such moment it starts at the table's creation. A day's export thus reads and writes about a
day of the journal, however long the table's history.

The file is written a few hundred steps at a time as the journal is read (TOML by tomli-w),
into a ``.partial`` file beside the target, and checked before it takes the target's name: a
file that would not give the recorded deals is never written (:class:`ExportError`).
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
from dataclasses import dataclass, field, fields, replace
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, TextIO, TypeVar

import tomli_w

from floorapp.rules import (
    ChangeHouse,
    Deal,
    Event,
    HouseRules,
    Player,
    Refused,
    Status,
    Table,
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
from .journal import KIND_CODES, UNDO_DEPTH, EntryKind, TableState, micros, moment
from .room import Entry, Room, TableInfo, aware, starting_table
from .scenario_text import read_scenario, step_count
from .work import Pace, WorkProgress

STEP_NAMES = {"from_seat": "from", "to_seat": "to"}
"""Event fields whose scenario-format name differs."""
LOOK_BACK = 2000
"""How many of a table's journal entries before a range its export looks back through for a
moment at which the format can say the table exactly (past them, it starts at the table's
creation). Such moments come every few dozen entries at a busy table."""

T = TypeVar("T")


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


@dataclass(frozen=True)
class _Start:
    """A moment before a range at which the format can say the table: the journal entry, its
    time, and the table after it."""

    entry: int
    at: datetime
    table: Table


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


def import_file(
    room: Room, path: Path, name: str | None = None, progress: WorkProgress | None = None
) -> ImportReport:
    """A scenario file as a new table of the room, its steps recorded one by one.

    Refused steps change nothing and are not recorded (they are counted). Everything is
    saved in one transaction. ``progress`` is told how far it is (the file's steps read, then
    recorded) and may cancel it: :class:`~floorapp.storage.work.Cancelled`, and nothing is
    recorded. Raises :class:`InvalidScenario` for a file that is not a scenario (nothing
    recorded), :class:`~floorapp.storage.errors.StorageError` when the room cannot be written.
    """
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return import_document(room, read_document(path), name, progress)  # its reason
    pace = Pace(progress, 2 * step_count(text))
    header, scenario = read_scenario(text, pace, path)
    pace.expect(len(scenario.steps))
    return _record(room, header, scenario, name, pace)


def import_document(
    room: Room, data: Mapping[str, Any], name: str | None = None,
    progress: WorkProgress | None = None,
) -> ImportReport:
    """A scenario already read from TOML as a new table (see :func:`import_file`)."""
    scenario = parse_scenario(dict(data))
    return _record(room, data, scenario, name, Pace(progress, len(scenario.steps)))


def _record(
    room: Room, data: Mapping[str, Any], scenario: Scenario, name: str | None, pace: Pace
) -> ImportReport:
    """The scenario's table added to the room and its steps recorded, in one transaction
    (``data``: its document, whose ``[table]`` the new table keeps as its start)."""
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
            pace.advance()
    pace.finish()
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
    room: Room, table_id: int, since: datetime | None, until: datetime | None, pace: Pace
) -> Iterator[_Plan]:
    """The exports to try, in order: for a range, the one starting at the latest moment
    before it at which the format can say the table (:func:`_described_start`); last, the one
    starting at the table's creation, which is always possible."""
    info = room.table_info(table_id)
    if since is not None and (start := _described_start(room, table_id, since, until, pace)):
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
    return room.state_after(table_id, _creation(room, table_id)).table


def _creation(room: Room, table_id: int) -> int:
    """The table's ``create`` entry (its first)."""
    return int(room.database.rows(
        "SELECT min(id) FROM journal WHERE table_id = ?", (table_id,))[0][0])


def _described_start(
    room: Room, table_id: int, since: datetime, until: datetime | None, pace: Pace
) -> _Start | None:
    """The latest moment before ``since`` (at most :data:`LOOK_BACK` entries before it, after
    the table's creation) at which the format can say the table, that needs no last deal
    (:func:`_deal_next`), and whose actions in effect no undo up to ``until`` takes back (the
    file has no undo: it starts from the actions in effect at the end); None when there is
    none."""
    bounds = _range_bounds(room, table_id, since)
    if bounds is None:
        return None
    for state in _described_moments(room, table_id, *bounds, pace):
        if not _taken_back_later(room, table_id, state.entry, until):
            at = room.database.rows("SELECT at FROM journal WHERE id = ?", (state.entry,))[0][0]
            return _Start(state.entry, moment(at), state.table)
    return None


AHEAD = 32
"""How many entries into a range an export looks, to see whether a hand is dealt before a
misdeal (:func:`_deal_next`)."""


def _range_bounds(room: Room, table_id: int, since: datetime) -> tuple[int, int] | None:
    """The table's last journal entry before the range, and one :data:`AHEAD` entries into it
    (or its last); None when the range or the time before it holds none. The range's first
    entry is the table's first at or after ``since``."""
    first = room.database.rows(
        "SELECT id FROM journal WHERE table_id = ? AND at >= ? ORDER BY id LIMIT 1",
        (table_id, micros(since)))
    if not first:
        return None
    last, ahead = room.database.rows(
        "SELECT (SELECT max(id) FROM journal WHERE table_id = ?1 AND id < ?2), "
        "(SELECT max(id) FROM (SELECT id FROM journal WHERE table_id = ?1 AND id >= ?2 "
        "ORDER BY id LIMIT ?3) AS ahead)", (table_id, first[0][0], AHEAD))[0]
    return None if last is None else (int(last), int(ahead))


def _described_moments(
    room: Room, table_id: int, last: int, ahead: int, pace: Pace
) -> Iterator[TableState]:
    """The table's states up to entry ``last`` that the format can say and that need no last
    deal, latest first (the creation left out, at most :data:`LOOK_BACK` entries looked at).
    The table is replayed forward from each kept snapshot, a stretch at a time (the first up
    to entry ``ahead``, to see what follows ``last``), and looked at backward."""
    created = _creation(room, table_id)
    end, looked = ahead, 0
    later: TableState | None = None
    deal_next = False
    while end > created and looked < LOOK_BACK:
        start = room.kept_before(table_id, end)
        for state in reversed(list(room.states_after(table_id, start, end))):
            if state.entry <= created or looked >= LOOK_BACK:
                return
            if later is not None:
                deal_next = _deal_next(state, later, deal_next)
                if state.entry <= last:
                    looked += 1
                    pace.advance(0)  # nothing written yet: a report, and Cancel heard, when due
                    if deal_next and _describes(table_section(state.table), state.table):
                        yield state
            later = state
        end = start


def _deal_next(before: TableState, after: TableState, then: bool) -> bool:
    """Whether, from the state ``before`` on, a hand is dealt before any misdeal, the entry
    after it leading to ``after`` (``then``: whether it is so from ``after`` on). A misdeal
    deals the last hand again, and a table the format describes holds no last hand; once a
    hand is dealt, the file's table and the journal's are the same but for the players' ids."""
    if after.hands > before.hands and not before.table.redeal:
        return True
    if after.table.redeal and not before.table.redeal:
        return False
    return then


def _taken_back_later(room: Room, table_id: int, entry: int, until: datetime | None) -> bool:
    """Whether an undo after entry ``entry`` (up to ``until``) takes back an action at or
    before it."""
    sql = ("SELECT 1 FROM journal WHERE table_id = ? AND id > ? AND kind = ? AND target <= ?")
    parameters: list[Any] = [table_id, entry, KIND_CODES[EntryKind.UNDO], entry]
    if until is not None:
        sql += " AND at <= ?"
        parameters.append(micros(until))
    return bool(room.database.rows(sql + " LIMIT 1", parameters))


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


PLAYER_FACTS = tuple(fact.name for fact in fields(Player) if fact.name != "id")
"""What the format may say of a player: all but his id."""


def _comparable(table: Table) -> tuple[Any, ...]:
    """The table with what the format cannot say (player ids, the next id, the last deal) left
    out, to compare with another.

    Players are compared by seat (as the format numbers them); in the last deal's chain, ids
    of players no longer seated become -1, so a table that remembers them never looks
    describable.
    """
    seat_of = {player.id: seat for seat, player in table.occupied()}
    chain = tuple(
        None if player_id is None else seat_of.get(player_id, -1)
        for player_id in table.last_chain_players
    )
    seats = tuple(
        (seat.number, seat.locked,
         None if seat.player is None else tuple(getattr(seat.player, fact)
                                                for fact in PLAYER_FACTS))
        for seat in table.seats
    )
    rest = replace(table, seats=(), last_chain_players=chain, next_player_id=0,
                   last_deal=None)
    return rest, seats


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

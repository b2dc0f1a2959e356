"""A table's history as a scenario file, and a scenario file as a new table.

An export is a scenario (the format of ``docs/SCENARIOS.md``) that ``python -m floorapp.scenario``
replays: the table's house rules, the seats it started from, every action in effect (undone ones
left out) as a step, and every deal with what it gave as ``expect``. For a time range the file
starts at the table as it stood when the range began, when the format can say that table
exactly; otherwise (a player waiting to come in, a seat change under way...) it starts at the
table's creation and only the deals in the range carry ``expect``. Every export is replayed
through the scenario loader and runner before it is written: a file that would not give the
recorded deals is never written (:class:`ExportError`).

TOML is written with tomli-w.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from itertools import takewhile
from pathlib import Path
from typing import Any

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
)
from floorapp.scenario import InvalidScenario, parse_scenario, read_document, run_scenario
from floorapp.scenario.runner import deal_facts

from . import codec
from .room import Entry, Room, TableInfo, aware, starting_table

STEP_NAMES = {"from_seat": "from", "to_seat": "to"}
"""Event fields whose scenario-format name differs."""


class ExportError(RuntimeError):
    """The history could not be written as a scenario that replays to the recorded deals."""


@dataclass(frozen=True)
class ImportReport:
    """A scenario file turned into a table: the table, and how many steps were refused."""

    table: TableInfo
    applied: int
    refused: int


def export_document(
    room: Room,
    table_id: int,
    since: datetime | None = None,
    until: datetime | None = None,
) -> dict[str, Any]:
    """The scenario (as a TOML-ready dict) of a table's history, or of a time range of it."""
    info = room.table_info(table_id)
    since, until = aware(since), aware(until)
    in_effect = room.effective(table_id, until=until)
    before = list(takewhile(lambda entry: since is not None and entry.at < since, in_effect))
    in_range = in_effect[len(before) :]
    changes = [i for i, entry in enumerate(in_effect) if isinstance(entry.event, ChangeHouse)]
    if changes:
        return _after_house_change(info, in_effect, before, in_range, changes[-1], since, until)
    if before:
        at_start = _after(starting_table(info.house, info.start), before)
        compact = _compact(info, info.house, at_start, in_range, since, until)
        if compact is not None:
            return compact
    checked = {entry.id for entry in in_range}
    document = _document(info, info.house, info.start, before + in_range, checked, since, until)
    _check(document, [entry.deal for entry in in_range if entry.deal is not None])
    return document


def _after_house_change(
    info: TableInfo,
    in_effect: Sequence[Entry],
    before: Sequence[Entry],
    in_range: Sequence[Entry],
    last_change: int,
    since: datetime | None,
    until: datetime | None,
) -> dict[str, Any]:
    """A scenario has one ``[house]`` for its whole history: an export that reaches back past
    a change of house rules starts after the latest one, from the table as it stood, at the
    first hand the format can describe (right after the change, or after a later deal: a
    player waiting to come in when the rules changed may be dealt in since)."""
    change = in_effect[last_change]
    assert isinstance(change.event, ChangeHouse)
    house = change.event.house
    first = max(len(before), last_change + 1)
    table = _after(starting_table(info.house, info.start), in_effect[:first])
    for start in range(first, len(in_effect) + 1):
        if start == first or in_effect[start - 1].deal is not None:
            moved = since if start == len(before) else in_effect[start - 1].at
            compact = _compact(info, house, table, in_effect[start:], moved, until)
            if compact is not None:
                return compact
        if start < len(in_effect):
            table = _after(table, in_effect[start : start + 1])
    raise ExportError(
        f"the house rules changed at {change.at.isoformat(timespec='seconds')} and no hand "
        "since then leaves the table as a scenario can start it (players waiting to come in): "
        "deal a hand or two and export again"
    )


def export_toml(
    room: Room,
    table_id: int,
    since: datetime | None = None,
    until: datetime | None = None,
) -> str:
    """:func:`export_document` as TOML text."""
    import tomli_w  # only for exports: the demo table's import at first start needs none

    return tomli_w.dumps(export_document(room, table_id, since, until))


def export_file(
    room: Room,
    table_id: int,
    path: Path,
    since: datetime | None = None,
    until: datetime | None = None,
) -> Path:
    """Write the export to ``path`` (whole or not at all) and return it."""
    text = export_toml(room, table_id, since, until)
    partial = path.with_name(path.name + ".partial")
    try:
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)
    return path


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
        for step in scenario.steps:
            try:
                room.act(info.id, step.event)
            except Refused:
                refused += 1
            else:
                applied += 1
    return ImportReport(info, applied, refused)


# --- building the document --------------------------------------------------------------------


def step_of(event: Event, deal: Deal | None = None, expect: bool = False) -> dict[str, Any]:
    """One ``[[step]]``: the event in the format's words, and what its deal gave."""
    fields = codec.encode_event(event)
    step: dict[str, Any] = {"do": fields.pop("kind")}
    for key, value in fields.items():
        if value is not None:
            step[STEP_NAMES.get(key, key)] = value
    if expect and deal is not None:
        step["expect"] = expectation(deal)
    return step


def expectation(deal: Deal) -> dict[str, Any]:
    """Every key of a deal the format can check (keys without a value left out)."""
    facts = deal_facts(deal)
    del facts["reasons"]
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
    for key, value in (("away", away), ("missed", missed), ("lockup", lockup)):
        if value:
            section[key] = value
    if table.last is not None:
        section["last"] = _last(table)
    elif table.draw is not None:
        section["draw"] = table.draw
    return section


def _last(table: Table) -> dict[str, int]:
    assert table.last is not None
    blinds = table.last.blinds
    if len(blinds) == 1:
        return {"button": table.last.button, "big_blind": blinds[0]}
    last = {"button": table.last.button, "small_blind": blinds[0], "big_blind": blinds[1]}
    if len(blinds) == 3:
        last["third_blind"] = blinds[2]
    return last


def _document(
    info: TableInfo,
    house: HouseRules,
    section: Mapping[str, Any],
    entries: Sequence[Entry],
    checked: set[int],
    since: datetime | None,
    until: datetime | None,
) -> dict[str, Any]:
    steps = []
    for entry in entries:
        assert entry.event is not None
        steps.append(step_of(entry.event, entry.deal, expect=entry.id in checked))
    span = f"from {since.isoformat() if since else 'the start'} to "
    span += until.isoformat() if until else "the last action"
    return {
        "title": f"{info.name}: history",
        "source": "floorapp export",
        "notes": f"Table {info.name}, {span}; {len(checked)} actions in the range.",
        "house": codec.encode_house(house),
        "table": dict(section),
        "step": steps,
    }


def _compact(
    info: TableInfo,
    house: HouseRules,
    at_start: Table,
    in_range: Sequence[Entry],
    since: datetime | None,
    until: datetime | None,
) -> dict[str, Any] | None:
    """The range alone, from the table as it stood at its start, if the format can say it."""
    section = table_section(at_start)
    try:
        described = starting_table(house, section)
    except InvalidScenario:
        return None
    if _comparable(described) != _comparable(at_start):
        return None
    checked = {entry.id for entry in in_range}
    document = _document(info, house, section, in_range, checked, since, until)
    try:
        _check(document, [entry.deal for entry in in_range if entry.deal is not None])
    except ExportError:
        return None
    return document


def _after(start: Table, entries: Sequence[Entry]) -> Table:
    """The table after the actions in effect before the range."""
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


def _check(document: dict[str, Any], deals: list[Deal]) -> None:
    """Replay the document as a file would be read; it must give exactly ``deals``."""
    import tomli_w

    try:
        scenario = parse_scenario(tomllib.loads(tomli_w.dumps(document)))
    except InvalidScenario as error:
        raise ExportError(f"the export is not a valid scenario: {error}") from None
    report = run_scenario(scenario)
    if not report.passed:
        raise ExportError(f"the export does not replay: {report.mismatches[:3]}")
    expected_steps = [step.number for step in scenario.steps if step.expect is not None]
    made = {r.step: r.deal for r in report.reports if r.deal is not None}
    if [made.get(number) for number in expected_steps] != deals:
        raise ExportError("the export does not give the recorded deals")

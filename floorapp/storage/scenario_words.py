"""A table and its actions in the scenario format's words (``docs/SCENARIOS.md``): a step, what
its deal gave as ``expect``, and the ``[table]`` section that describes a table."""

from __future__ import annotations

from typing import Any

from floorapp.rules import ChangeHouse, Deal, Event, Status, Table, blinds_by_position
from floorapp.scenario.runner import deal_facts

from . import codec

STEP_NAMES = {"from_seat": "from", "to_seat": "to"}
"""Event fields whose scenario-format name differs."""


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

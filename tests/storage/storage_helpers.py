"""Helpers for the storage tests: every lawful event at a table, random house rules and histories.

Imported by the test modules beside it (pytest puts this folder on ``sys.path``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any

from hypothesis import strategies as st

from floorapp.rules import (
    Away,
    Back,
    Bust,
    ButtonRule,
    ChangeHouse,
    Choice,
    Correct,
    DealHand,
    EntryPost,
    Event,
    HouseRules,
    Leave,
    Lock,
    Makeup,
    Misdeal,
    Missed,
    Move,
    PickUp,
    Rebuy,
    Release,
    SeatChangeRule,
    Sit,
    Straddle,
    StraddleRule,
    Structure,
    Table,
    can_apply,
)
from floorapp.storage.room import Room
from floorapp.storage.service import Change, Command, Redo, Undo

SEATED = {"seats": 6, "players": {"1": "Ann", "2": "Bob", "3": "Cy", "4": "Di"}, "draw": 1}
"""A new game at a six-seat table with four players; seat 1 drew the button."""


class Clock:
    """A clock the test moves by hand, one minute per reading."""

    def __init__(self) -> None:
        self.now = datetime(2025, 5, 1, 20, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kai", "Lu")


def lawful(table: Table, event: Event) -> bool:
    """The rules core accepts ``event`` at ``table``."""
    try:
        return can_apply(table, event) is None
    except ValueError:
        # WORKAROUND: a first deal with nobody present and no draw raises ValueError in the
        # rules core instead of Refused(not-enough-players). Reported to the lead.
        return False


def candidate_events(table: Table) -> list[Event]:
    """Events of every kind on every seat where they could make sense (lawful or not)."""
    seats = range(1, table.size + 1)
    taken = [seat for seat in seats if table.player(seat) is not None]
    free = [seat for seat in seats if table.player(seat) is None]
    events: list[Event] = [DealHand(), Misdeal()]
    for seat in free:
        events += [Sit(seat, NAMES[seat % len(NAMES)], choice) for choice in Choice]
        events += [Sit(seat, NAMES[seat % len(NAMES)], choice, missed)
                   for choice, missed in zip(Choice, Missed, strict=True)]  # F-35
        events += [Release(seat), Lock(seat)]
    for seat in taken:
        events += [Away(seat), Leave(seat), Bust(seat), Straddle(seat), PickUp(seat)]
        events += [Back(seat, choice) for choice in Choice]
        events += [Rebuy(seat, choice) for choice in Choice]
        events += [Move(seat, to, choice) for to in free for choice in (Choice.POST, Choice.WAIT)]
    if table.last is not None:
        events.append(_corrected(table))
    events += [ChangeHouse(replace(table.house, blinds=blinds), table.size)
               for blinds in ((1, 2), (2,), (1, 2, 5))]
    events += [ChangeHouse(replace(table.house, button=button), size)
               for button in ButtonRule for size in (table.size - 1, table.size + 1)]
    return events


def lawful_events(table: Table) -> list[Event]:
    """Every event of :func:`candidate_events` the rules core accepts."""
    return [event for event in candidate_events(table) if lawful(table, event)]


def _corrected(table: Table) -> Correct:
    """The floor moves last hand's positions one seat on (may be refused)."""
    assert table.last is not None

    def on(seat: int) -> int:
        return seat % table.size + 1

    blinds = [on(seat) for seat in table.last.blinds]
    if len(blinds) == 1:
        return Correct(on(table.last.button), None, blinds[0])
    third = blinds[2] if len(blinds) == 3 else None
    return Correct(on(table.last.button), blinds[0], blinds[1], third)


houses = st.builds(
    HouseRules,
    button=st.sampled_from(ButtonRule),
    blinds=st.sampled_from([(1, 2), (2,), (1, 2, 5), (5, 10)]),
    button_blind=st.booleans(),
    structure=st.sampled_from(Structure),
    makeup=st.sampled_from(Makeup),
    entry_post=st.sampled_from(EntryPost),
    free_hand_at=st.integers(0, 5),
    seat_change=st.sampled_from(SeatChangeRule),
    straddle=st.sampled_from(StraddleRule),
    lockup_minutes=st.integers(1, 120),
).filter(lambda house: len(house.blinds) > 1 or not house.button_blind)
"""Any house rules the format can say. WORKAROUND: a button blind with a single blind makes
the rules core's first deal raise IndexError (reported to the lead), so it is left out."""


@st.composite
def starts(draw: Callable[..., Any]) -> dict[str, Any]:
    """A ``[table]`` section: a size, some players, maybe a draw."""
    size = draw(st.integers(2, 10))
    seated = draw(st.lists(st.integers(1, size), unique=True, max_size=size))
    section: dict[str, Any] = {
        "seats": size,
        "players": {str(seat): NAMES[seat % len(NAMES)] for seat in seated},
    }
    if seated and draw(st.booleans()):
        section["draw"] = draw(st.sampled_from(seated))
    return section


@dataclass(frozen=True)
class Step:
    """One step of a random history: an event index (into the lawful events), undo or redo."""

    kind: str
    pick: int = 0


steps = st.one_of(
    st.builds(Step, st.just("event"), st.integers(0, 10_000)),
    st.builds(Step, st.just("event"), st.integers(0, 10_000)),
    st.builds(Step, st.just("event"), st.integers(0, 10_000)),
    st.builds(Step, st.just("deal")),
    st.builds(Step, st.just("deal")),
    st.builds(Step, st.just("undo")),
    st.builds(Step, st.just("redo")),
)
"""Mostly events and deals, now and then an undo or a redo."""


def next_event(table: Table, step: Step) -> Event | None:
    """The event a step stands for at ``table`` (None if nothing lawful)."""
    if step.kind == "deal" and lawful(table, DealHand()):
        return DealHand()
    events = lawful_events(table)
    return events[step.pick % len(events)] if events else None


def act(room: Room, table_id: int, command: Command) -> Change:
    """Do ``command`` at a table as the one screen does: decided on the table's position now."""
    return room.apply(table_id, command, room.position(table_id))


def play(room: Room, table_id: int, history: list[Step]) -> None:
    """Play a random history at one table of the room (undo and redo only when possible)."""
    for step in history:
        state = room.state(table_id)
        if step.kind == "undo":
            if state.can_undo:
                act(room, table_id, Undo())
        elif step.kind == "redo":
            if state.can_redo:
                act(room, table_id, Redo())
        else:
            event = next_event(state.table, step)
            if event is not None:
                act(room, table_id, event)


@contextmanager
def past_the_checks(room: Room, *tables: str) -> Iterator[Any]:
    """A transaction of the room's owner with the server's checks on ``tables`` switched off
    (PostgreSQL: :mod:`floorapp.storage.server_checks`; a file has none): what only the owner
    can do to a shared room."""
    on_a_server = room.database.path is None
    with room.database.transaction("change the room past its checks") as db:
        for table in tables if on_a_server else ():
            db.execute(f"ALTER TABLE {table} DISABLE TRIGGER USER")
        yield db
        for table in tables if on_a_server else ():
            db.execute(f"ALTER TABLE {table} ENABLE TRIGGER USER")

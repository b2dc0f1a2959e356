"""Random histories of several screens on one room: every journal entry was decided on the
state just before it, and nothing was applied on a state its screen had not shown.

Each screen decides on the table as it last saw it (it takes the other screens' changes only
now and then, as a screen's thread does between presses); the room does some of the
decisions and refuses the others. Whatever the interleaving, the journal holds exactly the
decisions answered DONE, each written right after the entry its screen had shown.
"""

from __future__ import annotations

import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from room_backends import Rooms
from session_screens import Clock, Screen, room_with_a_table

from floorapp.rules import Away, Back, Choice, DealHand, Event, can_apply
from floorapp.session import SETTLE_S, Verdict
from floorapp.session.worker import POLL_S
from floorapp.storage.room import Room
from floorapp.storage.service import Change, Undo

SCREENS = 3
Step = tuple[int, str, int, bool]
"""(screen, what, seat, whether the screen takes the others' changes before deciding)."""

steps = st.lists(st.tuples(st.integers(0, SCREENS - 1), st.sampled_from(["deal", "away",
                                                                        "back", "undo"]),
                           st.integers(1, 7), st.booleans()), min_size=4, max_size=24)


def command(screen: Screen, table: int, what: str, seat: int) -> Event | Undo | None:
    """What the floor of ``screen`` would press now, as its table shows (None: nothing the
    rules allow)."""
    shown = screen.view.table(table)
    event: Event | Undo
    match what:
        case "deal":
            event = DealHand()
        case "away":
            event = Away(seat)
        case "back":
            event = Back(seat, Choice.POST)
        case _:
            return Undo() if screen.view.table_shown(table).can_undo else None
    return event if can_apply(shown, event) is None else None


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(history=steps)
def test_every_entry_was_decided_on_the_state_just_before_it(
        rooms: Rooms, history: list[Step]) -> None:
    with rooms.fresh() as address:
        table = room_with_a_table(address)
        clock = Clock()
        screens = [Screen(address, clock) for _ in range(SCREENS)]
        start = screens[0].view.position(table)
        try:
            for index, what, seat, takes in history:
                screen = screens[index]
                if takes:
                    screen.take()
                clock.now += SETTLE_S + 1  # the floor looked before pressing
                wanted = command(screen, table, what, seat)
                if wanted is not None:
                    screen.submit(screen.session.table_intent(table, wanted))
                time.sleep(POLL_S * 1.5)  # the workers hear the others; screens take or not
            for screen in screens:
                screen.settle()
        finally:
            for screen in screens:
                screen.close()
        with Room.open(address) as room:
            written = sorted(entry.id for entry in room.history(table, limit=10_000)
                             if entry.id > start)
        done = [outcome for screen in screens for outcome in screen.outcomes
                if outcome.verdict is Verdict.DONE]
        by_entry = {}
        for outcome in done:
            assert isinstance(outcome.change, Change)
            by_entry[outcome.change.entry] = outcome
        assert sorted(by_entry) == written  # every entry once, nothing applied twice
        previous = start
        for entry in written:
            assert by_entry[entry].intent.tables[table] == previous  # decided as shown
            previous = entry

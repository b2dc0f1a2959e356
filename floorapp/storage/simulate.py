"""Random but lawful floor activity: for the crash test, the benchmark and load tests.

:func:`random_event` picks one event the rules core accepts at the given table, weighted the
way a real shift runs (mostly deals, now and then someone sits, steps away, comes back, leaves
or changes seats). Nothing here is used by the program itself.
"""

from __future__ import annotations

import random

from floorapp.rules import (
    Away,
    Back,
    Bust,
    Choice,
    DealHand,
    Event,
    Leave,
    Misdeal,
    Move,
    Rebuy,
    Release,
    Sit,
    Status,
    Table,
    can_apply,
)

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kai", "Lu")
DEAL_WEIGHT = 6
"""How many times more often a deal is tried than any one other kind of event."""


def candidate_events(rng: random.Random, table: Table) -> list[Event]:
    """A handful of events of every kind on random seats (lawful or not)."""
    seat = rng.randint(1, table.size)
    other = rng.randint(1, table.size)
    choice = rng.choice(list(Choice))
    return [
        *[DealHand()] * DEAL_WEIGHT,
        Sit(seat, rng.choice(NAMES), choice),
        Away(seat),
        Back(seat, choice),
        Leave(seat),
        Release(seat),
        Move(seat, other, rng.choice([Choice.POST, Choice.WAIT])),
        Bust(seat),
        Rebuy(seat, choice),
        Misdeal(),
    ]


def random_event(rng: random.Random, table: Table, tries: int = 50) -> Event:
    """One event the rules core accepts at ``table``; a sit on a free seat if nothing else is."""
    for _ in range(tries):
        event = rng.choice(candidate_events(rng, table))
        if _sensible(table, event) and can_apply(table, event) is None:
            return event
    free = [seat.number for seat in table.seats if seat.player is None]
    if free:
        return Sit(rng.choice(free), rng.choice(NAMES), Choice.POST)
    return DealHand()


def _sensible(table: Table, event: Event) -> bool:
    """Keep the table populated: leaving and busting only while enough players remain."""
    present = sum(1 for _, player in table.occupied() if player.status is not Status.BUSTED)
    if isinstance(event, Leave | Bust | Away):
        return present > 3
    if isinstance(event, DealHand):
        # WORKAROUND: the rules core raises ValueError (not Refused) for a first deal at a
        # table where nobody is present and no seat drew the button.
        return any(player.present for _, player in table.occupied())
    return True

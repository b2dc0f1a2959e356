"""A simulated tournament floor: random but plausible actions on an event, for the property
tests and the tournament benchmark.

:func:`floor_action` picks the floor's next action from a seeded generator: whenever the event
offers a move, a break or the final table the floor takes it (as a floor following the screen
would), else it deals at a table, eliminates a player who played there, marks a player absent
or back, or registers a newcomer while registration is open.
"""

from __future__ import annotations

import random

from floorapp.tournament import (
    Absent,
    Action,
    Back,
    Bust,
    DealHand,
    Event,
    Register,
    halted,
    offer,
    taking,
)


def offered_action(event: Event, rng: random.Random) -> Action | None:
    """The floor's action for the event's offer, if it offers one."""
    offered = offer(event)
    return None if offered is None else taking(offered, rng.randrange(1 << 30))


def floor_action(event: Event, rng: random.Random, bust_weight: int = 3) -> Action | None:
    """The next action of a plausible floor; None when nothing can be done any more (one
    player left)."""
    taken = offered_action(event, rng)
    if taken is not None:
        return taken
    if event.players_left < 2:
        return None
    table = rng.choice(event.tables)
    dealt_in = [seat for seat, p in table.occupied() if not p.new]
    roll = rng.randrange(10)
    if roll < bust_weight and table.table.last is not None and dealt_in and (
            event.players_left > 1):
        count = 1 if rng.random() < 0.85 or len(dealt_in) < 3 else 2
        seats = tuple(rng.sample(dealt_in, min(count, len(dealt_in), event.players_left - 1)))
        stacks = tuple(rng.randrange(1, 5) * 1000 for _ in seats) if rng.random() < 0.5 else ()
        return Bust(table.number, seats, stacks)
    if roll == 8 and table.players:
        seat = rng.choice([seat for seat, _ in table.occupied()])
        player = table.table.player(seat)
        assert player is not None
        return (Back if player.status.value == "away" else Absent)(table.number, seat)
    if roll == 9 and event.registration_open:
        return Register(f"Late {len(event.entrants) + 1}", seed=rng.randrange(1 << 30),
                        absent=rng.random() < 0.2)
    return DealHand(table.number, waive=table.number in halted(event))

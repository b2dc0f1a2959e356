"""A simulated tournament floor: random but plausible actions on an event, for the property
tests and the tournament benchmark.

:func:`floor_action` picks the floor's next action from a seeded generator: whenever the event
offers a move, a break, a redraw or the final table the floor takes it (as a floor following
the screen would), else it deals at a table, eliminates a player who played there, marks a
player absent or back, puts one on penalty or ends it (T-09), calls a misdeal or puts a table's
positions right (T-26), finds a player in the wrong seat (T-13), or registers a newcomer while
registration is open.
"""

from __future__ import annotations

import random

from floorapp.tournament import (
    Absent,
    Action,
    Back,
    Bust,
    CorrectPositions,
    DealHand,
    EndPenalty,
    Event,
    EventTable,
    Misdeal,
    Penalty,
    Register,
    Reseat,
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
        if rng.random() < 0.3:
            if event.penalty_left(player.id):
                return EndPenalty(table.number, seat)
            return Penalty(table.number, seat, rng.randint(1, 4))
        return (Back if player.status.value == "away" else Absent)(table.number, seat)
    if roll == 7 and table.table.last is not None and rng.random() < 0.3:
        return Misdeal(table.number) if rng.random() < 0.5 else correction(table, rng)
    if roll == 7 and table.players and table.open_seats() and rng.random() < 0.1:
        seat = rng.choice([seat for seat, _ in table.occupied()])
        return Reseat(table.number, seat, table.number, rng.choice(table.open_seats()))
    if roll == 9 and event.registration_open:
        return Register(f"Late {len(event.entrants) + 1}", seed=rng.randrange(1 << 30),
                        absent=rng.random() < 0.2)
    return DealHand(table.number, waive=table.number in halted(event))


def correction(table: EventTable, rng: random.Random) -> Action:
    """A plausible correction: last hand's button and blinds on three players in a row from a
    random one (two heads-up)."""
    seats = [seat for seat, _ in table.occupied()]
    start = rng.randrange(len(seats))
    row = [seats[(start + i) % len(seats)] for i in range(min(3, len(seats)))]
    if len(row) < 3:
        return CorrectPositions(table.number, row[0], row[0], row[-1])
    return CorrectPositions(table.number, row[0], row[1], row[2])

"""Random floor activity: for the property tests, the crash test and the benchmarks.

:func:`plausible_event` picks an event a floor could take at the given table, weighted the way
a real shift runs (mostly deals; now and then someone sits, steps away, comes back, leaves,
busts, changes seats, comes from another table with a missed-blind button (F-35); the floor
locks up a seat for the list, picks up a new player the button passed (R-65); rarely the house
rules change): it may still be refused, which the property tests want. :func:`random_event`
keeps only events the rules core accepts. Nothing here is used by the program itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from floorapp import rules as _rules
from floorapp.rules import (
    Away,
    Back,
    Bust,
    ButtonRule,
    ChangeHouse,
    Choice,
    DealHand,
    Event,
    HouseRules,
    Leave,
    Misdeal,
    Move,
    Player,
    Rebuy,
    Release,
    Seat,
    Sit,
    Status,
    Table,
    can_apply,
)

LIST_EVENTS = hasattr(_rules, "PickUp")
"""Whether the rules core knows the list's events (``pick-up``, ``lock``, a sit carrying a
missed-blind button from another table): ``benchmarks/bench_rules.py --compare`` drives an
older checkout with this generator too, and leaves them out there."""
MISSED = ("sb", "bb", "both")

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kai", "Lu")
DEAL_WEIGHT = 6
"""How many times more often a deal is tried than a sit or a leave."""
HOUSE_BLINDS = ((1, 2), (2, 5), (1, 2, 5), (2,))
"""Blind structures a change of house rules picks from (F-30)."""


def starting_table(
    rule: ButtonRule,
    seats: int,
    players: int,
    rng: random.Random,
    house: HouseRules | None = None,
) -> Table:
    """A new game (R-63) of ``seats`` seats with ``players`` players; the first drew the button.
    ``house``: other house rules than the defaults (its ``button`` is replaced by ``rule``)."""
    taken = sorted(rng.sample(range(1, seats + 1), players))
    return Table(
        house=replace(house or HouseRules(), button=rule),
        seats=tuple(
            Seat(n, Player(id=n, name=NAMES[(n - 1) % len(NAMES)]) if n in taken else None)
            for n in range(1, seats + 1)
        ),
        draw=taken[0],
        passed=frozenset(),
        next_player_id=seats + 1,
    )


def plausible_event(rng: random.Random, table: Table, deal_weight: float = DEAL_WEIGHT) -> Event:
    """One event a floor could take at ``table`` (the rules may still refuse it)."""
    occupied = [s for s, _ in table.occupied()]
    empty = [seat.number for seat in table.seats if seat.player is None]
    choices = list(Choice)
    makers: list[tuple[float, Callable[[], Event]]] = [(deal_weight, DealHand)]
    if empty:
        makers.append((2, lambda: Sit(rng.choice(empty), rng.choice(NAMES), rng.choice(choices))))
        if LIST_EVENTS:  # a player moved from another table of the game (F-35), a lock-up
            makers.append((0.5, lambda: _rules.Sit(
                rng.choice(empty), rng.choice(NAMES), rng.choice(choices),
                _rules.Missed(rng.choice(MISSED)))))
            makers.append((0.3, lambda: _rules.Lock(rng.choice(empty))))
    if LIST_EVENTS:  # the floor picks up a new player the button passed
        flagged = [s for s, p in table.occupied() if p.pick_up]
        if flagged:
            makers.append((2, lambda: _rules.PickUp(rng.choice(flagged))))
    if occupied:
        seat = rng.choice(occupied)
        player = table.player(seat)
        assert player is not None
        if player.status is Status.AWAY:
            makers.append((3, lambda: Back(seat, rng.choice(choices))))
        elif player.status is Status.BUSTED:
            makers.append((3, lambda: Rebuy(seat, rng.choice(choices))))
        else:
            makers.append((2, lambda: Away(seat)))
            makers.append((1, lambda: Bust(seat)))
        makers.append((1, lambda: Leave(seat)))
        if empty:
            target = rng.choice(empty)
            makers.append((1, lambda: Move(seat, target, rng.choice((Choice.POST, Choice.WAIT)))))
    locked = [seat.number for seat in table.seats if seat.locked and seat.player is None]
    if locked:
        makers.append((1, lambda: Release(rng.choice(locked))))
    makers.append((1, Misdeal))
    makers.append((0.2, lambda: ChangeHouse(
        replace(table.house, blinds=rng.choice(HOUSE_BLINDS)), table.size)))
    pick = rng.uniform(0, sum(weight for weight, _ in makers))
    for weight, make in makers:
        pick -= weight
        if pick <= 0:
            return make()
    return DealHand()


def random_event(rng: random.Random, table: Table, tries: int = 50) -> Event:
    """One event the rules core accepts at ``table``; a sit on a free seat if nothing else is."""
    for _ in range(tries):
        event = plausible_event(rng, table)
        if _sensible(table, event) and can_apply(table, event) is None:
            return event
    free = [seat.number for seat in table.seats if seat.player is None]
    if free:
        return Sit(rng.choice(free), rng.choice(NAMES), Choice.POST)
    return DealHand()


def _sensible(table: Table, event: Event) -> bool:
    """Keep the table populated: leaving, busting and stepping away only while enough remain."""
    if isinstance(event, Leave | Bust | Away):
        present = sum(1 for _, player in table.occupied() if player.status is not Status.BUSTED)
        return present > 3
    return True

"""Random floor churn for property tests and benchmarks: realistic events on a live table."""

from __future__ import annotations

import random
from collections.abc import Callable

from floorapp.rules import (
    Away,
    Back,
    Bust,
    ButtonRule,
    ChangeHouse,
    DealHand,
    Event,
    HouseRules,
    Leave,
    Misdeal,
    Move,
    Rebuy,
    Release,
    Sit,
    Status,
    Table,
    empty_table,
)
from floorapp.rules.model import Player, Seat

CHOICES = ("post", "wait", "behind")


def starting_table(rule: ButtonRule, seats: int, players: int, rng: random.Random) -> Table:
    """A table of ``seats`` seats with ``players`` players and a drawn button (new game)."""
    house = HouseRules(button=rule)
    taken = sorted(rng.sample(range(1, seats + 1), players))
    table = empty_table(house, seats)
    seat_list = [
        Seat(n, Player(id=n, name=f"P{n}") if n in taken else None) for n in range(1, seats + 1)
    ]
    return Table(
        house=table.house,
        seats=tuple(seat_list),
        draw=taken[0],
        passed=frozenset(),
        next_player_id=seats + 1,
    )


HOUSE_BLINDS = ((1, 2), (2, 5), (1, 2, 5), (2,))


def _other_house(table: Table, rng: random.Random) -> HouseRules:
    """The table's house rules with other blinds (F-30: a change of shape starts a new game)."""
    from dataclasses import replace

    return replace(table.house, blinds=rng.choice(HOUSE_BLINDS))


def random_event(table: Table, rng: random.Random, deal_weight: int = 6) -> Event:
    """One plausible floor event for ``table`` (it may still be refused)."""
    occupied = [s for s, _ in table.occupied()]
    empty = [seat.number for seat in table.seats if seat.player is None]
    makers: list[tuple[float, Callable[[], Event]]] = [(deal_weight, DealHand)]
    if empty:
        makers.append((2, lambda: Sit(rng.choice(empty), "New", rng.choice(CHOICES))))
    if occupied:
        seat = rng.choice(occupied)
        player = table.player(seat)
        assert player is not None
        if player.status is Status.AWAY:
            makers.append((3, lambda: Back(seat, rng.choice(CHOICES))))
        elif player.status is Status.BUSTED:
            makers.append((3, lambda: Rebuy(seat, rng.choice(CHOICES))))
        else:
            makers.append((2, lambda: Away(seat)))
            makers.append((1, lambda: Bust(seat)))
        makers.append((1, lambda: Leave(seat)))
        if empty:
            target = rng.choice(empty)
            makers.append((1, lambda: Move(seat, target, rng.choice(("post", "wait")))))
    locked = [seat.number for seat in table.seats if seat.locked and seat.player is None]
    if locked:
        makers.append((1, lambda: Release(rng.choice(locked))))
    makers.append((1, Misdeal))
    makers.append((0.2, lambda: ChangeHouse(_other_house(table, rng), table.size)))
    total = sum(weight for weight, _ in makers)
    pick = rng.uniform(0, total)
    for weight, make in makers:
        pick -= weight
        if pick <= 0:
            return make()
    return DealHand()

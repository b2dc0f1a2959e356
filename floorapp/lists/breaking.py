"""Breaking a table: its players are given the open seats of the game's other tables.

The floor chooses how (docs/DECISIONS.md F-37): by draw (each player draws one of the open
seats, as from a tray of seat cards; the draw is made from a recorded seed, so the move slips
can be printed again and the journal replays it), or in seat order (the players from the seat
after the last button, clockwise, take the open seats in the order they are offered: the
game's tables in the floor's order, each seat by number). Players left over when the open
seats run out go to the top of the game's list, in the same order.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from .model import Spot


class BreakOrder(StrEnum):
    """How a broken table's players are given their new seats."""

    DRAW = "draw"
    """By lot, from a recorded seed."""
    SEATS = "seats"
    """Clockwise from the seat after the last button, into the open seats in order."""


@dataclass(frozen=True)
class Slip:
    """A move slip: the player of ``from_seat`` goes to ``to`` (None: to the top of the
    list, no seat being open for him)."""

    from_seat: int
    name: str
    to: Spot | None


def break_plan(
    players: Sequence[tuple[int, str]],
    button: int | None,
    size: int,
    open_spots: Sequence[Spot],
    order: BreakOrder,
    seed: int = 0,
) -> list[Slip]:
    """Where each player of a broken table goes. ``players`` are (seat, name) of the players
    moved, ``button`` the last hand's button (None: before the first hand: seat order from
    seat 1), ``size`` the table's seats, ``open_spots`` the open seats in the order they are
    offered."""
    start = button or size
    clockwise = sorted(players, key=lambda pair: (pair[0] - start - 1) % size)
    spots = list(open_spots)
    if order is BreakOrder.DRAW:
        random.Random(seed).shuffle(spots)
    slips = [Slip(seat, name, spots[i] if i < len(spots) else None)
             for i, (seat, name) in enumerate(clockwise)]
    return slips

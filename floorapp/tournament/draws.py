"""The random draws of an event (T-06, T-21 - T-23): the start, a broken table, the final table
and a newcomer's seat. Every draw comes from a seed the floor's action carries, so the journal
replays it to the same seats, and the draw itself is returned for the slips.

A broken table's players go where balance puts them (each to the table with the fewest players
at that moment, the table that closes last first among equals); which open seats at each table
is drawn; then the seat cards are scrambled and dealt to the players in the order of a high-card
draw (T-21, a ruling of docs/DECISIONS.md).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from floorapp.rules import Player
from floorapp.rules.model import evolve

from .state import Event, Placed
from .table import EventTable, new_table


@dataclass(frozen=True)
class SeatDraw:
    """A recorded draw: its seed, the seat cards in the order they were stacked, and each
    player's slip; and the buttons drawn (table, seat) when tables start afresh."""

    seed: int
    seat_cards: tuple[tuple[int, int], ...]
    placed: tuple[Placed, ...]
    buttons: tuple[tuple[int, int], ...] = ()


Moving = tuple[Player, int | None, int | None]
"""A player to be seated, with the table and seat he comes from."""


def seat_players(tables: list[EventTable], moving: Sequence[Moving], rng: random.Random,
                 order: list[int], joining: bool = True) -> tuple[list[EventTable], SeatDraw]:
    """Seat ``moving`` at ``tables`` by balance and a random draw (T-21); ``order`` is the
    breaking order (the table that closes last takes players first among equals). Joiners
    (``joining``) are dealt in from the next deal outside its gap (T-22)."""
    rank = {number: i for i, number in enumerate(order)}
    counts = {t.number: t.players for t in tables}
    opened = {t.number: t.open_seats() for t in tables}
    taken: dict[int, int] = {}
    for _ in moving:
        room = [n for n in counts if taken.get(n, 0) < len(opened[n])]
        number = min(room, key=lambda n: (counts[n] + taken.get(n, 0), -rank.get(n, -1), -n))
        taken[number] = taken.get(number, 0) + 1
    cards = [(number, seat) for number in sorted(taken)
             for seat in sorted(rng.sample(opened[number], taken[number]))]
    rng.shuffle(cards)
    players = list(moving)
    rng.shuffle(players)  # the high-card draw: the highest card takes the top seat card
    by_number = {t.number: t for t in tables}
    placed = []
    for (player, from_table, from_seat), (number, seat) in zip(players, cards, strict=True):
        by_number[number] = by_number[number].seated(seat, evolve(player, new=joining))
        placed.append(Placed(player.id, player.name, from_table, from_seat, number, seat))
    draw = SeatDraw(0, tuple(cards), tuple(placed))
    return [by_number[t.number] for t in tables], draw


def draw_buttons(tables: list[EventTable], rng: random.Random) -> tuple[
        list[EventTable], tuple[tuple[int, int], ...]]:
    """T-06: at each table a high-card draw places the first button; every player is dealt in
    on its first hand."""
    drawn, buttons = [], []
    for table in tables:
        seats = [seat for seat, _ in table.occupied()]
        button = rng.choice(seats) if seats else 1
        fresh = tuple(evolve(seat, player=evolve(seat.player, new=False))
                      if seat.player is not None else seat for seat in table.table.seats)
        drawn.append(evolve(table, table=evolve(table.table, seats=fresh, last=None,
                                                draw=button), single_big_blind=None))
        buttons.append((table.number, button))
    return drawn, tuple(buttons)


def start(event: Event, players: list[Player], count: int, seed: int,
          order: tuple[int, ...]) -> tuple[Event, SeatDraw]:
    """The start of the event: ``count`` tables, the players drawn to them, buttons drawn."""
    rng = random.Random(seed)
    tables = [new_table(number, event.rules.seats) for number in range(1, count + 1)]
    order = order or tuple(range(count, 0, -1))
    seated, draw = seat_players(tables, [(p, None, None) for p in players], rng, list(order))
    started, buttons = draw_buttons(seated, rng)
    return (evolve(event, tables=tuple(started), break_order=order, drawn_tables=count),
            evolve(draw, seed=seed, buttons=buttons))


def break_table(event: Event, number: int, seed: int) -> tuple[Event, SeatDraw]:
    """T-20 - T-22: table ``number`` closes; its players draw the other tables' open seats."""
    rng = random.Random(seed)
    broken = event.table(number)
    assert broken is not None
    moving = [(player, number, seat) for seat, player in broken.occupied()]
    others = [t for t in event.tables if t.number != number]
    seated, draw = seat_players(others, moving, rng, list(event.break_order))
    return evolve(event, tables=tuple(seated)), evolve(draw, seed=seed)


def final_table(event: Event, seed: int) -> tuple[Event, SeatDraw]:
    """T-23: every player left draws a seat at the final table (the table that closes last),
    and the button is drawn again; everybody is dealt in on its first hand."""
    return redraw(event, (event.breaking_next()[-1].number,), seed)


def redraw(event: Event, numbers: tuple[int, ...], seed: int) -> tuple[Event, SeatDraw]:
    """Every player left draws a seat again at the tables ``numbers`` (kept even by balance,
    T-21) and each table's button is drawn; everybody is dealt in on its first hand (the
    final table, T-23, or the house's redraw, TQ-29)."""
    rng = random.Random(seed)
    moving = [(player, table.number, seat) for table in event.tables
              for seat, player in table.occupied()]
    empty = [new_table(number, event.rules.seats) for number in numbers]
    order = [number for number in event.break_order if number in numbers] or list(numbers)
    seated, draw = seat_players(empty, moving, rng, order, joining=False)
    started, buttons = draw_buttons(seated, rng)
    return (evolve(event, tables=tuple(started), drawn_tables=len(numbers)),
            evolve(draw, seed=seed, buttons=buttons))


def newcomer_seat(event: Event, seed: int) -> tuple[int, int] | None:
    """T-10: a newcomer's seat by random draw from the open seats of the tables with the
    fewest players; None when no seat is open."""
    open_tables = [t for t in event.tables if t.open_seats()]
    if not open_tables:
        return None
    least = min(t.players for t in open_tables)
    pool = [(t.number, seat) for t in open_tables if t.players == least for seat in t.open_seats()]
    return random.Random(seed).choice(pool)

"""Who is next for an open seat, and which seats are open for the list.

When a seat of a table opens (a player leaves, a lock-up is released, a busted player goes,
a new table opens), the floor offers it in this order (docs/DECISIONS.md F-36):

1. at a main table fed by must-move tables, the must-move player who has been at his
   must-move table longest (:func:`must_move_order` for one table, :func:`must_move_candidates`
   for all that feed it); one who did not come when called is passed over: he comes after the
   others (his name stays on the list, not called);
2. the table changes: players seated at another table who asked for this game, in the order
   they asked;
3. the names of the list, in the list's order.

Nobody already called to a seat is offered another.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from floorapp.rules import Status, Table

from .model import GameList, Source, Spot, Waiting


@dataclass(frozen=True)
class Candidate:
    """Someone an open seat can be offered to: a name of the list (``waiting``) or a player
    of a must-move table (``seated_at``; ``waiting`` too once he was passed over)."""

    source: Source
    name: str
    waiting: Waiting | None = None
    seated_at: Spot | None = None


def open_seats(table: Table, table_id: int, game_list: GameList) -> list[int]:
    """The seats of ``table`` open for the list: empty or locked up, and nobody called to
    them."""
    return [
        seat.number for seat in table.seats
        if seat.player is None and game_list.called_to(Spot(table_id, seat.number)) is None
    ]


def must_move_order(table: Table, table_id: int, since: Mapping[int, int]) -> list[Candidate]:
    """The players of a must-move table in the order they move to the main table: the one who
    has been at the table longest first (``since``: seat -> when the player on it sat down
    at this table), the lower seat number first among those who sat down together. A player
    away or busted is passed over until he is back (he keeps his turn)."""
    present = [
        (since.get(seat, 0), seat, player.name) for seat, player in table.occupied()
        if player.status in (Status.ACTIVE, Status.WAITING)
    ]
    return [Candidate(Source.MUST_MOVE, name, seated_at=Spot(table_id, seat))
            for _, seat, name in sorted(present)]


@dataclass(frozen=True)
class Feeder:
    """A must-move table feeding a main table: its id, the table as it stands, and when each
    of its players sat down there (seat -> microseconds UTC)."""

    table_id: int
    table: Table
    since: Mapping[int, int]


def must_move_candidates(feeders: Sequence[Feeder]) -> list[Candidate]:
    """The must-move players of the tables feeding one main table, in the order they move
    (F-36): each table's own order (:func:`must_move_order`), the tables merged by how long
    each player has been at his must-move table; among players who sat down at the same
    moment, the table with the lower id (the one opened first), then the lower seat."""
    ranked: list[tuple[int, int, int, Candidate]] = []
    for feeder in feeders:
        for candidate in must_move_order(feeder.table, feeder.table_id, feeder.since):
            assert candidate.seated_at is not None
            seat = candidate.seated_at.seat
            ranked.append((feeder.since.get(seat, 0), feeder.table_id, seat, candidate))
    return [candidate for *_, candidate in sorted(ranked, key=lambda row: row[:3])]


def next_for_seat(
    game_list: GameList, spot: Spot, must_move: Sequence[Candidate] = ()
) -> Candidate | None:
    """Who the open seat ``spot`` is offered to first (see the module), or None when nobody
    waits. ``must_move``: the must-move players in their order, for a seat of a main table."""
    called_from = {name.seated_at for name in game_list.calls()}
    passed_over = {(name.seated_at, name.name): name for name in game_list
                   if name.source is Source.MUST_MOVE and not name.called}
    first = [c for c in must_move if (c.seated_at, c.name) not in passed_over]
    later = [replace(c, waiting=passed_over[c.seated_at, c.name]) for c in must_move
             if (c.seated_at, c.name) in passed_over]
    for candidate in first + later:
        if candidate.seated_at not in called_from:
            return candidate
    for waiting in game_list.offer_order():
        if waiting.seated_at is None or waiting.seated_at.table != spot.table:
            return Candidate(waiting.source, waiting.name, waiting, waiting.seated_at)
    return None

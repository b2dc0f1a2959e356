"""An event between two floor actions: its tables, entrants, level, clock and places."""

from __future__ import annotations

from dataclasses import dataclass

from floorapp.rules.model import evolve

from .clock import Clock
from .places import Busted, Finish
from .settings import EventRules, Level
from .structure import Structure
from .table import EventTable

MOVES_KEPT = 12
"""How many of the latest moves an event keeps for the board."""


@dataclass(frozen=True)
class Placed:
    """One player's slip: from where (None for a newcomer) to which table and seat."""

    entrant: int
    name: str
    from_table: int | None
    from_seat: int | None
    to_table: int
    to_seat: int


@dataclass(frozen=True)
class Entrant:
    """One entry into the event: a person's first entry or a re-entry (``entry`` 2, 3...)."""

    id: int
    name: str
    entry: int = 1


@dataclass(frozen=True)
class HandForHandRound:
    """Hand-for-hand play (T-24): the tables that have dealt this hand and finished it, and
    the players eliminated in it, placed together when every table has finished."""

    number: int = 1
    dealt: frozenset[int] = frozenset()
    done: frozenset[int] = frozenset()
    busted: tuple[Busted, ...] = ()
    level: Level | None = None
    """The level of the hand's first deal: every table plays this hand at it (TQ-25)."""


@dataclass(frozen=True)
class Event:
    """One tournament between floor actions. Immutable: an action makes a new event."""

    rules: EventRules = EventRules()
    level: Level = Level()
    tables: tuple[EventTable, ...] = ()
    """The tables playing, by number."""
    break_order: tuple[int, ...] = ()
    """The order the tables close in (T-20)."""
    entrants: tuple[Entrant, ...] = ()
    finishes: tuple[Finish, ...] = ()
    out: tuple[int, ...] = ()
    """Entries eliminated while registration was open: out, with no place (T-25)."""
    registration_open: bool = False
    hand_for_hand: HandForHandRound | None = None
    structure: Structure = Structure()
    """The house's levels and breaks, run by the clock (T-28); empty: the level is the floor's
    (``level``, set by ``NewLevel``)."""
    clock: Clock = Clock()
    moves: tuple[Placed, ...] = ()
    """The latest players moved between tables (balancing, a broken table, the final
    table), oldest first, at most :data:`MOVES_KEPT`: what the board shows."""
    penalties: tuple[tuple[int, int], ...] = ()
    """Players on penalty (T-09): (entrant, hands still to serve). An entry at 0 has served
    its last hand and ends at his table's next deal (a misdealt last hand is dealt again
    with him still on penalty, TQ-31)."""
    drawn_tables: int | None = None
    """How many tables the event's last full draw (the start, a redraw, the final table)
    seated: a redraw is offered only at fewer (TQ-29)."""

    def table(self, number: int) -> EventTable | None:
        """The playing table with this number."""
        return next((t for t in self.tables if t.number == number), None)

    def with_table(self, table: EventTable) -> Event:
        """A copy with one table replaced (or added), tables kept by number."""
        others = [t for t in self.tables if t.number != table.number]
        return evolve(self, tables=tuple(sorted([*others, table], key=lambda t: t.number)))

    @property
    def players_left(self) -> int:
        """Live players in the event."""
        return sum(t.players for t in self.tables)

    def entrant(self, entrant: int) -> Entrant:
        """The entry with this id."""
        return self.entrants[entrant - 1]

    def where(self, name: str) -> tuple[int, int] | None:
        """(table, seat) of the live player with this name."""
        for table in self.tables:
            for seat, player in table.occupied():
                if player.name == name:
                    return table.number, seat
        return None

    def penalty_left(self, entrant: int) -> int:
        """The hands the entrant still has to serve on penalty (0: none, T-09)."""
        return next((left for who, left in self.penalties if who == entrant), 0)

    def breaking_next(self) -> list[EventTable]:
        """The playing tables in the order they close (tables missing from the order last,
        by number)."""
        rank = {number: i for i, number in enumerate(self.break_order)}
        return sorted(self.tables, key=lambda t: (rank.get(t.number, len(rank)), t.number))

"""One table of an event: the rules core's table (seats, players, last hand's positions) with
what only an event adds to it.

A tournament player is a :class:`floorapp.rules.Player` whose ``id`` is his entrant number:
``status`` is ``active`` (at his seat) or ``away`` (absent: still dealt in, T-07), and ``new``
marks a joiner not yet dealt in at this table (T-10). Nobody owes anything, so the cash fields
(missed blinds, choices, entry posts) stay empty.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from floorapp.rules import HouseRules, Player, Status, Table, empty_table

HOUSE = HouseRules()
"""The cash house rules a tournament table carries for the rules core's table model: the dead
button (T-01); amounts come from the event's level, not from here."""


@dataclass(frozen=True)
class EventTable:
    """One table of an event between hands."""

    number: int
    table: Table
    single_big_blind: int | None = None
    """T-18: the seat where a moved player takes a single big blind on the next deal."""
    hands: int = 0
    """Hands dealt at this table (a misdealt hand and its redeal count once)."""
    corrected: bool = False
    """T-26: the floor put last hand's positions right: the next deal cites it."""
    players: int = field(init=False, compare=False, repr=False)
    """How many players sit at the table (present or absent). Counted once: the event's offers
    count every table after every action. Copies that change who sits where are made by
    :meth:`seated` and :meth:`emptied`, which count again."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", sum(1 for _ in self.table.occupied()))

    def open_seats(self) -> list[int]:
        """The seats nobody sits in, in seat order."""
        return [seat.number for seat in self.table.seats if seat.player is None]

    def occupied(self) -> Iterator[tuple[int, Player]]:
        """(seat, player) for every player at the table."""
        return self.table.occupied()

    def seat_of(self, entrant: int) -> int | None:
        """The seat of the entrant with this id, if he sits here."""
        return next((seat for seat, p in self.table.occupied() if p.id == entrant), None)

    def seated(self, seat: int, player: Player) -> EventTable:
        """A copy with ``player`` on the open ``seat``."""
        return replace(self, table=self.table.with_seat(seat, player))

    def emptied(self, seat: int) -> EventTable:
        """A copy with ``seat`` open (its player moved or eliminated)."""
        single = None if self.single_big_blind == seat else self.single_big_blind
        return replace(self, table=self.table.with_seat(seat, None), single_big_blind=single)


def new_table(number: int, seats: int) -> EventTable:
    """An empty table of the event."""
    return EventTable(number, empty_table(HOUSE, seats))


def joiner(entrant: int, name: str, absent: bool = False) -> Player:
    """A player arriving at a table between hands (T-10): dealt in from the next deal unless
    his seat is in its gap."""
    return Player(entrant, name, Status.AWAY if absent else Status.ACTIVE, new=True)

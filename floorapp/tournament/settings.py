"""What the house sets for one event: the level in force and the floor's limits (the rulebook's
tournament part, "House settings for events")."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class AnteKind(StrEnum):
    """Who puts in the ante (T-04)."""

    NONE = "none"
    """No ante."""
    EACH = "each"
    """Every seat dealt in puts in the ante, dead."""
    BIG_BLIND = "big-blind"
    """A big-blind ante: the seat that posts the big blind puts in the table's ante, dead."""


@dataclass(frozen=True)
class Level:
    """One level of the structure: its blinds and ante (T-04, T-05)."""

    number: int = 1
    small_blind: int = 100
    big_blind: int = 200
    ante: int = 0
    ante_kind: AnteKind = AnteKind.NONE

    def problem(self) -> str | None:
        """Why this level cannot be played, or None."""
        if self.number < 1 or self.small_blind < 0 or self.big_blind < 1:
            return "a level has a number from 1 and a big blind of at least 1"
        if self.small_blind > self.big_blind or self.ante < 0:
            return "the small blind is at most the big blind; the ante is not negative"
        if (self.ante_kind is AnteKind.NONE) != (self.ante == 0):
            return "an ante needs its kind, and a kind of ante its amount"
        return None


MAX_TABLES = 200
"""The most tables an event draws at its start: room for 1,800 entrants at nine seats."""


@dataclass(frozen=True)
class EventRules:
    """The house's settings for an event (defaults: the rulebook's)."""

    seats: int = 9
    """Seats at every table of the event, the final table's included (T-23)."""
    spread: int = 2
    """T-14: the most players the fullest table may have over the shortest ..."""
    tight_spread: int = 1
    """... and, once ``tight_from`` tables or fewer play, the tighter limit."""
    tight_from: int = 6
    single_big_blind: bool = True
    """T-18: a moved player may take a single big blind on last hand's big-blind seat."""
    halt_short: int = 3
    """T-15: a table this many players short of the fullest halts when its big blind would
    pass an open seat."""
    late_until_level: int | None = None
    """T-12: late registration and re-entry close by themselves at the end of this level, the
    break after it included (TQ-26); None: only when the floor closes them."""
    redraw_at: tuple[int, ...] = ()
    """The numbers of tables at which every seat is drawn again, as for the final table (e.g.
    3 and 2); none by default (TQ-29)."""

    def limit(self, tables: int) -> int:
        """The spread allowed while ``tables`` tables play (T-14)."""
        return self.tight_spread if tables <= self.tight_from else self.spread

    def problem(self) -> str | None:
        """Why these settings cannot run an event, or None."""
        if not 2 <= self.seats <= 12:
            return "a table has 2 to 12 seats"
        if not 1 <= self.tight_spread <= self.spread or self.tight_from < 1:
            return "the spreads are at least 1, the tight one at most the other"
        if self.halt_short < 2:
            return "a table halts when it is at least 2 players short"
        if self.late_until_level is not None and self.late_until_level < 1:
            return "late registration lasts until a level numbered from 1"
        if any(tables < 2 for tables in self.redraw_at):
            return "a redraw is at 2 tables or more (at one, it is the final table)"
        return None

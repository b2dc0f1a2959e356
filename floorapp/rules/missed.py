"""Missed-blind buttons: what a player who let a blind pass him owes (docs/RULES.md section 5).

Its own module because both the table (:mod:`.model`, a player's button) and the deal
(:mod:`.deal`, the buttons a deal places) speak of it, and the table keeps its last deal.
"""

from __future__ import annotations

from enum import StrEnum


class Missed(StrEnum):
    """A missed-blind button: what a player owes."""

    SB = "sb"
    """He missed the small blind."""
    BB = "bb"
    """He missed the big blind."""
    BOTH = "both"
    """He missed both blinds."""

    def plus(self, other: Missed) -> Missed:
        """The button a player holds after missing ``other`` too."""
        return self if self is other else Missed.BOTH


def add_missed(held: Missed | None, new: Missed) -> Missed:
    """The missed-blind button after a player holding ``held`` misses ``new``."""
    return new if held is None else held.plus(new)

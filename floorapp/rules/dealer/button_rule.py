"""What every button rule answers for the deal (R-10 dead, R-20 simplified, R-40 moving).

The deal asks the table's button rule, and only it, wherever the rules differ: how many
players keep a rotation going, the tentative positions and the zone, the usual placement,
the short-handed and widened cases, and the missed-blind buttons the blinds give when they
pass away players. :func:`~floorapp.rules.dealer.by_rule.button_rule` picks the rule.
"""

from __future__ import annotations

from typing import Protocol

from ..deal import Marker
from ..model import HouseRules, Positions
from .placement import Placement
from .seating import Seating


class ButtonRulePlacement(Protocol):
    """One button rule's answers; every method is pure and returns None where the rule finds
    no player for one of its positions."""

    def rotation_size(self, house: HouseRules) -> int:
        """F-33: how many players of the last hand must be left in the rotation to keep it;
        with fewer, players entering owing nothing join it."""
        ...

    def tentative(self, seating: Seating) -> Positions | None:
        """R-01 step (1) after the first hand: the button and the smaller blinds before any big
        blind is placed, for the zone."""
        ...

    def zone_end(self, positions: Positions, house: HouseRules) -> int:
        """R-31: the last seat of the zone that starts at the button of ``positions``."""
        ...

    def place(self, seating: Seating, tentative: Positions) -> Placement | None:
        """The rule's placement of a hand after the first, with more players than blinds."""
        ...

    def short_handed(self, seating: Seating, tentative: Positions) -> Placement | None:
        """F-15: three blinds but only three players: the smallest and the largest blind."""
        ...

    def widened(self, seating: Seating) -> Placement | None:
        """F-33: the placement once the entrants coming in take places in the rotation."""
        ...

    def rotation_markers(
        self, seating: Seating, button: int, blinds: list[int]
    ) -> tuple[Marker, ...]:
        """The missed-blind buttons of a plain rotation (R-20) placed by this rule."""
        ...

    def heads_up_markers(
        self, seating: Seating, after: int, button: int, big: int
    ) -> tuple[Marker, ...]:
        """The missed-blind buttons of a heads-up hand (R-50) whose big blind moved from
        ``after`` to ``big``."""
        ...

"""The simplified button (R-20, online style): the button always moves to the next player in
the rotation and the blinds follow it; nobody posts twice, and an away player the big blind
passes owes a big blind (R-23)."""

from __future__ import annotations

from ..deal import Marker
from ..model import HouseRules, Missed, Positions
from ..rule_ids import RuleId
from .few_players import short_handed, short_handed_seats
from .placement import Placement, markers
from .rotation import (
    R_21,
    R_22,
    passing_markers,
    rotation,
    rotation_button,
    rotation_positions,
    widened_rotation,
    zone_end_before_largest,
)
from .seating import Seating

R_23 = (RuleId.R_23,)


class SimplifiedButton:
    """The placements of the simplified button."""

    def rotation_size(self, house: HouseRules) -> int:
        """Enough players of the last hand for the button and the smaller blinds."""
        return max(2, len(house.blinds) - (1 if house.button_blind else 0))

    def tentative(self, seating: Seating) -> Positions | None:
        """The plain rotation's button and smaller blinds."""
        return rotation_positions(seating, rotation_button(seating))

    def zone_end(self, positions: Positions, house: HouseRules) -> int:
        """Up to the last blind before the largest (F-16)."""
        return zone_end_before_largest(positions, house)

    def place(self, seating: Seating, tentative: Positions) -> Placement | None:
        """The plain rotation from the tentative button (R-21, R-22)."""
        return rotation(seating, self, tentative.button, R_21, R_22)

    def short_handed(self, seating: Seating, tentative: Positions) -> Placement | None:
        """The small and the big blind on the players after the tentative button."""
        return short_handed(seating, self, short_handed_seats(seating, tentative.button))

    def widened(self, seating: Seating) -> Placement | None:
        """The plain rotation with the entrants in it (F-33)."""
        return widened_rotation(seating, self)

    def rotation_markers(
        self, seating: Seating, button: int, blinds: list[int]
    ) -> tuple[Marker, ...]:
        """R-23: a small blind passing an away player gives him a small-blind button, the
        big blind a big-blind button."""
        return passing_markers(seating, button, blinds, Missed.BB, R_23)

    def heads_up_markers(
        self, seating: Seating, after: int, button: int, big: int
    ) -> tuple[Marker, ...]:
        """R-23: the seats the big blind passes from the button, which is the small blind."""
        return markers(seating, (seating.table.between(button, big), Missed.BB, R_23))

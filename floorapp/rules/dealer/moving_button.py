"""The moving button (R-40; Caro & Cooke "no dead button"): the button always moves to a player.

When the player due the small blind has left, his seat gets a dead small blind and the button
moves through it the next hand, posting a small blind (R-42). When the player due the button
has left, last hand's big blind takes the button and a small blind, and two big blinds follow
(R-43; F-17 when the small blind's player left too). These procedures are written for two
blinds, none on the button, after a full hand; otherwise, and when a procedure finds nobody
for one of its positions, the plain rotation places the hand (R-44). An away player a blind
passes owes it; the big blind's passing costs both blinds (R-40).
"""

from __future__ import annotations

from ..deal import Marker, PostKind
from ..model import HouseRules, Missed, Positions, Procedure, Table
from ..rule_ids import RuleId
from .few_players import short_handed, short_handed_seats
from .placement import Placement, Rules, blind, markers
from .rotation import (
    R_21,
    R_21_44,
    R_22,
    R_22_44,
    passing_markers,
    rotation,
    rotation_button,
    rotation_positions,
    widened_rotation,
    zone_end_before_largest,
)
from .seating import Seating

R_40 = (RuleId.R_40,)
R_42 = (RuleId.R_42,)
R_43 = (RuleId.R_43,)
_F_17 = (RuleId.R_43, RuleId.R_44, RuleId.F_17)
_MOVING_BUTTON = (RuleId.R_21, RuleId.R_40)
_MOVING_BLINDS = (RuleId.R_22, RuleId.R_41)
"""The blinds when the player due the big blind is gone or away (R-41)."""
_PLAIN_BLINDS = (RuleId.R_22, RuleId.R_40)
"""The blinds of a plain moving-button hand: they follow the button (R-40)."""


class MovingButton:
    """The placements of the moving button."""

    def rotation_size(self, house: HouseRules) -> int:
        """Enough players of the last hand for the button and the smaller blinds."""
        return max(2, len(house.blinds) - (1 if house.button_blind else 0))

    def tentative(self, seating: Seating) -> Positions | None:
        """Where R-42, R-43 or F-17 put the button and the first blind, so that the zone is the
        real one (R-01, R-31); else the plain rotation's positions."""
        procedure = _procedure_positions(seating) if _caro_cooke_applies(seating.table) else None
        return procedure or rotation_positions(seating, rotation_button(seating))

    def zone_end(self, positions: Positions, house: HouseRules) -> int:
        """Up to the last blind before the largest (F-16); a small blind on the button makes
        the zone the button seat alone."""
        return zone_end_before_largest(positions, house)

    def place(self, seating: Seating, tentative: Positions) -> Placement | None:
        """Caro & Cooke's procedures when they apply, else the plain rotation."""
        if not _caro_cooke_applies(seating.table):
            return rotation(seating, self, tentative.button, R_21, R_22)
        last = seating.table.last
        assert last is not None
        procedure = seating.table.procedure
        if procedure is Procedure.AFTER_DEAD_SMALL_BLIND:
            return _button_posts_small_blind(seating, seating.first(last.blinds[0], seating.active))
        if procedure is Procedure.AFTER_TWO_BIG_BLINDS:
            return _after_two_big_blinds(seating)
        button_gone, small_gone = _departures(seating)
        if small_gone and not button_gone:
            return _dead_small_blind(seating, last.blinds[0], R_42)
        if button_gone:  # F-17: with the small blind's player gone too, the same hand
            rules = _F_17 if small_gone else R_43
            return self._two_big_blinds(seating, rules)
        placed = rotation(seating, self, rotation_button(seating), _MOVING_BUTTON, _MOVING_BLINDS)
        if placed is None or _big_blind_passed_a_leaver(seating, placed.blinds[-1]):
            return placed
        return rotation(seating, self, rotation_button(seating), _MOVING_BUTTON, _PLAIN_BLINDS)

    def short_handed(self, seating: Seating, tentative: Positions) -> Placement | None:
        """The small and the big blind on the players after the tentative button."""
        return short_handed(seating, self, short_handed_seats(seating, tentative.button))

    def widened(self, seating: Seating) -> Placement | None:
        """The plain rotation with the entrants in it (F-33)."""
        return widened_rotation(seating, self)

    def rotation_markers(
        self, seating: Seating, button: int, blinds: list[int]
    ) -> tuple[Marker, ...]:
        """R-40: a small blind passing an away player gives him a small-blind button, the big
        blind both."""
        return passing_markers(seating, button, blinds, Missed.BOTH, R_40)

    def heads_up_markers(
        self, seating: Seating, after: int, button: int, big: int
    ) -> tuple[Marker, ...]:
        """R-40: the seats the big blind passes from the button, which is the small blind."""
        return markers(seating, (seating.table.between(button, big), Missed.BOTH, R_40))

    def _two_big_blinds(self, seating: Seating, rules: Rules) -> Placement | None:
        """R-43: the player due the button left: the button and a small blind on last hand's
        big blind (F-17: if he left too, on the next player), then two big blinds."""
        last = seating.table.last
        assert last is not None
        eligible = seating.big_blind_eligible
        button = seating.first(last.blinds[0], seating.active)
        first_big = None if button is None else seating.first(button, eligible)
        second_big = None if first_big is None else seating.first(first_big, eligible)
        if button is None or first_big is None or second_big is None:
            return None
        if second_big in (button, first_big):
            return rotation(seating, self, rotation_button(seating), R_21_44, R_22_44)
        amounts = seating.house.blinds
        return Placement(
            button,
            (button, first_big),
            dict((
                blind(button, amounts[0], PostKind.BUTTON_SMALL_BLIND, rules),
                blind(first_big, amounts[1], PostKind.BIG_BLIND, rules),
                blind(second_big, amounts[1], PostKind.SECOND_BIG_BLIND, rules),
            )),
            {"button": rules, "small_blind": rules, "big_blind": rules},
            markers(seating, (seating.table.between(button, second_big), Missed.BOTH, R_40)),
            procedure=Procedure.AFTER_TWO_BIG_BLINDS,
            second_big_blind=second_big,
            last_to_post=second_big,
        )


def _caro_cooke_applies(table: Table) -> bool:
    """R-42/R-43 are written for two blinds, none on the button, after a full hand."""
    house = table.house
    return len(house.blinds) == 2 and not house.button_blind and not table.last_heads_up


def _departures(seating: Seating) -> tuple[bool, bool]:
    """(the player due the button left, the player due the small blind left) since last
    hand (R-42, R-43)."""
    table = seating.table
    last = table.last
    assert last is not None
    ids = table.last_chain_players
    small, big = last.blinds
    return not _still_there(seating, small, ids[1]), not _still_there(seating, big, ids[2])


def _big_blind_passed_a_leaver(seating: Seating, big: int) -> bool:
    """R-41 applies: from last hand's big blind to this one the big blind passed a player
    away, or an empty seat while a player dealt in last hand is gone (the player due the big
    blind left). A plain hand, the next player simply takes it, and R-41 is not cited."""
    table = seating.table
    last = table.last
    assert last is not None
    passed = table.between(last.blinds[-1], big)
    if any((player := seating.players.get(seat)) is not None and not player.present
           for seat in passed):
        return True
    still_dealt = sum(1 for _, player in table.occupied() if player.present and not player.new)
    return still_dealt < table.last_dealt_count and any(
        seating.players.get(seat) is None for seat in passed)


def _still_there(seating: Seating, seat: int, player_id: int | None) -> bool:
    player = seating.players.get(seat)
    return player is not None and player.id == player_id and player.is_active


def _procedure_positions(seating: Seating) -> Positions | None:
    """The button and the first blind's seat of the procedure running this hand, if any
    (None too when it cannot place them: the plain rotation then, R-44)."""
    table = seating.table
    last = table.last
    assert last is not None
    procedure = table.procedure
    if procedure is Procedure.AFTER_DEAD_SMALL_BLIND:
        button = seating.first(last.blinds[0], seating.active)
        return None if button is None else Positions(button, (button,))
    if procedure is Procedure.AFTER_TWO_BIG_BLINDS:
        button = seating.first(last.button, seating.active)
        small = None if button is None else _second_small_blind(seating, button)
        return None if button is None or small is None else Positions(button, (small,))
    button_gone, small_gone = _departures(seating)
    small, big = last.blinds
    if small_gone and not button_gone:
        return Positions(small, (big,))
    if button_gone:
        button = seating.first(small, seating.active)
        return None if button is None else Positions(button, (button,))
    return None


def _dead_small_blind(seating: Seating, button: int, rules: Rules) -> Placement | None:
    """R-42: the player due the small blind left: a dead small blind on his seat."""
    last = seating.table.last
    assert last is not None
    dead_seat = last.blinds[1]
    big = seating.first(dead_seat, seating.big_blind_eligible)
    if big is None:
        return None
    return Placement(
        button,
        (dead_seat, big),
        dict((blind(big, seating.house.big_blind, PostKind.BIG_BLIND, (RuleId.R_41,)),)),
        {"button": rules, "small_blind": rules, "big_blind": (RuleId.R_41,)},
        markers(
            seating,
            ((dead_seat,), Missed.SB, R_42),
            (seating.table.between(dead_seat, big), Missed.BOTH, R_40),
        ),
        procedure=Procedure.AFTER_DEAD_SMALL_BLIND,
    )


def _button_posts_small_blind(seating: Seating, button: int | None) -> Placement | None:
    """R-42, next hand: the button moves through the leaver's seat and posts a small blind."""
    big = None if button is None else seating.first(button, seating.big_blind_eligible)
    if button is None or big is None:
        return None
    house = seating.house
    return Placement(
        button,
        (button, big),
        dict((
            blind(button, house.small_blind, PostKind.BUTTON_SMALL_BLIND, R_42),
            blind(big, house.big_blind, PostKind.BIG_BLIND, R_42),
        )),
        {"button": R_42, "small_blind": R_42, "big_blind": R_42},
        markers(seating, (seating.table.between(button, big), Missed.BOTH, R_40)),
    )


def _after_two_big_blinds(seating: Seating) -> Placement | None:
    """R-43, next hand: small blinds on the button and on the next player, then the big."""
    last = seating.table.last
    assert last is not None
    button = seating.first(last.button, seating.active)
    small = None if button is None else _second_small_blind(seating, button)
    big = None if small is None else seating.first(small, seating.big_blind_eligible)
    if button is None or small is None or big is None:
        return None
    amounts = seating.house.blinds
    between = seating.table.between
    return Placement(
        button,
        (small, big),
        dict((
            blind(button, amounts[0], PostKind.BUTTON_SMALL_BLIND, R_43),
            blind(small, amounts[0], PostKind.SMALL_BLIND, R_43),
            blind(big, amounts[1], PostKind.BIG_BLIND, R_43),
        )),
        {"button": R_43, "small_blind": R_43, "big_blind": R_43},
        markers(
            seating,
            (between(button, small), Missed.SB, R_40),
            (between(small, big), Missed.BOTH, R_40),
        ),
    )


def _second_small_blind(seating: Seating, button: int) -> int | None:
    """R-43 second hand: last hand's second big blind posts the small blind beside the
    button's, or the next player if he is gone."""
    second = seating.table.second_big_blind
    if second is not None and seating.active(second) and second != button:
        return second
    return seating.first(button, seating.active)

"""The plain rotation (R-20), shared by every button rule.

The button goes to the next player in the rotation after last hand's (R-21), the smaller
blinds to the players after it, and the big blind to the next player who may take it (R-22).
It is the simplified button's every hand, the moving button's hand when nobody left, the first
hand of a new game (R-63), and the way out when a procedure cannot place its positions (R-44).
"""

from __future__ import annotations

from ..deal import Marker, PostKind
from ..model import HouseRules, Missed, Positions, Procedure
from ..rule_ids import RuleId
from .button_rule import ButtonRulePlacement
from .placement import Placement, Rules, blind, markers, smaller_kind
from .seating import Seating, unplaced


def rotation_button(seating: Seating) -> int | None:
    """R-21: the first active player clockwise after last hand's button (after the dead
    small blind's seat while R-42 runs)."""
    last = seating.table.last
    assert last is not None
    start = last.button
    if seating.table.procedure is Procedure.AFTER_DEAD_SMALL_BLIND:
        start = last.blinds[0]
    return seating.first(start, seating.active)


def rotation_positions(seating: Seating, button: int | None) -> Positions | None:
    """The tentative positions of the plain rotation from ``button`` (R-22), for the zone."""
    if button is None:
        return None
    house = seating.house
    seats: list[int] = [button] if house.button_blind else []
    current = button
    for _ in range(len(house.blinds) - (1 if house.button_blind else 0)):
        found = seating.first(current, seating.active)
        if found is None:
            return None
        seats.append(current := found)
    return Positions(button, tuple(seats))


def rotation(
    seating: Seating,
    rule: ButtonRulePlacement,
    button: int | None,
    button_rules: Rules,
    blind_rules: Rules,
) -> Placement | None:
    """R-20 plain rotation from ``button``: smaller blinds on the next active players, the big
    blind on the next big-blind-eligible player (R-21, R-22); the rule's markers."""
    if button is None:
        return None
    amounts = seating.house.blinds
    button_blind = seating.house.button_blind
    blinds: list[int] = [button] if button_blind else []
    current = button
    while len(blinds) < len(amounts) - 1:
        found = seating.first(current, unplaced(seating.active, button, blinds))
        if found is None:
            return None
        blinds.append(current := found)
    previous = blinds[-1] if blinds else button
    big = seating.first(previous, unplaced(seating.big_blind_eligible, button, blinds))
    if big is None:
        return None
    blinds.append(big)
    posts = dict(
        blind(seat, amounts[index], smaller_kind(index, button_blind), blind_rules)
        for index, seat in enumerate(blinds[:-1])
    )
    posts.update((blind(big, amounts[-1], PostKind.BIG_BLIND, blind_rules),))
    return Placement(
        button,
        tuple(blinds),
        posts,
        {
            "button": button_rules,
            "small_blind": blind_rules,
            "big_blind": blind_rules,
            "third_blind": blind_rules,
        },
        rule.rotation_markers(seating, button, blinds),
    )


def passing_markers(
    seating: Seating, button: int, blinds: list[int], largest: Missed, rules: Rules
) -> tuple[Marker, ...]:
    """Where every blind moves one player a hand (moving and simplified buttons): each away
    player a blind passes owes that blind (``largest`` for the big blind's)."""
    if seating.table.last is None:
        return ()
    between = seating.table.between
    steps = []
    previous = button
    for index, seat in enumerate(blinds):
        missed = largest if index == len(blinds) - 1 else Missed.SB
        if seat != previous:  # a blind on the button passes nobody
            steps.append((between(previous, seat), missed, rules))
        previous = seat
    return markers(seating, *steps)


def zone_end_before_largest(positions: Positions, house: HouseRules) -> int:
    """F-16: under the moving and simplified buttons the zone runs up to the last blind before
    the largest: there every blind moves one player a hand, so an entrant between two blinds
    would make the blinds after him post twice running."""
    button, blinds, count = positions.button, positions.blinds, len(house.blinds)
    if count >= 2 and len(blinds) >= count:
        return blinds[count - 2]
    return blinds[0] if count >= 2 else button


R_21_44: Rules = (RuleId.R_21, RuleId.R_44)
"""R-44: a procedure could not place its positions, so the plain rotation places the button."""
R_22_44: Rules = (RuleId.R_22, RuleId.R_44)
"""R-44: ... and the blinds."""
R_21: Rules = (RuleId.R_21,)
"""R-21: the button to the next player in the rotation."""
R_22: Rules = (RuleId.R_22,)
"""R-22: the blinds to the players after it."""


def widened_rotation(seating: Seating, rule: ButtonRulePlacement) -> Placement | None:
    """F-33 for the buttons that always move to a player: the plain rotation, the entrants
    coming in now taking places in it."""
    return rotation(
        seating, rule, rotation_button(seating), R_21_44, (*R_22_44, RuleId.F_33)
    )

"""Hands with few players: heads-up (R-50) and short-handed with three blinds (F-15)."""

from __future__ import annotations

from ..deal import PostKind
from ..rule_ids import RuleId
from .button_rule import ButtonRulePlacement
from .placement import Placement, blind
from .seating import Route, Seating, unplaced

ShortSeats = tuple[int, int, int]
"""Button, small blind and big blind seats of a short-handed hand."""

R_51, R_52 = (RuleId.R_51,), (RuleId.R_52,)
_HEADS_UP_RULES = {"button": R_51, "small_blind": R_51, "big_blind": R_52}


def heads_up(seating: Seating, rule: ButtonRulePlacement, pair: list[int]) -> Placement:
    """R-51, R-52: the big blind to the first of the two after last hand's big blind; the other
    has the button and posts the small blind."""
    table = seating.table
    after = table.last.largest if table.last else seating.tentative_button
    big = seating.first(after, lambda s: s in pair)
    assert big is not None
    button = next(s for s in pair if s != big)
    house = seating.house
    posts = dict([blind(button, house.small_blind, PostKind.SMALL_BLIND, R_51)]) if (
        len(house.blinds) > 1) else {}
    posts.update((blind(big, house.big_blind, PostKind.BIG_BLIND, R_52),))
    return Placement(
        button,
        (button, big),
        posts,
        _HEADS_UP_RULES,
        rule.heads_up_markers(seating, after, button, big),
    )


def first_two(seating: Seating) -> list[int]:
    """R-52 when everyone but one waits for a big blind that reaches only one of them: the
    players who play whatever happens, completed from the big blind's path."""
    candidates = seating.candidates
    coming = (Route.PLAYS, Route.ENTERS)
    chosen = [s for s in candidates if seating.routes[s] in coming][:2]
    table = seating.table
    after = table.last.largest if table.last else seating.tentative_button
    for seat in table.clockwise_after(after):
        if len(chosen) == 2:
            break
        if seat in candidates and seat not in chosen:
            chosen.append(seat)
    return sorted(chosen)


def short_handed_seats(seating: Seating, button: int) -> ShortSeats | None:
    """F-15 by the plain rotation: the small blind on the next active player after
    ``button``, the big blind on the next big-blind-eligible player after him."""
    small = seating.first(button, unplaced(seating.active, button, []))
    if small is None:
        return None
    big = seating.first(small, unplaced(seating.big_blind_eligible, button, [small]))
    return None if big is None else (button, small, big)


SHORT_BUTTON = (RuleId.R_21, RuleId.F_15)
SHORT_BLINDS = (RuleId.R_22, RuleId.F_15)


def short_handed(
    seating: Seating, rule: ButtonRulePlacement, seats: ShortSeats | None
) -> Placement | None:
    """F-15: three blinds but only three players: the smallest and the largest blind only,
    on the seats the button rule chose."""
    if seats is None:
        return None
    button, small, big = seats
    amounts = seating.house.blinds
    return Placement(
        button,
        (small, big),
        dict((
            blind(small, amounts[0], PostKind.SMALL_BLIND, SHORT_BLINDS),
            blind(big, amounts[-1], PostKind.BIG_BLIND, SHORT_BLINDS),
        )),
        {"button": SHORT_BUTTON, "small_blind": SHORT_BLINDS, "big_blind": SHORT_BLINDS},
        rule.rotation_markers(seating, button, [small, big]),
    )

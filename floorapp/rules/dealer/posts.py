"""What players post besides the blinds: entrants paying their way in (R-30, R-60, R-70) and
straddles (R-90)."""

from __future__ import annotations

from ..deal import Post, PostKind
from ..model import Choice, StraddleRule
from ..prices import makeup_amounts, newcomer_amounts, straddle_amount
from ..rule_ids import RuleId
from .placement import Rules
from .seating import Seating

_R_61, _R_71, _R_32 = (RuleId.R_61,), (RuleId.R_71,), (RuleId.R_32,)
_R_61_F_35 = (RuleId.R_61, RuleId.R_32, RuleId.F_35)
_R_33_F_43 = (RuleId.R_33, RuleId.F_43)

__all__ = ["big_blind_went_by_post", "entry_post", "makeup_amounts", "straddle"]


def entry_post(seating: Seating, seat: int) -> Post | None:
    """What an entrant coming in outside the blinds posts: a new player's entry (R-61), a
    seat change's big blind (R-71), missed blinds made up (R-32), behind the button (R-34).
    None when he comes in free."""
    player = seating.players[seat]
    if seating.free_newcomer(seat, player):
        return None
    if player.big_blind_went_by:
        return big_blind_went_by_post(seating, seat)
    rules: Rules
    if player.new:  # F-01: what he missed here is a record; what he carried is owed (F-35)
        carried = player.carried
        live, dead = newcomer_amounts(player.entry_post, carried, seating.house)
        kind, rules = PostKind.ENTRY, (_R_61 if carried is None else _R_61_F_35)
    elif player.entry_post:
        live, dead = makeup_amounts(player.missed, seating.house)
        live, kind, rules = max(live, player.entry_post), PostKind.SEAT_CHANGE, _R_71
    else:
        live, dead = makeup_amounts(player.missed, seating.house)
        kind, rules = PostKind.MAKEUP, _R_32
    if player.choice is Choice.BEHIND:
        rules = (*rules, RuleId.R_34)
    if live == 0 and dead == 0:
        return None
    return Post(seat, live, dead, kind, rules)


def big_blind_went_by_post(seating: Seating, seat: int) -> Post:
    """F-43: the big blind went by a player waiting for it: he posts one big blind, live, and
    owes nothing more (R-33's price): a new player's entry, a make-up, or a seat change's."""
    player = seating.players[seat]
    kind = PostKind.ENTRY if player.new else (
        PostKind.MAKEUP if player.missed is not None else PostKind.SEAT_CHANGE)
    return Post(seat, seating.house.big_blind, 0, kind, _R_33_F_43)


def straddle(seating: Seating, last_blind: int, dealt: set[int], posted: set[int]) -> Post | None:
    """R-90: the straddle announced for this hand, if its player is dealt in and posts nothing
    else: live under the gun (left of ``last_blind``), or a sleeper from another seat where
    the house allows it."""
    seat = seating.table.straddle
    if seat is None or seat not in dealt or seat in posted:
        return None
    amount = straddle_amount(seating.house)
    if seat == seating.first(last_blind, dealt.__contains__):
        return Post(seat, amount, 0, PostKind.STRADDLE, (RuleId.R_90,))
    if seating.house.straddle is StraddleRule.LIVE_AND_SLEEPER:
        return Post(seat, amount, 0, PostKind.SLEEPER, (RuleId.R_90,))
    return None

"""What a post costs from the house rules alone: a make-up, a new player's entry post (with a
debt carried from another table), a straddle.

A leaf of the rules core (it needs only the house rules and a missed-blind button), so that
the engine, the dealer, the offers and the screen all read these amounts from one place.
"""

from __future__ import annotations

from .model import EntryPost, HouseRules, Makeup, Missed


def makeup_amounts(missed: Missed | None, house: HouseRules) -> tuple[int, int]:
    """Live and dead amounts that make up a missed-blind button (R-32, section 10)."""
    if missed is None:
        return 0, 0
    blinds = house.blinds
    if missed is Missed.SB:
        return 0, blinds[0] if len(blinds) > 1 else 0
    if missed is Missed.BB or house.makeup is Makeup.BIG_ONLY:
        return house.big_blind, 0
    return house.big_blind, sum(blinds[:-1])


def newcomer_entry_post(house: HouseRules) -> int:
    """What a new player posts, live, to be dealt in at once (R-61): one big blind, or two
    under ``entry_post = double`` (lowball). Where he sits changes when he comes in, not this
    amount: in the zone he waits for the button, on the big-blind seat he posts that blind."""
    return house.big_blind * (2 if house.entry_post is EntryPost.DOUBLE else 1)


def newcomer_amounts(entry: int, carried: Missed | None, house: HouseRules) -> tuple[int, int]:
    """Live and dead amounts a new player posts to come in at once (or behind the button):
    his entry post ``entry`` (R-61), live; with a missed-blind button carried from another
    table of the same game (F-35) the entry post counts as the live big blind of its make-up
    and the make-up's dead part is posted on top (R-32), so nobody pays a live big blind
    twice and nobody dodges a blind by changing tables."""
    if carried is None:
        return entry, 0
    live, dead = makeup_amounts(carried, house)
    return max(entry, live), dead


def straddle_amount(house: HouseRules) -> int:
    """A straddle, live or sleeper (R-90): twice the big blind."""
    return 2 * house.big_blind

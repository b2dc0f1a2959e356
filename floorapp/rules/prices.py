"""What a post costs from the house rules alone: a new player's entry post, a straddle.

A leaf of the rules core (it needs only the house rules), so that the engine, the dealer, the
offers and the screen all read these amounts from one place.
"""

from __future__ import annotations

from .model import EntryPost, HouseRules


def newcomer_entry_post(house: HouseRules) -> int:
    """What a new player posts, live, to be dealt in at once (R-61): one big blind, or two
    under ``entry_post = double`` (lowball). Where he sits changes when he comes in, not this
    amount: in the zone he waits for the button, on the big-blind seat he posts that blind."""
    return house.big_blind * (2 if house.entry_post is EntryPost.DOUBLE else 1)


def straddle_amount(house: HouseRules) -> int:
    """A straddle, live or sleeper (R-90): twice the big blind."""
    return 2 * house.big_blind

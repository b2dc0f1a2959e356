"""A misdeal (F-07, F-08, TDA 35C): the last deal again, for the players still in it."""

from __future__ import annotations

from ..deal import Deal, WaitReason
from ..model import Table, evolve


def redealt(table: Table) -> tuple[Deal, Table] | None:
    """The last deal again, less the players who have left or stepped away since (a seat the
    table no longer has, its number of seats lowered since, has nobody on it); None when
    fewer than two of its players are left (F-07: then a new hand is dealt)."""
    last = table.last_deal
    if last is None:
        return None
    still = {s for s in last.dealt
             if s <= table.size and (p := table.player(s)) is not None and p.is_active}
    if len(still) < 2:
        return None
    waiting = tuple(
        (s, WaitReason.REDEAL)
        for s, p in table.occupied()
        if p.present and s not in still
    )
    deal = evolve(
        last,
        dealt=tuple(sorted(still)),
        posts=tuple(post for post in last.posts if post.seat in still),
        missed=tuple((s, p.missed) for s, p in table.occupied() if p.missed is not None),
        lockup=tuple(seat.number for seat in table.seats if seat.locked),
        waiting=waiting,
        markers=(),
        pick_ups=tuple(s for s, p in table.occupied() if p.pick_up),
        redeal=True,
        dead_button=last.button not in still,
        dead_small_blind=last.small_blind is not None
        and all(post.seat != last.small_blind for post in last.posts if post.seat in still),
    )
    return deal, evolve(table, redeal=False, last_deal=deal, straddle=None)

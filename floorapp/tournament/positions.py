"""Where the next deal of one table puts the button and the blinds, and who is dealt in (the
rulebook's tournament part, T-01 to T-03, T-06, T-10, T-11, T-18).

Always the dead button: the big blind moves to the first player after last hand's big-blind
seat, the small blind lies on that seat and the button on last hand's small-blind seat, dead
when nobody sits there. Every player is dealt in, present or absent, except a joiner in the
*gap*: the seats strictly between the button and the small blind.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .rule_ids import TRule
from .table import EventTable


@dataclass(frozen=True)
class Layout:
    """The positions of a deal and who gets cards."""

    button: int
    small_blind: int | None
    """The small-blind position (maybe dead); None in a single-big-blind hand (T-18)."""
    big_blind: int
    dealt: tuple[int, ...]
    """The seats dealt in, in seat order."""
    gap: tuple[int, ...]
    """The seats strictly between the button and the small blind (T-10)."""
    heads_up: bool = False
    single: bool = False
    first_hand: bool = False
    """No last hand at this table: the button is where the draw put it (T-06)."""
    put_right: bool = False
    """The floor corrected last hand's positions, or this deal repeats a misdealt hand (T-26)."""
    redeal: bool = False
    """This deal repeats the misdealt last hand: same hand, same positions (T-26)."""

    @property
    def base_rule(self) -> TRule:
        """The rule that placed the positions: T-03 heads-up, T-06 on a first hand, else T-01."""
        if self.heads_up:
            return TRule.T_03
        return TRule.T_06 if self.first_hand else TRule.T_01


def layout(table: EventTable, redeal: bool = False) -> Layout | None:
    """The next deal's positions, or None when fewer than two players can be dealt in;
    ``redeal``: the misdealt last hand's, dealt again (T-26)."""
    if table.table.last is None:
        return _first_hand(table)
    if redeal:
        return _redeal(table)
    found = _after_last_hand(table)
    return replace(found, put_right=True) if found and table.corrected else found


def _redeal(table: EventTable) -> Layout | None:
    """T-26: a misdealt hand is dealt again with its own positions; a joiner seated since
    it was dealt is dealt in unless his seat is in its gap, as on any deal (T-10)."""
    t = table.table
    last = t.last
    assert last is not None
    big = last.largest
    first_blind = last.blinds[0]
    gap = t.between(last.button, first_blind) if last.button != first_blind else ()
    dealt = tuple(seat for seat, p in t.occupied() if not (p.new and seat in gap))
    if len(dealt) < 2:
        return None
    small = None if len(last.blinds) == 1 else first_blind
    return Layout(last.button, small, big, dealt, gap, heads_up=t.last_heads_up,
                  single=small is None, put_right=True, redeal=True)


def _first_hand(table: EventTable) -> Layout | None:
    """T-06: the button on the seat that drew it (or the next player), everybody dealt in."""
    seats = [seat for seat, _ in table.occupied()]
    if len(seats) < 2:
        return None
    start = table.table.draw or seats[0]
    order = [seat for seat in table.table.clockwise_after(start - 1 or table.table.size)
             if seat in seats]  # from ``start`` itself on
    button = order[0]
    if len(seats) == 2:
        return Layout(button, button, order[1], tuple(seats), (), heads_up=True, first_hand=True)
    return Layout(button, order[1], order[2], tuple(seats), (), first_hand=True)


def _after_last_hand(table: EventTable) -> Layout | None:
    """T-01 from last hand's positions; heads-up T-03; a single big blind T-18."""
    t = table.table
    last = t.last
    assert last is not None
    big = last.largest
    small = last.blinds[0] if len(last.blinds) > 1 else None
    button = small if small is not None else last.button
    gap = t.between(button, big) if button != big else ()
    candidates = [seat for seat, p in t.occupied() if not (p.new and seat in gap)]
    if len(candidates) < 2:
        return None
    after = next(seat for seat in t.clockwise_after(big) if seat in candidates)
    dealt = tuple(candidates)
    if len(candidates) == 2:  # T-03: the big blind to the one who did not have it
        other = candidates[0] if candidates[1] == after else candidates[1]
        return Layout(other, other, after, dealt, gap, heads_up=True)
    if table.single_big_blind == big and t.player(big) is not None:
        return Layout(button, None, big, dealt, gap, single=True)
    return Layout(button, big, after, dealt, gap)


def first_to_act(table: EventTable, positions: Layout) -> int:
    """Heads-up the button acts first (T-03); else the first player dealt in after the big
    blind."""
    if positions.heads_up:
        return positions.button
    after = table.table.clockwise_after(positions.big_blind)
    return next(seat for seat in after if seat in positions.dealt)

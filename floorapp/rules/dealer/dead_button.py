"""The dead button (R-10; Robert's rules (b), WSOP, TDA): the big blind moves one player a hand.

Every other position follows the big blind: the small blind goes where last hand's big blind
was and the button where last hand's small blind was (R-11..R-13), even when nobody plays
there: the button is then *dead* (it lies on a seat nobody plays) and a small blind on a seat
whose player has gone is not posted (a *dead small blind*). An away player the big blind
passes owes both blinds, one the small blind lands on owes the small one (R-14).
"""

from __future__ import annotations

from ..deal import Marker, Post, PostKind
from ..model import HouseRules, Missed, Positions, Table
from ..rule_ids import RuleId
from .few_players import ShortSeats, short_handed, short_handed_seats
from .placement import Placement, Rules, blind, chain, markers, smaller_kind
from .rotation import rotation_button, rotation_positions
from .seating import Seating

R_14 = (RuleId.R_14,)
R_11, R_12 = (RuleId.R_11,), (RuleId.R_12,)
_DEAD_BUTTON_RULES: dict[str, Rules] = {
    "button": (RuleId.R_13,),
    "small_blind": R_12,
    "big_blind": R_11,
    "third_blind": (RuleId.R_11, RuleId.R_15),
}
"""R-11..R-13; with three blinds R-15 places the big blind."""
_DEAD_BUTTON_RULES_THREE_BLINDS = {**_DEAD_BUTTON_RULES, "big_blind": (RuleId.R_15,)}
_MOVED_SMALL: Rules = (RuleId.R_12, RuleId.F_13)
_MOVED_BIG: Rules = (RuleId.R_11, RuleId.F_13)
_BEHIND_BIG_BLIND_RULES: dict[str, Rules] = {
    "button": (RuleId.R_13, RuleId.F_13),
    "small_blind": _MOVED_SMALL,
    "big_blind": _MOVED_BIG,
    "third_blind": _MOVED_BIG,
}
"""F-13: the big blind where R-11 puts it, the other positions behind it."""


class DeadButton:
    """The placements of the dead button."""

    def rotation_size(self, house: HouseRules) -> int:
        """The dead button places by seats: two players of the last hand keep it going."""
        return 2

    def tentative(self, seating: Seating) -> Positions | None:
        """The button on last hand's small blind, the small blind on last hand's big blind;
        after a heads-up or short-handed hand, where the big blind moved one player puts
        them (F-15), else the plain rotation."""
        table = seating.table
        if not _plain_after_heads_up(table):
            last_chain = _last_chain(table)
            small = last_chain[2] if len(last_chain) > 2 else last_chain[1]
            return Positions(last_chain[1], (small,))
        behind = _seats_behind(seating, _next_big_blind(seating))
        if behind is not None:
            button, blinds = behind
            return Positions(button, tuple(blinds))
        return rotation_positions(seating, rotation_button(seating))

    def zone_end(self, positions: Positions, house: HouseRules) -> int:
        """The zone runs from the button to the small blind (the button alone when the
        button itself is the first blind, or with a single blind)."""
        if len(house.blinds) == 1 or house.button_blind:
            return positions.button
        return positions.blinds[0]

    def place(self, seating: Seating, tentative: Positions) -> Placement | None:
        """R-10, or after a heads-up or short-handed hand with three blinds the big blind
        moved one player and the others behind it (F-15)."""
        if _plain_after_heads_up(seating.table):
            return behind_big_blind(seating, _next_big_blind(seating))
        return _dead_button(seating)

    def short_handed(self, seating: Seating, tentative: Positions) -> Placement | None:
        """The big blind moves one player (R-11) and the small blind and the button are the
        two players before it, when that places three players; otherwise (an entrant among
        the three) the plain rotation."""
        seats = _short_behind_big_blind(seating) or short_handed_seats(seating, tentative.button)
        return short_handed(seating, self, seats)

    def widened(self, seating: Seating) -> Placement | None:
        """The big blind moved one player, the other positions behind it (F-13)."""
        return behind_big_blind(seating, _next_big_blind(seating))

    def rotation_markers(
        self, seating: Seating, button: int, blinds: list[int]
    ) -> tuple[Marker, ...]:
        """A rotation under the dead button (F-15, R-44) gives R-14's markers."""
        last = seating.table.last
        if last is None:
            return ()
        passed = seating.table.between(last.largest, blinds[-1])
        return markers(seating, (passed, Missed.BOTH, R_14))

    def heads_up_markers(
        self, seating: Seating, after: int, button: int, big: int
    ) -> tuple[Marker, ...]:
        """R-14: the seats the big blind skipped since last hand."""
        return markers(seating, (seating.table.between(after, big), Missed.BOTH, R_14))


def _dead_button(seating: Seating) -> Placement | None:
    """R-10: the big blind moves one player; every other position follows it (R-11..R-15).
    A smaller blind is posted only by the player who played the next smaller position last
    hand (R-12)."""
    table, house = seating.table, seating.house
    last_chain = _last_chain(table)
    big = seating.first(last_chain[-1], seating.big_blind_eligible)
    if big is None:
        return None
    new_chain = [*last_chain[1:], big]
    if big in new_chain[:-1]:
        # F-13: after heads-up play (or when last hand's positions were not in a row) the
        # big blind lands on a seat the others take. It stays where R-11 puts it; the
        # smaller blinds and the button go to the players before it.
        return behind_big_blind(seating, big)
    button = new_chain[0]
    blinds = new_chain if house.button_blind else new_chain[1:]
    amounts, last_ids = house.blinds, table.last_chain_players
    posts: dict[int, Post] = {}
    for index, seat in enumerate(blinds[:-1]):
        player = seating.players.get(seat)
        chain_index = index + (1 if house.button_blind else 2)
        if player is not None and player.is_active and player.id == last_ids[chain_index]:
            kind = smaller_kind(index, house.button_blind)
            posts.update((blind(seat, amounts[index], kind, R_12),))
    posts.update((blind(big, amounts[-1], PostKind.BIG_BLIND, R_11),))
    return Placement(
        button,
        tuple(blinds),
        posts,
        _DEAD_BUTTON_RULES if len(amounts) < 3 else _DEAD_BUTTON_RULES_THREE_BLINDS,
        markers(
            seating,
            (table.between(last_chain[-1], big), Missed.BOTH, R_14),
            (blinds[:-1], Missed.SB, R_14),
        ),
    )


def behind_big_blind(seating: Seating, big: int | None) -> Placement | None:
    """F-13: the big blind where R-11 puts it; each smaller blind, then the button, on the
    player before the next position."""
    seats = _seats_behind(seating, big)
    last = seating.table.last
    if seats is None or big is None or last is None:
        return None
    button, blinds = seats
    house = seating.house
    amounts, moved = house.blinds, _MOVED_SMALL
    posts = dict(
        blind(seat, amounts[index], smaller_kind(index, house.button_blind), moved)
        for index, seat in enumerate(blinds[:-1])
    )
    posts.update((blind(big, amounts[-1], PostKind.BIG_BLIND, _MOVED_BIG),))
    return Placement(
        button,
        tuple(blinds),
        posts,
        _BEHIND_BIG_BLIND_RULES,
        markers(seating, (seating.table.between(last.largest, big), Missed.BOTH, R_14)),
    )


def _seats_behind(seating: Seating, big: int | None) -> tuple[int, list[int]] | None:
    """The button and the blind seats with the big blind on ``big`` and every other
    position on the player before the next one (F-13); None if two would meet."""
    if big is None:
        return None
    house = seating.house
    seats = [big]
    for _ in range(len(house.blinds) - (0 if house.button_blind else -1) - 1):
        before = seating.last_active_before(seats[0])
        if before is None or before in seats:
            return None
        seats.insert(0, before)
    return seats[0], seats if house.button_blind else seats[1:]


def _short_behind_big_blind(seating: Seating) -> ShortSeats | None:
    """Button, small and big blind seats with the big blind moved one player, or None."""
    if seating.table.last is None:
        return None
    big = _next_big_blind(seating)
    small = None if big is None else seating.last_active_before(big)
    button = None if small is None else seating.last_active_before(small)
    if big is None or small is None or button is None:
        return None
    return (button, small, big) if len({button, small, big}) == 3 else None


def _next_big_blind(seating: Seating) -> int | None:
    """R-11: the first big-blind-eligible player after last hand's big blind."""
    last = seating.table.last
    assert last is not None
    return seating.first(last.largest, seating.big_blind_eligible)


def _last_chain(table: Table) -> list[int]:
    """Last hand's positions as one chain: button, then blinds (a button blind only once)."""
    assert table.last is not None
    return chain(table.last, table.house.button_blind)


def _plain_after_heads_up(table: Table) -> bool:
    """After a heads-up or short-handed hand, three blinds restart from where the big blind
    moved one player puts them (F-15, F-16)."""
    return (table.last_heads_up or table.last_short) and len(table.house.blinds) > 2

"""A tournament deal at one table: its positions, posts, who is dealt in, who waits, who is
absent; every post, wait and mark with the ``T-`` rules behind it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from floorapp.rules import Positions, Status
from floorapp.rules.model import evolve

from .positions import Layout, first_to_act, layout
from .rule_ids import TRule
from .settings import AnteKind, Level
from .table import EventTable


class TPostKind(StrEnum):
    """Why a seat puts chips in before the cards."""

    SMALL_BLIND = "small-blind"
    BIG_BLIND = "big-blind"
    ANTE = "ante"
    """Only an ante (T-04, ``each``)."""


@dataclass(frozen=True)
class TPost:
    """What one seat puts in: live (its blind) and dead (its ante)."""

    seat: int
    live: int
    dead: int
    kind: TPostKind
    rules: tuple[TRule, ...]


@dataclass(frozen=True)
class TDeal:
    """The set-up of one tournament hand at one table."""

    table: int
    hand: int
    level: int
    button: int
    dead_button: bool
    small_blind: int | None
    dead_small_blind: bool
    big_blind: int
    posts: tuple[TPost, ...]
    dealt: tuple[int, ...]
    first_to_act: int
    waiting: tuple[int, ...]
    """Joiners in the gap: they wait for the button to pass (T-10)."""
    absent: tuple[int, ...]
    """Dealt in while absent: the hand is killed unless he is back by the end of the deal (T-08)."""
    position_rules: tuple[tuple[str, tuple[TRule, ...]], ...]
    heads_up: bool = False
    single_big_blind: bool = False
    penalty: tuple[int, ...] = ()
    """Dealt in while on penalty: blinded off like an absent player (T-09)."""
    redeal: bool = False
    """The misdealt last hand dealt again, same hand and positions (T-26)."""

    def post_at(self, seat: int) -> TPost | None:
        """The post of one seat, if it posts."""
        return next((post for post in self.posts if post.seat == seat), None)

    def reasons(self) -> dict[int, tuple[TRule, ...]]:
        """For each seat with a post, a wait or an absent mark: the rules behind it."""
        found: dict[int, list[TRule]] = {}
        for post in self.posts:
            found.setdefault(post.seat, []).extend(post.rules)
        for seat in self.waiting:
            found.setdefault(seat, []).append(TRule.T_10)
        for seat in self.absent:
            found.setdefault(seat, []).append(TRule.T_08)
        for seat in self.penalty:
            found.setdefault(seat, []).append(TRule.T_09)
        return {seat: tuple(dict.fromkeys(rules)) for seat, rules in sorted(found.items())}


def deal(table: EventTable, level: Level, penalised: frozenset[int] = frozenset(),
         redeal: bool = False) -> tuple[TDeal, EventTable] | None:
    """The next hand at ``table`` at ``level`` and the table after it; None when fewer than two
    players can be dealt in. ``penalised``: the entrants on penalty (T-09); ``redeal``: the
    misdealt last hand dealt again (T-26)."""
    positions = layout(table, redeal)
    if positions is None:
        return None
    rules = _position_rules(table, positions)
    on_penalty = tuple(seat for seat in positions.dealt
                       if _entrant(table, seat) in penalised)
    record = TDeal(
        table=table.number,
        hand=table.hands + (0 if redeal else 1),
        level=level.number,
        button=positions.button,
        dead_button=table.table.player(positions.button) is None,
        small_blind=positions.small_blind,
        dead_small_blind=(positions.small_blind is not None
                          and table.table.player(positions.small_blind) is None),
        big_blind=positions.big_blind,
        posts=_posts(table, positions, level, dict(rules), on_penalty),
        dealt=positions.dealt,
        first_to_act=first_to_act(table, positions),
        waiting=tuple(seat for seat in positions.gap if seat not in positions.dealt
                      and table.table.player(seat) is not None),
        absent=tuple(seat for seat in positions.dealt
                     if _player_status(table, seat) is Status.AWAY),
        position_rules=rules,
        heads_up=positions.heads_up,
        single_big_blind=positions.single,
        penalty=on_penalty,
        redeal=redeal,
    )
    return record, advanced(table, positions)


def advanced(table: EventTable, positions: Layout) -> EventTable:
    """The table once the hand laid out by ``positions`` is dealt: its positions are the last
    hand's, the joiners dealt in are joiners no more."""
    if positions.single:
        blinds: tuple[int, ...] = (positions.big_blind,)
    else:
        assert positions.small_blind is not None
        blinds = (positions.small_blind, positions.big_blind)
    t = table.table
    seats = tuple(
        evolve(seat, player=evolve(seat.player, new=False))
        if seat.player is not None and seat.player.new and seat.number in positions.dealt
        else seat
        for seat in t.seats
    )
    after = evolve(t, seats=seats, last=Positions(positions.button, blinds), draw=None,
                   last_heads_up=positions.heads_up, last_dealt_count=len(positions.dealt))
    return evolve(table, table=after, single_big_blind=None,
                  hands=table.hands + (0 if positions.redeal else 1), corrected=False)


def _player_status(table: EventTable, seat: int) -> Status | None:
    player = table.table.player(seat)
    return None if player is None else player.status


def _entrant(table: EventTable, seat: int) -> int | None:
    player = table.table.player(seat)
    return None if player is None else player.id


def _position_rules(table: EventTable,
                    positions: Layout) -> tuple[tuple[str, tuple[TRule, ...]], ...]:
    """For the button, the small and the big blind: the rules that placed each."""
    base = positions.base_rule

    def why(seat: int | None, joiner_rule: TRule) -> tuple[TRule, ...]:
        if seat is None:
            return (base, TRule.T_18)
        player = table.table.player(seat)
        if player is None:
            return (base, TRule.T_02)
        return (base, joiner_rule) if player.new and not positions.first_hand else (base,)

    big = why(positions.big_blind, TRule.T_10)
    if positions.single:
        big = (*big, TRule.T_18)
    found: tuple[tuple[str, tuple[TRule, ...]], ...] = (
        ("button", why(positions.button, TRule.T_11)),
        ("small_blind", why(positions.small_blind, TRule.T_11)),
        ("big_blind", big))
    if positions.put_right:
        found = tuple((name, (*placed, TRule.T_26)) for name, placed in found)
    return found


def _posts(table: EventTable, positions: Layout, level: Level,
           rules: dict[str, tuple[TRule, ...]], on_penalty: tuple[int, ...]) -> tuple[TPost, ...]:
    posts = []
    for seat in positions.dealt:
        live, dead, kind = 0, 0, TPostKind.ANTE
        why: list[TRule] = []
        if seat == positions.big_blind:
            live, kind = level.big_blind, TPostKind.BIG_BLIND
            why.extend(rules["big_blind"])
            if level.ante_kind is AnteKind.BIG_BLIND:
                dead += level.ante
                why.append(TRule.T_04)
        elif seat == positions.small_blind:
            live, kind = level.small_blind, TPostKind.SMALL_BLIND
            why.extend(rules["small_blind"])
        if level.ante_kind is AnteKind.EACH:
            dead += level.ante
            why.append(TRule.T_04)
        if not live and not dead:
            continue
        if _player_status(table, seat) is Status.AWAY or seat in on_penalty:
            why.append(TRule.T_07)
        if seat in on_penalty:
            why.append(TRule.T_09)
        posts.append(TPost(seat, live, dead, kind, tuple(dict.fromkeys(why))))
    return tuple(posts)

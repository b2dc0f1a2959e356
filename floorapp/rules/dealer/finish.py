"""After the positions: who is dealt in and posts what, the :class:`Deal`, and the table after
it (entrants dealt in become active, waits count down, markers and posts recorded)."""

from __future__ import annotations

from collections.abc import Mapping

from ..deal import Deal, Post, PostKind, WaitReason
from ..model import (
    BlindPosition,
    Choice,
    Player,
    Positions,
    Status,
    Table,
    blinds_by_position,
    evolve,
)
from ..rule_ids import RuleId
from .choose import Layout
from .placement import Placement, Rules, chain
from .posts import big_blind_went_by_post, entry_post, straddle
from .seating import Route, Seating, waits_for_big_blind


def deal_of(layout: Layout) -> tuple[Deal, Table]:
    """The deal of ``layout`` and the table after it."""
    seating, placement, heads_up = layout.seating, layout.placement, layout.heads_up
    posts = dict(placement.posts)
    dealt = {s for s, r in seating.routes.items() if r is Route.PLAYS} | set(posts)
    if heads_up:  # exactly the two of them
        dealt = {placement.button, placement.blinds[-1]}
        if placement.button not in posts and not seating.active(placement.button):
            # One blind: the button posts none, and both play; an entrant there pays his way in.
            post = entry_post(seating, placement.button)
            if post is not None:
                posts[placement.button] = post
    else:
        went_by = big_blind_went_by(seating.table, placement)
        for seat, route in seating.routes.items():
            if seat in placement.posts:
                continue
            if route is Route.ENTERS:
                dealt.add(seat)
                post = entry_post(seating, seat)
                if post is not None:
                    posts[seat] = post
            elif route is Route.BY_BIG_BLIND and seat in went_by and waits_for_big_blind(
                    seating.players[seat]):
                dealt.add(seat)  # F-43: outside the zone, he takes it in his seat at once
                posts[seat] = big_blind_went_by_post(seating, seat)
    last_blind = placement.last_blind
    straddled = None if seating.table.straddle is None else (
        straddle(seating, last_blind, dealt, set(posts)))
    if straddled is not None:
        posts[straddled.seat] = straddled
        if straddled.kind is PostKind.STRADDLE:
            last_blind = straddled.seat
    players, pick_ups = _advanced(seating, placement, dealt)
    deal = _deal(layout, players, posts, dealt, last_blind, pick_ups)
    return deal, _next_table(layout, players, deal, dealt)


def _deal(
    layout: Layout, players: dict[int, Player], posts: dict[int, Post], dealt: set[int],
    last_blind: int, pick_ups: tuple[int, ...],
) -> Deal:
    seating, placement, heads_up = layout.seating, layout.placement, layout.heads_up
    placed = placement.blinds
    if len(seating.house.blinds) == 1:
        placed = placed[-1:]  # heads-up places the button first, posting no small blind
    seats = blinds_by_position(placed)
    small, big = seats.get(BlindPosition.SMALL), seats[BlindPosition.BIG]
    third = seats.get(BlindPosition.THIRD)
    first_to_act = placement.button if heads_up else seating.first(last_blind, dealt.__contains__)
    assert first_to_act is not None
    waits = seating.waits
    return Deal(
        button=placement.button,
        dead_button=placement.button not in dealt,
        small_blind=small,
        dead_small_blind=small is not None and small not in posts,
        big_blind=big,
        third_blind=third,
        posts=tuple(sorted(posts.values(), key=lambda p: p.seat)),
        dealt=tuple(sorted(dealt)),
        first_to_act=first_to_act,
        missed=tuple((s, p.missed) for s, p in players.items() if p.missed is not None),
        lockup=tuple(seat.number for seat in seating.table.seats if seat.locked),
        waiting=tuple(
            (s, waits.get(s, WaitReason.ZONE))
            for s, p in players.items()
            if p.present and s not in dealt
        ),
        markers=placement.markers,
        position_rules=tuple(_position_rules(layout).items()),
        heads_up=heads_up,
        forgiven=layout.forgiven,
        second_big_blind=placement.second_big_blind,
        pick_ups=pick_ups,
    )


def _position_rules(layout: Layout) -> Mapping[str, Rules]:
    """The placement's rules, the button's with F-33 (a restarted rotation) and F-32 (nobody
    waits for the button) when they applied."""
    rules = layout.placement.rules
    if not (layout.restarted or layout.seating.no_game):
        return rules
    rules = dict(rules)
    if layout.restarted and RuleId.F_33 not in rules.get("button", ()):
        rules["button"] = (*rules.get("button", ()), RuleId.F_33)
    if layout.seating.no_game:
        rules["button"] = (*rules.get("button", ()), RuleId.F_32)
    return rules


def _advanced(
    seating: Seating, placement: Placement, dealt: set[int]
) -> tuple[dict[int, Player], tuple[int, ...]]:
    """The players after the deal: markers placed; entrants dealt in become active; waits
    count down; ``behind`` notes the big blind passing him, a player waiting for it the big
    blind going by him (F-43); and the seats of the new players to be picked up (R-65)."""
    players = dict(seating.players)
    for marker in placement.markers:
        players[marker.seat] = evolve(players[marker.seat], missed=marker.missed)
    table = seating.table
    big_from = table.last.largest if table.last is not None else placement.button
    big_path = table.arc(big_from, placement.blinds[-1])
    went_by = big_blind_went_by(table, placement)
    pick_ups: list[int] = []
    for seat, player in players.items():
        if seat in dealt:
            players[seat] = player.activated()
            continue
        if not player.entering or player.dealt_last:
            # not dealt in: out of the rotation, and no longer one who played the last hand
            player = evolve(player, entering=True, dealt_last=False)
        if player.hands_left:
            player = evolve(player, hands_left=player.hands_left - 1)
            if player.hands_left == 0 and player.status is Status.WAITING:
                player = evolve(player.activated(), entering=True) if not player.missed else (
                    evolve(player, choice=Choice.POST))
        if player.choice is Choice.BEHIND and seat in big_path:
            player = evolve(player, blinds_passed=True)
        if seat in went_by and waits_for_big_blind(player):
            player = evolve(player, big_blind_went_by=True)  # F-43
        if player.new:
            player = _pick_up(table, player, seat, placement.button, big_path)
            if player.pick_up:
                pick_ups.append(seat)
        players[seat] = player
    return players, tuple(pick_ups)


def _pick_up(
    table: Table, player: Player, seat: int, button: int, big_path: tuple[int, ...]
) -> Player:
    """R-65 for a new player not dealt in: once the big blind has passed his seat (R-34's
    notion: placed on it or moved over it, since he sat down), the first later deal whose
    button moves past his seat while he is away flags him to be picked up."""
    if (
        player.big_blind_passed
        and not player.pick_up
        and player.status is Status.AWAY
        and button_moved_past(table, seat, button)
    ):
        player = evolve(player, pick_up=True)
    if not player.big_blind_passed and seat in big_path:
        player = evolve(player, big_blind_passed=True)
    return player


def big_blind_went_by(table: Table, placement: Placement) -> frozenset[int]:
    """F-43: the seats the big blind moved over, from last hand's big-blind seat to this
    hand's (not the seats it was placed on); none when it stays where it was."""
    last = table.last
    if last is None or last.largest == placement.blinds[-1]:
        return frozenset()
    return frozenset(table.between(last.largest, placement.blinds[-1]))


def button_moved_past(table: Table, seat: int, button: int) -> bool:
    """The button moves past ``seat`` from last hand's button to ``button``: it leaves that
    seat or moves over it (R-34, R-65). A button that stays put passes nobody."""
    last = table.last
    if last is None or last.button == button:
        return False
    return seat == last.button or seat in table.between(last.button, button)


def _next_table(
    layout: Layout, players: dict[int, Player], deal: Deal, dealt: set[int]
) -> Table:
    seating, placement = layout.seating, layout.placement
    table = seating.table
    seats = tuple(
        seat if seat.player is (player := players.get(seat.number)) else evolve(
            seat, player=player)
        for seat in table.seats
    )
    count = len(table.house.blinds)
    positions = _normalized(placement, count, layout.heads_up or layout.short)
    ids = tuple(
        (players[s].id if s in dealt else None) for s in chain(positions, table.house.button_blind)
    )
    passed = table.passed
    if passed is not None:
        passed = passed | _blind_path(table, placement)
        if len(passed) >= table.size:
            passed = None
    return evolve(
        table,
        seats=seats,
        last=positions,
        last_chain_players=ids,
        draw=None,
        last_heads_up=layout.heads_up,
        last_short=layout.short,
        last_dealt_count=len(deal.dealt),
        passed=passed,
        procedure=placement.procedure,
        second_big_blind=placement.second_big_blind,
        straddle=None,
        redeal=False,
        last_deal=deal,
    )


def _normalized(placement: Placement, count: int, heads_up: bool) -> Positions:
    """Positions with one seat per house blind. Heads-up the smaller blinds are on the button;
    short-handed (F-15) the missing middle blind is put with the small one."""
    blinds = list(placement.blinds)
    if heads_up:
        blinds = [placement.button] * (count - 1) + [blinds[-1]]
    elif len(blinds) < count:
        blinds = [blinds[0]] * (count - len(blinds)) + blinds
    return Positions(placement.button, tuple(blinds))


def _blind_path(table: Table, placement: Placement) -> frozenset[int]:
    """Seats a blind was placed on or moved over by this deal (R-63)."""
    last = table.last
    if last is None:
        return frozenset(placement.blinds)
    path: set[int] = set()
    for old, new in zip(last.blinds, placement.blinds, strict=False):
        path |= set(table.arc(old, new))
    return frozenset(path) | set(placement.blinds)

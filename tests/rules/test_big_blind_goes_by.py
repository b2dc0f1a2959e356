"""F-43: the big blind goes by a player waiting for it (issue 27 item 7, random history seed
335491): it has reached him, and he comes in posting that big blind once outside the zone."""

from __future__ import annotations

import tomllib

from floorapp.rules import (
    Away,
    Back,
    Choice,
    Deal,
    DealHand,
    Event,
    Leave,
    Move,
    PostKind,
    RuleId,
    Sit,
    Table,
    WaitReason,
    apply,
)
from floorapp.scenario import parse_scenario

BUTTON_BLIND = """
title = "moving button, button blind"

[house]
button = "moving"
button_blind = true

[table]
seats = 8
players = { 1 = "Ann", 2 = "Bob", 4 = "Cy", 5 = "Di", 6 = "Ed", 7 = "Flo" }
last = { button = 1, small_blind = 1, big_blind = 2 }
"""
"""Moving button, 1-2 with the small blind on the button: Bob (2) is due the button, and a
player sitting down in 3 is due the big blind."""

SIMPLIFIED = """
title = "simplified button, Di back to wait for the big blind"

[house]
button = "simplified"

[table]
seats = 8
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 5 = "Ed", 6 = "Flo" }
last = { button = 1, small_blind = 2, big_blind = 3 }
away = [4]
missed = { 4 = "both" }
"""
"""Simplified button, 1-2: Cy (3) had the big blind and is due the small blind; Di (4), away
owing both blinds, is due the big blind once she is back."""


def table_of(document: str) -> Table:
    return parse_scenario(tomllib.loads(document)).table


def played(table: Table, *events: Event) -> tuple[Table, list[Deal]]:
    """The table after ``events``, and the deals among them."""
    deals = []
    for event in events:
        applied = apply(table, event)
        table = applied.after
        if applied.deal is not None:
            deals.append(applied.deal)
    return table, deals


def test_outside_the_zone_he_posts_the_big_blind_in_his_seat_at_once() -> None:
    """Bob, due the button, leaves: the button goes over Jo to Cy, the big blind to Di."""
    _, (deal,) = played(table_of(BUTTON_BLIND), Sit(3, "Jo", Choice.WAIT), Leave(2), DealHand())
    assert (deal.button, deal.big_blind) == (4, 5)
    post = deal.post_at(3)
    assert 3 in deal.dealt and post is not None
    assert (post.live, post.dead, post.kind) == (2, 0, PostKind.ENTRY)
    assert post.rules == (RuleId.R_33, RuleId.F_43)


def went_by_in_the_zone() -> tuple[Table, Deal]:
    """Di back to wait; Cy, due the small blind, leaves: the small blind goes over Di's seat to
    Ed (she is not in the game yet), the big blind to Flo."""
    table, (deal,) = played(table_of(SIMPLIFIED), Back(4, Choice.WAIT), Leave(3), DealHand())
    return table, deal


def test_in_the_zone_she_comes_in_on_the_next_hand_posting_only_the_big_blind() -> None:
    table, deal = went_by_in_the_zone()
    assert (deal.button, deal.small_blind, deal.big_blind) == (2, 5, 6)
    assert dict(deal.waiting) == {4: WaitReason.ZONE}
    _, (after,) = played(table, DealHand())
    post = after.post_at(4)
    assert 4 in after.dealt and post is not None
    assert (post.live, post.dead, post.kind) == (2, 0, PostKind.MAKEUP)
    assert 4 not in dict(after.missed)


def test_stepping_away_or_changing_seats_ends_it() -> None:
    """Away and back, she waits for the big blind again like any player waiting; moved to
    seat 8, the big blind reaches her there on the next hand and she posts it in its place."""
    table, _ = went_by_in_the_zone()
    player = table.player(4)
    assert player is not None and player.big_blind_went_by
    away_and_back, _ = played(table, Away(4), Back(4, Choice.WAIT))
    moved, _ = played(table, Move(4, 8, Choice.WAIT))
    for later, seat in ((away_and_back, 4), (moved, 8)):
        player = later.player(seat)
        assert player is not None and not player.big_blind_went_by
    _, (waited,) = played(away_and_back, DealHand())
    assert dict(waited.waiting) == {4: WaitReason.BIG_BLIND}
    _, (in_place,) = played(moved, DealHand())
    post = in_place.post_at(8)
    assert in_place.big_blind == 8 and post is not None and post.kind is PostKind.BIG_BLIND

"""What a seat offers and what it costs (floorapp.rules.offers): every action kind allowed and
refused, the event each applies, and the costs the screen shows before the floor confirms,
checked against what the engine and the dealer then do."""

from __future__ import annotations

import tomllib

import pytest

from floorapp.rules import (
    ActionKind,
    Away,
    Back,
    Bust,
    ButtonRule,
    Choice,
    Cost,
    DealHand,
    ErrorCode,
    Event,
    Leave,
    Lock,
    Missed,
    Move,
    PickUp,
    PostKind,
    Rebuy,
    Refused,
    Release,
    RuleId,
    Sit,
    Status,
    Straddle,
    Table,
    Unavailable,
    apply,
    can_apply,
    come_back_preview,
    move_targets,
    newcomer_entry_post,
    offer_event,
    preview_move,
    seat_offers,
    sit_preview,
    straddle_amount,
)
from floorapp.scenario import parse_scenario

SEAT_8_FREE = """
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 5 = "Ed", 6 = "Flo", 7 = "Gus", 9 = "Ike" }
last = { button = 3, small_blind = 4, big_blind = 5 }
"""
"""Nine seats, seat 8 free; Di (4) has the button on the next hand, Ed (5) had the big blind."""

NINE_FULL = SEAT_8_FREE.replace('7 = "Gus",', '7 = "Gus", 8 = "Hal",')


def table_of(text: str, house: str = "") -> Table:
    document = 'title = "offers"\n' + (f"[house]\n{house}\n" if house else "") + text
    return parse_scenario(tomllib.loads(document)).table


def after(table: Table, *events: Event) -> Table:
    for event in events:
        table = apply(table, event).after
    return table


# --- which actions, allowed or refused ------------------------------------------------------


def test_an_empty_seat_offers_a_sit_and_a_lock_up_and_a_locked_up_seat_its_release_too() -> None:
    table = table_of(SEAT_8_FREE)
    [sit, lock] = seat_offers(table, 8)
    assert sit.kind is ActionKind.SIT and sit.enabled
    assert sit.cost == Cost(2, 0, (RuleId.R_61,))
    assert lock.kind is ActionKind.LOCK and lock.enabled and lock.event() == Lock(8)
    locked = after(table, Leave(2))
    offers = seat_offers(locked, 2)
    assert [o.kind for o in offers] == [ActionKind.SIT, ActionKind.LOCK, ActionKind.RELEASE]
    assert [o.enabled for o in offers] == [True, False, True]
    assert offers[1].code is ErrorCode.ALREADY_LOCKED


def test_a_seated_player_is_offered_every_player_action_in_order() -> None:
    table = table_of(SEAT_8_FREE)
    assert [o.kind for o in seat_offers(table, 7)] == [
        ActionKind.AWAY, ActionKind.BACK, ActionKind.LEAVE, ActionKind.MOVE, ActionKind.BUST,
        ActionKind.REBUY, ActionKind.STRADDLE]


def test_an_active_player_may_step_away_leave_move_and_bust_but_not_come_back() -> None:
    offers = {o.kind: o for o in seat_offers(table_of(SEAT_8_FREE), 7)}
    for kind in (ActionKind.AWAY, ActionKind.LEAVE, ActionKind.MOVE, ActionKind.BUST):
        assert offers[kind].enabled and offers[kind].code is None, kind
    assert offers[ActionKind.BACK].code is ErrorCode.NOT_AWAY
    assert offers[ActionKind.REBUY].code is ErrorCode.NOT_BUSTED
    assert offers[ActionKind.STRADDLE].code is ErrorCode.STRADDLE_NOT_ALLOWED


def test_the_seat_due_the_button_may_not_move_and_an_away_player_moves_once_back() -> None:
    table = table_of(SEAT_8_FREE)
    move = {o.kind: o for o in seat_offers(table, 4)}[ActionKind.MOVE]
    assert move.code is ErrorCode.MOVE_FROM_BUTTON and not move.enabled
    away = {o.kind: o for o in seat_offers(after(table, Away(7)), 7)}
    assert away[ActionKind.MOVE].code is ErrorCode.AWAY_CANNOT_MOVE
    assert away[ActionKind.AWAY].code is ErrorCode.ALREADY_AWAY
    assert away[ActionKind.BUST].code is ErrorCode.ALREADY_AWAY
    assert away[ActionKind.BACK].enabled
    assert set(move_targets(table, 7)) == {8}


def test_a_full_table_has_no_seat_to_move_to() -> None:
    move = {o.kind: o for o in seat_offers(table_of(NINE_FULL), 7)}[ActionKind.MOVE]
    assert move.unavailable is Unavailable.NO_FREE_SEAT and move.refusal is None
    assert not move.enabled and move.code is None


def test_a_newcomer_cannot_bust_or_straddle_before_he_is_dealt_in() -> None:
    table = after(table_of(SEAT_8_FREE, 'straddle = "live"'), Sit(8, "Hal", Choice.WAIT))
    offers = {o.kind: o for o in seat_offers(table, 8)}
    assert offers[ActionKind.BUST].code is ErrorCode.NOT_DEALT_IN
    assert offers[ActionKind.STRADDLE].code is ErrorCode.NOT_DEALT_IN


def test_a_busted_player_rebuys_and_pays_what_he_owes() -> None:
    table = after(table_of(NINE_FULL), Bust(6), DealHand(), DealHand())
    offers = {o.kind: o for o in seat_offers(table, 6)}
    assert offers[ActionKind.BUST].code is ErrorCode.ALREADY_BUSTED
    assert offers[ActionKind.BACK].code is ErrorCode.NOT_AWAY
    rebuy = offers[ActionKind.REBUY]
    assert rebuy.enabled
    assert rebuy.cost == come_back_preview(table, 6).owed
    assert rebuy.cost.total > 0 and RuleId.R_32 in rebuy.cost.rules


@pytest.mark.parametrize("rule", ["live", "live-and-sleeper"])
def test_a_straddle_costs_twice_the_big_blind_where_the_house_allows_it(rule: str) -> None:
    table = table_of(SEAT_8_FREE, f'straddle = "{rule}"\nblinds = [5, 10]')
    straddle = {o.kind: o for o in seat_offers(table, 7)}[ActionKind.STRADDLE]
    assert straddle.enabled
    assert straddle.cost == Cost(20, 0, (RuleId.R_90,))
    assert straddle_amount(table.house) == 20


def test_every_offer_says_what_the_engine_says_to_its_event() -> None:
    """The offer's refusal is the engine's, for every seat of tables in several states."""
    base = table_of(SEAT_8_FREE, 'straddle = "live"')
    tables = [base, after(base, Away(7), Leave(2)), after(base, Bust(6), DealHand())]
    for table in tables:
        for seat in range(1, table.size + 1):
            for offer in seat_offers(table, seat):
                if offer.kind in (ActionKind.SIT, ActionKind.MOVE):
                    continue
                engine = can_apply(table, offer_event(offer.kind, seat))
                assert offer.code == (engine.code if engine else None), (seat, offer.kind)


# --- the event each action applies --------------------------------------------------------


def test_each_action_kind_becomes_its_rules_event() -> None:
    assert offer_event(ActionKind.SIT, 8, Choice.POST, name="Hal") == Sit(8, "Hal", Choice.POST)
    assert offer_event(ActionKind.AWAY, 3) == Away(3)
    assert offer_event(ActionKind.BACK, 3, Choice.BEHIND) == Back(3, Choice.BEHIND)
    assert offer_event(ActionKind.LEAVE, 3) == Leave(3)
    assert offer_event(ActionKind.RELEASE, 3) == Release(3)
    assert offer_event(ActionKind.MOVE, 3, Choice.POST, to_seat=8) == Move(3, 8, Choice.POST)
    assert offer_event(ActionKind.BUST, 3) == Bust(3)
    assert offer_event(ActionKind.REBUY, 3, Choice.POST) == Rebuy(3, Choice.POST)
    assert offer_event(ActionKind.STRADDLE, 3) == Straddle(3)
    assert offer_event(ActionKind.BACK, 3) == Back(3, Choice.WAIT), "wait unless told"
    assert offer_event(ActionKind.PICK_UP, 3) == PickUp(3)
    assert offer_event(ActionKind.LOCK, 3) == Lock(3)
    assert offer_event(ActionKind.SIT, 8, Choice.POST, name="Hal", carried=Missed.BOTH) == Sit(
        8, "Hal", Choice.POST, Missed.BOTH)
    sit, _ = seat_offers(table_of(SEAT_8_FREE), 8)
    assert sit.event(Choice.BEHIND, name="Hal") == Sit(8, "Hal", Choice.BEHIND)
    assert {kind.value for kind in ActionKind} <= {
        "sit", "away", "back", "leave", "release", "move", "bust", "rebuy", "straddle",
        "pick-up", "lock"}


# --- previews: a sit, a come-back ------------------------------------------------------------


@pytest.mark.parametrize(("entry_post", "cost"), [("big", 2), ("double", 4)])
def test_a_newcomers_entry_post_and_his_three_choices(entry_post: str, cost: int) -> None:
    table = table_of(SEAT_8_FREE, f'entry_post = "{entry_post}"')
    assert newcomer_entry_post(table.house) == cost
    preview = sit_preview(table, 8)
    assert preview.owed == Cost(cost, 0, (RuleId.R_61,))
    assert [o.choice for o in preview.options] == [Choice.POST, Choice.WAIT, Choice.BEHIND]
    assert preview.option(Choice.POST).cost == preview.owed
    assert preview.option(Choice.WAIT).cost == Cost(0, 0, (RuleId.R_61,))
    assert preview.option(Choice.BEHIND).cost == Cost(cost, 0, (RuleId.R_61, RuleId.R_34))
    deal = apply(after(table, Sit(8, "Hal", Choice.POST)), DealHand()).deal
    assert deal is not None
    post = deal.post_at(8)
    assert post is not None and post.kind is PostKind.ENTRY
    assert (post.live, post.dead) == (preview.owed.live, preview.owed.dead)


def test_a_sit_preview_is_refused_like_the_sit() -> None:
    table = table_of(SEAT_8_FREE)
    for seat, code in ((7, ErrorCode.SEAT_TAKEN), (10, ErrorCode.BAD_SEAT)):
        with pytest.raises(Refused) as refused:
            sit_preview(table, seat)
        assert refused.value.code is code
        assert code is can_apply(table, Sit(seat, "Hal")).code  # type: ignore[union-attr]


def test_a_returning_player_is_told_his_make_up_and_the_dealer_takes_that_much() -> None:
    table = after(table_of(NINE_FULL), Away(7), DealHand(), DealHand())  # misses both blinds
    preview = come_back_preview(table, 7)
    assert preview.owed == Cost(2, 1, (RuleId.R_32,))
    assert preview.option(Choice.POST).cost == preview.owed
    assert preview.option(Choice.WAIT).cost == Cost(0, 0, (RuleId.R_33,))
    assert preview.option(Choice.BEHIND).cost == Cost(2, 1, (RuleId.R_32, RuleId.R_34))
    back = {o.kind: o for o in seat_offers(table, 7)}[ActionKind.BACK]
    assert back.enabled and back.cost == preview.owed
    state = after(table, Back(7, Choice.POST))
    for _ in range(state.size):  # in the zone he waits for the button to pass
        applied = apply(state, DealHand())
        assert applied.deal is not None
        made_up = applied.deal.post_at(7)
        if made_up is not None:
            break
        state = applied.after
    assert made_up is not None and made_up.kind is PostKind.MAKEUP
    assert (made_up.live, made_up.dead) == (preview.owed.live, preview.owed.dead)


def test_a_player_who_owes_nothing_comes_back_free() -> None:
    table = after(table_of(NINE_FULL), Away(7))
    preview = come_back_preview(table, 7)
    assert preview.owed == Cost(0, 0, ())
    assert preview.option(Choice.BEHIND).cost == Cost(0, 0, ())


# --- previews: a seat change under each button rule ------------------------------------------


@pytest.mark.parametrize("button", list(ButtonRule))
def test_a_seat_change_that_costs_a_big_blind_to_play_at_once(button: ButtonRule) -> None:
    table = table_of(SEAT_8_FREE, f'button = "{button}"')
    wait = preview_move(table, 6, 8, Choice.WAIT)
    post = preview_move(table, 6, 8, Choice.POST)
    assert wait.hands == 1 and not wait.plays_now and wait.cost == Cost(0, 0, ())
    assert post.must_post == 2 and post.cost == Cost(2, 0, (RuleId.R_71,))
    assert post.rules == (RuleId.R_71,)
    deal = apply(after(table, Move(6, 8, Choice.POST)), DealHand()).deal
    assert deal is not None
    posted = deal.post_at(8)
    assert posted is not None and posted.kind is PostKind.SEAT_CHANGE
    assert (posted.live, posted.dead) == (post.cost.live, post.cost.dead)


@pytest.mark.parametrize("button", list(ButtonRule))
def test_a_seat_change_nearer_the_big_blind_plays_at_once_for_free(button: ButtonRule) -> None:
    table = table_of(SEAT_8_FREE, f'button = "{button}"')
    for choice in (Choice.WAIT, Choice.POST):
        preview = preview_move(table, 1, 8, choice)
        assert preview.plays_now and preview.cost == Cost(0, 0, ()), choice


@pytest.mark.parametrize(
    ("button", "cost"),
    [
        (ButtonRule.DEAD, Cost(0, 1, (RuleId.R_32, RuleId.F_20))),
        (ButtonRule.MOVING, Cost(0, 1, (RuleId.R_32, RuleId.F_20))),
        (ButtonRule.SIMPLIFIED, Cost(0, 0, ())),
    ],
)
def test_last_hands_big_blind_who_moves_owes_the_small_blind_dead(
    button: ButtonRule, cost: Cost
) -> None:
    """F-20: under the dead and the moving button his old seat's small blind follows him; under
    the simplified button he owes nothing."""
    table = table_of(SEAT_8_FREE, f'button = "{button}"')
    for choice in (Choice.WAIT, Choice.POST):
        preview = preview_move(table, 5, 8, choice)
        assert preview.cost == cost, choice
        assert preview.plays_now is (button is ButtonRule.SIMPLIFIED)
    deal = apply(after(table, Move(5, 8, Choice.POST)), DealHand()).deal
    assert deal is not None
    posted = deal.post_at(8)
    if cost.total:
        assert posted is not None and (posted.live, posted.dead) == (cost.live, cost.dead)
    else:
        assert posted is None


def test_a_move_preview_is_refused_like_the_move() -> None:
    with pytest.raises(Refused) as refused:
        preview_move(table_of(SEAT_8_FREE), 4, 8, Choice.WAIT)
    assert refused.value.code is ErrorCode.MOVE_FROM_BUTTON


ZONE_SEAT_3_FREE = """
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 4 = "Di", 5 = "Ed", 6 = "Flo", 7 = "Gus", 8 = "Hal" }
last = { button = 1, small_blind = 2, big_blind = 4 }
"""
"""Seat 3, between the next button (2) and small blind (4), is free: the zone."""


@pytest.mark.parametrize(
    ("choice", "must_post", "hands_left"), [(Choice.WAIT, 0, 3), (Choice.POST, 2, 0)])
def test_a_move_into_the_zone_keeps_the_players_choice(
    choice: Choice, must_post: int, hands_left: int
) -> None:
    """F-41: waiting, he waits the hands the move cost (the zone first); posting, he posts a big
    blind behind the button (R-74). Only the wait cites F-41."""
    table = table_of(ZONE_SEAT_3_FREE)
    preview = preview_move(table, 7, 3, choice)
    assert preview.waits_for_button and not preview.plays_now
    assert preview.must_post == must_post
    assert (RuleId.F_41 in preview.rules) is (choice is Choice.WAIT)
    moved = after(table, Move(7, 3, choice)).player(3)
    assert moved is not None and moved.hands_left == hands_left
    assert moved.entry_post == must_post


def test_last_hands_middle_blind_who_moves_owes_the_small_blind_dead() -> None:
    """F-42: three blinds, dead button: the player due the small blind leaves it dead and posts
    it in his new seat; the preview says so with the dealer's amount."""
    table = table_of(
        '[table]\nseats = 9\nplayers = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 6 = "Flo", '
        '7 = "Gus", 8 = "Hal" }\nlast = { button = 2, small_blind = 3, big_blind = 4, '
        'third_blind = 6 }\n', "blinds = [1, 2, 5]")
    preview = preview_move(table, 4, 5, Choice.POST)
    assert preview.cost == Cost(0, 1, (RuleId.R_32, RuleId.F_42))
    deal = apply(after(table, Move(4, 5, Choice.POST)), DealHand()).deal
    assert deal is not None and deal.dead_small_blind
    posted = deal.post_at(5)
    assert posted is not None and (posted.live, posted.dead) == (0, 1)


def test_a_player_who_played_the_last_hand_can_bust_after_changing_seats() -> None:
    """F-06: the move makes him wait for the next hand, not lose the one he played; a player
    who sat down since, or missed the last hand, still cannot bust."""
    table = after(table_of(SEAT_8_FREE), Move(6, 8, Choice.WAIT))
    moved = table.player(8)
    assert moved is not None and moved.status is Status.WAITING
    busted = apply(table, Bust(8)).after.player(8)
    assert busted is not None and busted.status is Status.BUSTED
    once = after(table_of(ZONE_SEAT_3_FREE), Move(8, 9, Choice.WAIT))
    entrant = once.player(9)
    assert entrant is not None and entrant.status is Status.ACTIVE and entrant.entering
    twice = after(once, Move(9, 3, Choice.WAIT))
    assert can_apply(twice, Bust(3)) is None  # a free move first made him an entrant
    dealt = after(twice, DealHand())
    refusal = can_apply(dealt, Bust(3))
    assert refusal is not None and refusal.code is ErrorCode.NOT_DEALT_IN  # not this hand
    newcomer = after(table_of(SEAT_8_FREE), Sit(8, "Hal", Choice.POST))
    refusal = can_apply(newcomer, Bust(8))
    assert refusal is not None and refusal.code is ErrorCode.NOT_DEALT_IN

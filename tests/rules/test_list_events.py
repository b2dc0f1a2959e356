"""The list's events in the rules core: a new player to pick up (R-65), picking him up (F-34),
a lock-up for the list, and a missed blind carried from another table (F-35), priced in one
place by the dealer, the offers and the previews alike."""

from __future__ import annotations

import tomllib

import pytest

from floorapp.rules import (
    ActionKind,
    Away,
    Back,
    ButtonRule,
    Choice,
    Cost,
    DealHand,
    ErrorCode,
    Event,
    Lock,
    Missed,
    PickUp,
    PostKind,
    Refused,
    Release,
    RuleId,
    Sit,
    Table,
    apply,
    can_apply,
    come_back_preview,
    owed,
    seat_offers,
    sit_preview,
)
from floorapp.scenario import parse_scenario

EIGHT_AND_JOE = """
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 4 = "Di", 5 = "Ed", 6 = "Flo", 7 = "Gus", 8 = "Hal" }
last = { button = 1, small_blind = 2, big_blind = 3 }
"""
"""Eight players, seat 9 free; the big blind reaches seat 9's side of the table in six hands."""


def table_of(text: str = EIGHT_AND_JOE, house: str = "") -> Table:
    document = 'title = "list"\n' + (f"[house]\n{house}\n" if house else "") + text
    return parse_scenario(tomllib.loads(document)).table


def after(table: Table, *events: Event) -> Table:
    for event in events:
        table = apply(table, event).after
    return table


def deals(table: Table, count: int) -> list[tuple[Table, object]]:
    """The table after each of ``count`` deals, with the deal."""
    found = []
    for _ in range(count):
        applied = apply(table, DealHand())
        table = applied.after
        found.append((table, applied.deal))
    return found


@pytest.mark.parametrize("rule", list(ButtonRule))
def test_a_new_player_away_is_to_be_picked_up_once_the_button_passes_him_after_the_big_blind(
    rule: ButtonRule,
) -> None:
    table = after(table_of(house=f'button = "{rule.value}"'), Sit(9, "Joe", Choice.WAIT), Away(9))
    history = deals(table, 9)
    flagged = [9 in deal.pick_ups for _, deal in history]  # type: ignore[attr-defined]
    first = flagged.index(True)
    assert flagged[first:] == [True] * (9 - first), "the flag stays until the floor acts"
    big_passed = next(n for n, (_, deal) in enumerate(history)
                      if deal.big_blind == 1)  # type: ignore[attr-defined]
    assert first > big_passed, "the big blind passes him first, on an earlier deal"
    before = history[first - 1][0]
    deal = history[first][1]
    assert before.last is not None and before.last.button != deal.button  # type: ignore[attr-defined]
    assert 9 in before.between(before.last.button, deal.button)  # type: ignore[attr-defined]
    joe = history[first][0].player(9)
    assert joe is not None and joe.pick_up and joe.new
    assert deal.reasons()[9][-1] is RuleId.R_65  # type: ignore[attr-defined]
    assert joe.missed is Missed.BOTH, "his missed-blind button: F-01's record"


def test_a_present_new_player_is_never_to_be_picked_up() -> None:
    table = after(table_of(), Sit(9, "Ike", Choice.BEHIND))
    for later, deal in deals(table, 12):
        assert not deal.pick_ups  # type: ignore[attr-defined]
        ike = later.player(9)
        assert ike is not None and not ike.pick_up
    assert ike.is_active, "he came in behind the button on the deal it passed him"


def test_back_before_the_pick_up_and_a_deal_in_clear_the_flag() -> None:
    table = after(table_of(), Sit(9, "Joe", Choice.POST), Away(9))
    flagged = next(later for later, deal in deals(table, 12) if deal.pick_ups)  # type: ignore[attr-defined]
    back = after(flagged, Back(9, Choice.POST))
    joe = back.player(9)
    assert joe is not None and not joe.pick_up and joe.new
    assert can_apply(back, PickUp(9)) is not None
    assert owed(back, 9) == Cost(2, 0, (RuleId.R_61,)), "F-01: his entry post only"
    dealt = apply(back, DealHand())
    assert dealt.deal is not None and not dealt.deal.pick_ups and 9 in dealt.deal.dealt
    joe = dealt.after.player(9)
    assert joe is not None and joe.is_settled


def test_picking_up_locks_the_seat_for_the_list_and_only_a_flagged_player_is_picked_up() -> None:
    table = after(table_of(), Sit(9, "Joe", Choice.WAIT), Away(9))
    with pytest.raises(Refused) as early:
        apply(table, PickUp(9))
    assert early.value.code is ErrorCode.NOT_PICK_UP and early.value.facts["name"] == "Joe"
    assert can_apply(table, PickUp(4)).code is ErrorCode.NOT_PICK_UP  # type: ignore[union-attr]
    assert can_apply(table, PickUp(10)).code is ErrorCode.BAD_SEAT  # type: ignore[union-attr]
    flagged = next(later for later, deal in deals(table, 12) if deal.pick_ups)  # type: ignore[attr-defined]
    picked = after(flagged, PickUp(9))
    assert picked.seat(9).locked_up and picked.player(9) is None
    assert can_apply(picked, PickUp(9)).code is ErrorCode.SEAT_EMPTY  # type: ignore[union-attr]
    deal = apply(picked, DealHand()).deal
    assert deal is not None and deal.lockup == (9,) and not deal.missed, "his debt left with him"
    assert after(picked, Sit(9, "Kim", Choice.WAIT)).seat(9).locked is False


def test_a_lock_up_goes_on_an_empty_seat_only_once() -> None:
    table = table_of()
    locked = after(table, Lock(9))
    assert locked.seat(9).locked_up
    assert can_apply(locked, Lock(9)).code is ErrorCode.ALREADY_LOCKED  # type: ignore[union-attr]
    assert can_apply(table, Lock(4)).code is ErrorCode.SEAT_TAKEN  # type: ignore[union-attr]
    assert can_apply(table, Lock(0)).code is ErrorCode.BAD_SEAT  # type: ignore[union-attr]
    assert not after(locked, Release(9)).seat(9).locked
    deal = apply(locked, DealHand()).deal
    assert deal is not None and deal.lockup == (9,) and 9 not in deal.dealt


def test_the_offers_pick_up_on_a_new_player_away_and_lock_up_on_an_empty_seat() -> None:
    table = after(table_of(), Sit(9, "Joe", Choice.WAIT), Away(9))
    kinds = {o.kind: o for o in seat_offers(table, 9)}
    assert kinds[ActionKind.PICK_UP].code is ErrorCode.NOT_PICK_UP
    assert ActionKind.PICK_UP not in {o.kind for o in seat_offers(table, 4)}
    flagged = next(later for later, deal in deals(table, 12) if deal.pick_ups)  # type: ignore[attr-defined]
    offer = {o.kind: o for o in seat_offers(flagged, 9)}[ActionKind.PICK_UP]
    assert offer.enabled and offer.event() == PickUp(9)
    empty = after(table_of(), Lock(9), Release(9))
    assert [o.kind for o in seat_offers(empty, 9)] == [ActionKind.SIT, ActionKind.LOCK]


# --- F-35: a missed blind carried from another table ----------------------------------------

CARRIED = [
    # house, carried, (live, dead) to come in at once
    ("", Missed.BOTH, (2, 1)),
    ("", Missed.BB, (2, 0)),
    ("", Missed.SB, (2, 1)),
    ('makeup = "big-only"', Missed.BOTH, (2, 0)),
    ('makeup = "big-only"', Missed.SB, (2, 1)),
    ('entry_post = "double"', Missed.BOTH, (4, 1)),
    ("blinds = [1, 2, 5]", Missed.BOTH, (5, 3)),
    ("blinds = [1, 2, 5]", Missed.SB, (5, 1)),
    ("blinds = [5]", Missed.BOTH, (5, 0)),
]
LAST_THREE = 'last = { button = 1, small_blind = 2, big_blind = 3, third_blind = 4 }'
LAST_ONE = "last = { button = 1, big_blind = 2 }"


def _carried_table(house: str) -> Table:
    text = EIGHT_AND_JOE.replace(', 7 = "Gus", 8 = "Hal"', "")
    if "1, 2, 5" in house:
        text = text.replace("last = { button = 1, small_blind = 2, big_blind = 3 }", LAST_THREE)
    elif "[5]" in house:
        text = text.replace("last = { button = 1, small_blind = 2, big_blind = 3 }", LAST_ONE)
    return table_of(text, house)


@pytest.mark.parametrize(("house", "carried", "amounts"), CARRIED)
def test_the_dealer_the_offers_and_the_previews_price_a_carried_debt_alike(
    house: str, carried: Missed, amounts: tuple[int, int]
) -> None:
    table = _carried_table(house)
    preview = sit_preview(table, 8, carried)
    assert (preview.owed.live, preview.owed.dead) == amounts
    assert RuleId.F_35 in preview.owed.rules
    assert preview.option(Choice.BEHIND).cost.total == sum(amounts)
    seated = after(table, Sit(8, "Gus", Choice.POST, carried))
    gus = seated.player(8)
    assert gus is not None and gus.missed is carried and gus.carried is carried and gus.new
    assert owed(seated, 8) == preview.owed
    assert come_back_preview(after(seated, Away(8)), 8).owed == preview.owed
    deal = apply(seated, DealHand()).deal
    assert deal is not None and 8 in deal.dealt and (8, carried) not in deal.missed
    post = deal.post_at(8)
    assert post is not None and (post.live, post.dead) == amounts
    assert post.kind is PostKind.ENTRY and RuleId.F_35 in post.rules


def test_a_carried_debt_shows_as_a_missed_blind_button_and_waiting_ends_it() -> None:
    table = after(_carried_table(""), Sit(8, "Hal", Choice.WAIT, Missed.BOTH))
    first = apply(table, DealHand()).deal
    assert first is not None and (8, Missed.BOTH) in first.missed and 8 not in first.dealt
    for later, deal in deals(table, 8):
        if 8 in deal.dealt:  # type: ignore[attr-defined]
            post = deal.post_at(8)  # type: ignore[attr-defined]
            assert deal.big_blind == 8 and (post.live, post.dead) == (2, 0)  # type: ignore[attr-defined]
            hal = later.player(8)
            assert hal is not None and hal.missed is None and hal.carried is None
            break
    else:
        raise AssertionError("Hal never came in")


def test_a_carried_debt_is_not_a_free_hand_and_a_plain_newcomer_still_plays_free() -> None:
    table = table_of(EIGHT_AND_JOE.replace(', 5 = "Ed", 6 = "Flo", 7 = "Gus", 8 = "Hal"', ""),
                     "free_hand_at = 5")
    seated = after(table, Sit(6, "Kai", Choice.POST), Sit(7, "Lu", Choice.POST, Missed.SB))
    deal = apply(seated, DealHand()).deal
    assert deal is not None and {6, 7} <= set(deal.dealt)
    assert deal.post_at(6) is None
    post = deal.post_at(7)
    assert post is not None and (post.live, post.dead) == (2, 1)


def test_a_carried_button_that_is_none_is_refused_as_a_bad_choice() -> None:
    refusal = can_apply(table_of(), Sit(9, "Joe", Choice.POST, "half"))  # type: ignore[arg-type]
    assert refusal is not None and refusal.code is ErrorCode.BAD_CHOICE
    assert apply(table_of(), Sit(9, "Joe", Choice.POST, "sb")).after.player(  # type: ignore[arg-type]
        9).carried is Missed.SB  # type: ignore[union-attr]

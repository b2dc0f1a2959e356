"""Changing house rules and the seat count of a table in play (F-30)."""

from __future__ import annotations

import pytest

from floorapp.rules import (
    Back,
    Cost,
    DealHand,
    ErrorCode,
    HouseRules,
    Missed,
    Refused,
    Sit,
    apply,
    change_house_rules,
    owed,
)
from floorapp.scenario import parse_scenario

TABLE = {
    "title": "t",
    "table": {
        "seats": 9,
        "players": {"1": "Ann", "2": "Bob", "3": "Cy", "4": "Di"},
        "last": {"button": 1, "small_blind": 2, "big_blind": 3},
    },
}


def table():  # type: ignore[no-untyped-def]
    return parse_scenario(TABLE).table


@pytest.mark.parametrize(
    ("house", "seats", "facts"),
    [
        (HouseRules(blinds=(2, 1)), 9, {"problem": "blinds-order", "key": "blinds"}),
        (HouseRules(blinds=()), 9, {"problem": "blinds-count", "key": "blinds", "high": 3}),
        (HouseRules(blinds=(0, 2)), 9, {"problem": "blinds-amounts", "key": "blinds"}),
        (HouseRules(blinds=(2,), button_blind=True), 9,
         {"problem": "button-blind-alone", "key": "button_blind"}),
        (HouseRules(), 13, {"problem": "seats-range", "key": "seats", "low": 2, "high": 12}),
        (HouseRules(), 3, {}),
    ],
)
def test_unplayable_rules_are_refused_with_the_reason(
    house: HouseRules, seats: int, facts: dict[str, object]
) -> None:
    before = table()
    with pytest.raises(Refused) as refused:
        change_house_rules(before, house, seats)
    assert refused.value.code is ErrorCode.BAD_HOUSE_RULES
    assert facts.items() <= refused.value.facts.items()
    assert refused.value.seat == (4 if not facts else None)  # seat 4 is in use
    assert before == table()


def test_seats_are_added_and_empty_ones_removed() -> None:
    bigger = change_house_rules(table(), HouseRules(), 12)
    assert bigger.size == 12 and bigger.player(12) is None
    smaller = change_house_rules(table(), HouseRules(), 5)
    assert smaller.size == 5
    deal = apply(smaller, DealHand()).deal
    assert deal is not None and (deal.button, deal.small_blind, deal.big_blind) == (2, 3, 4)


def test_same_shape_rules_keep_the_positions() -> None:
    changed = change_house_rules(table(), HouseRules(blinds=(5, 10)))
    deal = apply(changed, DealHand()).deal
    assert deal is not None and deal.big_blind == 4
    assert {p.seat: p.live for p in deal.posts} == {3: 5, 4: 10}


def test_a_new_blind_structure_starts_a_new_game_from_the_button() -> None:
    owing = parse_scenario({**TABLE, "table": {**TABLE["table"], "away": [4],
                                                "missed": {"4": "both"}}}).table
    fresh = change_house_rules(owing, HouseRules(blinds=(1, 2, 5)))
    player = fresh.player(4)
    assert player is not None and player.missed is Missed.BOTH, "F-30: his debt is carried"
    back = apply(apply(fresh, DealHand()).after, Back(4, "post")).after
    assert owed(back, 4) == Cost(5, 3, ("R-32",)), "made up at the new amounts"
    changed = change_house_rules(table(), HouseRules(blinds=(1, 2, 5)))
    changed = apply(changed, Sit(9, "Ike", "post")).after
    deal = apply(changed, DealHand()).deal
    assert deal is not None
    assert (deal.button, deal.small_blind, deal.big_blind, deal.third_blind) == (1, 2, 3, 4)
    assert 9 in deal.dealt and deal.post_at(9) is None, "R-63: a newcomer not yet passed plays free"

"""Which blind amount goes with which position: the rules core's one answer."""

from __future__ import annotations

from pathlib import Path

import pytest

from floorapp.resources import resource_path
from floorapp.rules import (
    BlindPosition,
    HouseRules,
    PostKind,
    Refused,
    apply,
    blinds_by_position,
)
from floorapp.scenario import InvalidScenario, load_scenario

SMALL, BIG, THIRD = BlindPosition.SMALL, BlindPosition.BIG, BlindPosition.THIRD


def test_one_blind_is_the_big_blind() -> None:
    assert blinds_by_position((2,)) == {BIG: 2}


def test_two_blinds_are_the_small_and_the_big_blind() -> None:
    assert blinds_by_position((1, 2)) == {SMALL: 1, BIG: 2}


def test_three_blinds_are_the_small_the_big_and_the_third_blind() -> None:
    assert blinds_by_position((1, 2, 5)) == {SMALL: 1, BIG: 2, THIRD: 5}


@pytest.mark.parametrize("blinds", [(2,), (1, 2), (1, 2, 5)])
def test_positions_come_in_posting_order(blinds: tuple[int, ...]) -> None:
    by_position = blinds_by_position(blinds)
    assert tuple(by_position.values()) == blinds
    assert list(by_position) == [position for position in BlindPosition if position in by_position]


@pytest.mark.parametrize("blinds", [(2,), (1, 2), (1, 2, 5)])
def test_the_last_position_posts_the_largest_blind(blinds: tuple[int, ...]) -> None:
    """F-14: the largest blind is "the big blind" of every rule; with three it is the third."""
    house = HouseRules(blinds=blinds)
    by_position = blinds_by_position(house.blinds)
    assert list(by_position.values())[-1] == house.big_blind
    assert (THIRD if len(blinds) == 3 else BIG) in by_position


def test_seats_are_named_as_amounts_are() -> None:
    """A hand's blind seats (small blind first) take the positions of the house's amounts."""
    assert blinds_by_position((4, 5, 6)) == {SMALL: 4, BIG: 5, THIRD: 6}
    assert blinds_by_position((9,)) == {BIG: 9}


@pytest.mark.parametrize("blinds", [(), (1, 2, 5, 10)])
def test_no_hand_has_no_blind_or_more_than_three(blinds: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match="1 to 3 blinds"):
        blinds_by_position(blinds)


POSITION_POSTS = {
    SMALL: {PostKind.SMALL_BLIND},
    BIG: {PostKind.BIG_BLIND, PostKind.MIDDLE_BLIND},
    THIRD: {PostKind.BIG_BLIND},
}
"""The post kinds of a blind posted in its own place (not a button blind, not R-43's)."""


def test_every_bundled_deal_posts_each_position_its_amount() -> None:
    """The rulebook's examples agree: in every deal of the bundled scenarios that expects
    all of the house's positions, a blind posted in its place (on the seat the file expects
    for the position) posts the amount of its position."""
    checked = 0
    for path in sorted(Path(str(resource_path("scenarios"))).rglob("*.toml")):
        try:
            scenario = load_scenario(path)
        except InvalidScenario:
            continue  # a room scenario: its tables are dealt by the same core
        table = scenario.table
        for step in scenario.steps:
            try:
                applied = apply(table, step.event)
            except Refused:
                continue
            expected = {position: (step.expect or {}).get(position.value)
                        for position in BlindPosition}
            amounts = blinds_by_position(table.house.blinds)
            if applied.deal is not None and sum(s is not None for s in expected.values()) == len(
                    amounts):
                for position, seat in expected.items():
                    post = None if seat is None else applied.deal.post_at(seat)
                    if post is not None and post.kind in POSITION_POSTS[position]:
                        assert post.live == amounts[position], (path.name, position)
                        checked += 1
            table = applied.after
    assert checked > 300

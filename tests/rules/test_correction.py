"""Last hand's positions as the floor names them: a ``correct`` event, and a scenario's ``last``,
which the rules core reads the same way (docs/RULES.md section 12; F-24, F-29)."""

from __future__ import annotations

from typing import Any

import pytest

from floorapp.rules import (
    Correct,
    DealHand,
    ErrorCode,
    HouseRules,
    Refused,
    Table,
    apply,
    corrected,
    started_after,
)
from floorapp.rules.model import Procedure
from floorapp.scenario import InvalidScenario, parse_scenario

PLAYERS = {"1": "Ann", "2": "Bob", "3": "Cy", "4": "Di", "5": "Ed", "6": "Flo", "7": "Gus"}


def started(house: dict[str, Any], last: dict[str, int], players: dict[str, str] = PLAYERS,
            ) -> Table:
    document = {"title": "t", "house": house,
                "table": {"seats": 9, "players": players, "last": last}}
    return parse_scenario(document).table


def correction(last: dict[str, int]) -> Correct:
    return Correct(last["button"], last.get("small_blind"), last["big_blind"],
                   last.get("third_blind"))


SHAPES = [
    ({}, {"button": 1, "small_blind": 2, "big_blind": 3}),
    ({}, {"button": 4, "small_blind": 4, "big_blind": 6}),  # heads-up
    ({"blinds": [2]}, {"button": 3, "big_blind": 5}),
    ({"blinds": [1, 2, 5]}, {"button": 7, "small_blind": 1, "big_blind": 2, "third_blind": 3}),
    ({"button": "moving"}, {"button": 2, "small_blind": 3, "big_blind": 4}),
    ({"button_blind": True}, {"button": 5, "small_blind": 5, "big_blind": 6}),
    ({"button_blind": True, "blinds": [1, 2, 5]},
     {"button": 5, "small_blind": 5, "big_blind": 6, "third_blind": 7}),
]


@pytest.mark.parametrize(("house", "last"), SHAPES)
def test_a_scenarios_last_is_what_a_correction_to_it_makes(
    house: dict[str, Any], last: dict[str, int]
) -> None:
    """A table started after a hand and a dealt table corrected to the same hand go on from
    the same positions, with the same players counting as the ones who played them."""
    start = started(house, last)
    dealt = apply(start, DealHand()).after
    fixed = apply(dealt, correction(last)).after
    assert fixed.last == start.last
    assert fixed.last_chain_players == start.last_chain_players
    assert fixed.last_heads_up == start.last_heads_up
    assert start.last_heads_up == (last["button"] == last.get("small_blind")
                                   and not house.get("button_blind", False))


def test_a_start_counts_every_present_player_dealt_in() -> None:
    table = started({}, {"button": 1, "small_blind": 2, "big_blind": 3})
    assert table.last_dealt_count == len(PLAYERS)


@pytest.mark.parametrize("small_blind", [5, 2, None])
def test_under_a_button_blind_the_small_blind_is_the_button(small_blind: int | None) -> None:
    """F-24: whatever a correction names as the small blind, the button posts it, and the
    hand was not a heads-up one."""
    dealt = apply(started({"button_blind": True},
                          {"button": 1, "small_blind": 1, "big_blind": 2}), DealHand()).after
    fixed = corrected(dealt, Correct(5, small_blind, 6))
    assert fixed.last is not None
    assert (fixed.last.button, fixed.last.blinds) == (5, (5, 6))
    assert not fixed.last_heads_up


@pytest.mark.parametrize(("house", "last"), [
    ({}, {"button": 1, "small_blind": 2, "big_blind": 1}),  # the big blind on the button
    ({}, {"button": 1, "small_blind": 2, "big_blind": 2}),  # two blinds on one seat
    ({"button_blind": True}, {"button": 1, "small_blind": 1, "big_blind": 1}),
    ({"blinds": [1, 2, 5]}, {"button": 1, "small_blind": 2, "big_blind": 3, "third_blind": 3}),
    ({"blinds": [1, 2, 5]}, {"button": 3, "small_blind": 1, "big_blind": 3, "third_blind": 4}),
])
def test_positions_that_cannot_be_a_hand_are_refused_and_make_a_file_invalid(
    house: dict[str, Any], last: dict[str, int]
) -> None:
    with pytest.raises(InvalidScenario, match=r"\[table\] last cannot be a hand.*bad-positions"):
        started(house, last)
    dealt = apply(started(house, {"button": 5, "small_blind": 6, "big_blind": 7}
                          | ({"third_blind": 8} if house.get("blinds") else {})),
                  DealHand()).after
    with pytest.raises(Refused) as refused:
        apply(dealt, correction(last))
    assert refused.value.code is ErrorCode.BAD_POSITIONS


@pytest.mark.parametrize(("house", "last", "message"), [
    ({}, {"button": 1, "big_blind": 3}, "needs small_blind"),
    ({"blinds": [1, 2, 5]}, {"button": 1, "small_blind": 2, "big_blind": 3}, "needs third_blind"),
    ({}, {"button": 1, "small_blind": 2, "big_blind": 3, "third_blind": 4}, "fewer blinds"),
    ({}, {"button": 1, "small_blind": 2, "big_blind": 10}, "not a seat of this table"),
])
def test_a_last_names_each_blind_of_the_house(
    house: dict[str, Any], last: dict[str, int], message: str
) -> None:
    with pytest.raises(InvalidScenario, match=message):
        started(house, last)


def test_a_single_blind_reads_the_big_blind_only() -> None:
    table = started({"blinds": [2]}, {"button": 3, "small_blind": 4, "big_blind": 5})
    assert table.last is not None and table.last.blinds == (5,)


MOVING_AFTER_DEAD_SMALL_BLIND = {"button": 1, "small_blind": 2, "big_blind": 3}
NOBODY_ON_TWO = {seat: name for seat, name in PLAYERS.items() if seat != "2"}


def test_f29_a_moving_table_starting_with_nobody_on_the_small_blind_continues_r42() -> None:
    table = started({"button": "moving"}, MOVING_AFTER_DEAD_SMALL_BLIND, NOBODY_ON_TWO)
    assert table.procedure is Procedure.AFTER_DEAD_SMALL_BLIND


def test_f29_is_for_a_start_a_correction_names_a_hand_the_table_knows() -> None:
    """The one difference between a start and a correction: a correction names a hand whose
    small blind may have left since (R-43, rules/263), so it does not read F-29 into an empty
    seat; :func:`started_after` is the correction and F-29."""
    table = started({"button": "moving"}, {"button": 5, "small_blind": 6, "big_blind": 7},
                    NOBODY_ON_TWO)
    fixed = corrected(table, correction(MOVING_AFTER_DEAD_SMALL_BLIND))
    assert fixed.procedure is Procedure.NONE
    start = started_after(table, correction(MOVING_AFTER_DEAD_SMALL_BLIND))
    assert start.procedure is Procedure.AFTER_DEAD_SMALL_BLIND
    assert (start.last, start.last_chain_players) == (fixed.last, fixed.last_chain_players)


def test_no_correction_before_the_first_hand_but_a_start() -> None:
    """F-09: the event is refused before any hand; a start is how a table gets its first."""
    table = started({}, {"button": 1, "small_blind": 2, "big_blind": 3})
    fresh = Table(house=HouseRules(), seats=table.seats)
    with pytest.raises(Refused) as refused:
        apply(fresh, Correct(1, 2, 3))
    assert refused.value.code is ErrorCode.NO_HAND
    assert started_after(fresh, Correct(1, 2, 3)).last == table.last

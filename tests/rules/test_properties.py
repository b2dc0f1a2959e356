"""Invariants of the rules core over random tables and long random event sequences."""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorapp.rules import (
    Applied,
    ButtonRule,
    ChangeHouse,
    Event,
    Move,
    Refused,
    Sit,
    Status,
    Table,
    apply,
)
from floorapp.storage.simulate import plausible_event, starting_table

RULES = st.sampled_from(list(ButtonRule))


@dataclass
class History:
    """What one random run produced: every accepted event, deal, and the table before each."""

    applied: list[Applied] = field(default_factory=list)
    refused: list[tuple[Table, Event, Refused]] = field(default_factory=list)

    @property
    def deals(self) -> list[Applied]:
        return [a for a in self.applied if a.deal is not None]


def play(rule: ButtonRule, seats: int, players: int, seed: int, deals: int) -> History:
    """Random churn until ``deals`` hands have been dealt (or ten times as many steps)."""
    rng = random.Random(seed)
    table = starting_table(rule, seats, players, rng)
    history = History()
    dealt = 0
    for _ in range(deals * 10):
        if dealt >= deals:
            break
        event = plausible_event(rng, table)
        try:
            applied = apply(table, event)
        except Refused as refusal:
            history.refused.append((table, event, refusal))
            continue
        history.applied.append(applied)
        dealt += applied.deal is not None
        table = applied.after
        if sum(1 for _, p in table.occupied() if p.present) < min(3, table.size):
            table = _refill(table, rng, history)
    return history


def _refill(table: Table, rng: random.Random, history: History) -> Table:
    """Keep a game going: seat newcomers so that the churn does not end the table."""
    for seat in table.seats:
        if seat.player is None and rng.random() < 0.5:
            applied = apply(table, Sit(seat.number, "Refill", "wait"))
            history.applied.append(applied)
            table = applied.after
    return table


TABLES = st.tuples(
    RULES,
    st.integers(min_value=2, max_value=12).flatmap(
        lambda n: st.tuples(st.just(n), st.integers(min_value=2, max_value=n))
    ),
    st.integers(min_value=0, max_value=2**32),
)

# How many random tables each property sees: 25 by default; HYPOTHESIS_PROFILE=stress for 500.
settings.register_profile("default", max_examples=25)
settings.register_profile("stress", max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
LONG_RUN = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def run(case: tuple[ButtonRule, tuple[int, int], int]) -> History:
    rule, (seats, players), seed = case
    return play(rule, seats, players, seed, deals=200)


@LONG_RUN
@given(TABLES)
def test_long_runs_deal_hundreds_of_hands(case: tuple[ButtonRule, tuple[int, int], int]) -> None:
    history = run(case)
    assert len(history.deals) >= 150, "the churn keeps a game going for hundreds of deals"


@LONG_RUN
@given(TABLES)
def test_exactly_one_button_and_distinct_blind_seats(
    case: tuple[ButtonRule, tuple[int, int], int],
) -> None:
    for applied in run(case).deals:
        deal = applied.deal
        assert deal is not None
        size = applied.before.size
        assert 1 <= deal.button <= size
        blinds = [s for s in (deal.small_blind, deal.big_blind, deal.third_blind) if s]
        assert len(set(blinds)) == len(blinds)
        if deal.heads_up:
            assert deal.first_to_act == deal.button and deal.button in deal.dealt
            if len(applied.before.house.blinds) > 1:
                assert deal.small_blind == deal.button
        else:
            assert deal.button != deal.big_blind
        assert len(deal.dealt) >= 2


@LONG_RUN
@given(TABLES)
def test_posts_are_never_negative_and_never_empty(
    case: tuple[ButtonRule, tuple[int, int], int],
) -> None:
    for applied in run(case).deals:
        assert applied.deal is not None
        for post in applied.deal.posts:
            assert post.live >= 0 and post.dead >= 0 and post.live + post.dead > 0
            assert post.seat in applied.deal.dealt


@LONG_RUN
@given(TABLES)
def test_every_seat_is_dealt_in_waiting_or_absent(
    case: tuple[ButtonRule, tuple[int, int], int],
) -> None:
    for applied in run(case).deals:
        deal = applied.deal
        assert deal is not None
        waiting = {seat for seat, _ in deal.waiting}
        assert not waiting & set(deal.dealt)
        for seat, player in applied.after.occupied():
            if player.present:
                assert (seat in deal.dealt) != (seat in waiting)
            else:
                assert seat not in deal.dealt and seat not in waiting


@LONG_RUN
@given(st.integers(min_value=2, max_value=12).flatmap(
    lambda n: st.tuples(st.just(n), st.integers(min_value=2, max_value=n))),
    st.integers(min_value=0, max_value=2**32))
def test_dead_button_big_blind_skips_nobody_and_never_repeats(
    sizes: tuple[int, int], seed: int
) -> None:
    seats, players = sizes
    history = play(ButtonRule.DEAD, seats, players, seed, deals=200)
    previous: tuple[int, int] | None = None
    for applied in history.applied:
        if isinstance(applied.event, Move | ChangeHouse):  # a mover, or F-30's new game
            previous = None
        deal = applied.deal
        if deal is None:
            continue
        if deal.redeal:
            continue
        largest, key = (
            (deal.third_blind, "third_blind") if deal.third_blind else (deal.big_blind, "big_blind")
        )
        big_player = _player_id(applied.after, largest)
        if previous is not None and not deal.forgiven:
            last_seat, last_player = previous
            assert big_player != last_player, "nobody posts the big blind twice in a row"
            placed_by = dict(deal.position_rules).get(key, ())
            if not deal.heads_up and "R-11" in placed_by:
                _assert_nobody_skipped(applied, last_seat, largest)
        previous = (largest, big_player)


def _player_id(table: Table, seat: int) -> int:
    player = table.player(seat)
    assert player is not None
    return player.id


def _assert_nobody_skipped(applied: Applied, last_big: int, big: int) -> None:
    """R-11: every seat the big blind moved over holds nobody who could have taken it."""
    before, deal = applied.before, applied.deal
    assert deal is not None
    for seat in before.between(last_big, big):
        player = before.player(seat)
        if player is None or not player.present:
            continue
        assert player.status is Status.WAITING and seat not in deal.dealt, (
            f"big blind moved from {last_big} to {big} over an active player on {seat}"
        )


@LONG_RUN
@given(st.integers(min_value=2, max_value=12).flatmap(
    lambda n: st.tuples(st.just(n), st.integers(min_value=2, max_value=n))),
    st.integers(min_value=0, max_value=2**32))
def test_moving_button_is_never_dead(sizes: tuple[int, int], seed: int) -> None:
    seats, players = sizes
    for applied in play(ButtonRule.MOVING, seats, players, seed, deals=200).deals:
        deal = applied.deal
        assert deal is not None
        if not deal.redeal:
            assert not deal.dead_button, f"dead button on seat {deal.button}"


@LONG_RUN
@given(TABLES)
def test_a_refused_event_changes_nothing(case: tuple[ButtonRule, tuple[int, int], int]) -> None:
    history = run(case)
    for table, event, refusal in history.refused:
        snapshot = repr(table)
        try:
            apply(table, event)
        except Refused as again:
            assert again.code == refusal.code and again.reason
        assert repr(table) == snapshot


@LONG_RUN
@given(TABLES)
def test_entrants_post_what_they_owe_or_play_free_by_a_rule(
    case: tuple[ButtonRule, tuple[int, int], int],
) -> None:
    for applied in run(case).deals:
        deal = applied.deal
        assert deal is not None
        if deal.forgiven or deal.redeal:
            continue
        before = applied.before
        for seat in deal.dealt:
            player = before.player(seat)
            assert player is not None
            posted = deal.post_at(seat)
            if player.missed is not None and not player.new:  # F-01: a newcomer owes no blinds
                assert posted is not None, f"seat {seat} owed {player.missed} and posted nothing"
            if player.new:
                free = before.passed is not None or before.house.free_hand_at > 0
                assert posted is not None or free, f"new player on seat {seat} posted nothing"


@LONG_RUN
@given(TABLES)
def test_replaying_the_same_events_gives_the_same_deals(
    case: tuple[ButtonRule, tuple[int, int], int],
) -> None:
    history = run(case)
    if not history.applied:
        return
    table = history.applied[0].before
    for applied in history.applied:
        again = apply(table, applied.event)
        assert again.deal == applied.deal
        assert again.after == applied.after
        table = again.after


def test_same_seed_gives_the_same_history() -> None:
    first = play(ButtonRule.DEAD, 9, 7, 1234, 300)
    second = play(ButtonRule.DEAD, 9, 7, 1234, 300)
    assert [a.deal for a in first.deals] == [a.deal for a in second.deals]
    assert any(a.deal is not None and a.deal.missed for a in first.deals), "the churn is real"
    assert len({type(a.event) for a in first.applied}) >= 6, "many kinds of floor events"

"""Invariants of the tournament rules over random events: registrations, absences, penalties,
eliminations at random tables, misdeals and corrections, and every balancing move, break,
redraw and final table taken as offered."""

from __future__ import annotations

import os
import random
from collections import Counter
from dataclasses import dataclass, field

from hypothesis import example, given, settings
from hypothesis import strategies as st

from devtools.simulate_event import floor_action
from floorapp.tournament import (
    Applied,
    CloseRegistration,
    CorrectPositions,
    Draw,
    Event,
    EventRefused,
    EventRules,
    Misdeal,
    MovePlayer,
    Redraw,
    RedrawOffer,
    apply,
    offer,
)
from floorapp.tournament.positions import layout

EXAMPLES = int(os.environ.get("EVENT_EXAMPLES", "60"))
"""Random events per property (about 15 s in all); ``EVENT_EXAMPLES=1000`` for a longer hunt."""


@dataclass
class Run:
    """One random event: the actions applied, and what each gave."""

    start: Event
    actions: list = field(default_factory=list)
    applied: list[Applied] = field(default_factory=list)


def run_event(seed: int, entrants: int, tables: int, steps: int, rules: EventRules) -> Run:
    rng = random.Random(seed)
    names = tuple(f"P{n}" for n in range(1, entrants + 1))
    start = Event(rules=rules, registration_open=True)
    run = Run(start)
    event = start
    for step in range(steps):
        if step == 0:
            action = Draw(names, tables, rng.randrange(1000))
        elif step == min(steps // 3, 40):
            action = CloseRegistration()
        else:
            action = floor_action(event, rng)
            if action is None:
                break
        try:
            applied = apply(event, action)
        except EventRefused:
            continue  # a refused action changes nothing: the floor tries another
        run.actions.append(action)
        run.applied.append(applied)
        event = applied.after
    return run


@dataclass(frozen=True)
class Params:
    """What makes one random event (kept small: Hypothesis shows it for a failing example)."""

    seed: int
    entrants: int
    tables: int
    steps: int
    rules: EventRules

    def run(self) -> Run:
        return run_event(self.seed, self.entrants, self.tables, self.steps, self.rules)


EVENTS = st.builds(
    Params,
    seed=st.integers(0, 10**6),
    entrants=st.integers(12, 70),
    tables=st.integers(2, 8),
    steps=st.integers(60, 400),
    rules=st.builds(EventRules, spread=st.integers(1, 3), tight_spread=st.just(1),
                    tight_from=st.integers(1, 6), single_big_blind=st.booleans(),
                    redraw_at=st.sampled_from([(), (3, 2), (4,), (2,)])),
)


@settings(max_examples=EXAMPLES, deadline=None)
@given(EVENTS)
def test_a_moved_player_is_never_placed_in_the_small_blind(params: Params) -> None:
    run = params.run()
    for applied in run.applied:
        move = applied.move
        if move is None:
            continue
        table = applied.after.table(move.to_table)
        assert table is not None
        positions = layout(table)
        if positions is not None and not positions.heads_up:
            assert positions.small_blind != move.to_seat, move


@settings(max_examples=EXAMPLES, deadline=None)
@given(EVENTS)
def test_nobody_is_dealt_in_between_the_small_blind_and_the_button(params: Params) -> None:
    run = params.run()
    for applied in run.applied:
        deal = applied.deal
        if deal is None or deal.heads_up:
            continue
        table = applied.before.table(deal.table)
        assert table is not None
        end = deal.small_blind if deal.small_blind is not None else deal.big_blind
        gap = table.table.between(deal.button, end) if deal.button != end else ()
        joiners = {seat for seat, p in table.occupied() if p.new}
        assert not (set(deal.dealt) & set(gap) & joiners), deal
        assert set(deal.waiting) == set(gap) & joiners
        others = {seat for seat, _ in table.occupied()} - joiners
        assert others <= set(deal.dealt), "every player but a joiner in the gap is dealt in"


@settings(max_examples=EXAMPLES, deadline=None)
@given(EVENTS)
@example(Params(33, 33, 6, 117, EventRules(spread=1, tight_from=1)))
def test_no_player_posts_the_big_blind_twice_running_because_of_a_move(params: Params) -> None:
    """A balancing move takes the player due the big blind at the table he leaves (T-17) to a
    seat where it comes soonest (T-18): it never gives the big blind again to a player who has
    just posted it at that table. A player who has just posted it somewhere else and drew a
    seat where it is due again (a broken table's draw, T-22: the luck of the draw) may meet it
    again wherever he is moved; that is the draw's doing, and the example above is one."""
    run = params.run()
    last_deal: dict[int, tuple[int, bool]] = {}
    moved_from_own_table: set[int] = set()
    for applied in run.applied:
        move = applied.move
        if move is not None:
            table, _ = last_deal.get(move.entrant, (None, False))
            moved_from_own_table.discard(move.entrant)
            if table == move.from_table:
                moved_from_own_table.add(move.entrant)
        deal = applied.deal
        if deal is None:
            continue
        before = applied.before.table(deal.table)
        assert before is not None
        for seat in deal.dealt:
            player = before.table.player(seat)
            assert player is not None
            big = seat == deal.big_blind
            if player.id in moved_from_own_table:
                assert not (big and last_deal[player.id][1]), (player.name, deal)
                moved_from_own_table.discard(player.id)
            last_deal[player.id] = (deal.table, big)


@settings(max_examples=EXAMPLES, deadline=None)
@given(EVENTS)
def test_tables_are_within_the_limits_once_the_offered_moves_are_made(params: Params) -> None:
    run = params.run()
    chain = 0
    for applied in run.applied:
        before, after = applied.before, applied.after
        if isinstance(applied.action, MovePlayer):
            old = [t.players for t in before.tables]
            new = [t.players for t in after.tables]
            assert max(new) - min(new) <= max(old) - min(old), "a move never widens the spread"
            assert sorted(new) != sorted(old), "a move evens the tables out"
            chain += 1
            assert chain <= len(before.tables) * before.rules.seats, "moves that never end"
        else:
            chain = 0
        if offer(after) is None and len(after.tables) > 1:
            counts = [t.players for t in after.tables]
            assert max(counts) - min(counts) <= after.rules.limit(len(counts))
            assert after.players_left > after.rules.seats, "nine left play at one table"


@settings(max_examples=EXAMPLES // 2, deadline=None)
@given(EVENTS)
def test_replaying_the_actions_gives_the_same_event(params: Params) -> None:
    run = params.run()
    event = run.start
    for action, applied in zip(run.actions, run.applied, strict=True):
        again = apply(event, action)
        assert again.after == applied.after
        for table in again.after.tables:
            assert table.players == sum(1 for _ in table.table.occupied()), "a stale count"
        assert again.deal == applied.deal and again.draw == applied.draw
        event = again.after


def test_a_whole_event_plays_down_to_one_player() -> None:
    run = run_event(7, 60, 7, 4000, EventRules())
    final = run.applied[-1].after
    assert final.players_left == 1 and len(final.tables) == 1
    shared = Counter((f.best, f.worst) for f in final.finishes)
    assert all(count == worst - best + 1 for (best, worst), count in shared.items())
    covered = sorted(place for best, worst in shared for place in range(best, worst + 1))
    assert covered == list(range(2, len(final.entrants) - len(final.out) + 1))
    assert {f.entrant for f in final.finishes}.isdisjoint(final.out)


@settings(max_examples=EXAMPLES, deadline=None)
@given(EVENTS)
def test_a_penalty_is_served_hand_by_hand_where_he_is_dealt_in(params: Params) -> None:
    """T-09: while a player has hands to serve, every deal that deals him in names him on
    penalty and counts one hand off (a redeal counts none); nobody else is named."""
    for applied in params.run().applied:
        deal, before, after = applied.deal, applied.before, applied.after
        assert all(left >= 0 for _, left in after.penalties)
        if deal is None:
            continue
        table = before.table(deal.table)
        assert table is not None
        for seat in deal.dealt:
            player = table.table.player(seat)
            assert player is not None
            left = before.penalty_left(player.id)
            on = seat in deal.penalty
            assert on == (left > 0 or (deal.redeal and any(
                who == player.id for who, _ in before.penalties))), (player.name, deal)
            if left and not deal.redeal:
                assert after.penalty_left(player.id) == left - 1


@settings(max_examples=EXAMPLES, deadline=None)
@given(EVENTS)
def test_a_misdeal_is_dealt_again_and_a_correction_leads_the_next_deal(params: Params) -> None:
    """T-26: a misdeal deals the misdealt hand again: its number, button and blinds; the
    first deal after a correction puts the small blind on the corrected big blind's seat
    (T-01), unless it starts heads-up or the big blind is a single one."""
    last_deal = {}
    corrected: dict[int, CorrectPositions] = {}
    for applied in params.run().applied:
        action, deal = applied.action, applied.deal
        if isinstance(action, CorrectPositions):
            corrected[action.table] = action
        if applied.draw is not None and applied.draw.buttons:
            corrected.clear()  # tables drawn afresh: their first hands (T-06)
        if deal is None:
            continue
        put_right = corrected.pop(deal.table, None)
        if isinstance(action, Misdeal):
            misdealt = last_deal[deal.table]
            assert deal.redeal and (deal.hand, deal.button, deal.small_blind, deal.big_blind) == (
                misdealt.hand, misdealt.button, misdealt.small_blind, misdealt.big_blind)
        elif put_right is not None:
            assert not deal.redeal
            if not deal.heads_up and not deal.single_big_blind:
                assert deal.small_blind == put_right.big_blind, (put_right, deal)
        last_deal[deal.table] = deal


@settings(max_examples=EXAMPLES, deadline=None)
@given(EVENTS)
def test_a_redraw_seats_everybody_evenly_once_at_each_number_of_tables(params: Params) -> None:
    """TQ-29: a redraw keeps the tables and every player, evens the tables to one player
    apart, deals everybody in on each table's first hand, and is not offered again."""
    for applied in params.run().applied:
        if not isinstance(applied.action, Redraw):
            continue
        before, after = applied.before, applied.after
        assert len(before.tables) in before.rules.redraw_at
        assert [t.number for t in after.tables] == [t.number for t in before.tables]
        assert after.players_left == before.players_left
        counts = [t.players for t in after.tables]
        assert max(counts) - min(counts) <= 1
        assert all(t.table.last is None and not any(p.new for _, p in t.occupied())
                   for t in after.tables)
        assert not isinstance(offer(after), RedrawOffer)

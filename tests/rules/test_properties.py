"""Invariants of the rules core over random tables and long random event sequences."""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from devtools.simulate import plausible_event, starting_table
from floorapp.rules import (
    Applied,
    Bust,
    ButtonRule,
    ChangeHouse,
    Choice,
    Correct,
    Deal,
    DealHand,
    ErrorCode,
    Event,
    HouseRules,
    Missed,
    Move,
    Player,
    PostKind,
    Refused,
    RuleId,
    Sit,
    Status,
    Table,
    WaitReason,
    apply,
    can_apply,
    newcomer_amounts,
    owed,
)

RULES = st.sampled_from(list(ButtonRule))


@dataclass
class History:
    """What one random run produced: every accepted event, deal, and the table before each."""

    applied: list[Applied] = field(default_factory=list)
    refused: list[tuple[Table, Event, Refused]] = field(default_factory=list)

    @property
    def deals(self) -> list[Applied]:
        return [a for a in self.applied if a.deal is not None]


def play(
    rule: ButtonRule,
    seats: int,
    players: int,
    seed: int,
    deals: int,
    house: HouseRules | None = None,
) -> History:
    """Random churn until ``deals`` hands have been dealt (or ten times as many steps)."""
    rng = random.Random(seed)
    table = starting_table(rule, seats, players, rng, house)
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
            assert again.code == refusal.code and again.facts == refusal.facts
        assert repr(table) == snapshot


@LONG_RUN
@given(TABLES)
def test_entrants_post_what_they_owe_or_play_free_by_a_rule(
    case: tuple[ButtonRule, tuple[int, int], int],
) -> None:
    for applied in run(case).deals:
        deal = applied.deal
        assert deal is not None
        before = applied.before
        if deal.forgiven or deal.redeal or before.last is None or _named_procedure(deal, {"F-33"}):
            continue  # forgive; F-33 lets an entrant post a blind instead
        for seat in deal.dealt:
            player = before.player(seat)
            assert player is not None
            posted = deal.post_at(seat)
            debt = owed(before, seat)  # at the house's amounts (F-30: sb is nothing at one blind)
            if player.missed is not None and not player.new and debt.live + debt.dead:
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


# --- properties of issue 8: liveness, no repeats, fair share, under every rule and structure ---

HOUSES = st.builds(
    lambda blinds, button_blind: HouseRules(
        blinds=blinds, button_blind=button_blind and len(blinds) > 1),
    st.sampled_from([(1, 2), (2, 5), (1, 2, 5), (2,)]),
    st.booleans(),
)
CHURN = st.tuples(
    RULES,
    HOUSES,
    st.integers(min_value=2, max_value=12).flatmap(
        lambda n: st.tuples(st.just(n), st.integers(min_value=2, max_value=n))
    ),
    st.integers(min_value=0, max_value=2**32),
)
Churn = tuple[ButtonRule, HouseRules, tuple[int, int], int]


def churn(case: Churn, deals: int = 200) -> History:
    rule, house, (seats, players), seed = case
    return play(rule, seats, players, seed, deals, house)


def _willing(player: Player) -> bool:
    """Present, owing nothing, and waiting for nothing of his own choosing."""
    return (
        player.present
        and player.missed is None
        and not player.new
        and not player.entry_post
        and not player.hands_left
        and player.choice not in (Choice.WAIT, Choice.BEHIND)
    )


@LONG_RUN
@given(CHURN)
# Everyone present coming in, nobody of the last hand left in the rotation (F-33 at its limit).
@example((ButtonRule.MOVING, HouseRules(blinds=(1, 2)), (7, 6), 3600))
@example((ButtonRule.SIMPLIFIED, HouseRules(blinds=(1, 2, 5)), (12, 2), 391))
def test_liveness_two_willing_players_are_always_dealt_a_hand(case: Churn) -> None:
    """No history makes a table undealable while two willing players sit at it."""
    for applied in churn(case).applied:
        table = applied.after
        willing = [seat for seat, player in table.occupied() if _willing(player)]
        if len(willing) < 2:
            continue
        try:
            apply(table, DealHand())
        except Refused as refusal:
            raise AssertionError(
                f"willing players on {willing} but the deal is refused: {refusal}") from None


def _seats_named(event: Event) -> set[int]:
    if isinstance(event, Move):
        return {event.from_seat, event.to_seat}
    seat = getattr(event, "seat", None)
    return {seat} if isinstance(seat, int) else set()


@LONG_RUN
@given(CHURN)
# Issue 27 item 7: the departures before him sent a new player round four times (F-43).
@example((ButtonRule.MOVING, HouseRules(blinds=(1, 2), button_blind=True), (10, 7), 335491))
def test_a_waiting_player_is_dealt_in_within_an_orbit(case: Churn) -> None:
    """A present player waiting (for the big blind, the button, a seat-change wait, the zone)
    is dealt in before the button has gone round past his seat twice; ``behind`` before
    three times (the blinds, then the button pass him). Under every button rule: where the
    rotation moves the big blind over a player waiting for it (the smaller blinds go only to
    players in the game), it has reached him and he comes in outside the zone (F-43)."""
    passes: dict[int, int] = {}
    for applied in churn(case).applied:
        deal, before = applied.deal, applied.before
        if deal is None:
            if isinstance(applied.event, ChangeHouse | Correct):
                passes.clear()
            for seat in _seats_named(applied.event):
                for table in (applied.before, applied.after):
                    if 1 <= seat <= table.size and (player := table.player(seat)) is not None:
                        passes.pop(player.id, None)
            continue
        if deal.redeal or before.last is None or deal.heads_up:
            continue  # while heads-up play goes on, an entrant waits to be out of the zone
        moved = before.last.button != deal.button
        button_path = before.arc(before.last.button, deal.button) if moved else ()
        for seat, player in before.occupied():
            if not player.present or seat in deal.dealt:
                passes.pop(player.id, None)
                continue
            passes[player.id] = passes.get(player.id, 0) + (seat in button_path)
            limit = 3 if player.choice is Choice.BEHIND or player.free_behind else 2
            assert passes[player.id] <= limit, (
                f"{player.name} on seat {seat}: the button passed him {passes[player.id]} "
                "times and he is still not dealt in")


def _waits_for_big_blind(player: Player) -> bool:
    return player.status is Status.WAITING and player.choice is Choice.WAIT and (
        not player.hands_left)


@LONG_RUN
@given(CHURN)
@example((ButtonRule.MOVING, HouseRules(blinds=(1, 2), button_blind=True), (10, 7), 335491))
def test_the_big_blind_never_goes_by_a_player_waiting_for_it(case: Churn) -> None:
    """F-43: a deal whose big blind moves over the seat of a player waiting for it deals him
    in, or he waits in the zone; from then on every deal deals him in or keeps him in the
    zone, until he steps away or changes seats."""
    reached: dict[int, int] = {}  # player id -> his seat, the big blind having gone by him
    for applied in churn(case).applied:
        deal, before = applied.deal, applied.before
        if deal is None:
            event = applied.event
            if isinstance(event, ChangeHouse | Correct):
                reached.clear()  # other blinds, or other positions the zone is judged from
            for seat in _seats_named(event):
                player = before.player(seat) if 1 <= seat <= before.size else None
                now = applied.after.player(seat) if 1 <= seat <= applied.after.size else None
                if player is not None and (isinstance(event, Move) or now is None or (
                        now.id != player.id or not _waits_for_big_blind(now))):
                    reached.pop(player.id, None)  # gone, moved, away: it no longer holds
            continue
        if deal.redeal or before.last is None:
            continue
        waits = dict(deal.waiting)
        for player_id, seat in list(reached.items()):
            if seat in deal.dealt:
                del reached[player_id]
            else:
                assert waits.get(seat) is WaitReason.ZONE, (
                    f"seat {seat}: the big blind went by him and he waits for {waits.get(seat)}")
        largest = _largest(deal)
        if deal.heads_up or before.last.largest == largest:
            continue
        for seat in before.between(before.last.largest, largest):
            player = before.player(seat)
            if player is None or not _waits_for_big_blind(player) or seat in deal.dealt:
                continue
            assert waits.get(seat) is WaitReason.ZONE, (
                f"the big blind went by {player.name} on {seat}: he waits for {waits.get(seat)}")
            reached[player.id] = seat


BLIND_KINDS = {
    PostKind.SMALL_BLIND: "small",
    PostKind.BUTTON_SMALL_BLIND: "small",
    PostKind.EXTRA_SMALL_BLIND: "small",
    PostKind.MIDDLE_BLIND: "middle",
    PostKind.BIG_BLIND: "big",
    PostKind.SECOND_BIG_BLIND: "big",
}
NAMED_PROCEDURES = {"R-42", "R-43", "R-44", "F-15", "F-17", "F-33"}
"""Procedures that may give a player the button or a blind two hands running, by name (F-15:
three blinds with three players, a change like heads-up's; F-33: the rotation restarted)."""


def _blind_posters(deal: Deal, table: Table) -> dict[str, set[int]]:
    posters: dict[str, set[int]] = {}
    for post in deal.posts:
        if post.kind in BLIND_KINDS and (player := table.player(post.seat)) is not None:
            posters.setdefault(BLIND_KINDS[post.kind], set()).add(player.id)
    return posters


def _named_procedure(deal: Deal, names: set[str] | None = None) -> bool:
    rules = {rule for _, ids in deal.position_rules for rule in ids}
    return bool(rules & (NAMED_PROCEDURES if names is None else names))


@LONG_RUN
@given(CHURN)
def test_nobody_posts_the_same_blind_or_keeps_the_button_two_hands_running(
    case: Churn,
) -> None:
    """Except by a named procedure (R-42, R-43, F-17) or a change to or from heads-up; under
    the dead button a player may have the button twice (R-13), never the same blind."""
    rule = case[0]
    previous: tuple[Deal, Table] | None = None
    moved: set[int] = set()
    for applied in churn(case).applied:
        deal, event = applied.deal, applied.event
        if isinstance(event, ChangeHouse | Correct):
            previous = None
        if isinstance(event, Move) and (player := applied.after.player(event.to_seat)):
            moved.add(player.id)
        if deal is None or deal.redeal:
            continue
        if previous is not None and not (
            deal.heads_up or previous[0].heads_up or deal.forgiven
            or _named_procedure(deal) or _named_procedure(previous[0])
        ):
            last_deal, last_table = previous
            now = _blind_posters(deal, applied.after)
            before = _blind_posters(last_deal, last_table)
            for kind, players in now.items():
                twice = (players & before.get(kind, set())) - moved
                assert not twice, f"player(s) {twice} post the {kind} blind two hands running"
            if rule is not ButtonRule.DEAD:
                holder = applied.after.player(deal.button)
                last_holder = last_table.player(last_deal.button)
                assert holder is None or last_holder is None or holder.id != last_holder.id or (
                    holder.id in moved), f"{holder.name} has the button two hands running"
        previous, moved = (deal, applied.after), set()


def _largest(deal: Deal) -> int:
    return deal.third_blind or deal.big_blind


def _passed_by_big_blind(applied: Applied) -> tuple[int, ...]:
    """The seats the big blind passed this deal: from last hand's big blind under the dead
    button (R-14); from the position before it under the rotation rules (R-23, R-40)."""
    deal, before = applied.deal, applied.before
    assert deal is not None and before.last is not None
    if before.house.button is ButtonRule.DEAD:
        return before.between(before.last.largest, _largest(deal))
    chain = [deal.button, deal.small_blind, deal.big_blind, deal.third_blind]
    seats = [seat for seat in chain if seat is not None]
    return before.between(seats[-2], seats[-1])


@LONG_RUN
@given(CHURN)
def test_fair_share_every_blind_once_an_orbit_and_what_is_skipped_is_owed(
    case: Churn,
) -> None:
    """With nobody coming or going, each of n players posts every blind once in n hands; an
    away player the big blind passes owes it (a missed-blind button), unless R-35 forgives."""
    streak: list[Deal] = []
    streak_key: object = None
    for applied in churn(case).applied:
        deal, before, after = applied.deal, applied.before, applied.after
        if deal is None:
            streak, streak_key = [], None
            continue
        if deal.redeal or before.last is None:
            streak, streak_key = [], None
            continue
        if not deal.forgiven:
            for seat in _passed_by_big_blind(applied):
                player = after.player(seat)
                if player is not None and not player.present:
                    assert player.missed in (Missed.BB, Missed.BOTH), (
                        f"the big blind passed away seat {seat} and he owes {player.missed}")
        key = tuple(sorted((s, p.id) for s, p in after.occupied() if s in deal.dealt))
        if key != streak_key:
            streak, streak_key = [], key
        streak.append(deal)
        players = len(deal.dealt)
        window = streak[-players:]
        if len(streak) < players + 3 or any(d.heads_up or _named_procedure(d) for d in window):
            continue
        counts: dict[tuple[str, int], int] = {}
        for past in window:
            for kind, ids in _blind_posters(past, after).items():
                for player_id in ids:
                    counts[kind, player_id] = counts.get((kind, player_id), 0) + 1
        blinds = len(before.house.blinds) if players > len(before.house.blinds) else 2
        expected_kinds = {"small", "middle", "big"} if blinds == 3 else (
            {"small", "big"} if blinds == 2 else {"big"})
        for kind in expected_kinds:
            for _, player_id in key:
                assert counts.get((kind, player_id), 0) == 1, (
                    f"in {players} hands player {player_id} posted the {kind} blind "
                    f"{counts.get((kind, player_id), 0)} times")


@LONG_RUN
@given(CHURN)
def test_move_from_button_is_refused_exactly_on_the_real_button(case: Churn) -> None:
    """R-73 looks at the button the next deal really gives (heads-up, R-35, R-42/R-43)."""
    history = churn(case)
    moves = [(a.before, a.event, None) for a in history.applied if isinstance(a.event, Move)]
    moves += [(t, e, r) for t, e, r in history.refused if isinstance(e, Move)]
    for table, event, refusal in moves:
        assert isinstance(event, Move)
        try:
            upcoming = apply(table, DealHand()).deal
        except Refused:
            upcoming = None
        on_button = upcoming is not None and not upcoming.dead_button and (
            upcoming.button == event.from_seat)
        refused_for_button = refusal is not None and refusal.code is ErrorCode.MOVE_FROM_BUTTON
        if refusal is None or refused_for_button:
            assert refused_for_button == on_button, (
                f"move from {event.from_seat}: button {upcoming and upcoming.button}, "
                f"refused {refusal}")


@LONG_RUN
@given(CHURN)
def test_the_first_hand_of_a_new_game_deals_every_player_seated(case: Churn) -> None:
    """R-63: everyone present when the first hand of a new game is dealt plays it."""
    for applied in churn(case).deals:
        deal, before = applied.deal, applied.before
        assert deal is not None
        if before.last is None and not deal.redeal:
            present = {seat for seat, player in before.occupied() if player.present}
            assert set(deal.dealt) == present, f"dealt {deal.dealt}, present {sorted(present)}"


def _zone_of(deal: Deal, table: Table) -> set[int]:
    """R-31 for this hand: the button through the small blind; under the rotation rules
    through the last blind before the largest (F-16)."""
    blinds = [seat for seat in (deal.small_blind, deal.big_blind, deal.third_blind) if seat]
    last_small = deal.small_blind
    if table.house.button is not ButtonRule.DEAD and len(blinds) > 1:
        last_small = blinds[-2]
    if last_small is None or last_small == deal.button:
        return {deal.button}
    return set(table.arc(deal.button, last_small)) | {deal.button}


@LONG_RUN
@given(CHURN)
@example((ButtonRule.DEAD, HouseRules(blinds=(1, 2)), (7, 6), 2494))
def test_nobody_waits_for_the_zone_outside_it(case: Churn) -> None:
    """R-31: a player kept out "in the zone" sits between the button and the small blind of
    this very hand (the zone of R-42/R-43 hands included), not of another placement; but
    where F-15 or F-33 placed the positions, after R-01's tentative zone decided who comes
    in (the stress profile found a widened dead-button hand at 1-2-5: seat 7 kept out by the
    tentative zone, then between the middle and the big blind)."""
    for applied in churn(case).deals:
        deal, before = applied.deal, applied.before
        assert deal is not None
        rules = {rule for _, ids in deal.position_rules for rule in ids}
        if deal.heads_up or deal.redeal or rules & {"F-15", "F-33"}:
            continue  # F-15, F-33: the zone is R-01's tentative one (DECISIONS.md)
        zone = _zone_of(deal, before)
        for seat, why in deal.waiting:
            if why is WaitReason.ZONE:
                assert seat in zone, f"seat {seat} waits for a zone {sorted(zone)} it is not in"


@LONG_RUN
@given(CHURN, st.lists(st.tuples(st.integers(-1, 14), st.integers(-1, 14)), max_size=20))
def test_a_seat_that_does_not_exist_is_refused_first(
    case: Churn, moves: list[tuple[int, int]]
) -> None:
    """Error precedence (section 10): bad-seat before seat-empty or seat-taken."""
    tables = [a.after for a in churn(case, deals=20).applied][:: 5]
    for table in tables:
        for from_seat, to_seat in moves:
            if 1 <= from_seat <= table.size and 1 <= to_seat <= table.size:
                continue
            try:
                apply(table, Move(from_seat, to_seat, "wait"))
            except Refused as refusal:
                assert refusal.code is ErrorCode.BAD_SEAT, (from_seat, to_seat, refusal.code)
            else:
                raise AssertionError("a move to or from a seat that does not exist")


# --- the list: R-65 (to be picked up) and F-35 (a debt carried from another table) ------------


@LONG_RUN
@given(CHURN)
def test_only_a_new_player_away_the_button_passed_after_the_big_blind_is_to_be_picked_up(
    case: Churn,
) -> None:
    """R-65: a deal names exactly the players to be picked up; each is a new player, away; a
    player is first named on a deal whose button moved past his seat, after an earlier deal's
    big blind passed it; back or dealt in, he is named no more."""
    for applied in churn(case).applied:
        before, after, deal = applied.before, applied.after, applied.deal
        flagged = {seat for seat, player in after.occupied() if player.pick_up}
        for seat in flagged:
            player = after.player(seat)
            assert player is not None and player.new and player.status is Status.AWAY, seat
        if deal is None:
            continue
        assert set(deal.pick_ups) == flagged
        for seat in flagged:
            earlier = before.player(seat)
            assert earlier is not None
            if earlier.pick_up or deal.redeal:
                continue
            assert earlier.big_blind_passed, f"seat {seat}: the big blind had not passed him"
            assert before.last is not None and before.last.button != deal.button
            assert seat == before.last.button or seat in before.between(
                before.last.button, deal.button), f"the button did not pass seat {seat}"


@LONG_RUN
@given(CHURN)
def test_a_debt_carried_from_another_table_is_paid_once_with_the_entry_post(case: Churn) -> None:
    """F-35: a new player dealt in who carried a missed-blind button posts a blind of his
    place, or his entry post with the make-up's dead part on top; never nothing, unless a
    new game (R-63), forgiveness (R-35), a redeal or a restarted rotation (F-33)."""
    for applied in churn(case).deals:
        deal, before = applied.deal, applied.before
        assert deal is not None
        if deal.forgiven or deal.redeal or before.last is None or _named_procedure(
                deal, {"F-33"}):
            continue
        for seat in deal.dealt:
            player = before.player(seat)
            if player is None or not player.new or player.carried is None:
                continue
            post = deal.post_at(seat)
            assert post is not None, f"seat {seat} carried {player.carried} and posted nothing"
            if post.kind in BLIND_KINDS:
                continue
            if RuleId.F_43 in post.rules:  # the big blind went by him: R-33's price, that blind
                assert (post.live, post.dead) == (before.house.big_blind, 0)
                continue
            assert post.kind is PostKind.ENTRY
            assert (post.live, post.dead) == newcomer_amounts(
                player.entry_post, player.carried, before.house)
            after = applied.after.player(seat)
            assert after is not None and after.carried is None and after.missed is None


# --- issue 27: the cash-game corners --------------------------------------------------------


@LONG_RUN
@given(CHURN)
def test_a_player_who_played_the_last_hand_can_bust_until_the_next_deal(case: Churn) -> None:
    """F-06: whatever the floor records between two deals (a seat change, an absence and a
    return), a player dealt in on the last hand who is at the table can still bust."""
    played: set[int] = set()
    for applied in churn(case).applied:
        table, deal = applied.after, applied.deal
        if deal is not None:
            played = {player.id for seat, player in table.occupied() if seat in deal.dealt}
            continue
        for seat, player in table.occupied():
            if player.id in played and player.present:
                refusal = can_apply(table, Bust(seat))
                assert refusal is None, f"{player.name} on {seat} played the hand: {refusal}"

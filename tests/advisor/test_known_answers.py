"""Known answers: a still table is fair under every rule set; one scripted absence gives the
counts worked out by hand below."""

from dataclasses import replace
from fractions import Fraction

import pytest

from floorapp.advisor import STILL_HABITS, RuleSet, Run, classic_rule_sets, run_comparison
from floorapp.advisor.report import fair_shares
from floorapp.advisor.script import Script
from floorapp.advisor.session import play_session
from floorapp.rules import Away, Back, ButtonRule, HouseRules, Makeup

STILL_RULE_SETS = (
    *classic_rule_sets(),
    RuleSet("simplified", HouseRules(button=ButtonRule.SIMPLIFIED)),
    RuleSet("one blind", HouseRules(blinds=(2,))),
    RuleSet("three blinds", HouseRules(blinds=(1, 2, 4))),
    RuleSet("moving, blind on the button", HouseRules(button=ButtonRule.MOVING,
                                                      blinds=(1, 2, 4), button_blind=True)),
)


@pytest.mark.parametrize("seats", [4, 9])
@pytest.mark.parametrize("rule_set", STILL_RULE_SETS, ids=lambda r: r.name)
def test_a_still_table_has_no_dead_button_no_discount_and_exactly_fair_blinds(
        rule_set: RuleSet, seats: int) -> None:
    # 36 hands an hour: a session of 8 hours is 288 hands, whole orbits of 4 and of 9.
    habits = replace(STILL_HABITS, seats=seats, hands_per_hour=36)
    run = Run((rule_set,), habits, hours=16, seed=3)
    [figures] = run_comparison(run, workers=1)
    assert figures.hands == 576
    assert figures.dealt == 576 * seats
    assert (figures.dead_buttons, figures.discounted_rounds) == (0, 0)
    assert (figures.last_twice, figures.first_twice, figures.missed) == (0, 0, 0)
    assert figures.position_paid == 576 * sum(rule_set.house.blinds)
    assert figures.discount_money == 0
    assert figures.rounds > 0
    fair = fair_shares(figures, rule_set)
    assert set(fair) == set(range(1, seats + 1))
    for seat in range(1, seats + 1):
        assert Fraction(figures.paid[seat]) == fair[seat], seat


def away_on_his_small_blind() -> Script:
    """Six players; the button was on seat 6, so hand 1 is button 1, blinds 2 and 3. The player
    on seat 4 posts the big blind on hand 2, steps away before hand 3 (his small blind), comes
    back before hand 9 and posts to play at once."""
    before: list[tuple[Away | Back, ...]] = [()] * 12
    before[2] = (Away(4),)
    before[8] = (Back(4, "post"),)
    return Script(6, 6, {seat: f"P{seat}" for seat in range(1, 7)}, tuple(before))


def test_one_absence_on_the_small_blind_under_the_dead_button() -> None:
    figures = play_session(HouseRules(button=ButtonRule.DEAD),
                           away_on_his_small_blind())
    # Hand 3: button 3, seat 4's small blind dead, big blind 5; he gets a missed small blind.
    # Hand 4: the button is dead on seat 4: seat 3 (button on hand 3) acts last again, and
    # seat 5 (first after the button on hand 3 too) acts first again. Small blind 5, big 6.
    # Hands 5-8: buttons 5, 6, 1, 2; on hand 8 the big blind passes seat 4: missed both.
    # Hand 9: he is back between the button (3) and the small blind (5): he waits a hand.
    # Hand 10: he posts 2 live and 1 dead and is dealt in.
    assert figures.hands == 12
    assert figures.dealt == 2 * 6 + 7 * 5 + 3 * 6
    assert figures.dead_buttons == 1
    assert figures.dead_small_blinds == 1
    assert figures.last_twice == 1
    assert figures.first_twice == 1
    # Whole rounds (button passing a seat to passing it again, dealt every hand): seat 1 on
    # hands 2-7 and 8-12, seat 2 on 3-8, seat 3 on 4-9, seat 5 on 6-10, seat 6 on 7-11; each
    # posted a small and a big blind. Seat 4's rounds are broken by his absence.
    assert (figures.rounds, figures.discounted_rounds) == (6, 0)
    assert (figures.discount_money, figures.position_paid) == (0, 11 * 3 + 2)
    assert (figures.missed, figures.made_up, figures.dead_money, figures.forgiven) == (2, 1, 1, 0)
    assert figures.back_waits == {1: 1}
    assert figures.examples["dead_buttons"] == 4
    assert figures.examples["last_twice"] == 4


def test_one_absence_on_the_small_blind_under_the_moving_button() -> None:
    figures = play_session(HouseRules(button=ButtonRule.MOVING),
                           away_on_his_small_blind())
    # Hand 3 as under the dead button. Hand 4: the button moves through seat 4 to seat
    # 5, who posts a small blind on it; big blind 6. Hand 5: button 6, blinds 1 and 2: seat 1
    # never posts the big blind this round (hands 2-6: the small blind only): one round at a
    # discount, Caro & Cooke's price of "no dead button". Nobody acts last or first twice.
    # Hand 8: the big blind passes seat 4 (missed both); he comes back before hand 9, outside
    # the zone (button 5), and posts 2 live and 1 dead at once.
    assert figures.hands == 12
    assert figures.dead_buttons == 0
    assert (figures.last_twice, figures.first_twice) == (0, 0)
    assert (figures.rounds, figures.discounted_rounds) == (7, 1)
    assert figures.discount_money == 2  # the big blind seat 1 did not post
    # Blinds in position: 1 + 2 on every hand but hand 3 (big blind only, the small blind
    # dead); hand 4 has its small blind on the button.
    assert figures.position_paid == 11 * 3 + 2
    assert figures.examples["discounted_rounds"] == 6
    assert (figures.missed, figures.made_up, figures.dead_money, figures.forgiven) == (2, 1, 1, 0)
    assert figures.back_waits == {0: 1}


def test_big_blind_only_makes_up_no_dead_money() -> None:
    figures = play_session(HouseRules(button=ButtonRule.DEAD, makeup=Makeup.BIG_ONLY),
                           away_on_his_small_blind())
    assert (figures.made_up, figures.dead_money) == (1, 0)


def test_both_players_due_the_button_and_the_small_blind_away_costs_no_discount() -> None:
    """F-17: under the moving button the players due the button (seat 3) and the small blind
    (seat 4) step away together before hand 3; they come back before hand 10 and post."""
    before: list[tuple[Away | Back, ...]] = [()] * 14
    before[2] = (Away(3), Away(4))
    before[9] = (Back(3, "post"), Back(4, "post"))
    script = Script(6, 6, {seat: f"P{seat}" for seat in range(1, 7)}, tuple(before))
    figures = play_session(HouseRules(button=ButtonRule.MOVING), script)
    # Hand 3 (R-43 through both empty places, F-17): the button moves on to seat 5, who posts a
    # small blind on it; seat 6 posts the big blind and seat 1 a second big blind. Hand 4:
    # button 6 (a small blind on it), small blind 1, big blind 2. Hand 5: button 1, small
    # blind 2, big blind 5: the big blind passes seats 3 and 4 (both owe both blinds).
    # Nobody has the button or acts first twice running.
    assert (figures.last_twice, figures.first_twice, figures.dead_buttons) == (0, 0, 0)
    # Whole rounds (from one pass of the button over a seat to the next): seat 1 (1-4, 5-8,
    # 9-12), seat 2 (2-5, 6-9, 10-13), seat 5 (3-6, 7-10), seat 6 (4-7, 8-11). Each has a
    # small and a big blind of that seat: seat 1 posts the second big blind of hand 3 and the
    # small blind of hand 4, so the round R-43 would have discounted is paid in full.
    assert (figures.rounds, figures.discounted_rounds, figures.discount_money) == (10, 0, 0)
    # Blinds in position: 1 + 2 a hand (hand 3's small blind is the one on the button), plus
    # the second big blind of hand 3 and the small blind on the button of hand 4.
    assert figures.position_paid == 14 * 3 + 2 + 1
    # Hand 10: seats 3 and 4 are inside the zone (button 2, small blind 5) and wait a hand;
    # hand 11 they post 2 live and 1 dead each.
    assert (figures.missed, figures.made_up, figures.dead_money, figures.forgiven) == (2, 2, 2, 0)
    assert figures.examples["missed"] == 5 and figures.examples["made_up"] == 11
    assert figures.back_waits == {1: 2}


def test_a_hand_with_too_few_players_is_not_played_and_the_session_goes_on() -> None:
    """Three players; before hand 2 two of them step away, before hand 4 they come back."""
    from floorapp.advisor.export import figures_from_scenario, history_document
    from floorapp.advisor.session import start_document
    from floorapp.scenario import parse_scenario

    before: list[tuple[Away | Back, ...]] = [()] * 6
    before[1] = (Away(2), Away(3))
    before[3] = (Back(2, "post"), Back(3, "post"))
    script = Script(3, 3, {seat: f"P{seat}" for seat in range(1, 4)}, tuple(before))
    house = HouseRules()
    history: list = []
    figures = play_session(house, script, history=history)
    assert (figures.hands, figures.not_dealt) == (4, 2)  # hands 2 and 3 are not played
    document = history_document(start_document(house, script, "short"), history, 1, 6)
    refused = [step for step in document["step"] if "expect_error" in step]
    assert refused == [{"do": "deal", "expect_error": "not-enough-players"}] * 2
    assert figures_from_scenario(parse_scenario(document)) == figures

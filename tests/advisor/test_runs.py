"""A run: the same figures whatever the number of worker processes; every figure traceable to
exported histories that the scenario runner replays; cancelling; bad runs refused."""

import subprocess
import sys
import tomllib
from dataclasses import replace
from pathlib import Path

import pytest

from floorapp.advisor import (
    Figures,
    Habits,
    Run,
    RunCancelled,
    classic_rule_sets,
    export_hand,
    figures_from_scenario,
    run_comparison,
    to_toml,
)
from floorapp.advisor.export import ExportError, export_session
from floorapp.advisor.script import draw_script
from floorapp.rules import DealHand
from floorapp.scenario import parse_scenario

BUSY = Habits()
SMALL_RUN = Run(classic_rule_sets(), BUSY, hours=40, seed=5)
EXPORTED_RUN = Run(classic_rule_sets(), BUSY, hours=16, seed=5)


def test_the_same_seed_gives_the_same_figures_whatever_the_number_of_workers() -> None:
    alone = run_comparison(SMALL_RUN, workers=1)
    shared = run_comparison(SMALL_RUN, workers=2)
    assert shared == alone
    assert all(figures.hands == 40 * 30 for figures in alone)
    assert alone[0].last_twice > 0 and alone[2].discounted_rounds > 0


def test_another_seed_gives_other_figures() -> None:
    assert run_comparison(replace(SMALL_RUN, seed=6), workers=1) != run_comparison(
        SMALL_RUN, workers=1)


def test_every_rule_set_sees_the_same_players() -> None:
    script = draw_script(BUSY, 240, 11)
    assert script == draw_script(BUSY, 240, 11)
    assert sum(len(events) for events in script.before_hand) > 50


def test_the_figures_of_a_run_are_those_of_its_exported_histories(tmp_path: Path) -> None:
    results = run_comparison(EXPORTED_RUN, workers=1)
    for index, (rule_set, figures) in enumerate(zip(EXPORTED_RUN.rule_sets, results, strict=True)):
        assert (figures.move_forced, figures.refused) == (0, 0)
        recomputed = Figures()
        for session in range(EXPORTED_RUN.sessions):
            path = tmp_path / f"set{index}-session{session}.toml"
            path.write_text(to_toml(export_session(EXPORTED_RUN, rule_set, session)))
            scenario = parse_scenario(tomllib.loads(path.read_text()))
            recomputed.add(figures_from_scenario(scenario, EXPORTED_RUN.first_hand(session)))
        assert recomputed == figures, rule_set.name
    finished = subprocess.run(
        [sys.executable, "-m", "floorapp.scenario", str(tmp_path)],
        capture_output=True, text=True, check=False)
    assert finished.returncode == 0, finished.stdout[-2000:]
    assert f"scenarios: {4 * EXPORTED_RUN.sessions} passed, 0 failed" in finished.stdout


def test_an_exported_hand_replays_to_the_same_deal(tmp_path: Path) -> None:
    rule_set = EXPORTED_RUN.rule_sets[2]
    results = run_comparison(EXPORTED_RUN, workers=1)
    hand = results[2].examples["discounted_rounds"]
    document = export_hand(EXPORTED_RUN, rule_set, hand)
    steps = document["step"]
    assert steps[-1]["do"] == "deal"
    deals = sum(1 for step in steps if step["do"] == "deal")
    assert deals == hand - EXPORTED_RUN.first_hand(EXPORTED_RUN.session_of(hand)[0]) + 1
    path = tmp_path / "hand.toml"
    path.write_text(to_toml(document))
    finished = subprocess.run(
        [sys.executable, "-m", "floorapp.scenario", "--json", str(path)],
        capture_output=True, text=True, check=False)
    assert finished.returncode == 0, finished.stdout[-2000:]
    scenario = parse_scenario(tomllib.loads(path.read_text()))
    last = scenario.steps[-1]
    assert isinstance(last.event, DealHand)
    assert last.expect == steps[-1]["expect"]
    assert last.expect["dealt"], "the exported deal carries who was dealt in"
    recomputed = figures_from_scenario(scenario, EXPORTED_RUN.first_hand(0))
    assert recomputed.examples["discounted_rounds"] == hand


def test_a_hand_the_run_does_not_deal_cannot_be_exported() -> None:
    with pytest.raises(ExportError, match="no hand 1,201"):
        export_hand(SMALL_RUN, SMALL_RUN.rule_sets[0], SMALL_RUN.hands + 1)


def test_a_cancelled_run_stops() -> None:
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 2

    with pytest.raises(RunCancelled):
        run_comparison(replace(SMALL_RUN, hours=400), workers=1, cancelled=cancelled)
    assert len(asked) == 3


def test_a_cancelled_run_in_workers_stops() -> None:
    seen = []
    with pytest.raises(RunCancelled):
        run_comparison(replace(SMALL_RUN, hours=4000), workers=2,
                       progress=lambda done, total: seen.append(done),
                       cancelled=lambda: len(seen) > 1)
    assert seen[-1] < 500


@pytest.mark.parametrize(("change", "reason"), [
    ({"hours": 0}, "the length is from 1"),
    ({"rule_sets": ()}, "compare from 1 to 4"),
    ({"rule_sets": classic_rule_sets() + classic_rule_sets()[:1]}, "compare from 1 to 4"),
    ({"habits": Habits(seats=1)}, "from 2 to 12 seats"),
    ({"habits": Habits(break_minutes=0)}, "break minutes must be more than 0"),
    ({"habits": Habits(newcomer_posts=0.95)}, "add up to more than 1"),
])
def test_a_run_that_cannot_be_made_is_refused_with_its_reason(
        change: dict[str, object], reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        run_comparison(replace(SMALL_RUN, **change), workers=1)


def test_the_example_hand_of_a_figure_shows_it_when_exported() -> None:
    dead = SMALL_RUN.rule_sets[0]
    [figures] = run_comparison(replace(SMALL_RUN, rule_sets=(dead,)), workers=1)
    hand = figures.examples["dead_buttons"]
    last = export_hand(SMALL_RUN, dead, hand)["step"][-1]
    assert last["expect"]["dead_button"] is True
    earlier = export_hand(SMALL_RUN, dead, hand - 1)["step"]
    assert not any(step.get("expect", {}).get("dead_button") for step in earlier)

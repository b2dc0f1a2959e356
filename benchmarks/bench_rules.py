"""Deals per second of the rules core on a 10-seat table under random churn, per button rule.

Run: ``.venv/bin/python benchmarks/bench_rules.py`` (single process, one core). The churn is the
same random floor activity the property tests and the crash test use
(``devtools.simulate``): players stepping away and back, leaving, sitting down, moving,
busting, now and then new blinds; a little over half the floor actions are deals. Two figures: deals
per second of the time spent dealing (the target: at least 20,000 on one core), and deals per
second of the time spent in ``floorapp.rules.apply`` for every action, deals and events alike.

``--compare OTHER_TREE`` times this tree against another checkout of floorapp (a folder holding
its ``floorapp`` package, e.g. ``git archive 5018d52 floorapp | tar -x -C /tmp/rules-old``):
each tree in its own process, taking turns for a few rounds, both driven by this tree's churn
generator so that they deal the same kind of history; it prints the best rate of each and the
ratio this tree / other tree. The same history means the events both trees know: the list's
events (``pick-up``, ``lock``, a sit carrying a missed-blind button, ``devtools.simulate``'s
``LIST_EVENTS``) are left out of both when comparing, and dealt in the plain run.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parents[1]
DEALS = 20_000
TARGET = 20_000
RULES = ("dead", "moving", "simplified")


def load_churn() -> ModuleType:
    """This tree's churn generator, bound to whichever ``floorapp.rules`` is first on the path."""
    spec = importlib.util.spec_from_file_location(
        "bench_simulate", HERE / "devtools" / "simulate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def measure(
    rule_name: str, deals: int = DEALS, seed: int = 7, list_events: bool = True
) -> tuple[float, float, int]:
    """(deals per second of dealing time, deals per second of all actions' time, other
    events) for ``deals`` deals of churn (``list_events``: with the list's events, where the
    tree's rules core knows them)."""
    from floorapp.rules import ButtonRule, Refused, Sit, apply

    churn = load_churn()
    churn.LIST_EVENTS = churn.LIST_EVENTS and list_events
    rng = random.Random(seed)
    table = churn.starting_table(ButtonRule(rule_name), 10, 8, rng)
    dealt = events = 0
    dealing = everything = 0.0
    clock = time.perf_counter
    while dealt < deals:
        event = churn.plausible_event(rng, table, deal_weight=8)
        start = clock()
        try:
            applied = apply(table, event)
        except Refused:
            everything += clock() - start
            continue
        spent = clock() - start
        everything += spent
        table = applied.after
        if applied.deal is not None:
            dealt += 1
            dealing += spent
        else:
            events += 1
        if sum(1 for _, p in table.occupied() if p.present) < 4:
            for seat in table.seats:
                if seat.player is None:
                    table = apply(table, Sit(seat.number, "Refill", "wait")).after
    return deals / dealing, deals / everything, events


def rates_of(tree: Path, deals: int) -> dict[str, float]:
    """Deals per second of dealing time per rule, measured in a fresh process on ``tree``."""
    command = [sys.executable, __file__, "--tree", str(tree), "--deals", str(deals), "--json",
               "--common"]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    rates: dict[str, float] = json.loads(output)
    return rates


def compare(other: Path, deals: int, rounds: int) -> int:
    best: dict[Path, dict[str, float]] = {HERE: {}, other: {}}
    for _ in range(rounds):
        for tree in (HERE, other):
            for rule, rate in rates_of(tree, deals).items():
                best[tree][rule] = max(best[tree].get(rule, 0.0), rate)
    print(f"rules core, 10 seats, random churn of the events both trees know, {deals} deals "
          f"per rule, best of {rounds} alternating runs (deals/s of dealing time)")
    worst = float("inf")
    for rule in RULES:
        mine, theirs = best[HERE][rule], best[other][rule]
        worst = min(worst, mine / theirs)
        print(f"  {rule:<11} this tree {mine:>9,.0f}   {other} {theirs:>9,.0f}   "
              f"ratio {mine / theirs:.3f}")
    print(f"lowest ratio: {worst:.3f} (the fixes may cost at most 10 %: ratio >= 0.90)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=DEALS)
    parser.add_argument("--compare", type=Path, metavar="OTHER_TREE")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tree", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--common", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    sys.path.insert(0, str((arguments.tree or HERE).resolve()))
    if arguments.compare is not None:
        return compare(arguments.compare.resolve(), arguments.deals, arguments.rounds)
    if arguments.json:
        print(json.dumps({rule: measure(rule, arguments.deals, list_events=not arguments.common)[0]
                          for rule in RULES}))
        return 0
    print(f"rules core, 10 seats, random churn, {arguments.deals} deals per button rule "
          "(one core)")
    worst = float("inf")
    for rule in RULES:
        rate, overall, events = measure(rule, arguments.deals)
        worst = min(worst, rate)
        print(f"  {rule:<11} {rate:>9,.0f} deals/s of dealing time; {overall:>9,.0f} deals/s"
              f" counting the {events} other floor actions too")
    verdict = "meets" if worst >= TARGET else "misses"
    print(f"slowest rule: {worst:,.0f} deals/s, {verdict} the target of {TARGET:,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

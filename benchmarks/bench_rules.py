"""Deals per second of the rules core on a 10-seat table under random churn, per button rule.

Run: ``.venv/bin/python benchmarks/bench_rules.py`` (single process, one core). The churn is the
same random floor activity the property tests and the crash test use
(``floorapp.storage.simulate``): players stepping away and back, leaving, sitting down, moving,
busting, now and then new blinds; a little over half the floor actions are deals. Two figures: deals
per second of the time spent dealing (the target: at least 20,000 on one core), and deals per
second of the time spent in ``floorapp.rules.apply`` for every action, deals and events alike.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from floorapp.rules import ButtonRule, Refused, Sit, apply  # noqa: E402
from floorapp.storage.simulate import plausible_event, starting_table  # noqa: E402

DEALS = 20_000
TARGET = 20_000


def measure(rule: ButtonRule, deals: int = DEALS, seed: int = 7) -> tuple[float, float, int]:
    """(deals per second of dealing time, deals per second of all actions' time, other
    events) for ``deals`` deals of churn."""
    rng = random.Random(seed)
    table = starting_table(rule, 10, 8, rng)
    dealt = events = 0
    dealing = everything = 0.0
    clock = time.perf_counter
    while dealt < deals:
        event = plausible_event(rng, table, deal_weight=8)
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


def main() -> int:
    print(f"rules core, 10 seats, random churn, {DEALS} deals per button rule (one core)")
    worst = float("inf")
    for rule in ButtonRule:
        rate, overall, events = measure(rule)
        worst = min(worst, rate)
        print(f"  {rule.value:<11} {rate:>9,.0f} deals/s of dealing time; {overall:>9,.0f} deals/s"
              f" counting the {events} other floor actions too")
    verdict = "meets" if worst >= TARGET else "misses"
    print(f"slowest rule: {worst:,.0f} deals/s, {verdict} the target of {TARGET:,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

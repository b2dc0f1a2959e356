"""Simulated hands per minute of the house-rules advisor for one rule set, on one core and on
every core.

Run: ``.venv/bin/python benchmarks/bench_advisor.py [--hours 2000]``. One rule set (dead button,
make-up of every missed blind) on the default habits (a busy cash game); the run is played
once in this process (one core) and once shared among every core's worker process, start-up of
the workers included. Prints hands per minute for both, the speed-up, and whether the run on
every core meets the target of 1,000,000 simulated hands per minute. Both runs must give the
same figures (checked). Measure on a quiet machine: other busy processes share the cores. The
hands per minute of CPU time (the workers' included) change little with such sharing: on one
core it is what the core gives when nothing else runs, and on all cores against one it shows
what sharing the work among processes costs.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from floorapp.advisor import RuleSet, Run, run_comparison  # noqa: E402
from floorapp.rules import HouseRules  # noqa: E402

TARGET = 1_000_000
"""Simulated hands per minute for one rule set, on every core."""


def cpu_seconds() -> float:
    """CPU time of this process and of its finished worker processes."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def hands_per_minute(run: Run, workers: int) -> tuple[float, float, list[object]]:
    """Hands per minute of one run of ``run`` with ``workers`` processes, of the clock and of
    the CPU time used (this process and its workers, their start-up included), and its
    figures."""
    start, cpu = time.perf_counter(), cpu_seconds()
    results = run_comparison(run, workers)
    elapsed, cpu = time.perf_counter() - start, cpu_seconds() - cpu
    return run.hands * 60 / elapsed, run.hands * 60 / cpu, list(results)


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--hours", type=int, default=2000)
    options.add_argument("--seed", type=int, default=1)
    args = options.parse_args(argv)
    run = Run((RuleSet("dead button, make up all", HouseRules()),), hours=args.hours,
              seed=args.seed)
    cores = os.cpu_count() or 1
    print(f"advisor, one rule set, {run.hands:,} hands ({args.hours:,} hours, "
          f"{run.sessions} sessions), {cores} cores")
    one, one_cpu, alone = hands_per_minute(run, 1)
    print(f"  one core:   {one:>12,.0f} hands/min  ({one_cpu:,.0f} per minute of CPU time: "
          "what one core gives when nothing else runs)")
    every, every_cpu, shared = hands_per_minute(run, cores)
    print(f"  all cores:  {every:>12,.0f} hands/min  (speed-up {every / one:.2f}x over one core)")
    print(f"  all cores:  {every_cpu:>12,.0f} per minute of CPU time "
          f"({every_cpu / one_cpu:.0%} of one core's: the cost of sharing the work)")
    if shared != alone:
        print("  the two runs gave different figures: FAILED")
        return 1
    verdict = "meets" if every >= TARGET else "misses"
    print(f"all cores: {every:,.0f} hands/min, {verdict} the target of {TARGET:,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

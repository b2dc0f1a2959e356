"""``python -m floorapp.advisor``: compare sets of house rules on simulated play.

Prints the comparison as a table, writes it as CSV (``--csv``, default
``house-rules-comparison.csv``) and, with ``--charts DIR``, the charts as PNG files. Without
``--house`` it compares the classic choice: dead or moving button, make-up of every missed
blind or of the big blind only. ``--export-hand N --out FILE`` writes hand N of the same run
(under the house given first, or the ``--export-set``-th) as a scenario file instead: the table
lists, for each counted figure, the first hand that shows one. Exit status: 0 done, 2 bad
input, 130 interrupted.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import fields
from pathlib import Path
from typing import TextIO

from .charts import save_charts
from .compare import Run, run_comparison
from .export import ExportError, export_hand, to_toml, write_whole
from .habits import HABIT_HELP, Habits
from .houses import HouseFileError, classic_rule_sets, read_rule_set
from .report import as_csv, as_text, rows
from .session import RuleSet


def parser() -> argparse.ArgumentParser:
    """The command line's options."""
    commands = argparse.ArgumentParser(
        prog="python -m floorapp.advisor",
        description="What each set of blind rules costs, measured on simulated play.")
    commands.add_argument("--house", action="append", type=Path, default=[], metavar="FILE",
                          help="a house-rules TOML file (1 to 4; default: the classic four)")
    commands.add_argument("--hours", type=int, default=2000, help="hours of play (2000)")
    commands.add_argument("--seed", type=int, default=1, help="random seed (1)")
    commands.add_argument("--workers", type=int, default=None,
                          help="processes to use (default: every core)")
    commands.add_argument("--csv", type=Path, default=Path("house-rules-comparison.csv"),
                          help="CSV file to write (house-rules-comparison.csv)")
    commands.add_argument("--charts", type=Path, default=None, metavar="DIR",
                          help="write the charts as PNG files into DIR")
    commands.add_argument("--export-hand", type=int, default=None, metavar="N",
                          help="write hand N of the run as a scenario file (see --export-set)")
    commands.add_argument("--export-set", type=int, default=1, metavar="K",
                          help="export under the K-th set of house rules (1)")
    commands.add_argument("--out", type=Path, default=None, metavar="FILE",
                          help="file for --export-hand")
    commands.add_argument("--quiet", action="store_true", help="no progress bar")
    habits = commands.add_argument_group("players' habits (defaults: a busy cash game)")
    for field in fields(Habits):
        habits.add_argument("--" + field.name.replace("_", "-"), type=type(field.default),
                            default=field.default, metavar="X",
                            help=f"{HABIT_HELP[field.name]} ({field.default})")
    return commands


def main(argv: list[str] | None = None, out: TextIO | None = None,
         err: TextIO | None = None) -> int:
    """Run the command line; the exit status."""
    out, err = out or sys.stdout, err or sys.stderr
    options = parser().parse_args(argv)
    try:
        rule_sets = tuple(read_rule_set(path) for path in options.house) or classic_rule_sets()
    except HouseFileError as error:
        print(f"error: {error}", file=err)
        return 2
    habits = Habits(**{f.name: getattr(options, f.name) for f in fields(Habits)})
    run = Run(rule_sets, habits, options.hours, options.seed)
    problems = run.problems()
    if options.workers is not None and options.workers < 1:
        problems.append("--workers must be 1 or more")
    if problems:
        print("error: " + "; ".join(problems), file=err)
        return 2
    if options.export_hand is not None:
        if not 1 <= options.export_set <= len(rule_sets):
            print(f"error: --export-set is from 1 to {len(rule_sets)}", file=err)
            return 2
        return _export(run, rule_sets[options.export_set - 1], options.export_hand,
                       options.out, out, err)
    bar = None if options.quiet else ProgressBar(err)
    try:
        results = run_comparison(run, options.workers, bar)
    except KeyboardInterrupt:
        print("\ninterrupted", file=err)
        return 130
    table = rows(run, results)
    out.write(as_text(run, table))
    print("Any hand replays as a scenario file: the same options and --export-hand N --out "
          "FILE [--export-set K].", file=out)
    try:
        write_whole(options.csv, as_csv(run, table))
        print(f"CSV: {options.csv}", file=out)
        if options.charts is not None:
            for path in save_charts(run, results, options.charts):
                print(f"chart: {path}", file=out)
    except OSError as error:
        print(f"error: cannot write {error.filename}: {error.strerror}", file=err)
        return 2
    return 0


def _export(run: Run, rule_set: RuleSet, hand: int, path: Path | None, out: TextIO,
            err: TextIO) -> int:
    if path is None:
        print("error: --export-hand needs --out FILE", file=err)
        return 2
    try:
        document = export_hand(run, rule_set, hand)
        write_whole(path, to_toml(document))
    except ExportError as error:
        print(f"error: {error}", file=err)
        return 2
    except OSError as error:
        print(f"error: cannot write {path}: {error.strerror}", file=err)
        return 2
    print(f"hand {hand:,} under {rule_set.name}: {path}", file=out)
    return 0


class ProgressBar:
    """A one-line progress bar with the time left, redrawn at most ten times a second."""

    WIDTH = 30

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.started = time.monotonic()
        self.drawn = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if done < total and now - self.drawn < 0.1:
            return
        self.drawn = now
        filled = self.WIDTH * done // max(total, 1)
        left = ""
        if 0 < done < total:
            seconds = (now - self.started) * (total - done) / done
            left = f", about {int(seconds) // 60}m {int(seconds) % 60:02d}s left"
        line = f"\r[{'#' * filled}{'-' * (self.WIDTH - filled)}] {done}/{total} sessions{left}"
        self.stream.write(line.ljust(80))
        if done >= total:
            self.stream.write("\n")
        self.stream.flush()


if __name__ == "__main__":
    raise SystemExit(main())

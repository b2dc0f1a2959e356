"""The figures of a run as the rows of a comparison table, and as CSV.

Each row is one figure for every rule set, in English; the screen words the same rows through
Qt's translation by their key. The last rows give, for each counted figure, the first hand of
the run that shows one: ``python -m floorapp.advisor ... --export-hand N`` writes it as a
scenario file that the scenario runner replays.

Counts are given per 100 hands and per player-hour (an hour a player was dealt in: the
player-hands divided by the hands dealt an hour). Money is in big blinds of the rule set's own
house, so houses with different blinds compare.
"""

from __future__ import annotations

import csv
import io
import textwrap
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .compare import Run
from .session import RuleSet
from .tally import EXAMPLE_KEYS, Figures


@dataclass(frozen=True)
class Row:
    """One figure of the comparison: its key, English label, and one value per rule set."""

    key: str
    label: str
    values: tuple[float | None, ...]
    decimals: int = 2

    def shown(self, index: int) -> str:
        """The value for one rule set as the table shows it (a dash when there is none)."""
        value = self.values[index]
        return "–" if value is None else f"{value:,.{self.decimals}f}"


COUNTS: tuple[tuple[str, str], ...] = (
    ("last_twice", "Last action twice running"),
    ("first_twice", "First action twice running"),
    ("dead_buttons", "Dead buttons"),
    ("discounted_rounds", "Rounds played at a discount"),
    ("missed", "Missed-blind buttons placed"),
    ("made_up", "Missed blinds made up"),
    ("forgiven", "Missed blinds cleared without a make-up"),
    ("move_posts", "Seat changes that cost a post"),
)
"""Figures counted per 100 hands and per player-hour: (key, English label)."""


PERCENT_NOTES: dict[str, str] = {
    "house_blinds": (
        "% of the house's blinds: blinds posted in their places (not make-ups or posts) against "
        "the house's blinds of every hand dealt; the moving button's extra blinds lift it above "
        "100 %, dead small blinds keep it below."),
    "fair_share": (
        "% of the fair share: each hand's blinds split evenly among the players dealt in; "
        "make-ups, posts and extra blinds lift a seat above 100 %."),
}
"""What a percentage of the comparison is a percentage of: note -> its English words."""


def percent_note(key: str) -> str | None:
    """The note (a key of :data:`PERCENT_NOTES`) that explains the row ``key``, if any."""
    if key == "position_paid":
        return "house_blinds"
    if key in ("over_fair", "seat_gap") or key.startswith("seat_"):
        return "fair_share"
    return None


def percentile(counts: Counter[int], share: float) -> float | None:
    """The smallest value at or below which ``share`` of the counted cases lie (nearest
    rank); None when nothing was counted."""
    total = sum(counts.values())
    if not total:
        return None
    rank = share * total
    seen = 0
    for value in sorted(counts):
        seen += counts[value]
        if seen >= rank:
            return float(value)
    raise AssertionError("unreachable")


def fair_shares(figures: Figures, rule_set: RuleSet) -> dict[int, Fraction]:
    """Seat -> its fair share of the blinds, in chips: each hand's blinds split evenly among
    the players dealt in."""
    blinds = sum(rule_set.house.blinds)
    fair: dict[int, Fraction] = {}
    for dealt, hands in figures.deals_by_dealt.items():
        share = Fraction(blinds * hands, len(dealt))
        for seat in dealt:
            fair[seat] = fair.get(seat, Fraction(0)) + share
    return fair


def rows(run: Run, results: Sequence[Figures]) -> list[Row]:
    """Every figure of the comparison, in the order the table shows them."""
    hph = run.habits.hands_per_hour
    big = [rule_set.house.big_blind for rule_set in run.rule_sets]
    fair = [fair_shares(f, rule_set) for f, rule_set in zip(results, run.rule_sets, strict=True)]

    def each(value: Callable[[int, Figures], float | None], decimals: int = 2) -> tuple[
            tuple[float | None, ...], int]:
        return tuple(value(i, f) for i, f in enumerate(results)), decimals

    def per(count: float, base: float, scale: float = 1.0) -> float | None:
        return count * scale / base if base else None

    table: list[Row] = [
        Row("hands", "Hands dealt", *each(lambda i, f: f.hands, 0)),
        Row("not_dealt", "Hands not dealt: fewer than two players",
            *each(lambda i, f: f.not_dealt, 0)),
        Row("player_hours", "Player-hours dealt in", *each(lambda i, f: f.dealt / hph, 0)),
    ]
    for key, label in COUNTS:
        counts = [(getattr(f, key), f) for f in results]
        table.append(Row(f"{key}_per_100", f"{label}, per 100 hands",
                         tuple(per(count, f.hands, 100) for count, f in counts)))
        table.append(Row(f"{key}_per_hour", f"{label}, per player-hour",
                         tuple(per(count, f.dealt / hph) for count, f in counts), 3))
    table += [
        Row("discounted_share", "Rounds played at a discount, % of whole rounds",
            *each(lambda i, f: per(f.discounted_rounds, f.rounds, 100), 1)),
        Row("position_paid", "Blinds posted in position, % of the house's blinds", *each(
            lambda i, f: per(f.position_paid, f.hands * sum(run.rule_sets[i].house.blinds), 100),
            1)),
        Row("discount_per_100", "Blinds skipped in discounted rounds, big blinds per 100 hands",
            *each(lambda i, f: per(f.discount_money, f.hands * big[i], 100))),
        Row("dead_money_per_100", "Dead money made up into pots, big blinds per 100 hands",
            *each(lambda i, f: per(f.dead_money, f.hands * big[i], 100))),
        Row("new_wait_median", "Hands a new player sits out before a first hand, median",
            *each(lambda i, f: percentile(f.new_waits, 0.5), 1)),
        Row("new_wait_p90", "Hands a new player sits out before a first hand, 90th percentile",
            *each(lambda i, f: percentile(f.new_waits, 0.9), 1)),
        Row("back_wait_median", "Hands a returning player sits out before being dealt in, median",
            *each(lambda i, f: percentile(f.back_waits, 0.5), 1)),
        Row("back_wait_p90",
            "Hands a returning player sits out before being dealt in, 90th percentile",
            *each(lambda i, f: percentile(f.back_waits, 0.9), 1)),
        Row("move_posts_share", "Seat changes that cost a post, % of seat changes",
            *each(lambda i, f: per(f.move_posts, f.moves, 100), 1)),
        Row("paid_per_hour", "Blinds and posts paid, big blinds per player-hour",
            *each(lambda i, f: per(sum(f.paid.values()), f.dealt / hph * big[i]))),
        Row("fair_per_hour", "Fair share of the blinds, big blinds per player-hour",
            *each(lambda i, f: per(float(sum(fair[i].values())), f.dealt / hph * big[i]))),
        Row("over_fair", "Paid above the fair share, %", *each(
            lambda i, f: _over(sum(f.paid.values()), sum(fair[i].values(), Fraction(0))), 1)),
        Row("seat_gap", "Largest gap of a seat from its fair share, %", *each(
            lambda i, f: max((abs(o) for o in _seat_overs(f, fair[i]).values()), default=None),
            1)),
    ]
    for seat, values in enumerate(zip(*seat_costs(run, results), strict=True), start=1):
        table.append(Row(f"seat_{seat}", f"Seat {seat}: blinds paid, % of its fair share",
                         values, 1))
    labels = dict(COUNTS)
    for key in EXAMPLE_KEYS:
        table.append(Row(f"example_{key}", f"First hand showing it: {labels[key]}", tuple(
            None if key not in f.examples else float(f.examples[key]) for f in results), 0))
    return table


def _over(paid: int, fair: Fraction) -> float | None:
    return float((paid - fair) * 100 / fair) if fair else None


def _percent(paid: int, fair: Fraction) -> float | None:
    return float(paid * 100 / fair) if fair else None


def _seat_overs(figures: Figures, fair: dict[int, Fraction]) -> dict[int, float]:
    return {seat: float((figures.paid[seat] - share) * 100 / share)
            for seat, share in fair.items() if share}


def seat_costs(run: Run, results: Sequence[Figures]) -> list[list[float | None]]:
    """For each rule set, each seat's blinds paid as a % of its fair share (the chart)."""
    found = []
    for figures, rule_set in zip(results, run.rule_sets, strict=True):
        fair = fair_shares(figures, rule_set)
        found.append([_percent(figures.paid[seat], fair.get(seat, Fraction(0)))
                      for seat in range(1, run.habits.seats + 1)])
    return found


def as_text(run: Run, table: Sequence[Row]) -> str:
    """The comparison as a plain-text table, one column per rule set, then what its
    percentages are percentages of."""
    names = [rule_set.name for rule_set in run.rule_sets]
    label_width = max(len(row.label) for row in table)
    widths = [max(len(name), 10, *(len(row.shown(i)) for row in table))
              for i, name in enumerate(names)]
    lines = [" " * label_width + "".join(f"  {name:>{w}}" for name, w in zip(names, widths,
                                                                           strict=True))]
    for row in table:
        cells = "".join(f"  {row.shown(i):>{w}}" for i, w in enumerate(widths))
        lines.append(f"{row.label:<{label_width}}{cells}")
    notes = dict.fromkeys(note for row in table if (note := percent_note(row.key)))
    if notes:
        lines.append("")
        lines += [textwrap.fill(PERCENT_NOTES[note], 100, subsequent_indent="  ")
                  for note in notes]
    return "\n".join(lines) + "\n"


def as_csv(run: Run, table: Sequence[Row], labels: Callable[[Row], str] | None = None) -> str:
    """The comparison as CSV: a header (figure, its key, each rule set's name) and one line
    per figure, values with full precision and empty where there is none."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["figure", "key", *(rule_set.name for rule_set in run.rule_sets)])
    for row in table:
        label = labels(row) if labels else row.label
        writer.writerow([label, row.key,
                         *("" if value is None else repr(value) for value in row.values)])
    return out.getvalue()

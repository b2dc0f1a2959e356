"""The comparison's charts, drawn with matplotlib on plain :class:`Figure` objects.

No pyplot and no backend here: the command line saves the figures as PNG, the screen shows the
same figures in Qt through matplotlib's QtAgg canvas. Every word on a chart comes from a
:class:`ChartWords` (English by default; the screen passes its translations).
"""

from __future__ import annotations

import textwrap
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from matplotlib.artist import Artist
from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from .compare import Run
from .report import seat_costs
from .tally import Figures

SIZE = (7.0, 4.2)
"""Inches; at the default 100 dpi a PNG of 700 x 420 pixels."""
TICK_LINE = 12
"""Characters on one line of a tick's label (longer ones wrap, so neighbours never touch)."""


LEGEND_LINE = 26
"""Characters on one line of a legend's entry (two entries side by side fit 700 pixels and the
advisor's window at 800 x 480)."""


def legend_below(figure: Figure, entries: Sequence[tuple[Artist, str]] | None = None) -> None:
    """The legend under the axes, outside them, two entries a row: it never covers a bar or a
    line, whatever the figure's size (the constrained layout makes room for it). By default
    one entry per labelled bar or line."""
    if entries is None:
        handles, labels = figure.axes[0].get_legend_handles_labels()
        entries = list(zip(handles, labels, strict=True))
    figure.legend([handle for handle, _ in entries],
                  [textwrap.fill(label, LEGEND_LINE) for _, label in entries],
                  loc="outside lower center", ncols=min(2, len(entries)), fontsize="small")


@dataclass(frozen=True)
class ChartWords:
    """Every word the charts show."""

    seat_cost_title: str = "Blind cost per seat"
    seat_axis: str = "Seat"
    fair_axis: str = "Blinds paid, % of the fair share"
    fair_line: str = "Fair share"
    waits_title: str = "Waits before a first hand"
    waits_axis: str = "Hands sat out before being dealt in"
    share_axis: str = "Players dealt in by then, %"
    new_players: str = "new"
    returning_players: str = "returning"
    last_action_title: str = "Last action twice and other costs"
    per_100_axis: str = "Per 100 hands"
    last_twice: str = "Last action twice"
    first_twice: str = "First action twice"
    discounted: str = "Discounted rounds"
    dead_buttons: str = "Dead buttons"


def seat_cost_chart(run: Run, results: Sequence[Figures], words: ChartWords) -> Figure:
    """Grouped bars: each seat's blinds paid as a % of its fair share, one colour per set."""
    figure = Figure(figsize=SIZE, layout="constrained")
    axes = figure.add_subplot()
    seats = list(range(1, run.habits.seats + 1))
    costs = seat_costs(run, results)
    width = 0.8 / len(costs)
    for index, (rule_set, values) in enumerate(zip(run.rule_sets, costs, strict=True)):
        offsets = [seat - 0.4 + width * (index + 0.5) for seat in seats]
        axes.bar(offsets, [v if v is not None else 0.0 for v in values], width,
                 label=rule_set.name)
    axes.axhline(100.0, color="black", linewidth=1, linestyle="--", label=words.fair_line)
    low = min((v for values in costs for v in values if v is not None), default=100.0)
    high = max((v for values in costs for v in values if v is not None), default=100.0)
    margin = max(2.0, (high - low) * 0.3)
    axes.set_ylim(min(low, 100.0) - margin, max(high, 100.0) + margin)
    axes.set_xticks(seats)
    axes.set_title(words.seat_cost_title)
    axes.set_xlabel(words.seat_axis)
    axes.set_ylabel(words.fair_axis)
    legend_below(figure)
    return figure


def _cumulative(waits: Counter[int], upto: int) -> list[float]:
    total = sum(waits.values())
    shares, seen = [], 0
    for hands in range(upto + 1):
        seen += waits.get(hands, 0)
        shares.append(100.0 * seen / total if total else 0.0)
    return shares


def waits_chart(run: Run, results: Sequence[Figures], words: ChartWords) -> Figure:
    """Steps: the share of new (solid) and returning (dashed) players dealt in within so many
    hands, one colour per set."""
    figure = Figure(figsize=SIZE, layout="constrained")
    axes = figure.add_subplot()
    longest = max((max(w, default=0) for f in results for w in (f.new_waits, f.back_waits)),
                  default=0)
    upto = max(longest, 1)
    hands = list(range(upto + 1))
    colours = [f"C{index}" for index in range(len(results))]
    entries: list[tuple[Artist, str]] = []
    for index, (rule_set, figures, colour) in enumerate(
            zip(run.rule_sets, results, colours, strict=True)):
        width = 3.5 - 0.8 * index  # lines that coincide stay visible, the later ones inside
        new = axes.step(hands, _cumulative(figures.new_waits, upto), where="post", color=colour,
                        linewidth=width)
        axes.step(hands, _cumulative(figures.back_waits, upto), where="post", color=colour,
                  linewidth=width, linestyle="--")
        entries.append((new[0], rule_set.name))
    # One entry per set (its colour), then one per kind of player (its line style).
    entries += [(Line2D([], [], color="grey"), words.new_players),
                (Line2D([], [], color="grey", linestyle="--"), words.returning_players)]
    axes.set_ylim(0, 101)
    axes.set_title(words.waits_title)
    axes.set_xlabel(words.waits_axis)
    axes.set_ylabel(words.share_axis)
    legend_below(figure, entries)
    return figure


def last_action_chart(run: Run, results: Sequence[Figures], words: ChartWords) -> Figure:
    """Grouped bars per 100 hands: last action twice, first action twice, discounted rounds,
    dead buttons; one colour per set."""
    figure = Figure(figsize=SIZE, layout="constrained")
    axes = figure.add_subplot()
    measures = (("last_twice", words.last_twice), ("first_twice", words.first_twice),
                ("discounted_rounds", words.discounted), ("dead_buttons", words.dead_buttons))
    width = 0.8 / len(results)
    for index, (rule_set, figures) in enumerate(zip(run.rule_sets, results, strict=True)):
        values = [100.0 * getattr(figures, key) / figures.hands if figures.hands else 0.0
                  for key, _ in measures]
        offsets = [m - 0.4 + width * (index + 0.5) for m in range(len(measures))]
        axes.bar(offsets, values, width, label=rule_set.name)
    axes.set_xticks(range(len(measures)),
                    [textwrap.fill(label, TICK_LINE) for _, label in measures])
    axes.set_title(words.last_action_title)
    axes.set_ylabel(words.per_100_axis)
    legend_below(figure)
    return figure


CHARTS = (
    ("blind-cost-per-seat", seat_cost_chart),
    ("waits-before-first-hand", waits_chart),
    ("last-action-twice", last_action_chart),
)
"""(file name without .png, drawing function) of every chart."""


def save_charts(run: Run, results: Sequence[Figures], folder: Path,
                words: ChartWords | None = None) -> list[Path]:
    """Write every chart as a PNG in ``folder`` (made if missing); the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, draw in CHARTS:
        path = folder / f"{name}.png"
        draw(run, results, words or ChartWords()).savefig(path, dpi=100)
        written.append(path)
    return written

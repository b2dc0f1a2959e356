"""The house-rules advisor: what each set of blind rules costs, measured on simulated play.

Pure Python on the rules core (no Qt, no files but the ones asked for): :class:`Run` names the
rule sets, the players' :class:`Habits`, the length and the seed; :func:`run_comparison`
plays it (on every core) and gives each rule set's :class:`Figures`; :func:`rows` turns them
into the comparison table; :mod:`floorapp.advisor.charts` draws it; :func:`export_hand` makes
any simulated hand a scenario file the scenario runner replays.
"""

from .compare import Run, RunCancelled, run_comparison
from .export import ExportError, export_hand, figures_from_scenario, to_toml
from .habits import SESSION_HOURS, STILL_HABITS, Habits
from .houses import HouseFileError, classic_rule_sets, read_rule_set, rule_set_from
from .report import Row, as_csv, as_text, rows
from .session import RuleSet
from .tally import Figures

__all__ = [
    "ExportError", "Figures", "Habits", "HouseFileError", "Row", "RuleSet", "Run",
    "RunCancelled", "SESSION_HOURS", "STILL_HABITS", "as_csv", "as_text", "classic_rule_sets",
    "export_hand", "figures_from_scenario", "read_rule_set", "rows", "rule_set_from",
    "run_comparison", "to_toml",
]

"""Scenario files: a table, floor events and deals, and what each deal must produce.

The same TOML files are the acceptance tests of the rules core, the training lessons and the
export format of a table's history. The format is documented in ``docs/SCENARIOS.md``.
"""

from .checks import InvalidScenario
from .loader import Scenario, load_scenario, parse_scenario, read_document
from .runner import DealReport, FileReport, run_file, run_scenario
from .steps import Step

__all__ = [
    "DealReport", "FileReport", "InvalidScenario", "Scenario", "Step", "load_scenario",
    "parse_scenario", "read_document", "run_file", "run_scenario",
]

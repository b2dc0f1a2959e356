"""Replaying a scenario through the rules core and comparing every expectation."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floorapp.rules import Deal, Refused, Table, apply

from .checks import InvalidScenario
from .loader import Scenario, parse_scenario, read_document


@dataclass(frozen=True)
class DealReport:
    """What one deal (or one refused step) gave, and how it compares with the file."""

    step: int
    deal_number: int | None
    """1-based count of deals made in the file; None for a refused step."""
    deal: Deal | None
    error: str | None
    checked: bool
    mismatches: tuple[str, ...]

    @property
    def ok(self) -> bool | None:
        """True or False when the step had expectations, None otherwise."""
        return None if not self.checked else not self.mismatches


@dataclass
class FileReport:
    """The outcome of one file: its deals, or why it is not a valid scenario."""

    path: Path
    title: str = ""
    reports: list[DealReport] = field(default_factory=list)
    invalid: str | None = None
    final_table: Table | None = None

    @property
    def mismatches(self) -> list[str]:
        """Every mismatch, as "deal N: key: expected X, got Y" lines."""
        return [m for report in self.reports for m in report.mismatches]

    @property
    def passed(self) -> bool:
        """Valid and every expectation met."""
        return self.invalid is None and not self.mismatches


def run_file(path: Path) -> FileReport:
    """Load and replay one file (a table's scenario, a room scenario: :mod:`.room`, or an
    event scenario: :mod:`.event_replay`). Never raises for a bad file: the report says what
    is wrong."""
    from .event_file import is_event_scenario
    from .event_replay import run_event_document
    from .room import is_room_scenario, run_room_document

    try:
        document = read_document(path)
        if is_event_scenario(document):
            event_report: FileReport = run_event_document(document, path)
            return event_report
        if is_room_scenario(document):
            room_report: FileReport = run_room_document(document, path)
            return room_report
        scenario = parse_scenario(document)
    except InvalidScenario as error:
        return FileReport(path, invalid=str(error))
    report = run_scenario(scenario)
    report.path = path
    return report


def run_scenario(scenario: Scenario) -> FileReport:
    """Replay every step; a refused step is an outcome, and the replay goes on."""
    report = FileReport(Path(""), title=scenario.title)
    table = scenario.table
    deals = 0
    for step in scenario.steps:
        try:
            applied = apply(table, step.event)
        except Refused as refusal:
            report.reports.append(_refusal_report(step.number, refusal, step.expect_error))
            continue
        table = applied.after
        mismatches: list[str] = []
        if step.expect_error is not None:
            mismatches.append(
                f"step {step.number}: expected refusal {step.expect_error}, but it was applied"
            )
        if applied.deal is None:
            if mismatches:
                report.reports.append(DealReport(step.number, None, None, None, True,
                                                 tuple(mismatches)))
            continue
        deals += 1
        if step.expect is not None:
            mismatches += compare(applied.deal, step.expect, deals)
        checked = step.expect is not None or step.expect_error is not None
        report.reports.append(
            DealReport(step.number, deals, applied.deal, None, checked, tuple(mismatches))
        )
    report.final_table = table
    return report


def _refusal_report(step: int, refusal: Refused, expected: str | None) -> DealReport:
    mismatches: tuple[str, ...] = ()
    if expected is None:
        mismatches = (f"step {step}: unexpected refusal {refusal}",)
    elif expected != refusal.code:
        mismatches = (f"step {step}: expected refusal {expected}, got {refusal.code}",)
    return DealReport(step, None, None, refusal.code.value, True, mismatches)


def deal_facts(deal: Deal) -> dict[str, Any]:
    """The keys of a deal as the scenario format names them (JSON-ready)."""
    return {
        "button": deal.button,
        "dead_button": deal.dead_button,
        "small_blind": deal.small_blind,
        "dead_small_blind": deal.dead_small_blind,
        "big_blind": deal.big_blind,
        "third_blind": deal.third_blind,
        "posts": {str(p.seat): {"live": p.live, "dead": p.dead} for p in deal.posts},
        "dealt": sorted(deal.dealt),
        "first_to_act": deal.first_to_act,
        "missed": {str(seat): missed.value for seat, missed in deal.missed},
        "lockup": sorted(deal.lockup),
        "waiting": sorted(seat for seat, _ in deal.waiting),
        "pick_ups": sorted(deal.pick_ups),
        "reasons": {str(seat): list(rules) for seat, rules in deal.reasons().items()},
    }


def compare(deal: Deal, expect: dict[str, Any], number: int) -> list[str]:
    """Every expected key the deal does not meet, as readable lines."""
    facts = deal_facts(deal)
    problems = []
    for key, wanted in expect.items():
        got = facts[key]
        if key == "posts":
            wanted = {
                seat: {"live": post.get("live", 0), "dead": post.get("dead", 0)}
                for seat, post in wanted.items()
            }
        elif key in ("dealt", "lockup", "waiting", "pick_ups"):
            wanted = sorted(wanted)
        if wanted != got:
            problems.append(f"deal {number}: {key}: expected {_show(wanted)}, got {_show(got)}")
    return problems


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {_show(v)}" for k, v in sorted(
            value.items(), key=lambda item: int(item[0]) if item[0].isdigit() else 0)) + "}"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)

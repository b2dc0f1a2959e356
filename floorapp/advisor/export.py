"""Any simulated hand as a scenario file that ``python -m floorapp.scenario`` replays.

The file holds the hand's whole session up to that hand: the table it started from, every
floor event and every deal, each deal with what it gave as ``expect``; the last deal is the
hand asked for. The document is replayed through the scenario loader and runner before it is
returned, so an export that would not give the simulated deals is never handed out.

The same module reads figures back from such files (:func:`figures_from_scenario`): the
acceptance check that a run's figures are those of its histories.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

import tomli_w

from floorapp.rules import Away, Back, Deal, DealHand, ErrorCode, Event, Leave, Move, Sit
from floorapp.scenario import InvalidScenario, Scenario, parse_scenario, run_scenario
from floorapp.scenario.runner import deal_facts

from .compare import Run
from .script import draw_script, session_seed
from .session import History, RuleSet, play_session, start_document
from .tally import Figures, Tally


class ExportError(RuntimeError):
    """The hand cannot be exported (no such hand, or the export would not replay)."""


def session_history(run: Run, rule_set: RuleSet, session: int,
                    hands: int | None = None) -> tuple[dict[str, Any], History, Figures]:
    """(start document, history, figures) of one session of ``run`` under ``rule_set``,
    up to its ``hands``-th hand when given."""
    script = draw_script(run.habits, run.session_hands(session), session_seed(run.seed, session))
    history: History = []
    figures = play_session(rule_set.house, script, run.first_hand(session), history, hands)
    title = f"{rule_set.name}: session {session + 1} of the run (seed {run.seed})"
    return start_document(rule_set.house, script, title), history, figures


def export_hand(run: Run, rule_set: RuleSet, hand: int) -> dict[str, Any]:
    """The scenario (a TOML-ready dict) that replays hand number ``hand`` of ``run`` under
    ``rule_set``. Raises :class:`ExportError` for a hand the run does not deal."""
    if not 1 <= hand <= run.hands:
        raise ExportError(f"the run deals hands 1 to {run.hands:,}: there is no hand {hand:,}")
    session, hands = run.session_of(hand)
    document, history, _ = session_history(run, rule_set, session, hands)
    return history_document(document, history, run.first_hand(session), hand)


def export_session(run: Run, rule_set: RuleSet, session: int) -> dict[str, Any]:
    """The scenario of a whole session of ``run`` under ``rule_set``."""
    document, history, _ = session_history(run, rule_set, session)
    last = run.first_hand(session) + run.session_hands(session) - 1
    return history_document(document, history, run.first_hand(session), last)


def history_document(start: dict[str, Any], history: History, first_hand: int,
                     last_hand: int) -> dict[str, Any]:
    """A session's history as a scenario document, checked by replaying it."""
    document = dict(start)
    document["notes"] = (
        f"Hands {first_hand:,} to {last_hand:,} of a simulated run, one deal step each; the "
        f"last deal is hand {last_hand:,}. Every deal carries what the simulation dealt.")
    document["step"] = [_step(event, outcome) for event, outcome in history]
    _check(document, [deal for _, deal in history if isinstance(deal, Deal)])
    return document


def to_toml(document: dict[str, Any]) -> str:
    """A scenario document as TOML text."""
    return tomli_w.dumps(document)


def _step(event: Event, deal: Deal | str | None) -> dict[str, Any]:
    if isinstance(event, DealHand):
        if isinstance(deal, str):
            return {"do": "deal", "expect_error": deal}
        assert deal is not None
        facts = deal_facts(deal)
        del facts["reasons"]
        return {"do": "deal", "expect": {k: v for k, v in facts.items() if v is not None}}
    if isinstance(event, Sit):
        return {"do": "sit", "seat": event.seat, "name": event.name, "choice": event.choice}
    if isinstance(event, Back):
        return {"do": "back", "seat": event.seat, "choice": event.choice}
    if isinstance(event, Move):
        return {"do": "move", "from": event.from_seat, "to": event.to_seat,
                "choice": event.choice}
    if isinstance(event, Away | Leave):
        return {"do": event.kind, "seat": event.seat}
    raise ExportError(f"the simulation does not make '{event.kind}' steps")


def _check(document: dict[str, Any], deals: list[Deal]) -> None:
    try:
        scenario = parse_scenario(tomllib.loads(to_toml(document)))
    except InvalidScenario as error:
        raise ExportError(f"the export is not a valid scenario: {error}") from None
    report = run_scenario(scenario)
    made = [r.deal for r in report.reports if r.deal is not None]
    if not report.passed or made != deals:
        raise ExportError(f"the export does not replay: {report.mismatches[:3]}")


def figures_from_scenario(scenario: Scenario, first_hand: int = 1) -> Figures:
    """The figures of an exported history, from the deals the scenario runner makes of it."""
    report = run_scenario(scenario)
    refused = {r.step: r.error for r in report.reports if r.error is not None}
    deals = {r.step: r.deal for r in report.reports if r.deal is not None}
    table = scenario.table
    if table.last is None:
        raise ExportError("an advisor history starts from a table with last hand's positions")
    players = {seat: player.name for seat, player in table.occupied()}
    tally = Tally(table.house, table.size, players, table.last.button, first_hand)
    for step in scenario.steps:
        deal = deals.get(step.number)
        if deal is not None:
            tally.deal(deal)
        elif refused.get(step.number) == ErrorCode.NOT_ENOUGH_PLAYERS.value:
            tally.no_deal()
        elif step.number in refused:
            raise ExportError(f"step {step.number} is refused: {refused[step.number]}")
        else:
            tally.event(step.event)
    return tally.figures


def write_whole(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all (a ``.partial`` file beside it, renamed
    into place): a file the advisor writes is never left half-written."""
    partial = path.with_name(path.name + ".partial")
    try:
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)

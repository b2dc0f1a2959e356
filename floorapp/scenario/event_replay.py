"""Replaying an event scenario (``kind = "event"``) through :mod:`floorapp.tournament` and
comparing every expectation (docs/SCENARIOS.md, event scenarios)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from floorapp.tournament import (
    Applied,
    Event,
    EventRefused,
    MoveOffer,
    Offer,
    TDeal,
    apply,
    halted,
    offer,
    reading,
)

from .checks import InvalidScenario
from .event_file import EVENT_START, EventScenario, EventStep, parse_event, seconds

CLOCK_TIMES = {"left", "next_level_in", "next_break_in", "registration_closes_in"}
"""The keys of a ``clock`` expectation that are times (seconds, or ``"H:MM:SS"`` in the file)."""


def run_event_document(data: dict[str, Any], path: Path) -> Any:
    """Replay an event scenario document; the runner's file report."""
    from .runner import FileReport

    try:
        scenario = parse_event(data)
    except InvalidScenario as invalid:
        return FileReport(path, invalid=str(invalid))
    return run_event_scenario(scenario, path)


def run_event_scenario(scenario: EventScenario, path: Path) -> Any:
    """Replay a parsed event scenario; the runner's file report."""
    from .runner import DealReport, FileReport

    report = FileReport(path, title=scenario.title)
    event = scenario.event
    now = EVENT_START
    for step in scenario.steps:
        applied: Applied | None = None
        error: str | None = None
        now = now if step.at is None else step.at
        if step.action is not None:
            try:
                applied = apply(event, step.action, step.at)
                event = applied.after
            except EventRefused as refusal:
                error = refusal.code.value
        try:
            mismatches = check_step(step, event, applied, error, now)
        except InvalidScenario as invalid:
            return FileReport(path, invalid=str(invalid))
        checked = bool(step.expect) or step.expect_error is not None
        report.reports.append(DealReport(step.number, None, None, error, checked,
                                         tuple(mismatches)))
    return report


def check_step(step: EventStep, event: Event, applied: Applied | None,
               error: str | None, now: float = EVENT_START) -> list[str]:
    """Every expectation of ``step`` the event (after it, and its clock at ``now``: the
    step's time or the last one given) does not meet."""
    where = f"step {step.number}"
    if error != step.expect_error:
        return [f"{where}: expected {step.expect_error or 'no refusal'}, got "
                f"{error or 'no refusal'}"]
    found: list[str] = []
    for key, wanted in step.expect.items():
        got = _fact(key, event, applied) if key not in CLOCK_FACTS else _clock_fact(
            key, event, now)
        wanted = _normal(wanted)
        if key == "clock" and isinstance(wanted, dict):
            wanted = {k: seconds(v, f"clock {k}", step.number)
                      if k in CLOCK_TIMES and v != "none" else v
                      for k, v in wanted.items()}
        if key == "deal" and isinstance(wanted, dict) and isinstance(wanted.get("posts"), dict):
            wanted["posts"] = {seat: {"live": post.get("live", 0), "dead": post.get("dead", 0)}
                               if isinstance(post, dict) else post
                               for seat, post in wanted["posts"].items()}
        got = _restricted(got, wanted, key)
        if wanted != got:
            found.append(f"{where}: {key}: expected {wanted}, got {got}")
    return found


EXACT = {"posts", "reasons", "places", "draw", "buttons"}
"""Expectations compared whole; the others are compared on the keys the file names."""


def _restricted(got: Any, wanted: Any, key: str) -> Any:
    """``got`` cut down to the keys ``wanted`` names, at every level, except under
    :data:`EXACT` keys."""
    if key in EXACT or not isinstance(got, dict) or not isinstance(wanted, dict):
        return got
    return {k: _restricted(got.get(k), wanted[k], k) for k in wanted}


def _normal(value: Any) -> Any:
    """Keys as text, lists in order as written (seat lists sorted)."""
    if isinstance(value, dict):
        return {str(k): _normal(v) for k, v in value.items()}
    if isinstance(value, list) and all(isinstance(v, int) for v in value):
        return sorted(value)
    return value


CLOCK_FACTS = {"clock", "level", "registration"}
"""The expectations read from the clock at the step's time."""


def _clock_fact(key: str, event: Event, now: float) -> Any:
    shown = reading(event, now)
    if key == "level":
        return shown.level.number
    if key == "registration":
        return "open" if shown.registration_open else "closed"
    return {
        "stage": shown.stage, "level": shown.level.number, "left": _time(shown.left),
        "started": shown.started, "running": shown.running, "finished": shown.finished,
        "on_break": shown.on_break, "break_name": shown.break_name,
        "next_level": "none" if shown.next_level is None else shown.next_level.number,
        "next_level_in": _time(shown.next_level_in),
        "next_break_in": _time(shown.next_break_in),
        "registration_closes_in": _time(shown.registration_closes_in),
    }


def _time(value: float | None) -> Any:
    """A time of the clock as the file compares it: whole seconds, or "none"."""
    return "none" if value is None else value


def _fact(key: str, event: Event, applied: Applied | None) -> Any:
    match key:
        case "deal":
            return None if applied is None or applied.deal is None else deal_facts(applied.deal)
        case "offer":
            return offer_facts(offer(event))
        case "moved":
            return None if applied is None else offer_facts(applied.move)
        case "seats":
            return {str(t.number): {str(s.number): "" if s.player is None else s.player.name
                                    for s in t.table.seats} for t in event.tables}
        case "players":
            return {str(t.number): t.players for t in event.tables}
        case "tables":
            return [t.number for t in event.tables]
        case "places":
            return {f.name: f.place for f in event.finishes}
        case "halted":
            return list(halted(event))
        case "playing":
            done = event.hand_for_hand.done if event.hand_for_hand else frozenset()
            return [t.number for t in event.tables if t.number not in done]
        case "draw":
            draw = None if applied is None else applied.draw
            return {} if draw is None else {p.name: f"{p.to_table}-{p.to_seat}"
                                            for p in draw.placed}
        case "buttons":
            draw = None if applied is None else applied.draw
            return {} if draw is None else {str(t): seat for t, seat in draw.buttons}
        case "joiners":
            return {str(t.number): [s for s, p in t.occupied() if p.new] for t in event.tables}
        case "absent":
            return {str(t.number): [s for s, p in t.occupied() if not p.present]
                    for t in event.tables}
        case "penalties":
            return {event.entrant(who).name: left for who, left in event.penalties if left}
    raise InvalidScenario(f"unknown expectation {key!r}")


def deal_facts(deal: TDeal) -> dict[str, Any]:
    """The keys of a tournament deal as the scenario format names them."""
    return {
        "table": deal.table, "level": deal.level, "button": deal.button,
        "dead_button": deal.dead_button, "small_blind": deal.small_blind or 0,
        "dead_small_blind": deal.dead_small_blind, "big_blind": deal.big_blind,
        "posts": {str(p.seat): {"live": p.live, "dead": p.dead} for p in deal.posts},
        "dealt": sorted(deal.dealt), "first_to_act": deal.first_to_act,
        "waiting": sorted(deal.waiting), "absent": sorted(deal.absent),
        "reasons": {str(seat): [str(rule) for rule in rules]
                    for seat, rules in deal.reasons().items()},
        "heads_up": deal.heads_up, "single_big_blind": deal.single_big_blind,
        "hand": deal.hand, "penalty": sorted(deal.penalty), "redeal": deal.redeal,
        "positions": {name: [str(rule) for rule in rules] for name, rules in deal.position_rules},
    }


def offer_facts(offered: Offer | None) -> Any:
    """An offer as the scenario format names it ("none" when nothing is offered)."""
    if offered is None:
        return "none"
    if isinstance(offered, MoveOffer):
        return {"kind": "move", "from_table": offered.from_table, "from_seat": offered.from_seat,
                "name": offered.name, "to_table": offered.to_table, "to_seat": offered.to_seat,
                "single_big_blind": offered.single_big_blind}
    tables = getattr(offered, "tables", None)
    return {"kind": offered.kind, "table": getattr(offered, "table", None),
            "tables": None if tables is None else list(tables)}

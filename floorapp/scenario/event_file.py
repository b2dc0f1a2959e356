"""Reading an event scenario (``kind = "event"``, docs/SCENARIOS.md, event scenarios): the
event's settings and level (``[event]``), its tables as they stand (``[[table]]``) and the
floor's actions (``[[step]]``), each with what it must produce.

The checks of the replay are in :mod:`.event_replay`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floorapp.rules import Positions, Table, player_name_problem
from floorapp.rules.model import evolve
from floorapp.tournament import (
    Absent,
    Action,
    AdjustClock,
    AnteKind,
    Back,
    BreakTable,
    Bust,
    CloseRegistration,
    CorrectPositions,
    DealHand,
    Draw,
    EndPenalty,
    Entrant,
    Event,
    EventRules,
    FinalTable,
    HandDone,
    HandForHand,
    Level,
    Misdeal,
    MovePlayer,
    NewLevel,
    PauseClock,
    Penalty,
    Redraw,
    Register,
    Reseat,
    ResumeClock,
    SetStructure,
    Stage,
    StartClock,
    Structure,
    joiner,
    new_table,
)

from .checks import (
    InvalidScenario,
    is_kind,
    only_keys,
    seat_key,
    seat_list,
    table_array,
    typed_value,
)

EVENT_TOP_KEYS = {"title", "rules", "source", "notes", "kind", "event", "table", "step", "lesson"}
EVENT_KEYS = {"seats", "spread", "tight_spread", "tight_from", "single_big_blind", "halt_short",
              "late_until_level", "break_order", "registration_open", "level", "structure",
              "redraw_at"}
LEVEL_KEYS = {"number", "small_blind", "big_blind", "ante", "ante_kind"}
STAGE_KEYS = LEVEL_KEYS | {"minutes", "break", "name"}
EVENT_TABLE_KEYS = {"number", "players", "last", "draw", "absent", "joiners"}
LAST_KEYS = {"button", "small_blind", "big_blind"}
EVENT_STEPS: dict[str, set[str]] = {
    "draw": {"names", "tables", "seed", "break_order"},
    "register": {"name", "table", "seat", "seed", "reentry", "absent"},
    "close-registration": set(), "absent": {"table", "seat"}, "back": {"table", "seat"},
    "deal": {"table", "waive"}, "bust": {"table", "seats", "stacks"}, "level": LEVEL_KEYS,
    "move": set(), "break": {"seed"}, "final": {"seed"}, "redraw": {"seed"},
    "correct": {"table", "button", "small_blind", "big_blind"}, "misdeal": {"table"},
    "penalty": {"table", "seat", "hands"}, "penalty-end": {"table", "seat"},
    "reseat": {"table", "seat", "to_table", "to_seat"},
    "hand-for-hand": {"on"},
    "hand-done": {"table"}, "structure": {"stages"}, "clock-start": set(),
    "clock-pause": set(), "clock-resume": set(), "clock-adjust": {"stage", "left"},
    "check": set(),
}
"""The steps of an event scenario and their keys (``check`` only checks expectations); any
step may also have ``at``."""
EVENT_EXPECT_KEYS = {"deal", "offer", "moved", "seats", "players", "tables", "places", "halted",
                     "playing", "draw", "buttons", "joiners", "absent", "clock", "level",
                     "registration", "penalties"}
EVENT_START = 1_798_761_600.0
"""When a scenario's event starts, in seconds since the epoch (1 January 2027, 00:00 UTC): a
step's ``at`` counts from here."""


@dataclass(frozen=True)
class EventStep:
    """One floor action (None for ``check``) and what it must produce."""

    number: int
    action: Action | None
    expect: dict[str, Any] = field(default_factory=dict)
    expect_error: str | None = None
    at: float | None = None
    """When the floor records the action, in seconds since the epoch (``at`` of the file)."""


@dataclass(frozen=True)
class EventScenario:
    """A parsed event scenario."""

    title: str
    event: Event
    steps: tuple[EventStep, ...]
    rules: tuple[str, ...] = ()
    source: str = ""
    notes: str = ""
    lesson: dict[str, Any] = field(default_factory=dict)
    """A training lesson's ``[lesson]`` table (checked by :mod:`floorapp.training.lessons`)."""


def is_event_scenario(data: dict[str, Any]) -> bool:
    """Whether a scenario document is an event scenario (``kind = "event"``)."""
    return data.get("kind") == "event"


def parse_event(data: dict[str, Any]) -> EventScenario:
    """Check an event scenario read from TOML and build its event and steps."""
    only_keys(data, EVENT_TOP_KEYS, "top level")
    title = typed_value(data, "title", str, "top level", required=True)
    event = _event(typed_value(data, "event", dict, "top level") or {})
    for raw in table_array(data, "table"):
        event = _add_table(event, raw)
    raw_steps = table_array(data, "step")
    steps = tuple(_step(number, raw) for number, raw in enumerate(raw_steps, start=1))
    return EventScenario(title, event, steps, tuple(data.get("rules", [])),
                         typed_value(data, "source", str, "top level") or "",
                         typed_value(data, "notes", str, "top level") or "",
                         typed_value(data, "lesson", dict, "top level") or {})


def _event(raw: dict[str, Any]) -> Event:
    only_keys(raw, EVENT_KEYS, "[event]")
    settings = {key: raw[key] for key in EVENT_KEYS - {"break_order", "registration_open", "level",
                                                       "structure", "redraw_at"} if key in raw}
    for key, value in settings.items():
        wanted = bool if key == "single_big_blind" else int
        if not is_kind(value, wanted):
            raise InvalidScenario(f"[event] {key} must be of the kind of {wanted.__name__}")
    redraw_at = raw.get("redraw_at", [])
    if not isinstance(redraw_at, list) or not all(is_kind(n, int) for n in redraw_at):
        raise InvalidScenario("[event] redraw_at must be a list of numbers of tables")
    rules = EventRules(**settings, redraw_at=tuple(redraw_at))
    if rules.problem() is not None:
        raise InvalidScenario(f"[event]: {rules.problem()}")
    order = raw.get("break_order", [])
    if not isinstance(order, list) or not all(is_kind(n, int) for n in order):
        raise InvalidScenario("[event] break_order must be a list of table numbers")
    structure = Structure()
    if "structure" in raw:
        structure = stages(raw["structure"], "[event] structure")
        if structure.problem() is not None:
            raise InvalidScenario(f"[event] structure: {structure.problem()}")
    return Event(rules=rules, level=level(raw.get("level", {}), "[event] level"),
                 break_order=tuple(order),
                 registration_open=bool(raw.get("registration_open", False)),
                 structure=structure)


def stages(raw: Any, where: str, step: int | None = None) -> Structure:
    """A structure from its stages: a level's keys and its ``minutes``, or a break's
    ``minutes``, ``break = true`` and ``name``."""
    if not isinstance(raw, list) or not all(isinstance(stage, dict) for stage in raw):
        raise InvalidScenario(f"{where} must be a list of stages", step)
    found = []
    for number, stage in enumerate(raw, start=1):
        here = f"{where} stage {number}"
        only_keys(stage, STAGE_KEYS, here, step)
        minutes, name, pause = stage.get("minutes"), stage.get("name", ""), stage.get("break")
        if not is_kind(minutes, int) or not isinstance(name, str) or pause not in (None, True,
                                                                                   False):
            raise InvalidScenario(f"{here}: minutes is a whole number, name a text, break "
                                  "true or false", step)
        if pause:
            if LEVEL_KEYS & set(stage):
                raise InvalidScenario(f"{here}: a break has no blinds", step)
            found.append(Stage(minutes, None, name))
        else:
            blinds = {key: value for key, value in stage.items() if key in LEVEL_KEYS}
            found.append(Stage(minutes, level(blinds, here, step, check=False), name))
    return Structure(tuple(found))


def seconds(value: Any, where: str, step: int | None = None) -> int:
    """A time of the clock: whole seconds, or ``"M:SS"`` / ``"H:MM:SS"``."""
    if is_kind(value, int) and value >= 0:
        return int(value)
    parts = value.split(":") if isinstance(value, str) else []
    if not 2 <= len(parts) <= 3 or not all(p.isdigit() for p in parts) or any(
            int(p) >= 60 for p in parts[1:]):
        raise InvalidScenario(f"{where} is seconds or \"H:MM:SS\"", step)
    total = 0
    for part in parts:
        total = total * 60 + int(part)
    return total


def level(raw: Any, where: str, step: int | None = None, check: bool = True) -> Level:
    """A level from its keys (``number``, ``small_blind``, ``big_blind``, ``ante``,
    ``ante_kind``)."""
    if not isinstance(raw, dict):
        raise InvalidScenario(f"{where} must be a table", step)
    only_keys(raw, LEVEL_KEYS, where, step)
    try:
        values = {key: value for key, value in raw.items() if key != "ante_kind"}
        if not all(is_kind(value, int) for value in values.values()):
            raise ValueError("amounts and the number are whole numbers")
        made = Level(**values, ante_kind=AnteKind(raw.get("ante_kind", "none")))
    except (ValueError, TypeError) as error:
        raise InvalidScenario(f"{where}: {error}", step) from None
    if check and made.problem() is not None:  # a step's level is refused by the event
        raise InvalidScenario(f"{where}: {made.problem()}", step)
    return made


def _add_table(event: Event, raw: dict[str, Any]) -> Event:
    only_keys(raw, EVENT_TABLE_KEYS, "a [[table]]")
    number = typed_value(raw, "number", int, "a [[table]]", required=True)
    where = f"table {number}"
    if event.table(number) is not None:
        raise InvalidScenario(f"{where} is given twice")
    seats = event.rules.seats
    table = new_table(number, seats)
    absent = seat_list(raw.get("absent", []), seats, f"{where} absent")
    joiners = seat_list(raw.get("joiners", []), seats, f"{where} joiners")
    entrants = list(event.entrants)
    players = typed_value(raw, "players", dict, where) or {}
    for key, name in players.items():
        seat = seat_key(key, seats, f"{where} players")
        if player_name_problem(name) is not None or any(e.name == name for e in entrants):
            raise InvalidScenario(f"{where} seat {seat}: a player needs a name of his own")
        entrants.append(Entrant(len(entrants) + 1, name))
        player = joiner(len(entrants), name, seat in absent)
        table = table.seated(seat, evolve(player, new=seat in joiners))
    for seat in absent + joiners:
        if table.table.player(seat) is None:
            raise InvalidScenario(f"{where}: nobody in seat {seat}")
    table = evolve(table, table=_positions(table.table, raw, where))
    return evolve(event.with_table(table), entrants=tuple(entrants))


def _positions(table: Table, raw: dict[str, Any], where: str) -> Table:
    if "last" in raw:
        last = raw["last"]
        if not isinstance(last, dict):
            raise InvalidScenario(f"{where} last must be a table")
        only_keys(last, LAST_KEYS, f"{where} last")
        if not all(is_kind(last.get(key), int) and 1 <= last[key] <= table.size
                   for key in ("button", "big_blind")):
            raise InvalidScenario(f"{where} last names the button and the big blind seats")
        small = last.get("small_blind")
        if small is not None and not (is_kind(small, int) and 1 <= small <= table.size):
            raise InvalidScenario(f"{where} last small_blind must be a seat")
        blinds = (last["big_blind"],) if small is None else (small, last["big_blind"])
        return evolve(table, last=Positions(last["button"], blinds))
    draw = raw.get("draw", 1)
    if not is_kind(draw, int) or not 1 <= draw <= table.size:
        raise InvalidScenario(f"{where} draw must be a seat")
    return evolve(table, draw=draw)


def _step(number: int, raw: dict[str, Any]) -> EventStep:
    do = raw.get("do")
    if do not in EVENT_STEPS:
        raise InvalidScenario(f"unknown do = {do!r}", number)
    only_keys(raw, EVENT_STEPS[do] | {"do", "at", "expect", "expect_error"}, f"a '{do}' step",
              number)
    expect = raw.get("expect", {})
    if not isinstance(expect, dict):
        raise InvalidScenario("'expect' must be a table", number)
    only_keys(expect, EVENT_EXPECT_KEYS, "expect", number)
    error = raw.get("expect_error")
    if error is not None and not isinstance(error, str):
        raise InvalidScenario("'expect_error' must be a code", number)
    try:
        action = _action(do, raw, number)
    except (TypeError, ValueError) as problem:
        raise InvalidScenario(f"a '{do}' step: {problem}", number) from None
    at = None if "at" not in raw else EVENT_START + seconds(raw["at"], "'at'", number)
    return EventStep(number, action, expect, error, at)


def _ints(raw: dict[str, Any], key: str, number: int) -> tuple[int, ...]:
    value = raw.get(key, [])
    if not isinstance(value, list) or not all(is_kind(v, int) for v in value):
        raise InvalidScenario(f"'{key}' must be a list of whole numbers", number)
    return tuple(value)


def _int(raw: dict[str, Any], key: str, number: int, default: int | None = None) -> Any:
    value = raw.get(key, default)
    if value is None and default is None and key in ("table", "seat"):
        raise InvalidScenario(f"missing '{key}'", number)
    if value is not None and not is_kind(value, int):
        raise InvalidScenario(f"'{key}' must be a whole number", number)
    return value


def _action(do: str, raw: dict[str, Any], number: int) -> Action | None:
    match do:
        case "draw":
            names = raw.get("names", [])
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise InvalidScenario("'names' must be a list of names", number)
            return Draw(tuple(names), _int(raw, "tables", number, 1), _int(raw, "seed", number, 0),
                        _ints(raw, "break_order", number))
        case "register":
            if not isinstance(raw.get("name"), str):
                raise InvalidScenario("a 'register' step names the player", number)
            for key in ("table", "seat"):
                if key in raw and not is_kind(raw[key], int):
                    raise InvalidScenario(f"'{key}' must be a whole number", number)
            return Register(raw["name"], raw.get("table"), raw.get("seat"),
                            _int(raw, "seed", number, 0), bool(raw.get("reentry", False)),
                            bool(raw.get("absent", False)))
        case "close-registration":
            return CloseRegistration()
        case "absent" | "back":
            kind = Absent if do == "absent" else Back
            return kind(_int(raw, "table", number), _int(raw, "seat", number))
        case "deal":
            return DealHand(_int(raw, "table", number), bool(raw.get("waive", False)))
        case "bust":
            return Bust(_int(raw, "table", number), _ints(raw, "seats", number),
                        _ints(raw, "stacks", number))
        case "level":
            return NewLevel(level({k: v for k, v in raw.items() if k in LEVEL_KEYS},
                                  "a 'level' step", number, check=False))
        case "move":
            return MovePlayer()
        case "break" | "final" | "redraw":
            seed = _int(raw, "seed", number, 0)
            if do == "redraw":
                return Redraw(seed)
            return BreakTable(seed) if do == "break" else FinalTable(seed)
        case "correct":
            return CorrectPositions(_int(raw, "table", number), _int(raw, "button", number, 0),
                                    _int(raw, "small_blind", number),
                                    _int(raw, "big_blind", number, 0))
        case "misdeal":
            return Misdeal(_int(raw, "table", number))
        case "penalty":
            return Penalty(_int(raw, "table", number), _int(raw, "seat", number),
                           _int(raw, "hands", number, 0))
        case "penalty-end":
            return EndPenalty(_int(raw, "table", number), _int(raw, "seat", number))
        case "reseat":
            return Reseat(_int(raw, "table", number), _int(raw, "seat", number),
                          _int(raw, "to_table", number, 0), _int(raw, "to_seat", number, 0))
        case "hand-for-hand":
            return HandForHand(bool(raw.get("on", True)))
        case "hand-done":
            return HandDone(_int(raw, "table", number))
        case "structure":
            return SetStructure(stages(raw.get("stages"), "'stages'", number))
        case "clock-start":
            return StartClock()
        case "clock-pause" | "clock-resume":
            return PauseClock() if do == "clock-pause" else ResumeClock()
        case "clock-adjust":
            return AdjustClock(_int(raw, "stage", number, 0),
                               seconds(raw.get("left", 0), "'left'", number))
    return None


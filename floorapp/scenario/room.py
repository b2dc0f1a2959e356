"""Room scenarios: several tables, their games and the games' lists, replayed without a room.

A scenario file with ``kind = "room"`` (docs/SCENARIOS.md, room scenarios) describes games
(``[[game]]``), tables (``[[table]]``: a name, its game, the table it feeds as a must-move
table, how long each player has sat there, and the keys of a scenario's ``[table]``) and steps:
list actions by player name (add, table-change, remove, place, call, call-next, no-show,
cancel-call, seat, break, undo) and table steps (``at = "<table>"`` with any step of the
scenario format, ``undo`` included). Each step may expect the list, the offer order, who is
next for a seat, the seats and lock-ups of a table, a deal (the keys of a deal step's
``expect``) or a refusal code.

The replay works out every list action with the very planner the room uses
(:func:`floorapp.lists.moves.plan`) and applies its table events with the rules core; undo
takes back a list action with its table events while each is the latest at its table
(docs/DECISIONS.md F-39), as the room does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floorapp.lists import (
    AddName,
    AskTableChange,
    BoardNames,
    BreakOrder,
    CallMustMove,
    CallName,
    CancelCall,
    Candidate,
    Feeder,
    GameList,
    GameRules,
    ListCode,
    ListRefused,
    MarkNoShow,
    MoveName,
    NoShowRule,
    RemoveName,
    SeatName,
    Spot,
    must_move_candidates,
    next_for_seat,
    open_seats,
    undo_step,
)
from floorapp.lists.moves import BreakTable, Floor, RoomAction, plan
from floorapp.rules import Refused, Table, apply

from .checks import InvalidScenario, only_keys, table_array, typed_value
from .starting_table import house_rules, starting_table
from .steps import parse_step

ROOM_TOP_KEYS = {"title", "rules", "source", "notes", "kind", "game", "table", "step"}
GAME_KEYS = {"name", "no_show", "board_names"}
ROOM_TABLE_KEYS = {"name", "game", "feeds", "sat", "house", "seats", "players", "last",
                   "draw", "away", "missed", "lockup"}
LIST_STEPS: dict[str, set[str]] = {
    "add": {"name", "note"}, "table-change": {"name", "from_table", "from_seat"},
    "remove": {"name"}, "place": {"name", "place"}, "call": {"name", "table", "seat"},
    "call-next": {"table", "seat"}, "no-show": {"name"}, "cancel-call": {"name"},
    "seat": {"name", "table", "seat", "choice"}, "break": {"table", "order", "seed", "choice"},
    "undo": set(),
}
"""The list steps and their keys (each may also name its ``game``; one game needs none)."""
ROOM_EXPECT_KEYS = {"list", "offer", "next", "seats", "locked", "called", "deal"}
MINUTE = 60_000_000


@dataclass(frozen=True)
class RoomStep:
    """One step: a list step (``do`` and its values) or a table step (``at`` a table)."""

    number: int
    do: str
    values: dict[str, Any]
    at: str | None = None
    table_step: Any = None
    expect: dict[str, Any] = field(default_factory=dict)
    expect_error: str | None = None


@dataclass(frozen=True)
class RoomScenario:
    """A parsed room scenario."""

    title: str
    games: dict[str, GameRules]
    tables: dict[str, Table]
    game_of: dict[str, str]
    feeds: dict[str, str]
    sat: dict[str, dict[int, int]]
    steps: tuple[RoomStep, ...]
    rules: tuple[str, ...] = ()
    source: str = ""


def is_room_scenario(data: dict[str, Any]) -> bool:
    """Whether a scenario document is a room scenario (``kind = "room"``)."""
    return data.get("kind") == "room"


def parse_room(data: dict[str, Any]) -> RoomScenario:
    """Check a room scenario read from TOML and build its games, tables and steps."""
    only_keys(data, ROOM_TOP_KEYS, "top level")
    title = typed_value(data, "title", str, "top level", required=True)
    games = {}
    for raw in table_array(data, "game"):
        only_keys(raw, GAME_KEYS, "a [[game]]")
        name = typed_value(raw, "name", str, "a [[game]]", required=True)
        try:
            games[name] = GameRules(NoShowRule(raw.get("no_show", "bottom")),
                                    BoardNames(raw.get("board_names", "short")))
        except ValueError as error:
            raise InvalidScenario(f"game {name!r}: {error}") from None
    tables, game_of, feeds, sat = {}, {}, {}, {}
    for raw in table_array(data, "table"):
        only_keys(raw, ROOM_TABLE_KEYS, "a [[table]]")
        name = typed_value(raw, "name", str, "a [[table]]", required=True)
        game = typed_value(raw, "game", str, "a [[table]]", required=True)
        if game not in games:
            raise InvalidScenario(f"table {name!r}: no game {game!r}")
        section = {key: value for key, value in raw.items()
                   if key not in {"name", "game", "feeds", "sat", "house"}}
        house = house_rules(raw.get("house", {}), f"table {name!r} house")
        tables[name] = starting_table(house, section)
        game_of[name] = game
        if "feeds" in raw:
            feeds[name] = typed_value(raw, "feeds", str, "a [[table]]")
        sat[name] = {int(seat): int(minutes) for seat, minutes in raw.get("sat", {}).items()}
    for name, fed in feeds.items():
        if fed not in tables or game_of[fed] != game_of[name]:
            raise InvalidScenario(f"table {name!r} feeds {fed!r}, not a table of its game")
    steps = tuple(_room_step(number, raw, tables, games)
                  for number, raw in enumerate(table_array(data, "step"), start=1))
    return RoomScenario(title, games, tables, game_of, feeds, sat, steps,
                        tuple(data.get("rules", [])), typed_value(data, "source", str, "top") or "")


def _room_step(number: int, raw: dict[str, Any], tables: dict[str, Table],
               games: dict[str, GameRules]) -> RoomStep:
    expect = raw.get("expect", {})
    if not isinstance(expect, dict):
        raise InvalidScenario("'expect' must be a table", number)
    only_keys(expect, ROOM_EXPECT_KEYS, "expect", number)
    error = raw.get("expect_error")
    if "at" in raw:
        if raw["at"] not in tables:
            raise InvalidScenario(f"no table {raw['at']!r}", number)
        table_raw = {key: value for key, value in raw.items()
                     if key not in {"at", "expect", "expect_error"}}
        if table_raw.get("do") == "undo":
            return RoomStep(number, "undo", {}, raw["at"], None, expect, error)
        parsed = parse_step(number, table_raw)
        return RoomStep(number, parsed.event.kind, {}, raw["at"], parsed.event, expect, error)
    do = raw.get("do")
    if do not in LIST_STEPS:
        raise InvalidScenario(f"unknown do = {do!r}", number)
    only_keys(raw, LIST_STEPS[do] | {"do", "game", "expect", "expect_error"}, f"a '{do}' step",
              number)
    values = {key: value for key, value in raw.items() if key not in {"expect", "expect_error"}}
    game = values.get("game") or (next(iter(games)) if len(games) == 1 else None)
    if game not in games:
        raise InvalidScenario("a list step names its game (the room has several)", number)
    values["game"] = game
    for key in ("table", "from_table"):
        if key in values and values[key] not in tables:
            raise InvalidScenario(f"no table {values[key]!r}", number)
    return RoomStep(number, do, values, None, None, expect, error)


# --- the replay ---------------------------------------------------------------------------


@dataclass
class _Done:
    """One action in effect: a list action (``game``) with the tables it changed, or a
    table's own event; the tables as they stood before it, for an undo."""

    key: int
    game: str | None
    steps: tuple[Any, ...]
    before: dict[str, Table]


class RoomReplay:
    """A room in memory: the tables, the lists, what undo can take back."""

    def __init__(self, scenario: RoomScenario) -> None:
        self.scenario = scenario
        self.tables = dict(scenario.tables)
        self.ids = {name: number for number, name in enumerate(self.tables, start=1)}
        self.names = {number: name for name, number in self.ids.items()}
        self.game_ids = {name: number for number, name in enumerate(scenario.games, start=1)}
        self.lists = {name: GameList() for name in scenario.games}
        self.since = {(table, seat): -minutes * MINUTE for table, seats in scenario.sat.items()
                      for seat, minutes in seats.items()}
        self.clock = 0
        self.done: list[_Done] = []
        self.latest: dict[str, int] = {}
        """Each table's latest action in effect (its key)."""
        self.last_deal: Any = None
        """The deal the last step made, if it dealt."""

    def run(self, step: RoomStep) -> None:
        """Do one step (raises :class:`ListRefused` or :class:`Refused`)."""
        self.clock += MINUTE
        if step.at is not None:
            if step.do == "undo":
                self._undo_at(step.at)
            else:
                self._table_event(step.at, step.table_step)
            return
        game = step.values["game"]
        if step.do == "undo":
            done = next((d for d in reversed(self.done) if d.game == game), None)
            if done is None:
                raise InvalidScenario(f"an undo on the list of {game} with nothing to undo")
            self._undo(done)
            return
        self._list_action(game, self._action(step))

    # --- the steps --------------------------------------------------------------------

    def _action(self, step: RoomStep) -> RoomAction:
        v, game = step.values, self.lists[step.values["game"]]
        spot = Spot(self.ids[v["table"]], v["seat"]) if "table" in v and "seat" in v else None
        if step.do == "add":
            return AddName(v["name"], v.get("note", ""))
        if step.do == "table-change":
            return AskTableChange(v["name"], Spot(self.ids[v["from_table"]], v["from_seat"]))
        if step.do == "break":
            return BreakTable(self.ids[v["table"]], BreakOrder(v.get("order", "draw")),
                              v.get("seed", 0), v.get("choice", "wait"))
        if step.do == "call-next":
            assert spot is not None
            candidate = next_for_seat(game, spot, self._must_move(v["table"]))
            if candidate is None:
                raise InvalidScenario("call-next with nobody to call", step.number)
            if candidate.waiting is None:
                assert candidate.seated_at is not None
                return CallMustMove(candidate.name, candidate.seated_at, spot)
            return CallName(candidate.waiting.id, spot)
        name_id = self._name_id(game, v["name"], step.number)
        match step.do:
            case "remove":
                return RemoveName(name_id)
            case "place":
                return MoveName(name_id, v["place"] - 1)
            case "call":
                assert spot is not None
                return CallName(name_id, spot)
            case "no-show":
                return MarkNoShow(name_id)
            case "cancel-call":
                return CancelCall(name_id)
        assert spot is not None
        return SeatName(name_id, spot, v.get("choice", "wait"))

    def _name_id(self, game: GameList, name: str, number: int) -> int:
        found = next((waiting.id for waiting in game if waiting.name == name), None)
        if found is None:
            raise InvalidScenario(f"{name!r} is not on the list", number)
        return found

    def _must_move(self, table: str) -> list[Candidate]:
        """The must-move players of the tables feeding ``table``, in the order they move."""
        return must_move_candidates([
            Feeder(self.ids[must], self.tables[must],
                   {seat: at for (name, seat), at in self.since.items() if name == must})
            for must, fed in self.scenario.feeds.items() if fed == table])

    def _list_action(self, game: str, action: RoomAction) -> None:
        floor = Floor(
            table=lambda table_id: self.tables[self.names[table_id]],
            game_of=lambda table_id: self.game_ids[self.scenario.game_of[self.names[table_id]]],
            game_id=self.game_ids[game],
            open_spots=lambda broken: [
                Spot(self.ids[name], seat) for name, table in self.tables.items()
                if self.scenario.game_of[name] == game and self.ids[name] != broken
                for seat in open_seats(table, self.ids[name], self.lists[game])],
        )
        worked = plan(self.lists[game], action, at=self.clock, rules=self.scenario.games[game],
                      floor=floor)
        before = dict(self.tables)
        tables = dict(self.tables)
        for part in worked.parts:
            name = self.names[part.table_id]
            tables[name] = apply(tables[name], part.event).after
        self._seated(before, tables)
        self.tables = tables
        self.lists[game] = worked.applied_to(self.lists[game])
        touched = {self.names[part.table_id] for part in worked.parts}
        self._record(game, worked.steps, {name: before[name] for name in touched})

    def _table_event(self, table: str, event: Any) -> None:
        self._calls_hold(table, event)
        applied = apply(self.tables[table], event)
        before = dict(self.tables)
        self.tables = {**self.tables, table: applied.after}
        self._seated(before, self.tables)
        self._record(None, (), {table: before[table]})
        self.last_deal = applied.deal

    def _calls_hold(self, table: str, event: Any) -> None:
        seat = getattr(event, "to_seat", None) if event.kind == "move" else (
            getattr(event, "seat", None) if event.kind in ("sit", "lock") else None)
        if seat is None:
            return
        holder = self.lists[self.scenario.game_of[table]].called_to(Spot(self.ids[table], seat))
        if holder is not None:
            raise ListRefused(ListCode.SEAT_CALLED, name=holder.name, seat=seat)

    def _seated(self, before: dict[str, Table], after: dict[str, Table]) -> None:
        """When each new player sat down (the must-move order)."""
        for name, table in after.items():
            for seat, player in table.occupied():
                old = before[name].player(seat)
                if old is None or old.id != player.id:
                    self.since[(name, seat)] = self.clock

    def _record(self, game: str | None, steps: tuple[Any, ...], before: dict[str, Table]) -> None:
        key = len(self.done) + 1
        self.done.append(_Done(key, game, steps, before))
        for name in before:
            self.latest[name] = key

    # --- undo (F-39) ------------------------------------------------------------------

    def _undo_at(self, table: str) -> None:
        key = self.latest.get(table)
        done = next((d for d in self.done if d.key == key), None)
        if done is None:
            raise InvalidScenario(f"an undo at {table} with nothing to undo")
        self._undo(done)

    def _undo(self, done: _Done) -> None:
        for name in done.before:
            if self.latest.get(name) != done.key:
                raise ListRefused(ListCode.TABLE_MOVED_ON, table=name)
        if done.game is not None:
            game = self.lists[done.game]
            for step in reversed(done.steps):
                game = undo_step(game, step)
            self.lists[done.game] = game
        self.tables = {**self.tables, **done.before}
        self.done.remove(done)
        for name in done.before:
            earlier = [d.key for d in self.done if name in d.before]
            self.latest[name] = max(earlier, default=0)


def run_room_document(data: dict[str, Any], path: Path) -> Any:
    """Replay a room scenario document; the runner's file report."""
    from .runner import DealReport, FileReport, compare

    try:
        scenario = parse_room(data)
    except InvalidScenario as invalid:
        return FileReport(path, invalid=str(invalid))
    report = FileReport(path, title=scenario.title)
    replay = RoomReplay(scenario)
    for step in scenario.steps:
        replay.last_deal = None
        error: str | None = None
        try:
            replay.run(step)
        except (ListRefused, Refused) as refusal:
            error = str(refusal.code)
        except InvalidScenario as invalid:
            return FileReport(path, title=scenario.title, invalid=f"step {step.number}: "
                              f"{invalid.message}")
        mismatches = _check(replay, step, error, compare)
        report.reports.append(DealReport(step.number, None, replay.last_deal, error,
                                         bool(step.expect) or step.expect_error is not None,
                                         tuple(mismatches)))
    return report


def _check(replay: RoomReplay, step: RoomStep, error: str | None, compare: Any) -> list[str]:
    where = f"step {step.number}"
    found: list[str] = []
    if error != step.expect_error:
        found.append(f"{where}: expected {step.expect_error or 'no refusal'}, got "
                     f"{error or 'no refusal'}")
        return found
    game = step.values.get("game") or replay.scenario.game_of.get(step.at or "", None) \
        or next(iter(replay.scenario.games))
    names = replay.lists[game]
    expect = step.expect
    if "list" in expect and [n.name for n in names] != expect["list"]:
        found.append(f"{where}: list: expected {expect['list']}, got {[n.name for n in names]}")
    if "offer" in expect and [n.name for n in names.offer_order()] != expect["offer"]:
        found.append(f"{where}: offer: expected {expect['offer']}, got "
                     f"{[n.name for n in names.offer_order()]}")
    if "next" in expect:
        wanted = expect["next"]
        spot = Spot(replay.ids[wanted["table"]], wanted["seat"])
        candidate = next_for_seat(names, spot, replay._must_move(wanted["table"]))
        got = None if candidate is None else candidate.name
        if got != wanted.get("name"):
            found.append(f"{where}: next for {wanted['table']} seat {wanted['seat']}: expected "
                         f"{wanted.get('name')}, got {got}")
    for table, seats in expect.get("seats", {}).items():
        for seat, name in seats.items():
            player = replay.tables[table].player(int(seat))
            got = "" if player is None else player.name
            if got != name:
                found.append(f"{where}: {table} seat {seat}: expected {name!r}, got {got!r}")
    for table, wanted in expect.get("locked", {}).items():
        locked = [seat.number for seat in replay.tables[table].seats if seat.locked_up]
        if locked != wanted:
            found.append(f"{where}: {table} locked up: expected {wanted}, got {locked}")
    for key, name in expect.get("called", {}).items():
        table, seat = key.rsplit(" ", 1)
        holder = names.called_to(Spot(replay.ids[table], int(seat)))
        got = "" if holder is None else holder.name
        if got != name:
            found.append(f"{where}: called to {key}: expected {name!r}, got {got!r}")
    if "deal" in expect:
        if replay.last_deal is None:
            found.append(f"{where}: expected a deal")
        else:
            found.extend(compare(replay.last_deal, expect["deal"], step.number))
    return found

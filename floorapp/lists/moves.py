"""What a list action does at the tables, planned before anything is written.

Most list actions change the list alone. Some go with events at tables, done in the same
transaction (:class:`Plan`): calling a name to an empty seat puts a lock-up button on it;
seating a name is a new player's ``sit``, and for a table change or a must-move player also
his ``leave`` at the table he comes from; breaking a table moves each of its players. The
room writes the plan as one list entry and its table entries, linked, and takes them back
together (docs/DECISIONS.md F-35 to F-37).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from floorapp.rules import Away, Choice, Event, Leave, Lock, Sit, Status, Table

from .actions import (
    CallMustMove,
    CallName,
    ListAction,
    SeatName,
    Step,
    decide,
)
from .breaking import BreakOrder, Slip, break_plan
from .errors import ListCode, ListRefused
from .model import GameList, GameRules, Source, Spot, Waiting


@dataclass(frozen=True)
class BreakTable:
    """Break a table: its players go to the open seats of the game's other tables, by draw
    (from ``seed``) or in seat order; players left over go to the top of the list, as table
    changes. ``choice`` is how the players moved come in at their new tables."""

    table_id: int
    order: BreakOrder = BreakOrder.DRAW
    seed: int = 0
    choice: str = Choice.WAIT


RoomAction = ListAction | BreakTable
"""Everything the floor does to a game's list, with what it does at the tables."""


@dataclass(frozen=True)
class TablePart:
    """An event done at a table as part of a list action."""

    table_id: int
    event: Event


@dataclass(frozen=True)
class Plan:
    """A list action worked out: the names it changes, the events at the tables that go with
    it (in order), and for a broken table the move slips."""

    steps: tuple[Step, ...]
    parts: tuple[TablePart, ...] = ()
    slips: tuple[Slip, ...] = ()

    def applied_to(self, game_list: GameList) -> GameList:
        """The list with every step done."""
        for step in self.steps:
            game_list = step.applied_to(game_list)
        return game_list


@dataclass(frozen=True)
class Floor:
    """What a plan needs to know of the room besides the list: each table as it stands, the
    game each table belongs to, and for a broken table the open seats of the game's other
    tables in the order they are offered."""

    table: Callable[[int], Table]
    game_of: Callable[[int], int | None]
    game_id: int
    open_spots: Callable[[int], Sequence[Spot]] = lambda _table_id: ()


def plan(
    game_list: GameList, action: RoomAction, *, at: int, rules: GameRules, floor: Floor
) -> Plan:
    """The plan of ``action`` on ``game_list``, or :class:`ListRefused` (a refused event of
    the rules core raises :class:`~floorapp.rules.Refused` when the room applies the plan)."""
    match action:
        case BreakTable():
            return _break(game_list, action, at, floor)
        case CallName(_, spot) | CallMustMove(_, _, spot):
            step = decide(game_list, action, at=at, rules=rules)
            return Plan((step,), _lock(floor.table(spot.table), spot))
        case SeatName(_, spot, choice):
            step = decide(game_list, action, at=at, rules=rules)
            assert step.before is not None
            return Plan((step,), _seat(step.before, spot, choice, floor))
        case _:
            return Plan((decide(game_list, action, at=at, rules=rules),))


def _lock(table: Table, spot: Spot) -> tuple[TablePart, ...]:
    """Calling a name to an empty seat puts a lock-up button on it (a locked-up seat keeps
    the one it has)."""
    if table.seat(spot.seat).locked:
        return ()
    return (TablePart(spot.table, Lock(spot.seat)),)


def _seat(waiting: Waiting, spot: Spot, choice: str, floor: Floor) -> tuple[TablePart, ...]:
    """A name sits down: a table change or a must-move player leaves the seat he comes from
    (if he still sits there) and brings his missed-blind button when he stays in the game
    (F-35)."""
    parts: list[TablePart] = []
    carried = None
    origin = waiting.seated_at
    if waiting.source is not Source.LIST and origin is not None:
        old = floor.table(origin.table).player(origin.seat)
        if old is not None and old.name == waiting.name:
            if old.status in (Status.AWAY, Status.BUSTED):
                raise ListRefused(ListCode.AWAY_AT_TABLE, name=waiting.name,
                                  table=origin.table, seat=origin.seat)
            if floor.game_of(origin.table) == floor.game_of(spot.table):
                carried = old.missed
            parts.append(TablePart(origin.table, Leave(origin.seat)))
    parts.append(TablePart(spot.table, Sit(spot.seat, waiting.name, choice, carried=carried)))
    return tuple(parts)


def _break(game_list: GameList, action: BreakTable, at: int, floor: Floor) -> Plan:
    """Every player of the broken table to an open seat of the game's other tables (an away
    player is seated away, his chips moved for him); the busted (who have no chips to move)
    and the ones left over when the open seats run out go to the top of the list."""
    table = floor.table(action.table_id)
    players = dict(table.occupied())
    movers = [(seat, player.name) for seat, player in players.items()
              if player.status is not Status.BUSTED]
    button = table.last.button if table.last is not None else None
    slips = break_plan(movers, button, table.size, floor.open_spots(action.table_id),
                       action.order, action.seed)
    slips += [Slip(seat, player.name, None) for seat, player in players.items()
              if player.status is Status.BUSTED]
    stay_in_game = floor.game_of(action.table_id) == floor.game_id
    parts: list[TablePart] = []
    for slip in slips:
        player = players[slip.from_seat]
        parts.append(TablePart(action.table_id, Leave(slip.from_seat)))
        if slip.to is not None:
            carried = player.missed if stay_in_game else None
            parts.append(TablePart(slip.to.table, Sit(slip.to.seat, slip.name, action.choice,
                                                      carried=carried)))
            if player.status is Status.AWAY:
                parts.append(TablePart(slip.to.table, Away(slip.to.seat)))
    steps: list[Step] = []
    listed = game_list
    for slip in (slip for slip in slips if slip.to is None):
        added = Waiting(listed.next_id, slip.name, at, "", Source.TABLE_CHANGE)
        step = Step(added.id, None, None, added, len(steps))
        steps.append(step)
        listed = step.applied_to(listed)
    return Plan(tuple(steps), tuple(parts), tuple(slips))

"""What the screens show of the games' lists: the List panel's sections, a game at a glance
(the room overview, the board), the move slips a break would give, and the last break's. No
Qt, and nothing of the list's rules: who is offered a seat first, what a break does, is the
list layer's (:mod:`floorapp.lists`); this module only arranges it for the screen.

Times are microseconds since 1970-01-01 UTC, as in the journals; a screen passes its clock's
``now`` and shows whole minutes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from floorapp.lists import (
    BoardNames,
    BreakOrder,
    GameList,
    Slip,
    Source,
    Spot,
    Waiting,
    board_name,
    open_seats,
)
from floorapp.lists.moves import BreakTable, Floor, plan
from floorapp.rules import Choice
from floorapp.storage.journal import micros
from floorapp.storage.list_journal import ListEntryKind
from floorapp.storage.reads import RoomReads
from floorapp.storage.room import GameInfo, ListEntry, Room, TableInfo

MINUTE = 60_000_000
"""A minute in microseconds."""


def minutes_since(at: int, now: int) -> int:
    """Whole minutes from ``at`` to ``now`` (never below 0: a clock a little behind)."""
    return max(0, (now - at) // MINUTE)


@dataclass(frozen=True)
class NameRow:
    """One name as the List panel shows it.

    ``place`` is where the name stands on the game's list (0: first; what a move asks for);
    ``waited`` the minutes since he was put on it (a table change: since he asked);
    ``seated_at`` where a table change or must-move player sits now; ``called_to`` the seat
    he has been called to and ``called`` the minutes since.
    """

    name_id: int
    name: str
    note: str
    source: Source
    place: int
    waited: int
    seated_at: Spot | None = None
    called_to: Spot | None = None
    called: int | None = None


@dataclass(frozen=True)
class ListSections:
    """A game's list in the panel's three sections: the names called to a seat, the table
    changes (offered a seat first, in the order they asked: F-36), and the list itself."""

    called: tuple[NameRow, ...]
    changes: tuple[NameRow, ...]
    waiting: tuple[NameRow, ...]

    def __len__(self) -> int:
        return len(self.called) + len(self.changes) + len(self.waiting)

    def rows(self) -> tuple[NameRow, ...]:
        """Every row, section after section."""
        return self.called + self.changes + self.waiting


def _row(name: Waiting, place: int, now: int) -> NameRow:
    call = name.call
    return NameRow(
        name.id, name.name, name.note, name.source, place, minutes_since(name.added, now),
        name.seated_at, call.spot if call is not None else None,
        minutes_since(call.at, now) if call is not None else None)


def list_sections(names: GameList, now: int) -> ListSections:
    """The panel's sections of a list at ``now`` (microseconds, UTC)."""
    rows = [_row(name, place, now) for place, name in enumerate(names)]
    called = tuple(row for row in rows if row.called_to is not None)
    changes = tuple(row for row in rows
                    if row.called_to is None and row.source is Source.TABLE_CHANGE)
    waiting = tuple(row for row in rows
                    if row.called_to is None and row.source is Source.LIST)
    return ListSections(called, changes, waiting)


def neighbour_place(sections: ListSections, name_id: int, step: int) -> int | None:
    """The place a name takes when moved one up (``step`` -1) or down (+1) among the names of
    its own section (the called names are passed over); None at the end of its section."""
    for section in (sections.changes, sections.waiting):
        ids = [row.name_id for row in section]
        if name_id in ids:
            index = ids.index(name_id) + step
            return section[index].place if 0 <= index < len(section) else None
    return None


@dataclass(frozen=True)
class GameGlance:
    """A game at a glance (the room overview, the board): its list, how many of its tables
    are open and how many seats there are open for the list. With no open table its list is
    an *interest list*."""

    game_id: int
    name: str
    board_names: BoardNames
    sections: ListSections
    tables: int
    open_seats: int

    @property
    def interest(self) -> bool:
        """No table of the game is open: its list is an interest list."""
        return self.tables == 0

    def board_rows(self) -> list[str]:
        """The names as the room board writes them (in public view: the game's rule shortens
        them; no note is ever shown there), called names first, then in the order seats are
        offered."""
        rows = self.sections.rows()
        return [board_name(row.name, self.board_names) for row in rows]


def game_glances(room: RoomReads, now: datetime, tables: Iterable[TableInfo] | None = None,
                 include_closed: bool = False) -> list[GameGlance]:
    """Every game of the room (its open ones unless told) at a glance, as the room has them
    now; ``tables``: the room's tables as the screen follows them (default: read now)."""
    stamp = micros(now)
    listed = room.tables(include_closed=False) if tables is None else list(tables)
    open_tables = [info for info in listed if info.is_open]
    return [game_glance(room, game, stamp, [info for info in open_tables
                                            if info.game_id == game.id])
            for game in room.games(include_closed=include_closed)]


def game_glance(room: RoomReads, game: GameInfo, now: int, tables: list[TableInfo]) -> GameGlance:
    """One game at a glance (``tables``: its open tables); its open seats are those of its
    tables open for the list (:func:`floorapp.lists.open_seats`)."""
    names = room.list_state(game.id).names
    seats = sum(len(open_seats(room.table(info.id), info.id, names)) for info in tables)
    return GameGlance(game.id, game.name, game.rules.board_names, list_sections(names, now),
                      len(tables), seats)


# --- breaking a table ------------------------------------------------------------------------


def break_preview(room: RoomReads, table_id: int, order: BreakOrder, seed: int,
                  choice: str = Choice.WAIT) -> tuple[Slip, ...]:
    """The move slips breaking ``table_id`` would give now: worked out by the list layer's
    own planner on the room as it stands (the open seats of the game's other open tables,
    :meth:`Room.open_spots`), exactly as the break itself will be while nothing changes
    meanwhile. Empty for a table of no game."""
    game_id = room.game_of(table_id)
    if game_id is None:
        return ()
    floor = Floor(table=room.table, game_of=room.game_of,
                  game_id=game_id,
                  open_spots=lambda broken: room.open_spots(game_id, besides=broken))
    worked = plan(room.list_state(game_id).names, BreakTable(table_id, order, seed, choice),
                  at=0, rules=room.game_info(game_id).rules, floor=floor)
    return worked.slips


@dataclass(frozen=True)
class Break:
    """A break of a table as its list entry keeps it: when, which table, its slips."""

    entry: int
    game_id: int
    at: datetime
    table_id: int
    slips: tuple[Slip, ...]
    choice: str = Choice.WAIT
    """How the players moved came in (post, wait for the big blind)."""


def last_break(room: Room, game_ids: Iterable[int], scan: int = 500) -> Break | None:
    """The latest break in effect among these games' list journals (undone ones are passed
    over), from its list entry; None when there is none among each game's latest ``scan``
    entries."""
    found: list[Break] = []
    for game_id in game_ids:
        undone: set[int] = set()
        for entry in room.list_history(game_id=game_id, limit=scan):
            if entry.kind is ListEntryKind.UNDO and entry.target is not None:
                undone.add(entry.target)
            elif entry.id not in undone and (done := break_of(entry)) is not None:
                found.append(done)
                break
    return max(found, key=lambda found_break: found_break.at, default=None)


def break_of(entry: ListEntry) -> Break | None:
    """The break a list entry records (an action or a redo of one), if it does."""
    if not _is_break(entry):
        return None
    assert isinstance(entry.action, BreakTable)
    return Break(entry.id, entry.game_id, entry.at, entry.action.table_id, entry.slips,
                 entry.action.choice)


def _is_break(entry: ListEntry) -> bool:
    return (entry.kind in (ListEntryKind.ACTION, ListEntryKind.REDO)
            and isinstance(entry.action, BreakTable))


__all__ = [
    "MINUTE", "Break", "GameGlance", "ListSections", "NameRow", "break_of", "break_preview",
    "game_glance", "game_glances", "last_break", "list_sections", "minutes_since",
    "neighbour_place",
]

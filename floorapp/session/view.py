"""What a screen knows of the room: a picture of it held in memory, never read from the room.

A :class:`RoomView` is everything the floor screen shows and decides on (every open table as
it stands, each game's list, the room's tables and games), taken from the room by the room's
worker (:mod:`floorapp.session.worker`) after each write it made and each change another
screen made, and handed to the screen whole. The screen reads only this picture: it never
waits on the disk or the network to draw a seat, price a come-back or offer a seat, and what
it shows is always what the room had committed when the picture was taken.

A view answers the questions the screen used to ask the room (``table_info``, ``game_of``,
``list_state``...), with the same names, so that the screen's parts read it as they read the
room; what the room decides (a call holds its seat: F-38; what a seating brings: F-35) it
answers by the same pure functions of the list layer the room uses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from types import MappingProxyType

from floorapp.lists import ListRefused, Spot, call_refusal, open_seats
from floorapp.lists.moves import Floor, Plan, RoomAction, plan
from floorapp.rules import Event, Refused, Table
from floorapp.storage.errors import UnknownGame, UnknownTable
from floorapp.storage.list_journal import ListState
from floorapp.storage.room import GameInfo, ListEntry, TableClosed, TableInfo
from floorapp.storage.room_journal import business_day, day_of
from floorapp.storage.service import FloorState

EMPTY: Mapping[int, object] = MappingProxyType({})


@dataclass(frozen=True)
class TableShown:
    """An open table as the screen shows it: the table and its last deal (``screen``), its
    journal position, what undo and redo can reach, when each locked-up seat was locked up,
    for a must-move table since when each of its players sits there (F-36's order), and why
    Next hand would be refused now (None: it deals), worked out with the picture so that the
    screen never runs the dealer to word its Next-hand note."""

    info: TableInfo
    screen: FloorState
    position: int
    can_undo: bool = False
    can_redo: bool = False
    lockups: Mapping[int, datetime] = field(default_factory=dict)
    seated_since: Mapping[int, int] = field(default_factory=dict)
    deal_refusal: Refused | None = None

    @property
    def table(self) -> Table:
        return self.screen.table

    @property
    def table_id(self) -> int:
        return self.info.id


@dataclass(frozen=True)
class ListShown:
    """A game's list as the screen shows it, with the game (its name and list rules) and the
    list's latest entry (the line under the List panel)."""

    game: GameInfo
    state: ListState
    latest: ListEntry | None = None


@dataclass(frozen=True)
class RoomView:
    """The room as a screen knows it at one moment (see the module).

    ``all_tables`` and ``all_games`` hold every table and game in the order they were added,
    closed ones too; ``shown`` every open table (but those set aside); ``lists`` every open
    game's list. ``serial`` grows with each new picture; ``where`` is the room's address as
    the floor is shown it; ``read_only``: nothing may be changed through this screen.
    """

    where: str = ""
    all_tables: tuple[TableInfo, ...] = ()
    shown: Mapping[int, TableShown] = field(default_factory=dict)
    all_games: tuple[GameInfo, ...] = ()
    lists: Mapping[int, ListShown] = field(default_factory=dict)
    serial: int = 0
    read_only: bool = False
    day_starts: int = 0
    """The house hour: when the room's business day starts (local time, 0-23)."""
    set_aside: Mapping[int, str] = field(default_factory=dict)
    """Open tables whose journal holds an entry this floorapp cannot read, and why: not in
    ``shown``, nothing done at them; every other table works on."""

    # --- tables ---------------------------------------------------------------------------

    def tables(self, include_closed: bool = True) -> list[TableInfo]:
        """The room's tables in the order they were added (without ``include_closed``: those
        open and shown, not those set aside)."""
        return [info for info in self.all_tables if include_closed or info.id in self.shown]

    def table_info(self, table_id: int) -> TableInfo:
        for info in self.all_tables:
            if info.id == table_id:
                return info
        raise UnknownTable(f"no table {table_id} in this room")

    def table_shown(self, table_id: int) -> TableShown:
        """An open table as shown (:class:`TableClosed` for a closed one)."""
        found = self.shown.get(table_id)
        if found is None:
            info = self.table_info(table_id)
            raise TableClosed(info.id)
        return found

    def table(self, table_id: int) -> Table:
        return self.table_shown(table_id).table

    def on_screen(self, table_id: int) -> FloorState:
        return self.table_shown(table_id).screen

    def position(self, table_id: int) -> int:
        """The journal position of the table as shown (what a decision on it is stamped
        with)."""
        return self.table_shown(table_id).position

    def game_of(self, table_id: int) -> int | None:
        return self.table_info(table_id).game_id

    def must_move_tables(self, table_id: int) -> list[int]:
        """The open must-move tables that feed the table, in the order they were added."""
        return [info.id for info in self.all_tables
                if info.id in self.shown and info.feeds == table_id]

    def seated_since(self, table_id: int) -> Mapping[int, int]:
        return self.table_shown(table_id).seated_since

    # --- games and lists ------------------------------------------------------------------

    def games(self, include_closed: bool = True) -> list[GameInfo]:
        return [game for game in self.all_games if include_closed or game.is_open]

    def game_info(self, game_id: int) -> GameInfo:
        for game in self.all_games:
            if game.id == game_id:
                return game
        raise UnknownGame(f"no game {game_id} in this room")

    def list_shown(self, game_id: int) -> ListShown:
        found = self.lists.get(game_id)
        if found is None:
            self.game_info(game_id)
            raise UnknownGame(f"the list of game {game_id} is not shown (the game is closed)")
        return found

    def list_state(self, game_id: int) -> ListState:
        return self.list_shown(game_id).state

    def list_position(self, game_id: int) -> int:
        return self.list_state(game_id).entry

    def latest_list_entry(self, game_id: int) -> ListEntry | None:
        return self.list_shown(game_id).latest

    def business_day(self, day: date) -> tuple[datetime, datetime]:
        """The first and last moments (local time) of business day ``day``."""
        return business_day(day, self.day_starts)

    def day_of(self, moment: datetime) -> date:
        """The business day a moment belongs to."""
        return day_of(moment, self.day_starts)

    # --- what the list says, as the room would --------------------------------------------

    def call_refusal(self, table_id: int, event: Event) -> ListRefused | None:
        """Why the list refuses a table's own ``event`` here (a seat held for a called name,
        F-38), by the list layer's rule."""
        game_id = self.game_of(table_id)
        if game_id is None or game_id not in self.lists:
            return None
        return call_refusal(self.list_state(game_id).names, table_id, event)

    def open_spots(self, game_id: int, *, besides: int | None = None) -> list[Spot]:
        """The open seats of the game's open tables (but ``besides``), in the order offered."""
        names = self.list_state(game_id).names
        spots: list[Spot] = []
        for info in self.all_tables:
            if info.id in self.shown and info.game_id == game_id and info.id != besides:
                table = self.table(info.id)
                spots.extend(Spot(info.id, seat) for seat in open_seats(table, info.id, names))
        return spots

    def plan_list(self, game_id: int, action: RoomAction, at: int) -> Plan:
        """What ``action`` would do at the list and its tables as shown (the room plans it
        again, on what it holds, when it is done)."""
        floor = Floor(table=self.table, game_of=self.game_of, game_id=game_id,
                      open_spots=lambda broken: self.open_spots(game_id, besides=broken))
        return plan(self.list_state(game_id).names, action, at=at,
                    rules=self.game_info(game_id).rules, floor=floor)

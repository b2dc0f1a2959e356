"""What a screen reads of a room, whoever holds it: the room itself (on the thread that owns
it) or the screen's picture of it (:class:`floorapp.session.view.RoomView`). The screen model's
functions (the games at a glance, a break's move slips) take either."""

from __future__ import annotations

from typing import Protocol

from floorapp.lists import Spot
from floorapp.rules import Table

from .list_journal import ListState
from .room_games import GameInfo
from .room_tables import TableInfo


class RoomReads(Protocol):
    """The room's tables, games and lists, as they stand."""

    def tables(self, include_closed: bool = True) -> list[TableInfo]: ...

    def table_info(self, table_id: int) -> TableInfo: ...

    def table(self, table_id: int) -> Table: ...

    def game_of(self, table_id: int) -> int | None: ...

    def games(self, include_closed: bool = True) -> list[GameInfo]: ...

    def game_info(self, game_id: int) -> GameInfo: ...

    def list_state(self, game_id: int) -> ListState: ...

    def open_spots(self, game_id: int, *, besides: int | None = None) -> list[Spot]: ...

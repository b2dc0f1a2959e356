"""The one way to change a table: a command in, a :class:`Change` out.

Every caller that changes a table (the screen, a scenario import, the crash test, the
benchmarks, and next a room shared by several screens) calls one entry point,
:meth:`RoomService.apply` (:class:`~floorapp.storage.room.Room` is the SQLite room that offers
it)::

    change = room.apply(table_id, command, expected_position)

``command`` is a floor event (checked and applied by the rules core), :class:`Undo` or
:class:`Redo`. ``expected_position`` is the journal position (the latest entry number) the
caller decided on: if the table has moved on since, the command is refused with
:class:`~floorapp.storage.errors.StaleTable` and nothing is written.

The :class:`Change` returned holds everything the screen and its log show of what happened:
the table as it now stands (:class:`FloorState`, built here and only here), the deal, the
players on the seats it concerns, what each player owes after new house rules, so that nothing
above the storage works it out again. Restoring a table's log on opening reads the same
changes back from the journal.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from floorapp.rules import ChangeHouse, Deal, Event, Move, RuleId, Table, owed

from .journal import EntryKind, Shown, TableState

__all__ = [
    "Change", "Command", "Debt", "FloorState", "Redo", "RoomService", "Undo", "change_of",
    "event_seats", "screen_of",
]


@dataclass(frozen=True)
class Undo:
    """Take back the latest action in effect (journaled as an ``undo`` entry)."""


@dataclass(frozen=True)
class Redo:
    """Put back the latest action undone (journaled as a ``redo`` entry)."""


Command = Event | Undo | Redo
"""What a caller asks of a table: a floor event, an undo or a redo."""


@dataclass(frozen=True)
class FloorState:
    """What the floor screen shows of a table: the table between hands, and the deal whose
    positions lie on the felt.

    ``deal`` is the last deal in effect, or None before the first one and after the floor
    corrected the positions (``corrected``: the corrected positions are then ``table.last``).
    ``dealt_table`` is the table right after that deal: a waiting player who has not changed
    since still waits for the reason the deal gave. ``hand`` counts the deals in effect.
    """

    table: Table
    deal: Deal | None = None
    dealt_table: Table | None = None
    hand: int = 0
    corrected: bool = False
    """The floor corrected the positions since the last deal."""


def screen_of(state: TableState, shown: Shown) -> FloorState:
    """What the screen shows of a table in ``state``, the latest deal or correction in effect
    being ``shown``: the one place the screen's state is built."""
    dealt = shown.dealt
    deal = dealt.last_deal if dealt is not None else None
    if isinstance(deal, Deal):
        return FloorState(state.table, deal, dealt, state.hands)
    return FloorState(state.table, None, None, state.hands, shown.corrected)


@dataclass(frozen=True)
class Debt:
    """What a player owes to come in at once: ``live`` plays for him, ``dead`` goes to the pot."""

    seat: int
    name: str
    live: int
    dead: int


@dataclass(frozen=True)
class Change:
    """One command done at a table, as the journal now holds it, with the facts the screen
    and its log show (who, which seat, what was dealt, posted or owed).

    ``kind`` is the entry written (``event``, ``undo`` or ``redo``); ``event`` the floor event
    done, taken back or put back; ``entry`` the table's journal position now and ``at`` its
    time. ``deal`` is the deal the entry made or took back and ``hand`` that hand's number (the
    count of deals in effect right after it); both None when no deal is concerned.
    ``names`` are the players on the seats the event names, as they sat before it; ``seat`` the
    seat the event changed; ``plays_at_once``, for a move, that the rules deal the player in at
    the new seat on the next hand without posting (his choice made no difference); ``debts``,
    after new house rules, what each player who owes now owes at the new amounts (F-30).
    """

    table_id: int
    entry: int
    at: datetime
    kind: EntryKind
    event: Event
    screen: FloorState
    deal: Deal | None = None
    hand: int | None = None
    names: tuple[tuple[int, str], ...] = ()
    seat: int | None = None
    plays_at_once: bool = False
    debts: tuple[Debt, ...] = ()
    can_undo: bool = False
    can_redo: bool = False
    linked: Any = None
    """An undo or a redo that took back (or put back) a whole list action with this table's
    part (a seating from the list, a broken table): the
    :class:`~floorapp.storage.room_lists.ListChange` of all of it, whose other tables and list
    changed too; None for a change of this table alone."""

    @property
    def table(self) -> Table:
        """The table as it now stands."""
        return self.screen.table

    def name_on(self, seat: int) -> str | None:
        """The player on ``seat`` before the event (None: an empty seat, or not named)."""
        return next((name for number, name in self.names if number == seat), None)

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule ids behind the change: a deal's positions, posts, markers and waits; the
        amounts owed after new house rules."""
        found: list[str] = []
        if self.deal is not None:
            for _, rules in self.deal.position_rules:
                found.extend(rules)
            for rules in self.deal.reasons().values():
                found.extend(rules)
        if self.debts:
            found.append(RuleId.F_30)
        return tuple(dict.fromkeys(found))


class RoomService(Protocol):
    """A room that tables are changed through: the SQLite room today, a shared one next."""

    def position(self, table_id: int) -> int:
        """The table's journal position: its latest entry number."""
        ...

    def apply(self, table_id: int, command: Command, expected_position: int) -> Change:
        """Do ``command`` at the table, decided on at ``expected_position``."""
        ...


def change_of(
    kind: EntryKind,
    event: Event,
    before: TableState,
    after: TableState,
    *,
    at: datetime,
    screen: FloorState,
    dealt: bool,
) -> Change:
    """The change from ``before`` to ``after`` made by an entry of ``kind`` about ``event``
    (``dealt``: the action it is about made a deal)."""
    taken_back = kind is EntryKind.UNDO
    action_before = after.table if taken_back else before.table
    action_after = before.table if taken_back else after.table
    deal = action_after.last_deal if dealt else None
    seat = _changed_seat(event, action_after)
    return Change(
        table_id=after.table_id,
        entry=after.entry,
        at=at,
        kind=kind,
        event=event,
        screen=screen,
        deal=deal if isinstance(deal, Deal) else None,
        hand=(before.hands if taken_back else after.hands) if dealt else None,
        names=_names(event, action_before),
        seat=seat,
        plays_at_once=_plays_at_once(event, action_after),
        debts=_debts(action_after) if isinstance(event, ChangeHouse) else (),
        can_undo=after.can_undo,
        can_redo=after.can_redo,
    )


def event_seats(event: Event) -> list[int]:
    """The seats an event names (where a player sits, moves from or to, the positions a
    correction sets)."""
    names = ("seat", "from_seat", "to_seat", "button", "small_blind", "big_blind", "third_blind")
    found = [getattr(event, name, None) for name in names]
    return [seat for seat in found if isinstance(seat, int) and not isinstance(seat, bool)]


def _names(event: Event, table: Table) -> tuple[tuple[int, str], ...]:
    named = []
    for seat in dict.fromkeys(event_seats(event)):
        player = table.player(seat) if 1 <= seat <= table.size else None
        if player is not None:
            named.append((seat, player.name))
    return tuple(named)


def _changed_seat(event: Event, table: Table) -> int | None:
    """The seat whose player the event changed (a move: the new seat)."""
    seat = getattr(event, "to_seat", None) or getattr(event, "seat", None)
    if isinstance(seat, int) and not isinstance(seat, bool) and 1 <= seat <= table.size:
        return seat
    return None


def _plays_at_once(event: Event, after: Table) -> bool:
    if not isinstance(event, Move) or not 1 <= event.to_seat <= after.size:
        return False
    player = after.player(event.to_seat)
    return player is not None and player.is_active


def _debts(table: Table) -> tuple[Debt, ...]:
    """What each player who owes now owes (a missed blind, an entry or seat-change post)."""
    debts = []
    for seat, player in table.occupied():
        if player.missed is None and not player.entry_post:
            continue
        debt = owed(table, seat)
        debts.append(Debt(seat, player.name, debt.live, debt.dead))
    return tuple(debts)

"""What the floor screen shows at one moment: the table and the hand in play. No Qt.

The controller keeps one :class:`FloorState` and replaces it whole for every event, deal or
undo; widgets only read it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from floorapp.rules import Applied, Correct, Deal, Event, Refused, Table, apply


@dataclass(frozen=True)
class FloorState:
    """The table between hands, and the deal whose positions lie on it.

    ``deal`` is the last deal, or None before the first one or after the floor corrected the
    positions (the corrected positions are then ``table.last``). ``dealt_table`` is the table
    right after that deal: a waiting player who has not changed since still waits for the
    reason the deal gave. ``hand`` counts the deals made on this screen.
    """

    table: Table
    deal: Deal | None = None
    dealt_table: Table | None = None
    hand: int = 0
    corrected: bool = False
    """The floor corrected the positions since the last deal."""


def advance(state: FloorState, applied: Applied) -> FloorState:
    """The state after one applied event: a deal puts a new hand in play, a correction takes
    the positions off the last deal, any other event keeps the hand in play."""
    if applied.deal is not None:
        return FloorState(applied.after, applied.deal, applied.after, state.hand + 1)
    if isinstance(applied.event, Correct):
        return FloorState(applied.after, None, None, state.hand, corrected=True)
    return FloorState(applied.after, state.deal, state.dealt_table, state.hand, state.corrected)


def replay(state: FloorState, events: Iterable[Event]) -> FloorState:
    """The state after applying every event in turn; refused events change nothing."""
    for event in events:
        try:
            state = advance(state, apply(state.table, event))
        except Refused:
            continue
    return state

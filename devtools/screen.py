"""The screen's state after a few events, without a room: for the tests of what the screen draws.

:func:`played` applies events the way the room does (refused ones change nothing) and builds
the state the screen shows in the room's one place for it
(:func:`floorapp.storage.service.screen_of`).
"""

from __future__ import annotations

from collections.abc import Iterable

from floorapp.rules import Event, Refused, Table, apply
from floorapp.storage.journal import Shown, TableState, shown_after
from floorapp.storage.service import FloorState, screen_of


def played(table: Table, events: Iterable[Event]) -> FloorState:
    """What the screen shows after applying every event to ``table`` in turn; refused events
    change nothing."""
    state = TableState(0, table, 0)
    for event in events:
        try:
            applied = apply(state.table, event)
        except Refused:
            continue
        entry = state.entry + 1
        state = TableState(0, applied.after, entry, hands=state.hands + (applied.deal is not None),
                           shown=shown_after(applied, entry, state.shown))
    return screen_of(state, state.shown or Shown())

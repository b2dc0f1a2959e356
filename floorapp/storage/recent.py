"""What the floor screen shows of a table besides its seats. No Qt.

After a restart (or an undo) the screen needs more than the table itself: the deal whose
positions lie on the felt and the table right after it (a player who waits still waits for the
reason that deal gave), whether the floor corrected the positions since, and how many hands
have been dealt. The room keeps them with each table's state as entries are written (and in
the table's head on disk), so :func:`on_screen` reads nothing more, however long the history;
only after an undo took the latest deal back does it look back through the actions undo can
reach.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorapp.rules import Deal, Table

from .room import Room


@dataclass(frozen=True)
class OnScreen:
    """A table as the floor screen shows it.

    ``deal`` is the last deal in effect, or None before the first one and after the floor
    corrected the positions (``corrected``); ``dealt_table`` is the table right after that
    deal; ``hands`` counts the deals in effect since the table was opened.
    """

    table: Table
    deal: Deal | None
    dealt_table: Table | None
    corrected: bool
    hands: int


def on_screen(room: Room, table_id: int) -> OnScreen:
    """The table, its last deal (or correction) in effect and its hand count."""
    shown = room.shown(table_id)
    state = room.state(table_id)
    dealt = shown.dealt
    deal = dealt.last_deal if dealt is not None else None
    if isinstance(deal, Deal):
        return OnScreen(state.table, deal, dealt, False, state.hands)
    return OnScreen(state.table, None, None, shown.corrected, state.hands)


def hands_dealt(room: Room, table_id: int) -> int:
    """How many deals are in effect at the table: deals recorded (or redone), less those undone."""
    return room.state(table_id).hands

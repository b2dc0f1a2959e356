"""The room board's view of a table: what a player walking in, or a floor person across the
room, reads from a distance. No Qt.
"""

from __future__ import annotations

from .scene import SeatState, TableScene


def open_seats(scene: TableScene) -> tuple[int, ...]:
    """The seats a player from the list may take now: empty, and not held by a lock-up
    button (a locked-up seat is kept for someone already called)."""
    return tuple(seat.number for seat in scene.seats if seat.state is SeatState.EMPTY)

"""Calls hold their seats (docs/DECISIONS.md F-38): the one place that says so.

Once a name of the list has been called to a seat, the seat is his until he sits down there
(through the list), the call is cancelled, or he is marked a no-show. Meanwhile the table's own
actions that would give the seat to someone else are refused: a new player sitting there, a
player moving there, the floor locking it up for another. The room refuses them with this
answer when they are done; the screen asks it to show a seat's menu entries disabled with the
reason.
"""

from __future__ import annotations

from floorapp.rules import Event, Lock, Move, Sit

from .errors import ListCode, ListRefused
from .model import GameList, Spot


def seat_taken(event: Event) -> int | None:
    """The seat a table's own ``event`` gives someone (a sit, a move there, a lock-up for
    the list), or None: the events a call's hold can refuse."""
    match event:
        case Sit(seat=seat) | Lock(seat=seat) | Move(to_seat=seat):
            return seat
    return None


def call_refusal(game_list: GameList, table_id: int, event: Event) -> ListRefused | None:
    """Why the list refuses the table's own ``event`` (None: it does not): a sit, a move or a
    lock at a seat of the table ``table_id`` held for a name called to it."""
    seat = seat_taken(event)
    if seat is None:
        return None
    holder = game_list.called_to(Spot(table_id, seat))
    if holder is None:
        return None
    return ListRefused(ListCode.SEAT_CALLED, name=holder.name, table=table_id, seat=seat)

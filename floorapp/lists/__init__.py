"""The room's waiting lists (standard library only): who waits for which game, who has been
called to which seat, who asked for a table change, who must move, and how a broken table's
players are given their new seats.

A *game* is what a player asks for ("1/2 No-limit Hold'em"); the room's tables each belong to
one. Each game has one *list*: the names waiting for a seat in it, in the floor's order. A list
whose game has no open table is an *interest list* (the same list: the screen calls it so).
Like a table, a list is an immutable value (:class:`GameList`); the floor changes it with a
:data:`ListAction`, which :func:`decide` turns into a :class:`Step` (the one name it concerns,
before and after) or refuses with a :class:`ListRefused` code. A step is what the room's
journal keeps: putting the name back as it was is the undo, and as it became the redo.

- :mod:`.model`: names, calls, the list, the game's list rules;
- :mod:`.actions`: what the floor does to a list, and :func:`decide`;
- :mod:`.offers`: who is next for an open seat (must-move, table changes, the list), the
  seats open for the list, new players to pick up (R-65);
- :mod:`.breaking`: a broken table's players given open seats (by draw or in seat order);
- :mod:`.holds`: a call holds its seat (F-38);
- :mod:`.names`: names shortened for the room board.
"""

from .actions import (
    AddName,
    AskTableChange,
    CallMustMove,
    CallName,
    CancelCall,
    EditName,
    ListAction,
    MarkNoShow,
    MoveName,
    RemoveName,
    SeatName,
    Step,
    decide,
    redo_step,
    undo_step,
)
from .breaking import BreakOrder, Slip, break_plan
from .errors import ListCode, ListRefused
from .holds import call_refusal
from .model import (
    NOTE_LIMIT,
    BoardNames,
    Call,
    GameList,
    GameRules,
    NoShowRule,
    Source,
    Spot,
    Waiting,
    note_problem,
)
from .names import board_name
from .offers import (
    Candidate,
    Feeder,
    must_move_candidates,
    must_move_order,
    next_for_seat,
    open_seats,
)

__all__ = [
    "NOTE_LIMIT", "AddName", "AskTableChange", "BoardNames", "BreakOrder", "Call",
    "CallMustMove", "CallName", "CancelCall", "Candidate", "EditName", "Feeder", "GameList",
    "GameRules", "ListAction", "ListCode", "ListRefused", "MarkNoShow", "MoveName",
    "NoShowRule", "RemoveName", "SeatName", "Slip", "Source", "Spot", "Step", "Waiting",
    "board_name", "break_plan", "call_refusal", "decide", "must_move_candidates",
    "must_move_order", "next_for_seat", "note_problem", "open_seats", "redo_step",
    "undo_step",
]

"""The rules core: button, blinds, missed-blind and lock-up buttons (standard library only).

A :class:`Table` is an immutable snapshot between hands. :func:`apply` takes an event (a
floor action or a deal) and returns an :class:`Applied` record with the new table and, for a
deal, the :class:`Deal`; a refused event raises :class:`Refused` with a stable code.
"""

from .deal import Deal, Marker, Post, PostKind, WaitReason
from .engine import Applied, apply, can_apply, verify
from .errors import ErrorCode, Refused
from .events import (
    EVENT_TYPES,
    Away,
    Back,
    Bust,
    Correct,
    DealHand,
    Event,
    Leave,
    Misdeal,
    Move,
    Rebuy,
    Release,
    Sit,
    Straddle,
)
from .model import (
    ButtonRule,
    Choice,
    EntryPost,
    HouseRules,
    Makeup,
    Missed,
    Player,
    Positions,
    Seat,
    SeatChangeRule,
    Status,
    StraddleRule,
    Structure,
    Table,
    empty_table,
)

__all__ = [
    "EVENT_TYPES", "Applied", "Away", "Back", "Bust", "ButtonRule", "Choice", "Correct", "Deal",
    "DealHand", "EntryPost", "ErrorCode", "Event", "HouseRules", "Leave", "Makeup", "Marker",
    "Misdeal", "Missed", "Move", "Player", "Positions", "Post", "PostKind", "Rebuy", "Refused",
    "Release", "Seat", "SeatChangeRule", "Sit", "Status", "Straddle", "StraddleRule",
    "Structure", "Table", "WaitReason", "apply", "can_apply", "empty_table", "verify",
]

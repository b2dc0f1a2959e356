"""The tournament floor: the same table model and the dead button for an event's tables, and
the event's own logic (balancing, breaking, the final table, hand-for-hand, places).

Pure (stdlib and :mod:`floorapp.rules` only), as the rules core: an :class:`Event` is an
immutable value and :func:`apply` returns a new one with a record of what happened. The rules
are the rulebook's tournament part (docs/RULES.md, ``T-`` ids); the rulings where they leave a
case open are in docs/DECISIONS.md (``TQ-`` ids).

- :mod:`.positions` and :mod:`.deal`: one table's next deal (dead button, absent players dealt
  in, joiners and the gap);
- :mod:`.offers`: balancing, breaking, the final table, halted tables: what the floor is
  offered;
- :mod:`.draws`: the seeded draws (start, broken table, final table, the house's redraws,
  newcomers);
- :mod:`.corrections`: a table's positions put right, a misdeal dealt again (T-26), players
  on penalty (T-09);
- :mod:`.places`: finishing places; :mod:`.event`: the actions applied;
- :mod:`.structure` and :mod:`.clock`: the house's levels and breaks, and the clock that runs
  through them from the floor's clock actions and the times they were recorded (T-28).
"""

from .actions import (
    Absent,
    Action,
    AdjustClock,
    Back,
    BreakTable,
    Bust,
    CloseRegistration,
    CorrectPositions,
    DealHand,
    Draw,
    EndPenalty,
    FinalTable,
    HandDone,
    HandForHand,
    Misdeal,
    MovePlayer,
    NewLevel,
    PauseClock,
    Penalty,
    Redraw,
    Register,
    Reseat,
    ResumeClock,
    SetStructure,
    StartClock,
)
from .clock import Clock, ClockReading, reading
from .deal import TDeal, TPost, TPostKind
from .draws import SeatDraw
from .errors import EventCode, EventRefused
from .event import Applied, apply
from .offers import (
    BreakOffer,
    FinalOffer,
    MoveOffer,
    Offer,
    RedrawOffer,
    halted,
    offer,
    taking,
    worst_position,
)
from .places import Finish
from .rule_ids import TRule
from .rule_texts import TOURNAMENT_RULE_TEXTS, tournament_rule_text
from .settings import AnteKind, EventRules, Level
from .state import Entrant, Event, HandForHandRound, Placed
from .structure import Stage, Structure
from .table import EventTable, joiner, new_table

__all__ = [
    "Absent", "Action", "AdjustClock", "AnteKind", "Applied", "Back", "BreakOffer", "BreakTable",
    "Bust", "Clock", "ClockReading", "CloseRegistration", "CorrectPositions", "DealHand", "Draw",
    "EndPenalty", "Entrant", "Event", "EventCode", "EventRefused", "EventRules", "EventTable",
    "FinalOffer", "FinalTable", "Finish", "HandDone", "HandForHand", "HandForHandRound", "Level",
    "Misdeal", "MoveOffer", "MovePlayer", "NewLevel", "Offer", "PauseClock", "Penalty", "Placed",
    "Redraw", "RedrawOffer", "Register", "Reseat", "ResumeClock", "SeatDraw",
    "SetStructure", "Stage", "StartClock", "Structure", "TDeal", "TOURNAMENT_RULE_TEXTS",
    "TPost", "TPostKind", "TRule", "apply", "halted", "joiner", "new_table", "offer", "reading",
    "taking", "tournament_rule_text", "worst_position",
]

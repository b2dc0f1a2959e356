"""The floor's actions on an event, as frozen records (the event scenarios' steps)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .settings import Level
from .structure import Structure


@dataclass(frozen=True)
class Draw:
    """The start: the entrants draw tables and seats at random, and each table its button
    (T-06, T-21). ``tables`` tables, numbered from 1; ``break_order`` (default: the highest
    number first)."""

    kind: ClassVar[str] = "draw"
    names: tuple[str, ...]
    tables: int
    seed: int
    break_order: tuple[int, ...] = ()


@dataclass(frozen=True)
class Register:
    """A late registrant, an alternate or a re-entry joins (T-10, T-12): at the floor's
    ``table`` and ``seat``, or by a random draw from the open seats of the shortest tables."""

    kind: ClassVar[str] = "register"
    name: str
    table: int | None = None
    seat: int | None = None
    seed: int = 0
    reentry: bool = False
    absent: bool = False


@dataclass(frozen=True)
class CloseRegistration:
    """The house closes late registration and re-entry: places count from here (T-25)."""

    kind: ClassVar[str] = "close-registration"


@dataclass(frozen=True)
class Absent:
    """The floor marks a player absent: he is dealt in and blinded off (T-07, T-08)."""

    kind: ClassVar[str] = "absent"
    table: int
    seat: int


@dataclass(frozen=True)
class Back:
    """An absent player is back at his seat."""

    kind: ClassVar[str] = "back"
    table: int
    seat: int


@dataclass(frozen=True)
class DealHand:
    """The next hand at one table; ``waive`` deals at a halted table (T-15)."""

    kind: ClassVar[str] = "deal"
    table: int
    waive: bool = False


@dataclass(frozen=True)
class Bust:
    """Players eliminated in one hand at one table, with their start-of-hand stacks when the
    floor enters them (T-25)."""

    kind: ClassVar[str] = "bust"
    table: int
    seats: tuple[int, ...]
    stacks: tuple[int, ...] = ()


@dataclass(frozen=True)
class NewLevel:
    """The clock starts a level: it applies at each table from its next hand (T-05)."""

    kind: ClassVar[str] = "level"
    level: Level


@dataclass(frozen=True)
class MovePlayer:
    """The floor makes the balancing move the event offers (T-14, T-16 - T-18)."""

    kind: ClassVar[str] = "move"


@dataclass(frozen=True)
class BreakTable:
    """The floor breaks the table the event offers; its players draw open seats (T-20 - T-22)."""

    kind: ClassVar[str] = "break"
    seed: int


@dataclass(frozen=True)
class FinalTable:
    """The players left fit one table: every seat and the button are drawn again (T-23)."""

    kind: ClassVar[str] = "final"
    seed: int


@dataclass(frozen=True)
class Redraw:
    """The house redraws at this number of tables: every seat at the tables playing and their
    buttons are drawn again, as for the final table (TQ-29)."""

    kind: ClassVar[str] = "redraw"
    seed: int


@dataclass(frozen=True)
class CorrectPositions:
    """The floor puts last hand's positions at one table right (T-26): the button, the small
    blind (None: a single big blind, T-18) and the big blind of the hand just dealt. The next
    deal follows T-01 from them."""

    kind: ClassVar[str] = "correct"
    table: int
    button: int
    small_blind: int | None
    big_blind: int


@dataclass(frozen=True)
class Misdeal:
    """The hand just dealt at one table is misdealt and dealt again at once: the same hand,
    with the same button and blinds (T-26)."""

    kind: ClassVar[str] = "misdeal"
    table: int


@dataclass(frozen=True)
class Penalty:
    """The floor puts a player on penalty for ``hands`` hands dealt to him (T-09): he is dealt
    in and blinded off like an absent player, and back by himself when they are served."""

    kind: ClassVar[str] = "penalty"
    table: int
    seat: int
    hands: int


@dataclass(frozen=True)
class EndPenalty:
    """The floor ends a player's penalty before it is served (T-09)."""

    kind: ClassVar[str] = "penalty-end"
    table: int
    seat: int


@dataclass(frozen=True)
class Reseat:
    """The player recorded at ``table``/``seat`` is found out of his assigned seat: the floor
    moves him to it, ``to_table``/``to_seat`` (T-13). The hands he played stand."""

    kind: ClassVar[str] = "reseat"
    table: int
    seat: int
    to_table: int
    to_seat: int


@dataclass(frozen=True)
class HandForHand:
    """The floor starts (or ends) hand-for-hand play (T-24)."""

    kind: ClassVar[str] = "hand-for-hand"
    on: bool = True


@dataclass(frozen=True)
class HandDone:
    """Hand-for-hand: a table has finished the hand (T-24)."""

    kind: ClassVar[str] = "hand-done"
    table: int


@dataclass(frozen=True)
class SetStructure:
    """The house sets the event's levels and breaks, before the clock starts (T-28)."""

    kind: ClassVar[str] = "structure"
    structure: Structure


@dataclass(frozen=True)
class StartClock:
    """The floor starts the clock: the structure's first stage from its beginning (T-28)."""

    kind: ClassVar[str] = "clock-start"


@dataclass(frozen=True)
class PauseClock:
    """The floor pauses the clock: the stage's time stops until he resumes it (T-28)."""

    kind: ClassVar[str] = "clock-pause"


@dataclass(frozen=True)
class ResumeClock:
    """The floor lets the paused clock run again from where it stopped (T-28)."""

    kind: ClassVar[str] = "clock-resume"


@dataclass(frozen=True)
class AdjustClock:
    """The floor sets the clock to stage ``stage`` (from 1) with ``left`` seconds to run: a
    level skipped, a minute added, a mistake put right (T-28)."""

    kind: ClassVar[str] = "clock-adjust"
    stage: int
    left: float


ClockAction = StartClock | PauseClock | ResumeClock | AdjustClock
"""The floor's clock actions: each needs the time it was recorded."""

Action = (Draw | Register | CloseRegistration | Absent | Back | DealHand | Bust | NewLevel
          | MovePlayer | BreakTable | FinalTable | Redraw | CorrectPositions | Misdeal | Penalty
          | EndPenalty | Reseat | HandForHand | HandDone | SetStructure | StartClock | PauseClock
          | ResumeClock | AdjustClock)

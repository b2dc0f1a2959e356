"""Why the event refuses a floor action: a stable code and the facts behind it (as
:mod:`floorapp.rules.errors` for a table)."""

from __future__ import annotations

from enum import StrEnum


class EventCode(StrEnum):
    """Every reason an event action can be refused (the codes of the event scenarios)."""

    BAD_TABLE = "bad-table"
    """No such table playing in the event."""
    BAD_SEAT = "bad-seat"
    """No such seat at the table."""
    SEAT_EMPTY = "seat-empty"
    """Nobody sits in the seat the action names."""
    SEAT_TAKEN = "seat-taken"
    """Somebody sits in the seat a player is to take."""
    NO_OPEN_SEAT = "no-open-seat"
    """No open seat left for a newcomer."""
    BAD_NAME = "bad-name"
    """No name, or the name of a player already in the event."""
    NOT_ELIMINATED = "not-eliminated"
    """A re-entry for somebody who is not an eliminated entrant."""
    REGISTRATION_CLOSED = "registration-closed"
    """Late registration or re-entry after the house closed registration."""
    NOT_ENOUGH_PLAYERS = "not-enough-players"
    """A deal with fewer than two players who can be dealt in."""
    HALTED = "halted"
    """A deal at a table halted for a player (T-15) without the floor waiving the halt."""
    WAIT_FOR_TABLES = "wait-for-tables"
    """Hand-for-hand: the table has dealt this hand and waits for the others (T-24)."""
    NOT_DEALT_IN = "not-dealt-in"
    """An elimination of a player who has not played a hand at his table."""
    ALREADY_ABSENT = "already-absent"
    """``absent`` for a player the floor marked absent already."""
    NOT_ABSENT = "not-absent"
    """``back`` for a player who is not marked absent."""
    BAD_LEVEL = "bad-level"
    """A level that cannot be played."""
    NOT_OFFERED = "not-offered"
    """A balancing move, a table break or the final table the event does not offer now."""
    NOT_HAND_FOR_HAND = "not-hand-for-hand"
    """``hand-done`` while the event does not play hand-for-hand, or before the table dealt."""
    ALREADY_DRAWN = "already-drawn"
    """A seat draw for an event that has its tables already."""
    TIME_NEEDED = "time-needed"
    """An action that depends on the clock, given without the time it was recorded."""
    BAD_TIME = "bad-time"
    """A time that is not a number, or earlier than the clock's last action."""
    NO_STRUCTURE = "no-structure"
    """A clock action for an event without a structure."""
    BAD_STRUCTURE = "bad-structure"
    """A structure the clock cannot run (no level, a stage under a minute, level numbers not
    increasing...)."""
    CLOCK_STARTED = "clock-started"
    """The clock started a second time, or a new structure once it has started."""
    CLOCK_NOT_STARTED = "clock-not-started"
    """A pause, resume or adjustment before the clock started."""
    CLOCK_PAUSED = "clock-paused"
    """A pause of a paused clock."""
    CLOCK_RUNNING = "clock-running"
    """A resume of a running clock."""
    BAD_STAGE = "bad-stage"
    """An adjustment to a stage the structure does not have, or with no time left."""
    ON_BREAK = "on-break"
    """A deal while the clock is on a break (T-28)."""
    LEVEL_BY_CLOCK = "level-by-clock"
    """A new level by hand for an event whose clock runs a structure."""
    NO_HAND = "no-hand"
    """A correction or a misdeal at a table that has dealt no hand, or a misdeal right after a
    correction (no hand dealt since, T-26)."""
    BAD_POSITIONS = "bad-positions"
    """A correction naming positions no hand can have: two positions on one seat (the button
    and the small blind excepted: heads-up), or a table of fewer than two players (T-26)."""
    BAD_PENALTY = "bad-penalty"
    """A penalty of fewer than one hand (T-09)."""
    ON_PENALTY = "on-penalty"
    """A penalty for a player serving one already: the floor ends it first (T-09)."""
    NOT_ON_PENALTY = "not-on-penalty"
    """The end of a penalty for a player who is not serving one (T-09)."""


class EventRefused(Exception):
    """An action the event refuses, with its code and facts; the event is unchanged."""

    def __init__(self, code: EventCode, **facts: object) -> None:
        super().__init__(code.value + "".join(f" {k}={v}" for k, v in facts.items()))
        self.code = code
        self.facts = facts

"""Floor events between hands (docs/RULES.md section 3), as frozen records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .model import Choice, HouseRules, Missed


@dataclass(frozen=True)
class Sit:
    """A new player takes an empty or locked-up seat.

    ``carried``: the missed-blind button he brings from another table of the same game (a
    table change, a must-move, a broken table), owed here (F-35); None for a player new to
    the game."""

    kind: ClassVar[str] = "sit"
    seat: int
    name: str
    choice: str = Choice.WAIT
    carried: Missed | None = None


@dataclass(frozen=True)
class Away:
    """A player steps away; his chips stay."""

    kind: ClassVar[str] = "away"
    seat: int


@dataclass(frozen=True)
class Back:
    """An away player returns and chooses how to come back in."""

    kind: ClassVar[str] = "back"
    seat: int
    choice: str = Choice.POST


@dataclass(frozen=True)
class Leave:
    """A player leaves for good; a lock-up button goes on his seat."""

    kind: ClassVar[str] = "leave"
    seat: int


@dataclass(frozen=True)
class Release:
    """The floor frees a locked-up seat."""

    kind: ClassVar[str] = "release"
    seat: int


@dataclass(frozen=True)
class PickUp:
    """The floor picks up a new player the button passed before he posted (R-65): he leaves
    the table and a lock-up button holds his seat for the next player on the list (F-34)."""

    kind: ClassVar[str] = "pick-up"
    seat: int


@dataclass(frozen=True)
class Lock:
    """The floor puts a lock-up button on an empty seat, holding it for a player called from
    the list."""

    kind: ClassVar[str] = "lock"
    seat: int


@dataclass(frozen=True)
class Move:
    """A seat change to an empty or locked-up seat (docs/RULES.md section 10)."""

    kind: ClassVar[str] = "move"
    from_seat: int
    to_seat: int
    choice: str = Choice.WAIT


@dataclass(frozen=True)
class Bust:
    """A player lost all his chips."""

    kind: ClassVar[str] = "bust"
    seat: int


@dataclass(frozen=True)
class Rebuy:
    """A busted player buys in again (R-62)."""

    kind: ClassVar[str] = "rebuy"
    seat: int
    choice: str = Choice.POST


@dataclass(frozen=True)
class Straddle:
    """A voluntary straddle for the next hand (section 9)."""

    kind: ClassVar[str] = "straddle"
    seat: int


@dataclass(frozen=True)
class Misdeal:
    """The last hand is redealt: the next deal repeats its positions (TDA 35C)."""

    kind: ClassVar[str] = "misdeal"


@dataclass(frozen=True)
class Correct:
    """The floor puts the last hand's positions right (button out of position)."""

    kind: ClassVar[str] = "correct"
    button: int
    small_blind: int | None
    big_blind: int
    third_blind: int | None = None


@dataclass(frozen=True)
class ChangeHouse:
    """The floor changes the table's house rules or number of seats between hands (F-30).

    A scenario says it with a ``house`` step (docs/SCENARIOS.md).
    """

    kind: ClassVar[str] = "house"
    house: HouseRules
    seats: int


@dataclass(frozen=True)
class DealHand:
    """Set up the next hand."""

    kind: ClassVar[str] = "deal"


Event = (
    Sit | Away | Back | Leave | Release | PickUp | Lock | Move | Bust | Rebuy | Straddle | Misdeal
    | Correct | ChangeHouse | DealHand
)

EVENT_TYPES: dict[str, type[Event]] = {
    cls.kind: cls
    for cls in (
        Sit, Away, Back, Leave, Release, PickUp, Lock, Move, Bust, Rebuy, Straddle, Misdeal,
        Correct, ChangeHouse, DealHand,
    )
}

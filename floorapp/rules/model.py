"""The table as the floor sees it between two hands: house rules, seats, players, positions.

Everything here is immutable. An event or a deal never changes a snapshot; it makes a new one
(see :mod:`floorapp.rules.engine`), so "undo" is putting the old snapshot back.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from .house_checks import HouseProblem

from .deal import Deal
from .missed import Missed as Missed  # a player's missed-blind button, re-exported
from .missed import add_missed as add_missed

Record = TypeVar("Record")


def evolve(record: Record, **changes: Any) -> Record:
    """A copy of a frozen dataclass with some fields changed.

    The same as :func:`dataclasses.replace` without re-running ``__init__``: a deal copies a
    few records and this is its hot path.
    """
    assert changes.keys() <= record.__dataclass_fields__.keys(), changes  # type: ignore[attr-defined]
    copy = object.__new__(type(record))
    copy.__dict__.update(record.__dict__, **changes)
    return copy


class ButtonRule(StrEnum):
    """How the dealer button and the blinds move when players come and go."""

    DEAD = "dead"
    """Robert's (b), WSOP, TDA: the big blind moves one player a hand; the button may be dead."""
    MOVING = "moving"
    """Caro & Cooke "no dead button": the button always moves to a player; blinds are adjusted."""
    SIMPLIFIED = "simplified"
    """Online style: the button always moves to the next active player, nobody posts twice."""


class Structure(StrEnum):
    """The betting structure; recorded, it changes no button or blind rule."""

    LIMIT = "limit"
    """Fixed bets."""
    POT_LIMIT = "pot-limit"
    """Bets up to the pot."""
    NO_LIMIT = "no-limit"
    """Bets up to the stack."""


class Makeup(StrEnum):
    """What a player who missed blinds posts when he comes back."""

    ALL = "all"
    """Every missed blind: up to one big blind live, the rest dead."""
    BIG_ONLY = "big-only"
    """One big blind, live (Caro & Cooke for pot-limit and no-limit)."""


class EntryPost(StrEnum):
    """What a new player posts to be dealt in at once."""

    BIG = "big"
    """One big blind."""
    DOUBLE = "double"
    """Twice the big blind (lowball)."""


class SeatChangeRule(StrEnum):
    """When a player who changes seats may play without posting."""

    RELATIVE = "relative"
    """Same relative position: he waits the hands his move put him further from the blinds."""
    TWO_PLAYERS = "two-players"
    """He may move past at most two active players for free."""


class StraddleRule(StrEnum):
    """Which straddles the house allows."""

    NONE = "none"
    """No straddles."""
    LIVE = "live"
    """Under the gun, twice the big blind, live."""
    LIVE_AND_SLEEPER = "live-and-sleeper"
    """Live straddles, and sleeper straddles from other seats (not live)."""


class Choice(StrEnum):
    """How a new, returning or moved player chooses to come into the game."""

    POST = "post"
    """Post what he owes now and be dealt in at once (outside the zone)."""
    WAIT = "wait"
    """Wait for the big blind to reach him."""
    BEHIND = "behind"
    """Let the blinds and the button pass, then post behind the button."""


class Status(StrEnum):
    """Where a seated player stands in the game."""

    ACTIVE = "active"
    """Plays every hand and owes nothing."""
    AWAY = "away"
    """Stepped away, chips on the table; not dealt in; collects missed-blind buttons."""
    WAITING = "waiting"
    """Present but not yet dealt in: new, returning or moved, waiting for his way in."""
    BUSTED = "busted"
    """Lost all his chips; seat kept for a rebuy; away for every rule."""


class Procedure(StrEnum):
    """A Caro & Cooke adjustment still running under the moving button (R-42, R-43)."""

    NONE = "none"
    """Plain rotation."""
    AFTER_DEAD_SMALL_BLIND = "after-dead-small-blind"
    """R-42 second hand: the button moves through the leaver's seat and posts a small blind."""
    AFTER_TWO_BIG_BLINDS = "after-two-big-blinds"
    """R-43 second hand: button posts a small blind, the next player a small blind too."""


MIN_LOCKUP_MINUTES = 1
MAX_LOCKUP_MINUTES = 120
"""The range of the ``lockup_minutes`` house rule."""
MIN_SEATS = 2
MAX_SEATS = 12
"""The seats a table may have: heads-up at the least, twelve around the largest table."""
MAX_BLINDS = 3
"""The most blinds a house posts (small, middle and big)."""


class BlindPosition(StrEnum):
    """A blind's position in a hand, named as a deal and a scenario name it."""

    SMALL = "small_blind"
    BIG = "big_blind"
    THIRD = "third_blind"


Blind = TypeVar("Blind")


def blinds_by_position(blinds: Sequence[Blind]) -> dict[BlindPosition, Blind]:
    """Each of a hand's blinds named by its position, in posting order.

    ``blinds`` are the house's amounts (smallest first) or the seats of a hand's blinds
    (:attr:`Positions.blinds`): one entry per blind, in the order they are posted, so the
    amount and the seat of a position are found the same way.

    - One blind is the big blind; there is no small blind (F-25).
    - Two blinds are the small blind and the big blind: at 1-2, 1 and 2.
    - Three blinds are the small, the big and the third blind: at 1-2-5 the small blind
      posts 1, the big blind 2 and the third blind 5. The third blind is the largest, the one
      every rule calls "the big blind" (F-14, R-15); the big-blind position is the middle one.
    """
    count = len(blinds)
    if not 1 <= count <= MAX_BLINDS:
        raise ValueError(f"a hand has 1 to {MAX_BLINDS} blinds, not {count}")
    positions = _BLIND_POSITIONS[count - 1]
    return dict(zip(positions, blinds, strict=True))


_BLIND_POSITIONS = (
    (BlindPosition.BIG,),
    (BlindPosition.SMALL, BlindPosition.BIG),
    (BlindPosition.SMALL, BlindPosition.BIG, BlindPosition.THIRD),
)


@dataclass(frozen=True)
class HouseRules:
    """The house rules of one table (docs/RULES.md section 2)."""

    button: ButtonRule = ButtonRule.DEAD
    blinds: tuple[int, ...] = (1, 2)
    button_blind: bool = False
    structure: Structure = Structure.LIMIT
    makeup: Makeup = Makeup.ALL
    entry_post: EntryPost = EntryPost.BIG
    free_hand_at: int = 0
    seat_change: SeatChangeRule = SeatChangeRule.RELATIVE
    straddle: StraddleRule = StraddleRule.NONE
    lockup_minutes: int = 5
    """How long the floor holds a locked-up seat for the next player on the list, in minutes;
    past it the screen marks the seat overdue. The deal does not depend on it."""

    def problems(self) -> list[HouseProblem]:
        """Why these house rules cannot be played, as codes (empty when they can); the one
        check of :mod:`floorapp.rules.house_checks`."""
        from .house_checks import house_problems  # it reads the enums of this module

        values = {name: getattr(self, name) for name in self.__dataclass_fields__}
        return house_problems(values)

    @property
    def big_blind(self) -> int:
        """The largest blind: the one that goes round the table like the big blind."""
        return self.blinds[-1]

    @property
    def small_blind(self) -> int:
        """The smallest blind."""
        return self.blinds[0]


NAME_LIMIT = 40
"""The longest player's name the floor keeps, in characters (spaces around it not counted):
room for a full name ("Christopher Montgomery-Smith" has 28) on a seat plate, in the log and
in a sentence of the read-out. The one limit for every way a name comes in: the seat dialog,
a scenario file run or imported, and the rules core itself."""


LINE_BREAKING = frozenset({"Cc", "Zl", "Zp"})
"""Unicode categories a name may not hold: control characters (tabs, line feeds) and line and
paragraph separators."""


def player_name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player's name, or None when it can.

    A name is text of 1 to :data:`NAME_LIMIT` characters once the spaces around it are
    taken off, on one line (no line breaks, tabs or other control characters).
    """
    if not isinstance(name, str) or not name.strip():
        return "a player needs a name"
    if len(name.strip()) > NAME_LIMIT:
        return f"a player's name has at most {NAME_LIMIT} characters"
    if any(unicodedata.category(character) in LINE_BREAKING for character in name):
        return "a player's name is one line of text, without control characters"
    return None


@dataclass(frozen=True)
class Player:
    """A person in a seat, with what he owes and how he is coming into the game."""

    id: int
    name: str
    status: Status = Status.ACTIVE
    missed: Missed | None = None
    new: bool = False
    """Sat down and not yet dealt in: owes an entry post (unless a free hand applies)."""
    choice: Choice | None = None
    """How a waiting (or away) player chose to come in."""
    entry_post: int = 0
    """Live amount he posts to come in, besides missed blinds (new player or seat change)."""
    hands_left: int = 0
    """Seat change (R-71): hands he still waits before he plays free."""
    blinds_passed: bool = False
    """For ``behind``: the big blind has passed his seat since he chose."""
    free_behind: bool = False
    """Dealing off (R-75): he re-enters behind the button, free, once the blinds pass."""
    entering: bool = False
    """Active, owing nothing, but not dealt in on the last hand (a free seat change, the end of
    a seat-change wait, a return after missing a hand without a missed-blind button). Until he
    is dealt in he is an entrant: never given the button or a smaller blind, dealt in outside
    the zone and waiting inside it (R-31)."""
    carried: Missed | None = None
    """F-35: the missed-blind button a new player brought from another table of the same game
    (a table change, a must-move, a broken table). Unlike a button a new player collects here
    before his first hand (F-01, a record only), it is owed: he posts its dead part on top of
    his entry post, or waits for the big blind, which ends it (R-33). It is also on ``missed``,
    so it shows on the felt like any missed-blind button."""
    big_blind_passed: bool = False
    """R-65: a new player not yet dealt in whose seat the big blind has passed (been placed on
    or moved over) since he sat down."""
    dealt_last: bool = False
    """F-06: dealt in on the last hand, and waiting since because he changed seats (a move can
    make a player who played an entrant): he can still bust in that hand. Cleared by the next
    deal."""
    big_blind_went_by: bool = False
    """F-43: the big blind moved over his seat while he sat there waiting for it (the button
    and the smaller blinds go only to players in the game, and the big blind came after them):
    it has reached him. Outside the zone he posts it in his seat on that very deal; in the zone
    he is marked so and comes in at the next deal that finds him outside it, posting one big
    blind, live, and owing nothing more (R-33's price). Cleared when he is dealt in, steps away
    or changes seats."""
    pick_up: bool = False
    """R-65: pick him up. A new player who stepped away before his first hand, and the button
    has passed him since the big blind did, before he posted: the floor picks him up and gives
    his seat to the next player on the list; with nobody waiting he keeps his missed-blind
    button and stays away. Cleared when he comes back or is dealt in."""

    @property
    def present(self) -> bool:
        """At the table: not away and not busted."""
        return self.status is Status.ACTIVE or self.status is Status.WAITING

    @property
    def owes(self) -> bool:
        """Carries a missed-blind button or is a new player not yet dealt in (R-35)."""
        return self.missed is not None or self.new

    @property
    def is_settled(self) -> bool:
        """Active with nothing pending: no debt, no choice, no wait."""
        return (
            self.status is Status.ACTIVE
            and self.missed is None
            and not self.new
            and self.choice is None
            and not self.entry_post
            and not self.hands_left
            and not self.blinds_passed
            and not self.entering
            and not self.dealt_last
            and not self.big_blind_went_by
        )  # ``carried``, ``big_blind_passed`` and ``pick_up`` are a new player's only

    @property
    def is_active(self) -> bool:
        """Plays every hand: present, owing nothing, not waiting."""
        return self.status is Status.ACTIVE

    def activated(self) -> Player:
        """The same player dealt in and owing nothing."""
        if self.is_settled:
            return self
        return evolve(
            self,
            status=Status.ACTIVE,
            missed=None,
            new=False,
            choice=None,
            entry_post=0,
            hands_left=0,
            blinds_passed=False,
            free_behind=False,
            entering=False,
            carried=None,
            big_blind_passed=False,
            pick_up=False,
            dealt_last=False,
            big_blind_went_by=False,
        )


@dataclass(frozen=True)
class Positions:
    """The positions of a hand: the button seat and the blind seats in posting order.

    ``blinds`` holds one seat per house blind (small blind first). In a heads-up hand the
    button seat is also the small-blind seat.
    """

    button: int
    blinds: tuple[int, ...]

    @property
    def largest(self) -> int:
        """Seat of the largest blind (the big blind)."""
        return self.blinds[-1]


@dataclass(frozen=True)
class Seat:
    """One physical seat: empty, locked up, or occupied."""

    number: int
    player: Player | None = None
    locked: bool = False

    @property
    def locked_up(self) -> bool:
        """Nobody on the seat but a lock-up button (the player left; the seat is held)."""
        return self.locked and self.player is None


@dataclass(frozen=True)
class Table:
    """A snapshot of one table between hands."""

    house: HouseRules
    seats: tuple[Seat, ...]
    last: Positions | None = None
    """Positions of the hand just played (None before the first hand of a new game)."""
    draw: int | None = None
    """New game: the seat that drew the button; cleared by the first deal."""
    last_chain_players: tuple[int | None, ...] = ()
    """Ids of the players dealt in on last hand's chain of positions (button first; with a
    button blind the button is the first blind). R-12: only the player who played a blind
    last hand posts the next smaller one."""
    last_heads_up: bool = False
    last_short: bool = False
    """Last hand had fewer positions than the house's blinds need (F-15)."""
    last_dealt_count: int = 0
    """How many players were dealt in on the last hand (R-64)."""
    passed: frozenset[int] | None = None
    """New game (R-63): seats a blind has reached since the draw; None once a round is done."""
    procedure: Procedure = Procedure.NONE
    second_big_blind: int | None = None
    """R-43: the seat of the second big blind, who posts a small blind next hand."""
    straddle: int | None = None
    """Seat that announced a straddle for the next hand."""
    redeal: bool = False
    """A misdeal was called: the next deal repeats the last one."""
    last_deal: Deal | None = field(default=None, compare=False)
    """The last deal (for a misdeal: the next deal repeats it)."""
    next_player_id: int = 1

    @property
    def size(self) -> int:
        """Number of seats."""
        return len(self.seats)

    def seat(self, number: int) -> Seat:
        """The seat with this number (1-based)."""
        return self.seats[number - 1]

    def player(self, number: int) -> Player | None:
        """The player on this seat, if any."""
        return self.seats[number - 1].player

    def occupied(self) -> Iterator[tuple[int, Player]]:
        """(seat, player) for every occupied seat, in seat order."""
        for seat in self.seats:
            if seat.player is not None:
                yield seat.number, seat.player

    def with_seat(self, number: int, player: Player | None, locked: bool = False) -> Table:
        """A copy with one seat replaced."""
        seats = list(self.seats)
        seats[number - 1] = Seat(number, player, locked)
        return evolve(self, seats=tuple(seats))

    def with_player(self, number: int, player: Player) -> Table:
        """A copy with the player on an occupied seat replaced."""
        return self.with_seat(number, player)

    def clockwise_after(self, start: int) -> tuple[int, ...]:
        """Every seat number clockwise after ``start``, ending with ``start`` itself."""
        return _clockwise(len(self.seats), start)

    def between(self, first: int, last: int) -> tuple[int, ...]:
        """Seats strictly clockwise after ``first`` and before ``last``."""
        order = _clockwise(len(self.seats), first)
        return order[: order.index(last)] if last != first else order[:-1]

    def arc(self, first: int, last: int) -> tuple[int, ...]:
        """Seats clockwise after ``first`` up to and including ``last``."""
        order = _clockwise(len(self.seats), first)
        return order[: order.index(last) + 1]


@cache
def _clockwise(size: int, start: int) -> tuple[int, ...]:
    return tuple((start + i - 1) % size + 1 for i in range(1, size + 1))


def empty_table(house: HouseRules, seats: int) -> Table:
    """A table with every seat empty."""
    return Table(house=house, seats=tuple(Seat(n) for n in range(1, seats + 1)))

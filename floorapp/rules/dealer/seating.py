"""Who can take which place in this deal: the seat tests every step of the deal asks.

A :class:`Seating` is what the floor knows at one moment of the deal: the players (after
forgiveness and a restarted rotation), the zone once it is known, the tentative button, and
each player's route into the hand once the candidates are known. It never changes; a later
step of the deal makes a new one with :func:`~floorapp.rules.model.evolve`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from ..deal import WaitReason
from ..model import Choice, HouseRules, Player, Status, Table

SeatTest = Callable[[int], bool]


class Route(Enum):
    """How a present player can come into this hand."""

    PLAYS = "plays"
    """Active (or treated as active): dealt in whatever happens."""
    ENTERS = "enters"
    """An entrant outside the zone who comes in now, posting what he owes."""
    BY_BIG_BLIND = "by-big-blind"
    """An entrant who comes in only if the big blind lands on him."""
    WAITS = "waits"
    """Not dealt in this hand, whatever happens."""


COMING = frozenset({Route.PLAYS, Route.ENTERS})
"""The routes of players dealt in whatever the blinds."""


@dataclass(frozen=True)
class Seating:
    """The players of one deal and what the floor knows about the coming hand."""

    table: Table
    players: Mapping[int, Player]
    """Seat -> player, in seat order, after forgiveness (R-35) and a restarted rotation."""
    zone: frozenset[int] | None = None
    """The zone (R-31): the button seat and the seats after it up to the last smaller blind,
    where nobody enters the game. None until the tentative positions are known."""
    tentative_button: int = 0
    """The button of R-01 step (1), before any big blind is placed (0 until known)."""
    no_game: bool = False
    """F-32: waiting for the button would leave fewer than two players to deal."""
    widened: bool = False
    """F-33: the entrants coming in take places in the rotation this hand."""
    routes: Mapping[int, Route] = field(default_factory=dict)
    """How each player can come into the hand (empty until the candidates are known)."""
    waits: Mapping[int, WaitReason] = field(default_factory=dict)
    """Why a player who cannot come in waits."""
    candidates: tuple[int, ...] = ()
    """R-01 (3): the seats that can be dealt in this hand, in seat order."""

    @property
    def house(self) -> HouseRules:
        """The table's house rules."""
        return self.table.house

    # --- who is who ----------------------------------------------------------------------

    def active(self, seat: int) -> bool:
        """In the rotation: active and dealt in on the last hand. Only such players take the
        button and the smaller blinds (R-21, R-22); entrants, even those who play free (R-63,
        R-64, a free seat change), come in elsewhere."""
        if self.widened and self.routes.get(seat) in COMING:
            return True
        player = self.players.get(seat)
        return player is not None and player.is_active and not player.entering

    def big_blind_eligible(self, seat: int) -> bool:
        """Present and not waiting for the button to pass (docs/RULES.md, R-01 and R-31)."""
        player = self.players.get(seat)
        if player is None or not player.present:
            return False
        if player.is_active or self.free_newcomer(seat, player):
            return True
        return player.choice is not Choice.BEHIND or self.behind_due(seat, player)

    def free_newcomer(self, seat: int, player: Player) -> bool:
        """R-63 / R-64: a new player who plays his first hand free, outside the zone; not one
        who carries a missed-blind button from another table (F-35)."""
        zone = self.zone
        if zone is None or not (player.new and player.status is Status.WAITING):
            return False
        if player.carried is not None:
            return False
        if seat in zone:
            return False
        table = self.table
        if table.passed is not None and seat not in table.passed:
            return True
        limit = self.house.free_hand_at
        return limit > 0 and table.last is not None and table.last_dealt_count <= limit

    def behind_due(self, seat: int, player: Player) -> bool:
        """``behind``: the blinds have passed him and the button moves past his seat now."""
        if self.no_game:
            return True
        if not player.blinds_passed or self.table.last is None or not self.tentative_button:
            return False  # (before the tentative button is known he is not due)
        old = self.table.last.button
        new = self.tentative_button
        return seat == old or seat in self.table.between(old, new)

    # --- finding seats -------------------------------------------------------------------

    def first(self, after: int, test: SeatTest) -> int | None:
        """The first seat clockwise after ``after`` that passes ``test``, if any."""
        for seat in self.table.clockwise_after(after):
            if test(seat):
                return seat
        return None

    def last_active_before(self, seat: int) -> int | None:
        """The nearest player in the rotation counter-clockwise from ``seat``, if any."""
        for candidate in reversed(self.table.clockwise_after(seat)[:-1]):
            if self.active(candidate):
                return candidate
        return None

    def sure(self, blind_seats: Mapping[int, object]) -> set[int]:
        """Seats dealt in whatever the blinds: players who play and entrants who come in,
        with the seats of ``blind_seats`` (the seats that post a blind)."""
        coming = {s for s, r in self.routes.items() if r in COMING}
        return coming | set(blind_seats)


def unplaced(test: SeatTest, button: int, blinds: list[int]) -> SeatTest:
    """``test``, for a seat that holds no position of this hand yet."""
    return lambda seat: seat != button and seat not in blinds and test(seat)


def routed(
    seating: Seating, zone: frozenset[int], tentative_button: int, no_game: bool = False
) -> Seating:
    """R-01 (3): the seating once the zone and the tentative button are known (F-32:
    ``no_game``, nobody waits for the button): each player's route into the hand, the
    candidates, and why the others wait."""
    known = Seating(seating.table, seating.players, zone, tentative_button, no_game)
    routes: dict[int, Route] = {}
    waits: dict[int, WaitReason] = {}
    for seat, player in seating.players.items():
        routes[seat] = _route(known, seat, player, waits)
    candidates = tuple(s for s, r in routes.items() if r is not WAITS)
    return Seating(
        seating.table, seating.players, zone, tentative_button, no_game, False, routes, waits,
        candidates,
    )


PLAYS, ENTERS, BY_BIG_BLIND, WAITS = Route.PLAYS, Route.ENTERS, Route.BY_BIG_BLIND, Route.WAITS


def _route(seating: Seating, seat: int, player: Player, waits: dict[int, WaitReason]) -> Route:
    """How the player on ``seat`` can come in; notes in ``waits`` why he waits, if he does."""
    if not player.present:
        return WAITS
    zone = seating.zone or frozenset()
    if seating.active(seat) or seating.free_newcomer(seat, player):
        return PLAYS
    if player.is_active:  # entering: an entrant who owes nothing
        if seat in zone:
            waits[seat] = WaitReason.ZONE
            return WAITS
        return ENTERS
    if player.choice is Choice.BEHIND:
        if seat not in zone and seating.behind_due(seat, player):
            return ENTERS
        waits[seat] = _behind_reason(player)
        return WAITS
    if seat in zone:
        waits[seat] = WaitReason.ZONE
        return WAITS
    if player.choice is Choice.POST or player.big_blind_went_by:  # F-43: it reached him
        return ENTERS
    waits[seat] = WaitReason.SEAT_CHANGE if player.hands_left else WaitReason.BIG_BLIND
    return BY_BIG_BLIND


def waits_for_big_blind(player: Player) -> bool:
    """Present and waiting for the big blind to reach him (R-33, R-61, R-72): not ``behind``,
    and not a seat-change wait counted in hands (R-71)."""
    return (
        player.status is Status.WAITING
        and player.choice is Choice.WAIT
        and not player.hands_left
    )


def _behind_reason(player: Player) -> WaitReason:
    """A player who dealt off the button (R-75) or chose ``behind`` (R-34)."""
    return WaitReason.DEALING_OFF if not player.new and not player.missed else WaitReason.BEHIND

"""Counting what a history of floor events and deals costs, hand by hand.

A :class:`Tally` reads a session's history as a stream: every floor event the rules applied
(:meth:`Tally.event`) and every deal (:meth:`Tally.deal`). It needs nothing else, so the same
counts come from a live simulation and from the scenario runner replaying an exported history.
Players are told apart the way the floor does: whoever sits down is a new player, a seat change
takes him along, leaving ends him.

Terms, as the floor means them:

- *last action*: after the flop the player on the button acts last; with a dead button, the
  player dealt in nearest to the right of it. *First action*: the player dealt in nearest to
  the left of the button. "Twice running": the same player two hands in a row.
- *round*: for one player, the hands from just after the button passes his seat to the next
  time it does. A round counts when he sat in the same seat and was dealt every hand of it,
  each with more players than the house has blinds, and began after such a hand. A seat the
  button jumps over while it posts a blind (players coming back, heads-up) is not passed. It
  is *at a discount* when he did not post every one of the house's blinds (small, middle, big)
  during it.
- *fair share* of the blinds: each hand's blinds split evenly among the players dealt in.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from floorapp.rules import (
    Away,
    Back,
    BlindPosition,
    Deal,
    Event,
    HouseRules,
    Leave,
    Missed,
    Move,
    Post,
    PostKind,
    Sit,
    blinds_by_position,
)

SMALL_KINDS = frozenset({
    PostKind.SMALL_BLIND, PostKind.BUTTON_SMALL_BLIND, PostKind.EXTRA_SMALL_BLIND})
MIDDLE_KINDS = frozenset({PostKind.MIDDLE_BLIND})
BIG_KINDS = frozenset({PostKind.BIG_BLIND, PostKind.SECOND_BIG_BLIND})
BLIND_KINDS = SMALL_KINDS | MIDDLE_KINDS | BIG_KINDS
SMALL, MIDDLE, BIG = 1, 2, 4
"""Bits of the blinds a player posted during a round."""


def _blind_bit(kind: PostKind) -> int:
    if kind in BIG_KINDS:
        return BIG
    if kind in SMALL_KINDS:
        return SMALL
    return MIDDLE if kind in MIDDLE_KINDS else 0


def required_blinds(house: HouseRules) -> int:
    """The bits of the blinds a player owes every round under ``house``."""
    return sum(round_blinds(house))  # distinct bits: their sum is their union


def round_blinds(house: HouseRules) -> dict[int, int]:
    """The blinds a player owes every round under ``house`` (bits) and what each posts: the
    largest (BIG), the small blind (SMALL) and, with three blinds, the middle one (MIDDLE),
    which a deal calls the big-blind position (:func:`~floorapp.rules.blinds_by_position`)."""
    by_position = blinds_by_position(house.blinds)
    amounts = {BIG: house.big_blind}
    if BlindPosition.SMALL in by_position:
        amounts[SMALL] = by_position[BlindPosition.SMALL]
    if BlindPosition.THIRD in by_position:
        amounts[MIDDLE] = by_position[BlindPosition.BIG]
    return amounts


EXAMPLE_KEYS = (
    "last_twice", "first_twice", "dead_buttons", "discounted_rounds", "missed", "made_up",
    "forgiven", "move_posts",
)
"""Figures for which the first hand that shows one is kept, to be exported and replayed."""


@dataclass
class Figures:
    """The raw counts of one or more sessions under one rule set; added up across sessions.

    Everything is a whole number or a count table, so adding sessions in any order gives the
    same result (see :meth:`add`)."""

    hands: int = 0
    """Hands dealt."""
    not_dealt: int = 0
    """Hands not played: fewer than two players could be dealt in."""
    dealt: int = 0
    """Sum over hands of the players dealt in (player-hands)."""
    last_twice: int = 0
    first_twice: int = 0
    dead_buttons: int = 0
    dead_small_blinds: int = 0
    rounds: int = 0
    discounted_rounds: int = 0
    position_paid: int = 0
    """Chips posted as blinds in their positions (small, middle, big, on the button, the
    moving button's extra small and second big blind), dead small blinds being unpaid."""
    discount_money: int = 0
    """Chips of the blinds the discounted rounds did not post."""
    missed: int = 0
    """Missed-blind buttons placed (or raised from one blind to both)."""
    made_up: int = 0
    dead_money: int = 0
    forgiven: int = 0
    """Missed-blind buttons taken off a player still seated without a make-up post (he waited
    for the big blind, or the rules forgave the debt)."""
    moves: int = 0
    move_posts: int = 0
    """Seat changes after which the player posted to play in the new seat."""
    move_forced: int = 0
    """Seat changes the rules never allowed in time: played as leaving and sitting down."""
    refused: int = 0
    """Script events the rules refused (other than seat changes waiting to deal off)."""
    new_waits: Counter[int] = field(default_factory=Counter)
    """Hands a new player sat out before his first hand -> how many new players."""
    back_waits: Counter[int] = field(default_factory=Counter)
    """Hands a returning player sat out before his first hand back -> how many returns."""
    paid: Counter[int] = field(default_factory=Counter)
    """Seat -> chips posted from it (blinds, make-ups, entry and seat-change posts)."""
    deals_by_dealt: Counter[tuple[int, ...]] = field(default_factory=Counter)
    """The seats dealt in -> how many hands were dealt to exactly those seats (the fair
    shares follow from it: :func:`floorapp.advisor.report.fair_shares`)."""
    examples: dict[str, int] = field(default_factory=dict)
    """Figure -> the first hand (numbered across the run, from 1) that shows one."""

    def add(self, other: Figures) -> None:
        """Add the counts of ``other`` (another session) to these."""
        for name in ("hands", "not_dealt", "dealt", "last_twice", "first_twice", "dead_buttons",
                     "dead_small_blinds", "rounds", "discounted_rounds", "position_paid",
                     "discount_money", "missed", "made_up",
                     "dead_money", "forgiven", "moves", "move_posts", "move_forced", "refused"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name in ("new_waits", "back_waits", "paid", "deals_by_dealt"):
            getattr(self, name).update(getattr(other, name))
        for key, hand in other.examples.items():
            self.examples[key] = min(hand, self.examples.get(key, hand))

    def note(self, key: str, hand: int) -> None:
        """Keep ``hand`` as the example of ``key`` unless an earlier one is kept."""
        if key not in self.examples:
            self.examples[key] = hand


@dataclass
class _Round:
    """A player's round under way."""

    counts: bool = False
    """Started when the button passed his seat, and nothing since broke it."""
    posted: int = 0


@dataclass
class _Waiter:
    """A new or returning player not yet dealt in, and the hands he has sat out."""

    returning: bool
    hands: int = 0


class Tally:
    """Reads one session's history and counts its :class:`Figures`."""

    def __init__(self, house: HouseRules, seats: int, players: dict[int, str],
                 last_button: int, first_hand: int = 1) -> None:
        self.house = house
        self.size = seats
        self.round_blinds = round_blinds(house)
        self.required = required_blinds(house)
        self.figures = Figures()
        self.hand = first_hand - 1
        """Number of the last hand counted, across the run."""
        self._next_player = 0
        self.player_at: dict[int, int] = {}
        for seat in sorted(players):
            self._seat_new(seat)
        self.rounds: dict[int, _Round] = {
            player: _Round() for player in self.player_at.values()}
        self.waiters: dict[int, _Waiter] = {}
        self.movers: set[int] = set()
        self.owing: dict[int, Missed] = {}
        """Seat -> the missed-blind button on it before the next deal."""
        self.last_button = last_button
        self.last_actor: int | None = None
        self.first_actor: int | None = None

    def _seat_new(self, seat: int) -> int:
        self._next_player += 1
        self.player_at[seat] = self._next_player
        return self._next_player

    # --- floor events ------------------------------------------------------------------------

    def event(self, event: Event) -> None:
        """Count one floor event the rules applied."""
        if isinstance(event, Sit):
            player = self._seat_new(event.seat)
            self.rounds[player] = _Round()
            self.waiters[player] = _Waiter(returning=False)
        elif isinstance(event, Away):
            self.waiters.pop(self.player_at[event.seat], None)
        elif isinstance(event, Back):
            self.waiters[self.player_at[event.seat]] = _Waiter(returning=True)
        elif isinstance(event, Leave):
            player = self.player_at.pop(event.seat)
            self.rounds.pop(player, None)
            self.waiters.pop(player, None)
            self.movers.discard(player)
            self.owing.pop(event.seat, None)
        elif isinstance(event, Move):
            player = self.player_at.pop(event.from_seat)
            self.player_at[event.to_seat] = player
            self.rounds[player] = _Round()
            self.movers.add(player)
            self.figures.moves += 1
            if event.from_seat in self.owing:
                self.owing[event.to_seat] = self.owing.pop(event.from_seat)

    def forced_move(self) -> None:
        """A seat change the rules did not allow in time was played as leave and sit."""
        self.figures.move_forced += 1

    def no_deal(self) -> None:
        """A hand that could not be dealt: fewer than two players to deal in."""
        self.hand += 1
        self.figures.not_dealt += 1

    def refused(self) -> None:
        """A script event the rules refused."""
        self.figures.refused += 1

    # --- deals -------------------------------------------------------------------------------

    def deal(self, deal: Deal) -> None:
        """Count one deal."""
        self.hand += 1
        figures = self.figures
        figures.hands += 1
        dealt = set(deal.dealt)
        figures.dealt += len(dealt)
        posts = {post.seat: post for post in deal.posts}
        if deal.dead_button:
            figures.dead_buttons += 1
            figures.note("dead_buttons", self.hand)
        if deal.dead_small_blind:
            figures.dead_small_blinds += 1
        figures.deals_by_dealt[deal.dealt] += 1
        paid = figures.paid
        for seat, post in posts.items():
            paid[seat] += post.live + post.dead
            if post.kind in BLIND_KINDS:
                figures.position_paid += post.live + post.dead
        self._actors(deal.button, dealt)
        if self.owing or deal.missed:
            self._debts(deal, posts)
        if self.waiters or self.movers:
            self._waits_and_moves(dealt, posts)
        self._rounds(deal.button, dealt, posts)

    def _actors(self, button: int, dealt: set[int]) -> None:
        if not dealt:
            return
        seat = button
        while seat not in dealt:
            seat = seat - 1 if seat > 1 else self.size
        last = self.player_at.get(seat)
        seat = button % self.size + 1
        while seat not in dealt:
            seat = seat % self.size + 1
        first = self.player_at.get(seat)
        if last is not None and last == self.last_actor:
            self.figures.last_twice += 1
            self.figures.note("last_twice", self.hand)
        if first is not None and first == self.first_actor:
            self.figures.first_twice += 1
            self.figures.note("first_twice", self.hand)
        self.last_actor, self.first_actor = last, first

    def _debts(self, deal: Deal, posts: dict[int, Post]) -> None:
        figures = self.figures
        after = dict(deal.missed)
        if deal.markers:
            figures.missed += len(deal.markers)
            figures.note("missed", self.hand)
        for seat in self.owing:
            post = posts.get(seat)
            if post is not None and post.kind is PostKind.MAKEUP:
                figures.made_up += 1
                figures.dead_money += post.dead
                figures.note("made_up", self.hand)
            elif seat not in after:
                figures.forgiven += 1
                figures.note("forgiven", self.hand)
        self.owing = after

    def _waits_and_moves(self, dealt: set[int], posts: dict[int, Post]) -> None:
        seat_of = {player: seat for seat, player in self.player_at.items()}
        for player in list(self.waiters):
            waiter = self.waiters[player]
            if seat_of[player] in dealt:
                waits = self.figures.back_waits if waiter.returning else self.figures.new_waits
                waits[waiter.hands] += 1
                del self.waiters[player]
            else:
                waiter.hands += 1
        for player in list(self.movers):
            seat = seat_of[player]
            if seat in dealt:
                post = posts.get(seat)
                if post is not None and post.kind is PostKind.SEAT_CHANGE:
                    self.figures.move_posts += 1
                    self.figures.note("move_posts", self.hand)
                self.movers.discard(player)

    def _rounds(self, button: int, dealt: set[int], posts: dict[int, Post]) -> None:
        # A seat posting a blind in this hand is not passed: the button jumped over it (players
        # coming back, the game going heads-up).
        passed = {seat for seat in _arc(self.last_button, button, self.size)
                  if seat == button or not _is_blind(posts.get(seat))}
        self.last_button = button
        rounds, player_at = self.rounds, self.player_at
        short = len(dealt) <= len(self.house.blinds)
        broken = player_at.keys() if short else player_at.keys() - dealt
        for seat in broken:
            rounds[player_at[seat]].counts = False
        for seat, post in posts.items():
            if seat in dealt and seat in player_at:
                rounds[player_at[seat]].posted |= _blind_bit(post.kind)
        for seat in passed & player_at.keys():
            state = rounds[player_at[seat]]
            if state.counts:
                self.figures.rounds += 1
                if state.posted & self.required != self.required:
                    self.figures.discounted_rounds += 1
                    self.figures.discount_money += self._unpaid(state.posted)
                    self.figures.note("discounted_rounds", self.hand)
            state.counts, state.posted = not short, 0

    def _unpaid(self, posted: int) -> int:
        """Chips of the house blinds a round did not post."""
        return sum(amount for bit, amount in self.round_blinds.items() if not posted & bit)


def _is_blind(post: Post | None) -> bool:
    return post is not None and post.kind in BLIND_KINDS


def _arc(previous: int, button: int, size: int) -> set[int]:
    """The seats the button passed moving from ``previous`` to ``button`` (``button``
    included; none when it stayed, as under F-17)."""
    if previous == button:
        return set()
    seats = set()
    seat = previous
    while seat != button:
        seat = seat % size + 1
        seats.add(seat)
    return seats

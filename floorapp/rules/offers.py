"""What a seat may do now, and what it would cost: the floor's offers on one seat.

The screen asks here and only words the answers. :func:`seat_offers` lists the actions that
make sense on a seat (docs/RULES.md section 3), each allowed or refused with the core's
:class:`Refused`, and what it would make the player post. An action that needs the floor's
answer (a newcomer's name, how a player comes in, where he moves) is previewed before it is
asked: :func:`sit_preview`, :func:`come_back_preview` and :func:`preview_move` say what each
choice costs and which rules decide it. :func:`offer_event` is the one place where a floor
action on a seat becomes a rules event.

A refusal never depends on which of the valid choices the floor picks, so an action that needs
a choice is checked with ``wait``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from . import dealer
from .engine import _check_free, apply, can_apply, leaves_small_blind_dead, middle_blind_moves
from .errors import ErrorCode, Refused
from .events import (
    Away,
    Back,
    Bust,
    Event,
    Leave,
    Lock,
    Move,
    PickUp,
    Rebuy,
    Release,
    Sit,
    Straddle,
)
from .model import Choice, Missed, Player, SeatChangeRule, Status, Table
from .prices import makeup_amounts, newcomer_amounts, newcomer_entry_post, straddle_amount
from .rule_ids import RuleId


class ActionKind(StrEnum):
    """A floor action on one seat (docs/RULES.md section 3)."""

    SIT = "sit"
    AWAY = "away"
    BACK = "back"
    LEAVE = "leave"
    RELEASE = "release"
    MOVE = "move"
    BUST = "bust"
    REBUY = "rebuy"
    STRADDLE = "straddle"
    PICK_UP = "pick-up"
    LOCK = "lock"


PLAYER_ACTIONS = (
    ActionKind.AWAY,
    ActionKind.BACK,
    ActionKind.LEAVE,
    ActionKind.MOVE,
    ActionKind.BUST,
    ActionKind.REBUY,
    ActionKind.STRADDLE,
)
"""The actions on a seat with a player, in the order the floor meets them; "Pick up" follows
them on a new player who stepped away before his first hand (R-65)."""


class Unavailable(StrEnum):
    """Why an action cannot start, when the reason is not one event's refusal."""

    NO_FREE_SEAT = "no-free-seat"
    """A move needs an empty seat, and every seat is taken."""


@dataclass(frozen=True)
class Cost:
    """What a player posts to come in: live chips (count toward his bet), dead chips (go to
    the pot), and the rules that price them."""

    live: int
    dead: int
    rules: tuple[RuleId, ...] = ()

    @property
    def total(self) -> int:
        return self.live + self.dead


FREE = Cost(0, 0)
"""Nothing to post."""


@dataclass(frozen=True)
class SeatOffer:
    """One action offered on a seat: allowed, or refused with the core's reason, and what it
    would make the player post (``FREE`` when it posts nothing, or the cost depends on a
    choice still to make, as for a move's target seat)."""

    kind: ActionKind
    seat: int
    refusal: Refused | None = None
    unavailable: Unavailable | None = None
    cost: Cost = FREE

    @property
    def enabled(self) -> bool:
        return self.refusal is None and self.unavailable is None

    @property
    def code(self) -> ErrorCode | None:
        """The code of the rules' refusal, or None."""
        return None if self.refusal is None else self.refusal.code

    def event(
        self, choice: Choice = Choice.WAIT, *, name: str = "", to_seat: int | None = None
    ) -> Event:
        """The event this action applies, with the floor's answers (see :func:`offer_event`)."""
        return offer_event(self.kind, self.seat, choice, name=name, to_seat=to_seat)


def offer_event(
    kind: ActionKind,
    seat: int,
    choice: Choice = Choice.WAIT,
    *,
    name: str = "",
    to_seat: int | None = None,
    carried: Missed | None = None,
) -> Event:
    """The rules event a floor action on ``seat`` applies, with the floor's answers: a sit's
    ``name``, ``choice`` and the missed-blind button he brings from another table
    (``carried``, F-35), a come-back's or a rebuy's ``choice``, a move's ``to_seat`` and
    ``choice``. The other actions take no answer."""
    match kind:
        case ActionKind.SIT:
            return Sit(seat, name, choice, carried)
        case ActionKind.BACK:
            return Back(seat, choice)
        case ActionKind.REBUY:
            return Rebuy(seat, choice)
        case ActionKind.MOVE:
            assert to_seat is not None, "a move needs the seat it goes to"
            return Move(seat, to_seat, choice)
        case ActionKind.AWAY:
            return Away(seat)
        case ActionKind.LEAVE:
            return Leave(seat)
        case ActionKind.RELEASE:
            return Release(seat)
        case ActionKind.BUST:
            return Bust(seat)
        case ActionKind.STRADDLE:
            return Straddle(seat)
        case ActionKind.PICK_UP:
            return PickUp(seat)
        case ActionKind.LOCK:
            return Lock(seat)


def seat_offers(table: Table, seat: int) -> tuple[SeatOffer, ...]:
    """The actions that make sense on ``seat``, each with the rules' answer and its cost.

    An empty seat takes a new player or a lock-up button (refused once it has one, which can
    then be freed); a seat with a player offers every player action, refused where the rules
    say no, and on a new player who stepped away before his first hand "Pick up" (R-65),
    refused until the button has passed him.
    """
    player = table.player(seat)
    if player is not None:
        offers = tuple(_player_offer(table, seat, kind) for kind in PLAYER_ACTIONS)
        if not may_be_picked_up(player):
            return offers
        return (*offers, _player_offer(table, seat, ActionKind.PICK_UP))
    sit = SeatOffer(ActionKind.SIT, seat, cost=sit_preview(table, seat).owed)
    lock = SeatOffer(ActionKind.LOCK, seat, can_apply(table, offer_event(ActionKind.LOCK, seat)))
    if not table.seat(seat).locked:
        return (sit, lock)
    release = can_apply(table, offer_event(ActionKind.RELEASE, seat))
    return (sit, lock, SeatOffer(ActionKind.RELEASE, seat, release))


def may_be_picked_up(player: Player) -> bool:
    """A new player who stepped away before his first hand: the only player R-65 can flag
    (a present new player is dealt in by the time the button has passed him)."""
    return player.pick_up or (player.new and player.status is Status.AWAY)


def _player_offer(table: Table, seat: int, kind: ActionKind) -> SeatOffer:
    if kind is ActionKind.MOVE:
        return _move_offer(table, seat)
    refusal = can_apply(table, offer_event(kind, seat))
    if refusal is not None:
        return SeatOffer(kind, seat, refusal)
    if kind in (ActionKind.BACK, ActionKind.REBUY):
        return SeatOffer(kind, seat, cost=owed(table, seat))
    if kind is ActionKind.STRADDLE:
        return SeatOffer(kind, seat, cost=Cost(straddle_amount(table.house), 0, (RuleId.R_90,)))
    return SeatOffer(kind, seat)


def _move_offer(table: Table, seat: int) -> SeatOffer:
    """A move is possible when at least one seat would take the player."""
    targets = move_targets(table, seat)
    if not targets:
        return SeatOffer(ActionKind.MOVE, seat, unavailable=Unavailable.NO_FREE_SEAT)
    if any(refusal is None for refusal in targets.values()):
        return SeatOffer(ActionKind.MOVE, seat)
    return SeatOffer(ActionKind.MOVE, seat, next(iter(targets.values())))


def move_targets(table: Table, from_seat: int) -> dict[int, Refused | None]:
    """For every free seat (empty or locked up): the refusal a move there meets, or None."""
    return {
        seat.number: can_apply(table, Move(from_seat, seat.number, Choice.WAIT))
        for seat in table.seats
        if seat.player is None and seat.number != from_seat
    }


# --- what coming in costs ----------------------------------------------------------------


@dataclass(frozen=True)
class ChoiceOption:
    """One way to come in, and what it makes the player post when he comes in."""

    choice: Choice
    cost: Cost


@dataclass(frozen=True)
class EntryPreview:
    """A newcomer's or a returning player's choices: ``owed`` is what he posts to come in at
    once (outside the zone); ``options`` holds post, wait and behind with their costs."""

    owed: Cost
    options: tuple[ChoiceOption, ...]

    def option(self, choice: Choice) -> ChoiceOption:
        return next(option for option in self.options if option.choice is choice)


def sit_preview(table: Table, seat: int, carried: Missed | None = None) -> EntryPreview:
    """What a new player sitting on ``seat`` posts for each choice (R-61, R-34); ``carried``:
    the missed-blind button he brings from another table of the same game (F-35). Raises
    :class:`Refused` like the sit itself when the seat cannot take a new player."""
    _check_free(table, seat)
    entry = _newcomer_cost(newcomer_entry_post(table.house), carried, table)
    return _entry_preview(entry, wait_rule=RuleId.R_61)


def _newcomer_cost(entry: int, carried: Missed | None, table: Table) -> Cost:
    """A new player's way in at once: his entry post, and the dead part of a debt carried from
    another table (F-35), priced where the dealer prices it (:func:`newcomer_amounts`)."""
    live, dead = newcomer_amounts(entry, carried, table.house)
    rules = (RuleId.R_61,) if carried is None else (RuleId.R_61, RuleId.R_32, RuleId.F_35)
    return Cost(live, dead, rules)


def come_back_preview(table: Table, seat: int) -> EntryPreview:
    """What the away or busted player on ``seat`` posts for each way back (R-32..R-34)."""
    return _entry_preview(owed(table, seat), wait_rule=RuleId.R_33)


def _entry_preview(owes: Cost, wait_rule: RuleId) -> EntryPreview:
    behind = Cost(owes.live, owes.dead, (*owes.rules, RuleId.R_34)) if owes.total else FREE
    return EntryPreview(owes, (
        ChoiceOption(Choice.POST, owes),
        ChoiceOption(Choice.WAIT, Cost(0, 0, (wait_rule,))),
        ChoiceOption(Choice.BEHIND, behind),
    ))


def owed(table: Table, seat: int) -> Cost:
    """What the player on ``seat`` owes to come in at once (make-up, entry or seat-change post).

    For an away player: what ``back`` with ``post`` would make him post outside the zone.
    Nobody on the seat owes nothing.
    """
    player = table.player(seat)
    if player is None:
        return FREE
    if player.new:  # F-01: what he missed here is a record; what he carried is owed (F-35)
        return _newcomer_cost(player.entry_post, player.carried, table)
    live, dead = makeup_amounts(player.missed, table.house)
    rules: tuple[RuleId, ...] = (RuleId.R_32,) if player.missed else ()
    if player.entry_post or player.hands_left:
        live = max(live, table.house.big_blind)
        rules += (RuleId.R_71,)
    return Cost(live, dead, rules)


# --- seat changes (docs/RULES.md section 10) ---------------------------------------------


@dataclass(frozen=True)
class MovePreview:
    """How a seat change would come out, for the screen to say before the floor confirms.

    ``hands`` is k of section 7 (positive: further from the big blind); ``plays_now`` is True
    when he is dealt in on the next hand without posting; ``must_post`` is the big blind he
    posts to play at once (0 if none); ``waits_for_button`` is True when the new seat is in
    the zone (R-74); ``rules`` says why (F-41: waiting there, as he chose). ``cost`` is all he
    posts to come in with this choice when he is not dealt in free: the seat-change post, and
    under the dead and the moving button the small blind he moved away from (F-20, F-42), dead.
    """

    hands: int
    plays_now: bool
    must_post: int
    waits_for_button: bool
    rules: tuple[RuleId, ...]
    cost: Cost = FREE


def preview_move(table: Table, from_seat: int, to_seat: int, choice: str) -> MovePreview:
    """What ``move`` would do; raises :class:`Refused` like the move itself."""
    applied = apply(table, Move(from_seat, to_seat, choice))
    player = applied.after.player(to_seat)
    assert player is not None
    k = 0
    if table.last is not None:
        k = dealer.hands_to_big_blind(table, to_seat, moving=from_seat) - (
            dealer.hands_to_big_blind(table, from_seat)
        )
    in_zone = to_seat in dealer.next_zone(table)
    rules: tuple[RuleId, ...] = (
        (RuleId.R_71,) if table.house.seat_change is SeatChangeRule.RELATIVE else (RuleId.R_72,)
    )
    if table.last is not None and from_seat == table.last.button:
        rules += (RuleId.R_75,)
    if in_zone:
        rules += (RuleId.R_74,)
        if player.choice is Choice.WAIT:
            rules += (RuleId.F_41,)
    posts = player.choice is Choice.POST and not player.is_active
    cost = owed(applied.after, to_seat) if posts else FREE
    moving = table.player(from_seat)
    if cost.dead and moving is not None and leaves_small_blind_dead(table, moving, from_seat):
        left = RuleId.F_42 if middle_blind_moves(table, moving, from_seat) else RuleId.F_20
        cost = Cost(cost.live, cost.dead, (*cost.rules, left))
    return MovePreview(
        hands=k,
        plays_now=player.is_active,
        must_post=player.entry_post if player.choice is Choice.POST else 0,
        waits_for_button=in_zone,
        rules=rules,
        cost=cost,
    )

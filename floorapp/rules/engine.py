"""Applying floor events to a table: check, then apply, returning a record of what happened.

Every event has the trio ``verify`` (raises :class:`Refused` with a code and a reason),
``can_apply`` (the refusal or None) and ``apply`` (the new table and, for a deal, the
:class:`Deal`). A refused event changes nothing: tables are immutable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from . import dealer
from .deal import Deal
from .errors import ErrorCode, Refused
from .events import (
    Away,
    Back,
    Bust,
    ChangeHouse,
    Correct,
    DealHand,
    Event,
    Leave,
    Lock,
    Misdeal,
    Move,
    PickUp,
    Rebuy,
    Release,
    Sit,
    Straddle,
)
from .house_checks import seat_problems
from .model import (
    NAME_LIMIT,
    BlindPosition,
    ButtonRule,
    Choice,
    HouseRules,
    Missed,
    Player,
    Positions,
    Procedure,
    Seat,
    SeatChangeRule,
    Status,
    StraddleRule,
    Table,
    add_missed,
    blinds_by_position,
    evolve,
    player_name_problem,
)
from .prices import newcomer_entry_post


@dataclass(frozen=True)
class Applied:
    """The record of one applied event: the table before and after, and the deal if any."""

    event: Event
    before: Table
    after: Table
    deal: Deal | None = None


def apply(table: Table, event: Event) -> Applied:
    """Apply one event. Raises :class:`Refused` and leaves ``table`` as it was."""
    match event:
        case DealHand():
            deal, after = dealer.deal(table)
            return Applied(event, table, after, deal)
        case Sit():
            after = _sit(table, event)
        case Away():
            after = _away(table, event)
        case Back():
            after = _back(table, event)
        case Leave():
            after = _leave(table, event)
        case Release():
            after = _release(table, event)
        case PickUp():
            after = _pick_up(table, event)
        case Lock():
            after = _lock(table, event)
        case Move():
            after = _move(table, event)
        case Bust():
            after = _bust(table, event)
        case Rebuy():
            after = _rebuy(table, event)
        case Straddle():
            after = _straddle(table, event)
        case Misdeal():
            after = _misdeal(table, event)
        case Correct():
            after = _correct(table, event)
        case ChangeHouse():
            after = change_house_rules(table, event.house, event.seats)
        case _:
            assert_never(event)
    return Applied(event, table, after)


def verify(table: Table, event: Event) -> None:
    """Raise :class:`Refused` if ``event`` cannot be applied to ``table``."""
    apply(table, event)


def can_apply(table: Table, event: Event) -> Refused | None:
    """The refusal ``event`` would meet, or None when it can be applied."""
    try:
        apply(table, event)
    except Refused as refusal:
        return refusal
    return None


# --- checks shared by the events ---------------------------------------------------------


def _check_seat(table: Table, seat: int) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 1 <= seat <= table.size:
        raise Refused(ErrorCode.BAD_SEAT, number=str(seat))


def _player(table: Table, seat: int) -> Player:
    _check_seat(table, seat)
    player = table.player(seat)
    if player is None:
        raise Refused(ErrorCode.SEAT_EMPTY, seat)
    return player


def _check_free(table: Table, seat: int) -> None:
    _check_seat(table, seat)
    player = table.player(seat)
    if player is not None:
        raise Refused(ErrorCode.SEAT_TAKEN, seat, name=player.name)


def _choice(value: str, allowed: tuple[Choice, ...], seat: int) -> Choice:
    if value not in [c.value for c in allowed]:
        words = "/".join(c.value for c in allowed)
        raise Refused(ErrorCode.BAD_CHOICE, seat, choice=str(value), allowed=words)
    return Choice(value)


# --- the events --------------------------------------------------------------------------


def _sit(table: Table, event: Sit) -> Table:
    _check_free(table, event.seat)
    choice = _choice(event.choice, tuple(Choice), event.seat)
    if player_name_problem(event.name) is not None:
        raise Refused(ErrorCode.BAD_NAME, event.seat, limit=NAME_LIMIT)
    name = event.name.strip()
    carried = _carried(event.carried, event.seat)
    entry = newcomer_entry_post(table.house)
    player = Player(
        id=table.next_player_id,
        name=name,
        status=Status.WAITING,
        new=True,
        choice=choice,
        entry_post=entry,
        missed=carried,
        carried=carried,
    )
    table = table.with_seat(event.seat, player)
    return evolve(table, next_player_id=table.next_player_id + 1)


def _carried(value: str | None, seat: int) -> Missed | None:
    """F-35: the missed-blind button a player brings from another table, if any."""
    if value is None or isinstance(value, Missed):
        return value
    try:
        return Missed(value)  # the button's text ("both")
    except ValueError:
        words = "/".join(m.value for m in Missed)
        raise Refused(ErrorCode.BAD_CHOICE, seat, choice=str(value), allowed=words) from None


def _away(table: Table, event: Away) -> Table:
    player = _player(table, event.seat)
    if not player.present:
        raise Refused(ErrorCode.ALREADY_AWAY, event.seat, name=player.name)
    return table.with_player(
        event.seat, evolve(player, status=Status.AWAY, big_blind_went_by=False))  # F-43


def _back(table: Table, event: Back) -> Table:
    player = _player(table, event.seat)
    if player.status is not Status.AWAY:
        raise Refused(ErrorCode.NOT_AWAY, event.seat, name=player.name, status=player.status)
    choice = _choice(event.choice, tuple(Choice), event.seat)
    return table.with_player(event.seat, _returning(table, player, choice))


def _returning(table: Table, player: Player, choice: Choice) -> Player:
    """An away or busted player comes back and chooses how (R-32..R-34, F-01, F-13, F-26).

    One who owes nothing is simply active again (section 10, F-13); if a hand was dealt while
    he was away he stays an entrant until he is dealt in (``Player.entering``)."""
    if player.new:  # back before the floor picked him up, he keeps his seat
        return evolve(player, status=Status.WAITING, choice=choice, pick_up=False)
    owes_nothing = player.missed is None and not player.hands_left and not player.entry_post
    if owes_nothing and player.choice is not Choice.BEHIND:
        return evolve(player.activated(), entering=player.entering)
    entry = player.entry_post
    if player.hands_left and choice is Choice.POST:
        entry = table.house.big_blind
    return evolve(
        player, status=Status.WAITING, choice=choice, entry_post=entry, blinds_passed=False
    )


def _leave(table: Table, event: Leave) -> Table:
    _player(table, event.seat)
    return table.with_seat(event.seat, None, locked=True)


def _release(table: Table, event: Release) -> Table:
    _check_free(table, event.seat)
    if not table.seat(event.seat).locked:
        raise Refused(ErrorCode.NOT_LOCKED, event.seat)
    return table.with_seat(event.seat, None, locked=False)


def _pick_up(table: Table, event: PickUp) -> Table:
    """R-65, F-34: the player leaves the table (his chips racked for him at the podium) and
    a lock-up button holds the seat for the next player called from the list."""
    player = _player(table, event.seat)
    if not player.pick_up:
        raise Refused(ErrorCode.NOT_PICK_UP, event.seat, name=player.name)
    return table.with_seat(event.seat, None, locked=True)


def _lock(table: Table, event: Lock) -> Table:
    """A lock-up button on an empty seat, held for a player called from the list."""
    _check_free(table, event.seat)
    if table.seat(event.seat).locked:
        raise Refused(ErrorCode.ALREADY_LOCKED, event.seat)
    return table.with_seat(event.seat, None, locked=True)


def _bust(table: Table, event: Bust) -> Table:
    player = _player(table, event.seat)
    if player.status is Status.BUSTED:
        raise Refused(ErrorCode.ALREADY_BUSTED, event.seat, name=player.name)
    if player.status is Status.AWAY:
        raise Refused(ErrorCode.ALREADY_AWAY, event.seat, name=player.name)
    if not played_last_hand(table, player):
        raise Refused(ErrorCode.NOT_DEALT_IN, event.seat, name=player.name)
    return table.with_player(event.seat, evolve(player, status=Status.BUSTED))


def played_last_hand(table: Table, player: Player) -> bool:
    """F-06: he can bust, having played the last hand: active, or waiting since without a hand
    dealt (he changed seats, ``Player.dealt_last``, or came back to come in behind the button).
    A player not dealt in on the last hand is an entrant (``Player.entering``) until he is."""
    if player.status is Status.ACTIVE or player.dealt_last:
        return True
    return (player.status is Status.WAITING and table.last is not None
            and not player.new and not player.entering)


def _rebuy(table: Table, event: Rebuy) -> Table:
    player = _player(table, event.seat)
    if player.status is not Status.BUSTED:
        raise Refused(ErrorCode.NOT_BUSTED, event.seat, name=player.name)
    choice = _choice(event.choice, tuple(Choice), event.seat)
    return table.with_player(event.seat, _returning(table, player, choice))


def _straddle(table: Table, event: Straddle) -> Table:
    player = _player(table, event.seat)
    if table.house.straddle is StraddleRule.NONE:
        raise Refused(ErrorCode.STRADDLE_NOT_ALLOWED, event.seat)
    if not player.is_active:
        raise Refused(ErrorCode.NOT_DEALT_IN, event.seat, name=player.name)
    return evolve(table, straddle=event.seat)


def _misdeal(table: Table, event: Misdeal) -> Table:
    if table.last_deal is None:
        raise Refused(ErrorCode.NO_HAND)
    return evolve(table, redeal=True)


def _correct(table: Table, event: Correct) -> Table:
    if table.last is None:
        raise Refused(ErrorCode.NO_HAND)  # the first button is where the draw put it
    return corrected(table, event)


def corrected(table: Table, event: Correct) -> Table:
    """``table`` with last hand's positions put right as ``event`` names them (docs/RULES.md
    section 12): the next deal goes on from them, and the players on them count as the ones
    who played them (R-12), a newcomer never dealt in excepted (F-28). Under a button blind
    the small blind is the button (F-24): the event's small blind is not read.

    Raises :class:`Refused`: ``bad-seat``, or ``bad-positions`` when they cannot be a hand.
    """
    house = table.house
    for seat in (event.button, event.small_blind, event.big_blind, event.third_blind):
        if seat is not None:
            _check_seat(table, seat)
    blinds = _corrected_blinds(event, house)
    if len(set(blinds)) != len(blinds) or event.button in blinds[1:]:
        raise Refused(ErrorCode.BAD_POSITIONS)  # each blind needs its own seat, after the button
    heads_up = len(blinds) > 1 and not house.button_blind and event.button == blinds[0]
    chain = list(blinds) if house.button_blind else [event.button, *blinds]
    return evolve(
        table,
        last=Positions(event.button, blinds),
        last_chain_players=tuple(_dealt_before(table, seat) for seat in chain),
        last_heads_up=heads_up,
        procedure=Procedure.NONE,
        second_big_blind=None,
    )


def started_after(table: Table, last: Correct) -> Table:
    """A table that starts right after a hand it did not deal (a scenario's ``last``): that
    hand's positions as a correction names them (:func:`corrected`), with every player present
    dealt in on it (R-64 counts them). Under the moving button, nobody on its small-blind seat
    means it was R-42's first hand: the next is R-42's second (F-29).

    Raises :class:`Refused` as :func:`corrected` does.
    """
    started = corrected(table, last)
    assert started.last is not None
    small_seat_empty = table.player(started.last.blinds[0]) is None
    if (table.house.button is ButtonRule.MOVING and len(table.house.blinds) == 2
            and not table.house.button_blind and not started.last_heads_up and small_seat_empty):
        started = evolve(started, procedure=Procedure.AFTER_DEAD_SMALL_BLIND)
    return evolve(started, last_dealt_count=sum(1 for _, p in table.occupied() if p.present))


def _corrected_blinds(event: Correct, house: HouseRules) -> tuple[int, ...]:
    """The blind seats a correction names, one per house blind. With one blind only the big
    blind is read; with more, each is needed and no other may be named; a button blind is on
    the button (F-24)."""
    named = {BlindPosition.SMALL: event.small_blind, BlindPosition.BIG: event.big_blind,
             BlindPosition.THIRD: event.third_blind}
    if house.button_blind:
        named[BlindPosition.SMALL] = event.button
    positions = blinds_by_position(house.blinds)
    seats = tuple(named[position] for position in positions)
    others = [seat for position, seat in named.items() if position not in positions]
    count = len(positions)
    if None in seats or (count > 1 and any(seat is not None for seat in others)):
        raise Refused(ErrorCode.BAD_POSITIONS, count=count)  # the blinds to name
    return tuple(seat for seat in seats if seat is not None)


def _dealt_before(table: Table, seat: int) -> int | None:
    """F-28: a newcomer who was never dealt in cannot have played last hand's positions."""
    player = table.player(seat)
    if player is None or player.new:
        return None
    return player.id


def _entry_price(player: Player, house: HouseRules) -> int:
    """An entry or seat-change post at the house's amounts (R-61, R-71; F-30)."""
    return newcomer_entry_post(house) if player.new else house.big_blind


def _fresh_start(player: Player) -> Player:
    """R-63 in a new game: a present player plays without posting. F-30: an away player keeps
    what he owes, priced at the new amounts when he comes back."""
    return player.activated() if player.present else player


# --- seat changes (docs/RULES.md section 10) ---------------------------------------------


def _move(table: Table, event: Move) -> Table:
    _check_seat(table, event.from_seat)  # a seat that does not exist comes first (section 10)
    _check_seat(table, event.to_seat)
    player = _player(table, event.from_seat)
    _check_free(table, event.to_seat)
    if event.from_seat == event.to_seat:
        raise Refused(ErrorCode.SEAT_TAKEN, name=player.name, to_seat=event.to_seat)
    if not player.present:
        raise Refused(ErrorCode.AWAY_CANNOT_MOVE, event.from_seat, name=player.name)
    choice = _choice(event.choice, (Choice.POST, Choice.WAIT), event.from_seat)
    if dealer.next_button(table) == event.from_seat:
        raise Refused(ErrorCode.MOVE_FROM_BUTTON, event.from_seat, name=player.name)
    player = evolve(player, big_blind_went_by=False)  # F-43: his new seat is judged anew
    moved = _after_seat_change(table, player, event.from_seat, event.to_seat, choice)
    if leaves_small_blind_dead(table, player, event.from_seat):
        moved = _owes_small_blind(moved)
    if moved.status is Status.WAITING and played_last_hand(table, player):
        moved = evolve(moved, dealt_last=True)  # F-06: he can still bust in that hand
    table = table.with_seat(event.from_seat, None)
    return table.with_seat(event.to_seat, moved)


def leaves_small_blind_dead(table: Table, player: Player, seat: int) -> bool:
    """F-20: he played the big blind last hand, so the small blind is due on the seat he
    leaves; under the dead and the moving button it is dead there (R-12, R-42). F-42: with
    three blinds under the dead button, the same for last hand's middle blind, due the small
    blind (R-15)."""
    last = table.last
    if (last is None or table.house.button is ButtonRule.SIMPLIFIED
            or len(table.house.blinds) < 2 or table.last_heads_up):
        return False
    if last.largest == seat:
        return table.last_chain_players[-1:] == (player.id,)
    return middle_blind_moves(table, player, seat)


def middle_blind_moves(table: Table, player: Player, seat: int) -> bool:
    """F-42: under the dead button with three blinds, he played last hand's middle blind on
    ``seat`` (a short-handed hand, F-15, had none)."""
    last = table.last
    return (
        last is not None
        and table.house.button is ButtonRule.DEAD
        and len(table.house.blinds) == 3
        and not table.last_heads_up
        and not table.last_short
        and last.blinds[-2] == seat
        and table.last_chain_players[-2:-1] == (player.id,)
    )


def _owes_small_blind(player: Player) -> Player:
    """F-20 (Caro & Cooke, seat changes rule 4): he posts the small blind he moved away from
    in his new seat, dead, as a missed small blind."""
    owing = evolve(player, missed=add_missed(player.missed, Missed.SB))
    if owing.status is Status.ACTIVE:
        return evolve(owing, status=Status.WAITING, choice=Choice.POST, entering=False)
    return owing


def _after_seat_change(
    table: Table, player: Player, old: int, new: int, choice: Choice
) -> Player:
    """How a player who changes seats comes into the game at the new seat (R-71..R-76)."""
    if player.new:
        return evolve(player, choice=choice)
    if table.last is None:
        return player
    big_blind = table.house.big_blind
    k = dealer.hands_to_big_blind(table, new, moving=old) - dealer.hands_to_big_blind(
        table, old
    )
    relative = table.house.seat_change is SeatChangeRule.RELATIVE
    free_now = k <= 0 if relative else k <= 2
    in_zone = new in dealer.next_zone(table)
    dealing_off = old == table.last.button
    waiting = evolve(player, status=Status.WAITING, hands_left=0, blinds_passed=False)
    if dealing_off and not (free_now and not in_zone):
        entry = Choice.POST if in_zone else Choice.BEHIND
        return evolve(waiting, choice=entry, entry_post=0)
    if in_zone and free_now:  # he waits for the button, then plays free
        return evolve(waiting, choice=Choice.POST, entry_post=0)
    if free_now:
        if player.missed is None:  # in the game at once, as an entrant (class of F-20, R-31)
            return evolve(player.activated(), entering=True)
        return evolve(waiting, choice=choice, entry_post=0)
    if choice is Choice.POST:  # in the zone: behind the button, once it has passed
        return evolve(waiting, choice=Choice.POST, entry_post=big_blind)
    # F-41: in the zone too, ``wait`` is his choice; the zone only adds the wait for the button
    return evolve(waiting, choice=Choice.WAIT, entry_post=0, hands_left=k if relative else 0)




def change_house_rules(table: Table, house: HouseRules, seats: int | None = None) -> Table:
    """The table under new house rules (and seat count), or :class:`Refused` with the reason.

    Seats can be removed only when they are empty, not locked up, and hold no position of the
    last hand. When the new rules cannot continue from the last hand's positions (another
    number of blinds, a button blind switched on or off) the next hand starts a new game with
    the button where it was (F-30): as in any new game, the players present play without
    posting; an away player keeps his missed blinds, made up at the new amounts.
    """
    size = table.size if seats is None else seats
    for problem in house.problems() + seat_problems(size):
        raise Refused(ErrorCode.BAD_HOUSE_RULES, problem=problem.code, key=problem.key,
                      **problem.facts)
    positions = set() if table.last is None else {table.last.button, *table.last.blinds}
    for seat in table.seats[size:]:
        if seat.player is not None or seat.locked or seat.number in positions:
            raise Refused(ErrorCode.BAD_HOUSE_RULES, seat.number)  # in use: free it first
    resized = tuple(
        seat if seat.player is None or not seat.player.entry_post
        else evolve(seat, player=evolve(seat.player, entry_post=_entry_price(seat.player, house)))
        for seat in table.seats[:size]
    ) + tuple(Seat(n) for n in range(table.size + 1, size + 1))
    changed = evolve(table, house=house, seats=resized)
    same_shape = (
        len(house.blinds) == len(table.house.blinds)
        and house.button_blind == table.house.button_blind
    )
    if table.last is None or same_shape:
        return changed
    fresh = tuple(
        seat if seat.player is None else evolve(seat, player=_fresh_start(seat.player))
        for seat in changed.seats
    )
    return evolve(
        changed,
        seats=fresh,
        last=None,
        draw=table.last.button,
        passed=frozenset(),
        last_chain_players=(),
        procedure=Procedure.NONE,
        second_big_blind=None,
        last_deal=None,
        redeal=False,
    )

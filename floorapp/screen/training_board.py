"""The trainee's set-up of a deal, as he places it seat by seat. No Qt.

Before each deal of a lesson or a quiz the trainee picks a :class:`Tool` (the dealer button,
a blind, a post, a missed-blind button...) and clicks a seat. Each click changes his
:class:`Board`: what lies on the table so far. The board becomes the
:class:`~floorapp.training.Answer` that the training core grades (:meth:`Board.answer`), and a
:class:`~floorapp.screen.scene.TableScene` that the table widget paints (:func:`board_scene`).

What the floor means by the terms:

- a **blind** placed on a seat is posted there in the house's amount (a dead small blind is
  posted by nobody); a **post** set with the Post tool gives a seat's live and dead amounts
  (an entry post, a make-up, a seat-change post, a small blind on the button) and, on a blind
  seat, replaces the blind's amount ("0 + 0" there: the seat posts nothing);
- **dealt in**: the seats that get cards. A new board starts with every active player dealt
  in and every missed-blind button where it lies: the trainee changes what the deal changes;
- the **first to act** is the first player to act before the flop.

Placing a thing where it already lies takes it away again.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

from floorapp.rules import BlindPosition, HouseRules, Missed, Status, Table, blinds_by_position
from floorapp.training import Answer, Grade, Item, Question

from .scene import Puck, PuckKind, TableScene, build_scene
from .state import FloorState

Amounts = tuple[int, int]
"""A post: (live, dead)."""


class Tool(StrEnum):
    """What a click on a seat places (or takes away) there."""

    BUTTON = "button"
    """The dealer button, live."""
    DEAD_BUTTON = "dead-button"
    """The dealer button on a seat nobody plays: a dead button."""
    SMALL_BLIND = "small-blind"
    DEAD_SMALL_BLIND = "dead-small-blind"
    """The small blind on a seat where nobody posts it."""
    BIG_BLIND = "big-blind"
    THIRD_BLIND = "third-blind"
    """The largest of three blinds (only when the house has three)."""
    POST = "post"
    """A post with its live and dead amounts (asked in a small dialog)."""
    MISSED_SB = "missed-sb"
    MISSED_BB = "missed-bb"
    MISSED_BOTH = "missed-both"
    DEALT = "dealt"
    """Dealt in, or not: each click switches the seat."""
    FIRST_TO_ACT = "first-to-act"
    CLEAR = "clear"
    """Takes away every button, blind, post and missed-blind button from the seat."""


MISSED_OF_TOOL = {
    Tool.MISSED_SB: Missed.SB,
    Tool.MISSED_BB: Missed.BB,
    Tool.MISSED_BOTH: Missed.BOTH,
}


def tools_for(house: HouseRules, at_event: bool = False) -> tuple[Tool, ...]:
    """The tools a table under these house rules needs: no small blind with a single blind,
    no third blind unless there are three; at an event no missed-blind buttons (an absent
    player's blinds are posted, T-07)."""
    unused: set[Tool] = set(MISSED_OF_TOOL) if at_event else set()
    if len(house.blinds) == 1:
        unused |= {Tool.SMALL_BLIND, Tool.DEAD_SMALL_BLIND}
    if len(house.blinds) < 3:
        unused.add(Tool.THIRD_BLIND)
    return tuple(tool for tool in Tool if tool not in unused)


@dataclass(frozen=True)
class Board:
    """What the trainee has put on the table for the coming deal. Seats are seat numbers."""

    button: int | None = None
    dead_button: bool = False
    small_blind: int | None = None
    dead_small_blind: bool = False
    big_blind: int | None = None
    third_blind: int | None = None
    posts: Mapping[int, Amounts] = field(default_factory=dict)
    """Posts set with the Post tool, seat -> (live, dead)."""
    dealt: frozenset[int] = frozenset()
    first_to_act: int | None = None
    missed: Mapping[int, Missed] = field(default_factory=dict)

    def blind_posts(self, house: HouseRules) -> dict[int, Amounts]:
        """What the blinds on the board post: the house amounts, live (not a dead small
        blind)."""
        amounts = blinds_by_position(house.blinds)
        placed = {
            BlindPosition.SMALL: None if self.dead_small_blind else self.small_blind,
            BlindPosition.BIG: self.big_blind,
            BlindPosition.THIRD: self.third_blind,
        }
        posts: dict[int, Amounts] = {}
        for position, seat in placed.items():
            if seat is not None and position in amounts:
                posts[seat] = (amounts[position], 0)
        return posts

    def all_posts(self, house: HouseRules) -> dict[int, Amounts]:
        """Every seat that posts and what: the blinds, with the posts set by hand over them."""
        posts = self.blind_posts(house)
        posts.update(self.posts)
        return {seat: amounts for seat, amounts in posts.items() if amounts != (0, 0)}

    def answer(self, house: HouseRules) -> Answer:
        """The board as the answer the training core grades."""
        return Answer(
            button=self.button,
            small_blind=self.small_blind,
            big_blind=self.big_blind,
            third_blind=self.third_blind,
            dead_button=self.dead_button and self.button is not None,
            dead_small_blind=self.dead_small_blind and self.small_blind is not None,
            posts=self.all_posts(house),
            dealt=self.dealt,
            first_to_act=self.first_to_act,
            missed=dict(self.missed),
        )

    def seat_is_blind(self, seat: int) -> bool:
        return seat in (self.small_blind, self.big_blind, self.third_blind)


def blind_amounts(house: HouseRules) -> dict[str, int]:
    """The amount of each blind position, by the board's names ("small", "big", "third"): the
    rules core's :func:`~floorapp.rules.blinds_by_position` of the house's blinds. Kept for
    the drill window, which asks for "small"."""
    names = {BlindPosition.SMALL: "small", BlindPosition.BIG: "big", BlindPosition.THIRD: "third"}
    return {names[position]: amount
            for position, amount in blinds_by_position(house.blinds).items()}


def start_board(table: Table) -> Board:
    """The board before the trainee touches it: every active player dealt in, and the
    missed-blind buttons that lie on the table."""
    dealt = frozenset(seat for seat, player in table.occupied()
                      if player.status is Status.ACTIVE)
    missed = {seat: player.missed for seat, player in table.occupied()
              if player.missed is not None}
    return Board(dealt=dealt, missed=missed)


def place(board: Board, tool: Tool, seat: int, amounts: Amounts | None = None) -> Board:
    """The board after one click of ``tool`` on ``seat`` (``amounts`` for a post)."""
    if tool in (Tool.BUTTON, Tool.DEAD_BUTTON):
        dead = tool is Tool.DEAD_BUTTON
        if board.button == seat and board.dead_button == dead:
            return replace(board, button=None, dead_button=False)
        return replace(board, button=seat, dead_button=dead)
    if tool in (Tool.SMALL_BLIND, Tool.DEAD_SMALL_BLIND):
        dead = tool is Tool.DEAD_SMALL_BLIND
        if board.small_blind == seat and board.dead_small_blind == dead:
            return replace(board, small_blind=None, dead_small_blind=False)
        return replace(board, small_blind=seat, dead_small_blind=dead)
    if tool is Tool.BIG_BLIND:
        return replace(board, big_blind=None if board.big_blind == seat else seat)
    if tool is Tool.THIRD_BLIND:
        return replace(board, third_blind=None if board.third_blind == seat else seat)
    if tool is Tool.POST:
        return _with_post(board, seat, amounts)
    if tool in MISSED_OF_TOOL:
        missed = dict(board.missed)
        if missed.get(seat) is MISSED_OF_TOOL[tool]:
            del missed[seat]
        else:
            missed[seat] = MISSED_OF_TOOL[tool]
        return replace(board, missed=missed)
    if tool is Tool.DEALT:
        return replace(board, dealt=board.dealt ^ {seat})
    if tool is Tool.FIRST_TO_ACT:
        return replace(board, first_to_act=None if board.first_to_act == seat else seat)
    return clear_seat(board, seat)


def _with_post(board: Board, seat: int, amounts: Amounts | None) -> Board:
    posts = dict(board.posts)
    if amounts is None or (amounts == (0, 0) and not board.seat_is_blind(seat)):
        posts.pop(seat, None)
    else:
        posts[seat] = amounts
    return replace(board, posts=posts)


def clear_seat(board: Board, seat: int) -> Board:
    """The board with nothing left on ``seat`` (whether it is dealt in stays as it was)."""
    def unless_here(value: int | None) -> int | None:
        return None if value == seat else value

    return replace(
        board,
        button=unless_here(board.button),
        dead_button=board.dead_button and board.button != seat,
        small_blind=unless_here(board.small_blind),
        dead_small_blind=board.dead_small_blind and board.small_blind != seat,
        big_blind=unless_here(board.big_blind),
        third_blind=unless_here(board.third_blind),
        posts={s: a for s, a in board.posts.items() if s != seat},
        first_to_act=unless_here(board.first_to_act),
        missed={s: m for s, m in board.missed.items() if s != seat},
    )


# --- what the table shows ------------------------------------------------------------------


def board_scene(table: Table, board: Board, hand: int) -> TableScene:
    """The table before the deal (seats, names, statuses, lock-ups) with the trainee's
    pucks on it, his dealt-in seats and his first to act."""
    base = build_scene(FloorState(table, hand=hand))
    pucks = _board_pucks(table.house, board)
    seats = tuple(
        replace(
            seat,
            pucks=tuple(_ordered(
                pucks.get(seat.number, [])
                + [p for p in seat.pucks if p.kind is PuckKind.LOCKUP]
            )),
            dealt=seat.number in board.dealt,
            first_to_act=seat.number == board.first_to_act,
        )
        for seat in base.seats
    )
    return replace(base, seats=seats, dealt=False)


def answer_scene(question: Question) -> TableScene:
    """The right answer: the table as the rules core deals it."""
    state = FloorState(question.after, question.deal, question.after, question.number)
    return build_scene(state)


def _board_pucks(house: HouseRules, board: Board) -> dict[int, list[Puck]]:
    pucks: dict[int, list[Puck]] = {}

    def put(seat: int, puck: Puck) -> None:
        pucks.setdefault(seat, []).append(puck)

    if board.button is not None:
        put(board.button, Puck(PuckKind.BUTTON, dead=board.dead_button))
    amounts = blinds_by_position(house.blinds)
    blinds = (
        (PuckKind.SMALL_BLIND, board.small_blind, BlindPosition.SMALL),
        (PuckKind.BIG_BLIND, board.big_blind, BlindPosition.BIG),
        (PuckKind.THIRD_BLIND, board.third_blind, BlindPosition.THIRD),
    )
    for kind, seat, position in blinds:
        if seat is None:
            continue
        dead = kind is PuckKind.SMALL_BLIND and board.dead_small_blind
        live, dead_amount = board.posts.get(seat, (amounts.get(position, 0), 0))
        put(seat, Puck(kind, amount=live, dead_amount=dead_amount, dead=dead))
    for seat, (live, dead_amount) in board.posts.items():
        if not board.seat_is_blind(seat):
            put(seat, Puck(PuckKind.POST, amount=live, dead_amount=dead_amount))
    for seat, missed in board.missed.items():
        put(seat, Puck(PuckKind.MISSED, missed=missed))
    return pucks


def _ordered(pucks: Iterable[Puck]) -> list[Puck]:
    order = tuple(PuckKind)
    return sorted(pucks, key=lambda puck: order.index(puck.kind))


def seats_with_mistakes(grade: Grade) -> frozenset[int]:
    """Every seat a mistake concerns: its seat, or for a wrong position both the right seat
    and the trainee's."""
    seats: set[int] = set()
    for mistake in grade.mistakes:
        if mistake.seat is not None:
            seats.add(mistake.seat)
        if mistake.item in POSITION_ITEMS:
            for value in (mistake.expected, mistake.given):
                if isinstance(value, int) and not isinstance(value, bool):
                    seats.add(value)
    return frozenset(seats)


POSITION_ITEMS = frozenset({
    Item.BUTTON, Item.SMALL_BLIND, Item.BIG_BLIND, Item.THIRD_BLIND, Item.FIRST_TO_ACT,
})
"""Checks whose values are seat numbers."""


Click = tuple[Tool, int, "Amounts | None"]
"""One click of a tool on a seat (with the amounts of a post)."""


def clicks_for(table: Table, answer: Answer) -> list[Click]:
    """The clicks that turn a fresh board for ``table`` into ``answer``: for demonstrations,
    screenshots and tests."""
    board = start_board(table)
    clicks: list[Click] = []
    if answer.button is not None:
        clicks.append((Tool.DEAD_BUTTON if answer.dead_button else Tool.BUTTON,
                       answer.button, None))
    if answer.small_blind is not None:
        clicks.append((Tool.DEAD_SMALL_BLIND if answer.dead_small_blind else Tool.SMALL_BLIND,
                       answer.small_blind, None))
    if answer.big_blind is not None:
        clicks.append((Tool.BIG_BLIND, answer.big_blind, None))
    if answer.third_blind is not None:
        clicks.append((Tool.THIRD_BLIND, answer.third_blind, None))
    placed = board
    for tool, seat, amounts in clicks:
        placed = place(placed, tool, seat, amounts)
    blinds = placed.blind_posts(table.house)
    for seat, amounts in sorted(answer.posts.items()):
        if blinds.get(seat) != amounts:
            clicks.append((Tool.POST, seat, amounts))
    for seat in sorted(set(blinds) - set(answer.posts)):
        clicks.append((Tool.POST, seat, (0, 0)))
    for seat in sorted(board.dealt ^ answer.dealt):
        clicks.append((Tool.DEALT, seat, None))
    if answer.first_to_act is not None:
        clicks.append((Tool.FIRST_TO_ACT, answer.first_to_act, None))
    tool_of = {missed: tool for tool, missed in MISSED_OF_TOOL.items()}
    for seat in sorted(set(board.missed) | set(answer.missed)):
        have, want = board.missed.get(seat), answer.missed.get(seat)
        if have is not want:
            marker = want if want is not None else have
            assert marker is not None
            clicks.append((tool_of[marker], seat, None))
    return clicks

"""Grading a trainee's set-up of a deal against the rules core.

Before a deal the trainee places the button, the blinds, the dead markers and the posts, and
says who is dealt in, who acts first and which missed-blind buttons lie on the table after the
deal: an :class:`Answer`. :func:`grade` compares it with the :class:`~floorapp.rules.Deal` the
rules core gives and returns a :class:`Grade`: one :class:`Check` per thing compared, each
naming the rule ids behind the right answer, and a :class:`Mistake` (with a stable
:class:`MistakeCode`) for every check the answer gets wrong.

What is checked:

- the button, the small blind (when the house has one), the big blind and the third blind
  (when the house has three blinds) - always;
- "the button is dead" and "the small blind is dead" - when the right answer or the trainee
  says so (a live button is not worth a point of its own);
- the post of every seat that posts, or that the trainee made post (live and dead amounts);
- "dealt in or not" for every seat whose case needs thought (a post, a marker or a wait) and
  for every seat the trainee got wrong;
- the first player to act before the flop;
- the missed-blind button of every seat that has one after the deal, or that the trainee gave
  one.

The codes and the values are for the screen to put into words; nothing here is worded for the
trainee except the rule ids.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from floorapp.rules import Missed, RuleId

Amounts = tuple[int, int]
"""A post: (live, dead)."""

Value = int | bool | Missed | Amounts | None
"""What a check compares: a seat, a yes/no, a missed-blind button, a post, or (balancing) a
(table, seat) pair."""

DEALT_RULE = RuleId.R_01
"""Who can be dealt in at all: the candidates of R-01 (docs/RULES.md)."""
MARKER_RULE = RuleId.R_30
"""A missed-blind button stays until its debt is made up (docs/RULES.md section 8)."""
FORGIVEN_RULE = RuleId.R_35


@dataclass(frozen=True)
class Grounds:
    """The rules a check cites when the deal names none for it: who is dealt in at all, why a
    missed-blind button lies (or not), and missed blinds forgiven."""

    dealt: tuple[str, ...]
    marker: tuple[str, ...]
    forgiven: tuple[str, ...]


CASH_GROUNDS = Grounds((DEALT_RULE,), (MARKER_RULE,), (FORGIVEN_RULE,))


class Item(StrEnum):
    """What one check is about."""

    BUTTON = "button"
    DEAD_BUTTON = "dead-button"
    SMALL_BLIND = "small-blind"
    DEAD_SMALL_BLIND = "dead-small-blind"
    BIG_BLIND = "big-blind"
    THIRD_BLIND = "third-blind"
    POST = "post"
    DEALT = "dealt"
    FIRST_TO_ACT = "first-to-act"
    MARKER = "marker"
    MOVER = "mover"
    """Balancing: the player who moves, as (table, seat)."""
    MOVE_TO = "move-to"
    """Balancing: the seat he goes to, as (table, seat)."""


class MistakeCode(StrEnum):
    """Every kind of mistake, as a stable code the screen words and translates."""

    WRONG_BUTTON = "wrong-button"
    """The button is on another seat."""
    WRONG_DEAD_BUTTON = "wrong-dead-button"
    """The button is dead and the trainee said live, or the other way round."""
    WRONG_SMALL_BLIND = "wrong-small-blind"
    WRONG_DEAD_SMALL_BLIND = "wrong-dead-small-blind"
    WRONG_BIG_BLIND = "wrong-big-blind"
    WRONG_THIRD_BLIND = "wrong-third-blind"
    MISSED_POST = "missed-post"
    """A seat that posts was given no post."""
    EXTRA_POST = "extra-post"
    """A seat that posts nothing was made to post."""
    WRONG_AMOUNT = "wrong-amount"
    """The seat posts, but other live or dead amounts."""
    WRONG_DEALT = "wrong-dealt"
    """A seat dealt in that should not be, or left out that should be dealt in."""
    WRONG_FIRST_TO_ACT = "wrong-first-to-act"
    WRONG_MARKER = "wrong-marker"
    """A missed-blind button missing, wrong, or where there should be none."""
    WRONG_MOVER = "wrong-mover"
    """Balancing: another player moves."""
    WRONG_MOVE_TO = "wrong-move-to"
    """Balancing: he goes to another seat."""


_POSITION_CODES = {
    Item.BUTTON: MistakeCode.WRONG_BUTTON,
    Item.DEAD_BUTTON: MistakeCode.WRONG_DEAD_BUTTON,
    Item.SMALL_BLIND: MistakeCode.WRONG_SMALL_BLIND,
    Item.DEAD_SMALL_BLIND: MistakeCode.WRONG_DEAD_SMALL_BLIND,
    Item.BIG_BLIND: MistakeCode.WRONG_BIG_BLIND,
    Item.THIRD_BLIND: MistakeCode.WRONG_THIRD_BLIND,
    Item.DEALT: MistakeCode.WRONG_DEALT,
    Item.FIRST_TO_ACT: MistakeCode.WRONG_FIRST_TO_ACT,
    Item.MARKER: MistakeCode.WRONG_MARKER,
    Item.MOVER: MistakeCode.WRONG_MOVER,
    Item.MOVE_TO: MistakeCode.WRONG_MOVE_TO,
}


class GradedPost(Protocol):
    """A post as grading reads it (a rules-core or a tournament post)."""

    @property
    def seat(self) -> int: ...
    @property
    def live(self) -> int: ...
    @property
    def dead(self) -> int: ...
    @property
    def rules(self) -> tuple[str, ...]: ...


class GradedMarker(Protocol):
    """A missed-blind button a deal placed, and its rules."""

    @property
    def seat(self) -> int: ...
    @property
    def rules(self) -> tuple[str, ...]: ...


class GradedDeal(Protocol):
    """What grading reads of a deal: the rules core's :class:`~floorapp.rules.Deal`, or a
    tournament deal seen through :class:`floorapp.training.event_deals.EventDeal`. Every rule
    id it gives is the rule behind that part of the right answer."""

    @property
    def button(self) -> int: ...
    @property
    def dead_button(self) -> bool: ...
    @property
    def small_blind(self) -> int | None: ...
    @property
    def dead_small_blind(self) -> bool: ...
    @property
    def big_blind(self) -> int: ...
    @property
    def third_blind(self) -> int | None: ...
    @property
    def posts(self) -> tuple[GradedPost, ...]: ...
    @property
    def dealt(self) -> tuple[int, ...]: ...
    @property
    def first_to_act(self) -> int: ...
    @property
    def missed(self) -> tuple[tuple[int, Missed], ...]: ...
    @property
    def markers(self) -> tuple[GradedMarker, ...]: ...
    @property
    def position_rules(self) -> tuple[tuple[str, tuple[str, ...]], ...]: ...
    @property
    def forgiven(self) -> bool: ...

    def post_at(self, seat: int) -> GradedPost | None: ...
    def reasons(self) -> Mapping[int, tuple[str, ...]]: ...
    def first_to_act_rules(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class Answer:
    """What the trainee says the deal is. Seats are physical seat numbers.

    ``posts`` maps each posting seat to its (live, dead) amounts, blinds included; ``dealt``
    is every seat dealt in; ``missed`` every missed-blind button on the table after the deal.
    In a heads-up deal the small blind is on the button seat.
    """

    button: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None
    third_blind: int | None = None
    dead_button: bool = False
    dead_small_blind: bool = False
    posts: Mapping[int, Amounts] = field(default_factory=dict)
    dealt: frozenset[int] = frozenset()
    first_to_act: int | None = None
    missed: Mapping[int, Missed] = field(default_factory=dict)

    @classmethod
    def from_deal(cls, deal: GradedDeal) -> Answer:
        """The right answer: the deal as the rules core made it."""
        return cls(
            button=deal.button,
            small_blind=deal.small_blind,
            big_blind=deal.big_blind,
            third_blind=deal.third_blind,
            dead_button=deal.dead_button,
            dead_small_blind=deal.dead_small_blind,
            posts={post.seat: (post.live, post.dead) for post in deal.posts},
            dealt=frozenset(deal.dealt),
            first_to_act=deal.first_to_act,
            missed=dict(deal.missed),
        )


@dataclass(frozen=True)
class Mistake:
    """One thing the answer got wrong: what was expected, what was given, and why.

    ``rules`` are the rule ids behind the right answer (docs/RULES.md ``R-`` ids, the
    project's ``F-`` decisions, and ``T-`` ids at an event); ``seat`` is the seat concerned
    (None for the first to act, the positions and a balancing move, whose values are seats
    themselves).
    """

    code: MistakeCode
    item: Item
    seat: int | None
    expected: Value
    given: Value
    rules: tuple[str, ...]


@dataclass(frozen=True)
class Check:
    """One comparison between the answer and the rules core."""

    item: Item
    seat: int | None
    expected: Value
    given: Value
    rules: tuple[str, ...]

    @property
    def right(self) -> bool:
        """The answer agrees with the rules core."""
        return self.expected == self.given

    @property
    def mistake(self) -> Mistake | None:
        """The mistake, when the answer is wrong here."""
        if self.right:
            return None
        return Mistake(self.code, self.item, self.seat, self.expected, self.given, self.rules)

    @property
    def code(self) -> MistakeCode:
        """The code this check's mistake has (whether or not it was made)."""
        if self.item is Item.POST:
            if self.given is None:
                return MistakeCode.MISSED_POST
            if self.expected is None:
                return MistakeCode.EXTRA_POST
            return MistakeCode.WRONG_AMOUNT
        return _POSITION_CODES[self.item]


@dataclass(frozen=True)
class Grade:
    """The verdict on one answer: every check, and the score."""

    checks: tuple[Check, ...]

    @property
    def mistakes(self) -> tuple[Mistake, ...]:
        """Every check the answer got wrong, in the order of the checks."""
        return tuple(m for check in self.checks if (m := check.mistake) is not None)

    @property
    def points(self) -> int:
        """Checks answered right."""
        return sum(1 for check in self.checks if check.right)

    @property
    def out_of(self) -> int:
        """Checks made."""
        return len(self.checks)

    @property
    def score(self) -> float:
        """Share of the checks answered right, from 0.0 to 1.0."""
        return self.points / self.out_of if self.out_of else 1.0

    @property
    def perfect(self) -> bool:
        """Nothing wrong."""
        return not self.mistakes

    def by_rule(self) -> dict[str, tuple[int, int]]:
        """For each rule id the checks cite: (checks, of which wrong), rule ids sorted."""
        tally: dict[str, list[int]] = {}
        for check in self.checks:
            for rule in check.rules:
                counts = tally.setdefault(rule, [0, 0])
                counts[0] += 1
                counts[1] += 0 if check.right else 1
        return {rule: (tally[rule][0], tally[rule][1]) for rule in sorted(tally, key=rule_key)}


def grade(answer: Answer, deal: GradedDeal, grounds: Grounds = CASH_GROUNDS) -> Grade:
    """Compare the trainee's answer with the rules core's deal (or the tournament core's, with
    its own ``grounds``)."""
    why = _Reasons(deal, grounds)
    checks = [
        *_position_checks(answer, deal, why),
        *_post_checks(answer, deal, why),
        *_dealt_checks(answer, deal, why),
        Check(Item.FIRST_TO_ACT, None, deal.first_to_act, answer.first_to_act,
              deal.first_to_act_rules()),
        *_marker_checks(answer, deal, why),
    ]
    return Grade(tuple(checks))


def _position_checks(answer: Answer, deal: GradedDeal, why: _Reasons) -> Iterator[Check]:
    yield Check(Item.BUTTON, None, deal.button, answer.button, why.position("button"))
    if deal.dead_button or answer.dead_button:
        yield Check(Item.DEAD_BUTTON, deal.button, deal.dead_button, answer.dead_button,
                    why.position("button"))
    if deal.small_blind is not None or answer.small_blind is not None:
        yield Check(Item.SMALL_BLIND, None, deal.small_blind, answer.small_blind,
                    why.position("small_blind"))
    if deal.dead_small_blind or answer.dead_small_blind:
        yield Check(Item.DEAD_SMALL_BLIND, deal.small_blind, deal.dead_small_blind,
                    answer.dead_small_blind, why.position("small_blind"))
    yield Check(Item.BIG_BLIND, None, deal.big_blind, answer.big_blind, why.position("big_blind"))
    if deal.third_blind is not None or answer.third_blind is not None:
        yield Check(Item.THIRD_BLIND, None, deal.third_blind, answer.third_blind,
                    why.position("third_blind"))


def _post_checks(answer: Answer, deal: GradedDeal, why: _Reasons) -> Iterator[Check]:
    expected = {post.seat: (post.live, post.dead) for post in deal.posts}
    given = {seat: (live, dead) for seat, (live, dead) in answer.posts.items()}
    for seat in sorted(set(expected) | set(given)):
        yield Check(Item.POST, seat, expected.get(seat), given.get(seat), why.post(seat))


def _dealt_checks(answer: Answer, deal: GradedDeal, why: _Reasons) -> Iterator[Check]:
    expected = set(deal.dealt)
    given = set(answer.dealt)
    worth_a_check = set(why.seats) | (expected ^ given)
    for seat in sorted(worth_a_check):
        yield Check(Item.DEALT, seat, seat in expected, seat in given, why.dealt(seat))


def _marker_checks(answer: Answer, deal: GradedDeal, why: _Reasons) -> Iterator[Check]:
    expected = dict(deal.missed)
    given = dict(answer.missed)
    for seat in sorted(set(expected) | set(given)):
        yield Check(Item.MARKER, seat, expected.get(seat), given.get(seat), why.marker(seat))


class _Reasons:
    """The rule ids behind each part of a deal, taken from the deal itself."""

    def __init__(self, deal: GradedDeal, grounds: Grounds) -> None:
        self.deal = deal
        self.grounds = grounds
        self.positions = dict(deal.position_rules)
        self.seats = deal.reasons()
        self.markers = {marker.seat: marker.rules for marker in deal.markers}

    def position(self, name: str) -> tuple[str, ...]:
        """Why a position is where it is (the big blind's rules when the deal names none)."""
        return self.positions.get(name) or self.positions.get("big_blind") or self.grounds.dealt

    def post(self, seat: int) -> tuple[str, ...]:
        """Why a seat posts what it posts, or why it posts nothing."""
        post = self.deal.post_at(seat)
        if post is not None:
            return post.rules
        if seat == self.deal.small_blind and self.deal.dead_small_blind:
            return self.position("small_blind")
        return self.seats.get(seat) or self.position("big_blind")

    def dealt(self, seat: int) -> tuple[str, ...]:
        """Why a seat is dealt in or not."""
        return self.seats.get(seat) or self.grounds.dealt

    def marker(self, seat: int) -> tuple[str, ...]:
        """Why a seat has the missed-blind button it has after the deal (or none)."""
        if seat in self.markers:
            return self.markers[seat]
        if self.deal.forgiven:
            return self.grounds.forgiven
        return self.seats.get(seat) or self.grounds.marker


def rule_key(rule: str) -> tuple[str, int]:
    """Sort key of a rule id: ``R-`` ids, then ``T-`` ids, then ``F-`` (and other) ids, each
    by number."""
    prefix, _, number = rule.partition("-")
    rank = {"R": "0", "T": "1"}.get(prefix, "2" + prefix)
    return (rank, int(number) if number.isdigit() else 0)

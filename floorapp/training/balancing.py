"""Balancing questions: which player moves, and to which seat, graded by the tournament core.

The tables of an event are out of balance (T-14). The trainee clicks the player who moves, then
the open seat he goes to: a :class:`MoveAnswer`. The right answer is the event's balancing offer
(:func:`floorapp.tournament.offers.move_offer`): the player due the big blind at the giving
table, the fullest and first in the breaking order (T-16, T-17), to the worst position at the
short table, never its small blind, or the single big blind on last hand's big-blind seat
(T-18). The grade has two checks, each citing those rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorapp.tournament import Action, Event, MoveOffer, TRule

from .grading import Check, Grade, Item

MOVER_RULES = (TRule.T_17, TRule.T_16)
"""Who moves: the player due the big blind (T-17) at the giving table (T-16)."""
MOVE_TO_RULES = (TRule.T_18,)
"""Where he goes: the worst position, never the small blind; the single big blind (T-18)."""

Spot = tuple[int, int]
"""A seat at an event: (table, seat)."""


@dataclass(frozen=True)
class MoveAnswer:
    """The trainee's balancing move: the player who moves and the seat he goes to."""

    mover: Spot | None = None
    to: Spot | None = None


@dataclass(frozen=True)
class MoveQuestion:
    """One balancing question: the event as it stands (``actions`` since the previous
    question already applied) and the move it offers."""

    number: int
    before: Event
    offer: MoveOffer
    after: Event
    hint: str = ""
    actions: tuple[Action, ...] = ()
    since: Event | None = None
    """The event before ``actions`` (to word them)."""

    @property
    def offer_from(self) -> Spot:
        """Where the player who moves sits."""
        return (self.offer.from_table, self.offer.from_seat)

    @property
    def offer_to(self) -> Spot:
        """The seat he goes to."""
        return (self.offer.to_table, self.offer.to_seat)

    @property
    def right_answer(self) -> MoveAnswer:
        """The answer that scores full marks."""
        return MoveAnswer(self.offer_from, self.offer_to)

    def grade(self, answer: MoveAnswer) -> Grade:
        """The trainee's move against the tournament core's offer."""
        return grade_move(answer, self.offer)


def grade_move(answer: MoveAnswer, offered: MoveOffer) -> Grade:
    """Two checks: the player who moves, and the seat he goes to."""
    return Grade((
        Check(Item.MOVER, None, (offered.from_table, offered.from_seat), answer.mover,
              MOVER_RULES),
        Check(Item.MOVE_TO, None, (offered.to_table, offered.to_seat), answer.to,
              MOVE_TO_RULES),
    ))

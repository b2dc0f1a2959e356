"""Deals at an event's table as training questions, graded by the tournament core.

A tournament deal (:class:`~floorapp.tournament.TDeal`, from :func:`floorapp.tournament.deal`
through the event's actions) is the right answer; :class:`EventDeal` shows it to grading
(:func:`floorapp.training.grading.grade`) with its ``T-`` rules, so that every mistake cites
the tournament rule behind the right answer, never a cash rule. What an event has no use for
(a third blind, missed-blind buttons, forgiveness) is always empty.

:class:`EventQuestion` is a :class:`~floorapp.training.exercise.Question` the drill shows like
any deal: ``before`` is the rules core's table of the event's table (its house blinds are the
level's, so the board's blind tools post the level's amounts), ``deal`` the same deal as the
rules core records one (for the table drawn as the right answer); ``actions`` are the floor's
actions at the event since the previous question, and grading goes to the tournament deal.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from floorapp.rules import Deal, Missed, Post, PostKind, Table
from floorapp.rules.model import evolve
from floorapp.tournament import Action, Event, EventTable, Level, TDeal, TPost, TPostKind, TRule

from .exercise import Question
from .grading import Answer, Grade, GradedMarker, Grounds, grade

POST_KINDS = {
    TPostKind.SMALL_BLIND: PostKind.SMALL_BLIND,
    TPostKind.BIG_BLIND: PostKind.BIG_BLIND,
    TPostKind.ANTE: PostKind.ENTRY,
}
"""How the table drawn as the right answer shows each post: an ante only as a post of its dead
amount (the rules core has no ante of its own)."""

EVENT_GROUNDS = Grounds(dealt=(TRule.T_01,), marker=(TRule.T_07,), forgiven=(TRule.T_07,))
"""At an event every live player is dealt in (T-01) and nobody gets a missed-blind button: an
absent player's blinds are posted (T-07)."""


@dataclass(frozen=True)
class EventDeal:
    """A tournament deal as grading reads it (:class:`~floorapp.training.grading.GradedDeal`)."""

    deal: TDeal
    third_blind: None = None
    missed: tuple[tuple[int, Missed], ...] = ()
    markers: tuple[GradedMarker, ...] = ()
    forgiven: bool = False

    @property
    def button(self) -> int:
        return self.deal.button

    @property
    def dead_button(self) -> bool:
        return self.deal.dead_button

    @property
    def small_blind(self) -> int | None:
        return self.deal.small_blind

    @property
    def dead_small_blind(self) -> bool:
        return self.deal.dead_small_blind

    @property
    def big_blind(self) -> int:
        return self.deal.big_blind

    @property
    def posts(self) -> tuple[TPost, ...]:
        return self.deal.posts

    @property
    def dealt(self) -> tuple[int, ...]:
        return self.deal.dealt

    @property
    def first_to_act(self) -> int:
        return self.deal.first_to_act

    @property
    def position_rules(self) -> tuple[tuple[str, tuple[TRule, ...]], ...]:
        return self.deal.position_rules

    def post_at(self, seat: int) -> TPost | None:
        return self.deal.post_at(seat)

    def reasons(self) -> Mapping[int, tuple[str, ...]]:
        """Why each seat posts, waits or is dealt in absent; an absent seat that posts nothing
        is dealt in all the same (T-07)."""
        found = {seat: tuple(rules) for seat, rules in self.deal.reasons().items()}
        for seat in self.deal.absent:
            found[seat] = tuple(dict.fromkeys((*found.get(seat, ()), TRule.T_07)))
        return found

    def first_to_act_rules(self) -> tuple[str, ...]:
        """Heads-up the button acts first (T-03); else the seat after the big blind (T-01)."""
        return (TRule.T_03,) if self.deal.heads_up else (TRule.T_01,)


@dataclass(frozen=True)
class EventQuestion(Question):
    """One deal at one of an event's tables to set up."""

    tdeal: TDeal = field(kw_only=True)
    """The tournament core's deal: the right answer."""
    level: Level = field(kw_only=True)
    actions: tuple[Action, ...] = field(kw_only=True, default=())
    """The floor's actions at the event since the previous question, in order."""
    since: Event | None = field(kw_only=True, default=None)
    """The event before those actions (to word them)."""

    @property
    def table_number(self) -> int:
        """The event's table the deal is at."""
        return self.tdeal.table

    @property
    def right_answer(self) -> Answer:
        return Answer.from_deal(EventDeal(self.tdeal))

    def grade(self, answer: Answer) -> Grade:
        """The trainee's answer, graded against the tournament core's deal."""
        return grade(answer, EventDeal(self.tdeal), EVENT_GROUNDS)


def event_question(number: int, before: EventTable, after: EventTable, tdeal: TDeal,
                   level: Level, actions: tuple[Action, ...], since: Event,
                   hint: str = "") -> EventQuestion:
    """The question of one tournament deal: ``before`` and ``after`` the event's table,
    ``actions`` since the event stood at ``since``."""
    return EventQuestion(number, trainee_table(before, level), (), shown_deal(tdeal),
                         trainee_table(after, level), hint, tdeal=tdeal, level=level,
                         actions=actions, since=since)


def trainee_table(table: EventTable, level: Level) -> Table:
    """The rules core's table of an event's table, its house blinds the level's."""
    house = evolve(table.table.house, blinds=(level.small_blind, level.big_blind))
    return evolve(table.table, house=house)


def shown_deal(tdeal: TDeal) -> Deal:
    """The tournament deal as the rules core records a deal, to draw it on the table."""
    return Deal(
        button=tdeal.button, dead_button=tdeal.dead_button, small_blind=tdeal.small_blind,
        dead_small_blind=tdeal.dead_small_blind, big_blind=tdeal.big_blind, third_blind=None,
        posts=tuple(Post(p.seat, p.live, p.dead, POST_KINDS[p.kind], ()) for p in tdeal.posts),
        dealt=tdeal.dealt, first_to_act=tdeal.first_to_act, missed=(), lockup=(), waiting=(),
        markers=(), position_rules=(), heads_up=tdeal.heads_up,
    )

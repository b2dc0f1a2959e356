"""What a button rule decides for one hand: the positions, the blinds posted, the markers.

A :class:`Placement` is the answer of one placement function (a button rule's, heads-up,
short-handed, the plain rotation). It is built whole and never changed: the deal drops a
placement it cannot use and asks for another, so nothing is rolled back.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from ..deal import Marker, Post, PostKind
from ..model import Missed, Positions, Procedure, add_missed
from ..rule_ids import RuleId
from .seating import Seating

Rules = tuple[RuleId, ...]

MarkStep = tuple[Iterable[int], Missed, Rules]
"""Seats an away player on them gets a missed-blind button for, which one, and why."""


@dataclass(frozen=True)
class Placement:
    """The positions a placement chose, and what it says about posting them."""

    button: int
    blinds: tuple[int, ...]
    """The blind seats in posting order (heads-up: the button, then the big blind)."""
    posts: Mapping[int, Post] = field(default_factory=dict)
    """Seat -> the blind it posts (a dead blind posts nothing)."""
    rules: Mapping[str, Rules] = field(default_factory=dict)
    """For "button", "small_blind", "big_blind", "third_blind": the rules that placed it."""
    markers: tuple[Marker, ...] = ()
    """Missed-blind buttons this placement gives the away players the blinds pass."""
    procedure: Procedure = Procedure.NONE
    second_big_blind: int | None = None
    last_to_post: int | None = None
    """The seat of the last blind posted (first to act is left of it), if not the largest."""

    @property
    def sound(self) -> bool:
        """Distinct blind seats, and the big blind not on the button."""
        blinds = self.blinds
        return len(set(blinds)) == len(blinds) and blinds[-1] != self.button

    @property
    def last_blind(self) -> int:
        """The seat left of which the first player acts."""
        return self.last_to_post or self.blinds[-1]


def blind(seat: int, amount: int, kind: PostKind, rules: Rules) -> tuple[int, Post]:
    """One posted blind, as an entry of :attr:`Placement.posts`."""
    return seat, Post(seat, amount, 0, kind, rules)


def smaller_kind(index: int, button_blind: bool) -> PostKind:
    """The kind of the ``index``-th smaller blind (the first may be on the button)."""
    if index == 0:
        return PostKind.BUTTON_SMALL_BLIND if button_blind else PostKind.SMALL_BLIND
    return PostKind.MIDDLE_BLIND


def markers(seating: Seating, *steps: MarkStep) -> tuple[Marker, ...]:
    """The missed-blind buttons the away (or busted) players on the steps' seats get, in
    order; a player missing a blind he already owes gets no new marker."""
    found: list[Marker] = []
    held: dict[int, Missed] = {}
    for seats, missed, rules in steps:
        for seat in seats:
            player = seating.players.get(seat)
            if player is None or player.present:
                continue
            before = held.get(seat, player.missed)
            now = held[seat] = add_missed(before, missed)
            if now is not before:
                found.append(Marker(seat, now, rules))
    return tuple(found)


def chain(positions: Positions, button_blind: bool) -> list[int]:
    """Button then blinds; with a button blind the button seat is the first blind."""
    if button_blind:
        return list(positions.blinds)
    return [positions.button, *positions.blinds]

"""What a deal shows: positions, posts, who is dealt in, markers (§8 of docs/RULES.md)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .missed import Missed
from .rule_ids import RuleId


class PostKind(StrEnum):
    """Why a seat puts chips in before the cards are dealt."""

    SMALL_BLIND = "small-blind"
    """The small blind in its place."""
    BIG_BLIND = "big-blind"
    """The big blind (the largest blind) in its place."""
    MIDDLE_BLIND = "middle-blind"
    """With three blinds, the middle one."""
    BUTTON_SMALL_BLIND = "button-small-blind"
    """A small blind posted on the button (moving button R-42/R-43, heads-up, button blind)."""
    SECOND_BIG_BLIND = "second-big-blind"
    """R-43: the second of two big blinds."""
    EXTRA_SMALL_BLIND = "extra-small-blind"
    """R-43 second hand: the small blind beside the one on the button."""
    ENTRY = "entry"
    """A new player's post to be dealt in at once (R-61)."""
    MAKEUP = "makeup"
    """Missed blinds made up by a returning player (R-32, R-34)."""
    SEAT_CHANGE = "seat-change"
    """A big blind posted to play at once after a seat change (R-71, R-72, R-74)."""
    STRADDLE = "straddle"
    """A live straddle under the gun (R-90)."""
    SLEEPER = "sleeper"
    """A sleeper straddle from another seat, not live (R-90)."""


class WaitReason(StrEnum):
    """Why a present player is not dealt in this hand."""

    ZONE = "zone"
    """He would enter between the button and the small blind (R-31): he waits for the button."""
    BIG_BLIND = "big-blind"
    """He waits for the big blind to reach him (R-33, R-61)."""
    BEHIND = "behind"
    """He lets the blinds and the button pass, then posts behind the button (R-34)."""
    SEAT_CHANGE = "seat-change"
    """He waits the hands his seat change put him further from the blinds (R-71)."""
    DEALING_OFF = "dealing-off"
    """He dealt off the button and lets the blinds pass his new seat once (R-75)."""
    REDEAL = "redeal"
    """Nobody new is dealt into a redeal after a misdeal (TDA 35C)."""
    HEADS_UP = "heads-up"
    """During heads-up play he comes in once he is outside the zone (R-53)."""


@dataclass(frozen=True)
class Post:
    """Chips one seat puts in before the deal: live (counts toward his bet) and dead."""

    seat: int
    live: int
    dead: int
    kind: PostKind
    rules: tuple[RuleId, ...]


@dataclass(frozen=True)
class Marker:
    """A missed-blind button placed by this deal, and the rule that placed it."""

    seat: int
    missed: Missed
    rules: tuple[RuleId, ...]


@dataclass(frozen=True)
class Deal:
    """The set-up of one hand. Seats are physical seat numbers."""

    button: int
    dead_button: bool
    small_blind: int | None
    dead_small_blind: bool
    big_blind: int
    third_blind: int | None
    posts: tuple[Post, ...]
    dealt: tuple[int, ...]
    first_to_act: int
    missed: tuple[tuple[int, Missed], ...]
    """Every missed-blind button on the table after the deal."""
    lockup: tuple[int, ...]
    waiting: tuple[tuple[int, WaitReason], ...]
    markers: tuple[Marker, ...]
    """Missed-blind buttons this deal placed or changed."""
    position_rules: tuple[tuple[str, tuple[RuleId, ...]], ...]
    """For "button", "small_blind", "big_blind", "third_blind": the rules that placed it."""
    heads_up: bool = False
    redeal: bool = False
    forgiven: bool = False
    """R-35: every missed blind was forgiven before this deal."""
    second_big_blind: int | None = None
    pick_ups: tuple[int, ...] = ()
    """R-65: every seat whose player is to be picked up after the deal (flagged by this deal
    or an earlier one): a new player the button passed, away, before he posted."""

    def post_at(self, seat: int) -> Post | None:
        """The post of one seat, if it posts."""
        return next((post for post in self.posts if post.seat == seat), None)

    def reasons(self) -> dict[int, tuple[RuleId, ...]]:
        """For each seat with a post, a marker or a wait: the rule ids behind it."""
        found: dict[int, list[RuleId]] = {}
        for post in self.posts:
            found.setdefault(post.seat, []).extend(post.rules)
        for marker in self.markers:
            found.setdefault(marker.seat, []).extend(marker.rules)
        for seat, why in self.waiting:
            found.setdefault(seat, []).append(WAIT_RULES[why])
        for seat in self.pick_ups:
            found.setdefault(seat, []).append(PICK_UP_RULE)
        return {seat: tuple(dict.fromkeys(rules)) for seat, rules in sorted(found.items())}

    def first_to_act_rules(self) -> tuple[RuleId, ...]:
        """Why ``first_to_act`` acts first: heads-up the button does (R-51), after a live
        straddle the seat after it (R-90), after two big blinds the seat after the second
        (R-43), else the seat after the big blind (§8). The read-out and the training's grading
        cite these."""
        if self.heads_up:
            return (RuleId.R_51,)
        if any(post.kind is PostKind.STRADDLE for post in self.posts):
            return (RuleId.R_90,)
        if self.second_big_blind is not None:
            return (RuleId.R_43,)
        return (POSITIONS_RULE,)


WAIT_RULES: dict[WaitReason, RuleId] = {
    WaitReason.ZONE: RuleId.R_31,
    WaitReason.BIG_BLIND: RuleId.R_33,
    WaitReason.BEHIND: RuleId.R_34,
    WaitReason.SEAT_CHANGE: RuleId.R_71,
    WaitReason.DEALING_OFF: RuleId.R_75,
    WaitReason.REDEAL: RuleId.F_08,
    WaitReason.HEADS_UP: RuleId.R_53,
}

DEALT_IN_RULE = RuleId.R_01
"""Who is dealt in, and in which order they come in (R-01)."""
REDEAL_RULE = RuleId.F_08
"""A redeal after a misdeal repeats the hand and seats nobody new into it (F-08, TDA 35C)."""
FORGIVEN_RULE = RuleId.R_35
"""Too few present players owe nothing: every missed blind is forgiven (R-35)."""
HEADS_UP_RULE = RuleId.R_51
"""Heads-up, the button posts the small blind (R-51)."""
PICK_UP_RULE = RuleId.R_65
"""A new player the button passed before he posted is picked up (R-65)."""
POSITIONS_RULE = RuleId.SECTION_8
"""What every deal shows (§8), cited for a position no R-rule names: first to act after the
big blind, positions the floor corrected."""

"""What the dealer reads out for a deal, in calling order, as items to be worded. No Qt.

Button, small blind, big blind (and a third), the other posts (make-ups, entry posts, seat
changes, straddles) with their live and dead amounts, who waits and why, the missed-blind
buttons the deal placed, who is to be picked up (R-65), first to act, who is dealt in. Every
item carries the rule ids the rules core gives for it (the deal's records and its rule
constants); the read-out attaches none of its own. :func:`floorapp.ui.wording.readout_line`
turns an item into a sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from floorapp.rules import (
    DEALT_IN_RULE,
    FORGIVEN_RULE,
    HEADS_UP_RULE,
    PICK_UP_RULE,
    POSITIONS_RULE,
    REDEAL_RULE,
    Deal,
    Missed,
    PostKind,
    RuleId,
    Table,
    WaitReason,
)

from .scene import BLIND_KINDS


class LineKind(StrEnum):
    """One kind of line in the read-out."""

    BUTTON = "button"
    DEAD_BUTTON = "dead-button"
    BLIND = "blind"
    """A blind posted in its place (``post_kind`` says which)."""
    DEAD_SMALL_BLIND = "dead-small-blind"
    POST = "post"
    """A post besides the blinds: make-up, entry, seat change, straddle."""
    WAITS = "waits"
    MISSED = "missed"
    """A missed-blind button this deal placed."""
    PICK_UP = "pick-up"
    """A new player the button passed before he posted: pick him up (R-65)."""
    FIRST_TO_ACT = "first-to-act"
    DEALT_IN = "dealt-in"
    HEADS_UP = "heads-up"
    REDEAL = "redeal"
    FORGIVEN = "forgiven"
    CORRECTED = "corrected"
    """The floor put the positions right; the next deal starts from them."""


@dataclass(frozen=True)
class ReadoutItem:
    """One line the dealer reads out."""

    kind: LineKind
    rules: tuple[RuleId, ...] = ()
    seat: int | None = None
    name: str | None = None
    live: int = 0
    dead: int = 0
    post_kind: PostKind | None = None
    wait: WaitReason | None = None
    missed: Missed | None = None
    seats: tuple[int, ...] = ()
    position: str | None = None
    """For a blind: the position it is posted in ("small_blind", "big_blind", "third_blind",
    "second_big_blind"), or None for a blind posted off the named positions."""


def readout(deal: Deal, table: Table) -> tuple[ReadoutItem, ...]:
    """The read-out of ``deal``; ``table`` is the table right after it (for the names)."""
    positions = dict(deal.position_rules)
    reasons = deal.reasons()
    items: list[ReadoutItem] = []
    if deal.redeal:
        items.append(ReadoutItem(LineKind.REDEAL, (REDEAL_RULE,)))
    if deal.forgiven:
        items.append(ReadoutItem(LineKind.FORGIVEN, (FORGIVEN_RULE,)))
    if deal.heads_up:
        items.append(ReadoutItem(LineKind.HEADS_UP, (HEADS_UP_RULE,)))
    button_kind = LineKind.DEAD_BUTTON if deal.dead_button else LineKind.BUTTON
    items.append(_at(table, button_kind, deal.button, positions.get("button", ())))
    items += _blind_items(deal, table, positions)
    for post in deal.posts:
        if post.kind in BLIND_KINDS:
            continue
        item = _at(table, LineKind.POST, post.seat, post.rules)
        items.append(_with(item, live=post.live, dead=post.dead, post_kind=post.kind))
    for seat, why in deal.waiting:
        item = _at(table, LineKind.WAITS, seat, reasons.get(seat, ()))
        items.append(_with(item, wait=why))
    for marker in deal.markers:
        item = _at(table, LineKind.MISSED, marker.seat, marker.rules)
        items.append(_with(item, missed=marker.missed))
    for seat in deal.pick_ups:
        items.append(_at(table, LineKind.PICK_UP, seat, (PICK_UP_RULE,)))
    items.append(_at(table, LineKind.FIRST_TO_ACT, deal.first_to_act,
                     deal.first_to_act_rules()))
    items.append(ReadoutItem(LineKind.DEALT_IN, (DEALT_IN_RULE,), seats=tuple(deal.dealt)))
    return tuple(items)


def corrected_readout(table: Table) -> tuple[ReadoutItem, ...]:
    """After a correction: the positions the floor set (the next deal starts from them)."""
    if table.last is None:
        return ()
    return (ReadoutItem(
        LineKind.CORRECTED, (POSITIONS_RULE,), seat=table.last.button, seats=table.last.blinds),)


def _blind_items(
    deal: Deal, table: Table, positions: dict[str, tuple[RuleId, ...]]
) -> list[ReadoutItem]:
    """The blinds in posting order; a blind posted off its position (on the button) too."""
    items = []
    named = [
        ("small_blind", deal.small_blind, positions.get("small_blind", ())),
        ("big_blind", deal.big_blind, positions.get("big_blind", ())),
        ("third_blind", deal.third_blind, positions.get("third_blind", ())),
        ("second_big_blind", deal.second_big_blind, positions.get("big_blind", ())),
    ]
    said: set[int] = set()
    for position, seat, rules in named:
        if seat is None or seat in said:
            continue
        post = deal.post_at(seat)
        if post is None or post.kind not in BLIND_KINDS:
            if seat == deal.small_blind and deal.dead_small_blind:
                items.append(_at(table, LineKind.DEAD_SMALL_BLIND, seat, rules))
            continue
        said.add(seat)
        item = _at(table, LineKind.BLIND, seat, post.rules or rules)
        items.append(_with(item, live=post.live, dead=post.dead, post_kind=post.kind,
                           position=position))
    for post in deal.posts:
        if post.kind in BLIND_KINDS and post.seat not in said:
            said.add(post.seat)
            item = _at(table, LineKind.BLIND, post.seat, post.rules)
            items.append(_with(item, live=post.live, dead=post.dead, post_kind=post.kind))
    return items


def _at(table: Table, kind: LineKind, seat: int, rules: tuple[RuleId, ...]) -> ReadoutItem:
    player = table.player(seat) if 1 <= seat <= table.size else None
    return ReadoutItem(kind, tuple(rules), seat=seat, name=player.name if player else None)


def _with(item: ReadoutItem, **changes: Any) -> ReadoutItem:
    return replace(item, **changes)

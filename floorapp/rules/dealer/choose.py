"""The order of work of a deal up to the positions (docs/RULES.md, R-01): forgiveness (R-35), the
tentative positions and the zone (R-01), the candidates, then heads-up (R-50), short-handed
(F-15) or the table's button rule (R-10, R-20, R-40), with the ways out when that placement
cannot be used (R-44, F-33, R-52)."""

from __future__ import annotations

from dataclasses import dataclass

from ..deal import WaitReason
from ..errors import ErrorCode, Refused
from ..model import Positions, Table, evolve
from ..rule_ids import RuleId
from .button_rule import ButtonRulePlacement
from .by_rule import button_rule
from .few_players import first_two, heads_up
from .opening import opening, tentative, zone
from .placement import Placement
from .rotation import R_21_44, R_22_44, rotation, rotation_button
from .seating import Seating, routed

BUTTON_WAITS = frozenset({WaitReason.ZONE, WaitReason.BEHIND, WaitReason.DEALING_OFF})
"""Waits for the button to pass: the zone (R-31), ``behind`` (R-34), dealing off (R-75)."""
_NEW_GAME = (RuleId.R_63,)


@dataclass(frozen=True)
class Layout:
    """Where the positions of the hand go and what the floor knew when it placed them."""

    seating: Seating
    placement: Placement
    heads_up: bool
    short: bool
    """Fewer positions than the house's blinds need (F-15)."""
    restarted: bool
    """F-33: the rotation was restarted (or widened) for this hand."""
    forgiven: bool
    """R-35: every missed blind was forgiven before this deal."""


def layout(table: Table) -> Layout | Refused:
    """The positions of the next hand, or the refusal (``not-enough-players``)."""
    rule = button_rule(table.house.button)
    start = opening(table, rule)
    seating = Seating(table, start.players)
    found = tentative(seating, rule)
    positions: Positions | None = None
    if not isinstance(found, Refused):
        positions, button = found, found.button
        seating = routed(seating, zone(table, found, rule), button)
    elif table.last is not None:
        # F-33 at its limit: nobody of the last hand is left in the rotation, everyone present
        # is coming in. There is no game going on to keep them out of (F-32): they take the
        # places of the rotation this hand.
        button = table.last.button
        seating = routed(seating, frozenset(), button, no_game=True)
    else:
        return found
    if len(seating.candidates) < 2 and BUTTON_WAITS & set(seating.waits.values()):
        # F-32: the zone and ``behind`` keep entrants off the blinds of a game that goes
        # on; when they would leave no game at all, nobody waits for the button.
        seating = routed(seating, frozenset(), button, no_game=True)
    candidates = seating.candidates
    if len(candidates) < 2:
        return Refused(ErrorCode.NOT_ENOUGH_PLAYERS)  # fewer than two can be dealt in
    if len(candidates) == 2:
        pair = list(candidates)
        return Layout(seating, heads_up(seating, rule, pair), True, False, start.restarted,
                      start.forgiven)
    short = len(candidates) <= len(table.house.blinds)
    placement = None if positions is None else _placement(seating, rule, positions, short)
    if placement is not None and placement.sound:
        chosen = Layout(seating, placement, False, short, start.restarted, start.forgiven)
    else:
        fallback = _fallback(seating, rule, short, start.restarted, start.forgiven)
        if isinstance(fallback, Refused):
            return fallback
        chosen = fallback
    if not chosen.heads_up and len(chosen.seating.sure(chosen.placement.posts)) < 2:
        # Everyone but one waits for a big blind that reaches only one of them: the two
        # who would meet first play heads-up rather than a hand of one.
        pair = first_two(chosen.seating)
        return evolve(chosen, placement=heads_up(chosen.seating, rule, pair), heads_up=True)
    return chosen


def _placement(
    seating: Seating, rule: ButtonRulePlacement, positions: Positions, short: bool
) -> Placement | None:
    """The usual placement: short-handed (F-15), the first hand of a new game (R-63), or the
    button rule's; None when it finds nobody for one of its positions."""
    if short:
        return rule.short_handed(seating, positions)
    if seating.table.last is None:
        return rotation(seating, rule, positions.button, _NEW_GAME, _NEW_GAME)
    return rule.place(seating, positions)


def _fallback(
    seating: Seating, rule: ButtonRulePlacement, short: bool, restarted: bool, forgiven: bool
) -> Layout | Refused:
    """R-44: when a procedure cannot place distinct positions (players gone from the seats
    it names), the plain rotation decides; with a single active player, heads-up play."""
    table = seating.table
    if table.last is not None:
        placement = rotation(seating, rule, rotation_button(seating), R_21_44, R_22_44)
        if placement is not None and placement.sound:
            return Layout(seating, placement, False, short, restarted, forgiven)
        # F-33: too few players in the rotation for the button and the smaller blinds: the
        # entrants coming in now take their place in it rather than wait for ever.
        widened = evolve(seating, widened=True)
        placement = rule.widened(widened)
        if placement is not None and placement.sound:
            fewer = len(placement.blinds) < len(table.house.blinds)
            return Layout(widened, placement, False, fewer, True, forgiven)
    candidates = seating.candidates
    active = [s for s in candidates if seating.active(s)] or list(candidates)
    if len(active) > 2:
        return Refused(ErrorCode.NOT_ENOUGH_PLAYERS)  # no seat can take one of the blinds
    pair = sorted({active[0], next(s for s in candidates if s != active[0])})
    return Layout(seating, heads_up(seating, rule, pair), True, short, restarted, forgiven)

"""Before the positions: forgiveness (R-35), a new game (R-63), a restarted rotation (F-33),
and the tentative positions and the zone (R-01, R-31)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..errors import ErrorCode, Refused
from ..model import Player, Positions, Status, Table, evolve
from .button_rule import ButtonRulePlacement
from .rotation import rotation_positions
from .seating import Seating


@dataclass(frozen=True)
class Opening:
    """The players as the deal starts from them."""

    players: Mapping[int, Player]
    forgiven: bool
    """R-35: every missed blind was forgiven before this deal."""
    restarted: bool
    """F-33: too few players of the last hand are left in the rotation."""


def opening(table: Table, rule: ButtonRulePlacement) -> Opening:
    """The players after forgiveness (R-35) and a new game or a restarted rotation."""
    players, forgiven = _forgiven(dict(table.occupied()))
    if table.last is None:
        # In a new game every player present plays the first hand without posting.
        return Opening(_activated(players), forgiven, restarted=False)
    if _rotation_kept(players, rule.rotation_size(table.house)):
        return Opening(players, forgiven, restarted=False)
    # F-33: with too few players of the last hand left in the rotation for the button and the
    # smaller blinds there is no rotation to keep entrants out of: players entering owing
    # nothing join it (like R-35).
    joined = {
        seat: evolve(p, entering=False) if p.is_active and p.entering else p
        for seat, p in players.items()
    }
    return Opening(joined, forgiven, restarted=True)


def _forgiven(players: dict[int, Player]) -> tuple[dict[int, Player], bool]:
    """R-35: with fewer than two present players owing nothing, every debt is forgiven."""
    present = [p for p in players.values() if p.present]
    clear = [p for p in present if not p.owes]
    if len(clear) >= 2 or not any(p.owes for p in present):
        return players, False
    return {seat: _forgiven_player(p) for seat, p in players.items()}, True


def _forgiven_player(player: Player) -> Player:
    if player.present:
        return player.activated()
    if player.missed is None and player.carried is None:
        return player
    return evolve(player, missed=None, carried=None)


def _rotation_kept(players: Mapping[int, Player], needed: int) -> bool:
    """At least ``needed`` players active and dealt in on the last hand."""
    rotation = 0
    for player in players.values():
        if player.status is Status.ACTIVE and not player.entering:
            rotation += 1
            if rotation >= needed:
                return True
    return False


def _activated(players: dict[int, Player]) -> dict[int, Player]:
    return {seat: p.activated() if p.present else p for seat, p in players.items()}


def tentative(seating: Seating, rule: ButtonRulePlacement) -> Positions | Refused:
    """Step (1) of R-01: the button and the smaller blinds before any big blind is placed.
    In a new game the button goes to the first player in the rotation from the seat that drew
    it, the blinds after him (R-63)."""
    table = seating.table
    if table.last is not None:
        positions = rule.tentative(seating)
    else:
        draw = table.draw
        if draw is None:
            present = [s for s, p in seating.players.items() if p.present]
            if not present:
                return Refused(ErrorCode.NOT_ENOUGH_PLAYERS)  # nobody is at the table
            draw = min(present)
        button = seating.first(draw - 1 or table.size, seating.active)
        positions = rotation_positions(seating, button)
    if positions is None:
        return Refused(ErrorCode.NOT_ENOUGH_PLAYERS)  # no player can take this position
    return positions


def zone(table: Table, positions: Positions, rule: ButtonRulePlacement) -> frozenset[int]:
    """R-31: the button seat and the seats after it up to the end of the zone the button rule
    gives; an entrant there waits for the button to pass."""
    button = positions.button
    end = rule.zone_end(positions, table.house)
    if end == button:
        return frozenset({button})
    return frozenset(table.arc(button, end)) | {button}

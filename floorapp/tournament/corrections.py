"""The floor putting a table right (T-26: positions corrected, a misdeal dealt again) and
players on penalty (T-09). Checked and applied here for :mod:`.event`."""

from __future__ import annotations

from floorapp.rules import Positions
from floorapp.rules.model import evolve

from .actions import CorrectPositions, EndPenalty, Misdeal, Penalty
from .deal import TDeal
from .errors import EventCode, EventRefused
from .state import Event
from .table import EventTable


def put_right(event: Event, table: EventTable, action: CorrectPositions | Misdeal) -> Event:
    """T-26 at ``table``: last hand's positions as the floor names them (the next deal follows
    T-01 from them); for a misdeal, only the check that there is a hand to deal again."""
    if table.table.last is None:
        raise EventRefused(EventCode.NO_HAND, table=table.number)
    if isinstance(action, Misdeal):
        if table.corrected:  # the positions are the floor's, not a hand's: nothing to redeal
            raise EventRefused(EventCode.NO_HAND, table=table.number, corrected=True)
        return event
    return event.with_table(corrected(table, action))


def corrected(table: EventTable, action: CorrectPositions) -> EventTable:
    """``table`` with last hand's positions as ``action`` names them; refused when they are
    off the table or no hand can have them (``bad-seat``, ``bad-positions``)."""
    named = (action.button, action.small_blind, action.big_blind)
    for seat in named:
        if seat is not None and not 1 <= seat <= table.table.size:
            raise EventRefused(EventCode.BAD_SEAT, table=table.number, seat=seat)
    heads_up = action.small_blind == action.button
    blinds = ((action.big_blind,) if action.small_blind is None
              else (action.small_blind, action.big_blind))
    if len(set(blinds)) != len(blinds) or action.button == action.big_blind or (
            table.players < 2):
        raise EventRefused(EventCode.BAD_POSITIONS, table=table.number, positions=named)
    last = Positions(action.button, blinds)
    return evolve(table, table=evolve(table.table, last=last, last_heads_up=heads_up),
                  corrected=True)


def penalised(event: Event, table: EventTable, action: Penalty | EndPenalty,
              entrant: int) -> Event:
    """T-09: the entrant put on penalty for ``hands`` hands dealt to him, or his penalty
    ended by the floor."""
    left = event.penalty_left(entrant)
    others = tuple(entry for entry in event.penalties if entry[0] != entrant)
    where = {"table": table.number, "seat": action.seat}
    if isinstance(action, EndPenalty):
        if not left:
            raise EventRefused(EventCode.NOT_ON_PENALTY, **where)
        return evolve(event, penalties=others)
    if action.hands < 1:
        raise EventRefused(EventCode.BAD_PENALTY, hands=action.hands, **where)
    if left:
        raise EventRefused(EventCode.ON_PENALTY, left=left, **where)
    return evolve(event, penalties=(*others, (entrant, action.hands)))


def on_penalty(event: Event, table: EventTable, redeal: bool) -> frozenset[int]:
    """The entrants at ``table`` on penalty for its next deal: those with hands to serve, and
    on a misdealt hand dealt again those who served their last hand on it (TQ-31)."""
    here = {player.id for _, player in table.occupied()}
    return frozenset(who for who, left in event.penalties
                     if who in here and (left > 0 or redeal))


def served(event: Event, table: EventTable, record: TDeal) -> tuple[tuple[int, int], ...]:
    """The penalties after ``record`` was dealt at ``table``: a hand served by every player
    dealt in on penalty (a redeal serves none), and the penalties served at an earlier deal
    ended."""
    dealt_in = {player.id for seat, player in table.occupied() if seat in record.penalty}
    here = {player.id for _, player in table.occupied()}
    found = []
    for who, left in event.penalties:
        if who in dealt_in and not record.redeal:
            left -= 1
        elif who in here and left == 0 and not record.redeal:
            continue
        found.append((who, left))
    return tuple(found)

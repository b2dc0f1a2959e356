"""The deal: where the button and the blinds go, who posts what, who is dealt in.

:func:`deal` takes a table between hands and returns the :class:`~floorapp.rules.deal.Deal`
and the table after it. The order of work follows the rulebook (docs/RULES.md, R-01):

- :mod:`.opening`: forgiveness (R-35), a new game (R-63) or a restarted rotation (F-33), the
  tentative positions and the zone (R-01, R-31);
- :mod:`.seating`: the candidates, each player's route into the hand, the seat tests;
- :mod:`.choose`: heads-up (R-50, :mod:`.few_players`), short-handed (F-15) or the table's
  button rule, picked once in :mod:`.by_rule`: :mod:`.dead_button` (R-10),
  :mod:`.simplified` (R-20), :mod:`.moving_button` (R-40), on top of the plain
  :mod:`.rotation`; the ways out when a placement cannot be used (R-44, F-33, R-52);
- :mod:`.finish`: the entrants' posts (R-30, R-60, R-70, R-90, :mod:`.posts`), the markers,
  and the new state of every player;
- :mod:`.redeal`: a misdeal repeats the last deal (F-07).

Each step returns a new frozen record (:class:`~.seating.Seating`, :class:`~.placement.Placement`,
:class:`~.choose.Layout`); nothing is changed and then rolled back.
"""

from __future__ import annotations

from ..deal import Deal
from ..errors import Refused
from ..model import Choice, Table, evolve
from ..prices import makeup_amounts
from .by_rule import button_rule
from .choose import layout
from .finish import deal_of
from .opening import tentative, zone
from .redeal import redealt
from .seating import Seating

__all__ = ["deal", "hands_to_big_blind", "makeup_amounts", "next_button", "next_zone"]


def deal(table: Table) -> tuple[Deal, Table]:
    """Set up the next hand. Raises :class:`Refused` (``not-enough-players``), changing nothing."""
    dealt = _dealt(table)
    if isinstance(dealt, Refused):
        raise dealt
    return dealt


def _dealt(table: Table) -> tuple[Deal, Table] | Refused:
    """The next hand: a redeal after a misdeal when it can be (F-07), else a new deal."""
    if table.redeal:
        repeated = redealt(table)
        if repeated is not None:
            return repeated
    chosen = layout(evolve(table, redeal=False))
    return chosen if isinstance(chosen, Refused) else deal_of(chosen)


def next_button(table: Table) -> int | None:
    """The seat whose player has the button on the next hand (R-73), as the deal itself places
    it: heads-up (R-51, R-52), after R-35 forgiveness, during R-42/R-43. None when the button
    would be dead or no hand can be dealt."""
    dealt = _dealt(table)
    if isinstance(dealt, Refused):
        return None
    upcoming, _ = dealt
    return None if upcoming.dead_button else upcoming.button


def next_zone(table: Table) -> frozenset[int]:
    """The zone of the next hand (R-31): where nobody enters the game."""
    rule = button_rule(table.house.button)
    positions = tentative(Seating(table, dict(table.occupied())), rule)
    if isinstance(positions, Refused):
        return frozenset()
    return zone(table, positions, rule)


def hands_to_big_blind(table: Table, seat: int, moving: int | None = None) -> int:
    """How many hands until the big blind reaches ``seat``, counting big-blind-eligible
    players from last hand's big blind (section 7). ``moving``: the seat the player on
    ``seat`` comes from, which no longer counts."""
    assert table.last is not None
    count = 0
    for current in table.clockwise_after(table.last.largest):
        if current == seat:
            break
        player = table.player(current)
        if current != moving and player is not None and player.present and (
            player.choice is not Choice.BEHIND
        ):
            count += 1
    return count + 1

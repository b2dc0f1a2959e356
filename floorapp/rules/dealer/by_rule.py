"""The one place the deal chooses by the table's button rule."""

from __future__ import annotations

from ..model import ButtonRule
from .button_rule import ButtonRulePlacement
from .dead_button import DeadButton
from .moving_button import MovingButton
from .simplified import SimplifiedButton

_DEAD, _MOVING, _SIMPLIFIED = DeadButton(), MovingButton(), SimplifiedButton()


def button_rule(rule: ButtonRule) -> ButtonRulePlacement:
    """The placements of ``rule``: dead (R-10), moving (R-40) or simplified (R-20)."""
    match rule:
        case ButtonRule.DEAD:
            return _DEAD
        case ButtonRule.MOVING:
            return _MOVING
        case ButtonRule.SIMPLIFIED:
            return _SIMPLIFIED

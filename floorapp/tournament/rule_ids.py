"""Every tournament rule the program cites, by id: the ``T-`` rules of the rulebook's tournament
part (docs/RULES.md, "The tournament floor") and the ``TQ-`` rulings of docs/DECISIONS.md ("The
tournament floor (issue 27)").

Kept beside the cash game's :class:`floorapp.rules.RuleId`, not in it: a tournament deal cites
only these, and the cash read-out and its translations stay as they are until the screen shows
events. A :class:`TRule` compares equal to its text (``TRule.T_01 == "T-01"``).
"""

from __future__ import annotations

from enum import StrEnum


class TRule(StrEnum):
    """The id of a tournament rule or ruling."""

    T_01 = "T-01"
    T_02 = "T-02"
    T_03 = "T-03"
    T_04 = "T-04"
    T_05 = "T-05"
    T_06 = "T-06"
    T_07 = "T-07"
    T_08 = "T-08"
    T_09 = "T-09"
    T_10 = "T-10"
    T_11 = "T-11"
    T_12 = "T-12"
    T_13 = "T-13"
    T_14 = "T-14"
    T_15 = "T-15"
    T_16 = "T-16"
    T_17 = "T-17"
    T_18 = "T-18"
    T_20 = "T-20"
    T_21 = "T-21"
    T_22 = "T-22"
    T_23 = "T-23"
    T_24 = "T-24"
    T_25 = "T-25"
    T_26 = "T-26"
    T_28 = "T-28"

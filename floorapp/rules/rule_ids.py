"""Every rule the program cites, by id: ``R-`` rules of the rulebook (docs/RULES.md), ``F-``
decisions of docs/DECISIONS.md, and ``§8`` (what every deal shows).

A :class:`RuleId` is a string enum, so it compares equal to its text (``RuleId.R_11 == "R-11"``)
and is stored and exported as that text.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum


class RuleId(StrEnum):
    """The id of a rule or decision, as the rulebook, the read-out and the scenarios cite it."""

    R_01 = "R-01"
    R_10 = "R-10"
    R_11 = "R-11"
    R_12 = "R-12"
    R_13 = "R-13"
    R_14 = "R-14"
    R_15 = "R-15"
    R_20 = "R-20"
    R_21 = "R-21"
    R_22 = "R-22"
    R_23 = "R-23"
    R_30 = "R-30"
    R_31 = "R-31"
    R_32 = "R-32"
    R_33 = "R-33"
    R_34 = "R-34"
    R_35 = "R-35"
    R_36 = "R-36"
    R_40 = "R-40"
    R_41 = "R-41"
    R_42 = "R-42"
    R_43 = "R-43"
    R_44 = "R-44"
    R_50 = "R-50"
    R_51 = "R-51"
    R_52 = "R-52"
    R_53 = "R-53"
    R_60 = "R-60"
    R_61 = "R-61"
    R_62 = "R-62"
    R_63 = "R-63"
    R_64 = "R-64"
    R_65 = "R-65"
    R_70 = "R-70"
    R_71 = "R-71"
    R_72 = "R-72"
    R_73 = "R-73"
    R_74 = "R-74"
    R_75 = "R-75"
    R_76 = "R-76"
    R_90 = "R-90"
    F_01 = "F-01"
    F_02 = "F-02"
    F_03 = "F-03"
    F_04 = "F-04"
    F_05 = "F-05"
    F_06 = "F-06"
    F_07 = "F-07"
    F_08 = "F-08"
    F_09 = "F-09"
    F_10 = "F-10"
    F_11 = "F-11"
    F_12 = "F-12"
    F_13 = "F-13"
    F_14 = "F-14"
    F_15 = "F-15"
    F_16 = "F-16"
    F_17 = "F-17"
    F_18 = "F-18"
    F_19 = "F-19"
    F_20 = "F-20"
    F_21 = "F-21"
    F_22 = "F-22"
    F_23 = "F-23"
    F_24 = "F-24"
    F_25 = "F-25"
    F_26 = "F-26"
    F_28 = "F-28"
    F_29 = "F-29"
    F_30 = "F-30"
    F_31 = "F-31"
    F_32 = "F-32"
    F_33 = "F-33"
    F_34 = "F-34"
    F_35 = "F-35"
    SECTION_8 = "§8"


def rule_ids(rules: Iterable[str]) -> tuple[RuleId, ...]:
    """Rule ids written as text (``"R-11"``) as :class:`RuleId` members; a ``ValueError`` for
    a text that is no rule id."""
    return tuple(RuleId(rule) for rule in rules)

"""House rules: the one-line summary and the labels of each house rule and its values.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.rules import (
    ButtonRule,
    EntryPost,
    HouseRules,
    Makeup,
    SeatChangeRule,
    StraddleRule,
    Structure,
)

from .numbers import amount, plural


def house_summary(house: HouseRules, seats: int) -> str:
    """The house rules in one line: "Dead button · 1/2 · limit · make-up: all · 9 seats"."""
    parts = [
        button_rule_label(house.button),
        "/".join(amount(b) for b in house.blinds),
        structure_label(house.structure),
        QCoreApplication.translate("House", "make-up: {makeup}").format(
            makeup=makeup_label(house.makeup)),
        plural(QCoreApplication.translate("House", "%n seat(s)", "", seats), seats),
    ]
    if house.button_blind:
        parts.append(QCoreApplication.translate("House", "button blind"))
    if house.entry_post is EntryPost.DOUBLE:
        parts.append(QCoreApplication.translate("House", "entry: double"))
    if house.free_hand_at:
        parts.append(QCoreApplication.translate("House", "free hand at {n}").format(
            n=house.free_hand_at))
    if house.straddle is not StraddleRule.NONE:
        parts.append(straddle_label(house.straddle))
    return " · ".join(parts)


def button_rule_label(rule: ButtonRule) -> str:
    labels = {
        ButtonRule.DEAD: QCoreApplication.translate("House", "Dead button"),
        ButtonRule.MOVING: QCoreApplication.translate("House", "Moving button"),
        ButtonRule.SIMPLIFIED: QCoreApplication.translate("House", "Simplified button"),
    }
    return labels[rule]


def structure_label(structure: Structure) -> str:
    labels = {
        Structure.LIMIT: QCoreApplication.translate("House", "limit"),
        Structure.POT_LIMIT: QCoreApplication.translate("House", "pot-limit"),
        Structure.NO_LIMIT: QCoreApplication.translate("House", "no-limit"),
    }
    return labels[structure]


def makeup_label(makeup: Makeup) -> str:
    labels = {
        Makeup.ALL: QCoreApplication.translate("House", "all"),
        Makeup.BIG_ONLY: QCoreApplication.translate("House", "big blind only"),
    }
    return labels[makeup]


def entry_post_label(entry: EntryPost) -> str:
    labels = {
        EntryPost.BIG: QCoreApplication.translate("House", "one big blind"),
        EntryPost.DOUBLE: QCoreApplication.translate("House", "two big blinds (lowball)"),
    }
    return labels[entry]


def seat_change_label(rule: SeatChangeRule) -> str:
    labels = {
        SeatChangeRule.RELATIVE: QCoreApplication.translate(
            "House", "same relative position"),
        SeatChangeRule.TWO_PLAYERS: QCoreApplication.translate(
            "House", "past at most two players"),
    }
    return labels[rule]


def straddle_label(rule: StraddleRule) -> str:
    labels = {
        StraddleRule.NONE: QCoreApplication.translate("House", "no straddle"),
        StraddleRule.LIVE: QCoreApplication.translate("House", "live straddle"),
        StraddleRule.LIVE_AND_SLEEPER: QCoreApplication.translate(
            "House", "live and sleeper straddles"),
    }
    return labels[rule]


def house_key_label(key: str) -> str:
    """The label of one house-rule key in the dialog."""
    labels = {
        "button": QCoreApplication.translate("House", "Button"),
        "blinds": QCoreApplication.translate("House", "Blinds"),
        "button_blind": QCoreApplication.translate("House", "Small blind on the button"),
        "structure": QCoreApplication.translate("House", "Betting structure"),
        "makeup": QCoreApplication.translate("House", "Missed blinds make-up"),
        "entry_post": QCoreApplication.translate("House", "New player posts"),
        "free_hand_at": QCoreApplication.translate("House", "Free hand with at most"),
        "seat_change": QCoreApplication.translate("House", "Free seat change"),
        "straddle": QCoreApplication.translate("House", "Straddles"),
        "lockup_minutes": QCoreApplication.translate("House", "Hold a locked-up seat for"),
        "seats": QCoreApplication.translate("House", "Seats"),
        "palette": QCoreApplication.translate("House", "Colours"),
    }
    return labels.get(key, key)

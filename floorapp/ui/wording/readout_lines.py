"""The read-out of a deal: what the dealer reads out, line by line, and what each post is for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.rules import PostKind
from floorapp.screen.readout import LineKind, ReadoutItem

from .numbers import amount, amounts_phrase
from .seats import missed_phrase, seat_title, wait_phrase


def readout_line(item: ReadoutItem) -> str:
    """What the dealer reads out for one item: "Seat 6 Flo: big blind 2"."""
    who = seat_title(item.seat, item.name) if item.seat is not None else ""
    kind = item.kind
    if kind is LineKind.BUTTON:
        return QCoreApplication.translate("Readout", "Button on {who}").format(
            who=_lower_seat(who))
    if kind is LineKind.DEAD_BUTTON:
        return QCoreApplication.translate("Readout", "Button dead on seat {seat}").format(
            seat=item.seat)
    if kind is LineKind.DEAD_SMALL_BLIND:
        return QCoreApplication.translate("Readout", "Small blind dead on seat {seat}").format(
            seat=item.seat)
    if kind is LineKind.BLIND:
        return QCoreApplication.translate("Readout", "{who}: {blind} {amount}").format(
            who=who, blind=blind_phrase(item), amount=amount(item.live))
    if kind is LineKind.POST and item.post_kind in (PostKind.STRADDLE, PostKind.SLEEPER):
        return QCoreApplication.translate("Readout", "{who}: {straddle} {amount}").format(
            who=who, straddle=post_kind_phrase(item.post_kind),
            amount=amount(item.live + item.dead))
    if kind is LineKind.POST:
        return QCoreApplication.translate("Readout", "{who}: {total} {amounts}, {why}").format(
            who=who, total=amount(item.live + item.dead),
            amounts=amounts_phrase(item.live, item.dead),
            why=post_kind_phrase(item.post_kind))
    if kind is LineKind.WAITS:
        assert item.wait is not None
        return QCoreApplication.translate("Readout", "{who} {why}").format(
            who=who, why=wait_phrase(item.wait))
    if kind is LineKind.MISSED:
        assert item.missed is not None
        return QCoreApplication.translate(
            "Readout", "{who} gets a missed-blind button: {missed}").format(
                who=who, missed=missed_phrase(item.missed))
    if kind is LineKind.PICK_UP:
        return QCoreApplication.translate(
            "Readout", "{who}: the button passed before any post: pick up and give the seat to "
            "the next player on the list; with nobody waiting, the missed-blind button stays "
            "and the player is marked away").format(who=who)
    if kind is LineKind.FIRST_TO_ACT:
        return QCoreApplication.translate("Readout", "First to act: {who}").format(
            who=_lower_seat(who))
    if kind is LineKind.DEALT_IN:
        dealt = len(item.seats)
        return QCoreApplication.translate(
            "Readout", "Dealt in: %n (seats {seats})", "", dealt).format(
                seats=", ".join(str(s) for s in item.seats))
    if kind is LineKind.HEADS_UP:
        return QCoreApplication.translate(
            "Readout", "Heads-up: the button posts the small blind and acts first")
    if kind is LineKind.REDEAL:
        return QCoreApplication.translate("Readout", "Misdeal: same positions and posts again")
    if kind is LineKind.FORGIVEN:
        return QCoreApplication.translate(
            "Readout", "Every missed blind is forgiven: fewer than two players owe nothing")
    if kind is LineKind.CORRECTED:
        return QCoreApplication.translate(
            "Readout", "Positions corrected: button on seat {button}, blinds on seats "
            "{blinds}. The next hand moves on from here.").format(
                button=item.seat, blinds=", ".join(str(s) for s in item.seats))
    return str(kind)  # type: ignore[unreachable]  # a line kind added later


def _lower_seat(title: str) -> str:
    """ "Seat 4 Di" inside a sentence: "seat 4 Di" (the translation decides the case)."""
    prefix = QCoreApplication.translate("Seat", "Seat")
    lower = QCoreApplication.translate("Seat", "seat")
    return lower + title[len(prefix):] if title.startswith(prefix) else title


def blind_phrase(item: ReadoutItem) -> str:
    """A blind by its position ("small blind", "big blind", "third blind"), or by what kind
    of post it is when it is posted off the usual positions ("small blind on the button")."""
    plain = (PostKind.SMALL_BLIND, PostKind.BIG_BLIND, PostKind.MIDDLE_BLIND)
    positions = {
        "small_blind": QCoreApplication.translate("Post", "small blind"),
        "big_blind": QCoreApplication.translate("Post", "big blind"),
        "third_blind": QCoreApplication.translate("Post", "third blind"),
    }
    if item.post_kind in plain and item.position in positions:
        return positions[item.position]
    return post_kind_phrase(item.post_kind)


def post_kind_phrase(kind: PostKind | None) -> str:
    """What a post is for, in a sentence: "big blind", "makes up missed blinds"."""
    phrases = {
        PostKind.SMALL_BLIND: QCoreApplication.translate("Post", "small blind"),
        PostKind.BIG_BLIND: QCoreApplication.translate("Post", "big blind"),
        PostKind.MIDDLE_BLIND: QCoreApplication.translate("Post", "middle blind"),
        PostKind.BUTTON_SMALL_BLIND: QCoreApplication.translate(
            "Post", "small blind on the button"),
        PostKind.SECOND_BIG_BLIND: QCoreApplication.translate("Post", "second big blind"),
        PostKind.EXTRA_SMALL_BLIND: QCoreApplication.translate("Post", "second small blind"),
        PostKind.ENTRY: QCoreApplication.translate("Post", "entry post"),
        PostKind.MAKEUP: QCoreApplication.translate("Post", "makes up missed blinds"),
        PostKind.SEAT_CHANGE: QCoreApplication.translate("Post", "posts to play after a move"),
        PostKind.STRADDLE: QCoreApplication.translate("Post", "live straddle"),
        PostKind.SLEEPER: QCoreApplication.translate("Post", "sleeper straddle"),
    }
    if kind is None:
        return ""
    return phrases.get(kind, str(kind))

"""Seat actions and the choices of a player coming in or changing seats: menu entries,
what each choice costs, what a move means.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.rules import ActionKind, Choice, Move, MovePreview, Refused, Table, preview_move

from .numbers import amount, amounts_phrase, hands_phrase
from .rules import rules_sentence


def action_label(kind: ActionKind) -> str:
    """The menu entry of a seat action."""
    labels = {
        ActionKind.SIT: QCoreApplication.translate("Action", "Seat a new player…"),
        ActionKind.AWAY: QCoreApplication.translate("Action", "Away"),
        ActionKind.BACK: QCoreApplication.translate("Action", "Back…"),
        ActionKind.LEAVE: QCoreApplication.translate("Action", "Leave (lock-up)"),
        ActionKind.RELEASE: QCoreApplication.translate("Action", "Release lock-up"),
        ActionKind.MOVE: QCoreApplication.translate("Action", "Move to another seat…"),
        ActionKind.BUST: QCoreApplication.translate("Action", "Bust"),
        ActionKind.REBUY: QCoreApplication.translate("Action", "Rebuy…"),
        ActionKind.STRADDLE: QCoreApplication.translate("Action", "Straddle next hand"),
        ActionKind.PICK_UP: QCoreApplication.translate(
            "Action", "Pick up (seat to the list)"),
        ActionKind.LOCK: QCoreApplication.translate("Action", "Lock up for the list"),
    }
    return labels[kind]


def choice_label(choice: Choice) -> str:
    labels = {
        Choice.POST: QCoreApplication.translate("Choice", "Post now"),
        Choice.WAIT: QCoreApplication.translate("Choice", "Wait for the big blind"),
        Choice.BEHIND: QCoreApplication.translate("Choice", "Post behind the button"),
    }
    return labels[choice]


def choice_explanation(choice: Choice, live: int, dead: int) -> str:
    """What a choice means for a player owing ``live`` + ``dead`` to come in at once."""
    if choice is Choice.POST:
        if not live and not dead:
            return QCoreApplication.translate(
                "Choice", "Plays the next hand without posting (outside the zone).")
        return QCoreApplication.translate(
            "Choice", "Posts {total} {amounts} and plays the next hand (from a seat in the zone, "
            "once the button has passed).").format(
                total=amount(live + dead), amounts=amounts_phrase(live, dead))
    if choice is Choice.WAIT:
        return QCoreApplication.translate(
            "Choice", "Sits out until the big blind reaches the seat, then posts only the big "
            "blind.")
    return QCoreApplication.translate(
        "Choice", "Lets the blinds and the button pass, then posts what is owed behind the button.")


def post_now_label(live: int, dead: int) -> str:
    """ "Post now: 3 (2 live, 1 dead)"."""
    return QCoreApplication.translate("Choice", "Post now: {total} {amounts}").format(
        total=amount(live + dead), amounts=amounts_phrase(live, dead))


def owed_sentence(name: str, live: int, dead: int) -> str:
    """ "Ed owes 3 (2 live, 1 dead)." or "Ed owes nothing." """
    if not live and not dead:
        return QCoreApplication.translate("Choice", "{name} owes nothing.").format(name=name)
    return QCoreApplication.translate("Choice", "{name} owes {total} {amounts}.").format(
        name=name, total=amount(live + dead), amounts=amounts_phrase(live, dead))


def debts_at_new_amounts(sentences: list[str]) -> str:
    """ "At the new amounts: Seat 4 Di owes 3 (2 live, 1 dead). …" after new house rules."""
    return QCoreApplication.translate("Log", "At the new amounts: {debts}").format(
        debts=" ".join(sentences))


def move_sentence(name: str, to_seat: int, wait: MovePreview, post: MovePreview) -> str:
    """What a seat change means for the player, from the rules' previews (wait and post)."""
    if wait.plays_now:
        text = QCoreApplication.translate(
            "Move", "{name} plays at once in seat {seat}, without posting.")
    elif wait.waits_for_button and post.must_post and "R-72" in wait.rules:  # F-41
        text = QCoreApplication.translate(
            "Move", "Seat {seat} is between the button and the small blind, {distance} further "
            "from the big blind: {name} posts {amount} behind the button once it has passed, "
            "or waits for the big blind.")
    elif wait.waits_for_button and post.must_post:  # F-41: he chooses, as for any move
        text = QCoreApplication.translate(
            "Move", "Seat {seat} is between the button and the small blind, {distance} further "
            "from the big blind: {name} posts {amount} behind the button once it has passed, "
            "or waits {distance} and for the button, and then plays free.")
    elif wait.waits_for_button:
        text = QCoreApplication.translate(
            "Move", "Seat {seat} is between the button and the small blind: {name} waits "
            "until the button has passed.")
    elif "R-75" in wait.rules:
        text = QCoreApplication.translate(
            "Move", "{name} dealt off the button: in seat {seat}, {name} comes back in behind the "
            "button without posting.")
    elif "R-72" in wait.rules:
        text = QCoreApplication.translate(
            "Move", "Seat {seat} is {distance} further from the big blind: {name} posts "
            "{amount} to play at once, or waits for the big blind.")
    else:
        text = QCoreApplication.translate(
            "Move", "Seat {seat} is {distance} further from the big blind: {name} posts "
            "{amount} to play at once, or waits {distance} and then plays free.")
    return text.format(name=name, seat=to_seat, distance=hands_phrase(wait.hands),
                       amount=amount(post.must_post))


def move_options(
    to_seat: int, wait: MovePreview, post: MovePreview
) -> list[tuple[Choice, str, str]]:
    """The floor's choices for a seat change, from the rules' previews: one "Move" when both
    choices come to the same (he plays at once, or posting costs nothing), else "Post N and
    play now" (in the zone: "Post N behind the button", F-41) and "Wait"; each with the rules
    behind it."""
    if wait.plays_now or not post.must_post:
        label = QCoreApplication.translate("Move", "Move to seat {seat}").format(seat=to_seat)
        return [(Choice.WAIT, label, rules_sentence(wait.rules))]
    if post.waits_for_button:
        post_label = QCoreApplication.translate("Move", "Post {amount} behind the button")
    else:
        post_label = QCoreApplication.translate("Move", "Post {amount} and play now")
    post_label = post_label.format(amount=amount(post.must_post))
    if wait.hands > 0 and "R-71" in wait.rules:  # he waits those hands, then plays free
        wait_label = QCoreApplication.translate("Move", "Wait, then play free")
    else:
        wait_label = choice_label(Choice.WAIT)
    return [
        (Choice.POST, post_label, rules_sentence(post.rules)),
        (Choice.WAIT, wait_label, rules_sentence(wait.rules)),
    ]


def move_manner(event: Move, before: Table | None) -> str:
    """How a moved player comes in at the new seat: "plays at once" when the rules deal him in
    on the next hand without posting (the choice then makes no difference), else his choice."""
    if before is not None:
        try:
            preview = preview_move(before, event.from_seat, event.to_seat, event.choice)
        except Refused:
            pass
        else:
            if preview.plays_now:
                return QCoreApplication.translate("Move", "plays at once")
    return choice_word(event.choice)


def choice_word(choice: str) -> str:
    words = {
        Choice.POST.value: QCoreApplication.translate("Choice", "posts"),
        Choice.WAIT.value: QCoreApplication.translate("Choice", "waits"),
        Choice.BEHIND.value: QCoreApplication.translate("Choice", "behind"),
    }
    return words.get(str(choice), str(choice))

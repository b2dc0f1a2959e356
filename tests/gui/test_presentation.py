"""From the rules core's records to what the screen shows: scene, read-out, offers, words.

What a seat offers and what it costs is the rules core's (tests/rules/test_offers.py); here,
how the screen words it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from floor_driver import NINE_FULL, SEAT_8_FREE, table_from_toml

from devtools.screen import played
from floorapp.rules import (
    ActionKind,
    Away,
    Choice,
    DealHand,
    ErrorCode,
    Leave,
    Missed,
    PostKind,
    Refused,
    Sit,
    Unavailable,
    WaitReason,
    can_apply,
    seat_offers,
)
from floorapp.screen.readout import LineKind, readout
from floorapp.screen.scene import PuckKind, SeatState, build_scene
from floorapp.screen.state import FloorState
from floorapp.ui import wording

UI = Path(__file__).resolve().parents[2] / "floorapp" / "ui"
REFERENCE_IDS = (
    ["R-01"] + [f"R-{n}" for n in range(10, 16)] + [f"R-{n}" for n in range(20, 24)]
    + [f"R-{n}" for n in range(30, 37)] + [f"R-{n}" for n in range(40, 45)]
    + [f"R-{n}" for n in range(50, 54)] + [f"R-{n}" for n in range(60, 65)]
    + [f"R-{n}" for n in range(70, 77)] + ["R-90"]
)


SEATS_4_AND_8_FREE = """
[table]
seats = 9
players = { 1 = "Ann", 2 = "Bob", 3 = "Cy", 5 = "Ed", 6 = "Flo", 7 = "Gus", 9 = "Ike" }
last = { button = 3, small_blind = 4, big_blind = 5 }
"""
"""The public example 05: seat 4 (due the button) and seat 8 are free."""


def dealt(toml: str, *events: object) -> FloorState:
    return played(table_from_toml(toml), events)  # type: ignore[arg-type]


def test_the_scene_shows_the_deal_positions_posts_and_markers() -> None:
    state = dealt(SEATS_4_AND_8_FREE, Sit(8, "Hal", Choice.POST), Sit(4, "Di", Choice.POST),
                  DealHand())
    scene = build_scene(state)
    button = scene.seat(4).pucks[0]
    assert button.kind is PuckKind.BUTTON and button.dead  # Di waits: a dead button
    assert scene.seat(4).state is SeatState.WAITING
    assert scene.seat(4).wait is WaitReason.ZONE
    assert [p.kind for p in scene.seat(5).pucks] == [PuckKind.SMALL_BLIND]
    assert scene.seat(6).pucks[0].kind is PuckKind.BIG_BLIND
    assert scene.seat(6).pucks[0].amount == 2
    post = scene.seat(8).pucks[0]
    assert (post.kind, post.amount, post.post_kind) == (PuckKind.POST, 2, PostKind.ENTRY)
    assert scene.seat(7).first_to_act
    assert scene.hand == 1 and scene.dealt


def test_a_player_changed_after_the_deal_loses_the_deals_wait_reason() -> None:
    state = dealt(SEATS_4_AND_8_FREE, Sit(4, "Di", Choice.POST), DealHand())
    assert build_scene(state).seat(4).wait is WaitReason.ZONE
    state = dealt(SEATS_4_AND_8_FREE, Sit(4, "Di", Choice.POST), DealHand(), Away(4))
    assert build_scene(state).seat(4).state is SeatState.AWAY
    assert build_scene(state).seat(4).wait is None


def test_lock_up_and_missed_blind_buttons_come_from_the_table() -> None:
    state = dealt(NINE_FULL, Away(7), DealHand(), DealHand(), Leave(2))
    scene = build_scene(state)
    assert scene.seat(7).pucks[-1].kind is PuckKind.MISSED
    assert scene.seat(7).pucks[-1].missed is Missed.BOTH
    assert scene.seat(2).state is SeatState.LOCKED
    assert [p.kind for p in scene.seat(2).pucks] == [PuckKind.LOCKUP]


def test_before_any_deal_the_last_hands_positions_are_shown() -> None:
    scene = build_scene(FloorState(table_from_toml(NINE_FULL)))
    assert scene.seat(3).pucks[0].kind is PuckKind.BUTTON
    assert scene.seat(4).pucks[0].kind is PuckKind.SMALL_BLIND
    assert scene.seat(5).pucks[0].kind is PuckKind.BIG_BLIND
    assert not scene.dealt


def test_the_readout_is_in_calling_order_with_its_rules() -> None:
    state = dealt(SEATS_4_AND_8_FREE, Sit(8, "Hal", Choice.POST), Sit(4, "Di", Choice.POST),
                  DealHand())
    assert state.deal is not None
    items = readout(state.deal, state.table)
    kinds = [item.kind for item in items]
    assert kinds == [LineKind.DEAD_BUTTON, LineKind.BLIND, LineKind.BLIND, LineKind.POST,
                     LineKind.WAITS, LineKind.FIRST_TO_ACT, LineKind.DEALT_IN]
    assert [wording.readout_line(item) for item in items] == [
        "Button dead on seat 4",
        "Seat 5 Ed: small blind 1",
        "Seat 6 Flo: big blind 2",
        "Seat 8 Hal: 2 (live), entry post",
        "Seat 4 Di waits for the button to pass",
        "First to act: seat 7 Gus",
        "Dealt in: 8 (seats 1, 2, 3, 5, 6, 7, 8, 9)",
    ]
    assert [item.rules[0] for item in items] == [
        "R-13", "R-12", "R-11", "R-61", "R-31", "§8", "R-01"]


def test_a_refused_offer_is_worded_with_the_player_and_the_seat() -> None:
    table = table_from_toml(SEAT_8_FREE)
    offers = {offer.kind: offer for offer in seat_offers(table, 4)}
    move = offers[ActionKind.MOVE].refusal
    assert move is not None
    assert wording.refusal_text(move, table) == (
        "Seat 4 has the button this hand: Di may move after it.")
    for kind, offer in offers.items():
        assert wording.action_label(kind)
        if offer.refusal is not None:
            assert "{" not in wording.refusal_text(offer.refusal, table)


def test_a_full_table_has_no_seat_to_move_to() -> None:
    table = table_from_toml(NINE_FULL)
    move = next(a for a in seat_offers(table, 7) if a.kind is ActionKind.MOVE)
    assert move.unavailable is Unavailable.NO_FREE_SEAT and not move.enabled
    assert wording.unavailable_text(Unavailable.NO_FREE_SEAT).startswith("Every seat is taken")


def test_an_empty_table_cannot_be_dealt_and_the_screen_says_why() -> None:
    table = table_from_toml("[table]\nseats = 6\n")
    refusal = can_apply(table, DealHand())
    assert refusal is not None and refusal.code is ErrorCode.NOT_ENOUGH_PLAYERS
    assert wording.refusal_text(refusal, table) == (
        "Fewer than two players can be dealt in this hand.")


@pytest.mark.parametrize("code", list(ErrorCode))
def test_every_refusal_code_has_its_own_words(code: ErrorCode) -> None:
    table = table_from_toml(NINE_FULL)
    text = wording.refusal_text(Refused(code, 4), table)
    assert text
    assert "{" not in text


def test_every_rule_id_of_the_reference_has_a_plain_sentence() -> None:
    fallback = wording.rule_sentence("X-99")
    for rule in REFERENCE_IDS:
        sentence = wording.rule_sentence(rule)
        assert sentence != fallback and sentence.endswith(".") and len(sentence) < 160, rule


def test_every_rule_id_the_core_cites_has_a_sentence() -> None:
    core = Path(__file__).resolve().parents[2] / "floorapp" / "rules"
    cited = set()
    for path in core.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                node.value[:2] in ("R-", "F-") and node.value[2:].isdigit()
            ):
                cited.add(node.value)
    fallback = wording.rule_sentence("X-99")
    assert cited
    assert sorted(r for r in cited if wording.rule_sentence(r) == fallback) == []


@pytest.mark.parametrize("missed", list(Missed))
def test_missed_blind_buttons_have_words_and_labels(missed: Missed) -> None:
    assert wording.missed_phrase(missed).startswith("missed ")
    from floorapp.screen.scene import Puck

    big, small = wording.puck_label(Puck(PuckKind.MISSED, missed=missed))
    assert small == "MISSED" and big in ("SB", "BB", "BOTH")


def test_every_wait_reason_and_post_kind_has_words() -> None:
    for reason in WaitReason:
        assert wording.wait_phrase(reason) != str(reason)
    for kind in PostKind:
        assert wording.post_kind_phrase(kind) != str(kind)


def test_the_ui_asks_the_rules_core_only_through_its_public_api() -> None:
    """No rules logic in the UI: it imports ``floorapp.rules`` itself, never its insides."""
    for path in UI.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("floorapp.rules."), (path.name, node.module)
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("floorapp.rules."), path.name


def test_every_visible_word_goes_through_translate_with_a_context() -> None:
    """Qt's translate is always called as QCoreApplication.translate("Context", "literal")."""
    calls = 0
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
                node.func.attr == "translate"
            ):
                calls += 1
                context, text = node.args[0], node.args[1]
                assert isinstance(context, ast.Constant) and context.value, path.name
                assert isinstance(text, ast.Constant), (path.name, node.lineno)
    assert calls > 200

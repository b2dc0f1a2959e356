"""The trainee's board (no Qt): what each click places, the answer it makes, what is drawn."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floorapp.rules import ButtonRule, HouseRules, Missed
from floorapp.screen.scene import PuckKind
from floorapp.screen.training_board import (
    MISSED_OF_TOOL,
    Board,
    Tool,
    answer_scene,
    board_scene,
    clicks_for,
    place,
    seats_with_mistakes,
    start_board,
    tools_for,
)
from floorapp.training import (
    Item,
    Question,
    generate,
    generate_event_quiz,
    lesson_ids,
    load_lesson,
)

TWO_BLINDS = HouseRules(blinds=(1, 2))
THREE_BLINDS = HouseRules(blinds=(1, 2, 5))


def test_a_click_places_and_a_second_click_on_the_same_seat_takes_away() -> None:
    board = place(Board(), Tool.BUTTON, 4)
    assert (board.button, board.dead_button) == (4, False)
    board = place(board, Tool.DEAD_BUTTON, 4)  # the same seat, now dead
    assert (board.button, board.dead_button) == (4, True)
    assert place(board, Tool.DEAD_BUTTON, 4).button is None
    board = place(board, Tool.BUTTON, 6)  # one button only: it moves
    assert (board.button, board.dead_button) == (6, False)
    board = place(place(board, Tool.BIG_BLIND, 8), Tool.BIG_BLIND, 8)
    assert board.big_blind is None
    board = place(board, Tool.FIRST_TO_ACT, 2)
    assert place(board, Tool.FIRST_TO_ACT, 2).first_to_act is None


def test_missed_blind_buttons_and_dealt_in_switch_per_seat() -> None:
    board = place(Board(), Tool.MISSED_BB, 3)
    assert board.missed == {3: Missed.BB}
    board = place(board, Tool.MISSED_BOTH, 3)
    assert board.missed == {3: Missed.BOTH}
    assert place(board, Tool.MISSED_BOTH, 3).missed == {}
    board = place(Board(dealt=frozenset({1, 2})), Tool.DEALT, 2)
    assert board.dealt == {1}
    assert place(board, Tool.DEALT, 5).dealt == {1, 5}


def test_the_blinds_post_their_amounts_and_posts_set_by_hand_replace_them() -> None:
    board = Board(small_blind=1, big_blind=2)
    assert board.answer(TWO_BLINDS).posts == {1: (1, 0), 2: (2, 0)}
    dead = place(board, Tool.DEAD_SMALL_BLIND, 1)
    assert dead.answer(TWO_BLINDS).posts == {2: (2, 0)}
    assert dead.answer(TWO_BLINDS).dead_small_blind
    with_makeup = place(board, Tool.POST, 5, (2, 1))
    assert with_makeup.answer(TWO_BLINDS).posts == {1: (1, 0), 2: (2, 0), 5: (2, 1)}
    nothing_on_the_blind = place(board, Tool.POST, 2, (0, 0))
    assert nothing_on_the_blind.answer(TWO_BLINDS).posts == {1: (1, 0)}
    assert place(with_makeup, Tool.POST, 5, (0, 0)).posts == {}
    three = Board(small_blind=1, big_blind=2, third_blind=3)
    assert three.answer(THREE_BLINDS).posts == {1: (1, 0), 2: (2, 0), 3: (5, 0)}


def test_clearing_a_seat_takes_everything_off_it_but_leaves_it_dealt_in() -> None:
    board = Board(button=3, dead_button=True, small_blind=3, dead_small_blind=True,
                  big_blind=4, posts={3: (2, 0)}, missed={3: Missed.SB}, first_to_act=3,
                  dealt=frozenset({3, 4}))
    cleared = place(board, Tool.CLEAR, 3)
    assert cleared == Board(big_blind=4, dealt=frozenset({3, 4}))


def test_tools_follow_the_number_of_blinds() -> None:
    assert Tool.THIRD_BLIND not in tools_for(TWO_BLINDS)
    assert Tool.THIRD_BLIND in tools_for(THREE_BLINDS)
    single = tools_for(HouseRules(blinds=(2,)))
    assert Tool.SMALL_BLIND not in single and Tool.DEAD_SMALL_BLIND not in single
    assert Tool.BIG_BLIND in single


def test_a_fresh_board_deals_the_active_players_in_and_keeps_the_markers() -> None:
    question = load_lesson("09-back-and-post").questions[0]
    table = question.before
    board = start_board(table)
    active = {seat for seat, player in table.occupied() if player.status == "active"}
    assert board.dealt == active
    assert board.missed == {seat: player.missed for seat, player in table.occupied()
                            if player.missed is not None}
    assert board.missed  # this lesson has a missed-blind button on the table


@pytest.mark.parametrize("lesson", lesson_ids())
def test_every_lesson_deal_can_be_set_up_right_by_clicks(lesson: str) -> None:
    deals = [q for q in load_lesson(lesson).questions if isinstance(q, Question)]
    assert deals or lesson == "53-balancing-never-the-small-blind"  # a move, no deal
    for question in deals:
        board = start_board(question.before)
        for tool, seat, amounts in clicks_for(question.before, question.right_answer):
            board = place(board, tool, seat, amounts)
        grade = question.grade(board.answer(question.before.house))
        assert grade.perfect, (question.number, grade.mistakes)


@pytest.mark.parametrize("rule", list(ButtonRule))
def test_every_quiz_deal_can_be_set_up_right_by_clicks(rule: ButtonRule) -> None:
    for difficulty in (1, 2, 3):
        for seed in range(6):
            for question in generate(rule, difficulty, seed).questions:
                board = start_board(question.before)
                for tool, seat, amounts in clicks_for(question.before, question.right_answer):
                    board = place(board, tool, seat, amounts)
                assert question.grade(board.answer(question.before.house)).perfect


@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_every_deal_of_a_quiz_at_an_event_can_be_set_up_right_by_clicks(difficulty: int) -> None:
    for seed in range(6):
        for question in generate_event_quiz(difficulty, seed).questions:
            if not isinstance(question, Question):
                continue
            board = start_board(question.before)
            for tool, seat, amounts in clicks_for(question.before, question.right_answer):
                assert tool not in MISSED_OF_TOOL  # an event has no missed-blind buttons
                board = place(board, tool, seat, amounts)
            assert question.grade(board.answer(question.before.house)).perfect


def test_the_board_is_drawn_over_the_table_before_the_deal() -> None:
    question = load_lesson("03-big-blind-leaves").questions[0]
    board = Board(button=6, small_blind=7, dead_small_blind=True, big_blind=8,
                  posts={2: (2, 1)}, missed={3: Missed.BB}, first_to_act=1,
                  dealt=frozenset({1, 2}))
    scene = board_scene(question.before, board, question.number)
    assert [p.kind for p in scene.seat(6).pucks] == [PuckKind.BUTTON]
    assert [(p.kind, p.dead) for p in scene.seat(7).pucks] == [
        (PuckKind.SMALL_BLIND, True), (PuckKind.LOCKUP, False)]
    assert [(p.kind, p.amount) for p in scene.seat(8).pucks] == [(PuckKind.BIG_BLIND, 2)]
    assert [(p.kind, p.amount, p.dead_amount) for p in scene.seat(2).pucks] == [
        (PuckKind.POST, 2, 1)]
    assert [p.missed for p in scene.seat(3).pucks] == [Missed.BB]
    assert scene.seat(1).first_to_act and not scene.seat(2).first_to_act
    assert [s.number for s in scene.seats if s.dealt] == [1, 2]
    assert scene.hand == 1


def test_the_right_answer_is_the_deal_of_the_rules_core() -> None:
    question = load_lesson("03-big-blind-leaves").questions[0]
    scene = answer_scene(question)
    deal = question.deal
    assert PuckKind.BUTTON in [p.kind for p in scene.seat(deal.button).pucks]
    assert [s.number for s in scene.seats if s.dealt] == list(deal.dealt)
    assert scene.seat(deal.first_to_act).first_to_act


def test_mistakes_ring_the_seats_they_concern() -> None:
    question = load_lesson("03-big-blind-leaves").questions[0]
    right = question.right_answer
    wrong = replace(right, button=4, dealt=right.dealt - {2})
    grade = question.grade(wrong)
    assert {m.item for m in grade.mistakes} == {Item.BUTTON, Item.DEALT}
    assert seats_with_mistakes(grade) == {4, 6, 2}
    assert seats_with_mistakes(question.grade(right)) == frozenset()

"""Grading an answer against the rules core: full marks when right, each mistake found with its
code, the seat, the values and the rule ids behind the right answer."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floorapp.rules import ButtonRule, Missed
from floorapp.training import (
    Answer,
    Drill,
    Item,
    MistakeCode,
    Question,
    explain,
    generate,
    grade,
    lesson_ids,
    load_lesson,
)


def question(lesson: str, deal: int) -> Question:
    return load_lesson(lesson).questions[deal - 1]


def right(lesson: str, deal: int) -> tuple[Question, Answer]:
    asked = question(lesson, deal)
    return asked, asked.right_answer


def only_mistake(asked: Question, answer: Answer):  # type: ignore[no-untyped-def]
    mistakes = asked.grade(answer).mistakes
    assert len(mistakes) == 1, mistakes
    return mistakes[0]


@pytest.mark.parametrize("lesson", lesson_ids())
def test_the_right_answer_scores_full_marks_in_every_lesson(lesson: str) -> None:
    for asked in load_lesson(lesson).questions:
        result = asked.grade(asked.right_answer)
        assert result.perfect
        assert result.score == 1.0
        assert result.points == result.out_of > 0


@pytest.mark.parametrize("rule", list(ButtonRule))
def test_the_right_answer_scores_full_marks_in_quizzes(rule: ButtonRule) -> None:
    for seed in range(5):
        for asked in generate(rule, 3, seed).questions:
            assert asked.grade(asked.right_answer).perfect


def test_a_wrong_button_cites_the_dead_button_rule() -> None:
    asked, answer = right("04-small-blind-leaves", 1)
    mistake = only_mistake(asked, replace(answer, button=2))
    assert mistake.code is MistakeCode.WRONG_BUTTON
    assert (mistake.expected, mistake.given) == (3, 2)
    assert mistake.rules == ("R-13",)


def test_a_dead_button_called_live() -> None:
    asked, answer = right("04-small-blind-leaves", 1)
    mistake = only_mistake(asked, replace(answer, dead_button=False))
    assert mistake.code is MistakeCode.WRONG_DEAD_BUTTON
    assert (mistake.seat, mistake.expected, mistake.given) == (3, True, False)
    assert mistake.rules == ("R-13",)


def test_a_live_button_called_dead_is_a_mistake_and_a_check() -> None:
    asked, answer = right("01-plain-rotation", 1)
    full = asked.grade(answer)
    result = asked.grade(replace(answer, dead_button=True))
    assert [m.code for m in result.mistakes] == [MistakeCode.WRONG_DEAD_BUTTON]
    assert result.out_of == full.out_of + 1
    assert result.points == full.points


def test_a_dead_small_blind_posted_by_the_trainee() -> None:
    asked, answer = right("03-big-blind-leaves", 1)
    given = replace(answer, dead_small_blind=False, posts={**answer.posts, 7: (1, 0)})
    codes = {m.code: m for m in asked.grade(given).mistakes}
    assert set(codes) == {MistakeCode.WRONG_DEAD_SMALL_BLIND, MistakeCode.EXTRA_POST}
    assert codes[MistakeCode.WRONG_DEAD_SMALL_BLIND].rules == ("R-12",)
    extra = codes[MistakeCode.EXTRA_POST]
    assert (extra.seat, extra.expected, extra.given, extra.rules) == (7, None, (1, 0), ("R-12",))


def test_wrong_blinds() -> None:
    asked, answer = right("06-away-when-due-the-big-blind", 1)
    mistake = only_mistake(asked, replace(answer, big_blind=6))
    assert mistake.code is MistakeCode.WRONG_BIG_BLIND
    assert (mistake.expected, mistake.given, mistake.rules) == (7, 6, ("R-11",))
    mistake = only_mistake(asked, replace(answer, small_blind=4))
    assert mistake.code is MistakeCode.WRONG_SMALL_BLIND
    assert mistake.rules == ("R-12",)


def test_a_wrong_third_blind() -> None:
    asked, answer = right("08-three-blinds", 1)
    mistake = only_mistake(asked, replace(answer, third_blind=6))
    assert mistake.code is MistakeCode.WRONG_THIRD_BLIND
    assert (mistake.expected, mistake.given) == (5, 6)
    assert "R-15" in mistake.rules


def test_a_missing_make_up_post() -> None:
    asked, answer = right("09-back-and-post", 1)
    posts = {seat: amounts for seat, amounts in answer.posts.items() if seat != 6}
    mistake = only_mistake(asked, replace(answer, posts=posts))
    assert mistake.code is MistakeCode.MISSED_POST
    assert (mistake.item, mistake.seat) == (Item.POST, 6)
    assert (mistake.expected, mistake.given) == ((2, 1), None)
    assert mistake.rules == ("R-32",)


def test_a_make_up_with_the_wrong_amounts() -> None:
    asked, answer = right("09-back-and-post", 1)
    mistake = only_mistake(asked, replace(answer, posts={**answer.posts, 6: (2, 0)}))
    assert mistake.code is MistakeCode.WRONG_AMOUNT
    assert (mistake.seat, mistake.expected, mistake.given) == (6, (2, 1), (2, 0))
    assert mistake.rules == ("R-32",)


def test_a_player_waiting_for_the_big_blind_dealt_in_and_posting() -> None:
    asked, answer = right("10-back-and-wait", 1)
    given = replace(answer, posts={**answer.posts, 7: (2, 1)}, dealt=answer.dealt | {7})
    found = {m.code: m for m in asked.grade(given).mistakes}
    assert set(found) == {MistakeCode.EXTRA_POST, MistakeCode.WRONG_DEALT}
    assert found[MistakeCode.EXTRA_POST].rules == ("R-33",)
    dealt = found[MistakeCode.WRONG_DEALT]
    assert (dealt.seat, dealt.expected, dealt.given, dealt.rules) == (7, False, True, ("R-33",))


def test_an_away_player_dealt_in() -> None:
    asked, answer = right("06-away-when-due-the-big-blind", 1)
    mistake = only_mistake(asked, replace(answer, dealt=answer.dealt | {6}))
    assert mistake.code is MistakeCode.WRONG_DEALT
    assert (mistake.seat, mistake.expected, mistake.given) == (6, False, True)
    assert mistake.rules == ("R-14",)


def test_a_player_left_out_of_the_deal() -> None:
    asked, answer = right("01-plain-rotation", 1)
    mistake = only_mistake(asked, replace(answer, dealt=answer.dealt - {5}))
    assert mistake.code is MistakeCode.WRONG_DEALT
    assert (mistake.seat, mistake.expected, mistake.given) == (5, True, False)
    assert mistake.rules == ("R-01",)


def test_first_to_act_heads_up_and_after_two_big_blinds() -> None:
    asked, answer = right("25-heads-up-begins", 1)
    mistake = only_mistake(asked, replace(answer, first_to_act=3))
    assert mistake.code is MistakeCode.WRONG_FIRST_TO_ACT
    assert (mistake.expected, mistake.given, mistake.rules) == (5, 3, ("R-51",))
    asked, answer = right("34-moving-button-due-leaves", 1)
    mistake = only_mistake(asked, replace(answer, first_to_act=6))
    assert (mistake.expected, mistake.rules) == (7, ("R-43",))


def test_a_first_to_act_mistake_cites_what_the_read_out_cites() -> None:
    """Issue 26: the grading cited the big blind's rule (R-11) where the read-out cites §8."""
    asked, answer = right("01-plain-rotation", 1)
    wrong = (answer.first_to_act or 0) % 9 + 1
    mistake = only_mistake(asked, replace(answer, first_to_act=wrong))
    assert mistake.code is MistakeCode.WRONG_FIRST_TO_ACT
    assert mistake.rules == ("§8",) == asked.deal.first_to_act_rules()


def test_missed_blind_buttons() -> None:
    asked, answer = right("06-away-when-due-the-big-blind", 1)
    mistake = only_mistake(asked, replace(answer, missed={}))
    assert mistake.code is MistakeCode.WRONG_MARKER
    assert (mistake.seat, mistake.expected, mistake.given) == (6, Missed.BOTH, None)
    assert mistake.rules == ("R-14",)
    mistake = only_mistake(asked, replace(answer, missed={6: Missed.BB}))
    assert (mistake.expected, mistake.given) == (Missed.BOTH, Missed.BB)
    mistake = only_mistake(asked, replace(answer, missed={**answer.missed, 2: Missed.SB}))
    assert (mistake.seat, mistake.expected, mistake.given) == (2, None, Missed.SB)
    assert mistake.rules == ("R-30",)


def test_a_marker_kept_after_a_make_up_cites_the_make_up() -> None:
    asked, answer = right("09-back-and-post", 1)
    mistake = only_mistake(asked, replace(answer, missed={6: Missed.BOTH}))
    assert mistake.code is MistakeCode.WRONG_MARKER
    assert mistake.rules == ("R-32",)


def test_markers_forgiven() -> None:
    asked, answer = right("16-blinds-forgiven", 2)
    mistake = only_mistake(asked, replace(answer, missed={5: Missed.BOTH}))
    assert mistake.rules == ("R-35",)


def test_the_score_counts_the_checks() -> None:
    asked, answer = right("07-away-on-the-small-blind-seat", 1)
    full = asked.grade(answer)
    wrong = asked.grade(replace(answer, big_blind=7, first_to_act=8))
    assert wrong.out_of == full.out_of
    assert wrong.points == full.points - 2
    assert wrong.score == pytest.approx((full.out_of - 2) / full.out_of)
    assert [m.code for m in wrong.mistakes] == [
        MistakeCode.WRONG_BIG_BLIND, MistakeCode.WRONG_FIRST_TO_ACT
    ]


def test_an_empty_answer_gets_every_position_wrong() -> None:
    asked = question("01-plain-rotation", 1)
    result = grade(Answer(), asked.deal)
    codes = {m.code for m in result.mistakes}
    assert {MistakeCode.WRONG_BUTTON, MistakeCode.WRONG_SMALL_BLIND, MistakeCode.WRONG_BIG_BLIND,
            MistakeCode.MISSED_POST, MistakeCode.WRONG_FIRST_TO_ACT} <= codes
    assert result.points == 0


def test_scores_by_rule() -> None:
    asked, answer = right("06-away-when-due-the-big-blind", 1)
    result = asked.grade(replace(answer, missed={}, big_blind=6))
    by_rule = result.by_rule()
    checks, wrong = by_rule["R-14"]
    assert wrong == 1 and checks >= 2
    assert by_rule["R-11"][1] == 1
    assert list(by_rule) == sorted(by_rule, key=lambda r: (
        r[0] != "R", int(r[2:]) if r[2:].isdigit() else 0))


def test_explain_words_the_mistake_with_the_rule_text() -> None:
    asked, answer = right("09-back-and-post", 1)
    mistake = only_mistake(asked, replace(answer, posts={**answer.posts, 6: (2, 0)}))
    text = explain(mistake)
    assert text.startswith("Seat 6 posts 2 live and 1 dead, not 2 live.")
    assert "R-32 Making up missed blinds" in text


def test_a_drill_grades_a_whole_lesson_with_right_and_wrong_answers() -> None:
    drill = Drill(load_lesson("03-big-blind-leaves"))
    first = drill.current
    assert first is not None and first.number == 1
    assert [event.kind for event in first.events] == ["leave"]
    assert drill.answer(first.right_answer).perfect
    second = drill.current
    assert second is not None and second.number == 2 and second.events == ()
    assert second.before == first.after
    wrong = drill.answer(replace(second.right_answer, dead_button=False))
    assert [m.code for m in wrong.mistakes] == [MistakeCode.WRONG_DEAD_BUTTON]
    third = drill.current
    assert third is not None
    drill.answer(third.right_answer)
    assert drill.finished and drill.current is None
    assert drill.points == drill.out_of - 1
    assert 0 < drill.score < 1
    with pytest.raises(IndexError):
        drill.answer(third.right_answer)


def test_a_position_left_without_a_seat_is_said_so() -> None:
    """Issue 26: "…seat 2 (Bob), not no seat."."""
    asked, answer = right("01-plain-rotation", 1)
    mistake = only_mistake(asked, replace(answer, first_to_act=None))
    assert explain(mistake).startswith(
        f"The first to act is seat {mistake.expected}; no seat was marked. (")
    mistake = only_mistake(asked, replace(answer, button=None))
    assert explain(mistake).startswith(
        f"The button goes on seat {mistake.expected}; no seat was marked for it.")

"""The tournament floor in training: lessons at an event's tables and the event quiz, graded by
the tournament core, every mistake citing its ``T-`` rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floorapp.training import (
    Answer,
    Drill,
    EventQuestion,
    LessonError,
    MistakeCode,
    MoveAnswer,
    MoveQuestion,
    generate_event_quiz,
    list_lessons,
    load_lesson,
)
from floorapp.training.lessons import parse_lesson
from floorapp.training.rule_texts import explain, known_rule_text

EVENT_LESSONS = [info.id for info in list_lessons() if info.topic == "tournament"]


def _question(lesson: str, number: int) -> EventQuestion:
    question = load_lesson(lesson).questions[number - 1]
    assert isinstance(question, EventQuestion)
    return question


def _move(lesson: str, number: int = 1) -> MoveQuestion:
    question = load_lesson(lesson).questions[number - 1]
    assert isinstance(question, MoveQuestion)
    return question


def _mistake_rules(question: EventQuestion, answer: Answer) -> dict[MistakeCode, set[str]]:
    found: dict[MistakeCode, set[str]] = {}
    for mistake in question.grade(answer).mistakes:
        found.setdefault(mistake.code, set()).update(mistake.rules)
    return found


def test_the_tournament_lessons_teach_the_event_rules() -> None:
    assert len(EVENT_LESSONS) >= 8
    taught = {rule for info in list_lessons() if info.topic == "tournament"
              for rule in info.rules}
    assert {"T-01", "T-02", "T-03", "T-04", "T-07", "T-10", "T-11", "T-17", "T-18"} <= taught
    kinds = {type(q) for lesson in EVENT_LESSONS for q in load_lesson(lesson).questions}
    assert kinds == {EventQuestion, MoveQuestion}


@pytest.mark.parametrize("lesson", EVENT_LESSONS)
def test_every_right_answer_is_perfect_and_a_wrong_one_cites_t_rules(lesson: str) -> None:
    exercise = load_lesson(lesson)
    assert exercise.at_event and exercise.topic == "tournament"
    drill = Drill(exercise)
    for question in exercise.questions:
        if isinstance(question, MoveQuestion):
            right = question.right_answer
            assert drill.answer(right).perfect
            assert question.grade(MoveAnswer(right.to, right.mover)).points == 0
            continue
        assert isinstance(question, EventQuestion)
        assert drill.answer(question.right_answer).perfect
        wrong = replace(question.right_answer, big_blind=question.tdeal.first_to_act)
        mistakes = question.grade(wrong).mistakes
        assert [m.code for m in mistakes] == [MistakeCode.WRONG_BIG_BLIND]
        assert mistakes[0].rules and all(rule.startswith("T-") for rule in mistakes[0].rules)
    assert drill.finished and drill.score == 1.0


def test_a_live_button_on_the_eliminated_small_blinds_seat_is_wrong_by_t_02() -> None:
    question = _question("43-event-dead-button", 1)
    wrong = replace(question.right_answer, dead_button=False)
    assert _mistake_rules(question, wrong) == {MistakeCode.WRONG_DEAD_BUTTON: {"T-01", "T-02"}}


def test_posting_for_the_eliminated_big_blinds_seat_is_wrong_by_t_02() -> None:
    question = _question("44-event-big-blind-eliminated", 1)
    right = question.right_answer
    wrong = replace(right, dead_small_blind=False, posts={**right.posts, 4: (200, 0)})
    assert _mistake_rules(question, wrong) == {
        MistakeCode.WRONG_DEAD_SMALL_BLIND: {"T-01", "T-02"},
        MistakeCode.EXTRA_POST: {"T-01", "T-02"},
    }


def test_an_absent_player_left_out_is_wrong_by_t_07() -> None:
    question = _question("45-event-absent-player", 2)
    right = question.right_answer
    assert 7 in question.tdeal.absent and right.posts[7] == (300, 0)
    wrong = replace(right, dealt=right.dealt - {7}, posts={
        seat: amounts for seat, amounts in right.posts.items() if seat != 7})
    found = _mistake_rules(question, wrong)
    assert set(found) == {MistakeCode.WRONG_DEALT, MistakeCode.MISSED_POST}
    assert "T-07" in found[MistakeCode.WRONG_DEALT] and "T-07" in found[MistakeCode.MISSED_POST]


def test_the_big_blind_ante_left_out_is_wrong_by_t_04() -> None:
    question = _question("46-event-big-blind-ante", 1)
    wrong = replace(question.right_answer, posts={6: (2000, 0)})
    assert _mistake_rules(question, wrong) == {MistakeCode.WRONG_AMOUNT: {"T-01", "T-04"}}


def test_a_joiner_in_the_gap_dealt_in_is_wrong_by_t_10() -> None:
    question = _question("47-event-joiner-in-the-gap", 1)
    right = question.right_answer
    assert question.tdeal.waiting == (4,)
    wrong = replace(right, dealt=right.dealt | {4})
    assert _mistake_rules(question, wrong) == {MistakeCode.WRONG_DEALT: {"T-10"}}


def test_a_joiner_elsewhere_is_dealt_in_and_posts_only_his_position() -> None:
    question = _question("48-event-joiner-dealt-in", 1)
    right = question.right_answer
    assert {6, 9} <= right.dealt and right.posts[6] == (200, 200) and 9 not in right.posts
    wrong = replace(right, dealt=right.dealt - {9})
    assert MistakeCode.WRONG_DEALT in _mistake_rules(question, wrong)
    waiting = replace(right, big_blind=7, posts={5: (100, 0), 7: (200, 200)})
    assert _mistake_rules(question, waiting)[MistakeCode.WRONG_BIG_BLIND] == {"T-01", "T-10"}


def test_a_dead_small_blind_under_a_joiner_is_wrong_by_t_11() -> None:
    question = _question("49-event-joiner-on-a-dead-position", 1)
    right = question.right_answer
    wrong = replace(right, dead_small_blind=True, posts={6: (2000, 0)})
    found = _mistake_rules(question, wrong)
    assert found[MistakeCode.WRONG_DEAD_SMALL_BLIND] == {"T-01", "T-11"}
    assert found[MistakeCode.MISSED_POST] == {"T-01", "T-11"}


def test_heads_up_the_big_blind_acting_first_is_wrong_by_t_03() -> None:
    question = _question("50-event-heads-up", 1)
    wrong = replace(question.right_answer, first_to_act=5)
    assert _mistake_rules(question, wrong) == {MistakeCode.WRONG_FIRST_TO_ACT: {"T-03"}}


def test_balancing_the_wrong_player_is_wrong_by_t_17_and_the_wrong_seat_by_t_18() -> None:
    question = _move("51-balancing-who-moves")
    assert question.right_answer == MoveAnswer((1, 5), (2, 4))
    grade = question.grade(MoveAnswer((1, 4), (2, 6)))
    assert [(m.code, set(m.rules)) for m in grade.mistakes] == [
        (MistakeCode.WRONG_MOVER, {"T-17", "T-16"}), (MistakeCode.WRONG_MOVE_TO, {"T-18"})]
    assert "T-17" in explain(grade.mistakes[0]) and "table 1 seat 5" in explain(grade.mistakes[0])
    unanswered = question.grade(MoveAnswer())
    assert [m.given for m in unanswered.mistakes] == [None, None]


def test_balancing_never_to_the_small_blind_and_the_single_big_blind() -> None:
    never = _move("53-balancing-never-the-small-blind")
    assert never.right_answer.to == (2, 8)
    assert [m.code for m in never.grade(MoveAnswer((1, 4), (2, 3))).mistakes] == [
        MistakeCode.WRONG_MOVE_TO]
    single = _move("52-balancing-single-big-blind")
    assert single.offer.single_big_blind and single.right_answer.to == (2, 3)
    deal = load_lesson("52-balancing-single-big-blind").questions[1]
    assert isinstance(deal, EventQuestion) and deal.tdeal.single_big_blind
    assert deal.right_answer.small_blind is None


def test_a_drill_refuses_an_answer_of_the_other_kind() -> None:
    drill = Drill(load_lesson("51-balancing-who-moves"))
    with pytest.raises(TypeError):
        drill.answer(Answer())
    assert drill.grades == []


def test_an_event_lesson_must_be_of_the_tournament_topic_and_the_core_must_agree() -> None:
    text = (load_lesson_text("43-event-dead-button"))
    with pytest.raises(LessonError, match="topic tournament"):
        parse_lesson("bad", text.replace('topic = "tournament"', 'topic = "rotation"'))
    with pytest.raises(LessonError, match="disagrees"):
        parse_lesson("bad", text.replace("first_to_act = 6", "first_to_act = 7", 1))
    assert len(parse_lesson("mine", text).questions) == 2


def load_lesson_text(lesson: str) -> str:
    from floorapp.resources import resource_path

    return (resource_path("lessons") / f"{lesson}.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_the_event_quiz_is_the_same_for_a_seed_and_graded_by_the_tournament_core(
        difficulty: int) -> None:
    for seed in range(8):
        quiz = generate_event_quiz(difficulty, seed)
        again = generate_event_quiz(difficulty, seed)
        assert quiz.scenario == again.scenario
        assert quiz.origin.key == f"quiz:event:{difficulty}:{seed}" and quiz.origin.at_event
        kinds = [type(q) for q in quiz.questions]
        assert kinds.count(MoveQuestion) == (2 if difficulty == 3 else 1)
        assert EventQuestion in kinds
        for question in quiz.questions:
            if isinstance(question, MoveQuestion):
                assert question.grade(question.right_answer).perfect
                wrong = question.grade(MoveAnswer(question.right_answer.to, None))
                assert {r for m in wrong.mistakes for r in m.rules} == {"T-16", "T-17", "T-18"}
                continue
            assert isinstance(question, EventQuestion)
            assert question.grade(question.right_answer).perfect
            cited = {rule for check in question.grade(Answer()).checks for rule in check.rules}
            assert cited and all(rule.startswith("T-") and known_rule_text(rule)
                                 for rule in cited)
    assert generate_event_quiz(difficulty, 1).scenario != generate_event_quiz(difficulty,
                                                                               2).scenario


def test_the_event_quiz_brings_absent_players_joiners_and_eliminations() -> None:
    actions = {action.kind for seed in range(10)
               for step in generate_event_quiz(2, seed).scenario.steps
               if (action := step.action) is not None}
    assert {"absent", "register", "bust", "deal", "move"} <= actions
    with pytest.raises(ValueError, match="difficulty"):
        generate_event_quiz(4, 1)

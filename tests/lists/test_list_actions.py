"""The waiting list's actions, checks, undo and redo (floorapp.lists, no room)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorapp.lists import (
    AddName,
    AskTableChange,
    CallMustMove,
    CallName,
    CancelCall,
    EditName,
    GameList,
    GameRules,
    ListCode,
    ListRefused,
    MarkNoShow,
    MoveName,
    NoShowRule,
    RemoveName,
    SeatName,
    Source,
    Spot,
    decide,
    redo_step,
    undo_step,
)
from floorapp.lists.actions import ListAction

RULES = GameRules()


def run(game_list: GameList, *actions: ListAction, rules: GameRules = RULES,
        at: int = 1_000) -> GameList:
    for offset, action in enumerate(actions):
        game_list = decide(game_list, action, at=at + offset, rules=rules).applied_to(game_list)
    return game_list


def names(game_list: GameList) -> list[str]:
    return [name.name for name in game_list]


def refused(game_list: GameList, action: ListAction, rules: GameRules = RULES) -> ListCode:
    with pytest.raises(ListRefused) as caught:
        decide(game_list, action, at=5_000, rules=rules)
    return caught.value.code


def test_names_go_on_at_the_bottom_numbered_once() -> None:
    listed = run(GameList(), AddName(" Ann  "), AddName("Bob", "555-0101"), AddName("Cy"))
    assert names(listed) == ["Ann", "Bob", "Cy"]
    assert [name.id for name in listed] == [1, 2, 3]
    assert listed.get(2).note == "555-0101"  # type: ignore[union-attr]
    assert listed.get(1).added == 1_000  # type: ignore[union-attr]
    removed = run(listed, RemoveName(3), AddName("Di"))
    assert [name.id for name in removed] == [1, 2, 4]  # a number is never given twice


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "Ann\nBob", "Ann\tB"])
def test_a_name_that_cannot_be_a_players_is_refused(name: str) -> None:
    assert refused(GameList(), AddName(name)) is ListCode.BAD_NAME


def test_a_note_is_one_short_line() -> None:
    assert refused(GameList(), AddName("Ann", "x" * 61)) is ListCode.BAD_NOTE
    assert refused(GameList(), AddName("Ann", "call\nme")) is ListCode.BAD_NOTE


def test_calls_hold_one_seat_each() -> None:
    listed = run(GameList(), AddName("Ann"), AddName("Bob"), CallName(1, Spot(3, 8)))
    assert listed.get(1).call.spot == Spot(3, 8)  # type: ignore[union-attr]
    assert listed.called_to(Spot(3, 8)).name == "Ann"  # type: ignore[union-attr]
    assert refused(listed, CallName(2, Spot(3, 8))) is ListCode.SEAT_CALLED
    assert refused(listed, CallName(1, Spot(3, 9))) is ListCode.ALREADY_CALLED
    assert refused(listed, CancelCall(2)) is ListCode.NOT_CALLED
    assert refused(listed, MarkNoShow(2)) is ListCode.NOT_CALLED
    assert refused(listed, SeatName(1, Spot(3, 9))) is ListCode.CALLED_ELSEWHERE
    assert refused(listed, SeatName(2, Spot(3, 8))) is ListCode.SEAT_CALLED
    assert refused(listed, RemoveName(9)) is ListCode.NOT_ON_LIST
    cancelled = run(listed, CancelCall(1))
    assert names(cancelled) == ["Ann", "Bob"] and cancelled.called_to(Spot(3, 8)) is None


@pytest.mark.parametrize(("rule", "expected"), [(NoShowRule.BOTTOM, ["Bob", "Cy", "Ann"]),
                                                (NoShowRule.OFF, ["Bob", "Cy"])])
def test_a_no_show_goes_to_the_bottom_or_off_by_the_house_rule(
    rule: NoShowRule, expected: list[str]
) -> None:
    rules = GameRules(no_show=rule)
    listed = run(GameList(), AddName("Ann"), AddName("Bob"), AddName("Cy"),
                 CallName(1, Spot(1, 4)), MarkNoShow(1), rules=rules)
    assert names(listed) == expected
    assert all(not name.called for name in listed)


def test_seating_takes_the_name_off_the_list() -> None:
    listed = run(GameList(), AddName("Ann"), AddName("Bob"), CallName(1, Spot(1, 4)),
                 SeatName(1, Spot(1, 4), "post"), SeatName(2, Spot(1, 5)))
    assert names(listed) == []


def test_names_move_within_their_kind() -> None:
    listed = run(GameList(), AddName("Ann"), AddName("Bob"), AddName("Cy"),
                 AskTableChange("Di", Spot(2, 3)))
    assert names(run(listed, MoveName(3, 0))) == ["Cy", "Ann", "Bob", "Di"]
    assert refused(listed, MoveName(3, 2)) is ListCode.SAME_PLACE
    assert refused(listed, MoveName(3, 7)) is ListCode.BAD_PLACE
    assert refused(listed, MoveName(4, 0)) is ListCode.BAD_PLACE  # a table change stays one
    edited = run(listed, EditName(2, "Bobby", "by the bar"))
    assert edited.get(2).name == "Bobby" and edited.get(2).note == "by the bar"  # type: ignore[union-attr]


def test_table_changes_are_offered_before_the_list() -> None:
    listed = run(GameList(), AddName("Ann"), AskTableChange("Di", Spot(2, 3)), AddName("Bob"))
    assert [name.name for name in listed.offer_order()] == ["Di", "Ann", "Bob"]
    called = run(listed, CallName(2, Spot(1, 1)))
    assert [name.name for name in called.offer_order()] == ["Ann", "Bob"]


def test_a_must_move_call_puts_him_on_the_list_called() -> None:
    listed = run(GameList(), AddName("Ann"), CallMustMove("Gus", Spot(2, 6), Spot(1, 4)))
    gus = listed.names[0]
    assert (gus.name, gus.source, gus.seated_at, gus.call.spot) == (  # type: ignore[union-attr]
        "Gus", Source.MUST_MOVE, Spot(2, 6), Spot(1, 4))
    passed = run(listed, MarkNoShow(gus.id), rules=GameRules(NoShowRule.OFF))
    assert names(passed) == ["Gus", "Ann"] and not passed.names[0].called  # passed over
    assert [name.name for name in passed.offer_order()] == ["Ann"]  # not a name of the list


def test_undo_puts_one_name_back_whatever_else_changed() -> None:
    start = run(GameList(), AddName("Ann"), AddName("Bob"), AddName("Cy"))
    step = decide(start, RemoveName(2), at=9, rules=RULES)
    later = run(step.applied_to(start), AddName("Di"), MoveName(3, 0))
    undone = undo_step(later, step)
    assert names(undone) == ["Cy", "Bob", "Ann", "Di"]  # back at his place (second)
    with pytest.raises(ListRefused) as caught:
        undo_step(undone, step)
    assert caught.value.code is ListCode.CHANGED_SINCE
    assert names(redo_step(undone, step)) == ["Cy", "Ann", "Di"]


def test_a_step_is_not_taken_back_over_a_later_change_of_the_same_name() -> None:
    start = run(GameList(), AddName("Ann"))
    call = decide(start, CallName(1, Spot(1, 2)), at=5, rules=RULES)
    seated = run(call.applied_to(start), SeatName(1, Spot(1, 2)))
    with pytest.raises(ListRefused) as caught:
        undo_step(seated, call)
    assert caught.value.code is ListCode.CHANGED_SINCE


ACTIONS = st.one_of(
    st.builds(AddName, st.sampled_from(["Ann", "Bob", "Cy", "Di"])),
    st.builds(AskTableChange, st.sampled_from(["Eve", "Flo"]),
              st.builds(Spot, st.integers(1, 3), st.integers(1, 9))),
    st.builds(RemoveName, st.integers(1, 12)),
    st.builds(MoveName, st.integers(1, 12), st.integers(0, 6)),
    st.builds(CallName, st.integers(1, 12), st.builds(Spot, st.integers(1, 3), st.integers(1, 3))),
    st.builds(CancelCall, st.integers(1, 12)),
    st.builds(MarkNoShow, st.integers(1, 12)),
    st.builds(SeatName, st.integers(1, 12),
              st.builds(Spot, st.integers(1, 3), st.integers(1, 3))),
    st.builds(CallMustMove, st.just("Gus"), st.builds(Spot, st.just(4), st.integers(1, 9)),
              st.builds(Spot, st.integers(1, 3), st.integers(1, 3))),
)


@settings(max_examples=300)
@given(st.lists(ACTIONS, max_size=40), st.sampled_from(list(NoShowRule)))
def test_random_lists_keep_their_promises(actions: list[ListAction], rule: NoShowRule) -> None:
    """Whatever the floor does: every number once, one name per called seat, and undoing
    every step in turn gives back the empty list (redoing them, the list again)."""
    rules = GameRules(no_show=rule)
    listed, steps = GameList(), []
    for offset, action in enumerate(actions):
        try:
            step = decide(listed, action, at=offset, rules=rules)
        except ListRefused:
            continue
        listed = step.applied_to(listed)
        steps.append(step)
        ids = [name.id for name in listed]
        assert len(ids) == len(set(ids)) and all(i < listed.next_id for i in ids)
        spots = [name.call.spot for name in listed.calls()]  # type: ignore[union-attr]
        assert len(spots) == len(set(spots))
    final = listed
    for step in reversed(steps):
        listed = undo_step(listed, step)
    assert names(listed) == []
    for step in steps:
        listed = redo_step(listed, step)
    assert listed.names == final.names

"""The structure and the clock (T-28): what a structure may be, what the clock shows as time
passes, what the floor's clock actions do and refuse, the level of a deal and the end of late
registration; and, over random histories of clock actions, that the clock is a function of its
records: replayed it reads the same, it never runs backwards, and paused time does not count."""

from __future__ import annotations

import dataclasses
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorapp.rules.model import evolve
from floorapp.tournament import (
    AdjustClock,
    AnteKind,
    Bust,
    Clock,
    ClockReading,
    DealHand,
    Draw,
    Event,
    EventCode,
    EventRefused,
    EventRules,
    HandDone,
    HandForHand,
    Level,
    NewLevel,
    PauseClock,
    Register,
    ResumeClock,
    SetStructure,
    Stage,
    StartClock,
    Structure,
    apply,
    reading,
)
from floorapp.tournament.actions import ClockAction

T0 = 1_800_000_000.0
"""The event's start in these tests, in seconds since the epoch."""
MINUTE = 60.0

HOUSE = Structure((
    Stage(20, Level(1, 100, 200)),
    Stage(20, Level(2, 200, 400)),
    Stage(10, None, "Colour-up"),
    Stage(20, Level(3, 300, 600, 600, AnteKind.BIG_BLIND)),
))
"""Levels of 20 minutes with a 10-minute colour-up after level 2: stages 1, 2, break 3, 4."""


def drawn(rules: EventRules | None = None, registration_open: bool = False) -> Event:
    """Two tables of four, the house's structure set, the clock not started."""
    event = Event(rules=rules or EventRules(), registration_open=registration_open,
                  structure=HOUSE)
    names = tuple(f"P{n}" for n in range(1, 9))
    return apply(event, Draw(names, 2, seed=7)).after


def refused(event: Event, action: object, at: float | None = None) -> EventCode:
    with pytest.raises(EventRefused) as refusal:
        apply(event, action, at)  # type: ignore[arg-type]
    return refusal.value.code


def at_minutes(minutes: float) -> float:
    return T0 + minutes * MINUTE


# The structure -----------------------------------------------------------------------------


def test_the_house_structure_can_run() -> None:
    assert HOUSE.problem() is None


@pytest.mark.parametrize(("stages", "words"), [
    ((), "at least one level"),
    ((Stage(10),), "at least one level"),
    ((Stage(10), Stage(20, Level(1))), "starts and ends with a level"),
    ((Stage(20, Level(1)), Stage(10)), "starts and ends with a level"),
    ((Stage(0, Level(1)),), "1 minute to 24 hours"),
    ((Stage(24 * 60 + 1, Level(1)),), "1 minute to 24 hours"),
    ((Stage(20, Level(1)), Stage(5, None, "x" * 41), Stage(20, Level(2))), "name"),
    ((Stage(20, Level(2)), Stage(20, Level(2))), "increase"),
    ((Stage(20, Level(3)), Stage(10), Stage(20, Level(1))), "increase"),
    ((Stage(20, Level(1, 300, 200)),), "small blind"),
])
def test_a_structure_the_clock_cannot_run_says_why(stages: tuple[Stage, ...], words: str) -> None:
    problem = Structure(stages).problem()
    assert problem is not None and words in problem


def test_a_bad_structure_is_refused_and_so_is_one_after_the_start() -> None:
    event = Event()
    assert refused(event, SetStructure(Structure())) is EventCode.BAD_STRUCTURE
    event = apply(event, SetStructure(HOUSE)).after
    assert event.structure == HOUSE
    started = apply(event, StartClock(), T0).after
    assert refused(started, SetStructure(HOUSE)) is EventCode.CLOCK_STARTED


def test_late_registration_needs_a_level_from_one() -> None:
    assert EventRules(late_until_level=0).problem() is not None
    assert EventRules(late_until_level=1).problem() is None


# The clock's readings ----------------------------------------------------------------------


def test_without_a_structure_the_reading_is_the_floors_level() -> None:
    event = Event(level=Level(7, 500, 1000), registration_open=True)
    assert reading(event, T0) == ClockReading(Level(7, 500, 1000), registration_open=True)


def test_before_the_start_the_clock_shows_the_first_level_whole() -> None:
    shown = reading(drawn(), T0 + 3600)
    assert (shown.stage, shown.level.number, shown.left) == (1, 1, 1200)
    assert not shown.started and not shown.running


@pytest.mark.parametrize(("minutes", "stage", "level", "left", "on_break"), [
    (0, 1, 1, 20 * MINUTE, False),
    (19.5, 1, 1, 30, False),
    (20, 2, 2, 20 * MINUTE, False),
    (40, 3, 2, 10 * MINUTE, True),
    (49, 3, 2, MINUTE, True),
    (50, 4, 3, 20 * MINUTE, False),
    (69, 4, 3, MINUTE, False),
])
def test_time_moves_the_clock_from_stage_to_stage(minutes: float, stage: int, level: int,
                                                  left: float, on_break: bool) -> None:
    event = apply(drawn(), StartClock(), T0).after
    shown = reading(event, at_minutes(minutes))
    assert (shown.stage, shown.level.number, shown.left, shown.on_break) == (
        stage, level, left, on_break)
    assert shown.running and not shown.finished


def test_the_next_level_and_break_and_when() -> None:
    event = apply(drawn(), StartClock(), T0).after
    shown = reading(event, at_minutes(5))
    assert shown.next_level == HOUSE.stage(2).level and shown.next_level_in == 15 * MINUTE
    assert shown.next_break == HOUSE.stage(3) and shown.next_break_in == 35 * MINUTE
    on_break = reading(event, at_minutes(45))
    assert on_break.break_name == "Colour-up" and on_break.next_break is None
    assert on_break.next_level == HOUSE.stage(4).level and on_break.next_level_in == 5 * MINUTE


def test_past_the_last_stage_its_level_goes_on() -> None:
    event = apply(drawn(), StartClock(), T0).after
    shown = reading(event, at_minutes(500))
    assert shown.finished and shown.left is None and shown.stage == 4
    assert shown.level.number == 3 and shown.next_level is None
    assert apply(event, DealHand(1), at_minutes(500)).deal is not None


def test_a_moment_before_the_last_record_reads_the_record() -> None:
    event = apply(apply(drawn(), StartClock(), T0).after, PauseClock(), at_minutes(5)).after
    assert reading(event, at_minutes(1)).left == 15 * MINUTE


# The floor's clock actions -----------------------------------------------------------------


@pytest.mark.parametrize("action", [StartClock(), PauseClock(), ResumeClock(),
                                    AdjustClock(2, 60)])
def test_a_clock_action_without_its_time_is_refused(action: ClockAction) -> None:
    assert refused(drawn(), action) is EventCode.TIME_NEEDED


def test_clock_actions_in_the_wrong_state_are_refused() -> None:
    event = drawn()
    assert refused(event, PauseClock(), T0) is EventCode.CLOCK_NOT_STARTED
    assert refused(event, ResumeClock(), T0) is EventCode.CLOCK_NOT_STARTED
    assert refused(event, AdjustClock(2, 60), T0) is EventCode.CLOCK_NOT_STARTED
    assert refused(Event(), StartClock(), T0) is EventCode.NO_STRUCTURE
    started = apply(event, StartClock(), T0).after
    assert refused(started, StartClock(), T0 + 1) is EventCode.CLOCK_STARTED
    assert refused(started, ResumeClock(), T0 + 1) is EventCode.CLOCK_RUNNING
    paused = apply(started, PauseClock(), T0 + 1).after
    assert refused(paused, PauseClock(), T0 + 2) is EventCode.CLOCK_PAUSED


@pytest.mark.parametrize("at", [T0 - 1, math.nan, math.inf])
def test_a_time_before_the_last_record_or_no_number_is_refused(at: float) -> None:
    started = apply(drawn(), StartClock(), T0).after
    assert refused(started, PauseClock(), at) is EventCode.BAD_TIME


@pytest.mark.parametrize(("stage", "left"), [(0, 60), (5, 60), (2, 0), (2, -5), (2, math.nan),
                                             (2, 24 * 3600 + 1)])
def test_an_adjustment_to_no_stage_or_no_time_is_refused(stage: int, left: float) -> None:
    started = apply(drawn(), StartClock(), T0).after
    assert refused(started, AdjustClock(stage, left), T0 + 5) is EventCode.BAD_STAGE


def test_a_minute_added_runs_past_the_stage_length_and_paused_stays_paused() -> None:
    event = apply(drawn(), StartClock(), T0).after
    event = apply(event, PauseClock(), at_minutes(19)).after
    event = apply(event, AdjustClock(1, 21 * MINUTE), at_minutes(19)).after
    assert reading(event, at_minutes(30)).left == 21 * MINUTE
    event = apply(event, ResumeClock(), at_minutes(30)).after
    assert reading(event, at_minutes(50)).stage == 1
    assert reading(event, at_minutes(51)).stage == 2


# Deals and levels --------------------------------------------------------------------------


def test_a_deal_under_a_structure_needs_its_time_and_none_during_a_break() -> None:
    event = apply(drawn(), StartClock(), T0).after
    assert refused(event, DealHand(1)) is EventCode.TIME_NEEDED
    assert refused(event, DealHand(1), at_minutes(45)) is EventCode.ON_BREAK
    dealt = apply(event, DealHand(1), at_minutes(55)).deal
    assert dealt is not None and dealt.level == 3


def test_the_floor_cannot_start_a_level_under_the_clock() -> None:
    assert refused(drawn(), NewLevel(Level(2, 200, 400))) is EventCode.LEVEL_BY_CLOCK


def test_every_table_plays_a_hand_for_hand_hand_at_its_first_deals_level() -> None:
    event = apply(apply(drawn(), StartClock(), T0).after, HandForHand()).after
    event = apply(event, DealHand(1), at_minutes(19)).after
    second = apply(event, DealHand(2), at_minutes(21))
    assert second.deal is not None and second.deal.level == 1
    event = apply(apply(second.after, HandDone(1)).after, HandDone(2)).after
    assert event.hand_for_hand is not None and event.hand_for_hand.level is None
    next_hand = apply(event, DealHand(2), at_minutes(22)).deal
    assert next_hand is not None and next_hand.level == 2


# Late registration -------------------------------------------------------------------------


def test_late_registration_closes_as_the_level_after_its_last_starts() -> None:
    event = apply(drawn(EventRules(late_until_level=2), registration_open=True), StartClock(),
                  T0).after
    assert refused(event, Register("Late")) is EventCode.TIME_NEEDED
    during_break = apply(event, Register("Late"), at_minutes(49))
    assert during_break.after.registration_open
    assert refused(event, Register("Late"), at_minutes(50)) is EventCode.REGISTRATION_CLOSED
    assert reading(event, at_minutes(49)).registration_closes_in == MINUTE
    assert not reading(event, at_minutes(50)).registration_open


def test_closed_by_the_clock_the_record_keeps_the_event_before_and_stays_closed() -> None:
    event = apply(drawn(EventRules(late_until_level=1), registration_open=True), StartClock(),
                  T0).after
    dealt = apply(event, DealHand(1), at_minutes(21))
    assert dealt.before is event and event.registration_open
    assert not dealt.after.registration_open
    back = apply(dealt.after, AdjustClock(1, 5 * MINUTE), at_minutes(22)).after
    assert reading(back, at_minutes(22)).stage == 1
    assert refused(back, Register("Late"), at_minutes(22)) is EventCode.REGISTRATION_CLOSED


def test_an_adjustment_back_after_the_close_does_not_reopen_registration() -> None:
    event = apply(drawn(EventRules(late_until_level=1), registration_open=True), StartClock(),
                  T0).after
    back = apply(event, AdjustClock(1, 5 * MINUTE), at_minutes(25)).after
    assert not back.registration_open


def test_places_count_from_the_close_by_the_clock() -> None:
    event = apply(drawn(EventRules(late_until_level=1), registration_open=True), StartClock(),
                  T0).after
    event = apply(event, DealHand(1), at_minutes(1)).after
    seat = next(seat for seat, _ in event.tables[0].occupied())
    before = apply(event, Bust(1, (seat,)), at_minutes(10))
    assert before.finishes == () and len(before.after.out) == 1
    other = next(seat for seat, _ in before.after.tables[0].occupied())
    after = apply(before.after, Bust(1, (other,)), at_minutes(20))
    assert [f.place for f in after.finishes] == ["7"]


def test_without_a_structure_the_floors_level_past_the_last_closes_registration() -> None:
    event = Event(rules=EventRules(late_until_level=3), registration_open=True)
    assert apply(event, NewLevel(Level(3, 300, 600))).after.registration_open
    assert not apply(event, NewLevel(Level(4, 400, 800))).after.registration_open


# Random histories of clock actions ---------------------------------------------------------

STRUCTURES = st.lists(
    st.tuples(st.integers(1, 30), st.booleans(), st.integers(1, 15)), min_size=1, max_size=8,
).map(lambda rows: Structure(tuple(
    stage for number, (minutes, then_break, pause) in enumerate(rows, start=1)
    for stage in ([Stage(minutes, Level(number, 100 * number, 200 * number))]
                  + ([Stage(pause, None, "Break")] if then_break and number < len(rows)
                     else [])))))
"""Structures of 1 to 8 levels of 1 to 30 minutes, breaks between some of them."""

STEPS = st.lists(st.tuples(
    st.integers(0, 3000),
    st.sampled_from(["start", "pause", "resume", "adjust"]),
    st.integers(1, 20),
    st.integers(1, 3600),
), max_size=25)
"""Clock actions: the seconds since the one before, which action, and an adjustment's stage
and time left (refused ones are skipped, as the floor would retry)."""


def _action(kind: str, stage: int, left: int) -> ClockAction:
    return {"start": StartClock(), "pause": PauseClock(), "resume": ResumeClock(),
            "adjust": AdjustClock(stage, left)}[kind]


def recorded(structure: Structure, steps: list[tuple[int, str, int, int]]
             ) -> tuple[Event, list[tuple[ClockAction, float]]]:
    """The event after the steps the clock accepted, and those steps with their times."""
    event, now, kept = Event(structure=structure), T0, []
    for gap, kind, stage, left in steps:
        now += gap
        action = _action(kind, stage, left)
        try:
            event = apply(event, action, now).after
        except EventRefused:
            continue
        kept.append((action, now))
    return event, kept


@settings(max_examples=200, deadline=None)
@given(STRUCTURES, STEPS, st.lists(st.integers(0, 20000), max_size=6))
def test_the_same_records_replayed_read_the_same_clock(structure: Structure,
                                                       steps: list[tuple[int, str, int, int]],
                                                       later: list[int]) -> None:
    event, kept = recorded(structure, steps)
    again = Event(structure=structure)
    for action, at in kept:
        again = apply(again, action, at).after
    restored = evolve(again, clock=Clock(**dataclasses.asdict(again.clock)))
    last = kept[-1][1] if kept else T0
    for seconds in later:
        assert reading(restored, last + seconds) == reading(event, last + seconds)
    assert again == event


@settings(max_examples=200, deadline=None)
@given(STRUCTURES, STEPS, st.lists(st.integers(0, 20000), min_size=2, max_size=10))
def test_a_running_clock_never_goes_backwards(structure: Structure,
                                              steps: list[tuple[int, str, int, int]],
                                              later: list[int]) -> None:
    event, kept = recorded(structure, [(0, "start", 1, 1), *steps])
    last = kept[-1][1]
    shown = [reading(event, last + seconds) for seconds in sorted(later)]
    for earlier, then in zip(shown, shown[1:], strict=False):
        assert then.stage >= earlier.stage
        if earlier.finished:
            assert then.finished
        elif then.stage == earlier.stage and not then.finished:
            assert then.left is not None and earlier.left is not None
            assert then.left <= earlier.left
            assert event.clock.running or then.left == earlier.left


@settings(max_examples=200, deadline=None)
@given(STRUCTURES, st.lists(st.tuples(st.integers(1, 2000), st.integers(0, 2000)), max_size=10),
       st.integers(0, 20000))
def test_paused_time_does_not_count(structure: Structure, pauses: list[tuple[int, int]],
                                    then: int) -> None:
    event = apply(Event(structure=structure), StartClock(), T0).after
    now, paused_for = T0, 0
    for ran, held in pauses:
        now += ran
        event = apply(event, PauseClock(), now).after
        now += held
        paused_for += held
        event = apply(event, ResumeClock(), now).after
    never_paused = apply(Event(structure=structure), StartClock(), T0).after
    assert reading(event, now + then) == reading(never_paused, now + then - paused_for)


def test_pausing_and_resuming_do_not_move_the_clock_at_their_moment() -> None:
    event = apply(drawn(), StartClock(), T0).after
    before = reading(event, at_minutes(33))
    paused = apply(event, PauseClock(), at_minutes(33)).after
    assert dataclasses.replace(reading(paused, at_minutes(33)), running=True) == before

"""The floor session: every decision bound to what the floor saw, on both backends.

Two screens on one room (:mod:`session_screens`): what one decided on a table (or a list) as
it showed is done only if the room has not moved on since, and a press right after another
screen's change is not taken at once.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator

import pytest
from session_screens import Clock, Screen, room_with_a_table

from floorapp.lists import AddName, CallName, Spot
from floorapp.rules import Away, Back, Choice, DealHand
from floorapp.session import SETTLE_S, StillSaving, Verdict
from floorapp.session.worker import FIRST_TRY_S, LONGEST_WAIT_S, Job, Listeners, RoomWorker
from floorapp.storage.errors import RoomUnreachable, StaleList, StaleTable
from floorapp.storage.room import Room


@pytest.fixture
def table(room_address: str) -> int:
    return room_with_a_table(room_address)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def screens(room_address: str, table: int, clock: Clock) -> Iterator[tuple[Screen, Screen]]:
    a, b = Screen(room_address, clock), Screen(room_address, clock)
    try:
        yield a, b
    finally:
        a.close()
        b.close()


def positions(address: str, table_id: int) -> list[int]:
    with Room.open(address) as room:
        return [entry.id for entry in room.history(table_id, limit=1000)]


def test_a_come_back_priced_before_another_screen_dealt_is_not_done(
        screens: tuple[Screen, Screen], table: int, room_address: str, clock: Clock) -> None:
    """B's Back dialog said what Gus owed; A dealt meanwhile (Gus now owes more): the room
    does not record B's choice, and B is told what changed."""
    a, b = screens
    a.submit(a.session.table_intent(table, Away(7)))
    a.settle()
    b.sees(table, a.view.position(table))
    clock.now += SETTLE_S + 1
    dialog = b.session.table_intent(table, None, told="Gus owes nothing")
    a.submit(a.session.table_intent(table, DealHand()))
    a.settle()
    before = positions(room_address, table)
    b.submit(dialog.choosing(Back(7, Choice.POST)))  # the Back dialog, answered now
    b.settle()
    [outcome] = b.outcomes
    assert outcome.verdict is Verdict.MOVED_ON
    assert isinstance(outcome.failure, StaleTable)
    assert outcome.intent.told == "Gus owes nothing"
    assert positions(room_address, table) == before  # nothing written
    assert any(getattr(item, "deal", None) is not None for item in outcome.news)
    assert b.view.position(table) == a.view.position(table)  # it shows the latest


def test_next_hand_on_two_screens_deals_one_hand(
        screens: tuple[Screen, Screen], table: int, room_address: str) -> None:
    a, b = screens
    shown = a.view.position(table)
    a.submit(a.session.table_intent(table, DealHand()))
    b.submit(b.session.table_intent(table, DealHand()))
    a.settle()
    b.settle()
    verdicts = sorted(outcome.verdict for outcome in a.outcomes + b.outcomes)
    assert verdicts == sorted([Verdict.DONE, Verdict.MOVED_ON])
    with Room.open(room_address) as room:
        assert room.state(table).hands == 1
        assert room.position(table) > shown


def test_a_press_right_after_another_screens_change_is_taken_at_the_second(
        screens: tuple[Screen, Screen], table: int, clock: Clock) -> None:
    a, b = screens
    a.submit(a.session.table_intent(table, DealHand()))
    a.settle()
    b.sees(table, a.view.position(table))
    clock.now += SETTLE_S / 2
    b.submit(b.session.table_intent(table, DealHand()))
    b.settle()
    [too_soon] = b.outcomes
    assert too_soon.verdict is Verdict.TOO_SOON
    assert [item.hand for item in too_soon.news] == [1]  # "Hand 1 was just dealt"
    b.submit(b.session.table_intent(table, DealHand()))  # he still means it
    b.settle()
    assert b.outcomes[-1].verdict is Verdict.DONE
    assert b.view.on_screen(table).hand == 2


def test_a_press_long_after_another_screens_change_is_taken_at_once(
        screens: tuple[Screen, Screen], table: int, clock: Clock) -> None:
    a, b = screens
    a.submit(a.session.table_intent(table, DealHand()))
    a.settle()
    b.sees(table, a.view.position(table))
    clock.now += SETTLE_S + 0.1
    b.submit(b.session.table_intent(table, DealHand()))
    b.settle()
    assert [outcome.verdict for outcome in b.outcomes] == [Verdict.DONE]


def test_a_list_action_decided_on_a_table_that_moved_on_is_not_done(
        screens: tuple[Screen, Screen], table: int, clock: Clock) -> None:
    """The offer line offered seat 8 to Ann at the table as B saw it; A sat someone at the
    table meanwhile: the call is refused, nothing written at the list or the table."""
    a, b = screens
    game = b.view.game_of(table)
    b.submit(b.session.list_intent(game, AddName("Ann")))
    b.settle()
    a.take(lambda: a.view.list_position(game) == b.view.list_position(game))
    ann = b.view.list_state(game).names.names[0].id
    clock.now += SETTLE_S + 1
    offer = b.session.list_intent(game, CallName(ann, Spot(table, 8)), at_table=table)
    a.submit(a.session.table_intent(table, Away(1)))
    a.settle()
    list_before = a.view.list_position(game)
    b.submit(offer)
    b.settle()
    outcome = b.outcomes[-1]
    assert outcome.verdict is Verdict.MOVED_ON
    assert isinstance(outcome.failure, StaleTable | StaleList)
    assert b.view.list_position(game) == list_before
    assert b.view.list_state(game).names.names[0].call is None


def test_an_action_while_the_last_one_is_saved_waits_for_the_floor_to_see_it(
        screens: tuple[Screen, Screen], table: int) -> None:
    a, _ = screens
    a.submit(a.session.table_intent(table, DealHand()))
    a.submit(a.session.table_intent(table, DealHand()))  # a double press
    a.settle()
    refused, done = a.outcomes  # the second press is answered at once, without the room
    assert done.verdict is Verdict.DONE
    assert refused.verdict is Verdict.REFUSED and isinstance(refused.failure, StillSaving)
    assert a.view.on_screen(table).hand == 1


def test_a_lost_server_is_tried_again_ever_later_up_to_a_longest_wait(
        room_address: str, table: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker tries to reach a lost server again after FIRST_TRY_S, then twice as long
    each time up to LONGEST_WAIT_S; once it answers, the screen is told it is back."""
    told: list[str] = []
    room = Room.open(room_address)
    try:
        room_worker = RoomWorker(room, lambda work: work(), Listeners(
            lost=lambda: told.append("lost"),
            back=lambda view, news, settled: told.append("back")))
        tries: list[int] = []

        def away() -> None:
            tries.append(1)
            raise RoomUnreachable("the server is away", room.where)

        monkeypatch.setattr(room, "reconnect", away)
        room_worker._lose()
        waits = [room_worker._retry_wait]
        for _ in range(6):
            room_worker._try_again()
            waits.append(room_worker._retry_wait)
        assert waits == [FIRST_TRY_S, 1.0, 2.0, 4.0, LONGEST_WAIT_S, LONGEST_WAIT_S,
                         LONGEST_WAIT_S]
        assert FIRST_TRY_S == 0.5 and LONGEST_WAIT_S == 8.0 and len(tries) == 6
        assert told == ["lost"] and room_worker.offline
        monkeypatch.undo()
        room_worker._try_again()
        assert told == ["lost", "back"] and not room_worker.offline
        room_worker._close_watcher()
    finally:
        room.close()


def test_a_lost_server_is_tried_again_while_a_screen_keeps_asking(
        room_address: str, table: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A screen that asks every moment (a clock, an event read each second) is refused while
    the server is away, and the worker still tries again once each try is due: the asking
    never holds the room's return back."""
    told: list[str] = []
    now = [100.0]
    room = Room.open(room_address)
    room_worker = RoomWorker(room, lambda work: work(), Listeners(
        lost=lambda: told.append("lost"), back=lambda view, news, settled: told.append("back")),
        clock=lambda: now[0])
    try:
        tries: list[float] = []
        real_reconnect = room.reconnect

        def away() -> None:
            tries.append(now[0])
            raise RoomUnreachable("the server is away", room.where)

        monkeypatch.setattr(room, "reconnect", away)
        room_worker._lose()
        refused: list[BaseException | None] = []
        room_worker.start()
        for step in range(12):  # a job every 0.2 s of the worker's clock, for 2.4 s
            now[0] = 100.0 + 0.2 * (step + 1)
            answered = threading.Event()

            def done(result: object, failure: BaseException | None, view: object,
                     answered: threading.Event = answered) -> None:
                refused.append(failure)
                answered.set()

            room_worker.submit(Job(lambda r: None, done))
            assert answered.wait(5)
            if step == 6:
                monkeypatch.setattr(room, "reconnect", real_reconnect)
        assert tries and tries[0] >= 100.0 + FIRST_TRY_S  # not before the first try is due
        assert told == ["lost", "back"] and not room_worker.offline
        assert isinstance(refused[0], RoomUnreachable) and refused[-1] is None
    finally:
        room_worker.stop()
        room.close()


def test_a_screen_that_keeps_asking_still_hears_the_other_screens(
        room_address: str, table: int) -> None:
    """B reads the room every few milliseconds (a busy screen, never quiet for a poll's
    length); A deals meanwhile: B's picture still shows A's hand while B keeps asking."""
    a, b = Screen(room_address), Screen(room_address)
    try:
        a.submit(a.session.table_intent(table, DealHand()))
        a.settle()
        dealt = a.view.position(table)
        end = time.monotonic() + 10
        while b.view.position(table) < dealt and time.monotonic() < end:
            b.session.run(lambda room: room.position(table), lambda result, failure: None,
                          writes=False)
            b.take(lambda: b.session.idle)
            time.sleep(0.01)
        assert b.view.position(table) == dealt
    finally:
        a.close()
        b.close()


def test_a_room_closed_by_a_job_is_not_looked_at_again(
        room_address: str, table: int, caplog: pytest.LogCaptureFixture) -> None:
    """The screen closes the room on its worker (a job that takes longer than a poll, so the
    worker would look at the room right after it): nothing is read from the closed room."""
    screen = Screen(room_address)

    def close_slowly(room: Room) -> None:
        time.sleep(0.2)
        room.close()

    screen.session.run(close_slowly, lambda result, failure: None, writes=False)
    screen.session.stop()
    assert not [record for record in caplog.records if record.levelno >= logging.WARNING]

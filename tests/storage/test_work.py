"""Long work's pace: reports at most every REPORT_EVERY seconds, Cancel heard at each report."""

from __future__ import annotations

import pytest
from long_work_helpers import Followed

from floorapp.storage.work import REPORT_EVERY, Cancelled, Pace


class Ticking:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_first_unit_is_reported_at_once_then_only_when_it_is_time() -> None:
    clock, followed = Ticking(), Followed()
    pace = Pace(followed, 10, clock)
    pace.advance()
    assert followed.reports == [(1, 10)]
    pace.advance(3)
    assert followed.reports == [(1, 10)]  # too soon
    clock.now += REPORT_EVERY
    pace.advance()
    assert followed.reports == [(1, 10), (5, 10)]
    pace.finish()
    assert followed.reports[-1] == (10, 10)


def test_the_total_follows_what_remains_and_done_never_goes_back() -> None:
    clock, followed = Ticking(), Followed()
    pace = Pace(followed, 4, clock)
    pace.advance(3)
    pace.expect(10)  # the work found out more
    clock.now += REPORT_EVERY
    pace.advance()
    assert followed.reports == [(3, 4), (4, 13)]
    pace.expect(0)
    pace.finish()
    assert followed.reports[-1] == (4, 4)
    followed.check_whole()


def test_a_cancel_is_heard_at_the_next_report_and_stops_the_work() -> None:
    clock, followed = Ticking(), Followed(cancel_at=2)
    pace = Pace(followed, 100, clock)
    pace.advance(2)  # reported, then asked: not cancelled yet (asked before reporting)
    clock.now += REPORT_EVERY
    with pytest.raises(Cancelled):
        pace.advance()
    assert followed.reports == [(2, 100)]


def test_without_a_progress_nothing_is_asked() -> None:
    pace = Pace(None, 5)
    pace.advance(5)
    pace.finish()
    assert pace.done == 5

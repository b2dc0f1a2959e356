"""A :class:`~floorapp.storage.work.WorkProgress` for the tests of long work (import, export,
History, room copy): it keeps every report, and cancels the work once it has done enough."""

from __future__ import annotations


class Followed:
    """Keeps every ``(done, total)`` reported; says the work is cancelled once ``cancel_at``
    units are reported done (None: never)."""

    def __init__(self, cancel_at: int | None = None) -> None:
        self.reports: list[tuple[int, int]] = []
        self.cancel_at = cancel_at
        self.asked = 0

    def report(self, done: int, total: int) -> None:
        self.reports.append((done, total))

    def cancelled(self) -> bool:
        self.asked += 1
        return (self.cancel_at is not None and bool(self.reports)
                and self.reports[-1][0] >= self.cancel_at)

    def check_whole(self) -> None:
        """The reports never went back, never passed their total, and ended with the work whole."""
        assert self.reports, "no report"
        done = [report[0] for report in self.reports]
        assert done == sorted(done)
        assert all(0 <= report[0] <= report[1] for report in self.reports), self.reports
        assert self.reports[-1][0] == self.reports[-1][1] > 0

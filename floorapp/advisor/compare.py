"""A run: several sets of house rules played side by side on the same simulated players.

A run of ``hours`` hours is cut into sessions of :data:`~floorapp.advisor.habits.SESSION_HOURS`
(the last one may be shorter). Each session draws its script from the run's seed and its own
number, plays it under every rule set and returns one :class:`Figures` per rule set; the
figures of the run are the sums over its sessions. The sessions can be shared among worker
processes: the sums are of whole numbers, so the figures are the same however many workers
play them and in whatever order they finish.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass

from floorapp.scenario.starting_table import house_problem_words

from .habits import SESSION_HOURS, Habits
from .script import draw_script, session_seed
from .session import RuleSet, play_session
from .tally import Figures

MAX_RULE_SETS = 4
MAX_HOURS = 1_000_000


class RunCancelled(Exception):
    """The run was cancelled before every session was played."""


@dataclass(frozen=True)
class Run:
    """What to simulate: the rule sets, the players' habits, the length and the seed."""

    rule_sets: tuple[RuleSet, ...]
    habits: Habits = Habits()
    hours: int = 2000
    seed: int = 1

    def problems(self) -> list[str]:
        """Why this run cannot be made, in plain words (empty when it can)."""
        found = list(self.habits.problems())
        if not 1 <= len(self.rule_sets) <= MAX_RULE_SETS:
            found.append(f"compare from 1 to {MAX_RULE_SETS} sets of house rules")
        names = [rule_set.name for rule_set in self.rule_sets]
        if len(set(names)) != len(names):
            found.append("two sets of house rules have the same name")
        for rule_set in self.rule_sets:
            for problem in rule_set.house.problems():
                found.append(f"{rule_set.name}: {house_problem_words(problem)}")
            if len(rule_set.house.blinds) >= self.habits.seats:
                found.append(f"{rule_set.name}: the table needs more seats than blinds")
        if not 1 <= self.hours <= MAX_HOURS:
            found.append(f"the length is from 1 to {MAX_HOURS:,} hours")
        return found

    @property
    def sessions(self) -> int:
        """Sessions the run is cut into."""
        return math.ceil(self.hours / SESSION_HOURS)

    def session_hands(self, session: int) -> int:
        """Hands dealt in one session (the last may be shorter)."""
        hours = min(SESSION_HOURS, self.hours - session * SESSION_HOURS)
        return hours * self.habits.hands_per_hour

    def first_hand(self, session: int) -> int:
        """The number, across the run, of the first hand of a session."""
        return session * self.habits.hands_per_session + 1

    def session_of(self, hand: int) -> tuple[int, int]:
        """(session, hands into it up to and including ``hand``) for a hand of the run."""
        session, index = divmod(hand - 1, self.habits.hands_per_session)
        return session, index + 1

    @property
    def hands(self) -> int:
        """Hands dealt in the run, per rule set."""
        return self.hours * self.habits.hands_per_hour


def play_one_session(run: Run, session: int) -> list[Figures]:
    """Play one session of ``run`` under each of its rule sets."""
    script = draw_script(run.habits, run.session_hands(session), session_seed(run.seed, session))
    first = run.first_hand(session)
    return [play_session(rule_set.house, script, first) for rule_set in run.rule_sets]


Progress = Callable[[int, int], None]
"""Called with (sessions done, sessions in all) as the run goes."""


def run_comparison(
    run: Run,
    workers: int | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Figures]:
    """The figures of every rule set of ``run``, in the order of its rule sets.

    ``workers``: processes to share the sessions (default: every core; 1 plays them here).
    The workers are spawned: they import the caller's main module again, so a script that
    calls this with more than one worker keeps its work under ``if __name__ == "__main__":``.
    ``cancelled`` is asked between sessions; when it says yes the run stops and raises
    :class:`RunCancelled`. Raises :class:`ValueError` with the reasons for a run that cannot
    be made.
    """
    problems = run.problems()
    if problems:
        raise ValueError("; ".join(problems))
    workers = max(1, min(workers or os.cpu_count() or 1, run.sessions))
    results: dict[int, list[Figures]] = {}
    report = progress or (lambda done, total: None)
    stop = cancelled or (lambda: False)
    report(0, run.sessions)
    if workers == 1:
        for session in range(run.sessions):
            if stop():
                raise RunCancelled()
            results[session] = play_one_session(run, session)
            report(len(results), run.sessions)
    else:
        _in_workers(run, workers, results, report, stop)
    return _sum(run, results)


def _in_workers(run: Run, workers: int, results: dict[int, list[Figures]],
                report: Progress, stop: Callable[[], bool]) -> None:
    """Play the sessions in ``workers`` fresh processes (spawned: safe beside Qt's threads),
    keeping only a few sessions queued so a cancel takes effect quickly."""
    context = multiprocessing.get_context("spawn")
    queued: dict[Future[list[Figures]], int] = {}
    upcoming = iter(range(run.sessions))
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        try:
            while True:
                while len(queued) < 2 * workers:
                    session = next(upcoming, None)
                    if session is None:
                        break
                    queued[pool.submit(play_one_session, run, session)] = session
                if not queued:
                    return
                done, _ = wait(queued, timeout=0.1, return_when=FIRST_COMPLETED)
                if stop():
                    raise RunCancelled()
                for future in done:
                    results[queued.pop(future)] = future.result()
                if done:
                    report(len(results), run.sessions)
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def _sum(run: Run, results: dict[int, list[Figures]]) -> list[Figures]:
    totals = [Figures() for _ in run.rule_sets]
    for session in sorted(results):
        for total, figures in zip(totals, results[session], strict=True):
            total.add(figures)
    return totals


"""The event's clock (T-28): where the house's structure stands at a given moment, worked out
from what the floor's clock actions recorded, each with the time it was recorded.

Pure: the core never reads the time; every caller says when (seconds since the epoch). The
clock keeps only its last record (the stage, how long that stage had run, when, running or
paused), so time passing moves it from stage to stage without any action, and the same records
read the same clock after a restart.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import EventCode, EventRefused
from .settings import Level
from .structure import Stage, Structure

if TYPE_CHECKING:
    from .state import Event

MAX_ADDED_SECONDS = 24 * 3600
"""The most time left the floor may set on a stage by an adjustment."""


@dataclass(frozen=True)
class Clock:
    """The clock as the floor's last clock action left it: stage ``stage`` (from 1) had run
    ``elapsed`` seconds at ``since`` (seconds since the epoch), and ``running`` or paused from
    then. Not started: ``since`` is None. ``elapsed`` is below zero when the floor set more
    time left than the stage lasts (a minute added)."""

    stage: int = 1
    elapsed: float = 0.0
    since: float | None = None
    running: bool = False

    @property
    def started(self) -> bool:
        """Whether the floor has started the clock."""
        return self.since is not None


@dataclass(frozen=True)
class Position:
    """Where the clock is at one moment: the stage and how long it has run; ``finished`` when
    the last stage's time is over (its level goes on)."""

    stage: int
    elapsed: float
    finished: bool


def position(structure: Structure, clock: Clock, now: float) -> Position:
    """Where ``clock`` stands at ``now``: its record, plus the time since if it runs, carried
    through the stages in order. A moment before the record reads the record."""
    stage, elapsed = clock.stage, clock.elapsed
    if clock.running and clock.since is not None:
        elapsed += max(0.0, now - clock.since)
    last = len(structure.stages)
    while stage < last and elapsed >= structure.stage(stage).seconds:
        elapsed -= structure.stage(stage).seconds
        stage += 1
    return Position(stage, elapsed, elapsed >= structure.stage(stage).seconds)


@dataclass(frozen=True)
class ClockReading:
    """What the clock shows at one moment (T-28). Without a structure only ``level`` (the
    floor's) and the registration say anything."""

    level: Level
    """The level in force: during a break, the level played before it."""
    stage: int = 0
    """The stage in force, from 1 (0: the event has no structure)."""
    left: float | None = None
    """Seconds left in the stage; None when finished or without a structure."""
    started: bool = False
    running: bool = False
    finished: bool = False
    """The structure ran out: its last level goes on, with no time left shown."""
    on_break: bool = False
    break_name: str = ""
    next_level: Level | None = None
    next_level_in: float | None = None
    """Seconds of running clock until the next level starts."""
    next_break: Stage | None = None
    next_break_in: float | None = None
    registration_open: bool = False
    registration_closes_in: float | None = None
    """Seconds of running clock until late registration closes by itself (T-12)."""


def reading(event: Event, now: float) -> ClockReading:
    """What ``event``'s clock shows at ``now`` (seconds since the epoch). Late registration,
    open, closes by itself when the first level after the house's last one for it starts
    (T-12, TQ-26)."""
    structure, clock = event.structure, event.clock
    if not structure.stages:
        return ClockReading(event.level, registration_open=event.registration_open)
    at = position(structure, clock, now)
    stage = structure.stage(at.stage)
    closes = registration_closes(event)
    next_level = structure.next_level(at.stage)
    next_break = structure.next_break(at.stage)
    return ClockReading(
        level=structure.level_in_force(at.stage), stage=at.stage,
        left=None if at.finished else stage.seconds - at.elapsed,
        started=clock.started, running=clock.running, finished=at.finished,
        on_break=stage.is_break, break_name=stage.name,
        next_level=None if next_level is None else structure.stage(next_level).level,
        next_level_in=_until(structure, at, next_level),
        next_break=None if next_break is None else structure.stage(next_break),
        next_break_in=_until(structure, at, next_break),
        registration_open=event.registration_open and (closes is None or at.stage < closes),
        registration_closes_in=_until(structure, at, closes) if event.registration_open
        else None)


def registration_closes(event: Event) -> int | None:
    """The stage at whose start late registration closes by itself: the first level after
    ``late_until_level``, so the break after that level still takes entries (TQ-26)."""
    late = event.rules.late_until_level
    return None if late is None else event.structure.first_level_after(late)


def _until(structure: Structure, at: Position, stage: int | None) -> float | None:
    """Seconds of running clock from ``at`` until stage ``stage`` starts (None: never, or it
    has started)."""
    if stage is None or stage <= at.stage:
        return None
    return structure.seconds_between(at.stage, stage) - at.elapsed


def started(structure: Structure, clock: Clock, at: float) -> Clock:
    """The floor starts the clock at ``at``: the first stage, from its beginning."""
    if not structure.stages:
        raise EventRefused(EventCode.NO_STRUCTURE)
    if clock.started:
        raise EventRefused(EventCode.CLOCK_STARTED)
    return Clock(1, 0.0, at, True)


def paused(structure: Structure, clock: Clock, at: float, running: bool) -> Clock:
    """The floor pauses (``running`` False) or resumes the clock at ``at``."""
    _check_started(structure, clock)
    if clock.running == running:
        raise EventRefused(EventCode.CLOCK_RUNNING if running else EventCode.CLOCK_PAUSED)
    now = position(structure, clock, at)
    return Clock(now.stage, now.elapsed, at, running)


def adjusted(structure: Structure, clock: Clock, at: float, stage: int, left: float) -> Clock:
    """The floor sets the clock at ``at``: stage ``stage`` with ``left`` seconds to run (a
    level skipped, a minute added, a mistake put right); running or paused as it was."""
    _check_started(structure, clock)
    if not 1 <= stage <= len(structure.stages) or not (
            math.isfinite(left) and 0 < left <= MAX_ADDED_SECONDS):
        raise EventRefused(EventCode.BAD_STAGE, stage=stage, left=left)
    return Clock(stage, structure.stage(stage).seconds - left, at, clock.running)


def _check_started(structure: Structure, clock: Clock) -> None:
    if not structure.stages:
        raise EventRefused(EventCode.NO_STRUCTURE)
    if not clock.started:
        raise EventRefused(EventCode.CLOCK_NOT_STARTED)

"""The house's structure for an event: its schedule of stages, levels and breaks, in order
(T-28). The clock (:mod:`.clock`) runs through it; an event without one takes its level from the
floor's ``NewLevel`` actions instead."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from .settings import Level

MAX_STAGE_MINUTES = 24 * 60
"""The longest stage the house may set: a day."""
MAX_BREAK_NAME = 40
"""The longest name a break may have (the screen shows it large)."""


@dataclass(frozen=True)
class Stage:
    """One stage of the structure: a level played for ``minutes``, or a break (no ``level``)
    of ``minutes`` with an optional name the screen shows ("Colour-up")."""

    minutes: int
    level: Level | None = None
    name: str = ""

    @property
    def is_break(self) -> bool:
        """Whether no hand is dealt during this stage."""
        return self.level is None

    @property
    def seconds(self) -> int:
        """How long the stage runs, in seconds of the clock."""
        return self.minutes * 60


@dataclass(frozen=True)
class Structure:
    """The stages of an event in the order the clock runs them, numbered from 1. Empty: the
    event has no structure and the floor starts each level himself."""

    stages: tuple[Stage, ...] = ()

    def problem(self) -> str | None:
        """Why the clock cannot run this structure, or None."""
        levels = [stage.level for stage in self.stages if stage.level is not None]
        if not levels:
            return "a structure has at least one level"
        if self.stages[0].is_break or self.stages[-1].is_break:
            return "a structure starts and ends with a level"
        for stage in self.stages:
            if not 1 <= stage.minutes <= MAX_STAGE_MINUTES:
                return "every stage lasts 1 minute to 24 hours"
            if len(stage.name) > MAX_BREAK_NAME or stage.name != stage.name.strip():
                return "a break's name has at most 40 characters, without spaces around it"
        for level in levels:
            if level.problem() is not None:
                return level.problem()
        numbers = [level.number for level in levels]
        if any(later <= earlier for earlier, later in pairwise(numbers)):
            return "level numbers increase from stage to stage"
        return None

    def stage(self, number: int) -> Stage:
        """The stage with this number (from 1)."""
        return self.stages[number - 1]

    def level_in_force(self, number: int) -> Level:
        """The level of stage ``number``; during a break, the level played before it."""
        return next(stage.level for stage in reversed(self.stages[:number])
                    if stage.level is not None)

    def next_level(self, number: int) -> int | None:
        """The number of the first level stage after stage ``number``."""
        return next((n for n in range(number + 1, len(self.stages) + 1)
                     if not self.stage(n).is_break), None)

    def next_break(self, number: int) -> int | None:
        """The number of the first break after stage ``number``."""
        return next((n for n in range(number + 1, len(self.stages) + 1)
                     if self.stage(n).is_break), None)

    def first_level_after(self, level: int) -> int | None:
        """The number of the first stage playing a level numbered above ``level``."""
        return next((n for n, stage in enumerate(self.stages, start=1)
                     if stage.level is not None and stage.level.number > level), None)

    def seconds_between(self, start: int, end: int) -> int:
        """The running time of the stages from ``start`` up to, not including, ``end``."""
        return sum(stage.seconds for stage in self.stages[start - 1:end - 1])

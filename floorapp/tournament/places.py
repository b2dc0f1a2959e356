"""Finishing places (T-25): players leave in order of elimination; players eliminated together
(in one hand at one table, or in one hand-for-hand hand anywhere) finish together unless the
floor enters every one's start-of-hand stack: then the larger stack finishes higher, and only
equal stacks share places."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Finish:
    """One eliminated entry and the places he holds: ``best`` to ``worst`` (equal when alone)."""

    entrant: int
    name: str
    best: int
    worst: int
    stack: int | None = None

    @property
    def place(self) -> str:
        """"10" alone, "10-11" shared."""
        return str(self.best) if self.best == self.worst else f"{self.best}-{self.worst}"


@dataclass(frozen=True)
class Busted:
    """A player eliminated, waiting to be given his place, with his start-of-hand stack if the
    floor entered it."""

    entrant: int
    name: str
    stack: int | None = None


def finishes(busted: list[Busted], left_before: int) -> list[Finish]:
    """The places of players eliminated together when ``left_before`` players were left."""
    worst = left_before
    best = left_before - len(busted) + 1
    if any(b.stack is None for b in busted):
        return [Finish(b.entrant, b.name, best, worst, b.stack) for b in busted]
    ranked = sorted(busted, key=lambda b: -(b.stack or 0))
    found, place = [], best
    for stack in sorted({b.stack or 0 for b in busted}, reverse=True):
        same = [b for b in ranked if b.stack == stack]
        found += [Finish(b.entrant, b.name, place, place + len(same) - 1, stack) for b in same]
        place += len(same)
    return found

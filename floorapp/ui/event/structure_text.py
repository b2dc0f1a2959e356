"""The event's structure as the floor types it in the new event's dialog, one stage a line:

- ``100/200 20``: a level, its small and big blind, then its minutes;
- ``200/400 ante 50 20``: with an ante from every seat dealt in;
- ``200/400 bb-ante 400 20``: with a big-blind ante;
- ``break 10`` or ``break 15 Colour-up``: a break, its minutes and a name the clock shows.

Levels are numbered from 1 in their order. A line that cannot be read gets its reason (which
line, what is wrong) and nothing is made.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.tournament import AnteKind, Level, Stage, Structure

translate = QCoreApplication.translate

DEFAULT_STRUCTURE = """100/200 20
100/200 bb-ante 200 20
200/400 bb-ante 400 20
break 10
300/600 bb-ante 600 20
400/800 bb-ante 800 20
500/1000 bb-ante 1000 20
break 15 Colour-up
600/1200 bb-ante 1200 20
800/1600 bb-ante 1600 20
1000/2000 bb-ante 2000 20"""
"""The structure the dialog proposes: 20-minute levels, a big-blind ante from level 2."""

ANTES = {"ante": AnteKind.EACH, "bb-ante": AnteKind.BIG_BLIND}


class StructureProblem(ValueError):
    """A structure typed in that cannot be run: the reason in the floor's words."""


def parse_structure(text: str) -> Structure:
    """The structure of ``text`` (see the module). Raises :class:`StructureProblem`."""
    stages: list[Stage] = []
    for number, line in enumerate(text.splitlines(), start=1):
        words = line.split()
        if not words:
            continue
        levels = sum(1 for stage in stages if stage.level is not None)
        stage = _stage(words, levels + 1)
        if stage is None:
            raise StructureProblem(translate(
                "NewEvent", "Line {line} of the structure is not a level (\"100/200 20\", "
                "\"200/400 bb-ante 400 20\") or a break (\"break 10\"): {text}").format(
                line=number, text=line.strip()))
        stages.append(stage)
    structure = Structure(tuple(stages))
    if structure.problem() is not None:
        raise StructureProblem(translate(
            "NewEvent", "The structure cannot be run: it needs at least one level, starts and "
            "ends with a level, and each stage lasts 1 minute to 24 hours."))
    return structure


def _stage(words: list[str], level_number: int) -> Stage | None:
    if words[0].lower() == "break":
        minutes = _number(words[1]) if len(words) > 1 else None
        name = " ".join(words[2:])
        return None if minutes is None else Stage(minutes, None, name)
    blinds = words[0].split("/")
    amounts = [_number(part) for part in blinds]
    if len(amounts) != 2 or None in amounts or len(words) not in (2, 4):
        return None
    small, big = amounts
    minutes = _number(words[-1])
    ante, kind = 0, AnteKind.NONE
    if len(words) == 4:
        kind_word, ante_amount = words[1].lower(), _number(words[2])
        if kind_word not in ANTES or not ante_amount:
            return None
        ante, kind = ante_amount, ANTES[kind_word]
    assert small is not None and big is not None
    level = Level(level_number, small, big, ante, kind)
    return None if minutes is None or level.problem() is not None else Stage(minutes, level)


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else None

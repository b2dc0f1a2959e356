"""The event's clock as the top bar and the board say it: the level in force (or the break),
the time left, paused or not, and what comes next. The clock itself is the tournament core's
(:func:`floorapp.tournament.reading`): worked out from the floor's recorded clock actions and
the time now, so that every screen, and a screen started again, shows the same clock."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication

from floorapp.tournament import ClockReading, Event, Level, reading

from . import words

translate = QCoreApplication.translate


def level_now(event: Event, now: float) -> Level:
    """The level the event's next deals use at ``now``."""
    return reading(event, now).level


def seconds_left(seconds: float) -> str:
    """"12:05" or "1:02:05": whole seconds, counting down."""
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def clock_parts(event: Event, now: float) -> tuple[str, str]:
    """The clock in two parts: what is played ("Level 3: 200/400, ante 50", "Break:
    Colour-up") and its time ("12:05 left", "12:05 left · PAUSED", "clock not started";
    empty without a structure or once the structure ran out)."""
    shown = reading(event, now)
    what = _break_text(shown) if shown.on_break else words.level_text(shown.level)
    if not event.structure.stages or shown.finished or shown.left is None:
        return what, ""
    if not shown.started:
        return what, translate("EventClock", "clock not started")
    when = translate("EventClock", "{left} left").format(left=seconds_left(shown.left))
    if not shown.running:
        when += " · " + translate("EventClock", "PAUSED")
    return what, when


def clock_text(event: Event, now: float) -> str:
    """The clock's line: "Level 3: 200/400, ante 50 · 12:05 left", a break's, PAUSED, or
    the clock not started yet."""
    what, when = clock_parts(event, now)
    return f"{what} · {when}" if when else what


def _break_text(shown: ClockReading) -> str:
    if shown.break_name:
        return translate("EventClock", "Break: {name}").format(name=shown.break_name)
    return translate("EventClock", "Break")


def minutes_left(seconds: float) -> str:
    """"13 min": whole minutes, rounded up (a line drawn again only now and then)."""
    return translate("EventClock", "{minutes} min").format(minutes=math.ceil(max(0, seconds) / 60))


def next_text(event: Event, now: float, wall: bool = False) -> str:
    """What comes next on the clock: "Level 4: 300/600 in 12:05 · break in 32:05 ·
    registration closes in 1:12:05". On the ``wall`` board: in whole minutes (its card is
    drawn again every half minute), without the registration."""
    shown = reading(event, now)
    left = minutes_left if wall else seconds_left
    if not event.structure.stages:
        return translate("EventClock", "the floor starts each level")
    parts = []
    if shown.next_level is not None and shown.next_level_in is not None:
        parts.append(translate("EventClock", "{level} in {time}").format(
            level=words.level_text(shown.next_level), time=left(shown.next_level_in)))
    if shown.next_break is not None and shown.next_break_in is not None:
        parts.append(translate("EventClock", "break in {time}").format(
            time=left(shown.next_break_in)))
    if not wall and shown.registration_open and shown.registration_closes_in is not None:
        parts.append(translate("EventClock", "registration closes in {time}").format(
            time=left(shown.registration_closes_in)))
    return " · ".join(parts) or translate("EventClock", "the last level goes on")

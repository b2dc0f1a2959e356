"""The players' habits a simulated table runs on, and the length of a run.

The defaults describe a busy cash game: a full ring of nine, about 30 hands an hour with a
dealer, players staying a few hours, stepping away now and then for a short break, a waiting
list that fills a free seat within minutes. Every rate is a mean; the simulator draws each
player's arrivals, breaks, returns, seat changes and departures from them at random.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from floorapp.rules import MAX_SEATS, MIN_SEATS

SESSION_HOURS = 8
"""A run is cut into sessions of this many hours (a shift); each starts with the table full
and settled, and is simulated on its own from its own seed, so a run gives the same figures
however many processes share the sessions."""


@dataclass(frozen=True)
class Habits:
    """How the players of a simulated game come and go (rates are means)."""

    seats: int = 9
    """Seats at the table."""
    hands_per_hour: int = 30
    """Hands dealt an hour (a live full-ring game with a dealer)."""
    stay_hours: float = 3.0
    """How long a player stays at the table before he leaves for good."""
    breaks_per_hour: float = 0.75
    """How often a player steps away from the table (a cigarette, a call, a meal)."""
    break_minutes: float = 10.0
    """How long a break lasts."""
    never_back_share: float = 0.1
    """Share of breaks that end with the player picking up his chips instead of coming back."""
    refill_minutes: float = 4.0
    """How soon the waiting list fills a free seat."""
    seat_changes_per_hour: float = 0.1
    """How often a player asks to move to a free seat."""
    newcomer_posts: float = 0.5
    """Share of new players who post to be dealt in at once (the rest wait for the big blind,
    a few let the blinds pass and post behind the button)."""
    returner_posts: float = 0.6
    """Share of returning players who post what they owe at once (the rest wait likewise)."""
    behind_share: float = 0.1
    """Share of new and returning players who let the blinds pass and post behind the button."""
    mover_posts: float = 0.3
    """Share of players changing seats who post to play at once rather than wait."""

    def problems(self) -> list[str]:
        """Why these habits cannot be simulated, in plain words (empty when they can)."""
        found = []
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            found.append(f"a table has from {MIN_SEATS} to {MAX_SEATS} seats")
        if not 1 <= self.hands_per_hour <= 200:
            found.append("hands per hour must be from 1 to 200")
        for name in ("stay_hours", "break_minutes", "refill_minutes"):
            if getattr(self, name) <= 0:
                found.append(f"{name.replace('_', ' ')} must be more than 0")
        for name in ("breaks_per_hour", "seat_changes_per_hour"):
            if getattr(self, name) < 0:
                found.append(f"{name.replace('_', ' ')} cannot be negative")
        for name in ("never_back_share", "newcomer_posts", "returner_posts", "behind_share",
                     "mover_posts"):
            if not 0 <= getattr(self, name) <= 1:
                found.append(f"{name.replace('_', ' ')} is a share from 0 to 1")
        if max(self.newcomer_posts, self.returner_posts) + self.behind_share > 1:
            found.append("the shares who post at once and who post behind add up to more than 1")
        return found

    @property
    def hands_per_session(self) -> int:
        """Hands dealt in one session of :data:`SESSION_HOURS` hours."""
        return SESSION_HOURS * self.hands_per_hour


HABIT_HELP = {
    "seats": "seats at the table",
    "hands_per_hour": "hands dealt an hour",
    "stay_hours": "hours a player stays before leaving for good",
    "breaks_per_hour": "times a player steps away, per hour",
    "break_minutes": "minutes a break lasts",
    "never_back_share": "share of breaks that end with the player leaving",
    "refill_minutes": "minutes before the waiting list fills a free seat",
    "seat_changes_per_hour": "seat changes a player asks for, per hour",
    "newcomer_posts": "share of new players who post to play at once",
    "returner_posts": "share of returning players who post at once",
    "behind_share": "share of new and returning players who post behind the button",
    "mover_posts": "share of players changing seats who post to play at once",
}
"""Each habit in a few words (the command line's help)."""


STILL_HABITS = Habits(
    stay_hours=1e9, breaks_per_hour=0.0, never_back_share=0.0, seat_changes_per_hour=0.0
)
"""Nobody comes, goes or moves: the control where every rule set must be exactly fair."""


def habit_names() -> tuple[str, ...]:
    """The names of the habits, in the order they are shown."""
    return tuple(field.name for field in fields(Habits))

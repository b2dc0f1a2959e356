"""The advisor's figures in words: each row of the comparison, each counted figure, the charts'
words and a classic choice's name (context ``Advisor``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floorapp.advisor.charts import ChartWords
from floorapp.advisor.report import COUNTS, Row, percent_note
from floorapp.rules import HouseRules
from floorapp.ui import wording

translate = QCoreApplication.translate


def count_label(key: str) -> str:
    """A counted figure, in words."""
    labels = {
        "last_twice": translate("Advisor", "Last action twice running"),
        "first_twice": translate("Advisor", "First action twice running"),
        "dead_buttons": translate("Advisor", "Dead buttons"),
        "discounted_rounds": translate("Advisor", "Rounds played at a discount"),
        "missed": translate("Advisor", "Missed-blind buttons placed"),
        "made_up": translate("Advisor", "Missed blinds made up"),
        "forgiven": translate("Advisor", "Missed blinds cleared without a make-up"),
        "move_posts": translate("Advisor", "Seat changes that cost a post"),
    }
    return labels[key]


def row_label(row: Row) -> str:
    """The words of one row of the comparison (the core gives its key)."""
    for key, _ in COUNTS:
        if row.key == f"{key}_per_100":
            return translate("Advisor", "{figure}, per 100 hands").format(figure=count_label(key))
        if row.key == f"{key}_per_hour":
            return translate("Advisor", "{figure}, per player-hour").format(
                figure=count_label(key))
    if row.key.startswith("example_"):
        return translate("Advisor", "First hand showing it: {figure}").format(
            figure=count_label(row.key[len("example_"):]))
    if row.key.startswith("seat_"):
        return translate("Advisor", "Seat {seat}: blinds paid, % of its fair share").format(
            seat=row.key[5:])
    labels = {
        "hands": translate("Advisor", "Hands dealt"),
        "not_dealt": translate("Advisor", "Hands not dealt: fewer than two players"),
        "player_hours": translate("Advisor", "Player-hours dealt in"),
        "discounted_share": translate("Advisor", "Rounds played at a discount, % of whole rounds"),
        "position_paid": translate(
            "Advisor", "Blinds posted in position, % of the house's blinds"),
        "discount_per_100": translate(
            "Advisor", "Blinds skipped in discounted rounds, big blinds per 100 hands"),
        "dead_money_per_100": translate(
            "Advisor", "Dead money made up into pots, big blinds per 100 hands"),
        "new_wait_median": translate(
            "Advisor", "Hands a new player sits out before a first hand, median"),
        "new_wait_p90": translate(
            "Advisor", "Hands a new player sits out before a first hand, 90th percentile"),
        "back_wait_median": translate(
            "Advisor", "Hands a returning player sits out before being dealt in, median"),
        "back_wait_p90": translate(
            "Advisor",
            "Hands a returning player sits out before being dealt in, 90th percentile"),
        "move_posts_share": translate(
            "Advisor", "Seat changes that cost a post, % of seat changes"),
        "paid_per_hour": translate("Advisor", "Blinds and posts paid, big blinds per player-hour"),
        "fair_per_hour": translate(
            "Advisor", "Fair share of the blinds, big blinds per player-hour"),
        "over_fair": translate("Advisor", "Paid above the fair share, %"),
        "seat_gap": translate("Advisor", "Largest gap of a seat from its fair share, %"),
    }
    return labels[row.key]


def percent_notes() -> dict[str, str]:
    """What the comparison's percentages are percentages of, by note
    (:data:`floorapp.advisor.report.PERCENT_NOTES`), in words."""
    return {
        "house_blinds": translate(
            "Advisor", "% of the house's blinds: blinds posted in their places (not make-ups or "
            "posts) against the house's blinds of every hand dealt; the moving button's extra "
            "blinds lift it above 100 %, dead small blinds keep it below."),
        "fair_share": translate(
            "Advisor", "% of the fair share: each hand's blinds split evenly among the players "
            "dealt in; make-ups, posts and extra blinds lift a seat above 100 %."),
    }


def row_note(row: Row) -> str:
    """What the row's percentage is a percentage of, in words ("" for a row that is none)."""
    note = percent_note(row.key)
    return percent_notes()[note] if note else ""


def chart_words() -> ChartWords:
    """Every word of the charts, translated."""
    return ChartWords(
        seat_cost_title=translate("Advisor", "Blind cost per seat"),
        seat_axis=translate("Advisor", "Seat"),
        fair_axis=translate("Advisor", "Blinds paid, % of the fair share"),
        fair_line=translate("Advisor", "Fair share"),
        waits_title=translate("Advisor", "Waits before a first hand"),
        waits_axis=translate("Advisor", "Hands sat out before being dealt in"),
        share_axis=translate("Advisor", "Players dealt in by then, %"),
        new_players=translate("Advisor", "new"),
        returning_players=translate("Advisor", "returning"),
        last_action_title=translate("Advisor", "Last action twice and other costs"),
        per_100_axis=translate("Advisor", "Per 100 hands"),
        last_twice=translate("Advisor", "Last action twice"),
        first_twice=translate("Advisor", "First action twice"),
        discounted=translate("Advisor", "Discounted rounds"),
        dead_buttons=translate("Advisor", "Dead buttons"),
    )


def rule_set_name(house: HouseRules) -> str:
    """A classic choice named by its button and make-up: "Dead button · make-up: all"."""
    return translate("Advisor", "{button} · make-up: {makeup}").format(
        button=wording.button_rule_label(house.button), makeup=wording.makeup_label(house.makeup))

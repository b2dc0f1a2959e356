"""Numbers in the screen's language: chip amounts, counts with plural forms, live and dead amounts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale


def amount(value: int) -> str:
    """A chip amount (a blind, a post, what a player owes) as the screen's language writes
    it: "12,000" in English, "12 000" in French, Russian and Polish. The language chosen makes
    its locale the default (:func:`floorapp.ui.language.switch_language`)."""
    return QLocale().toString(value)


def plural(text: str, count: int) -> str:
    """A counted text from Qt's ``translate(..., n)``. Each language's plural forms come with
    its translation; untranslated English keeps the source's "(s)", settled here."""
    return text.replace("(s)", "" if count == 1 else "s")


def live_amount(value: int) -> str:
    """ "2 live": chips that play as the player's bet. A plural message (``%Ln``, the amount
    written by the locale) because the number decides the word's form: French "1 vif, 2 vifs",
    Russian "1 живой, 2 живых", Polish "1 żywy, 2 żywe, 5 żywych"."""
    return QCoreApplication.translate("Amounts", "%Ln live", "", value)


def dead_amount(value: int) -> str:
    """ "1 dead": chips that go to the middle of the pot; plural like :func:`live_amount`."""
    return QCoreApplication.translate("Amounts", "%Ln dead", "", value)


def amounts_phrase(live: int, dead: int) -> str:
    """ "(2 live, 1 dead)", "(live)" or "(dead)"."""
    if live and dead:
        return QCoreApplication.translate("Amounts", "({live}, {dead})").format(
            live=live_amount(live), dead=dead_amount(dead))
    if dead:
        return QCoreApplication.translate("Amounts", "(dead)")
    return QCoreApplication.translate("Amounts", "(live)")


def hands_phrase(count: int) -> str:
    """ "one hand", "3 hands"."""
    hands = abs(count)
    if hands == 1:
        return QCoreApplication.translate("Move", "one hand")
    return plural(QCoreApplication.translate("Move", "%n hand(s)", "", hands), hands)

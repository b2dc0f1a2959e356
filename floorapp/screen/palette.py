"""The screen's colours: one object per palette, dark by default (card rooms are dim).

Colour is never the only signal on the table: every marker also carries a word or a shape.
Colours are "#rrggbb" strings so this module needs no Qt; the painter turns them into QColor.
Every word the painter writes stands out from what it is written on by at least WCAG AA's
4.5:1 (:data:`TEXT_ON`, :func:`contrast`), in both palettes.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorapp.storage.settings import PaletteName


@dataclass(frozen=True)
class Colours:
    """Every colour the table painter and the panels use."""

    name: PaletteName
    background: str
    rail: str
    rail_edge: str
    felt: str
    felt_line: str
    felt_text: str
    plate: str
    plate_text: str
    plate_border: str
    plate_dim: str
    """Plate of a seat not dealt in (away, waiting, busted)."""
    empty_border: str
    empty_text: str
    away: str
    waiting: str
    busted: str
    locked: str
    focus: str
    target: str
    first: str
    first_text: str
    button: str
    button_text: str
    small_blind: str
    small_blind_text: str
    big_blind: str
    big_blind_text: str
    third_blind: str
    post: str
    post_text: str
    straddle: str
    missed: str
    missed_text: str
    lockup: str
    lockup_text: str
    panel_text: str
    panel_muted: str


DARK = Colours(
    name=PaletteName.DARK,
    background="#121417",
    rail="#4a3426",
    rail_edge="#2a1d15",
    felt="#1d5a3c",
    felt_line="#2f7a54",
    felt_text="#a8d8bd",
    plate="#262b32",
    plate_text="#f4f4f4",
    plate_border="#9aa4ae",
    plate_dim="#1b1f24",
    empty_border="#6b7580",
    empty_text="#a7b0b9",
    away="#ffb74d",
    waiting="#4fc3f7",
    busted="#ff6e6e",
    locked="#ffca28",
    focus="#ffee58",
    target="#69f0ae",
    first="#ce93d8",
    first_text="#111111",
    button="#f7f7f2",
    button_text="#111111",
    small_blind="#1e6fd9",
    small_blind_text="#ffffff",
    big_blind="#f9d423",
    big_blind_text="#111111",
    third_blind="#fb8c00",
    post="#23803f",
    post_text="#ffffff",
    straddle="#9c4dcc",
    missed="#d32f2f",
    missed_text="#ffffff",
    lockup="#ffb300",
    lockup_text="#111111",
    panel_text="#e8e8e8",
    panel_muted="#a0a8b0",
)

LIGHT = Colours(
    name=PaletteName.LIGHT,
    background="#eceff1",
    rail="#8d6e63",
    rail_edge="#5d4037",
    felt="#2a774b",
    felt_line="#5fae7f",
    felt_text="#e8f5e9",
    plate="#ffffff",
    plate_text="#111111",
    plate_border="#37474f",
    plate_dim="#dfe3e6",
    empty_border="#78909c",
    empty_text="#455a64",
    away="#8f4a00",
    waiting="#01579b",
    busted="#b71c1c",
    locked="#7a6000",
    focus="#d500f9",
    target="#00a152",
    first="#6a1b9a",
    first_text="#ffffff",
    button="#ffffff",
    button_text="#111111",
    small_blind="#1565c0",
    small_blind_text="#ffffff",
    big_blind="#fbc02d",
    big_blind_text="#111111",
    third_blind="#ef6c00",
    post="#1b7a3a",
    post_text="#ffffff",
    straddle="#7b1fa2",
    missed="#c62828",
    missed_text="#ffffff",
    lockup="#ffb300",
    lockup_text="#111111",
    panel_text="#111111",
    panel_muted="#455a64",
)

PALETTES = {PaletteName.DARK: DARK, PaletteName.LIGHT: LIGHT}

TEXT_ON: tuple[tuple[str, str], ...] = (
    ("plate_text", "plate"), ("plate_text", "plate_dim"),  # a player's number and name
    ("away", "plate_dim"), ("waiting", "plate_dim"), ("busted", "plate_dim"),  # status words
    ("empty_text", "background"), ("locked", "background"),  # a plate without a fill
    ("lockup_text", "lockup"),  # a seat whose call timer ran out, the lock-up puck
    ("felt_text", "felt"),  # the hand number, DEALER
    ("first_text", "first"),
    ("button_text", "button"), ("small_blind_text", "small_blind"),
    ("big_blind_text", "big_blind"), ("big_blind_text", "third_blind"),
    ("post_text", "post"), ("post_text", "straddle"), ("missed_text", "missed"),
    ("panel_text", "background"), ("panel_muted", "background"),
)
"""(text colour, the colour it is written on) of every word the table's painter writes."""

AA_TEXT = 4.5
"""WCAG 2 level AA: the least contrast for text."""


def luminance(colour: str) -> float:
    """The relative luminance of "#rrggbb" (WCAG 2)."""
    channels = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first: str, second: str) -> float:
    """The contrast ratio of two colours (WCAG 2), from 1 to 21."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def colours(name: PaletteName | str) -> Colours:
    """The palette called ``name`` (dark for anything unknown)."""
    try:
        return PALETTES[PaletteName(name)]
    except ValueError:
        return DARK

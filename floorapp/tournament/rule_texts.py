"""What each tournament rule says, in plain English: the catalogue of the ``T-`` rules for the
read-out, the training and the rulebook, as :data:`floorapp.rules.RULE_TEXTS` is for the cash
rules (a title, one plain sentence under 160 characters, one to three sentences of text).

English source strings kept as data, like the cash catalogue; the screen will translate them
under the same contexts when it shows events.
"""

from __future__ import annotations

from floorapp.rules import RuleText, rule_texts

from .rule_ids import TRule

TOURNAMENT_RULE_TEXTS: dict[TRule, RuleText] = {
    TRule.T_01: RuleText(
        "The dead button, always",
        "The big blind moves to the next player after last hand's big blind; the small blind "
        "and the button follow, dead where nobody sits.",
        "Every deal of an event uses the dead button. The big blind goes to the first player "
        "after last hand's big-blind seat, the small blind lies on that seat and the button on "
        "last hand's small-blind seat, even when those seats are open now.",
    ),
    TRule.T_02: RuleText(
        "Eliminations and the next deal",
        "A player eliminated in the blinds or on the button leaves his position dead for the "
        "next deal.",
        "When the small blind is eliminated the button lies dead on his seat; when the big blind "
        "is, the small blind is dead on his seat and the button dead there the hand after. "
        "Nobody posts for an open seat.",
    ),
    TRule.T_03: RuleText(
        "Heads-up",
        "Heads-up the button posts the small blind and acts first; the big blind goes to the "
        "player who did not have it.",
        "With two players dealt in, the button posts the small blind and acts first before the "
        "flop. On the hand that starts heads-up the big blind goes to the player who did not "
        "have it last hand, even if the button stays put.",
    ),
    TRule.T_04: RuleText(
        "Antes",
        "The ante is posted dead: by every seat dealt in, or in full by the big blind with a "
        "big-blind ante.",
        "The level names the ante: none, one from every seat dealt in (absent players' too), "
        "or a big-blind ante the seat posting the big blind puts in. The blind comes first, "
        "then the ante, and antes are not reduced as the field shrinks.",
    ),
    TRule.T_05: RuleText(
        "A new level from the next hand",
        "A new level applies at each table from its next hand.",
        "When the clock starts a level, a hand already dealt is played at the old level. Each "
        "table posts the new blinds and antes from its next deal.",
    ),
    TRule.T_06: RuleText(
        "The first button",
        "The first button is where the high card fell; every seated player is dealt in on the "
        "first hand.",
        "At the start, at a new table and after a redraw, a high-card draw places the button "
        "and the next two players post the blinds. Everyone seated, present or not, is dealt "
        "in on that hand.",
    ),
    TRule.T_07: RuleText(
        "Absent players are blinded off",
        "An absent player is dealt in and his blinds and antes are posted for him.",
        "Nobody sits out in a tournament: an absent player's seat is dealt in and posts its "
        "blinds and antes. There are no missed-blind buttons, no make-ups and nobody waits for "
        "the big blind.",
    ),
    TRule.T_08: RuleText(
        "At the seat by the end of the deal",
        "An absent player's hand is killed unless he is at his seat when the last card of the "
        "deal is dealt.",
        "A player must be within reach of his chair when every player has his full hand. "
        "Otherwise the dealer kills his hand, and his blinds and antes stay in the pot.",
    ),
    TRule.T_09: RuleText(
        "A player on penalty",
        "A player on penalty is dealt in and blinded off like an absent player until his "
        "hands are served.",
        "The floor gives the penalty as a number of hands dealt to him, at whatever table he "
        "sits. His blinds and antes are posted and his hand is killed; after the last one he "
        "plays again by himself, unless the floor ends the penalty sooner.",
    ),
    TRule.T_10: RuleText(
        "Joiners and the gap",
        "A player who joins the table plays at once, except in the seats between the button "
        "and the small blind.",
        "A late registrant, a re-entry, an alternate or a player moved or from a broken table "
        "gets any seat and never posts to enter. He is dealt in from the next deal, unless his "
        "seat lies strictly between its button and its small blind: then he waits a hand.",
    ),
    TRule.T_11: RuleText(
        "A joiner on a dead position",
        "A joiner on the seat of a dead small blind posts it; on a dead button's seat he takes "
        "the button.",
        "Any seat, the blinds and the button included, is a joiner's to play. Where the next "
        "deal would put a dead small blind or a dead button, the joiner there plays the "
        "position and it is no longer dead.",
    ),
    TRule.T_12: RuleText(
        "Re-entries",
        "A re-entry is a new entry: his old seat opens and he draws a new one.",
        "A player who re-enters leaves his old seat open and draws a seat like any newcomer; he "
        "plays there as a joiner. A rebuy keeps the player in his seat.",
    ),
    TRule.T_13: RuleText(
        "A player in the wrong seat",
        "A player found out of his assigned seat is moved to it; the hands he played there "
        "stand.",
        "The floor moves him to the seat he drew, at his table or another, and he joins it as "
        "any player arriving between hands. His old seat is left open for the next deal, and "
        "nothing already dealt is decided again.",
    ),
    TRule.T_14: RuleText(
        "Tables within the house's limits",
        "The fullest and the shortest table stay within the spread the house sets; past it a "
        "player moves.",
        "The house sets how far apart the tables may be, tighter as tables close: by default "
        "two players while more than six tables play, then one. A bust that breaks the limit "
        "makes the floor move a player, after a break if one is due.",
    ),
    TRule.T_15: RuleText(
        "A short table halts",
        "A table three short of the fullest stops dealing when its big blind would pass an "
        "open seat.",
        "A table that many players short waits for a player as soon as its next big blind "
        "would skip an open seat. The floor may waive the halt and deal.",
    ),
    TRule.T_16: RuleText(
        "The giving table",
        "The player comes from the fullest table first in the breaking order.",
        "Which table gives a player is fixed in advance: among the tables with the most "
        "players, the one that comes first in the breaking order.",
    ),
    TRule.T_17: RuleText(
        "The player due the big blind moves",
        "The player who would post the big blind next at the giving table is the one who "
        "moves.",
        "At the giving table the next deal's big blind is worked out from its last hand, and "
        "that player moves. Nobody at that table skips a big blind by it.",
    ),
    TRule.T_18: RuleText(
        "The worst position",
        "The moved player takes the open seat the big blind reaches soonest, never the small "
        "blind.",
        "Best of all is a seat where he posts the big blind on the next deal. When last hand's "
        "big blind left the table, he may take that seat and post a single big blind there "
        "with no small blind that hand.",
    ),
    TRule.T_20: RuleText(
        "Breaking tables in order",
        "Tables close in the order fixed before play, once their players fit the other "
        "tables' open seats.",
        "The breaking order is fixed in advance. The next table in it breaks after its current "
        "hand as soon as its players fit the open seats of the other tables; breaking comes "
        "before balancing.",
    ),
    TRule.T_21: RuleText(
        "The seat draw",
        "The broken table's players draw their new seats at random; the draw is recorded.",
        "Balance decides how many players each table takes; the seats there and who gets "
        "which are drawn at random. The draw's seed is kept, so the same slips come out again.",
    ),
    TRule.T_22: RuleText(
        "Players from a broken table are joiners",
        "A player from a broken table plays his new seat at once, except between the button "
        "and the small blind.",
        "Nothing carries over from the broken table: in his new seat he is a joiner, dealt in "
        "from the next deal outside its gap, the blinds and the button included. An absent "
        "player is seated and blinded all the same.",
    ),
    TRule.T_23: RuleText(
        "The final table",
        "When the players left fit one table, every seat and the button are drawn again.",
        "The final table forms when the players left fit one table. Seats are drawn at random, "
        "the button by high card, and everybody is dealt in on its first hand.",
    ),
    TRule.T_24: RuleText(
        "Hand-for-hand",
        "Hand-for-hand, every table deals one hand and waits until all have finished it.",
        "Near the money every table plays one hand and waits for the others. Players "
        "eliminated in the same hand-for-hand hand are placed together when all tables have "
        "finished it.",
    ),
    TRule.T_25: RuleText(
        "Finishing places",
        "Players eliminated together share their places, unless their start-of-hand stacks "
        "are entered: the larger finishes higher.",
        "Places follow the order of elimination. Players eliminated in one hand at one table, "
        "or in one hand-for-hand hand anywhere, finish together; with every start-of-hand "
        "stack entered the larger stack finishes higher and equal stacks share.",
    ),
    TRule.T_26: RuleText(
        "Positions put right, misdeals",
        "The floor puts a wrong button or blind right; a misdealt hand is dealt again with "
        "the same button and blinds.",
        "When the button or a blind was in the wrong place, the floor names where last hand's "
        "positions should have been and the next deal follows from there. A misdeal is dealt "
        "again as the same hand: nothing moves.",
    ),
    TRule.T_28: RuleText(
        "The clock",
        "The clock runs the house's levels and breaks; the floor starts, pauses, resumes or "
        "sets it.",
        "Time moves the clock from stage to stage by itself; each table deals at the level "
        "the clock shows when it deals, and no table deals during a break. The screen shows "
        "the level, the time left, the next level and the next break.",
    ),
}
"""Every tournament rule id -> what it says (a test checks that every :class:`TRule` has one)."""


def tournament_rule_text(rule: str) -> RuleText | None:
    """What the tournament rule with id ``rule`` (``"T-18"``) says; None for another text."""
    try:
        return TOURNAMENT_RULE_TEXTS[TRule(rule)]
    except ValueError:
        return None


def known_rule_text(rule: str) -> RuleText | None:
    """What any rule id the program cites says: a cash rule or decision of the rules core's
    catalogue, or a tournament ``T-`` rule of this one; None for an id neither knows."""
    return rule_texts(rule) or tournament_rule_text(rule)

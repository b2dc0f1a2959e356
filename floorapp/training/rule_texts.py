"""The words of training mode in plain English, as data: rules, mistakes and lesson topics.

Every rule id the program cites - the ``R-`` ids of docs/RULES.md and the project's ``F-``
decisions of docs/DECISIONS.md - has a short title and a text of one to three sentences in
:data:`RULE_TEXTS`. :data:`MISTAKE_TEXTS` words each mistake code of
:mod:`floorapp.training.grading`, :data:`TOPIC_TITLES` each lesson topic.

These are the English source strings. The screen wraps each one in a Qt translation call with
an explicit context (:data:`RULE_CONTEXT`, :data:`MISTAKE_CONTEXT`, :data:`TOPIC_CONTEXT`), so a
translator finds them all in one place; nothing here imports Qt. Mistake texts have named
fields in braces (``{seat}``, ``{expected}``, ``{given}``) for the screen to fill in.
"""

from __future__ import annotations

from .grading import Amounts, Item, Mistake, MistakeCode, Value

RULE_CONTEXT = "rules"
MISTAKE_CONTEXT = "mistakes"
TOPIC_CONTEXT = "topics"

RULE_TEXTS: dict[str, tuple[str, str]] = {
    # --- order of work ------------------------------------------------------------------
    "R-01": (
        "Who can be dealt in",
        "Before placing the big blind, find the button and small-blind seats, then the zone "
        "between them. Only active players and entrants outside the zone can be dealt in; "
        "with exactly two of them the hand is heads-up, with fewer there is no hand.",
    ),
    # --- dead button ----------------------------------------------------------------------
    "R-10": (
        "Dead button rule",
        "The big blind moves exactly one player every hand, and the other positions follow "
        "it. The button may end up on an empty seat or an absent player: a dead button.",
    ),
    "R-11": (
        "The big blind moves one player",
        "The big blind goes to the next player after last hand's big blind who can take it. "
        "Away players and players waiting for the button to pass are skipped.",
    ),
    "R-12": (
        "The small blind takes last hand's big-blind seat",
        "The small blind goes on the seat where the big blind was last hand. Only the player who "
        "paid that big blind posts it; if that player is gone or away, the small blind is dead.",
    ),
    "R-13": (
        "The button takes last hand's small-blind seat",
        "The button goes on the seat where the small blind was last hand, even if that seat "
        "is empty or its player is away. Then the button is dead and the player to its right "
        "has last action again.",
    ),
    "R-14": (
        "Missed blinds under the dead button",
        "An away player skipped by the big blind owes both blinds. An away player on the "
        "small-blind seat owes the small blind. On the button seat nothing is missed.",
    ),
    "R-15": (
        "Three blinds move the same way",
        "With three blinds the largest moves to the next player who can take it, and each "
        "smaller blind and the button take the seat of the next larger position last hand.",
    ),
    # --- simplified -----------------------------------------------------------------------
    "R-20": (
        "Simplified button rule",
        "The button always moves forward to the next active player and the blinds follow it, "
        "as online. Nobody posts twice in a round.",
    ),
    "R-21": (
        "The button goes to the next active player",
        "The button moves to the first active player after last hand's button, passing empty "
        "seats and absent players.",
    ),
    "R-22": (
        "The blinds follow the button",
        "The small blind goes to the first active player after the button, the big blind to "
        "the next player after it who can take it. Active players passed over owe nothing.",
    ),
    "R-23": (
        "Missed blinds under the simplified button",
        "An away player passed by the small blind owes the small blind; one passed by the big "
        "blind owes the big blind. Passed by both, a player owes both.",
    ),
    # --- missed blinds -------------------------------------------------------------------
    "R-30": (
        "Missed blinds",
        "A player who misses blinds while away gets a missed-blind button. It stays on the table "
        "until the player makes up what is owed or the big blind arrives.",
    ),
    "R-31": (
        "Nobody comes in inside the zone",
        "Nobody enters the game on the button seat or between the button and the small blind. A "
        "player there waits until the button has passed that seat.",
    ),
    "R-32": (
        "Making up missed blinds",
        "A returning player outside the zone who chooses to post makes up what is owed and plays "
        "at once: a missed big blind is posted live, a missed small blind dead. With the big-only "
        "house rule, one live big blind settles both.",
    ),
    "R-33": (
        "Waiting for the big blind",
        "A returning or new player may wait for the big blind instead. When it arrives, the player "
        "posts only the big blind and the missed-blind button goes.",
    ),
    "R-34": (
        "Coming in behind the button",
        "A player may let the blinds and the button pass the seat, then post what is owed in the "
        "seat just after the button. Meanwhile the big blind skips that seat.",
    ),
    "R-35": (
        "Missed blinds forgiven",
        "An away player does not post the big blind when it arrives, and keeps or gets a "
        "missed-blind button. If fewer than two present players owe nothing, every missed blind is "
        "forgiven so that the game can go on.",
    ),
    "R-36": (
        "Dealt in without posting",
        "A player dealt in without posting what is owed has a dead hand before acting; after "
        "acting, the hand stands and the post is due on the next deal.",
    ),
    # --- moving button --------------------------------------------------------------------
    "R-40": (
        "No dead button (Caro & Cooke)",
        "The button always moves to a player who is dealt in and the blinds follow it; "
        "special steps apply when a departure would let someone skip a blind. An away player "
        "passed by the big blind owes both blinds, never the big blind alone.",
    ),
    "R-41": (
        "The player due the big blind leaves",
        "The button moves as usual; the next player after the leaver posts the big blind and the "
        "player before the leaver the small blind.",
    ),
    "R-42": (
        "The player due the small blind leaves",
        "The button moves as usual, the small blind is dead on the leaver's seat and the big "
        "blind goes to the next player. Next hand the button moves through the empty seat to "
        "that hand's big blind, who posts a small blind on the button.",
    ),
    "R-43": (
        "The player due the button leaves",
        "The button moves through the leaver's seat to last hand's big blind, who posts a "
        "small blind on it, and the next two players each post a big blind. Next hand the "
        "button goes to the first of them, who posts a small blind, and so does the second.",
    ),
    "R-44": (
        "Cases the procedures do not settle",
        "Decide by two principles, in this order: the button never lies on an empty seat or "
        "a player who is not dealt in; each present player meets one big and one small blind "
        "per round.",
    ),
    # --- heads-up --------------------------------------------------------------------------
    "R-50": (
        "Heads-up play",
        "With two players the positions follow special rules, also on the hands where "
        "heads-up play starts or ends.",
    ),
    "R-51": (
        "Heads-up: the button posts the small blind",
        "With two players the button posts the small blind and acts first before the flop.",
    ),
    "R-52": (
        "Heads-up: nobody has the big blind twice",
        "The big blind goes to the player after last hand's big blind; the other player takes "
        "the button and the small blind.",
    ),
    "R-53": (
        "From heads-up back to more players",
        "The positions go on from the heads-up hand by the table's button rule. A player who sits "
        "down during heads-up play comes in once outside the next hand's zone.",
    ),
    # --- new players ------------------------------------------------------------------------
    "R-60": (
        "New players and new games",
        "A new player joins by posting or waiting for the big blind; at a new game the draw "
        "places the first button.",
    ),
    "R-61": (
        "A new player posts or waits",
        "A new player outside the zone either posts a big blind (twice the big blind at lowball), "
        "live, and plays at once, or waits for the big blind. On the big-blind seat the new player "
        "just posts the big blind.",
    ),
    "R-62": (
        "Bust and rebuy",
        "A player who busts counts as away. A rebuy does not make a new player: the blinds missed "
        "meanwhile are owed.",
    ),
    "R-63": (
        "A new game",
        "The button goes where the draw put it and the next two players post the blinds; nobody "
        "else posts. A player who sits down before any blind has passed that seat plays without "
        "posting.",
    ),
    "R-64": (
        "Free hand in a short game",
        "With the house's short-game limit set, a new player outside the zone plays the first hand "
        "free while that many players or fewer were dealt in on the last hand.",
    ),
    # --- seat changes -------------------------------------------------------------------------
    "R-70": (
        "Seat changes",
        "A seat change is priced by how many more hands the big blind needs to reach the "
        "player, counting players, not seats.",
    ),
    "R-71": (
        "Seat change: same relative position",
        "Moving toward the blinds, or no further from them, the player plays at once and free. "
        "Moving further away, the player waits as many hands as the move gained, or posts a big "
        "blind to play at once.",
    ),
    "R-72": (
        "Seat change: past two players",
        "Under this house rule a player may move past up to two players for free. Further than "
        "that, the player posts a big blind or waits for the big blind.",
    ),
    "R-73": (
        "No move off the button",
        "Nobody may move off the button seat on the button hand; the move comes after it.",
    ),
    "R-74": (
        "Moving into a blind or the button seat",
        "Moving into the seat due the big blind, the player plays at once in the big blind. Moving "
        "into the seat due the small blind or the button, the player waits until the button has "
        "passed, then plays, posting behind the button after a move further from the blinds.",
    ),
    "R-75": (
        "Dealing off the button",
        "A player who had the button last hand and moves is never charged a post. Without playing "
        "at once, the player waits until the blinds have passed the new seat and comes in behind "
        "the button for free.",
    ),
    "R-76": (
        "Debts move with the player",
        "Missed blinds follow a player to the new seat, where they are made up as usual.",
    ),
    # --- straddles ---------------------------------------------------------------------------
    "R-90": (
        "Straddles",
        "A live straddle is posted under the gun, twice the big blind; the straddler acts last "
        "before the flop and the action starts to the straddler's left. A sleeper straddle from "
        "another seat is not live.",
    ),
    # --- the project's decisions ---------------------------------------------------------------
    "F-01": (
        "New player away before the first hand",
        "The missed-blind button stays as a record, but coming back the player owes only the entry "
        "post: no round was played yet.",
    ),
    "F-02": (
        "An away player cannot change seats",
        "Seats change once the player is back, so that the player's place in the blind order is "
        "known.",
    ),
    "F-03": (
        "New player moves before the first hand",
        "Still a new player; the choice given with the move replaces the first one.",
    ),
    "F-04": (
        "Move from an empty seat",
        "A move from an empty seat is refused as 'seat empty', before the target seat is "
        "looked at.",
    ),
    "F-05": (
        "Dealing off into the small-blind seat",
        "The player waits until the button has passed, then plays free.",
    ),
    "F-06": (
        "Who can bust",
        "Only a player dealt in can bust; a busted or away player cannot bust again.",
    ),
    "F-07": (
        "A player leaves before a redeal",
        "The redeal repeats the positions and posts; whoever has gone is not dealt in.",
    ),
    "F-08": (
        "No newcomer in a redeal",
        "A player who sits down between a misdeal and the redeal waits for the next hand.",
    ),
    "F-09": (
        "No correction before the first hand",
        "Before the first hand of a game there are no positions to put right.",
    ),
    "F-10": (
        "A present player with a missed-blind button",
        "That player has come back and chosen to post.",
    ),
    "F-11": (
        "A player due behind the button near heads-up",
        "That player counts as one who can be dealt this hand: coming in behind the button, or "
        "posting the big blind if it arrives first.",
    ),
    "F-12": (
        "Heads-up: the button falls to a newcomer",
        "The new player posts the small blind on the button and plays, with no entry post on top.",
    ),
    "F-13": (
        "A player comes back owing nothing",
        "The player plays at once. If hands were dealt during the absence, the player comes in "
        "like an entrant: outside the zone at once, inside it once the button has passed, never "
        "on the button or a small blind.",
    ),
    "F-14": (
        "What 'a big blind' means with three blinds",
        "Entry posts, seat-change posts and big-only make-ups are one largest blind, live.",
    ),
    "F-15": (
        "Three blinds with two or three players",
        "Only the smallest and the largest blind are posted. Heads-up the button posts the "
        "smallest.",
    ),
    "F-16": (
        "Three blinds with a moving or simplified button",
        "The plain rotation places every blind; the Caro & Cooke steps apply to two blinds "
        "only. Nobody enters between the button and the middle blind.",
    ),
    "F-17": (
        "The players due the button and the small blind both leave",
        "Under the moving button the button moves through both seats to the next player, who "
        "posts a small blind on it; the next two players each post a big blind, as in R-43.",
    ),
    "F-18": (
        "A departure during the dead-small-blind steps",
        "The steps go on; the big blind goes to the next present player and the absent one "
        "owes both blinds.",
    ),
    "F-19": (
        "Two players away before the big blind",
        "Each is passed like one departure: both owe both blinds and the big blind goes to "
        "the next present player.",
    ),
    "F-20": (
        "Last hand's big blind changes seats",
        "Under the dead or the moving button the old seat has a dead small blind, which the "
        "player posts, dead, in the new seat. The move itself is priced as any seat change.",
    ),
    "F-21": (
        "Early newcomer in a new game",
        "The player is in the game from the first hand, and the big blind arrives in turn.",
    ),
    "F-22": (
        "The player who drew the button leaves",
        "The first button goes to the next player clockwise from the drawn seat.",
    ),
    "F-23": (
        "Straddles allowed by the house",
        "A straddle is allowed only if the house allows it. Under the gun it is live; from "
        "another seat it is a sleeper where allowed, and void otherwise.",
    ),
    "F-24": (
        "Blind on the button",
        "Under this house rule the smallest blind is posted on the button and the other blinds "
        "follow to its left.",
    ),
    "F-25": (
        "A single blind",
        "It is the big blind; the button takes last hand's blind seat.",
    ),
    "F-26": (
        "Away during a seat-change wait",
        "The hands keep counting during the absence; once back, the player waits what is left or "
        "posts a big blind.",
    ),
    "F-28": (
        "A correction names a newcomer as big blind",
        "That player never played that big blind: the small blind on the seat is dead and the "
        "player enters as a newcomer.",
    ),
    "F-29": (
        "Moving button starting after a dead small blind",
        "It is the second hand of the dead-small-blind steps: the button moves through the "
        "empty seat and its player posts a small blind on it.",
    ),
    "F-30": (
        "House rules changed during play",
        "New blind amounts keep the positions. Another number of blinds, or a blind on the "
        "button switched on or off, starts a new game with the button where it was. Missed "
        "blinds are carried, made up at the new amounts.",
    ),
    "F-31": (
        "A seat change that costs a big blind, with missed blinds owed",
        "One live big blind pays both for playing at once and for the live part of the "
        "make-up; the dead part of the make-up is added.",
    ),
    "F-32": (
        "No game to wait for",
        "When waiting for the button (the zone, behind) would leave fewer than two players to "
        "deal, nobody waits: the hand is dealt with them.",
    ),
    "F-33": (
        "The rotation starts again",
        "With too few players of the last hand left for the button and the smaller blinds, the "
        "players coming in owing nothing join the rotation.",
    ),
}
"""Rule id -> (short title, plain text)."""

MISTAKE_TEXTS: dict[MistakeCode, str] = {
    MistakeCode.WRONG_BUTTON: "The button goes on {expected}, not on {given}.",
    MistakeCode.WRONG_DEAD_BUTTON: "The button on {seat} is {expected}, not {given}.",
    MistakeCode.WRONG_SMALL_BLIND: "The small blind goes on {expected}, not on {given}.",
    MistakeCode.WRONG_DEAD_SMALL_BLIND: "The small blind on {seat} is {expected}, not {given}.",
    MistakeCode.WRONG_BIG_BLIND: "The big blind goes on {expected}, not on {given}.",
    MistakeCode.WRONG_THIRD_BLIND: "The third blind goes on {expected}, not on {given}.",
    MistakeCode.MISSED_POST: "{seat} posts {expected}.",
    MistakeCode.EXTRA_POST: "{seat} posts nothing.",
    MistakeCode.WRONG_AMOUNT: "{seat} posts {expected}, not {given}.",
    MistakeCode.WRONG_DEALT: "{seat} is {expected}.",
    MistakeCode.WRONG_FIRST_TO_ACT: "The first to act is {expected}, not {given}.",
    MistakeCode.WRONG_MARKER: "{seat} should have {expected}, not {given}.",
}
"""Mistake code -> sentence with ``{seat}``, ``{expected}`` and ``{given}`` to fill in."""

TOPIC_TITLES: dict[str, str] = {
    "rotation": "Plain rotation and the dead button",
    "missed-blinds": "Missed blinds and making them up",
    "new-players": "New players and new games",
    "heads-up": "Heads-up",
    "simplified": "The simplified button",
    "moving": "No dead button (Caro & Cooke)",
    "seat-changes": "Seat changes and dealing off",
}
"""Lesson topic -> title, in the order of the course."""


def rule_title(rule: str) -> str:
    """The short title of a rule id (the id itself when unknown)."""
    return RULE_TEXTS.get(rule, (rule, ""))[0]


def rule_text(rule: str) -> str:
    """The plain text of a rule id ("" when unknown)."""
    return RULE_TEXTS.get(rule, ("", ""))[1]


def explain(mistake: Mistake) -> str:
    """One mistake in plain English, with the rules behind the right answer.

    The screen does the same through its translations; this English version serves logs,
    tests and the command line.
    """
    sentence = MISTAKE_TEXTS[mistake.code].format(
        seat=f"seat {mistake.seat}" if mistake.seat is not None else "",
        expected=_words(mistake.item, mistake.expected),
        given=_words(mistake.item, mistake.given),
    )
    sentence = sentence[0].upper() + sentence[1:]
    rules = "; ".join(f"{rule} {rule_title(rule)}: {rule_text(rule)}" for rule in mistake.rules)
    return f"{sentence} ({rules})" if rules else sentence


def _words(item: Item, value: Value) -> str:
    """A value of a check in plain English."""
    if item is Item.POST:
        return _amounts(value) if isinstance(value, tuple) else "nothing"
    if item is Item.DEALT:
        return "dealt in" if value else "not dealt in"
    if item in (Item.DEAD_BUTTON, Item.DEAD_SMALL_BLIND):
        return "dead" if value else "live"
    if item is Item.MARKER:
        return f"a missed-blind button '{value}'" if value is not None else "no missed-blind button"
    return f"seat {value}" if value is not None else "no seat"


def _amounts(amounts: Amounts) -> str:
    live, dead = amounts
    if dead and live:
        return f"{live} live and {dead} dead"
    return f"{dead} dead" if dead else f"{live} live"

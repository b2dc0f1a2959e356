"""What each rule says, in plain English: one catalogue for the read-out, the training and
the rulebook.

Every :class:`~floorapp.rules.RuleId` - the ``R-`` rules of docs/RULES.md, the ``F-`` decisions
of docs/DECISIONS.md and ``§8`` (what every deal shows) - has a :class:`RuleText`: a short
title, one plain sentence (the read-out's reason beside a line, under 160 characters) and a
fuller text of one to three sentences (the training screen's explanation of a mistake).

These are English source strings, kept as data: the screen translates each one with Qt under
an explicit context - titles and texts under :data:`RULE_CONTEXT`, sentences under
:data:`SENTENCE_CONTEXT` - and ``tools/translations.py update`` adds them to the ``.ts`` files
(``pyside6-lupdate`` cannot see data). Nothing here imports Qt.

Why it stays whole, past the 500 lines a module is given: it is one table of data, in the
rulebook's order, with no logic but the look-up at its end. Split (by section of the rulebook,
say), one catalogue would live in several places, and a rule left out of it, or the order of
the rulebook, would no longer be seen in one read; a rule's three texts stay together, so that
they are read, translated and changed together.
"""

from __future__ import annotations

from typing import NamedTuple

from .rule_ids import RuleId

RULE_CONTEXT = "rules"
"""The translation context of the rules' titles and texts."""
SENTENCE_CONTEXT = "Rule"
"""The translation context of the rules' short sentences."""


class RuleText(NamedTuple):
    """What one rule says: its title, its sentence and its fuller text."""

    title: str
    """A few words naming the rule: "The big blind moves one player"."""
    sentence: str
    """One plain sentence saying what the rule decides, for the read-out."""
    text: str
    """One to three sentences explaining the rule, for the training screen."""


RULE_TEXTS: dict[RuleId, RuleText] = {
    # --- order of work ---------------------------------------------------------------------------
    RuleId.R_01: RuleText(
        "Who can be dealt in",
        "First the button and the zone are set, then who can play: two make a heads-up hand, "
        "fewer make no hand.",
        "Before placing the big blind, find the button and small-blind seats, then the zone "
        "between them. Only active players and entrants outside the zone can be dealt in; with "
        "exactly two of them the hand is heads-up, with fewer there is no hand.",
    ),
    # --- dead button -----------------------------------------------------------------------------
    RuleId.R_10: RuleText(
        "Dead button rule",
        "Dead button: the big blind moves on one player every hand and the other positions follow "
        "it.",
        "The big blind moves exactly one player every hand, and the other positions follow it. "
        "The button may end up on an empty seat or an absent player: a dead button.",
    ),
    RuleId.R_11: RuleText(
        "The big blind moves one player",
        "The big blind goes to the next player after last hand's big blind who can take it.",
        "The big blind goes to the next player after last hand's big blind who can take it. Away "
        "players and players waiting for the button to pass are skipped.",
    ),
    RuleId.R_12: RuleText(
        "The small blind takes last hand's big-blind seat",
        "The small blind is on last hand's big-blind seat; if that player is gone it is dead.",
        "The small blind goes on the seat where the big blind was last hand. Only the player who "
        "paid that big blind posts it; if that player is gone or away, the small blind is dead.",
    ),
    RuleId.R_13: RuleText(
        "The button takes last hand's small-blind seat",
        "The button goes to last hand's small-blind seat, even if nobody plays there: then it is "
        "a dead button.",
        "The button goes on the seat where the small blind was last hand, even if that seat is "
        "empty or its player is away. Then the button is dead and the player to its right has "
        "last action again.",
    ),
    RuleId.R_14: RuleText(
        "Missed blinds under the dead button",
        "An away player the big blind skips owes both blinds; one on the small-blind seat owes "
        "the small blind.",
        "An away player skipped by the big blind owes both blinds. An away player on the "
        "small-blind seat owes the small blind. On the button seat nothing is missed.",
    ),
    RuleId.R_15: RuleText(
        "Three blinds move the same way",
        "With three blinds each position moves up to where the next larger one was.",
        "With three blinds the largest moves to the next player who can take it, and each smaller "
        "blind and the button take the seat of the next larger position last hand.",
    ),
    # --- simplified ------------------------------------------------------------------------------
    RuleId.R_20: RuleText(
        "Simplified button rule",
        "Simplified button: the button always moves to the next active player.",
        "The button always moves forward to the next active player and the blinds follow it, as "
        "online. Nobody posts twice in a round.",
    ),
    RuleId.R_21: RuleText(
        "The button goes to the next active player",
        "The button moves to the next active player after last hand's button.",
        "The button moves to the first active player after last hand's button, passing empty "
        "seats and absent players.",
    ),
    RuleId.R_22: RuleText(
        "The blinds follow the button",
        "The blinds follow the button to the next players; nobody posts twice.",
        "The small blind goes to the first active player after the button, the big blind to the "
        "next player after it who can take it. Active players passed over owe nothing.",
    ),
    RuleId.R_23: RuleText(
        "Missed blinds under the simplified button",
        "An away player passed by the small blind owes it; one passed by the big blind owes the "
        "big blind.",
        "An away player passed by the small blind owes the small blind; one passed by the big "
        "blind owes the big blind. Passed by both, a player owes both.",
    ),
    # --- missed blinds ---------------------------------------------------------------------------
    RuleId.R_30: RuleText(
        "Missed blinds",
        "Missed blinds are owed, and made up when the player comes back.",
        "A player who misses blinds while away gets a missed-blind button. It stays on the table "
        "until the player makes up what is owed or the big blind arrives.",
    ),
    RuleId.R_31: RuleText(
        "Nobody comes in inside the zone",
        "Nobody comes into the game between the button and the small blind: a player there waits "
        "until the button has passed.",
        "Nobody enters the game on the button seat or between the button and the small blind. A "
        "player there waits until the button has passed that seat.",
    ),
    RuleId.R_32: RuleText(
        "Making up missed blinds",
        "Posting now: up to one big blind live, the rest dead, and the player plays at once.",
        "A returning player outside the zone who chooses to post makes up what is owed and plays "
        "at once: a missed big blind is posted live, a missed small blind dead. With the big-only "
        "house rule, one live big blind settles both.",
    ),
    RuleId.R_33: RuleText(
        "Waiting for the big blind",
        "Waiting for the big blind: the player comes in when it arrives and posts only the big "
        "blind.",
        "A returning or new player may wait for the big blind instead. When it arrives, the "
        "player posts only the big blind and the missed-blind button goes.",
    ),
    RuleId.R_34: RuleText(
        "Coming in behind the button",
        "Behind the button: the player lets the blinds and the button pass, then posts what is "
        "owed.",
        "A player may let the blinds and the button pass the seat, then post what is owed in the "
        "seat just after the button. Meanwhile the big blind skips that seat.",
    ),
    RuleId.R_35: RuleText(
        "Missed blinds forgiven",
        "An away player keeps the missed-blind button; if fewer than two players owe nothing, all "
        "debts are forgiven.",
        "An away player does not post the big blind when it arrives, and keeps or gets a "
        "missed-blind button. If fewer than two present players owe nothing, every missed blind "
        "is forgiven so that the game can go on.",
    ),
    RuleId.R_36: RuleText(
        "Dealt in without posting",
        "Dealt in without posting what is owed: a dead hand before any action, else the post is "
        "due next hand.",
        "A player dealt in without posting what is owed has a dead hand before acting; after "
        "acting, the hand stands and the post is due on the next deal.",
    ),
    # --- moving button ---------------------------------------------------------------------------
    RuleId.R_40: RuleText(
        "No dead button (Caro & Cooke)",
        "Moving button: the button always goes to a player, and the blinds are adjusted when "
        "someone leaves.",
        "The button always moves to a player who is dealt in and the blinds follow it; special "
        "steps apply when a departure would let someone skip a blind. An away player passed by "
        "the big blind owes both blinds, never the big blind alone.",
    ),
    RuleId.R_41: RuleText(
        "The player due the big blind leaves",
        "The player due the big blind is gone: the player after that seat posts it, the player "
        "before it the small blind.",
        "The button moves as usual; the next player after the leaver posts the big blind and the "
        "player before the leaver the small blind.",
    ),
    RuleId.R_42: RuleText(
        "The player due the small blind leaves",
        "The player due the small blind is gone: that small blind is dead, and next hand the "
        "button posts a small blind.",
        "The button moves as usual, the small blind is dead on the leaver's seat and the big "
        "blind goes to the next player. Next hand the button moves through the empty seat to that "
        "hand's big blind, who posts a small blind on the button.",
    ),
    RuleId.R_43: RuleText(
        "The player due the button leaves",
        "The player due the button is gone: last hand's big blind takes the button with a small "
        "blind, and two big blinds follow.",
        "The button moves through the leaver's seat to last hand's big blind, who posts a small "
        "blind on it, and the next two players each post a big blind. Next hand the button goes "
        "to the first of them, who posts a small blind, and so does the second.",
    ),
    RuleId.R_44: RuleText(
        "Cases the procedures do not settle",
        "Any other departure: no dead button, and every player meets each blind once a round.",
        "Decide by two principles, in this order: the button never lies on an empty seat or a "
        "player who is not dealt in; each present player meets one big and one small blind per "
        "round.",
    ),
    RuleId.R_50: RuleText(
        "Heads-up play",
        "Heads-up play, and the change to and from it.",
        "With two players the positions follow special rules, also on the hands where heads-up "
        "play starts or ends.",
    ),
    RuleId.R_51: RuleText(
        "Heads-up: the button posts the small blind",
        "Heads-up, the button posts the small blind and acts first before the flop.",
        "With two players the button posts the small blind and acts first before the flop.",
    ),
    RuleId.R_52: RuleText(
        "Heads-up: nobody has the big blind twice",
        "Heads-up, the big blind goes to the other player, so nobody has it twice in a row.",
        "The big blind goes to the player after last hand's big blind; the other player takes the "
        "button and the small blind.",
    ),
    RuleId.R_53: RuleText(
        "From heads-up back to more players",
        "A player who sits down during heads-up play comes in once outside the zone.",
        "The positions go on from the heads-up hand by the table's button rule. A player who sits "
        "down during heads-up play comes in once outside the next hand's zone.",
    ),
    # --- new players -----------------------------------------------------------------------------
    RuleId.R_60: RuleText(
        "New players and new games",
        "New players and a new game.",
        "A new player joins by posting or waiting for the big blind; at a new game the draw "
        "places the first button.",
    ),
    RuleId.R_61: RuleText(
        "A new player posts or waits",
        "A new player outside the zone posts a big blind to play at once, or waits for the big "
        "blind.",
        "A new player outside the zone either posts a big blind (twice the big blind at lowball), "
        "live, and plays at once, or waits for the big blind. On the big-blind seat the new "
        "player just posts the big blind.",
    ),
    RuleId.R_62: RuleText(
        "Bust and rebuy",
        "A player who busts and buys in again owes the missed blinds and is not a new player.",
        "A player who busts counts as away. A rebuy does not make a new player: the blinds missed "
        "meanwhile are owed.",
    ),
    RuleId.R_63: RuleText(
        "A new game",
        "A new game: the blinds start after the button that was drawn, and nobody posts to come "
        "in.",
        "The button goes where the draw put it and the next two players post the blinds; nobody "
        "else posts. A player who sits down before any blind has passed that seat plays without "
        "posting.",
    ),
    RuleId.R_64: RuleText(
        "Free hand in a short game",
        "A short-handed game: a new player's first hand is free.",
        "With the house's short-game limit set, a new player outside the zone plays the first "
        "hand free while that many players or fewer were dealt in on the last hand.",
    ),
    RuleId.R_65: RuleText(
        "A new player the button passed before posting",
        "The button passed this new player, away, before any post: pick the player up and give "
        "the seat to the next on the list.",
        "A new player who is away when the button moves past the seat, after the big blind has "
        "passed it, never posted: the floor picks the player up and gives the seat to the next "
        "player on the list. With nobody waiting, the player keeps the missed-blind button and "
        "stays away.",
    ),
    # --- seat changes ----------------------------------------------------------------------------
    RuleId.R_70: RuleText(
        "Seat changes",
        "Seat changes.",
        "A seat change is priced by how many more hands the big blind needs to reach the player, "
        "counting players, not seats.",
    ),
    RuleId.R_71: RuleText(
        "Seat change: same relative position",
        "A seat change is free if it takes the player no further from the big blind; otherwise "
        "the player waits those hands or posts.",
        "Moving toward the blinds, or no further from them, the player plays at once and free. "
        "Moving further away, the player waits as many hands as the move gained, or posts a big "
        "blind to play at once.",
    ),
    RuleId.R_72: RuleText(
        "Seat change: past two players",
        "A seat change is free past at most two players; a longer one means posting or waiting "
        "for the big blind.",
        "Under this house rule a player may move past up to two players for free. Further than "
        "that, the player posts a big blind or waits for the big blind.",
    ),
    RuleId.R_73: RuleText(
        "No move off the button",
        "Nobody moves off the button seat on the button hand.",
        "Nobody may move off the button seat on the button hand; the move comes after it.",
    ),
    RuleId.R_74: RuleText(
        "Moving into a blind or the button seat",
        "Moving into the big-blind seat plays at once; moving into the button or small-blind seat "
        "waits for the button to pass.",
        "Moving into the seat due the big blind, the player plays at once in the big blind. "
        "Moving into the seat due the small blind or the button, the player waits until the "
        "button has passed, then plays; after a move further from the blinds, posting behind the "
        "button or once the hands the move cost are waited.",
    ),
    RuleId.R_75: RuleText(
        "Dealing off the button",
        "A player who moves after the button hand is never charged and comes back in behind the "
        "button.",
        "A player who had the button last hand and moves is never charged a post. Without playing "
        "at once, the player waits until the blinds have passed the new seat and comes in behind "
        "the button for free.",
    ),
    RuleId.R_76: RuleText(
        "Debts move with the player",
        "Missed blinds move with the player to the new seat.",
        "Missed blinds follow a player to the new seat, where they are made up as usual.",
    ),
    # --- straddles -------------------------------------------------------------------------------
    RuleId.R_90: RuleText(
        "Straddles",
        "A straddle is twice the big blind: live under the gun, where the action then starts "
        "after it; a sleeper elsewhere, not live.",
        "A live straddle is posted under the gun, twice the big blind; the straddler acts last "
        "before the flop and the action starts to the straddler's left. A sleeper straddle from "
        "another seat is not live.",
    ),
    # --- the project's decisions -----------------------------------------------------------------
    RuleId.F_01: RuleText(
        "New player away before the first hand",
        "A new player who stepped away before the first hand owes only the entry post.",
        "The missed-blind button stays as a record, but coming back the player owes only the "
        "entry post: no round was played yet.",
    ),
    RuleId.F_02: RuleText(
        "An away player cannot change seats",
        "An away player cannot change seats until back.",
        "Seats change once the player is back, so that the player's place in the blind order is "
        "known.",
    ),
    RuleId.F_03: RuleText(
        "New player moves before the first hand",
        "A new player who moves is still new: the new choice replaces the first.",
        "Still a new player; the choice given with the move replaces the first one.",
    ),
    RuleId.F_04: RuleText(
        "Move from an empty seat",
        "A move from an empty seat is refused before the target seat is looked at.",
        "A move from an empty seat is refused as 'seat empty', before the target seat is looked "
        "at.",
    ),
    RuleId.F_05: RuleText(
        "Dealing off into the small-blind seat",
        "A player who deals off into a blind seat waits for the button, then plays free.",
        "The player waits until the button has passed, then plays free.",
    ),
    RuleId.F_06: RuleText(
        "Who can bust",
        "Only a player who played the hand can bust.",
        "Only a player dealt in can bust; a busted or away player cannot bust again.",
    ),
    RuleId.F_07: RuleText(
        "A player leaves before a redeal",
        "A redeal repeats positions and posts; whoever has left since is not dealt in.",
        "The redeal repeats the positions and posts; whoever has gone is not dealt in.",
    ),
    RuleId.F_08: RuleText(
        "No newcomer in a redeal",
        "A redeal after a misdeal takes nobody new.",
        "A player who sits down between a misdeal and the redeal waits for the next hand.",
    ),
    RuleId.F_09: RuleText(
        "No correction before the first hand",
        "Before the first hand there are no positions to correct.",
        "Before the first hand of a game there are no positions to put right.",
    ),
    RuleId.F_10: RuleText(
        "A present player with a missed-blind button",
        "A present player who still owes blinds has come back and chosen to post.",
        "That player has come back and chosen to post.",
    ),
    RuleId.F_11: RuleText(
        "A player due behind the button near heads-up",
        "A player due to come in behind the button counts as a player for heads-up.",
        "That player counts as one who can be dealt this hand: coming in behind the button, or "
        "posting the big blind if it arrives first.",
    ),
    RuleId.F_12: RuleText(
        "Heads-up: the button falls to a newcomer",
        "Heads-up, a newcomer on the button posts the small blind and plays.",
        "The new player posts the small blind on the button and plays, with no entry post on top.",
    ),
    RuleId.F_13: RuleText(
        "A player comes back owing nothing",
        "A player back owing nothing plays at once; if hands went by during the absence, the "
        "player comes in outside the zone.",
        "The player plays at once. If hands were dealt during the absence, the player comes in "
        "like an entrant: outside the zone at once, inside it once the button has passed, never "
        "on the button or a small blind.",
    ),
    RuleId.F_14: RuleText(
        "What 'a big blind' means with three blinds",
        "With three blinds, a big blind to post means the largest blind.",
        "Entry posts, seat-change posts and big-only make-ups are one largest blind, live.",
    ),
    RuleId.F_15: RuleText(
        "Three blinds with two or three players",
        "Three blinds with two or three players: the smallest and the largest are posted.",
        "Only the smallest and the largest blind are posted. Heads-up the button posts the "
        "smallest.",
    ),
    RuleId.F_16: RuleText(
        "Three blinds with a moving or simplified button",
        "Simplified or moving button with three blinds: each blind goes to the next player; "
        "nobody enters between the blinds.",
        "The plain rotation places every blind; the Caro & Cooke steps apply to two blinds only. "
        "Nobody enters between the button and the middle blind.",
    ),
    RuleId.F_17: RuleText(
        "The players due the button and the small blind both leave",
        "Button and small-blind players both left: the next player takes the button and a small "
        "blind; two big blinds follow.",
        "Under the moving button the button moves through both seats to the next player, who "
        "posts a small blind on it; the next two players each post a big blind, as in R-43.",
    ),
    RuleId.F_18: RuleText(
        "A departure during the dead-small-blind steps",
        "A big blind who steps away during R-42 is passed: the next player posts it.",
        "The steps go on; the big blind goes to the next present player and the absent one owes "
        "both blinds.",
    ),
    RuleId.F_19: RuleText(
        "Two players away before the big blind",
        "Two players away before the big blind: both owe, the next player posts it.",
        "Each is passed like one departure: both owe both blinds and the big blind goes to the "
        "next present player.",
    ),
    RuleId.F_20: RuleText(
        "Last hand's big blind changes seats",
        "Last hand's big blind who changes seats leaves a dead small blind, and posts it dead in "
        "the new seat.",
        "Under the dead or the moving button the old seat has a dead small blind, which the "
        "player posts, dead, in the new seat. The move itself is priced as any seat change.",
    ),
    RuleId.F_21: RuleText(
        "Early newcomer in a new game",
        "A new player who plays free in a new game takes the blinds in turn.",
        "The player is in the game from the first hand, and the big blind arrives in turn.",
    ),
    RuleId.F_22: RuleText(
        "The player who drew the button leaves",
        "If the player who drew the button leaves, the next player clockwise takes it.",
        "The first button goes to the next player clockwise from the drawn seat.",
    ),
    RuleId.F_23: RuleText(
        "Straddles allowed by the house",
        "A straddle needs the house's leave: live under the gun, a sleeper elsewhere.",
        "A straddle is allowed only if the house allows it. Under the gun it is live; from "
        "another seat it is a sleeper where allowed, and void otherwise.",
    ),
    RuleId.F_24: RuleText(
        "Blind on the button",
        "Button blind: the smallest blind is posted on the button.",
        "Under this house rule the smallest blind is posted on the button and the other blinds "
        "follow to its left.",
    ),
    RuleId.F_25: RuleText(
        "A single blind",
        "A single blind is the big blind; there is no small blind.",
        "It is the big blind; the button takes last hand's blind seat.",
    ),
    RuleId.F_26: RuleText(
        "Away during a seat-change wait",
        "A seat-change wait keeps counting while the player is away.",
        "The hands keep counting during the absence; once back, the player waits what is left or "
        "posts a big blind.",
    ),
    RuleId.F_28: RuleText(
        "A correction names a newcomer as big blind",
        "A player never dealt in cannot have had last hand's big blind.",
        "That player never played that big blind: the small blind on the seat is dead and the "
        "player enters as a newcomer.",
    ),
    RuleId.F_29: RuleText(
        "Moving button starting after a dead small blind",
        "Moving button with nobody on the small-blind seat: the next player posts a small blind "
        "on the button.",
        "It is the second hand of the dead-small-blind steps: the button moves through the empty "
        "seat and its player posts a small blind on it.",
    ),
    RuleId.F_30: RuleText(
        "House rules changed during play",
        "New house rules keep the positions; another number of blinds starts a new game with the "
        "button where it was.",
        "New blind amounts keep the positions. Another number of blinds, or a blind on the button "
        "switched on or off, starts a new game with the button where it was. Missed blinds are "
        "carried, made up at the new amounts.",
    ),
    RuleId.F_31: RuleText(
        "A seat change that costs a big blind, with missed blinds owed",
        "A seat change that costs a big blind while blinds are owed: one live big blind pays for "
        "both, the dead part is added.",
        "One live big blind pays both for playing at once and for the live part of the make-up; "
        "the dead part of the make-up is added.",
    ),
    RuleId.F_32: RuleText(
        "No game to wait for",
        "When waiting for the button would leave no game, nobody waits for it.",
        "When waiting for the button (the zone, behind) would leave fewer than two players to "
        "deal, nobody waits: the hand is dealt with them.",
    ),
    RuleId.F_33: RuleText(
        "The rotation starts again",
        "Too few players of the last hand are left: the players coming in join the rotation.",
        "With too few players of the last hand left for the button and the smaller blinds, the "
        "players coming in owing nothing join the rotation.",
    ),
    RuleId.F_34: RuleText(
        "Picking up a player",
        "A player picked up leaves the table; the chips are racked at the podium and the seat is "
        "locked up for the list.",
        "The player leaves the table like a player who leaves: the chips are racked and kept at "
        "the podium, and a lock-up button holds the seat for the next player called from the "
        "list. Coming back, the player goes on the list like anyone.",
    ),
    RuleId.F_35: RuleText(
        "A missed blind carried from another table",
        "A missed blind brought from another table of the game is owed: the entry post is its "
        "live big blind, the dead part is added.",
        "A player moved from another table of the same game is a new player here and brings the "
        "missed-blind button along. Posting at once or behind the button, the entry post counts "
        "as the live big blind of the make-up and its dead part is added; waiting for the big "
        "blind, the player posts only that blind and the button goes.",
    ),
    # --- the list (issue 12) ------------------------------------------------------------------
    RuleId.F_36: RuleText(
        "Who an open seat goes to",
        "An open seat goes first to the must-move player there longest, then to table changes, "
        "then to the list.",
        "At a main table fed by a must-move table, an open seat goes to the must-move player "
        "who has sat there longest (a player who is away is passed over until back). Then come "
        "the players of other tables who asked for this game, in the order they asked, then the "
        "list in its order. Nobody already called to a seat is offered another.",
    ),
    RuleId.F_37: RuleText(
        "Breaking a table",
        "A broken table's players draw the open seats of the game, or take them in seat order; "
        "the rest go to the top of the list.",
        "The players of a broken table are given the open seats of the game's other tables, by "
        "draw or clockwise from the seat after the last button; a player away is seated away. "
        "A busted player, and anyone left without a seat, goes to the top of the list. Each comes "
        "in as a new player and brings any missed-blind button.",
    ),
    RuleId.F_38: RuleText(
        "A call holds the seat",
        "A called player's seat is locked up for the call timer; a no-show goes to the bottom "
        "of the list or off it.",
        "Calling a player locks the seat up for that player alone, for the table's lock-up "
        "minutes. Nobody else is seated there until the call is cancelled. A player who does "
        "not come goes to the bottom of the list or off it, as the house decides, and the seat "
        "stays locked up for the next player called.",
    ),
    RuleId.F_39: RuleText(
        "Undoing a move from the list",
        "A seating or a move from the list is undone as one, while no table has moved on since.",
        "A call, a seating, a table change or a broken table is undone or redone as a whole, "
        "from the list or from any table it changed, as long as it is still the latest action "
        "at every one of those tables. Once a hand has been dealt at one of them, undo there "
        "first.",
    ),
    RuleId.F_40: RuleText(
        "A table change while away",
        "A table change moves a player who is at the table; away, the player moves once back.",
        "A player who asked for another table is moved only while present at the old seat, so "
        "that the chips and any missed-blind button move with the player. One who has left that "
        "table meanwhile is seated like any name of the list.",
    ),
    # --- cash-game corners (issue 27) -----------------------------------------------------------
    RuleId.F_41: RuleText(
        "Waiting after a move into the zone",
        "A player who moves into the button or small-blind seat may wait instead of posting: "
        "the button passes first, then the hands the move cost.",
        "Moving into the seat due the button or the small blind, the player never enters before "
        "the button has passed. Moving further from the blinds, the player still chooses: post "
        "a big blind behind the button, or wait the hands the move cost and then play free.",
    ),
    RuleId.F_42: RuleText(
        "Last hand's middle blind changes seats",
        "With three blinds, last hand's middle blind who changes seats leaves a dead small "
        "blind, and posts it dead in the new seat.",
        "Under the dead button with three blinds the player who posted the middle blind is due "
        "the small blind. Moving leaves it dead on the old seat, and the player posts it, dead, "
        "in the new seat, as last hand's big blind does with two blinds.",
    ),
    RuleId.F_43: RuleText(
        "The big blind goes by a waiting player",
        "The big blind went by a player waiting for it, so it reached that player, who posts "
        "a big blind and plays once outside the zone.",
        "When the big blind moves over the seat of a player waiting for it, because the "
        "smaller blinds go only to players in the game, it has reached that player, who posts "
        "one big blind, live, and owes nothing more: at once outside the zone, otherwise as "
        "soon as the button has passed.",
    ),
    # --- what every deal shows -------------------------------------------------------------------
    RuleId.SECTION_8: RuleText(
        "The read-out of a deal",
        "The first player to act sits left of the last blind posted.",
        "Every deal shows the button, the blinds, each post with its live and dead amounts, the "
        "seats dealt in and the first player to act. The first player to act sits left of the "
        "last blind posted or of a live straddle; heads-up it is the button.",
    ),
}
"""Every rule id -> what it says (a test checks that every :class:`RuleId` has its entry)."""


def rule_texts(rule: str) -> RuleText | None:
    """What the rule with id ``rule`` (``"R-11"`` or ``RuleId.R_11``) says; None for a text
    that is no rule id."""
    try:
        return RULE_TEXTS[RuleId(rule)]
    except ValueError:
        return None

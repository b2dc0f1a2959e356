"""The deal: where the button and the blinds go, who posts what, who is dealt in.

:func:`deal` takes a table between hands and returns the :class:`Deal` and the table after it.
The order of work follows REFERENCE.md: forgiveness (R-35), tentative positions and the zone
(R-01), the candidates, heads-up (R-50) or the table's button rule (R-10, R-20, R-40), the
entrants' posts (R-30, R-60, R-70), the markers, and the new state of every player.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from .deal import Deal, Marker, Post, PostKind, WaitReason
from .errors import ErrorCode, Refused
from .model import (
    ButtonRule,
    Choice,
    HouseRules,
    Makeup,
    Missed,
    Player,
    Positions,
    Procedure,
    Status,
    StraddleRule,
    Table,
    add_missed,
    evolve,
)
from .prices import straddle_amount
from .rule_ids import RuleId, rule_ids


class Route(Enum):
    """How a present player can come into this hand."""

    PLAYS = "plays"
    """Active (or treated as active): dealt in whatever happens."""
    ENTERS = "enters"
    """An entrant outside the zone who comes in now, posting what he owes."""
    BY_BIG_BLIND = "by-big-blind"
    """An entrant who comes in only if the big blind lands on him."""
    WAITS = "waits"
    """Not dealt in this hand, whatever happens."""


@dataclass
class Placement:
    """The positions a button rule chose, and what it says about posting them."""

    button: int
    blinds: list[int]
    blind_posts: dict[int, tuple[int, PostKind, tuple[str, ...]]] = field(default_factory=dict)
    """seat -> (live amount, kind, rules) for every posted blind."""
    rules: dict[str, tuple[str, ...]] = field(default_factory=dict)
    markers: list[Marker] = field(default_factory=list)
    procedure: Procedure = Procedure.NONE
    second_big_blind: int | None = None
    last_to_post: int | None = None
    """The seat of the last blind posted (first to act is left of it), if not the largest."""


def deal(table: Table) -> tuple[Deal, Table]:
    """Set up the next hand. Raises :class:`Refused` (``not-enough-players``), changing nothing."""
    if table.redeal and _can_redeal(table):
        return _redeal(table)
    return _Dealer(evolve(table, redeal=False)).run()


class _Dealer:
    """One deal's working state: a mutable copy of the players, thrown away on refusal."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.house = table.house
        self.dead = table.house.button is ButtonRule.DEAD
        self.players: dict[int, Player] = dict(table.occupied())
        self.forgiven = False
        self.waits: dict[int, WaitReason] = {}
        self.markers: list[Marker] = []
        self.zone: frozenset[int] = frozenset()
        self.zone_known = False
        self.tentative_button = 0
        self.short = False
        self.before_markers: dict[int, Player] = {}
        self.routes: dict[int, Route] = {}
        self.restarted = False
        """F-33: too few players of the last hand are left in the rotation."""
        self.widened = False
        """F-33: the entrants coming in take places in the rotation this hand."""
        self.no_game = False
        """F-32: waiting for the button would leave fewer than two players to deal."""

    # --- the order of work -------------------------------------------------------------

    def run(self) -> tuple[Deal, Table]:
        self._forgive_if_needed()
        self._restart_rotation_if_needed()
        tentative = self._tentative()
        self.zone = self._zone(tentative)
        self.zone_known = True
        candidates = self._candidates()
        button_waits = {WaitReason.ZONE, WaitReason.BEHIND, WaitReason.DEALING_OFF}
        if len(candidates) < 2 and button_waits & set(self.waits.values()):
            # F-32: the zone and ``behind`` keep entrants off the blinds of a game that goes
            # on; when they would leave no game at all, nobody waits for the button.
            self.zone, self.no_game = frozenset(), True
            candidates = self._candidates()
        if len(candidates) < 2:
            raise Refused(ErrorCode.NOT_ENOUGH_PLAYERS)
        heads_up = len(candidates) == 2
        self.short = not heads_up and len(candidates) <= len(self.house.blinds)
        self.before_markers = dict(self.players)
        if heads_up:
            return self._finish(self._heads_up(candidates), heads_up)
        try:
            placement: Placement | None = (
                self._short_handed(tentative) if self.short else self._by_button_rule(tentative)
            )
        except Refused:  # a procedure found nobody for one of its positions
            placement = None
        if placement is None or not _sound(placement):
            placement, heads_up = self._fallback(candidates)
        if not heads_up and len(self._sure(placement)) < 2:
            # Everyone but one waits for a big blind that reaches only one of them: the two
            # who would meet first play heads-up rather than a hand of one.
            self._forget_markers()
            placement, heads_up = self._heads_up(self._first_two(candidates)), True
        return self._finish(placement, heads_up)

    def _candidates(self) -> list[int]:
        """R-01 (3): the seats that can be dealt in this hand; notes why the others wait."""
        self.waits.clear()
        self.routes = {seat: self._route(seat, player) for seat, player in self.players.items()}
        return [s for s, r in self.routes.items() if r is not Route.WAITS]

    def _sure(self, placement: Placement) -> set[int]:
        """Seats dealt in by this placement: players who play, entrants who come in, blinds."""
        coming = {s for s, r in self.routes.items() if r in (Route.PLAYS, Route.ENTERS)}
        return coming | set(placement.blind_posts)

    def _first_two(self, candidates: list[int]) -> list[int]:
        """The players who play whatever happens, completed from the big blind's path."""
        chosen = [s for s in candidates if self.routes[s] in (Route.PLAYS, Route.ENTERS)][:2]
        after = self.table.last.largest if self.table.last else self.tentative_button
        for seat in self.table.clockwise_after(after):
            if len(chosen) == 2:
                break
            if seat in candidates and seat not in chosen:
                chosen.append(seat)
        return sorted(chosen)

    def _fallback(self, candidates: list[int]) -> tuple[Placement, bool]:
        """R-44: when a procedure cannot place distinct positions (players gone from the seats
        it names), the plain rotation decides; with a single active player, heads-up play."""
        self._forget_markers()
        if self.table.last is not None:
            try:
                placement = self._rotation(
                    self._rotation_button(), ("R-21", "R-44"), ("R-22", "R-44"))
            except Refused:
                pass
            else:
                if _sound(placement):
                    return placement, False
        if self.table.last is not None and len(candidates) > 2:
            # F-33: too few players in the rotation for the button and the smaller blinds:
            # the entrants coming in now take their place in it rather than wait for ever.
            self._forget_markers()
            restarted, self.widened, self.restarted = self.restarted, True, True
            try:
                placement = self._behind_big_blind(
                    self._first(self.table.last.largest, self._big_blind_eligible)
                ) if self.dead else self._rotation(
                    self._rotation_button(), ("R-21", "R-44"), ("R-22", "R-44", "F-33"))
            except Refused:
                pass
            else:
                if _sound(placement):
                    self.short = len(placement.blinds) < len(self.house.blinds)
                    return placement, False
            self.widened, self.restarted = False, restarted
        self._forget_markers()
        active = [s for s in candidates if self._active(s)] or candidates
        if len(active) > 2:
            raise Refused(ErrorCode.NOT_ENOUGH_PLAYERS)  # no seat can take one of the blinds
        pair = sorted({active[0], next(s for s in candidates if s != active[0])})
        return self._heads_up(pair), True

    def _forget_markers(self) -> None:
        """Take back the missed-blind buttons a placement gave before it was dropped."""
        self.markers.clear()
        self.players = dict(self.before_markers)

    def _forgive_if_needed(self) -> None:
        """R-35: with fewer than two present players owing nothing, every debt is forgiven."""
        present = [p for p in self.players.values() if p.present]
        clear = [p for p in present if not p.owes]
        if len(clear) >= 2 or not any(p.owes for p in present):
            return
        self.forgiven = True
        for seat, player in self.players.items():
            if player.present:
                self.players[seat] = player.activated()
            elif player.missed is not None:
                self.players[seat] = evolve(player, missed=None)

    def _restart_rotation_if_needed(self) -> None:
        """In a new game every player present plays the first hand without posting (R-63).
        F-33: with too few players of the last hand left in the rotation for the button and
        the smaller blinds (two at least) there is no rotation to keep entrants out of:
        players entering owing nothing join it (like R-35)."""
        if self.table.last is None:
            for seat, player in self.players.items():
                if player.present:
                    self.players[seat] = player.activated()
            return
        placed = len(self.house.blinds) - (1 if self.house.button_blind else 0)
        needed = 2 if self.dead else max(2, placed)  # the dead button places by seats
        rotation = 0
        for player in self.players.values():
            if player.status is Status.ACTIVE and not player.entering:
                rotation += 1
                if rotation >= needed:
                    return
        self.restarted = True
        for seat, player in self.players.items():
            if player.is_active and player.entering:
                self.players[seat] = evolve(player, entering=False)

    # --- who is who ----------------------------------------------------------------------

    def _active(self, seat: int) -> bool:
        """In the rotation: active and dealt in on the last hand. Only such players take the
        button and the smaller blinds (R-21, R-22); entrants, even those who play free (R-63,
        R-64, a free seat change), come in elsewhere."""
        if self.widened and self.routes.get(seat) in (Route.PLAYS, Route.ENTERS):
            return True
        player = self.players.get(seat)
        return player is not None and player.is_active and not player.entering

    def _big_blind_eligible(self, seat: int) -> bool:
        """Present and not waiting for the button to pass (REFERENCE.md section 4)."""
        player = self.players.get(seat)
        if player is None or not player.present:
            return False
        if player.is_active or self._free_newcomer(seat, player):
            return True
        return player.choice is not Choice.BEHIND or self._behind_due(seat, player)

    def _free_newcomer(self, seat: int, player: Player) -> bool:
        """R-63 / R-64: a new player who plays his first hand free, outside the zone."""
        if not (self.zone_known and player.new and player.status is Status.WAITING):
            return False
        if seat in self.zone:
            return False
        table = self.table
        if table.passed is not None and seat not in table.passed:
            return True
        limit = self.house.free_hand_at
        return limit > 0 and table.last is not None and table.last_dealt_count <= limit

    def _behind_due(self, seat: int, player: Player) -> bool:
        """``behind``: the blinds have passed him and the button moves past his seat now."""
        if self.no_game:
            return True
        if not player.blinds_passed or self.table.last is None or not self.tentative_button:
            return False  # (before the tentative button is known he is not due)
        old = self.table.last.button
        new = self.tentative_button
        return seat == old or seat in self.table.between(old, new)

    def _route(self, seat: int, player: Player) -> Route:
        if not player.present:
            return Route.WAITS
        if self._active(seat) or self._free_newcomer(seat, player):
            return Route.PLAYS
        if player.is_active:  # entering: an entrant who owes nothing
            if seat in self.zone:
                self.waits[seat] = WaitReason.ZONE
                return Route.WAITS
            return Route.ENTERS
        if player.choice is Choice.BEHIND:
            if seat not in self.zone and self._behind_due(seat, player):
                return Route.ENTERS
            self.waits[seat] = _behind_reason(player)
            return Route.WAITS
        if seat in self.zone:
            self.waits[seat] = WaitReason.ZONE
            return Route.WAITS
        if player.choice is Choice.POST:
            return Route.ENTERS
        self.waits[seat] = WaitReason.SEAT_CHANGE if player.hands_left else WaitReason.BIG_BLIND
        return Route.BY_BIG_BLIND

    @staticmethod
    def _unplaced(
        test: Callable[[int], bool], button: int, blinds: list[int]
    ) -> Callable[[int], bool]:
        """``test``, for a seat that holds no position of this hand yet."""
        return lambda seat: seat != button and seat not in blinds and test(seat)

    def _first(self, after: int, test: Callable[[int], bool]) -> int:
        """The first seat clockwise after ``after`` that passes ``test``."""
        for seat in self.table.clockwise_after(after):
            if test(seat):
                return seat
        raise Refused(ErrorCode.NOT_ENOUGH_PLAYERS)  # no player can take this position

    # --- tentative positions and the zone (R-01) -----------------------------------------

    def _tentative(self) -> Positions:
        """Step (1) of R-01: the button and small blind before any big blind is placed."""
        table = self.table
        if table.last is None:
            button = self._first(self._draw_seat() - 1 or table.size, self._active)
            self.tentative_button = button
            return Positions(button, tuple(self._chain_after(button)))
        procedure = (
            self._moving_procedure_positions() if self.house.button is ButtonRule.MOVING else None
        )
        if procedure is not None:
            positions = procedure
        elif self.dead and not self._plain_after_heads_up():
            chain = self._last_chain()
            positions = Positions(chain[1], (chain[2] if len(chain) > 2 else chain[1],))
        elif self.dead and (behind := self._tentative_behind_big_blind()) is not None:
            positions = behind
        else:
            button = self._rotation_button()
            positions = Positions(button, tuple(self._chain_after(button)))
        self.tentative_button = positions.button
        return positions

    def _tentative_behind_big_blind(self) -> Positions | None:
        """Dead button after a heads-up or three-handed hand (F-15): the positions the deal
        will give (the big blind moved one player, the others before it), for the zone."""
        last = self.table.last
        assert last is not None
        try:
            button, blinds = self._seats_behind(self._first(last.largest, self._big_blind_eligible))
        except Refused:
            return None
        return Positions(button, tuple(blinds))

    def _draw_seat(self) -> int:
        if self.table.draw is not None:
            return self.table.draw
        present = [s for s, p in self.players.items() if p.present]
        if not present:
            raise Refused(ErrorCode.NOT_ENOUGH_PLAYERS)  # nobody is at the table
        return min(present)

    def _rotation_button(self) -> int:
        """R-21: the first active player clockwise after last hand's button."""
        last = self.table.last
        assert last is not None
        start = last.button
        if self.table.procedure is Procedure.AFTER_DEAD_SMALL_BLIND:
            start = last.blinds[0]
        return self._first(start, self._active)

    def _chain_after(self, button: int) -> list[int]:
        """The blind seats of the plain rotation from ``button`` (R-22), for the zone."""
        seats: list[int] = []
        current = button
        count = len(self.house.blinds) - (1 if self.house.button_blind else 0)
        if self.house.button_blind:
            seats.append(button)
        for _ in range(count):
            current = self._first(current, self._active)
            seats.append(current)
        return seats

    def _last_chain(self) -> list[int]:
        """Last hand's positions as one chain: button, then blinds (a button blind only once)."""
        last = self.table.last
        assert last is not None
        return _chain(last, self.house.button_blind)

    def _plain_after_heads_up(self) -> bool:
        """After a heads-up or short-handed hand, three blinds restart from the plain rotation
        (F-15, F-16)."""
        return (self.table.last_heads_up or self.table.last_short) and len(self.house.blinds) > 2

    def _zone(self, positions: Positions) -> frozenset[int]:
        """The button seat and the seats after it up to the small blind (R-31). Under the
        moving and simplified buttons it runs up to the last blind before the largest (F-16):
        there every blind moves one player a hand, so an entrant between two blinds would
        make the blinds after him post twice running."""
        button, blinds, count = positions.button, positions.blinds, len(self.house.blinds)
        if self.dead:
            single = count == 1 or self.house.button_blind
            last_small = button if single else blinds[0]
        elif count >= 2 and len(blinds) >= count:
            last_small = blinds[count - 2]
        else:
            last_small = blinds[0] if count >= 2 else button
        if last_small == button:
            return frozenset({button})
        return frozenset(self.table.arc(button, last_small)) | {button}

    # --- heads-up (R-50) -------------------------------------------------------------------

    def _heads_up(self, candidates: list[int]) -> Placement:
        """R-51, R-52: the big blind to the first candidate after last hand's big blind."""
        after = self.table.last.largest if self.table.last else self.tentative_button
        big = self._first(after, lambda s: s in candidates)
        button = next(s for s in candidates if s != big)
        house = self.house
        placement = Placement(button, [button, big])
        if len(house.blinds) > 1:
            placement.blind_posts[button] = (house.small_blind, PostKind.SMALL_BLIND, ("R-51",))
        placement.blind_posts[big] = (house.big_blind, PostKind.BIG_BLIND, ("R-52",))
        placement.rules = {"button": ("R-51",), "small_blind": ("R-51",), "big_blind": ("R-52",)}
        # Dead button: the seats the big blind skipped since last hand. Moving and
        # simplified: the seats it passes from the button, which is the small blind.
        passed_from = after if self.dead else button
        self._mark_skipped(passed_from, big, *self._big_blind_marker())
        placement.markers = self.markers
        return placement

    def _short_handed(self, tentative: Positions) -> Placement:
        """F-15: three blinds but only three players: the smallest and the largest blind only.

        Under the dead button the big blind moves one player (R-11) and the small blind and
        the button are the two players before it, when that places three players; otherwise
        (an entrant among the three) the plain rotation."""
        seats = self._short_behind_big_blind() if self.dead else None
        if seats is None:
            button = tentative.button
            small = self._first(button, self._unplaced(self._active, button, []))
            big = self._first(small, self._unplaced(self._big_blind_eligible, button, [small]))
        else:
            button, small, big = seats
        amounts = self.house.blinds
        placement = Placement(button, [small, big])
        placement.blind_posts[small] = (amounts[0], PostKind.SMALL_BLIND, ("R-22", "F-15"))
        placement.blind_posts[big] = (amounts[-1], PostKind.BIG_BLIND, ("R-22", "F-15"))
        placement.rules = {"button": ("R-21", "F-15"), "small_blind": ("R-22", "F-15"),
                           "big_blind": ("R-22", "F-15")}
        self._rotation_markers(button, [small, big], ("R-22",))
        placement.markers = self.markers
        return placement

    def _short_behind_big_blind(self) -> tuple[int, int, int] | None:
        """Button, small and big blind seats with the big blind moved one player, or None."""
        last = self.table.last
        if last is None:
            return None
        try:
            big = self._first(last.largest, self._big_blind_eligible)
            small = self._last_active_before(big)
            button = self._last_active_before(small)
        except Refused:
            return None
        return (button, small, big) if len({button, small, big}) == 3 else None

    def _big_blind_marker(self) -> tuple[Missed, tuple[str, ...]]:
        """The button an away player gets when the big blind passes him, by button rule."""
        rule = self.house.button
        if rule is ButtonRule.DEAD:
            return Missed.BOTH, ("R-14",)
        if rule is ButtonRule.MOVING:
            return Missed.BOTH, ("R-40",)
        return Missed.BB, ("R-23",)

    # --- the table's button rule ---------------------------------------------------------

    def _by_button_rule(self, tentative: Positions) -> Placement:
        if self.table.last is None:
            return self._rotation(tentative.button, ("R-63",), ("R-63",))
        rule = self.house.button
        if rule is ButtonRule.DEAD:
            if self._plain_after_heads_up():  # F-15: the big blind still moves one player
                return self._behind_big_blind(
                    self._first(self.table.last.largest, self._big_blind_eligible))
            return self._dead_button()
        if rule is ButtonRule.MOVING and self._caro_cooke_applies():
            return self._moving()
        return self._rotation(tentative.button, ("R-21",), ("R-22",))

    def _dead_button(self) -> Placement:
        """R-10: the big blind moves one player; every other position follows it (R-11..R-15)."""
        chain = self._last_chain()
        last_ids = self.table.last_chain_players
        big = self._first(chain[-1], self._big_blind_eligible)
        new_chain = chain[1:] + [big]
        if big in new_chain[:-1]:
            # F-13: after heads-up play (or when last hand's positions were not in a row) the
            # big blind lands on a seat the others take. It stays where R-11 puts it; the
            # smaller blinds and the button go to the players before it.
            return self._behind_big_blind(big)
        button = new_chain[0]
        blinds = new_chain[1:] if not self.house.button_blind else new_chain
        placement = Placement(button, blinds)
        amounts = self.house.blinds
        for index, seat in enumerate(blinds[:-1]):
            player = self.players.get(seat)
            chain_index = index + (1 if self.house.button_blind else 2)
            if (
                player is not None
                and player.is_active
                and player.id == last_ids[chain_index]
            ):
                kind = _smaller_kind(index, len(amounts), self.house.button_blind)
                placement.blind_posts[seat] = (amounts[index], kind, ("R-12",))
        placement.blind_posts[big] = (amounts[-1], PostKind.BIG_BLIND, ("R-11",))
        placement.rules = {
            "button": ("R-13",),
            "small_blind": ("R-12",),
            "big_blind": ("R-11",) if len(amounts) < 3 else ("R-15",),
            "third_blind": ("R-11", "R-15"),
        }
        self._mark_skipped(chain[-1], big, Missed.BOTH, ("R-14",))
        for seat in blinds[:-1]:
            self._mark(seat, Missed.SB, ("R-14",))
        placement.markers = self.markers
        return placement

    def _rotation(
        self, button: int, button_rules: tuple[str, ...], blind_rules: tuple[str, ...]
    ) -> Placement:
        """R-20 plain rotation: button and smaller blinds on the next active players, the big
        blind on the next big-blind-eligible player (R-21, R-22); markers R-23 (or R-40)."""
        amounts = self.house.blinds
        smaller = len(amounts) - 1
        blinds: list[int] = [button] if self.house.button_blind else []
        current = button
        while len(blinds) < smaller:
            current = self._first(current, self._unplaced(self._active, button, blinds))
            blinds.append(current)
        previous = blinds[-1] if blinds else button
        big = self._first(previous, self._unplaced(self._big_blind_eligible, button, blinds))
        blinds.append(big)
        placement = Placement(button, blinds)
        for index, seat in enumerate(blinds[:-1]):
            kind = _smaller_kind(index, len(amounts), self.house.button_blind)
            placement.blind_posts[seat] = (amounts[index], kind, blind_rules)
        placement.blind_posts[big] = (amounts[-1], PostKind.BIG_BLIND, blind_rules)
        placement.rules = {
            "button": button_rules,
            "small_blind": blind_rules,
            "big_blind": blind_rules,
            "third_blind": blind_rules,
        }
        self._rotation_markers(button, blinds, blind_rules)
        placement.markers = self.markers
        return placement

    def _rotation_markers(self, button: int, blinds: list[int], rules: tuple[str, ...]) -> None:
        """R-23 (simplified) and R-40 (moving): away players the blinds pass; R-14 under the
        dead button."""
        last = self.table.last
        if last is None:
            return
        if self.dead:  # a rotation under the dead button (F-15, R-44): R-14's markers
            self._mark_skipped(last.largest, blinds[-1], Missed.BOTH, ("R-14",))
            return
        moving = self.house.button is ButtonRule.MOVING
        marker_rules = ("R-40",) if moving else ("R-23",)
        previous = button
        for index, seat in enumerate(blinds):
            largest = index == len(blinds) - 1
            missed = (Missed.BOTH if moving else Missed.BB) if largest else Missed.SB
            if seat != previous:  # a blind on the button passes nobody
                self._mark_skipped(previous, seat, missed, marker_rules)
            previous = seat

    # --- the moving button (R-40) ---------------------------------------------------------

    def _caro_cooke_applies(self) -> bool:
        """R-42/R-43 are written for two blinds, none on the button, after a full hand."""
        return (
            len(self.house.blinds) == 2
            and not self.house.button_blind
            and not self.table.last_heads_up
        )

    def _moving(self) -> Placement:
        last = self.table.last
        assert last is not None
        procedure = self.table.procedure
        if procedure is Procedure.AFTER_DEAD_SMALL_BLIND:
            return self._button_posts_small_blind(self._first(last.blinds[0], self._active))
        if procedure is Procedure.AFTER_TWO_BIG_BLINDS:
            return self._after_two_big_blinds()
        button_gone, small_gone = self._departures()
        small, big = last.blinds
        if small_gone and not button_gone:
            return self._dead_small_blind(small, ("R-42",))
        if button_gone:  # F-17: with the small blind's player gone too, the same hand
            return self._two_big_blinds(("R-43", "R-44", "F-17") if small_gone else ("R-43",))
        return self._rotation(self._rotation_button(), ("R-21", "R-40"), ("R-22", "R-41"))

    def _departures(self) -> tuple[bool, bool]:
        """Moving button: (the player due the button left, the player due the small blind
        left) since last hand (R-42, R-43)."""
        last = self.table.last
        assert last is not None
        ids = self.table.last_chain_players
        small, big = last.blinds
        return not self._still_there(small, ids[1]), not self._still_there(big, ids[2])

    def _moving_procedure_positions(self) -> Positions | None:
        """The button and the first blind's seat when R-42, R-43 or F-17 place this hand under
        the moving button, so that the zone is the real one (R-01, R-31); None otherwise.
        A small blind on the button makes the zone the button seat alone."""
        last = self.table.last
        if last is None or self.house.button is not ButtonRule.MOVING or not (
            self._caro_cooke_applies()
        ):
            return None
        try:
            return self._procedure_positions(last)
        except Refused:  # the procedure cannot place its positions: the plain rotation
            return None

    def _procedure_positions(self, last: Positions) -> Positions | None:
        procedure = self.table.procedure
        if procedure is Procedure.AFTER_DEAD_SMALL_BLIND:
            button = self._first(last.blinds[0], self._active)
            return Positions(button, (button,))
        if procedure is Procedure.AFTER_TWO_BIG_BLINDS:
            button = self._first(last.button, self._active)
            return Positions(button, (self._second_small_blind(button),))
        button_gone, small_gone = self._departures()
        small, big = last.blinds
        if small_gone and not button_gone:
            return Positions(small, (big,))
        if button_gone:
            button = self._first(small, self._active)
            return Positions(button, (button,))
        return None

    def _still_there(self, seat: int, player_id: int | None) -> bool:
        player = self.players.get(seat)
        return player is not None and player.id == player_id and player.is_active

    def _seats_behind(self, big: int) -> tuple[int, list[int]]:
        """The button and the blind seats with the big blind on ``big`` and every other
        position on the player before the next one (F-13)."""
        seats = [big]
        for _ in range(len(self.house.blinds) - (0 if self.house.button_blind else -1) - 1):
            before = self._last_active_before(seats[0])
            if before in seats:
                raise Refused(ErrorCode.NOT_ENOUGH_PLAYERS)  # too few players for the blinds
            seats.insert(0, before)
        return seats[0], seats if self.house.button_blind else seats[1:]

    def _behind_big_blind(self, big: int) -> Placement:
        """The big blind where R-11 puts it; each smaller blind, then the button, on the
        player before the next position (F-13)."""
        amounts = self.house.blinds
        button, blinds = self._seats_behind(big)
        placement = Placement(button, blinds)
        for index, seat in enumerate(blinds[:-1]):
            kind = _smaller_kind(index, len(amounts), self.house.button_blind)
            placement.blind_posts[seat] = (amounts[index], kind, ("R-12", "F-13"))
        placement.blind_posts[big] = (amounts[-1], PostKind.BIG_BLIND, ("R-11", "F-13"))
        placement.rules = {"button": ("R-13", "F-13"), "small_blind": ("R-12", "F-13"),
                           "big_blind": ("R-11", "F-13"), "third_blind": ("R-11", "F-13")}
        last = self.table.last
        assert last is not None
        self._mark_skipped(last.largest, big, Missed.BOTH, ("R-14",))
        placement.markers = self.markers
        return placement

    def _last_active_before(self, seat: int) -> int:
        for candidate in reversed(self.table.clockwise_after(seat)[:-1]):
            if self._active(candidate):
                return candidate
        raise Refused(ErrorCode.NOT_ENOUGH_PLAYERS)  # no player can take the button

    def _dead_small_blind(self, button: int, rules: tuple[str, ...]) -> Placement:
        """R-42: the player due the small blind left: a dead small blind on his seat."""
        last = self.table.last
        assert last is not None
        dead_seat = last.blinds[1]
        big = self._first(dead_seat, self._big_blind_eligible)
        placement = Placement(button, [dead_seat, big], procedure=Procedure.AFTER_DEAD_SMALL_BLIND)
        placement.blind_posts[big] = (self.house.big_blind, PostKind.BIG_BLIND, ("R-41",))
        placement.rules = {"button": rules, "small_blind": rules, "big_blind": ("R-41",)}
        self._mark(dead_seat, Missed.SB, ("R-42",))
        self._mark_skipped(dead_seat, big, Missed.BOTH, ("R-40",))
        placement.markers = self.markers
        return placement

    def _button_posts_small_blind(self, button: int) -> Placement:
        """R-42, next hand: the button moves through the leaver's seat and posts a small blind."""
        big = self._first(button, self._big_blind_eligible)
        placement = Placement(button, [button, big])
        placement.blind_posts[button] = (
            self.house.small_blind, PostKind.BUTTON_SMALL_BLIND, ("R-42",))
        placement.blind_posts[big] = (self.house.big_blind, PostKind.BIG_BLIND, ("R-42",))
        placement.rules = {"button": ("R-42",), "small_blind": ("R-42",), "big_blind": ("R-42",)}
        self._mark_skipped(button, big, Missed.BOTH, ("R-40",))
        placement.markers = self.markers
        return placement

    def _two_big_blinds(self, rules: tuple[str, ...] = ("R-43",)) -> Placement:
        """R-43: the player due the button left: the button and a small blind on last hand's
        big blind (F-17: if he left too, on the next player), then two big blinds."""
        last = self.table.last
        assert last is not None
        button = self._first(last.blinds[0], self._active)
        first_big = self._first(button, self._big_blind_eligible)
        second_big = self._first(first_big, self._big_blind_eligible)
        placement = Placement(
            button,
            [button, first_big],
            procedure=Procedure.AFTER_TWO_BIG_BLINDS,
            second_big_blind=second_big,
            last_to_post=second_big,
        )
        if second_big in (button, first_big):
            return self._rotation(self._rotation_button(), ("R-21", "R-44"), ("R-22", "R-44"))
        amounts = self.house.blinds
        placement.blind_posts[button] = (amounts[0], PostKind.BUTTON_SMALL_BLIND, rules)
        placement.blind_posts[first_big] = (amounts[1], PostKind.BIG_BLIND, rules)
        placement.blind_posts[second_big] = (amounts[1], PostKind.SECOND_BIG_BLIND, rules)
        placement.rules = {"button": rules, "small_blind": rules, "big_blind": rules}
        self._mark_skipped(button, second_big, Missed.BOTH, ("R-40",))
        placement.markers = self.markers
        return placement

    def _after_two_big_blinds(self) -> Placement:
        """R-43, next hand: small blinds on the button and on the next player, then the big."""
        last = self.table.last
        assert last is not None
        button = self._first(last.button, self._active)
        small = self._second_small_blind(button)
        big = self._first(small, self._big_blind_eligible)
        placement = Placement(button, [small, big])
        amounts = self.house.blinds
        placement.blind_posts[button] = (amounts[0], PostKind.BUTTON_SMALL_BLIND, ("R-43",))
        placement.blind_posts[small] = (amounts[0], PostKind.SMALL_BLIND, ("R-43",))
        placement.blind_posts[big] = (amounts[1], PostKind.BIG_BLIND, ("R-43",))
        placement.rules = {"button": ("R-43",), "small_blind": ("R-43",), "big_blind": ("R-43",)}
        self._mark_skipped(button, small, Missed.SB, ("R-40",))
        self._mark_skipped(small, big, Missed.BOTH, ("R-40",))
        placement.markers = self.markers
        return placement

    def _second_small_blind(self, button: int) -> int:
        """R-43 second hand: last hand's second big blind posts the small blind beside the
        button's, or the next player if he is gone."""
        second = self.table.second_big_blind
        if second is not None and self._active(second) and second != button:
            return second
        return self._first(button, self._active)

    # --- markers -----------------------------------------------------------------------------

    def _mark(self, seat: int, missed: Missed, rules: tuple[str, ...]) -> None:
        """Give an away (or busted) player on ``seat`` a missed-blind button."""
        player = self.players.get(seat)
        if player is None or player.present:
            return
        held = add_missed(player.missed, missed)
        self.players[seat] = evolve(player, missed=held)
        if held is not player.missed:
            self.markers.append(Marker(seat, held, rule_ids(rules)))

    def _mark_skipped(self, first: int, last: int, missed: Missed, rules: tuple[str, ...]) -> None:
        for seat in self.table.between(first, last):
            self._mark(seat, missed, rules)

    # --- posts, dealt in, and the new table ----------------------------------------------

    def _finish(self, placement: Placement, heads_up: bool) -> tuple[Deal, Table]:
        if self.restarted and "F-33" not in placement.rules.get("button", ()):
            placement.rules["button"] = (*placement.rules.get("button", ()), "F-33")
        if self.no_game:
            placement.rules["button"] = (*placement.rules.get("button", ()), "F-32")
        posts: dict[int, Post] = {}
        for seat, (amount, kind, rules) in placement.blind_posts.items():
            posts[seat] = Post(seat, amount, 0, kind, rule_ids(rules))
        dealt = {s for s, r in self.routes.items() if r is Route.PLAYS}
        dealt |= set(placement.blind_posts)
        if heads_up:  # exactly the two of them
            dealt = {placement.button, placement.blinds[-1]}
        if heads_up and placement.button not in posts:
            # One blind: the button posts none, and both play; an entrant there pays his way in.
            dealt.add(placement.button)
            if not self._active(placement.button):
                post = self._entry_post(placement.button)
                if post is not None:
                    posts[placement.button] = post
        for seat, route in self.routes.items():
            if seat in placement.blind_posts or route is not Route.ENTERS:
                continue
            if heads_up:
                continue
            dealt.add(seat)
            post = self._entry_post(seat)
            if post is not None:
                posts[seat] = post
        self._straddle(placement, posts, dealt)
        for seat in dealt:
            self.waits.pop(seat, None)
        return self._build(placement, heads_up, posts, dealt)

    def _entry_post(self, seat: int) -> Post | None:
        """What an entrant coming in outside the blinds posts (R-32, R-34, R-61, R-71, R-74)."""
        player = self.players[seat]
        if self._free_newcomer(seat, player):
            return None
        live, dead = makeup_amounts(player.missed, self.house)
        rules: tuple[str, ...]
        if player.new:
            live, dead, kind, rules = player.entry_post, 0, PostKind.ENTRY, ("R-61",)
        elif player.entry_post:
            live, kind, rules = max(live, player.entry_post), PostKind.SEAT_CHANGE, ("R-71",)
        else:
            kind, rules = PostKind.MAKEUP, ("R-32",)
        if player.choice is Choice.BEHIND:
            rules = rules + ("R-34",)
        if live == 0 and dead == 0:
            return None
        return Post(seat, live, dead, kind, rule_ids(rules))

    def _straddle(self, placement: Placement, posts: dict[int, Post], dealt: set[int]) -> None:
        """R-90: a live straddle under the gun, or a sleeper from another seat."""
        seat = self.table.straddle
        if seat is None or seat not in dealt or seat in posts:
            return
        amount = straddle_amount(self.house)
        under_the_gun = self._first(self._last_blind(placement), lambda s: s in dealt)
        if seat == under_the_gun:
            posts[seat] = Post(seat, amount, 0, PostKind.STRADDLE, (RuleId.R_90,))
            placement.last_to_post = seat
        elif self.house.straddle is StraddleRule.LIVE_AND_SLEEPER:
            posts[seat] = Post(seat, amount, 0, PostKind.SLEEPER, (RuleId.R_90,))

    @staticmethod
    def _last_blind(placement: Placement) -> int:
        return placement.last_to_post or placement.blinds[-1]

    def _build(
        self, placement: Placement, heads_up: bool, posts: dict[int, Post], dealt: set[int]
    ) -> tuple[Deal, Table]:
        table = self.table
        blinds = placement.blinds
        if len(self.house.blinds) == 1:
            small, big, third = None, blinds[-1], None
        elif heads_up or self.short or len(self.house.blinds) == 2:
            small, big, third = blinds[0], blinds[-1], None
        else:
            small, big, third = blinds[0], blinds[1], blinds[2]
        first_to_act = (
            placement.button
            if heads_up
            else self._first(self._last_blind(placement), lambda s: s in dealt)
        )
        self._advance_players(placement, dealt)
        deal = Deal(
            button=placement.button,
            dead_button=placement.button not in dealt,
            small_blind=small,
            dead_small_blind=small is not None and small not in posts,
            big_blind=big,
            third_blind=third,
            posts=tuple(sorted(posts.values(), key=lambda p: p.seat)),
            dealt=tuple(sorted(dealt)),
            first_to_act=first_to_act,
            missed=tuple(
                (s, p.missed) for s, p in self.players.items() if p.missed is not None
            ),
            lockup=tuple(seat.number for seat in table.seats if seat.locked),
            waiting=tuple(
                (s, self.waits.get(s, WaitReason.ZONE))
                for s, p in self.players.items()
                if p.present and s not in dealt
            ),
            markers=tuple(self.markers),
            position_rules=tuple((name, rule_ids(why)) for name, why in placement.rules.items()),
            heads_up=heads_up,
            forgiven=self.forgiven,
            second_big_blind=placement.second_big_blind,
        )
        return deal, self._next_table(placement, deal, heads_up, dealt)

    def _advance_players(self, placement: Placement, dealt: set[int]) -> None:
        """Entrants dealt in become active; waits count down; ``behind`` notes the big blind."""
        last = self.table.last
        big_from = last.largest if last is not None else placement.button
        big_path = self.table.arc(big_from, placement.blinds[-1])
        for seat, player in list(self.players.items()):
            if seat in dealt:
                self.players[seat] = player.activated()
                continue
            if not player.entering:
                player = evolve(player, entering=True)  # not dealt in: out of the rotation
            if player.hands_left:
                player = evolve(player, hands_left=player.hands_left - 1)
                if player.hands_left == 0 and player.status is Status.WAITING:
                    player = evolve(player.activated(), entering=True) if not player.missed else (
                        evolve(player, choice=Choice.POST))
            if player.choice is Choice.BEHIND and seat in big_path:
                player = evolve(player, blinds_passed=True)
            self.players[seat] = player

    def _next_table(
        self, placement: Placement, deal: Deal, heads_up: bool, dealt: set[int]
    ) -> Table:
        table = self.table
        seats = tuple(
            seat if seat.player is (player := self.players.get(seat.number)) else evolve(
                seat, player=player)
            for seat in table.seats
        )
        positions = _normalized(placement, len(self.house.blinds), heads_up or self.short)
        chain = _chain(positions, self.house.button_blind)
        ids = tuple((self.players[s].id if s in dealt else None) for s in chain)
        passed = table.passed
        if passed is not None:
            passed = passed | self._blind_path(placement)
            if len(passed) >= table.size:
                passed = None
        return evolve(
            table,
            seats=seats,
            last=positions,
            last_chain_players=ids,
            draw=None,
            last_heads_up=heads_up,
            last_short=self.short,
            last_dealt_count=len(deal.dealt),
            passed=passed,
            procedure=placement.procedure,
            second_big_blind=placement.second_big_blind,
            straddle=None,
            redeal=False,
            last_deal=deal,
        )

    def _blind_path(self, placement: Placement) -> frozenset[int]:
        """Seats a blind was placed on or moved over by this deal (R-63)."""
        last = self.table.last
        if last is None:
            return frozenset(placement.blinds)
        path: set[int] = set()
        for old, new in zip(last.blinds, placement.blinds, strict=False):
            path |= set(self.table.arc(old, new))
        return frozenset(path) | set(placement.blinds)


def next_button(table: Table) -> int | None:
    """The seat whose player has the button on the next hand (R-73), as the deal itself places
    it: heads-up (R-51, R-52), after R-35 forgiveness, during R-42/R-43. None when the button
    would be dead or no hand can be dealt."""
    try:
        upcoming, _ = deal(table)
    except Refused:
        return None
    return None if upcoming.dead_button else upcoming.button


def next_zone(table: Table) -> frozenset[int]:
    """The zone of the next hand (R-31): where nobody enters the game."""
    try:
        dealer = _Dealer(table)
        return dealer._zone(dealer._tentative())
    except Refused:
        return frozenset()


def hands_to_big_blind(table: Table, seat: int, moving: int | None = None) -> int:
    """How many hands until the big blind reaches ``seat``, counting big-blind-eligible
    players from last hand's big blind (section 7). ``moving``: the seat the player on
    ``seat`` comes from, which no longer counts."""
    assert table.last is not None
    count = 0
    for current in table.clockwise_after(table.last.largest):
        if current == seat:
            break
        player = table.player(current)
        if current != moving and player is not None and player.present and (
            player.choice is not Choice.BEHIND
        ):
            count += 1
    return count + 1


def _sound(placement: Placement) -> bool:
    """Distinct blind seats, and the big blind not on the button."""
    blinds = placement.blinds
    return len(set(blinds)) == len(blinds) and blinds[-1] != placement.button


def _chain(positions: Positions, button_blind: bool) -> list[int]:
    """Button then blinds; with a button blind the button seat is the first blind."""
    if button_blind:
        return list(positions.blinds)
    return [positions.button, *positions.blinds]


def _normalized(placement: Placement, count: int, heads_up: bool) -> Positions:
    """Positions with one seat per house blind. Heads-up the smaller blinds are on the button;
    short-handed (F-15) the missing middle blind is put with the small one."""
    blinds = placement.blinds
    if heads_up:
        blinds = [placement.button] * (count - 1) + [blinds[-1]]
    elif len(blinds) < count:
        blinds = [blinds[0]] * (count - len(blinds)) + blinds
    return Positions(placement.button, tuple(blinds))


def _behind_reason(player: Player) -> WaitReason:
    return WaitReason.DEALING_OFF if not player.new and not player.missed else WaitReason.BEHIND


def _smaller_kind(index: int, count: int, button_blind: bool) -> PostKind:
    if index == 0:
        return PostKind.BUTTON_SMALL_BLIND if button_blind else PostKind.SMALL_BLIND
    return PostKind.MIDDLE_BLIND


def makeup_amounts(missed: Missed | None, house: HouseRules) -> tuple[int, int]:
    """Live and dead amounts that make up a missed-blind button (R-32, section 10)."""
    if missed is None:
        return 0, 0
    blinds = house.blinds
    if missed is Missed.SB:
        return 0, blinds[0] if len(blinds) > 1 else 0
    if missed is Missed.BB or house.makeup is Makeup.BIG_ONLY:
        return house.big_blind, 0
    return house.big_blind, sum(blinds[:-1])


def _still_dealt(table: Table, last: Deal) -> set[int]:
    """Seats of the misdealt hand whose players are still there and playing."""
    return {s for s in last.dealt if (p := table.player(s)) is not None and p.is_active}


def _can_redeal(table: Table) -> bool:
    """F-07: a redeal needs two players of the misdealt hand; otherwise a new hand is dealt."""
    last = table.last_deal
    return isinstance(last, Deal) and len(_still_dealt(table, last)) >= 2


def _redeal(table: Table) -> tuple[Deal, Table]:
    """A misdeal: the last deal again, less the players who have left or stepped away since."""
    last = table.last_deal
    assert isinstance(last, Deal)
    still = _still_dealt(table, last)
    waiting = tuple(
        (s, WaitReason.REDEAL)
        for s, p in table.occupied()
        if p.present and s not in still
    )
    deal = evolve(
        last,
        dealt=tuple(sorted(still)),
        posts=tuple(post for post in last.posts if post.seat in still),
        missed=tuple((s, p.missed) for s, p in table.occupied() if p.missed is not None),
        lockup=tuple(seat.number for seat in table.seats if seat.locked),
        waiting=waiting,
        markers=(),
        redeal=True,
        dead_button=last.button not in still,
        dead_small_blind=last.small_blind is not None
        and all(post.seat != last.small_blind for post in last.posts if post.seat in still),
    )
    return deal, evolve(table, redeal=False, last_deal=deal, straddle=None)

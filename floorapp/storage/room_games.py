"""The room's games: what a player asks for ("1/2 No-limit Hold'em"), each with its list.

Every table belongs to one game (a table added without one joins the game named after its
stakes, made when the room has none: :meth:`RoomGames.game_for`). A game has a name and the
house rules of its list (:class:`~floorapp.lists.GameRules`: what happens to a no-show, how
the room board writes names). Adding, renaming, changing the rules of, closing and reopening
a game are entries of its list journal (:mod:`floorapp.storage.list_journal`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from floorapp.lists import GameRules
from floorapp.rules import HouseRules

from . import codec
from .errors import UnknownGame
from .journal import micros
from .list_codec import decode_rules, encode_rules
from .list_journal import LIST_KIND_CODES, ListEntryKind
from .names import Named, checked_name
from .room_states import RoomStates
from .schema import new_game_row, stakes_name


@dataclass(frozen=True)
class GameInfo:
    """A game of the room: its name and list rules; ``closed`` is when it stopped being
    offered (its list and history stay)."""

    id: int
    name: str
    rules: GameRules
    created: datetime
    closed: datetime | None = None

    @property
    def is_open(self) -> bool:
        """Still offered (not closed)."""
        return self.closed is None


class RoomGames(RoomStates):
    """Listing, adding, renaming and closing the room's games; writing list journal entries."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._game_infos: dict[int, GameInfo] = {}
        """Each game read so far (the screen asks its name and rules at every repaint):
        dropped when this room changes it, and when another screen wrote to its list
        (:meth:`~floorapp.storage.room_lists.RoomLists.catch_up_list`)."""

    def games(self, include_closed: bool = True) -> list[GameInfo]:
        """The room's games in the order they were added."""
        where = "" if include_closed else " WHERE closed IS NULL"
        rows = self.database.rows(
            f"SELECT id, name, rules, created, closed FROM games{where} ORDER BY id")
        return [_game_info(row) for row in rows]

    def game_info(self, game_id: int) -> GameInfo:
        """One game (:class:`UnknownGame` if the room has none with this id)."""
        found = self._game_infos.get(game_id)
        if found is not None:
            return found
        rows = self.database.rows(
            "SELECT id, name, rules, created, closed FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise UnknownGame(f"no game {game_id} in this room")
        found = self._game_infos[game_id] = _game_info(rows[0])
        return found

    def add_game(self, name: str, rules: GameRules | None = None) -> GameInfo:
        """Offer a new game (its list starts empty)."""
        name = checked_name(Named.GAME, name)
        at = self._clock()
        with self.database.transaction(f"add the game {name}") as db:
            game_id = new_game_row(db, name, at)
            if rules is not None:
                db.execute("UPDATE games SET rules = ? WHERE id = ?",
                           (codec.to_json(encode_rules(rules)), game_id))
            self._insert_list(db, game_id, ListEntryKind.CREATE, micros(at),
                              document=self._pack({"name": name}))
        return self.game_info(game_id)

    def rename_game(self, game_id: int, name: str) -> GameInfo:
        """Give a game a new name (journaled)."""
        name = checked_name(Named.GAME, name)
        self._game_entry(game_id, ListEntryKind.RENAME, "UPDATE games SET name = ? WHERE id = ?",
                         (name, game_id), {"name": name})
        return self.game_info(game_id)

    def set_game_rules(self, game_id: int, rules: GameRules) -> GameInfo:
        """Change the house rules of a game's list (journaled)."""
        encoded = encode_rules(rules)
        self._game_entry(game_id, ListEntryKind.RULES, "UPDATE games SET rules = ? WHERE id = ?",
                         (codec.to_json(encoded), game_id), {"rules": encoded})
        return self.game_info(game_id)

    def close_game(self, game_id: int) -> GameInfo:
        """Stop offering a game (its list and history stay; reopen it to offer it again)."""
        if self.game_info(game_id).is_open:
            stamp = self._clock().astimezone(UTC).isoformat(timespec="microseconds")
            self._game_entry(game_id, ListEntryKind.CLOSE,
                             "UPDATE games SET closed = ? WHERE id = ?", (stamp, game_id), None)
        return self.game_info(game_id)

    def reopen_game(self, game_id: int) -> GameInfo:
        """Offer a closed game again."""
        if not self.game_info(game_id).is_open:
            self._game_entry(game_id, ListEntryKind.REOPEN,
                             "UPDATE games SET closed = NULL WHERE id = ?", (game_id,), None)
        return self.game_info(game_id)

    def game_for(self, db: Any, house: HouseRules) -> int:
        """Inside a transaction: the open game named after these stakes ("1/2 limit"), added
        when the room has none."""
        name = stakes_name(house)
        found = db.execute("SELECT id FROM games WHERE name = ? AND closed IS NULL "
                           "ORDER BY id LIMIT 1", (name,)).fetchone()
        if found is not None:
            return int(found[0])
        at = self._clock()
        game_id = new_game_row(db, name, at)
        self._insert_list(db, game_id, ListEntryKind.CREATE, micros(at),
                          document=self._pack({"name": name}))
        return game_id

    # --- writing list journal entries -----------------------------------------------------

    def _insert_list(
        self,
        db: Any,
        game_id: int,
        kind: ListEntryKind,
        at: int,
        *,
        target: int | None = None,
        document: bytes | None = None,
        names: str | None = None,
    ) -> int:
        """Append one entry to the list journal (in the transaction ``db``); its number."""
        cursor = db.execute(
            "INSERT INTO list_journal (game_id, at, kind, target, document, names) "
            "VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
            (game_id, at, LIST_KIND_CODES[kind], target, document, names),
        )
        entry = int(cursor.fetchone()[0])
        self.database.announce_list(db, game_id, entry)
        return entry

    def _game_entry(self, game_id: int, kind: ListEntryKind, sql: str,
                    parameters: tuple[Any, ...], document: Any) -> None:
        """A change to the game itself (name, rules, offered or not) and its entry."""
        self.game_info(game_id)
        at = micros(self._clock())
        try:
            with self.database.transaction(f"{kind} game {game_id}") as db:
                db.execute(sql, parameters)
                entry = self._insert_list(
                    db, game_id, kind, at,
                    document=None if document is None else self._pack(document))
                self._moved_list_on(db, game_id, entry)
        finally:
            self._game_infos.pop(game_id, None)

    def _moved_list_on(self, db: Any, game_id: int, entry: int) -> None:
        """A game entry moved the list's position on: its head follows (the list itself is
        unchanged); see :class:`~floorapp.storage.room_lists.RoomLists`."""


def _game_info(row: Any) -> GameInfo:
    game_id, name, rules, created, closed = row
    return GameInfo(
        id=int(game_id),
        name=name,
        rules=decode_rules(codec.from_json(rules)),
        created=datetime.fromisoformat(created),
        closed=datetime.fromisoformat(closed) if closed else None,
    )

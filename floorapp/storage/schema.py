"""The room file's schema, version by version: the CREATE statements of each.

A room file's *schema version* (``PRAGMA user_version``) says which of these it holds; the
migrations of :mod:`floorapp.storage.database` run ``create_version_n`` in turn to take a file
from version ``n - 1`` to ``n`` (a new file runs them all):

1. the room's tables, the append-only journal (one row per *journal entry*: an action at a
   table, an undo, a redo, a table's creation, renaming, closing, reopening), who each entry
   concerns, and the kept *snapshots* (a table's state saved after an entry);
2. the training progress: trainees, their graded attempts, mistakes and rules;
3. the compact journal (:mod:`floorapp.storage.upgrade`): packed documents, a bit per seat,
   the players' *sittings* (who sat where from which entry to which) and each table's *head*
   (its latest saved state);
4. the games and their waiting lists (:mod:`floorapp.storage.room_lists`): each table belongs
   to a *game*, each game has a *list* with its own append-only journal (the *list journal*)
   and head, and a list entry that went with entries at tables (a player seated from the
   list, a table broken) is *linked* to them;
5. the *digests* that vouch for the tables' heads and snapshots (:mod:`.digests`), and the
   open tables' names unique in the database;
6. the *events* (tournaments), each with its append-only *event journal* and its head
   (:mod:`floorapp.storage.event_journal`).

One statement each: sqlite3's ``executescript()`` would commit the migration's transaction.

A room on PostgreSQL (:mod:`floorapp.storage.postgresql`) is created directly at the current
schema (:data:`POSTGRESQL_VERSION_3`, :data:`POSTGRESQL_VERSION_4`, then
:data:`POSTGRESQL_VERSION_5` and the server's checks, :data:`POSTGRESQL_VERSION_6`); a
room of an older schema is taken through the same steps
(:data:`floorapp.storage.postgresql.POSTGRESQL_UPGRADES`).
"""

from __future__ import annotations

import sqlite3
from typing import Any

from . import codec


def create_version_1(connection: sqlite3.Connection) -> None:
    """The first schema: tables, the append-only journal, who each entry concerns, snapshots."""
    for statement in VERSION_1:
        connection.execute(statement)
    connection.execute(
        "INSERT INTO meta (key, value) VALUES ('codec', ?)", (str(codec.CODEC_VERSION),)
    )


VERSION_1 = (
    """CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )""",
    """CREATE TABLE tables (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        house TEXT NOT NULL,        -- JSON: the scenario format's [house]
        start TEXT NOT NULL,        -- JSON: the scenario format's [table] it started from
        created TEXT NOT NULL,      -- UTC, ISO 8601
        closed TEXT                 -- UTC, ISO 8601; NULL while the table runs
    )""",
    """CREATE TABLE journal (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        at TEXT NOT NULL,           -- UTC, ISO 8601 with microseconds
        kind TEXT NOT NULL,         -- create, event, undo, redo, rename, close, reopen
        target INTEGER REFERENCES journal (id),  -- undo / redo: the entry taken or put back
        event TEXT,                 -- JSON: the event (event, undo, redo)
        deal TEXT,                  -- JSON: the deal it made (a deal event, its redo)
        state TEXT,                 -- JSON: the starting table (create), the one put back (undo)
        note TEXT                   -- the table's name (create, rename)
    )""",
    "CREATE INDEX journal_by_table ON journal (table_id, id)",
    "CREATE INDEX journal_by_time ON journal (at)",
    """CREATE TRIGGER journal_is_append_only_update BEFORE UPDATE ON journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TRIGGER journal_is_append_only_delete BEFORE DELETE ON journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TABLE involved (
        entry_id INTEGER NOT NULL REFERENCES journal (id),
        seat INTEGER NOT NULL,
        player TEXT                 -- the player on that seat then, if any
    )""",
    "CREATE INDEX involved_by_entry ON involved (entry_id)",
    "CREATE INDEX involved_by_seat ON involved (seat, entry_id)",
    "CREATE INDEX involved_by_player ON involved (player COLLATE NOCASE, entry_id)",
    """CREATE TABLE snapshots (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        entry_id INTEGER NOT NULL REFERENCES journal (id),
        state TEXT NOT NULL,        -- JSON: table, undo and redo stacks after entry_id
        PRIMARY KEY (table_id, entry_id)
    ) WITHOUT ROWID""",
)


def create_version_2(connection: sqlite3.Connection) -> None:
    """Training progress: trainees, their graded attempts, mistakes and rules (progress.py)."""
    for statement in VERSION_2:
        connection.execute(statement)


VERSION_2 = (
    """CREATE TABLE trainees (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created TEXT NOT NULL       -- UTC, ISO 8601
    )""",
    """CREATE TABLE attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        at TEXT NOT NULL,           -- UTC, ISO 8601 with microseconds
        kind TEXT NOT NULL,         -- lesson, quiz
        lesson TEXT,                -- the lesson id (lesson)
        button_rule TEXT,           -- quiz: dead, moving, simplified
        difficulty INTEGER,         -- quiz: 1..3
        seed INTEGER,               -- quiz
        deal INTEGER NOT NULL,      -- 1-based deal of the exercise
        points INTEGER NOT NULL,    -- checks answered right
        out_of INTEGER NOT NULL     -- checks made
    )""",
    "CREATE INDEX attempts_by_trainee ON attempts (trainee_id, id)",
    """CREATE TABLE attempt_mistakes (
        attempt_id INTEGER NOT NULL REFERENCES attempts (id),
        position INTEGER NOT NULL,  -- order within the attempt
        code TEXT NOT NULL,         -- a floorapp.training MistakeCode
        item TEXT NOT NULL,
        seat INTEGER,
        expected TEXT NOT NULL,
        given TEXT NOT NULL,
        rules TEXT NOT NULL,        -- rule ids, space-separated
        PRIMARY KEY (attempt_id, position)
    ) WITHOUT ROWID""",
    """CREATE TABLE attempt_rules (
        attempt_id INTEGER NOT NULL REFERENCES attempts (id),
        rule TEXT NOT NULL,
        checks INTEGER NOT NULL,    -- checks of the attempt citing the rule
        mistakes INTEGER NOT NULL,  -- of which answered wrong
        PRIMARY KEY (attempt_id, rule)
    ) WITHOUT ROWID""",
    "CREATE INDEX attempt_rules_by_rule ON attempt_rules (rule)",
)


def create_version_3(connection: sqlite3.Connection) -> None:
    """The compact journal (a year of a busy room stays small): see :mod:`.upgrade`."""
    from .upgrade import compact_journal

    compact_journal(connection)


VERSION_3 = (
    """CREATE TABLE dictionaries (
        id INTEGER PRIMARY KEY,     -- the first byte of every packed value
        content BLOB NOT NULL       -- a DEFLATE preset dictionary (codec.Packer)
    )""",
    """CREATE TABLE journal (
        id INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        at BIGINT NOT NULL,         -- microseconds since 1970-01-01 UTC
        kind SMALLINT NOT NULL,     -- journal.KIND_CODES: 1 create, 2 event, 3 undo, 4 redo,
                                    -- 5 rename, 6 close, 7 reopen
        seats BIGINT NOT NULL,      -- the seats the entry concerns: bit n - 1 for seat n
        target BIGINT REFERENCES journal (id),  -- undo / redo: the entry taken or put back
        event BLOB,                 -- packed JSON: the event (event, undo, redo)
        deal BLOB,                  -- packed JSON: the deal it made (a deal event, its redo)
        state BLOB,                 -- packed JSON: the starting table (create), the one put
                                    -- back (undo)
        note TEXT                   -- the table's name (create, rename)
    )""",
    # History pages read ids from these two alone (they hold the table, time and seats), then
    # the 200 rows of the page: a page costs the same at any depth of a year's journal.
    "CREATE INDEX journal_by_table ON journal (table_id, id, seats)",
    "CREATE INDEX journal_by_time ON journal (at, table_id, seats)",
    """CREATE TRIGGER journal_is_append_only_update BEFORE UPDATE ON journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TRIGGER journal_is_append_only_delete BEFORE DELETE ON journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TABLE sittings (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        seat SMALLINT NOT NULL,
        player TEXT NOT NULL,       -- the name as the floor wrote it
        player_key TEXT NOT NULL,   -- the name case-folded: what a search matches
        first_entry BIGINT NOT NULL,  -- the entry that put the player on the seat
        last_entry BIGINT           -- the entry that took him off it; NULL while he sits
    )""",
    "CREATE INDEX sittings_by_player ON sittings (player_key)",
    "CREATE INDEX sittings_by_seat ON sittings (table_id, seat, first_entry)",
    """CREATE TABLE snapshots (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        entry_id BIGINT NOT NULL REFERENCES journal (id),
        state BLOB NOT NULL,        -- packed journal.snapshot_document after entry_id
        PRIMARY KEY (table_id, entry_id)
    )""",
    """CREATE TABLE heads (
        table_id INTEGER PRIMARY KEY REFERENCES tables (id),
        entry_id BIGINT NOT NULL REFERENCES journal (id),
        state BLOB NOT NULL         -- packed journal.snapshot_document: the latest saved state
    )""",
)
"""Schema 3. Plain SQL types (BIGINT, SMALLINT, BLOB, TEXT): on PostgreSQL the same tables
are :data:`POSTGRESQL_VERSION_3`."""


POSTGRESQL_VERSION_3 = (
    """CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL         -- 'application': floorapp, 'schema': 3, 'codec', ...
    )""",
    """CREATE TABLE tables (
        id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL,
        house TEXT NOT NULL,
        start TEXT NOT NULL,
        created TEXT NOT NULL,
        closed TEXT
    )""",
    """CREATE TABLE dictionaries (
        id INTEGER PRIMARY KEY,
        content BYTEA NOT NULL
    )""",
    """CREATE TABLE journal (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        at BIGINT NOT NULL,
        kind SMALLINT NOT NULL,
        seats BIGINT NOT NULL,
        target BIGINT REFERENCES journal (id),
        event BYTEA,
        deal BYTEA,
        state BYTEA,
        note TEXT
    )""",
    "CREATE INDEX journal_by_table ON journal (table_id, id, seats)",
    "CREATE INDEX journal_by_time ON journal (at, table_id, seats)",
    """CREATE FUNCTION journal_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        RAISE EXCEPTION 'the journal is append-only' USING ERRCODE = 'restrict_violation';
    END $$""",
    """CREATE TRIGGER journal_is_append_only BEFORE UPDATE OR DELETE ON journal
    FOR EACH ROW EXECUTE FUNCTION journal_is_append_only()""",
    """CREATE TRIGGER journal_is_never_emptied BEFORE TRUNCATE ON journal
    FOR EACH STATEMENT EXECUTE FUNCTION journal_is_append_only()""",
    """CREATE TABLE sittings (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        seat SMALLINT NOT NULL,
        player TEXT NOT NULL,
        player_key TEXT NOT NULL,
        first_entry BIGINT NOT NULL,
        last_entry BIGINT
    )""",
    "CREATE INDEX sittings_by_player ON sittings (player_key)",
    "CREATE INDEX sittings_by_seat ON sittings (table_id, seat, first_entry)",
    """CREATE TABLE snapshots (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        entry_id BIGINT NOT NULL REFERENCES journal (id),
        state BYTEA NOT NULL,
        PRIMARY KEY (table_id, entry_id)
    )""",
    """CREATE TABLE heads (
        table_id INTEGER PRIMARY KEY REFERENCES tables (id),
        entry_id BIGINT NOT NULL REFERENCES journal (id),
        state BYTEA NOT NULL
    )""",
    """CREATE TABLE trainees (
        id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL,
        created TEXT NOT NULL
    )""",
    "CREATE UNIQUE INDEX trainees_by_name ON trainees (lower(name))",
    """CREATE TABLE attempts (
        id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        at TEXT NOT NULL,
        kind TEXT NOT NULL,
        lesson TEXT,
        button_rule TEXT,
        difficulty INTEGER,
        seed BIGINT,
        deal INTEGER NOT NULL,
        points INTEGER NOT NULL,
        out_of INTEGER NOT NULL
    )""",
    "CREATE INDEX attempts_by_trainee ON attempts (trainee_id, id)",
    """CREATE TABLE attempt_mistakes (
        attempt_id INTEGER NOT NULL REFERENCES attempts (id),
        position INTEGER NOT NULL,
        code TEXT NOT NULL,
        item TEXT NOT NULL,
        seat INTEGER,
        expected TEXT NOT NULL,
        given TEXT NOT NULL,
        rules TEXT NOT NULL,
        PRIMARY KEY (attempt_id, position)
    )""",
    """CREATE TABLE attempt_rules (
        attempt_id INTEGER NOT NULL REFERENCES attempts (id),
        rule TEXT NOT NULL,
        checks INTEGER NOT NULL,
        mistakes INTEGER NOT NULL,
        PRIMARY KEY (attempt_id, rule)
    )""",
    "CREATE INDEX attempt_rules_by_rule ON attempt_rules (rule)",
)
"""A PostgreSQL room, created at schema 3 in one transaction: the tables of versions 1-3 as
they stand at version 3 (the columns' meaning is commented above), with BYTEA for BLOB,
identity columns for the ids, a case-blind unique index for the trainees' names (SQLite's
NOCASE), and one trigger function that refuses UPDATE, DELETE and TRUNCATE on the journal.
The schema version and the codec are rows of ``meta`` (SQLite keeps the version in
``PRAGMA user_version``)."""


def create_version_4(connection: sqlite3.Connection) -> None:
    """Games and their waiting lists: every table of the room joins the game named after its
    stakes (:func:`games_for_tables`)."""
    for statement in VERSION_4:
        connection.execute(statement)
    games_for_tables(connection)


VERSION_4 = (
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,         -- what a player asks for: "1/2 No-limit Hold'em"
        rules TEXT NOT NULL,        -- JSON: the list's house rules (no-show, board names)
        created TEXT NOT NULL,      -- UTC, ISO 8601
        closed TEXT                 -- UTC, ISO 8601; NULL while the game is offered
    )""",
    "ALTER TABLE tables ADD COLUMN game_id INTEGER REFERENCES games (id)",
    "ALTER TABLE tables ADD COLUMN feeds INTEGER REFERENCES tables (id)",  # a must-move table
    """CREATE TABLE list_journal (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games (id),
        at BIGINT NOT NULL,         -- microseconds since 1970-01-01 UTC
        kind SMALLINT NOT NULL,     -- list_journal.LIST_KIND_CODES: 1 create, 2 action,
                                    -- 3 undo, 4 redo, 5 rename, 6 rules, 7 close, 8 reopen
        target BIGINT REFERENCES list_journal (id),  -- undo / redo: the entry taken or put back
        document BLOB,              -- packed JSON: the action and the steps it took
        names TEXT                  -- the names it concerns, case-folded, one per line
    )""",
    "CREATE INDEX list_journal_by_game ON list_journal (game_id, id)",
    "CREATE INDEX list_journal_by_time ON list_journal (at, game_id)",
    """CREATE TRIGGER list_journal_is_append_only_update BEFORE UPDATE ON list_journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TRIGGER list_journal_is_append_only_delete BEFORE DELETE ON list_journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TABLE list_heads (
        game_id INTEGER PRIMARY KEY REFERENCES games (id),
        entry_id BIGINT NOT NULL REFERENCES list_journal (id),
        state BLOB NOT NULL         -- packed: the list, its next number, undo and redo
    )""",
    """CREATE TABLE links (
        table_entry BIGINT PRIMARY KEY REFERENCES journal (id),
        list_entry BIGINT NOT NULL REFERENCES list_journal (id)
    )""",
    "CREATE INDEX links_by_list_entry ON links (list_entry)",
    """CREATE TRIGGER links_are_append_only_update BEFORE UPDATE ON links
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TRIGGER links_are_append_only_delete BEFORE DELETE ON links
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
)
"""Schema 4: the games, the list journal, the lists' heads and the links between list entries
and table entries. Plain SQL types: on PostgreSQL the same tables are
:data:`POSTGRESQL_VERSION_4`."""


def games_for_tables(connection: Any) -> None:
    """Give every table of the room a game: one game per stakes (blinds and structure), named
    after them ("1/2 limit"), each with its creation entry in the list journal."""
    from datetime import UTC, datetime

    from .journal import micros
    from .list_journal import LIST_KIND_CODES, ListEntryKind

    now = datetime.now(UTC)
    games: dict[str, int] = {}
    rows = connection.execute("SELECT id, house FROM tables ORDER BY id").fetchall()
    for table_id, house in rows:
        name = stakes_name(codec.decode_house(codec.from_json(house)))
        if name not in games:
            games[name] = new_game_row(connection, name, now)
            connection.execute(
                "INSERT INTO list_journal (game_id, at, kind, names) VALUES (?, ?, ?, ?)",
                (games[name], micros(now), LIST_KIND_CODES[ListEntryKind.CREATE], None))
        connection.execute("UPDATE tables SET game_id = ? WHERE id = ?", (games[name], table_id))


def new_game_row(connection: Any, name: str, created: Any) -> int:
    """Insert a game (default list rules); its id."""
    from floorapp.lists import GameRules

    from .list_codec import encode_rules

    row = connection.execute(
        "INSERT INTO games (name, rules, created) VALUES (?, ?, ?) RETURNING id",
        (name, codec.to_json(encode_rules(GameRules())),
         created.isoformat(timespec="microseconds")),
    ).fetchone()
    return int(row[0])


def stakes_name(house: Any) -> str:
    """A game's name from a table's house rules: its blinds and structure ("1/2 limit")."""
    return f"{'/'.join(str(blind) for blind in house.blinds)} {house.structure}"


POSTGRESQL_VERSION_4 = (
    """CREATE TABLE games (
        id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL,
        rules TEXT NOT NULL,
        created TEXT NOT NULL,
        closed TEXT
    )""",
    "ALTER TABLE tables ADD COLUMN game_id INTEGER REFERENCES games (id)",
    "ALTER TABLE tables ADD COLUMN feeds INTEGER REFERENCES tables (id)",
    """CREATE TABLE list_journal (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games (id),
        at BIGINT NOT NULL,
        kind SMALLINT NOT NULL,
        target BIGINT REFERENCES list_journal (id),
        document BYTEA,
        names TEXT
    )""",
    "CREATE INDEX list_journal_by_game ON list_journal (game_id, id)",
    "CREATE INDEX list_journal_by_time ON list_journal (at, game_id)",
    """CREATE TRIGGER list_journal_is_append_only BEFORE UPDATE OR DELETE ON list_journal
    FOR EACH ROW EXECUTE FUNCTION journal_is_append_only()""",
    """CREATE TRIGGER list_journal_is_never_emptied BEFORE TRUNCATE ON list_journal
    FOR EACH STATEMENT EXECUTE FUNCTION journal_is_append_only()""",
    """CREATE TABLE list_heads (
        game_id INTEGER PRIMARY KEY REFERENCES games (id),
        entry_id BIGINT NOT NULL REFERENCES list_journal (id),
        state BYTEA NOT NULL
    )""",
    """CREATE TABLE links (
        table_entry BIGINT PRIMARY KEY REFERENCES journal (id),
        list_entry BIGINT NOT NULL REFERENCES list_journal (id)
    )""",
    "CREATE INDEX links_by_list_entry ON links (list_entry)",
    """CREATE TRIGGER links_are_append_only BEFORE UPDATE OR DELETE ON links
    FOR EACH ROW EXECUTE FUNCTION journal_is_append_only()""",
    """CREATE TRIGGER links_are_never_emptied BEFORE TRUNCATE ON links
    FOR EACH STATEMENT EXECUTE FUNCTION journal_is_append_only()""",
    # the room's group roles, when room init has made them, get the new tables too
    """DO $$ BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'floorapp_staff') THEN
            GRANT SELECT, INSERT, UPDATE, DELETE ON games, list_journal, list_heads, links
                TO floorapp_staff;
            GRANT USAGE ON SEQUENCE games_id_seq, list_journal_id_seq TO floorapp_staff;
        END IF;
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'floorapp_board') THEN
            GRANT SELECT ON games, list_journal, list_heads, links TO floorapp_board;
        END IF;
    END $$""",
)
"""Schema 4 on PostgreSQL: :data:`VERSION_4` with identity columns, BYTEA and the journal's
trigger function; the grants of :mod:`floorapp.storage.room_setup`'s roles where they exist."""


def create_version_5(connection: sqlite3.Connection) -> None:
    """The digests that vouch for the kept states, and the open tables' names unique in the
    database (:data:`VERSION_5`)."""
    for statement in VERSION_5:
        connection.execute(statement)
    from .digests import record_kept_digests

    record_kept_digests(connection)


TWINS = (
    "UPDATE tables SET twin = (SELECT count(*) FROM tables AS other WHERE other.closed IS NULL "
    "AND lower(other.name) = lower(tables.name) AND other.id < tables.id) WHERE closed IS NULL"
)
"""Open tables that already shared a name (whatever the case) before schema 5, numbered
apart: each keeps its name, the first 0, the next 1... (new tables are 0)."""
OPEN_NAMES = ("CREATE UNIQUE INDEX tables_by_open_name ON tables (lower(name), twin) "
              "WHERE closed IS NULL")
"""No two open tables of the room share a name, whatever the (ASCII) case: floorapp's own check
(:mod:`floorapp.storage.names`) is the stricter, the database's stops what gets past it."""

VERSION_5 = (
    """CREATE TABLE digests (
        entry_id INTEGER PRIMARY KEY REFERENCES journal (id),
        digest BLOB NOT NULL        -- SHA-256 of the packed state the entry left its table in
    )""",
    """CREATE TRIGGER digests_are_append_only_update BEFORE UPDATE ON digests
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TRIGGER digests_are_append_only_delete BEFORE DELETE ON digests
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    "ALTER TABLE tables ADD COLUMN twin SMALLINT NOT NULL DEFAULT 0",
    TWINS,
    OPEN_NAMES,
)
"""Schema 5: the journal's digests (:mod:`floorapp.storage.digests`; append-only like the
journal) and the open tables' names unique in the database (``twin`` numbers apart the open
tables that already shared a name). On PostgreSQL: :data:`POSTGRESQL_VERSION_5`."""

POSTGRESQL_VERSION_5 = (
    """CREATE TABLE digests (
        entry_id BIGINT PRIMARY KEY REFERENCES journal (id),
        digest BYTEA NOT NULL
    )""",
    """CREATE TRIGGER digests_are_append_only BEFORE UPDATE OR DELETE ON digests
    FOR EACH ROW EXECUTE FUNCTION journal_is_append_only()""",
    """CREATE TRIGGER digests_are_never_emptied BEFORE TRUNCATE ON digests
    FOR EACH STATEMENT EXECUTE FUNCTION journal_is_append_only()""",
    "ALTER TABLE tables ADD COLUMN twin SMALLINT NOT NULL DEFAULT 0",
    TWINS,
    OPEN_NAMES,
)
"""Schema 5 on PostgreSQL: :data:`VERSION_5`'s tables; the server's checks follow
(:mod:`floorapp.storage.server_checks`)."""


def create_version_6(connection: sqlite3.Connection) -> None:
    """The events and their journals (:data:`VERSION_6`)."""
    for statement in VERSION_6:
        connection.execute(statement)


VERSION_6 = (
    """CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,         -- "Sunday Deepstack"
        created TEXT NOT NULL,      -- UTC, ISO 8601
        closed TEXT                 -- UTC, ISO 8601; NULL while the event runs
    )""",
    """CREATE TABLE event_journal (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events (id),
        at BIGINT NOT NULL,         -- microseconds since 1970-01-01 UTC
        kind SMALLINT NOT NULL,     -- event_journal.EVENT_KIND_CODES: 1 create, 2 action,
                                    -- 3 undo, 4 redo, 5 close
        target BIGINT REFERENCES event_journal (id),  -- undo / redo: the entry taken or put back
        document BLOB,              -- packed JSON: the starting event (create); the action and
                                    -- its change forward and back (action, undo, redo)
        digest BLOB NOT NULL        -- SHA-256 of the packed head the entry left
    )""",
    "CREATE INDEX event_journal_by_event ON event_journal (event_id, id)",
    """CREATE TRIGGER event_journal_is_append_only_update BEFORE UPDATE ON event_journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TRIGGER event_journal_is_append_only_delete BEFORE DELETE ON event_journal
    BEGIN SELECT RAISE (ABORT, 'the journal is append-only'); END""",
    """CREATE TABLE event_heads (
        event_id INTEGER PRIMARY KEY REFERENCES events (id),
        entry_id BIGINT NOT NULL REFERENCES event_journal (id),
        state BLOB NOT NULL         -- packed: the event, undo and redo after entry_id
    )""",
)
"""Schema 6: the events, the event journal (append-only) and the events' heads. On
PostgreSQL: :data:`POSTGRESQL_VERSION_6`."""

POSTGRESQL_VERSION_6 = (
    """CREATE TABLE events (
        id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL,
        created TEXT NOT NULL,
        closed TEXT
    )""",
    """CREATE TABLE event_journal (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events (id),
        at BIGINT NOT NULL,
        kind SMALLINT NOT NULL,
        target BIGINT REFERENCES event_journal (id),
        document BYTEA,
        digest BYTEA NOT NULL
    )""",
    "CREATE INDEX event_journal_by_event ON event_journal (event_id, id)",
    """CREATE TRIGGER event_journal_is_append_only BEFORE UPDATE OR DELETE ON event_journal
    FOR EACH ROW EXECUTE FUNCTION journal_is_append_only()""",
    """CREATE TRIGGER event_journal_is_never_emptied BEFORE TRUNCATE ON event_journal
    FOR EACH STATEMENT EXECUTE FUNCTION journal_is_append_only()""",
    """CREATE TABLE event_heads (
        event_id INTEGER PRIMARY KEY REFERENCES events (id),
        entry_id BIGINT NOT NULL REFERENCES event_journal (id),
        state BYTEA NOT NULL
    )""",
)
"""Schema 6 on PostgreSQL: :data:`VERSION_6`'s tables; the server's checks of them follow
(:func:`floorapp.storage.server_checks.create_event_checks`)."""


TABLES = frozenset({"meta", "tables", "journal", "sittings", "snapshots", "heads",
                    "dictionaries"})
"""The tables every floorapp room file has (a file without them is not ours, or is damaged)."""

"""What a room's PostgreSQL server checks of every row it is given (schemas 5 and 6).

In a shared room the server is the trust boundary: a PC holding a staff role's password can
send it any SQL, not only floorapp's. So the server checks every row itself, whoever writes it
(the room's owner too, unless he disables the triggers), with the grants and triggers below;
floorapp writes the same SQL on both backends (:mod:`floorapp.storage.backend`), and the
server refuses what floorapp itself would never write:

- a *journal entry* of a kind no floorapp writes, a ``create`` entry but the first of a table
  added in the same transaction, of a table that does not exist or that was closed before
  the transaction (a ``close`` entry follows the closing in its transaction; a
  ``reopen`` entry the reopening), an undo or redo whose target is not an action of the same
  table, a missing document its kind needs, or a packed document that does not decode as far
  as the server can tell (:data:`PACKED`: the dictionary its first byte names exists, and the
  DEFLATE stream starts with a valid block header). What is inside the stream (the JSON of an
  event, a deal, a table) is left to the reader, which sets a table with an entry it cannot
  read aside;
- a *list entry* likewise (kind, a game that does not exist, a target of another game, its
  packed document; a closed game's list goes on, as an interest list);
- a *digest* (:mod:`floorapp.storage.digests`) for an entry not written in the same
  transaction, or that is not a SHA-256;
- a *head* or a *snapshot* whose digest is not the one recorded for its entry, or at an entry
  of another table: derived state is written only as the journal vouches for it;
- a *sitting* not written with the entry that starts (or ends) it, or changed otherwise than
  by its end; a *link* not written with both its entries;
- a *list's head* at an entry of another game, or whose packed state does not decode as far
  as the server can tell (the lists have no digests: their heads' content is not checked);
- a table added without its ``create`` entry, or changed (renamed, closed, reopened, put in a
  game) without an entry in the same transaction (checked at the commit);
- an *event entry* of an unknown kind, of an event that does not exist or was closed before
  the transaction, a ``create`` but the first of an event added in the same transaction, an
  undo or redo whose target is not an action (or redo) of the same event, without its
  document or its digest; an event's *head* that is not the state its entry recorded (the
  entry's digest) or not written in that entry's transaction; an event added or closed
  without its entry (:data:`EVENT_FUNCTIONS`, schema 6);
- ``meta``: a role other than the owner may only set the house hour (``day_starts``, 0-23).

The trigger functions run with a fixed ``search_path`` (the room's schema, then ``pg_temp``):
a temporary table of a staff session cannot stand in for the room's. The grants
(:data:`STAFF_RIGHTS`, :data:`BOARD_RIGHTS`) leave the staff no DELETE on anything, no UPDATE
of derived state but a head (to a state its entry recorded) and a sitting's end, none of
``meta``'s other rows or the dictionaries; :func:`align_grants` grants what is missing
and revokes what is more (``room init``, and the upgrade where the roles exist).
"""

from __future__ import annotations

from typing import Any

STAFF = "floorapp_staff"
"""The group role of the floor staff: reads the room, writes it through the checks below."""
BOARD = "floorapp_board"
"""The group role of a board (a display): reads the room, never writes."""

READ = ("SELECT",)
STAFF_RIGHTS: dict[str, tuple[str, ...]] = {
    "meta": ("SELECT", "INSERT", "UPDATE"),
    "dictionaries": READ,
    "tables": ("SELECT", "INSERT (name, house, start, created, game_id, feeds)",
               "UPDATE (name, closed, game_id, feeds)"),
    "journal": ("SELECT", "INSERT"),
    "digests": ("SELECT", "INSERT"),
    "sittings": ("SELECT", "INSERT", "UPDATE (last_entry)"),
    "snapshots": ("SELECT", "INSERT"),
    "heads": ("SELECT", "INSERT", "UPDATE"),
    "games": ("SELECT", "INSERT", "UPDATE (name, rules, closed)"),
    "list_journal": ("SELECT", "INSERT"),
    "list_heads": ("SELECT", "INSERT", "UPDATE"),
    "links": ("SELECT", "INSERT"),
    "events": ("SELECT", "INSERT (name, created)", "UPDATE (closed)"),
    "event_journal": ("SELECT", "INSERT"),
    "event_heads": ("SELECT", "INSERT", "UPDATE"),
    "trainees": ("SELECT", "INSERT"),
    "attempts": ("SELECT", "INSERT"),
    "attempt_mistakes": ("SELECT", "INSERT"),
    "attempt_rules": ("SELECT", "INSERT"),
}
"""What the staff may do to each table of the room (a right on some columns only is written
``UPDATE (columns)``: a table's ``twin``, say, is the owner's alone); every write is checked
by the triggers besides."""
BOARD_RIGHTS: dict[str, tuple[str, ...]] = {table: READ for table in STAFF_RIGHTS}
"""The board reads every table and writes none."""

WRITTEN_NOW = "{row}.xmin = pg_current_xact_id()::xid"
"""Whether a row was written by the transaction under way."""

PACKED = """CREATE FUNCTION floorapp_packed(document bytea) RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT document IS NULL OR (
        length(document) >= 2
        AND EXISTS (SELECT FROM dictionaries WHERE id = get_byte(document, 0))
        AND (get_byte(document, 1) >> 1) & 3 <> 3
        AND ((get_byte(document, 1) >> 1) & 3 <> 0 OR (length(document) >= 6
             AND get_byte(document, 2) + 256 * get_byte(document, 3)
                 = 65535 - get_byte(document, 4) - 256 * get_byte(document, 5))))
    $$"""
"""Whether a packed document decodes as far as the server can tell (None is no document): its
first byte names one of the room's dictionaries, and the raw DEFLATE stream after it starts
with a block of a valid type (a stored block with its length and the length's complement)."""

REFUSE = "RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE = "

FUNCTIONS = (
    PACKED,
    f"""CREATE FUNCTION journal_entry_is_well_formed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
        table_closed text;
        table_xmin xid;
        target_row journal%ROWTYPE;
    BEGIN
        IF NEW.kind NOT BETWEEN 1 AND 8 THEN
            {REFUSE} format('a journal entry of an unknown kind (%s)', NEW.kind);
        END IF;
        SELECT t.closed, t.xmin INTO table_closed, table_xmin FROM tables AS t
            WHERE t.id = NEW.table_id;
        IF NOT FOUND THEN
            {REFUSE} format('a journal entry of table %s, which does not exist', NEW.table_id);
        END IF;
        IF table_closed IS NOT NULL AND table_xmin <> pg_current_xact_id()::xid THEN
            {REFUSE} format('a journal entry of table %s, which is closed', NEW.table_id);
        END IF;
        IF NEW.kind = 1 AND (table_xmin <> pg_current_xact_id()::xid
                OR EXISTS (SELECT FROM journal WHERE table_id = NEW.table_id)) THEN
            {REFUSE} format('table %s was created already', NEW.table_id);
        END IF;
        IF NEW.kind IN (3, 4) THEN
            SELECT * INTO target_row FROM journal WHERE id = NEW.target;
            IF NOT FOUND OR target_row.table_id <> NEW.table_id OR target_row.kind NOT IN (2, 4)
            THEN
                {REFUSE} format('an undo or redo of entry %s, which is no action of table %s',
                                NEW.target, NEW.table_id);
            END IF;
        ELSIF NEW.target IS NOT NULL THEN
            {REFUSE} 'only an undo or a redo names another entry';
        END IF;
        IF (NEW.kind IN (1, 3) AND NEW.state IS NULL) OR (NEW.kind IN (2, 3, 4)
                AND NEW.event IS NULL) OR NEW.seats < 0 THEN
            {REFUSE} format('a journal entry of kind %s without what its kind needs',
                            NEW.kind);
        END IF;
        IF NOT (floorapp_packed(NEW.event) AND floorapp_packed(NEW.deal)
                AND floorapp_packed(NEW.state)) THEN
            {REFUSE} 'a journal entry with a packed document that does not decode';
        END IF;
        RETURN NEW;
    END $$""",
    f"""CREATE FUNCTION list_entry_is_well_formed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
        target_game integer;
    BEGIN
        IF NEW.kind NOT BETWEEN 1 AND 8 THEN
            {REFUSE} format('a list entry of an unknown kind (%s)', NEW.kind);
        END IF;
        IF NOT EXISTS (SELECT FROM games WHERE id = NEW.game_id) THEN
            {REFUSE} format('a list entry of game %s, which does not exist', NEW.game_id);
        END IF;
        IF NEW.target IS NOT NULL OR NEW.kind IN (3, 4) THEN
            SELECT game_id INTO target_game FROM list_journal WHERE id = NEW.target;
            IF NOT FOUND OR target_game <> NEW.game_id OR NEW.kind NOT IN (3, 4) THEN
                {REFUSE} format('a list entry naming entry %s, which is not of game %s',
                                NEW.target, NEW.game_id);
            END IF;
        END IF;
        IF NOT floorapp_packed(NEW.document) THEN
            {REFUSE} 'a list entry with a packed document that does not decode';
        END IF;
        RETURN NEW;
    END $$""",
    f"""CREATE FUNCTION digest_is_of_an_entry_written_now() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        IF length(NEW.digest) <> 32 OR NOT EXISTS (SELECT FROM journal AS j
                WHERE j.id = NEW.entry_id AND {WRITTEN_NOW.format(row="j")}) THEN
            {REFUSE} format('a digest for entry %s is written with that entry only',
                            NEW.entry_id);
        END IF;
        RETURN NEW;
    END $$""",
    f"""CREATE FUNCTION kept_state_is_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF NOT EXISTS (SELECT FROM digests AS d JOIN journal AS j ON j.id = d.entry_id
                WHERE d.entry_id = NEW.entry_id AND j.table_id = NEW.table_id
                AND d.digest = sha256(NEW.state)) THEN
            {REFUSE} format('the state kept for table %s at entry %s is not the one that '
                            'entry recorded', NEW.table_id, NEW.entry_id);
        END IF;
        RETURN NEW;
    END $$""",
    f"""CREATE FUNCTION sitting_is_written_with_its_entry() RETURNS trigger
    LANGUAGE plpgsql AS $$
    DECLARE
        entry bigint := NEW.first_entry;
    BEGIN
        IF TG_OP = 'UPDATE' THEN
            IF OLD.last_entry IS NOT NULL OR (NEW.table_id, NEW.seat, NEW.player,
                    NEW.player_key, NEW.first_entry) IS DISTINCT FROM (OLD.table_id,
                    OLD.seat, OLD.player, OLD.player_key, OLD.first_entry) THEN
                {REFUSE} 'a sitting only ends';
            END IF;
            entry := NEW.last_entry;
        END IF;
        IF NOT EXISTS (SELECT FROM journal AS j WHERE j.id = entry
                AND j.table_id = NEW.table_id AND {WRITTEN_NOW.format(row="j")}) THEN
            {REFUSE} 'a sitting is written with its journal entry only';
        END IF;
        RETURN NEW;
    END $$""",
    f"""CREATE FUNCTION link_is_written_with_its_entries() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        IF NOT EXISTS (SELECT FROM journal AS j WHERE j.id = NEW.table_entry
                AND {WRITTEN_NOW.format(row="j")}) OR NOT EXISTS (SELECT FROM list_journal
                AS l WHERE l.id = NEW.list_entry AND {WRITTEN_NOW.format(row="l")}) THEN
            {REFUSE} 'a link is written with its entries only';
        END IF;
        RETURN NEW;
    END $$""",
    f"""CREATE FUNCTION list_head_is_of_its_game() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF NOT EXISTS (SELECT FROM list_journal WHERE id = NEW.entry_id
                AND game_id = NEW.game_id) OR NOT floorapp_packed(NEW.state) THEN
            {REFUSE} format('the list head of game %s is not at an entry of that game, or '
                            'does not decode', NEW.game_id);
        END IF;
        RETURN NEW;
    END $$""",
    f"""CREATE FUNCTION table_change_is_journaled() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF NOT EXISTS (SELECT FROM journal AS j WHERE j.table_id = NEW.id
                AND {WRITTEN_NOW.format(row="j")}
                AND (TG_OP = 'UPDATE' OR j.kind = 1)) THEN
            {REFUSE} format('table %s was changed without its journal entry', NEW.id);
        END IF;
        RETURN NULL;
    END $$""",
    """CREATE FUNCTION meta_is_the_owners() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID),
                       'USAGE') THEN
            RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
        END IF;
        IF TG_OP = 'DELETE' OR NEW.key <> 'day_starts'
                OR (TG_OP = 'UPDATE' AND OLD.key <> 'day_starts')
                OR NEW.value !~ '^([0-9]|1[0-9]|2[0-3])$' THEN
            RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege', MESSAGE =
                'only the room''s owner changes its meta (the staff sets the house hour)';
        END IF;
        RETURN NEW;
    END $$""",
)
"""The trigger functions (each refuses with the reason, in the server's error)."""

CHECKED = (
    "floorapp_packed(bytea)", "journal_entry_is_well_formed()", "list_entry_is_well_formed()",
    "digest_is_of_an_entry_written_now()", "kept_state_is_recorded()",
    "sitting_is_written_with_its_entry()", "link_is_written_with_its_entries()",
    "list_head_is_of_its_game()", "table_change_is_journaled()", "meta_is_the_owners()",
)

TRIGGERS = (
    """CREATE TRIGGER journal_entry_is_well_formed BEFORE INSERT ON journal
    FOR EACH ROW EXECUTE FUNCTION journal_entry_is_well_formed()""",
    """CREATE TRIGGER list_entry_is_well_formed BEFORE INSERT ON list_journal
    FOR EACH ROW EXECUTE FUNCTION list_entry_is_well_formed()""",
    """CREATE TRIGGER digest_is_of_an_entry_written_now BEFORE INSERT ON digests
    FOR EACH ROW EXECUTE FUNCTION digest_is_of_an_entry_written_now()""",
    """CREATE TRIGGER head_is_recorded BEFORE INSERT OR UPDATE ON heads
    FOR EACH ROW EXECUTE FUNCTION kept_state_is_recorded()""",
    """CREATE TRIGGER snapshot_is_recorded BEFORE INSERT OR UPDATE ON snapshots
    FOR EACH ROW EXECUTE FUNCTION kept_state_is_recorded()""",
    """CREATE TRIGGER sitting_is_written_with_its_entry BEFORE INSERT OR UPDATE ON sittings
    FOR EACH ROW EXECUTE FUNCTION sitting_is_written_with_its_entry()""",
    """CREATE TRIGGER link_is_written_with_its_entries BEFORE INSERT ON links
    FOR EACH ROW EXECUTE FUNCTION link_is_written_with_its_entries()""",
    """CREATE TRIGGER list_head_is_of_its_game BEFORE INSERT OR UPDATE ON list_heads
    FOR EACH ROW EXECUTE FUNCTION list_head_is_of_its_game()""",
    """CREATE CONSTRAINT TRIGGER table_change_is_journaled AFTER INSERT OR UPDATE ON tables
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_change_is_journaled()""",
    """CREATE TRIGGER meta_is_the_owners BEFORE INSERT OR UPDATE OR DELETE ON meta
    FOR EACH ROW EXECUTE FUNCTION meta_is_the_owners()""",
)
"""Where each check runs (the dictionaries are the owner's alone: the grants see to it)."""


def create_checks(db: Any) -> None:
    """The functions, their fixed ``search_path``, and the triggers (schema 5)."""
    _create(db, FUNCTIONS, CHECKED, TRIGGERS)


EVENT_FUNCTIONS = (
    f"""CREATE FUNCTION event_entry_is_well_formed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
        event_closed text;
        event_xmin xid;
        target_row event_journal%ROWTYPE;
    BEGIN
        IF NEW.kind NOT BETWEEN 1 AND 5 THEN
            {REFUSE} format('an event entry of an unknown kind (%s)', NEW.kind);
        END IF;
        SELECT e.closed, e.xmin INTO event_closed, event_xmin FROM events AS e
            WHERE e.id = NEW.event_id;
        IF NOT FOUND THEN
            {REFUSE} format('an entry of event %s, which does not exist', NEW.event_id);
        END IF;
        IF event_closed IS NOT NULL AND event_xmin <> pg_current_xact_id()::xid THEN
            {REFUSE} format('an entry of event %s, which is closed', NEW.event_id);
        END IF;
        IF NEW.kind = 1 AND (event_xmin <> pg_current_xact_id()::xid
                OR EXISTS (SELECT FROM event_journal WHERE event_id = NEW.event_id)) THEN
            {REFUSE} format('event %s was created already', NEW.event_id);
        END IF;
        IF NEW.kind IN (3, 4) THEN
            SELECT * INTO target_row FROM event_journal WHERE id = NEW.target;
            IF NOT FOUND OR target_row.event_id <> NEW.event_id
                    OR target_row.kind NOT IN (2, 4) THEN
                {REFUSE} format('an undo or redo of entry %s, which is no action of event %s',
                                NEW.target, NEW.event_id);
            END IF;
        ELSIF NEW.target IS NOT NULL THEN
            {REFUSE} 'only an undo or a redo names another entry';
        END IF;
        IF (NEW.kind BETWEEN 1 AND 4 AND NEW.document IS NULL) OR length(NEW.digest) <> 32 THEN
            {REFUSE} format('an event entry of kind %s without what its kind needs', NEW.kind);
        END IF;
        IF NOT floorapp_packed(NEW.document) THEN
            {REFUSE} 'an event entry with a packed document that does not decode';
        END IF;
        RETURN NEW;
    END $$""",
    f"""CREATE FUNCTION event_head_is_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF NOT EXISTS (SELECT FROM event_journal AS j WHERE j.id = NEW.entry_id
                AND j.event_id = NEW.event_id AND j.digest = sha256(NEW.state)
                AND {WRITTEN_NOW.format(row="j")}) THEN
            {REFUSE} format('the head of event %s is not the state entry %s recorded, '
                            'written with it', NEW.event_id, NEW.entry_id);
        END IF;
        RETURN NEW;
    END $$""",
    f"""CREATE FUNCTION event_change_is_journaled() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF NOT EXISTS (SELECT FROM event_journal AS j WHERE j.event_id = NEW.id
                AND {WRITTEN_NOW.format(row="j")}
                AND j.kind = CASE TG_OP WHEN 'INSERT' THEN 1 ELSE 5 END) THEN
            {REFUSE} format('event %s was changed without its journal entry', NEW.id);
        END IF;
        RETURN NULL;
    END $$""",
)
"""The checks of the events (schema 6): an entry's kind, event and target as for a table's;
a head only as its entry recorded it and in that entry's transaction; an event added with its
``create`` entry, closed with its ``close`` entry."""

EVENT_TRIGGERS = (
    """CREATE TRIGGER event_entry_is_well_formed BEFORE INSERT ON event_journal
    FOR EACH ROW EXECUTE FUNCTION event_entry_is_well_formed()""",
    """CREATE TRIGGER event_head_is_recorded BEFORE INSERT OR UPDATE ON event_heads
    FOR EACH ROW EXECUTE FUNCTION event_head_is_recorded()""",
    """CREATE CONSTRAINT TRIGGER event_change_is_journaled AFTER INSERT OR UPDATE ON events
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION event_change_is_journaled()""",
)


def create_event_checks(db: Any) -> None:
    """The checks of the events (schema 6), with the same fixed ``search_path``."""
    _create(db, EVENT_FUNCTIONS, ("event_entry_is_well_formed()", "event_head_is_recorded()",
                                 "event_change_is_journaled()"), EVENT_TRIGGERS)


def _create(db: Any, functions: tuple[str, ...], names: tuple[str, ...],
            triggers: tuple[str, ...]) -> None:
    for statement in functions:
        db.execute(statement)
    for function in names:
        db.execute(f"DO $$ BEGIN EXECUTE format('ALTER FUNCTION {function} "
                   "SET search_path = %I, pg_temp', current_schema()); END $$")
    for statement in triggers:
        db.execute(statement)


Right = tuple[str, str | None]
"""A privilege, on the whole table (None) or on one column."""


def align_grants(db: Any) -> list[str]:
    """Give each of the room's group roles that exists the rights of :data:`STAFF_RIGHTS` or
    :data:`BOARD_RIGHTS` on each table, no more, no less; one line per change made."""
    changes: list[str] = []
    for role, rights in ((STAFF, STAFF_RIGHTS), (BOARD, BOARD_RIGHTS)):
        if not db.execute("SELECT 1 FROM pg_roles WHERE rolname = ?", (role,)).fetchall():
            continue
        if not db.execute("SELECT has_schema_privilege(?, current_schema(), 'USAGE')",
                          (role,)).fetchone()[0]:
            db.execute(f"DO $$ BEGIN EXECUTE format('GRANT USAGE ON SCHEMA %I TO {role}', "
                       "current_schema()); END $$")
            changes.append(f"{role} may use the room's schema")
        for table, wanted in rights.items():
            changes.extend(_align_table(db, role, table, wanted))
        if role == STAFF and _sequences_without_usage(db, role):
            db.execute(f"DO $$ BEGIN EXECUTE format('GRANT USAGE ON ALL SEQUENCES IN SCHEMA "
                       f"%I TO {role}', current_schema()); END $$")
            changes.append(f"{role} may draw the room's new ids")
    return changes


def _align_table(db: Any, role: str, table: str, wanted: tuple[str, ...]) -> list[str]:
    if db.execute("SELECT to_regclass(?)", (table,)).fetchone()[0] is None:
        return []  # a table of a later schema, while the upgrade comes to it
    want = {right for text in wanted for right in _rights(text)}
    have = _granted(db, role, table)
    if have == want:
        return []
    db.execute(f"REVOKE ALL ON {table} FROM {role}")
    db.execute(f"GRANT {', '.join(wanted)} ON {table} TO {role}")
    parts = []
    if want - have:
        parts.append(f"may now {_words(want - have)}")
    if have - want:
        parts.append(f"may no longer {_words(have - want)}")
    return [f"{role} {' and '.join(parts)} {table}"]


def _rights(text: str) -> set[Right]:
    """``"SELECT"`` or ``"UPDATE (a, b)"`` as rights."""
    privilege, _, columns = text.partition(" (")
    if not columns:
        return {(privilege, None)}
    return {(privilege, column.strip()) for column in columns.rstrip(")").split(",")}


def _granted(db: Any, role: str, table: str) -> set[Right]:
    """The rights granted to ``role`` itself on ``table`` and its columns."""
    rows = db.execute(
        "SELECT a.privilege_type, NULL FROM pg_class AS c, aclexplode(c.relacl) AS a "
        "WHERE c.oid = to_regclass(?1) AND a.grantee = to_regrole(?2) "
        "UNION ALL SELECT a.privilege_type, att.attname::text FROM pg_attribute AS att, "
        "aclexplode(att.attacl) AS a WHERE att.attrelid = to_regclass(?1) "
        "AND a.grantee = to_regrole(?2)", (table, role)).fetchall()
    return {(privilege, column) for privilege, column in rows}


def _words(rights: set[Right]) -> str:
    """Rights as the report words them: ``select, update (closed, name)``."""
    columns: dict[str, list[str]] = {}
    for privilege, column in rights:
        columns.setdefault(privilege.lower(), [])
        if column is not None:
            columns[privilege.lower()].append(column)
    return ", ".join(f"{privilege} ({', '.join(sorted(names))})" if names else privilege
                     for privilege, names in sorted(columns.items()))


def _sequences_without_usage(db: Any, role: str) -> bool:
    return bool(db.execute(
        "SELECT 1 FROM pg_class AS c WHERE c.relnamespace = current_schema()::regnamespace "
        "AND CASE WHEN c.relkind = 'S' THEN NOT has_sequence_privilege(?, c.oid, 'USAGE') "
        "ELSE false END", (role,)).fetchall())

"""The connection to a PostgreSQL server, as the room uses it: making one from an address (with
libpq's limits, never showing a password), the room's SQL on it (``?`` and ``?N`` parameters),
cutting it from another thread, and what its errors mean for the floor.
"""

from __future__ import annotations

import functools
import logging
import os
import socket
import time
from collections.abc import Iterable, Sequence
from typing import Any

import psycopg
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from .errors import Problem, StorageError

log = logging.getLogger(__name__)

APPLICATION = "floorapp"
"""``meta.application`` of a floorapp room."""
CONNECT_TIMEOUT = 3
"""Seconds to wait for the server when the address does not say (libpq's ``connect_timeout``;
libpq waits at least 2)."""
NETWORK_LIMITS = {
    "keepalives": 1,
    "keepalives_idle": 1,
    "keepalives_interval": 1,
    "keepalives_count": 2,
    "tcp_user_timeout": 2500,
}
"""libpq's TCP settings floorapp connects with when the address does not say: a network that
drops without a word (a cable pulled, a switch gone) is noticed by the kernel within about 3 s,
whether the connection is idle (keepalives) or waiting for its data to be acknowledged
(``tcp_user_timeout``, milliseconds), instead of Linux's defaults of many minutes. A network
that stays up while the server says nothing is the room worker's to notice
(:mod:`floorapp.session.worker`)."""
SECRET_KEYS = frozenset({"password", "sslpassword"})


class PostgresConnection:
    """The room's SQL on a psycopg connection: ``?`` parameters turned into ``%s``.

    ``waiting_since`` is when the statement under way was sent (:func:`time.monotonic`; None
    between statements): how long the server has kept it waiting, for whoever watches over
    the connection from another thread."""

    def __init__(self, connection: psycopg.Connection[Any]) -> None:
        self.psycopg = connection
        self.waiting_since: float | None = None

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> psycopg.Cursor[Any]:
        """Run one statement; its cursor."""
        self.waiting_since = time.monotonic()
        try:
            if not parameters:
                return self.psycopg.execute(sql)
            text, order = translate(sql)
            return self.psycopg.execute(text, [parameters[i] for i in order])
        finally:
            self.waiting_since = None

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> None:
        """Run one statement once for each set of parameters."""
        text, order = translate(sql)
        self.waiting_since = time.monotonic()
        try:
            with self.psycopg.cursor() as cursor:
                cursor.executemany(text, [[row[i] for i in order] for row in parameters])
        finally:
            self.waiting_since = None


@functools.lru_cache(maxsize=1024)
def translate(sql: str) -> tuple[str, tuple[int, ...]]:
    """SQLite's ``?`` and ``?N`` as psycopg's ``%s`` (a ``%`` of the SQL doubled), and which
    parameter each ``%s`` takes. Quoted text is left as it is."""
    out: list[str] = []
    order: list[int] = []
    quoted = False
    index = 0
    while index < len(sql):
        char = sql[index]
        if char == "'":
            quoted = not quoted
        if char == "?" and not quoted:
            end = index + 1
            while end < len(sql) and sql[end].isdigit():
                end += 1
            order.append(int(sql[index + 1 : end]) - 1 if end > index + 1 else len(order))
            out.append("%s")
            index = end
            continue
        out.append("%%" if char == "%" and not quoted else char)
        index += 1
    return "".join(out), tuple(order)

def describe(address: str) -> str:
    """The address as the floor may see it: libpq's key=value form, without any password."""
    try:
        parts = conninfo_to_dict(address)
    except psycopg.Error:
        return "a PostgreSQL address that cannot be read"
    return make_conninfo("", **{key: value for key, value in parts.items()
                                if key not in SECRET_KEYS and value is not None})


def connect(address: str, where: str) -> psycopg.Connection[Any]:
    """A new autocommit connection to the server at ``address`` (``where``: the address as
    shown); :class:`StorageError` without the password when it cannot be made."""
    try:
        parts = conninfo_to_dict(address)
    except psycopg.Error:
        raise StorageError(Problem.IO, "The room's PostgreSQL address cannot be read (a "
                           "postgresql:// URL or a libpq key=value string is expected).",
                           where) from None
    secrets = [str(parts[key]) for key in SECRET_KEYS if parts.get(key)]
    limits = {"connect_timeout": CONNECT_TIMEOUT, **NETWORK_LIMITS}
    wanted = {key: value for key, value in limits.items() if key not in parts}
    if wanted:
        address = make_conninfo(address, **wanted)
    try:
        return psycopg.connect(address, autocommit=True, application_name=APPLICATION)
    except psycopg.Error as error:
        reason = first_line(error)
        for secret in secrets:
            reason = reason.replace(secret, "***")
        raise StorageError(
            Problem.IO, f"Could not open the room at {where}: the server could not be reached "
            f"or refused the connection ({reason}).", where,
        ) from None


def cut(connection: psycopg.Connection[Any]) -> None:
    """Shut a connection's socket down from another thread: a statement waiting on it for a
    server that says nothing fails at once, as if the network had dropped (psycopg then sees
    the connection broken). The connection itself is left to its own thread to close."""
    if connection.closed:
        return
    try:
        with socket.socket(fileno=os.dup(connection.pgconn.socket)) as duplicate:
            duplicate.shutdown(socket.SHUT_RDWR)
    except (OSError, psycopg.Error):
        log.info("the connection to the room's server was already gone")


def lost_connection(error: psycopg.Error) -> bool:
    """Whether the error says the connection is gone (class 08, or the server shutting down
    or terminating the session: 57P01-57P03)."""
    state = error.sqlstate or ""
    return state.startswith("08") or state in ("57P01", "57P02", "57P03")


def problem_of(error: psycopg.Error) -> Problem:
    """The problem behind a PostgreSQL error, from its SQLSTATE."""
    state = error.sqlstate or ""
    if state in ("25006", "42501"):
        return Problem.READ_ONLY
    if state == "53100":
        return Problem.DISK_FULL
    if state in ("XX001", "XX002"):
        return Problem.DAMAGED
    if state in ("40001", "40P01", "55P03", "57014"):
        return Problem.BUSY
    return Problem.IO


PROBLEM_WORDS = {
    Problem.DISK_FULL: "the server's disk is full",
    Problem.READ_ONLY: "the room may not be written (read-only, or not allowed)",
    Problem.DAMAGED: "the server reports damaged data",
    Problem.BUSY: "another PC holds what this action needs",
}
"""A problem the server reports, in the floor's words (any other: "the server reported an
error")."""


def first_line(error: Exception) -> str:
    """The error's own words on one line (libpq's hints dropped)."""
    text = str(error).strip()
    return " ".join(text.splitlines()[0].split()) if text else type(error).__name__

"""A TCP proxy between psycopg and a PostgreSQL server that cuts a connection at its COMMIT,
for the tests of a write whose commit was cut off
(:class:`~floorapp.storage.errors.CommitUnconfirmed`).

Every connection made to :attr:`CommitCutter.port` is relayed to the server, byte for byte,
until the proxy is armed (:meth:`CommitCutter.arm`); the next ``COMMIT`` a client sends is
then the last thing relayed on that connection:

- ``"after"``: the COMMIT is forwarded to the server, which commits; its answer is swallowed
  and both sides are closed before it reaches the client (the write is saved, the client
  cannot know it);
- ``"before"``: the COMMIT is never forwarded; both sides are closed (the server sees the
  client go and rolls the transaction back: nothing is saved).

Connections made later are relayed normally again (the reconnection). TLS is off on the
proxied address (``sslmode=disable``): the proxy reads the protocol's messages.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from typing import Literal

from psycopg.conninfo import conninfo_to_dict, make_conninfo

Cut = Literal["after", "before"]
COMMIT = b"COMMIT\x00"
"""How a COMMIT statement appears in the protocol's messages (simple or extended query)."""


class CommitCutter:
    """The proxy, listening on 127.0.0.1 on a free port, in threads of its own."""

    def __init__(self, server: str) -> None:
        parts = conninfo_to_dict(server)
        self.server = server
        self.target = (str(parts.get("host") or "127.0.0.1"), int(parts.get("port") or 5432))
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        self._armed: Cut | None = None
        self._lock = threading.Lock()
        self.cut = threading.Event()
        """Set once a connection was cut."""
        self._open: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def address(self, conninfo: str) -> str:
        """``conninfo`` (an address on the server) through the proxy."""
        return make_conninfo(conninfo, host="127.0.0.1", port=str(self.port),
                             sslmode="disable")

    def arm(self, cut: Cut) -> None:
        """Cut the next COMMIT sent through the proxy (see the module)."""
        with self._lock:
            self._armed = cut
            self.cut.clear()

    def close(self) -> None:
        """Stop listening and close every relayed connection."""
        self.listener.close()
        for sock in list(self._open):
            _close(sock)

    # --- inside ------------------------------------------------------------------------------

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            server = socket.create_connection(self.target)
            self._open += [client, server]
            pair = _Pair(client, server)
            threading.Thread(target=self._to_server, args=(pair,), daemon=True).start()
            threading.Thread(target=self._to_client, args=(pair,), daemon=True).start()

    def _to_server(self, pair: _Pair) -> None:
        while (chunk := _receive(pair.client)) is not None:
            if COMMIT in chunk:
                with self._lock:
                    armed, self._armed = self._armed, None
                if armed == "before":
                    self._cut(pair)
                    return
                if armed == "after":
                    pair.swallow = True
            try:
                pair.server.sendall(chunk)
            except OSError:
                break
        pair.close()

    def _to_client(self, pair: _Pair) -> None:
        while (chunk := _receive(pair.server)) is not None:
            if pair.swallow:  # the server's answer to the COMMIT: never delivered
                self._cut(pair)
                return
            try:
                pair.client.sendall(chunk)
            except OSError:
                break
        pair.close()

    def _cut(self, pair: _Pair) -> None:
        self.cut.set()
        pair.close()


class _Pair:
    """A client's connection to the proxy and the proxy's to the server."""

    def __init__(self, client: socket.socket, server: socket.socket) -> None:
        self.client = client
        self.server = server
        self.swallow = False

    def close(self) -> None:
        _close(self.client)
        _close(self.server)


def _receive(sock: socket.socket) -> bytes | None:
    try:
        chunk = sock.recv(65536)
    except OSError:
        return None
    return chunk or None


def _close(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    sock.close()

"""A TCP proxy between floorapp and a PostgreSQL server that breaks the network on demand, for
the benchmark and the tests of a screen that must never wait on the network.

Every connection made to :attr:`FaultProxy.port` is relayed to the server, byte for byte, in
threads of its own, while the proxy is ``"up"``. :meth:`FaultProxy.set` switches it to:

- ``"silent"``: the network goes quiet without a word: nothing more is relayed either way,
  yet every connection stays open (a switch that drops packets, a cable half pulled); new
  connections are accepted and hear nothing;
- ``"cut"``: every open connection is closed at once (a server or firewall resetting them);
  new connections are relayed;
- ``"lost"``: the server is gone: open connections are closed and new ones refused at once;
- ``"up"``: relayed again (what was held back while silent is dropped: those connections
  are dead to both ends).

TLS is off on the proxied address (``sslmode=disable``).
"""

from __future__ import annotations

import contextlib
import socket
import threading
from typing import Literal

from psycopg.conninfo import conninfo_to_dict, make_conninfo

Mode = Literal["up", "silent", "cut", "lost"]


class FaultProxy:
    """The proxy, listening on 127.0.0.1 on a free port."""

    def __init__(self, server: str) -> None:
        parts = conninfo_to_dict(server)
        self.target = (str(parts.get("host") or "127.0.0.1"), int(parts.get("port") or 5432))
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        self.mode: Mode = "up"
        self._lock = threading.Lock()
        self._open: list[tuple[socket.socket, socket.socket]] = []
        self._silenced: set[int] = set()
        """The connections (by their client socket's id) that went silent: dead to both ends
        once the network is back."""
        self._stopped = False
        threading.Thread(target=self._accept, daemon=True).start()

    def address(self, conninfo: str) -> str:
        """``conninfo`` (an address on the server) through the proxy."""
        return make_conninfo(conninfo, host="127.0.0.1", port=str(self.port),
                             sslmode="disable")

    def set(self, mode: Mode) -> None:
        """Break (or mend) the network now (see the module)."""
        with self._lock:
            self.mode = mode
            doomed = list(self._open) if mode in ("cut", "lost") else []
            if mode in ("cut", "lost", "up"):
                if mode == "up":  # a silent connection is dead to both ends by now
                    doomed = [pair for pair in self._open if id(pair[0]) in self._silenced]
                self._open = [pair for pair in self._open if pair not in doomed]
        for client, server in doomed:
            _close(client)
            _close(server)

    def stop(self) -> None:
        self._stopped = True
        self.set("lost")
        _close(self.listener)

    def _accept(self) -> None:
        while not self._stopped:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if self.mode == "lost":
                _close(client)
                continue
            try:
                server = socket.create_connection(self.target)
            except OSError:
                _close(client)
                continue
            pair = (client, server)
            with self._lock:
                self._open.append(pair)
                if self.mode == "silent":
                    self._silenced.add(id(client))
            for source, sink in ((client, server), (server, client)):
                threading.Thread(target=self._relay, args=(pair, source, sink),
                                 daemon=True).start()

    def _relay(self, pair: tuple[socket.socket, socket.socket], source: socket.socket,
               sink: socket.socket) -> None:
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                if self.mode == "silent" or id(pair[0]) in self._silenced:
                    self._silenced.add(id(pair[0]))
                    continue  # swallowed: the network says nothing
                sink.sendall(data)
        except OSError:
            pass
        finally:
            if id(pair[0]) not in self._silenced:
                _close(source)
                _close(sink)


def _close(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    with contextlib.suppress(OSError):
        sock.close()

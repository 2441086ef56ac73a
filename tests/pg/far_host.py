"""A server behind a far host, for the tests: a TCP relay in front of a real PostgreSQL that
passes the bytes on, or (``away``) cuts every connection through it and takes new ones without
ever answering, as a host whose Wi-Fi is gone does: a client's connect waits for its own
timeout (psycopg's ``connect_timeout``), not for a refusal that comes at once, as a stopped
server on this machine gives."""

from __future__ import annotations

import socket
import threading
import time
from contextlib import suppress


class FarHost:
    """Listens on 127.0.0.1 (``port``), relaying to ``target_port``. While away, ``tries``
    counts the connections taken and never answered, ``last_try`` when the last came
    (``time.monotonic``): a client's connect then waits its whole timeout from that moment."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._away = False
        self._relayed: list[socket.socket] = []
        self._held: set[socket.socket] = set()
        self.tries, self.last_try = 0, 0.0
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self, url: str) -> str:
        """``url`` (the server's address) through this host."""
        return url.replace(f":{self.target_port}/", f":{self.port}/")

    def go_away(self) -> None:
        with self._lock:
            self._away = True
            relayed, self._relayed = self._relayed, []
        for sock in relayed:
            _shut(sock)

    def come_back(self) -> None:
        with self._lock:
            self._away = False
            held, self._held = set(self._held), set()
        for sock in held:  # those clients gave up or will: a new connect is relayed
            _shut(sock)

    def close(self) -> None:
        self.go_away()
        self.come_back()
        _shut(self._listener)

    def _accept(self) -> None:
        while True:
            try:
                client, _address = self._listener.accept()
            except OSError:
                return
            with self._lock:
                away = self._away
                if away:
                    self._held.add(client)
                    self.tries, self.last_try = self.tries + 1, time.monotonic()
            target = self._wait if away else self._relay
            threading.Thread(target=target, args=(client,), daemon=True).start()

    def _wait(self, client: socket.socket) -> None:
        """Nothing is answered; the client's close is noticed (it gave up waiting)."""
        with suppress(OSError):
            while client.recv(4096):
                pass
        with self._lock:
            self._held.discard(client)
        _shut(client)

    def _relay(self, client: socket.socket) -> None:
        try:
            server = socket.create_connection(("127.0.0.1", self.target_port))
        except OSError:
            _shut(client)
            return
        with self._lock:
            self._relayed += [client, server]
        threading.Thread(target=_pipe, args=(server, client), daemon=True).start()
        _pipe(client, server)


def _pipe(source: socket.socket, sink: socket.socket) -> None:
    with suppress(OSError):
        while data := source.recv(65536):
            sink.sendall(data)
    _shut(source)
    _shut(sink)


def _shut(sock: socket.socket) -> None:
    with suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    sock.close()

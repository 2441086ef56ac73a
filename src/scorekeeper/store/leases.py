"""Which running app has a match open, so that a second one does not write into it too.

A lease row names its holder (a random token per ``Store``), process id and host, and a
heartbeat. A lease is stale, and may be taken over, when its process is gone (same host) or
when its heartbeat is older than ``LEASE_SECONDS`` (any host; the app renews it while open).
"""

from __future__ import annotations

import os
import socket
import time
from dataclasses import dataclass, field

from scorekeeper.i18n import _
from scorekeeper.store.sql import Conn
from scorekeeper.store.typed import checked

LEASE_SECONDS = 120.0  # the app renews every ~30 s; twice that and more is a dead holder


@dataclass(frozen=True)
class Holder:
    """This process's identity in the lease table."""

    # secrets.token_hex(8) is this (os.urandom, in hex), without loading hashlib and OpenSSL
    token: str = field(default_factory=lambda: os.urandom(8).hex())
    pid: int = field(default_factory=os.getpid)
    host: str = field(default_factory=socket.gethostname)


@dataclass(frozen=True)
class Lease:
    """Who has a match open: the holder's token, process and host, and its last heartbeat."""

    holder: str
    pid: int
    host: str
    heartbeat: float

    def __post_init__(self) -> None:
        checked(self, _("the lease of a match"))


def current_lease(conn: Conn, match_id: int) -> Lease | None:
    row = conn.execute(
        "SELECT holder, pid, host, heartbeat FROM leases WHERE match_id = ?", (match_id,)
    ).fetchone()
    return Lease(*row) if row else None


def held_elsewhere(conn: Conn, match_id: int, me: Holder) -> Lease | None:
    """The live lease of another holder on the match, if there is one."""
    lease = current_lease(conn, match_id)
    if lease is None or lease.holder == me.token or is_stale(lease, me):
        return None
    return lease


def take(conn: Conn, match_id: int, me: Holder) -> None:
    """Make ``me`` the holder (call inside a write transaction, after ``held_elsewhere``)."""
    conn.execute(
        "INSERT INTO leases (match_id, holder, pid, host, heartbeat) VALUES (?, ?, ?, ?, ?)"
        " ON CONFLICT (match_id) DO UPDATE SET holder = excluded.holder, pid = excluded.pid,"
        " host = excluded.host, heartbeat = excluded.heartbeat",
        (match_id, me.token, me.pid, me.host, time.time()),
    )


def renew_all(conn: Conn, me: Holder) -> None:
    conn.execute("UPDATE leases SET heartbeat = ? WHERE holder = ?", (time.time(), me.token))


def release(conn: Conn, me: Holder, match_id: int | None = None) -> None:
    if match_id is None:
        conn.execute("DELETE FROM leases WHERE holder = ?", (me.token,))
    else:
        conn.execute("DELETE FROM leases WHERE holder = ? AND match_id = ?", (me.token, match_id))


def is_stale(lease: Lease, me: Holder) -> bool:
    if time.time() - lease.heartbeat > LEASE_SECONDS:
        return True
    return lease.host == me.host and not _process_alive(lease.pid)


def _process_alive(pid: int) -> bool:
    if os.name == "nt":
        return True  # os.kill(pid, 0) would end the process on Windows: trust the heartbeat
    try:
        os.kill(pid, 0)  # signal 0 delivers nothing; it only asks whether the process exists
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, under another user
    return True

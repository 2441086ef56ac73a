"""The machine's address on the local network, for the address phones are given with --lan.

Found without sending anything anywhere: the first IPv4 address of the host name that is not a
loopback one, else the address the system would send from (a UDP socket's ``connect`` only
asks the routing table; no packet leaves). ``SCOREKEEPER_LAN_ADDRESS`` names it where the
guess is wrong (a machine with several networks).
"""

from __future__ import annotations

import ipaddress
import os
import socket

from scorekeeper.i18n import N_, _
from scorekeeper.web.server import WebError

LAN_WARNING = N_(
    "Warning: anyone on this network who has the address can watch the match (they cannot"
    " change it)."
)
ENTRY_WARNING = N_(
    "Whoever has an entry address can keep the score there: give it only to those at the table."
)
ENV_VAR = "SCOREKEEPER_LAN_ADDRESS"


def lan_address() -> str:
    named = os.environ.get(ENV_VAR, "").strip()
    if named:
        return named
    try:
        found = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        found = []
    for *_rest, sockaddr in found:
        host = str(sockaddr[0])
        if not ipaddress.ip_address(host).is_loopback:
            return host
    routed = _routed_address()
    if routed is not None:
        return routed
    raise WebError(
        _("no address on a local network found; set {var} to this machine's address").format(
            var=ENV_VAR
        )
    )


def _routed_address() -> str | None:
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1 (RFC 5737): never a real host
        host = str(probe.getsockname()[0])
    except OSError:
        return None
    finally:
        probe.close()
    return None if ipaddress.ip_address(host).is_loopback or host == "0.0.0.0" else host

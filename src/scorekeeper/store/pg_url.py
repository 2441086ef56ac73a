"""A PostgreSQL address as ``--db`` and ``$SCOREKEEPER_DB`` take it, and as messages show it.

An address is read by hand here, never by a parser that can raise: whatever a person typed
(an unencoded ``@`` or ``:`` in the password, spaces, ``?password=``, a bracket left open),
``shown`` prints it without its password, and ``address_problem`` says what is wrong with it
before any connection is tried.
"""

from __future__ import annotations

import re

from scorekeeper.i18n import _

SCHEMES = ("postgresql://", "postgres://")
_HIDDEN = "password"  # the query parameter libpq reads a password from
_PORT = re.compile(r":(\d*)$")


def is_pg_url(text: str) -> bool:
    return text.lower().startswith(SCHEMES)


def _split(url: str) -> tuple[str, str, str, str]:
    """(scheme, user info, host and port, the rest: path, query and fragment)."""
    scheme, _sep, rest = url.partition("://")
    # the authority ends at the first '/' or '?' after the last '@' (a password may hold both)
    before, at, after = rest.rpartition("@")
    cut = min((i for i in (after.find("/"), after.find("?")) if i >= 0), default=len(after))
    return scheme, before if at else "", after[:cut], after[cut:]


def _without_password_parameter(rest: str) -> str:
    path, mark, query = rest.partition("?")
    if not mark:
        return rest
    kept = [p for p in query.split("&") if p.partition("=")[0].strip().lower() != _HIDDEN]
    return path + ("?" + "&".join(kept) if kept else "")


def shown(url: str) -> str:
    """The address without its password, for every line a person reads."""
    scheme, user_info, host, rest = _split(url)
    user = user_info.partition(":")[0]
    return f"{scheme}://{user + '@' if user else ''}{host}{_without_password_parameter(rest)}"


def address_problem(url: str) -> str | None:
    """Why ``url`` cannot be an address of a server, or None: what the shown address lacks."""
    _scheme, _user, host, _rest = _split(url)
    name, port = host, None
    if host.startswith("["):
        close = host.find("]")
        if close < 0:
            return _("a '[' opens an IPv6 address that no ']' closes")
        name, tail = host[1:close], host[close + 1 :]
        if tail and not _PORT.fullmatch(tail):
            return _("after the IPv6 address only ':' and a port may follow")
        port = tail[1:] if tail else None
    elif (found := _PORT.search(host)) is not None:
        name, port = host[: found.start()], found.group(1)
    elif ":" in host:
        return _("the port after ':' must be a number")
    if any(char.isspace() for char in name) or "[" in name or "]" in name:
        return _("the server's name cannot hold spaces or brackets")
    if port is not None and not (port.isdigit() and 0 < int(port) <= 65535):
        return _("the port must be a number from 1 to 65535")
    return None

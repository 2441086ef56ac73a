"""A PostgreSQL address as ``--db`` and ``$SCOREKEEPER_DB`` take it, and as messages show it."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

SCHEMES = ("postgresql://", "postgres://")


def is_pg_url(text: str) -> bool:
    return text.lower().startswith(SCHEMES)


def shown(url: str) -> str:
    """The address without its password, for every line a person reads."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port is not None:
        host = f"{host}:{parts.port}"
    user = f"{parts.username}@" if parts.username else ""
    return urlunsplit(parts._replace(netloc=user + host))

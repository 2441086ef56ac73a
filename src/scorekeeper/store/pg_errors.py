"""What PostgreSQL's failures mean to a table: one line naming the server and what to do.

The line never shows the password (``where`` is the address without it: ``pg_url.shown``).
A lost or refused connection is ``StoreUnavailable``: the app keeps what was recorded and
writes it when the server answers again (``store/outbox.py``).
"""

from __future__ import annotations

import re

import psycopg
from psycopg import errors as pg

from scorekeeper.i18n import N_, _, current_language
from scorekeeper.i18n.languages import ENGLISH
from scorekeeper.store.errors import StoreError, StoreUnavailable, damaged

_AUTH = ("28P01", "28000")  # invalid password; no such role or not allowed from this host
_NO_DATABASE = "3D000"
_NOT_OWN_TABLE = "SK001"  # schema_own_table.py: a table's login creating another match
# a lock not had within lock_timeout; a deadlock or a serialization failure: one of the two
# writers is turned back, and trying again is all it takes
_WAITED = ("55P03", "40P01", "40001")
_CONNECTION_WORDS = ("connection refused", "could not connect", "could not translate host")
# libpq's words for a refused login, whatever the SQLSTATE says (a refusal at connect time has none)
_LOGIN_WORDS = (
    re.compile(r'password authentication failed for user "(?P<user>[^"]*)"'),
    re.compile(r'role "(?P<user>[^"]*)" does not exist'),
    re.compile(r'no pg_hba\.conf entry for host .*user "(?P<user>[^"]*)"'),
    re.compile(r'role "(?P<user>[^"]*)" is not permitted to log in'),
)
_LOGIN_REASONS = (
    N_("wrong password for the user {user}"),
    N_("the server has no user {user}"),
    N_("the server does not let the user {user} in from this machine"),
    N_("the user {user} may not log in"),
)


def from_pg(where: str, error: psycopg.Error) -> StoreError:
    state = error.sqlstate or ""
    reason = _first_line(error)
    refused = _refused(where, state, reason, error)
    if refused is not None:
        return refused
    if state in _WAITED:
        return StoreUnavailable(
            _(
                "{where}: another connection holds what this change needs ({reason});"
                " it is kept and tried again"
            ).format(where=where, reason=reason)
        )
    if isinstance(error, pg.DataCorrupted):
        return damaged(where, reason)
    if isinstance(error, psycopg.OperationalError) or state.startswith(("08", "57P", "25P03")):
        return unreachable(where, reason)
    return StoreError(
        _("{where}: the database failed ({reason}); {action}").format(
            where=where, reason=reason, action=_("try again, or ask whoever runs the server")
        )
    )


def _refused(where: str, state: str, reason: str, error: psycopg.Error) -> StoreError | None:
    """What this login may not do: log in, reach a database that is not there, write."""
    login = _login_reason(reason)
    if state in _AUTH or login is not None:
        return StoreError(
            _(
                "{where}: the server refused the login ({reason}); check the user name and"
                " password in the address"
            ).format(where=where, reason=login or reason)
        )
    if state == _NO_DATABASE or (reason.startswith("database ") and "does not exist" in reason):
        return StoreError(
            _("{where}: the server has no such database; create it first (docs/club.md)").format(
                where=where
            )
        )
    if state == _NOT_OWN_TABLE:
        return StoreError(
            _(
                "{where}: this login is a club table's; it starts only its own waiting table's"
                " match, with new --club-table CODE (docs/club.md)"
            ).format(where=where)
        )
    if isinstance(error, pg.InsufficientPrivilege):  # a file's advice would not help here
        return StoreError(
            _(
                "{where}: cannot write the database ({reason}); this login's rights do not"
                " reach it: the organiser's login does (docs/club.md)"
            ).format(where=where, reason=reason)
        )
    return None


def _login_reason(reason: str) -> str | None:
    """Why the server refused the login, in the reader's language (libpq's own words in
    English); None if ``reason`` is not a refused login."""
    if "no password supplied" in reason:  # libpq found none: not the server away
        return _("no password given; set PGPASSWORD or write it in ~/.pgpass (docs/club.md)")
    for pattern, words in zip(_LOGIN_WORDS, _LOGIN_REASONS, strict=True):
        found = pattern.search(reason)
        if found:
            return reason if current_language() == ENGLISH else _(words).format(**found.groupdict())
    return None


def unreachable(where: str, reason: str) -> StoreUnavailable:
    if any(word in reason.lower() for word in _CONNECTION_WORDS):
        reason = _("the server does not answer; is it running, and is the address right?")
    return StoreUnavailable(
        _("{where}: cannot reach the database server ({reason})").format(where=where, reason=reason)
    )


def _first_line(error: psycopg.Error) -> str:
    """libpq's message spans lines (connection details, a hint): the first says what."""
    text = str(error).strip()
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for line in lines:  # "connection failed: ... : FATAL: password authentication failed ..."
        if "FATAL:" in line:
            return line.split("FATAL:", 1)[1].strip()
    return lines[0] if lines else type(error).__name__

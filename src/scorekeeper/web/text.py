"""Text from players and files, made safe for the page: control characters escaped as for a
terminal (an ESC shows as ``\\u001b``), then HTML-escaped, so nothing typed becomes markup."""

from __future__ import annotations

from html import escape

from scorekeeper import text as safe_text


def text(value: str) -> str:
    return escape(safe_text.escape(value))

"""Numbers as a score sheet writes them: a real minus sign, and a plus where points are gained.

Kept beside the translations because every layer shows numbers to people: the domain's event
words, the app, the command line and the exports all write signed points through here.
"""

from __future__ import annotations

MINUS = "\u2212"  # as wide as "+" in tabular figures; a hyphen is not a minus


def number(value: int) -> str:
    """A whole number with a real minus sign: ``12``, ``0``, ``−3``."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(points: int) -> str:
    """Points gained or lost: ``+3``, ``0``, ``−3``."""
    return f"+{points}" if points > 0 else number(points)

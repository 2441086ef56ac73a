"""The ranges every number from outside must keep, and the text it may hold (docs/rules.md,
"Ranges"). A target of 10^20 is no game anybody plays, and SQLite stores 64-bit integers only:
refusing it here, with a clear line, is better than an OverflowError in the store."""

from __future__ import annotations

from scorekeeper.i18n import _, ngettext
from scorekeeper.model.errors import RuleError
from scorekeeper.text import escape, unsafe_char

# Generous: far beyond any evening at the table (and the benchmarks' long matches), far below
# what a 64-bit total could not hold
MAX_TARGET = 1_000_000_000
MAX_ROUNDS = 1_000_000
MAX_ADJUSTMENT = 1_000_000  # either sign
MAX_MATCH_ID = 2**63 - 1  # SQLite's largest integer
MAX_NOTE_LENGTH = 200
MAX_NUMBER_DIGITS = 100  # typed numbers: longer text is no number we accept, and int() of
# thousands of digits is slow or refused by Python itself


def limit_problem(value: int | None, highest: int) -> str | None:
    """Why ``value`` cannot be a target or a rounds limit (``highest`` of them), or None."""
    if value is not None and not 1 <= value <= highest:
        return _("must be a whole number from 1 to {highest}, not {value}").format(
            highest=highest, value=value
        )
    return None


def check_limit(value: int | None, what: str, highest: int) -> int | None:
    problem = limit_problem(value, highest)
    if problem:
        raise RuleError(problem, what)
    return value


def adjustment_problem(points: int) -> str | None:
    if not -MAX_ADJUSTMENT <= points <= MAX_ADJUSTMENT:
        return ngettext(
            "an adjustment is at most {limit} point either way, not {points}",
            "an adjustment is at most {limit} points either way, not {points}",
            MAX_ADJUSTMENT,
        ).format(limit=MAX_ADJUSTMENT, points=points)
    return None


def text_problem(text: str, what: str) -> str | None:
    """Why ``text`` (a note, a preset's name) cannot be stored: it holds a character that
    would drive a terminal or hide what the text says (see scorekeeper.text)."""
    found = unsafe_char(text)
    if found is not None:
        return _("{what} holds a control character ({char})").format(what=what, char=escape(found))
    return None


def note_problem(note: str) -> str | None:
    if len(note) > MAX_NOTE_LENGTH:
        return ngettext(
            "a note is at most {limit} character",
            "a note is at most {limit} characters",
            MAX_NOTE_LENGTH,
        ).format(limit=MAX_NOTE_LENGTH)
    return text_problem(note, _("the note"))


def parse_whole(text: str) -> int | None:
    """A whole number typed in ASCII digits (``２`` or ``٢`` are not read as 2), or None."""
    digits = text.strip()
    unsigned = digits.removeprefix("-").removeprefix("+")
    if not unsigned.isascii() or not unsigned.isdigit() or len(unsigned) > MAX_NUMBER_DIGITS:
        return None
    return int(digits)

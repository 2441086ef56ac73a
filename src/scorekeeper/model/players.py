"""Who sits at the table: 2-4 distinct, non-blank names of at most 24 characters."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from scorekeeper.i18n import _
from scorekeeper.model.errors import RuleError
from scorekeeper.model.look_alike import invisible_char, looks_alike
from scorekeeper.text import escape

MIN_PLAYERS, MAX_PLAYERS = 2, 4
MAX_NAME_LENGTH = 24


def clean_name(raw: str) -> str:
    """The name as it will be stored: NFC-normalised, outer spaces dropped."""
    return unicodedata.normalize("NFC", raw).strip()


def name_problem(
    name: str, taken: Iterable[str] = (), max_length: int = MAX_NAME_LENGTH
) -> str | None:
    """Why ``name`` cannot sit at the table beside ``taken``, or None if it can."""
    if not name:
        return _("a name cannot be blank")
    if len(name) > max_length:
        return _("'{name}' is longer than {limit} characters").format(name=name, limit=max_length)
    if any(unicodedata.category(char).startswith("C") for char in name):
        return _("'{name}' holds a control character").format(name=escape(name))
    hidden = invisible_char(name)
    if hidden is not None:
        return _("'{name}' holds an invisible character ({char})").format(
            name=name, char=f"U+{ord(hidden):04X}"
        )
    for other in taken:
        if name.casefold() == other.casefold():
            return _("'{name}' is already at the table").format(name=name)
        if looks_alike(name, other):
            return _("'{name}' looks just like '{other}', who is already at the table").format(
                name=name, other=other
            )
    return None


def validate_players(raw_names: Iterable[str]) -> tuple[str, ...]:
    """The seating order, checked; raises with the seat of the first bad name."""
    names: list[str] = []
    for seat, raw in enumerate(raw_names, start=1):
        name = clean_name(raw)
        problem = name_problem(name, names)
        if problem:
            raise RuleError(problem, _("player {seat}").format(seat=seat))
        names.append(name)
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise RuleError(
            _("a match has 2 to 4 players, not {count}").format(count=len(names)), _("players")
        )
    return tuple(names)

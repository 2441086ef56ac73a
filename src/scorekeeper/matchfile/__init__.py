"""The match file, formats v1 and v2: reading and writing the canonical JSON form of a match.

Its names load on first use (PEP 562), as ``scorekeeper.store``'s do: the store reads and writes
entries (``events``) at every start of the app, which has no file to read (issue 20 item 7).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scorekeeper.matchfile.document import (
        FORMAT,
        FORMAT_HANDS,
        Played,
        match_from_data,
        match_to_data,
        match_to_text,
        parse_match_file,
        parse_match_text,
    )
    from scorekeeper.matchfile.events import (
        entry_from_data,
        entry_to_data,
        event_from_data,
        event_to_data,
    )
    from scorekeeper.matchfile.tiles import FORMATS

# name: the module that defines it, imported when the name is first asked for
_HOMES = {
    "FORMAT": "scorekeeper.matchfile.document",
    "FORMATS": "scorekeeper.matchfile.tiles",
    "FORMAT_HANDS": "scorekeeper.matchfile.document",
    "Played": "scorekeeper.matchfile.document",
    "entry_from_data": "scorekeeper.matchfile.events",
    "entry_to_data": "scorekeeper.matchfile.events",
    "event_from_data": "scorekeeper.matchfile.events",
    "event_to_data": "scorekeeper.matchfile.events",
    "match_from_data": "scorekeeper.matchfile.document",
    "match_to_data": "scorekeeper.matchfile.document",
    "match_to_text": "scorekeeper.matchfile.document",
    "parse_match_file": "scorekeeper.matchfile.document",
    "parse_match_text": "scorekeeper.matchfile.document",
}


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value  # found directly from now on
    return value


__all__ = [
    "FORMAT",
    "FORMATS",
    "FORMAT_HANDS",
    "Played",
    "entry_from_data",
    "entry_to_data",
    "event_from_data",
    "event_to_data",
    "match_from_data",
    "match_to_data",
    "match_to_text",
    "parse_match_file",
    "parse_match_text",
]

"""The match file, formats v1 and v2: reading and writing the canonical JSON form of a match."""

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

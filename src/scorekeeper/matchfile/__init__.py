"""The match file, format v1: reading and writing the canonical JSON form of a match."""

from scorekeeper.matchfile.document import (
    FORMAT,
    match_from_data,
    match_to_data,
    match_to_text,
    parse_match_text,
)

__all__ = ["FORMAT", "match_from_data", "match_to_data", "match_to_text", "parse_match_text"]

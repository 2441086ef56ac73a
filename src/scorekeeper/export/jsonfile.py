"""The JSON export: the match file itself (format v1) with the whole preset embedded.

Embedding the preset means the file scores the same on a machine without the custom preset it
was kept under; importing it gives the same standings.
"""

from __future__ import annotations

from scorekeeper.export.summary import ExportInfo
from scorekeeper.matchfile import match_to_text
from scorekeeper.model import Match


def to_json(match: Match, info: ExportInfo) -> str:
    del info  # the match file has no place for the date or the store's id; it is the match
    return match_to_text(match, embed_preset=True)

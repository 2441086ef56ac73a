"""The JSON export: the match file itself (v1, v2 for a tiles match), the whole preset embedded.

Embedding the preset means the file scores the same on a machine without the custom preset it
was kept under; importing it gives the same standings.
"""

from __future__ import annotations

from scorekeeper.export.summary import ExportInfo
from scorekeeper.matchfile import match_to_text
from scorekeeper.model import Match


def to_json(match: Match, info: ExportInfo) -> str:
    # the file says when the match was played (import keeps it), not the store's id
    return match_to_text(match, embed_preset=True, dates=info.played)

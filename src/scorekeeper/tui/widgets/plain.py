"""Cells of a DataTable as plain text: names and notes are the players' words, and a name
like ``Bo[/]`` must show as written, not be read as markup (or crash the table)."""

from __future__ import annotations

from scorekeeper.tui.shown import markup_safe


def plain(*cells: str) -> list[str]:
    """Markup escaped, and control characters from a file or database shown as escapes."""
    return [markup_safe(cell) for cell in cells]

"""Cells of a DataTable as plain text: names and notes are the players' words, and a name
like ``Bo[/]`` must show as written, not be read as markup (or crash the table)."""

from __future__ import annotations

from rich.markup import escape

from scorekeeper.text import escape as escape_unsafe


def plain(*cells: str) -> list[str]:
    """Markup escaped, and control characters from a file or database shown as escapes."""
    return [escape(escape_unsafe(cell)) for cell in cells]

"""Cells of a DataTable as plain text: names and notes are the players' words, and a name
like ``Bo[/]`` must show as written, not be read as markup (or crash the table)."""

from __future__ import annotations

from rich.markup import escape


def plain(*cells: str) -> list[str]:
    return [escape(cell) for cell in cells]

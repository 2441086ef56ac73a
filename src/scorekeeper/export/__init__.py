"""Exporters: Markdown, CSV, JSON and HTML summaries of a match.

Each exporter is a pure function from a match and an ``ExportInfo`` (date, store id) to text;
``write_export`` puts text into a file safely, and ``default_file_name`` suggests where.
"""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.export.filename import default_file_name, slugify
from scorekeeper.export.jsonfile import to_json
from scorekeeper.export.markdown import to_markdown
from scorekeeper.export.page import to_html
from scorekeeper.export.progression import Progression, progression
from scorekeeper.export.spreadsheet import to_csv
from scorekeeper.export.summary import ExportInfo, Summary, summarize
from scorekeeper.export.writing import ExportWriteError, TargetExists, export_target, write_export
from scorekeeper.model import Match
from scorekeeper.text import escape

Exporter = Callable[[Match, ExportInfo], str]

EXPORTERS: dict[str, Exporter] = {
    "md": to_markdown,
    "csv": to_csv,
    "json": to_json,
    "html": to_html,
}
FORMATS = tuple(EXPORTERS)
# Spreadsheets (Excel above all) read a CSV file as UTF-8 only when it starts with a byte-order mark
WITH_BOM = frozenset({"csv"})


def export_text(match: Match, info: ExportInfo, fmt: str) -> str:
    """The match in format ``fmt`` (one of ``FORMATS``), with any control character or lone
    surrogate that a tampered database held written as an escape: the text may be printed to
    a terminal, and a lone surrogate cannot even be written as UTF-8."""
    return escape(EXPORTERS[fmt](match, info), lines=True)


__all__ = [
    "EXPORTERS",
    "FORMATS",
    "WITH_BOM",
    "ExportInfo",
    "ExportWriteError",
    "Exporter",
    "Progression",
    "Summary",
    "TargetExists",
    "default_file_name",
    "export_target",
    "export_text",
    "progression",
    "slugify",
    "summarize",
    "to_csv",
    "to_html",
    "to_json",
    "to_markdown",
    "write_export",
]

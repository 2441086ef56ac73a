"""What every headless command shares: reading inputs, reporting bad input, plain tables."""

from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from collections.abc import Sequence
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import _
from scorekeeper.input_files import MATCH_FILE_LIMIT, InputFileError, read_regular_file
from scorekeeper.model import Match, RuleError
from scorekeeper.model.bounds import parse_whole
from scorekeeper.text import cut, escape

BAD_INPUT = 2  # exit status for input that cannot be used, as argparse uses for bad arguments


class BadInput(Exception):
    """Input a command cannot use; ``main`` prints it as one line and exits with 2."""


def whole_number(text: str) -> int:
    """An argparse type: a whole number in ASCII digits (``int`` alone would read ``２０`` or
    ``٢٠`` as 20); its range is checked where it is used, with the one-line message."""
    value = parse_whole(text)
    if value is None:
        raise argparse.ArgumentTypeError(_("not a whole number: {text}").format(text=text))
    return value


def checked_port(port: int) -> int:
    """``--port`` of ``serve`` and ``club draw``: a TCP port, said in one line where not."""
    if not 1 <= port <= 65535:
        raise BadInput(_("--port: choose a port from 1 to 65535, not {port}").format(port=port))
    return port


def read_bytes(path: Path) -> bytes:
    try:  # a regular file only: a pipe, a device or a huge file is refused, never waited on
        return read_regular_file(path, MATCH_FILE_LIMIT)
    except InputFileError as error:
        raise BadInput(f"{path}: {error}") from None
    except OSError as error:
        from scorekeeper.i18n.system_words import os_reason  # on an error only

        reason = os_reason(error)
        raise BadInput(
            _("{path}: cannot read: {reason}").format(path=path, reason=reason)
        ) from None


def load_match(path: Path, catalog: Catalog) -> Match:
    """Read and validate a match file without ever writing to it."""
    from scorekeeper.matchfile import parse_match_text  # not loaded by the app's start

    try:
        return parse_match_text(read_bytes(path), catalog)
    except RuleError as error:
        raise BadInput(f"{path}: {error}") from None


def report(message: str) -> int:
    print(f"scorekeeper: {one_line(message)}", file=sys.stderr)
    return BAD_INPUT


# A run of text with no space longer than two lines of a terminal is a pasted value, not a
# path a person needs whole (paths of 100-odd characters are quoted as they are): cut it.
_LONG_WORD = re.compile(r"\S{161,}")


def one_line(text: str) -> str:
    """``text`` with control characters escaped, so a name holding a line break (quoted from a
    file) cannot split the one-line error in two, nor an ESC drive the terminal; a quoted value
    longer than two lines (a pasted argument) cut to its start and end."""
    return _LONG_WORD.sub(lambda found: cut(found.group()), escape(text))


def display_width(text: str) -> int:
    """Columns a terminal gives ``text``: wide (CJK) characters take two, combining marks none."""
    if text.isascii():  # one column a character: most cells, no Unicode tables to consult
        return len(text)
    return sum(
        0 if unicodedata.combining(char) else 2 if unicodedata.east_asian_width(char) in "WF" else 1
        for char in text
    )


def render_table(header: Sequence[str], rows: Sequence[Sequence[str]], align: str = "") -> str:
    """A plain text table; ``align`` holds ``l`` or ``r`` per column (default: first left,
    the rest right, as for a score sheet)."""
    align = align or "l" + "r" * (len(header) - 1)
    table = [list(header), *[list(row) for row in rows]]
    measured = [[display_width(cell) for cell in row] for row in table]  # each cell once
    widths = [max(row[col] for row in measured) for col in range(len(header))]
    lines = []
    for row, cell_widths in zip(table, measured, strict=True):
        cells = []
        for col, (cell, width) in enumerate(zip(row, cell_widths, strict=True)):
            pad = " " * (widths[col] - width)
            cells.append(cell + pad if align[col] == "l" else pad + cell)
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)

"""Text that came from outside (a file, a database, a keyboard), made safe for a terminal.

One rule decides what is unsafe, for refusing it where text comes in and for escaping it where
text goes out: control characters (C0, C1, DEL), lone surrogates, the line and paragraph
separators U+2028/2029, and the format characters (bidi overrides, isolates and marks,
zero-width and other invisible ones). The two joiners U+200C/U+200D are kept: emoji and
several scripts need them and a terminal does nothing with them. An ESC reaching a terminal
can clear it, retitle the window or write the clipboard (OSC 52); a bidi override can make
``-5`` read as ``5-``. Imports nothing of the project, so every layer may use it.
"""

from __future__ import annotations

import re
from typing import TextIO

# Unicode 14 (Python 3.11's tables) and later: every Cc, Cs, Zl, Zp and Cf code point but the
# joiners. tests/model/test_text.py checks the class against unicodedata, code point by code point.
_UNSAFE_CLASS = (
    "\x00-\x1f\x7f-\x9f\xad"
    "\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f"
    "\ud800-\udfff\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f"
)
_UNSAFE = re.compile(f"[{_UNSAFE_CLASS}]")
# Multi-line output keeps its line breaks and tabs; a carriage return only as part of CRLF
# (CSV), since a lone one moves the cursor back over what was printed.
_UNSAFE_IN_LINES = re.compile(f"(?!\n|\t|\r\n)[{_UNSAFE_CLASS}]")


def unsafe_char(text: str) -> str | None:
    """The first character of ``text`` that may not be stored, or None."""
    found = _UNSAFE.search(text)
    return found.group() if found else None


def escape(text: str, lines: bool = False) -> str:
    """``text`` with every unsafe character written as a ``\\uXXXX`` escape (JSON's spelling,
    so JSON printed through it stays JSON). With ``lines``, line breaks and tabs are kept."""
    return (_UNSAFE_IN_LINES if lines else _UNSAFE).sub(_escaped, text)


_SHORT = {"\n": "\\n", "\t": "\\t", "\r": "\\r", "\b": "\\b", "\f": "\\f"}  # JSON's too


def _escaped(found: re.Match[str]) -> str:
    char = found.group()
    if char in _SHORT:
        return _SHORT[char]
    code = ord(char)
    if code > 0xFFFF:  # as JSON writes it: a surrogate pair
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


class EscapingStream:
    """A text stream that passes everything written to it through ``escape(lines=True)``:
    what a headless command prints cannot drive the terminal, whatever a file held."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(escape(text, lines=True))
        return len(text)

    def __getattr__(self, name: str) -> object:  # flush, isatty, encoding, buffer...
        return getattr(self._stream, name)


QUOTED_LIMIT = 72  # characters of an outside value that an error message quotes


def cut(text: str, limit: int = QUOTED_LIMIT) -> str:
    """``text`` shortened to ``limit`` characters for a message, its start and end kept (a
    path's file name, an address's database) and an ellipsis between."""
    if len(text) <= limit:
        return text
    head = (limit - 1) // 2
    return text[:head] + "…" + text[len(text) - (limit - 1 - head) :]

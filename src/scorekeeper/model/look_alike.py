"""Names that look alike: ``Anna`` beside ``Аnna`` (a Cyrillic А) would split one person's
statistics in two, and nobody at the table could tell which is which.

The test is Unicode's own (UTS #39, "Unicode Security Mechanisms"): two strings are confusable
when their skeletons are equal. ICU implements it, with the data of its Unicode version; it
is imported on first use, as most commands never seat a player (see docs/performance.md),
and not at all for names in ASCII: their skeleton is the ASCII rows of Unicode's table, copied
below (tests/model/test_look_alike.py holds the copy to ICU's, character by character).
"""

from __future__ import annotations

from functools import cache
from typing import Any

# UTS #39's skeleton of each printable ASCII character that is not its own (as ICU's data has it);
# the skeleton of an ASCII string is its characters' skeletons, one after another
ASCII_SKELETON = {
    '"': "''",
    "%": "\u00ba/\u2080",
    "0": "O",
    "1": "l",
    "I": "l",
    "`": "'",
    "m": "rn",
    "|": "l",
}
_ASCII_TABLE = str.maketrans(ASCII_SKELETON)


def looks_alike(name: str, other: str) -> bool:
    """Whether the two names are confusable, with or without case (``AnnA``/``аnna``)."""
    return skeleton(name) == skeleton(other) or skeleton(name.casefold()) == skeleton(
        other.casefold()
    )


def invisible_char(name: str) -> str | None:
    """The first default-ignorable code point of ``name`` (U+034F, the U+3164 filler, a
    zero-width joiner...): it shows as nothing, so two names could differ by it alone."""
    if name.isascii():  # no default-ignorable code point is ASCII
        return None
    icu = _icu()
    ignorable = icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT
    return next((char for char in name if icu.Char.hasBinaryProperty(char, ignorable)), None)


@cache
def skeleton(text: str) -> str:
    """The UTS #39 skeleton of ``text``: what it looks like, whatever letters made it."""
    if text.isascii() and text.isprintable():
        return text.translate(_ASCII_TABLE)
    return str(_spoof_checker().getSkeleton(0, text))


@cache
def _spoof_checker() -> Any:
    return _icu().SpoofChecker()


def _icu() -> Any:
    import icu  # type: ignore[import-untyped]  # ICU4C wrapped; tens of ms to import

    return icu

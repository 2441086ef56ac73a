"""A sensible default file name for an export: the date, then the players, in plain ASCII.

``2026-11-30-anna-lukasz-zofia-zolc.md``: safe on every file system and in a URL. Cyrillic is
transliterated by a small table (a simplified passport-style romanisation); Latin letters lose
their accents through Unicode decomposition, with a few letters that do not decompose (Polish
``ł``, ``ø``, ``ß``...) mapped by hand. Pure: no clock, no file system.
"""

from __future__ import annotations

import datetime
import re
import unicodedata

from scorekeeper.model import Match

_CYRILLIC = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z",
    "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
    "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
    "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya",
    "є": "ye", "і": "i", "ї": "yi", "ґ": "g", "ў": "u",  # Ukrainian and Belarusian letters
}  # fmt: skip
_UNDECOMPOSED = {
    "ł": "l", "ø": "o", "ß": "ss", "æ": "ae", "œ": "oe", "đ": "d", "ð": "d", "þ": "th",
    "\u0131": "i",  # dotless i
}  # fmt: skip
_LETTERS = {**_CYRILLIC, **_UNDECOMPOSED}
_NOT_SLUG = re.compile(r"[^a-z0-9]+")
MAX_NAME_PART = 80  # characters of player names kept, so the whole name stays well under 255


def slugify(text: str) -> str:
    """``Zofia Żółć`` → ``zofia-zolc``, ``Анна`` → ``anna``; what cannot be spelt is dropped."""
    spelt = "".join(_LETTERS.get(char, char) for char in text.casefold())
    ascii_only = unicodedata.normalize("NFKD", spelt).encode("ascii", "ignore").decode("ascii")
    return _NOT_SLUG.sub("-", ascii_only).strip("-")


def default_file_name(match: Match, date: datetime.date | None, fmt: str) -> str:
    """``{date}-{players}.{fmt}``; players that cannot be spelt in ASCII are left out, and a
    match with none left is called ``match``."""
    names = "-".join(slug for slug in map(slugify, match.players) if slug)
    names = names[:MAX_NAME_PART].rstrip("-") or "match"
    return f"{date.isoformat()}-{names}.{fmt}" if date else f"{names}.{fmt}"

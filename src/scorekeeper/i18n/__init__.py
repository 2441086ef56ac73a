"""Translation hooks shared by every layer.

Everything a person reads goes through ``_`` (or ``ngettext`` for counted words). The domain uses
these too, so its error messages reach the table in the players' language. Only the standard
library's gettext is used here, keeping the domain free of UI dependencies.

English is the source language. ``activate("ru")`` switches every later message to Russian; the
catalogs are the ``.po`` files in ``scorekeeper/locale`` (see ``docs/i18n.md``).
"""

from __future__ import annotations

import gettext as _gettext
from functools import cache
from pathlib import Path

from scorekeeper.i18n.languages import (
    ENGLISH,
    LANGUAGE_NAMES,
    LANGUAGES,
    choose_language,
    language_from_environment,
)
from scorekeeper.text import escape

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "NP_",
    "N_",
    "_",
    "activate",
    "catalog_path",
    "choose_language",
    "current_language",
    "language_from_environment",
    "load_translation",
    "ngettext",
    "npgettext",
    "pgettext",
    "preset_text",
    "use",
]

DOMAIN = "scorekeeper"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = ENGLISH


def use(translation: _gettext.NullTranslations) -> None:
    """Make ``translation`` the one every later message goes through."""
    global _translation
    _translation = translation


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    # The plural rules are written for counts of things; a debt of 6 points is still "6 points"
    # (and Python's % on negative numbers would pick the wrong Russian and Polish form).
    return _translation.ngettext(singular, plural, abs(count))


def pgettext(context: str, message: str) -> str:
    """``message`` in the role ``context`` names: one English word that is a verb on a key
    and a noun in a sentence needs two translations (the catalogs' ``msgctxt``).

    Where the catalog has no entry for that role, the message's plain translation serves:
    only the words whose roles differ in some language need an entry of their own (the event
    "reopen" is a noun, ``NP_("event", "reopen")``; the key "reopen" is a verb). A role's
    translation that reads exactly as the English ("ID") is taken for absent, and the plain
    translation of the same word, if there is one, serves instead.
    """
    translated = _translation.pgettext(context, message)
    return translated if translated != message else _translation.gettext(message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    translated = _translation.npgettext(context, singular, plural, abs(count))
    if translated in (singular, plural):
        return _translation.ngettext(singular, plural, abs(count))
    return translated


def N_(message: str) -> str:
    """Mark a string for extraction without translating it yet (it is translated where shown)."""
    return message


def NP_(context: str, message: str) -> str:
    """``N_`` for a word in one role: extracted with its context, shown through ``pgettext``."""
    return message


def preset_text(text: str) -> str:
    """A built-in preset's name or description in the current language.

    ``tools/i18n.py`` extracts these from ``presets/*.toml``; the words of a custom preset are
    not in any catalog and come back as their author wrote them, control characters escaped
    (a preset file or a match file may hold anything; see scorekeeper.text).
    """
    return escape(_translation.gettext(text))


def catalog_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def load_translation(language: str) -> _gettext.NullTranslations:
    """The translation for ``language`` (one of ``LANGUAGES``); English is the source text."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    if language == ENGLISH:
        return _gettext.NullTranslations()
    from scorekeeper.i18n.po import translations_from_po  # English reads no catalog at all

    path = catalog_path(language)
    return translations_from_po(path.read_text(encoding="utf-8"), str(path))


def activate(language: str) -> None:
    """Speak ``language`` from now on."""
    global _language
    use(load_translation(language))
    _language = language


def current_language() -> str:
    return _language

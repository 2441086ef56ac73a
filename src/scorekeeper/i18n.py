"""Translation hooks shared by every layer.

Everything a person reads goes through ``_`` (or ``ngettext`` for counted words). The domain uses
these too, so its error messages reach the table in the players' language. Only the standard
library's gettext is used here, keeping the domain free of UI dependencies.
"""

from __future__ import annotations

import gettext as _gettext

_translation: _gettext.NullTranslations = _gettext.NullTranslations()


def use(translation: _gettext.NullTranslations) -> None:
    """Make ``translation`` the one every later message goes through."""
    global _translation
    _translation = translation


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _translation.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it yet (it is translated where shown)."""
    return message

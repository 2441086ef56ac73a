"""Dates, decimals and percentages as the reader writes them, from CLDR through Babel.

``01.12.2026`` and ``9,5`` in Russian, ``1.12.2026`` and ``9,5`` in Polish, always in the language
active now (``scorekeeper.i18n.current_language``). English keeps ISO dates (``2026-12-01``): it
is the source language, read by players everywhere, and CLDR's English short date is the
American ``12/1/26``, which half of them would misread. Negative numbers take the project's real
minus sign (``scorekeeper.i18n.numbers.MINUS``) rather than CLDR's hyphen, as every score does.

Machine formats (JSON, CSV, match files, file names) never come through here; see docs/i18n.md.
Babel is imported inside the functions: its CLDR data loads on first use (about 40 ms), so a
command or screen that shows no date or decimal never pays for it. Numbers under a thousand
(every count, average and share that ``stats`` shows at a club) do not need it at all: no
language here groups them, so they are the digits, rounded as Babel rounds, with the
language's decimal sign (``_SMALL``; tests/i18n/test_formats.py holds them equal to Babel's
for every language and a range of values).
"""

from __future__ import annotations

import datetime as _dt
import math
from typing import TYPE_CHECKING

from scorekeeper.i18n import current_language
from scorekeeper.i18n.languages import ENGLISH
from scorekeeper.i18n.numbers import MINUS

if TYPE_CHECKING:
    from decimal import Decimal

# The CLDR minus of these locales is U+002D; the plain hyphen would not line up with "+".
_HYPHEN = "-"
# language: (decimal sign, what follows a percentage), as CLDR has them; numbers of at most
# three digits before the sign are grouped by no language here
_SMALL = {"en": (".", "%"), "ru": (",", "\u00a0%"), "pl": (",", "%")}
_SMALL_LIMIT = 1000


def _locale() -> str:
    return current_language()


def _real_minus(text: str) -> str:
    return text.replace(_HYPHEN, MINUS)


def local_date(moment: _dt.date) -> str:
    """A calendar date: ``2026-12-01`` (en), ``01.12.2026`` (ru), ``1.12.2026`` (pl)."""
    if isinstance(moment, _dt.datetime):
        moment = moment.date()
    if _locale() == ENGLISH:
        return moment.isoformat()
    from babel.dates import format_date

    return format_date(moment, "short", locale=_locale())


def local_date_time(moment: _dt.datetime) -> str:
    """A date and a time of day, to the minute, as ``moment`` reads on its own clock:
    ``2026-12-01 09:05`` (en), ``01.12.2026, 09:05`` (ru), ``1.12.2026, 09:05`` (pl)."""
    if _locale() == ENGLISH:
        return moment.strftime("%Y-%m-%d %H:%M")
    from babel.dates import format_datetime

    # A naive time is shown as it is (Babel would otherwise take it for UTC and convert it).
    return format_datetime(moment.replace(tzinfo=None), "short", locale=_locale())


def decimal(value: float, places: int = 1) -> str:
    """A number with ``places`` decimals and thousands grouped: ``9.5`` / ``9,5``,
    ``1,234.5`` / ``1 234,5`` (a no-break space), ``−0.5`` / ``−0,5``."""
    small = _SMALL.get(_locale()) if math.isfinite(value) else None
    rounded = _rounded(str(value), places) if small is not None else None
    if small is not None and rounded is not None and abs(rounded) < _SMALL_LIMIT:
        digits = f"{abs(rounded):f}".replace(".", small[0])
        return f"{MINUS}{digits}" if rounded.is_signed() else digits  # −0.0 too, as Babel
    from babel.numbers import format_decimal

    pattern = "#,##0" + ("." + "0" * places if places else "")
    return _real_minus(format_decimal(value, pattern, locale=_locale()))


def _rounded(shortest: str, places: int, scale: int = 0) -> Decimal:
    """A float's shortest repr, times ``10 ** scale``, to ``places`` decimals as Babel rounds
    it: from that repr (so ``0.575`` is 57.5 %, not 57.4999...), half to even."""
    from decimal import ROUND_HALF_EVEN, Decimal  # loaded with the first number shown

    value = Decimal(shortest).scaleb(scale)
    return value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)


def whole(value: int) -> str:
    """A count with thousands grouped: ``12,345`` (en), ``12 345`` (ru, pl)."""
    return decimal(value, places=0)


def percent(fraction: float) -> str:
    """A share as a whole percentage: ``46%`` (en, pl), ``46 %`` (ru, a no-break space)."""
    small = _SMALL.get(_locale()) if math.isfinite(fraction) else None
    rounded = _rounded(str(fraction), 0, scale=2) if small is not None else None
    if small is not None and rounded is not None and 0 <= rounded < _SMALL_LIMIT:
        return f"{rounded:f}{small[1]}"
    from babel.numbers import format_percent

    return _real_minus(format_percent(fraction, locale=_locale()))

"""Dates, decimals and percentages in each language's own conventions (CLDR through Babel).

Every expected string is written out by hand from how a Russian or Polish score sheet writes
it: day.month.year, a decimal comma, a no-break space between thousands, the real minus.
"""

from __future__ import annotations

import datetime
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass

import pytest

from scorekeeper.i18n import LANGUAGES, activate
from scorekeeper.i18n.formats import decimal, local_date, local_date_time, percent, whole
from scorekeeper.i18n.numbers import MINUS
from scorekeeper.wording import tally_cells

NBSP = "\u00a0"
DAY = datetime.date(2026, 12, 1)
EVENING = datetime.datetime(2026, 3, 7, 21, 5)


@pytest.mark.parametrize(
    ("language", "date", "date_time"),
    [
        ("en", "2026-12-01", "2026-03-07 21:05"),  # English keeps ISO: 12/1/26 is misread
        ("ru", "01.12.2026", "07.03.2026, 21:05"),  # CLDR ru short: dd.MM.y
        ("pl", "1.12.2026", "7.03.2026, 21:05"),  # CLDR pl short: d.MM.y
    ],
)
def test_dates_read_as_the_reader_writes_them(language: str, date: str, date_time: str) -> None:
    activate(language)
    assert local_date(DAY) == date
    assert local_date(EVENING) == local_date(EVENING.date())  # a moment shows its day
    assert local_date_time(EVENING) == date_time


def test_a_moment_with_a_time_zone_shows_its_own_clock() -> None:
    activate("ru")
    moscow = datetime.timezone(datetime.timedelta(hours=3))
    # 21:05 in Moscow stays 21:05 (not 18:05 UTC): the app shows local time.
    assert local_date_time(EVENING.replace(tzinfo=moscow)) == "07.03.2026, 21:05"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["9.5", "1,234.5", f"{MINUS}0.5", "12,345", "46%"]),
        ("ru", ["9,5", f"1{NBSP}234,5", f"{MINUS}0,5", f"12{NBSP}345", f"46{NBSP}%"]),
        ("pl", ["9,5", f"1{NBSP}234,5", f"{MINUS}0,5", f"12{NBSP}345", "46%"]),
    ],
)
def test_numbers_take_the_language_s_separators(language: str, expected: list[str]) -> None:
    activate(language)
    # 0.456 of the matches won rounds to 46 %; -0.5 keeps the real minus, not CLDR's hyphen.
    assert [
        decimal(9.5),
        decimal(1234.5),
        decimal(-0.5),
        whole(12345),
        percent(0.456),
    ] == expected


def test_the_number_of_decimals_is_chosen() -> None:
    activate("pl")
    assert decimal(2.0) == "2,0"  # an average is shown to one place even when whole
    assert decimal(2.25, places=2) == "2,25"
    assert decimal(7.0, places=0) == "7"


def test_switching_the_language_switches_the_format_at_once() -> None:
    activate("ru")
    first = local_date(DAY)
    activate("en")
    assert (first, local_date(DAY)) == ("01.12.2026", "2026-12-01")


@dataclass(frozen=True)
class Numbers:
    matches: int = 4
    finished: int = 3
    wins: int = 2
    win_rate: float | None = 2 / 3
    average_total: float | None = -9.5
    best_total: int | None = 61
    matadors: int = 1234
    passes_per_match: float | None = 1.25
    largest_debt: int = 12
    laid: int = 40
    drawn_or_none: int | None = None  # kept no match tile by tile
    open_sixes: int = 3


@pytest.mark.parametrize(
    ("language", "rate", "average", "passes"),
    [
        ("en", "67%", f"{MINUS}9.5", "1.2"),
        ("ru", f"67{NBSP}%", f"{MINUS}9,5", "1,2"),
        ("pl", "67%", f"{MINUS}9,5", "1,2"),
    ],
)
def test_statistics_cells_speak_the_language(
    language: str, rate: str, average: str, passes: str
) -> None:
    activate(language)
    cells = tally_cells(Numbers())
    # 2 wins of 3 finished: 66.7 % shown whole as 67; 1.25 passes a match to one place is 1.2
    # (the half goes to the even digit, as Python's own formatting did before).
    assert (cells[3], cells[4], cells[7]) == (rate, average, passes)
    assert cells[6] == {"en": "1,234"}.get(language, f"1{NBSP}234")  # 1,234 matadors laid


# -- numbers under a thousand without Babel (issue 20 item 7) ----------------------------------
# Every value a fast path may take, and the edges: halves that round to even, float reprs
# that are not what they print (0.575 is 0.57499... as a double), minus zero, a thousand.
DECIMALS = sorted(
    {n / 100 for n in range(-110_000, 110_000, 7)}
    | {0.05, 0.15, 0.25, 2.25, 0.575, -0.04, -0.05, -0.0, 999.95, 999.94, -999.95, 1 / 3, 9.5}
)
FRACTIONS = sorted({k / n for n in range(1, 80) for k in range(n + 1)} | {0.005, 0.575, 0.995})


def _babel_decimals(values: Iterable[float], places: int, language: str) -> list[str]:
    """``babel.numbers.format_decimal(value, pattern, locale=language)`` for every value, as
    that function does it (``parse_pattern(pattern).apply(value, Locale.parse(language))``),
    with the locale and the pattern parsed once, not once a value: the same strings in a third
    of the time (a hundred thousand values a language)."""
    from babel import Locale
    from babel.numbers import parse_pattern

    locale = Locale.parse(language)
    pattern = parse_pattern("#,##0" + ("." + "0" * places if places else ""))
    return [pattern.apply(value, locale).replace("-", MINUS) for value in values]


def test_babel_is_asked_as_format_decimal_asks_it() -> None:
    from babel.numbers import format_decimal

    for language in LANGUAGES:
        for places, pattern in ((0, "#,##0"), (2, "#,##0.00")):
            values = [-1234.5, -0.05, 0.575, 999.95, 2.25]
            expected = [format_decimal(v, pattern, locale=language) for v in values]
            assert _babel_decimals(values, places, language) == [
                text.replace("-", MINUS) for text in expected
            ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_small_numbers_without_babel_read_as_babel_writes_them(language: str) -> None:
    activate(language)
    for places in (0, 1, 2):
        ours = [decimal(value, places) for value in DECIMALS]
        assert ours == _babel_decimals(DECIMALS, places, language)
    counts = range(-3_000, 3_000)
    assert [whole(n) for n in counts] == _babel_decimals(counts, 0, language)
    from babel.numbers import format_percent

    shares = [format_percent(share, locale=language) for share in FRACTIONS]
    assert [percent(share) for share in FRACTIONS] == shares


def test_english_statistics_never_load_babel() -> None:
    """The fast path is taken: a child process formats a tally's cells and says whether
    ``babel`` was imported (a big count still goes through Babel and loads it)."""
    probe = (
        "import sys; from scorekeeper.i18n.formats import decimal, percent, whole; "
        "print(whole(12), decimal(9.55), percent(0.575), 'babel' in sys.modules, end=' '); "
        "whole(12_345); print('babel' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["12", "9.6", "58%", "False", "True"]

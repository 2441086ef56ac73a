"""Every format of the golden match against its reviewed golden file (UPDATE_GOLDEN=1 rewrites)."""

from __future__ import annotations

import pytest

from scorekeeper.export import FORMATS, export_text
from scorekeeper.model import Match
from tests.export.export_helpers import GOLDEN_INFO, check_golden


@pytest.mark.parametrize("fmt", FORMATS)
def test_each_format_matches_its_golden_file(golden_match: Match, fmt: str) -> None:
    check_golden(f"match.{fmt}", export_text(golden_match, GOLDEN_INFO, fmt))


@pytest.mark.parametrize("fmt", FORMATS)
def test_each_format_of_the_tiles_match_matches_its_golden_file(
    golden_tiles: Match, fmt: str
) -> None:
    # export_helpers.golden_tiles_entries: round 1 blocked by its tile, Анна 40, Łukasz 13;
    # round 2 Анна out with 55, Łukasz -30: totals 95 and debt 17
    assert golden_tiles.totals == [40 + 55, 13 - 30]
    check_golden(f"tiles.{fmt}", export_text(golden_tiles, GOLDEN_INFO, fmt))


def test_exporting_twice_gives_the_same_text(golden_match: Match) -> None:
    for fmt in FORMATS:
        assert export_text(golden_match, GOLDEN_INFO, fmt) == export_text(
            golden_match, GOLDEN_INFO, fmt
        )

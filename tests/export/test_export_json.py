"""The JSON export is the match file v1 with the preset embedded: same standings on import."""

from __future__ import annotations

import json

from scorekeeper.catalog import Catalog
from scorekeeper.export import to_json
from scorekeeper.matchfile import FORMAT, parse_match_text
from scorekeeper.model import Match, preset_from_data, replay
from tests.export.export_helpers import GOLDEN_INFO, A, L, Z, golden_entries


def test_export_then_import_gives_identical_standings(
    golden_match: Match, catalog: Catalog
) -> None:
    again = parse_match_text(to_json(golden_match, GOLDEN_INFO).encode("utf-8"), catalog)
    assert again.standings() == golden_match.standings()
    assert [r.points for r in again.rounds] == [r.points for r in golden_match.rounds]
    assert again.log == golden_match.log
    assert again.finished


def test_the_whole_preset_travels(golden_match: Match) -> None:
    data = json.loads(to_json(golden_match, GOLDEN_INFO))
    assert data["format"] == FORMAT
    assert data["preset"]["pass_points"] == -6 and data["preset"]["debts"] is True


def test_a_custom_preset_scores_the_same_where_it_is_unknown(catalog: Catalog) -> None:
    # a house rule: a pass costs 3, not 6. Round 1 of the golden match then gives
    # A 1+5+1 = 7, L 10-3 = 7, Z 1-3 = -2 instead of 7, 4, -5
    house = catalog.get("six-matador-expert").to_json() | {"id": "house-rules", "pass_points": -3}
    match = replay([A, L, Z], preset_from_data(house), golden_entries()[:9])
    again = parse_match_text(to_json(match, GOLDEN_INFO), catalog)  # catalog lacks house-rules
    assert again.totals == match.totals == [7, 7, -2]
    assert again.preset == match.preset


def test_names_are_written_as_they_are(golden_match: Match) -> None:
    text = to_json(golden_match, GOLDEN_INFO)
    assert "Zofia Żółć" in text and "Анна" in text  # UTF-8, not \u escapes

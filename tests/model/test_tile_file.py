"""The match file v2 (docs/match-format.md): a tiles match written, read back, and refused."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.matchfile import match_to_data, match_to_text, parse_match_text
from scorekeeper.model import End, Match, Mode, RuleError, Tile, TilePlay
from tests.model.model_helpers import custom_preset
from tests.model.test_tile_match import QUICK

EXAMPLE = Path(__file__).parents[1] / "data" / "tiles-example.json"


def example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text())
    return data


def test_the_documented_example_scores_as_worked_by_hand(catalog: Catalog) -> None:
    match = parse_match_text(EXAMPLE.read_bytes(), catalog)
    # round 1 as test_six_matador_expert_by_hand: Anna 10 + 15 - 6 = 19, Boris 6 + 1 = 7;
    # round 2: Boris leads the matador 1:5 (ends 1 | 5): 10; Anna 1:6 on the right 5: 5+1=6,
    # leaves 6: move 1 + open six 5 = 6
    assert [played.points for played in match.rounds] == [[19, 7], [6, 10]]
    assert match.totals == [19 + 6, 7 + 10] and match.mode is Mode.TILES


def test_export_then_parse_gives_the_same_match(catalog: Catalog) -> None:
    match = parse_match_text(EXAMPLE.read_bytes(), catalog)
    again = parse_match_text(match_to_text(match), catalog)
    assert again.log == match.log and again.totals == match.totals
    assert again.standings() == match.standings() and again.table == match.table
    written = match_to_data(match, embed_preset=False)
    assert (written["format"], written["mode"]) == ("scorekeeper.match/2", "tiles")
    assert written["rounds"] == example()["rounds"]  # the app writes what the example says


def test_a_one_key_match_is_still_written_as_version_1(catalog: Catalog) -> None:
    data = match_to_data(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    assert data["format"] == "scorekeeper.match/1" and "mode" not in data


def test_a_round_ended_by_its_last_tile_is_written_with_its_end(catalog: Catalog) -> None:
    match = Match(["Anna", "Boris"], custom_preset(**QUICK), mode=Mode.TILES)
    for event in (
        TilePlay("Anna", Tile(2, 3)),
        TilePlay("Boris", Tile(4, 6), None),  # fits the right end only: 3+4=7
        TilePlay("Anna", Tile(1, 5), End.RIGHT),  # right 6: 6+1=7, Anna's last tile
        TilePlay("Boris", Tile(0, 1)),  # round 2's lead
    ):
        match.record(event)
    data = match_to_data(match)
    assert data["rounds"][0]["end"] == {"out": "Anna"} and "end" not in data["rounds"][1]
    again = parse_match_text(json.dumps(data), catalog)
    assert again.log == match.log and again.totals == match.totals == [1, 6]
    del data["rounds"][0]["end"]  # the end may be left out: the last tile made it
    assert parse_match_text(json.dumps(data), catalog).totals == match.totals
    data["rounds"][0]["end"] = {"out": "Boris"}
    with pytest.raises(RuleError, match=re.escape("round 1, end: Anna laid their last tile")):
        parse_match_text(json.dumps(data), catalog)


def _broken(change: dict[str, Any], event: dict[str, Any] | None = None) -> dict[str, Any]:
    data = {**example(), **change}
    if event is not None:
        data["rounds"] = [{"events": [event]}]
    return data


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (_broken({"format": "scorekeeper.match/1"}), 'field mode: "mode" needs the format'),
        (_broken({"mode": "dominoes"}), 'field mode: is "one-key" or "tiles", not "dominoes"'),
        (_broken({"format": "scorekeeper.match/3"}), "field format: expected"),
        (
            _broken({}, {"type": "tile", "player": "Anna", "tile": "2:4", "end": "up"}),
            "round 1, event 1: 'end' is \"left\" or \"right\", not 'up'",
        ),
        (
            _broken({}, {"type": "tile", "player": "Anna", "tile": "2:4", "open": 2.0}),
            "'open' is a half of the tile, 0 to 6, not 2.0",
        ),
        (
            _broken({}, {"type": "tile", "player": "Anna", "tile": "2:4", "across": "yes"}),
            "'across' is true or false",
        ),
        (
            _broken({}, {"type": "tile", "player": "Anna", "tile": "2:4", "across": False}),
            "every matador lies across",  # across: false is refused under half (6.12)
        ),
        (_broken({}, {"type": "tile", "player": "Anna"}), "a tile is written as text"),
        (_broken({}, {"type": "move", "player": "Anna"}), "kept tile by tile"),
        (_broken({"mode": "one-key"}), "round 1, event 1: 'tile laid' is for matches kept tile"),
        (_broken({}, {"type": "draw", "player": "Anna"}), "plays without a stock"),
    ],
)
def test_a_bad_tiles_file_is_refused_with_its_place(
    catalog: Catalog, data: dict[str, Any], reason: str
) -> None:
    with pytest.raises(RuleError, match=re.escape(reason)):
        parse_match_text(json.dumps(data), catalog)

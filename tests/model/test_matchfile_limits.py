"""A match file says "the preset's default end" by leaving target out, and "no target" by null,
so a match reopened without a target exports and imports to the same standings."""

from __future__ import annotations

import json

from scorekeeper.catalog import load_catalog
from scorekeeper.matchfile import match_to_text, parse_match_text
from scorekeeper.model import Matador, Reopen, RoundEnd

CATALOG = load_catalog()


def classic_file(**limits: object) -> str:
    # ten matadors for Anna over three rounds (the set has four a round: 4 + 4 + 2):
    # 10 x 10 = 100, the classic default target
    rounds = [
        {"events": [{"type": "matador", "player": "Anna"}] * count, "end": {"out": "Anna"}}
        for count in (4, 4, 2)
    ]
    data = {
        "format": "scorekeeper.match/1",
        "preset": "matador-classic",
        "players": ["Anna", "Boris"],
        "rounds": rounds,
        **limits,
    }
    return json.dumps(data)


def test_absent_target_is_the_presets_and_ends_the_match_at_100() -> None:
    match = parse_match_text(classic_file(), CATALOG)
    assert (match.target, match.finished) == (100, True)


def test_null_target_means_none() -> None:
    match = parse_match_text(classic_file(target=None, rounds_limit=None), CATALOG)
    assert (match.target, match.finished) == (None, False)


def test_a_match_reopened_without_a_target_round_trips() -> None:
    match = parse_match_text(classic_file(), CATALOG)
    match.record(Reopen(target=None, rounds_limit=None))
    match.record(Matador("Boris"))
    match.record(RoundEnd("Boris"))  # Anna 100, Boris 10: nothing ends without a target
    again = parse_match_text(match_to_text(match), CATALOG)
    assert again.target is None and not again.finished
    assert again.standings() == match.standings()

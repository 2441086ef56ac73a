"""Who may sit at the table: 2-4 distinct non-blank names of at most 24 characters."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match, RuleError
from scorekeeper.model.players import validate_players


@pytest.mark.parametrize(
    "names",
    [
        ["Anna", "Boris"],
        ["Anna", "Boris", "Vera"],
        ["Anna", "Boris", "Vera", "Gleb"],
        ["Анна", "Борис", "Вера"],
        ["Łucja", "Józef", "Źdźbło Ściegienny"],  # Polish
        ["X" * 24, "Y"],  # exactly 24 characters is allowed
        ["Ёж", "ёлка"],  # different names, not a case duplicate
    ],
)
def test_good_tables(names: list[str]) -> None:
    assert validate_players(names) == tuple(names)


@pytest.mark.parametrize(
    ("names", "where", "why"),
    [
        (["Anna"], "players", "2 to 4 players, not 1"),
        ([], "players", "2 to 4 players, not 0"),
        (["A", "B", "C", "D", "E"], "players", "2 to 4 players, not 5"),
        (["Anna", ""], "player 2", "blank"),
        (["Anna", "   "], "player 2", "blank"),
        (["", "Anna"], "player 1", "blank"),
        (["Anna", "Anna"], "player 2", "already at the table"),
        (["Anna", "anna"], "player 2", "already at the table"),  # case does not make a new name
        (["Анна", "АННА"], "player 2", "already at the table"),
        (["Anna", " Anna "], "player 2", "already at the table"),  # outer spaces are dropped
        (["Anna", "Z" * 25], "player 2", "longer than 24"),
        (["Anna", "Bo\nris"], "player 2", "control character"),
    ],
)
def test_bad_tables(names: list[str], where: str, why: str) -> None:
    with pytest.raises(RuleError, match=why) as caught:
        validate_players(names)
    assert caught.value.where == where


def test_names_are_stored_trimmed_and_nfc(catalog: Catalog) -> None:
    decomposed = "Lucja\u0301"  # "Lucjá" written with a combining accent
    match = Match([" Anna ", decomposed], catalog.get("six-matador-beginner"))
    assert match.players == ("Anna", "Lucj\u00e1")


def test_match_refuses_a_bad_table(catalog: Catalog) -> None:
    with pytest.raises(RuleError) as caught:
        Match(["Anna"], catalog.get("six-matador-expert"))
    assert caught.value.where == "players"

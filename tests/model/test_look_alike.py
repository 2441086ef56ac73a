"""Issue 9 item 2: names that look alike (UTS #39 skeletons, via ICU) or hold an invisible
code point cannot sit at one table."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match, RuleError
from scorekeeper.model.look_alike import invisible_char, looks_alike, skeleton
from scorekeeper.model.players import name_problem, validate_players


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Anna", "\u0410nna"),  # a Cyrillic capital A
        ("Anna", "\u0430nna"),  # a Cyrillic small a, and a case apart
        ("Олег", "O\u043b\u0435\u0433"),  # a Latin O among Cyrillic letters
        ("m", "rn"),  # UTS #39 maps m to rn
        ("Vera", "\U0001d415era"),  # a mathematical bold V
    ],
)
def test_look_alikes_are_refused_at_one_table(first: str, second: str) -> None:
    assert looks_alike(first, second)
    with pytest.raises(RuleError) as refused:
        validate_players([first, second])
    assert refused.value.where == "player 2"
    assert f"looks just like '{first}'" in refused.value.message


@pytest.mark.parametrize(
    ("name", "char"),
    [
        ("Anna\u034f", "U+034F"),
        ("\u3164", "U+3164"),
        ("An\u200bna", None),
        ("Bo\ufe0fris", "U+FE0F"),
    ],
)
def test_invisible_code_points_are_refused(name: str, char: str | None) -> None:
    problem = name_problem(name)
    assert problem is not None
    if char is not None:  # U+200B is a format character: refused as a control one first
        assert f"invisible character ({char})" in problem


def test_different_names_still_sit_together() -> None:
    names = ("Anna", "Anya", "Аня", "Anna Maria")
    assert validate_players(names) == names
    assert invisible_char("Łódź") is None


def test_skeleton_is_the_same_for_the_look_alike_and_not_for_others() -> None:
    assert skeleton("\u0410nna") == skeleton("Anna")
    assert skeleton("Boris") != skeleton("Doris")


def test_a_match_with_look_alikes_is_refused(catalog: Catalog) -> None:
    with pytest.raises(RuleError, match="looks just like"):
        Match(["Anna", "\u0410nna"], catalog.get("matador-classic"))


# -- the ASCII fast path (issue 20 item 7): ICU is not even imported for ASCII names -----------
ASCII = [chr(code) for code in range(0x20, 0x7F)]


def _icu_skeleton(text: str) -> str:
    import icu  # type: ignore[import-untyped]

    return str(icu.SpoofChecker().getSkeleton(0, text))


@pytest.mark.parametrize("char", ASCII)
def test_the_ascii_table_is_icus_skeleton_of_every_printable_ascii_char(char: str) -> None:
    assert skeleton(char) == _icu_skeleton(char)


def test_an_ascii_names_skeleton_is_icus() -> None:
    """Characters in a row (UTS #39 maps each code point on its own): every pair of printable
    ASCII characters, and names with the confusable ones among letters."""
    texts = [a + b for a in ASCII for b in ASCII] + ["Kim", "Ivan 1", 'O"Neil', "Bo%rn", "rnm"]
    assert [skeleton(text) for text in texts] == [_icu_skeleton(text) for text in texts]


def test_no_printable_ascii_char_is_invisible() -> None:
    import icu

    ignorable = icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT
    assert not any(icu.Char.hasBinaryProperty(char, ignorable) for char in ASCII)
    assert invisible_char("".join(ASCII)) is None
    assert invisible_char("An\u00adna") == "\u00ad"  # the soft hyphen, past ASCII: still seen

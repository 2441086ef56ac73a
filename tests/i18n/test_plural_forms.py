"""Russian and Polish plural forms, through the real catalogs and gettext's own evaluation of
their Plural-Forms headers."""

from __future__ import annotations

import pytest

from scorekeeper.i18n import activate, load_translation, ngettext

COUNTS = (1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111)
# Russian: one for 1, 21, 101 (not 11, 111); few for 2-4, 22-24 (not 12-14); many otherwise.
RUSSIAN_POINTS = {
    1: "1 очко", 2: "2 очка", 5: "5 очков", 11: "11 очков", 12: "12 очков", 14: "14 очков",
    21: "21 очко", 22: "22 очка", 25: "25 очков", 101: "101 очко", 111: "111 очков",
}  # fmt: skip
# Polish: one only for 1 itself; 21 and 101 take the "many" form; few as in Russian.
POLISH_POINTS = {
    1: "1 punkt", 2: "2 punkty", 5: "5 punktów", 11: "11 punktów", 12: "12 punktów",
    14: "14 punktów", 21: "21 punktów", 22: "22 punkty", 25: "25 punktów",
    101: "101 punktów", 111: "111 punktów",
}  # fmt: skip
FORMS = {"ru": ("очко", "очка", "очков"), "pl": ("punkt", "punkty", "punktów")}
EXPECTED = {"ru": RUSSIAN_POINTS, "pl": POLISH_POINTS}


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize("count", COUNTS)
def test_points_take_the_form_the_catalog_header_picks(language: str, count: int) -> None:
    # ``plural`` is the function gettext compiled from the catalog's own Plural-Forms header.
    pick = load_translation(language).plural  # type: ignore[attr-defined]
    word = FORMS[language][pick(count)]
    assert f"{count} {word}" == EXPECTED[language][count]


ROUNDS = {
    "ru": {1: "1 раунд", 2: "2 раунда", 5: "5 раундов", 11: "11 раундов", 12: "12 раундов",
           14: "14 раундов", 21: "21 раунд", 22: "22 раунда", 25: "25 раундов",
           101: "101 раунд", 111: "111 раундов"},
    "pl": {1: "1 runda", 2: "2 rundy", 5: "5 rund", 11: "11 rund", 12: "12 rund",
           14: "14 rund", 21: "21 rund", 22: "22 rundy", 25: "25 rund", 101: "101 rund",
           111: "111 rund"},
}  # fmt: skip
TILES = {
    "ru": {1: "по 1 кости", 2: "по 2 кости", 5: "по 5 костей", 21: "по 21 кости",
           22: "по 22 кости", 111: "по 111 костей"},
    "pl": {1: "1 kamień", 2: "2 kamienie", 5: "5 kamieni", 21: "21 kamieni",
           22: "22 kamienie", 111: "111 kamieni"},
}  # fmt: skip


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize("count", COUNTS)
def test_a_counted_message_of_the_app(language: str, count: int) -> None:
    activate(language)
    text = ngettext("{count} round", "{count} rounds", count).format(count=count)
    assert text == ROUNDS[language][count]


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize("count", [1, 2, 5, 21, 22, 111])
def test_dealing_tiles(language: str, count: int) -> None:
    activate(language)
    text = ngettext(
        "Deal {count} tile to each player.", "Deal {count} tiles to each player.", count
    ).format(count=count)
    assert TILES[language][count] in text


def test_a_negative_count_takes_the_form_of_its_size() -> None:
    # A debt of 21 is still "21 раунд"-like in form; Python's -21 % 10 == 9 would say "many".
    activate("ru")
    assert ngettext("{count} round", "{count} rounds", -21).format(count=-21) == "-21 раунд"
    assert ngettext("{count} round", "{count} rounds", -3).format(count=-3) == "-3 раунда"


def test_english_keeps_two_forms() -> None:
    assert ngettext("{count} round", "{count} rounds", 1).format(count=1) == "1 round"
    assert ngettext("{count} round", "{count} rounds", 21).format(count=21) == "21 rounds"

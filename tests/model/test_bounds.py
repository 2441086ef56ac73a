"""Issue 9 item 3: numbers have documented ranges (docs/rules.md, "Ranges"), presets are read
strictly, and tiles take ASCII digits only."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

from scorekeeper.catalog import Catalog, built_in_dir
from scorekeeper.model import Adjust, Lead, Match, Reopen, RuleError, Tile, preset_from_data
from scorekeeper.model.bounds import MAX_ADJUSTMENT, MAX_ROUNDS, MAX_TARGET, parse_whole
from scorekeeper.model.preset_schema import preset_problems


@pytest.mark.parametrize(
    ("target", "rounds", "where"),
    [(10**20, None, "target"), (MAX_TARGET + 1, None, "target"), (None, 2**64, "rounds")],
)
def test_limits_beyond_the_range_are_refused(
    catalog: Catalog, target: int | None, rounds: int | None, where: str
) -> None:
    with pytest.raises(RuleError, match="from 1 to") as refused:
        Match(["Anna", "Boris"], catalog.get("matador-classic"), target, rounds)
    assert refused.value.where == where


def test_the_largest_limits_are_accepted(catalog: Catalog) -> None:
    match = Match(["Anna", "Boris"], catalog.get("matador-classic"), MAX_TARGET, MAX_ROUNDS)
    assert (match.target, match.rounds_limit) == (MAX_TARGET, MAX_ROUNDS)


def test_a_reopen_beyond_the_range_is_refused(catalog: Catalog) -> None:
    match = Match(["Anna", "Boris"], catalog.get("matador-classic"), None, 1)
    match.record(Lead("Anna"))
    from scorekeeper.model import RoundEnd

    match.record(RoundEnd("Anna"))
    assert match.finished
    with pytest.raises(RuleError, match="from 1 to"):
        match.record(Reopen(target=None, rounds_limit=MAX_ROUNDS + 1))
    assert match.finished  # nothing changed


@pytest.mark.parametrize("points", [2**64, -(2**64), MAX_ADJUSTMENT + 1])
def test_an_adjustment_beyond_the_range_is_refused(catalog: Catalog, points: int) -> None:
    match = Match(["Anna", "Boris"], catalog.get("six-matador-expert"))
    with pytest.raises(RuleError, match="at most 1000000 points"):
        match.record(Adjust("Anna", points, "why"))
    assert match.totals == [0, 0] and match.log == []


def test_the_largest_adjustment_is_accepted(catalog: Catalog) -> None:
    match = Match(["Anna", "Boris"], catalog.get("six-matador-expert"))
    match.record(Adjust("Anna", -MAX_ADJUSTMENT, "why"))
    assert match.totals == [-MAX_ADJUSTMENT, 0]


@pytest.mark.parametrize("text", ["２:４", "٢:٤", "02:4", "2:04", "𝟐:𝟒"])
def test_tiles_take_ascii_digits_only(text: str) -> None:
    with pytest.raises(RuleError, match="is not a tile"):
        Tile.parse(text)


@pytest.mark.parametrize(("text", "value"), [("12", 12), ("-3", -3), ("+5", 5), (" 7 ", 7)])
def test_parse_whole_reads_ascii_whole_numbers(text: str, value: int) -> None:
    assert parse_whole(text) == value


@pytest.mark.parametrize("text", ["", "٣", "３", "1.0", "1e3", "9" * 5000, "--1"])
def test_parse_whole_refuses_the_rest(text: str) -> None:
    assert parse_whole(text) is None


def _expert(**changes: Any) -> dict[str, Any]:
    data = tomllib.loads((built_in_dir() / "six-matador-expert.toml").read_text(encoding="utf-8"))
    data["id"] = "house"
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("move_points", True),  # coerced, this priced every move at +1
        ("matador_points", "10"),
        ("matador_points", 10.0),
        ("sum", "6"),
        ("pass_points", -6.0),
        ("target", "100"),
        ("rounds", True),
        ("name", 7),
        ("hand_sizes", {"2": 6, "3": 6, "4": "7"}),
        ("hand_sizes", {"2": 6, "3": 6, "4": 7.0}),
    ],
)
def test_presets_are_read_strictly(field: str, value: Any) -> None:
    with pytest.raises(RuleError, match=f"field {field}"):
        preset_from_data(_expert(**{field: value}))


@pytest.mark.parametrize(
    ("field", "value"),
    [("name", "Evil\x1b[2J"), ("description", "ok\u202eko"), ("description", "\x9b")],
)
def test_preset_texts_refuse_control_characters(field: str, value: str) -> None:
    with pytest.raises(RuleError, match=f"field {field}: the text holds a control character"):
        preset_from_data(_expert(**{field: value}))


def test_a_lone_surrogate_in_a_preset_is_refused_by_the_schema() -> None:
    with pytest.raises(RuleError, match=r"field name: .*string"):
        preset_from_data(_expert(name="\udfff"))


def test_a_strict_preset_still_reads_its_own_whole_numbers() -> None:
    preset = preset_from_data(_expert(target=MAX_TARGET, move_points=2))
    assert (preset.target, preset.move_points) == (MAX_TARGET, 2)


def test_preset_problems_lists_every_wrong_field() -> None:
    problems = preset_problems(_expert(move_points=True, sum="6", target=10**20, id="Bad Id"))
    assert sorted(problem.split(":")[0] for problem in problems) == [
        "field id",
        "field move_points",
        "field sum",
        "field target",
    ]

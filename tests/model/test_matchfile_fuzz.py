"""Whatever a match file holds, reading it either works or raises one ``RuleError``: never
another exception (which would reach the user as a traceback)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.catalog import load_catalog
from scorekeeper.matchfile import parse_match_text
from scorekeeper.model import RuleError

CATALOG = load_catalog(Path(__file__).parent / "no-such-folder")
EXAMPLE = json.loads(
    (Path(__file__).parents[1] / "data" / "issue-example.json").read_text(encoding="utf-8")
)
NAMES = ["Anna", "Boris", "Vera", "", " ", "anna", "x" * 30, "type", "end"]
KEYS = ["type", "player", "tile", "points", "note", "out", "blocked", "pips", "events", "end"]

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=True)
    | st.sampled_from([*NAMES, "2:4", "7:1", "lead", "matador", "six-matador-expert"])
    | st.text(max_size=8)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from([*KEYS, *NAMES]) | st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


def _read(raw: bytes) -> None:
    try:
        parse_match_text(raw, CATALOG)
    except RuleError as error:
        assert str(error).strip(), "an error must say something"


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(json_values)
def test_any_json_value(value: Any) -> None:
    _read(json.dumps(value).encode())


@SETTINGS
@given(st.data())
def test_the_example_with_one_part_replaced(data: st.DataObject) -> None:
    document = copy.deepcopy(EXAMPLE)
    path = data.draw(st.sampled_from(_paths(document)[1:]))
    parent = document
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = data.draw(json_values)
    _read(json.dumps(document, ensure_ascii=False).encode())


@SETTINGS
@given(st.binary(max_size=64))
def test_any_bytes(raw: bytes) -> None:
    _read(raw)

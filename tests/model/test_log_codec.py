"""The log-entry codec (what storage writes for every entry, Finish and Reopen included)."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.matchfile import entry_from_data, entry_to_data
from scorekeeper.model import (
    Adjust,
    Finish,
    Lead,
    LogEntry,
    Matador,
    Move,
    OpenSix,
    Pass,
    Reopen,
    RoundEnd,
    RuleError,
    Tile,
)

ENTRIES: list[LogEntry] = [
    Lead("Анна"),
    Move("Łucja"),
    Matador("Анна"),
    Matador("Анна", Tile.parse("4:2")),
    OpenSix("Łucja"),
    Pass("Анна"),
    Adjust("Łucja", -3, "miscount"),
    Adjust("Łucja", 4),
    RoundEnd(out="Анна"),
    RoundEnd(out="Анна", pips={"Łucja": 12}),
    RoundEnd(out=None),
    RoundEnd(out=None, pips={"Анна": 3, "Łucja": 3}),
    Finish(),
    Reopen(),
    Reopen(target=150),
    Reopen(target=None, rounds_limit=7),
]


@pytest.mark.parametrize("entry", ENTRIES, ids=repr)
def test_every_entry_round_trips(entry: LogEntry) -> None:
    assert entry_from_data(entry_to_data(entry)) == entry


def test_the_written_form() -> None:
    assert entry_to_data(Matador("Анна", Tile.parse("4:2"))) == {
        "type": "matador",
        "player": "Анна",
        "tile": "2:4",
    }
    assert entry_to_data(RoundEnd(out=None)) == {"type": "end", "blocked": True}
    assert entry_to_data(Reopen(target=150)) == {
        "type": "reopen",
        "target": 150,
        "rounds_limit": None,
    }


@pytest.mark.parametrize(
    "item",
    [
        {"type": "reopen", "target": "x"},
        {"type": "reopen", "target": True},
        {"type": "reopen", "rounds_limit": 2.5},
        {"type": ["lead"]},
        {"type": "lead"},
        {"type": "lead", "player": "Анна", "tile": "2:4"},
        {"type": "end", "out": "Анна", "blocked": True},
        {"type": "end", "blocked": True, "pips": {"Анна": "3"}},
        "lead",
    ],
    ids=repr,
)
def test_bad_entries_are_rule_errors(item: Any) -> None:
    with pytest.raises(RuleError):
        entry_from_data(item)

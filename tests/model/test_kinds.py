"""Every kind of log entry has one home (``model/kinds.py``): the match file, the store, the
renaming (``store/editing`` imports ``renamed`` from it), the event log's words and the turn all
read it, for every kind there is."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import get_args

import pytest

import scorekeeper.model
from scorekeeper.i18n import _
from scorekeeper.matchfile import entry_from_data, entry_to_data, event_from_data, event_to_data
from scorekeeper.model import (
    Adjust,
    Draw,
    End,
    Finish,
    Lead,
    LogEntry,
    Matador,
    Move,
    OpenSix,
    Pass,
    Reopen,
    RoundEnd,
    Tile,
    TilePlay,
)
from scorekeeper.model.kinds import (
    BY_TYPE,
    KINDS,
    TABLE_KINDS,
    EntryKind,
    describe,
    kind_of,
    passes_turn,
    renamed,
)

# One entry of each kind, every player field naming Anna, so that a rename has work to do.
SAMPLES: dict[str, LogEntry] = {
    "lead": Lead("Anna"),
    "move": Move("Anna"),
    "matador": Matador("Anna", Tile.parse("4:2")),
    "open_six": OpenSix("Anna"),
    "tile": TilePlay("Anna", Tile.parse("2:4"), End.RIGHT, 4, True),
    "draw": Draw("Anna"),
    "pass": Pass("Anna"),
    "adjust": Adjust("Anna", -3, "miscount"),
    "end": RoundEnd(None, {"Anna": 3, "Boris": 5}),
    "finish": Finish(),
    "reopen": Reopen(target=150, rounds_limit=None),
}


def test_every_entry_class_has_exactly_one_kind_and_a_sample() -> None:
    assert sorted(kind.cls.__name__ for kind in KINDS) == sorted(
        cls.__name__ for cls in get_args(LogEntry)
    )
    assert len(BY_TYPE) == len(KINDS)  # no type name twice
    assert set(SAMPLES) == set(BY_TYPE)


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.type)
def test_each_kind_is_written_and_read_back_from_its_home(kind: EntryKind) -> None:
    entry = SAMPLES[kind.type]
    assert kind_of(entry) is kind
    data = entry_to_data(entry)
    assert data["type"] == kind.type and set(data) - {"type"} <= kind.fields
    assert entry_from_data(data) == entry
    if kind.in_file:  # the match file writes the same fields; a round end without its "type"
        assert not isinstance(entry, Finish | Reopen)
        written = event_to_data(entry)
        assert ("type" in written) == kind.table
        assert event_from_data({"type": kind.type, **written}) == entry


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.type)
def test_each_kind_is_renamed_from_its_home(kind: EntryKind) -> None:
    entry = SAMPLES[kind.type]
    moved = renamed(entry, "Anna", "Ann")
    mentions_anna = kind.type not in ("finish", "reopen")
    assert ("Anna" in repr(moved)) is False
    assert ("Ann" in repr(moved)) is mentions_anna
    assert renamed(moved, "Ann", "Anna") == entry
    assert renamed(entry, "Zoe", "Zed") == entry  # somebody else's name changes nothing


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.type)
def test_each_kind_is_described_from_its_home(kind: EntryKind) -> None:
    words = describe(SAMPLES[kind.type])
    sample = SAMPLES[kind.type]
    if isinstance(sample, TilePlay):  # a tile says where it went: "lead 1:6", "2:4 left"
        assert str(sample.tile) in words
        return
    assert words.startswith(_(kind.label).split()[0])


def test_the_words_that_carry_a_fact() -> None:
    assert describe(Matador("Anna", Tile.parse("4:2"))) == "matador 2:4"
    assert describe(Matador("Anna")) == "matador"
    assert describe(Adjust("Anna", -3, "miscount")) == "adjust \u22123 (miscount)"  # real minus
    assert describe(Adjust("Anna", 4)) == "adjust +4"
    assert describe(TilePlay("Anna", Tile.parse("6:1"))) == "lead 1:6"
    assert describe(TilePlay("Anna", Tile.parse("4:2"), End.RIGHT, 4)) == "2:4 right"
    lengthwise = TilePlay("Anna", Tile.parse("1:6"), End.LEFT, 1, across=False)
    assert describe(lengthwise) == "1:6 left lengthwise"


def test_the_turn_passes_after_a_tile_or_a_pass_only() -> None:
    # RULES.md: a turn is a tile laid or a pass; an open six, an adjustment, a round end and the
    # app's own entries leave the turn where it is.
    passing = {kind.type for kind in KINDS if passes_turn(SAMPLES[kind.type])}
    # a tile laid passes it too; a draw keeps it (the player draws until a tile fits)
    assert passing == {"lead", "move", "matador", "tile", "pass"}


def test_the_editor_offers_the_table_kinds() -> None:
    assert [kind.type for kind in TABLE_KINDS] == [
        "lead",
        "move",
        "matador",
        "open_six",
        "tile",
        "draw",
        "pass",
        "adjust",
    ]
    assert all(kind.table for kind in TABLE_KINDS) and not BY_TYPE["end"].table


REGISTRY = ("kinds.py", "kind_data.py", "pricing.py", "tile_round.py")


@pytest.mark.parametrize("module", REGISTRY)
def test_the_kind_registry_is_typed_without_any(module: str) -> None:
    # issue 20 item 5: each Kind[E] names its class, and mypy --strict checks every function
    # given to it against that class; an ``Any`` anywhere in the registry would let a reader,
    # a price or a check of another class through unchecked
    source = Path(scorekeeper.model.__file__).with_name(module).read_text(encoding="utf-8")
    nodes = list(ast.walk(ast.parse(source)))
    names = {node.id for node in nodes if isinstance(node, ast.Name)}
    names |= {node.attr for node in nodes if isinstance(node, ast.Attribute)}
    names |= {
        alias.name for node in nodes if isinstance(node, ast.ImportFrom) for alias in node.names
    }
    assert "Any" not in names, module


def test_each_kind_takes_only_its_own_class() -> None:
    # the one place an entry meets its kind's functions refuses an entry of another class
    with pytest.raises(TypeError, match="no move"):
        BY_TYPE["move"].own(Lead("Anna"))
    assert all(
        kind_of(SAMPLES[kind.type]).own(SAMPLES[kind.type]) is SAMPLES[kind.type] for kind in KINDS
    )

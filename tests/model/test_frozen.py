"""The log's entries are written out by hand (model/frozen.py), not made by ``dataclass``: they
must still behave as the frozen dataclasses they were, field by field."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError

import pytest

from scorekeeper.model import (
    Adjust,
    Draw,
    Finish,
    Lead,
    LogEntry,
    Move,
    Pass,
    Reopen,
    RoundEnd,
    Tile,
    TilePlay,
)
from scorekeeper.model.line_joins import End
from tests.model.test_kinds import SAMPLES

# one entry of each kind (test_kinds.py holds that it has every kind)
ONE_OF_EACH: list[LogEntry] = list(SAMPLES.values())


@pytest.mark.parametrize("entry", ONE_OF_EACH, ids=lambda entry: entry.type)
def test_an_entry_is_equal_to_its_copies_and_hashes_alike(entry: LogEntry) -> None:
    for again in (copy.copy(entry), copy.deepcopy(entry), pickle.loads(pickle.dumps(entry))):
        assert again == entry and again is not entry
        if not isinstance(entry, RoundEnd):  # its pips are a dict, as the dataclass's were
            assert hash(again) == hash(entry)


@pytest.mark.parametrize("entry", ONE_OF_EACH, ids=lambda entry: entry.type)
def test_an_entry_cannot_be_changed(entry: LogEntry) -> None:
    for name in (*entry.__slots__, "anything"):
        with pytest.raises(FrozenInstanceError):
            setattr(entry, name, 1)
        with pytest.raises(FrozenInstanceError):
            delattr(entry, name)


def test_kinds_with_the_same_fields_differ() -> None:
    assert Lead("Anna") != Move("Anna")
    assert Pass("Anna") != Draw("Anna")
    assert Lead("Anna") == Lead("Anna") and Lead("Anna") != Lead("Boris")
    assert Finish() == Finish() and len({Finish(), Finish(), Lead("Anna")}) == 2


def test_repr_names_the_kind_and_each_field_in_order() -> None:
    assert repr(Adjust("Anna", 5)) == "Adjust(player='Anna', points=5, note='')"
    assert repr(Finish()) == "Finish()"
    assert repr(Reopen(rounds_limit=3)) == "Reopen(target=None, rounds_limit=3)"


def test_replaced_changes_only_what_it_is_given() -> None:
    play = TilePlay("Anna", Tile(2, 5))
    moved = play.replaced(end=End.RIGHT)
    assert moved == TilePlay("Anna", Tile(2, 5), End.RIGHT) and play.end is None
    with pytest.raises(TypeError):
        play.replaced(colour="red")


def test_a_round_end_counts_a_typed_hand_s_pips() -> None:
    """RULES.md 5.3: a typed hand stands for its pips, 5:6 + 3:3 = 17; given pips stand."""
    end = RoundEnd(None, {"Anna": 4}, {"Boris": (Tile(5, 6), Tile(3, 3)), "Anna": (Tile(0, 4),)})
    assert end.pips == {"Anna": 4, "Boris": 17}
    assert RoundEnd("Anna").pips == {} and RoundEnd("Anna").blocked is False

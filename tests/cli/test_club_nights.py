"""Whole club nights drawn at random through the store (SQLite): whatever the field, the
results, the withdrawals and the late arrivals, every round seats each player still playing
once or gives them a bye, at tables of 3 or 4, and the standings rank them all."""

from __future__ import annotations

import datetime as dt
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.catalog import load_catalog
from scorekeeper.club import TableCode
from scorekeeper.model import FROM_PRESET, Finish, Match, Mode
from scorekeeper.model.events import Adjust
from scorekeeper.store import Store

NAMES = [f"P{n:02d}" for n in range(14)]
PRESET = load_catalog().get("six-matador-expert")

Night = st.fixed_dictionaries(
    {
        "start": st.integers(min_value=3, max_value=12),
        "rounds": st.integers(min_value=1, max_value=4),
        "leave": st.lists(st.integers(min_value=0, max_value=11), max_size=2),
        "late": st.integers(min_value=0, max_value=2),
        "totals": st.lists(st.integers(min_value=-60, max_value=60), min_size=60, max_size=60),
    }
)


def _paper(store: Store, code: TableCode, players: tuple[str, ...], totals: list[int]) -> None:
    match = Match(list(players), PRESET, FROM_PRESET, FROM_PRESET, Mode.ONE_KEY)
    for name in players:
        total = totals.pop()
        if total:  # as club result does: 0 is where a match starts
            match.record(Adjust(name, total, "paper"))
    match.record(Finish())
    store.club.desk.paper_result(code, match)


@settings(max_examples=12, deadline=None)
@given(Night)
def test_every_round_seats_everyone_still_playing(night: dict[str, object]) -> None:
    start, rounds, leave, late = (night[key] for key in ("start", "rounds", "leave", "late"))
    totals = list(night["totals"])  # type: ignore[call-overload]
    assert isinstance(start, int) and isinstance(rounds, int) and isinstance(late, int)
    assert isinstance(leave, list)
    with tempfile.TemporaryDirectory() as folder, Store.open(Path(folder) / "c.db") as store:
        event = store.club.create_event("Night", PRESET.id, Mode.ONE_KEY, dt.date(2026, 12, 4))
        store.club.register(event.id, NAMES[:start])
        playing = list(NAMES[:start])
        for round_ in range(1, rounds + 1):
            if round_ == 2:  # some go home, some arrive late
                for index in leave:
                    if index < len(playing) and len(playing) > 3:
                        store.club.desk.withdraw(event.id, playing.pop(index))
                arrivals = NAMES[start : start + late]
                if arrivals:
                    store.club.register(event.id, arrivals)
                    playing += arrivals
            drawn = store.club.desk.draw(event.id, seed=round_)
            seated = [name for table in drawn.tables for name in table.players]
            assert sorted(seated + list(drawn.byes)) == sorted(playing)
            assert all(len(table.players) in (3, 4) for table in drawn.tables)
            assert len(drawn.byes) == (1 if len(playing) == 5 else 0)
            for table in drawn.tables:
                _paper(store, table.code, table.players, totals)
        rows = store.club.board(event.id).standings
        assert {row.name for row in rows if row.played} >= set(playing)
        assert [row.rank for row in rows] == sorted(row.rank for row in rows)

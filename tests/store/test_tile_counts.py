"""Tiles laid, tiles drawn and open sixes in the statistics (issue 11 item 4; schema 6).

A version-5 file opens, migrates and shows the counts its logs hold; each new, undone or redone
entry moves them by itself (the seat row is copied from the match), and they always equal the
statistics summed afresh.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Draw,
    End,
    Lead,
    LogEntry,
    Matador,
    Match,
    Mode,
    OpenSix,
    Pass,
    RoundEnd,
    Tile,
    TilePlay,
)
from scorekeeper.model.seat_counts import Counts
from scorekeeper.store import Store
from scorekeeper.store.rows import dump_entry, dump_json
from scorekeeper.store.schema import LATEST, MIGRATIONS, migrate, schema_version
from tests.model.test_seat_counts import CASES as COUNT_CASES
from tests.model.test_seat_counts import Case
from tests.store.store_helpers import raw
from tests.store.test_stats_rebuild import kept_and_fresh

A, B, V = "Anna", "Boris", "Vera"
L, R = End.LEFT, End.RIGHT

# one-key, six-matador-expert: Anna lays the lead, Boris a matador and calls an open six
ONE_KEY: list[LogEntry] = [Lead(A), Matador(B), OpenSix(B), Pass(V)]
# tiles, six-matador-expert (tests/data/tiles-example.json); sum 6, no stock
SIX_TILES: list[LogEntry] = [
    TilePlay(A, Tile(2, 4), open=4),  # lead: ends 2 | 4, no six
    TilePlay(B, Tile(2, 6), R),  # right 4: 4+2=6, leaves 6: an open six (Boris)
    TilePlay(A, Tile(0, 6), L, open=6),  # across the 2, the 6 outward: an open six (Anna)
    TilePlay(B, Tile(0, 3), R),  # right 6: 6+0=6, leaves 3
    Pass(A),
    RoundEnd(None),
    TilePlay(B, Tile(1, 5), open=5),  # round 2's lead: ends 1 | 5
    TilePlay(A, Tile(1, 6), R),  # right 5: 5+1=6, leaves 6: an open six (Anna)
]
# tiles, matador-classic (tests/store/test_tile_store.py): sum 7, soap rule, a stock
CLASSIC_TILES: list[LogEntry] = [
    TilePlay(A, Tile(2, 3)),  # lead: ends 2 | 3
    TilePlay(B, Tile(1, 6), L),  # a matador across the 2: that end takes only the soap
    Draw(A),
    Pass(A),
    TilePlay(B, Tile(3, 4), R, across=False),  # 3+4=7, lengthwise: leaves 4
    TilePlay(A, Tile(0, 0), L),  # the soap on the soap-only end
]


def schema_five_file(path: Path, catalog: Catalog) -> None:
    """A file as schema 5 left it: three logs, no tile counts anywhere."""
    conn = raw(path)
    migrate(conn, MIGRATIONS[:5])
    matches = [
        ("six-matador-expert", [A, B, V], "one-key", ONE_KEY),
        ("six-matador-expert", [A, B], "tiles", SIX_TILES),
        ("matador-classic", [A, B], "tiles", CLASSIC_TILES),
    ]
    for match_id, (preset, players, mode, log) in enumerate(matches, start=1):
        conn.execute(
            "INSERT INTO matches (preset, players, target, rounds_limit, created_at, updated_at,"
            " mode) VALUES (?, ?, NULL, NULL, '2026-01-01T18:00:00.000000+00:00',"
            " '2026-01-01T19:00:00.000000+00:00', ?)",
            (dump_json(catalog.get(preset).to_json()), dump_json(players), mode),
        )
        conn.executemany(
            "INSERT INTO entries (match_id, seq, entry, undone) VALUES (?, ?, ?, 0)",
            [(match_id, seq, dump_entry(entry)) for seq, entry in enumerate(log, start=1)],
        )
    assert schema_version(conn) == 5
    conn.close()


def counts(store: Store, name: str) -> dict[str, tuple[int, int | None, int]]:
    """(laid, drawn or None, open sixes) overall ("") and per preset."""
    (stats,) = store.player_stats(name)
    found = {"": (stats.laid, stats.drawn_or_none, stats.open_sixes)}
    for preset in stats.presets:
        found[preset.preset_id] = (preset.laid, preset.drawn_or_none, preset.open_sixes)
    return found


def test_a_schema_five_file_migrates_and_counts_the_tiles(db_path: Path, catalog: Catalog) -> None:
    schema_five_file(db_path, catalog)
    with Store.open(db_path) as store:
        # Anna: the lead (1) in the one-key match; 2:4, 0:6, 1:6 (3) with two open sixes in
        # the Six Matador tiles match; 2:3, 0:0 (2) and one draw in the Matador one
        assert counts(store, A) == {
            "": (1 + 3 + 2, 1, 2),
            "six-matador-expert": (1 + 3, 0, 2),  # a tiles match there: 0 draws, not "none"
            "matador-classic": (2, 1, 0),
        }
        # Boris: a matador and its open six (one-key); 2:6, 0:3, 1:5 and one open six; 1:6, 3:4
        assert counts(store, B) == {
            "": (1 + 3 + 2, 0, 1 + 1),
            "six-matador-expert": (1 + 3, 0, 2),
            "matador-classic": (2, 0, 0),
        }
        assert counts(store, V) == {"": (0, None, 0), "six-matador-expert": (0, None, 0)}
    conn = raw(db_path)
    assert schema_version(conn) == LATEST == 16
    conn.close()
    kept, fresh = kept_and_fresh(db_path)
    assert kept == fresh


def test_each_entry_moves_the_counts_and_undo_takes_them_back(
    db_path: Path, catalog: Catalog
) -> None:
    match = Match([A, B], catalog.get("six-matador-expert"), mode=Mode.TILES)
    with Store.open(db_path) as store:
        session = store.load_session(store.create_match(match))
        for entry in SIX_TILES[:3]:
            session.record(entry)
        # Anna 2:4 and 0:6 (an open six), Boris 2:6 (an open six)
        assert (counts(store, A)[""], counts(store, B)[""]) == ((2, 0, 1), (1, 0, 1))
        session.undo()  # Anna's 0:6 taken back: her tile and its open six
        assert counts(store, A)[""] == (1, 0, 0)
        kept, fresh = kept_and_fresh(db_path)
        assert kept == fresh
        session.redo()
        assert counts(store, A)[""] == (2, 0, 1)
        session.rewrite([*SIX_TILES[:1], TilePlay(B, Tile(0, 2), R)])  # right 4: 4+2=6, a 0
        assert (counts(store, A)[""], counts(store, B)[""]) == ((1, 0, 0), (1, 0, 0))
    kept, fresh = kept_and_fresh(db_path)
    assert kept == fresh


def test_the_match_counts_every_seat_as_it_goes(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("matador-classic"), mode=Mode.TILES)
    for entry in CLASSIC_TILES:
        match.record(entry)
    assert [(c.laid, c.drawn, c.open_sixes) for c in match.counts] == [(2, 1, 0), (2, 0, 0)]
    match.undo()  # the soap
    match.undo()  # the lengthwise 3:4
    match.undo()  # the pass: counts nothing
    match.undo()  # the draw
    assert [(c.laid, c.drawn, c.open_sixes) for c in match.counts] == [(1, 0, 0), (1, 0, 0)]


def seat_rows(target: Path | str, match_id: int) -> list[Counts]:
    """The store's seat rows of one match, as ``Counts`` in seating order."""
    conn = raw(target)
    try:
        rows = conn.execute(
            "SELECT laid, drawn, open_sixes, matadors, passes FROM match_players"
            " WHERE match_id = ? ORDER BY seat",
            (match_id,),
        ).fetchall()
    finally:
        conn.close()
    return [Counts(*row) for row in rows]


@pytest.mark.parametrize("case", COUNT_CASES.values(), ids=COUNT_CASES.keys())
def test_the_store_and_its_triggers_agree_with_the_one_count(
    case: Case, db_path: Path, catalog: Catalog
) -> None:
    # issue 20 item 5: the seat rows copy Match.counts (model/seat_counts.py, the cases worked
    # out by hand there); the SQL triggers that sum them into player_stats, and a fresh
    # aggregate, must agree after every entry, its undo and its redo
    match = Match(case.players, catalog.get(case.preset), mode=case.mode)
    with Store.open(db_path) as store:
        match_id = store.create_match(match)
        session = store.load_session(match_id)
        for entry in case.log:
            session.record(entry)
            assert seat_rows(db_path, match_id) == session.match.counts
        assert dict(zip(case.players, seat_rows(db_path, match_id), strict=True)) == case.expected
        session.undo()
        assert seat_rows(db_path, match_id) == session.match.counts
        kept, fresh = kept_and_fresh(db_path)
        assert kept == fresh
        session.redo()
        for name, expected in case.expected.items():
            (stats,) = store.player_stats(name)
            assert (stats.matadors, stats.laid, stats.open_sixes) == (
                expected.matadors,
                expected.laid,
                expected.open_sixes,
            )
            assert stats.passes_per_match == expected.passes  # one match each
    kept, fresh = kept_and_fresh(db_path)
    assert kept == fresh

"""A match kept tile by tile in the store, and through ``score``, ``import`` and ``export``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper import cli
from scorekeeper.catalog import Catalog
from scorekeeper.model import Draw, End, Match, Mode, Pass, RoundEnd, Tile, TilePlay
from scorekeeper.store import Store

DATA = Path(__file__).parents[1] / "data"
EXAMPLE = DATA / "tiles-example.json"  # six-matador-expert, tiles: Anna 25, Boris 17


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = cli.main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_tiles_recorded_through_the_store_read_back_the_same(
    db_path: Path, catalog: Catalog
) -> None:
    preset = catalog.get("matador-classic")
    with Store.open(db_path) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], preset, mode=Mode.TILES))
        session = store.load_session(match_id)
        for event in (
            TilePlay("Anna", Tile(2, 3)),  # lead: ends 2 | 3, nothing
            TilePlay("Boris", Tile(1, 6), End.LEFT),  # across the 2: the soap only there; 10
            Draw("Anna"),
            Pass("Anna"),
            TilePlay("Boris", Tile(3, 4), End.RIGHT, across=False),  # 3+4=7 lengthwise: 0
            TilePlay("Anna", Tile(0, 0), End.LEFT),  # the soap on the soap-only end: 10
        ):
            session.record(event)
        session.undo()  # the soap is taken back: its row becomes the redo chain
        expected = (list(session.match.totals), session.match.table)
        assert expected[0] == [0, 10]
    with Store.open(db_path) as store:
        again = store.load_session(match_id)
        assert again.match.mode is Mode.TILES
        assert (again.match.totals, again.match.table) == expected
        assert again.redo() == TilePlay("Anna", Tile(0, 0), End.LEFT)
        again.record(RoundEnd(None))
        assert again.match.totals == [10, 10]
        stats = {row.name: row.matadors for row in store.player_stats()}
    # the statistics count a matador laid as a tile, not one laid lengthwise (3:4)
    assert stats == {"Anna": 1, "Boris": 1}


def test_score_import_and_export_of_a_tiles_file(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "score", EXAMPLE, "--json")
    assert (code, err) == (0, "")
    assert [p["total"] for p in json.loads(out)["players"]] == [25, 17]  # worked in test_tile_file
    assert run(capsys, "--db", db_path, "import", EXAMPLE)[:1] == (0,)
    written = tmp_path / "out.json"
    assert run(capsys, "--db", db_path, "export", "1", "-o", written)[0] == 0
    data = json.loads(written.read_text())
    assert (data["format"], data["mode"]) == ("scorekeeper.match/2", "tiles")
    assert data["rounds"] == json.loads(EXAMPLE.read_text())["rounds"]
    # re-scored under the beginner's prices: the same sum, matadors, matador_leaves and hands;
    # matadors 10 each, nothing else: Anna 2:4 + 0:6 = 20, Boris 1:5 = 10
    code, out, _err = run(capsys, "score", written, "--json", "--preset", "six-matador-beginner")
    assert code == 0 and [p["total"] for p in json.loads(out)["players"]] == [20, 10]


@pytest.mark.parametrize(
    ("preset", "reason"),
    [
        # the sentence names the presets by their names (the id is what was typed, before it)
        ("matador-classic", "Matador (classic) has another sum than Six Matador (expert)"),
        ("no-such-preset", "no-such-preset"),
    ],
)
def test_re_scoring_a_tiles_file_needs_the_same_tiles_rules(
    capsys: pytest.CaptureFixture[str], preset: str, reason: str
) -> None:
    code, out, err = run(capsys, "score", EXAMPLE, "--preset", preset)
    assert (code, out) == (2, "")
    assert err.startswith(f"scorekeeper: cannot re-score under {preset}: ") and reason in err
    assert len(err.splitlines()) == 1

"""``scorekeeper stats`` shows each player's rating (issue 15 item 3): a column in the table,
a ``rating`` field (null while hidden) and ``rated_matches`` in ``--json``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper import cli
from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Matador, Match
from scorekeeper.model.rating import Result, rate_all
from scorekeeper.store import Store


def _run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = cli.main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(tmp_path: Path, catalog: Catalog) -> Path:
    """Boris beats Anna twice, then Anna beats Boris and Vera (a matador, 10 against 0 and 0);
    an unfinished match rates nobody."""
    path = tmp_path / "ratings.db"
    with Store.open(path) as store:
        for players, winner in ((["Anna", "Boris"], "Boris"),) * 2 + (
            (["Anna", "Boris", "Vera"], "Anna"),
        ):
            match = Match(players, catalog.get("six-matador-beginner"))
            match.record(Matador(winner))
            match.record(Finish())
            store.create_match(match)
        store.create_match(Match(["Vera", "Gleb"], catalog.get("six-matador-beginner")))
    return path


def _wanted() -> dict[str, float]:
    ratings = rate_all(
        [
            Result(1, ("anna", "boris"), (2, 1)),
            Result(2, ("anna", "boris"), (2, 1)),
            Result(3, ("anna", "boris", "vera"), (1, 2, 2)),  # Boris and Vera share 0
        ]
    )
    return {key: rating.ordinal for key, rating in ratings.items()}


def test_stats_json_has_the_rating_and_the_matches_rated(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _err = _run(capsys, "--db", db, "stats", "--json")
    assert code == 0
    found = {player["name"]: player for player in json.loads(out)}
    wanted = _wanted()
    assert found["Anna"]["rating"] == round(wanted["anna"], 2)
    assert found["Boris"]["rating"] == round(wanted["boris"], 2)
    assert (found["Anna"]["rated_matches"], found["Boris"]["rated_matches"]) == (3, 3)
    # Vera has one rated match (too few to show) and Gleb only an unfinished one
    assert (found["Vera"]["rating"], found["Vera"]["rated_matches"]) == (None, 1)
    assert (found["Gleb"]["rating"], found["Gleb"]["rated_matches"]) == (None, 0)
    assert all("rating" not in preset for preset in found["Anna"]["presets"])  # one overall


def test_stats_table_has_a_rating_column(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = _run(capsys, "--db", db, "stats")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["Player", "Rating", "Matches"]
    rows = {line.split()[0]: line for line in lines[1:5]}
    anna, boris = _wanted()["anna"], _wanted()["boris"]
    assert rows["Anna"].split()[1:3] == [f"{anna:.1f}".replace("-", "−"), "(3)"]
    assert rows["Boris"].split()[1:3] == [f"{boris:.1f}".replace("-", "−"), "(3)"]
    assert rows["Vera"].split()[1:3] == ["—", "(1)"]
    assert "Shown from 3 rated matches on." in lines[-1]


def test_stats_json_for_one_player_has_their_rating(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (boris,) = json.loads(_run(capsys, "--db", db, "stats", "--json", "--player", "BORIS")[1])
    assert boris["rating"] == round(_wanted()["boris"], 2) and boris["rated_matches"] == 3

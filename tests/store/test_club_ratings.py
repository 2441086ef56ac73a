"""Issue 15 item 3 in the club standings: each player's rating across every stored match,
beside the matches rated, hidden below the threshold (both backends)."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from scorekeeper import cli
from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Matador, Match, Mode
from scorekeeper.model.rating import SHOWN_FROM
from scorekeeper.store import DbTarget, Store


def _won_by_anna(store: Store, catalog: Catalog) -> None:
    match_id = store.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    session = store.load_session(match_id)
    session.record(Matador("Anna"))  # Anna 10, Boris 0: Anna first, Boris second
    session.record(Finish())


def test_the_standings_carry_each_players_rating(
    db_path: DbTarget, catalog: Catalog, capsys: pytest.CaptureFixture[str]
) -> None:
    with Store.open(db_path) as store:
        for _ in range(SHOWN_FROM):
            _won_by_anna(store, catalog)
        event = store.club.create_event(
            "Friday", "six-matador-expert", Mode.ONE_KEY, dt.date(2026, 12, 4)
        )
        store.club.register(event.id, ["Anna", "Boris", "Vera"])
        rows = {row.name: row for row in store.club.board(event.id).standings}
        kept = store.ratings_for(["Anna", "Boris"])
    assert (rows["Anna"].rated_matches, rows["Boris"].rated_matches) == (SHOWN_FROM, SHOWN_FROM)
    assert rows["Anna"].rating == kept["anna"].shown  # the same rating stats shows
    assert rows["Boris"].rating == kept["boris"].shown
    assert rows["Anna"].rating is not None and rows["Boris"].rating is not None
    assert rows["Anna"].rating > rows["Boris"].rating  # three wins against three losses
    assert (rows["Vera"].rating, rows["Vera"].rated_matches) == (None, 0)  # never rated
    assert cli.main(["--db", str(db_path), "club", "standings", "Friday", "--json"]) == 0
    listed = {row["name"]: row for row in json.loads(capsys.readouterr().out)["standings"]}
    assert listed["Anna"]["rating"] == round(rows["Anna"].rating, 2)
    assert (listed["Vera"]["rating"], listed["Vera"]["rated_matches"]) == (None, 0)
    assert cli.main(["--db", str(db_path), "club", "standings", "Friday"]) == 0
    table = capsys.readouterr().out
    assert "Rating" in table.splitlines()[1] and f"({SHOWN_FROM})" in table and "— (0)" in table

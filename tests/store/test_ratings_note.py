"""Issue 23 item 2: wherever the command line shows a rating, it says while ratings are still
being caught up (finished matches wait in ``rating_queue``), in the club screen's words, and
nothing once they are rated: ``stats`` (text, ``--json``, ``--player``, in en/ru/pl) and
``club standings`` (text, ``--json``, Markdown and HTML). Both backends.

Every match here: six-matador-beginner, the first player lays a matador (10) and the match is
finished, so the first player is 1st and the others share 2nd.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator

import pytest

from scorekeeper import cli
from scorekeeper.catalog import Catalog
from scorekeeper.i18n import activate
from scorekeeper.model import Finish, Matador, Match, Mode
from scorekeeper.store import DbTarget, Store
from tests.ratings_waiting import CATCHING_UP, nothing_rates

PRESET = "six-matador-beginner"


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")  # a run with --lang leaves its language current


def _won(store: Store, catalog: Catalog, players: list[str]) -> int:
    match_id = store.create_match(Match(players, catalog.get(PRESET)))
    session = store.load_session(match_id)
    session.record(Matador(players[0]))
    session.record(Finish())
    return match_id


def _out(capsys: pytest.CaptureFixture[str], *args: object) -> str:
    assert cli.main([str(arg) for arg in args]) == 0
    return capsys.readouterr().out


def test_stats_say_the_ratings_are_being_caught_up_until_they_are(
    db_path: DbTarget,
    catalog: Catalog,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with Store.open(db_path) as store:
        _won(store, catalog, ["Anna", "Boris"])  # rated right after its write
        with nothing_rates(monkeypatch):
            _won(store, catalog, ["Anna", "Boris"])  # these two wait
            _won(store, catalog, ["Vera", "Gleb"])
            text = _out(capsys, "--db", db_path, "stats")
            assert text.splitlines()[-1] == CATCHING_UP["en"][2]  # under the tables' notes
            found = {
                row["name"]: row
                for row in json.loads(_out(capsys, "--db", db_path, "stats", "--json"))
            }
            # Anna: one match rated, one waiting; Vera: none rated yet, one waiting
            assert (found["Anna"]["rated_matches"], found["Anna"]["ratings_waiting"]) == (1, 1)
            assert (found["Vera"]["rated_matches"], found["Vera"]["ratings_waiting"]) == (0, 1)
            anna = _out(capsys, "--db", db_path, "stats", "--player", "anna")
            assert anna.splitlines()[-1] == CATCHING_UP["en"][1]  # hers only, not Vera's
            for language in ("ru", "pl"):
                said = _out(capsys, "--db", db_path, "--lang", language, "stats")
                assert said.splitlines()[-1] == CATCHING_UP[language][2]
        store.renew_claims()  # the next heartbeat settles what waits
    text = _out(capsys, "--db", db_path, "stats")
    assert not any(line.startswith("ratings") for line in text.splitlines())
    assert text.splitlines()[-1].startswith("Rating: ")  # the notes end as they always do
    found = {
        row["name"]: row for row in json.loads(_out(capsys, "--db", db_path, "stats", "--json"))
    }
    assert (found["Anna"]["rated_matches"], found["Anna"]["ratings_waiting"]) == (2, 0)
    assert (found["Vera"]["rated_matches"], found["Vera"]["ratings_waiting"]) == (1, 0)


def test_the_club_standings_say_it_in_text_json_and_exports(
    db_path: DbTarget,
    catalog: Catalog,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with Store.open(db_path) as store:
        event = store.club.create_event("Friday", PRESET, Mode.ONE_KEY, dt.date(2026, 12, 4))
        store.club.register(event.id, ["Anna", "Boris", "Vera"])
        with nothing_rates(monkeypatch):
            _won(store, catalog, ["Anna", "Boris"])
            standings = ("--db", db_path, "club", "standings", "Friday")
            assert _out(capsys, *standings).splitlines()[-1] == CATCHING_UP["en"][1]
            assert json.loads(_out(capsys, *standings, "--json"))["ratings_waiting"] == 1
            markdown = _out(capsys, *standings, "--format", "md")
            assert markdown.splitlines()[-1] == CATCHING_UP["en"][1]  # the standings' note
            page = _out(capsys, *standings, "--format", "html")
            assert f'<p class="note">{CATCHING_UP["en"][1]}</p>' in page
        store.renew_claims()
    assert "caught up" not in _out(capsys, *standings)
    assert json.loads(_out(capsys, *standings, "--json"))["ratings_waiting"] == 0
    assert "caught up" not in _out(capsys, *standings, "--format", "md")
    assert '<p class="note">' not in _out(capsys, *standings, "--format", "html")

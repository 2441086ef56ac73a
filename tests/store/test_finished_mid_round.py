"""A match finished in the middle of a round counts that round as played everywhere (issue 12
item 6): the history (the store's summary, ``history --json``, the app's list) says 1 round,
as the board and the exports' rounds tables show it; an unfinished match's open round is not
counted yet, and the rounds limit still counts rounds played to their end."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from scorekeeper import cli
from scorekeeper.catalog import Catalog
from scorekeeper.export import ExportInfo, export_text
from scorekeeper.model import Finish, Lead, LogEntry, Matador, Match, Pass, RoundEnd
from scorekeeper.store import Store

A, B = "Anna", "Boris"
# six-matador-expert: round 1 ends (Boris out), round 2 has a lead and a matador when the
# players finish: two rounds played, the second cut short
LOG: list[LogEntry] = [Lead(A), Matador(B), RoundEnd(B), Lead(A), Matador(B), Pass(A)]


def stored(path: Path, catalog: Catalog, finished: bool) -> int:
    match = Match([A, B], catalog.get("six-matador-expert"))
    for entry in [*LOG, *([Finish()] if finished else [])]:
        match.record(entry)
    assert match.rounds_played == 1  # played to their end: what the rounds limit counts
    with Store.open(path) as store:
        return store.create_match(match)


@pytest.mark.parametrize(("finished", "rounds"), [(True, 2), (False, 1)])
def test_the_history_counts_the_round_the_match_was_finished_in(
    db_path: Path, catalog: Catalog, capsys: pytest.CaptureFixture[str], finished: bool, rounds: int
) -> None:
    match_id = stored(db_path, catalog, finished)
    with Store.open(db_path) as store:
        assert store.summary(match_id).rounds == rounds
    assert cli.main(["--db", str(db_path), "history", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["rounds"] == rounds


def test_the_round_finished_in_is_counted_after_an_undo_and_a_redo(
    db_path: Path, catalog: Catalog
) -> None:
    match_id = stored(db_path, catalog, finished=False)
    with Store.open(db_path) as store:
        session = store.load_session(match_id)
        session.record(Finish())
        assert store.summary(match_id).rounds == 2
        session.undo()  # the match goes on: its open round is not counted yet
        assert store.summary(match_id).rounds == 1


def test_the_csv_has_the_rows_of_the_round_finished_in(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("six-matador-expert"))
    for entry in [*LOG, Finish()]:
        match.record(entry)
    rows = list(csv.reader(io.StringIO(export_text(match, ExportInfo(), "csv"))))
    # round 2: Anna 0 (lead) - 6 (pass) = -6, total -6; Boris +10, total 10 + 10 = 20
    assert rows[3:5] == [["2", A, "-6", "-6", ""], ["2", B, "10", "20", ""]]
    assert rows[-1][0] == "finished by the players"
    markdown = export_text(match, ExportInfo(), "md")
    assert "| 2 | −6 → −6 | +10 → 20 | the match was finished here |" in markdown

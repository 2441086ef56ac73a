"""History and statistics over four small matches whose numbers are worked out by hand.

Match 1, six-matador-expert, Anna Boris Vera, finished:
    Anna lead 0, Boris move +1, Vera matador 2:4 +10, Vera open six +5, Anna pass -6,
    Anna adjust -3, Vera out.  Totals Anna -9, Boris 1, Vera 15; Vera wins.
    Anna went down to -9: largest debt 9.
Match 2, six-matador-expert, "anna" (lower case: the same player) and Vera, finished:
    anna lead 0, Vera matador +10, anna matador +10, Vera move +1, anna pass -6,
    anna adjust +10, anna out.  Totals anna 0+10-6+10 = 14, Vera 11; anna wins.
    anna's running total 0, 10, 4, 14 never goes below zero.
Match 3, matador-classic (to 100), Boris and Anna, not finished:
    Boris matador +10, Anna pass 0 (classic prices a pass at 0), Anna matador +10, Anna out.
    Totals 10 and 10.
Match 4, six-matador-beginner, Anna and Boris, finished mid-round in a tie:
    Anna lead 0, Boris matador +10, Anna matador +10, finish.  10 : 10, no winner, 1 round
    (the round it was finished in counts as played, as the board and the exports show it).
"""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Adjust,
    Finish,
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    Reopen,
    RoundEnd,
    Tile,
    replay,
)
from scorekeeper.store import Store


def played(catalog: Catalog, preset: str, players: list[str], log: list[LogEntry]) -> Match:
    return replay(players, catalog.get(preset), log)


@pytest.fixture
def four(store: Store, catalog: Catalog) -> Store:
    matches = [
        played(
            catalog,
            "six-matador-expert",
            ["Anna", "Boris", "Vera"],
            [
                Lead("Anna"),
                Move("Boris"),
                Matador("Vera", Tile.parse("0:6")),  # leaves its 6 (RULES.md 5.2)
                OpenSix("Vera"),
                Pass("Anna"),
                Adjust("Anna", -3, "miscount"),
                RoundEnd("Vera"),
                Finish(),
            ],
        ),
        played(
            catalog,
            "six-matador-expert",
            ["anna", "Vera"],
            [
                Lead("anna"),
                Matador("Vera"),
                Matador("anna"),
                Move("Vera"),
                Pass("anna"),
                Adjust("anna", 10, "recount"),
                RoundEnd("anna"),
                Finish(),
            ],
        ),
        played(
            catalog,
            "matador-classic",
            ["Boris", "Anna"],
            [Matador("Boris"), Pass("Anna"), Matador("Anna"), RoundEnd("Anna")],
        ),
        played(
            catalog,
            "six-matador-beginner",
            ["Anna", "Boris"],
            [Lead("Anna"), Matador("Boris"), Matador("Anna"), Finish()],
        ),
    ]
    assert [match.totals for match in matches] == [[-9, 1, 15], [14, 11], [10, 10], [10, 10]]
    assert store.import_matches(matches) == [1, 2, 3, 4]
    return store


def test_history_lists_newest_first_with_the_outcome(four: Store) -> None:
    lines = [
        (s.id, s.preset_id, s.players, s.totals, s.rounds, s.winner, s.finished)
        for s in four.history()
    ]
    assert lines == [
        (4, "six-matador-beginner", ("Anna", "Boris"), (10, 10), 1, None, True),
        (3, "matador-classic", ("Boris", "Anna"), (10, 10), 1, None, False),
        (2, "six-matador-expert", ("anna", "Vera"), (14, 11), 1, "anna", True),
        (1, "six-matador-expert", ("Anna", "Boris", "Vera"), (-9, 1, 15), 1, "Vera", True),
    ]
    assert four.history()[0].preset_name == "Six Matador (beginner)"


def test_history_filters_by_player_whatever_the_case_and_pages(four: Store) -> None:
    assert [s.id for s in four.history("ANNA")] == [4, 3, 2, 1]
    assert [s.id for s in four.history("vera")] == [2, 1]
    assert [s.id for s in four.history("Zoe")] == []
    assert [s.id for s in four.history(limit=2, offset=1)] == [3, 2]
    assert [s.id for s in four.history("Anna", limit=2, offset=2)] == [2, 1]
    assert (four.count_matches(), four.count_matches("vera"), four.count_matches("Zoe")) == (
        4,
        2,
        0,
    )


def test_player_statistics(four: Store) -> None:
    anna, boris, vera = four.player_stats()
    # Anna: 4 matches, 3 finished (1, 2, 4), won match 2 only; finished totals -9 + 14 + 10
    # = 15, average 5.0, best 14; matadors 0 + 1 + 1 + 1 = 3; passes 1 + 1 + 1 + 0 = 3 in
    # 4 matches = 0.75; largest debt 9 (match 1). Shown as in her latest match: "Anna".
    assert (anna.name, anna.matches, anna.finished, anna.wins) == ("Anna", 4, 3, 1)
    assert anna.win_rate == pytest.approx(1 / 3)
    assert (anna.average_total, anna.best_total) == (5.0, 14)
    assert (anna.matadors, anna.passes_per_match, anna.largest_debt) == (3, 0.75, 9)
    # Boris: matches 1, 3, 4; finished 1 and 4, no win; totals 1 + 10 = 11, average 5.5;
    # matadors 0 + 1 + 1 = 2; no pass, never in debt.
    assert (boris.matches, boris.finished, boris.wins, boris.average_total) == (3, 2, 0, 5.5)
    assert (boris.best_total, boris.matadors, boris.passes, boris.largest_debt) == (10, 2, 0, 0)
    assert boris.win_rate == 0.0
    # Vera: matches 1 and 2, both finished, won match 1; totals 15 + 11 = 26, average 13.
    assert (vera.matches, vera.wins, vera.win_rate, vera.average_total) == (2, 1, 0.5, 13.0)
    assert (vera.best_total, vera.matadors) == (15, 2)


def test_player_statistics_per_preset(four: Store) -> None:
    (anna,) = four.player_stats("anna")
    by_preset = {stats.preset_id: stats for stats in anna.presets}
    expert = by_preset["six-matador-expert"]
    # matches 1 and 2: totals -9 + 14 = 5, average 2.5, best 14, one win, passes 2, debt 9
    assert (expert.matches, expert.wins, expert.average_total, expert.best_total) == (2, 1, 2.5, 14)
    assert (expert.passes, expert.largest_debt, expert.preset_name) == (
        2,
        9,
        "Six Matador (expert)",
    )
    classic = by_preset["matador-classic"]  # match 3 is not finished: no result to count
    assert (classic.matches, classic.finished, classic.win_rate, classic.best_total) == (
        1,
        0,
        None,
        None,
    )
    assert (classic.matadors, classic.passes) == (1, 1)
    beginner = by_preset["six-matador-beginner"]  # a tie is not a win
    assert (beginner.finished, beginner.wins, beginner.best_total) == (1, 0, 10)


def test_unfinished_and_last_match(four: Store) -> None:
    assert (four.unfinished_match_id(), four.last_match_id()) == (3, 4)
    session = four.load_session(1)
    session.record(Reopen(target=None, rounds_limit=None))  # match 1 is played on
    assert (four.unfinished_match_id(), four.last_match_id()) == (1, 1)
    (vera,) = four.player_stats("Vera")  # match 1 no longer counts as her win
    assert (vera.matches, vera.finished, vera.wins, vera.best_total) == (2, 1, 0, 11)


def test_an_empty_store(store: Store) -> None:
    assert store.history() == []
    assert store.player_stats() == []
    assert (store.unfinished_match_id(), store.last_match_id(), store.count_matches()) == (
        None,
        None,
        0,
    )

"""A stored log that today's rules would refuse still opens: data kept before a rule existed is
never lost (a migration replays every log, so one such match would lock the whole file)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, LogEntry, Matador, Match, RoundEnd, RuleError, Tile
from scorekeeper.store import Store
from scorekeeper.store.rows import dump_entry, dump_json
from tests.store.store_helpers import raw

A, B = "Anna", "Boris"
# Five matadors in one round of Matador: accepted before the set checks (issue 11), refused now.
# matador-classic pays 10 a matador, so Boris's four make 40 and Anna's lead 0.
OLD_ROUND: list[LogEntry] = [Lead(A), *[Matador(B) for _ in range(4)], Matador(A)]


def _store_as_recorded(
    db: Path, catalog: Catalog, players: list[str], log: list[LogEntry] = OLD_ROUND
) -> int:
    """A match whose rows hold what an older scorekeeper recorded, written straight in."""
    with Store.open(db) as store:
        match_id = store.create_match(Match([A, B], catalog.get("matador-classic")))
    conn = raw(db)
    with conn:
        conn.execute("UPDATE matches SET players = ? WHERE id = ?", (dump_json(players), match_id))
        conn.executemany(
            "INSERT INTO entries (match_id, seq, entry, undone) VALUES (?, ?, ?, 0)",
            [(match_id, seq, dump_entry(e)) for seq, e in enumerate(log, start=1)],
        )
    conn.close()
    return match_id


def test_a_round_with_more_matadors_than_the_set_still_opens(
    db_path: Path, catalog: Catalog
) -> None:
    match = Match([A, B], catalog.get("matador-classic"))
    for entry in OLD_ROUND[:-1]:
        match.record(entry)
    with pytest.raises(RuleError, match="matador"):  # today's rules refuse the fifth
        match.record(OLD_ROUND[-1])
    match_id = _store_as_recorded(db_path, catalog, [A, B])
    with Store.open(db_path) as store:
        store.rebuild_index()  # what every migration runs: it must not fail on this log
        stored = store.load_match(match_id)
        assert stored.match.totals == [10, 40]  # Anna's fifth matador 10, Boris's four 40
        session = store.load_session(match_id)
        with pytest.raises(RuleError, match="laid already"):
            session.record(Matador(A))  # recording goes on under today's rules: no sixth
        session.record(RoundEnd(out=A))  # matador-classic scores no pips at a round end
        session.record(Matador(A, Tile(3, 4)))  # the next round's lead, a matador: +10
        assert session.match.totals == [20, 40]
        (line,) = store.history()
        assert line.totals == (20, 40)


def test_an_edit_of_such_a_match_names_the_entry_today_refuses(
    db_path: Path, catalog: Catalog
) -> None:
    match_id = _store_as_recorded(db_path, catalog, [A, B])
    with Store.open(db_path) as store:
        session = store.load_session(match_id)
        with pytest.raises(RuleError) as refused:
            session.rewrite([*OLD_ROUND[:-1], Matador(A), Matador(B)])
        assert "round 1, event 6" in str(refused.value)  # the fifth matador, by place
        assert session.match.totals == [10, 40]  # and nothing changed


def test_names_stored_before_the_look_alike_rule_still_open(
    db_path: Path, catalog: Catalog
) -> None:
    # "Аnna" with a Cyrillic А beside "Anna": refused at a table today (issue 9)
    cyrillic = "\u0410nna"
    match_id = _store_as_recorded(db_path, catalog, [A, cyrillic], [Lead(A), Matador(cyrillic)])
    with Store.open(db_path) as store:
        store.rebuild_index()
        stored = store.load_match(match_id).match
        assert stored.players == (A, cyrillic) and stored.totals == [0, 10]

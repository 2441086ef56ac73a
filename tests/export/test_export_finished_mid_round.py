"""A match finished in the middle of a round shows that round as played (issue 12 item 6)."""

from __future__ import annotations

from scorekeeper.catalog import Catalog
from scorekeeper.export import ExportInfo, summarize
from scorekeeper.model import Finish, Matador, Pass
from tests.export.export_helpers import build


def test_the_round_finished_in_the_middle_is_not_in_progress(catalog: Catalog) -> None:
    match = build(catalog, "matador-classic", "ABC", [Matador("A"), Pass("B"), Finish()])
    rows = summarize(match, ExportInfo()).rounds
    assert [row.ending for row in rows] == ["the match was finished here"]


def test_an_open_round_still_says_it_goes_on(catalog: Catalog) -> None:
    match = build(catalog, "matador-classic", "ABC", [Matador("A"), Pass("B")])
    assert [row.ending for row in summarize(match, ExportInfo()).rounds] == ["in progress"]

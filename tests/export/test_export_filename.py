"""The default file name of the app's export dialog."""

from __future__ import annotations

import datetime

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.export import default_file_name, slugify
from tests.export.export_helpers import build

DAY = datetime.date(2026, 11, 30)


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Анна", "anna"),
        ("Борис", "boris"),
        ("Вера", "vera"),
        ("Łukasz", "lukasz"),
        ("Zofia Żółć", "zofia-zolc"),
        ("Щукин Юрий", "shchukin-yuriy"),
        ("Объезд", "obezd"),  # the hard sign is silent
        ("Їжак", "yizhak"),
        ("Straße", "strasse"),
        ("<script>x</script>", "script-x-script"),
        ("王", ""),
    ],
)
def test_slugify(name: str, slug: str) -> None:
    assert slugify(name) == slug


def test_date_then_players_then_format(catalog: Catalog) -> None:
    match = build(catalog, "matador-classic", ["Анна", "Борис", "Вера"], [])
    assert default_file_name(match, DAY, "md") == "2026-11-30-anna-boris-vera.md"
    assert default_file_name(match, None, "html") == "anna-boris-vera.html"


def test_unspellable_names_leave_a_usable_name(catalog: Catalog) -> None:
    match = build(catalog, "matador-classic", ["王", "李"], [])
    assert default_file_name(match, DAY, "csv") == "2026-11-30-match.csv"
    mixed = build(catalog, "matador-classic", ["王", "Zofia Żółć"], [])
    assert default_file_name(mixed, DAY, "json") == "2026-11-30-zofia-zolc.json"


def test_long_names_are_cut_short(catalog: Catalog) -> None:
    names = ["A" * 24, "B" * 24, "C" * 24, "D" * 24]
    name = default_file_name(build(catalog, "matador-classic", names, []), DAY, "html")
    assert len(name) <= len("2026-11-30-") + 80 + len(".html")
    assert not name.removesuffix(".html").endswith("-")

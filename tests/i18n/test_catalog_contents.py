"""What the committed catalogs say: complete, placeholders kept, domain words as players say
them (test_glossary.py), and no message frozen at import time or unextractable in the code."""

from __future__ import annotations

import pytest
from i18n_catalogs import fields, plural_count
from i18n_extract import extract

from scorekeeper.i18n import catalog_path
from scorekeeper.i18n.po import Entry, parse_po
from tests.i18n.i18n_helpers import ROOT


def entries(language: str) -> list[Entry]:
    return parse_po(catalog_path(language).read_text(encoding="utf-8")).entries


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_every_translation_has_exactly_the_placeholders_of_its_msgid(language: str) -> None:
    checked = 0
    for entry in entries(language):
        percent = "python-format" in entry.flags
        wanted = fields(entry.msgid_plural or entry.msgid, percent)
        for form in entry.msgstr:
            assert fields(form, percent) == wanted, (entry.msgid, form)
            checked += 1
    assert checked > 400


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_plural_entries_have_every_form_of_the_language(language: str) -> None:
    catalog = parse_po(catalog_path(language).read_text(encoding="utf-8"))
    plurals = [entry for entry in catalog.entries if entry.msgid_plural]
    assert plurals
    assert plural_count(catalog) == 3
    assert all(len(entry.msgstr) == 3 and all(entry.msgstr) for entry in plurals)


# The domain words as players say them are checked against docs/glossary.md's table:
# tests/i18n/test_glossary.py.


def test_the_code_has_no_frozen_or_unextractable_message() -> None:
    """``_()`` at import time (module level, class bodies, default values) is translated once,
    in whatever language was active then; ``_(f"...")`` can never match a catalog entry; and a
    ``.format`` missing a placeholder's name raises at run time in every language."""
    found = extract(ROOT, ROOT / "src" / "scorekeeper", ROOT / "presets")
    bad = [f for f in found.findings if f.kind in {"import-time", "f-string", "format-names"}]
    assert bad == []

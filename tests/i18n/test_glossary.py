"""The glossary (docs/glossary.md) drives a check of the catalogs: for each message its table
lists, the translation uses one of the language's bold terms and none of its struck-out ones."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from scorekeeper.i18n import catalog_path
from scorekeeper.i18n.po import parse_po
from tests.i18n.i18n_helpers import ROOT

GLOSSARY = ROOT / "docs" / "glossary.md"
COLUMNS = {"ru": "Русский", "pl": "Polski"}


@dataclass(frozen=True)
class Row:
    english: str
    msgids: tuple[str, ...]
    wanted: dict[str, tuple[str, ...]]  # language -> bold terms, one of which must appear
    rejected: dict[str, tuple[str, ...]]  # language -> struck-out terms, none may appear


def cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def glossary_rows() -> list[Row]:
    """The rows of the table whose header has a "Checked messages" column."""
    lines = GLOSSARY.read_text(encoding="utf-8").splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("|") and "Checked messages" in ln)
    header = cells(lines[start])
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        row = dict(zip(header, cells(line), strict=True))
        rows.append(
            Row(
                english=row["English"],
                msgids=tuple(re.findall(r"`([^`]+)`", row["Checked messages"])),
                wanted={
                    lang: tuple(re.findall(r"\*\*(.+?)\*\*", row[c])) for lang, c in COLUMNS.items()
                },
                rejected={
                    lang: tuple(re.findall(r"~~(.+?)~~", row[c])) for lang, c in COLUMNS.items()
                },
            )
        )
    return rows


def translations(language: str) -> dict[str, list[str]]:
    """Each message's translation by its msgid; one with a msgctxt as ``[context] msgid``."""
    catalog = parse_po(catalog_path(language).read_text(encoding="utf-8"))
    return {
        entry.msgid if entry.context is None else f"[{entry.context}] {entry.msgid}": entry.msgstr
        for entry in catalog.entries
    }


def test_the_glossary_table_is_read() -> None:
    rows = glossary_rows()
    # The table lists the game's words; a parser that lost the table would check nothing.
    assert len(rows) > 30
    assert sum(len(row.msgids) for row in rows) > 60
    lead = next(row for row in rows if row.english.startswith("lead"))
    assert "lead" in lead.msgids
    assert lead.wanted == {"ru": ("заход",), "pl": ("otwarcie",)}
    assert lead.rejected == {"ru": (), "pl": ("wyjście",)}


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_every_checked_message_exists(language: str) -> None:
    known = translations(language)
    missing = [m for row in glossary_rows() for m in row.msgids if m not in known]
    assert missing == []


def problems(language: str, known: dict[str, list[str]]) -> list[tuple[str, str, str]]:
    """(msgid, translation, what is wrong) for each translation that breaks the glossary."""
    found = []
    for row in glossary_rows():
        wanted = [term.casefold() for term in row.wanted[language]]
        rejected = [term.casefold() for term in row.rejected[language]]
        for msgid in row.msgids:
            for form in known.get(msgid, []):
                text = form.casefold()
                if wanted and not any(term in text for term in wanted):
                    found.append((msgid, form, "lacks " + " / ".join(wanted)))
                found += [(msgid, form, "uses " + term) for term in rejected if term in text]
    return found


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_catalogs_use_the_glossary_terms(language: str) -> None:
    assert problems(language, translations(language)) == []


def test_the_check_catches_a_rejected_or_missing_term() -> None:
    """The old Polish lead and a Russian lead without its word are both caught."""
    polish = translations("pl") | {"lead {tile}": ["wyjście {tile}"]}
    assert problems("pl", polish) == [
        ("lead {tile}", "wyjście {tile}", "lacks otwarcie"),
        ("lead {tile}", "wyjście {tile}", "uses wyjście"),
    ]
    russian = translations("ru") | {
        "Costs: nothing; passes are only counted.": ["Списывается: ничего"]
    }
    assert [p[2] for p in problems("ru", russian)] == ["lacks штраф", "uses списывается"]

"""``tools/i18n.py``: the committed catalogs are complete, and the tool notices every way a
catalog can fall behind the code (checked on a small copy of the layout in a temporary folder).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.i18n.po import format_po, parse_po
from tests.i18n.i18n_helpers import ROOT

TOOL = ROOT / "tools" / "i18n.py"


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), *args], capture_output=True, text=True, timeout=120
    )


def test_the_committed_catalogs_match_the_code() -> None:
    """Fails when the code uses a message a catalog lacks, when a catalog keeps a message the
    code no longer uses, or when a translation is empty, fuzzy or loses a placeholder. To fix:
    ``python tools/i18n.py update``, then translate what ``python tools/i18n.py todo`` lists."""
    done = run_tool("check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "catalogs complete" in done.stdout


# -- a miniature project -------------------------------------------------------------------
SOURCE = """
from scorekeeper.i18n import N_, _, ngettext

LABEL = N_("pass")


def words(count: int, name: str) -> list[str]:
    return [
        _("Winner: {name}").format(name=name),
        ngettext("{count} round", "{count} rounds", count).format(count=count),
    ]
"""
RU = {
    "pass": ["пас"],
    "Winner: {name}": ["Победитель: {name}"],
    "{count} round": ["{count} раунд", "{count} раунда", "{count} раундов"],
}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    package = tmp_path / "src" / "scorekeeper"
    package.mkdir(parents=True)
    (package / "words.py").write_text(SOURCE, encoding="utf-8")
    presets = tmp_path / "presets"
    presets.mkdir()
    (presets / "house.toml").write_text('id = "house"\nname = "House rules"\n', encoding="utf-8")
    return tmp_path


def po_path(project: Path, language: str) -> Path:
    return project / "src" / "scorekeeper" / "locale" / language / "LC_MESSAGES" / "scorekeeper.po"


def translate(project: Path, language: str, table: dict[str, list[str]]) -> None:
    path = po_path(project, language)
    catalog = parse_po(path.read_text(encoding="utf-8"))
    for entry in catalog.entries:
        if entry.msgid in table:
            entry.msgstr = list(table[entry.msgid])
            entry.flags = [flag for flag in entry.flags if flag != "fuzzy"]
            entry.previous = None
    path.write_text(format_po(catalog), encoding="utf-8")


def translate_all(project: Path) -> None:
    translate(project, "ru", {**RU, "House rules": ["Домашние правила"]})
    pl = {
        "pass": ["pas"],
        "Winner: {name}": ["Zwycięzca: {name}"],
        "{count} round": ["{count} runda", "{count} rundy", "{count} rund"],
        "House rules": ["Zasady domowe"],
    }
    translate(project, "pl", pl)


def check(project: Path) -> subprocess.CompletedProcess[str]:
    return run_tool("check", "--root", str(project))


def test_update_writes_the_template_and_empty_entries(project: Path) -> None:
    done = run_tool("update", "--root", str(project))
    assert done.returncode == 0, done.stderr
    pot = parse_po((project / "src/scorekeeper/locale/scorekeeper.pot").read_text("utf-8"))
    found = {(e.msgid, e.msgid_plural) for e in pot.entries}
    assert found == {
        ("pass", None),
        ("Winner: {name}", None),
        ("{count} round", "{count} rounds"),
        ("House rules", None),
    }
    ru = parse_po(po_path(project, "ru").read_text("utf-8"))
    assert all(not entry.translated for entry in ru.entries)
    assert [len(e.msgstr) for e in ru.entries if e.msgid_plural] == [3]  # Russian has 3 forms
    assert "nplurals=3" in (ru.header_field("Plural-Forms") or "")
    assert [e.references for e in ru.entries if e.msgid == "pass"] == [
        ["src/scorekeeper/words.py:4"]
    ]
    assert [e.references for e in ru.entries if e.msgid == "House rules"] == [
        ["presets/house.toml"]
    ]
    failing = check(project)
    assert failing.returncode == 1
    assert "not translated 'pass'" in failing.stdout


def test_a_complete_catalog_passes_and_a_new_message_fails(project: Path) -> None:
    run_tool("update", "--root", str(project))
    translate_all(project)
    assert check(project).returncode == 0
    words = project / "src" / "scorekeeper" / "words.py"
    words.write_text(SOURCE + '\nEXTRA = _("Tie: {names}")\n', encoding="utf-8")
    failing = check(project)
    assert failing.returncode == 1
    assert "missing 'Tie: {names}'" in failing.stdout
    assert "scorekeeper.pot is out of date" in failing.stdout
    run_tool("update", "--root", str(project))  # keeps every translation, adds the new one
    ru = {e.msgid: e for e in parse_po(po_path(project, "ru").read_text("utf-8")).entries}
    assert ru["pass"].msgstr == ["пас"]
    assert ru["Tie: {names}"].msgstr == [""]


def test_a_message_the_code_dropped_is_stale_until_update(project: Path) -> None:
    run_tool("update", "--root", str(project))
    translate_all(project)
    words = project / "src" / "scorekeeper" / "words.py"
    words.write_text(SOURCE.replace('N_("pass")', '"pass"'), encoding="utf-8")
    failing = check(project)
    assert failing.returncode == 1
    assert "stale 'pass'" in failing.stdout
    run_tool("update", "--root", str(project))
    assert check(project).returncode == 0
    assert "pass" not in {e.msgid for e in parse_po(po_path(project, "pl").read_text()).entries}


def test_a_reworded_message_gets_the_old_translation_as_a_fuzzy_guess(project: Path) -> None:
    run_tool("update", "--root", str(project))
    translate_all(project)
    words = project / "src" / "scorekeeper" / "words.py"
    words.write_text(SOURCE.replace("Winner: {name}", "Winner: {name}!"), encoding="utf-8")
    run_tool("update", "--root", str(project))
    ru = {e.msgid: e for e in parse_po(po_path(project, "ru").read_text("utf-8")).entries}
    guess = ru["Winner: {name}!"]
    assert guess.fuzzy and guess.msgstr == ["Победитель: {name}"]
    assert guess.previous == "Winner: {name}"
    failing = check(project)
    assert failing.returncode == 1
    assert "fuzzy 'Winner: {name}!'" in failing.stdout


@pytest.mark.parametrize(
    ("msgid", "broken"),
    [
        ("Winner: {name}", ["Победитель: {имя}"]),  # a translated placeholder
        ("Winner: {name}", ["Победитель"]),  # a lost placeholder
        ("{count} round", ["{count} раунд", "раунда", "{count} раундов"]),  # in one plural form
    ],
)
def test_a_translation_must_keep_the_placeholders(
    project: Path, msgid: str, broken: list[str]
) -> None:
    run_tool("update", "--root", str(project))
    translate_all(project)
    translate(project, "ru", {msgid: broken})
    failing = check(project)
    assert failing.returncode == 1
    assert f"{msgid!r}: translation" in failing.stdout
    assert "has placeholders" in failing.stdout


def test_lint_names_calls_that_cannot_be_extracted(project: Path) -> None:
    words = project / "src" / "scorekeeper" / "words.py"
    words.write_text(
        SOURCE
        + "\n\ndef bad(name: str, label: str) -> str:\n"
        + '    a = _(f"Hello {name}")\n'
        + "    b = _(label)\n"
        + '    c = _("Score: ") + name\n'
        + '    return _("Hi {name}").format(nam=name) + a + b + c\n'
        + '\n\nTITLE = _("Frozen at import")\n',
        encoding="utf-8",
    )
    done = run_tool("lint", "--root", str(project))
    findings = done.stdout
    assert "words.py:15: f-string: _(f'Hello {name}')" in findings
    assert "words.py:16: non-literal: _(label)" in findings
    assert "words.py:17: glued" in findings
    assert "words.py:18: format-names: 'Hi {name}' is formatted without ['name']" in findings
    assert "words.py:21: import-time: _('Frozen at import')" in findings
    # An f-string inside _() can never match a catalog entry: check refuses it.
    run_tool("update", "--root", str(project))
    assert "f-string" in check(project).stdout


def test_pgettext_keeps_one_word_in_two_roles_apart(project: Path) -> None:
    words = project / "src" / "scorekeeper" / "words.py"
    words.write_text(
        SOURCE.replace("import N_, _, ngettext", "import N_, _, ngettext, npgettext, pgettext")
        + "\n\ndef roles(count: int) -> list[str]:\n"
        + '    return [pgettext("key", "pass"), pgettext("action", "Undone: {what}").format(),\n'
        + '            npgettext("stats", "{count} pass", "{count} passes", count)]\n',
        encoding="utf-8",
    )
    lint = run_tool("lint", "--root", str(project)).stdout
    assert "words.py:15: format-names: 'Undone: {what}' is formatted without ['what']" in lint
    run_tool("update", "--root", str(project))
    pot = parse_po((project / "src/scorekeeper/locale/scorekeeper.pot").read_text("utf-8"))
    keys = {e.key for e in pot.entries}
    assert {(None, "pass", None), ("key", "pass", None)} <= keys
    assert ("stats", "{count} pass", "{count} passes") in keys
    ru = parse_po(po_path(project, "ru").read_text("utf-8"))
    in_context = [e for e in ru.entries if e.context == "key"]
    assert [(e.msgid, e.msgstr) for e in in_context] == [("pass", [""])]
    assert [len(e.msgstr) for e in ru.entries if e.context == "stats"] == [3]

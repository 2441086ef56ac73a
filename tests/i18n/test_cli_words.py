"""Every help page and every command-line error in Russian and Polish, with no English word left
(issue 25 item 5): a word made of ASCII letters only is English unless it is a name or a code
(a command, an option's value, a format, a field of a file) or, in Polish, a Polish word that
English happens to spell the same way."""

from __future__ import annotations

import argparse
import re
import tomllib
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from scorekeeper import cli
from scorekeeper.commands.parser import build_parser
from scorekeeper.i18n import _, activate
from scorekeeper.i18n.po import parse_po
from scorekeeper.model.line_joins import SOAP_ONLY
from scorekeeper.model.preset_schema import PresetSchema, preset_problems
from scorekeeper.round_lines import open_end_words
from tests.i18n.i18n_helpers import ROOT

# Names and codes the sentences may carry as they are: programs, formats, language codes, the
# values and fields of a file, the commands themselves (added from the parser below).
CODES = {
    "scorekeeper", "json", "csv", "html", "md", "markdown", "toml", "id", "ids", "null", "true",
    "false", "en", "ru", "pl", "openskill", "postgresql", "sqlite", "qr", "utf", "svg",
    "one", "none", "differential",
    "anna", "boris", "zoe", "friday", "nobody", "nope", "frobnicate", "zero", "house", "xx",
}  # fmt: skip
# Polish words that English spells the same way (or that only look like English ones)
POLISH = {
    "a", "i", "w", "z", "o", "u", "do", "to", "na", "po", "od", "go", "ten", "ta", "te",
    "folder", "format", "port", "same", "argument", "data", "limit",
}  # fmt: skip
# English words that no catalog message holds but pydantic, argparse or libpq may say
FOREIGN = {"input", "should", "valid", "required", "extra", "inputs", "permitted", "usage",
           "role", "exist", "authentication", "failed", "unrecognized", "arguments", "invalid",
           "choice", "expected", "argument", "error", "options", "positional"}  # fmt: skip


def subcommands(
    parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
) -> Iterator[tuple[str, ...]]:
    yield path
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from subcommands(sub, (*path, name))


PAGES = list(subcommands(build_parser()))
COMMAND_WORDS = {word for page in PAGES for word in page}
# a preset file's fields are named as the file writes them ("поле pass_points")
FIELD_WORDS = {part for name in PresetSchema.model_fields for part in name.split("_")}


@cache
def english_words() -> frozenset[str]:
    """Every word of the English messages, placeholders left out."""
    pot = parse_po((ROOT / "src/scorekeeper/locale/scorekeeper.pot").read_text(encoding="utf-8"))
    words: set[str] = set(FOREIGN)
    for entry in pot.entries:
        text = re.sub(r"\{[^}]*\}|%\([^)]*\)s", " ", entry.msgid + " " + (entry.msgid_plural or ""))
        words |= {word.lower() for word in re.findall(r"[A-Za-z]+", text)}
    return frozenset(words)


def english_left(text: str, language: str) -> list[str]:
    """The ASCII-only words of ``text`` that are neither a code nor, in Polish, Polish. A token
    with a code's marks (``--db``, ``m.json``, ``3/1/2``, ``$LANG``, ``{md,csv}``) is a code."""
    found = []
    for token in text.split():
        word = token.strip("()[],;:«»„”\"'.…!?*")
        if not re.fullmatch(r"[A-Za-z]+", word) or re.search(r"[-_./$={}<>|@%\\]", token):
            continue
        lower = word.lower()
        if lower in CODES | COMMAND_WORDS | FIELD_WORDS or (word.isupper() and len(word) <= 3):
            continue  # ID, N, a metavar kept as a code
        if language == "ru" or (lower in english_words() and lower not in POLISH):
            found.append(word)
    return found


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    try:
        code = cli.main(list(args))
    except SystemExit as done:  # argparse's --help and usage errors
        code = int(done.code or 0)
    out, err = capsys.readouterr()
    return code, out + err


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize("page", PAGES, ids=lambda page: " ".join(page) or "scorekeeper")
def test_every_help_page_speaks_the_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, language: str,
    page: tuple[str, ...],
) -> None:  # fmt: skip
    monkeypatch.setenv("COLUMNS", "100")
    code, text = run(capsys, "--lang", language, *page, "--help")
    assert code == 0 and len(text) > 40
    assert english_left(text, language) == [], text


BAD_PRESET = 'id = "house"\nname = "House"\nsum = 6\ndraw = "two"\n'


def errors(tmp: Path) -> list[tuple[str, ...]]:
    """One command line for each kind of error the command line reports (issue 25's review
    tried 21)."""
    db = ("--db", str(tmp / "club.db"))
    match = tmp / "match.json"
    return [
        ("frobnicate",),
        ("new", "--players", "Anna"),
        ("new", "--preset", "nope", "--players", "Anna,Boris"),
        ("new", "--club-table", "9/9"),
        ("new", "--target", "zero"),
        ("score",),
        ("score", str(tmp / "missing.json")),
        ("score", str(match)),
        ("export",),
        ("export", "0"),
        ("--lang", "xx", "history"),
        (*db, "stats", "--player", "Nobody"),
        (*db, "club", "add", "7", "Anna"),
        (*db, "club", "new", "Friday", "--date", "2026-13-40"),
        (*db, "club", "new", "Friday", "--preset", "nope"),
        (*db, "club", "new", "x" * 200),
        (*db, "club", "draw", "Friday"),
        (*db, "club", "add", "Friday", "Anna", "Anna"),
        (*db, "serve", "--club", "99"),
        ("presets", "check", str(tmp / "house.toml")),
        ("presets", "check", str(tmp / "missing.toml")),
        ("--db", "postgresql://club@127.0.0.1:1/club", "history"),
    ]


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_every_command_line_error_speaks_the_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    language: str,
) -> None:  # fmt: skip
    monkeypatch.setenv("LANGUAGE", language)  # what an unknown --lang falls back to
    (tmp_path / "match.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "house.toml").write_text(BAD_PRESET, encoding="utf-8")
    assert run(capsys, "--db", str(tmp_path / "club.db"), "club", "new", "Friday")[0] == 0
    failures = []
    for args in errors(tmp_path):
        full = args if args[0] == "--lang" else ("--lang", language, *args)
        code, text = run(capsys, *full)
        assert code != 0 and text.strip(), (args, text)
        if english_left(text, language):
            failures.append((args, text.strip(), english_left(text, language)))
    assert failures == [], "\n".join(f"{args}: {text} {words}" for args, text, words in failures)


def test_the_check_finds_english() -> None:
    assert english_left("поле draw: Input should be «one» или «none»", "ru") == [
        "Input",
        "should",
        "be",
    ]
    assert english_left("pole draw: ma być „one” lub „none”", "pl") == []
    # an English metavar in a usage line, in either language
    for language in ("ru", "pl"):
        assert english_left("[--players PLAYERS] [--club EVENT] НОМЕР", language) == [
            "PLAYERS",
            "EVENT",
        ]
    assert english_left("nie ma tu bazy danych; keep a match first", "pl") == [
        "keep",
        "match",
        "first",
    ]


@pytest.mark.parametrize(
    ("language", "created", "row", "title"),
    [
        (
            "ru",
            "Клубный вечер 1: «Пятница», 04.12.2026, правила «Шестерной матадор (для опытных)».",
            "1 04.12.2026 Пятница Шестерной матадор (для опытных) одна клавиша на событие 0",
            "Пятница: турнирная таблица",
        ),
        (
            "pl",
            "Wieczór klubowy 1: „Pentek”, 4.12.2026, zasady „Matador do sześciu (dla "
            "zaawansowanych)”.",
            "1 4.12.2026 Pentek Matador do sześciu (dla zaawansowanych) jeden klawisz na "
            "zdarzenie 0",
            "Pentek: klasyfikacja",
        ),
    ],
)
def test_club_commands_say_the_day_the_preset_and_the_mode_in_the_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, language: str, created: str, row: str,
    title: str,
) -> None:  # fmt: skip
    """Issue 25 item 1: no ISO date, preset id or ``one-key`` in ``club new`` and ``club list``;
    no "round 0" in the standings before the first draw."""
    name = title.split(":")[0]
    db = ("--lang", language, "--db", str(tmp_path / "club.db"), "club")
    code, text = run(capsys, *db, "new", name, "--date", "2026-12-04")
    assert code == 0 and text.splitlines()[0] == created
    code, text = run(capsys, *db, "list")
    assert text.splitlines()[0].split()[0] == ("Вечер" if language == "ru" else "Wieczór")
    assert text.splitlines()[1].split() == row.split()
    code, text = run(capsys, *db, "standings", "1")
    assert text.splitlines()[0] == title


@pytest.mark.parametrize(
    ("language", "draw", "name"),
    [
        ("en", "field draw: Input should be 'until-fits', 'one' or 'none'",
         "field name: String should have at least 1 character"),
        ("ru", "поле draw: должно быть «until-fits», «one» или «none»",
         "поле name: текст должен быть не короче 1 символа"),
        ("pl", "pole draw: ma być „until-fits”, „one” lub „none”",
         "pole name: tekst musi mieć co najmniej 1 znak"),
    ],
)  # fmt: skip
def test_pydantic_s_reasons_for_a_bad_preset_value_speak_the_language(
    language: str, draw: str, name: str
) -> None:
    """English as pydantic says it (docs/presets.md quotes it); ru and pl in their words."""
    activate(language)
    preset = tomllib.loads(
        (ROOT / "presets" / "six-matador-expert.toml").read_text(encoding="utf-8")
    )
    assert preset_problems({**preset, "draw": "two"}) == [draw]
    assert preset_problems({**preset, "name": ""}) == [name]


@pytest.mark.parametrize(
    ("language", "ends"),
    [
        ("en", "Open ends: soap only and blank"),
        ("ru", "Открытые концы: только 0:0 и пусто"),
        ("pl", "Wolne końce: tylko mydło i pusto"),
    ],
)
def test_the_web_page_names_its_open_ends_in_the_app_s_words(language: str, ends: str) -> None:
    """Issue 25 item 1: no ``None`` (the soap alone) and no bare ``0`` (a blank) on the TV."""
    activate(language)
    left, right = open_end_words(SOAP_ONLY), open_end_words(0)
    assert _("Open ends: {left} and {right}").format(left=left, right=right) == ends

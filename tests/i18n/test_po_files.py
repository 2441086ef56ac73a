"""The small .po reader/writer and the in-memory .mo compiler, checked against the standard
library's own ``gettext.GNUTranslations``."""

from __future__ import annotations

import pytest

from scorekeeper.i18n.po import (
    Entry,
    PoError,
    PoFile,
    compile_mo,
    format_po,
    parse_po,
    translations_from_po,
)

RU_PLURALS = (
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
    "(n%100<12 || n%100>14) ? 1 : 2);"
)
HEADER = f"Content-Type: text/plain; charset=UTF-8\nLanguage: ru\nPlural-Forms: {RU_PLURALS}\n"


def catalog(*entries: Entry) -> PoFile:
    return PoFile(HEADER, list(entries), ["A test catalog."])


def test_written_catalog_reads_back_the_same() -> None:
    original = catalog(
        Entry("Round {number}", msgstr=["Раунд {number}"], references=["a.py:3", "b.py:9"],
              flags=["python-brace-format"]),
        Entry('say "hi"\\ \there\n', msgstr=['скажи "привет"\\ \tтут\n'], comments=["checked"]),
        Entry("{count} round", "{count} rounds", ["{count} раунд", "{count} раунда", ""]),
        Entry("long " * 30, msgstr=["длинно " * 30], flags=["fuzzy"], previous="old " * 25),
    )  # fmt: skip
    text = format_po(original)
    again = parse_po(text)
    assert again == original
    assert format_po(again) == text
    assert max(len(line) for line in text.splitlines()) <= 79  # wrapped as msgmerge would


def test_multi_line_strings_join() -> None:
    text = 'msgid ""\nmsgstr "Language: pl\\n"\n\nmsgid ""\n"two "\n"parts"\nmsgstr "dwie części"\n'
    parsed = parse_po(text)
    assert parsed.header_field("Language") == "pl"
    assert [(e.msgid, e.msgstr) for e in parsed.entries] == [("two parts", ["dwie części"])]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('msgid "a"\nmsgstr "b\\q"\n', "<po>:2: unknown escape \\q"),
        ('msgid "a"\nmsgstr "b"c"\n', "<po>:2: unescaped quote"),
        ('msgid "a"\nmsgstr b\n', "<po>:2: cannot read"),
        ('"orphan"\n', "<po>:1: a string continues nothing"),
        ('msgid "a"\nmsgstr "x"\n\nmsgid "a"\nmsgstr "y"\n', "'a' is listed twice"),
        ('msgctxt "menu"\nmsgstr "b"\n', "<po>:end: an entry without msgid ends here"),
        ('msgid "a"\nmsgid_plural "as"\nmsgid_plural "bs"\n', "<po>:3: msgid_plural given twice"),
    ],
)
def test_a_broken_catalog_is_named_with_its_line(text: str, message: str) -> None:
    with pytest.raises(PoError, match=None) as raised:
        parse_po(text)
    assert message in str(raised.value)


def test_compiled_catalog_is_read_by_the_standard_library() -> None:
    translation = translations_from_po(
        format_po(
            catalog(
                Entry("Total", msgstr=["Итого"]),
                Entry("Unsure", msgstr=["Может быть"], flags=["fuzzy"]),
                Entry("Empty", msgstr=[""]),
                Entry(
                    "{count} round", "{count} rounds", ["{n} раунд", "{n} раунда", "{n} раундов"]
                ),
                Entry("{count} tile", "{count} tiles", ["{n} кость", "", "{n} костей"]),
            )
        )
    )
    assert translation.gettext("Total") == "Итого"
    # A fuzzy or empty translation is left out, so English shows instead of a guess or nothing.
    assert translation.gettext("Unsure") == "Unsure"
    assert translation.gettext("Empty") == "Empty"
    assert translation.ngettext("{count} tile", "{count} tiles", 2) == "{count} tiles"
    # Plural forms come from the header, evaluated by gettext itself.
    forms = [translation.ngettext("{count} round", "{count} rounds", n) for n in (1, 3, 7)]
    assert forms == ["{n} раунд", "{n} раунда", "{n} раундов"]
    assert translation.info()["language"] == "ru"


def test_mo_layout_starts_with_the_gnu_magic_number() -> None:
    data = compile_mo(catalog(Entry("a", msgstr=["b"])))
    assert data[:4] == bytes.fromhex("de120495")  # 0x950412de, little-endian


def test_one_english_word_in_two_roles_keeps_two_translations() -> None:
    # "reopen" is a verb on a key and a noun in "Undone: {action}": msgctxt keeps them apart.
    original = catalog(
        Entry("reopen", msgstr=["возобновить"], context="key"),
        Entry("reopen", msgstr=["возобновление"], context="action"),
        Entry("reopen", msgstr=["без контекста"]),
        Entry("{count} pass", "{count} passes", ["{count} пас", "{count} паса", "{count} пасов"],
              context="stats"),
    )  # fmt: skip
    text = format_po(original)
    assert 'msgctxt "key"\nmsgid "reopen"' in text
    assert parse_po(text) == original
    translation = translations_from_po(text)
    assert translation.pgettext("key", "reopen") == "возобновить"
    assert translation.pgettext("action", "reopen") == "возобновление"
    assert translation.gettext("reopen") == "без контекста"
    assert translation.npgettext("stats", "{count} pass", "{count} passes", 3) == "{count} паса"

"""What the project still does by hand, checked against Babel (CLDR): the plural rules in the
catalogs' headers, and the messages the extractor finds. They are kept because Babel does not
serve as well here (docs/i18n.md: Babel's .po reader is slower at start-up, its extractor has
none of our lint findings, and CLDR gives Russian and Polish a fourth form for fractions, which
gettext catalogs of whole counts do not carry)."""

from __future__ import annotations

import gettext
import io

import pytest
from babel import Locale
from babel.messages.extract import extract
from i18n_catalogs import PLURAL_FORMS
from i18n_extract import Extraction, extract_python, python_files

from tests.i18n.i18n_helpers import ROOT

# CLDR's category of a whole count -> the index of the form in our catalogs
FORM_OF = {"one": 0, "few": 1, "many": 2}


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_the_plural_rule_of_each_catalog_is_cldr_s(language: str) -> None:
    header = f"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: {PLURAL_FORMS[language]}\n"
    ours = gettext.c2py(PLURAL_FORMS[language].split("plural=", 1)[1].rstrip(";"))
    cldr = Locale.parse(language).plural_form
    wrong = [n for n in range(0, 1200) if ours(n) != FORM_OF[cldr(n)]]
    assert wrong == [], header
    assert cldr(1.5) == "other"  # the fourth CLDR form: fractions, never a count here


KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "NP_": ((1, "c"), 2),
}


def babel_messages() -> set[tuple[str | None, str, str | None]]:
    found: set[tuple[str | None, str, str | None]] = set()
    for path in python_files(ROOT / "src" / "scorekeeper"):
        source = io.BytesIO(path.read_bytes())
        for _line, message, _comments, context in extract("python", source, KEYWORDS):
            texts = (message,) if isinstance(message, str) else tuple(message)
            if texts and all(texts):  # Babel yields None for a part that is no literal
                found.add((context, texts[0], texts[1] if len(texts) > 1 else None))
    return found


def test_the_extractor_finds_what_babel_finds() -> None:
    ours = Extraction()
    for path in python_files(ROOT / "src" / "scorekeeper"):
        extract_python(ours, path, path.relative_to(ROOT).as_posix())
    theirs = babel_messages()
    assert theirs <= set(ours.messages)
    # What only ours finds is a message inside an f-string's braces, which Babel does not read.
    for key in set(ours.messages) - theirs:
        for where in ours.messages[key].references:
            shown, line = where.rsplit(":", 1)
            text = (ROOT / shown).read_text(encoding="utf-8").splitlines()[int(line) - 1]
            assert 'f"' in text or "f'" in text, f"{key} at {where}"
    assert ("event", "reopen", None) in theirs  # a context is found by both

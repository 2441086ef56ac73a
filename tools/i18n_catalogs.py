"""Keep the ``.po`` catalogs in step with the messages the code uses, and judge them.

``merge`` is what ``msgmerge`` does, for our needs: a message the code still uses keeps its
translation; a new one starts empty (or, if a stale one reads almost the same, with that
translation marked fuzzy for a person to confirm); stale ones are dropped.
"""

from __future__ import annotations

import copy
import difflib
import gettext
import io
from dataclasses import dataclass
from pathlib import Path

from i18n_extract import Message, percent_fields, placeholders

from scorekeeper.i18n.po import Entry, PoFile, compile_mo, parse_po

HEADER_BASE = (
    "Project-Id-Version: scorekeeper\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
)
PLURAL_FORMS = {
    # CLDR / gettext rules: one (1, 21, 101…), few (2-4, 22-24…, not 12-14), many (the rest).
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
    "(n%100<12 || n%100>14) ? 1 : 2);",
    # Polish: one is only 1 itself; 21, 101 take the "many" form ("21 punktów").
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);",
}
LANGUAGE_TEAMS = {"ru": "Russian", "pl": "Polish"}
FUZZY_CUTOFF = 0.75


def template_header() -> str:
    return HEADER_BASE + "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\n"


def language_header(language: str) -> str:
    return HEADER_BASE + f"Language: {language}\nPlural-Forms: {PLURAL_FORMS[language]}\n"


def plural_count(catalog: PoFile) -> int:
    forms = catalog.header_field("Plural-Forms") or "nplurals=2;"
    return int(forms.split("nplurals=", 1)[1].split(";", 1)[0])


def flags_for(message: Message) -> list[str]:
    texts = [message.msgid, message.msgid_plural or ""]
    if any(percent_fields(text) for text in texts):
        return ["python-format"]
    return ["python-brace-format"] if any(placeholders(text) for text in texts) else []


def fields(text: str, percent: bool) -> list[str]:
    """What a translation must keep of ``text``: its ``{}`` fields, or its ``%`` fields."""
    return percent_fields(text) if percent else placeholders(text)


def template(messages: list[Message]) -> PoFile:
    entries = [
        Entry(
            m.msgid,
            m.msgid_plural,
            ["", ""] if m.msgid_plural else [""],
            list(m.references),
            flags_for(m),
            notes=list(m.notes),
            context=m.context,
        )
        for m in messages
    ]
    comments = ["Messages of scorekeeper. Made by tools/i18n.py; do not edit by hand."]
    return PoFile(template_header(), entries, comments)


@dataclass
class MergeReport:
    added: int = 0
    guessed: int = 0
    dropped: int = 0


def _guess(entry: Entry, candidates: dict[str, Entry]) -> Entry | None:
    """A translated entry whose English reads almost like ``entry``'s, if there is one."""
    close = difflib.get_close_matches(entry.msgid, list(candidates), n=1, cutoff=FUZZY_CUTOFF)
    return candidates[close[0]] if close else None


def merge(pot: PoFile, old: PoFile | None, language: str) -> tuple[PoFile, MergeReport]:
    old = old or PoFile(language_header(language), [], [f"{LANGUAGE_TEAMS[language]} messages."])
    known = {entry.key: entry for entry in old.entries}
    wanted = {entry.key for entry in pot.entries}
    stale = [entry for entry in old.entries if entry.key not in wanted and entry.translated]
    report = MergeReport(dropped=len(known) - len(wanted & set(known)))
    forms = plural_count(old)
    entries = []
    for fresh in pot.entries:
        entry = copy.deepcopy(fresh)
        entry.msgstr = [""] * (forms if entry.msgid_plural else 1)
        before = known.get(entry.key)
        if before is not None:
            _keep_translation(entry, before)
        else:
            report.added += 1
            same_kind = {
                e.msgid: e for e in stale if bool(e.msgid_plural) == bool(entry.msgid_plural)
            }
            guess = _guess(entry, same_kind)
            if guess is not None:
                report.guessed += 1
                entry.msgstr, entry.previous = list(guess.msgstr), guess.msgid
                entry.flags.append("fuzzy")
        entries.append(entry)
    return PoFile(old.header, entries, old.header_comments), report


def _keep_translation(entry: Entry, before: Entry) -> None:
    count = len(entry.msgstr)
    entry.msgstr = (list(before.msgstr) + [""] * count)[:count]
    entry.comments = list(before.comments)
    if before.fuzzy:
        entry.flags.append("fuzzy")
        entry.previous = before.previous


def check_catalog(pot: PoFile, catalog: PoFile, language: str, path: str) -> list[str]:
    """Everything wrong with one language's catalog, one line each (empty when it is complete)."""
    problems = _check_header(catalog, language, path)
    known = {entry.key: entry for entry in catalog.entries}
    for wanted in pot.entries:
        if wanted.key not in known:
            where = wanted.references[0] if wanted.references else "?"
            problems.append(f"{path}: missing {wanted.msgid!r} (used at {where})")
    wanted_keys = {entry.key for entry in pot.entries}
    forms = plural_count(catalog)
    for entry in catalog.entries:
        problems += _check_entry(entry, entry.key in wanted_keys, forms, path)
    return problems


def _check_header(catalog: PoFile, language: str, path: str) -> list[str]:
    problems = []
    if catalog.header_field("Language") != language:
        problems.append(f"{path}: header says Language {catalog.header_field('Language')!r}")
    if catalog.header_field("Plural-Forms") != PLURAL_FORMS[language]:
        problems.append(f"{path}: Plural-Forms should be {PLURAL_FORMS[language]!r}")
    return problems


def _check_entry(entry: Entry, used: bool, forms: int, path: str) -> list[str]:
    text = repr(entry.msgid)
    if not used:
        return [f"{path}: stale {text} (no longer in the code; run: python tools/i18n.py update)"]
    if entry.fuzzy:
        return [f"{path}: fuzzy {text} (check the translation, then remove the fuzzy flag)"]
    if not all(entry.msgstr):
        return [f"{path}: not translated {text}"]
    if entry.msgid_plural is not None and len(entry.msgstr) != forms:
        return [f"{path}: {text} has {len(entry.msgstr)} plural forms, the language has {forms}"]
    percent = "python-format" in entry.flags
    expected = fields(entry.msgid_plural or entry.msgid, percent)
    return [
        f"{path}: {text}: translation {form!r} has placeholders {fields(form, percent)}, "
        f"not {expected}"
        for form in entry.msgstr
        if fields(form, percent) != expected
    ]


def check_compiles(catalog: PoFile, path: str) -> list[str]:
    """The catalog turns into a ``.mo`` that the standard library reads."""
    try:
        gettext.GNUTranslations(io.BytesIO(compile_mo(catalog)))
    except (OSError, ValueError) as error:
        return [f"{path}: the compiled catalog is unreadable: {error}"]
    return []


def read_catalog(path: Path) -> PoFile | None:
    if not path.exists():
        return None
    return parse_po(path.read_text(encoding="utf-8"), str(path))

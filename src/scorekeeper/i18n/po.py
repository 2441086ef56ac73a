"""Read and write gettext ``.po`` catalogs, and turn one into a standard ``GNUTranslations``.

The ``.po`` files in ``scorekeeper/locale`` are the only form of the translations that is kept:
at run time a catalog is parsed and compiled in memory into the binary ``.mo`` layout, which the
standard library's ``gettext.GNUTranslations`` then reads. So plural rules, fallbacks and lookups
are the standard module's own, and no compiled file can go stale or be edited by hand.
"""

from __future__ import annotations

import gettext
import io
import re
import struct
from dataclasses import dataclass, field

_MO_MAGIC = 0x950412DE
_ESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r"}
_UNESCAPES = {value: "\\" + key for key, value in _ESCAPES.items()}
_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$')
_WIDTH = 79


class PoError(ValueError):
    """A catalog that cannot be read; the message names the file and line."""


@dataclass
class Entry:
    """One message: its English text (and plural), the translations, and the comments."""

    msgid: str
    msgid_plural: str | None = None
    msgstr: list[str] = field(default_factory=lambda: [""])
    references: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)  # "# " lines, the translator's own
    notes: list[str] = field(default_factory=list)  # "#. " lines, written by the extractor
    previous: str | None = None  # "#| msgid": the English this fuzzy guess was made for
    context: str | None = None  # msgctxt: which role of an English word (pgettext)

    @property
    def key(self) -> tuple[str | None, str, str | None]:
        return (self.context, self.msgid, self.msgid_plural)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        return not self.fuzzy and all(self.msgstr)


@dataclass
class PoFile:
    header: str  # the msgstr of the empty msgid: "Name: value\n" lines
    entries: list[Entry]
    header_comments: list[str] = field(default_factory=list)

    def header_field(self, name: str) -> str | None:
        for line in self.header.splitlines():
            key, _, value = line.partition(":")
            if key.strip().lower() == name.lower():
                return value.strip()
        return None


# -- reading ----------------------------------------------------------------------------------
def unquote(text: str, where: str) -> str:
    """The value of one C-style quoted ``.po`` string."""
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"{where}: expected a quoted string")
    body, out, index = text[1:-1], [], 0
    while index < len(body):
        char = body[index]
        if char == '"':
            raise PoError(f"{where}: unescaped quote inside a string")
        if char == "\\":
            escaped = body[index + 1 : index + 2]
            if escaped not in _ESCAPES:
                raise PoError(f"{where}: unknown escape \\{escaped}")
            out.append(_ESCAPES[escaped])
            index += 2
            continue
        out.append(char)
        index += 1
    return "".join(out)


class _Reader:
    """A line-by-line state machine: comments gather, then keywords and their continuations."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.entries: list[Entry] = []
        self.pending: Entry = Entry("")
        self.fields: dict[str, str] = {}
        self.last: str | None = None
        self.comments_before_header: list[str] = []

    def feed(self, number: int, raw: str) -> None:
        line = raw.strip()
        where = f"{self.source}:{number}"
        if not line or line.startswith("#~"):
            self.flush(where)
        elif line.startswith("#"):
            if self.fields:
                self.flush(where)
            self.comment(line)
        elif line.startswith('"'):
            if self.last is None:
                raise PoError(f"{where}: a string continues nothing")
            self.fields[self.last] += unquote(line, where)
        else:
            self.keyword(line, where)

    def comment(self, line: str) -> None:
        kind, text = line[:2], line[2:].strip()
        entry = self.pending
        if kind == "#:":
            entry.references.extend(text.split())
        elif kind == "#,":
            entry.flags.extend(flag.strip() for flag in text.split(",") if flag.strip())
        elif kind == "#.":
            entry.notes.append(text)
        elif kind == "#|":  # the previous msgid, possibly over several lines
            if text.startswith("msgid "):
                entry.previous = unquote(text[len("msgid ") :].strip(), self.source)
            elif text.startswith('"') and entry.previous is not None:
                entry.previous += unquote(text, self.source)
        else:
            entry.comments.append(line[1:].strip())

    def keyword(self, line: str, where: str) -> None:
        found = _KEYWORD.match(line)
        if found is None:
            raise PoError(f"{where}: cannot read {line[:40]!r}")
        name = found.group(1)
        starts_entry = name == "msgctxt" or (name == "msgid" and "msgctxt" not in self.fields)
        if starts_entry and self.fields:
            self.flush(where)
        if name in self.fields:
            raise PoError(f"{where}: {name} given twice")
        self.fields[name] = unquote(found.group(3), where)
        self.last = name

    def flush(self, where: str) -> None:
        if not self.fields:
            return
        if "msgid" not in self.fields:
            raise PoError(f"{where}: an entry without msgid ends here")
        entry, fields = self.pending, self.fields
        entry.msgid, entry.msgid_plural = fields["msgid"], fields.get("msgid_plural")
        entry.context = fields.get("msgctxt")
        if entry.msgid_plural is None:
            entry.msgstr = [fields.get("msgstr", "")]
        else:
            count = sum(1 for name in fields if name.startswith("msgstr["))
            entry.msgstr = [fields.get(f"msgstr[{index}]", "") for index in range(count)]
        self.entries.append(entry)
        self.pending, self.fields, self.last = Entry(""), {}, None


def parse_po(text: str, source: str = "<po>") -> PoFile:
    reader = _Reader(source)
    for number, line in enumerate(text.splitlines(), start=1):
        reader.feed(number, line)
    reader.flush(f"{source}:end")
    entries, header, header_comments = [], "", []
    seen: set[tuple[str | None, str, str | None]] = set()
    for entry in reader.entries:
        if entry.msgid == "" and entry.msgid_plural is None and entry.context is None:
            header, header_comments = entry.msgstr[0], entry.comments
            continue
        if entry.key in seen:
            raise PoError(f"{source}: {entry.msgid!r} is listed twice")
        seen.add(entry.key)
        entries.append(entry)
    return PoFile(header, entries, header_comments)


# -- writing ----------------------------------------------------------------------------------
def quote(text: str) -> str:
    return '"' + "".join(_UNESCAPES.get(char, char) for char in text) + '"'


def _string_lines(keyword: str, text: str, width: int = _WIDTH) -> list[str]:
    """``keyword "text"``, wrapped as msgmerge does: at spaces and after each ``\\n``."""
    single = f"{keyword} {quote(text)}"
    if len(single) <= width and "\n" not in text[:-1]:
        return [single]
    lines = [f'{keyword} ""']
    for part in re.split(r"(?<=\n)", text):
        current = ""
        for word in re.findall(r"\S*\s*", part):
            if current and len(quote(current + word)) > width:
                lines.append(quote(current))
                current = ""
            current += word
        if current:
            lines.append(quote(current))
    return lines


def _entry_lines(entry: Entry) -> list[str]:
    lines = [f"# {comment}".rstrip() for comment in entry.comments]
    lines += [f"#. {note}" for note in entry.notes]
    lines += [f"#: {reference}" for reference in entry.references]
    if entry.flags:
        lines.append("#, " + ", ".join(entry.flags))
    if entry.previous is not None:
        lines += [f"#| {line}" for line in _string_lines("msgid", entry.previous, _WIDTH - 3)]
    if entry.context is not None:
        lines += _string_lines("msgctxt", entry.context)
    lines += _string_lines("msgid", entry.msgid)
    if entry.msgid_plural is None:
        return lines + _string_lines("msgstr", entry.msgstr[0])
    lines += _string_lines("msgid_plural", entry.msgid_plural)
    for index, form in enumerate(entry.msgstr):
        lines += _string_lines(f"msgstr[{index}]", form)
    return lines


def format_po(catalog: PoFile) -> str:
    head = [f"# {comment}".rstrip() for comment in catalog.header_comments]
    head += ['msgid ""', *_string_lines("msgstr", catalog.header)]
    blocks = ["\n".join(head)] + ["\n".join(_entry_lines(entry)) for entry in catalog.entries]
    return "\n\n".join(blocks) + "\n"


# -- compiling --------------------------------------------------------------------------------
def compile_mo(catalog: PoFile) -> bytes:
    """The binary ``.mo`` form of ``catalog``: only finished translations (none fuzzy or empty),
    so a message not yet translated falls back to English."""
    messages = {b"": catalog.header.encode("utf-8")}
    for entry in catalog.entries:
        if not entry.translated:
            continue
        source = (
            entry.msgid if entry.msgid_plural is None else f"{entry.msgid}\0{entry.msgid_plural}"
        )
        if entry.context is not None:  # gettext's layout for pgettext: context EOT msgid
            source = f"{entry.context}\x04{source}"
        messages[source.encode("utf-8")] = "\0".join(entry.msgstr).encode("utf-8")
    keys = sorted(messages)
    ids = b"".join(key + b"\0" for key in keys)
    strs = b"".join(messages[key] + b"\0" for key in keys)
    key_start = 7 * 4 + 16 * len(keys)
    value_start = key_start + len(ids)
    key_table, value_table, id_at, str_at = [], [], 0, 0
    for key in keys:
        key_table += [len(key), key_start + id_at]
        value_table += [len(messages[key]), value_start + str_at]
        id_at, str_at = id_at + len(key) + 1, str_at + len(messages[key]) + 1
    head = struct.pack("<7I", _MO_MAGIC, 0, len(keys), 28, 28 + 8 * len(keys), 0, 0)
    tables = struct.pack(f"<{4 * len(keys)}I", *key_table, *value_table)
    return head + tables + ids + strs


def translations_from_po(text: str, source: str = "<po>") -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(compile_mo(parse_po(text, source))))

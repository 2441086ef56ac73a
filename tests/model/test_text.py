"""Issue 9 item 1: one rule for the characters that may not reach a terminal, and one escape."""

from __future__ import annotations

import json
import sys
import unicodedata

import pytest

from scorekeeper.model.bounds import note_problem, text_problem
from scorekeeper.text import EscapingStream, escape, unsafe_char

JOINERS = {"\u200c", "\u200d"}  # kept: emoji sequences and several scripts need them


def _by_category(char: str) -> bool:
    category = unicodedata.category(char)
    return category in {"Cc", "Cs", "Zl", "Zp"} or (category == "Cf" and char not in JOINERS)


def test_the_rule_covers_every_control_format_and_separator_character() -> None:
    missed = [
        f"U+{code:04X}"
        for code in range(sys.maxunicode + 1)
        if _by_category(chr(code)) and unsafe_char(chr(code)) is None
    ]
    assert missed == []


def test_the_rule_refuses_nothing_else_that_is_assigned() -> None:
    # a few code points are Cf only in a later Unicode than Python's tables (unassigned here)
    extra = [
        f"U+{code:04X}"
        for code in range(sys.maxunicode + 1)
        if unsafe_char(chr(code)) is not None
        and not _by_category(chr(code))
        and unicodedata.category(chr(code)) != "Cn"
    ]
    assert extra == []


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("a\x1b[2Jb", "a\\u001b[2Jb"),
        ("\x9b", "\\u009b"),  # C1 CSI: an ESC [ in one byte for some terminals
        ("-5\u202e", "-5\\u202e"),  # a right-to-left override
        ("\udfff", "\\udfff"),  # a lone surrogate: print() would raise
        ("\U000e0041", "\\udb40\\udc41"),  # a tag character, as JSON's surrogate pair
        ("two\nlines\t", "two\\nlines\\t"),
        ("Anna 🙂 Łódź", "Anna 🙂 Łódź"),
        ("👩\u200d💻", "👩\u200d💻"),  # the joiner of an emoji sequence stays
    ],
)
def test_escape(text: str, shown: str) -> None:
    assert escape(text) == shown


def test_escape_of_lines_keeps_line_breaks_tabs_and_crlf_only() -> None:
    assert escape("a\r\nb\tc\rd\n\x07", lines=True) == "a\r\nb\tc\\rd\n\\u0007"


def test_escaped_text_in_a_json_string_decodes_to_the_original() -> None:
    text = "Evil\x1b]0;x\x07\x9b\u2028\U000e0041"
    assert json.loads(f'"{escape(text)}"') == text


def test_escaping_twice_changes_nothing_more() -> None:
    once = escape("\x1b\udfff\u202e")
    assert escape(once) == once


def test_an_escaping_stream_passes_on_only_escaped_text() -> None:
    class Sink:
        def __init__(self) -> None:
            self.parts: list[str] = []

        def write(self, text: str) -> int:
            self.parts.append(text)
            return len(text)

    sink = Sink()
    stream = EscapingStream(sink)  # type: ignore[arg-type]
    assert stream.write("x\x1b\n") == 3
    assert sink.parts == ["x\\u001b\n"]


def test_text_and_note_problems_name_the_character() -> None:
    assert text_problem("ok", "the name") is None
    assert text_problem("a\x1bb", "the name") == "the name holds a control character (\\u001b)"
    assert note_problem("miscount, agreed") is None
    assert "\\u2029" in str(note_problem("a\u2029b"))
    assert "at most 200" in str(note_problem("n" * 201))

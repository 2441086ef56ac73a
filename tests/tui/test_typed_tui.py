"""Issue 20 item 4: the app's code is typed through, with no attribute the type checker is told
to overlook (a dialog writing onto the app did, and so did reading Textual's own bindings past
the app's override): 0 ``type: ignore[attr-defined]`` under ``src/scorekeeper/tui``."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

TUI = Path(__file__).resolve().parents[2] / "src" / "scorekeeper" / "tui"
IGNORED_ATTRIBUTE = re.compile(r"type:\s*ignore\[[^\]]*attr-defined")


def ignored_attributes(source: str) -> list[int]:
    """The lines whose comments tell mypy to overlook an attribute (comments only: a string
    that quotes the words is no such comment)."""
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return [
        token.start[0]
        for token in tokens
        if token.type == tokenize.COMMENT and IGNORED_ATTRIBUTE.search(token.string)
    ]


def test_the_finder_sees_such_a_comment_and_not_a_string() -> None:
    source = 'x = app.foo  # type: ignore[attr-defined]\ny = "# type: ignore[attr-defined]"\n'
    assert ignored_attributes(source) == [1]
    assert ignored_attributes("z = a.b  # type: ignore[union-attr, attr-defined]\n") == [1]


def test_no_attribute_is_overlooked_under_tui() -> None:
    files = sorted(TUI.rglob("*.py"))
    assert len(files) > 50  # the app's modules, not an empty folder
    found = {
        f"{path.relative_to(TUI)}:{line}"
        for path in files
        for line in ignored_attributes(path.read_text(encoding="utf-8"))
    }
    assert found == set()

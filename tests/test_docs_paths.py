"""The docs name files that exist: every ``src/…``, ``tests/…``, ``bench/…``, ``tools/…``,
``docs/…`` or ``presets/…`` path written in the README, CONTRIBUTING.md or docs/ is a file or
folder of the repository, so a move or a rename cannot leave a page pointing at nothing."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", ROOT / "bench" / "README.md"]
PATH = re.compile(r"(?<![\w/.-])((?:src|tests|bench|tools|docs|presets)/[\w./*<>{}-]*[\w/*>}])")


def named_paths(text: str) -> set[str]:
    # a glob ("tests/test_*bench*.py") or a placeholder ("docs/<page>.md") names no one file
    return {p.rstrip("/.") for p in PATH.findall(text) if not set("*<>{}") & set(p)}


def test_the_pattern_finds_paths_and_only_paths() -> None:
    text = "see `src/scorekeeper/tui/app.py`, tests/tui/ and (docs/web.md); not my-src/x.py"
    assert named_paths(text) == {"src/scorekeeper/tui/app.py", "tests/tui", "docs/web.md"}


def test_every_path_the_docs_name_exists() -> None:
    pages = [*PAGES, *sorted((ROOT / "docs").glob("*.md"))]
    missing = [
        f"{page.relative_to(ROOT)}: {path}"
        for page in pages
        if page.exists()
        for path in sorted(named_paths(page.read_text(encoding="utf-8")))
        if not (ROOT / path).exists()
    ]
    assert not missing, "\n".join(missing)

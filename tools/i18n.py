"""Keep scorekeeper's translations in step with its code.

    python tools/i18n.py update   # extract messages, rewrite the .pot, merge into every .po
    python tools/i18n.py check    # fail (exit 1) if a catalog lacks, keeps stale, or has an
                                  # empty, fuzzy or mismatched translation
    python tools/i18n.py lint     # list calls that cannot be extracted or translated well
    python tools/i18n.py todo     # list what is left to translate, per language

After ``update``, translate the entries with an empty ``msgstr`` (and confirm any marked
``fuzzy``) in ``src/scorekeeper/locale/*/LC_MESSAGES/scorekeeper.po``. See docs/i18n.md.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from i18n_catalogs import check_catalog, check_compiles, merge, read_catalog, template
from i18n_extract import Extraction, extract

from scorekeeper.i18n.po import Entry, PoFile, format_po

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = ("ru", "pl")
DOMAIN = "scorekeeper"


@dataclass(frozen=True)
class Layout:
    """Where the sources and catalogs are: the repository's, or a test's copy."""

    root: Path

    @property
    def source(self) -> Path:
        return self.root / "src" / "scorekeeper"

    @property
    def presets(self) -> Path:
        return self.root / "presets"

    @property
    def locale(self) -> Path:
        return self.source / "locale"

    @property
    def pot(self) -> Path:
        return self.locale / f"{DOMAIN}.pot"

    def po(self, language: str) -> Path:
        return self.locale / language / "LC_MESSAGES" / f"{DOMAIN}.po"

    def shown(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()


def current_template(layout: Layout) -> tuple[PoFile, Extraction]:
    found = extract(layout.root, layout.source, layout.presets)
    return template(list(found.messages.values())), found


def write_if_changed(path: Path, text: str) -> bool:
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def run_update(layout: Layout) -> int:
    pot, found = current_template(layout)
    write_if_changed(layout.pot, format_po(pot))
    print(f"{layout.shown(layout.pot)}: {len(pot.entries)} messages")
    for language in TRANSLATED:
        path = layout.po(language)
        merged, report = merge(pot, read_catalog(path), language)
        write_if_changed(path, format_po(merged))
        left = sum(1 for entry in merged.entries if not entry.translated)
        print(
            f"{layout.shown(path)}: {report.added} new ({report.guessed} guessed, fuzzy), "
            f"{report.dropped} stale dropped, {left} to translate"
        )
    _print_findings(found, kinds={"f-string", "format-names"})
    return 0


def run_check(layout: Layout) -> int:
    pot, found = current_template(layout)
    problems = [str(finding) for finding in found.findings if finding.kind == "f-string"]
    on_disk = read_catalog(layout.pot)
    if on_disk is None or {e.key for e in on_disk.entries} != {e.key for e in pot.entries}:
        problems.append(f"{layout.shown(layout.pot)} is out of date")
    for language in TRANSLATED:
        path, shown = layout.po(language), layout.shown(layout.po(language))
        catalog = read_catalog(path)
        if catalog is None:
            problems.append(f"{shown}: missing")
            continue
        problems += check_catalog(pot, catalog, language, shown)
        problems += check_compiles(catalog, shown)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problems; run: python tools/i18n.py update, then translate")
        return 1
    print(f"catalogs complete: {len(pot.entries)} messages in {', '.join(TRANSLATED)}")
    return 0


def run_lint(layout: Layout) -> int:
    _, found = current_template(layout)
    _print_findings(found, kinds=None)
    return 0


def run_todo(layout: Layout) -> int:
    for language in TRANSLATED:
        catalog = read_catalog(layout.po(language))
        pending: list[Entry] = [e for e in catalog.entries if not e.translated] if catalog else []
        for entry in pending:
            state = "fuzzy" if entry.fuzzy else "empty"
            print(f"{language}: {state}: {entry.msgid!r} ({', '.join(entry.references[:2])})")
    return 0


def _print_findings(found: Extraction, kinds: set[str] | None) -> None:
    for finding in found.findings:
        if kinds is None or finding.kind in kinds:
            print(finding)


COMMANDS = {"update": run_update, "check": run_check, "lint": run_lint, "todo": run_todo}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=COMMANDS)
    parser.add_argument("--root", type=Path, default=ROOT, help="repository folder (for tests)")
    args = parser.parse_args(argv)
    return COMMANDS[args.command](Layout(args.root.resolve()))


if __name__ == "__main__":
    sys.exit(main())

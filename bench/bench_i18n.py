"""What speaking Russian or Polish costs: loading a catalog, looking messages up, and the start-up
of a command, each compared with English in the same run (medians of interleaved repeats).

    .venv/bin/python bench/bench_i18n.py           # about half a minute
    .venv/bin/python bench/bench_i18n.py --quick   # seconds; checks the script still runs
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from scorekeeper.i18n import _ as translate
from scorekeeper.i18n import activate, catalog_path, ngettext
from scorekeeper.i18n.po import parse_po, translations_from_po

LANGUAGES = ("en", "ru", "pl")


def median_ms(action: Callable[[], object], reps: int) -> float:
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def catalog_load(reps: int) -> None:
    print("| language | messages | parse + compile + GNUTranslations, ms |")
    print("|---|---:|---:|")
    for language in LANGUAGES[1:]:
        path = catalog_path(language)
        text = path.read_text(encoding="utf-8")
        count = len(parse_po(text).entries)
        took = median_ms(partial(translations_from_po, text), reps)
        print(f"| {language} | {count} | {took:.1f} |")
    print()


def lookups(rounds: int) -> None:
    messages = [e.msgid for e in parse_po(catalog_path("ru").read_text("utf-8")).entries]
    per_call = {}
    for language in LANGUAGES:
        activate(language)

        def look_up_all() -> None:
            for message in messages:
                translate(message)
            ngettext("{count} round", "{count} rounds", 5)

        calls = len(messages) + 1
        per_call[language] = median_ms(look_up_all, rounds) * 1000 / calls
    activate("en")
    print("| language | µs per `_()` call |")
    print("|---|---:|")
    for language, micros in per_call.items():
        print(f"| {language} | {micros:.2f} |")
    print(f"\nlookup ratio ru/en: {per_call['ru'] / per_call['en']:.2f}\n")


def start_up(reps: int) -> None:
    """``scorekeeper --lang L presets`` as a real child process, languages interleaved."""
    with tempfile.TemporaryDirectory() as config:
        env = {**os.environ, "XDG_CONFIG_HOME": config}
        walls: dict[str, list[float]] = {language: [] for language in LANGUAGES}
        for _ in range(reps):
            for language in LANGUAGES:
                command = [sys.executable, "-m", "scorekeeper", "--lang", language, "presets"]
                start = time.perf_counter()
                subprocess.run(command, check=True, capture_output=True, env=env, timeout=60)
                walls[language].append((time.perf_counter() - start) * 1000)
    medians = {language: statistics.median(times) for language, times in walls.items()}
    print("| language | `scorekeeper --lang L presets`, wall ms |")
    print("|---|---:|")
    for language, wall in medians.items():
        print(f"| {language} | {wall:.0f} |")
    for language in LANGUAGES[1:]:
        ratio = medians[language] / medians["en"]
        print(f"\nstart-up ratio {language}/en: {ratio:.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="few repeats; checks the script")
    args = parser.parse_args()
    reps = (3, 3, 2) if args.quick else (50, 200, 15)
    print(f"# Translations ({Path(sys.executable).name}, {'quick' if args.quick else 'full'})\n")
    catalog_load(reps[0])
    lookups(reps[1])
    start_up(reps[2])
    return 0


if __name__ == "__main__":
    sys.exit(main())

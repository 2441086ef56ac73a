"""Benchmark: opening a long stored match costs one replay of its log (issue 10 item 1).

One match of 100,000 events (``bench_tui.build_position``: six-matador-expert, realistic
rounds, a round in progress) is stored in a fresh database and written as a match file
(``match_to_text``, the JSON export). In one run, interleaved, each repeated:

- **score**: ``scorekeeper score FILE`` in this process (``run_score``: read the file, parse
  the JSON, replay the log, print the standings to a null stream);
- **resume**: what the app does to resume the match: ``Store.open``, the backend's library's
  ``open_for_play`` (claim the lease, read the rows, replay the log once), the session,
  ``Store.close``;
- **history view**: what the history screen does to show it: ``Store.open``,
  ``Store.load_match``, ``Store.close``.

Medians of wall time. The limit: resume and history view each within 1.3x of score.

Run:  .venv/bin/python bench/bench_open.py           (about 2 minutes on 2 cores)
      .venv/bin/python bench/bench_open.py --quick   (tiny match; smoke test, no verdict)
Exit status 1 when a ratio is above the limit (never with --quick).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from time import perf_counter

from bench_tui import NO_CUSTOM_PRESETS, build_position  # the sibling module (run as a script)
from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.commands.score import run_score
from scorekeeper.matchfile import match_to_text
from scorekeeper.store import Store
from scorekeeper.tui.backend.library import StoreLibrary

RATIO_LIMIT = 1.3


def score(path: Path) -> None:
    catalog = load_catalog(NO_CUSTOM_PRESETS)
    with contextlib.redirect_stdout(io.StringIO()):
        run_score(path, catalog, as_json=False, preset_id=None)


@functools.cache
def _catalog() -> Catalog:
    return load_catalog(NO_CUSTOM_PRESETS)


def resume(db: Path, match_id: int) -> None:
    """As the app's backend opens a match: claimed and read by its library, then a session."""
    with Store.open(db) as store:
        store.session(StoreLibrary(store, _catalog()).open_for_play(match_id))


def history_view(db: Path, match_id: int) -> None:
    with Store.open(db) as store:
        store.load_match(match_id)


def timed(action: Callable[[], None]) -> float:
    started = perf_counter()
    action()
    return perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny match; no verdict")
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    events, repeats = (200, 2) if args.quick else (args.events, args.repeats)
    with tempfile.TemporaryDirectory() as folder:
        db, file = Path(folder) / "open.db", Path(folder) / "match.json"
        match = build_position(events)
        file.write_text(match_to_text(match), encoding="utf-8")
        with Store.open(db) as store:
            match_id = store.create_match(match)
        actions = {
            "score": lambda: score(file),
            "resume": lambda: resume(db, match_id),
            "history view": lambda: history_view(db, match_id),
        }
        samples: dict[str, list[float]] = {name: [] for name in actions}
        for repeat in range(repeats):
            order = list(actions) if repeat % 2 == 0 else list(actions)[::-1]
            for name in order:
                samples[name].append(timed(actions[name]))
    return report(events, samples, args.quick)


def report(events: int, samples: dict[str, list[float]], quick: bool) -> int:
    print(f"# Opening a stored match of {events:,} events")
    print("\n| action | runs | median s |")
    print("|---|---:|---:|")
    medians = {name: statistics.median(values) for name, values in samples.items()}
    for name, value in medians.items():
        print(f"| {name} | {len(samples[name])} | {value:.3f} |")
    failed = False
    for name in ("resume", "history view"):
        ratio = medians[name] / medians["score"]
        failed |= ratio > RATIO_LIMIT
        print(f"open ratio {name}/score: {ratio:.3f} (limit {RATIO_LIMIT})")
    if quick:
        print("--quick: sizes too small to judge; no verdict")
        return 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

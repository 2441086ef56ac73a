"""Benchmark of the exporters: a 1,000-round match in Markdown, CSV, JSON and HTML.

Issue 5 asks for the figures, not for a timed test. The machine is shared and noisy, so every
figure is a median of interleaved repetitions taken in this one run, and the judgement is a
ratio within the run: the cost per round at 1,000 rounds against the cost per round at 100
(an exporter that is linear in the rounds keeps it near 1). Standard library only.

Run:  .venv/bin/python bench/bench_export.py            (full run, well under a minute)
      .venv/bin/python bench/bench_export.py --quick    (tiny sizes; smoke test, no verdict)
Exit status 1 when a format's per-round ratio is above the limit (never with --quick).
"""

from __future__ import annotations

import argparse
import datetime
import platform
import random
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from time import perf_counter

from scorekeeper.catalog import load_catalog
from scorekeeper.export import FORMATS, ExportInfo, export_text, summarize
from scorekeeper.matchfile import match_to_text
from scorekeeper.model import Event, Lead, Matador, Match, Move, OpenSix, Pass, RoundEnd

PLAYERS = ("Анна-Мария", "Łukasz", "Zofia Żółć", "Вера")  # four: the widest tables
RATIO_LIMIT = 1.5
INFO = ExportInfo(datetime.date(2026, 11, 30), 1)


def build_match(rounds: int, seed: int = 5) -> Match:
    """A legal six-matador-expert match of ``rounds`` rounds of 8-16 events, with debts."""
    catalog = load_catalog(Path(tempfile.mkdtemp()))  # an empty folder: built-in presets only
    match = Match(PLAYERS, catalog.get("six-matador-expert"), rounds_limit=1_000_000)
    rng = random.Random(seed)
    for _ in range(rounds):
        for event in one_round(rng):
            match.record(event)
    return match


def one_round(rng: random.Random) -> list[Event]:
    seat = rng.randrange(len(PLAYERS))
    events: list[Event] = [Lead(PLAYERS[seat])]
    matadors = 0
    for _ in range(rng.randint(7, 15)):
        seat = (seat + 1) % len(PLAYERS)
        kind = rng.choices(("move", "matador", "pass"), (60, 15, 25))[0]
        if kind == "matador" and matadors == 5:  # RULES.md 5.1: the set has five
            kind = "move"
        matadors += kind == "matador"
        player = PLAYERS[seat]
        events.append({"move": Move, "matador": Matador, "pass": Pass}[kind](player))
        if kind != "pass" and rng.random() < 0.1:
            events.append(OpenSix(player))
    events.append(RoundEnd(rng.choice(PLAYERS)))
    return events


def interleaved(jobs: dict[str, Callable[[], float]], reps: int) -> dict[str, float]:
    """Median of each job over ``reps`` rounds; the order rotates so drift hits all alike."""
    samples: dict[str, list[float]] = {key: [] for key in jobs}
    keys = list(jobs)
    for rep in range(reps):
        shift = rep % len(keys)
        for key in keys[shift:] + keys[:shift]:
            samples[key].append(jobs[key]())
    return {key: statistics.median(values) for key, values in samples.items()}


def timed(action: Callable[[], object]) -> Callable[[], float]:
    def run() -> float:
        start = perf_counter()
        action()
        return perf_counter() - start

    return run


def in_process(matches: dict[int, Match], reps: int) -> dict[str, float]:
    jobs: dict[str, Callable[[], float]] = {}
    for rounds, match in matches.items():
        jobs[f"summary {rounds}"] = timed(partial(summarize, match, INFO))
        for fmt in FORMATS:
            jobs[f"{fmt} {rounds}"] = timed(partial(export_text, match, INFO, fmt))
    return interleaved(jobs, reps)


def command_line(match: Match, reps: int) -> dict[str, float]:
    """``scorekeeper export --file`` as a real subprocess, and its start-up on an empty match."""
    folder = Path(tempfile.mkdtemp())
    (folder / "presets").mkdir()
    files = {"full": folder / "full.json", "empty": folder / "empty.json"}
    files["full"].write_text(match_to_text(match), encoding="utf-8")
    files["empty"].write_text(match_to_text(Match(PLAYERS, match.preset)), encoding="utf-8")
    jobs = {
        f"{fmt} {name}": timed(partial(run_export, folder, path, fmt))
        for fmt in FORMATS
        for name, path in files.items()
    }
    return interleaved(jobs, reps)


def run_export(folder: Path, source: Path, fmt: str) -> None:
    argv = [sys.executable, "-m", "scorekeeper", "--presets", str(folder / "presets"), "export",
            "--file", str(source), "--format", fmt]  # fmt: skip
    done = subprocess.run(argv, capture_output=True, check=False)
    if done.returncode != 0 or not done.stdout:
        raise SystemExit(f"bench: {' '.join(argv)} failed: {done.stderr.decode()}")


def report(sizes: tuple[int, int], matches: dict[int, Match], args: argparse.Namespace) -> bool:
    small, large = sizes
    timings = in_process(matches, args.reps)
    print(f"# Export benchmark, {datetime.date.today()}, Python {platform.python_version()}, "
          f"{platform.machine()}; medians of {args.reps} interleaved runs\n")  # fmt: skip
    print(f"In process, a {large}-round match of {len(matches[large].log)} events, 4 players:\n")
    print(f"| format | {large} rounds | per round | bytes | per round at {small} | ratio |")
    print("|---|---:|---:|---:|---:|---:|")
    within = True
    for key in ["summary", *FORMATS]:
        per_large = timings[f"{key} {large}"] / large
        per_small = timings[f"{key} {small}"] / small
        ratio = per_large / per_small
        size = "" if key == "summary" else f"{len(export_text(matches[large], INFO, key)):,}"
        within &= ratio <= RATIO_LIMIT
        print(f"| {key} | {timings[f'{key} {large}'] * 1e3:.1f} ms | {per_large * 1e6:.1f} µs | "
              f"{size} | {per_small * 1e6:.1f} µs | {ratio:.2f} |")  # fmt: skip
    cli = command_line(matches[large], args.command_reps)
    print(f"\n`scorekeeper export --file` ({large} rounds) as a subprocess; the second column "
          "subtracts the same command on an empty match (interpreter, imports, presets), so it "
          "is reading and replaying the file plus the export:\n")  # fmt: skip
    print("| format | whole command | beyond start-up |\n|---|---:|---:|")
    for fmt in FORMATS:
        full, empty = cli[f"{fmt} full"], cli[f"{fmt} empty"]
        print(f"| {fmt} | {full * 1e3:.0f} ms | {(full - empty) * 1e3:.0f} ms |")
    print(f"\nPer-round ratio {large}/{small} within {RATIO_LIMIT}: {'yes' if within else 'NO'}")
    return within


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes, no verdict")
    parser.add_argument("--reps", type=int, default=9)
    parser.add_argument("--command-reps", type=int, default=5)
    args = parser.parse_args()
    sizes = (10, 30) if args.quick else (100, 1_000)
    if args.quick:
        args.reps, args.command_reps = 2, 1
    matches = {rounds: build_match(rounds) for rounds in sizes}
    within = report(sizes, matches, args)
    return 0 if within or args.quick else 1


if __name__ == "__main__":
    sys.exit(main())

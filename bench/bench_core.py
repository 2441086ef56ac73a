"""Benchmark of the core: appending one event, standings, and ``scorekeeper score`` on a file.

Issue 2 asks that the per-event cost at 100,000 events stays within 1.5x of the cost at 1,000.
The machine is shared and noisy, so nothing here is compared with a fixed number of
microseconds: every figure is a median of interleaved repetitions taken in this one run, and
only ratios between sizes are judged. Standard library only.

Run:  .venv/bin/python bench/bench_core.py            (full run, a few minutes on 2 cores)
      .venv/bin/python bench/bench_core.py --quick    (tiny sizes; smoke test, no verdict)
Exit status 1 when the append ratio of a preset is above the limit (never with --quick).
"""

from __future__ import annotations

import argparse
import datetime
import gc
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from time import perf_counter

from core_matches import MIXES, PLAYERS, build_match  # the sibling module (run as a script)
from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.commands.common import load_match
from scorekeeper.commands.score import score_text
from scorekeeper.matchfile import match_to_text
from scorekeeper.model import Match

APPEND_RATIO_LIMIT = 1.5


# -- measuring ---------------------------------------------------------------------------
def append_cost(match: Match, batch: int) -> float:
    """Seconds per ``record`` for the last ``batch`` events, re-appended to the full log."""
    tail = [match.undo() for _ in range(batch)][::-1]
    start = perf_counter()
    for entry in tail:
        match.record(entry)
    return (perf_counter() - start) / batch


def standings_cost(match: Match, calls: int) -> float:
    start = perf_counter()
    for _ in range(calls):
        match.standings()
    return (perf_counter() - start) / calls


def command(path: Path, presets_dir: Path, as_json: bool) -> list[str]:
    # an empty --presets folder keeps the user's own presets out of the measurement
    line = [sys.executable, "-m", "scorekeeper", "--presets", str(presets_dir), "score", str(path)]
    return [*line, "--json"] if as_json else line


Outputs = dict[tuple[str, ...], bytes]  # a command's stdout by its argv


def run_command(argv: list[str], outputs: Outputs | None = None) -> float:
    start = perf_counter()
    done = subprocess.run(argv, capture_output=True, check=False)
    elapsed = perf_counter() - start
    if done.returncode != 0 or not done.stdout:
        raise SystemExit(f"bench: {' '.join(argv)} failed: {done.stderr.decode()}")
    if outputs is not None:
        outputs[tuple(argv)] = done.stdout
    return elapsed


def interleaved(jobs: dict[str, Callable[[], float]], reps: int) -> dict[str, float]:
    """Median of each job over ``reps`` rounds; the order rotates so drift hits all alike."""
    samples: dict[str, list[float]] = {key: [] for key in jobs}
    keys = list(jobs)
    for rep in range(reps):
        shift = rep % len(keys)
        for key in keys[shift:] + keys[:shift]:
            samples[key].append(jobs[key]())
    return {key: statistics.median(values) for key, values in samples.items()}


# -- reporting ---------------------------------------------------------------------------
def label(count: int) -> str:
    return f"{count // 1000}k" if count >= 1000 and count % 1000 == 0 else str(count)


def micro(seconds: float) -> str:
    return f"{seconds * 1e6:.2f}"


def header(settings: argparse.Namespace) -> Iterator[str]:
    yield "# scorekeeper core benchmark"
    yield ""
    yield f"- date: {datetime.datetime.now().astimezone():%Y-%m-%d %H:%M %Z}"
    yield f"- machine: {os.cpu_count()} CPUs, {platform.machine()}, {platform.system()}"
    yield f"- Python {platform.python_version()} ({platform.python_implementation()})"
    yield (
        f"- sizes: {settings.small:,} and {settings.large:,} events; engine: median of "
        f"{settings.reps} interleaved repetitions of {settings.batch} appends; command: median "
        f"of {settings.command_reps} interleaved runs"
    )
    yield ""


Key = tuple[str, int]  # (preset id, events)


def engine_section(
    matches: dict[Key, Match], settings: argparse.Namespace
) -> tuple[list[str], list[float]]:
    jobs: dict[str, Callable[[], float]] = {}
    for (preset_id, size), match in matches.items():
        jobs[f"record {preset_id} {size}"] = partial(append_cost, match, settings.batch)
        jobs[f"standings {preset_id} {size}"] = partial(standings_cost, match, settings.calls)
    cost = interleaved(jobs, settings.reps)
    lines = [
        "## Engine: `Match.record` (one event appended to the full log) and `Match.standings()`",
        "",
        "| preset | events | record µs/event | standings µs/call |",
        "|---|---:|---:|---:|",
    ]
    for preset_id, size in matches:
        record, standing = cost[f"record {preset_id} {size}"], cost[f"standings {preset_id} {size}"]
        lines.append(f"| {preset_id} | {size:,} | {micro(record)} | {micro(standing)} |")
    lines.append("")
    ratios = []
    for mix in MIXES:
        small, large = (f"{mix.preset_id} {settings.small}", f"{mix.preset_id} {settings.large}")
        ratio = cost[f"record {large}"] / cost[f"record {small}"]
        ratios.append(ratio)
        lines.append(
            f"append ratio {label(settings.large)}/{label(settings.small)} {mix.preset_id}: "
            f"{ratio:.2f} (limit {APPEND_RATIO_LIMIT}); standings ratio "
            f"{cost[f'standings {large}'] / cost[f'standings {small}']:.2f}"
        )
    return lines, ratios


def write_files(matches: dict[Key, Match], folder: Path) -> dict[Key, Path]:
    """Each match as a file (preset embedded, as the app exports it), plus an empty match
    per preset (events 0) whose run is the start-up cost: interpreter, imports, presets."""
    paths = {}
    everything = dict(matches)
    for mix in MIXES:
        preset = next(m.preset for (pid, _), m in matches.items() if pid == mix.preset_id)
        everything[(mix.preset_id, 0)] = Match(PLAYERS, preset, mix.target, mix.rounds_limit)
    for (preset_id, size), match in everything.items():
        paths[(preset_id, size)] = folder / f"{preset_id}-{size}.json"
        paths[(preset_id, size)].write_text(match_to_text(match), encoding="utf-8")
    return paths


def check_scores(
    matches: dict[Key, Match], paths: dict[Key, Path], presets_dir: Path, outputs: Outputs
) -> None:
    """The command must score each file to the totals the engine holds, or timing it is moot.
    ``outputs``: the timed runs' own (--quick, where one run of each is all there is), else
    the command is run here, before any is timed."""
    for key, match in matches.items():
        argv = command(paths[key], presets_dir, True)
        stdout = (
            outputs[tuple(argv)] if outputs else subprocess.run(argv, capture_output=True).stdout
        )
        totals = [player["total"] for player in json.loads(stdout)["players"]]
        if totals != match.totals:
            raise SystemExit(f"bench: {paths[key]} scored {totals}, expected {match.totals}")


def command_section(
    paths: dict[Key, Path], settings: argparse.Namespace, presets_dir: Path, outputs: Outputs
) -> list[str]:
    """``outputs``: filled with what each command printed (only --quick asks for it)."""
    keep = outputs if settings.quick else None
    jobs: dict[str, Callable[[], float]] = {}
    for (preset_id, size), path in paths.items():
        for mode in ("table", "json"):
            argv = command(path, presets_dir, mode == "json")
            jobs[f"{preset_id} {size} {mode}"] = partial(run_command, argv, keep)
    wall = interleaved(jobs, settings.command_reps)
    lines = [
        "## Command: `scorekeeper score FILE` as a subprocess (`python -m scorekeeper`)",
        "",
        "| preset | output | events | wall ms | µs/event | µs/event minus start-up |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for preset_id, size in sorted(paths, key=lambda key: (MIX_ORDER[key[0]], key[1])):
        for mode in ("table", "json"):
            lines.append(command_row(wall, preset_id, size, mode))
    lines.append("")
    lines += command_ratios(wall, settings)
    return lines


MIX_ORDER = {mix.preset_id: rank for rank, mix in enumerate(MIXES)}


def command_row(wall: dict[str, float], preset_id: str, size: int, mode: str) -> str:
    total, startup = wall[f"{preset_id} {size} {mode}"], wall[f"{preset_id} 0 {mode}"]
    output = "`--json`" if mode == "json" else "table"
    if size == 0:
        return f"| {preset_id} | {output} | 0 (start-up) | {total * 1e3:.0f} | n/a | n/a |"
    per_event, net = micro(total / size), micro((total - startup) / size)
    return f"| {preset_id} | {output} | {size:,} | {total * 1e3:.0f} | {per_event} | {net} |"


def command_ratios(wall: dict[str, float], settings: argparse.Namespace) -> list[str]:
    lines = []
    sizes = f"{label(settings.large)}/{label(settings.small)}"
    for mix in MIXES:
        for mode in ("table", "json"):
            small, large, empty = (
                wall[f"{mix.preset_id} {size} {mode}"]
                for size in (settings.small, settings.large, 0)
            )
            raw = (large / settings.large) / (small / settings.small)
            net = ((large - empty) / settings.large) / ((small - empty) / settings.small)
            lines.append(
                f"score ratio {sizes} {mix.preset_id} {mode}: per event {raw:.2f}, "
                f"per event minus start-up {net:.2f}; start-up {empty * 1e3:.0f} ms "
                f"= {empty / small:.0%} of the {label(settings.small)} run, "
                f"{empty / large:.0%} of the {label(settings.large)} run"
            )
    return lines


class CollectorClock:
    """Time spent in the cyclic garbage collector, and its full collections, while installed."""

    def __init__(self) -> None:
        self.seconds, self.full, self._started = 0.0, 0, 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = perf_counter()
            return
        self.seconds += perf_counter() - self._started
        self.full += info["generation"] == 2


def in_process_run(path: Path, catalog: Catalog, times: int) -> tuple[float, float, float]:
    """What ``score FILE`` does once started (read, validate, record, render the table), per
    run over ``times`` runs (a small file is too quick to time once): seconds, seconds of it
    in the garbage collector, full collections."""
    gc.collect()  # every sample starts from the same heap
    clock = CollectorClock()
    gc.callbacks.append(clock)
    try:
        start = perf_counter()
        for _ in range(times):
            score_text(load_match(path, catalog))
        elapsed = perf_counter() - start
    finally:
        gc.callbacks.remove(clock)
    return elapsed / times, clock.seconds / times, clock.full / times


def in_process_section(
    paths: dict[Key, Path], catalog: Catalog, settings: argparse.Namespace
) -> list[str]:
    sized = sorted((key for key in paths if key[1] > 0), key=lambda k: (MIX_ORDER[k[0]], k[1]))
    samples: dict[Key, list[tuple[float, float, float]]] = {key: [] for key in sized}
    for rep in range(settings.in_process_reps):  # interleaved, the order rotating
        for key in sized[rep % len(sized) :] + sized[: rep % len(sized)]:
            times = max(1, settings.large // (10 * key[1]))
            samples[key].append(in_process_run(paths[key], catalog, times))
    lines = [
        "## In process: `load_match` + table, the command's own work without start-up",
        "",
        "| preset | events | µs/event | of which in the garbage collector | full collections |",
        "|---|---:|---:|---:|---:|",
    ]
    cost = {}
    for key, runs in samples.items():
        total, collecting, full = (statistics.median(run[i] for run in runs) for i in range(3))
        cost[key] = (total / key[1], (total - collecting) / key[1])
        lines.append(
            f"| {key[0]} | {key[1]:,} | {micro(cost[key][0])} | "
            f"{micro(collecting / key[1])} | {full:.1f} |"
        )
    return [*lines, "", *in_process_ratios(cost, settings)]


def in_process_ratios(
    cost: dict[Key, tuple[float, float]], settings: argparse.Namespace
) -> list[str]:
    lines = []
    for mix in MIXES:
        small, large = cost[(mix.preset_id, settings.small)], cost[(mix.preset_id, settings.large)]
        lines.append(
            f"in-process ratio {label(settings.large)}/{label(settings.small)} {mix.preset_id}: "
            f"{large[0] / small[0]:.2f}; without the time in the garbage collector "
            f"{large[1] / small[1]:.2f}"
        )
    return lines


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, no verdict (smoke test)")
    parser.add_argument("--small", type=int, default=1_000)
    parser.add_argument("--large", type=int, default=100_000)
    parser.add_argument("--reps", type=int, default=41, help="engine repetitions")
    parser.add_argument("--batch", type=int, default=200, help="events appended per repetition")
    parser.add_argument("--calls", type=int, default=1_000, help="standings calls per repetition")
    parser.add_argument("--command-reps", type=int, default=15, help="runs of each command")
    parser.add_argument("--in-process-reps", type=int, default=9, help="in-process scorings")
    settings = parser.parse_args(argv)
    if settings.quick:
        settings.small, settings.large, settings.reps = 60, 300, 3
        settings.batch, settings.calls, settings.command_reps = 20, 50, 1
        settings.in_process_reps = 1
    return settings


def main(argv: list[str] | None = None) -> int:
    settings = parse_args(argv)
    catalog = load_catalog(Path(tempfile.gettempdir()) / "scorekeeper-bench-no-presets")  # none
    matches = {
        (mix.preset_id, size): build_match(mix, catalog.get(mix.preset_id), size)
        for mix in MIXES
        for size in (settings.small, settings.large)
    }
    lines = list(header(settings))
    engine, ratios = engine_section(matches, settings)
    lines += [*engine, ""]
    with tempfile.TemporaryDirectory(prefix="scorekeeper-bench-") as folder:
        presets_dir = Path(folder) / "no-custom-presets"
        presets_dir.mkdir()
        paths = write_files(matches, Path(folder))
        outputs: Outputs = {}
        if not settings.quick:
            check_scores(matches, paths, presets_dir, outputs)
        lines += command_section(paths, settings, presets_dir, outputs)
        if settings.quick:  # the one timed run of each command is checked instead
            check_scores(matches, paths, presets_dir, outputs)
        lines += ["", *in_process_section(paths, catalog, settings)]
    print("\n".join(lines), flush=True)
    return verdict(ratios, settings.quick)


def verdict(ratios: list[float], quick: bool) -> int:
    if quick:
        print("\n--quick: sizes too small to judge; no verdict")
        return 0
    worst = max(ratios)
    within = worst <= APPEND_RATIO_LIMIT
    print(f"\nverdict: worst append ratio {worst:.2f}, {'within' if within else 'ABOVE'} "
          f"the limit of {APPEND_RATIO_LIMIT}")  # fmt: skip
    return 0 if within else 1


if __name__ == "__main__":
    sys.exit(main())

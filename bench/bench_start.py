"""Start-up as the user starts the app (issue 20 item 7): ``scorekeeper new`` in a terminal.

``scorekeeper new --preset matador-classic --players Anna,Boris`` and a bare Textual app that
draws the same screen with the same widgets (``tui_first_frame.py``) are each spawned in a new
pseudo-terminal of 80x24 (``pty_frames.py``: the frames they draw, replayed onto a screen),
and timed from the fork to the end of the first frame that holds the complete board: the
title, both players' cards, the round's log with its hint, the footer's last key
(``tui_first_frame.COMPLETE``). Also timed: the first frame of all (the bare app's lacks its
footer, which Textual composes a frame later, so ours is also set against it), with the CPU
time then, and the frames drawn in the 100 ms from the first one (reading goes on for 150 ms
after the complete frame).

Both ways the sources can be met, each on a fresh copy of ``src/`` and ``presets/`` in a
temporary folder: **with .pyc** (byte-compiled first, as an installed wheel is) and
**without** (no ``__pycache__``, ``PYTHONDONTWRITEBYTECODE=1``, as from a checkout where
bytecode is not written: every module of ours is compiled at every start). Textual and the
other packages are the virtualenv's, byte-compiled, for both apps alike. Each start runs with
a fresh ``HOME`` (default settings, its own database, made by a first start that is not
counted), ``TERM=xterm-256color``. The starts are interleaved (bare and scorekeeper, with and
without .pyc, in alternating orders); medians; the CPU time is the child's, every thread,
when the complete frame ended (``/proc/PID/task/*/schedstat``). The ratios are scorekeeper
against the bare app within one run; the load average before and after is printed beside
them (the machine is shared: prefer the CPU ratio).

Run:  python bench/bench_start.py [--runs 15]      (also run by bench_tui.py)
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from pty_frames import Drawn, first_complete  # the sibling modules (run as a script)
from tui_first_frame import COMPLETE

START_RATIO_LIMIT = 1.3
ROOT = Path(__file__).resolve().parents[1]
BARE = Path(__file__).with_name("tui_first_frame.py")
NEW = ("new", "--preset", "matador-classic", "--players", "Anna,Boris")
KINDS = ("bare", "scorekeeper")
MODES = ("with", "without")  # .pyc files
EARLY = 0.1  # seconds from the first frame: the frames drawn in it are counted
LINGER = 0.15


@dataclass
class Samples:
    first: list[float] = field(default_factory=list)  # wall s, fork to the first frame
    first_cpu: list[float] = field(default_factory=list)  # CPU s at the first frame
    complete: list[float] = field(default_factory=list)  # wall s, fork to the complete one
    cpu: list[float] = field(default_factory=list)  # CPU s at the complete frame
    early: list[int] = field(default_factory=list)  # frames in the first 100 ms


@dataclass(frozen=True)
class Sources:
    src: Path  # a copy of src/, byte-compiled or not
    home: Path  # HOME and the XDG folders of its starts


@contextmanager
def prepared(root: Path = ROOT, modes: tuple[str, ...] = MODES) -> Iterator[dict[str, Sources]]:
    """A fresh copy of the sources of ``root`` for each of ``modes``, each with its own home."""
    with tempfile.TemporaryDirectory(prefix="bench-start-") as folder:
        sources = {}
        for mode in modes:
            copy = Path(folder) / mode
            for part in ("src", "presets"):
                shutil.copytree(root / part, copy / part, ignore=shutil.ignore_patterns("*.pyc"))
            for cache in (copy / "src").rglob("__pycache__"):
                shutil.rmtree(cache)
            if mode == "with":
                compileall.compile_dir(copy / "src", quiet=1)
            (copy / "home").mkdir()
            sources[mode] = Sources(copy / "src", copy / "home")
        yield sources


def child_env(sources: Sources) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TEXTUAL", "SCOREKEEPER"))}
    home = str(sources.home)
    env.update(
        HOME=home, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data",
        XDG_CACHE_HOME=f"{home}/cache", PYTHONPATH=str(sources.src), TERM="xterm-256color",
        PYTHONDONTWRITEBYTECODE="1",  # the copy without .pyc stays without
    )  # fmt: skip
    return env


def command(kind: str) -> list[str]:
    if kind == "bare":
        return [sys.executable, str(BARE)]
    script = Path(sys.executable).with_name("scorekeeper")  # the console script users run
    return [str(script), *NEW] if script.exists() else [sys.executable, "-m", "scorekeeper", *NEW]


def start_once(kind: str, sources: Sources) -> Drawn:
    return first_complete(command(kind), COMPLETE, child_env(sources), LINGER)


def measure(
    runs: int, sources: dict[str, Sources], warm: bool = True
) -> dict[tuple[str, str], Samples]:
    """``warm``: a first start, not counted, makes the settings folder and the database (a
    --quick run skips it: its one start of each is no figure to judge, only a smoke test)."""
    samples = {(kind, mode): Samples() for kind in KINDS for mode in MODES}
    for mode in MODES if warm else ():
        start_once("scorekeeper", sources[mode])
    for run in range(runs):
        modes = MODES if run % 2 == 0 else MODES[::-1]
        for step, mode in enumerate(modes):
            kinds = KINDS if (run + step) % 2 == 0 else KINDS[::-1]
            for kind in kinds:
                note(samples[kind, mode], start_once(kind, sources[mode]))
    return samples


def note(samples: Samples, drawn: Drawn) -> None:
    frames = drawn.frames + drawn.later
    samples.first.append(frames[0].at)
    samples.first_cpu.append(frames[0].cpu if frames[0].cpu is not None else drawn.cpu)
    samples.complete.append(drawn.wall)
    samples.cpu.append(drawn.cpu)
    samples.early.append(sum(1 for frame in frames if frame.at - frames[0].at <= EARLY))


def import_time(sources: Sources) -> tuple[float, float]:
    """Wall and CPU seconds of ``import scorekeeper.tui.app`` alone, in a fresh interpreter."""
    probe = (
        "import time; w, c = time.perf_counter(), time.process_time()\n"
        "import scorekeeper.tui.app\n"
        "print(time.perf_counter() - w, time.process_time() - c)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], env=child_env(sources), capture_output=True, text=True,
        check=True, timeout=60,
    )  # fmt: skip
    wall, cpu = map(float, done.stdout.split())
    return wall, cpu


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f}"


def report(
    samples: dict[tuple[str, str], Samples], imports: dict[str, list[tuple[float, float]]]
) -> float:
    """Print the table and the ratios; the largest ratio (the verdict)."""
    print("\n| app | .pyc | 1st frame | CPU then | complete board | CPU then | frames in 100 ms |")
    print("|---|---|---:|---:|---:|---:|---:|")
    names = {"bare": "bare Textual, same widgets", "scorekeeper": "scorekeeper scoreboard"}
    for mode in MODES:
        for kind in KINDS:
            s = samples[kind, mode]
            figures = (s.first, s.first_cpu, s.complete, s.cpu)
            cells = [
                *(ms(statistics.median(f)) for f in figures),
                f"{statistics.median(s.early):g}",
            ]
            print(f"| {names[kind]} | {mode} | " + " | ".join(cells) + " |")
    print(f"(ms, medians of {len(s.cpu)} starts each; wall time from the fork)")
    verdict = 0.0
    for clock, figure in (("wall", "complete"), ("CPU", "cpu")):
        ratios = {}
        for mode in MODES:
            ours = statistics.median(getattr(samples["scorekeeper", mode], figure))
            ratios[mode] = ours / statistics.median(getattr(samples["bare", mode], figure))
        verdict = max(verdict, *ratios.values())
        print(f"start ratio scorekeeper/bare {clock}: {ratios['with']:.3f} with .pyc, "
              f"{ratios['without']:.3f} without (limit {START_RATIO_LIMIT})")  # fmt: skip
    for mode in MODES:  # the bare app's footer comes late: against its first frame as well
        ours, bare = samples["scorekeeper", mode], samples["bare", mode]
        wall = statistics.median(ours.complete) / statistics.median(bare.first)
        cpu = statistics.median(ours.cpu) / statistics.median(bare.first_cpu)
        print(f"complete board against the bare app's first frame, {mode} .pyc: "
              f"{wall:.3f} wall, {cpu:.3f} CPU")  # fmt: skip
    wall, cpu = (statistics.median(values) for values in zip(*imports["with"], strict=True))
    wall_src, cpu_src = (statistics.median(v) for v in zip(*imports["without"], strict=True))
    print(f"import scorekeeper.tui.app: {ms(wall)} ms wall, {ms(cpu)} ms CPU with .pyc; "
          f"{ms(wall_src)} ms wall, {ms(cpu_src)} ms CPU without")  # fmt: skip
    return verdict


def run(runs: int, root: Path = ROOT, imports_each: int = 3, warm: bool = True) -> float:
    """Measure and report; the verdict (the largest ratio). The imports are timed on the same
    copies as the starts (the starts write no bytecode: the copy without stays without)."""
    load = os.getloadavg()
    with prepared(root) as sources:
        samples = measure(runs, sources, warm)
        imports = {
            mode: [import_time(sources[mode]) for _ in range(imports_each)] for mode in MODES
        }
    verdict = report(samples, imports)
    after = os.getloadavg()
    print(f"load average (1, 5, 15 min): {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} before, "
          f"{after[0]:.2f} {after[1]:.2f} {after[2]:.2f} after")  # fmt: skip
    return verdict


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="starts of each app in each mode")
    parser.add_argument("--root", type=Path, default=ROOT, help="the tree whose src/ to start")
    args = parser.parse_args()
    return 0 if run(args.runs, args.root) <= START_RATIO_LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())

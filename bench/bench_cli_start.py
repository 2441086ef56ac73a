"""The headless commands' start-up (issue 20 item 7): each imports only what it runs.

Fresh child processes, interleaved, on a byte-compiled copy of ``src/`` (``bench_start``'s):
``python -c "import pydantic"`` (the yardstick: one library's import), ``scorekeeper score``
of a small match file (``tests/data/issue-example.json``: two rounds, three players) as a
table and ``--json``, ``presets``, and ``stats`` and ``history`` of a small database (the
test data's match files imported into it; English). Medians of the wall time and of the
child's CPU time (``wait4``); each command's ratio to the yardstick, within the run. Which
of the heavy packages each one loaded is printed beside it (``-X importtime``).

Run:  python bench/bench_cli_start.py [--runs 21]    (--quick: one run each, the smoke test)
Exit status 1 when ``score`` takes more than 1.5x the yardstick's CPU time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench_start import ROOT, Sources, child_env, prepared  # the sibling module (run as a script)

SCORE_LIMIT = 1.5
DATA = ROOT / "tests" / "data"
SMALL = DATA / "issue-example.json"
HEAVY = ("pydantic", "babel", "icu", "sqlite3", "textual", "scorekeeper.export")


def cases(db: Path) -> dict[str, list[str]]:
    script = Path(sys.executable).with_name("scorekeeper")  # the console script users run
    sk = [str(script)] if script.exists() else [sys.executable, "-m", "scorekeeper"]
    return {
        "import pydantic": [sys.executable, "-c", "import pydantic"],
        "score FILE": [*sk, "score", str(SMALL)],
        "score --json FILE": [*sk, "score", "--json", str(SMALL)],
        "presets": [*sk, "presets"],
        "stats": [*sk, "--db", str(db), "stats"],
        "history": [*sk, "--db", str(db), "history"],
    }


def once(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``argv``, its output thrown away."""
    start = time.perf_counter()
    null = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_WRONLY, 0) for fd in (1, 2)]
    pid = os.posix_spawn(argv[0], argv, env, file_actions=null)
    _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"bench: {' '.join(argv)} failed")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def heavy_loaded(argv: list[str], env: dict[str, str]) -> list[str]:
    done = subprocess.run(
        argv, env={**env, "PYTHONPROFILEIMPORTTIME": "1"}, capture_output=True, text=True,
        check=True, timeout=60,
    )  # fmt: skip
    names = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    return [package for package in HEAVY if package in names]


def stored(sources: Sources, env: dict[str, str]) -> Path:
    """A small database: the test data's match files, imported."""
    db = sources.home / "small.db"
    for path in sorted(DATA.glob("*.json")):
        once([sys.executable, "-m", "scorekeeper", "--db", str(db), "import", str(path)], env)
    return db


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs of each command")
    parser.add_argument("--quick", action="store_true", help="one run of each; no verdict")
    parser.add_argument("--root", type=Path, default=ROOT, help="the tree whose src/ to run")
    args = parser.parse_args()
    if args.quick:
        args.runs = 1
    load = os.getloadavg()
    with prepared(args.root, modes=("with",)) as sources:  # the copy with .pyc only
        env = child_env(sources["with"])
        env.pop("PYTHONDONTWRITEBYTECODE")
        table = cases(stored(sources["with"], env))
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name in table}
        for run in range(args.runs):
            for name in list(table)[:: 1 if run % 2 == 0 else -1]:
                samples[name].append(once(table[name], env))
        loaded = {name: heavy_loaded(argv, env) for name, argv in table.items()}
    print("\n| command | wall ms | CPU ms | CPU / import pydantic | heavy packages loaded |")
    print("|---|---:|---:|---:|---|")
    base = statistics.median(cpu for _, cpu in samples["import pydantic"])
    ratios = {}
    for name, runs in samples.items():
        wall, cpu = (statistics.median(values) for values in zip(*runs, strict=True))
        ratios[name] = cpu / base
        heavy = ", ".join(loaded[name]) or "none"
        print(f"| {name} | {wall * 1e3:.1f} | {cpu * 1e3:.1f} | {ratios[name]:.2f} | {heavy} |")
    print(f"(medians of {args.runs} runs each)")
    print(f"score ratio to import pydantic (CPU): {ratios['score FILE']:.3f} (limit {SCORE_LIMIT})")
    after = os.getloadavg()
    print(f"load average (1, 5, 15 min): {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} before, "
          f"{after[0]:.2f} {after[1]:.2f} {after[2]:.2f} after")  # fmt: skip
    if args.quick:
        print("--quick: one run of each; no verdict")
        return 0
    return 0 if ratios["score FILE"] <= SCORE_LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())

"""Every benchmark in bench/ still runs end to end at tiny sizes (``--quick``), so none can rot
between uses: one parametrized test per script, each checking the rows and ratios it prints.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
Deselect them while you work with ``-m "not bench"``; CI runs them. The PostgreSQL ones start
a server of their own (``bench/club_server.py``).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[1] / "bench"
NO_VERDICT = "--quick: sizes too small to judge; no verdict"


def starts(lines: list[str], prefix: str) -> bool:
    return any(line.startswith(prefix) for line in lines)


def row(lines: list[str], prefix: str) -> list[str]:
    """The cells of the first table row that begins with ``prefix``."""
    found = next(line for line in lines if line.startswith(prefix))
    return found.strip("| ").split(" | ")


def core(lines: list[str]) -> None:
    assert "| preset | events | record µs/event | standings µs/call |" in lines
    assert "| preset | output | events | wall ms | µs/event | µs/event minus start-up |" in lines
    for preset in ("six-matador-expert", "matador-pips"):
        assert starts(lines, f"append ratio 300/60 {preset}: ")
        for output in ("table", "json"):
            assert starts(lines, f"score ratio 300/60 {preset} {output}: per event ")
        assert starts(lines, f"in-process ratio 300/60 {preset}: ")
    assert NO_VERDICT in lines


def cli_start(lines: list[str]) -> None:
    for command in ("import pydantic", "score FILE", "score --json FILE", "stats", "history"):
        assert float(row(lines, f"| {command} | ")[1]) > 0  # a CPU time was measured
    assert starts(lines, "score ratio to import pydantic (CPU): ")
    assert "--quick: one run of each; no verdict" in lines


def draw(lines: list[str]) -> None:
    assert lines[0] == "| players | earlier rounds | draw ms (median) | repeated meetings left |"
    assert len([line for line in lines if line.startswith("| 7 |")]) == 2
    assert lines[-1] == "--quick: sizes too small to judge; no verdict"


def screens(lines: list[str]) -> None:
    opens = ("history (first in app)", "statistics (first in app)", "history", "statistics")
    for what in opens:  # judged against the smallest database (10 matches)
        for clock in ("work", "latency"):
            assert starts(lines, f"ratio 120/10 {what} {clock}: ")
        for size in ("10", "60", "120"):  # every open timed at every size, in positive CPU time
            assert float(row(lines, f"| {what} | {size} | ")[3]) > 0
    for what in ("page-down, no fetch", "page-down, fetches a page"):
        for clock in ("work", "latency"):
            assert starts(lines, f"ratio 120/60 {what} {clock}: ")
    assert "| matches | log entries | file bytes | bytes/entry |" in lines
    assert NO_VERDICT in lines


def tile_keys(lines: list[str]) -> None:
    for size in ("10", "60"):
        for key in ("half", "record", "one-key"):
            assert float(row(lines, f"| {size} | {key} | 2 |")[-1]) > 0  # frames drawn per key
    for figure in ("work", "latency"):
        assert starts(lines, f"tile/one-key at 60 {figure}: ")
        assert starts(lines, f"tile 60/10 {figure}: ")
    assert NO_VERDICT in lines


def tiles(lines: list[str]) -> None:
    assert "| through | mode | events | µs per record + undo |" in lines
    for through in ("domain", "store"):
        assert starts(lines, f"tile ratio 60/10 {through}: ")
        assert starts(lines, f"tile/one-key ratio at 60 {through}: ")
    assert NO_VERDICT in lines


def tui(lines: list[str]) -> None:
    assert starts(lines, "| events in the match | keys | work ms/key")
    for size in ("10", "60"):  # a row per size, each with a positive number of frames per key
        assert float(row(lines, f"| {size} | 4 |")[-1]) > 0
    for figure in ("work", "latency"):
        assert starts(lines, f"key ratio 60/10 {figure}: ")
    assert starts(lines, "| bare Textual, same widgets | ")
    assert starts(lines, "| scorekeeper scoreboard | ")
    for clock in ("wall", "CPU"):
        assert starts(lines, f"start ratio scorekeeper/bare {clock}: ")
    assert starts(lines, "import scorekeeper.tui.app: ")
    assert NO_VERDICT in lines


def club_board(lines: list[str]) -> None:
    assert "| measured | players | tables | changes | median ms | 95th percentile ms |" in lines
    for what in ("DOM", "update()"):
        for players, tables in ((4, 1), (32, 8)):
            assert starts(lines, f"| {what} | {players} | {tables} | 4 |")
    assert starts(lines, "DOM ratio 32/4 players (medians): ")
    assert NO_VERDICT in lines


def club_tables(lines: list[str]) -> None:
    assert "| tables at once | pace per table | entries timed | median ms | p99 ms |" in lines
    for tables, pace, entries in ((1, "every 100 ms", 6), (3, "every 100 ms", 18),
                                  (1, "flat out", 6), (3, "flat out", 18)):  # fmt: skip
        assert starts(lines, f"| {tables} | {pace} | {entries} | ")
    for pace in ("every 100 ms", "flat out"):
        assert starts(lines, f"ratio 3/1 {pace}: median ")
    assert NO_VERDICT in lines


def club_history(lines: list[str]) -> None:
    for backend in ("SQLite", "PostgreSQL"):
        assert f"{backend}: filled 400 matches in " in " ".join(lines)
        assert f"### {backend}" in lines
    for screen in ("history", "history --player", "stats", "stats --player"):
        assert len([line for line in lines if line.startswith(f"ratio 400/20 {screen}: ")]) == 2
    assert NO_VERDICT in lines


def export(lines: list[str]) -> None:
    for fmt in ("md", "csv", "json", "html"):
        assert f"| {fmt} |" in "\n".join(lines)


def store(lines: list[str]) -> None:
    for screen in ("history", "history --player", "stats", "stats --player"):
        assert starts(lines, f"ratio 200/10 {screen}: ")
    assert "| matches | entries | file bytes | bytes/entry | open+close ms |" in lines
    assert starts(lines, "record one event (commit + fsync")
    assert NO_VERDICT in lines


def opening(lines: list[str]) -> None:
    for action in ("score", "resume", "history view"):
        assert float(row(lines, f"| {action} | 2 | ")[-1]) > 0
    for action in ("resume", "history view"):
        assert starts(lines, f"open ratio {action}/score: ")
    assert NO_VERDICT in lines


def ratings(lines: list[str]) -> None:
    for operation in ("finish one match", "stats (all players)", "ratings_for 4 players"):
        assert starts(lines, f"| {operation} | ")
    assert starts(lines, "rebuild the ratings from scratch at 300: ")
    assert starts(lines, "delete the oldest match at 300 ")
    assert NO_VERDICT in lines


def i18n(lines: list[str]) -> None:
    assert "| language | messages | parse + compile + GNUTranslations, ms |" in lines
    assert starts(lines, "lookup ratio ru/en: ")
    assert starts(lines, "start-up ratio pl/en: ")


def web(lines: list[str]) -> None:
    assert "| way in | events in the match | changes | median ms | 95th percentile ms |" in lines
    for way in ("store", "app"):
        for events in (10, 40):
            assert float(row(lines, f"| {way} | {events} | 4 | ")[3]) > 0  # --quick: 4 a block
        assert starts(lines, f"{way}: DOM ratio 40/10 (medians): ")
    for viewers in ("no view", "view, 0 viewers", "view, 2 viewers"):
        assert float(row(lines, f"| {viewers} | 4 | ")[-1]) > 0  # frames drawn per key
    assert starts(lines, "viewers ratio 2/0 work: ")
    assert NO_VERDICT in lines


def gate(lines: list[str]) -> None:
    assert lines[0].startswith("| idle connections held | page load ms")
    assert [line.split(" | ")[0] for line in lines[2:]] == ["| 0", "| 100"]


def pg_tables(lines: list[str]) -> None:
    heading = "| tables at once | pace per table | what | entries timed | median ms | p99 ms |"
    assert heading in lines
    for tables, pace, entries in ((1, 200, 3), (4, 200, 12), (1, 50, 4), (3, 50, 12)):
        for what in ("entry", "bare INSERT"):
            assert starts(lines, f"| {tables} | every {pace} ms | {what} | {entries} | ")
    for night in ("4/1 every 200 ms", "3/1 every 50 ms"):
        for what in ("entry", "bare INSERT"):
            assert starts(lines, f"ratio {night}, {what}: median ")
    assert NO_VERDICT in lines


def entry(lines: list[str]) -> None:
    assert "| events | taps | median ms | p95 ms |" in lines
    assert [row(lines, f"| {size} |")[1] for size in (10, 60)] == ["4", "4"]
    assert starts(lines, "ratio 60 / 10 (medians): ")
    for backend in ("SQLite", "PostgreSQL (durable)"):
        assert f"## Tap to kept at table 1 of a club night, {backend}" in lines
    assert sum(line.startswith("| quiet | 4 | ") for line in lines) == 2
    assert sum(line.startswith("| tapping every 2 s | 4 | ") for line in lines) == 2
    assert sum(line.startswith("ratio busy / quiet (medians): ") for line in lines) == 2
    assert NO_VERDICT in lines


def pg_work(lines: list[str]) -> None:
    heading = "| writer | writes | server CPU µs/write (least of the goes) | median of the goes |"
    assert starts(lines, heading)
    for writer in ("entry, superuser", "entry, a table's login", "bare INSERT + COMMIT"):
        cells = row(lines, f"| {writer} | 20 | ")
        assert float(cells[2]) > 0 and float(cells[4]) > 0  # CPU and WAL were measured
        assert float(cells[6]) >= 1  # statements counted
    for writer in ("entry, superuser", "entry, a table's login"):
        assert starts(lines, f"ratio {writer} / bare INSERT: server CPU ")
    assert starts(lines, "| Transaction/COMMIT | ")
    assert starts(lines, "| entries | ")
    assert NO_VERDICT in lines


Checker = Callable[[list[str]], None]
SCRIPTS: dict[str, Checker] = {
    "bench_core.py": core,
    "bench_cli_start.py": cli_start,
    "bench_draw.py": draw,
    "bench_screens.py": screens,
    "bench_tile_keys.py": tile_keys,
    "bench_tiles.py": tiles,
    "bench_tui.py": tui,
    "bench_club.py": club_board,
    "bench_club_tables.py": club_tables,
    "bench_club_history.py": club_history,
    "bench_export.py": export,
    "bench_store.py": store,
    "bench_open.py": opening,
    "bench_ratings.py": ratings,
    "bench_i18n.py": i18n,
    "bench_web.py": web,
    "bench_gate.py": gate,
    "bench_pg_tables.py": pg_tables,
    "bench_pg_work.py": pg_work,
    "bench_entry.py": entry,
}


def test_every_benchmark_has_its_smoke_test() -> None:
    """A new bench script is smoked here too (bench_start.py runs inside bench_tui.py)."""
    scripts = {path.name for path in BENCH.glob("bench_*.py")} - {"bench_start.py"}
    assert scripts == set(SCRIPTS)


@pytest.mark.parametrize("script", SCRIPTS)
def test_a_quick_run_prints_every_row_and_ratio(script: str) -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH / script), "--quick"],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    SCRIPTS[script](done.stdout.splitlines())

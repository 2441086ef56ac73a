"""Benchmark of the tile board (issue 11 item 6): key press to finished frame in a match kept
tile by tile, against the one-key scoreboard at the same match size, through the real store.

The machinery is ``bench_tui.py``'s: the real app under ``run_test(headless=True, size=(80,
24))``, each match in its own SQLite database (WAL, synchronous=FULL) resumed as the app
resumes it, a frame encoded as a real driver would, medians of CPU time (**work**) and wall
time (**latency**) from just before the key to the last frame drawn before the app is idle.

- **tiles**: six-matador-expert for three, kept tile by tile (``tile_matches.py``: rounds
  played by the rules from a shuffled set), then the same four-event round in progress at
  every size. A block presses six tiles, each as two digits (the first half draws the
  prompt; the second checks the tile against the line, prices it, commits it and draws the
  board), then ``u`` and ``ctrl+y``. The tiles are chosen (untimed) so that each goes one
  way only: no question is asked.
- **one-key**: the same preset and players kept with one key a fact (``bench_tui``'s match
  of that size), six ``space`` (a move each, committed) then ``u`` and ``ctrl+y``.

Judged: the recording key (a tile's second half against ``space``) within 1.1x at the same
size, and the tile's recording key at the largest size within 1.2x of the smallest.

Run:  .venv/bin/python bench/bench_tile_keys.py           (about 3 minutes on 2 cores)
      .venv/bin/python bench/bench_tile_keys.py --quick   (tiny sizes; smoke test, no verdict)
Exit status 1 when a ratio is above its limit (never with --quick).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import random
import statistics
import sys
import tempfile
from pathlib import Path

from bench_tui import (  # the sibling module (run as a script)
    NO_CUSTOM_PRESETS,
    SIZE,
    KeySamples,
    TimedApp,
    build_position,
    timed_press,
)
from core_matches import PLAYERS
from scorekeeper.catalog import load_catalog
from scorekeeper.model import Match, Mode, Tile
from scorekeeper.model.tileset import ALL_TILES
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.tui.board.choose import board_for
from scorekeeper.tui.board.shared import BoardScreen
from tile_matches import play_round, single_way_tile

SAME_SIZE_LIMIT, GROWTH_LIMIT = 1.1, 1.2
IN_PROGRESS, TILES_A_BLOCK = 4, 6
FIGURES = ("half", "record", "one-key", "undo/redo (tiles)", "undo/redo (one-key)")


def tiles_position(events: int, seed: int = 5) -> Match:
    preset = load_catalog(NO_CUSTOM_PRESETS).get("six-matador-expert")
    match = Match(PLAYERS, preset, None, None, Mode.TILES)
    rng = random.Random(seed)
    while match.entry_count < events - IN_PROGRESS:
        play_round(match, rng)
    play_round(match, random.Random(seed + 7), limit=IN_PROGRESS)  # the same at every size
    assert match.round_in_progress is not None
    return match


async def tile_block(session: MatchSession, samples: dict[str, KeySamples], tiles: int) -> None:
    size, match = session.match.entry_count, session.match
    app = TimedApp()
    async with app.run_test(headless=True, size=SIZE) as pilot:
        board = board_for(session)
        await app.push_screen(board)
        await pilot.pause()
        for _ in range(tiles):
            tile = _next_tile(board)
            await timed_press(pilot, app, str(tile.low), samples["half"])
            await timed_press(pilot, app, str(tile.high), samples["record"])
        for key in ("u", "ctrl+y"):
            await timed_press(pilot, app, key, samples["undo/redo (tiles)"])
    assert match.entry_count == size + tiles, "a tile was refused"
    while match.entry_count > size:
        session.undo()


def _next_tile(board: BoardScreen) -> Tile:
    """A tile for the current player that goes one way only (untimed: chosen between keys)."""
    match = board.session.match
    player = match.players[board.current or 0]
    tile = single_way_tile(match, player, list(ALL_TILES))
    if tile is None:
        raise SystemExit("bench: no tile goes one way only; choose another seed")
    return tile


async def one_key_block(session: MatchSession, samples: dict[str, KeySamples], keys: int) -> None:
    size = session.match.entry_count
    app = TimedApp()
    async with app.run_test(headless=True, size=SIZE) as pilot:
        await app.push_screen(board_for(session))
        await pilot.pause()
        for _ in range(keys):
            await timed_press(pilot, app, "space", samples["one-key"])
        for key in ("u", "ctrl+y"):
            await timed_press(pilot, app, key, samples["undo/redo (one-key)"])
    while session.match.entry_count > size:
        session.undo()


def measure(sizes: tuple[int, ...], blocks: int,
            tiles: int = TILES_A_BLOCK) -> dict[int, dict[str, KeySamples]]:  # fmt: skip
    samples = {size: {figure: KeySamples() for figure in FIGURES} for size in sizes}
    with tempfile.TemporaryDirectory() as folder:
        sessions = {}
        for size in sizes:
            for kind, build in (("tiles", tiles_position), ("one-key", build_position)):
                store = Store.open(Path(folder) / f"{kind}-{size}.db")  # closed with the process
                sessions[kind, size] = store.load_session(store.create_match(build(size)))
        for block in range(blocks):
            for size in sizes if block % 2 == 0 else sizes[::-1]:
                asyncio.run(tile_block(sessions["tiles", size], samples[size], tiles))
                asyncio.run(one_key_block(sessions["one-key", size], samples[size], tiles))
    return samples


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f}"


def report(sizes: tuple[int, ...], samples: dict[int, dict[str, KeySamples]]) -> float:
    print("\n| events | key | keys | work ms/key (CPU) | latency ms/key (wall) | frames/key |")
    print("|---:|---|---:|---:|---:|---:|")
    for size in sizes:
        for figure in FIGURES:
            s = samples[size][figure]
            work, wall = statistics.median(s.work), statistics.median(s.latency)
            row = f"| {size:,} | {figure} | {len(s.work)} | {ms(work)} | {ms(wall)} |"
            print(f"{row} {statistics.mean(s.frames):.2f} |")
    worst = 0.0
    for figure in ("work", "latency"):
        for size in sizes:
            tile = statistics.median(getattr(samples[size]["record"], figure))
            key = statistics.median(getattr(samples[size]["one-key"], figure))
            print(f"tile/one-key at {size} {figure}: {tile / key:.3f} (limit {SAME_SIZE_LIMIT})")
            worst = max(worst, tile / key / SAME_SIZE_LIMIT)
        small, large = (statistics.median(getattr(samples[n]["record"], figure)) for n in
                        (sizes[0], sizes[-1]))  # fmt: skip
        print(f"tile {sizes[-1]}/{sizes[0]} {figure}: {large / small:.3f} (limit {GROWTH_LIMIT})")
        worst = max(worst, large / small / GROWTH_LIMIT)
    return worst


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes; no verdict")
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 5_000])
    parser.add_argument("--blocks", type=int, default=10, help="blocks per size and mode")
    args = parser.parse_args()
    tiles = TILES_A_BLOCK
    if args.quick:  # two tiles (and two one-key entries) a block: every row is still printed
        args.sizes, args.blocks, tiles = [10, 60], 1, 2
    sizes = tuple(args.sizes)
    print(f"# Tile board benchmark, {datetime.date.today()}")
    worst = report(sizes, measure(sizes, args.blocks, tiles))
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
        return 0
    return 0 if worst <= 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())

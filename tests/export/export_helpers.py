"""The fixed match every export test uses, and helpers to build others (fixtures: conftest).

The golden match, A = Анна, L = Łukasz, Z = Zofia Żółć, under six-matador-expert (move +1,
matador +10, open six +5, pass -6 even into debt):

round 1  Lead A 0, Matador L +10, Move Z +1, Move A +1, OpenSix A +5, Pass L -6, Pass Z -6,
         Move A +1; A went out.
         A 1+5+1 = +7 -> 7       L 10-6 = +4 -> 4        Z 1-6 = -5 -> -5
round 2  Lead L 0, Pass Z -6, Matador A +10, Move L +1, OpenSix L +5, Adjust Z +2 (a note),
         Move Z +1; blocked, pips A 5, L 12, Z 9 (A holds the fewest; the preset pays no pips).
         A +10 -> 17             L 1+5 = +6 -> 10        Z -6+2+1 = -3 -> -8
round 3  Lead Z 0, Move A +1, Move L +1, Pass Z -6, Pass A -6, Move L +1, Move Z +1, Move A +1,
         Move L +1; L went out.
         A 1-6+1 = -4 -> 13      L 1+1+1 = +3 -> 13      Z -6+1 = -5 -> -13
Then the players finish it: A and L tie on 13 (no differential), Z owes 13 (debt 13).
"""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.export import ExportInfo
from scorekeeper.model import (
    Adjust,
    End,
    Finish,
    Lead,
    LogEntry,
    Matador,
    Match,
    Mode,
    Move,
    OpenSix,
    Pass,
    RoundEnd,
    Tile,
    TilePlay,
    replay,
)

GOLDEN = Path(__file__).parent / "golden"
A, L, Z = "Анна", "Łukasz", "Zofia Żółć"
NOTE = "table ruling | \"miscount\" & <b>fix</b> 'ok'"
GOLDEN_INFO = ExportInfo(date=datetime.date(2026, 11, 30), match_id=7)


def golden_entries() -> list[LogEntry]:
    return [
        Lead(A), Matador(L, Tile(2, 4)), Move(Z), Move(A), OpenSix(A), Pass(L), Pass(Z), Move(A),
        RoundEnd(out=A),
        Lead(L), Pass(Z), Matador(A, Tile(0, 0)), Move(L), OpenSix(L), Adjust(Z, 2, NOTE), Move(Z),
        RoundEnd(out=None, pips={A: 5, L: 12, Z: 9}),
        Lead(Z), Move(A), Move(L), Pass(Z), Pass(A), Move(L), Move(Z), Move(A), Move(L),
        RoundEnd(out=L),
        Finish(),
    ]  # fmt: skip


def build(
    catalog: Catalog,
    preset: str,
    players: Iterable[str],
    entries: Iterable[LogEntry],
    mode: Mode = Mode.ONE_KEY,
) -> Match:
    return replay(list(players), catalog.get(preset), entries, mode=mode)


def golden_tiles_entries() -> list[LogEntry]:
    """The golden tiles match, Анна and Łukasz under six-matador-expert, kept tile by tile.

    Round 1 ends in a provable block (both ends blank, all five matadors laid: RULES.md 6.8),
    the tile closing it: Анна 4 matadors x 10 = 40, Łukasz 0:6 10 + 3 moves = 13. Round 2:
    Анна lays her six tiles, Łukasz passing between at -6 (debts): the lead 1:2 (1 | 2) 0;
    the soap on the 1, 0 outward +10; 0:6 across the 2, 6 outward: 10 + open six 5 = 15;
    1:5 across the blank, 5 outward +10; 2:4 across the 5, 4 outward +10; 3:3 across the 6
    +10, her last tile: out. Анна 55 -> 95, Łukasz -30 -> -17.
    """
    return [
        TilePlay(A, Tile(0, 0)), TilePlay(L, Tile(0, 6), End.LEFT, 0),
        TilePlay(A, Tile(1, 5), End.LEFT, 5), TilePlay(L, Tile(0, 1), End.LEFT),
        TilePlay(A, Tile(2, 4), End.RIGHT, 2), TilePlay(L, Tile(0, 4), End.RIGHT),
        TilePlay(A, Tile(3, 3), End.LEFT), TilePlay(L, Tile(0, 3), End.LEFT),
        TilePlay(A, Tile(1, 2)), Pass(L), TilePlay(A, Tile(0, 0), End.LEFT, 0), Pass(L),
        TilePlay(A, Tile(0, 6), End.RIGHT, 6), Pass(L), TilePlay(A, Tile(1, 5), End.LEFT, 5),
        Pass(L), TilePlay(A, Tile(2, 4), End.LEFT, 4), Pass(L), TilePlay(A, Tile(3, 3), End.RIGHT),
    ]  # fmt: skip


def check_golden(name: str, text: str) -> None:
    """Compare with ``golden/NAME``; ``UPDATE_GOLDEN=1`` rewrites it (then review the diff)."""
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_bytes(text.encode("utf-8"))
    assert path.read_bytes().decode("utf-8") == text, f"{name} differs from the golden file"


# root, but bound by file permissions like any user (util-linux's setpriv)
WITHOUT_OVERRIDE = ["setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner", "--"]


def scorekeeper(
    *args: str | Path, home: Path, bound_by_permissions: bool = False
) -> subprocess.CompletedProcess[str]:
    presets = home / "no-presets"
    presets.mkdir(exist_ok=True)
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config")}
    env["SCOREKEEPER_DB"] = str(home / "matches.db")
    command = [sys.executable, "-m", "scorekeeper", "--presets", str(presets), *map(str, args)]
    if bound_by_permissions and os.geteuid() == 0:
        command = WITHOUT_OVERRIDE + command
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=60, check=False)


def one_line_error(done: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert done.returncode == 2, done
    assert "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("scorekeeper: "), done.stderr
    for fragment in fragments:
        assert fragment in done.stderr


def no_temporary_files(folder: Path) -> bool:
    return not [path for path in folder.rglob("*") if path.name.endswith(".tmp")]

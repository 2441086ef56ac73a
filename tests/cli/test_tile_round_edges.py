"""Issue 22 items 1-3 at the command line: a tiles match file with anything after a player's
last tile or after a provable block is refused by ``score`` and ``import`` (exit 2, one line
naming the event's place, the file unchanged, nothing stored); a round end told in full with
the hands re-scores between matador-pips and matador-classic either way (RULES.md 6.11).

The rounds are test_tile_round_close.py's, worked by hand there.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.matchfile import event_to_data
from scorekeeper.model import Adjust, Draw, Event, Pass, RoundEnd, TilePlay
from scorekeeper.store import Store
from tests.cli.cli_helpers import RunCli
from tests.model.test_tile_round_close import (
    BORIS_LEFT,
    CLASSIC_OUT,
    SIX_BLOCK,
    SOAP_BLOCK,
    A,
    B,
    t,
)

OUT = "the round is over: Anna went out"
BLOCKED = "the round is over: the line is blocked (no tile can join either end)"


def tiles_file(
    preset: str, events: list[Event], end: RoundEnd | None = None, *more: dict[str, Any]
) -> dict[str, Any]:
    """One round of ``events`` (and its ``end``), then ``more`` rounds as written."""
    first: dict[str, Any] = {"events": [event_to_data(event) for event in events]}
    if end is not None:
        first["end"] = event_to_data(end)
    return {
        "format": "scorekeeper.match/2",
        "mode": "tiles",
        "preset": preset,
        "players": [A, B],
        "rounds": [first, *more],
    }


AFTER = len(CLASSIC_OUT) + 1  # the event after Anna's last tile: round 1, event 10
CASES: list[tuple[str, dict[str, Any], str]] = [
    ("a pass after the last tile, end kept", tiles_file(
        "matador-classic", [*CLASSIC_OUT, Pass(B)], RoundEnd(A)),
     f"round 1, event {AFTER}: {OUT}"),  # not "Anna still holds 7 tiles" of a phantom round
    ("a tile after the last tile, no end", tiles_file(
        "matador-classic", [*CLASSIC_OUT, TilePlay(B, t("6:6"))]),
     f"round 1, event {AFTER}: {OUT}"),  # not read as round 2's lead
    ("an adjustment after the last tile", tiles_file(
        "matador-classic", [*CLASSIC_OUT, Adjust(B, 5, "agreed")], RoundEnd(A)),
     f"round 1, event {AFTER}: {OUT}"),
    ("a draw after the last tile", tiles_file(
        "matador-classic", [*CLASSIC_OUT, Draw(B)], RoundEnd(A)),
     f"round 1, event {AFTER}: {OUT}"),
    ("an open six after the last tile", tiles_file(
        "matador-classic", CLASSIC_OUT, RoundEnd(A)) | {"rounds": [{
            "events": [event_to_data(e) for e in CLASSIC_OUT]
            + [{"type": "open_six", "player": A}], "end": {"out": A}}]},
     f"round 1, event {AFTER}: {OUT}"),
    ("an adjustment after the last tile under pips", tiles_file(
        "matador-pips", [*CLASSIC_OUT, Adjust(B, 5)], BORIS_LEFT),
     f"round 1, event {AFTER}: {OUT}"),  # docs/rules.md let this one through
    ("a pass after a Six Matador block", tiles_file(
        "six-matador-expert", [*SIX_BLOCK, Pass(A)], RoundEnd(None)),
     f"round 1, event {len(SIX_BLOCK) + 1}: {BLOCKED}"),  # not priced -6
    ("a draw after a Matador block", tiles_file(
        "matador-classic", [*SOAP_BLOCK, Draw(B)], RoundEnd(None)),
     f"round 1, event {len(SOAP_BLOCK) + 1}: {BLOCKED}"),
    ("a pass after a block under pips", tiles_file(
        "matador-pips", [*SOAP_BLOCK, Pass(B)], RoundEnd(None, {A: 12, B: 20})),
     f"round 1, event {len(SOAP_BLOCK) + 1}: {BLOCKED}"),
    ("an out after a block", tiles_file("matador-classic", SOAP_BLOCK, RoundEnd(A)),
     'round 1, end: no tile can join either end, so the round ended: its end is'
     ' {"blocked": true}'),
    ("a wrong hand told", tiles_file(
        "matador-classic", CLASSIC_OUT, RoundEnd(A, hands={B: (t("0:1"),)})),
     "round 1, end: Boris holds 5 tiles by the app's count; the hand typed has 1"),
]  # fmt: skip


@pytest.mark.parametrize("command", ["score", "import"])
@pytest.mark.parametrize(("data", "says"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_nothing_after_a_rounds_last_tile_or_block(
    run_in_process: RunCli,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    command: str,
    data: dict[str, Any],
    says: str,
) -> None:
    monkeypatch.setenv("SCOREKEEPER_DB", str(tmp_path / "m.db"))
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    result = run_in_process(command, path)
    assert result.returncode == 2, result.stdout
    assert result.stderr == f"scorekeeper: {path}: {says}\n"  # one line, naming the event
    assert path.read_bytes() == before
    if command == "import":
        with Store.open(tmp_path / "m.db") as store:
            assert store.count_matches() == 0


def _totals(run: RunCli, data: dict[str, Any], path: Path, *args: str) -> list[int]:
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run("score", path, "--json", *args)
    assert result.returncode == 0, result.stderr
    return [player["total"] for player in json.loads(result.stdout)["players"]]


def test_rescoring_a_told_end_between_pips_and_classic(
    run_in_process: RunCli, tmp_path: Path
) -> None:
    # Anna lays seven tiles and goes out; Boris laid the matadors 2:5 and 0:0 and holds
    # 0:1 0:2 0:3 0:4 0:5 = 15 pips. Under pips Anna wins his 15; under classic Boris has his
    # two matadors at 10 = 20 and the hands are kept, not scored
    path = tmp_path / "match.json"
    for kept_under in ("matador-pips", "matador-classic"):
        data = tiles_file(kept_under, CLASSIC_OUT, BORIS_LEFT)
        assert _totals(run_in_process, data, path) == (
            [15, 0] if kept_under == "matador-pips" else [0, 20]
        )
        assert _totals(run_in_process, data, path, "--preset", "matador-classic") == [0, 20]
        assert _totals(run_in_process, data, path, "--preset", "matador-pips") == [15, 0]


def test_rescoring_under_pips_asks_for_the_pips_a_bare_end_lacks(
    run_in_process: RunCli, tmp_path: Path
) -> None:
    path = tmp_path / "match.json"
    path.write_text(json.dumps(tiles_file("matador-classic", CLASSIC_OUT, RoundEnd(A))))
    result = run_in_process("score", path, "--preset", "matador-pips")
    assert result.returncode == 2
    assert result.stderr == (
        "scorekeeper: cannot re-score under matador-pips: round 1, end: Matador (Polish, pips)"
        " scores pips: give the pips left to Boris\n"
    )


def test_a_told_end_survives_import_and_export(run_in_process: RunCli, tmp_path: Path) -> None:
    data = tiles_file("matador-classic", CLASSIC_OUT, BORIS_LEFT)
    path, out, db = tmp_path / "match.json", tmp_path / "again.json", tmp_path / "m.db"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert run_in_process("--db", db, "import", path).returncode == 0
    done = run_in_process("--db", db, "export", "1", "--format", "json", "-o", out)
    assert done.returncode == 0, done.stderr
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written["rounds"] == data["rounds"]  # the hands with the round's end, once

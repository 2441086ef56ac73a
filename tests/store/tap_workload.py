"""A deterministic stream of phone taps, shared by the kill test and the child it kills.

The taps are drawn blindly (some are refused where they come: an undo with nothing to undo,
a matador the set has no more of): the desk is the umpire, and ``replayed`` says what the same
taps make of a match kept in memory, refusals and all.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from scorekeeper.entry import EntryDesk
from scorekeeper.model import LogEntry
from scorekeeper.session import MatchSession
from tests.store.store_workload import new_match

_DOS = ("tile", "tile", "tile", "tile", "matador", "pass", "undo", "redo", "round_end")


def tap_plan(seed: int, count: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    taps: list[dict[str, Any]] = []
    for number in range(1, count + 1):
        do = rng.choice(_DOS)
        tap: dict[str, Any] = {"id": f"t{number}", "do": do}
        if do == "round_end":
            tap["out"] = rng.randrange(3)
        taps.append(tap)
    return taps


@dataclass(frozen=True)
class Replayed:
    log: list[LogEntry]
    redo: list[LogEntry]
    applied: set[str]  # the ids of the taps that changed the match


def replayed(taps: list[dict[str, Any]]) -> Replayed:
    desk = EntryDesk(MatchSession(new_match()))
    applied = {tap["id"] for tap in taps if desk.tap(tap)["refusal"] is None}
    return Replayed(desk.session.match.log, desk.session.redo_entries, applied)

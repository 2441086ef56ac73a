"""Property tests: random legal matches, checked against a small independent re-implementation.

The generator never asks the code under test what is legal: a reference model written here from
RULES.md tracks the round, the totals and the match end, and only offers entries it allows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.matchfile import match_to_text, parse_match_text
from scorekeeper.model import (
    FROM_PRESET,
    Adjust,
    Event,
    Finish,
    Lead,
    Limit,
    LogEntry,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    Preset,
    Reopen,
    RoundEnd,
    Tile,
    replay,
)
from scorekeeper.model.preset import MatadorLeaves
from scorekeeper.session import MatchSession
from tests.model.model_helpers import custom_preset

NAMES = ["Anna", "Борис", "Łucja", "Vera"]


def _custom(preset_id: str, **changes: Any) -> Preset:
    return custom_preset(id=preset_id, name=preset_id, **changes)


def _catalog() -> Catalog:
    catalog = load_catalog(custom_dir=None)
    catalog.presets = {k: v for k, v in catalog.presets.items() if k in catalog.built_in_ids}
    catalog.presets["no-debts"] = _custom("no-debts")
    catalog.presets["pips-and-matadors"] = _custom(
        "pips-and-matadors",
        sum=7,
        matadors=["0:0", "1:6", "2:5", "3:4"],
        matador_points=3,
        move_points=2,
        pass_points=-2,
        debts=True,
        pip_scoring=True,
        settlement="none",
        rounds=3,
    )
    return catalog


CATALOG = _catalog()
PRESETS = list(CATALOG.presets.values())


# -- the reference model ---------------------------------------------------------------------
def ref_points(event: LogEntry, preset: Preset, total: int) -> int:
    """The price table of RULES.md section 4 with rulings 2-5, written out again."""
    if isinstance(event, Lead):
        return 0
    if isinstance(event, Move):
        return preset.move_points
    if isinstance(event, Matador):
        return preset.matador_points
    if isinstance(event, OpenSix):
        return preset.open_six_points
    if isinstance(event, Adjust):
        return event.points
    assert isinstance(event, Pass)
    if preset.debts or total <= 0:
        return preset.pass_points if preset.debts else 0
    return -min(-preset.pass_points, total)


def ref_winner(end: RoundEnd, players: list[str]) -> str | None:
    if end.out is not None:
        return end.out
    if set(end.pips) != set(players):
        return None
    fewest = min(end.pips.values())
    holders = [p for p in players if end.pips[p] == fewest]
    return holders[0] if len(holders) == 1 else None


@dataclass
class Ref:
    players: list[str]
    preset: Preset
    target: int | None
    rounds_limit: int | None
    totals: list[int] = field(default_factory=list)
    rounds: list[list[int]] = field(default_factory=list)
    round_open: bool = False
    tiles: int = 0
    six_for: str | None = None  # who may claim an open six right now
    finished: bool = False
    # what the set limits this round (RULES.md 5.1, 5.2), so that every log generated is legal
    matadors: int = 0
    named: set[Tile] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.totals = [0] * len(self.players)

    def apply(self, entry: LogEntry) -> None:
        if isinstance(entry, Finish):
            self.finished = True
        elif isinstance(entry, Reopen):
            self.finished, self.target, self.rounds_limit = False, entry.target, entry.rounds_limit
        else:
            self._event(entry)

    def _event(self, event: Event) -> None:
        if not self.round_open:
            self.rounds.append([0] * len(self.players))
            self.round_open, self.tiles, self.six_for = True, 0, None
            self.matadors, self.named = 0, set()
        gains = [0] * len(self.players)
        if isinstance(event, RoundEnd):
            winner = ref_winner(event, self.players)
            if self.preset.pip_scoring and winner is not None:
                gains[self.players.index(winner)] = sum(
                    pips for name, pips in event.pips.items() if name != winner
                )
        else:
            seat = self.players.index(event.player)
            gains[seat] = ref_points(event, self.preset, self.totals[seat])
        for seat, gain in enumerate(gains):
            self.totals[seat] += gain
            self.rounds[-1][seat] += gain
        if isinstance(event, Lead | Move | Matador):
            self.tiles, self.six_for = self.tiles + 1, event.player
        else:
            self.six_for = None
        if isinstance(event, Matador):
            self.matadors += 1
            if event.tile is not None:
                self.named.add(event.tile)
                if not _leaves_a_six(event.tile, self.preset):
                    self.six_for = None  # RULES.md 5.2: no open six can follow this one
        if isinstance(event, RoundEnd):
            self.round_open, self.tiles = False, 0
            played = len(self.rounds)
            reached = self.target is not None and max(self.totals) >= self.target
            self.finished = reached or (
                self.rounds_limit is not None and played >= self.rounds_limit
            )

    def standings(self) -> tuple[dict[str, int], tuple[str, ...], str | None, int | None]:
        best = max(self.totals)
        leaders = tuple(p for p, t in zip(self.players, self.totals, strict=True) if t == best)
        single = leaders[0] if len(leaders) == 1 else None
        differential = None
        if single and self.preset.settlement == "differential":
            differential = best - (sum(self.totals) - best)
        return (
            dict(zip(self.players, self.totals, strict=True)),
            leaders,
            single if self.finished else None,
            differential,
        )


# -- generating legal entries ---------------------------------------------------------------
@dataclass
class Scenario:
    players: list[str]
    preset: Preset
    target: Limit  # FROM_PRESET where the scenario leaves it to the preset
    rounds_limit: Limit
    entries: list[LogEntry]
    ref: Ref


def _pips(draw: Any, names: list[str]) -> dict[str, int]:
    return {name: draw(st.integers(0, 168 // 4)) for name in names}  # at most 168 in all


def _round_end(draw: Any, ref: Ref) -> RoundEnd:
    out = draw(st.sampled_from([None, *ref.players]))
    others = [p for p in ref.players if p != out]
    if ref.preset.pip_scoring or draw(st.booleans()):
        pips = _pips(draw, others)
        if out is not None and draw(st.booleans()):
            pips[out] = 0  # a player who went out may be written down with 0
        return RoundEnd(out, pips)
    return RoundEnd(out)


def _leaves_a_six(tile: Tile, preset: Preset) -> bool:
    """A matador laid across can leave six pips: a six half, and not under ``soap``."""
    return 6 in (tile.low, tile.high) and preset.matador_leaves is not MatadorLeaves.SOAP


def _matador(draw: Any, ref: Ref, player: str) -> Matador:
    left = [tile for tile in ref.preset.matadors if tile not in ref.named]
    return Matador(player, draw(st.sampled_from([None, *left])))


def _table_entry(draw: Any, ref: Ref) -> LogEntry:
    player = draw(st.sampled_from(ref.players))
    kinds = ["pass", "pass", "adjust", "end"]
    if ref.matadors < len(ref.preset.matadors):  # RULES.md 5.1: no more than the set has
        kinds.append("matador")
    kinds += ["move"] * 4 if ref.tiles else ["lead"] * 2
    if ref.six_for is not None:
        kinds += ["open_six"] * 2
    kind = draw(st.sampled_from(kinds))
    if kind == "end":
        return _round_end(draw, ref)
    if kind == "open_six":
        return OpenSix(ref.six_for or player)
    if kind == "matador":
        return _matador(draw, ref, player)
    if kind == "adjust":
        points = draw(st.integers(-20, 20).filter(bool))
        return Adjust(player, points, draw(st.sampled_from(["", "miscount", "ошибка"])))
    plain: dict[str, type[Lead | Move | Pass]] = {"lead": Lead, "move": Move, "pass": Pass}
    return plain[kind](player)


def _reopen(draw: Any, ref: Ref) -> Reopen:
    # a new target must be positive and not yet reached (every total may be a debt)
    lowest = max(1, max(ref.totals) + 1)
    target = draw(st.none() | st.integers(lowest, lowest + 40))
    rounds = draw(st.none() | st.integers(len(ref.rounds) + 1, len(ref.rounds) + 3))
    return Reopen(target, rounds)


@st.composite
def scenarios(draw: Any, control: bool = True, max_entries: int = 50) -> Scenario:
    """A legal log: table events, and (with ``control``) Finish and Reopen."""
    preset = draw(st.sampled_from(PRESETS))
    players = NAMES[: draw(st.integers(2, 4))]
    target = draw(st.none() | st.integers(5, 80))
    rounds_limit = draw(st.none() | st.integers(1, 5))
    ref = Ref(players, preset, target or preset.target, rounds_limit or preset.rounds)
    entries: list[LogEntry] = []
    for _ in range(draw(st.integers(0, max_entries))):
        if ref.finished and not control:
            break
        if ref.finished:
            entry: LogEntry = _reopen(draw, ref)
        elif control and draw(st.integers(0, 30)) == 0:
            entry = Finish()
        else:
            entry = _table_entry(draw, ref)
        ref.apply(entry)
        entries.append(entry)
    return Scenario(
        players,
        preset,
        FROM_PRESET if target is None else target,
        FROM_PRESET if rounds_limit is None else rounds_limit,
        entries,
        ref,
    )


# -- what the properties compare ------------------------------------------------------------
def state(match: Match) -> tuple[Any, ...]:
    return (
        list(match.totals),
        [(list(r.points), list(r.events), r.end, r.winner) for r in match.rounds],
        match.standings(),
        match.finished,
        match.finish_reason,
        match.target,
        match.rounds_limit,
    )


def fresh(s: Scenario) -> Match:
    return Match(s.players, s.preset, s.target, s.rounds_limit)


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(scenarios())
def test_one_by_one_equals_replay_equals_undo_all_and_redo(s: Scenario) -> None:
    one_by_one = fresh(s)
    for entry in s.entries:
        one_by_one.record(entry)
    at_once = replay(s.players, s.preset, s.entries, s.target, s.rounds_limit)
    assert state(one_by_one) == state(at_once)
    assert one_by_one.log == at_once.log == s.entries

    session = MatchSession(fresh(s))
    for entry in s.entries:
        session.record(entry)
    while session.undo() is not None:
        pass
    assert state(session.match) == state(fresh(s))
    while session.redo() is not None:
        pass
    assert state(session.match) == state(one_by_one)
    assert session.match.log == s.entries


@SETTINGS
@given(scenarios())
def test_totals_equal_the_independently_priced_events(s: Scenario) -> None:
    match = replay(s.players, s.preset, s.entries, s.target, s.rounds_limit)
    totals, leaders, winner, differential = s.ref.standings()
    standings = match.standings()
    assert standings.totals == totals
    assert [list(r.points) for r in match.rounds] == s.ref.rounds
    assert sum(map(sum, s.ref.rounds)) == sum(totals.values())  # rounds add up
    assert (standings.leaders, standings.winner, standings.differential) == (
        leaders,
        winner,
        differential,
    )
    assert match.finished == s.ref.finished


@SETTINGS
@given(scenarios(control=False), st.booleans(), st.booleans())
def test_a_match_file_round_trips(s: Scenario, embed: bool, declare_end: bool) -> None:
    match = replay(s.players, s.preset, s.entries, s.target, s.rounds_limit)
    if declare_end and not match.finished:
        match.record(Finish())
    text = match_to_text(match, embed_preset=embed)
    again = parse_match_text(text.encode("utf-8"), CATALOG)
    assert state(again) == state(match)
    assert again.preset == match.preset
    assert again.players == match.players
    assert [e for e in again.log if not isinstance(e, Finish)] == s.entries
    assert match_to_text(again, embed_preset=embed) == text  # and it writes the same bytes

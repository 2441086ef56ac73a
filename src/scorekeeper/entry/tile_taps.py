"""Taps made entries, tile by tile: the very entry the tile board records for the same keys.

A tile tap is the tile board's two halves and, where the tile may be laid more than one way,
its answers (the end, across or lengthwise, the half outward) given at once: the ways are the
board's (``ways_for``), narrowed by what the tap says; more than one left is refused with the
board's question and what each answer earns. A round end's hands are read as the board's
round-end dialog reads a hand typed as tiles.
"""

from __future__ import annotations

import re

from scorekeeper.entry.taps import RoundEndTap, StepTap, TileTap
from scorekeeper.entry.tile_entry import TileEntry, ways_for
from scorekeeper.entry.tile_words import answer_words, asking, earns
from scorekeeper.model import (
    End,
    Match,
    Pass,
    RoundEnd,
    RuleError,
    TableEvent,
    Tile,
    TilePlay,
)
from scorekeeper.model.facts import RECORDS
from scorekeeper.model.line import Placement
from scorekeeper.model.line_joins import lies_across
from scorekeeper.model.placements import Option
from scorekeeper.model.tiles import hand_pips, parse_hand

_HALVES = re.compile(r"[:\-/|]")


def typed(text: str) -> tuple[Tile, int]:
    """The tile and the half typed second (``Tile.parse`` words a bad one)."""
    tile = Tile.parse(text)
    return tile, int(_HALVES.split(text.strip())[1])


def tile_play(tap: TileTap, match: Match, player: str) -> TilePlay:
    """The tile the board would record for these halves and answers, or why not."""
    tile, second = typed(tap.tile)
    entry = ways_for(match, player, tile, second)  # the board's refusal where none fits
    left = tuple(way for way in entry.options if _agrees(way, tap, match))
    narrowed = TileEntry(tile=tile, options=left)
    if not left:
        return _as_told(entry, tap, match, player)
    if narrowed.chosen is None:
        raise RuleError(question_words(narrowed, match))
    return narrowed.chosen.play


def question_words(entry: TileEntry, match: Match) -> str:
    """The board's question with each answer and what it earns: ``3:4 fits both ends: left 3
    +10, right 1 +10``."""
    question = entry.question
    assert question is not None, "asked only where more than one way is left"
    answers = ", ".join(
        f"{answer_words(question, value, match)} {earns(ways, match)}"
        for value, ways in entry.answers().items()
    )
    return f"{asking(entry)} {answers}"


def _agrees(way: Option, tap: TileTap, match: Match) -> bool:
    play, line = way.play, match.table.line if match.table else None
    mirror = line is not None and line.started and line.left == line.right  # placements.py
    if tap.end is not None and not mirror and play.end is not End(tap.end):
        return False
    if tap.half is not None and play.open != tap.half:
        return False
    across = lies_across(play.tile, play.across, match.preset)
    return tap.across is None or tap.across is across


def _as_told(entry: TileEntry, tap: TileTap, match: Match, player: str) -> TilePlay:
    """No way agrees with the tap: the table's own words for the tile laid as told; where the
    table takes it after all, it makes a line one of the ways makes (a lead's half at the
    right given as typed, the soap led lengthwise) and is that way, as the board has it."""
    table = match.table
    assert table is not None and entry.tile is not None
    end = End(tap.end) if tap.end is not None else None
    placement = Placement(entry.tile, end, tap.half, tap.across)
    after, _earning = table.lay(player, placement, match.preset)
    for way in entry.options:
        if way.line == after.line:
            return way.play
    raise RuleError(question_words(entry, match))  # pragma: no cover (every line is a way's)


def step(tap: StepTap, match: Match, player: str) -> TableEvent:
    """A fact of the tile board's keys (a draw) as its key records it, or a pass: one the draw
    rule does not expect is asked first (RULES.md 6.7), after the round's own refusal, as the
    board asks."""
    if tap.do != "pass":
        return RECORDS[tap.do].records(match, player)
    entry = Pass(player)
    match.check_in_round(entry)
    table = match.table
    question = table.unexpected_pass(player, match.preset) if table is not None else None
    if question is not None and not tap.sure:
        raise RuleError(question)
    return entry


def round_end(tap: RoundEndTap, players: tuple[str, ...]) -> RoundEnd:
    """The round end the board's dialog makes: pips as numbers, hands as tiles (their pips
    standing for the hand's, RULES.md 5.3); the rules then check them."""
    out = players[tap.out] if tap.out is not None else None
    pips = {players[seat]: count for seat, count in tap.pips.items()}
    hands: dict[str, tuple[Tile, ...]] = {}
    for seat, words in tap.hands.items():
        if not words:
            continue  # an empty box, as the dialog has it
        name, text = players[seat], " ".join(words)
        try:
            pips[name], hands[name] = hand_pips(text), tuple(parse_hand(text))
        except RuleError as error:
            raise RuleError(f"{name}: {error.message}") from None
    return RoundEnd(out, pips, hands)

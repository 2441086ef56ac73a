"""What the tile board shows of the round in a match kept tile by tile: the line, its two open
ends, each hand's tile count and the stock. Built from the match's ``Table`` and the round's
tiles (at most 28): the match's length never shows."""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.model import End, Match, Preset, TilePlay
from scorekeeper.model.line_joins import EndNumber
from scorekeeper.model.preset import DrawRule


class TableView(NamedTuple):
    """A tiles match's round as the tile board shows it: the line, its ends, hands, stock."""

    left: EndNumber
    right: EndNumber
    chain: tuple[str, ...]  # the line from its left end to its right, each tile as it lies
    held: tuple[int, ...]  # tiles in each hand, in seating order
    stock: int
    started: bool
    blocked: bool
    out: str | None  # who laid their last tile, the round not yet ended (pip presets)
    draws: bool  # whether the preset plays with a stock to draw from


def table_view(match: Match) -> TableView | None:
    table = match.table
    if table is None:
        return None
    in_progress = match.round_in_progress
    tiles = [e for e in in_progress.events if isinstance(e, TilePlay)] if in_progress else []
    line = table.line
    return TableView(
        line.left,
        line.right,
        tuple(_chain(tiles, match.preset)),
        table.held,
        table.stock,
        line.started,
        table.blocked(match.preset),
        table.out,
        match.preset.draw is not DrawRule.NONE,
    )


def _chain(tiles: list[TilePlay], preset: Preset) -> list[str]:
    """Each tile as it lies, its outward half away from the lead; a matador across in bars."""
    left: list[str] = []
    right: list[str] = []
    for play in tiles:
        text = _lying(play)
        if preset.is_matador(play.tile) and play.across is not False:
            text = f"|{text}|"
        (left if play.end is End.LEFT else right).append(text)
    return [*reversed(left), *right]


def _lying(play: TilePlay) -> str:
    tile = play.tile
    if play.end is None and play.open is not None:  # a lead as typed: its open half right
        return f"{tile.low if play.open == tile.high else tile.high}:{play.open}"
    if play.end is None or play.open is None:
        return f"{tile.low}:{tile.high}"  # the lead, low half at the left (6.1), or no outward
    inward = tile.low if play.open == tile.high else tile.high
    return f"{play.open}:{inward}" if play.end is End.LEFT else f"{inward}:{play.open}"

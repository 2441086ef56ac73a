"""The pad of a match kept tile by tile: what the tile board shows and offers, as data.

The line and its open ends in the board's words, the stock, each hand's count, the round's
state, and the 28 tiles, each with the ways it may be laid now as the board finds them
(``ways_for``): the end, the half outward, across or not, what it earns (``Match.change_of``)
and the very tap that lays it so. docs/architecture.md "The entry desk" lists the fields.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.entry.tile_entry import ASKED, TileEntry, ways_for
from scorekeeper.entry.tile_words import answer_words, asking, end_words, stock_words
from scorekeeper.model import End, Match, RuleError, Tile
from scorekeeper.model.line_joins import lies_across
from scorekeeper.model.placements import Option
from scorekeeper.model.tileset import ALL_TILES
from scorekeeper.table_view import TableView, table_view
from scorekeeper.wording import signed


def tile_fields(match: Match, player: str) -> dict[str, Any]:
    """The pad's tile-mode fields, for ``player`` (whose turn it is) laying the next tile."""
    view = table_view(match)
    assert view is not None, "a match kept tile by tile has a table"
    return {
        "line": _line(view),
        "stock": {"count": view.stock, "draws": view.draws, "words": stock_words(view)},
        "round": _round(match),
        "tiles": [_tile(match, player, tile) for tile in ALL_TILES],
    }


def _line(view: TableView) -> dict[str, Any]:
    ends = {"left": view.left, "right": view.right} if view.started else {}
    return {
        "started": view.started,
        "ends": {side: {"shows": n, "words": end_words(n)} for side, n in ends.items()},
        "chain": list(view.chain),
        "blocked": view.blocked,
    }


def _round(match: Match) -> dict[str, Any]:
    """The round the next tile belongs to (its number, whether its lead is laid), and the one
    that ended, if the last entry ended it or it waits for its end."""
    table = match.table
    assert table is not None
    number = len(match.rounds) + (0 if match.round_in_progress else 1)
    return {
        "number": number,
        "started": table.line.started,
        "pips_score": match.preset.pip_scoring,
        "ended": _ended(match),
    }


def _ended(match: Match) -> dict[str, Any] | None:
    """A round over: waiting for its end (pips scored: the hands or pips asked), or closed by
    its last tile or a block (its end may be told in full with the hands: kept, not scored)."""
    table, closed = match.table, match.closed_table
    assert table is not None
    ended = closed or (table if table.out or table.blocked(match.preset) else None)
    if ended is None:
        return None
    return {
        "round": len(match.rounds),
        "out": match.players.index(ended.out) if ended.out is not None else None,
        "waits": closed is None,  # nothing but its end (or an undo) may be recorded now
        "held": list(ended.held),  # each hand's tiles: a hand typed must have as many
        # the round's line (once a tile closed it, the pad's ``line`` is the next round's): no
        # hand holds one of these, so the hands' picker dims them
        "laid": sorted(str(tile) for tile in ended.line.tiles),
    }


def _tile(match: Match, player: str, tile: Tile) -> dict[str, Any]:
    table = match.table
    assert table is not None
    fields: dict[str, Any] = {"tile": str(tile), "on_line": tile in table.line.tiles}
    try:
        entry = ways_for(match, player, tile)
    except RuleError as error:
        return {**fields, "fits": [], "ask": None, "why": error.message, "ways": []}
    return {
        **fields,
        "fits": sorted({way.play.end.value if way.play.end else "lead" for way in entry.options}),
        "ask": asking(entry) or None,
        "why": None,
        "ways": [_way(match, way, _answers(entry, way, match)) for way in entry.options],
    }


def _answers(entry: TileEntry, way: Option, match: Match) -> str:
    """The answers the board's questions take, one after the other, to leave ``way``."""
    said: list[str] = []
    while (question := entry.question) is not None:
        value = dict(ASKED)[question](way)
        said.append(answer_words(question, value, match))
        after = entry.answer(value)
        assert after is not None, "each way answers every question its tile leaves"
        entry = after
    return ", ".join(said)


def _way(match: Match, way: Option, words: str) -> dict[str, Any]:
    play, preset = way.play, match.preset
    across = lies_across(play.tile, play.across, preset)
    points = match.change_of(play)[match.players.index(play.player)]
    tap: dict[str, Any] = {"do": "tile", "tile": f"{play.tile.low}-{play.tile.high}"}
    tap |= {"end": play.end.value} if play.end is not None else {}
    tap |= {"half": play.open} if play.open is not None else {}
    tap |= {"across": across} if preset.is_matador(play.tile) else {}
    return {
        "end": play.end.value if isinstance(play.end, End) else None,
        "half": play.open,
        "across": across,
        "words": words,
        "leaves": end_words(way.leaves),
        "price": signed(points),
        "six": way.earning.open_six,
        "tap": tap,
    }

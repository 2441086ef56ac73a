"""Each kind's fields to and from JSON data (plain dicts), and a player's new name in them.

The readers check what they read.

``model/kinds.py`` names which reader and writer each kind uses; the match file and the store
both go through them, so a kind is read and written the same way everywhere.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TypeVar

from scorekeeper.i18n import _
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import (
    Adjust,
    Control,
    Finish,
    Matador,
    Reopen,
    RoundEnd,
    TableEvent,
    TilePlay,
)
from scorekeeper.model.frozen import Frozen
from scorekeeper.model.line_joins import End
from scorekeeper.model.players import clean_name
from scorekeeper.model.tiles import Tile

# JSON as ``json.loads`` gives it: every reader checks what it finds before it uses it
Data = dict[str, object]
S = TypeVar("S", bound=TableEvent)  # a kind of event at the table: it has a player
C = TypeVar("C", bound=Control)  # the app's own entries: no player


def player(item: Data, field: str = "player") -> str:
    value = item.get(field)
    if not isinstance(value, str):
        raise RuleError(_("'{field}' must name a player").format(field=field))
    return clean_name(value)


def seated(cls: Callable[[str], S]) -> Callable[[Data], S]:
    """The reader of a kind with no field but its player: ``{"player": name}``."""

    def read(item: Data) -> S:
        return cls(player(item))

    return read


def write_player(event: TableEvent) -> Data:
    return {"player": event.player}


def read_matador(item: Data) -> Matador:
    tile = item.get("tile")
    if tile is not None and not isinstance(tile, str):
        raise RuleError(_('a tile is written as text, like "2:4"'))
    return Matador(player(item), Tile.parse(tile) if tile is not None else None)


def write_matador(event: Matador) -> Data:
    data = write_player(event)
    if event.tile is not None:
        data["tile"] = str(event.tile)
    return data


def read_tile(item: Data) -> TilePlay:
    """``{"type": "tile", "player", "tile", "end"?, "open"?, "across"?}`` (match-format.md)."""
    tile = item.get("tile")
    if not isinstance(tile, str):
        raise RuleError(_('a tile is written as text, like "2:4"'))
    end = item.get("end")
    if end is not None and end not in ("left", "right"):
        raise RuleError(_('\'end\' is "left" or "right", not {value}').format(value=show(end)))
    half = item.get("open")
    if half is not None and (
        isinstance(half, bool) or not isinstance(half, int) or not 0 <= half <= 6
    ):
        raise RuleError(
            _("'open' is a half of the tile, 0 to 6, not {value}").format(value=show(half))
        )
    across = item.get("across")
    if across is not None and not isinstance(across, bool):
        raise RuleError(_("'across' is true or false, not {value}").format(value=show(across)))
    return TilePlay(player(item), Tile.parse(tile), None if end is None else End(end), half, across)


def write_tile(event: TilePlay) -> Data:
    data: Data = {**write_player(event), "tile": str(event.tile)}
    if event.end is not None:
        data["end"] = str(event.end)
    if event.open is not None:
        data["open"] = event.open
    if event.across is not None:
        data["across"] = event.across
    return data


def read_adjust(item: Data) -> Adjust:
    points, note = item.get("points"), item.get("note", "")
    if isinstance(points, bool) or not isinstance(points, int):
        raise RuleError(_("an adjustment needs whole 'points', like -3"))
    if not isinstance(note, str):
        raise RuleError(_("a note is text"))
    return Adjust(player(item), points, note)


def write_adjust(event: Adjust) -> Data:
    data: Data = {**write_player(event), "points": event.points}
    if event.note:
        data["note"] = event.note
    return data


def read_end(item: Data) -> RoundEnd:
    blocked = item.get("blocked", False)
    if ("out" in item) == (blocked is True) or blocked not in (True, False):
        raise RuleError(_('a round ends with either "out": name or "blocked": true'))
    pips = item.get("pips", {})
    if not isinstance(pips, dict):
        raise RuleError(_("'pips' maps each player to the pips left in hand"))
    for name, value in pips.items():
        if isinstance(value, bool) or not isinstance(value, int):
            raise RuleError(
                _("{player}: pips are a whole number, not {value}").format(
                    player=name, value=show(value)
                )
            )
    cleaned: dict[str, int] = {}
    for name, value in pips.items():
        if clean_name(name) in cleaned:  # "B" and " B" are the same player
            raise RuleError(_("pips are given twice for {player}").format(player=clean_name(name)))
        cleaned[clean_name(name)] = value
    return RoundEnd(None if blocked else player(item, "out"), cleaned, read_hands(item))


def read_hands(item: Data) -> dict[str, tuple[Tile, ...]]:
    """``"hands": {name: ["6:5", "3:3"]}``: the tiles each player was left holding."""
    hands = item.get("hands", {})
    if not isinstance(hands, dict):
        raise RuleError(_("'hands' maps each player to the tiles left in hand"))
    cleaned: dict[str, tuple[Tile, ...]] = {}
    for name, tiles in hands.items():
        if not isinstance(tiles, list) or not all(isinstance(tile, str) for tile in tiles):
            raise RuleError(
                _('{player}: a hand is a list of tiles, like ["6:5", "3:3"]').format(player=name)
            )
        if clean_name(name) in cleaned:
            raise RuleError(_("a hand is given twice for {player}").format(player=clean_name(name)))
        cleaned[clean_name(name)] = tuple(Tile.parse(tile) for tile in tiles)
    return cleaned


def write_end(end: RoundEnd) -> Data:
    data: Data = {"out": end.out} if end.out is not None else {"blocked": True}
    if end.pips:
        data["pips"] = dict(end.pips)
    if end.hands:
        data["hands"] = {name: [str(tile) for tile in hand] for name, hand in end.hands.items()}
    return data


def read_finish(_item: Data) -> Finish:
    return Finish()


def write_nothing(_entry: Control) -> Data:
    return {}


def read_reopen(item: Data) -> Reopen:
    return Reopen(_count(item, "target"), _count(item, "rounds_limit"))


def write_reopen(entry: Reopen) -> Data:
    return {"target": entry.target, "rounds_limit": entry.rounds_limit}


def _count(item: Data, field: str) -> int | None:
    value = item.get(field)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise RuleError(_("'{field}' must be a whole number or null").format(field=field))
    return value


def show(value: object) -> str:
    """A value as the file wrote it: JSON spelling (null, true), strings quoted."""
    return f"'{value}'" if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


# -- a player renamed in an entry -------------------------------------------------------------
def same(entry: C, _old: str, _new: str) -> C:
    return entry


def rename_seat(event: S, old: str, new: str) -> S:
    return Frozen.replaced(event, player=new) if event.player == old else event  # S, not a union


def rename_end(end: RoundEnd, old: str, new: str) -> RoundEnd:
    pips = {new if name == old else name: value for name, value in end.pips.items()}
    hands = {new if name == old else name: hand for name, hand in end.hands.items()}
    return RoundEnd(new if end.out == old else end.out, pips, hands)

"""What a phone may tap now, as data: the seats, the buttons and, tile by tile, the table
(``tile_pad.py``). docs/architecture.md "The entry desk" lists the fields."""

from __future__ import annotations

from typing import Any

from scorekeeper.entry.buttons import controls, fact_button
from scorekeeper.entry.tile_pad import tile_fields
from scorekeeper.model import Match, Mode
from scorekeeper.model.facts import facts_of, offered
from scorekeeper.session import MatchSession


def pad_of(session: MatchSession, current: str) -> dict[str, Any]:
    """The pad with ``current`` to play (whose turn it is, or who leads the round to come)."""
    match = session.match
    tiles = match.mode is Mode.TILES
    pad: dict[str, Any] = {
        "mode": "tiles" if tiles else "one-key",
        "revision": match.entry_count,
        "finished": match.finished,
        "seats": _seats(match, current),
        "buttons": _buttons(match, current) + controls(session),
    }
    return pad | (tile_fields(match, current) if tiles else {})


def _seats(match: Match, current: str) -> list[dict[str, Any]]:
    table = match.table
    seats = []
    for seat, name in enumerate(match.players):
        fields = {
            "name": name,
            "total": match.totals[seat],
            "debt": max(0, -match.lowest[seat]),
            "turn": name == current,
        }
        seats.append(fields | ({"tiles": table.held[seat]} if table is not None else {}))
    return seats


def _buttons(match: Match, current: str) -> list[dict[str, Any]]:
    """The facts the game has (``RECORDS``, those of the match's mode), each priced; tile by
    tile, the pass says what it asks."""
    tiles = match.table is not None
    buttons = [
        fact_button(do, match, current) for do in facts_of(match.mode) if offered(do, match.preset)
    ]
    return [_asking(button, match, current) for button in buttons] if tiles else buttons


def _asking(button: dict[str, Any], match: Match, current: str) -> dict[str, Any]:
    """A pass the draw rule does not expect carries its question (the tap says ``sure``)."""
    table, ask = match.table, None
    if button["tap"]["do"] == "pass" and button["enabled"] and table is not None:
        ask = table.unexpected_pass(current, match.preset)
    return button | {"ask": ask}

"""One event of a match file to and from its JSON object."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from scorekeeper.i18n import _
from scorekeeper.model import (
    Adjust,
    Event,
    Finish,
    Lead,
    LogEntry,
    Matador,
    Move,
    OpenSix,
    Pass,
    Reopen,
    RoundEnd,
    RuleError,
    Tile,
)
from scorekeeper.model.bounds import note_problem
from scorekeeper.model.players import clean_name

_FIELDS: dict[str, set[str]] = {
    "lead": {"player"},
    "move": {"player"},
    "open_six": {"player"},
    "pass": {"player"},
    "matador": {"player", "tile"},
    "adjust": {"player", "points", "note"},
    "end": {"out", "blocked", "pips"},
}


def event_from_data(item: Any) -> Event:
    """An event of a match file: from outside, so a note must be printable text too."""
    event = _event(item)
    # an ESC in a note would reach every terminal that shows it; what the store holds was
    # checked when it came in and is escaped when shown, so entry_from_data does not refuse it
    problem = note_problem(event.note) if isinstance(event, Adjust) else None
    if problem:
        raise RuleError(problem)
    return event


def _event(item: Any) -> Event:
    if not isinstance(item, dict):
        raise RuleError(_("an event is a JSON object"))
    kind = item.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:  # a list or object is unhashable
        raise RuleError(
            _("unknown event type {type} (known: {known})").format(
                type=_show(kind), known=", ".join(k for k in _FIELDS if k != "end")
            )
        )
    extra = sorted(set(item) - _FIELDS[kind] - {"type"})
    if extra and kind == "end":
        raise RuleError(_("a round end has no field '{field}'").format(field=extra[0]))
    if extra:
        raise RuleError(
            _("a {type} event has no field '{field}'").format(type=kind, field=extra[0])
        )
    return _READERS[kind](item)


def event_to_data(event: Event) -> dict[str, Any]:
    if isinstance(event, RoundEnd):
        data: dict[str, Any] = {"out": event.out} if event.out is not None else {"blocked": True}
        if event.pips:
            data["pips"] = dict(event.pips)
        return data
    data = {"type": event.type, "player": event.player}
    if isinstance(event, Matador) and event.tile is not None:
        data["tile"] = str(event.tile)
    if isinstance(event, Adjust):
        data["points"] = event.points
        if event.note:
            data["note"] = event.note
    return data


def _player(item: dict[str, Any], field: str = "player") -> str:
    value = item.get(field)
    if not isinstance(value, str):
        raise RuleError(_("'{field}' must name a player").format(field=field))
    return clean_name(value)


def _matador(item: dict[str, Any]) -> Matador:
    tile = item.get("tile")
    if tile is not None and not isinstance(tile, str):
        raise RuleError(_('a tile is written as text, like "2:4"'))
    return Matador(_player(item), Tile.parse(tile) if tile is not None else None)


def _adjust(item: dict[str, Any]) -> Adjust:
    points, note = item.get("points"), item.get("note", "")
    if isinstance(points, bool) or not isinstance(points, int):
        raise RuleError(_("an adjustment needs whole 'points', like -3"))
    if not isinstance(note, str):
        raise RuleError(_("a note is text"))
    return Adjust(_player(item), points, note)


def _end(item: dict[str, Any]) -> RoundEnd:
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
                    player=name, value=_show(value)
                )
            )
    cleaned: dict[str, int] = {}
    for name, value in pips.items():
        if clean_name(name) in cleaned:  # "B" and " B" are the same player
            raise RuleError(_("pips are given twice for {player}").format(player=clean_name(name)))
        cleaned[clean_name(name)] = value
    return RoundEnd(None if blocked else _player(item, "out"), cleaned)


def _show(value: Any) -> str:
    """A value as the file wrote it: JSON spelling (null, true), strings quoted."""
    return f"'{value}'" if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


_READERS: dict[str, Callable[[dict[str, Any]], Event]] = {
    "lead": lambda item: Lead(_player(item)),
    "move": lambda item: Move(_player(item)),
    "open_six": lambda item: OpenSix(_player(item)),
    "pass": lambda item: Pass(_player(item)),
    "matador": _matador,
    "adjust": _adjust,
    "end": _end,
}


def entry_to_data(entry: LogEntry) -> dict[str, Any]:
    """Any log entry as JSON, the app's ``finish`` and ``reopen`` included (used by storage)."""
    if isinstance(entry, Finish):
        return {"type": "finish"}
    if isinstance(entry, Reopen):
        return {"type": "reopen", "target": entry.target, "rounds_limit": entry.rounds_limit}
    data = event_to_data(entry)
    return {"type": "end", **data} if isinstance(entry, RoundEnd) else data


def entry_from_data(item: Any) -> LogEntry:
    if isinstance(item, dict) and item.get("type") == "finish":
        return Finish()
    if isinstance(item, dict) and item.get("type") == "reopen":
        return Reopen(_count(item, "target"), _count(item, "rounds_limit"))
    return _event(item)


def _count(item: dict[str, Any], field: str) -> int | None:
    value = item.get(field)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise RuleError(_("'{field}' must be a whole number or null").format(field=field))
    return value

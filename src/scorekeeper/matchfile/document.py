"""The match file, formats v1 and v2: the canonical JSON form of a match (docs/match-format.md).

v2 is v1 with round ends that may keep the hands typed as tiles (``"hands"``). A file is
written as v2 only where a round end has hands, so that a v1 reader refuses it by its format
instead of silently dropping them; every other file stays v1, readable by older versions.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import _, ngettext
from scorekeeper.i18n.system_words import json_reason
from scorekeeper.matchfile.controls import is_control, record_control, rounds_to_data
from scorekeeper.matchfile.events import event_from_data
from scorekeeper.matchfile.tiles import (
    FORMAT_1,
    FORMAT_2,
    file_mode,
    head_fields,
    over_in_file,
    tell_closed_end,
)
from scorekeeper.model import FROM_PRESET, Finish, Limit, Match, Preset, RuleError, preset_from_data
from scorekeeper.model.bounds import MAX_ROUNDS, MAX_TARGET, check_limit

FORMAT = FORMAT_1  # a one-key match without typed hands; otherwise /2 (tiles.py)
FORMAT_HANDS = FORMAT_2  # a round end keeps hands typed as tiles: a v1 reader must refuse it
_EXAMPLE = "2026-05-01T19:30:00+02:00"
_TOP_FIELDS = {
    "format",
    "preset",
    "players",
    "target",
    "rounds_limit",
    "finished",
    "rounds",
    "meta",
    "played",
    "mode",
}


@dataclass(frozen=True)
class Played:
    """When the match was played: its first and its last change (aware datetimes)."""

    start: datetime
    end: datetime

    def to_data(self) -> dict[str, str]:
        return {"start": self.start.isoformat(), "end": self.end.isoformat()}


def parse_match_text(raw: bytes | str, catalog: Catalog) -> Match:
    """A match from the bytes of a file; every problem is a ``RuleError`` naming its place."""
    return parse_match_file(raw, catalog)[0]


def parse_match_file(raw: bytes | str, catalog: Catalog) -> tuple[Match, Played | None]:
    """The match and, where the file says it, when it was played."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise RuleError(
                _("not UTF-8 text (byte {offset}); is this a match file?").format(
                    offset=error.start
                )
            ) from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as error:
        raise RuleError(
            _("not valid JSON: {reason} at line {line}, column {column}").format(
                reason=json_reason(error.msg), line=error.lineno, column=error.colno
            )
        ) from None
    except (ValueError, RecursionError):  # a number too long to read, or nesting too deep
        raise RuleError(
            _("not a match file: the JSON is nested too deep or a number is too long")
        ) from None
    return match_from_data(data, catalog), played_from_data(data)


def match_from_data(data: Any, catalog: Catalog) -> Match:
    if not isinstance(data, dict):
        raise RuleError(_("a match file holds a JSON object, not {kind}").format(kind=_kind(data)))
    unknown = sorted(set(data) - _TOP_FIELDS)
    if unknown:
        raise RuleError(_("unknown field"), _("field {field}").format(field=unknown[0]))
    mode = file_mode(data)
    match = Match(
        _players(data.get("players")),
        _preset(data.get("preset"), catalog),
        _count_or_none(data, "target"),
        _count_or_none(data, "rounds_limit"),
        mode,
    )
    _record_rounds(match, data.get("rounds", []))
    finished = data.get("finished", False)
    if not isinstance(finished, bool):
        raise RuleError(_("must be true or false"), _("field finished"))
    if finished and not match.finished:
        match.record(Finish())
    played_from_data(data)  # a bad "played" is refused by every command that reads the file
    return match


def played_from_data(data: dict[str, Any]) -> Played | None:
    """``"played": {"start": ISO 8601, "end": ISO 8601}``, both with a UTC offset; optional."""
    value = data.get("played")
    if value is None:
        return None
    where = _("field played")
    if not isinstance(value, dict) or set(value) != {"start", "end"}:
        raise RuleError(_("must be an object with a start and an end"), where)
    start, end = (_moment(value[key], where) for key in ("start", "end"))
    if end < start:
        raise RuleError(_("the end comes before the start"), where)
    return Played(start, end)


def _moment(text: Any, where: str) -> datetime:
    try:
        moment = datetime.fromisoformat(text) if isinstance(text, str) and len(text) < 40 else None
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None:
        raise RuleError(_("a time is written like {example}").format(example=_EXAMPLE), where)
    return moment


def match_to_data(
    match: Match, embed_preset: bool = True, dates: Played | None = None
) -> dict[str, Any]:
    """The file form; with ``embed_preset`` the whole preset travels, so it scores the same."""
    rounds = rounds_to_data(match)  # finish and reopen entries in place (matchfile/controls.py)
    return {
        **head_fields(match),  # format 1, or 2 for a tiles match (with its mode) or typed hands
        "preset": match.preset.to_json() if embed_preset else match.preset.id,
        "players": list(match.players),
        "target": match.start_target,  # what the match started with: a reopen carries its own
        "rounds_limit": match.start_rounds_limit,
        "finished": match.finished,
        "rounds": rounds,
        **({"played": dates.to_data()} if dates is not None else {}),
    }


def match_to_text(match: Match, embed_preset: bool = True, dates: Played | None = None) -> str:
    data = match_to_data(match, embed_preset, dates)
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _players(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise RuleError(_("must be a list of names"), _("field players"))
    return value


def _preset(value: Any, catalog: Catalog) -> Preset:
    try:
        if isinstance(value, str):
            return catalog.get(value)
        if isinstance(value, dict):
            return preset_from_data(value)
    except RuleError as error:
        raise error.at(_("field preset")) from None
    raise RuleError(_("must be a preset id or a preset object"), _("field preset"))


def _count_or_none(data: dict[str, Any], name: str) -> Limit:
    """Absent: the preset's default end; null: none; else a positive whole number."""
    if name not in data:
        return FROM_PRESET
    value = data[name]
    if value is None:
        return None
    where = _("field {field}").format(field=name)
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise RuleError(_("must be a positive whole number or null"), where)
    return check_limit(value, where, MAX_TARGET if name == "target" else MAX_ROUNDS)


def _record_rounds(match: Match, rounds: Any) -> None:
    if not isinstance(rounds, list):
        raise RuleError(_("must be a list of rounds"), _("field rounds"))
    for number, played in enumerate(rounds, start=1):
        where = _("round {number}").format(number=number)
        if not isinstance(played, dict) or not isinstance(played.get("events", []), list):
            raise RuleError(_("a round is an object with a list of events"), where)
        if set(played) - {"events", "end"}:
            raise RuleError(
                _("unknown field '{field}'").format(
                    field=sorted(set(played) - {"events", "end"})[0]
                ),
                where,
            )
        closed = _record_events(match, played.get("events", []), where)
        if "end" in played:
            end, at = {"type": "end", **_object(played["end"], where)}, _("{round}, end")
            if closed:
                tell_closed_end(match, end, at.format(round=where))
            else:
                _record(match, end, at.format(round=where))
        elif number < len(rounds) and not closed:
            raise RuleError(_("has no end, but another round follows"), where)


def _record_events(match: Match, events: list[Any], where: str) -> bool:
    """A round's events; True where one of its tiles closed it (a last tile, a block), after
    which no event may follow in it: it would be read as the next round's."""
    closed = False
    for index, item in enumerate(events, start=1):
        place = _("{round}, event {number}").format(round=where, number=index)
        if is_control(item):
            record_control(match, item, place)
            continue
        if closed:
            raise RuleError(over_in_file(match), place)
        _record(match, item, place)
        closed = match.closed_by_tile
    return closed


def _record(match: Match, item: Any, where: str) -> None:
    was_finished = match.finished
    try:
        match.record(event_from_data(item))
    except RuleError as error:
        if was_finished:
            raise RuleError(_finished_message(match), where) from None
        raise error.at(where) from None


def _finished_message(match: Match) -> str:
    reason = {
        "target": _("a total reached the target of {target}").format(target=match.target),
        "rounds": ngettext(
            "the only round was played", "all {rounds} rounds were played", match.rounds_limit or 0
        ).format(rounds=match.rounds_limit),
    }.get(str(match.finish_reason), _("the players finished it"))
    return _("recorded after the match finished ({reason})").format(reason=reason)


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RuleError(
            _("a round end is an object like {out} or {blocked}").format(
                out='{"out": name}', blocked='{"blocked": true}'
            ),
            where,
        )
    if "type" in value:
        raise RuleError(_("unknown field 'type'"), where)
    return value


def _kind(value: Any) -> str:
    return {
        list: _("a list"),
        str: _("a string"),
        int: _("a number"),
        float: _("a number"),
        bool: _("true or false"),
        type(None): _("null"),
    }.get(type(value), type(value).__name__)

"""The match file, format v1: the canonical JSON form of a match (see docs/match-format.md)."""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import _, ngettext
from scorekeeper.matchfile.events import event_from_data, event_to_data
from scorekeeper.model import FROM_PRESET, Finish, Limit, Match, Preset, RuleError, preset_from_data
from scorekeeper.model.bounds import MAX_ROUNDS, MAX_TARGET, check_limit

FORMAT = "scorekeeper.match/1"
_TOP_FIELDS = {
    "format",
    "preset",
    "players",
    "target",
    "rounds_limit",
    "finished",
    "rounds",
    "meta",
}


def parse_match_text(raw: bytes | str, catalog: Catalog) -> Match:
    """A match from the bytes of a file; every problem is a ``RuleError`` naming its place."""
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
                reason=error.msg, line=error.lineno, column=error.colno
            )
        ) from None
    except (ValueError, RecursionError):  # a number too long to read, or nesting too deep
        raise RuleError(
            _("not a match file: the JSON is nested too deep or a number is too long")
        ) from None
    return match_from_data(data, catalog)


def match_from_data(data: Any, catalog: Catalog) -> Match:
    if not isinstance(data, dict):
        raise RuleError(_("a match file holds a JSON object, not {kind}").format(kind=_kind(data)))
    unknown = sorted(set(data) - _TOP_FIELDS)
    if unknown:
        raise RuleError(_("unknown field"), _("field {field}").format(field=unknown[0]))
    if data.get("format") != FORMAT:
        raise RuleError(
            _('expected "{expected}", found {found}').format(
                expected=FORMAT, found=json.dumps(data.get("format"), ensure_ascii=False)
            ),
            _("field format"),
        )
    match = Match(
        _players(data.get("players")),
        _preset(data.get("preset"), catalog),
        _count_or_none(data, "target"),
        _count_or_none(data, "rounds_limit"),
    )
    _record_rounds(match, data.get("rounds", []))
    finished = data.get("finished", False)
    if not isinstance(finished, bool):
        raise RuleError(_("must be true or false"), _("field finished"))
    if finished and not match.finished:
        match.record(Finish())
    return match


def match_to_data(match: Match, embed_preset: bool = True) -> dict[str, Any]:
    """The file form; with ``embed_preset`` the whole preset travels, so it scores the same."""
    rounds = []
    for played in match.rounds:
        entry: dict[str, Any] = {"events": [event_to_data(event) for event in played.events]}
        if played.end is not None:
            entry["end"] = event_to_data(played.end)
        rounds.append(entry)
    return {
        "format": FORMAT,
        "preset": match.preset.to_json() if embed_preset else match.preset.id,
        "players": list(match.players),
        "target": match.target,
        "rounds_limit": match.rounds_limit,
        "finished": match.finished,
        "rounds": rounds,
    }


def match_to_text(match: Match, embed_preset: bool = True) -> str:
    return json.dumps(match_to_data(match, embed_preset), ensure_ascii=False, indent=2) + "\n"


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
        for index, item in enumerate(played.get("events", []), start=1):
            _record(match, item, _("{round}, event {number}").format(round=where, number=index))
        if "end" in played:
            _record(
                match,
                {"type": "end", **_object(played["end"], where)},
                _("{round}, end").format(round=where),
            )
        elif number < len(rounds):
            raise RuleError(_("has no end, but another round follows"), where)


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

"""The app's ``finish`` and ``reopen`` entries in a match file (docs/match-format.md).

A match can be declared over and reopened with a new target or rounds limit, any number of
times, mid-round too. The file keeps those entries where they happened, in the ``events`` of
the round they come before (a round after the last one, when nothing follows them), so that
the file reads back as the very log the app kept. Entries that were undone are not written.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.i18n import _
from scorekeeper.matchfile.events import event_to_data
from scorekeeper.model import Finish, LogEntry, Match, Reopen, RoundEnd, RuleError
from scorekeeper.model.events import Control

CONTROL_TYPES = ("finish", "reopen")
_REOPEN_FIELDS = ("target", "rounds_limit")


def is_control(item: Any) -> bool:
    """Whether a file's event is a ``finish`` or ``reopen`` entry rather than a fact of play."""
    return (
        isinstance(item, dict)
        and isinstance(item.get("type"), str)
        and item["type"] in (CONTROL_TYPES)
    )


def record_control(match: Match, item: dict[str, Any], where: str) -> None:
    try:
        match.record(control_from_data(item))
    except RuleError as error:
        raise error.at(where) from None


def control_from_data(item: dict[str, Any]) -> Control:
    kind = item["type"]
    allowed = {"type", *(_REOPEN_FIELDS if kind == "reopen" else ())}
    extra = sorted(set(item) - allowed)
    if extra:
        raise RuleError(
            _("a {type} entry has no field '{field}'").format(type=kind, field=extra[0])
        )
    if kind == "finish":
        return Finish()
    target, rounds_limit = (_limit(item, name) for name in _REOPEN_FIELDS)
    return Reopen(target, rounds_limit)


def _limit(item: dict[str, Any], name: str) -> int | None:
    # both are required: "absent" would be ambiguous between no target and the preset's
    if name not in item:
        raise RuleError(_("a reopen entry says its '{field}', a number or null").format(field=name))
    value = item[name]
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise RuleError(_("'{field}' must be a positive whole number or null").format(field=name))
    return value


def control_to_data(entry: Control) -> dict[str, Any]:
    if isinstance(entry, Finish):
        return {"type": "finish"}
    return {"type": "reopen", "target": entry.target, "rounds_limit": entry.rounds_limit}


def rounds_to_data(match: Match) -> list[dict[str, Any]]:
    """The rounds of the file, written from the log so that finish and reopen keep their place.

    A finish that ends the log is left to the top-level ``"finished": true``, which reads back
    as the same entry; so a match never reopened is written exactly as format v1 always was.
    """
    entries: list[LogEntry] = match.log
    closing = match.closing_steps()  # a tile that ended its round: the round's end follows it
    told = match.told_steps()  # that end told in full: written there, with the tile's round
    if entries and isinstance(entries[-1], Finish):
        entries = entries[:-1]
    rounds: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    for entry, closed, in_full in zip(entries, closing, told, strict=False):
        if in_full:
            continue
        if current is None:
            current = {"events": []}
            rounds.append(current)
        if isinstance(entry, RoundEnd):
            current["end"] = event_to_data(entry)
            current = None
        elif isinstance(entry, Finish | Reopen):
            current["events"].append(control_to_data(entry))
        else:
            current["events"].append(event_to_data(entry))
            if closed:
                current["end"], current = _end_of(match, len(rounds)), None
    return rounds


def _end_of(match: Match, number: int) -> dict[str, Any]:
    end = match.rounds[number - 1].end
    assert end is not None
    return event_to_data(end)

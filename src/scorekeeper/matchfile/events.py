"""One event of a match file to and from its JSON object.

The kinds, their fields and how each is read and written are in ``model/kinds.py``; this
module checks the envelope (a JSON object, a known type, no unknown field).
"""

from __future__ import annotations

from typing import Any

from scorekeeper.i18n import _
from scorekeeper.model import Adjust, Event, Finish, LogEntry, Reopen, RuleError
from scorekeeper.model.bounds import note_problem
from scorekeeper.model.kind_data import show
from scorekeeper.model.kinds import BY_TYPE, KINDS, EntryKind, kind_of

_IN_FILE = {kind.type: kind for kind in KINDS if kind.in_file}


def event_from_data(item: Any) -> Event:
    """An event of a match file: from outside, so a note must be printable text too."""
    event = _read(item, _IN_FILE)
    assert not isinstance(event, Finish | Reopen)  # only the kinds a file holds are read
    # an ESC in a note would reach every terminal that shows it; what the store holds was
    # checked when it came in and is escaped when shown, so entry_from_data does not refuse it
    problem = note_problem(event.note) if isinstance(event, Adjust) else None
    if problem:
        raise RuleError(problem)
    return event


def event_to_data(event: Event) -> dict[str, Any]:
    """As the match file writes it: a round end has no "type" (it is a round's "end")."""
    kind = kind_of(event)
    return kind.to_data(event) if not kind.table else {"type": kind.type, **kind.to_data(event)}


def entry_to_data(entry: LogEntry) -> dict[str, Any]:
    """Any log entry as JSON, the app's ``finish`` and ``reopen`` included (used by storage)."""
    kind = kind_of(entry)
    return {"type": kind.type, **kind.to_data(entry)}


def entry_from_data(item: Any) -> LogEntry:
    return _read(item, BY_TYPE)


def _read(item: Any, known: dict[str, EntryKind]) -> LogEntry:
    if not isinstance(item, dict):
        raise RuleError(_("an event is a JSON object"))
    name = item.get("type")
    if not isinstance(name, str) or name not in known:  # a list or object is unhashable
        raise RuleError(
            _("unknown event type {type} (known: {known})").format(
                type=show(name), known=", ".join(kind.type for kind in KINDS if kind.table)
            )
        )
    kind = known[name]
    extra = sorted(set(item) - kind.fields - {"type"})
    if extra and name == "end":
        raise RuleError(_("a round end has no field '{field}'").format(field=extra[0]))
    if extra:
        raise RuleError(
            _("a {type} event has no field '{field}'").format(type=name, field=extra[0])
        )
    return kind.from_data(item)

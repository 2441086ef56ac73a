"""A match rebuilt from its log: for edits, loading and re-scoring under another preset."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scorekeeper.i18n import _
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import Draw, LogEntry, Pass, RoundEnd
from scorekeeper.model.match import Match
from scorekeeper.model.preset import Preset
from scorekeeper.model.rounds import FROM_PRESET, Limit
from scorekeeper.model.tile_round import Mode


def replay(
    players: Sequence[str],
    preset: Preset,
    entries: Iterable[LogEntry],
    target: Limit = FROM_PRESET,
    rounds_limit: Limit = FROM_PRESET,
    mode: Mode = Mode.ONE_KEY,
    trusted: bool = False,
) -> Match:
    """A match rebuilt from its log; used for edits, loading and re-scoring under a preset.

    ``trusted``: the store's own log, checked when each entry was recorded. A rule added since
    (the set's limits, look-alike names) must not make a stored match unreadable, or a
    migration that replays every log fail: an entry today's rules refuse is taken as recorded.
    An edit replays untrusted, so it names such an entry instead.
    """
    match = Match(players, preset, target, rounds_limit, mode, trusted)
    for entry in entries:
        try:
            match.record(entry)
        except RuleError as error:
            # a tiles match's tiles are checked as they move the table, recorded or not; the
            # checks that came later (the hands against the line, nothing after a round is
            # over: tile_close.py) are left out when taken as recorded
            if not trusted:
                raise error.at(_place(match, entry)) from None
            try:
                match.record(entry, checked=False)
            except RuleError as again:  # not even as recorded: the log itself is wrong
                raise again.at(_place(match, entry)) from None
    return match


def _place(match: Match, entry: LogEntry) -> str:
    """Where ``entry`` would have gone, as a person counts: round and event number."""
    current = match.round_in_progress
    if current is None and match.closed_by_tile and isinstance(entry, Pass | Draw):
        current = match.rounds[-1]  # refused as the closed round's: no round begins so
    number = len(match.rounds) + (0 if current else 1)
    where = _("round {number}").format(number=number)
    if isinstance(entry, RoundEnd):
        return _("{round}, end").format(round=where)
    index = (len(current.events) if current else 0) + 1
    return _("{round}, event {number}").format(round=where, number=index)

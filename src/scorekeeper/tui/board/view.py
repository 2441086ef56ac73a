"""What the scoreboard shows, as one immutable snapshot derived from the match.

The screen rebuilds this after every change and hands it down with ``data_bind``. Building
it costs O(1) in the length of the match: only the round in progress and the one before
it can change with a key press; older rows of the rounds table are reused as they are.

Its words are the screen's: the names, the verdict, the preset's name and the prompt are
escaped here (``tui/shown.py``), once for every widget bound to the view; the events
are the match's own, and their lines escape what they quote (``widgets/event_log.py``).
"""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.model import Match, Round, Settlement, TableEvent
from scorekeeper.table_view import TableView, table_view
from scorekeeper.tui.shown import shown, shown_all
from scorekeeper.wording import end_rule, verdict_line


class RoundRow(NamedTuple):
    """One row of the rounds table: the round's points and the running totals."""

    number: int
    points: tuple[int, ...]
    running: tuple[int, ...]  # each player's total after this round
    ended: bool


class BoardView(NamedTuple):
    """Everything the scoreboard shows, one snapshot rebuilt after every change."""

    players: tuple[str, ...] = ()
    totals: tuple[int, ...] = ()
    round_points: tuple[int, ...] = ()  # the round in progress (zeros between rounds)
    current: int | None = None  # seat whose turn it is
    leaders: tuple[str, ...] = ()
    differential: int | None = None
    settles_by_differential: bool = False
    finished: bool = False
    round_number: int = 1  # the round being played, or about to start
    events: tuple[TableEvent, ...] = ()  # of the round in progress
    event_points: tuple[int, ...] = ()  # what each of those events earned
    rows: tuple[RoundRow, ...] = ()
    layout_serial: int = 0  # changes when ``rows`` were rebuilt from scratch (after an edit)
    preset_name: str = ""
    end_rule: str = ""
    verdict: str = ""  # the same words as the exports and the command line
    table: TableView | None = None  # a match kept tile by tile: the line, the hands, the stock
    prompt: str = ""  # what is being typed towards the next tile, and the question it asks


def build_view(
    match: Match, current: int | None, previous: BoardView, rebuilt: bool, prompt: str = ""
) -> BoardView:
    """The snapshot after a change; ``rebuilt`` says the log was rewritten (all rows may differ)."""
    standings = match.standings()
    in_progress = match.round_in_progress
    return BoardView(
        players=shown_all(match.players),
        totals=tuple(match.totals),
        round_points=tuple(in_progress.points) if in_progress else (0,) * len(match.players),
        current=current,
        leaders=shown_all(standings.leaders),
        differential=standings.differential,
        settles_by_differential=match.preset.settlement is Settlement.DIFFERENTIAL,
        finished=match.finished,
        round_number=len(match.rounds) + (0 if in_progress else 1),
        events=tuple(in_progress.events) if in_progress else (),
        event_points=tuple(in_progress.event_points) if in_progress else (),
        rows=all_rows(match) if rebuilt else _tail_rows(match, previous.rows),
        layout_serial=previous.layout_serial + (1 if rebuilt else 0),
        preset_name=shown(match.preset.name),
        end_rule=end_rule(match.target, match.rounds_limit),
        verdict=shown(verdict_line(standings)),
        table=_shown_table(table_view(match)),
        prompt=shown(prompt),
    )


def _shown_table(table: TableView | None) -> TableView | None:
    """The tile board's table with the name of who went out escaped."""
    if table is None or table.out is None:
        return table
    return table._replace(out=shown(table.out))


def _played(match: Match, played: Round) -> bool:
    """A round is over once it has an end, or once the match was finished in the middle of it
    (it will not go on, so it is not shown as going on)."""
    return played.end is not None or match.finished


def all_rows(match: Match) -> tuple[RoundRow, ...]:
    running = [0] * len(match.players)
    rows = []
    for number, played in enumerate(match.rounds, start=1):
        running = [a + b for a, b in zip(running, played.points, strict=True)]
        rows.append(RoundRow(number, tuple(played.points), tuple(running), _played(match, played)))
    return tuple(rows)


def _tail_rows(match: Match, old: tuple[RoundRow, ...]) -> tuple[RoundRow, ...]:
    """Rows for the last two rounds recomputed from the totals; older rows kept as they were."""
    count = len(match.rounds)
    keep = max(0, min(len(old), count - 2))
    tail: list[RoundRow] = []
    running = list(match.totals)
    for number in range(count, keep, -1):
        played = match.rounds[number - 1]
        tail.append(RoundRow(number, tuple(played.points), tuple(running), _played(match, played)))
        running = [a - b for a, b in zip(running, played.points, strict=True)]
    return old[:keep] + tuple(reversed(tail))

"""A match: the log of what happened at the table, with standings kept up to date as it grows.

The log is the only truth (ruling 1). The running totals beside it are a cache that every
``record`` and ``undo`` moves by the same per-event deltas, so appending costs O(1) and
``replay`` of the same log always lands on the same numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.i18n import _, ngettext
from scorekeeper.model.bounds import MAX_ROUNDS, MAX_TARGET
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import (
    Draw,
    Event,
    Finish,
    LogEntry,
    Pass,
    Reopen,
    RoundEnd,
    TableEvent,
    TilePlay,
)
from scorekeeper.model.kinds import advance, check, check_mode, play, price_all
from scorekeeper.model.match_state import MatchState
from scorekeeper.model.match_steps import Priced, Step
from scorekeeper.model.pricing import round_winner
from scorekeeper.model.rounds import (
    FinishReason,
    Round,
    positive_or_none,
)
from scorekeeper.model.seat_counts import NOTHING, Counts, counts_of
from scorekeeper.model.tile_round import Mode


class Match(MatchState):
    """A match that records and takes back entries (``MatchState``: what it is now).

    ``target`` and ``rounds_limit`` default to the preset's; ``None`` means there is none.
    """

    def check_in_round(self, entry: Event) -> None:
        """Raise the ``RuleError`` a tiles match's round gives ``entry`` now: nothing more is
        played in a round that is over (tile_close.py). The app asks before any question of
        its own (a pass the draw rule does not expect); ``record`` asks it too."""
        table = self.table
        if table is None:
            return
        from scorekeeper.model.tile_close import check_in_round  # with the first tiles match

        check_in_round(table, entry, self.preset, self._just_ended())

    def change_of(self, event: Event) -> tuple[int, ...]:
        """What recording ``event`` now would add to each total, without recording it: priced
        by the very code ``record`` prices it with (the footer's and the help's prices are
        this), the rules' checks left to ``record``. A tile or a pass that a tiles match's
        table cannot take raises its ``RuleError``, as does anything in a round that is over
        (so no key offers a price for what it cannot record)."""
        if self.mode is Mode.TILES:
            self.check_in_round(event)
        return tuple(self._priced(event).deltas)

    def check_entry(self, entry: Event) -> None:
        """Raise the ``RuleError`` that ``record`` would raise for the table's fact ``entry``
        now, recording nothing: what a button may offer (a price is not a promise: an open
        six has a price at a round's start, where the rules refuse it)."""
        if self.finished:
            raise RuleError(_("the match is finished; reopen it to record more"))
        check_mode(entry, self.mode)
        check(entry, self.preset, self.players, self._cursor)
        if self.mode is Mode.TILES:
            self.check_in_round(entry)

    # -- writing ---------------------------------------------------------------------------
    def record(self, entry: LogEntry, checked: bool = True) -> None:
        """Check ``entry`` against the rules and append it; raises ``RuleError`` and changes
        nothing if it cannot be recorded. ``checked=False`` takes an entry as it was recorded,
        without the table rules (see ``replay``'s ``trusted``); a tiles match's table still
        checks its tiles, only the hands typed at a round end (a check added since) are not."""
        if isinstance(entry, Reopen):
            self._reopen(entry)
            return
        if isinstance(entry, RoundEnd) and self.closed_by_tile:
            self._tell_end(entry, checked)  # a tile that finished the match: its round too
            return
        if self.finished:
            raise RuleError(_("the match is finished; reopen it to record more"))
        if isinstance(entry, Finish):
            self._push(entry, (0,) * len(self.players), opened_round=False)
            self._end(FinishReason.DECLARED)
            return
        check_mode(entry, self.mode)
        if checked or self.mode is Mode.TILES:  # a tiles match's table checks as it moves
            check(entry, self.preset, self.players, self._cursor)
        if self.mode is not Mode.TILES:
            self._apply(entry)
            return
        if checked:
            self.check_in_round(entry)
        elif isinstance(entry, Pass | Draw) and self._closed_by_block():
            self._reopen_block()
        self._apply_tiles(entry, checked)

    def undo(self) -> LogEntry:
        """Take back the last entry, whatever it was; raises ``IndexError`` on an empty log."""
        step = self._steps.pop()
        self.finished, self.finish_reason, self.target, self.rounds_limit = step.ending_before
        self._cursor, self._table = step.cursor_before, step.table_before
        if step.lowest_before is not None:
            self.lowest[:] = step.lowest_before
        if step.counted != NOTHING:
            self._count(step.entry, step.counted, -1)
        if isinstance(step.entry, Finish | Reopen):
            return step.entry
        played = self.rounds[-1]
        for seat, delta in enumerate(step.deltas):
            self.totals[seat] -= delta
            played.points[seat] -= delta
        if step.replaced is not None:  # a round end told in full: back to the tile's own
            played.end, played.winner = step.replaced, round_winner(step.replaced, self.players)
        elif isinstance(step.entry, RoundEnd) or step.closed_round:
            played.end = played.winner = None
        if not isinstance(step.entry, RoundEnd):
            played.events.pop()
            played.event_points.pop()
        if step.opened_round:
            self.rounds.pop()
        return step.entry

    # -- internals -------------------------------------------------------------------------
    def _apply(self, event: Event) -> None:
        opened = self.round_in_progress is None
        if opened:
            self.rounds.append(Round(points=[0] * len(self.players)))
        played = self.rounds[-1]
        deltas = self._priced(event).deltas
        self._push(event, tuple(deltas), opened_round=opened)
        for seat, delta in enumerate(deltas):
            self.totals[seat] += delta
            played.points[seat] += delta
        self._deepen_debts()
        if isinstance(event, RoundEnd):
            played.end, played.winner = event, round_winner(event, self.players)
            self._end_if_due()
        else:
            played.events.append(event)
            played.event_points.append(deltas[self.players.index(event.player)])
            self._count(event, counts_of(event, (event,)))
        self._cursor = advance(self._cursor, event)

    def _apply_tiles(self, event: Event, checked: bool = True, close: bool = True) -> None:
        """A tiles match: the table checks the event and says which one-key facts it stands
        for; those are priced (so the numbers are a one-key match's) and move the cursor.
        ``close``: a tile that ends its round closes it (a stored log's old block: not)."""
        table = self.table
        assert table is not None
        if isinstance(event, RoundEnd):
            table.check_out(event.out)
            if checked:  # the hands typed against the line, each other and the counts (6.9)
                table.check_hands(event.hands)
            self._apply(event)
            self._table = None
            return
        priced = self._priced(event, close)
        facts, ending, deltas = priced.facts, priced.ending, priced.deltas
        opened = self.round_in_progress is None
        self._add_round()
        self._push(event, tuple(deltas), opened_round=opened)
        self._book(event, deltas)
        self._count(event, counts_of(event, facts))
        for fact in facts:
            self._cursor = advance(self._cursor, fact)
        self._table = priced.table
        if ending and priced.table is not None:
            from scorekeeper.model.tile_close import Closed

            closed = Closed(priced.table, self._cursor, ending[0])
            self._steps[-1] = self._steps[-1]._replace(closed=closed)
            self._close(ending[0])

    def _tell_end(self, end: RoundEnd, checked: bool) -> None:
        """The end of the round the last entry's tile closed, told in full (tile_close.py):
        the same outcome, with hands or pips, checked against the round as the tile left it.
        It moves no total: a round closes itself only where pips do not score."""
        closed = self._steps[-1].closed
        assert closed is not None
        closed.table.check_out(end.out)
        check(end, self.preset, self.players, closed.cursor)
        if checked:  # the hands typed against the line, each other and the counts (6.9)
            closed.table.check_hands(end.hands)
        played = self.rounds[-1]
        self._push(end, (0,) * len(self.players), opened_round=False, replaced=played.end)
        played.end, played.winner = end, round_winner(end, self.players)

    def _just_ended(self) -> RoundEnd | None:
        """The end the last entry's tile made, if it closed its round: a pass or a draw right
        after it would be that round's (a log or a file marks no round's end of its own)."""
        closed = self._steps[-1].closed if self._steps else None
        return closed.end if closed is not None else None

    def _closed_by_block(self) -> bool:
        closed = self._steps[-1].closed if self._steps else None
        return closed is not None and closed.end.blocked

    def _reopen_block(self) -> None:
        """A stored log from before a block closed its round (replayed trusted) holds passes
        and draws after the block: they stay in that round as recorded, so its tile is
        recorded again without closing it, and the round waits for the end the log holds."""
        tile = self.undo()
        assert isinstance(tile, TilePlay)  # only a tile closes a round by itself
        self._apply_tiles(tile, checked=False, close=False)

    def _priced(self, event: Event, close: bool = True) -> Priced:
        """``event`` priced at the totals before it: in a tiles match a tile, draw or pass
        moves the table and is priced as the one-key facts it stands for (with the round end
        a last tile or a block makes: tile_close.py), so the numbers are a one-key match's."""
        if self.mode is not Mode.TILES or isinstance(event, RoundEnd):
            return Priced(price_all((event,), self.preset, self.players, self.totals))
        table = self.table
        assert table is not None
        after, facts = play(table, event, self.preset)
        from scorekeeper.model.tile_close import closing

        ending = closing(after, event, self.preset) if close else ()
        deltas = price_all((*facts, *ending), self.preset, self.players, self.totals)
        return Priced(deltas, facts, ending, after)

    def _add_round(self) -> None:
        if self.round_in_progress is None:
            self.rounds.append(Round(points=[0] * len(self.players)))

    def _book(self, event: TableEvent, deltas: Sequence[int]) -> None:
        played = self.rounds[-1]
        for seat, delta in enumerate(deltas):
            self.totals[seat] += delta
            played.points[seat] += delta
        self._deepen_debts()
        played.events.append(event)
        played.event_points.append(deltas[self.players.index(event.player)])

    def _close(self, end: RoundEnd) -> None:
        played = self.rounds[-1]
        played.end, played.winner = end, round_winner(end, self.players)
        self._cursor, self._table = advance(self._cursor, end), None
        self._end_if_due()

    def _count(self, entry: LogEntry, counted: Counts, sign: int = 1) -> None:
        """Move the entry's player's counts; a new entry's step keeps what it added."""
        if counted == NOTHING:
            return
        assert isinstance(entry, TableEvent)  # only what happens at the table counts
        seat = self.players.index(entry.player)
        self.counts[seat] = self.counts[seat].plus(counted, sign)
        if sign > 0:
            self._steps[-1] = self._steps[-1]._replace(counted=counted)

    def _deepen_debts(self) -> None:
        """Keep ``lowest`` (O(players) an entry); the step remembers it only when it moved."""
        if any(total < low for total, low in zip(self.totals, self.lowest, strict=True)):
            step = self._steps[-1]
            self._steps[-1] = step._replace(lowest_before=tuple(self.lowest))
            self.lowest[:] = map(min, self.totals, self.lowest)

    def _push(
        self,
        entry: LogEntry,
        deltas: tuple[int, ...],
        opened_round: bool,
        replaced: RoundEnd | None = None,
    ) -> None:
        ending = (self.finished, self.finish_reason, self.target, self.rounds_limit)
        step = Step(
            entry, deltas, self._cursor, opened_round, ending,
            table_before=self._table, replaced=replaced,
        )  # fmt: skip
        self._steps.append(step)

    def _end_if_due(self) -> None:
        if self.target is not None and max(self.totals) >= self.target:
            self._end(FinishReason.TARGET)
        elif self.rounds_limit is not None and self.rounds_played >= self.rounds_limit:
            self._end(FinishReason.ROUNDS)

    def _end(self, reason: FinishReason) -> None:
        self.finished, self.finish_reason = True, reason

    def _reopen(self, entry: Reopen) -> None:
        if not self.finished:
            raise RuleError(_("the match is not finished"))
        positive_or_none(entry.target, _("target"), MAX_TARGET)  # -3 would never end the match
        positive_or_none(entry.rounds_limit, _("rounds"), MAX_ROUNDS)
        if entry.target is not None and max(self.totals) >= entry.target:
            raise RuleError(
                _("a total already reaches {target}; choose a higher target").format(
                    target=entry.target
                )
            )
        if entry.rounds_limit is not None and self.rounds_played >= entry.rounds_limit:
            raise RuleError(
                ngettext(
                    "{played} round is played already; allow more rounds",
                    "{played} rounds are played already; allow more rounds",
                    self.rounds_played,
                ).format(played=self.rounds_played)
            )
        self._push(entry, (0,) * len(self.players), opened_round=False)
        self.finished, self.finish_reason = False, None
        self.target, self.rounds_limit = entry.target, entry.rounds_limit

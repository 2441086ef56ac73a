"""The umpire for taps: what a phone may tap now, and a tap made an entry of the session.

Every tap goes through the same ``MatchSession`` and ``Match`` checks as a key in the app, so a
refusal is the domain's own ``RuleError`` text, in the page's language. A match kept one key a
fact has a button a fact (``model/facts.py``, the app's keys' own records); one kept tile by
tile has the tile board's line and tiles (``tile_pad.py``, ``tile_taps.py``). Whose turn it is
follows the boards' rule (``model/turns.py``): pass the board's ``TurnKeeper`` to share it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from pydantic import ValidationError

from scorekeeper.entry import tile_taps, word_desk
from scorekeeper.entry.ledger import MemoryLedger, TapLedger
from scorekeeper.entry.pad import pad_of
from scorekeeper.entry.taps import (
    TAP,
    TILE_TAP,
    AdjustTap,
    AnyTap,
    AnyTileTap,
    FactTap,
    RoundEndTap,
    StepTap,
    TileTap,
    TurnTap,
    UndoTap,
    named_seats,
    why_not,
)
from scorekeeper.entry.word import WordBook
from scorekeeper.i18n import _, activate, current_language
from scorekeeper.model import Adjust, LogEntry, Match, Mode, RoundEnd, RuleError
from scorekeeper.model.facts import RECORDS
from scorekeeper.model.pricing import round_winner
from scorekeeper.model.turns import TurnKeeper
from scorekeeper.rewrites import Rewrite
from scorekeeper.session import MatchSession


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Speak ``language`` for the block, then what was spoken before."""
    before = current_language()
    activate(language)
    try:
        yield
    finally:
        activate(before)


class EntryDesk:
    """One match's entry desk: ``pad()`` says what can be tapped, ``tap()`` applies one."""

    def __init__(
        self,
        session: MatchSession,
        language: str = "en",
        taps: TapLedger | None = None,
        turn: TurnKeeper | None = None,
        word: WordBook | None = None,
    ) -> None:
        self.session = session
        self.language = language
        self.ledger: TapLedger = taps if taps is not None else MemoryLedger()
        self.turn = turn if turn is not None else TurnKeeper(session.match, None)
        self.word = word  # the opponents' word (entry/word.py); None: round ends count at once

    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def tiles(self) -> bool:
        return self.match.mode is Mode.TILES

    def current(self) -> str:
        """Whose turn: the boards' (after the last turn; at a round's start who leads it,
        the last round's winner by default, or the seat a ``turn`` tap chose)."""
        return self.match.players[self.turn.seat % len(self.match.players)]

    def pad(self) -> dict[str, Any]:
        with speaking(self.language):
            return self._pad()

    def tap(self, tap: dict[str, Any], by: tuple[str, str] = ("", "")) -> dict[str, Any]:
        """``by``: the device and the name of the phone that sent it (who asks a round end)."""
        with speaking(self.language):
            return self._tap(tap, by)

    def answer(self, sent: dict[str, Any], device: str, keeping: bool) -> dict[str, Any]:
        """Another phone's word on the asked round end (``keeping``: this device keeps)."""
        with speaking(self.language):
            return word_desk.answer(self, sent, device, keeping)

    def taps(self, taps: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Apply in order; stop at the first refusal (nothing after it is applied)."""
        answers: list[dict[str, Any]] = []
        for tap in taps:
            answers.append(self.tap(tap))
            if answers[-1]["refusal"] is not None:
                break
        return answers

    def pad_now(self) -> dict[str, Any]:
        """The pad in the language being spoken (``pad`` speaks the desk's)."""
        return self._pad()

    def _pad(self) -> dict[str, Any]:
        pad = pad_of(self.session, self.current())
        return word_desk.padded(self, pad) if self.word is not None else pad

    def _tap(self, raw: dict[str, Any], by: tuple[str, str] = ("", "")) -> dict[str, Any]:
        tap_id = str(raw.get("id", "")) if isinstance(raw, dict) else ""
        try:
            tap = (TILE_TAP if self.tiles else TAP).validate_python(raw)
        except ValidationError as error:
            return self.answered(tap_id, False, _("Not a tap: {why}").format(why=why_not(error)))
        if self.word is not None and (asked := word_desk.tapped(self, tap, by)) is not None:
            return asked  # the round end asked of the table, or a tap that waits behind it
        if self.ledger.seen(tap.id):  # sent again: kept once its change is in the store
            return self.answered(tap.id, self.ledger.stored(tap.id), None, again=True)
        self.ledger.pending(tap.id)
        try:
            self.apply(tap)
        except RuleError as error:
            self.ledger.dropped(tap.id)
            return self.answered(tap.id, False, str(error))
        except BaseException:
            self.ledger.dropped(tap.id)
            raise
        self.ledger.applied(tap.id)
        # "kept" only once the store has it: a change kept while the server is out of reach
        # is applied here but not stored, and the phone must not show it as kept yet.
        return self.answered(tap.id, self.ledger.stored(tap.id), None)

    def check_seats(self, tap: AnyTap | AnyTileTap) -> None:
        players = self.match.players
        for seat in named_seats(tap):
            if seat >= len(players):
                raise RuleError(_("There is no player {seat}.").format(seat=seat + 1))

    def apply(self, tap: AnyTap | AnyTileTap) -> None:
        """``tap`` made the entry it stands for and recorded (or the turn it chooses)."""
        self.check_seats(tap)
        if isinstance(tap, TurnTap):
            self.turn.chosen(tap.seat)
        elif isinstance(tap, UndoTap):
            self._undo(tap.do == "undo")
        elif isinstance(tap, RoundEndTap):
            self.round_end(tap)
        else:
            self._record(self.entry_of(tap))

    def entry_of(self, tap: FactTap | AdjustTap | TileTap | StepTap) -> LogEntry:
        match, current = self.match, self.current()
        if isinstance(tap, FactTap):
            player = match.players[tap.seat] if tap.seat is not None else current
            return RECORDS[tap.do].records(match, player)
        if isinstance(tap, AdjustTap):
            return Adjust(match.players[tap.seat], tap.points, tap.note)
        if isinstance(tap, TileTap):
            return tile_taps.tile_play(tap, match, current)
        return tile_taps.step(tap, match, current)

    def _record(self, entry: LogEntry, leader: int | None = None) -> None:
        self.session.record(entry)
        self.turn.recorded(self.match, entry, leader)

    def told_again(self, end: RoundEnd) -> bool:
        """Whether ``end`` is the end a tile made, told again as it was: not recorded twice
        (the board's ``_tell_closed_end``)."""
        match = self.match
        return match.closed_by_tile and match.rounds[-1].end == end

    def round_end(self, tap: RoundEndTap) -> None:
        """As the boards' round-end dialog: who leads next is the tap's, else the round's
        winner, else whose turn it was."""
        match = self.match
        end = tile_taps.round_end(tap, match.players)
        winner = round_winner(end, match.players)
        leader = tap.leader
        if leader is None:
            leader = match.players.index(winner) if winner is not None else self.turn.seat
        if self.told_again(end):
            self.turn.chosen(leader)
            return
        self._record(end, leader)

    def _undo(self, undo: bool) -> None:
        change = self.session.undo() if undo else self.session.redo()
        if change is None:
            raise RuleError(_("Nothing to undo.") if undo else _("Nothing to redo."))
        entry = None if isinstance(change, Rewrite) else change
        (self.turn.undone if undo else self.turn.redone)(self.match, entry)

    def answered(
        self, tap_id: str, kept: bool, refusal: str | None, again: bool = False
    ) -> dict[str, Any]:
        return {
            "tap_id": tap_id,
            "kept": kept,
            "again": again,
            "refusal": refusal,
            "pad": self._pad(),
        }

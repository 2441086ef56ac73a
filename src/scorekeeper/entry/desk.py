"""The umpire for taps: what a phone may tap now, and a tap made an entry of the session.

Every tap goes through the same ``MatchSession`` and ``Match`` checks as a key in the app, so a
refusal is the domain's own ``RuleError`` text, in the page's language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from pydantic import ValidationError

from scorekeeper.entry.ledger import MemoryLedger, TapLedger
from scorekeeper.entry.taps import TAP, AdjustTap, AnyTap, FactTap, RoundEndTap, TurnTap, UndoTap
from scorekeeper.i18n import N_, _, activate, current_language
from scorekeeper.model import (
    Adjust,
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    RoundEnd,
    RuleError,
    TableEvent,
)
from scorekeeper.model.preset import DrawRule
from scorekeeper.session import MatchSession
from scorekeeper.wording import signed

_FACTS: dict[str, tuple[str, Callable[[Match, str], TableEvent]]] = {
    "tile": (N_("tile"), lambda m, p: Move(p) if m.tiles_in_round else Lead(p)),
    "matador": (N_("matador"), lambda m, p: Matador(p)),
    "pass": (N_("pass"), lambda m, p: Pass(p)),
    "open_six": (N_("six"), lambda m, p: OpenSix(m.last_tile_by or p)),
}


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
        self, session: MatchSession, language: str = "en", taps: TapLedger | None = None
    ) -> None:
        self.session = session
        self.language = language
        self.ledger: TapLedger = taps if taps is not None else MemoryLedger()
        self._turn = 0

    @property
    def match(self) -> Match:
        return self.session.match

    def current(self) -> str:
        """Whose turn: by seating after the last turn; at a round's start, the seat chosen
        with a ``turn`` tap (the app's 1-4 keys), else the first."""
        chosen = self.match.players[min(self._turn, len(self.match.players) - 1)]
        return self.match.next_player() or chosen

    def pad(self) -> dict[str, Any]:
        with speaking(self.language):
            return self._pad()

    def tap(self, tap: dict[str, Any]) -> dict[str, Any]:
        with speaking(self.language):
            return self._tap(tap)

    def taps(self, taps: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Apply in order; stop at the first refusal (nothing after it is applied)."""
        answers: list[dict[str, Any]] = []
        for tap in taps:
            answers.append(self.tap(tap))
            if answers[-1]["refusal"] is not None:
                break
        return answers

    def _pad(self) -> dict[str, Any]:
        match = self.match
        current = self.current()
        seats = [
            {
                "name": name,
                "total": match.totals[i],
                "debt": max(0, -match.lowest[i]),
                "turn": name == current,
            }
            for i, name in enumerate(match.players)
        ]
        return {
            "mode": "tiles" if match.mode.value == "tiles" else "one-key",
            "revision": match.entry_count,
            "finished": match.finished,
            "seats": seats,
            "buttons": self._buttons(current),
        }

    def _buttons(self, current: str) -> list[dict[str, Any]]:
        match = self.match
        buttons = []
        for do, (label, records) in _FACTS.items():
            if not self._offered(do):
                continue
            entry = records(match, current)
            try:
                change = match.change_of(entry)
                price: str | None = signed(change[match.players.index(entry.player)])
                enabled = not match.finished
            except RuleError:
                price, enabled = None, False
            buttons.append(_button({"do": do}, label, price, enabled))
        live = not match.finished
        buttons.append(_button({"do": "round_end"}, N_("end"), None, live))
        buttons.append(_button({"do": "adjust"}, N_("adjust"), None, live))
        buttons.append(_button({"do": "undo"}, N_("undo"), None, self.session.can_undo))
        buttons.append(_button({"do": "redo"}, N_("redo"), None, self.session.can_redo))
        return buttons

    def _offered(self, do: str) -> bool:
        preset = self.match.preset
        if do == "open_six":
            return preset.sum == 6 or preset.open_six_points != 0
        if do == "draw":
            return preset.draw is not DrawRule.NONE
        return True

    def _tap(self, raw: dict[str, Any]) -> dict[str, Any]:
        tap_id = str(raw.get("id", "")) if isinstance(raw, dict) else ""
        try:
            tap = TAP.validate_python(raw)
        except ValidationError as error:
            return self._answer(tap_id, False, _("Not a tap: {why}").format(why=_why(error)))
        if self.ledger.seen(tap.id):
            return self._answer(tap.id, True, None, again=True)
        self.ledger.pending(tap.id)
        try:
            self._apply(tap)
        except RuleError as error:
            self.ledger.dropped(tap.id)
            return self._answer(tap.id, False, str(error))
        except BaseException:
            self.ledger.dropped(tap.id)
            raise
        self.ledger.applied(tap.id)
        return self._answer(tap.id, True, None)

    def _apply(self, tap: AnyTap) -> None:
        session, players = self.session, self.match.players
        if isinstance(tap, TurnTap):
            if tap.seat >= len(players):
                raise RuleError(_("There is no player {seat}.").format(seat=tap.seat + 1))
            self._turn = tap.seat
            return
        if isinstance(tap, UndoTap):
            changed = session.undo() if tap.do == "undo" else session.redo()
            if changed is None:
                raise RuleError(
                    _("Nothing to undo.") if tap.do == "undo" else _("Nothing to redo.")
                )
            return
        session.record(self._entry(tap, players))

    def _entry(self, tap: FactTap | RoundEndTap | AdjustTap, players: tuple[str, ...]) -> LogEntry:
        for seat in _seats(tap):
            if seat >= len(players):
                raise RuleError(_("There is no player {seat}.").format(seat=seat + 1))
        if isinstance(tap, FactTap):
            player = players[tap.seat] if tap.seat is not None else self.current()
            return _FACTS[tap.do][1](self.match, player)
        if isinstance(tap, AdjustTap):
            return Adjust(players[tap.seat], tap.points, tap.note)
        out = players[tap.out] if tap.out is not None else None
        return RoundEnd(out, {players[seat]: pips for seat, pips in tap.pips.items()})

    def _answer(
        self, tap_id: str, kept: bool, refusal: str | None, again: bool = False
    ) -> dict[str, Any]:
        return {
            "tap_id": tap_id,
            "kept": kept,
            "again": again,
            "refusal": refusal,
            "pad": self._pad(),
        }


def _seats(tap: FactTap | RoundEndTap | AdjustTap) -> list[int]:
    if isinstance(tap, FactTap):
        return [] if tap.seat is None else [tap.seat]
    if isinstance(tap, AdjustTap):
        return [tap.seat]
    return ([] if tap.out is None else [tap.out]) + list(tap.pips)


def _button(tap: dict[str, Any], label: str, price: str | None, enabled: bool) -> dict[str, Any]:
    return {"tap": tap, "name": _(label), "label": _(label), "price": price, "enabled": enabled}


def _why(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else str(first["msg"])

"""The desk's side of the opponents' word (``word.py``): a round end asked instead of recorded,
the taps that wait behind it, and the other phones' answers.

``tapped`` comes before the desk's ledger: the asked tap, or the undo that withdrew it, sent
again is answered kept once; while an ask waits every other tap of the keeper is refused in
words, except undo, which withdraws it; a round end the desk would record is checked and priced
on a copy (``word.priced``: the same refusals) and kept in the word book, not recorded. The
first accept by another phone records it through the desk's own ``round_end`` under the asked
tap's id, so the keeper's resend of that tap is answered kept from the ledger as ever.
"""

from __future__ import annotations

from typing import Any, Protocol

from pydantic import ValidationError

from scorekeeper.entry import tile_taps
from scorekeeper.entry.ledger import TapLedger
from scorekeeper.entry.taps import (
    TAP,
    TILE_TAP,
    AnyTap,
    AnyTileTap,
    RoundEndTap,
    StepTap,
    TileTap,
    UndoTap,
    why_not,
)
from scorekeeper.entry.word import (
    WAITING,
    Ask,
    WordAnswer,
    WordBook,
    closing,
    current,
    gone_words,
    pad_field,
    priced,
)
from scorekeeper.i18n import _
from scorekeeper.model import LogEntry, Match, Mode, RoundEnd, RuleError


class EntryDesk(Protocol):
    """What of the desk (``desk.EntryDesk``, which calls in here) the word uses."""

    word: WordBook | None
    ledger: TapLedger

    @property
    def match(self) -> Match: ...
    def check_seats(self, tap: AnyTap | AnyTileTap) -> None: ...
    def told_again(self, end: RoundEnd) -> bool: ...
    def entry_of(self, tap: TileTap | StepTap) -> LogEntry: ...
    def apply(self, tap: AnyTap | AnyTileTap) -> None: ...
    def pad_now(self) -> dict[str, Any]: ...
    def answered(
        self, tap_id: str, kept: bool, refusal: str | None, again: bool = False
    ) -> dict[str, Any]: ...


def waits_words() -> str:
    return _("The round's end waits for the table's word.")


def padded(desk: EntryDesk, pad: dict[str, Any]) -> dict[str, Any]:
    """The pad with the ask in words; while it waits, only undo (withdraw) is offered: no
    button but undo, and no tile laid (each says why)."""
    assert desk.word is not None
    ask = current(desk.word, desk.match)
    pad = {**pad, "word": pad_field(ask, desk.match.players)}
    if ask is not None and ask["state"] in WAITING:
        pad["buttons"] = [_waiting(button) for button in pad["buttons"]]
        if "tiles" in pad:
            held: dict[str, Any] = {"fits": [], "ask": None, "why": waits_words(), "ways": []}
            pad["tiles"] = [{**tile, **held} for tile in pad["tiles"]]
    return pad


def _waiting(button: dict[str, Any]) -> dict[str, Any]:
    if button["tap"]["do"] == "undo":
        return {**button, "enabled": True}  # withdraws the ask
    return {**button, "enabled": False, "why": waits_words()}


def tapped(desk: EntryDesk, tap: AnyTap | AnyTileTap, by: tuple[str, str]) -> dict[str, Any] | None:
    """The answer to ``tap`` where the word decides it; None: the desk applies it as ever."""
    assert desk.word is not None
    ask = current(desk.word, desk.match)
    if ask is not None and tap.id in (ask["id"], ask["undo"]):
        return desk.answered(tap.id, True, None, again=True)  # sent again: kept already
    if desk.ledger.seen(tap.id):
        return None
    if ask is not None and ask["state"] in WAITING:
        if isinstance(tap, UndoTap) and tap.do == "undo":
            desk.word.write({**ask, "state": "withdrawn", "undo": tap.id})
            return desk.answered(tap.id, True, None)
        return desk.answered(tap.id, False, waits_words())
    if isinstance(tap, RoundEndTap) and not desk.match.closed_by_tile:
        return _asked(desk, tap, by)  # (the end of a round a tile closed, told: moves no total)
    if isinstance(tap, TileTap | StepTap):
        return _closing(desk, tap, by)
    return None


def _asked(desk: EntryDesk, tap: RoundEndTap, by: tuple[str, str]) -> dict[str, Any] | None:
    """The round end kept as asked (None: a tile's end told again, which records nothing)."""
    assert desk.word is not None
    try:
        desk.check_seats(tap)
        end = tile_taps.round_end(tap, desk.match.players)
        if desk.told_again(end):
            return None
        ask = priced(tap, end, desk.match, by)
    except RuleError as error:
        return desk.answered(tap.id, False, str(error))
    desk.word.write(ask)  # in the store: kept, as a recorded tap is
    return desk.answered(tap.id, True, None)


def _closing(desk: EntryDesk, tap: TileTap | StepTap, by: tuple[str, str]) -> dict[str, Any] | None:
    """A last tile or a block (tile mode's round end) kept as asked; None: a tap that ends no
    round, which the desk applies as ever."""
    assert desk.word is not None
    try:
        desk.check_seats(tap)
        ask = closing(tap, desk.entry_of(tap), desk.match, by)
    except RuleError as error:
        return desk.answered(tap.id, False, str(error))
    if ask is None:
        return None
    desk.word.write(ask)
    return desk.answered(tap.id, True, None)


def answer(desk: EntryDesk, raw: dict[str, Any], device: str, keeping: bool) -> dict[str, Any]:
    """Another phone's accept or query of the asked round end, or why not, with the pad."""
    try:
        sent = WordAnswer.model_validate(raw)
    except ValidationError as error:
        why = _("That answer could not be read: {why}").format(why=why_not(error))
        return _said(desk, str(raw.get("id", "")), why)
    book, match = desk.word, desk.match
    ask = current(book, match) if book is not None else None
    if (gone := gone_words(ask, sent.id)) is not None or ask is None or book is None:
        return _said(desk, sent.id, gone or _("This match does not ask for the table's word."))
    if keeping or device == ask["device"]:
        return _said(desk, sent.id, _("The keeper's own phone cannot give the table's word."))
    if sent.seat >= len(match.players):
        return _said(desk, sent.id, _("There is no player {seat}.").format(seat=sent.seat + 1))
    name = match.players[sent.seat]
    if sent.answer == "query":
        book.write({**ask, "state": "queried", "answer_by": name})
        return _said(desk, sent.id, None)
    return _accepted(desk, ask, name)


def _accepted(desk: EntryDesk, ask: Ask, name: str) -> dict[str, Any]:
    """The asked round end recorded as the keeper's tap (its id in the ledger with it): a
    round end, or the tile, draw or pass that ends its round."""
    assert desk.word is not None
    tap = (TILE_TAP if desk.match.mode is Mode.TILES else TAP).validate_python(ask["tap"])
    desk.ledger.pending(tap.id)
    try:
        desk.apply(tap)
    except RuleError as error:
        desk.ledger.dropped(tap.id)
        return _said(desk, ask["id"], str(error))
    except BaseException:
        desk.ledger.dropped(tap.id)
        raise
    desk.ledger.applied(tap.id)
    accepted = {**ask, "state": "accepted", "answer_by": name, "at": desk.match.entry_count}
    desk.word.write(accepted)
    return {**_said(desk, ask["id"], None), "kept": desk.ledger.stored(tap.id)}


def _said(desk: EntryDesk, ask_id: str, refusal: str | None) -> dict[str, Any]:
    return {"ask_id": ask_id, "kept": refusal is None, "refusal": refusal, "pad": desk.pad_now()}

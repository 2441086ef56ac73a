"""The opponents' word (issue 26 item 4): a round end entered by the keeper's phone, asked of
the table before it counts, as bridge clubs' table terminals ask the opponents to confirm.

A ``WordBook`` keeps the one ask a match may have, as JSON-able data, where a restart, a reload
or another process finds it (``Store.word``, schema 14; ``MemoryWord`` in memory). An ask
holds the keeper's tap as it was sent, its id (the ask's id too), which phone asked and under
what name, the match's length it was asked at (``at``) and its figures: each seat's points for
the round and the total it would make, priced once by recording the round end on a copy of the
match (the very ``record`` that would keep it: the same refusals). Its ``state`` is asked,
queried (by a player), accepted (by a player: then recorded, ``at`` the match's length after
it) or withdrawn (by the keeper's undo, whose tap id it keeps, so a resent undo undoes nothing
more). An ask the match has moved past (``at`` is no longer the match's length) is none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from scorekeeper.entry.taps import AnyTap, AnyTileTap, RoundEndTap, StepTap, TileTap
from scorekeeper.i18n import _
from scorekeeper.model import LogEntry, Match, RoundEnd, replay
from scorekeeper.wording import signed

Ask = dict[str, Any]
WAITING = ("asked", "queried")  # an ask the keeper's other taps wait behind


class WordBook(Protocol):
    """Where a match's ask is kept; ``write(None)``: nothing asked."""

    def read(self) -> Ask | None: ...
    def write(self, ask: Ask | None) -> None: ...


class MemoryWord:
    """An ask kept for as long as the process lives (tests; a match nobody stores)."""

    def __init__(self) -> None:
        self._ask: Ask | None = None

    def read(self) -> Ask | None:
        return None if self._ask is None else dict(self._ask)

    def write(self, ask: Ask | None) -> None:
        self._ask = None if ask is None else dict(ask)


class WordAnswer(BaseModel):
    """A phone's word on ask ``id``: the player it says it is (``seat``) accepts or queries."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(min_length=1, max_length=64)
    seat: int = Field(ge=0, le=3)
    answer: Literal["accept", "query"]


def current(book: WordBook, match: Match) -> Ask | None:
    """The ask the match is at now (None: none, or one the match has moved past)."""
    ask = book.read()
    return ask if ask is not None and ask.get("at") == match.entry_count else None


def priced(tap: RoundEndTap, end: RoundEnd, match: Match, by: tuple[str, str]) -> Ask:
    """The ask of ``end`` (``tap``'s), priced on a copy: ``record``'s refusal where it has one."""
    copy = replay(
        match.players, match.preset, match.log, match.start_target, match.start_rounds_limit,
        match.mode, trusted=True,
    )  # fmt: skip
    copy.record(end)  # RuleError: refused as the desk's own record would refuse it
    return _ask(tap, by, match.entry_count, copy, match.totals, end.out)


def closing(
    tap: TileTap | StepTap, entry: LogEntry, match: Match, by: tuple[str, str]
) -> Ask | None:
    """The ask of a tile, draw or pass that would end its round (a last tile, a block: tile
    mode's round end), or None where it would not. It is tried on the match itself and taken
    back at once (as ``MatchSession.record`` takes back what the store refuses): a copy would
    replay the whole log at every tile. ``record``'s refusal where it has one."""
    at, before = match.entry_count, tuple(match.totals)
    match.record(entry)
    try:
        if not match.closed_by_tile:
            return None
        end = match.rounds[-1].end
        return _ask(tap, by, at, match, before, end.out if end is not None else None)
    finally:
        match.undo()


def _ask(
    tap: AnyTap | AnyTileTap,
    by: tuple[str, str],
    at: int,
    after: Match,
    before: Sequence[int],
    out: str | None,
) -> Ask:
    """An ask's data: ``after`` is the match as the asked tap would leave it."""
    device, name = by
    return {
        "id": tap.id,
        "tap": tap.model_dump(mode="json"),
        "device": device,
        "by": name,
        "at": at,
        "state": "asked",
        "round": len(after.rounds),
        "out": out,
        "points": [now - then for now, then in zip(after.totals, before, strict=True)],
        "totals": list(after.totals),
        "answer_by": None,
        "undo": None,
    }


def pad_field(ask: Ask | None, players: tuple[str, ...]) -> dict[str, Any] | None:
    """The pad's ``word``: the ask in words, in the language being spoken (None: none shown)."""
    if ask is None or ask["state"] == "withdrawn":
        return None
    number, who = ask["round"], ask["answer_by"]
    status = {
        "asked": _("Waiting for the table's word."),
        "queried": _("Queried by {name}.").format(name=who),
        "accepted": _("Round {number} accepted by {name}.").format(number=number, name=who),
    }[ask["state"]]
    seats = [
        {"name": name, "points": signed(points), "total": total}
        for name, points, total in zip(players, ask["points"], ask["totals"], strict=True)
    ]
    title = (
        _("Round {number}: {name} went out").format(number=number, name=ask["out"])
        if ask["out"]
        else _("Round {number}: blocked").format(number=number)
    )
    entered = _("Entered by {name}.").format(name=ask["by"])
    return {
        "id": ask["id"], "state": ask["state"], "title": title, "entered": entered,
        "status": status, "seats": seats,
    }  # fmt: skip


def word_line(pad: dict[str, Any] | None) -> str:
    """The pad's ask in one line, as a board says it ("Round 1: blocked. Waiting for the
    table's word."); "" where nothing is asked."""
    word = pad.get("word") if pad is not None else None
    if not word:
        return ""
    return _("{round}. {state}").format(round=word["title"], state=word["status"])


def gone_words(ask: Ask | None, sent_id: str) -> str | None:
    """Why an answer to ask ``sent_id`` finds nothing to answer (None: it is there to answer)."""
    if ask is None or ask["id"] != sent_id:
        return _("That round end is no longer asked: the match has moved on since.")
    if ask["state"] == "withdrawn":
        return _("That round end was withdrawn by the keeper; wait for it to be entered again.")
    if ask["state"] == "accepted":
        return _("Round {number} was accepted already, by {name}.").format(
            number=ask["round"], name=ask["answer_by"]
        )
    return None

"""What the scorekeeper has typed towards the next tile, and the question it leaves open.

Kept apart from the screen (and from Textual) so that every step can be tested on its own,
and so that the tile board's keys and the phone's taps (the entry desk) decide alike: a half
typed, then the other (the tile, ``ways_for``), then, where the tile can be laid more than one
way, one answer a question (across or lengthwise, which end, which half outward) until one way
is left. ``TileEntry`` is immutable; each step returns the next one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from enum import StrEnum

from scorekeeper.i18n import _
from scorekeeper.model import End, Match, RuleError, Tile, TilePlay
from scorekeeper.model.placements import Option, options


class Question(StrEnum):
    WAY = "way"  # a matador under the soap rule: across, or lengthwise as an ordinary tile
    END = "end"  # it fits both ends
    OUTWARD = "outward"  # a matador across under ``half``: the player turns a half outward


# what each question asks about an option, in the order they are asked
ASKED: tuple[tuple[Question, Callable[[Option], Hashable]], ...] = (
    (Question.WAY, lambda option: option.play.across),
    (Question.END, lambda option: option.play.end),
    (Question.OUTWARD, lambda option: option.play.open),
)

LEFT, RIGHT = End.LEFT, End.RIGHT
ACROSS, LENGTHWISE = None, False  # a TilePlay's ``across`` for each answer to WAY


@dataclass(frozen=True, slots=True)
class TileEntry:
    """Nothing typed, a first half, a tile awaiting an answer, or a seat being chosen."""

    half: int | None = None
    tile: Tile | None = None
    options: tuple[Option, ...] = ()  # the ways still open for ``tile``
    choosing_seat: bool = False

    @property
    def idle(self) -> bool:
        return self == TileEntry()

    @property
    def question(self) -> Question | None:
        """The first thing the ways left differ in, or None if one way (or none) is left."""
        for question, asked in ASKED:
            if len({asked(option) for option in self.options}) > 1:
                return question
        return None

    def answers(self) -> dict[Hashable, tuple[Option, ...]]:
        """The answers the question allows, each with the ways it leaves."""
        question = self.question
        if question is None:
            return {}
        asked = dict(ASKED)[question]
        grouped: dict[Hashable, list[Option]] = {}
        for option in self.options:
            grouped.setdefault(asked(option), []).append(option)
        return {answer: tuple(group) for answer, group in grouped.items()}

    def answer(self, value: Hashable) -> TileEntry | None:
        """The entry after ``value`` answered the question; None if it is no answer to it."""
        left = self.answers().get(value)
        if left is None:
            return None
        return TileEntry(tile=self.tile, options=left)

    @property
    def chosen(self) -> Option | None:
        """The one way left, once every question is answered."""
        return self.options[0] if len(self.options) == 1 else None


def ways_for(match: Match, player: str, tile: Tile, second: int | None = None) -> TileEntry:
    """``tile`` typed by ``player``'s scorekeeper, ``second`` the half typed last (a lead lies
    with it at the right): the ways it may be laid now. A ``RuleError`` says why there are
    none (a match or a round that is over first, then the line: on it already, or no end
    fits)."""
    table = match.table
    assert table is not None, "a match kept tile by tile has a table"
    if match.finished:  # its table is a fresh deal for a round nobody will play
        raise RuleError(_("the match is finished; reopen it to record more"))
    match.check_in_round(TilePlay(player, tile))
    return TileEntry(tile=tile, options=options(table, player, tile, match.preset, right=second))


def price_of(options: tuple[Option, ...], match: Match) -> tuple[int, int, bool]:
    """The lowest and highest points among ``options`` (what recording each would add to its
    player's total in ``match`` now: ``Match.change_of``, the pricing that records it), and
    whether every one opens a six."""
    points = [_earned(option, match) for option in options]
    return min(points), max(points), all(option.earning.open_six for option in options)


def _earned(option: Option, match: Match) -> int:
    return match.change_of(option.play)[match.players.index(option.play.player)]

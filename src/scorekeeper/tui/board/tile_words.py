"""The tile board's words: what an end shows, what is being typed, what each answer earns."""

from __future__ import annotations

from collections.abc import Hashable

from scorekeeper.i18n import _
from scorekeeper.model import End, Match
from scorekeeper.model.line_joins import EndNumber
from scorekeeper.model.placements import Option
from scorekeeper.round_lines import open_end_words
from scorekeeper.tui.board.tile_entry import LENGTHWISE, Question, TileEntry, price_of
from scorekeeper.wording import signed


def end_words(number: EndNumber) -> str:
    """What an open end shows, in a word or a number (the exports say it the same way)."""
    return open_end_words(number)


def earns(options: tuple[Option, ...], match: Match) -> str:
    """``+1``, ``+10…+15`` where the answer leaves a later choice, with ``six`` where it opens
    one that the preset pays for."""
    low, high, six = price_of(options, match)
    text = signed(low) if low == high else f"{signed(low)}…{signed(high)}"
    # one message, so that a language can make "six" agree with the points before it
    return _("{price} six").format(price=text) if six and match.preset.open_six_points else text


def answer_label(
    question: Question, value: Hashable, options: tuple[Option, ...], match: Match
) -> str:
    """A footer label for one answer: what it is and what it earns."""
    price = earns(options, match)
    if question is Question.END:  # each end named by its number, as the line shows it
        table = match.table
        shows = table.line.shows(value) if table is not None and isinstance(value, End) else None
        side = _("left {end}") if value is End.LEFT else _("right {end}")
        return f"{side.format(end=end_words(shows))} {price}"
    if question is Question.WAY:
        way = _("lengthwise") if value is LENGTHWISE else _("across")
        return f"{way} {price}"
    return _("outward {price}").format(price=price)


def prompt(entry: TileEntry, player: str, match: Match) -> str:
    """The line under the board while something is being typed ("" when nothing is)."""
    if entry.choosing_seat:
        return _("Whose turn is it? Type the player's number (Esc: never mind).")
    if entry.half is not None:
        return _("{player} lays {half}:_ — the other half? (Esc: never mind)").format(
            player=player, half=entry.half
        )
    question = entry.question
    if entry.tile is None or question is None:
        return ""
    choices = "  ".join(
        f"{_key(question, value)} {answer_label(question, value, options, match)}"
        for value, options in entry.answers().items()
    )
    ask = {
        Question.END: _("{tile} fits both ends:"),
        Question.WAY: _("{tile} across, or lengthwise?"),
        Question.OUTWARD: _("{tile}: which half outward?"),
    }[question]
    return f"{ask.format(tile=entry.tile)}  {choices}"


def pending_words(entry: TileEntry) -> str:
    """Why a key that would do something else waits: a tile (or a seat) is being typed, and
    the board keeps it until it is finished or forgotten."""
    if entry.choosing_seat:
        return _("Whose turn is it? Type the player's number (Esc: never mind).")
    if entry.half is not None:
        return _("{half}:_ waits for its other half (Esc: never mind).").format(half=entry.half)
    question = entry.question
    keys = " ".join(_key(question, value) for value in entry.answers()) if question else ""
    return _("{tile} waits for an answer: {keys} (Esc: never mind).").format(
        tile=entry.tile, keys=keys
    )


def _key(question: Question, value: Hashable) -> str:
    if question is Question.END:
        return "←" if value is End.LEFT else "→"
    if question is Question.WAY:
        return "-" if value is LENGTHWISE else "m"
    return str(value)

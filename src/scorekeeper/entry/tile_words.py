"""The words of a tile being laid, shared by the tile board and the phone's entry desk: what an
end shows, the question a tile leaves (which end, across or lengthwise, which half outward)
and what each answer is and earns."""

from __future__ import annotations

from collections.abc import Hashable

from scorekeeper.entry.tile_entry import LENGTHWISE, Question, TileEntry, price_of
from scorekeeper.i18n import _, ngettext
from scorekeeper.model import End, Match
from scorekeeper.model.line_joins import EndNumber
from scorekeeper.model.placements import Option
from scorekeeper.round_lines import open_end_words
from scorekeeper.table_view import TableView
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


def side_words(end: End, match: Match) -> str:
    """An end named by the number it shows now, as the line shows it: ``left 3``."""
    table = match.table
    shows = table.line.shows(end) if table is not None else None
    side = _("left {end}") if end is End.LEFT else _("right {end}")
    return side.format(end=end_words(shows))


def answer_label(
    question: Question, value: Hashable, options: tuple[Option, ...], match: Match
) -> str:
    """A footer label for one answer: what it is and what it earns (the half outward is
    named by its key, the digit, beside the label)."""
    price = earns(options, match)
    if question is Question.END and isinstance(value, End):
        return f"{side_words(value, match)} {price}"
    if question is Question.WAY:
        way = _("lengthwise") if value is LENGTHWISE else _("across")
        return f"{way} {price}"
    return _("outward {price}").format(price=price)


def answer_words(question: Question, value: Hashable, match: Match) -> str:
    """One answer in words, with no key beside it to name it (the phone's): ``left 3``,
    ``across``, ``4 outward``."""
    if question is Question.END and isinstance(value, End):
        return side_words(value, match)
    if question is Question.WAY:
        return _("lengthwise") if value is LENGTHWISE else _("across")
    return _("{half} outward").format(half=value)


def asking(entry: TileEntry) -> str:
    """The question ``entry``'s tile leaves, without its answers ("" when none is left)."""
    question = entry.question
    if entry.tile is None or question is None:
        return ""
    ask = {
        Question.END: _("{tile} fits both ends:"),
        Question.WAY: _("{tile} across, or lengthwise?"),
        Question.OUTWARD: _("{tile}: which half outward?"),
    }[question]
    return ask.format(tile=entry.tile)


def stock_words(table: TableView) -> str:
    """The stock; under ``draw = none`` the tiles not dealt are out of the game, not a stock
    (and none at all is not worth a word)."""
    if not table.draws and not table.stock:
        return ""
    if not table.draws:
        return ngettext("{count} tile not dealt", "{count} tiles not dealt", table.stock).format(
            count=table.stock
        )
    return ngettext("stock {count} tile", "stock {count} tiles", table.stock).format(
        count=table.stock
    )

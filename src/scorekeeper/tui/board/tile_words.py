"""The tile board's words for what is being typed and the keys that answer it; what an end
shows, the question and what each answer earns are the entry desk's too (entry/tile_words.py)."""

from __future__ import annotations

from collections.abc import Hashable

from scorekeeper.entry.tile_entry import LENGTHWISE, Question, TileEntry
from scorekeeper.entry.tile_words import answer_label, asking
from scorekeeper.i18n import _
from scorekeeper.model import End, Match


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
    return f"{asking(entry)}  {choices}"


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

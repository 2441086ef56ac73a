"""The history's rows at any width: the match's number, date, players, a short preset label,
rounds and result in a row; what a narrow row cuts, whole in the detail line under it. The
names are the store's: escaped before they are cut to fit."""

from __future__ import annotations

from scorekeeper.i18n import preset_text
from scorekeeper.i18n.formats import local_date
from scorekeeper.model import Mode
from scorekeeper.tui.backend.base import MatchSummary
from scorekeeper.tui.shown import shown, shown_all
from scorekeeper.tui.widgets.line_table import GAP
from scorekeeper.tui.words.names import players_cell, short_name, short_preset
from scorekeeper.wording import kept_words, outcome, total_words


def summary_cells(item: MatchSummary, players_width: int = 1000) -> tuple[str, ...]:
    """One history row: the match's number (the one its dialogs name), date, players with
    totals, a short preset label, rounds, and the result: the winner (or a tie) once finished,
    else that it is in progress. Names are shortened to fit; the detail line has them whole."""
    players = players_cell(shown_all(item.players), item.totals, players_width)
    winner = item.winner and short_name(shown(item.winner), RESULT_WIDTH - len(outcome(True, "")))
    result = outcome(item.finished, winner)
    when = local_date(item.created_at.astimezone())
    if item.mode is Mode.TILES:  # marked, the detail line says it in words
        preset = f"{short_preset(item.preset_name, PRESET_WIDTH - 2)} {TILES_MARK}"
    else:
        preset = short_preset(item.preset_name, PRESET_WIDTH)
    return (str(item.id), when, players, preset, str(item.rounds), result)


def summary_detail(item: MatchSummary) -> str:
    """Everything a row may have cut: the preset's whole name, each player and total, result."""
    players = " · ".join(
        f"{name} {total_words(total)}"
        for name, total in zip(shown_all(item.players), item.totals, strict=True)
    )
    result = outcome(item.finished, item.winner and shown(item.winner))
    preset = preset_text(item.preset_name)
    if item.mode is Mode.TILES:  # what the row's mark stands for; one key a fact goes unsaid
        preset = f"{preset}, {kept_words(item.mode)}"
    return f"#{item.id} · {preset} · {players} · {result}"


PRESET_WIDTH, RESULT_WIDTH = 11, 14
# a match kept tile by tile, after its preset's label: a square of tiles, one cell wide (the
# row has no room for a word at 80 columns)
TILES_MARK = "▦"
FIXED_WIDTHS = (4, 10, PRESET_WIDTH, 6, RESULT_WIDTH)  # all but the players' column
MIN_PLAYERS_WIDTH = 20


def players_width(screen_width: int) -> int:
    """The players' column takes what the others leave (each column has two cells around it,
    the scroll bar two more)."""
    others = sum(width + GAP for width in FIXED_WIDTHS) + GAP + 2
    return max(MIN_PLAYERS_WIDTH, screen_width - others)

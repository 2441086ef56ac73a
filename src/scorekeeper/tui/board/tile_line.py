"""The tile board's line: its two open ends, the tiles between them and the stock; under it,
what is being typed and the question it asks."""

from __future__ import annotations

from rich.cells import cell_len
from textual.reactive import var
from textual.widgets import Static

from scorekeeper.entry.tile_words import end_words, stock_words
from scorekeeper.i18n import _
from scorekeeper.table_view import TableView
from scorekeeper.tui.board.view import BoardView


class TileLine(Static):
    view: var[BoardView] = var(BoardView, always_update=True)

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id, markup=False)  # a prompt quotes a player's name
        self._shown: str | None = None

    def watch_view(self, view: BoardView) -> None:
        self._show(self._text(view))

    def on_resize(self) -> None:
        self._show(self._text(self.view))

    def _show(self, text: str) -> None:
        if text != self._shown:  # a key that changed neither the line nor the prompt
            self._shown = text
            self.update(text, layout=False)

    def _text(self, view: BoardView) -> str:
        if view.table is None:
            return ""
        hint = view.prompt or _hint(view.table)
        return f"{line_text(view.table, self.content_size.width)}\n{hint}"


def line_text(table: TableView, width: int) -> str:
    """``left 3 │ 3:1 1:3 3:5 │ right 5 · stock 14``, the middle of a long line left out so
    that both ends and the stock always show."""
    stock = stock_words(table)
    if not table.started:
        empty = _("the line is empty: the next tile leads")
        return f"{empty} · {stock}" if stock else empty
    left = _("left {end}").format(end=end_words(table.left))
    right = _("right {end}").format(end=end_words(table.right))
    tail = f" │ {right}" + (f" · {stock}" if stock else "")
    tail += f" · {_('blocked')}" if table.blocked else ""
    head = f"{left} │ "
    return head + _middle_cut(table.chain, width - cell_len(head) - cell_len(tail)) + tail


def _middle_cut(chain: tuple[str, ...], room: int) -> str:
    """The tiles in ``room`` cells: as many as fit from each end, an ellipsis between."""
    text = " ".join(chain)
    keep = len(chain) // 2
    while cell_len(text) > room and keep > 0:
        text = " ".join((*chain[:keep], "…", *chain[len(chain) - keep :]))
        keep -= 1
    return text


def _hint(table: TableView) -> str:
    if table.out is not None:
        return _("{player} went out: r ends the round with the pips left.").format(player=table.out)
    if table.blocked:
        return _("Blocked: r ends the round.")
    return _("Type the tile laid as its two halves (2 then 4); ? shows every key.")

"""One line under the players: who leads, the live differential, the round and how it ends."""

from __future__ import annotations

from rich.cells import cell_len
from textual.reactive import var
from textual.widgets import Static

from scorekeeper.i18n import _
from scorekeeper.tui.board.view import BoardView
from scorekeeper.tui.words.names import short_names


class StatusLine(Static):
    view: var[BoardView] = var(BoardView, always_update=True)

    _shown: str | None = None

    def watch_view(self, view: BoardView) -> None:
        self._show(status_text(view, self.content_size.width))

    def on_resize(self) -> None:
        self._show(status_text(self.view, self.content_size.width))

    def _show(self, text: str) -> None:
        if text != self._shown:  # the first layout's resize, or a key that changed nothing here
            self._shown = text
            self.update(text, layout=False)


def status_text(view: BoardView, width: int) -> str:
    """The line in ``width`` cells: where it would be cut, the names in it are shortened
    (the numbers and the round never are)."""
    state = _("finished") if view.finished else _("round {number}").format(number=view.round_number)
    text = f"{view.verdict}  │  {state} · {view.end_rule}"
    for name_width in (12, 8, 5):
        if width <= 0 or cell_len(text) <= width:
            break
        verdict = view.verdict
        # longest first, so that a name inside another name is not replaced first
        shortened = zip(view.players, short_names(view.players, name_width), strict=True)
        pairs = sorted(shortened, key=_longest)
        for name, shown in pairs:
            verdict = verdict.replace(name, shown)
        text = f"{verdict}  │  {state} · {view.end_rule}"
    return text


def _longest(pair: tuple[str, str]) -> int:
    return -len(pair[0])

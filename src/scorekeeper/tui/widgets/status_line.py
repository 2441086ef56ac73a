"""One line under the players: who leads, the live differential, the round and how it ends."""

from __future__ import annotations

from textual.reactive import var
from textual.widgets import Static

from scorekeeper.i18n import _
from scorekeeper.tui.view import BoardView


class StatusLine(Static):
    view: var[BoardView] = var(BoardView, always_update=True)

    def watch_view(self, view: BoardView) -> None:
        state = (
            _("finished") if view.finished else _("round {number}").format(number=view.round_number)
        )
        self.update(f"{view.verdict}  │  {state} · {view.end_rule}", layout=False)

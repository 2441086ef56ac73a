"""One line under the players: who leads, the live differential, the round and how it ends."""

from __future__ import annotations

from textual.reactive import var
from textual.widgets import Static

from scorekeeper.i18n import _
from scorekeeper.tui.view import BoardView


def leader_text(view: BoardView) -> str:
    if not any(view.totals):
        return _("No points yet")
    if len(view.leaders) > 1:
        names = ", ".join(view.leaders)
        if view.finished:
            return _("Tie: {names}").format(names=names)
        return _("Shared lead: {names}").format(names=names)
    template = _("Winner: {name}") if view.finished else _("Leader: {name}")
    text = template.format(name=view.leaders[0])
    if view.differential is not None:
        text += " · " + _("differential {points}").format(points=view.differential)
    return text


class StatusLine(Static):
    view: var[BoardView] = var(BoardView, always_update=True)

    def watch_view(self, view: BoardView) -> None:
        state = (
            _("finished") if view.finished else _("round {number}").format(number=view.round_number)
        )
        self.update(f"{leader_text(view)}  │  {state} · {view.end_rule}", layout=False)

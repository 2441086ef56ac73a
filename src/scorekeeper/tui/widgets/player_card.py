"""One player's column: name and seat, total (a debt shown as such), this round, whose turn."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.markup import escape
from textual.message import Message
from textual.reactive import var
from textual.widget import Widget
from textual.widgets import Label

from scorekeeper.i18n import _, ngettext
from scorekeeper.tui.view import BoardView
from scorekeeper.wording import signed, total_words


class PlayerCard(Widget):
    """Click a card to make that player the current one."""

    class Chosen(Message):
        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    view: var[BoardView] = var(BoardView, always_update=True)

    def __init__(self, seat: int) -> None:
        super().__init__(id=f"seat-{seat}", classes="player-card")
        self.seat = seat

    def on_click(self) -> None:
        self.post_message(self.Chosen(self.seat))

    def compose(self) -> ComposeResult:
        yield Label(classes="total", markup=False)
        yield Label(classes="round-points", markup=False)

    def watch_view(self, view: BoardView) -> None:
        if self.seat >= len(view.players):
            return
        name, total = view.players[self.seat], view.totals[self.seat]
        current = view.current == self.seat and not view.finished
        leading = name in view.leaders and any(view.totals)
        marker = "▶ " if current else ""
        self.border_title = escape(f"{marker}{self.seat + 1} {name}")
        self.border_subtitle = _subtitle(view, self.seat, leading)
        self.set_class(current, "-current")
        self.set_class(total < 0, "-debt")
        self.set_class(leading, "-leader")
        self.query_one(".total", Label).update(total_words(total), layout=False)
        points = view.round_points[self.seat]
        self.query_one(".round-points", Label).update(
            _("this round {points}").format(points=signed(points)), layout=False
        )


def _subtitle(view: BoardView, seat: int, leading: bool) -> str:
    """``leads``; in a match kept tile by tile the tiles in the player's hand first (a narrow
    card cuts the end of the line, and the leader's total is in the leader's colour anyway)."""
    parts = [_("leads")] if leading else []
    if view.table is not None:
        held = view.table.held[seat]
        parts.insert(0, ngettext("{count} tile", "{count} tiles", held).format(count=held))
    return " · ".join(parts)

"""One player's column: name and seat, total (a debt shown as such), this round, whose turn."""

from __future__ import annotations

from rich.cells import cell_len
from textual import events
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

    def on_resize(self, event: events.Resize) -> None:
        if self.view.table is not None:  # the subtitle of a tile match depends on the width
            self.watch_view(self.view)

    def watch_view(self, view: BoardView) -> None:
        if self.seat >= len(view.players):
            return
        name, total = view.players[self.seat], view.totals[self.seat]
        current = view.current == self.seat and not view.finished
        leading = name in view.leaders and any(view.totals)
        marker = "▶ " if current else ""
        self.border_title = escape(f"{marker}{self.seat + 1} {name}")
        # the border's corners and the dashes either side of the subtitle take six cells
        self.border_subtitle = _subtitle(view, self.seat, leading, self.size.width - 6)
        self.set_class(current, "-current")
        self.set_class(total < 0, "-debt")
        self.set_class(leading, "-leader")
        self.query_one(".total", Label).update(total_words(total), layout=False)
        points = view.round_points[self.seat]
        self.query_one(".round-points", Label).update(
            _("this round {points}").format(points=signed(points)), layout=False
        )


def _subtitle(view: BoardView, seat: int, leading: bool, room: int) -> str:
    """``leads``; in a match kept tile by tile the tiles in the player's hand first. Where both
    do not fit in ``room`` cells (four cards at 80 columns, in Russian and Polish), the tile
    count alone rather than a cut "ли…": the leader is named on the status line and the card
    is in the leader's colour."""
    parts = [_("leads")] if leading else []
    if view.table is not None:
        held = view.table.held[seat]
        parts.insert(0, ngettext("{count} tile", "{count} tiles", held).format(count=held))
        if len(parts) > 1 and 0 < room < cell_len(" · ".join(parts)):
            del parts[1:]
    return " · ".join(parts)

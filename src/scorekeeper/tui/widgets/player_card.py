"""One player's column: name and seat, total (a debt shown as such), this round, whose turn."""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.markup import escape
from textual.message import Message
from textual.reactive import var
from textual.widget import Widget
from textual.widgets import Label

from scorekeeper.i18n import _, ngettext
from scorekeeper.tui.board.view import BoardView
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
        self._shown: _Face | None = None  # what the card shows now

    def on_click(self) -> None:
        self.post_message(self.Chosen(self.seat))

    def compose(self) -> ComposeResult:
        yield Label(classes="total", markup=False)
        yield Label(classes="round-points", markup=False)

    def on_resize(self, event: events.Resize) -> None:
        if self.view.table is not None:  # the subtitle of a tile match depends on the width
            self.watch_view(self.view)

    def watch_view(self, view: BoardView) -> None:
        """Show the card's part of ``view``; each part only where it changed (a key changes
        one or two cards: a class changed restyles the card and its labels, an update
        repaints it)."""
        if self.seat >= len(view.players):
            return
        face = _face(view, self.seat, self.size.width - 6)
        shown, self._shown = self._shown, face
        if shown is None or face.title != shown.title:
            self.border_title = face.title
        if shown is None or face.subtitle != shown.subtitle:
            self.border_subtitle = face.subtitle
        if shown is None or face.classes != shown.classes:
            # no style sheet here has a transition: nothing to animate, so none is looked for
            self.update_classes(dict(zip(_CLASSES, face.classes, strict=True)), animate=False)
        if shown is None or face.total != shown.total:
            self.query_one(".total", Label).update(face.total, layout=False)
        if shown is None or face.points != shown.points:
            self.query_one(".round-points", Label).update(face.points, layout=False)


_CLASSES = ("-current", "-debt", "-leader")


class _Face(NamedTuple):
    """What a card shows: its border's title and subtitle, its classes (``_CLASSES``), its
    two lines."""

    title: str
    subtitle: str
    classes: tuple[bool, bool, bool]
    total: str
    points: str


def _face(view: BoardView, seat: int, room: int) -> _Face:
    name, total = view.players[seat], view.totals[seat]
    current = view.current == seat and not view.finished
    leading = name in view.leaders and any(view.totals)
    marker = "▶ " if current else ""
    points = _("this round {points}").format(points=signed(view.round_points[seat]))
    return _Face(
        escape(f"{marker}{seat + 1} {name}"),
        # the border's corners and the dashes either side of the subtitle take six cells
        _subtitle(view, seat, leading, room),
        (current, total < 0, leading),
        total_words(total),
        points,
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

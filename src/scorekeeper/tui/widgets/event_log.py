"""The events of the round in progress, newest last, with what each earned."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.reactive import reactive
from textual.widgets import Static

from scorekeeper.i18n import _
from scorekeeper.model import Adjust, Lead, Matador, Move, OpenSix, Pass, TableEvent
from scorekeeper.tui.actions import format_points
from scorekeeper.tui.view import BoardView


def describe_event(event: TableEvent) -> str:
    """The event in the words of the table, e.g. ``matador 2:4`` or ``adjust −3 (miscount)``."""
    if isinstance(event, Lead):
        return _("lead")
    if isinstance(event, Move):
        return _("move")
    if isinstance(event, Matador):
        return _("matador {tile}").format(tile=event.tile) if event.tile else _("matador")
    if isinstance(event, OpenSix):
        return _("open six")
    if isinstance(event, Pass):
        return _("pass")
    if isinstance(event, Adjust):
        text = _("adjust {points:+d}").format(points=event.points)
        return f"{text} ({event.note})" if event.note else text
    return event.type


class EventLog(VerticalScroll):
    """Short by nature (a round has a few dozen events), so it is redrawn whole."""

    view: reactive[BoardView] = reactive(BoardView, always_update=True)

    def compose(self) -> ComposeResult:
        yield Static(id="event-lines", markup=False)

    def watch_view(self, view: BoardView) -> None:
        self.border_title = _("Round {number}").format(number=view.round_number)
        lines = [
            f"{index:>2}. {event.player}  {describe_event(event)}  {format_points(points)}"
            if points
            else f"{index:>2}. {event.player}  {describe_event(event)}"
            for index, (event, points) in enumerate(
                zip(view.events, view.event_points, strict=True), start=1
            )
        ]
        text = "\n".join(lines) or _("Nothing yet this round. Space: a tile, m: a matador.")
        self.query_one("#event-lines", Static).update(text)
        self.scroll_end(animate=False)

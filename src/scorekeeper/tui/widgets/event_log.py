"""The events of the round in progress, newest last, with what each earned."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import var
from textual.widget import Widget

from scorekeeper.i18n import _
from scorekeeper.i18n.numbers import signed
from scorekeeper.model import TableEvent
from scorekeeper.model.kinds import describe
from scorekeeper.text import escape
from scorekeeper.tui.view import BoardView


class EventLog(Widget):
    """The newest lines that fit; older ones are in the edit screen. Drawn without a layout
    pass, so a key press repaints this box and nothing around it."""

    view: var[BoardView] = var(BoardView, always_update=True)

    def watch_view(self, view: BoardView) -> None:
        self.border_title = _("Round {number}").format(number=view.round_number)
        self.refresh()

    def render(self) -> Content:  # plain text: names may hold [brackets]
        view = self.view
        if not view.events:
            return Content(_("Nothing yet this round. Space: a tile, m: a matador."))
        first = max(0, len(view.events) - max(1, self.content_size.height))
        lines = []
        for index in range(first, len(view.events)):
            lines.append(event_line(index + 1, view.events[index], view.event_points[index]))
        return Content("\n".join(lines))


def event_line(number: int, event: TableEvent, points: int) -> str:
    """One line of the log; a note came from outside, so it is shown escaped."""
    line = f"{number:>2}. {event.player}  {escape(describe(event))}"
    return f"{line}  {signed(points)}" if points else line

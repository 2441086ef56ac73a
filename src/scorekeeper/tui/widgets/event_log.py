"""The events of the round in progress, newest last, with what each earned."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import var
from textual.widget import Widget

from scorekeeper.i18n import _
from scorekeeper.i18n.numbers import signed
from scorekeeper.model import TableEvent
from scorekeeper.model.kinds import describe
from scorekeeper.tui.shown import shown
from scorekeeper.tui.view import BoardView
from scorekeeper.tui.words.names import short_name


class EventLog(Widget):
    """The newest lines that fit; older ones are in the edit screen. Drawn without a layout
    pass, so a key press repaints this box and nothing around it."""

    view: var[BoardView] = var(BoardView, always_update=True)

    def watch_view(self, view: BoardView) -> None:
        self.border_title = _("Round {number}").format(number=view.round_number)
        self.refresh()

    def render(self) -> Content:  # plain text: names may hold [brackets]
        view = self.view
        width = self.content_size.width
        if not view.events:  # the hint is wrapped, so the keys it names are always read
            hint = (
                _("Nothing yet this round. Type a tile as its two halves: 2 then 4.")
                if view.table is not None
                else _("Nothing yet this round. Space: a tile, m: a matador.")
            )
            return Content("\n").join(Content(hint).wrap(width)) if width > 0 else Content(hint)
        first = max(0, len(view.events) - max(1, self.content_size.height))
        lines = []
        for index in range(first, len(view.events)):
            line = event_line(index + 1, view.events[index], view.event_points[index], width)
            lines.append(line)
        return Content("\n".join(lines))


def event_line(number: int, event: TableEvent, points: int, width: int = 0) -> str:
    """One line of the log; a name and a note came from outside, so they are shown escaped.
    Where the line would not fit in ``width`` cells the name is cut first, then the event's
    words, never the points."""
    head, player, what = f"{number:>2}. ", shown(event.player), shown(describe(event))
    tail = f"  {signed(points)}" if points else ""
    if width <= 0:
        return f"{head}{player}  {what}{tail}"
    room = width - len(head) - len(tail)
    name = short_name(player, max(4, room - 2 - len(what)))
    what = short_name(what, room - 2 - len(name))
    return f"{head}{name}  {what}{tail}"

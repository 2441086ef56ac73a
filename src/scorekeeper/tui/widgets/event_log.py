"""The events of the round in progress, newest last, with what each earned."""

from __future__ import annotations

from textual.content import Content
from textual.geometry import Region
from textual.reactive import var
from textual.widget import Widget

from scorekeeper.i18n import _
from scorekeeper.i18n.numbers import signed
from scorekeeper.model import TableEvent
from scorekeeper.model.kinds import describe
from scorekeeper.tui.board.view import BoardView
from scorekeeper.tui.shown import shown
from scorekeeper.tui.words.names import short_name


class EventLog(Widget):
    """The newest lines that fit; older ones are in the edit screen. Drawn without a layout
    pass, and only the lines that changed are painted again: a key that adds an event adds
    one line, a key that changes nothing in this round (a half typed) paints nothing."""

    view: var[BoardView] = var(BoardView, always_update=True)

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._painted: tuple[object, list[str]] | None = None  # (what decides, the lines)
        self._title = ""

    def watch_view(self, view: BoardView) -> None:
        title = _("Round {number}").format(number=view.round_number)
        if title != self._title:  # a title set repaints the whole box
            self._title = self.border_title = title
        self._repaint()

    def on_resize(self) -> None:
        self._painted = None  # the lines are cut to the width and as many as the height

    def _repaint(self) -> None:
        """Refresh the lines that differ from those painted (all of them after a resize, or
        where the hint is shown before or after)."""
        view, size = self.view, self.content_size
        decides = (view.table is None, size)
        lines = self._lines() if view.events else []
        painted, self._painted = self._painted, (decides, lines)
        if painted is None or painted[0] != decides or not lines or not painted[1]:
            self.refresh()
            return
        old = painted[1]
        for y in range(max(len(old), len(lines))):
            if y >= len(old) or y >= len(lines) or old[y] != lines[y]:
                self.refresh(Region(0, y, size.width, 1))

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
        return Content("\n".join(self._lines()))

    def _lines(self) -> list[str]:
        """The newest events' lines that fit in the box."""
        view, (width, height) = self.view, self.content_size
        first = max(0, len(view.events) - max(1, height))
        return [
            event_line(index + 1, view.events[index], view.event_points[index], width)
            for index in range(first, len(view.events))
        ]


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

"""Change one recorded event: its kind, its player, a matador's tile, an adjustment, and a
laid tile in place: the tile, its end and the half turned outward (issue 22 item 5).

The kinds on offer are the table kinds of ``model/kinds.py``; only the fields beyond a player
(a matador's tile, an adjustment's points and note, a laid tile's tile, end and outward half)
have inputs of their own here. The edit replays the log, which re-checks every entry after
the one changed and names the first one it makes impossible (``replay``).
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Button, Input, Label, Select

from scorekeeper.i18n import _, pgettext
from scorekeeper.model import Adjust, End, Matador, Match, RuleError, TableEvent, Tile, TilePlay
from scorekeeper.model.bounds import note_problem
from scorekeeper.model.kinds import TABLE_KINDS, with_player
from scorekeeper.tui import drafts
from scorekeeper.tui.refusals import refusing
from scorekeeper.tui.screens.dialogs import Form, parse_points
from scorekeeper.tui.shown import option_label, shown
from scorekeeper.tui.words.changes import entry_words


class EventEditor(Form[TableEvent]):
    """Answers with the event as changed, for the edit screen to put in the log."""

    def __init__(self, match: Match, event: TableEvent, draft: drafts.Draft | None = None) -> None:
        super().__init__(draft)
        self.match, self.event = match, event

    def compose(self) -> ComposeResult:
        event = self.event
        tile = str(event.tile) if isinstance(event, Matador) and event.tile else ""
        points = str(event.points) if isinstance(event, Adjust) else ""
        # a note from the store is shown escaped: kept as it is shown, it holds no ESC any more
        note = shown(event.note) if isinstance(event, Adjust) else ""
        with Vertical(classes="dialog-box"):
            # which event is being changed, as the log names it, so the table can check
            what = entry_words(event)
            yield from self.compose_title(_("Change: {event}").format(event=what))
            yield Select(
                # the kinds this match's mode keeps; a tile is typed on the line, so only a
                # tile being changed offers its kind (and keeps its tile: only the player moves)
                [
                    (pgettext("event", kind.label), kind.type)
                    for kind in TABLE_KINDS
                    if self.match.mode in kind.modes
                    and (kind.type != "tile" or isinstance(event, TilePlay))
                ],
                value=event.type,
                allow_blank=False,
                id="kind",
                compact=True,
            )
            players = [(option_label(name), name) for name in self.match.players]
            yield Select(players, value=event.player, allow_blank=False, id="player", compact=True)
            yield Label(_("Matador tile (optional)"), classes="for-matador", markup=False)
            yield Input(tile, id="tile", classes="for-matador", placeholder="2:4", compact=True)
            yield Label(_("Points and note"), classes="for-adjust", markup=False)
            yield Input(points, id="points", classes="for-adjust", placeholder="-3", compact=True)
            yield Input(note, id="note", classes="for-adjust", compact=True)
            yield from self._compose_play()
            yield from self.compose_error()
            yield from self.compose_buttons(_("Change"))

    def _compose_play(self) -> ComposeResult:
        """A laid tile's fields: the tile, the end it joined (none for a lead), the half it
        turned outward (blank where the tile left no choice)."""
        play = self.event if isinstance(self.event, TilePlay) else None
        if play is None:
            return
        yield Label(_("Tile, end and half outward"), classes="for-tile", markup=False)
        yield Input(str(play.tile), id="play-tile", classes="for-tile", compact=True)
        ends = [
            (_("lead (no end)"), ""),
            (_("left"), End.LEFT.value),
            (_("right"), End.RIGHT.value),
        ]
        end = play.end.value if play.end is not None else ""
        yield Select(ends, value=end, allow_blank=False, id="end", classes="for-tile", compact=True)
        outward = "" if play.open is None else str(play.open)
        yield Input(outward, id="outward", classes="for-tile", placeholder="-", compact=True)

    def on_mount(self) -> None:
        self.restore_draft()
        self._show_fields(str(self.query_one("#kind", Select).value))

    @on(Select.Changed, "#kind")
    def _kind_changed(self, event: Select.Changed) -> None:
        self._show_fields(str(event.value))

    def _show_fields(self, kind: str) -> None:
        for widget in self.query(".for-matador"):
            widget.display = kind == "matador"
        for widget in self.query(".for-adjust"):
            widget.display = kind == "adjust"
        for widget in self.query(".for-tile"):
            widget.display = kind == "tile"

    @on(Input.Submitted)
    @on(Button.Pressed, "#accept")
    @refusing()
    def _accept(self) -> None:
        self.dismiss(self._event())

    def _event(self) -> TableEvent:
        kind = str(self.query_one("#kind", Select).value)
        player = str(self.query_one("#player", Select).value)
        if kind == "matador":
            text = self.query_one("#tile", Input).value.strip()
            return Matador(player, Tile.parse(text) if text else None)
        if kind == "adjust":
            points = parse_points(self.query_one("#points", Input).value)
            if not points:
                raise RuleError(_("Points must be a whole number other than 0, like -3 or +5."))
            note = self.query_one("#note", Input).value.strip()
            problem = note_problem(note)
            if problem:
                raise RuleError(problem)
            return Adjust(player, points, note)
        if kind == "tile" and isinstance(self.event, TilePlay):
            return self._play(player, self.event)
        return with_player(kind, player)  # a kind with no field but its player

    def _play(self, player: str, was: TilePlay) -> TilePlay:
        """The laid tile as corrected; the way it lay (across or lengthwise) is kept where the
        tile is still a matador."""
        tile = Tile.parse(self.query_one("#play-tile", Input).value.strip())
        end = str(self.query_one("#end", Select).value)
        outward = self.query_one("#outward", Input).value.strip()
        if outward and (not outward.isdigit() or int(outward) not in (tile.low, tile.high)):
            raise RuleError(
                _("The half outward is one of {tile}'s halves, or blank.").format(tile=tile)
            )
        across = was.across if self.match.preset.is_matador(tile) else None
        half = int(outward) if outward else None
        return TilePlay(player, tile, End(end) if end else None, half, across)

"""Player statistics across matches, by name: overall, and per preset for the chosen player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len
from textual import on
from textual.app import ComposeResult
from textual.timer import Timer
from textual.widgets import Footer, Input, Static

from scorekeeper.i18n import _
from scorekeeper.tui.backend.asking import ask
from scorekeeper.tui.backend.base import Backend
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.shown import shown
from scorekeeper.tui.widgets.line_table import GAP, Column, LineTable
from scorekeeper.tui.widgets.message_line import MessageLine
from scorekeeper.tui.words.names import short_preset
from scorekeeper.wording import players_catching_up, rating_cell, tally_cells, tally_headings

if TYPE_CHECKING:
    from scorekeeper.tui.backend.base import PlayerStats

SCROLLBAR = 4  # the screen's scroll bar gutter and the players table's own (a list longer
# than the rows left above the detail table scrolls)
NAME_WIDTH, HEADING_WIDTH, PRESET_WIDTH = 20, 18, 11
RATING_WIDTH = 10  # "−12.3 (99)", "25.3 (999)"
RECHECK_SECONDS = 2.0  # while ratings are being caught up: read again until they are


def columns(first: str, room: int = 0) -> list[Column]:
    """The player, then as many numbers as fit in ``room`` cells (all where ``room`` is 0),
    each as wide as its heading: the table never scrolls sideways away from the names; the
    detail table under it has every number."""
    numbers = [Column(heading, max(4, len(heading)), right=True) for heading in tally_headings()]
    # the rating first: one number across all presets, the one the detail table has not
    rating = Column(_("Rating"), max(RATING_WIDTH, cell_len(_("Rating"))), right=True)
    shown = [Column(first, NAME_WIDTH), rating]
    used = NAME_WIDTH + GAP + rating.width + GAP + SCROLLBAR
    for column in numbers:
        used += column.width + GAP
        if room and used > room:
            break
        shown.append(column)
    return shown


def detail_columns(presets: list[str]) -> tuple[Column, ...]:
    """A statistic a row: its name, the player's overall number, then one per preset. The
    names column is as wide as the longest name (up to ``HEADING_WIDTH``: "Największy dług"
    whole), and stays in view when many presets scroll sideways (``fixed=1``)."""
    labels = [short_preset(name, PRESET_WIDTH) for name in presets]
    names = (_("Statistic"), *tally_headings())
    return (
        Column(names[0], min(HEADING_WIDTH, max(cell_len(name) for name in names))),
        Column(_("All"), 8, right=True),
        *(Column(label, PRESET_WIDTH, right=True) for label in labels),
    )


def detail_rows(stats: PlayerStats) -> list[tuple[str, ...]]:
    """The transposed tallies: one row per heading, the overall number then each preset's."""
    columns = [tally_cells(stats), *(tally_cells(preset) for preset in stats.presets)]
    return [
        (heading, *(cells[index] for cells in columns))
        for index, heading in enumerate(tally_headings())
    ]


class StatsScreen(SpokenScreen[None]):
    BINDINGS = screen_bindings("stats")
    RESPEAKS = True  # re-composed in a new language (tui/respeak.py)

    def __init__(self, backend: Backend) -> None:
        super().__init__(name="stats", classes="stats")
        self.backend = backend
        self._stats: list[PlayerStats] = []
        self._recheck: Timer | None = None

    def compose(self) -> ComposeResult:
        yield Static(_("Player statistics"), id="title", markup=False)
        yield Input(placeholder=_("filter by player (/)"), id="player-filter", compact=True)
        yield LineTable(columns(_("Player"), self.app.size.width), id="players")
        yield Static(id="per-preset-title", markup=False)
        yield LineTable(detail_columns([]), id="per-preset", fixed=1)
        yield MessageLine()
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one("#players", LineTable).focus()

    def reload(self, quiet: bool = False) -> None:
        """The players anew (the filter changed); what is shown stays until they come.
        ``quiet``: a look again while ratings are being caught up, the cursor kept."""
        player = self.query_one("#player-filter", Input).value.strip() or None

        def show(found: list[PlayerStats]) -> None:
            self._stats = found
            self._fill(self.query_one("#players", LineTable).cursor_row if quiet else None)
            if self._recheck is not None:
                self._recheck.stop()
            # the note (and the ratings) follow the catching up: it clears itself once rated
            waiting = any(stats.waiting for stats in found)
            again = lambda: self.reload(quiet=True)  # noqa: E731
            self._recheck = self.set_timer(RECHECK_SECONDS, again) if waiting else None

        call = lambda library: library.player_stats(player)  # noqa: E731
        ask(self, self.backend, call, show, again=True, quiet=quiet)

    def respoken(self) -> None:
        """After a change of language (tui/respeak.py): the players read already, said anew."""
        self._fill()

    def _fill(self, row: int | None = None) -> None:
        lagging = players_catching_up(stats.waiting for stats in self._stats)
        title = " · ".join(filter(None, (_("Player statistics"), lagging)))  # as the club's
        self.query_one("#title", Static).update(title)
        table = self.query_one("#players", LineTable)
        table.clear()
        for stats in self._stats:
            table.add_rows([(stats.name, rating_cell(stats.rating), *tally_cells(stats))])
        if row is not None:
            table.move_cursor(row)
        self._show_presets(table.cursor_row)

    @on(LineTable.RowHighlighted, "#players")
    def _highlighted(self, event: LineTable.RowHighlighted) -> None:
        self._show_presets(event.cursor_row)

    def _show_presets(self, row: int) -> None:
        table = self.query_one("#per-preset", LineTable)
        title = self.query_one("#per-preset-title", Static)
        if not 0 <= row < len(self._stats):
            table.clear()
            title.update(self._nobody() if not self._stats else "")
            return
        stats = self._stats[row]
        presets = [preset.preset_name for preset in stats.presets]
        table.columns = detail_columns(presets)
        table.clear()
        title.update(_("{name} by preset").format(name=shown(stats.name)))
        table.add_rows(detail_rows(stats))

    def _nobody(self) -> str:
        """Why the list is empty: no matches at all, or none with the name filtered for (a
        misspelt name must not read as an empty database, as in ``stats --player``)."""
        name = self.query_one("#player-filter", Input).value.strip()
        if not name:
            return _("No matches yet.")
        return _("No stored match has a player named {name}.").format(name=shown(name))

    def on_resize(self) -> None:
        table = self.query_one("#players", LineTable)
        wanted = tuple(columns(_("Player"), self.app.size.width))
        if wanted != table.columns:
            table.columns = wanted
            self._fill(table.cursor_row)

    @on(Input.Changed, "#player-filter")
    def _filter_changed(self) -> None:
        self.reload()

    def action_filter(self) -> None:
        self.query_one("#player-filter", Input).focus()

    def action_back(self) -> None:
        self.dismiss()

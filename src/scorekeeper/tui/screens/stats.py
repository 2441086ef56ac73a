"""Player statistics across matches, by name: overall, and per preset for the chosen player."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.widgets import Footer, Input, Static

from scorekeeper.i18n import _, preset_text
from scorekeeper.store import PlayerStats, Store
from scorekeeper.tui.refusals import refusing
from scorekeeper.tui.screen_keys import screen_bindings
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.widgets.line_table import Column, LineTable
from scorekeeper.tui.widgets.message_line import MessageLine
from scorekeeper.wording import tally_cells, tally_headings


def columns(first: str) -> list[Column]:
    """The first column (a player, or a preset), then the numbers, each as wide as needed."""
    numbers = [Column(heading, max(4, len(heading)), right=True) for heading in tally_headings()]
    return [Column(first, 20), *numbers]


class StatsScreen(SpokenScreen[None]):
    BINDINGS = screen_bindings("stats")

    def __init__(self, store: Store) -> None:
        super().__init__(name="stats", classes="stats")
        self.store = store
        self._stats: list[PlayerStats] = []

    def compose(self) -> ComposeResult:
        yield Static(_("Player statistics"), id="title", markup=False)
        yield Input(placeholder=_("filter by player (/)"), id="player-filter", compact=True)
        yield LineTable(columns(_("Player")), id="players")
        yield Static(id="per-preset-title", markup=False)
        yield LineTable(columns(_("Preset")), id="per-preset")
        yield MessageLine()
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one("#players", LineTable).focus()

    @refusing()
    def reload(self) -> None:
        player = self.query_one("#player-filter", Input).value.strip() or None
        self._stats = self.store.player_stats(player)
        table = self.query_one("#players", LineTable)
        table.clear()
        for stats in self._stats:
            table.add_rows([(stats.name, *tally_cells(stats))])
        self._show_presets(0)

    @on(LineTable.RowHighlighted, "#players")
    def _highlighted(self, event: LineTable.RowHighlighted) -> None:
        self._show_presets(event.cursor_row)

    def _show_presets(self, row: int) -> None:
        table = self.query_one("#per-preset", LineTable)
        table.clear()
        title = self.query_one("#per-preset-title", Static)
        if not 0 <= row < len(self._stats):
            title.update(_("No matches yet.") if not self._stats else "")
            return
        stats = self._stats[row]
        title.update(_("{name} by preset").format(name=stats.name))
        for preset in stats.presets:
            table.add_rows([(preset_text(preset.preset_name), *tally_cells(preset))])

    @on(Input.Changed, "#player-filter")
    def _filter_changed(self) -> None:
        self.reload()

    def action_filter(self) -> None:
        self.query_one("#player-filter", Input).focus()

    def action_back(self) -> None:
        self.dismiss()

"""The home screen: resume the unfinished match, start a new one, browse past matches."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from scorekeeper.i18n import _
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.shown import option_label


class HomeScreen(SpokenScreen[None]):
    """Choices come from the app: each is an (action, label) pair run with ``app.run_action``."""

    BINDINGS = screen_bindings("home")

    def __init__(self, choices: Callable[[], Sequence[tuple[str, str]]]) -> None:
        super().__init__(name="home", classes="home")
        self.choices = choices  # asked again whenever the screen shows: a match may have ended

    def compose(self) -> ComposeResult:
        with Vertical(id="home-box"):
            yield Static("scorekeeper", id="home-title", markup=False)
            yield Static(
                _("Matador and Six Matador, scored as you play."), id="home-tagline", markup=False
            )
            yield OptionList(id="home-menu")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_screen_resume(self) -> None:
        menu = self.query_one(OptionList)
        menu.clear_options()
        # "Resume: …" names the match's players and preset, as the store holds them
        choices = [Option(option_label(label), id=action) for action, label in self.choices()]
        menu.add_options(choices)
        menu.highlighted = 0

    @on(OptionList.OptionSelected)
    async def _chosen(self, event: OptionList.OptionSelected) -> None:
        await self.app.run_action(str(event.option.id))

"""A past match, read-only: verdict, standings, chart and rounds table."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.widgets import Footer, Static

from scorekeeper.i18n import _, preset_text
from scorekeeper.i18n.formats import local_date_time
from scorekeeper.tui.backend.base import StoredMatch
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.widgets.match_report import MatchReport
from scorekeeper.wording import finish_words


class MatchViewScreen(SpokenScreen[None]):
    BINDINGS = screen_bindings("match-view")
    RESPEAKS = True  # re-composed in a new language (tui/respeak.py)

    def __init__(self, stored: StoredMatch, open_match: Callable[[int], None]) -> None:
        super().__init__(name="match-view", classes="match-view")
        self.stored, self.open_match = stored, open_match

    def compose(self) -> ComposeResult:
        match = self.stored.match
        when = local_date_time(self.stored.created_at.astimezone())
        title = _("Match {id} · {date} · {preset}").format(
            id=self.stored.id, date=when, preset=preset_text(match.preset.name)
        )
        yield Static(f"{title} · {finish_words(match)}", id="title", markup=False)
        yield MatchReport(match)
        yield Footer()

    def action_open(self) -> None:
        self.open_match(self.stored.id)

    def action_read_only(self) -> None:
        self.notify(
            _("This view only shows the match: o continues it, Escape goes back."),
            markup=False,
        )

    def action_back(self) -> None:
        self.dismiss()

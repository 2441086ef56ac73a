"""The final screen: standings, the winner (or a tie), the differential, the rounds table."""

from __future__ import annotations

from typing import Literal

from textual.app import ComposeResult
from textual.widgets import Footer, Static

from scorekeeper.i18n import _, preset_text
from scorekeeper.model import Match, Reopen
from scorekeeper.tui.board.view import BoardView
from scorekeeper.tui.drafts import Drafts, answered, owner_key, take
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.widgets.match_report import MatchReport
from scorekeeper.wording import finish_words

FinalChoice = Literal["undo", "redo"]
UNDO: FinalChoice = "undo"  # the answer when the change that ended the match is to go
REDO: FinalChoice = "redo"  # put back what was undone last (a reopen, say)
FinalAnswer = FinalChoice | Reopen  # a reopen: the one the dialog was given


class FinalScreen(SpokenScreen[FinalAnswer]):
    """Shows a finished match; dismissed with ``UNDO`` or ``REDO`` (the scoreboard undoes or
    redoes the last change), or with the ``Reopen`` the players asked for (the scoreboard
    records it); it comes back while the match is still finished. ``refused``: a reopen the
    scoreboard could not record, asked again at once with the reason."""

    BINDINGS = screen_bindings("final")

    def __init__(
        self,
        match: Match,
        view: BoardView,
        refused: tuple[Reopen, Exception] | None = None,
        *,
        drafts: Drafts | None = None,
    ) -> None:
        """``drafts``: the app's book, where this screen keeps its reopen dialog's draft."""
        super().__init__(name="final", classes="final")
        self.match, self.view, self.refused = match, view, refused
        self.drafts: Drafts = {} if drafts is None else drafts  # the app's own, not a copy

    def compose(self) -> ComposeResult:
        match = self.match
        # one message: the order and the separators are the language's to choose
        title = _("{preset} · final standings · {finish}").format(
            preset=preset_text(match.preset.name), finish=finish_words(match)
        )
        yield Static(title, id="title", markup=False)
        yield MatchReport(match, self.view)
        yield Footer()

    def on_mount(self) -> None:
        if self.refused is not None:
            self.action_reopen()

    def action_reopen(self) -> None:
        from scorekeeper.tui.screens.match_dialogs import ReopenDialog

        match = self.match
        target = match.target
        if target is not None and max(match.totals) >= target:
            target = None
        rounds = match.rounds_limit
        if rounds is not None and match.rounds_played >= rounds:
            rounds = match.rounds_played + 1
        refusal = None
        if self.refused is not None:  # as it was typed, and why it was not recorded
            (asked, refusal), self.refused = self.refused, None
            target, rounds = asked.target, asked.rounds_limit

        def reopened(entry: Reopen) -> None:
            self.dismiss(entry)

        # what was typed is this finished match's, until it is reopened or changed
        key = f"reopen:{owner_key(match)}:{match.entry_count}"
        dialog = ReopenDialog(target, rounds, take(self.drafts, key), refusal)
        self.app.push_screen(dialog, answered(self.drafts, key, reopened))

    def action_undo(self) -> None:
        self.dismiss(UNDO)

    def action_redo(self) -> None:
        self.dismiss(REDO)

    async def action_export(self) -> None:
        await self.app.run_action("export")

    async def action_new_match(self) -> None:
        await self.app.run_action("new_match")

    def action_quit(self) -> None:
        self.app.exit()

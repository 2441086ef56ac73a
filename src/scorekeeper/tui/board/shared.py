"""What both boards share (one key a fact, or tile by tile): the players' cards, the status line,
the rounds and the round's log (``BoardCore``, core.py: the state and how a change lands), and
the keys that are not a fact of play and ask first (round end, adjustment, edit, finish, help,
quit). A board owns the match session and the one ``BoardView`` every widget on it is bound to."""

from __future__ import annotations

import contextlib

from textual import on
from textual.worker import WorkerCancelled, WorkerFailed

from scorekeeper.i18n import _, ngettext
from scorekeeper.model import Adjust, Finish
from scorekeeper.tui.board.keeping import KeepingBoard
from scorekeeper.tui.widgets.player_card import PlayerCard


class BoardScreen(KeepingBoard):
    """A board: its core, its keeping (here or elsewhere, keeping.py) and the keys that open a
    dialog and act on its answer."""

    # -- actions (one per entry of tui.keys.actions.SCOREBOARD_ACTIONS) -------------------------
    def action_seat(self, seat: int) -> None:
        count = len(self.session.match.players)
        if seat >= count:
            text = ngettext(
                "There is no player {seat}: this match has {count} player.",
                "There is no player {seat}: this match has {count} players.",
                count,
            )
            self.say(text.format(seat=seat + 1, count=count), error=True)
            return
        self._set_current(seat)
        self.refresh_view()

    @on(PlayerCard.Chosen)
    def _card_chosen(self, message: PlayerCard.Chosen) -> None:
        self.action_seat(message.seat)

    def action_round_end(self, outcome: int | None = None) -> None:
        """Ask how the round ended; ``outcome`` already chosen where the board knows it (the
        seat of who went out, -1 for blocked)."""
        from scorekeeper.tui.drafts import answered, take
        from scorekeeper.tui.screens.round_end import RoundEndResult, RoundEndScreen, draft_key

        def ended(result: RoundEndResult) -> None:
            self.record(result.end, leader=result.leader)

        match = self.session.match
        key = draft_key(match)  # this very round's typing, kept by the board through a cancel
        draft = take(self.drafts, key)
        dialog = RoundEndScreen(match, self.current, outcome=outcome, draft=draft)
        self.app.push_screen(dialog, answered(self.drafts, key, ended))

    def action_adjust(self) -> None:
        from scorekeeper.tui.drafts import answered, owner_key, take
        from scorekeeper.tui.screens.dialogs import AdjustDialog

        def adjusted(adjust: Adjust) -> None:
            self.record(adjust)

        key = f"adjust:{owner_key(self.session)}"  # this match session's, kept by the board
        dialog = AdjustDialog(self.session.match.players, self.current, take(self.drafts, key))
        self.app.push_screen(dialog, answered(self.drafts, key, adjusted))

    def action_edit(self) -> None:
        from scorekeeper.tui.screens.edit import EditScreen

        if self.session.match.finished:  # ruling 8: a finished match changes only once reopened
            self.say(_("The match is finished; reopen it to change it."), error=True)
            return

        def closed(changed: bool | None) -> None:
            if changed:  # the log was replaced: every total and row is recomputed
                self.turn.rewritten(self.session.match)
                self._tell_turn()
                self.refresh_view(rebuilt=True)
            self._on_finished()  # an edit may have ended the match (a corrected round end)

        self.app.push_screen(EditScreen(self.session, self.drafts), closed)

    def action_finish(self) -> None:
        from scorekeeper.tui.screens.dialogs import Confirm

        if self.session.match.finished:
            self._on_finished()  # nothing to ask: it is over already
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.record(Finish())

        self.app.push_screen(Confirm(lambda: _("Finish the match now?")), confirmed)

    async def action_export(self) -> None:
        await self.app.run_action("export")

    def action_help(self) -> None:
        from scorekeeper.tui.screens.help import HelpScreen

        preset = self.session.match.preset
        self.app.push_screen(HelpScreen(preset, self.keymap(), self.SCREEN, self.prices()))

    def copy(self) -> BoardScreen:
        """A new board for the same match (the language changed under it)."""
        return type(self)(self.session, self.current, self.played_on, self.match_id)

    def keymap(self) -> dict[str, str]:
        """The keys each of this screen's bindings runs now, the user's keymap applied."""
        keys: dict[str, list[str]] = {}
        for key, active in self.active_bindings.items():
            if active.binding.id:
                keys.setdefault(active.binding.id, []).append(key)
        return {binding_id: ",".join(group) for binding_id, group in keys.items()}

    def action_quit(self) -> None:
        if self.session.unsaved is None:
            self.app.exit()
        else:  # one more try first, in its worker: the board answers meanwhile
            self.run_worker(self._quit_once_saved(), name="quit", group="quit", exclusive=True)

    async def _quit_once_saved(self) -> None:
        with contextlib.suppress(WorkerCancelled, WorkerFailed):  # the board's session changed
            await self.unsaved.retry().wait()
        if self.session.unsaved is None:
            self.app.exit()
            return
        from scorekeeper.tui.board.unsaved import quit_words, rescue_file
        from scorekeeper.tui.screens.dialogs import Confirm

        kept_in = rescue_file(self.session, self.match_id)

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.app.exit()

        self.app.push_screen(Confirm(lambda: quit_words(self.session, kept_in)), confirmed)

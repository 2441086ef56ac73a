"""The tile board: a match kept tile by tile (RULES.md section 6).

The scorekeeper types each tile laid as its two halves; the board finds where it fits, asks
where there is a choice (with what each answer earns in the footer), checks it and records it,
priced by the match. The digits are the halves, so ``s`` and a number pick the current player.
What is typed is the screen's ``entry``; the board shows it through the one ``BoardView``.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial

from textual.app import ComposeResult
from textual.binding import Binding

from scorekeeper.entry.tile_entry import Question, TileEntry, ways_for
from scorekeeper.i18n import _, current_language
from scorekeeper.model import LogEntry, RoundEnd, RuleError, Tile
from scorekeeper.model.tiles import HIGHEST_PIP
from scorekeeper.tui.board import footer_fit, tile_footer
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.board.tile_line import TileLine
from scorekeeper.tui.board.tile_words import pending_words, prompt
from scorekeeper.tui.keys.keymap import screen_bindings

# the keys that answer each question, by action name
_ANSWERS = tile_footer.ANSWERS


class TileBoardScreen(BoardScreen):
    SCREEN = "tiles"
    BINDINGS = screen_bindings("tiles")
    entry = TileEntry()
    _fit: tuple[object, tile_footer.Squeeze] | None = None  # per (language, width, question)

    def copy(self) -> BoardScreen:
        """A new board for the same match, what was typed towards the tile kept with it."""
        board = super().copy()
        assert isinstance(board, TileBoardScreen)
        board.entry = self.entry
        return board

    def compose_table(self) -> ComposeResult:
        yield TileLine(id="tile-line").data_bind(BoardScreen.view)

    def on_mount(self) -> None:
        super().on_mount()
        self._announce_round_state()

    # -- what is typed ---------------------------------------------------------------------
    def _set_entry(self, entry: TileEntry) -> None:
        self.entry = entry
        self.refresh_view()

    def offered(self) -> object:
        """Beyond the prices: a question asked or answered, a seat being chosen."""
        entry = self.entry
        return (entry.question, tuple(entry.answers()), entry.choosing_seat)

    def prompt(self) -> str:
        return prompt(self.entry, self._player(), self.session.match)

    def action_digit(self, number: int) -> None:
        """A half of the tile laid, a seat's number after ``s``, or the half turned outward."""
        entry = self.entry
        if entry.choosing_seat:
            self._set_entry(TileEntry())
            self.action_seat(number - 1 if number else len(self.session.match.players))
        elif entry.question is Question.OUTWARD:
            self._answer(Question.OUTWARD, number)
        elif entry.tile is not None:  # which end, or across: a digit answers neither
            self.say(pending_words(entry), error=True)
        elif number > HIGHEST_PIP:
            self.say(
                _("A half shows 0 to 6 pips: there is no {number}.").format(number=number),
                error=True,
            )
        elif entry.half is None:
            self.say("")
            self._set_entry(TileEntry(half=number))
        else:
            self._typed(Tile.of(entry.half, number), number)

    def _typed(self, tile: Tile, second: int) -> None:
        """Both halves typed: lay the tile where it fits, or ask where it fits more ways."""
        try:  # the phone's entry desk asks the very same (entry/tile_entry.py)
            typed = ways_for(self.session.match, self._player(), tile, second)
        except RuleError as error:
            self._set_entry(TileEntry())
            self.say(error.message, error=True)
            return
        self._go_on(typed)

    def _go_on(self, entry: TileEntry) -> None:
        """Record the tile once one way is left; otherwise ask the next question."""
        chosen = entry.chosen
        if chosen is None:
            self._set_entry(entry)
            return
        self.entry = TileEntry()
        if not self.record(chosen.play):
            self._set_entry(TileEntry())

    def _answer(self, question: Question, value: Hashable) -> None:
        if self.entry.question is not question:
            self.say(_("Nothing to choose: type a tile's two halves first."), error=True)
            return
        after = self.entry.answer(value)
        if after is None:
            tile = self.entry.tile
            self.say(_("{tile} has no half {half}.").format(tile=tile, half=value), error=True)
            return
        self._go_on(after)

    def action_left(self) -> None:
        self._answer(*_ANSWERS["left"])

    def action_right(self) -> None:
        self._answer(*_ANSWERS["right"])

    def action_across(self) -> None:
        self._answer(*_ANSWERS["across"])

    def action_lengthwise(self) -> None:
        self._answer(*_ANSWERS["lengthwise"])

    def action_never_mind(self) -> None:
        if not self.entry.idle:
            self._set_entry(TileEntry())
            self.say("")

    def action_choose_seat(self) -> None:
        if not self._typing():
            self._set_entry(TileEntry(choosing_seat=True))

    def _typing(self) -> bool:
        """A key that would do something else while a tile is typed says so: the tile waits
        for its half or its answer (or Esc), never dropped unsaid (issue 22 item 6)."""
        if self.entry.idle:
            return False
        self.say(pending_words(self.entry), error=True)
        return True

    # -- the other facts of play -----------------------------------------------------------
    def action_record(self, name: str) -> None:
        """A fact that needs no question (a draw) waits, as every key, for the tile typed."""
        if not self._typing():
            super().action_record(name)

    def action_pass(self) -> None:
        """A pass the draw rule does not expect is asked about first (RULES.md 6.7)."""
        from scorekeeper.tui.screens.dialogs import Confirm

        if self._typing():
            return
        table, player, entry = self.session.match.table, self._player(), self.key_entry("pass")
        assert table is not None
        try:  # a round that is over refuses it: nothing to ask
            self.session.match.check_in_round(entry)
        except RuleError as error:
            self.say(error.message, error=True)
            return
        question = table.unexpected_pass(player, self.session.match.preset)
        if question is None:
            self.record(entry)
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.record(entry)

        preset = self.session.match.preset
        asked = lambda: table.unexpected_pass(player, preset) or ""  # noqa: E731 (said again)
        self.app.push_screen(Confirm(asked, lambda: _("Pass")), confirmed)

    def action_adjust(self) -> None:
        if not self._typing():
            super().action_adjust()

    def action_undo(self) -> None:
        """Undo forgets what was typed towards a tile: it was typed against the line undone."""
        if not self.entry.idle:
            self._set_entry(TileEntry())
        super().action_undo()

    def action_redo(self) -> None:
        if not self.entry.idle:
            self._set_entry(TileEntry())
        super().action_redo()

    def after_recorded(self, entry: LogEntry) -> None:
        """A last tile ends the round (the one who went out leads the next); so does a block,
        which asks who leads next (and the hands, if counted); a pip round waits for the pips,
        a dialog asking them."""
        match = self.session.match
        end = match.rounds[-1].end if match.closed_by_tile else None
        if end is not None and end.out is not None:  # the turn went to who leads next
            self.say(_("{player} went out: the round is over.").format(player=end.out))
            self.refresh_view()
        elif end is not None:
            self.say(_("Blocked: no tile left in the set can join either end. Round over."))
            self._tell_closed_end(end)
        else:
            self._announce_round_state()

    def action_round_end(self, outcome: int | None = None) -> None:
        """Right after a tile closed its round, that round's end told in full (the hands, if
        counted: RULES.md 5.3); else as on any board."""
        match = self.session.match
        if self._typing():
            return
        if match.closed_by_tile and match.rounds[-1].end is not None:
            self._tell_closed_end(match.rounds[-1].end)
        else:
            super().action_round_end(outcome)

    def _tell_closed_end(self, closed: RoundEnd) -> None:
        """The round closed itself: ask who leads next, and take the hands if typed (kept
        with the round's end, RULES.md 5.3); an end said as the tile made it is not recorded
        again."""
        from scorekeeper.tui.drafts import answered, take
        from scorekeeper.tui.screens.round_end import RoundEndResult, RoundEndScreen, draft_key

        def told(result: RoundEndResult) -> None:
            if result.end != closed:
                self.record(result.end, leader=result.leader)
            else:
                self._set_current(result.leader)
                self.refresh_view()

        match = self.session.match
        key = draft_key(match)  # this very round's typing, kept by the board through a cancel
        dialog = RoundEndScreen(match, self.current, closed=closed, draft=take(self.drafts, key))
        self.app.push_screen(dialog, answered(self.drafts, key, told))

    def _announce_round_state(self) -> None:
        table = self.session.match.table
        if table is None or self.session.match.finished:
            return
        if table.out is not None:
            self.say(
                _("{player} went out: type the pips left in the other hands.").format(
                    player=table.out
                )
            )
            self.action_round_end(self.session.match.players.index(table.out))
        elif table.blocked(self.session.match.preset):
            self.say(_("Blocked: no tile left in the set can join either end."))
            self.action_round_end(-1)

    # -- the footer ------------------------------------------------------------------------
    def spoken(self, binding: Binding) -> Binding:
        """Each key as the state has it: the answers to the question asked, with what each
        earns; the digits as halves, seats or the half outward; pass with its price. Where the
        full labels would not fit, the short ones (an answer's price alone), so no key is cut."""
        entry = self.entry
        answers, prices = tuple(entry.answers()), self.shown_prices
        fit = (current_language(), self.size.width, entry.question, answers, prices)
        if self._fit is None or self._fit[0] != fit:  # measured once for all the keys
            self._fit = (fit, self._squeeze())
        return self._say(binding, self._fit[1])

    def _say(self, binding: Binding, squeeze: tile_footer.Squeeze = (False, ())) -> Binding:
        match = self.session.match
        return tile_footer.say(binding, self.entry, match, self.shown_prices, squeeze)

    def _squeeze(self) -> tile_footer.Squeeze:
        """The first way of making room whose footer fits the screen (the last one else)."""
        ways = tile_footer.ASKING if self.entry.question else tile_footer.IDLE
        for squeeze in ways[:-1]:
            if not footer_fit.narrow(self, partial(self._say, squeeze=squeeze)):
                return squeeze
        return ways[-1]
